/**
 * Adding a game touches no room code: a toy game that only this test registers is created,
 * joined, started and played to its outcome through the real room — sockets, views, alarms and
 * all — by phones that act on what their own view offers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gameById, registerGame } from '../../server/games'
import { Dice } from '../support/random-play'
import { fakeClock, fireAlarm, readRecord, setClock, startedRoom } from '../support/room-harness'
import { manifest, toy } from '../toy/toy-game'

interface ToyView {
  phase: string
  stage: number
  deadline: number | null
  prompt: { targets: string[]; vote: string | null } | null
}

afterEach(() => {
  vi.useRealTimers()
})

describe('a game registered from outside the game folders', () => {
  it('plays to an outcome through the real room, by phones acting on their own views', { timeout: 60_000 }, async () => {
    if (!gameById(manifest.id)) registerGame(toy)
    fakeClock()
    const dice = new Dice(7)
    const players = 6
    const { code, clients } = await startedRoom(manifest.id, players)
    let votes = 0
    let alarms = 0
    for (let turn = 0; turn < 200; turn++) {
      const record = await readRecord(code)
      if (record.phase === 'ended') break
      // A phone with a prompt votes, as its owner would, for a name its screen offers; now and
      // then the table lets the time run out instead.
      const voters = clients.filter((c) => (c.latestState()?.view as ToyView | null)?.prompt?.vote === null)
      if (voters.length > 0 && dice.float() < 0.8) {
        const client = dice.pick(voters)
        const view = client.latestState()!.view as ToyView
        // The room sends everyone the new state before it acknowledges the vote.
        await client.accepted({ type: 'act', id: `v${turn}`, stage: view.stage, action: { type: 'vote', target: dice.pick(view.prompt!.targets) } })
        votes++
        continue
      }
      // Time runs to the deadline, and the room's alarm ends the step.
      const deadline = (clients[0]!.latestState()!.view as ToyView).deadline
      if (deadline === null) break
      setClock(deadline + 1)
      expect(await fireAlarm(code)).toBe(true)
      alarms++
    }
    const record = await readRecord(code)
    expect(record.phase).toBe('ended')
    const outcome = toy.outcome(record.match!.state as never)
    expect(outcome?.winners).toHaveLength(2)
    // Every phone sees the end, and the same two still in.
    for (const client of clients) {
      const view = client.latestState()!.view as ToyView & { players: { seat: string; alive: boolean }[] }
      expect(view.phase).toBe('ended')
      expect(view.players.filter((p) => p.alive).map((p) => p.seat)).toEqual(outcome!.winners)
    }
    expect(votes).toBeGreaterThan(0)
    expect(alarms).toBeGreaterThan(0)
    console.log(`toy game through the room: ${players} players, ${votes} votes, ${alarms} alarms, winners ${outcome!.winners.join(' ')}`)
  })
})
