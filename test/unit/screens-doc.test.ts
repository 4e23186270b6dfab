import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import { screensDoc } from '../e2e/screens-doc'
import type { TourRecord } from '../e2e/screens'

describe('docs/screens.md', () => {
  const [first, ...rest] = Object.keys(games)
  const tour: TourRecord = {
    game: first!,
    name: { de: 'Spiel | eins', en: 'Game one' },
    shots: [
      { label: 'lobby', kind: 'phone', files: { de: `${first}-lobby-de.jpg`, en: `${first}-lobby-en.jpg` }, headings: { de: 'Vorraum', en: 'Lobby' } },
      { label: 'table-end', kind: 'table', files: { de: `${first}-table-end-de.jpg` }, headings: { de: 'Ende | gut' } },
    ],
  }
  const doc = screensDoc(new Map([[first!, tour]]))

  it('has a section for every registered game, in the registry order', () => {
    const sections = [...doc.matchAll(/^## [^`\n]*`([^`\n]+)`/gm)].map((m) => m[1])
    expect(sections).toEqual(Object.keys(games))
  })

  it('shows each screen in both languages, the table screen wider in a section of its own', () => {
    expect(doc).toContain(`| lobby | <img src="screens/${first}-lobby-de.jpg" width="195" alt="Vorraum"><br>Vorraum | <img src="screens/${first}-lobby-en.jpg"`)
    const tv = doc.slice(doc.indexOf('## The table screen (TV)'))
    expect(doc.indexOf('## The table screen (TV)')).toBeGreaterThan(doc.indexOf(`## \`${rest.at(-1)}\``))
    expect(tv).toContain(`### Game one (\`${first}\`)`)
    expect(tv).toContain(`| end | <img src="screens/${first}-table-end-de.jpg" width="480"`)
    expect(doc.slice(0, doc.indexOf('## The table screen (TV)'))).not.toContain('table-end')
    // A picture missing in one language, and a | in a heading, keep the table intact.
    expect(doc).toContain('alt="Ende &#124; gut"><br>Ende \\| gut | — |')
  })

  it('adds a game played another way, with a tour of its own, after the registered games', () => {
    const variant: TourRecord = { game: 'passphone', name: { de: 'Ein Handy', en: 'One phone' }, shots: tour.shots }
    const both = screensDoc(new Map([[first!, tour], ['passphone', variant]]))
    const sections = [...both.matchAll(/^## [^`\n]*`([^`\n]+)`/gm)].map((m) => m[1])
    expect(sections).toEqual([...Object.keys(games), 'passphone'])
    expect(both).toContain('## One phone (`passphone`)')
  })

  it('ends with one game’s screens in the three browser engines side by side, an engine without a picture marked', () => {
    const engines = screensDoc(new Map([[first!, tour]]), [
      { label: 'card', files: { chromium: 'engines-card-chromium.png', webkit: 'engines-card-webkit.png' }, headings: { chromium: 'Nacht', webkit: 'Nacht' } },
    ])
    const section = engines.slice(engines.indexOf('## One game in three browser engines'))
    expect(engines.indexOf('## One game in three browser engines')).toBeGreaterThan(engines.indexOf('## The table screen (TV)'))
    expect(section).toContain('| screen | Chromium | WebKit | Firefox |')
    expect(section).toContain('| card | <img src="screens/engines-card-chromium.png" width="195" alt="Nacht"><br>Nacht | <img src="screens/engines-card-webkit.png" width="195" alt="Nacht"><br>Nacht | — |')
    expect(doc).not.toContain('three browser engines')
  })

  it('says so for a game whose browser test took no pictures', () => {
    for (const id of rest) expect(doc).toContain(`## \`${id}\`\n\nNo pictures yet`)
  })
})
