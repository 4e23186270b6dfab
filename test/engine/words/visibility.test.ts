import { describe, expect, it } from 'vitest'
import type { WordsRole } from '../../../shared/views/words'
import { words } from '../../../server/games/words'
import { look, MODERATOR, newGame, nextAll, play, rigged, toVote, voteOut } from './helpers'

const WITH_BLANK: WordsRole[] = ['undercover', 'blank', 'civilian', 'civilian', 'civilian', 'civilian']

describe('what each phone may see', () => {
  it("shows nobody another seat's word, in any state of many games", () => {
    let s = newGame(9, { blanks: 2 }, 4)
    const check = () => {
      for (const seat of s.seats) {
        const json = JSON.stringify(look(s, seat))
        const own = look(s, seat).me!.word
        for (const word of [s.pair.civilian.word, s.pair.undercover.word]) {
          if (word !== own && s.phase !== 'ended') expect(json, `${seat} in ${s.phase}`).not.toContain(word)
        }
      }
    }
    check()
    for (let i = 0; i < 200 && s.phase !== 'ended'; i++) {
      const mover = s.seats.find((seat) => words.legalActions(s, seat).length > 0)
      s = mover ? play(s, mover, words.legalActions(s, mover)[0]!) : words.skip(s, 1)
      check()
    }
  })

  it("keeps the civilians' word from a blank until the end, and then shows both words to everyone", () => {
    let s = rigged(WITH_BLANK)
    const blank = () => JSON.stringify(look(s, 's2'))
    expect(blank()).not.toContain('Milchkaffee')
    s = nextAll(voteOut(s, 's1'))
    expect(blank()).not.toContain('Milchkaffee')
    s = nextAll(voteOut(s, 's2'))
    expect(s.phase).toBe('steal')
    expect(blank()).not.toContain('Milchkaffee')
    s = nextAll(play(s, 's2', { type: 'guess', word: 'Espresso' }))
    expect(s.phase).toBe('ended')
    expect(look(s, 's2').summary!.words).toEqual({ civilian: 'Milchkaffee', undercover: 'Cappuccino' })
    expect(look(s, null).summary!.words.civilian).toBe('Milchkaffee')
  })

  it('turns over the card of a player who goes out: the role, never the word', () => {
    const s = voteOut(rigged(WITH_BLANK), 's3')
    for (const viewer of [null, 's1', 's2', 's4']) {
      const v = look(s, viewer)
      expect(v.players.find((p) => p.seat === 's3')).toEqual({ seat: 's3', alive: false, role: 'civilian', out: { round: 1, runoff: false } })
      if (viewer !== 's4') expect(JSON.stringify(v)).not.toContain('Milchkaffee')
    }
  })

  it("keeps a player's own word on their phone after they go out", () => {
    const s = voteOut(rigged(WITH_BLANK), 's3')
    expect(look(s, 's3').me).toEqual({ seat: 's3', alive: false, word: 'Milchkaffee' })
  })

  it('shows spectators the table but no word and no side', () => {
    const s = toVote(rigged(WITH_BLANK))
    const v = look(s, null)
    expect(v.me).toBeNull()
    expect(v.prompt).toBeNull()
    expect(JSON.stringify(v)).not.toMatch(/Milchkaffee|Cappuccino/)
  })

  it('shows the moderator every role, both words and how many have voted (never who for whom)', () => {
    const s = play(toVote(rigged(WITH_BLANK)), 's3', { type: 'vote', target: 's1' })
    const v = look(s, MODERATOR)
    expect(v.viewer).toBe('moderator')
    expect(v.insight).toEqual({
      roles: { s1: 'undercover', s2: 'blank', s3: 'civilian', s4: 'civilian', s5: 'civilian', s6: 'civilian' },
      words: { civilian: 'Milchkaffee', undercover: 'Cappuccino' },
      cast: 1,
    })
    expect(v.players.every((p) => p.role !== null)).toBe(true)
    expect(look(s, 's3').insight).toBeNull()
  })

  it("shows a passed phone only the view of the seat that holds it: its own word and no one else's", () => {
    const s = rigged(WITH_BLANK, { mode: 'pass' })
    expect(look(s, 's1').me!.word).toBe('Cappuccino')
    expect(JSON.stringify(look(s, 's1'))).not.toContain('Milchkaffee')
    expect(look(s, 's2').me!.word).toBeNull()
  })

  it('puts only the real timers into the countdown: the look, the clue timer', () => {
    const s = rigged(WITH_BLANK, {}, 0)
    expect(look(s, 's1').deadline).toBe(words.deadline(s))
    expect(look(toVote(s), 's1').limit).toBeNull()
  })
})
