import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import type { WordsRole } from '../../../shared/views/words'
import { cluesAll, look, nextAll, play, refused, rigged, SIX, toVote, voteAll, voteOut } from './helpers'

const EIGHT: WordsRole[] = ['undercover', 'undercover', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian']

describe('the secret vote', () => {
  it('never offers yourself or someone out, and refuses both', () => {
    let s = nextAll(voteOut(rigged(SIX), 's3'))
    s = toVote(s)
    const prompt = look(s, 's1').prompt
    expect(prompt).toEqual({ type: 'vote', targets: ['s2', 's4', 's5', 's6'], vote: null })
    refused(s, 's1', { type: 'vote', target: 's1' }, 'self_target')
    refused(s, 's1', { type: 'vote', target: 's3' }, 'target_out')
    refused(s, 's1', { type: 'vote', target: 's9' }, 'unknown_target')
    refused(s, 's3', { type: 'vote', target: 's1' }, 'out')
  })

  it('takes each ballot once: a vote is final', () => {
    const s = play(toVote(rigged(SIX)), 's2', { type: 'vote', target: 's1' })
    refused(s, 's2', { type: 'vote', target: 's3' }, 'already_acted')
    expect(look(s, 's2').prompt).toEqual({ type: 'vote', targets: ['s1', 's3', 's4', 's5', 's6'], vote: 's1' })
  })

  it('shows only how many have voted, never who or for whom', () => {
    let s = toVote(rigged(SIX))
    s = play(s, 's2', { type: 'vote', target: 's1' })
    s = play(s, 's5', { type: 'vote', target: 's1' })
    s = play(s, 's6', { type: 'vote', target: 's4' })
    for (const viewer of [null, 's1', 's3']) {
      const v = look(s, viewer)
      expect(v.progress).toEqual({ done: 3, of: 6, waiting: null, votes: true })
      expect(JSON.stringify(v)).not.toContain('"voter"')
    }
  })

  it('passes the phone to each voter in table order when one phone is passed round', () => {
    let s = toVote(rigged(SIX, { mode: 'pass' }))
    expect(look(s, null).turn).toBe('s1')
    expect(look(s, null).announcements).toContainEqual({ key: 'words.intro.votePass', params: { player: '#s1' } })
    refused(s, 's2', { type: 'vote', target: 's1' }, 'not_your_turn')
    expect(look(s, 's2').prompt).toBeNull()
    s = play(s, 's1', { type: 'vote', target: 's2' })
    expect(look(s, null).turn).toBe('s2')
    expect(look(s, null).progress).toEqual({ done: 1, of: 6, waiting: null, votes: true })
  })

  it('counts every ballot once all are in: each vote is shown and the top-voted card turns over', () => {
    let s = toVote(rigged(SIX))
    s = voteAll(s, { s1: 's2', s2: 's1', s3: 's1', s4: 's1', s5: 's2', s6: 's1' })
    expect(s.phase).toBe('count')
    const count = look(s, 's3').count!
    expect(count.ballots).toEqual([
      { voter: 's1', target: 's2' },
      { voter: 's2', target: 's1' },
      { voter: 's3', target: 's1' },
      { voter: 's4', target: 's1' },
      { voter: 's5', target: 's2' },
      { voter: 's6', target: 's1' },
    ])
    expect(count).toMatchObject({ result: 'out', out: 's1', role: 'undercover', tally: [{ seat: 's1', votes: 4 }, { seat: 's2', votes: 2 }] })
    expect(look(s, 's3').players.find((p) => p.seat === 's1')).toMatchObject({ alive: false, role: 'undercover' })
    expect(look(s, 's3').announcements).toContainEqual({ key: 'words.count.out', params: { player: '#s1', votes: 4, role: '@words.role.undercover' } })
  })

  it('waits on the count until everyone still in has seen it (one tap on a passed phone)', () => {
    let s = voteOut(rigged(EIGHT), 's3')
    for (const seat of ['s1', 's2', 's4', 's5', 's6', 's7']) s = play(s, seat, { type: 'next' })
    expect(s.phase).toBe('count')
    refused(s, 's3', { type: 'next' }, 'out')
    expect(play(s, 's8', { type: 'next' }).phase).toBe('clue')
    const passed = voteOut(rigged(EIGHT, { mode: 'pass' }), 's3')
    expect(play(passed, 's3', { type: 'next' }).phase).toBe('clue')
  })
})

describe('the show of hands', () => {
  it('takes the whole vote at once from one screen', () => {
    const s = toVote(rigged(SIX, { voting: 'open' }))
    expect(look(s, 's4').prompt).toEqual({ type: 'hands', voters: s.seats, targets: s.seats })
    refused(s, 's4', { type: 'vote', target: 's1' }, 'open_voting')
    const ballots = [
      { voter: 's1', target: 's2' },
      { voter: 's2', target: 's3' },
      { voter: 's3', target: 's2' },
      { voter: 's4', target: 's2' },
    ]
    const counted = play(s, 's4', { type: 'hands', ballots })
    expect(counted.phase).toBe('count')
    expect(look(counted, 's6').count).toMatchObject({ ballots, out: 's2' })
  })

  it('refuses a show of hands with a voter twice, a vote for oneself or for someone out', () => {
    const s = toVote(rigged(SIX, { voting: 'open' }))
    refused(s, 's1', { type: 'hands', ballots: [{ voter: 's2', target: 's1' }, { voter: 's2', target: 's3' }] }, 'bad_hands')
    refused(s, 's1', { type: 'hands', ballots: [{ voter: 's2', target: 's2' }] }, 'self_target')
    refused(s, 's1', { type: 'hands', ballots: [{ voter: 's9', target: 's2' }] }, 'bad_hands')
    const later = toVote(nextAll(voteOut(rigged(SIX, { voting: 'open' }), 's3')))
    refused(later, 's1', { type: 'hands', ballots: [{ voter: 's1', target: 's3' }] }, 'target_out')
  })
})

describe('ties and the runoff', () => {
  /** Six players, s1 and s2 tied 3 : 3. */
  function tied() {
    return voteAll(toVote(rigged(SIX)), { s1: 's2', s2: 's1', s3: 's1', s4: 's2', s5: 's1', s6: 's2' })
  }

  it('sends a tie to a runoff: only the tied give one more clue, then the others vote among them', () => {
    let s = tied()
    expect(look(s, 's3').count).toMatchObject({ result: 'runoff', tied: ['s1', 's2'], out: null })
    s = nextAll(s)
    expect(s).toMatchObject({ phase: 'clue', runoff: true, speakers: ['s1', 's2'] })
    expect(look(s, null).tied).toEqual(['s1', 's2'])
    s = cluesAll(s)
    expect(s).toMatchObject({ phase: 'vote', runoff: true, voters: ['s3', 's4', 's5', 's6'], candidates: ['s1', 's2'] })
    refused(s, 's1', { type: 'vote', target: 's2' }, 'not_voter')
    refused(s, 's3', { type: 'vote', target: 's4' }, 'not_tied')
    s = voteAll(s, { s3: 's1', s4: 's1', s5: 's2', s6: 's1' })
    expect(look(s, 's2').count).toMatchObject({ runoff: true, result: 'out', out: 's1' })
  })

  it('names the tied players, as one list, when it announces the tie and the runoff vote', () => {
    let s = tied()
    expect(look(s, 's3').announcements).toContainEqual({ key: 'words.count.runoff', params: { players: '#s1,s2', count: 2 } })
    s = cluesAll(nextAll(s))
    expect(look(s, null).announcements).toEqual([{ key: 'words.intro.runoffVote', params: { players: '#s1,s2', count: 2 } }])
  })

  it('never runs a second runoff: a tie again means nobody goes out and the round ends', () => {
    let s = cluesAll(nextAll(tied()))
    s = voteAll(s, { s3: 's1', s4: 's2', s5: 's1', s6: 's2' })
    expect(look(s, 's3').count).toMatchObject({ result: 'tieAgain', out: null })
    s = nextAll(s)
    expect(s).toMatchObject({ phase: 'clue', runoff: false, round: 2, quiet: 1 })
    expect(s.out).toEqual([])
  })

  it('skips the runoff when everyone still in is tied: nobody is left to break it', () => {
    const four: WordsRole[] = ['undercover', 'civilian', 'civilian', 'civilian']
    let s = voteAll(toVote(rigged(four)), { s1: 's2', s2: 's1', s3: 's4', s4: 's3' })
    expect(look(s, 's1').count).toMatchObject({ result: 'allTied', tied: ['s1', 's2', 's3', 's4'] })
    s = nextAll(s)
    expect(s).toMatchObject({ phase: 'clue', round: 2, runoff: false, quiet: 1 })
  })

  it('ends the game in a draw after two rounds in a row without anyone going out, the truth revealed', () => {
    let s = nextAll(voteAll(cluesAll(nextAll(tied())), { s3: 's1', s4: 's2', s5: 's1', s6: 's2' }))
    expect(s.quiet).toBe(1)
    s = toVote(s)
    s = voteAll(s, { s1: 's2', s2: 's1', s3: 's1', s4: 's2', s5: 's1', s6: 's2' })
    s = nextAll(cluesAll(nextAll(s)))
    s = voteAll(s, { s3: 's1', s4: 's2', s5: 's1', s6: 's2' })
    expect(look(s, 's1').announcements.map((n) => n.key)).toContain('words.count.draw')
    s = nextAll(s)
    expect(s).toMatchObject({ phase: 'ended', winner: null, reason: 'draw' })
    expect(words.outcome(s)).toMatchObject({ winners: [], team: 'nobody' })
    expect(look(s, 's3').summary!.truth).toHaveLength(6)
  })

  it('counts the quiet rounds only in a row: someone going out starts the count again', () => {
    let s = nextAll(voteAll(cluesAll(nextAll(tied())), { s3: 's1', s4: 's2', s5: 's1', s6: 's2' }))
    expect(s.quiet).toBe(1)
    s = nextAll(voteOut(s, 's3'))
    expect(s).toMatchObject({ quiet: 0, round: 3, phase: 'clue' })
  })

  it('lets nobody go out when no ballot was cast (the host moved on)', () => {
    const s = words.skip(toVote(rigged(SIX)), 5)
    expect(look(s, 's1').count).toMatchObject({ result: 'none', ballots: [] })
  })
})
