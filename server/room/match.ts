/**
 * Running the game inside the room: start, player actions, deadlines, skip, pause, the end and stopping early.
 * Pure functions over the room record; the engine sees only game time.
 */
import * as v from 'valibot'
import type { SeatId } from '../../shared/games'
import { isRejection } from '../games/contract'
import { gameNow, pause, resume, wallTime } from './game-clock'
import { hostHeir } from './host-heir'
import { dropAwaySeats, nextDrop } from './presence'
import { idleDeadline } from './room-lifetime'
import { dropOldMoves, nextMoveExpiry } from './seat-moves'
import {
  type Failure,
  HOST_AWAY_MS,
  type RoomRecord,
  SEEN_IDS_PER_SEAT,
  checkOptions,
  definitionOf,
  effectiveOptions,
  fail,
  isTableSeat,
  lobbyPlayers,
  seatById,
  withoutSeat,
} from './room-record'

/** Starts the game with the lobby's players and options. */
export function startMatch(room: RoomRecord, seed: number, wall: number): RoomRecord | Failure {
  if (room.phase !== 'lobby') return fail('wrong_phase', 'error.game_running')
  const check = checkOptions(room)
  if (!check.ok) return { failed: true, code: 'not_allowed', notice: check.reason }
  const def = definitionOf(room)
  const players = lobbyPlayers(room)
  const clock = { pausedTotal: 0, pausedAt: null }
  const memory = room.memory?.game === room.game ? room.memory.data : undefined
  const state = def.setup({ seats: players, options: effectiveOptions(room), seed, now: gameNow(clock, wall), lang: room.lang, memory })
  // withState counts the start as the next version: the game is known by it.
  return withState({ ...room, phase: 'playing', clock, seen: {}, match: { players, state, since: room.version + 1 } }, state)
}

/** The frame fields of a player's action. */
export interface ActRequest {
  id: string
  stage?: number | undefined
  match?: number | undefined
  action: unknown
}

/**
 * Applies a player's action: checks phase, pause, stage and schema, then asks the engine. The
 * stage is compared with the game as it is at this moment, every deadline that has passed applied
 * (the alarm may not have run yet), so an action never lands in a step its sender did not see.
 */
export function applyAction(room: RoomRecord, seat: SeatId, request: ActRequest, wall: number): RoomRecord | Failure {
  const match = room.match
  if (isTableSeat(room, seat)) return fail('table_seat', 'error.table_play')
  if (room.phase !== 'playing' || !match) return fail('wrong_phase', 'error.game_not_running')
  if (!match.players.includes(seat)) return fail('not_allowed', 'error.not_player')
  if (seatById(room, seat)?.confirming) return fail('not_allowed', 'error.confirm_seat')
  if (room.clock.pausedAt !== null) return fail('wrong_phase', 'error.paused')
  // A tap for an earlier game of this room (held back by a lost network) is as late as one for an earlier step.
  if (request.match !== undefined && match.since !== undefined && request.match !== match.since) return fail('stale', 'error.stale')
  const def = definitionOf(room)
  const now = gameNow(room.clock, wall)
  const state = def.advance(match.state, now)
  if (request.stage !== undefined && request.stage !== def.stage(state)) return fail('stale', 'error.stale')
  const parsed = v.safeParse(def.action, request.action)
  if (!parsed.success) return fail('bad_frame', 'error.bad_action')
  const next = def.act(state, seat, parsed.output, now)
  if (isRejection(next)) return { failed: true, code: 'rejected', notice: next.notice }
  return withState(rememberId(room, seat, request.id), next)
}

/** Whether this seat already sent a request with this id that was applied (a resend after a reconnect). */
export function alreadyApplied(room: RoomRecord, seat: SeatId, id: string): boolean {
  return room.seen[seat]?.includes(id) ?? false
}

/** The room with this seat's applied request id remembered, so the same request resent is answered, not applied again. */
export function rememberId(room: RoomRecord, seat: SeatId, id: string): RoomRecord {
  const seen = (room.seen[seat] ?? []).concat(id).slice(-SEEN_IDS_PER_SEAT)
  return { ...room, seen: { ...room.seen, [seat]: seen } }
}

/**
 * Applies everything due at this wall time: the game's deadlines, the host's absence, seats that
 * went away and stayed away (presence.ts), and notices of moved seats that have been up long enough.
 * Returns the same record when nothing is due, so a repeated or early alarm changes nothing.
 */
export function advanceRoom(room: RoomRecord, wall: number, connected: ReadonlySet<SeatId>): RoomRecord {
  let next = room
  if (next.phase === 'playing' && next.match && next.clock.pausedAt === null) {
    const state = definitionOf(next).advance(next.match.state, gameNow(next.clock, wall))
    if (state !== next.match.state) next = withState(next, state)
  }
  if (next.hostAwaySince !== null && wall >= next.hostAwaySince + HOST_AWAY_MS) next = passHost(next, connected)
  return dropOldMoves(dropAwaySeats(next, wall, connected), wall)
}

/**
 * Ends the current step now (host or moderator). Like an action, the skip is judged against the
 * game as it is at this moment; with `stage` it ends only that step and is refused as stale once
 * the game has moved past it, so a skip sent just before a deadline does not end the next step too.
 */
export function skipStep(room: RoomRecord, wall: number, stage?: number): RoomRecord | Failure {
  if (room.phase !== 'playing' || !room.match) return fail('wrong_phase', 'error.game_not_running')
  if (room.clock.pausedAt !== null) return fail('wrong_phase', 'error.paused')
  const def = definitionOf(room)
  const now = gameNow(room.clock, wall)
  const due = def.advance(room.match.state, now)
  if (stage !== undefined && stage !== def.stage(due)) return fail('stale', 'error.stale')
  const state = def.outcome(due) === null ? def.skip(due, now) : due
  return state === room.match.state ? room : withState(room, state)
}

/**
 * Ends every step that waits for nobody but players who left the room, as its deadline would: a
 * turn of theirs (Heimlich's, the VIP's decision) would keep the table waiting for its timer, or
 * without one for as long as a turn may last, for a move nobody can make. A step someone present
 * can still act in, or that waits for no one (its time runs), runs on as before. The same record
 * when nothing is to end.
 */
export function skipLeftSeats(room: RoomRecord, wall: number): RoomRecord {
  const match = room.match
  if (room.phase !== 'playing' || !match || room.clock.pausedAt !== null) return room
  const left = new Set(room.seats.filter((s) => s.left).map((s) => s.id))
  if (left.size === 0) return room
  const def = definitionOf(room)
  const now = gameNow(room.clock, wall)
  let state = def.advance(match.state, now)
  let skipped = 0
  // One turn after another may be a left seat's: at most one skip a player, then a real deadline.
  for (; skipped < match.players.length && def.outcome(state) === null; skipped++) {
    const waitingFor = match.players.filter((seat) => def.legalActions(state, seat).length > 0)
    if (waitingFor.length === 0 || waitingFor.some((seat) => !left.has(seat))) break
    state = def.skip(state, now)
  }
  return skipped === 0 ? room : withState(room, state)
}

export function pauseMatch(room: RoomRecord, wall: number): RoomRecord | Failure {
  if (room.phase !== 'playing') return fail('wrong_phase', 'error.game_not_running')
  if (room.clock.pausedAt !== null) return fail('wrong_phase', 'error.paused')
  return { ...room, clock: pause(room.clock, wall), version: room.version + 1 }
}

export function resumeMatch(room: RoomRecord, wall: number): RoomRecord | Failure {
  if (room.phase !== 'playing') return fail('wrong_phase', 'error.game_not_running')
  if (room.clock.pausedAt === null) return fail('wrong_phase', 'error.not_paused')
  return { ...room, clock: resume(room.clock, wall), version: room.version + 1 }
}

/** Back to the lobby after the end, with the same seats but those who left; those who waited to play now play. */
export function rematch(ended: RoomRecord): RoomRecord | Failure {
  if (ended.phase !== 'ended') return fail('wrong_phase', 'error.not_ended')
  return backToLobby(ended)
}

/**
 * Ends a running game at once (host): nobody wins and no card is turned over, since every screen
 * goes straight back to the lobby and an end screen would put everyone's secrets on every phone and
 * the TV. The game still leaves the room what it keeps for the next one (say, the pairs dealt).
 */
export function stopMatch(running: RoomRecord): RoomRecord | Failure {
  if (running.phase !== 'playing' || !running.match) return fail('wrong_phase', 'error.game_not_running')
  const def = definitionOf(running)
  const memory = def.memory ? { game: running.game, data: def.memory(running.match.state) } : running.memory
  return backToLobby({ ...running, memory })
}

/** The lobby with the same seats but those who left; those who waited to play now play, up to the game's maximum. */
function backToLobby(done: RoomRecord): RoomRecord {
  const room = done.seats.filter((s) => s.left).reduce((r, s) => withoutSeat(r, s.id), done)
  const max = definitionOf(room).players.max
  let players = 0
  const seats = room.seats.map((s) => {
    // The table screen stays what it is.
    if (s.kind === 'table') return { ...s, ready: false }
    const plays = !s.watchOnly && s.id !== room.moderator && players < max
    if (plays) players++
    return { ...s, kind: plays ? ('player' as const) : ('spectator' as const), ready: false }
  })
  return { ...room, phase: 'lobby', seats, match: null, seen: {}, clock: { pausedTotal: 0, pausedAt: null }, version: room.version + 1 }
}

/**
 * The next wall time something is due: the game's deadline, the host handover, dropping a seat
 * that went away, taking down a move's notice, or the end of a room nobody has been in for `idleMs`.
 */
export function nextAlarm(room: RoomRecord, idleMs: number): number | null {
  const times: number[] = []
  if (room.phase === 'playing' && room.match) {
    const deadline = definitionOf(room).deadline(room.match.state)
    const wall = deadline === null ? null : wallTime(room.clock, deadline)
    if (wall !== null) times.push(wall)
  }
  if (room.hostAwaySince !== null) times.push(room.hostAwaySince + HOST_AWAY_MS)
  const drop = nextDrop(room)
  if (drop !== null) times.push(drop)
  const moved = nextMoveExpiry(room)
  if (moved !== null) times.push(moved)
  const idle = idleDeadline(room, idleMs)
  if (idle !== null) times.push(idle)
  return times.length ? Math.min(...times) : null
}

/** Hands the host role to someone present (hostHeir): a player still in the game first. */
export function passHost(room: RoomRecord, connected: ReadonlySet<SeatId>): RoomRecord {
  const heir = hostHeir(room, room.host, connected)
  if (!heir || !connected.has(heir.id)) return room.hostAwaySince === null ? room : { ...room, hostAwaySince: null, version: room.version + 1 }
  return { ...room, host: heir.id, hostAwaySince: null, version: room.version + 1 }
}

/** Puts a new engine state in place and ends the match when the engine says it is over. */
function withState(room: RoomRecord, state: unknown): RoomRecord {
  const match = room.match ? { ...room.match, state } : null
  const def = definitionOf(room)
  const over = def.outcome(state) !== null
  // An ended game leaves the room what it wants to remember for the next one (say, the pairs dealt).
  const memory = over && def.memory ? { game: room.game, data: def.memory(state) } : room.memory
  return { ...room, match, phase: over ? 'ended' : room.phase, memory, version: room.version + 1 }
}
