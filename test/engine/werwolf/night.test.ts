import { describe, expect, it } from 'vitest'
import { werwolf } from '../../../server/games/werwolf'
import { look, outSeats, play, playAll, refused, riggedGame, skipTo, sleepRest } from './helpers'

// s1, s2 werewolves; s3 seer; s4 protector; s5 hunter; s6–s8 villagers.
const EIGHT = ['wolf', 'wolf', 'seer', 'protector', 'hunter', 'villager', 'villager', 'villager'] as const
const eight = (seed = 1) => riggedGame([...EIGHT], {}, seed)

// s1, s2 werewolves; s3 seer; s4–s7 villagers.
const SEVEN = ['wolf', 'wolf', 'seer', 'villager', 'villager', 'villager', 'villager'] as const
const seven = (seed = 1) => riggedGame([...SEVEN], {}, seed)

describe('the protector', () => {
  it('lets the protector pick himself, but not the same player two nights running', () => {
    let s = eight()
    s = play(s, 's4', { type: 'protect', target: 's4' })
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's6' }],
      ['s2', { type: 'attack', target: 's6' }],
      ['s3', { type: 'inspect', target: 's1' }],
    ])
    s = sleepRest(s)
    expect(s.phase).toBe('discussion')
    s = skipTo(s, 'night')
    refused(s, 's4', { type: 'protect', target: 's4' }, 'protect_repeat')
    expect(werwolf.legalActions(s, 's4')).not.toContainEqual({ type: 'protect', target: 's4' })
    s = play(s, 's4', { type: 'protect', target: 's5' })
    // Two nights later he may guard himself again.
    s = skipTo(skipTo(s, 'discussion'), 'night')
    expect(werwolf.legalActions(s, 's4')).toContainEqual({ type: 'protect', target: 's4' })
  })

  it('saves the werewolves\' victim when he guards them, and the night stays quiet', () => {
    let s = playAll(eight(), [
      ['s4', { type: 'protect', target: 's6' }],
      ['s1', { type: 'attack', target: 's6' }],
      ['s2', { type: 'attack', target: 's6' }],
      ['s3', { type: 'inspect', target: 's7' }],
    ])
    s = sleepRest(s)
    expect(outSeats(s)).toEqual([])
    expect(s.nights[0]).toMatchObject({ victim: 's6', protect: 's6', saved: true })
    expect(s.announcements.map((n) => n.key)).toContain('werwolf.narr.quietNight')
  })

  it('lets the protector tap only once a night', () => {
    const s = play(eight(), 's4', { type: 'protect', target: 's6' })
    refused(s, 's4', { type: 'protect', target: 's7' }, 'already_acted')
  })
})

describe('the werewolves', () => {
  it('tells the pack on the first night who belongs to it before it agrees on a victim', () => {
    const keys = eight().announcements.map((n) => n.key)
    expect(keys.indexOf('werwolf.narr.wolvesMeet')).toBeGreaterThanOrEqual(0)
    expect(keys.indexOf('werwolf.narr.wolvesMeet')).toBeLessThan(keys.indexOf('werwolf.narr.wolvesCall'))
  })

  it('takes the werewolves\' common pick as the victim', () => {
    let s = playAll(seven(), [
      ['s1', { type: 'attack', target: 's5' }],
      ['s2', { type: 'attack', target: 's5' }],
      ['s3', { type: 'inspect', target: 's4' }],
    ])
    s = sleepRest(s)
    expect(outSeats(s)).toEqual(['s5'])
    expect(s.out[0]).toMatchObject({ time: 'night', cause: 'wolves', day: 1 })
  })

  it('takes the plurality of the picks when the pack disagrees', () => {
    let s = riggedGame(['wolf', 'wolf', 'wolf', 'seer', 'villager', 'villager', 'villager', 'villager', 'villager'])
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's6' }],
      ['s2', { type: 'attack', target: 's7' }],
      ['s3', { type: 'attack', target: 's6' }],
    ])
    s = werwolf.skip(s, 5)
    expect(outSeats(s)).toEqual(['s6'])
  })

  it('keeps the night going while the pack is split, and ends it once they agree', () => {
    let s = playAll(seven(), [
      ['s1', { type: 'attack', target: 's5' }],
      ['s2', { type: 'attack', target: 's6' }],
      ['s3', { type: 'inspect', target: 's4' }],
    ])
    s = sleepRest(s)
    // Everyone has tapped, but the werewolves have not agreed: no morning yet.
    expect(s.phase).toBe('night')
    expect(look(s, 's1').prompt).toMatchObject({ act: 'attack', done: true, prompt: { key: 'werwolf.prompt.attackAgree' } })
    expect(look(s, 's4').prompt).toMatchObject({ act: 'sleep', prompt: { key: 'werwolf.prompt.nightDone' } })
    // The count stops one short: "all done" while the night runs on would tell the table the pack is split.
    expect(look(s, 's4').progress).toEqual({ done: 6, of: 7, waiting: null })
    s = play(s, 's2', { type: 'attack', target: 's5' })
    expect(s.phase).toBe('discussion')
    expect(outSeats(s)).toEqual(['s5'])
  })

  it('breaks a tie between the picks at random with the seeded rng, the same way for the same seed', () => {
    const victims = new Set<string>()
    for (let seed = 0; seed < 30; seed++) {
      const night = playAll(seven(seed), [
        ['s1', { type: 'attack', target: 's5' }],
        ['s2', { type: 'attack', target: 's6' }],
      ])
      const a = werwolf.skip(night, 5)
      const b = werwolf.skip(night, 5)
      expect(outSeats(a)).toEqual(outSeats(b))
      expect(['s5', 's6']).toContain(outSeats(a)[0])
      victims.add(outSeats(a)[0]!)
      expect(a.rng).not.toBe(night.rng)
    }
    expect(victims).toEqual(new Set(['s5', 's6']))
  })

  it('takes nobody when no werewolf picked anyone', () => {
    const s = werwolf.skip(seven(), 5)
    expect(outSeats(s)).toEqual([])
    expect(s.log).toEqual([{ type: 'dawn', day: 1, victim: null }])
    expect(s.announcements.map((n) => n.key)).toContain('werwolf.narr.quietNight')
  })

  it('lets a werewolf change the pick until the night ends', () => {
    let s = play(seven(), 's1', { type: 'attack', target: 's5' })
    s = play(s, 's1', { type: 'attack', target: 's6' })
    s = play(s, 's2', { type: 'attack', target: 's6' })
    s = werwolf.skip(s, 5)
    expect(outSeats(s)).toEqual(['s6'])
  })

  it('does not let a werewolf pick another werewolf', () => {
    refused(seven(), 's1', { type: 'attack', target: 's2' }, 'wolf_target')
  })

  it('shows the werewolves each other from the first night, and each other\'s picks live', () => {
    const s = play(seven(), 's1', { type: 'attack', target: 's5' })
    const wolf = look(s, 's2')
    expect(wolf.me?.mates).toEqual(['s1'])
    expect(wolf.players.find((p) => p.seat === 's1')?.card?.role).toBe('wolf')
    expect(wolf.prompt).toMatchObject({ type: 'night', act: 'attack', marks: [{ by: 's1', target: 's5' }] })
    expect(look(s, 's1').prompt).toMatchObject({ done: true, pick: 's5' })
    // Nobody else learns of it.
    expect(look(s, 's3').players.find((p) => p.seat === 's1')?.card).toBeNull()
    expect(look(s, 's3').prompt).toMatchObject({ marks: [] })
  })
})

describe('the seer', () => {
  it('tells the seer at once and privately whether the player is a werewolf', () => {
    let s = play(seven(), 's3', { type: 'inspect', target: 's1' })
    expect(look(s, 's3').private).toEqual([{ key: 'werwolf.private.isWolf', params: { player: '#s1', day: 1 } }])
    for (const viewer of ['s1', 's2', 's4', null] as const) expect(look(s, viewer).private).toEqual([])
    s = skipTo(s, 'night')
    s = play(s, 's3', { type: 'inspect', target: 's4' })
    expect(look(s, 's3').private.map((n) => n.key)).toEqual(['werwolf.private.isWolf', 'werwolf.private.notWolf'])
  })

  it('lets the seer look once a night, and not at herself', () => {
    refused(seven(), 's3', { type: 'inspect', target: 's3' }, 'self_target')
    const s = play(seven(), 's3', { type: 'inspect', target: 's4' })
    refused(s, 's3', { type: 'inspect', target: 's5' }, 'already_acted')
  })
})

describe('the length of the night', () => {
  it('ends the night once every living player has tapped', () => {
    let s = playAll(seven(), [
      ['s1', { type: 'attack', target: 's5' }],
      ['s2', { type: 'attack', target: 's5' }],
      ['s3', { type: 'inspect', target: 's4' }],
      ['s4', { type: 'sleep' }],
      ['s5', { type: 'sleep', target: 's4' }],
      ['s6', { type: 'sleep' }],
    ])
    expect(s.phase).toBe('night')
    expect(look(s, null).progress).toEqual({ done: 6, of: 7, waiting: null })
    s = play(s, 's7', { type: 'sleep' })
    expect(s.phase).toBe('discussion')
  })

  it('counts a first tap that picks nothing like any first tap, and still waits for the pick', () => {
    // s1 taps the fellow werewolf s2, s3 (seer) her own name: on their phones that is a `touch`.
    let s = playAll(seven(), [
      ['s1', { type: 'touch' }],
      ['s3', { type: 'touch' }],
      ['s4', { type: 'sleep', target: 's2' }],
    ])
    expect(look(s, null).progress).toEqual({ done: 3, of: 7, waiting: null })
    // Whoever touched is counted, and sees it; the pick is still theirs to make.
    expect(look(s, 's1').prompt).toMatchObject({ type: 'night', done: false, counted: true, pick: null })
    expect(look(s, 's2').prompt).toMatchObject({ type: 'night', done: false, counted: false })
    // A second touch, or one after a pick, changes nothing and is not refused (no toast on a reloaded phone).
    expect(play(s, 's1', { type: 'touch' })).toBe(s)
    expect(play(s, 's4', { type: 'touch' })).toBe(s)
    // Counted only, so not a move of the game: offered as a blank tap while the seat is not counted.
    expect(werwolf.blankTaps!(s, 's1')).toEqual([])
    expect(werwolf.blankTaps!(s, 's2')).toEqual([{ type: 'touch' }])
    expect(werwolf.legalActions(s, 's2')).not.toContainEqual({ type: 'touch' })
    // Everyone has tapped, the night is not over: a werewolf and the seer have picked nothing. The
    // count stops one short until the night ends, so it does not say that someone picks again.
    s = playAll(s, [
      ['s2', { type: 'attack', target: 's5' }],
      ['s5', { type: 'sleep' }],
      ['s6', { type: 'sleep' }],
      ['s7', { type: 'sleep' }],
    ])
    expect(look(s, null).progress).toEqual({ done: 6, of: 7, waiting: null })
    expect(s.phase).toBe('night')
    s = play(s, 's3', { type: 'inspect', target: 's1' })
    expect(s.seen.at(-1)).toMatchObject({ seer: 's3', target: 's1', wolf: true })
    s = play(s, 's1', { type: 'attack', target: 's5' })
    expect(s.phase).toBe('discussion')
    expect(outSeats(s)).toEqual(['s5'])
  })

  it('refuses a touch outside the night', () => {
    refused(skipTo(seven(), 'discussion'), 's4', { type: 'touch' }, 'wrong_phase')
  })

  it('ends the night at its deadline, whoever has not tapped', () => {
    const s = seven()
    const deadline = werwolf.deadline(s)!
    expect(deadline).toBe(90_000)
    expect(werwolf.advance(s, deadline - 1)).toBe(s)
    expect(werwolf.advance(s, deadline).phase).toBe('discussion')
  })

  it('does not wait for dead players\' taps, the dead seer included', () => {
    let s = playAll(seven(), [
      ['s1', { type: 'attack', target: 's3' }],
      ['s2', { type: 'attack', target: 's3' }],
    ])
    s = werwolf.skip(s, 5)
    expect(outSeats(s)).toEqual(['s3'])
    s = skipTo(s, 'night')
    refused(s, 's3', { type: 'inspect', target: 's1' }, 'out')
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's4' }],
      ['s2', { type: 'attack', target: 's4' }],
    ])
    expect(look(s, null).progress).toEqual({ done: 2, of: 6, waiting: null })
    s = sleepRest(s)
    expect(s.phase).toBe('discussion')
  })

  it('gives every living player a night screen of the same shape, one tap each', () => {
    const s = eight()
    const shapes = s.seats.map((seat) => {
      const prompt = look(s, seat).prompt
      expect(prompt?.type).toBe('night')
      expect(prompt && 'targets' in prompt && prompt.targets.length).toBeGreaterThan(0)
      return Object.keys(prompt!).sort().join()
    })
    expect(new Set(shapes).size).toBe(1)
    // Every role's prompt is a different question, of course.
    expect(new Set(s.seats.map((seat) => look(s, seat).prompt && (look(s, seat).prompt as { act: string }).act))).toEqual(
      new Set(['attack', 'inspect', 'protect', 'sleep']),
    )
  })

  it('refuses night actions of the wrong role without telling anything else', () => {
    refused(seven(), 's4', { type: 'attack', target: 's5' }, 'not_your_role')
    refused(seven(), 's1', { type: 'sleep' }, 'not_your_role')
    refused(seven(), 's4', { type: 'inspect', target: 's1' }, 'not_your_role')
    // A sleeper may tap again (as a werewolf may change the pick), so both phones look alike.
    const s = play(play(seven(), 's4', { type: 'sleep', target: 's5' }), 's4', { type: 'sleep', target: 's4' })
    expect(s.night?.slept.s4).toBe('s4')
    const seer = play(seven(), 's3', { type: 'inspect', target: 's1' })
    refused(seer, 's3', { type: 'inspect', target: 's2' }, 'already_acted')
  })

  it('reads the same night calls whoever is still alive', () => {
    let s = playAll(eight(), [
      ['s1', { type: 'attack', target: 's3' }],
      ['s2', { type: 'attack', target: 's3' }],
    ])
    const first = s.announcements.filter((n) => n.key !== 'werwolf.narr.wolvesMeet')
    s = skipTo(werwolf.skip(s, 5), 'night')
    expect(outSeats(s)).toEqual(['s3'])
    // What just happened comes first; the night's own calls are the same.
    expect(s.announcements.slice(-first.length).map((n) => n.key)).toEqual(first.map((n) => n.key))
    expect(s.announcements.map((n) => n.key)).toContain('werwolf.narr.seerCall')
  })
})
