/**
 * JSON differences (shared/patch.ts): applying the difference of two values to the first gives the
 * second, for random values and for the views real games produce, and leaves the first untouched.
 */
import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import { applyPatch, diff, type Patch } from '../../shared/patch'
import { loopTimeout } from '../support/loop-timeout'
import { Dice, playRandomGame, seatIds } from '../support/random-play'

/** Random value pairs the round-trip test diffs and patches (five times as many in the soak run). */
const VALUE_PAIRS = process.env.SOAK ? 25_000 : 5_000
/** Random games per title whose views are carried by patches (three times as many in the soak run). */
const GAMES_PER_TITLE = process.env.SOAK ? 9 : 3

/** What a value is on the wire. */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

/** A random JSON value of bounded depth. */
function randomValue(dice: Dice, depth: number): unknown {
  const kind = dice.int(depth > 0 ? 8 : 5)
  switch (kind) {
    case 0: return null
    case 1: return dice.float() < 0.5
    case 2: return dice.int(5)
    case 3: return ['a', 'b', 'ü', '', 'a/b', '~1'][dice.int(6)]
    case 4: return dice.int(3) === 0 ? undefined : dice.int(100) / 7
    case 5:
    case 6: return Object.fromEntries(Array.from({ length: dice.int(5) }, () => [['x', 'y', 'z', 'w', '__proto__', 'a/b', '~0', ''][dice.int(8)], randomValue(dice, depth - 1)]))
    default: return Array.from({ length: dice.int(5) }, () => randomValue(dice, depth - 1))
  }
}

/** A random change of a value: some parts kept, some replaced, arrays grown or shrunk. */
function mutate(dice: Dice, value: unknown, depth: number): unknown {
  if (dice.float() < 0.15) return randomValue(dice, depth)
  if (Array.isArray(value)) {
    const items = value.map((item) => (dice.float() < 0.3 ? mutate(dice, item, depth - 1) : item))
    const roll = dice.float()
    if (roll < 0.3) items.push(...Array.from({ length: 1 + dice.int(3) }, () => randomValue(dice, depth - 1)))
    else if (roll < 0.4) items.length = dice.int(items.length + 1)
    else if (roll < 0.75 && items.length > 0) items.splice(dice.int(items.length), 1 + dice.int(2))
    return items
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = { ...value }
    for (const key of Object.keys(copy)) {
      const roll = dice.float()
      if (roll < 0.2) delete copy[key]
      else if (roll < 0.4) copy[key] = undefined
      else if (roll < 0.7) copy[key] = mutate(dice, copy[key], depth - 1)
    }
    if (dice.float() < 0.3) copy[['x', 'y', 'v'][dice.int(3)]!] = randomValue(dice, depth - 1)
    return copy
  }
  return value
}

describe('JSON differences', () => {
  it('turns any value into any other, leaving the first as it was', { timeout: loopTimeout(VALUE_PAIRS, 1) }, () => {
    const dice = new Dice(42)
    const kinds = { '=': 0, '-': 0, '+': 0, x: 0 }
    for (let i = 0; i < VALUE_PAIRS; i++) {
      const before = json(randomValue(dice, 4) ?? null)
      const after = mutate(dice, before, 4) ?? null
      const frozen = JSON.stringify(before)
      const patch = diff(before, after)
      for (const [kind] of patch) kinds[kind]++
      // Through the wire, as the client gets it.
      const patched = applyPatch(before, json(patch) as Patch)
      expect(patched).toEqual(json(after))
      expect(JSON.stringify(before)).toBe(frozen)
    }
    // The random changes reach every kind of operation, nested as well as at the top.
    expect(Math.min(...Object.values(kinds))).toBeGreaterThan(50)
  })

  it('is empty for equal values, also when one has undefined properties', () => {
    expect(diff({ a: 1, b: [1, { c: 2 }] }, { a: 1, b: [1, { c: 2 }] })).toEqual([])
    expect(diff({ a: 1 }, { a: 1, b: undefined })).toEqual([])
  })

  it('appends to a growing list instead of sending it again', () => {
    const before = { log: [{ day: 1 }, { day: 2 }], round: 1 }
    const after = { log: [{ day: 1 }, { day: 2 }, { day: 3 }], round: 2 }
    expect(diff(before, after)).toEqual([['+', '/log', [{ day: 3 }]], ['=', '/round', 2]])
  })

  it('says which names left a list instead of sending the rest again', () => {
    const before = { waiting: ['s1', 's2', 's3', 's4', 's5'], done: 0 }
    const after = { waiting: ['s1', 's3', 's5'], done: 2 }
    expect(diff(before, after)).toEqual([['x', '/waiting', [1, 3]], ['=', '/done', 2]])
    expect(applyPatch(before, diff(before, after))).toEqual(after)
    // Lists of objects, or lists that lost many items, are sent whole.
    expect(diff({ a: [{ s: 1 }, { s: 2 }] }, { a: [{ s: 2 }] })).toEqual([['=', '/a', [{ s: 2 }]]])
    expect(diff({ a: [1, 2, 3, 4, 5, 6] }, { a: [6] })).toEqual([['=', '/a', [6]]])
  })

  it('writes paths as JSON Pointers, escaping ~ and / in keys', () => {
    const before = { 'a/b': { '~x': 1 }, list: [0, { y: 1 }] }
    const after = { 'a/b': { '~x': 2 }, list: [0, { y: 2 }] }
    const patch = diff(before, after)
    expect(patch).toEqual([['=', '/a~1b/~0x', 2], ['=', '/list/1/y', 2]])
    expect(applyPatch(before, patch)).toEqual(after)
    expect(diff(1, 2)).toEqual([['=', '', 2]])
  })

  it('keeps a property named __proto__ as plain data', () => {
    const patched = applyPatch<Record<string, unknown>>({}, json([['=', '/__proto__', { polluted: true }]]) as Patch)
    expect(Object.keys(patched)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(patched)).toBe(Object.prototype)
  })

  it('refuses a patch that does not fit', () => {
    expect(() => applyPatch({ a: 1 }, [['=', '/a/b', 2]])).toThrow()
    expect(() => applyPatch({ a: 1 }, [['+', '/a', [2]]])).toThrow()
    expect(() => applyPatch({ a: [1] }, [['x', '/a', [1]]])).toThrow()
    expect(() => applyPatch({ a: 1 }, [['x', '/a', [0]]])).toThrow()
    expect(() => applyPatch({ a: 1 }, [['=', 'a', 2]])).toThrow()
  })

  for (const def of Object.values(games)) {
    it(`carries every view of random ${def.id} games from one step to the next, in far fewer bytes`, { timeout: loopTimeout(GAMES_PER_TITLE, 1_000) }, () => {
      let views = 0
      let fullBytes = 0
      let patchBytes = 0
      for (let seed = 1; seed <= GAMES_PER_TITLE; seed++) {
        const players = def.players.min + ((seed * 3) % (def.players.max - def.players.min + 1))
        const viewers = [...seatIds(players), null]
        const last = new Map<unknown, unknown>()
        playRandomGame(def, { players, options: def.options.defaults(players), seed }, (state) => {
          for (const viewer of viewers) {
            const view = json(def.view(state, viewer))
            if (last.has(viewer)) {
              const patch = diff(last.get(viewer), view)
              expect(applyPatch(last.get(viewer), json(patch) as Patch)).toEqual(view)
              patchBytes += JSON.stringify(patch).length
              fullBytes += JSON.stringify(view).length
              views++
            }
            last.set(viewer, view)
          }
        })
      }
      console.log(`patch ${def.id}: ${views} views, full ${(fullBytes / views).toFixed(0)} B, difference ${(patchBytes / views).toFixed(0)} B on average`)
      expect(views).toBeGreaterThan(500)
      expect(patchBytes * 5).toBeLessThan(fullBytes)
    })
  }
})
