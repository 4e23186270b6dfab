import { describe, expect, it } from 'vitest'
import type { SeatId } from '../../../shared/games'
import type { CopsView } from '../../../shared/views/cops'
import { cops } from '../../../server/games/cops'
import { isAlive, isPolice } from '../../../server/games/cops/seats'
import type { CopsState } from '../../../server/games/cops/state'
import { banish, EIGHT, look, MODERATOR, play, refused, riggedGame, skipTo, toAction } from './helpers'
import { optionsFor, randomGame } from './random-play'

// s1, s2 cops; s3 V-Mann; s4 Türsteher; s5 VIP; s6, s7, s8 Besucher.

/** Every object in a view that carries a role or a wristband, with its path and the seat it is about. */
function disclosures(value: unknown, path = ''): { path: string; about: SeatId | undefined }[] {
  if (value === null || typeof value !== 'object') return []
  const found: { path: string; about: SeatId | undefined }[] = []
  const obj = value as Record<string, unknown>
  const tells = (obj.role !== undefined && obj.role !== null) || typeof obj.wristband === 'boolean'
  if (tells && !Array.isArray(value)) {
    // A notice's params name the seat as '#<seat>'.
    const about = (obj.seat ?? obj.target ?? obj.out ?? (typeof obj.player === 'string' ? obj.player.slice(1) : undefined)) as SeatId | undefined
    found.push({ path, about })
  }
  for (const [key, child] of Object.entries(obj)) found.push(...disclosures(child, `${path}.${key}`))
  return found
}

/** Checks one festival player's view: no other living player's role or wristband but what its own actions found. */
function expectNoLeak(state: CopsState, seat: SeatId, v: CopsView): void {
  for (const { path, about } of disclosures(v)) {
    if (path === '.me') continue
    expect(about, path).toBeDefined()
    if (about === seat || !isAlive(state, about!)) continue
    // The only other allowed place: this seat's own observation or reveal, and its line.
    expect(path, `${seat} sees ${about} at ${path}`).toMatch(/^\.reports\.\d+\.(result|lines\.\d+\.params)$/)
  }
  expect(v.insight).toBeNull()
  if (state.phase !== 'ended') expect(v.summary).toBeNull()
}

describe('what players see', () => {
  it('never shows a festival player another living player\'s role or wristband (random play, every step)', { timeout: 60_000 }, () => {
    let checked = 0
    for (let n = 8; n <= 16; n += 2) {
      for (let k = 0; k < 6; k++) {
        randomGame(n, optionsFor(n, k), 500 + k, (state) => {
          if (state.phase === 'ended') return
          for (const seat of state.seats) {
            if (isPolice(state, seat)) continue
            expectNoLeak(state, seat, look(state, seat))
            checked++
          }
        })
      }
    }
    expect(checked).toBeGreaterThan(10_000)
  })

  it('shows spectators no role at all before the end, and no floors, prompts or results', { timeout: 30_000 }, () => {
    for (let k = 0; k < 8; k++) {
      randomGame(10, { ...optionsFor(10, k), revealBanished: false }, 900 + k, (state) => {
        const v = look(state, null)
        if (state.phase !== 'ended') {
          expect(disclosures(v)).toEqual([])
          expect(v.summary).toBeNull()
        } else {
          expect(v.players.every((p) => p.role !== null)).toBe(true)
        }
        expect(v).toMatchObject({ viewer: 'spectator', me: null, prompt: null, floor: null, reports: [], notes: [], insight: null })
      })
    }
  })

  it('shows the moderator every role, every floor and every chosen action live', () => {
    let s = toAction(riggedGame(EIGHT), [['s1', 's6'], ['s2', 's3', 's4', 's5', 's7', 's8']])
    s = play(s, 's1', { type: 'search', target: 's6' })
    const v = look(s, MODERATOR)
    expect(v.viewer).toBe('moderator')
    expect(v.omniscient).toBe(true)
    expect(v.me).toBeNull()
    expect(v.players.map((p) => p.role)).toEqual(EIGHT)
    expect(v.insight?.planned).toEqual([{ type: 'search', by: 's1', target: 's6' }])
    expect(v.insight?.days[0]?.placement).toMatchObject({ s1: 1, s6: 1, s2: 2 })
  })

  it('shows each player their own marker count at any time, and never anyone else\'s', () => {
    let s = toAction(riggedGame(EIGHT), [['s1', 's6'], ['s2', 's3', 's4', 's5', 's7', 's8']])
    s = cops.skip(play(s, 's1', { type: 'search', target: 's6' }), 2)
    expect(look(s, 's6').me?.markers).toBe(1)
    for (const seat of ['s1', 's2', 's7']) {
      expect(look(s, seat).me?.markers).toBe(0)
      expect(JSON.stringify(look(s, seat))).not.toContain('"markers":1')
    }
  })
})

describe('players who are out', () => {
  /** s6 arrested on day 1, s7 banished on day 2. */
  function twoOut(revealBanished = false): CopsState {
    let s = toAction(riggedGame(EIGHT, { revealBanished }), [['s1', 's2', 's6'], ['s3', 's4', 's5', 's7', 's8']])
    s = play(play(s, 's1', { type: 'search', target: 's6' }), 's2', { type: 'search', target: 's6' })
    s = cops.skip(s, 2)
    return banish(s, 's7')
  }

  it('cannot act or vote and get no prompt, but keep their own reports and the public log', () => {
    let s = twoOut()
    for (const seat of ['s6', 's7']) {
      expect(cops.legalActions(s, seat)).toEqual([])
      refused(s, seat, { type: 'floor', floor: 1 }, 'out')
      const v = look(s, seat)
      expect(v.prompt).toBeNull()
      expect(v.me?.alive).toBe(false)
      expect(v.log).toEqual(look(s, null).log)
      expect(v.players.filter((p) => p.role !== null).map((p) => p.seat)).toEqual([seat])
      expect(v.insight).toBeNull()
    }
    expect(look(s, 's6').me).toMatchObject({ out: 'arrested', markers: 2 })
    expect(look(s, 's6').reports[0]).toMatchObject({ arrested: true })
    expect(look(s, 's7').me?.out).toBe('banished')
    s = skipTo(s, 'action')
    expect(look(s, 's6').floor).toBeNull()
    refused(s, 's6', { type: 'observe', target: 's1' }, 'out')
    s = skipTo(s, 'vote')
    refused(s, 's7', { type: 'vote', target: 's1' }, 'out')
    expect(s.days.at(-1)!.placement).not.toHaveProperty('s6')
  })

  it('keep their roles hidden until the end, unless banished roles are shown at once', () => {
    const hidden = twoOut(false)
    expect(look(hidden, 's1').players.find((p) => p.seat === 's7')?.role).toBeNull()
    expect(look(hidden, null).log.at(-1)).toMatchObject({ type: 'vote', out: 's7', role: null })
    const shown = twoOut(true)
    for (const viewer of [null, 's1', 's8']) {
      const v = look(shown, viewer)
      expect(v.players.find((p) => p.seat === 's7')).toMatchObject({ role: 'visitor', wristband: true })
      // The arrested player's role stays hidden all the same.
      expect(v.players.find((p) => p.seat === 's6')?.role).toBe(viewer === 's6' ? 'visitor' : null)
    }
    const entry = look(shown, null).log.at(-1)!
    expect(entry).toMatchObject({ type: 'vote', out: 's7', role: 'visitor' })
    expect(entry.lines.at(-1)).toEqual({ key: 'cops.log.role', params: { player: '#s7', role: '@cops.role.visitor' } })
  })
})
