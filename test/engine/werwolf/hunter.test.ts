import { describe, expect, it } from 'vitest'
import { werwolf } from '../../../server/games/werwolf'
import { look, outSeats, play, playAll, refused, riggedGame, skipTo, sleepRest, voteAll } from './helpers'

// s1, s2 werewolves; s3 seer; s4 protector; s5 hunter; s6–s9 villagers (9 players).
const NINE = ['wolf', 'wolf', 'seer', 'protector', 'hunter', 'villager', 'villager', 'villager', 'villager'] as const
const nine = () => riggedGame([...NINE])

/** Night 1 in which the werewolves take the hunter. */
function hunterTaken() {
  let s = playAll(nine(), [
    ['s1', { type: 'attack', target: 's5' }],
    ['s2', { type: 'attack', target: 's5' }],
    ['s3', { type: 'inspect', target: 's6' }],
    ['s4', { type: 'protect', target: 's6' }],
  ])
  s = sleepRest(s)
  expect(s.phase).toBe('hunter')
  return s
}

/** Day 1: the village votes the hunter out. */
function hunterVotedOut() {
  let s = skipTo(nine(), 'vote')
  s = voteAll(s, { s1: 's5', s2: 's5', s3: 's5', s4: 's5', s5: 's1', s6: 's5', s7: 's1', s8: 's1', s9: 's2' })
  expect(s.phase).toBe('hunter')
  return s
}

describe('the hunter', () => {
  it('aims with only what he knew alive, and watches everything once he has shot', () => {
    let s = hunterTaken()
    const aiming = look(s, 's5')
    expect(aiming.omniscient).toBe(false)
    expect(aiming.insight).toBeNull()
    expect(aiming.players.filter((p) => p.alive && p.card !== null)).toEqual([])
    s = play(s, 's5', { type: 'shoot', target: 's9' })
    expect(look(s, 's5').omniscient).toBe(true)
  })

  it('shoots in the morning, before the discussion, when taken at night', () => {
    let s = hunterTaken()
    expect(outSeats(s)).toEqual(['s5'])
    expect(s.announcements.map((n) => n.key)).toEqual(['werwolf.narr.dawn', 'werwolf.narr.victim', 'werwolf.narr.reveal', 'werwolf.narr.hunterCall'])
    expect(werwolf.deadline(s)).toBe(1 + 30_000)
    const hunterView = look(s, 's5')
    expect(hunterView.prompt).toMatchObject({ type: 'shoot', targets: ['s1', 's2', 's3', 's4', 's6', 's7', 's8', 's9'] })
    expect(look(s, 's6').hunter).toBe('s5')
    expect(look(s, 's6').prompt).toBeNull()
    s = play(s, 's5', { type: 'shoot', target: 's1' })
    expect(outSeats(s)).toEqual(['s5', 's1'])
    expect(s.out[1]).toMatchObject({ cause: 'hunter', day: 1 })
    expect(s.phase).toBe('discussion')
    expect(s.announcements[0]).toEqual({ key: 'werwolf.narr.hunterShot', params: { player: '#s1', hunter: '#s5' } })
    expect(look(s, null).log.at(-1)).toMatchObject({ type: 'shot', hunter: 's5', target: 's1', card: { role: 'wolf' } })
  })

  it('shoots at once when voted out, and then night falls', () => {
    let s = hunterVotedOut()
    expect(outSeats(s)).toEqual(['s5'])
    s = play(s, 's5', { type: 'shoot', target: 's9' })
    expect(outSeats(s)).toEqual(['s5', 's9'])
    expect(s.phase).toBe('night')
    expect(s.day).toBe(2)
  })

  it('fires no shot when the hunter names nobody before the deadline', () => {
    let s = hunterTaken()
    expect(werwolf.advance(s, werwolf.deadline(s)! - 1)).toBe(s)
    s = werwolf.advance(s, werwolf.deadline(s)!)
    expect(outSeats(s)).toEqual(['s5'])
    expect(s.phase).toBe('discussion')
    expect(s.log.at(-1)).toEqual({ type: 'shot', day: 1, hunter: 's5', target: null })
    expect(s.announcements[0]).toEqual({ key: 'werwolf.narr.hunterMissed', params: { player: '#s5' } })
  })

  it('lets only the hunter shoot, only at a living player other than himself', () => {
    const s = hunterTaken()
    refused(s, 's6', { type: 'shoot', target: 's1' }, 'not_hunter')
    refused(s, 's5', { type: 'shoot', target: 's5' }, 'target_out')
    refused(s, 's5', { type: 'shoot', target: 's42' }, 'unknown_target')
    refused(s, 's6', { type: 'vote', target: 's1' }, 'wrong_phase')
    expect(werwolf.legalActions(s, 's6')).toEqual([])
    refused(nine(), 's5', { type: 'shoot', target: 's1' }, 'wrong_phase')
  })

  it('checks for the end only after the shot', () => {
    // Two werewolves, the hunter and two others left; the hunter is voted out: 2 vs 2 would
    // hand the werewolves the game, but his shot comes first.
    let s = riggedGame(['wolf', 'wolf', 'seer', 'protector', 'hunter', 'villager', 'villager', 'villager'])
    s = { ...s, out: ['s3', 's4', 's6'].map((seat) => ({ seat, day: 1, time: 'night' as const, cause: 'wolves' as const })) }
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's5', s2: 's5', s5: 's1', s7: 's5', s8: 's1' })
    expect(s.phase).toBe('hunter')
    s = play(s, 's5', { type: 'shoot', target: 's1' })
    expect(s.phase).toBe('night')
    expect(werwolf.outcome(s)).toBeNull()
  })

  it('can end the game with his shot', () => {
    let s = riggedGame(['wolf', 'seer', 'protector', 'hunter', 'villager', 'villager', 'villager', 'villager'])
    s = playAll(s, [['s1', { type: 'attack', target: 's4' }]])
    s = werwolf.skip(s, 2)
    expect(s.phase).toBe('hunter')
    s = play(s, 's4', { type: 'shoot', target: 's1' })
    expect(s.phase).toBe('ended')
    expect(werwolf.outcome(s)).toMatchObject({ team: 'village' })
  })
})
