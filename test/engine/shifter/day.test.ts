import { describe, expect, it } from 'vitest'
import { shifter } from '../../../server/games/shifter'
import { look, newGame, outSeats, play, playAll, readyAll, refused, riggedGame, skipTo, sleepRest, told, voteAll } from './helpers'
import { PLAIN, plain, twelve } from './tables'
import { loopTimeout } from '../../support/loop-timeout'

/** The plain seven at day 1 after a peaceful night. */
const dayOne = (seed = 1) => skipTo(plain(seed), 'discussion')

describe('the role card', () => {
  it('shows every player their role card first; the night begins once everyone has confirmed', () => {
    let s = riggedGame(PLAIN)
    expect(s.phase).toBe('reveal')
    expect(look(s, 's3').prompt).toEqual({ type: 'confirm', done: false })
    expect(look(s, 's3').me).toMatchObject({ role: 'townfolk', team: 'village', roleName: { key: 'shifter.role.townfolk' } })
    for (const seat of ['s1', 's2', 's3', 's4', 's5', 's6']) s = play(s, seat, { type: 'confirm' })
    expect(s.phase).toBe('reveal')
    expect(look(s, 's1').progress).toEqual({ done: 6, of: 7, waiting: ['s7'] })
    s = play(s, 's7', { type: 'confirm' })
    expect(s.phase).toBe('night')
  })

  it('goes on after 3 minutes even when not everyone has confirmed', () => {
    const s = riggedGame(PLAIN)
    expect(s.deadline).toBe(180_000)
    expect(shifter.advance(s, 179_999).phase).toBe('reveal')
    expect(shifter.advance(s, 180_000).phase).toBe('night')
  })

  it('takes each confirmation once, and no night action before the night', () => {
    const s = play(riggedGame(PLAIN), 's1', { type: 'confirm' })
    refused(s, 's1', { type: 'confirm' }, 'already_acted')
    refused(s, 's1', { type: 'attack', target: 's3' }, 'wrong_phase')
  })

  it('shows each shifter the other shifters, and nobody else any shifter', () => {
    const s = riggedGame(['shifter', 'shifter', 'shifter', 'townfolk', 'townfolk', 'townfolk', 'townfolk', 'townfolk', 'townfolk'])
    expect(look(s, 's1').me!.mates).toEqual(['s2', 's3'])
    expect(look(s, 's3').me!.mates).toEqual(['s1', 's2'])
    expect(look(s, 's4').me!.mates).toEqual([])
    expect(JSON.stringify(look(s, 's4'))).not.toMatch(/"(role|mates)":\[?"shifter|"s[123]"\]/)
  })

  it('keeps the role card on every phone for the whole game', () => {
    const s = skipTo(dayOne(), 'vote')
    expect(look(s, 's5').me).toMatchObject({ role: 'townfolk' })
  })
})

describe('the day', () => {
  it('announces a peaceful night', () => {
    expect(told(dayOne())).toEqual(['shifter.narr.dawn', 'shifter.narr.peaceful', 'shifter.narr.discussion', 'shifter.narr.readyHint'])
  })

  it('announces the night\'s dead without their roles', () => {
    const s = skipTo(playAll(plain(), [['s1', { type: 'attack', target: 's4' }], ['s2', { type: 'attack', target: 's4' }]]), 'discussion')
    expect(s.announcements.slice(0, 2)).toEqual([
      { key: 'shifter.narr.dawn', params: { day: 1 } },
      { key: 'shifter.narr.dead', params: { player: '#s4' } },
    ])
    expect(JSON.stringify(look(s, 's5'))).not.toContain('townfolk","seat":"s4')
    expect(look(s, 's5').log).toEqual([{ type: 'dawn', day: 1, dead: ['s4'], lines: s.announcements.slice(0, 2) }])
  })

  it('starts the vote once every living player is READY TO VOTE, at the latest after 5 minutes', () => {
    let s = dayOne()
    expect(s.deadline! - s.since).toBe(300_000)
    expect(look(s, 's3').prompt).toEqual({ type: 'ready', done: false })
    for (const seat of ['s1', 's2', 's3', 's4', 's5', 's6']) s = play(s, seat, { type: 'ready' })
    expect(s.phase).toBe('discussion')
    expect(look(s, 's1').progress).toEqual({ done: 6, of: 7, waiting: ['s7'] })
    s = play(s, 's7', { type: 'ready' })
    expect(s.phase).toBe('vote')
    expect(shifter.advance(dayOne(), dayOne().deadline!).phase).toBe('vote')
  })

  it('lets every living player vote once for another player, never themself; the vote is final', () => {
    let s = readyAll(dayOne())
    refused(s, 's3', { type: 'vote', target: 's3' }, 'self_vote')
    s = play(s, 's3', { type: 'vote', target: 's4' })
    refused(s, 's3', { type: 'vote', target: 's5' }, 'already_acted')
    expect(look(s, 's3').prompt).toEqual({ type: 'vote', round: 'vote', targets: ['s1', 's2', 's4', 's5', 's6', 's7'], vote: 's4' })
  })

  it('gives the vote 45 seconds and ends it as soon as everyone has voted', () => {
    let s = readyAll(dayOne())
    expect(s.deadline! - s.since).toBe(45_000)
    s = voteAll(s, { s1: 's3', s2: 's3', s3: 's1', s4: 's3', s5: 's3', s6: 's1' })
    expect(s.phase).toBe('vote')
    s = play(s, 's7', { type: 'vote', target: 's1' })
    expect(s.phase).not.toBe('vote')
  })

  it('puts out the player with the most votes', () => {
    const s = voteAll(readyAll(dayOne()), { s1: 's3', s2: 's3', s3: 's1', s4: 's3', s5: 's3', s6: 's1', s7: 's1' })
    expect(s.out).toEqual([{ seat: 's3', day: 1, time: 'day', cause: 'vote' }])
    expect(s.announcements[0]).toEqual({ key: 'shifter.narr.votedOut', params: { player: '#s3', votes: 4 } })
  })

  it('TIE! VOTE AGAIN: a tie goes to a runoff between the tied, in which everyone votes again', () => {
    let s = voteAll(readyAll(dayOne()), { s1: 's3', s2: 's3', s3: 's1', s4: 's1', s5: 's3', s6: 's1', s7: 's5' })
    expect(s.phase).toBe('runoff')
    expect(s.tied).toEqual(['s1', 's3'])
    expect(look(s, 's5').title).toEqual({ key: 'shifter.phase.runoff', params: { day: 1 } })
    expect(told(s).slice(0, 3)).toEqual(['shifter.narr.tie', 'shifter.narr.tied', 'shifter.narr.tied'])
    expect(s.deadline! - s.since).toBe(45_000)
    refused(s, 's5', { type: 'vote', target: 's4' }, 'not_tied')
    expect(look(s, 's1').prompt).toMatchObject({ round: 'runoff', targets: ['s3'] })
    s = voteAll(s, { s1: 's3', s2: 's3', s3: 's1', s4: 's3', s5: 's3', s6: 's1', s7: 's1' })
    expect(s.out).toEqual([{ seat: 's3', day: 1, time: 'day', cause: 'runoff' }])
  })

  it('lets chance decide between the tied when the runoff ties again', { timeout: loopTimeout(16, 30) }, () => {
    const outs = new Set<string>()
    for (let seed = 0; seed < 16; seed++) {
      let s = shifter.skip(voteAll(readyAll(dayOne(seed)), { s1: 's3', s2: 's3', s3: 's1', s4: 's1' }), 2)
      expect(s.phase).toBe('runoff')
      s = voteAll(s, { s1: 's3', s2: 's3', s3: 's1', s4: 's1' })
      s = shifter.skip(s, 2)
      expect(s.log.at(-1)).toMatchObject({ type: 'vote', round: 'runoff', byChance: true })
      outs.add(outSeats(s)[0]!)
    }
    expect([...outs].sort()).toEqual(['s1', 's3'])
  })

  it('puts nobody out when nobody votes, in the first round or in the runoff', () => {
    const s = shifter.skip(readyAll(dayOne()), 2)
    expect(outSeats(s)).toEqual([])
    expect(told(s)[0]).toBe('shifter.narr.noVotes')
    expect(s.phase).toBe('dusk')
    const silent = shifter.skip(shifter.skip(voteAll(readyAll(dayOne()), { s1: 's3', s2: 's3', s3: 's1', s4: 's1' }), 2), 3)
    expect(silent.log.at(-1)).toMatchObject({ round: 'runoff', out: null, byChance: false, ballots: [] })
    expect(outSeats(silent)).toEqual([])
    expect(told(silent)[0]).toBe('shifter.narr.noVotes')
    expect(silent.phase).toBe('dusk')
  })

  it('shows who has voted, but whom only once the round has closed', () => {
    const s = play(readyAll(dayOne()), 's3', { type: 'vote', target: 's4' })
    expect(look(s, 's5').progress).toMatchObject({ done: 1, of: 7 })
    expect(JSON.stringify(look(s, 's5'))).not.toContain('"voter":"s3"')
    const closed = shifter.skip(s, 2)
    expect(look(closed, 's5').log.at(-1)).toMatchObject({ type: 'vote', ballots: [{ voter: 's3', target: 's4' }] })
  })

  it('pauses 10 seconds after the vote, then night falls', () => {
    const s = shifter.skip(readyAll(dayOne()), 2)
    expect(s.phase).toBe('dusk')
    expect(s.deadline! - s.since).toBe(10_000)
    expect(shifter.legalActions(s, 's3')).toEqual([])
    const night = shifter.advance(s, s.deadline!)
    expect(night.phase).toBe('night')
    expect(night.day).toBe(2)
  })

  it('takes a voted-out lover\'s partner along, and says so', () => {
    let s = playAll(twelve(), [
      ['s8', { type: 'love', target: 's9' }],
      ['s8', { type: 'love', target: 's10' }],
    ])
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's9', s2: 's9', s3: 's9' })
    s = shifter.skip(s, 2)
    expect(s.out).toEqual([
      { seat: 's9', day: 1, time: 'day', cause: 'vote' },
      { seat: 's10', day: 1, time: 'day', cause: 'heartbreak' },
    ])
    expect(s.announcements.slice(0, 2).map((n) => n.key)).toEqual(['shifter.narr.votedOut', 'shifter.narr.heartbreak'])
    expect(s.log.at(-1)).toMatchObject({ out: 's9', followed: ['s10'] })
  })
})

describe('the eliminated', () => {
  it('shows YOU HAVE BEEN ELIMINATED with role and cause, and takes no more actions or votes', () => {
    let s = skipTo(playAll(plain(), [['s1', { type: 'attack', target: 's4' }], ['s2', { type: 'attack', target: 's4' }]]), 'discussion')
    expect(look(s, 's4').me).toMatchObject({ alive: false, role: 'townfolk', out: { day: 1, time: 'night', cause: 'attack' } })
    expect(look(s, 's4').prompt).toBeNull()
    refused(s, 's4', { type: 'ready' }, 'out')
    s = readyAll(s)
    refused(s, 's4', { type: 'vote', target: 's1' }, 'out')
    expect(shifter.legalActions(s, 's4')).toEqual([])
    // Only the dead player learns the cause.
    expect(look(s, 's5').me!.out).toBeNull()
    expect(JSON.stringify(look(s, 's5'))).not.toContain('"attack"')
  })
})

describe('the farewell', () => {
  /** The next night, the shifters take s10; on to its farewell. */
  const nextDeath = (state: ReturnType<typeof twelve>) =>
    skipTo(playAll(skipTo(state, 'night'), [['s1', { type: 'attack', target: 's10' }], ['s2', { type: 'attack', target: 's10' }]]), 'farewell')
  const deathAtNight = () => skipTo(playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]]), 'farewell')

  it('follows every night with a death when the Mortician is in the game: everyone living taps one of the dead or nothing', () => {
    const s = deathAtNight()
    expect(s.phase).toBe('farewell')
    expect(s.deadline! - s.since).toBe(20_000)
    for (const seat of ['s1', 's6', 's10']) {
      expect(look(s, seat).prompt).toMatchObject({ type: 'farewell', targets: ['s9'], pick: null, done: false })
      expect(shifter.legalActions(s, seat)).toEqual([{ type: 'mourn', target: 's9' }, { type: 'mourn' }])
    }
    expect(look(s, 's6').prompt).toMatchObject({ prompt: { key: 'shifter.prompt.look' } })
    expect(look(s, 's10').prompt).toMatchObject({ prompt: { key: 'shifter.prompt.farewell' } })
    refused(s, 's10', { type: 'mourn', target: 's11' }, 'not_dead')
  })

  it('shows the Mortician the role of one who just died, once a game; the others learn nothing', () => {
    let s = deathAtNight()
    s = play(s, 's10', { type: 'mourn', target: 's9' })
    expect(look(s, 's10').private).toEqual([])
    s = play(s, 's6', { type: 'mourn', target: 's9' })
    expect(look(s, 's6').prompt).toMatchObject({ done: true, prompt: { key: 'shifter.private.look', params: { player: '#s9', role: '@shifter.role.townfolk' } } })
    expect(look(s, 's6').me!.lookUsed).toBe(true)
    s = nextDeath(s)
    s = play(s, 's6', { type: 'mourn', target: s.farewell!.dead[0] })
    expect(s.findings.filter((f) => f.kind === 'look')).toHaveLength(1)
  })

  it('keeps the Mortician\'s look for a later farewell when it goes unused', () => {
    let s = deathAtNight()
    s = play(s, 's6', { type: 'mourn' })
    s = nextDeath(s)
    expect(look(s, 's6').prompt).toMatchObject({ prompt: { key: 'shifter.prompt.look' } })
    s = play(s, 's6', { type: 'mourn', target: s.farewell!.dead[0] })
    expect(s.lookUsed).toBe(true)
  })

  it('ends once everyone living has tapped, then goes on to the day with the deaths told again', () => {
    let s = deathAtNight()
    for (const seat of s.seats) if (seat !== 's9') s = play(s, seat, { type: 'mourn' })
    expect(s.phase).toBe('discussion')
    expect(told(s).slice(0, 2)).toEqual(['shifter.narr.dawn', 'shifter.narr.dead'])
  })

  it('follows a vote that took someone, before the pause', () => {
    let s = skipTo(twelve(), 'vote')
    s = voteAll(s, { s1: 's10', s2: 's10' })
    s = shifter.skip(s, 2)
    expect(s.phase).toBe('farewell')
    expect(s.farewell).toMatchObject({ dead: ['s10'], then: 'dusk' })
    expect(shifter.skip(s, 3).phase).toBe('dusk')
  })

  it('does not come without the Mortician in the game, nor without a death', () => {
    expect(skipTo(playAll(plain(), [['s1', { type: 'attack', target: 's4' }], ['s2', { type: 'attack', target: 's4' }]]), 'discussion').out).toHaveLength(1)
    const peaceful = shifter.skip(shifter.skip(twelve(), 2), 3)
    expect(peaceful.phase).toBe('discussion')
  })
})

describe('the end', () => {
  it('lets the village win once no shifter is alive, the whole village including the dead', () => {
    let s = readyAll(skipTo(playAll(plain(), [['s1', { type: 'attack', target: 's3' }], ['s2', { type: 'attack', target: 's3' }]]), 'discussion'))
    s = shifter.skip(voteAll(s, { s4: 's1', s5: 's1', s6: 's1' }), 2)
    expect(s.phase).toBe('dusk')
    s = skipTo(s, 'vote')
    s = shifter.skip(voteAll(s, { s4: 's2', s5: 's2' }), 2)
    expect(s.phase).toBe('ended')
    expect(shifter.outcome(s)).toEqual({ winners: ['s3', 's4', 's5', 's6', 's7'], team: 'village', reason: { key: 'shifter.outcome.village' } })
  })

  it('lets the shifters win once they are at least as many as everyone else', () => {
    let s = toNightOf(['shifter', 'townfolk', 'townfolk', 'townfolk'])
    s = sleepRest(play(s, 's1', { type: 'attack', target: 's2' }))
    // One shifter against two: not yet.
    expect(s.phase).toBe('discussion')
    s = skipTo(s, 'night')
    s = sleepRest(play(s, 's1', { type: 'attack', target: 's3' }))
    expect(s.phase).toBe('ended')
    expect(shifter.outcome(s)).toMatchObject({ team: 'shifters', winners: ['s1'] })
  })

  it('lets the lovers win too when both are alive at the end, whichever side wins', () => {
    let s = toNightOf(['shifter', 'armoris', 'townfolk', 'townfolk', 'townfolk'])
    s = playAll(s, [
      ['s2', { type: 'love', target: 's1' }],
      ['s2', { type: 'love', target: 's3' }],
      ['s1', { type: 'attack', target: 's4' }],
    ])
    s = sleepRest(s)
    expect(s.lovers).toEqual(['s1', 's3'])
    s = shifter.skip(voteAll(readyAll(s), { s1: 's5', s3: 's5' }), 2)
    s = skipTo(s, 'night')
    s = sleepRest(play(s, 's1', { type: 'attack', target: 's2' }))
    expect(s.phase).toBe('ended')
    const result = shifter.outcome(s)!
    expect(result.team).toBe('shifters')
    expect(result.winners).toEqual(['s1', 's3'])
    expect(look(s, 's2').summary).toMatchObject({ lovers: ['s1', 's3'], loversWon: true })
    expect(told(s)).toContain('shifter.narr.loversWin')
  })

  it('checks for the end after the night and after the vote, and shows every role at the end', () => {
    const s = toNightOf(['shifter', 'townfolk', 'townfolk', 'townfolk'])
    const ended = sleepRest(play(play(skipTo(s, 'vote'), 's2', { type: 'vote', target: 's1' }), 's3', { type: 'vote', target: 's1' }))
    const closed = shifter.skip(ended, 2)
    expect(closed.phase).toBe('ended')
    expect(closed.deadline).toBeNull()
    const summary = look(closed, null).summary!
    expect(summary.cards.map((c) => c.role)).toEqual(['shifter', 'townfolk', 'townfolk', 'townfolk'])
    expect(look(closed, 's2').me).toMatchObject({ alive: true })
    expect(shifter.legalActions(closed, 's2')).toEqual([])
  })

  it('stops without a winner after three rounds in which nobody acts', () => {
    let s = plain()
    for (let i = 0; i < 40 && s.phase !== 'ended'; i++) s = shifter.advance(s, s.deadline!)
    expect(s.winner).toBe('nobody')
    expect(shifter.outcome(s)).toMatchObject({ team: 'nobody', winners: [] })
  })
})

function toNightOf(roles: Parameters<typeof riggedGame>[0]) {
  return skipTo(riggedGame(roles), 'night')
}

describe('a new game', () => {
  it('deals to every head count from 4 to 15 and refuses others', () => {
    for (let n = 4; n <= 15; n++) expect(newGame(n).seats).toHaveLength(n)
    expect(() => newGame(3, { visionary: false })).toThrow()
    expect(() => newGame(16)).toThrow()
  })
})
