import { describe, expect, it } from 'vitest'
import { cops } from '../../../server/games/cops'
import { EIGHT, floors, look, newGame, nextFloorChoice, play, refused, riggedGame, skipTo } from './helpers'

describe('the floor choice', () => {
  it('opens 4, 3, 3 and 2 floors on days 1 to 4, each choice with its 45-second deadline', () => {
    let s = newGame(12, {}, 1, 0)
    const open: number[] = []
    for (let day = 1; day <= 4; day++) {
      expect(s).toMatchObject({ phase: 'floor', day })
      expect(cops.deadline(s)).toBe((day === 1 ? 0 : 1) + 45_000)
      const prompt = look(s, 's1').prompt
      open.push(prompt?.type === 'floor' ? prompt.floors.length : 0)
      if (day < 4) s = nextFloorChoice(s)
    }
    expect(open).toEqual([4, 3, 3, 2])
  })

  it('has no choice on day 5: everyone living stands on the one floor', () => {
    // Twelve players: four police, so three banishments by chance can never end the game early.
    let s = newGame(12, {}, 7)
    for (let day = 1; day < 4; day++) s = nextFloorChoice(s)
    expect(s).toMatchObject({ day: 4, phase: 'floor' })
    s = skipTo(skipTo(s, 'event'), 'event')
    expect(s.day).toBe(5)
    const record = s.days.at(-1)!
    expect(record.floors).toBe(1)
    const alive = s.seats.filter((seat) => !s.out.some((o) => o.seat === seat))
    expect(record.placement).toEqual(Object.fromEntries(alive.map((seat) => [seat, 1])))
    expect(record.placedAtRandom).toEqual([])
    const v = look(s, alive[0]!)
    expect(v.floor).toMatchObject({ floor: 1, floors: 1, people: alive.length, seats: alive })
    expect(v.announcements.map((n) => n.key)).toEqual(['cops.intro.lastFloor', 'cops.intro.event'])
    // No floor choice was entered on day 5.
    expect(cops.legalActions(s, alive[0]!).some((a) => a.type === 'floor')).toBe(false)
  })

  it('keeps each pick secret and lets it change until everyone has chosen', () => {
    let s = riggedGame(EIGHT)
    s = play(s, 's1', { type: 'floor', floor: 2 })
    s = play(s, 's1', { type: 'floor', floor: 3 })
    expect(look(s, 's1').prompt).toMatchObject({ type: 'floor', pick: 3 })
    expect(look(s, 's2').prompt).toMatchObject({ type: 'floor', pick: null })
    expect(look(s, 's2').progress).toEqual({ done: 1, of: 8, waiting: null })
    expect(JSON.stringify(look(s, 's2'))).not.toContain('"picks"')
    // Day 2 has three floors: the fourth is closed.
    refused(nextFloorChoice(s), 's2', { type: 'floor', floor: 4 }, 'bad_floor')
    expect(cops.legalActions(s, 's1')).toEqual([1, 2, 4].map((floor) => ({ type: 'floor', floor })))
  })

  it('ends as soon as everyone has chosen', () => {
    const s = floors(riggedGame(EIGHT), [['s1', 's2', 's3', 's4'], ['s5', 's6'], ['s7'], ['s8']])
    expect(s.phase).toBe('action')
    expect(s.days[0]!.placement).toEqual({ s1: 1, s2: 1, s3: 1, s4: 1, s5: 2, s6: 2, s7: 3, s8: 4 })
    expect(s.days[0]!.placedAtRandom).toEqual([])
  })

  it('puts whoever has not chosen by the deadline on a random floor, the same for the same seed', () => {
    const run = (seed: number) => {
      let s = riggedGame(EIGHT, {}, seed, 0)
      s = play(s, 's1', { type: 'floor', floor: 2 }, 10)
      s = cops.advance(s, 45_000)
      expect(s.phase).toBe('action')
      return s.days[0]!
    }
    const a = run(3)
    expect(a.placement.s1).toBe(2)
    expect(a.placedAtRandom).toEqual(['s2', 's3', 's4', 's5', 's6', 's7', 's8'])
    for (const floor of Object.values(a.placement)) expect([1, 2, 3, 4]).toContain(floor)
    expect(run(3)).toEqual(a)
    const spreads = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(run(seed).placement)))
    expect(spreads.size).toBeGreaterThan(5)
  })

  it('shows each player the people on their own floor and how many wristbands – never whose', () => {
    const s = floors(riggedGame(EIGHT), [['s1', 's4', 's6', 's3'], ['s2', 's5'], ['s7'], ['s8']])
    // Floor 1: cop, bouncer (no wristband), visitor, V-Mann (wristbands).
    const v = look(s, 's6')
    expect(v.floor).toEqual({ day: 1, floor: 1, floors: 4, seats: ['s1', 's3', 's4', 's6'], people: 4, wristbands: 2, alone: false })
    expect(v.players.filter((p) => p.wristband !== null).map((p) => p.seat)).toEqual(['s6'])
    expect(look(s, 's2').floor).toMatchObject({ seats: ['s2', 's5'], people: 2, wristbands: 1 })
    expect(look(s, 's7').floor).toMatchObject({ seats: ['s7'], people: 1, wristbands: 1, alone: true })
    // Nothing about other floors, and nothing for spectators.
    expect(JSON.stringify(v.floor)).not.toContain('s2')
    expect(look(s, null).floor).toBeNull()
  })
})
