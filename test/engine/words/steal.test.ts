import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import type { WordsRole } from '../../../shared/views/words'
import { look, nextAll, play, refused, rigged, voteOut } from './helpers'

/** Six players: s1 undercover, s2 blank, the rest civilians. The pair: 'Milchkaffee' / 'Cappuccino'. */
const WITH_BLANK: WordsRole[] = ['undercover', 'blank', 'civilian', 'civilian', 'civilian', 'civilian']

/** The blank s2 has just been voted out and may guess. */
function stealing(options = {}) {
  const s = nextAll(voteOut(rigged(WITH_BLANK, options), 's2'))
  expect(s.phase).toBe('steal')
  return s
}

describe("the blank's steal", () => {
  it('gives a blank who is voted out one guess at the civilians’ word, before the win check', () => {
    const s = stealing()
    const v = look(s, 's3')
    expect(v.steal).toEqual({ seat: 's2', round: 1, guess: null, right: null })
    expect(look(s, 's2').prompt).toEqual({ type: 'guess' })
    expect(look(s, 's3').prompt).toBeNull()
    expect(v.announcements).toContainEqual({ key: 'words.steal.pending', params: { player: '#s2' } })
  })

  it('lets the blank alone win the round with the right word, while nobody else scores', () => {
    let s = play(stealing(), 's2', { type: 'guess', word: 'Milchkaffee' })
    expect(look(s, 's4').steal).toMatchObject({ guess: 'Milchkaffee', right: true })
    s = nextAll(s)
    expect(s).toMatchObject({ phase: 'ended', winner: 'blank', reason: 'steal' })
    expect(words.outcome(s)!.winners).toEqual(['s2'])
  })

  it('ignores spacing, punctuation and capitals, and takes the other spellings stored with the pair', () => {
    for (const guess of ['  milch-KAFFEE! ', 'Milch Kaffee', 'café au lait', 'CAFÉ-AU-LAIT', 'Cafe creme', 'CAFE-CREME']) {
      expect(play(stealing(), 's2', { type: 'guess', word: guess }).steals.at(-1)!.right, guess).toBe(true)
    }
    // A missing or added accent is no capital: it is another spelling, counted only when stored.
    for (const guess of ['Cappuccino', 'Milchkafe', 'Kaffee', 'cafe au lait', 'café crème']) {
      expect(play(stealing(), 's2', { type: 'guess', word: guess }).steals.at(-1)!.right, guess).toBe(false)
    }
  })

  it('keeps a wrong guess final: the blank is out, then the win check', () => {
    let s = play(stealing(), 's2', { type: 'guess', word: 'Cappuccino' })
    refused(s, 's2', { type: 'guess', word: 'Milchkaffee' }, 'already_acted')
    expect(look(s, 's1').announcements).toContainEqual({ key: 'words.steal.wrong', params: { player: '#s2', guess: 'Cappuccino' } })
    s = nextAll(s)
    expect(s).toMatchObject({ phase: 'clue', round: 2 })
    expect(s.out.map((o) => o.seat)).toEqual(['s2'])
  })

  it('lets only the blank who went out guess, and not an empty word', () => {
    const s = stealing()
    refused(s, 's3', { type: 'guess', word: 'Milchkaffee' }, 'not_stealer')
    refused(s, 's2', { type: 'guess', word: ' !? ' }, 'empty_guess')
  })

  it('counts no guess as a wrong one when the host moves on', () => {
    const s = words.skip(stealing(), 5)
    expect(s.steals.at(-1)).toMatchObject({ guess: null, right: false })
    expect(s.phase).toBe('clue')
  })

  it('ends the game for the civilians after a wrong guess by the last infiltrator', () => {
    const four: WordsRole[] = ['blank', 'civilian', 'civilian', 'civilian', 'undercover']
    let s = nextAll(voteOut(rigged(four), 's5'))
    s = nextAll(voteOut(s, 's1'))
    expect(s.phase).toBe('steal')
    s = nextAll(play(s, 's1', { type: 'guess', word: 'Tee' }))
    expect(s).toMatchObject({ phase: 'ended', winner: 'civilians' })
  })

  it('hands the passed phone to the blank for the guess', () => {
    const s = stealing({ mode: 'pass' })
    expect(look(s, null).turn).toBe('s2')
    expect(play(play(s, 's2', { type: 'guess', word: 'nope' }), 's5', { type: 'next' }).phase).toBe('clue')
  })
})
