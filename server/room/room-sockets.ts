/**
 * The room's sockets: which seats each open connection holds, what each was sent last (the base
 * of its next patch), each one's rate bucket and wrong guesses, and sending the state to all of them. The room
 * (game-room.ts) decides what changes; this is where a change reaches the phones. Everything here
 * is a cache of the platform's connection list: the seats live in each connection's state (kept
 * across hibernation), the rest is rebuilt when memory is lost (then full frames, full buckets).
 */
import type * as Party from 'partykit/server'
import type { SeatId } from '../../shared/games'
import { CLOSE, type ErrorCode, type ServerFrame } from '../../shared/protocol'
import { type Conn, type ConnectionState, isSeated, send, sendOff } from './connection-frames'
import { CODE_MISSES_PER_SOCKET, type SocketMisses, TOKEN_MISSES_PER_SOCKET } from './guess-guard'
import { lookAt, seatsOf, viewingSeat, without } from './device-seats'
import { type Sent, stateFrames, viewCache } from './fan-out'
import { gameNow } from './game-clock'
import type { RoomProbe } from './probe'
import { type Bucket, type RateVerdict, newBucket, takeToken } from './rate-limit'
import { type Failure, type RoomRecord, fail, isFailure, roomInfo } from './room-record'

/** WebSocket's ready state for an open socket (WebSocket.OPEN, which Node's harness lacks). */
const OPEN = 1

export class RoomSockets {
  private readonly buckets = new Map<string, Bucket>()
  /** What each connection was sent last, the base of its next patch. Forgotten on hibernation: then full frames. */
  private readonly sent = new Map<string, Sent>()
  /** The current game state's views, shared by every frame built for it. */
  private readonly views = viewCache()
  /** The open connections as last listed by the platform (see `all`); null: list them again. */
  private listed: Conn[] | null = null

  constructor(
    private readonly room: Party.Room,
    private readonly probe: RoomProbe | null,
  ) {}

  /**
   * Every open connection. Listing them from the platform reads every socket's attachment anew (a
   * structured-clone read per socket, and a message needs the list five times: a fifth of its time
   * in the room), so the list is kept until a socket opens (`opened`) or closes. A socket closed in
   * the meantime, by the room or by its phone, is passed over by its ready state, as the platform's
   * listing would.
   */
  all(): Conn[] {
    if (!this.listed) {
      const listing = this.probe?.now() ?? 0
      this.listed = [...this.room.getConnections<ConnectionState>()]
      this.probe?.add('sockets', listing)
    }
    return this.listed.filter((connection) => connection.readyState === OPEN)
  }

  /** A socket opened: the next listing asks the platform. */
  opened(): void {
    this.listed = null
  }

  /** Takes a token from the connection's bucket: whether its frame is read, refused, or the socket closed. */
  admit(connection: Conn, wall: number): RateVerdict {
    let bucket = this.buckets.get(connection.id)
    if (!bucket) this.buckets.set(connection.id, (bucket = newBucket(wall)))
    return takeToken(bucket, wall)
  }

  /** Forgets a connection that closed. */
  closed(connection: Conn): void {
    this.listed = null
    this.buckets.delete(connection.id)
    this.sent.delete(connection.id)
  }

  /** Forgets what every socket was sent (the room ended). */
  reset(): void {
    this.sent.clear()
  }

  /** Seats with at least one open socket, leaving out a socket that is closing. */
  connectedSeats(closing?: string): Set<SeatId> {
    const seats = new Set<SeatId>()
    for (const connection of this.all()) {
      if (connection.id === closing) continue
      for (const seat of seatsOf(connection.state)) seats.add(seat)
    }
    return seats
  }

  /**
   * Seats a socket: `seat` as its own (from a full state), or with `also` as one more seat on a
   * device that already holds one, passed round the table.
   */
  seat(connection: Conn, seat: SeatId, also: boolean): void {
    const state = connection.state
    if (!also || !isSeated(state)) return this.hold(connection, { seat }, true)
    const more = [...(state.more ?? []).filter((s) => s !== seat), ...(seat === state.seat ? [] : [seat])]
    this.hold(connection, more.length ? { seat: state.seat, more } : { seat: state.seat }, false)
  }

  /** Gives a connection its seats (its first, and the further ones of a shared device); what else it remembers stays. */
  private hold(connection: Conn, seats: { seat: SeatId; more?: readonly SeatId[] }, fresh: boolean): void {
    const { seat: _seat, more: _more, ...kept } = connection.state ?? {}
    connection.setState({ ...kept, ...seats })
    // A new first seat (also a second join on this socket) starts from a full state.
    if (fresh) this.sent.delete(connection.id)
  }

  /**
   * One seat, one socket: the newest tab wins. Every other socket that holds `seat` as its own is
   * told why and closed: a seat `moved` with its switch code tells the device it left that it
   * moved, not that a tab took it. A shared device that holds it as a further seat just holds one
   * seat fewer.
   */
  takeOver(seat: SeatId, by: Conn, moved: boolean): void {
    const lost = moved ? ({ code: 'moved', notice: { key: 'error.moved' } } as const) : ({ code: 'replaced', notice: { key: 'error.replaced' } } as const)
    for (const other of this.all()) {
      if (other.id === by.id || !other.state) continue
      if (other.state.seat === seat) {
        send(other, { type: 'error', ...lost })
        other.setState(null)
        other.close(CLOSE.replaced, 'replaced')
      } else if (other.state.more?.includes(seat)) {
        other.setState(without(other.state, (s) => s === seat))
      }
    }
  }

  /** Sends a frame to the sockets that hold `seat` as their own (not to a shared device holding it as a further seat). */
  tellSeat(seat: SeatId, frame: ServerFrame): void {
    for (const socket of this.all()) if (socket.state?.seat === seat) send(socket, frame)
  }

  /**
   * Takes a seat that left from every socket: those holding it as their own are returned (they
   * hold nothing now; the caller answers and closes them), shared devices just lose it.
   */
  release(seat: SeatId): Conn[] {
    const own: Conn[] = []
    for (const socket of this.all()) {
      const state = socket.state
      if (state?.seat === seat) {
        socket.setState(null)
        own.push(socket)
      } else if (state?.more?.includes(seat)) socket.setState(without(state, (s) => s === seat))
    }
    return own
  }

  /** Adds to what a socket has sent wrong (kept in its state); closes a socket that keeps guessing. */
  countMisses(connection: Conn, more: SocketMisses): void {
    const state = connection.state ?? {}
    const misses = { codes: (state.misses?.codes ?? 0) + more.codes, tokens: (state.misses?.tokens ?? 0) + more.tokens }
    connection.setState({ ...state, misses })
    if (misses.codes >= CODE_MISSES_PER_SOCKET || misses.tokens >= TOKEN_MISSES_PER_SOCKET) connection.close(CLOSE.guessing, 'guessing')
  }

  /**
   * A device passed round: one of its players looks at their own card again (null: is done), and
   * the device is sent that seat's view, or the table's again. Refused: why; the device shows as before.
   */
  look(connection: Conn, record: RoomRecord, seat: SeatId | null, stage: number): Failure | null {
    const state = connection.state
    if (!isSeated(state)) return fail('not_joined', 'error.not_joined')
    const looking = lookAt(record, state, seat, stage)
    if (isFailure(looking)) return looking
    connection.setState(looking)
    this.broadcast(record)
    return null
  }

  /** Sends off the sockets of seats the record no longer has (kicked, or dropped while away). */
  closeRemovedSeats(record: RoomRecord): void {
    const gone = (seat: SeatId) => !record.seats.some((s) => s.id === seat)
    for (const connection of this.all()) {
      const state = connection.state
      if (!state?.seat) continue
      if (gone(state.seat)) sendOff(connection, 'kicked', CLOSE.kicked)
      // A shared device whose further seat was removed keeps its others.
      else if (state.more?.some(gone)) connection.setState(without(state, gone))
    }
  }

  /** Tells every socket, joined or not, why the room is over, and closes it. */
  sendOffAll(code: ErrorCode, close: number): void {
    for (const connection of this.all()) sendOff(connection, code, close)
    this.sent.clear()
  }

  /** Sends every joined connection its state or patch frame; unjoined sockets receive nothing. */
  broadcast(record: RoomRecord, closing?: string): void {
    const probe = this.probe
    const frameFor = stateFrames(record, roomInfo(record, this.connectedSeats(closing)), gameNow(record.clock, Date.now()), this.views)
    for (const connection of this.all()) {
      const state = connection.state
      if (!isSeated(state) || connection.id === closing) continue
      const viewing = probe?.now() ?? 0
      // A device passed round the table gets the view of the seat holding it now, and only that.
      const delivery = frameFor(state.seat, this.sent.get(connection.id), viewingSeat(record, state))
      probe?.add('views', viewing)
      if (!delivery) continue
      const sending = probe?.now() ?? 0
      connection.send(delivery.frame)
      probe?.add('send', sending)
      this.sent.set(connection.id, delivery.sent)
    }
  }
}
