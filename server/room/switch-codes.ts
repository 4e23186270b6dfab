/**
 * Issuing switch codes (shared/switch-code.ts has their format). A code is spent when it is used:
 * the seat gets a fresh one on its new device. A code the host was shown stays good only as long
 * as it can help someone whose phone died and no longer: it is drawn again when the game starts
 * and when the seat's own phone comes back.
 */
import { SWITCH_CODE_ALPHABET, SWITCH_CODE_LENGTH } from '../../shared/switch-code'
import { randomCode } from '../lib/random-code'
import type { RoomRecord, Seat } from './room-record'

/** A fresh switch code (crypto randomness, every letter equally likely). */
export function newSwitchCode(): string {
  return randomCode(SWITCH_CODE_ALPHABET, SWITCH_CODE_LENGTH)
}

/** The seat with a fresh code that nobody but its own device has seen. */
export function withFreshCode(seat: Seat, code: string): Seat {
  const { codeShown: _shown, ...rest } = seat
  return { ...rest, rejoin: code }
}

/**
 * The room with a fresh code for every seat whose code the host was shown (`codeShown`), so a code
 * shown in the lobby cannot move a seat once the cards are dealt. Returns the seats that changed,
 * whose own devices must be told their new code. The same record when none had been shown.
 */
export function redrawShownCodes(room: RoomRecord, fresh: () => string): { room: RoomRecord; changed: Seat[] } {
  if (!room.seats.some((s) => s.codeShown)) return { room, changed: [] }
  const changed: Seat[] = []
  const seats = room.seats.map((seat) => {
    if (!seat.codeShown) return seat
    const next = withFreshCode(seat, fresh())
    changed.push(next)
    return next
  })
  return { room: { ...room, seats }, changed }
}
