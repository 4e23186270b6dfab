import { describe, expect, it } from 'vitest'
import type { CopsRole } from '../../../shared/views/cops'
import { cops } from '../../../server/games/cops'
import type { CopsState } from '../../../server/games/cops/state'
import { policeOutNeeded, scoreOf } from '../../../server/games/cops/win-check'
import { banish, EIGHT, look, nextFloorChoice, play, riggedGame, toAction } from './helpers'

// s1, s2 cops; s3 V-Mann; s4 Türsteher; s5 VIP; s6, s7, s8 Besucher.

const visitors = (n: number): CopsRole[] => Array<CopsRole>(n).fill('visitor')
/** Twelve players, four police: s1–s3 cops, s4 V-Mann; s5 Türsteher; s6 VIP; s7–s12 Besucher. */
const TWELVE: CopsRole[] = ['cop', 'cop', 'cop', 'informant', 'bouncer', 'vip', ...visitors(6)]
/** Sixteen players, five police: s1–s3 cops, s4, s5 V-Männer; s6, s7 Türsteher; s8 VIP; s9–s16 Besucher. */
const SIXTEEN: CopsRole[] = ['cop', 'cop', 'cop', 'informant', 'informant', 'bouncer', 'bouncer', 'vip', ...visitors(8)]

/** Banishes these players on days 2, 3, 4, 5 (no actions, so nobody is arrested), to the end. */
function banishInTurn(state: CopsState, targets: string[]): CopsState {
  let s = state
  for (const target of targets) s = banish(s, target)
  expect(s.phase).toBe('ended')
  return s
}

describe('instant wins', () => {
  it('gives the festival the win the moment the last cop or V-Mann is banished, winners out included', () => {
    let s = banish(riggedGame(EIGHT), 's1')
    s = banish(s, 's6')
    s = banish(s, 's2')
    expect(s).toMatchObject({ phase: 'event', day: 5 })
    s = banish(s, 's3')
    expect(s).toMatchObject({ phase: 'ended', day: 5, winner: 'festival', reason: 'policeOut' })
    expect(cops.outcome(s)).toEqual({ winners: ['s4', 's5', 's6', 's7', 's8'], team: 'festival', reason: { key: 'cops.outcome.policeOut' } })
    expect(cops.deadline(s)).toBeNull()
  })

  it('ends the game right after the vote, before day 5', () => {
    const three: CopsRole[] = ['cop', 'cop', 'informant', 'bouncer', 'vip', ...visitors(4)]
    let s = banish(riggedGame(three), 's1')
    s = banish(s, 's2')
    s = banish(s, 's3')
    expect(s).toMatchObject({ phase: 'ended', day: 4, winner: 'festival' })
  })

  it('gives the police the win the moment more than half of the festival roles are arrested', () => {
    // Festival: 5 roles, so the third arrest wins.
    let s = toAction(riggedGame(EIGHT), [['s1', 's2', 's6'], ['s3', 's7'], ['s4', 's5', 's8']])
    s = play(play(s, 's1', { type: 'search', target: 's6' }), 's2', { type: 'search', target: 's6' })
    s = cops.skip(play(s, 's3', { type: 'search', target: 's7' }), 2)
    expect(s.out.map((o) => o.seat)).toEqual(['s6'])
    s = toAction(nextFloorChoice(s), [['s1', 's2', 's8'], ['s3', 's7'], ['s4', 's5']], 'clearSight')
    s = play(play(s, 's1', { type: 'search', target: 's8' }), 's2', { type: 'search', target: 's8' })
    expect(s.phase).toBe('action')
    s = cops.skip(play(s, 's3', { type: 'search', target: 's7' }), 2)
    expect(s).toMatchObject({ phase: 'ended', day: 2, winner: 'police', reason: 'raid' })
    expect(scoreOf(s)).toEqual({ policeOut: 0, police: 3, arrested: 3, festival: 5 })
    expect(cops.outcome(s)).toEqual({
      winners: ['s1', 's2', 's3'],
      team: 'police',
      reason: { key: 'cops.outcome.raid', params: { arrested: 3, festival: 5 } },
    })
  })

  it('does not count banished festival roles or the V-Mann towards the raid', () => {
    // Two arrests and two banished festival roles: four of five festival roles out, still no raid.
    let s = toAction(riggedGame(EIGHT), [['s1', 's2', 's6'], ['s3', 's7'], ['s4', 's5', 's8']])
    s = play(play(s, 's1', { type: 'search', target: 's6' }), 's2', { type: 'search', target: 's6' })
    s = cops.skip(s, 2)
    s = banish(s, 's7')
    s = toAction(s, [['s1', 's2', 's8'], ['s3', 's4', 's5']], 'clearSight')
    s = play(play(s, 's1', { type: 'search', target: 's8' }), 's2', { type: 'search', target: 's8' })
    s = cops.skip(s, 2)
    s = banish(s, 's4')
    expect(s.phase).toBe('floor')
    expect(scoreOf(s)).toEqual({ policeOut: 0, police: 3, arrested: 2, festival: 5 })
  })
})

describe('the end scoring after day 5', () => {
  it('needs half of the police, rounded up: 3 → 2, 4 → 2, 5 → 3', () => {
    expect([3, 4, 5].map(policeOutNeeded)).toEqual([2, 2, 3])
  })

  it('3 police: one out is a police win, two out a festival win', () => {
    const police = banishInTurn(riggedGame(EIGHT), ['s1', 's6', 's7', 's8'])
    expect(police).toMatchObject({ winner: 'police', reason: 'finalPolice', day: 5 })
    expect(cops.outcome(police)?.reason).toEqual({ key: 'cops.outcome.finalPolice', params: { out: 1, police: 3, needed: 2, days: 5 } })
    const festival = banishInTurn(riggedGame(EIGHT), ['s1', 's3', 's7', 's8'])
    expect(festival).toMatchObject({ winner: 'festival', reason: 'finalFestival' })
    expect(cops.outcome(festival)?.winners).toEqual(['s4', 's5', 's6', 's7', 's8'])
  })

  it('4 police: one out is a police win, two out a festival win', () => {
    expect(banishInTurn(riggedGame(TWELVE), ['s4', 's7', 's8', 's9'])).toMatchObject({ winner: 'police', reason: 'finalPolice' })
    expect(banishInTurn(riggedGame(TWELVE), ['s1', 's4', 's8', 's9'])).toMatchObject({ winner: 'festival', reason: 'finalFestival' })
  })

  it('5 police: two out is a police win, three out a festival win', () => {
    expect(banishInTurn(riggedGame(SIXTEEN), ['s1', 's4', 's9', 's10'])).toMatchObject({ winner: 'police', reason: 'finalPolice' })
    const festival = banishInTurn(riggedGame(SIXTEEN), ['s1', 's4', 's5', 's10'])
    expect(festival).toMatchObject({ winner: 'festival', reason: 'finalFestival' })
    expect(scoreOf(festival)).toMatchObject({ policeOut: 3, police: 5 })
  })

  it('shows every role and the whole story on the end screen', () => {
    const s = banishInTurn(riggedGame(EIGHT), ['s1', 's6', 's7', 's8'])
    const v = look(s, null)
    expect(v.omniscient).toBe(true)
    expect(v.players.map((p) => p.role)).toEqual(EIGHT)
    expect(v.summary?.roles.map((r) => [r.seat, r.role, r.out])).toEqual([
      ['s1', 'cop', 'banished'],
      ['s2', 'cop', null],
      ['s3', 'informant', null],
      ['s4', 'bouncer', null],
      ['s5', 'vip', null],
      ['s6', 'visitor', 'banished'],
      ['s7', 'visitor', 'banished'],
      ['s8', 'visitor', 'banished'],
    ])
    expect(v.summary?.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5])
    expect(v.summary?.votes.map((vote) => vote.out)).toEqual(['s1', 's6', 's7', 's8'])
    expect(v.summary?.score).toEqual({ policeOut: 1, police: 3, arrested: 0, festival: 5 })
    expect(v.log.filter((e) => e.type === 'vote').map((e) => e.role)).toEqual(['cop', 'visitor', 'visitor', 'visitor'])
  })
})
