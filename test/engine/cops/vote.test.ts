import { describe, expect, it } from 'vitest'
import { cops } from '../../../server/games/cops'
import type { CopsState } from '../../../server/games/cops/state'
import { banish, EIGHT, look, outSeats, play, readyAll, refused, riggedGame, skipTo, voteAll } from './helpers'

// s1, s2 cops; s3 V-Mann; s4 Türsteher; s5 VIP; s6, s7, s8 Besucher.

/** Day 2's vote, nobody out yet. */
function dayTwoVote(seed = 1): CopsState {
  const s = skipTo(riggedGame(EIGHT, {}, seed), 'vote')
  expect(s.day).toBe(2)
  return s
}

/** A first round tied 3:3 between s6 and s7, the VIP voting for someone else: the runoff. */
function runoff(seed = 1): CopsState {
  const s = voteAll(dayTwoVote(seed), { s1: 's6', s2: 's6', s3: 's6', s4: 's7', s6: 's7', s8: 's7', s5: 's1', s7: 's2' })
  expect(s.phase).toBe('runoff')
  return s
}

/** The runoff tied 4:4: the VIP decides. */
function vipDecides(seed = 1): CopsState {
  const s = voteAll(runoff(seed), { s1: 's6', s2: 's6', s3: 's6', s7: 's6', s4: 's7', s5: 's7', s6: 's7', s8: 's7' })
  expect(s.phase).toBe('vipDecides')
  return s
}

describe('the banishment vote', () => {
  it('banishes the player with the most votes and shows the ballots once it closes', () => {
    let s = voteAll(dayTwoVote(), { s1: 's6', s2: 's6', s3: 's6', s4: 's1', s5: 's1', s6: 's1' })
    expect(look(s, 's4').progress).toEqual({ done: 6, of: 8, waiting: ['s7', 's8'] })
    expect(look(s, null).log.some((e) => e.type === 'vote')).toBe(false)
    s = voteAll(s, { s7: 's6', s8: 's2' })
    expect(outSeats(s)).toEqual(['s6'])
    expect(s.out[0]).toEqual({ seat: 's6', day: 2, cause: 'banished' })
    expect(s).toMatchObject({ phase: 'floor', day: 3 })
    const entry = look(s, null).log.at(-1)!
    expect(entry).toMatchObject({ type: 'vote', round: 'vote', out: 's6', vipDouble: false, role: null })
    expect(entry.type === 'vote' && entry.ballots).toHaveLength(8)
    expect(entry.type === 'vote' && entry.tally[0]).toEqual({ seat: 's6', votes: 4 })
    expect(entry.lines).toEqual([{ key: 'cops.log.banished', params: { player: '#s6', votes: 4 } }])
  })

  it('lets a vote change until the round closes, never for oneself or someone out', () => {
    let s = play(dayTwoVote(), 's1', { type: 'vote', target: 's6' })
    s = play(s, 's1', { type: 'vote', target: 's7' })
    expect(look(s, 's1').prompt).toMatchObject({ type: 'vote', vote: 's7' })
    refused(s, 's1', { type: 'vote', target: 's1' }, 'self_target')
    expect(cops.legalActions(s, 's1')).not.toContainEqual({ type: 'vote', target: 's7' })
    s = banish(s, 's8')
    s = skipTo(s, 'vote')
    refused(s, 's1', { type: 'vote', target: 's8' }, 'target_out')
    refused(s, 's8', { type: 'vote', target: 's1' }, 'out')
  })

  it('breaks a tie with the VIP\'s doubled vote', () => {
    const s = voteAll(dayTwoVote(), { s1: 's6', s2: 's6', s3: 's6', s4: 's7', s5: 's7', s6: 's7', s7: 's8', s8: 's1' })
    expect(outSeats(s)).toEqual(['s7'])
    const entry = look(s, null).log.at(-1)!
    expect(entry).toMatchObject({ type: 'vote', out: 's7', vipDouble: true })
    expect(entry.lines[0]).toEqual({ key: 'cops.log.vipDouble', params: { player: '#s7', votes: 3 } })
  })

  it('keeps the ballots of a round the VIP\'s doubled vote decided face down until the end: they would point at the VIP', () => {
    // s7's three voters include the VIP (s5); with the ballots public, the table would be down to three.
    const s = voteAll(dayTwoVote(), { s1: 's6', s2: 's6', s3: 's6', s4: 's7', s5: 's7', s6: 's7', s7: 's8', s8: 's1' })
    for (const viewer of ['s1', 's4', 's6', null] as const) {
      const entry = look(s, viewer).log.at(-1)!
      expect(entry.type === 'vote' && entry.ballots).toEqual([])
      expect(entry.type === 'vote' && entry.tally.slice(0, 2)).toEqual([{ seat: 's6', votes: 3 }, { seat: 's7', votes: 3 }])
      expect(entry.lines.at(-1)).toEqual({ key: 'cops.log.sealed' })
      expect(JSON.stringify(look(s, viewer).log)).not.toContain('"voter"')
    }
    // The record keeps them for the end's summary.
    expect(s.log.at(-1)).toMatchObject({ type: 'vote', sealed: true })
    expect(s.log.at(-1)!.type === 'vote' && s.log.at(-1)).toMatchObject({ ballots: expect.arrayContaining([{ voter: 's5', target: 's7' }]) })
  })

  it('goes to a runoff among the tied when the VIP voted for someone else', () => {
    const s = runoff()
    expect(s.tied).toEqual(['s6', 's7'])
    expect(look(s, 's1').tied).toEqual(['s6', 's7'])
    expect(look(s, null).log.at(-1)).toMatchObject({ type: 'vote', out: null, tied: ['s6', 's7'], vipDouble: false })
    // A standing tie says the VIP voted for none of the tied: who did would clear them. Face down till the end.
    expect(look(s, null).log.at(-1)).toMatchObject({ ballots: [] })
    expect(JSON.stringify(look(s, 's6').log)).not.toContain('"voter"')
    // The runoff counts plainly: its ballots are public.
    const after = voteAll(s, { s1: 's6', s2: 's6', s3: 's6', s4: 's6', s5: 's7', s6: 's7', s7: 's6', s8: 's7' })
    expect(look(after, null).log.findLast((e) => e.type === 'vote')).toMatchObject({ round: 'runoff', out: 's6', ballots: expect.arrayContaining([{ voter: 's5', target: 's7' }]) })
    expect(look(s, 's6').prompt).toMatchObject({ type: 'vote', round: 'runoff', targets: ['s7'] })
    expect(look(s, 's1').prompt).toMatchObject({ targets: ['s6', 's7'] })
    refused(s, 's1', { type: 'vote', target: 's2' }, 'not_tied')
  })

  it('counts the VIP\'s vote double in a tie even for someone not tied: one vote short, they join the runoff', () => {
    // s6 and s7 tie 3:3; the VIP and s7 voted s1, whose two votes become three with the VIP's counted twice.
    const s = voteAll(dayTwoVote(), { s1: 's6', s2: 's6', s3: 's6', s4: 's7', s6: 's7', s8: 's7', s5: 's1', s7: 's1' })
    expect(s.phase).toBe('runoff')
    expect(s.tied).toEqual(['s1', 's6', 's7'])
    expect(look(s, null).log.at(-1)).toMatchObject({ type: 'vote', out: null, tied: ['s1', 's6', 's7'], ballots: [] })
    // s1 joined the tie with two plain votes: who gave them would name the VIP.
    expect(JSON.stringify(look(s, 's6').log)).not.toContain('"voter"')
    expect(look(s, 's4').prompt).toMatchObject({ type: 'vote', round: 'runoff', targets: ['s1', 's6', 's7'] })
  })

  it('banishes the runoff\'s leader', () => {
    const s = voteAll(runoff(), { s1: 's6', s2: 's6', s3: 's7', s4: 's6', s5: 's7', s6: 's7', s7: 's6', s8: 's6' })
    expect(outSeats(s)).toEqual(['s6'])
    expect(look(s, null).log.at(-1)).toMatchObject({ type: 'vote', round: 'runoff', out: 's6' })
  })

  it('lets the VIP alone pick among the tied after a tied runoff (the runoff counts plainly)', () => {
    // The VIP voted s7 in the runoff: no double vote there.
    let s = vipDecides()
    expect(s.tied).toEqual(['s6', 's7'])
    expect(look(s, 's5').prompt).toEqual({ type: 'decide', prompt: { key: 'cops.prompt.decide' }, targets: ['s6', 's7'], chosen: null })
    expect(cops.legalActions(s, 's5')).toEqual([{ type: 'decide', target: 's6' }, { type: 'decide', target: 's7' }])
    expect(cops.deadline(s)).toBe(1 + 30_000)
    refused(s, 's1', { type: 'decide', target: 's6' }, 'not_vip')
    refused(s, 's5', { type: 'decide', target: 's1' }, 'not_tied')
    refused(s, 's5', { type: 'ready' }, 'not_your_role')
    s = play(s, 's5', { type: 'decide', target: 's6' })
    expect(look(s, 's5').prompt).toEqual({ type: 'decide', prompt: { key: 'cops.prompt.decided' }, targets: ['s6', 's7'], chosen: 's6' })
    refused(s, 's5', { type: 'decide', target: 's7' }, 'already_acted')
    expect(cops.legalActions(s, 's5')).toEqual([])
    // Everyone else taps too; the pick takes effect with the last tap.
    s = readyAll(s)
    expect(outSeats(s)).toEqual(['s6'])
    const entry = look(s, null).log.at(-1)!
    expect(entry).toMatchObject({ type: 'decision', day: 2, tied: ['s6', 's7'], out: 's6' })
    // The same words as chance's decision: the table does not learn whether the VIP is still in.
    expect(entry).not.toHaveProperty('by')
    expect(entry.lines[0]).toEqual({ key: 'cops.log.decided', params: { player: '#s6' } })
    expect(s.log.at(-1)).toMatchObject({ type: 'decision', by: 'vip' })
  })

  it('has everyone tap in the VIP\'s step, so the table cannot tell the VIP by when it ends', () => {
    let s = vipDecides()
    for (const seat of ['s1', 's2', 's3', 's4', 's6', 's7', 's8']) {
      expect(look(s, seat).prompt).toEqual({ type: 'ready', prompt: { key: 'cops.prompt.vipTap' }, done: false })
      expect(cops.legalActions(s, seat)).toEqual([{ type: 'ready' }])
    }
    // The VIP picking first ends nothing: the step waits for the last tap, whoever's it is.
    s = play(s, 's5', { type: 'decide', target: 's7' })
    expect(s.phase).toBe('vipDecides')
    expect(look(s, 's1').progress).toEqual({ done: 1, of: 8, waiting: null })
    // Another seat's tap instead of the VIP's pick looks the same to everyone else.
    const otherFirst = play(vipDecides(), 's2', { type: 'ready' })
    for (const viewer of ['s1', 's3', 's6', null] as const) {
      expect(JSON.stringify(look(s, viewer))).toBe(JSON.stringify(look(otherFirst, viewer)))
    }
    s = play(s, 's1', { type: 'ready' })
    expect(look(s, 's1').prompt).toEqual({ type: 'ready', prompt: { key: 'cops.prompt.tapped' }, done: true })
    refused(s, 's1', { type: 'ready' }, 'already_acted')
    for (const seat of ['s2', 's3', 's4', 's6', 's7']) s = play(s, seat, { type: 'ready' })
    expect(s.phase).toBe('vipDecides')
    s = play(s, 's8', { type: 'ready' })
    expect(outSeats(s)).toEqual(['s7'])
    // The VIP tapping last ends the step with that tap, as anyone's last tap would.
    let late = readyAll(vipDecides())
    expect(late.phase).toBe('vipDecides')
    late = play(late, 's5', { type: 'decide', target: 's6' })
    expect(outSeats(late)).toEqual(['s6'])
  })

  it('lets chance decide when the VIP does not pick in time', () => {
    const picked = new Set<string>()
    for (let seed = 0; seed < 12; seed++) {
      const s = vipDecides(seed)
      const after = cops.advance(s, cops.deadline(s)!)
      expect(after.out).toHaveLength(1)
      expect(['s6', 's7']).toContain(after.out[0]!.seat)
      expect(after.log.at(-1)).toMatchObject({ type: 'decision', by: 'chance' })
      expect(look(after, null).log.at(-1)!.lines[0]!.key).toBe('cops.log.decided')
      picked.add(after.out[0]!.seat)
    }
    expect(picked.size).toBe(2)
  })

  it('lets chance decide when the VIP is out, without telling the table the VIP is out', () => {
    let s = banish(dayTwoVote(), 's5')
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's6', s2: 's6', s3: 's7', s4: 's7', s6: 's7', s7: 's6', s8: 's1' })
    expect(s.phase).toBe('runoff')
    // s8 abstains: 3:3 when the runoff closes at its deadline.
    s = voteAll(s, { s1: 's6', s2: 's6', s3: 's7', s4: 's7', s6: 's7', s7: 's6' })
    s = cops.advance(s, cops.deadline(s)!)
    // The VIP's step runs as always: everyone in taps, and once all have, chance decides.
    expect(s.phase).toBe('vipDecides')
    expect(look(s, null).announcements).toEqual([{ key: 'cops.intro.vipDecides', params: { count: 2 } }])
    for (const seat of s.seats.filter((seat) => seat !== 's5')) {
      expect(cops.legalActions(s, seat)).toEqual([{ type: 'ready' }])
      expect(look(s, seat).prompt).toEqual({ type: 'ready', prompt: { key: 'cops.prompt.vipTap' }, done: false })
    }
    expect(cops.legalActions(s, 's5')).toEqual([])
    refused(s, 's5', { type: 'decide', target: 's6' }, 'out')
    const atDeadline = cops.advance(s, cops.deadline(s)!)
    s = readyAll(s)
    for (const ended of [s, atDeadline]) {
      expect(ended.out).toHaveLength(2)
      expect(['s6', 's7']).toContain(ended.out[1]!.seat)
      expect(ended.log.at(-1)).toMatchObject({ type: 'decision', by: 'chance', tied: ['s6', 's7'] })
      expect(look(ended, null).log.at(-1)).not.toHaveProperty('by')
    }
  })

  it('treats no votes at all as everyone tied, down to the VIP\'s decision', () => {
    let s = cops.skip(dayTwoVote(), 5)
    expect(s.phase).toBe('runoff')
    expect(s.tied).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'])
    expect(look(s, null).log.at(-1)!.lines.map((n) => n.key)).toEqual(['cops.log.noVotes', 'cops.log.toRunoff'])
    s = cops.skip(s, 6)
    expect(s.phase).toBe('vipDecides')
    expect(s.tied).toHaveLength(8)
    s = readyAll(play(s, 's5', { type: 'decide', target: 's5' }))
    expect(outSeats(s)).toEqual(['s5'])
  })

  it('always banishes exactly one player per day from day 2', () => {
    let s = riggedGame(['cop', 'cop', 'cop', 'informant', 'bouncer', 'vip', 'visitor', 'visitor', 'visitor', 'visitor', 'visitor', 'visitor'], {}, 4)
    for (let day = 2; day <= 5; day++) {
      s = skipTo(s, 'vote')
      expect(s.day).toBe(day)
      const before = s.out.length
      while (s.day === day && s.phase !== 'ended') s = cops.skip(s, 1)
      expect(s.out.length).toBe(before + 1)
      expect(s.out.at(-1)).toMatchObject({ day, cause: 'banished' })
    }
    expect(s.phase).toBe('ended')
  })
})
