import { describe, expect, it } from 'vitest'
import { cops } from '../../../server/games/cops'
import { EVENTS } from '../../../server/games/cops/events'
import type { CopsState } from '../../../server/games/cops/state'
import { EIGHT, floors, lastReport, look, nextFloorChoice, outSeats, play, readyAll, rigEvent, riggedGame, skipTo, toAction } from './helpers'

// s1, s2 cops; s3 V-Mann; s4 Türsteher; s5 VIP; s6, s7, s8 Besucher.

/** Day 1: s1 puts a marker on s6; then day 2's floor choice. */
function oneMarkerOnS6(): CopsState {
  let s = toAction(riggedGame(EIGHT), [['s1', 's6'], ['s2', 's3', 's4', 's5', 's7', 's8']])
  s = cops.skip(play(s, 's1', { type: 'search', target: 's6' }), 2)
  return nextFloorChoice(s)
}

describe('day 1', () => {
  it('has no event and no vote: floor choice, action, discussion, then day 2', () => {
    let s = riggedGame(EIGHT)
    const phases: string[] = [s.phase]
    while (s.day === 1) {
      s = cops.skip(s, 1)
      phases.push(s.phase)
    }
    expect(phases).toEqual(['floor', 'action', 'discussion', 'floor'])
    expect(s.day).toBe(2)
    expect(s.days[0]!.event).toBeNull()
    expect(s.log.filter((r) => r.type === 'event' || r.type === 'vote')).toEqual([])
  })

  it('moves on from the discussion to day 2 once everyone is ready', () => {
    let s = skipTo(riggedGame(EIGHT), 'discussion')
    expect(look(s, 's1').prompt).toEqual({ type: 'ready', prompt: { key: 'cops.prompt.readyNextDay' }, done: false })
    s = readyAll(s)
    expect(s).toMatchObject({ phase: 'floor', day: 2 })
  })
})

describe('events', () => {
  it('are a table of definitions: clear sight and the court order', () => {
    expect(EVENTS.map((e) => e.id)).toEqual(['clearSight', 'courtOrder'])
    expect(EVENTS.find((e) => e.id === 'clearSight')?.observeChance).toBe(1)
  })

  it('draw one card a day from day 2, shown to everyone until the day ends', () => {
    let s = floors(nextFloorChoice(riggedGame(EIGHT)), [['s1', 's2', 's3'], ['s4', 's5', 's6'], ['s7', 's8']])
    expect(s).toMatchObject({ phase: 'event', day: 2 })
    const event = s.days[1]!.event!
    expect(['clearSight', 'courtOrder']).toContain(event)
    for (const viewer of [null, 's1', 's6']) {
      const v = look(s, viewer)
      expect(v.event).toEqual({ day: 2, event, title: { key: `cops.event.${event}.title` }, text: { key: `cops.event.${event}.text` } })
      expect(v.log.at(-1)).toMatchObject({ type: 'event', day: 2, event })
    }
    expect(cops.deadline(s)).toBe(1 + 15_000)
    s = readyAll(s)
    expect(s.phase).toBe('action')
    expect(look(s, 's4').event?.event).toBe(event)
    s = skipTo(s, 'vote')
    expect(look(s, 's4').event?.event).toBe(event)
  })

  it('vary with the seed', () => {
    const drawn = new Set<string>()
    for (let seed = 0; seed < 20; seed++) drawn.add(skipTo(riggedGame(EIGHT, {}, seed), 'event').days[1]!.event!)
    expect([...drawn].sort()).toEqual(['clearSight', 'courtOrder'])
  })
})

describe('the court order', () => {
  it('takes a marker from a random player who carries one and tells only them', () => {
    let s = rigEvent(oneMarkerOnS6(), 'courtOrder')
    s = floors(s, [['s1', 's2', 's3'], ['s4', 's5', 's6'], ['s7', 's8']])
    expect(s.phase).toBe('event')
    expect(s.markers.s6).toBe(0)
    expect(s.days[1]!.markerLost).toBe('s6')
    expect(look(s, 's6').notes).toEqual([{ type: 'markerLost', day: 2, text: { key: 'cops.note.markerLost', params: { day: 2 } } }])
    expect(look(s, 's6').me?.markers).toBe(0)
    for (const other of ['s1', 's5', 's7']) expect(look(s, other).notes).toEqual([])
    expect(JSON.stringify(look(s, null))).not.toContain('markerLost')
  })

  it('saves a player from the arrest the next search would have brought', () => {
    let s = toAction(oneMarkerOnS6(), [['s2', 's6'], ['s1', 's3', 's4', 's5', 's7', 's8']], 'courtOrder')
    s = cops.skip(play(s, 's2', { type: 'search', target: 's6' }), 2)
    expect(outSeats(s)).toEqual([])
    expect(lastReport(s, 's6')).toMatchObject({ searched: true, markers: 1, arrested: false })
    // Without the court order, the same search arrests.
    let without = toAction(oneMarkerOnS6(), [['s2', 's6'], ['s1', 's3', 's4', 's5', 's7', 's8']], 'clearSight')
    without = cops.skip(play(without, 's2', { type: 'search', target: 's6' }), 2)
    expect(outSeats(without)).toEqual(['s6'])
  })

  it('has no effect when nobody carries a marker', () => {
    const s = toAction(nextFloorChoice(riggedGame(EIGHT)), [['s1', 's2', 's3'], ['s4', 's5', 's6'], ['s7', 's8']], 'courtOrder')
    expect(s.days[1]).toMatchObject({ event: 'courtOrder', markerLost: null })
    expect(s.markers).toEqual({})
    for (const seat of s.seats) expect(look(s, seat).notes).toEqual([])
  })

  it('counts only players still in the game', () => {
    // s6 is arrested on day 1 with two markers; s4 carries one: the court order can only hit s4.
    let s = toAction(riggedGame(EIGHT), [['s1', 's2', 's6', 's7'], ['s3', 's4', 's5', 's8']])
    s = play(play(s, 's1', { type: 'search', target: 's6' }), 's2', { type: 'search', target: 's6' })
    s = cops.skip(play(s, 's3', { type: 'search', target: 's4' }), 2)
    expect(outSeats(s)).toEqual(['s6'])
    s = toAction(nextFloorChoice(s), [['s1', 's2', 's3'], ['s4', 's5', 's7', 's8']], 'courtOrder')
    expect(s.days[1]!.markerLost).toBe('s4')
    expect(s.markers).toEqual({ s6: 2, s4: 0 })
  })
})
