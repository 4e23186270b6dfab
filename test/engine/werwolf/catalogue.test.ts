import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../../shared/i18n'
import { werwolf as texts } from '../../../shared/i18n/werwolf'
import { werwolfMafia } from '../../../shared/i18n/werwolf-mafia'
import type { Notice } from '../../../shared/notice'
import type { WerwolfView } from '../../../shared/views/werwolf'
import { isRejection, MODERATOR } from '../../../server/games/contract'
import { werwolf } from '../../../server/games/werwolf'

/** The game's texts with the Mafia theme's variants. */
const catalogue: Catalogue = { de: { ...texts.de, ...werwolfMafia.de }, en: { ...texts.en, ...werwolfMafia.en } }
import { REJECTIONS } from '../../../server/games/werwolf/rejections'
import { themed } from '../../../server/games/werwolf/texts'
import { optionsFor, randomGame } from './random-play'
import { expectRenders, expectSameKeys, expectSamePlaceholders } from '../../support/catalogue'

/** Every notice a view carries. */
function noticesOf(v: WerwolfView): Notice[] {
  const out: Notice[] = [v.title, ...v.announcements, ...v.private]
  if (v.prompt) out.push(v.prompt.prompt)
  for (const p of v.players) if (p.card) out.push(p.card.name)
  if (v.me) out.push(v.me.card.name)
  for (const entry of v.log) out.push(...entry.lines, ...(entry.card ? [entry.card.name] : []))
  if (v.summary) out.push(v.summary.reason, ...v.summary.cards.map((c) => c.card.name), ...v.summary.eliminations.map((e) => e.card.name))
  return out
}

describe('the Werwolf catalogue', () => {
  it('has the same keys in German and English, all under werwolf.', () => {
    expectSameKeys(catalogue, 'werwolf.')
  })

  it('uses the same placeholders in both languages', () => {
    expectSamePlaceholders(catalogue)
  })

  it('has a plain key for every Mafia variant', () => {
    for (const key of Object.keys(catalogue.en).filter((k) => k.startsWith('werwolf.mafia.'))) {
      expect(catalogue.en, key).toHaveProperty([key.replace('werwolf.mafia.', 'werwolf.')])
    }
  })

  it('has every rejection reason, in both themes', () => {
    for (const key of Object.values(REJECTIONS)) {
      for (const theme of ['werwolf', 'mafia'] as const) expectRenders({ key: themed(theme, key) }, [])
    }
  })

  it('has a label for every option on the lobby form, and a name for every theme', () => {
    for (const field of Object.keys(werwolf.options.defaults(8))) expectRenders({ key: `ui.werwolf.opt.${field}` }, [])
    expectRenders({ key: 'ui.werwolf.theme.werwolf' }, [])
    expectRenders({ key: 'ui.werwolf.theme.mafia' }, [])
  })

  it('has every text the option check and the preview give', () => {
    for (let n = 4; n <= 18; n++) {
      for (const theme of ['werwolf', 'mafia'] as const) {
        for (const wolves of [0, 1, 2, 3, 4, 5]) {
          for (const protector of [false, true]) {
            const options = { ...werwolf.options.defaults(n), theme, wolves, protector }
            const result = werwolf.options.check(options, n)
            for (const notice of result.ok ? result.warnings : [result.reason]) expectRenders(notice, [])
            if (result.ok) for (const line of werwolf.options.preview(options, n)) expectRenders(line, [])
          }
        }
      }
    }
  })

  it('has every key the engine emits during random play, for every viewer, in both languages', { timeout: 60_000 }, () => {
    const seen = new Set<string>()
    // Option numbers: every protector/hunter/secret combination, in both themes.
    const variants = [0, 3, 5, 6, 17, 19, 20, 23]
    for (let n = 5; n <= 17; n++) {
      for (const k of variants) {
        let step = 0
        let lastStage = -1
        randomGame(n, optionsFor(n, k), 1000 + k, (state) => {
          // Every viewer at each new step; within a step, one seat in turn (prompts change as people tap).
          const viewers = state.stage !== lastStage ? [null, MODERATOR, ...state.seats] : [state.seats[++step % n]!]
          lastStage = state.stage
          for (const viewer of viewers) {
            for (const n2 of noticesOf(werwolf.view(state, viewer))) {
              if (seen.has(JSON.stringify(n2))) continue
              seen.add(JSON.stringify(n2))
              expectRenders(n2, state.seats)
            }
          }
          // A refusal's reason renders too.
          const r = werwolf.act(state, state.seats[0]!, { type: 'vote', target: 'nobody' }, 0)
          if (isRejection(r)) expectRenders(r.notice, state.seats)
        })
      }
    }
    const keys = new Set([...seen].map((s) => (JSON.parse(s) as Notice).key))
    // The story got told in full: both themes, every kind of step.
    for (const key of [
      'werwolf.narr.victim',
      'werwolf.mafia.narr.victim',
      'werwolf.narr.quietNight',
      'werwolf.narr.hunterCall',
      'werwolf.narr.hunterShot',
      'werwolf.narr.hunterMissed',
      'werwolf.narr.tie',
      'werwolf.narr.secondTie',
      'werwolf.narr.outSecret',
      'werwolf.narr.win.wolves',
      'werwolf.mafia.narr.win.village',
      'werwolf.private.isWolf',
      'werwolf.prompt.protect',
    ]) {
      expect(keys, key).toContain(key)
    }
  })

  it('has rules pages with the same structure in German and English', () => {
    const { de, en } = werwolf.rules
    expect(de.sections.length).toBe(en.sections.length)
    de.sections.forEach((section, i) => {
      const other = en.sections[i]!
      expect(section.paragraphs.length, section.heading).toBe(other.paragraphs.length)
      expect(section.table?.map((row) => row.length)).toEqual(other.table?.map((row) => row.length))
    })
    const split = de.sections.find((s) => s.heading === 'Verteilung')!.table!
    expect(split.slice(1).map((row) => row[0])).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 5)))
  })
})
