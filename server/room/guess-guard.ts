/**
 * Guessing does not pay. A switch code has about 44.6 bits; on top of that, wrong codes are
 * counted per client address and per room, across sockets, in one-minute windows: past a few a
 * minute from one address (or more from everywhere together), that address (or the whole room)
 * gets its codes refused unchecked for CODE_LOCK_MS, with a notice that says when to try again;
 * and a socket that keeps sending wrong codes is closed. The counts are stored beside the record
 * (not in it: they are no news to the phones), so neither hibernation nor a restart resets them.
 *
 * Seat tokens are 128 random bits: no rate makes guessing them pay, and the phones at one table
 * usually share one address, so a lock on tokens would only ever lock out a table. A wrong token is
 * counted on its socket alone, and a socket that keeps sending them is closed. A join whose token
 * opens nothing but that seats the phone anyway (a phone whose seat the room dropped comes back as
 * a newcomer, with its name) is no miss.
 */
import type { Failure } from './room-record'
import { fail } from './room-record'

/** The window misses are counted in. */
export const MISS_WINDOW_MS = 60_000
/** Wrong switch codes one address may send per window; the next attempt is refused. */
export const CODE_MISSES_PER_ADDRESS = 5
/** Wrong switch codes the whole room takes per window, from every address together. */
export const CODE_MISSES_PER_ROOM = 20
/** How long codes are refused unchecked once a limit is reached. */
export const CODE_LOCK_MS = 5 * 60_000
/** Wrong (or refused) switch codes after which a socket is closed. */
export const CODE_MISSES_PER_SOCKET = 3
/** Wrong seat tokens after which a socket is closed: more than any device holds seats (a phone passed round holds at most a game's head count). */
export const TOKEN_MISSES_PER_SOCKET = 32
/** Addresses remembered per room at most; the oldest window goes first. */
const MAX_ADDRESSES = 1_000

/** Misses in the current window, and the end of a lock if one is on. */
export interface MissCount {
  start: number
  count: number
  lockedUntil: number | null
}

/** Wrong switch codes in this room: its own count and one per address. */
export interface GuessLedger {
  room: MissCount | null
  addresses: Record<string, MissCount>
}

/** What a socket has sent wrong so far (kept in its state, so hibernation does not forget it). */
export interface SocketMisses {
  codes: number
  tokens: number
}

export const EMPTY_LEDGER: GuessLedger = { room: null, addresses: {} }

/** Whether codes are refused now: the room's lock first (it says more), else the address's. */
export function codeLock(ledger: GuessLedger, address: string, wall: number): Failure | null {
  const locked = (count: MissCount | null | undefined) => (count?.lockedUntil ?? 0) > wall
  if (locked(ledger.room)) return lockNotice('error.rejoin_locked_room', ledger.room!.lockedUntil!, wall)
  const own = ledger.addresses[address]
  if (locked(own)) return lockNotice('error.rejoin_locked', own!.lockedUntil!, wall)
  return null
}

/** The ledger with one more wrong code from this address; a limit reached starts its lock. */
export function countCodeMiss(ledger: GuessLedger, address: string, wall: number): GuessLedger {
  const addresses: Record<string, MissCount> = {}
  // Windows that ended and locks that ran out are forgotten.
  for (const [key, count] of Object.entries(ledger.addresses)) if (live(count, wall)) addresses[key] = count
  addresses[address] = counted(addresses[address], wall, CODE_MISSES_PER_ADDRESS)
  const keys = Object.keys(addresses)
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ADDRESSES))) delete addresses[key]
  return { room: counted(ledger.room ?? undefined, wall, CODE_MISSES_PER_ROOM), addresses }
}

function live(count: MissCount, wall: number): boolean {
  return wall - count.start < MISS_WINDOW_MS || (count.lockedUntil ?? 0) > wall
}

function counted(count: MissCount | undefined, wall: number, max: number): MissCount {
  const current = count && wall - count.start < MISS_WINDOW_MS ? count : { start: wall, count: 0, lockedUntil: count?.lockedUntil ?? null }
  const n = current.count + 1
  return { start: current.start, count: n, lockedUntil: n >= max ? Math.max(current.lockedUntil ?? 0, wall + CODE_LOCK_MS) : current.lockedUntil }
}

/** The refusal while a lock is on: it says in how many minutes codes work again. */
function lockNotice(key: string, until: number, wall: number): Failure {
  return fail('rejoin_locked', key, { minutes: Math.max(1, Math.ceil((until - wall) / 60_000)) })
}

/** The client's address as the platform names it in the socket's upgrade request; one shared name when it names none (a local run). */
export function clientAddress(headers: { get(name: string): string | null }): string {
  return headers.get('cf-connecting-ip') ?? 'local'
}
