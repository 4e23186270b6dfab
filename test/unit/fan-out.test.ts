/**
 * The fan-out's frames: a change that leaves the game as it was sends no view difference (the views
 * of that game state are reused, found equal by identity); a move sends each seat its own view, and
 * the views are what the engine gives that seat, never another's.
 */
import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import { type Sent, stateFrames, viewCache } from '../../server/room/fan-out'
import { applyAction, startMatch } from '../../server/room/match'
import { type Failure, type RoomRecord, createRoom, isFailure, roomInfo } from '../../server/room/room-record'

const SEATS = ['s1', 's2', 's3', 's4', 's5', 's6']

function ok(result: RoomRecord | Failure): RoomRecord {
  if (isFailure(result)) throw new Error(`refused: ${JSON.stringify(result)}`)
  return result
}

function started(): RoomRecord {
  const room = createRoom('ABCDEF', 'werwolf', 0, 'en')
  const seats = SEATS.map((id, i) => ({ id, name: `P${i + 1}`, token: `t${i + 1}`, kind: 'player' as const, ready: true, watchOnly: false }))
  return ok(startMatch({ ...room, seats, host: 's1', nextSeat: SEATS.length + 1 }, 11, 0))
}

/** The room's memory of views, as its sockets keep it from one change to the next. */
const views = viewCache()

/** Every seat's frame for this record, after what each was sent last. */
function fanOut(room: RoomRecord, last: Map<string, Sent>): Map<string, string | null> {
  const frameFor = stateFrames(room, roomInfo(room, new Set(SEATS)), 0, views)
  const frames = new Map<string, string | null>()
  for (const seat of SEATS) {
    const delivery = frameFor(seat, last.get(seat))
    frames.set(seat, delivery?.frame ?? null)
    if (delivery) last.set(seat, delivery.sent)
  }
  return frames
}

describe('the fan-out', () => {
  it('sends no view difference when the game state is the same, only the new version', () => {
    const room = started()
    const last = new Map<string, Sent>()
    for (const frame of fanOut(room, last).values()) expect(frame).toMatch(/^\{"type":"state"/)
    const viewsSent = new Map([...last].map(([seat, sent]) => [seat, sent.view]))
    // Somebody steps away: the room changes, the game does not.
    const away = { ...room, version: room.version + 1, hostAwaySince: 5 }
    for (const [seat, frame] of fanOut(away, last)) {
      expect(frame, seat).not.toBeNull()
      expect(JSON.parse(frame!).v, `${seat}: no view difference`).toBeUndefined()
      expect(last.get(seat)!.view, `${seat}: the same view object`).toBe(viewsSent.get(seat))
    }
  })

  it("gives each seat the engine's view of that seat after a move, and reuses none across seats", () => {
    const room = started()
    const last = new Map<string, Sent>()
    fanOut(room, last)
    const state = room.match!.state
    const seat = SEATS.find((s) => games.werwolf.legalActions(state, s).length > 0)!
    const moved = ok(applyAction(room, seat, { id: 'a1', action: games.werwolf.legalActions(state, seat)[0] }, 0))
    fanOut(moved, last)
    for (const s of SEATS) expect(last.get(s)!.view, s).toEqual(games.werwolf.view(moved.match!.state, s))
    const distinct = new Set(SEATS.map((s) => JSON.stringify(last.get(s)!.view)))
    expect(distinct.size, 'every player sees their own card').toBe(SEATS.length)
  })
})
