import { describe, expect, it } from 'vitest'
import { expectSamePlaceholders } from '../../support/catalogue'
import { LANGS, messages, t } from '../../../shared/i18n'
import { words as catalogue } from '../../../shared/i18n/words'
import { seatsIn, type Notice } from '../../../shared/notice'
import type { WordsView } from '../../../shared/views/words'
import { MODERATOR } from '../../../server/games/contract'
import { words } from '../../../server/games/words'
import { MAX_BLANKS, MAX_PLAYERS, MIN_PLAYERS } from '../../../server/games/words/constants'
import { REJECTIONS } from '../../../server/games/words/rejections'
import { ROLES, UNDERCOVER_TABLE } from '../../../server/games/words/role-table'
import { optionsFor } from './random-play'
import { playRandomGame } from '../../support/random-play'

function noticesOf(v: WordsView): Notice[] {
  return [v.title, ...v.announcements, ...(v.summary ? [v.summary.reason] : [])]
}

function expectRenders(n: Notice, seats: readonly string[]): void {
  for (const lang of LANGS) {
    expect(messages[lang], `${lang} lacks ${n.key}`).toHaveProperty([n.key])
    for (const value of Object.values(n.params ?? {})) {
      if (typeof value !== 'string') continue
      if (value.startsWith('@')) expect(messages[lang], `${lang} lacks ${value}`).toHaveProperty([value.slice(1)])
      for (const seat of seatsIn(value) ?? []) expect(seats).toContain(seat)
    }
    expect(t(lang, n.key, n.params), `${lang} ${n.key}`).not.toMatch(/\{\w+\}/)
  }
}

describe('the word game’s catalogue', () => {
  it('has the same keys in German and English, all under words., none empty', () => {
    expect(Object.keys(catalogue.de).sort()).toEqual(Object.keys(catalogue.en).sort())
    for (const key of Object.keys(catalogue.de)) expect(key.startsWith('words.')).toBe(true)
    for (const lang of LANGS) for (const [key, text] of Object.entries(catalogue[lang])) expect(text.trim(), key).not.toBe('')
  })

  it('uses the same placeholders in both languages', () => {
    expectSamePlaceholders(catalogue)
  })

  it('has every role, set and refusal', () => {
    for (const role of ROLES) expectRenders({ key: `words.role.${role}` }, [])
    for (const set of ['everyday', 'tricky', 'brutal', 'own']) expectRenders({ key: `words.set.${set}` }, [])
    for (const key of Object.values(REJECTIONS)) expectRenders({ key }, [])
  })

  it('has a label for every option the host sets', () => {
    for (const field of Object.keys(words.options.defaults(6))) expectRenders({ key: `words.option.${field}.label` }, [])
  })

  it('has every text the option check and the preview give', () => {
    for (let n = MIN_PLAYERS - 2; n <= MAX_PLAYERS + 1; n++) {
      for (let undercovers = 1; undercovers <= 7; undercovers++) {
        for (let blanks = 0; blanks <= MAX_BLANKS; blanks++) {
          for (const set of ['everyday', 'own'] as const) {
            const options = optionsFor(Math.min(Math.max(n, MIN_PLAYERS), MAX_PLAYERS), 0)
            const o = { ...options, undercovers, blanks, set }
            const result = words.options.check(o, n)
            for (const notice of result.ok ? result.warnings : [result.reason]) expectRenders(notice, [])
            if (result.ok) for (const line of words.options.preview(o, n)) expectRenders(line, [])
          }
        }
      }
    }
  })

  it('has every key the engine emits during random play, for every viewer, in both languages', () => {
    const seen = new Set<string>()
    for (let n = 4; n <= 16; n += 3) {
      for (const k of [0, 1, 2, 3]) {
        const base = optionsFor(n, k, n >= 8 ? k % 3 : n >= 5 ? k % 2 : 0)
        const options = { ...base, mode: k % 2 === 1 ? ('pass' as const) : ('phones' as const), voting: k === 2 ? ('open' as const) : ('secret' as const) }
        playRandomGame(words, { players: n, options, seed: 300 + k }, (state) => {
          const s = state as Parameters<typeof words.view>[0]
          for (const viewer of [null, MODERATOR, ...s.seats]) {
            for (const notice of noticesOf(words.view(s, viewer))) {
              const id = JSON.stringify(notice)
              if (seen.has(id)) continue
              seen.add(id)
              expectRenders(notice, s.seats)
            }
          }
        })
      }
    }
    const keys = new Set([...seen].map((s) => (JSON.parse(s) as Notice).key))
    for (const key of [
      'words.intro.look',
      'words.intro.lookPass',
      'words.intro.clue',
      'words.intro.runoffClue',
      'words.intro.debate',
      'words.intro.vote',
      'words.intro.votePass',
      'words.intro.hands',
      'words.intro.runoffVote',
      'words.count.out',
      'words.count.runoff',
      'words.count.tieAgain',
      'words.count.none',
      'words.count.drawNext',
      'words.count.draw',
      'words.steal.pending',
      'words.steal.right',
      'words.steal.wrong',
      'words.outcome.noInfiltrators',
      'words.outcome.outnumbered',
      'words.outcome.steal',
      'words.outcome.draw',
    ]) {
      expect(keys, key).toContain(key)
    }
  })

  it('has rules pages with the same structure in German and English, with the recommendation row by row', () => {
    const { de, en } = words.rules
    expect(de.sections.length).toBe(en.sections.length)
    de.sections.forEach((section, i) => {
      const other = en.sections[i]!
      expect(section.paragraphs.length, section.heading).toBe(other.paragraphs.length)
      expect(section.table).toEqual(other.table && [section.table![0], ...other.table.slice(1)])
    })
    const table = de.sections.find((s) => s.table)!.table!
    expect(table.slice(1)).toEqual([
      ['4–6', '1', '3–5'],
      ['7–10', '2', '5–8'],
      ['11–14', '3', '8–11'],
      ['15–16', '4', '11–12'],
    ])
    expect(UNDERCOVER_TABLE).toHaveLength(4)
  })
})
