/**
 * Hostile input, for every registered game, through real sockets into the room: broken JSON,
 * wrong types, huge strings and arrays, deep nesting, prototype keys, bad numbers, other seats'
 * moves, replayed and stale action ids, moves of the previous step, moves while paused, lobby
 * commands from non-hosts, the table screen made to play, lead or moderate, binary frames, frames over 16 KB. Every probe gets the answer the
 * protocol says (test/support/hostile-frames.ts), the stored record does not change, nothing is
 * logged as a fault, no socket is closed, and valid frames still work afterwards. The rate limit
 * is tested on its own: excess refused, a flooding socket closed with 4008, everyone else unaffected.
 */
import { runInDurableObject } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { games } from '../../server/games'
import type { GameDefinition } from '../../server/games/contract'
import { gameNow } from '../../server/room/game-clock'
import { BURST_FRAMES, FLOOD_LIMIT, FRAMES_PER_SECOND } from '../../server/room/rate-limit'
import { MAX_SEATS, type RoomRecord } from '../../server/room/room-record'
import { MAX_FRAME_BYTES } from '../../shared/protocol'
import { isType } from '../support/frames'
import { type Expect, type FuzzContext, HostileFrames, type Probe } from '../support/hostile-frames'
import { slowestOptions } from '../support/option-space'
import { Dice } from '../support/random-play'
import { RoomClient, createRoom, fakeClock, readRecord, setClock, startedRoom, stubFor } from '../support/room-harness'

/**
 * Hostile frames per title: 900 in every run (three rounds, every kind of probe many times over,
 * in the lobby, a running game and a paused one), 5,400 each in the soak run (npm run test:soak,
 * also in CI; sized so that CI's whole run stays within 15 minutes on two cores).
 */
const FRAMES_PER_TITLE = process.env.SOAK ? 5_400 : 900
/** Frames per round; after each round the stored record is compared. */
const ROUND = 300
/** Frames one socket sends per round: inside the burst allowance, so none is rate-limited. */
const PER_SOCKET = BURST_FRAMES - 5
/** Wall time that refills every socket's allowance between rounds. */
const REFILL_MS = Math.ceil((PER_SOCKET / FRAMES_PER_SECOND) * 1000) + 100

let faults: MockInstance
beforeEach(() => {
  faults = vi.spyOn(console, 'error')
})
afterEach(() => {
  faults.mockRestore()
  vi.useRealTimers()
})

/** The sockets the probes go out on: one per seat (replaced when time cannot pass), fresh ones for strangers. */
class Fleet {
  readonly bySeat = new Map<string, RoomClient>()
  readonly strangers: RoomClient[] = []
  /** Sockets this test replaced itself by joining the seat again: closed with 4001, as they must be. */
  readonly replaced: RoomClient[] = []

  constructor(
    readonly code: string,
    private readonly tokens: Map<string, string>,
  ) {}

  static async of(code: string, clients: RoomClient[]): Promise<Fleet> {
    const fleet = new Fleet(code, new Map(clients.map((c) => [c.seat!, c.token!])))
    for (const c of clients) fleet.bySeat.set(c.seat!, c)
    return fleet
  }

  async renew(seat: string): Promise<void> {
    const old = this.bySeat.get(seat)!
    this.bySeat.set(seat, await RoomClient.joined(this.code, 'again', this.tokens.get(seat)!))
    this.replaced.push(old)
  }

  all(): RoomClient[] {
    return [...this.bySeat.values(), ...this.strangers]
  }
}

interface Counts {
  frames: number
  rounds: number
  byCategory: Record<string, number>
  byAnswer: Record<string, number>
}

function answerName(expect: Expect): string {
  return expect.type === 'error' ? expect.code : expect.type
}

/** An answer as a comparable key: type, code and id. */
function answerKey(frame: unknown): string {
  const f = frame as { type?: string; code?: string; id?: string } | undefined
  if (!f) return 'nothing'
  return f.type === 'pong' ? 'pong' : `${f.type}:${f.code ?? ''}:${f.id ?? ''}`
}

function describeData(data: string | ArrayBuffer): string {
  return typeof data === 'string' ? `${JSON.stringify(data.slice(0, 120))}${data.length > 120 ? `… (${data.length} chars)` : ''}` : `<binary ${data.byteLength} bytes>`
}

/** Sends one round of probes, checks every answer and that the stored record is unchanged. */
async function sendRound(fleet: Fleet, probes: Probe[], baseline: RoomRecord, counts: Counts): Promise<string[]> {
  const plan = new Map<RoomClient, Probe[]>()
  const strangers: Probe[] = []
  for (const probe of probes) {
    if (probe.sender.kind === 'stranger') strangers.push(probe)
    else {
      const socket = fleet.bySeat.get(probe.sender.seat)!
      plan.set(socket, [...(plan.get(socket) ?? []), probe])
    }
  }
  for (let i = 0; i < strangers.length; i += PER_SOCKET) {
    // Half the strangers come in through the Worker, like a browser; half straight to the room.
    const socket = await RoomClient.open(fleet.code, { viaWorker: fleet.strangers.length % 2 === 0 })
    fleet.strangers.push(socket)
    plan.set(socket, strangers.slice(i, i + PER_SOCKET))
  }
  const starts = new Map<RoomClient, number>()
  for (const [socket, list] of plan) {
    if (list.length > PER_SOCKET) throw new Error(`round plan gives one socket ${list.length} frames`)
    starts.set(socket, socket.answered)
    for (const probe of list) socket.sendRaw(probe.data)
  }
  const problems: string[] = []
  for (const [socket, list] of plan) {
    const start = starts.get(socket)!
    await socket.answers(start + list.length).catch((e: Error) => problems.push(`${socket.seat ?? 'stranger'}: ${e.message}`))
    // Answers to frames without an id may overtake each other (the room handles frames as they come), so
    // each socket's answers are compared as a multiset: the same answers, each as often as owed.
    const owed = new Map<string, Probe[]>()
    for (const probe of list) owed.set(answerKey(probe.expect), [...(owed.get(answerKey(probe.expect)) ?? []), probe])
    for (const got of socket.answersLog.slice(start, start + list.length)) {
      const waiting = owed.get(answerKey(got))
      if (waiting && waiting.length > 0) waiting.pop()
      else problems.push(`${socket.seat ?? 'a stranger'} got an answer nobody was owed: ${JSON.stringify(got)}`)
    }
    for (const [key, left] of owed) {
      for (const probe of left) problems.push(`[${probe.category}] ${describeData(probe.data)} from ${socket.seat ?? 'a stranger'}: no ${key} answer`)
    }
    list.forEach((probe) => {
      counts.byCategory[probe.category] = (counts.byCategory[probe.category] ?? 0) + 1
      counts.byAnswer[answerName(probe.expect)] = (counts.byAnswer[answerName(probe.expect)] ?? 0) + 1
      counts.frames++
    })
  }
  counts.rounds++
  const after = await readRecord(fleet.code)
  if (JSON.stringify(after) !== JSON.stringify(baseline)) problems.push(`the stored record changed during a round of ${probes.length} hostile frames (version ${baseline.version} → ${after.version})`)
  return problems
}

/** Lets time pass so every socket's allowance refills, or, if that would reach the step's deadline, gives every seat a new socket. */
async function refill(def: GameDefinition, fleet: Fleet, record: RoomRecord): Promise<void> {
  const state = record.match?.state
  const deadline = record.phase === 'playing' && state !== undefined ? def.deadline(state) : null
  const later = Date.now() + REFILL_MS
  if (deadline === null || record.clock.pausedAt !== null || gameNow(record.clock, later) < deadline - 1_000) setClock(later)
  else for (const seat of [...fleet.bySeat.keys()]) await fleet.renew(seat)
}

/** Sends `total` probes in rounds; returns every mismatch found. */
async function fuzz(def: GameDefinition, fleet: Fleet, ctx: Omit<FuzzContext, 'record' | 'wall'>, total: number, counts: Counts, dice: Dice): Promise<string[]> {
  const problems: string[] = []
  let sent = 0
  // Setting the room up (joins, options, start, the legal moves) spent some of each socket's
  // allowance: every socket starts the probes with a full one, as after each round.
  await refill(def, fleet, await readRecord(fleet.code))
  while (sent < total && problems.length < 20) {
    const record = await readRecord(fleet.code)
    const generator = new HostileFrames({ ...ctx, record, wall: Date.now() }, dice)
    // At most PER_SOCKET frames per seat in a round; the rest wait for the next round.
    const perSeat = new Map<string, number>()
    const probes = generator.probes(Math.min(ROUND, total - sent)).filter((p) => {
      if (p.sender.kind === 'stranger') return true
      const n = (perSeat.get(p.sender.seat) ?? 0) + 1
      perSeat.set(p.sender.seat, n)
      return n <= PER_SOCKET
    })
    problems.push(...(await sendRound(fleet, probes, record, counts)))
    sent += probes.length
    await refill(def, fleet, record)
  }
  return problems
}

/** The legal moves of every seat now, as the engine lists them. */
function movesOf(def: GameDefinition, record: RoomRecord): { seat: string; action: unknown }[] {
  const state = def.advance(record.match!.state, gameNow(record.clock, Date.now()))
  return record.match!.players.flatMap((seat) => def.legalActions(state, seat).map((action) => ({ seat, action })))
}

/** Plays one legal move through the room; returns the accepted frame. */
async function playOne(def: GameDefinition, fleet: Fleet, dice: Dice, id: string) {
  const record = await readRecord(fleet.code)
  const moves = movesOf(def, record)
  if (moves.length === 0) throw new Error(`${def.id}: nobody has a legal move`)
  const { seat, action } = dice.pick(moves)
  const frame = { type: 'act' as const, id, stage: def.stage(record.match!.state), action }
  await fleet.bySeat.get(seat)!.accepted(frame)
  return { seat, frame: frame as Record<string, unknown> }
}

function faultsLogged(): string[] {
  return faults.mock.calls.map((args) => args.map(String).join(' ').slice(0, 300))
}

for (const def of Object.values(games)) {
  describe(`hostile input: ${def.id}`, () => {
    it(`answers ${FRAMES_PER_TITLE} hostile frames with the right error and changes nothing; valid frames still work`, { timeout: 1_800_000 }, async () => {
      fakeClock()
      const dice = new Dice(4_242)
      const counts: Counts = { frames: 0, rounds: 0, byCategory: {}, byAnswer: {} }
      const problems: string[] = []

      // The room runs in this isolate: what it logs and what it pollutes, this test sees.
      const probeKey = `fuzz-${def.id}`
      const lobbyCode = await createRoom(def.id)
      await runInDurableObject(stubFor(lobbyCode), () => {
        ;(globalThis as Record<string, unknown>)[probeKey] = 'room'
      })
      expect((globalThis as Record<string, unknown>)[probeKey], 'the room must share the test isolate for the fault and pollution checks').toBe('room')

      // The lobby: a few players, a watcher and the table screen, not started.
      const lobbyClients: RoomClient[] = []
      for (let i = 0; i < Math.max(2, def.players.min - 2); i++) lobbyClients.push(await RoomClient.joined(lobbyCode, `Lobby ${i + 1}`))
      const watcher = await RoomClient.open(lobbyCode)
      await watcher.join('Watcher', undefined, true)
      const lobby = await Fleet.of(lobbyCode, [...lobbyClients, watcher, await RoomClient.tableScreen(lobbyCode)])
      problems.push(...(await fuzz(def, lobby, { def, previous: null, accepted: [] }, Math.floor(FRAMES_PER_TITLE * 0.15), counts, dice)))

      // A running game with long steps, a watcher joined after the start, and the table screen.
      const room = await startedRoom(def.id, def.players.min, slowestOptions(def, def.players.min))
      const late = await RoomClient.joined(room.code, 'Late watcher')
      const fleet = await Fleet.of(room.code, [...room.clients, late, await RoomClient.tableScreen(room.code)])
      const accepted = [await playOne(def, fleet, dice, 'legit-1')]
      const before = await readRecord(room.code)
      const previous = { stage: def.stage(before.match!.state), moves: movesOf(def, before) }
      await room.host.accepted({ type: 'lobby', id: 'legit-skip', command: { type: 'skip' } })
      const afterSkip = await readRecord(room.code)
      expect(def.stage(afterSkip.match!.state)).toBeGreaterThan(previous.stage)
      if (movesOf(def, afterSkip).length > 0) accepted.push(await playOne(def, fleet, dice, 'legit-2'))
      problems.push(...(await fuzz(def, fleet, { def, previous, accepted }, Math.floor(FRAMES_PER_TITLE * 0.7), counts, dice)))

      // Paused: every move must wait.
      await fleet.bySeat.get(room.host.seat!)!.accepted({ type: 'lobby', id: 'legit-pause', command: { type: 'pause' } })
      problems.push(...(await fuzz(def, fleet, { def, previous, accepted }, FRAMES_PER_TITLE - counts.frames, counts, dice)))
      await fleet.bySeat.get(room.host.seat!)!.accepted({ type: 'lobby', id: 'legit-resume', command: { type: 'resume' } })

      console.log(
        `fuzz ${def.id}: ${counts.frames} hostile frames in ${counts.rounds} rounds over ${lobby.strangers.length + fleet.strangers.length} stranger sockets and ` +
          `${lobby.bySeat.size + fleet.bySeat.size} seats (${lobby.replaced.length + fleet.replaced.length} seat sockets renewed); ` +
          `by category ${JSON.stringify(counts.byCategory)}; answers ${JSON.stringify(counts.byAnswer)}; faults logged ${faultsLogged().length}`,
      )
      expect(problems).toEqual([])
      expect(counts.frames).toBeGreaterThanOrEqual(FRAMES_PER_TITLE)
      expect(faultsLogged()).toEqual([])
      // No socket was closed, except the ones this test replaced on purpose (4001).
      for (const socket of [...lobby.all(), ...fleet.all()]) expect(socket.closed, `${socket.seat ?? 'stranger'} socket`).toBeNull()
      for (const socket of [...lobby.replaced, ...fleet.replaced]) expect(socket.closed?.code).toBe(4001)
      expect(Object.keys(Object.prototype)).toEqual([])
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()

      // Valid frames still work: a legal move is applied, pings are answered.
      const resumed = await readRecord(room.code)
      const move = await playOne(def, fleet, dice, 'legit-after')
      const after = await readRecord(room.code)
      expect(after.version).toBe(resumed.version + 1)
      expect(after.match!.state).toEqual(def.act(resumed.match!.state, move.seat, (move.frame as { action: unknown }).action, gameNow(resumed.clock, Date.now())))
      const stranger = await RoomClient.open(room.code)
      stranger.send({ type: 'ping' })
      expect((await stranger.rec.next(isType('pong'))).type).toBe('pong')
    })

    it('refuses frames beyond the rate limit, closes a flooding socket with 4008, and leaves everyone else alone', { timeout: 120_000 }, async () => {
      fakeClock()
      const { code, clients, record } = await startedRoom(def.id, Math.min(def.players.max, Math.max(def.players.min, 4)))
      const [flooder, bystander, patient] = [clients[1]!, clients[2]!, clients[3]!]
      // Each socket spent one frame of its allowance on its join.
      const sent = BURST_FRAMES + FLOOD_LIMIT + 10
      for (let i = 0; i < sent; i++) flooder.send({ type: 'ping' })
      const closed = await flooder.whenClosed()
      expect(closed.code).toBe(4008)
      const pongs = flooder.answersLog.filter((f) => f.type === 'pong').length
      const limited = flooder.answersLog.filter((f) => f.type === 'error' && f.code === 'rate_limited').length
      expect(pongs).toBe(BURST_FRAMES - 1)
      expect(limited).toBe(FLOOD_LIMIT - 1)
      console.log(`rate limit ${def.id}: ${sent} frames at one instant: ${pongs} answered, ${limited} refused as rate_limited, then closed with ${closed.code}`)

      // A burst beyond the allowance is refused but not punished; a second later the socket may send again.
      const joined = patient.answered
      for (let i = 0; i < BURST_FRAMES + 5; i++) patient.send({ type: 'ping' })
      await patient.answers(joined + BURST_FRAMES + 5)
      expect(patient.answersLog.filter((f) => f.type === 'error' && f.code === 'rate_limited')).toHaveLength(6)
      // A refused frame that carries an id is answered under that id, so the phone can settle it.
      patient.send({ type: 'act', id: 'over-the-limit', stage: 0, action: {} })
      await patient.answers(joined + BURST_FRAMES + 6)
      expect(patient.answersLog.at(-1)).toMatchObject({ type: 'error', id: 'over-the-limit', code: 'rate_limited' })
      setClock(Date.now() + 1_000)
      for (let i = 0; i < FRAMES_PER_SECOND; i++) patient.send({ type: 'ping' })
      await patient.answers(joined + BURST_FRAMES + 6 + FRAMES_PER_SECOND)
      expect(patient.answersLog.slice(-FRAMES_PER_SECOND).every((f) => f.type === 'pong')).toBe(true)
      expect(patient.closed).toBeNull()

      // Everyone else plays on: pings answered, a legal move accepted, the game unharmed. The patient
      // socket has just spent this second's allowance and may be the one whose turn it is: a second more.
      setClock(Date.now() + 2_000)
      bystander.send({ type: 'ping' })
      await bystander.rec.next(isType('pong'))
      const now = await readRecord(code)
      expect(now.match!.state).toEqual(record.match!.state)
      const mover = clients.find((c) => c !== flooder && def.legalActions(now.match!.state, c.seat!).length > 0)
      if (mover) await mover.accepted({ type: 'act', id: 'after-flood', stage: def.stage(now.match!.state), action: def.legalActions(now.match!.state, mover.seat!)[0] })
      // The flooder's seat is not lost: a new socket takes it back.
      const back = await RoomClient.joined(code, 'back', flooder.token!)
      expect(back.seat).toBe(flooder.seat)
    })
  })
}

describe('seat cap', () => {
  it(`seats at most ${MAX_SEATS} people in a room and refuses the next with room_full, changing nothing`, async () => {
    fakeClock()
    const code = await createRoom(Object.keys(games)[0]!)
    for (let i = 0; i < MAX_SEATS; i++) await RoomClient.joined(code, `Guest ${i + 1}`)
    const full = await readRecord(code)
    expect(full.seats).toHaveLength(MAX_SEATS)
    const late = await RoomClient.open(code)
    late.send({ type: 'join', name: 'One too many' })
    await late.answers(1)
    expect(late.answersLog[0]).toMatchObject({ type: 'error', code: 'room_full' })
    expect(await readRecord(code)).toEqual(full)
  })
})

describe('frame size', () => {
  it('refuses a frame over 16 KB of UTF-8 even when it has fewer than 16,384 characters', async () => {
    fakeClock()
    const code = await createRoom(Object.keys(games)[0]!)
    const client = await RoomClient.joined(code, 'Anna')
    // 6,000 euro signs: 6,000 UTF-16 code units, but 18,000 bytes on the wire.
    const frame = JSON.stringify({ type: 'ping', pad: '€'.repeat(6_000) })
    expect(new TextEncoder().encode(frame).byteLength).toBeGreaterThan(MAX_FRAME_BYTES)
    expect(frame.length).toBeLessThan(MAX_FRAME_BYTES)
    client.sendRaw(frame)
    await client.answers(2)
    expect(client.answersLog[1]).toMatchObject({ type: 'error', code: 'too_large' })
  })
})
