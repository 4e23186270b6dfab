import { describe, expect, it } from 'vitest'
import { t } from '../../../shared/i18n'
import { werwolf } from '../../../server/games/werwolf'
import type { WerwolfState } from '../../../server/games/werwolf/state'
import { look, outSeats, play, playAll, refused, riggedGame, skipTo, sleepRest, voteAll } from './helpers'

// s1, s2 werewolves; s3 seer; s4–s9 villagers (9 players).
const NINE = ['wolf', 'wolf', 'seer', 'villager', 'villager', 'villager', 'villager', 'villager', 'villager'] as const

/** Night 1 where the werewolves take `victim` (or nobody), then the discussion. */
function morning(victim: string | null, seed = 1): WerwolfState {
  let s = riggedGame([...NINE], {}, seed)
  if (victim) s = playAll(s, [['s1', { type: 'attack', target: victim }], ['s2', { type: 'attack', target: victim }]])
  s = play(s, 's3', { type: 'inspect', target: 's4' })
  s = sleepRest(s)
  // Without a werewolf's pick the night runs until the moderator (or the deadline) ends it.
  if (!victim) s = werwolf.skip(s, 1)
  expect(s.phase).toBe('discussion')
  return s
}

/** The first vote of day 1 after a quiet night. */
const voting = () => skipTo(morning(null), 'vote')

describe('the morning', () => {
  it('tells who was taken and turns the victim\'s card over', () => {
    const s = morning('s5')
    const story = s.announcements.map((n) => n.key)
    expect(story.slice(0, 3)).toEqual(['werwolf.narr.dawn', 'werwolf.narr.victim', 'werwolf.narr.reveal'])
    expect(s.announcements[1]).toEqual({ key: 'werwolf.narr.victim', params: { player: '#s5' } })
    const spectator = look(s, null)
    expect(spectator.log[0]).toMatchObject({ type: 'dawn', day: 1, victim: 's5', card: { role: 'villager' } })
    expect(spectator.players.find((p) => p.seat === 's5')).toMatchObject({ alive: false, card: { role: 'villager' } })
    expect(t('en', s.announcements[2]!.key, s.announcements[2]!.params)).toMatch(/^#s5 turns over the card: \d+[♠♣♦♥], Villager\.$/)
  })

  it('tells of a quiet night when there was no victim', () => {
    const s = morning(null)
    expect(s.announcements.map((n) => n.key).slice(0, 2)).toEqual(['werwolf.narr.dawn', 'werwolf.narr.quietNight'])
    expect(look(s, null).log[0]).toMatchObject({ type: 'dawn', victim: null, card: null })
  })
})

describe('the discussion', () => {
  it('lasts five minutes by default', () => {
    const s = morning(null)
    expect(werwolf.deadline(s)).toBe(1 + 300_000)
  })

  it('ends early once every living player is ready to vote', () => {
    let s = morning('s5')
    const living = s.seats.filter((seat) => seat !== 's5')
    for (const seat of living.slice(0, -1)) s = play(s, seat, { type: 'ready' })
    expect(s.phase).toBe('discussion')
    // Who is not ready yet is told by name, so the table knows whom to wait for.
    expect(look(s, 's4').progress).toEqual({ done: 7, of: 8, waiting: [living.at(-1)] })
    refused(s, 's1', { type: 'ready' }, 'already_acted')
    refused(s, 's5', { type: 'ready' }, 'out')
    s = play(s, living.at(-1)!, { type: 'ready' })
    expect(s.phase).toBe('vote')
    expect(werwolf.deadline(s)).toBe(1 + 60_000)
  })
})

describe('the vote', () => {
  it('puts the player with the most votes out and turns the card over', () => {
    let s = voteAll(voting(), { s1: 's4', s2: 's4', s3: 's1', s4: 's1', s5: 's1', s6: 's1', s7: 's4', s8: 's2' })
    expect(s.phase).toBe('vote')
    s = play(s, 's9', { type: 'vote', target: 's1' })
    expect(outSeats(s)).toEqual(['s1'])
    expect(s.out[0]).toMatchObject({ time: 'day', cause: 'vote', day: 1 })
    expect(s.phase).toBe('night')
    expect(s.announcements[0]).toEqual({ key: 'werwolf.narr.votedOut', params: { player: '#s1', votes: 5 } })
    expect(look(s, null).players[0]).toMatchObject({ alive: false, card: { role: 'wolf', card: { rank: 'K', suit: 'spades' } } })
  })

  it('keeps the ballots secret until the vote closes, then shows who voted for whom', () => {
    let s = voteAll(voting(), { s1: 's4', s2: 's4', s3: 's1' })
    const during = look(s, 's4')
    // Who has voted is public, whom they voted for is not.
    expect(during.progress).toEqual({ done: 3, of: 9, waiting: ['s4', 's5', 's6', 's7', 's8', 's9'] })
    expect(during.insight).toBeNull()
    expect(JSON.stringify(look(s, null))).not.toContain('"voter"')
    expect(JSON.stringify(during)).not.toContain('"voter"')
    expect(look(s, 's1').prompt).toMatchObject({ type: 'vote', vote: 's4' })
    s = werwolf.advance(s, werwolf.deadline(s)!)
    const after = look(s, 's9').log.find((e) => e.type === 'vote')
    expect(after).toMatchObject({
      type: 'vote',
      round: 'vote',
      out: 's4',
      ballots: [
        { voter: 's1', target: 's4' },
        { voter: 's2', target: 's4' },
        { voter: 's3', target: 's1' },
      ],
      tally: [
        { seat: 's4', votes: 2 },
        { seat: 's1', votes: 1 },
      ],
    })
  })

  it('lets a vote change until the vote closes, and counts only the last one', () => {
    let s = play(voting(), 's3', { type: 'vote', target: 's4' })
    s = play(s, 's3', { type: 'vote', target: 's2' })
    s = werwolf.advance(s, werwolf.deadline(s)!)
    expect(outSeats(s)).toEqual(['s2'])
  })

  it('gives no vote to players who had not voted at the deadline', () => {
    let s = voteAll(voting(), { s1: 's4', s3: 's5', s6: 's5' })
    s = werwolf.advance(s, werwolf.deadline(s)!)
    expect(outSeats(s)).toEqual(['s5'])
    const entry = s.log.find((e) => e.type === 'vote')
    expect(entry && entry.type === 'vote' && entry.ballots).toHaveLength(3)
  })

  it('puts nobody out when nobody voted in the first round', () => {
    const s = werwolf.skip(voting(), 5)
    expect(outSeats(s)).toEqual([])
    expect(s.phase).toBe('night')
    expect(s.announcements[0]).toEqual({ key: 'werwolf.narr.noVotes' })
  })

  it('refuses a vote for oneself', () => {
    refused(voting(), 's4', { type: 'vote', target: 's4' }, 'self_vote')
  })

  it('refuses a vote for a player who is out, or who does not exist', () => {
    const s = skipTo(morning('s5'), 'vote')
    refused(s, 's4', { type: 'vote', target: 's5' }, 'target_out')
    refused(s, 's4', { type: 'vote', target: 's99' }, 'unknown_target')
    expect(werwolf.legalActions(s, 's4')).not.toContainEqual({ type: 'vote', target: 's5' })
  })

  it('refuses abstaining in a vote with someone to vote for', () => {
    refused(voting(), 's4', { type: 'abstain' }, 'cannot_abstain')
  })

  it('refuses votes outside the vote', () => {
    refused(morning(null), 's4', { type: 'vote', target: 's5' }, 'wrong_phase')
  })
})

describe('a tie', () => {
  /** s4 and s5 get three votes each. */
  const tied = () =>
    voteAll(voting(), { s1: 's4', s2: 's4', s3: 's4', s4: 's5', s6: 's5', s7: 's5', s8: 's1', s9: 's2', s5: 's3' })

  it('goes to the defense, naming the tied players, and then to a runoff between them only', () => {
    let s = tied()
    expect(s.phase).toBe('defense')
    const v = look(s, 's6')
    expect(v.tied).toEqual(['s4', 's5'])
    expect(v.prompt).toBeNull()
    expect(werwolf.deadline(s)).toBe(1 + 30_000)
    expect(s.announcements.map((n) => n.key)).toEqual(['werwolf.narr.tie', 'werwolf.narr.defendant', 'werwolf.narr.defendant', 'werwolf.narr.defense'])
    expect(look(s, null).log.at(-1)).toMatchObject({ type: 'vote', out: null, tied: ['s4', 's5'] })
    s = werwolf.advance(s, werwolf.deadline(s)!)
    expect(s.phase).toBe('runoff')
    expect(look(s, 's6').prompt).toMatchObject({ type: 'vote', round: 'runoff', targets: ['s4', 's5'] })
    expect(look(s, 's4').prompt).toMatchObject({ targets: ['s5'], canAbstain: false })
    refused(s, 's6', { type: 'vote', target: 's1' }, 'not_tied')
    refused(s, 's4', { type: 'vote', target: 's4' }, 'self_vote')
    s = voteAll(s, { s1: 's5', s2: 's5', s3: 's4', s4: 's5', s5: 's4', s6: 's5', s7: 's4', s8: 's5', s9: 's4' })
    expect(outSeats(s)).toEqual(['s5'])
    expect(s.out[0]).toMatchObject({ cause: 'runoff', time: 'day' })
    expect(s.phase).toBe('night')
  })

  it('lets the moderator skip the defense', () => {
    const s = werwolf.skip(tied(), 10)
    expect(s.phase).toBe('runoff')
    expect(werwolf.deadline(s)).toBe(10 + 60_000)
  })

  it('puts nobody out today after a second tie', () => {
    let s = skipTo(tied(), 'runoff')
    s = voteAll(s, { s1: 's5', s2: 's5', s3: 's4', s4: 's5', s5: 's4', s6: 's5', s7: 's4', s8: 's4' })
    s = werwolf.skip(s, 5)
    expect(outSeats(s)).toEqual([])
    expect(s.phase).toBe('night')
    expect(s.announcements[0]).toEqual({ key: 'werwolf.narr.secondTie' })
    expect(s.log.at(-1)).toMatchObject({ type: 'vote', round: 'runoff', out: null, tied: ['s4', 's5'] })
  })

  it('puts nobody out when nobody votes in the runoff', () => {
    const s = werwolf.skip(skipTo(tied(), 'runoff'), 5)
    expect(outSeats(s)).toEqual([])
    expect(s.phase).toBe('night')
  })
})
