import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import type { WordsRole } from '../../../shared/views/words'
import { look, nextAll, rigged, SIX, voteOut } from './helpers'

describe('who wins', () => {
  it('gives the civilians the game once no infiltrator is left', () => {
    const s = nextAll(voteOut(rigged(SIX), 's1'))
    expect(s).toMatchObject({ phase: 'ended', winner: 'civilians', reason: 'noInfiltrators' })
    expect(words.outcome(s)).toMatchObject({ team: 'civilians', winners: ['s2', 's3', 's4', 's5', 's6'] })
  })

  it('gives the infiltrators the game once they are as many as the civilians still in', () => {
    const five: WordsRole[] = ['undercover', 'blank', 'civilian', 'civilian', 'civilian']
    // Two infiltrators against three civilians; a civilian goes out: two against two.
    const s = nextAll(voteOut(rigged(five), 's3'))
    expect(s).toMatchObject({ phase: 'ended', winner: 'infiltrators', reason: 'outnumbered' })
    expect(words.outcome(s)!.winners).toEqual(['s1', 's2'])
  })

  it('lets the infiltrators win when they pass the civilians too (a lead of one, then one civilian out)', () => {
    const seven: WordsRole[] = ['undercover', 'undercover', 'blank', 'civilian', 'civilian', 'civilian', 'civilian']
    const s = nextAll(voteOut(rigged(seven), 's4'))
    expect(s.winner).toBe('infiltrators')
  })

  it('lets the whole side win, those who went out included', () => {
    const six: WordsRole[] = ['undercover', 'undercover', 'civilian', 'civilian', 'civilian', 'civilian']
    let s = nextAll(voteOut(rigged(six), 's1'))
    expect(s.phase).toBe('clue')
    s = nextAll(voteOut(s, 's2'))
    expect(s.winner).toBe('civilians')
    expect(words.outcome(s)!.winners).toEqual(['s3', 's4', 's5', 's6'])
    const undercoverWins = nextAll(voteOut(nextAll(voteOut(rigged(six), 's3')), 's4'))
    expect(undercoverWins.winner).toBe('infiltrators')
    expect(words.outcome(undercoverWins)!.winners).toEqual(['s1', 's2'])
  })

  it('decides nothing without an elimination: the game goes on to the next round', () => {
    const four: WordsRole[] = ['undercover', 'civilian', 'civilian', 'civilian']
    const s = words.skip(voteOut(rigged(four), 's2'), 1)
    expect(s.phase).toBe('clue')
    const quiet = nextAll(words.skip(s, 1))
    expect(quiet.phase).not.toBe('ended')
  })

  it('reveals the truth table at the end: every role, both words, who went out when, who voted for whom', () => {
    const s = nextAll(voteOut(nextAll(voteOut(rigged(SIX), 's2')), 's1'))
    const summary = look(s, 's4').summary!
    expect(summary.words).toEqual({ civilian: 'Milchkaffee', undercover: 'Cappuccino' })
    expect(summary.truth).toEqual([
      { seat: 's1', role: 'undercover', word: 'Cappuccino', out: { round: 2, runoff: false }, won: false },
      { seat: 's2', role: 'civilian', word: 'Milchkaffee', out: { round: 1, runoff: false }, won: true },
      { seat: 's3', role: 'civilian', word: 'Milchkaffee', out: null, won: true },
      { seat: 's4', role: 'civilian', word: 'Milchkaffee', out: null, won: true },
      { seat: 's5', role: 'civilian', word: 'Milchkaffee', out: null, won: true },
      { seat: 's6', role: 'civilian', word: 'Milchkaffee', out: null, won: true },
    ])
    expect(summary.votes.map((v) => [v.round, v.out, v.ballots.length])).toEqual([
      [1, 's2', 6],
      [2, 's1', 5],
    ])
    expect(summary.pair).toBe('test-1')
    expect(look(s, null).players.every((p) => p.role !== null)).toBe(true)
  })
})
