import { describe, expect, it } from 'vitest'
import { words } from '../../../server/games/words'
import { builtInPairs, ownId, parsePairLine } from '../../../server/games/words/pairs'
import { look, newGame, optionsFor, seatIds } from './helpers'

describe('the deal', () => {
  it('deals the recommended split: civilians, undercovers and the blanks asked for', () => {
    const s = newGame(11, { blanks: 2 })
    const roles = Object.values(s.roles)
    expect(roles.filter((r) => r === 'undercover')).toHaveLength(3)
    expect(roles.filter((r) => r === 'blank')).toHaveLength(2)
    expect(roles.filter((r) => r === 'civilian')).toHaveLength(6)
  })

  it('gives the civilians one word of a pair, the undercovers its partner and a blank no word', () => {
    const s = newGame(8, { blanks: 1 })
    for (const seat of s.seats) {
      const word = look(s, seat).me!.word
      if (s.roles[seat] === 'civilian') expect(word).toBe(s.pair.civilian.word)
      if (s.roles[seat] === 'undercover') expect(word).toBe(s.pair.undercover.word)
      if (s.roles[seat] === 'blank') expect(word).toBeNull()
    }
    const pair = builtInPairs('de', 'everyday').find((p) => p.id === s.pair.id)!
    expect([pair.sides[0].word, pair.sides[1].word].sort()).toEqual([s.pair.civilian.word, s.pair.undercover.word].sort())
  })

  it('decides anew at every deal which word of the pair goes to the civilians', () => {
    const first = new Map<string, Set<string>>()
    for (let seed = 1; seed <= 400; seed++) {
      const s = newGame(5, {}, seed)
      const sides = first.get(s.pair.id) ?? new Set<string>()
      sides.add(s.pair.civilian.word)
      first.set(s.pair.id, sides)
    }
    expect([...first.values()].some((sides) => sides.size === 2)).toBe(true)
  })

  it('shuffles the speaking order once at the deal and keeps it for the whole game', () => {
    const orders = new Set<string>()
    for (let seed = 1; seed <= 20; seed++) orders.add(newGame(6, {}, seed).order.join(','))
    expect(orders.size).toBeGreaterThan(10)
    const s = newGame(6, {}, 3)
    expect([...s.order].sort()).toEqual([...s.seats].sort())
  })

  it('tells nobody their side: a seat sees its word, never a role', () => {
    const s = newGame(7, { blanks: 1 })
    for (const seat of s.seats) {
      const v = look(s, seat)
      expect(v.me).toEqual({ seat, alive: true, word: v.me!.word })
      expect(v.players.every((p) => p.role === null)).toBe(true)
      expect(JSON.stringify(v)).not.toMatch(/"(civilian|undercover|blank)"/)
    }
  })

  it('deals from the room language, and from the German pairs when the room names none', () => {
    const seats = seatIds(5)
    const options = optionsFor(5)
    expect(words.setup({ seats, options, seed: 1, now: 0 }).pair.id).toMatch(/^de-e\d+$/)
    expect(words.setup({ seats, options, seed: 1, now: 0, lang: 'en' }).pair.id).toMatch(/^en-e\d+$/)
    expect(words.setup({ seats, options: optionsFor(5, { set: 'brutal' }), seed: 1, now: 0, lang: 'en' }).pair.id).toMatch(/^en-b\d+$/)
  })

  it('avoids the pairs dealt lately on the host device and in this room', () => {
    const all = builtInPairs('en', 'tricky').map((p) => p.id)
    const device = all.slice(0, 50)
    const room = all.slice(50, 89)
    for (let seed = 1; seed <= 30; seed++) {
      const s = words.setup({ seats: seatIds(5), options: optionsFor(5, { set: 'tricky', recent: device }), seed, now: 0, lang: 'en', memory: room })
      expect(s.pair.id).toBe(all[89])
      expect(s.pair.reshuffled).toBe(false)
    }
  })

  it('says so and starts the set over when every pair of it was dealt lately', () => {
    const all = builtInPairs('de', 'brutal').map((p) => p.id)
    const s = words.setup({ seats: seatIds(5), options: optionsFor(5, { set: 'brutal', recent: all }), seed: 4, now: 0 })
    expect(s.pair.reshuffled).toBe(true)
    expect(all).toContain(s.pair.id)
    expect(look(s, null).announcements.map((n) => n.key)).toContain('words.intro.reshuffled')
    // The room forgets this set's pairs but the one just dealt, so the next deal draws from the rest.
    expect(words.setup({ seats: seatIds(5), options: optionsFor(5, { set: 'brutal' }), seed: 4, now: 0, memory: s.recent }).pair.reshuffled).toBe(false)
  })

  it("says so when the set runs dry while some of the host's own pairs mixed in are left", () => {
    const all = builtInPairs('de', 'brutal').map((p) => p.id)
    const own = ['eins | zwei', 'drei | vier']
    for (let seed = 1; seed <= 20; seed++) {
      const s = words.setup({ seats: seatIds(5), options: optionsFor(5, { set: 'brutal', own, recent: all }), seed, now: 0 })
      expect(s.pair.reshuffled).toBe(true)
      expect(s.pair.forget).toEqual(all)
    }
  })

  it('tells the host device to forget the set it started over, and never deals the pair just played straight again', () => {
    const all = builtInPairs('de', 'brutal').map((p) => p.id)
    const other = builtInPairs('de', 'everyday').map((p) => p.id).slice(0, 5)
    // The device dealt every pair of the set, the last one most lately, and a few of another set.
    for (let seed = 1; seed <= 40; seed++) {
      const s = words.setup({ seats: seatIds(5), options: optionsFor(5, { set: 'brutal', recent: [...other, ...all] }), seed, now: 0 })
      expect(s.pair.reshuffled).toBe(true)
      expect(s.pair.id).not.toBe(all.at(-1))
      expect(s.pair.forget).toEqual(all)
    }
    // Not on a deal from a set that still has pairs left.
    expect(words.setup({ seats: seatIds(5), options: optionsFor(5, { set: 'brutal', recent: all.slice(1) }), seed: 1, now: 0 }).pair).not.toHaveProperty('forget')
  })

  it('remembers the last 300 pairs for the room, this deal last', () => {
    const memory = Array.from({ length: 300 }, (_, i) => `x-${i}`)
    const s = words.setup({ seats: seatIds(5), options: optionsFor(5), seed: 1, now: 0, memory })
    expect(s.recent).toHaveLength(300)
    expect(s.recent.at(-1)).toBe(s.pair.id)
    expect(s.recent[0]).toBe('x-1')
  })

  it("mixes the host's own pairs into the set, or deals only them", () => {
    const own = ['Ostsee, Baltic Sea | Nordsee, North Sea']
    const sides = parsePairLine(own[0]!)!
    const only = newGame(5, { set: 'own', own }, 9)
    expect(only.pair.id).toBe(ownId(sides))
    expect([only.pair.civilian.word, only.pair.undercover.word].sort()).toEqual(['Nordsee', 'Ostsee'])
    const dealt = new Set<string>()
    for (let seed = 1; seed <= 300; seed++) dealt.add(newGame(5, { own }, seed).pair.id)
    expect(dealt.has(ownId(sides))).toBe(true)
    expect([...dealt].some((id) => id.startsWith('de-e'))).toBe(true)
  })

  it('keeps neither the own pairs nor the recent list in the game once dealt', () => {
    const s = newGame(5, { own: ['eins | zwei'], recent: ['de-e1'] })
    expect(s.options).not.toHaveProperty('own')
    expect(s.options).not.toHaveProperty('recent')
  })
})
