/** The lobby and room-control commands: who may send each, and what it changes. */
import * as v from 'valibot'
import type { SeatId } from '../../shared/games'
import { isGameId } from '../games'
import type { LobbyCommand } from '../../shared/protocol'
import { assertNever } from './assert-never'
import { leaveRoom } from './leaving'
import { pauseMatch, rematch, resumeMatch, skipStep, startMatch, stopMatch } from './match'
import { type Failure, type RoomRecord, changedOptions, definitionOf, fail, isTableSeat, recommendedOptions, seatById, withoutSeat } from './room-record'

export interface CommandContext {
  /** Wall time now. */
  wall: number
  /** A fresh random seed, used when the command starts a game. */
  seed: number
  /** Seats with an open socket (who can take over as host); none when left out. */
  connected?: ReadonlySet<SeatId>
}

/**
 * Applies a command from a seat; returns the new record or why it was refused. The table screen's
 * seat may only leave: whatever else it sends is refused as `table_seat` (it never plays, leads or
 * moderates, even if a record said so).
 */
export function applyCommand(room: RoomRecord, actor: SeatId, command: LobbyCommand, ctx: CommandContext): RoomRecord | Failure {
  if (isTableSeat(room, actor) && command.type !== 'leave') return tableRefusal(command)
  const isHost = room.host === actor
  const isModerator = room.moderator === actor
  switch (command.type) {
    case 'ready': {
      if (room.phase !== 'lobby') return notInLobby(room)
      return updateSeat(room, actor, { ready: command.ready })
    }
    case 'skip':
      return isHost || isModerator ? skipStep(room, ctx.wall, command.stage) : fail('not_host', 'error.not_host')
    case 'leave':
      return leaveRoom(room, actor, ctx.wall, ctx.connected ?? new Set())
    case 'confirmSeat': {
      const seat = seatById(room, actor)
      if (!seat?.confirming) return room
      const { confirming: _said, ...confirmed } = seat
      return bump({ ...room, seats: room.seats.map((s) => (s.id === actor ? confirmed : s)) })
    }
    case 'rejoinCode':
      // A seat's own phone may always show its own code.
      if (command.seat === actor) return showCode(room, actor, true, ctx)
      return isHost ? showCode(room, command.seat, false, ctx) : fail('not_host', 'error.not_host')
    default:
      if (!isHost) return fail('not_host', 'error.not_host')
      return applyHostCommand(room, command, ctx)
  }
}

/** Why the table screen's seat may not send this command. */
function tableRefusal(command: LobbyCommand): Failure {
  switch (command.type) {
    case 'ready':
      return fail('table_seat', 'error.table_play')
    case 'rejoinCode':
      return fail('table_seat', 'error.table_switch')
    default:
      return fail('table_seat', 'error.table_host')
  }
}

/**
 * Shows a seat's switch code (game-room.ts answers with a `rejoin` frame). Its own phone may see
 * it any time. The host helps someone whose phone died: in the lobby with any seat's code, once a
 * game runs (or has just ended, its cards still dealt) only with the code of a seat whose phone is
 * gone (no open socket), so the host can never take over a seat from a phone that has it. A phone
 * that took the seat by its code and has not said it is that seat's person holds nothing of it
 * yet: the host may give the code again (its rightful owner was read the wrong one, or the wrong
 * person walked away without saying no). The code is marked as shown: a new one is drawn when the
 * game starts and when the seat's phone comes back.
 */
function showCode(room: RoomRecord, target: SeatId, own: boolean, ctx: CommandContext): RoomRecord | Failure {
  const seat = seatById(room, target)
  if (seat?.kind === 'table') return fail('table_seat', 'error.table_switch')
  if (seat?.rejoin === undefined || seat.left) return fail('not_allowed', 'error.unknown_seat')
  if (own || seat.codeShown) return room
  if (room.match && !seat.confirming && ctx.connected?.has(seat.id) !== false) return fail('seat_connected', 'error.seat_connected')
  return { ...room, seats: room.seats.map((s) => (s.id === seat.id ? { ...s, codeShown: true as const } : s)) }
}

function applyHostCommand(room: RoomRecord, command: LobbyCommand, ctx: CommandContext): RoomRecord | Failure {
  switch (command.type) {
    case 'options': {
      if (room.phase !== 'lobby') return notInLobby(room)
      if (command.options === null) return bump({ ...room, options: null })
      const parsed = v.safeParse(definitionOf(room).options.schema, command.options)
      if (!parsed.success) {
        // Which settings, by name: the schema's own messages are English, the notice is read in either language.
        const detail = [...new Set(parsed.issues.map((i) => v.getDotPath(i) ?? ''))].filter(Boolean).join(', ') || '—'
        return fail('bad_frame', 'error.bad_options', { detail })
      }
      // Only what differs from the recommendation is kept: the role counts the host left alone
      // follow the head count while people join and leave (a timer changed does not pin them).
      return bump({ ...room, options: changedOptions(recommendedOptions(room), parsed.output) })
    }
    case 'game': {
      if (room.phase !== 'lobby') return notInLobby(room)
      if (!isGameId(command.game)) return fail('bad_frame', 'error.unknown_game')
      return bump({ ...room, game: command.game, options: null })
    }
    case 'kick': {
      // The table screen may go (a screen nobody watches any more); it comes back by opening its link again.
      const seat = seatById(room, command.seat)
      if (!seat || seat.id === room.host) return fail('not_allowed', 'error.unknown_seat')
      // A seat in a running game cannot vanish: the game needs its player until the end.
      // Nor from the result on the end screen: the seat goes with the next round's lobby.
      if (room.match?.players.includes(seat.id) && room.phase !== 'lobby') return notInLobby(room)
      return bump(withoutSeat(room, seat.id))
    }
    case 'host': {
      const seat = seatById(room, command.seat)
      if (!seat) return fail('not_allowed', 'error.unknown_seat')
      if (seat.kind === 'table') return fail('table_seat', 'error.table_host')
      if (seat.left) return fail('not_allowed', 'error.host_left')
      // A phone passed round speaks as its first seat: a player added to it would hold controls nobody can reach.
      if (seat.device !== undefined) return fail('not_allowed', 'error.host_passed_phone')
      // A host who is not here starts the count after which the role passes on (noteHostAway).
      const away = ctx.connected !== undefined && !ctx.connected.has(seat.id)
      return bump({ ...room, host: seat.id, hostAwaySince: away ? ctx.wall : null })
    }
    case 'moderator': {
      if (command.seat !== null && isTableSeat(room, command.seat)) return fail('table_seat', 'error.table_moderator')
      if (room.phase !== 'lobby') return notInLobby(room)
      if (command.seat !== null && !seatById(room, command.seat)) return fail('not_allowed', 'error.unknown_seat')
      return bump({ ...room, moderator: command.seat })
    }
    case 'start':
      return startMatch(room, ctx.seed, ctx.wall)
    case 'pause':
      return pauseMatch(room, ctx.wall)
    case 'resume':
      return resumeMatch(room, ctx.wall)
    case 'rematch':
      return rematch(room)
    case 'stop':
      return stopMatch(room)
    case 'lang':
      if (room.phase !== 'lobby') return notInLobby(room)
      return room.lang === command.lang ? room : bump({ ...room, lang: command.lang })
    case 'ready':
    case 'skip':
    case 'leave':
    case 'rejoinCode':
    case 'confirmSeat':
      return fail('not_allowed', 'error.not_allowed')
    default:
      return assertNever(command)
  }
}

function updateSeat(room: RoomRecord, id: SeatId, patch: { ready: boolean }): RoomRecord | Failure {
  if (!seatById(room, id)) return fail('not_joined', 'error.not_joined')
  return bump({ ...room, seats: room.seats.map((s) => (s.id === id ? { ...s, ...patch } : s)) })
}

function bump(room: RoomRecord): RoomRecord {
  return { ...room, version: room.version + 1 }
}

/** The refusal of what only the lobby allows: while a game runs, or on its end screen. */
function notInLobby(room: RoomRecord): Failure {
  return room.phase === 'playing' ? fail('wrong_phase', 'error.game_running') : fail('wrong_phase', 'error.game_over')
}
