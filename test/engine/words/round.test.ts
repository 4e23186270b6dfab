import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import { PASS_TURN_SECONDS, TABLE_WAIT_SECONDS } from '../../../server/games/words/constants'
import { cluesAll, lookAll, look, play, readyAll, refused, rigged, SIX, toVote, voteOut, nextAll, newGame } from './helpers'

describe('looking at the word', () => {
  it('starts the clues once everyone has looked on their own phone ("Once everyone has looked"), however long that takes', () => {
    let s = rigged(SIX)
    expect(s.phase).toBe('look')
    expect(words.deadline(s)).toBe(TABLE_WAIT_SECONDS * 1000)
    expect(look(s, 's1').limit).toBeNull()
    for (const seat of s.seats.slice(0, 5)) s = play(s, seat, { type: 'seen' })
    expect(look(s, 's1').progress).toEqual({ done: 5, of: 6, waiting: ['s6'] })
    expect(words.advance(s, 5 * 60_000).phase).toBe('look')
    expect(play(s, 's6', { type: 'seen' }).phase).toBe('clue')
    // Only a table that walked away moves on by itself.
    expect(words.advance(rigged(SIX), TABLE_WAIT_SECONDS * 1000).phase).toBe('clue')
  })

  it('passes the phone round in table order to look, one at a time', () => {
    let s = rigged(SIX, { mode: 'pass' })
    // A turn each on top of the table's wait: a big table passing round is not cut off.
    expect(words.deadline(s)).toBe((TABLE_WAIT_SECONDS + 6 * PASS_TURN_SECONDS) * 1000)
    expect(look(s, null).turn).toBe('s1')
    refused(s, 's2', { type: 'seen' }, 'not_your_turn')
    s = play(s, 's1', { type: 'seen' })
    expect(look(s, null).turn).toBe('s2')
    expect(look(s, null).announcements).toContainEqual({ key: 'words.intro.lookPass', params: { player: '#s2' } })
    expect(lookAll(s).phase).toBe('clue')
  })
})

describe('clues', () => {
  it('lets everyone still in speak once, in the order shuffled at the deal, from the opener', () => {
    let s = newGame(6, {}, 5)
    s = lookAll(s)
    expect(s.speakers).toEqual(s.order)
    const heard: string[] = []
    while (s.phase === 'clue') {
      const v = look(s, null)
      heard.push(v.speaker!)
      expect(v.order).toEqual(s.order)
      s = play(s, v.speaker!, { type: 'done' })
    }
    expect(heard).toEqual(s.order)
    expect(s.phase).toBe('debate')
  })

  it('moves on with "Done" from the speaker alone when everyone has a phone', () => {
    const s = lookAll(rigged(SIX))
    expect(look(s, 's3').speaker).toBe('s1')
    refused(s, 's2', { type: 'done' }, 'not_your_turn')
    expect(look(s, 's2').prompt).toBeNull()
    expect(look(s, 's1').prompt).toEqual({ type: 'done' })
    expect(play(s, 's1', { type: 'done' }).speaking).toBe(1)
  })

  it('takes "Done" from whoever holds a passed phone, also from a player who is out', () => {
    let s = voteOut(lookAll(rigged(SIX, { mode: 'pass' })), 's2')
    s = nextAll(s)
    expect(s.phase).toBe('clue')
    expect(s.round).toBe(2)
    const speaking = s.speaking
    expect(play(s, 's2', { type: 'done' }).speaking).toBe(speaking + 1)
  })

  it('moves the opener one on each round, past those who are out, so nobody opens twice in a row', () => {
    let s = lookAll(rigged(SIX))
    expect(s.opener).toBe('s1')
    s = voteOut(s, 's2')
    s = nextAll(s)
    expect(s.round).toBe(2)
    // s2 is out: the opener moves from s1 past s2 to s3.
    expect(s.opener).toBe('s3')
    expect(s.speakers).toEqual(['s3', 's4', 's5', 's6', 's1'])
    s = toVote(s)
    s = nextAll(voteOut(s, 's4'))
    expect(s.opener).toBe('s5')
  })

  it('passes the turn to the next speaker when the clue timer runs out', () => {
    const s = lookAll(rigged(SIX, { clueSeconds: 20 }), 1000)
    expect(words.deadline(s)).toBe(21_000)
    expect(look(s, 's1').deadline).toBe(21_000)
    const next = words.advance(s, 21_000)
    expect(next.phase).toBe('clue')
    expect(next.speaking).toBe(1)
    expect(next.stage).toBe(s.stage + 1)
  })

  it('waits for "Done" without a clue timer, showing no countdown', () => {
    const s = lookAll(rigged(SIX, { clueSeconds: 0 }), 1000)
    // The step still ends some day (the room's patience), but that is no time limit to count down.
    expect(look(s, 's1').limit).toBeNull()
    expect(words.advance(s, 1000 + 45_000)).toBe(s)
  })

  it('shows the current speaker to everyone, and the table rules are the screen’s (not the engine’s) to pin', () => {
    const s = lookAll(rigged(SIX))
    for (const viewer of [null, 's1', 's4']) expect(look(s, viewer).speaker).toBe('s1')
  })
})

describe('the debate', () => {
  it('only nudges when its timer runs out: nothing advances, nobody goes out', () => {
    let s = cluesAll(lookAll(rigged(SIX, { debateSeconds: 30 }), 1000), 2000)
    expect(s.phase).toBe('debate')
    const v = look(s, 's1')
    expect(v.nudgeAt).toBe(2000 + 30_000)
    expect(v.limit).toBeNull()
    expect(words.advance(s, 2000 + 30_000)).toBe(s)
    expect(words.advance(s, 2000 + 120_000)).toBe(s)
    s = readyAll(s, 2000 + 200_000)
    expect(s.phase).toBe('vote')
    expect(s.out).toEqual([])
  })

  it('has no nudge without a debate timer', () => {
    const s = cluesAll(lookAll(rigged(SIX, { debateSeconds: 0 })))
    expect(look(s, 's1').nudgeAt).toBeNull()
  })

  it('goes to the vote once everyone still in is ready, naming who is missing', () => {
    let s = cluesAll(lookAll(rigged(SIX)))
    for (const seat of ['s1', 's2', 's3', 's4', 's5']) s = play(s, seat, { type: 'ready' })
    expect(look(s, 's2').progress).toEqual({ done: 5, of: 6, waiting: ['s6'] })
    refused(s, 's1', { type: 'ready' }, 'already_acted')
    expect(play(s, 's6', { type: 'ready' }).phase).toBe('vote')
  })

  it('goes to the vote with one tap on a passed phone', () => {
    const s = cluesAll(lookAll(rigged(SIX, { mode: 'pass' })))
    expect(play(s, 's4', { type: 'ready' }).phase).toBe('vote')
  })

  it('leaves out the vote in round one with the no-vote first round, and that round is no quiet round', () => {
    let s = cluesAll(lookAll(rigged(SIX, { noVoteFirstRound: true })))
    // The debate says so: no vote now, round two next.
    expect(s.phase).toBe('debate')
    expect(words.view(s, null).announcements.at(-1)?.key).toBe('words.intro.debateNoVote')
    s = readyAll(s)
    expect(s).toMatchObject({ phase: 'clue', round: 2, quiet: 0 })
    expect(s.votes).toEqual([])
    s = readyAll(cluesAll(s))
    expect(s).toMatchObject({ phase: 'vote', round: 2 })
  })

  it('moves on by itself only when the table has walked away', () => {
    const s = cluesAll(lookAll(rigged(SIX), 0), 0)
    expect(words.deadline(s)).toBe(TABLE_WAIT_SECONDS * 1000)
    expect(words.advance(s, TABLE_WAIT_SECONDS * 1000).phase).toBe('vote')
  })
})
