/**
 * The seats of a phone passed round, as the host arranges them in the lobby: in seat order (the
 * order the phone goes round), renamed, moved or removed. The room knows no "rename" or "move":
 * in the lobby a further seat is nothing but its name, so the seats from the first change on
 * leave and come back in the new order.
 */
import type { SeatInfo } from '../../../shared/protocol'
import type { RoomLink } from '../../lib/connection'

/** How long to wait for the room to show the new list (it normally takes one round trip). */
const SETTLE_MS = 10_000
/** Between two looks at whether it has. */
const LOOK_MS = 50

/** The further seats this device holds, in seat order. */
export function heldInOrder(link: RoomLink): SeatInfo[] {
  const more = new Set(link.more())
  return link.state.current?.room.seats.filter((s) => more.has(s.id)) ?? []
}

/** Resolves once `done` holds, or after SETTLE_MS (the list then shows whatever the room has). */
function until(done: () => boolean): Promise<void> {
  const given = Date.now() + SETTLE_MS
  return new Promise((resolve) => {
    const look = () => (done() || Date.now() > given ? resolve() : setTimeout(look, LOOK_MS))
    look()
  })
}

/** Makes the device's further seats read `wanted`, in this order; resolves once the room shows it. */
export async function arrangeSeats(link: RoomLink, wanted: readonly string[]): Promise<void> {
  const held = heldInOrder(link)
  let same = 0
  while (same < held.length && same < wanted.length && held[same]!.name === wanted[same]) same++
  const leaving = held.slice(same)
  // One after the other: the names come back only once their old seats are gone (names are unique).
  for (const seat of leaving) await link.command({ type: 'kick', seat: seat.id })
  for (const name of wanted.slice(same)) link.addSeat(name)
  await until(() => {
    const now = heldInOrder(link)
    return now.length === wanted.length && !now.some((s) => leaving.some((gone) => gone.id === s.id))
  })
}
