import { describe, expect, it } from 'vitest'
import { expectSamePlaceholders } from '../../support/catalogue'
import { LANGS, messages, t } from '../../../shared/i18n'
import { shifter as texts } from '../../../shared/i18n/shifter'
import type { Notice } from '../../../shared/notice'
import { manifest, type ShifterView } from '../../../shared/views/shifter'
import { isRejection, MODERATOR } from '../../../server/games/contract'
import { shifter } from '../../../server/games/shifter'
import { REJECTIONS } from '../../../server/games/shifter/rejections'
import { rulesPage } from '../../../server/http/rules-page'
import { Dice } from '../../support/random-play'
import { optionsFor, randomGame } from './random-play'
import { loopTimeout } from '../../support/loop-timeout'

/** Random games per head count whose every notice is rendered. */
const GAMES_PER_COUNT = 3
/** All of them, over the twelve head counts. */
const RANDOM_GAMES = 12 * GAMES_PER_COUNT

/** Every notice a view carries. */
function noticesOf(v: ShifterView): Notice[] {
  const out: Notice[] = [v.title, ...v.announcements, ...v.private]
  if (v.prompt && 'prompt' in v.prompt) out.push(v.prompt.prompt)
  if (v.me) out.push(v.me.roleName, v.me.about)
  for (const entry of v.log) out.push(...entry.lines)
  if (v.summary) out.push(v.summary.reason, ...v.summary.cards.map((c) => c.roleName))
  return out
}

/** Checks a notice renders completely in every language: key, referenced keys, all placeholders filled. */
function expectRenders(n: Notice, seats: readonly string[]): void {
  for (const lang of LANGS) {
    expect(messages[lang], `${lang} lacks ${n.key}`).toHaveProperty([n.key])
    for (const value of Object.values(n.params ?? {})) {
      if (typeof value !== 'string') continue
      if (value.startsWith('@')) expect(messages[lang], `${lang} lacks ${value}`).toHaveProperty([value.slice(1)])
      if (value.startsWith('#')) expect(seats).toContain(value.slice(1))
    }
    expect(t(lang, n.key, n.params), `${lang} ${n.key}`).not.toMatch(/\{\w+\}/)
  }
}

describe('the Shifter Under Us catalogue', () => {
  it('has the same keys in German and English, all under shifter., none empty', () => {
    expect(Object.keys(texts.de).sort()).toEqual(Object.keys(texts.en).sort())
    for (const key of Object.keys(texts.de)) expect(key.startsWith('shifter.')).toBe(true)
    for (const lang of LANGS) for (const [key, text] of Object.entries(texts[lang])) expect(text.trim(), key).not.toBe('')
  })

  it('uses the same placeholders in both languages', () => {
    expectSamePlaceholders(texts)
  })

  it('has every refusal, every role, side and cause, and a label and help for every option', () => {
    for (const key of Object.values(REJECTIONS)) expectRenders({ key }, [])
    for (const role of ['shifter', 'townfolk', 'visionary', 'alchemist', 'immortal', 'mortician', 'rambuh', 'armoris']) {
      expectRenders({ key: `shifter.role.${role}` }, [])
      expectRenders({ key: `shifter.about.${role}` }, [])
    }
    for (const team of ['village', 'shifters']) expectRenders({ key: `shifter.team.${team}` }, [])
    for (const cause of ['attack', 'poison', 'heartbreak', 'vote', 'runoff']) expectRenders({ key: `shifter.cause.${cause}` }, [])
    for (const field of Object.keys(shifter.options.defaults(8))) {
      expectRenders({ key: `shifter.option.${field}.label` }, [])
      expectRenders({ key: `shifter.option.${field}.help` }, [])
    }
  })

  it('has every text the option check and the preview give', () => {
    for (let n = 3; n <= 16; n++) {
      for (let shifters = 0; shifters <= 6; shifters++) {
        for (const all of [false, true]) {
          const options = { ...shifter.options.defaults(n), shifters, mortician: all, rambuh: all, armoris: all }
          const result = shifter.options.check(options, n)
          for (const notice of result.ok ? result.warnings : [result.reason]) expectRenders(notice, [])
          for (const line of shifter.options.preview(options, n)) expectRenders(line, [])
        }
      }
    }
  })

  it('has every key the engine emits during random play, for every viewer, in both languages', { timeout: loopTimeout(RANDOM_GAMES, 300) }, () => {
    const seen = new Set<string>()
    const dice = new Dice(7)
    for (let n = 4; n <= 15; n += 1) {
      for (let k = 0; k < 12; k += 12 / GAMES_PER_COUNT) {
        let lastStage = -1
        let turn = 0
        randomGame(n, optionsFor(n, k + (n % 2), dice), 500 + n * 13 + k, (state) => {
          // Every viewer at each new step; within a step, one seat in turn (prompts change as people tap).
          const viewers = state.stage !== lastStage ? [null, MODERATOR, ...state.seats] : [state.seats[++turn % n]!]
          lastStage = state.stage
          for (const viewer of viewers) {
            for (const notice of noticesOf(shifter.view(state, viewer))) {
              const id = JSON.stringify(notice)
              if (seen.has(id)) continue
              seen.add(id)
              expectRenders(notice, state.seats)
            }
          }
          const refusal = shifter.act(state, state.seats[0]!, { type: 'vote', target: 'nobody' }, 0)
          if (isRejection(refusal)) expectRenders(refusal.notice, state.seats)
        })
      }
    }
    const keys = new Set([...seen].map((s) => (JSON.parse(s) as Notice).key))
    for (const key of ['shifter.narr.dead', 'shifter.narr.peaceful', 'shifter.narr.tie', 'shifter.narr.votedOut', 'shifter.narr.win.village', 'shifter.narr.win.shifters', 'shifter.prompt.victim', 'shifter.private.isShifter', 'shifter.prompt.look']) {
      expect(keys, key).toContain(key)
    }
  })

  it('has rules pages with the same structure in German and English, and the limits table for 4 to 15 players', () => {
    const { de, en } = shifter.rules
    expect(de.sections.length).toBe(en.sections.length)
    de.sections.forEach((section, i) => {
      const other = en.sections[i]!
      expect(section.paragraphs.length, section.heading).toBe(other.paragraphs.length)
      expect(section.table?.map((row) => row.length)).toEqual(other.table?.map((row) => row.length))
    })
    const table = de.sections.find((s) => s.heading === 'Wie viele Shifter und Sonderrollen?')!.table!
    expect(table.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['4', '1', '1'],
      ['5', '1', '2'],
      ['6', '2', '2'],
      ['7', '2', '3'],
      ['8', '2', '4'],
      ['9', '3', '4'],
      ['10', '3', '5'],
      ['11', '3', '6'],
      ['12', '4', '6'],
      ['13', '4', '6'],
      ['14', '4', '6'],
      ['15', '5', '6'],
    ])
  })

  it('names the book\'s buttons in every language: CREATE VILLAGE on the home screen, ENTER VILLAGE on the room link, START HUNT in the lobby', () => {
    expect(manifest.labels?.create?.en).toBe('CREATE VILLAGE')
    expect(manifest.labels?.join?.en).toBe('ENTER VILLAGE')
    expect(manifest.labels?.start?.en).toBe('START HUNT')
    for (const lang of LANGS) {
      expect(manifest.labels?.create?.[lang], lang).toMatch(/\S/)
      expect(manifest.labels?.join?.[lang], lang).toMatch(/\S/)
      expect(manifest.labels?.start?.[lang], lang).toMatch(/\S/)
    }
  })

  it('renders the rules page /rules/shifter in German and English, with the decisions the book leaves open', () => {
    const de = rulesPage('shifter', shifter.rules.de, 'de')
    const en = rulesPage('shifter', shifter.rules.en, 'en')
    expect(de).toContain('<html lang="de">')
    expect(en).toContain('<html lang="en">')
    for (const page of [de, en]) {
      expect(page).toContain('Shifter Under Us')
      // Cells carry their column's label (cards on a phone): compare the cells without attributes.
      expect(page.replace(/<(t[hd])\b[^>]*>/g, '<$1>')).toContain('<th>15</th><td>5</td><td>6</td>')
      expect(page).toContain('HEAL')
      expect(page).toContain('TIE! VOTE AGAIN')
      expect(page).toContain('CREATE VILLAGE')
      expect(page).toContain('ENTER VILLAGE')
      expect(page).toContain('START HUNT')
    }
    // The decisions: heal and protection, Rambuh's shield, the Mortician's farewell, the Alchemist's share of the night, tapping sleepers.
    expect(en).toMatch(/both healed and protected survives/)
    expect(en).toMatch(/does not break Rambuh/)
    expect(en).toMatch(/A farewell left unused keeps the gift/)
    expect(en).toMatch(/the Alchemist always gets a turn/)
    expect(en).toMatch(/Those who only sleep must tap too/)
    expect(de).toMatch(/Auch wer nur schläft, muss tippen/)
  })
})
