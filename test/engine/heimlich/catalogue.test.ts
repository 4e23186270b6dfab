import { describe, expect, it } from 'vitest'
import { LANGS } from '../../../shared/i18n'
import { heimlich as catalogue } from '../../../shared/i18n/heimlich'
import type { Notice } from '../../../shared/notice'
import type { HeimlichView } from '../../../shared/views/heimlich'
import { MODERATOR } from '../../../server/games/contract'
import { heimlich } from '../../../server/games/heimlich'
import { rulesPage } from '../../../server/http/rules-page'
import type { HeimlichState } from '../../../server/games/heimlich/state'
import { AGENT_COLOURS, GUESS_BONUS, GUESS_MARK, PATIENCE_MS } from '../../../server/games/heimlich/constants'
import { REJECTIONS } from '../../../server/games/heimlich/rejections'
import { playRandomGame, seatIds } from '../../support/random-play'
import { expectRenders, expectSameKeys, expectSamePlaceholders } from '../../support/catalogue'

/** Every notice a view carries. */
function noticesOf(v: HeimlichView): Notice[] {
  const out: Notice[] = [v.title, ...v.announcements]
  if (v.prompt) out.push(v.prompt.prompt)
  if (v.summary) out.push(v.summary.reason)
  return out
}

describe('the Heimlich & Co. catalogue', () => {
  it('has the same keys in German and English, all under heimlich.', () => {
    expectSameKeys(catalogue, 'heimlich.')
  })

  it('uses the same placeholders in both languages', () => {
    expectSamePlaceholders(catalogue)
  })

  it('names every agent, every building and every refusal', () => {
    for (const agent of AGENT_COLOURS) expectRenders({ key: `heimlich.agent.${agent}` }, [])
    for (const kind of ['church', 'ruin']) expectRenders({ key: `heimlich.building.${kind}` }, [])
    expectRenders({ key: 'heimlich.building.house', params: { number: 4 } }, [])
    for (const key of Object.values(REJECTIONS)) expectRenders({ key, params: { points: 4, planned: 3 } }, [])
  })

  it('has a label and a help text for every option, with the game’s own numbers in them', () => {
    for (const field of Object.keys(heimlich.options.defaults(4))) {
      expectRenders({ key: `heimlich.option.${field}.label` }, [])
      expectRenders({ key: `heimlich.option.${field}.help` }, [])
    }
    for (const lang of LANGS) {
      expect(catalogue[lang]['heimlich.option.turnTimer.help']).toContain(String(PATIENCE_MS / 60_000))
      expect(catalogue[lang]['heimlich.option.guessVariant.help']).toContain(String(GUESS_MARK))
      expect(catalogue[lang]['heimlich.option.guessVariant.help']).toContain(String(GUESS_BONUS))
    }
  })

  it('has every text the option check and the preview give', () => {
    for (let n = 1; n <= 8; n++) {
      for (const guessVariant of [false, true]) {
        for (const turnSeconds of [5, 60, 999]) {
          const options = { ...heimlich.options.defaults(n), guessVariant, turnSeconds }
          const result = heimlich.options.check(options, n)
          for (const notice of result.ok ? result.warnings : [result.reason]) expectRenders(notice, [])
          if (result.ok) for (const line of heimlich.options.preview(options, n)) expectRenders(line, [])
        }
      }
    }
  })

  it('has every key the engine emits during random play, for every viewer, in both languages', { timeout: 60_000 }, () => {
    const seen = new Set<string>()
    for (let n = 2; n <= 7; n++) {
      for (const guessVariant of [false, true]) {
        for (const seed of [1, 2, 3]) {
          const viewers = [...seatIds(n), null, MODERATOR]
          playRandomGame(heimlich, { players: n, options: { ...heimlich.options.defaults(n), guessVariant }, seed }, (state) => {
            for (const viewer of viewers) {
              for (const notice of noticesOf(heimlich.view(state as HeimlichState, viewer))) {
                const id = JSON.stringify(notice)
                if (seen.has(id)) continue
                seen.add(id)
                expectRenders(notice, seatIds(n))
              }
            }
          })
        }
      }
    }
    const keys = new Set([...seen].map((s) => (JSON.parse(s) as Notice).key))
    for (const key of [
      'heimlich.phase.move',
      'heimlich.phase.safe',
      'heimlich.phase.guess',
      'heimlich.phase.ended',
      'heimlich.intro.move',
      'heimlich.intro.moveChoose',
      'heimlich.intro.safe',
      'heimlich.intro.guess',
      'heimlich.intro.revealAll',
      'heimlich.prompt.move',
      'heimlich.prompt.moveChoose',
      'heimlich.prompt.safe',
      'heimlich.prompt.guess',
      'heimlich.prompt.guessSent',
      'heimlich.outcome.person',
    ]) {
      expect(keys, key).toContain(key)
    }
  })

  it('has the screens’ texts for every step and every agent’s symbol', () => {
    for (const phase of ['move', 'safe', 'guess', 'ended']) expectRenders({ key: `ui.heimlich.centre.${phase}` }, [])
    for (const symbol of ['triangle', 'circle', 'star', 'square', 'diamond', 'cross', 'hexagon']) expectRenders({ key: `ui.heimlich.symbol.${symbol}` }, [])
  })

  it('serves the rules page in both languages, with the agent table', () => {
    for (const lang of LANGS) {
      const html = rulesPage('heimlich', heimlich.rules[lang], lang)
      expect(html).toContain(`<html lang="${lang}">`)
      expect(html).toContain('<table>')
      // The row for seven people: 7 agents, none free (the first cell names the row).
      expect(html).toMatch(/<tr><th scope="row"[^>]*>7<\/th><td[^>]*>7<\/td><td[^>]*>0<\/td><\/tr>/)
    }
  })

  it('has rules pages with the same structure in German and English', () => {
    const { de, en } = heimlich.rules
    expect(de.sections.length).toBe(en.sections.length)
    de.sections.forEach((section, i) => {
      const other = en.sections[i]!
      expect(section.paragraphs.length, section.heading).toBe(other.paragraphs.length)
      expect(section.table?.map((row) => row.length)).toEqual(other.table?.map((row) => row.length))
    })
    // The tie rule the app decided is on the page.
    expect(de.sections.some((s) => s.paragraphs.some((p) => p.includes('Gleichstand')))).toBe(true)
    expect(en.sections.some((s) => s.paragraphs.some((p) => p.includes('tie')))).toBe(true)
  })
})
