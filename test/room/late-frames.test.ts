/**
 * Frames that arrive after a deadline has passed but before the alarm has ended the step, for
 * every registered game, on a controlled clock. The room brings the game up to the moment a frame
 * arrives before it judges the frame, so an action can never land in a step its sender never saw:
 * a late action for the old step is refused as `stale` (and the step the room moved on to is
 * stored and sent), a skip aimed at the old step is refused the same way, and a pause freezes the
 * step that is running now.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import type { CopsState } from '../../server/games/cops/state'
import { SCENARIO_TIMEOUT_MS, loopTimeout } from '../support/loop-timeout'
import { type RoomClient, fakeClock, readRecord, setClock, startedRoom } from '../support/room-harness'

afterEach(() => {
  vi.useRealTimers()
})

const cops = games.cops

/** Steps a test walks through at most, and how many late actions it wants to have sent. */
const STEPS = 8
const LATE_ACTIONS = 3

for (const def of Object.values(games)) {
  describe(`frames late for their step: ${def.id}`, { timeout: SCENARIO_TIMEOUT_MS }, () => {
    it('refuses an action for a step whose deadline passed before the alarm came, and stores and sends the step that is due', { timeout: loopTimeout(STEPS, 500) }, async () => {
      fakeClock()
      const { code, clients, host } = await startedRoom(def.id, def.players.min, null, 21)
      let late = 0
      for (let step = 0; step < STEPS && late < LATE_ACTIONS; step++) {
        const record = await readRecord(code)
        if (record.phase !== 'playing') break
        const state = record.match!.state
        const deadline = def.deadline(state)
        if (deadline === null) break
        const mover = clients.find((c) => def.legalActions(state, c.seat!).length > 0)
        if (!mover) {
          await host.accepted({ type: 'lobby', id: `skip-${step}`, command: { type: 'skip' } })
          continue
        }
        // Nothing paused: the game clock is the wall clock. The alarm has not run yet.
        const at = deadline + 1
        setClock(at)
        const id = `late-${step}`
        const reply = await mover.request({ type: 'act', id, stage: def.stage(state), action: def.legalActions(state, mover.seat!)[0] })
        expect(reply, `${mover.seat}'s action for stage ${def.stage(state)}`).toMatchObject({ type: 'error', id, code: 'stale' })
        const after = await readRecord(code)
        const due = def.advance(state, at)
        expect(def.stage(due)).toBeGreaterThan(def.stage(state))
        expect(after.match!.state, 'the stored game is the step that was due, without the late action').toEqual(due)
        expect(after.seen[mover.seat!] ?? []).not.toContain(id)
        // The sender has been told of the step it missed (the state went out before the refusal).
        expect(mover.latestState()!.room.stage).toBe(def.stage(due))
        late++
      }
      expect(late).toBe(LATE_ACTIONS)
    })

    it('refuses a skip aimed at a step whose deadline passed, instead of skipping the next one', async () => {
      fakeClock()
      const { code, host, record } = await startedRoom(def.id, def.players.min, null, 22)
      const state = record.match!.state
      const at = def.deadline(state)! + 1
      setClock(at)
      const reply = await host.request({ type: 'lobby', id: 'late-skip', command: { type: 'skip', stage: def.stage(state) } })
      expect(reply).toMatchObject({ type: 'error', code: 'stale' })
      expect((await readRecord(code)).match!.state).toEqual(def.advance(state, at))
      // Aimed at the step that runs now, it is applied.
      const now = def.advance(state, at)
      await host.accepted({ type: 'lobby', id: 'skip-now', command: { type: 'skip', stage: def.stage(now) } })
      expect((await readRecord(code)).match!.state).toEqual(def.skip(now, at))
    })

    it('pauses the step that is due, not the one whose deadline has passed', async () => {
      fakeClock()
      const { code, host, record } = await startedRoom(def.id, def.players.min, null, 23)
      const state = record.match!.state
      const at = def.deadline(state)! + 1
      setClock(at)
      await host.accepted({ type: 'lobby', id: 'late-pause', command: { type: 'pause' } })
      const paused = await readRecord(code)
      expect(paused.clock.pausedAt).toBe(at)
      expect(paused.match!.state).toEqual(def.advance(state, at))
    })
  })
}

/** Skips that reach a Cops vote from the start, at most. */
const SKIPS_TO_VOTE = 60

describe('frames late for their step: a Cops ballot after the vote closed', { timeout: SCENARIO_TIMEOUT_MS }, () => {
  /** Skips (as the host) until the game is in this phase. */
  async function skipTo(code: string, host: RoomClient, phase: CopsState['phase']): Promise<CopsState> {
    for (let i = 0; i < SKIPS_TO_VOTE; i++) {
      const state = (await readRecord(code)).match!.state as CopsState
      if (state.phase === phase) return state
      await host.accepted({ type: 'lobby', id: `to-${phase}-${i}`, command: { type: 'skip' } })
    }
    throw new Error(`never reached ${phase}`)
  }

  it('does not count a first-round ballot that arrives after the deadline in the runoff (A/B tie, the VIP not voting)', { timeout: loopTimeout(SKIPS_TO_VOTE, 100) }, async () => {
    fakeClock()
    const { code, clients, host } = await startedRoom('cops', 8, null, 5)
    const vote = await skipTo(code, host, 'vote')
    const living = vote.seats.filter((seat) => !vote.out.some((o) => o.seat === seat))
    const vip = living.find((seat) => vote.roles[seat] === 'vip')!
    const cop = living.find((seat) => vote.roles[seat] === 'cop')!
    const others = living.filter((seat) => seat !== vip && seat !== cop)
    expect(others.length).toBeGreaterThanOrEqual(6)
    const [a, b] = [others[0]!, others[1]!]
    // Three for A, three for B; the cop has not voted yet, the VIP does not vote at all.
    const ballots: [string, string][] = [[others[0]!, b], [others[1]!, a], [others[2]!, a], [others[3]!, a], [others[4]!, b], [others[5]!, b]]
    const phone = (seat: string) => clients.find((c) => c.seat === seat)!
    for (const [voter, target] of ballots) {
      await phone(voter).accepted({ type: 'act', id: `vote-${voter}`, stage: cops.stage(vote), action: { type: 'vote', target } })
    }
    const open = (await readRecord(code)).match!.state as CopsState
    expect(open.phase).toBe('vote')

    // The cop's ballot for A leaves the phone before the deadline and reaches the room just after it.
    const at = cops.deadline(open)! + 1
    setClock(at)
    const reply = await phone(cop).request({ type: 'act', id: 'late-ballot', stage: cops.stage(open), action: { type: 'vote', target: a } })
    expect(reply).toMatchObject({ type: 'error', code: 'stale' })
    const runoff = (await readRecord(code)).match!.state as CopsState
    expect(runoff.phase).toBe('runoff')
    expect(runoff.tied.slice().sort()).toEqual([a, b].sort())
    expect(runoff.ballots[cop], 'the cop holds a runoff ballot it never sent').toBeUndefined()
    expect(runoff).toEqual(cops.advance(open, at))
    // Every phone was told the runoff began.
    for (const client of clients) expect(client.latestState()!.room.stage).toBe(cops.stage(runoff))
  })
})
