/**
 * The checks every screen of the browser tier gets, once per distinct screen (by fingerprint,
 * checked-screens.ts) when a test's screen tour meets it (screens.ts): axe, a phone screen's layout
 * at both phone sizes in both languages, the table screen's one heading. A new kind of check is one
 * more entry here.
 */
import { seriousViolations } from './axe'
import type { Device, Phone } from './devices'
import { screenLayout } from './layout-checks'
import type { ShowIn } from './screens'

/** Which screen a check looks at. */
export interface ScreenInfo {
  game: string
  label: string
  kind: Device['kind']
  /** Shows the screen in a language (the layout checks look at both). */
  showIn: ShowIn
}

export interface ScreenCheck {
  /** Names the check in what it reports and in the record of screens checked. */
  name: string
  /** The kinds of screen it applies to (every kind when left out). */
  kinds?: readonly Device['kind'][]
  /** Looks at the screen as it is now; one line per problem found. May change the page meanwhile if it puts it back. */
  run(device: Device, screen: ScreenInfo): Promise<string[]>
}

/** How often, and how far apart, the table screen's headings are read again before a count other than one counts. */
const HEADING_READS = 15
const HEADING_PAUSE_MS = 200

export const SCREEN_CHECKS: readonly ScreenCheck[] = [
  { name: 'axe', run: (device) => seriousViolations(device) },
  {
    // A phone's screen at both phone sizes, in both languages: width, words, tap targets.
    name: 'layout',
    kinds: ['phone'],
    run: (device, screen) => screenLayout((device as Phone).page, (_, lang) => screen.showIn(device, lang)),
  },
  {
    // The table screen puts a game's own screens under its step title: still one page heading.
    name: 'one-h1',
    kinds: ['table'],
    run: async (device) => {
      const count = () => device.evaluate(() => document.querySelectorAll('h1').length, undefined)
      // Read again for a while before it counts: a busy machine may catch the page between two
      // renders (a full run on a loaded machine once read 0 on a finished game's table screen).
      let headings = await count()
      for (let tries = 0; headings !== 1 && tries < HEADING_READS; tries++) {
        await new Promise((resolve) => setTimeout(resolve, HEADING_PAUSE_MS))
        headings = await count()
      }
      return headings === 1 ? [] : [`${headings} level-one headings`]
    },
  },
]
