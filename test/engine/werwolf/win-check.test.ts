import { describe, expect, it } from 'vitest'
import { werwolf } from '../../../server/games/werwolf'
import { look, play, playAll, riggedGame, skipTo, voteAll } from './helpers'

describe('the end of the game', () => {
  it('lets the village win once no werewolf is left, with every village seat among the winners, the dead too', () => {
    // s1 werewolf; s2 seer; s3–s5 villagers.
    let s = riggedGame(['wolf', 'seer', 'villager', 'villager', 'villager'])
    s = playAll(s, [['s1', { type: 'attack', target: 's3' }], ['s2', { type: 'inspect', target: 's1' }]])
    s = playAll(s, [['s3', { type: 'sleep' }], ['s4', { type: 'sleep' }], ['s5', { type: 'sleep' }]])
    expect(s.phase).toBe('discussion')
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's2', s2: 's1', s4: 's1', s5: 's1' })
    expect(s.phase).toBe('ended')
    expect(werwolf.deadline(s)).toBeNull()
    expect(werwolf.outcome(s)).toEqual({
      winners: ['s2', 's3', 's4', 's5'],
      team: 'village',
      reason: { key: 'werwolf.outcome.village' },
    })
    expect(s.announcements.map((n) => n.key)).toEqual(['werwolf.narr.votedOut', 'werwolf.narr.reveal', 'werwolf.narr.win.village', 'werwolf.narr.revealAll'])
  })

  it('lets the werewolves win once they are as many as the others, the eliminated werewolf included', () => {
    // s1, s2 werewolves; s3 seer; s4–s7 villagers. Day 1 the village votes s2 out; then the
    // werewolf takes villagers until 1 vs 1.
    let s = riggedGame(['wolf', 'wolf', 'seer', 'villager', 'villager', 'villager', 'villager'])
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's2', s3: 's2', s4: 's2', s5: 's2', s6: 's2', s7: 's2', s2: 's3' })
    expect(s.phase).toBe('night')
    for (const victim of ['s3', 's4', 's5', 's6']) {
      if (s.phase !== 'night') s = skipTo(s, 'night')
      s = werwolf.skip(play(s, 's1', { type: 'attack', target: victim }), 2)
    }
    expect(s.phase).toBe('ended')
    expect(werwolf.outcome(s)).toEqual({ winners: ['s1', 's2'], team: 'wolves', reason: { key: 'werwolf.outcome.wolves' } })
  })

  it('shows every card, the order of eliminations and all ballots on the end screen', () => {
    let s = riggedGame(['wolf', 'seer', 'villager', 'villager', 'villager'])
    s = werwolf.skip(play(s, 's1', { type: 'attack', target: 's3' }), 2)
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's2', s2: 's1', s4: 's1', s5: 's1' })
    const summary = look(s, null).summary!
    expect(summary.winner).toBe('village')
    expect(summary.cards.map((c) => c.card.role)).toEqual(['wolf', 'seer', 'villager', 'villager', 'villager'])
    expect(summary.eliminations.map((e) => [e.seat, e.time, e.cause, e.day])).toEqual([
      ['s3', 'night', 'wolves', 1],
      ['s1', 'day', 'vote', 1],
    ])
    expect(summary.votes).toEqual([
      { day: 1, round: 'vote', out: 's1', ballots: [
        { voter: 's1', target: 's2' },
        { voter: 's2', target: 's1' },
        { voter: 's4', target: 's1' },
        { voter: 's5', target: 's1' },
      ] },
    ])
    expect(summary.nights).toEqual([{ day: 1, protect: null, attacks: [{ by: 's1', target: 's3' }], inspect: null, victim: 's3', saved: false }])
    // Everyone sees everything now.
    expect(look(s, 's4').players.every((p) => p.card !== null)).toBe(true)
    expect(look(s, 's4').omniscient).toBe(true)
  })

  it('refuses every action once the game is over', () => {
    let s = riggedGame(['wolf', 'seer', 'villager', 'villager', 'villager'])
    s = skipTo(s, 'vote')
    s = voteAll(s, { s2: 's1', s3: 's1', s4: 's1', s5: 's1', s1: 's2' })
    expect(s.phase).toBe('ended')
    const r = werwolf.act(s, 's2', { type: 'ready' }, 5)
    expect(r).toMatchObject({ rejected: true, code: 'ended' })
    expect(werwolf.legalActions(s, 's2')).toEqual([])
  })
})
