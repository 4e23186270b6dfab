/**
 * Random legal play for any registered game, through its definition only: a seeded chooser picks
 * the next event (a legal action of a seat that has one, time running past the deadline, or a
 * skip) and `applyEvent` applies it as the room would. The leak audit runs it against the engine;
 * the restart suite sends the same events through a real room and replays them here.
 */
import type { SeatId } from '../../shared/games'
import { type GameDefinition, isRejection } from '../../server/games/contract'
import { nextFloat, nextInt, seedRng, type Rng } from '../../server/lib/rng'

/** One thing that happens to a game, at a moment on the game clock. */
export type PlayEvent =
  | { type: 'act'; at: number; seat: SeatId; action: unknown }
  | { type: 'advance'; at: number }
  | { type: 'skip'; at: number }

/** Steps after which a random game that has not ended counts as stuck. */
export const MAX_EVENTS = 4000
/** Share of a seat's moves that are taps only counted, where it has one (a tap that picked nothing is a slip). */
const BLANK_SHARE = 0.2
/** Where the game clock starts in random games. */
export const START_TIME = 1_000_000

/** Seat ids s1..sN, as the room hands them out. */
export function seatIds(n: number): SeatId[] {
  return Array.from({ length: n }, (_, i) => `s${i + 1}`)
}

/** A small seeded random source (the engines' own PRNG, kept outside any game state). */
export class Dice {
  private rng: Rng
  constructor(seed: number) {
    this.rng = seedRng(seed)
  }
  /** An integer in [0, n). */
  int(n: number): number {
    let i: number
    ;[i, this.rng] = nextInt(this.rng, n)
    return i
  }
  /** A float in [0, 1). */
  float(): number {
    let f: number
    ;[f, this.rng] = nextFloat(this.rng)
    return f
  }
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T
  }
}

/** Chooses random legal events for one game; keeps its own game clock. */
export class RandomPlayer {
  readonly dice: Dice
  now: number

  constructor(
    readonly def: GameDefinition,
    readonly seats: readonly SeatId[],
    seed: number,
    start = START_TIME,
    /** Share of events that are actions (the rest let time run to the deadline, or skip). */
    readonly actShare = 0.8,
    /** Share of events that are skips (host or moderator ending a step early). */
    readonly skipShare = 0.07,
  ) {
    this.dice = new Dice(seed * 7919 + seats.length)
    this.now = start
  }

  /** The next event for this state, or null once the game is over. */
  choose(state: unknown): PlayEvent {
    const { def, dice } = this
    const roll = dice.float()
    if (roll < this.actShare) {
      this.now += dice.int(3) * 100
      const current = def.advance(state, this.now)
      if (def.outcome(current) !== null) return { type: 'advance', at: this.now }
      const blank = (seat: SeatId) => def.blankTaps?.(current, seat) ?? []
      const movers = this.seats.filter((seat) => def.legalActions(current, seat).length > 0 || blank(seat).length > 0)
      if (movers.length > 0) {
        const seat = dice.pick(movers)
        const moves = def.legalActions(current, seat)
        // Now and then a tap that is only counted, as from a phone whose tap picked nothing.
        const taps = blank(seat)
        const action = taps.length > 0 && (moves.length === 0 || dice.float() < BLANK_SHARE) ? dice.pick(taps) : dice.pick(moves)
        return { type: 'act', at: this.now, seat, action }
      }
      return this.toDeadline(state, 0)
    }
    if (roll < 1 - this.skipShare) return this.toDeadline(state, dice.float() < 0.2 ? dice.int(600_000) : 0)
    return { type: 'skip', at: this.now }
  }

  private toDeadline(state: unknown, overshoot: number): PlayEvent {
    const due = this.def.deadline(state)
    if (due === null) throw new Error(`${this.def.id}: nobody can act and there is no deadline: the game is stuck`)
    this.now = Math.max(this.now, due + overshoot)
    return { type: 'advance', at: this.now }
  }
}

/** Applies an event as the room would; a legal action the engine refuses is a fault. */
export function applyEvent(def: GameDefinition, state: unknown, event: PlayEvent): unknown {
  switch (event.type) {
    case 'act': {
      const next = def.act(state, event.seat, event.action, event.at)
      if (isRejection(next)) throw new Error(`${def.id}: legal action refused: ${event.seat} ${JSON.stringify(event.action)} → ${next.code}`)
      return next
    }
    case 'advance':
      return def.advance(state, event.at)
    case 'skip':
      return def.skip(state, event.at)
  }
}

/** What one random game is played with. */
export interface RandomGameSetup {
  players: number
  options: unknown
  seed: number
  /** Share of events that are actions (see RandomPlayer). */
  actShare?: number
  /** Freeze every state before the engine sees it, so an engine that changes its input throws. */
  freeze?: boolean
  /** The game's own invariants, checked after every event; throws to fail the game. */
  check?: (before: unknown, after: unknown, at: number) => void
}

/** Plays one game to its end with random legal events; calls `onState` for every new state. */
export function playRandomGame(
  def: GameDefinition,
  setup: RandomGameSetup,
  onState?: (state: unknown, event: PlayEvent | null) => void,
): { state: unknown; events: number } {
  const seats = seatIds(setup.players)
  const player = new RandomPlayer(def, seats, setup.seed, START_TIME, setup.actShare)
  let state = def.setup({ seats, options: setup.options, seed: setup.seed, now: player.now })
  onState?.(state, null)
  let events = 0
  while (def.outcome(state) === null) {
    if (events++ >= MAX_EVENTS) throw new Error(`${def.id}: ${setup.players}-player game (seed ${setup.seed}) did not end in ${MAX_EVENTS} events`)
    if (setup.freeze) state = deepFreeze(state)
    const event = player.choose(state)
    const next = applyEvent(def, state, event)
    setup.check?.(state, next, event.at)
    if (next !== state) onState?.(next, event)
    state = next
  }
  return { state, events }
}

/** Freezes a value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}
