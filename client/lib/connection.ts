/**
 * One live connection to a room: partysocket underneath (or the in-page channel to a room on this
 * device, client/local-host), the latest `state` frame in a store, the seat token in localStorage.
 * Joins again after every reconnect; gives up only when the seat is lost (another tab took it, the
 * host removed us, the room is gone).
 */
import { createSignal } from 'solid-js'
import { createStore, reconcile } from 'solid-js/store'
import type { SeatId } from '../../shared/games'
import type { Notice } from '../../shared/notice'
import { applyStatePatch } from '../../shared/patch'
import { type ClientFrame, CLOSE, type ErrorCode, RESUME_PARAMS, type ServerFrame, readServerFrame } from '../../shared/protocol'
import { type LinkStatus, type LostSeat, Refused, type RoomLink, type RoomState } from './room-link'
import { ClockSync } from './clock'
import { watchLiveness } from './liveness'
import { type RoomSocket, type RoomTransport, serverTransport } from './room-transport'
import { say } from './i18n'
import { newId } from './ids'
import { forgetSeat, heldSeats, recentRoom, seatToken, switchCode } from './storage'
import { toast } from './toasts'

/**
 * Waits before each attempt to reconnect after a connection closed, the last one repeated: the
 * first at once, then longer, each stretched or shrunk by up to a quarter so a room's phones do not
 * all knock at the same moment after a server restart.
 */
export const RETRY_DELAYS_MS = [0, 1_000, 2_000, 4_000, 8_000] as const

export { type LinkStatus, type LostSeat, Refused, type RoomLink, type RoomState } from './room-link'

const LOST_CODES: ReadonlySet<ErrorCode> = new Set(['replaced', 'moved', 'bad_rejoin', 'rejoin_locked', 'kicked', 'left', 'unknown_room', 'room_ended'])

/** Tells the person the name a seat just taken appears under, when the room did not keep the one typed. */
function tellRenamed(name: string | undefined): void {
  if (name !== undefined) toast(() => say({ key: 'ui.join.renamed', params: { name } }), 'info')
}

/**
 * Opens the connection to room `code` and joins under `name` (or as a spectator). With `switchTo`
 * (a seat's switch code typed on this device) it takes that seat over from the device it was on.
 * A `table` connection (the shared screen in the middle of the table) joins as the table screen, a
 * seat of its own kind that only watches; it keeps its own token, so it never takes the seat this
 * device plays on (the host often opens the table screen in another tab of the same browser), and
 * it is not offered as the way back into the room.
 * `transport` says how the room is reached: the server (by default) or this device (client/local-host).
 */
export function connectRoom(code: string, name: string, spectate = false, switchTo?: string, table = false, transport = serverTransport): RoomLink {
  /** Where this connection's seat token is kept. */
  const slot = table ? `${code}:table` : code
  const [status, setStatus] = createSignal<LinkStatus>('connecting')
  const [lost, setLost] = createSignal<LostSeat | null>(null)
  const [down, setDown] = createSignal(false)
  const [shownSwitch, setShownSwitch] = createSignal<{ seat: SeatId; code: string; at: number } | null>(null)
  const [more, setMore] = createSignal<SeatId[]>(table ? [] : heldSeats.get(code).map((s) => s.seat))
  const [addedAs, setAddedAs] = createSignal<string | null>(null)
  /** Used for the first join only: after its welcome the seat's token is on this device. */
  let pendingSwitch = switchTo
  const [state, setState] = createStore<{ current: RoomState | null }>({ current: null })
  const clock = new ClockSync()
  /** The latest state as plain data: the base the next patch applies to. */
  let held: RoomState | null = null
  /**
   * Sent frames waiting for their answer, by id. After a reconnect they are sent again with the
   * same id: the room applies an id once and acknowledges a repeat, so nothing lands twice.
   */
  const awaiting = new Map<string, { frame: ClientFrame; quiet: boolean; resolve(): void; reject(error: Refused): void }>()

  /**
   * The further seats of a phone passed round whose join went out on this connection and is not
   * answered yet, in the order sent: the room answers a socket's frames in order, so a refusal of
   * such a join is the first of them.
   */
  let rejoining: SeatId[] = []

  /** The token the socket's address names, for the attempt under way (the room seats it as it opens). */
  let tokenInAddress: string | null = null
  const socket = transport.open(code, (): Record<string, string> => {
    tokenInAddress = pendingSwitch === undefined ? seatToken.get(slot) : null
    if (!tokenInAddress) return {}
    const params: Record<string, string> = { [RESUME_PARAMS.name]: name, [RESUME_PARAMS.token]: tokenInAddress }
    if (table) params[RESUME_PARAMS.table] = '1'
    return params
  })
  let attempts = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  /** Pings, and connects afresh when the connection cannot be trusted (client/lib/liveness.ts). */
  const liveness = watchLiveness({
    over: () => lost() !== null || closed,
    socketOpen: () => socket.readyState === WebSocket.OPEN,
    seated: () => status() === 'open',
    sendPing: () => send({ type: 'ping' }),
    connectAfresh() {
      clearTimeout(retryTimer)
      attempts = 0
      socket.reconnect()
    },
  })

  function send(frame: ClientFrame): boolean {
    if (socket.readyState !== WebSocket.OPEN) return false
    socket.send(JSON.stringify(frame))
    return true
  }

  function join(): void {
    const token = pendingSwitch === undefined ? seatToken.get(slot) : null
    // Seated already when the address named this seat: a join frame would only cost a second answer.
    if (!token || token !== tokenInAddress) {
      const frame: Extract<ClientFrame, { type: 'join' }> = token ? { type: 'join', name, token } : { type: 'join', name }
      if (pendingSwitch !== undefined) frame.rejoin = pendingSwitch
      // With its token too: a table screen whose seat was dropped while it was off comes back as one.
      else if (table) frame.table = true
      else if (!token && spectate) frame.spectate = true
      send(frame)
    }
    // The further seats of a phone passed round come back with it, each by its token.
    rejoining = []
    if (token && !table) for (const held of heldSeats.get(code)) if (send({ type: 'join', name, token: held.token, also: true })) rejoining.push(held.seat)
    for (const pending of awaiting.values()) send(pending.frame)
    liveness.ping()
  }

  /** Sends a frame that the room answers with `ack` or `error` for its id. */
  function request(frame: Extract<ClientFrame, { id: string }>, quiet = false): Promise<void> {
    if (!send(frame)) {
      const notice: Notice = { key: 'ui.conn.not_sent' }
      if (!quiet) toast(() => say(notice))
      const refused = Promise.reject(new Refused('not_connected', notice))
      refused.catch(() => {})
      return refused
    }
    const answered = new Promise<void>((resolve, reject) => awaiting.set(frame.id, { frame, quiet, resolve, reject }))
    // Most taps do not wait for the answer; the toast has told the player already, so an
    // unawaited refusal is not an error of the page.
    answered.catch(() => {})
    return answered
  }

  /** The seat is lost: another tab took it (still this device's), or it, or the room, is gone. */
  function lose(why: LostSeat['code'], notice: Notice): void {
    if (why !== 'replaced') {
      if (table) seatToken.set(slot, null)
      else forgetSeat(code)
    }
    dropAwaiting()
    setLost({ code: why, notice })
    setStatus('lost')
    socket.close()
  }

  /** Keeps only the further seats that pass `keep`: the others are no longer this phone's. */
  function keepHeld(keep: (seat: SeatId) => boolean): void {
    const stored = heldSeats.get(code)
    const kept = stored.filter((s) => keep(s.seat))
    if (kept.length === stored.length) return
    heldSeats.set(code, kept)
    setMore(kept.map((s) => s.seat))
  }

  function dropAwaiting(): void {
    for (const pending of awaiting.values()) pending.reject(new Refused('not_connected', { key: 'ui.conn.not_sent' }))
    awaiting.clear()
  }

  /** Shows a new state; `clockRead` when its frame told the game clock (a patch may not). */
  function show(next: RoomState, clockRead: boolean): void {
    held = next
    // A further seat the host removed, or that moved to a phone of its own, is no longer this device's.
    if (!table) keepHeld((held) => next.room.seats.some((seat) => seat.id === held) && !next.room.moved.includes(held))
    if (clockRead) clock.fromState(next.now, Date.now())
    // The store takes ownership of what it is given and edits it in place later; `held` must stay
    // as the server sent it, so the store gets its own copy.
    setState('current', reconcile(structuredClone(next), { key: 'id', merge: true }))
    setStatus('open')
  }

  function onFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'welcome':
        if (frame.also) {
          const added = !rejoining.includes(frame.seat)
          rejoining = rejoining.filter((seat) => seat !== frame.seat)
          if (table) return
          const others = heldSeats.get(code).filter((s) => s.seat !== frame.seat)
          heldSeats.set(code, [...others, { seat: frame.seat, token: frame.token }])
          setMore([...others.map((s) => s.seat), frame.seat])
          if (added) setAddedAs(frame.renamed ?? null)
          return
        }
        pendingSwitch = undefined
        seatToken.set(slot, frame.token)
        if (table) return
        if (frame.rejoin !== undefined) switchCode.set(code, frame.rejoin)
        tellRenamed(frame.renamed)
        if (!transport.local) recentRoom.set(code, Date.now())
        return
      case 'state':
        return show({ version: frame.version, now: frame.now, room: frame.room, you: frame.you, view: frame.view }, true)
      case 'patch': {
        if (!held) return void socket.reconnect()
        let next: RoomState
        try {
          next = { version: frame.version, now: frame.now ?? held.now, you: held.you, ...applyStatePatch(held, frame) }
        } catch {
          // Out of step with the server (cannot happen on one ordered socket): start afresh.
          held = null
          return void socket.reconnect()
        }
        return show(next, frame.now !== undefined)
      }
      case 'rejoin':
        // This seat's own new code (the room draws one when a game starts), or another seat's for the host.
        if (!table && frame.seat === state.current?.you) switchCode.set(code, frame.code)
        setShownSwitch({ seat: frame.seat, code: frame.code, at: Date.now() })
        return
      case 'pong': {
        const roundTrip = liveness.ponged()
        if (roundTrip !== null) clock.fromPong(frame.now, Date.now(), roundTrip)
        return
      }
      case 'ack':
        awaiting.get(frame.id)?.resolve()
        awaiting.delete(frame.id)
        return
      case 'error':
        if (LOST_CODES.has(frame.code)) return lose(frame.code as LostSeat['code'], frame.notice)
        // A further seat that moved to a phone of its own (or was removed) while this one was away:
        // it is no longer this phone's, which is nothing to be warned of again at every reconnect.
        if (frame.id === undefined && frame.notice.key === 'error.seat_gone' && rejoining.length > 0) {
          const gone = rejoining.shift()
          return keepHeld((held) => held !== gone)
        }
        if (frame.id === undefined || !awaiting.get(frame.id)?.quiet) toast(() => say(frame.notice))
        if (frame.id !== undefined) {
          awaiting.get(frame.id)?.reject(new Refused(frame.code, frame.notice))
          awaiting.delete(frame.id)
        }
        return
      default:
        frame satisfies never
    }
  }

  socket.addEventListener('open', () => {
    liveness.attemptEnded()
    attempts = 0
    clearTimeout(retryTimer)
    setDown(false)
    join()
  })
  socket.addEventListener('close', (event: { code?: number }) => {
    liveness.attemptEnded()
    if (lost() || closed) return
    // A room on this device that cannot start (its record unreadable, say) says so by the close
    // alone; trying again would only fail again, behind a screen that blames the network.
    if (event.code === CLOSE.unknownRoom) return lose('unknown_room', { key: transport.local ? 'ui.local.unreadable' : 'error.unknown_room' })
    setStatus('connecting')
    setDown(true)
    retryLater()
  })

  /** The next attempt after a close: at once the first time, then after growing waits; none while the device is offline (`online` starts one). */
  function retryLater(): void {
    clearTimeout(retryTimer)
    if (navigator.onLine === false) return
    const wait = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)]! * (0.75 + Math.random() / 2)
    attempts++
    retryTimer = setTimeout(() => {
      // An attempt under way (a fresh connection after a wake-up) ends in open or close by itself.
      if (socket.readyState !== WebSocket.OPEN && socket.readyState !== WebSocket.CONNECTING) socket.reconnect()
    }, wait)
  }

  socket.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return
    let frame: ServerFrame
    try {
      frame = readServerFrame(event.data)
    } catch {
      return
    }
    onFrame(frame)
  })

  function close(): void {
    closed = true
    dropAwaiting()
    liveness.stop()
    clearTimeout(retryTimer)
    socket.close()
  }

  return {
    code,
    status,
    lost,
    down,
    state,
    clock,
    act(action, seat, options) {
      const room = state.current?.room
      const frame: Extract<ClientFrame, { type: 'act' }> = { type: 'act', id: newId(), action }
      if (room !== undefined) frame.stage = room.stage
      // Sent again after a lost network, the tap must not land in a game started meanwhile.
      if (room?.match != null) frame.match = room.match
      if (seat !== undefined) frame.seat = seat
      return request(frame, options?.quiet)
    },
    more,
    addedAs,
    addSeat(name) {
      if (!send({ type: 'join', name, also: true })) toast(() => say({ key: 'ui.conn.not_sent' }))
    },
    command(command) {
      return request({ type: 'lobby', id: newId(), command })
    },
    look(seat) {
      return request({ type: 'look', id: newId(), seat, stage: state.current?.room.stage ?? 0 })
    },
    shownSwitch,
    notMine() {
      forgetSeat(code)
      close()
    },
    retake() {
      setLost(null)
      setStatus('connecting')
      socket.reconnect()
    },
    leave() {
      if (!send({ type: 'lobby', id: newId(), command: { type: 'leave' } })) {
        toast(() => say({ key: 'ui.conn.not_sent' }))
        return false
      }
      seatToken.set(slot, null)
      if (!table) heldSeats.set(code, [])
      return true
    },
    close,
  }
}
