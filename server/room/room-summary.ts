/**
 * What anyone holding a room's code may learn without joining (`GET /api/rooms/:code`, and the
 * room link's page): the game, the room's phase, and who plays. Names are public in the lobby and
 * to every spectator, so they are no more secret here; tokens, switch codes and roles never are.
 */
import type { RoomPhase } from '../../shared/protocol'
import { lobbyPlayers, type RoomRecord, seatById } from './room-record'

/** The room's public summary. */
export interface RoomSummary {
  game: string
  phase: RoomPhase
  /** How many play (or would, if the game started now): the players, without a moderator. */
  players: number
  /** Their names, in seat order. */
  names: string[]
}

/** The summary of a room. */
export function roomSummary(room: RoomRecord): RoomSummary {
  const players = lobbyPlayers(room)
  return { game: room.game, phase: room.phase, players: players.length, names: players.map((id) => seatById(room, id)?.name ?? '') }
}
