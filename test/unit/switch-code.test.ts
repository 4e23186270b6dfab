/** Switch codes: long enough that guessing does not pay, easy to type, and counted when wrong. */
import { describe, expect, it } from 'vitest'
import {
  CODE_LOCK_MS,
  CODE_MISSES_PER_ADDRESS,
  CODE_MISSES_PER_ROOM,
  EMPTY_LEDGER,
  MISS_WINDOW_MS,
  codeLock,
  countCodeMiss,
} from '../../server/room/guess-guard'
import { newSwitchCode } from '../../server/room/switch-codes'
import { MAX_SWITCH_CODE_INPUT, SWITCH_CODE_ALPHABET, SWITCH_CODE_LENGTH, normaliseSwitchCode, switchCodeGroups } from '../../shared/switch-code'
import { ClientFrame } from '../../shared/protocol'
import * as v from 'valibot'

describe('switch codes', () => {
  it('have at least 40 bits, from an alphabet without look-alikes', () => {
    expect(SWITCH_CODE_LENGTH * Math.log2(SWITCH_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40)
    expect(SWITCH_CODE_ALPHABET).not.toMatch(/[01ILO]/)
    expect(new Set(SWITCH_CODE_ALPHABET).size).toBe(SWITCH_CODE_ALPHABET.length)
  })

  it('are drawn with every letter alike', () => {
    const counts = new Map<string, number>()
    const draws = 1_000
    for (let i = 0; i < draws; i++) {
      const code = newSwitchCode()
      expect(normaliseSwitchCode(code)).toBe(code)
      for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1)
    }
    const expected = (draws * SWITCH_CODE_LENGTH) / SWITCH_CODE_ALPHABET.length
    expect(counts.size).toBe(SWITCH_CODE_ALPHABET.length)
    // 9,000 letters: each count lies within 25 % of its expectation far beyond any chance of failing.
    for (const n of counts.values()) expect(Math.abs(n - expected)).toBeLessThan(expected * 0.25)
  })

  it('read as typed: any case, with spaces and dashes, and nothing that cannot be one', () => {
    expect(normaliseSwitchCode('k7q-x2m 9pd')).toBe('K7QX2M9PD')
    expect(normaliseSwitchCode(' K7Q X2M 9PD ')).toBe('K7QX2M9PD')
    expect(normaliseSwitchCode('K7QX2M9P')).toBeNull()
    expect(normaliseSwitchCode('K7QX2M9PDD')).toBeNull()
    expect(normaliseSwitchCode('K7QX2M9P0')).toBeNull()
    expect(switchCodeGroups('K7QX2M9PD')).toEqual(['K7Q', 'X2M', '9PD'])
  })

  it('fit the join frame when typed with separators, and nothing much longer does', () => {
    const join = (rejoin: string) => v.safeParse(ClientFrame, { type: 'join', name: 'x', rejoin }).success
    expect(join(' k7q - x2m - 9pd ')).toBe(true)
    expect(join('A'.repeat(MAX_SWITCH_CODE_INPUT + 1))).toBe(false)
  })
})

describe('counting wrong codes', () => {
  it(`locks an address at its ${CODE_MISSES_PER_ADDRESS}th miss in a minute, for ${CODE_LOCK_MS / 60_000} minutes`, () => {
    let ledger = EMPTY_LEDGER
    for (let i = 0; i < CODE_MISSES_PER_ADDRESS - 1; i++) ledger = countCodeMiss(ledger, 'a', 1_000 + i)
    expect(codeLock(ledger, 'a', 2_000)).toBeNull()
    ledger = countCodeMiss(ledger, 'a', 2_000)
    expect(codeLock(ledger, 'a', 2_000)).toMatchObject({ code: 'rejoin_locked', notice: { key: 'error.rejoin_locked', params: { minutes: 5 } } })
    expect(codeLock(ledger, 'b', 2_000)).toBeNull()
    expect(codeLock(ledger, 'a', 2_000 + CODE_LOCK_MS - 1)).not.toBeNull()
    expect(codeLock(ledger, 'a', 2_000 + CODE_LOCK_MS)).toBeNull()
  })

  it('starts a new count every minute', () => {
    let ledger = EMPTY_LEDGER
    for (let minute = 0; minute < 5; minute++) {
      for (let i = 0; i < CODE_MISSES_PER_ADDRESS - 1; i++) ledger = countCodeMiss(ledger, 'a', minute * MISS_WINDOW_MS + i)
    }
    expect(codeLock(ledger, 'a', 5 * MISS_WINDOW_MS)).toBeNull()
  })

  it(`locks the room at its ${CODE_MISSES_PER_ROOM}th miss in a minute from everywhere`, () => {
    let ledger = EMPTY_LEDGER
    for (let i = 0; i < CODE_MISSES_PER_ROOM; i++) ledger = countCodeMiss(ledger, `address ${i}`, 10 + i)
    expect(codeLock(ledger, 'anyone', 100)).toMatchObject({ notice: { key: 'error.rejoin_locked_room' } })
  })
})
