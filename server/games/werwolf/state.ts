/** Werwolf's state: plain JSON, snapshotted after every change. */
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import type {
  Ballot,
  Card,
  WerwolfCause,
  WerwolfNightRecord,
  WerwolfOptions,
  WerwolfPhase,
  WerwolfRole,
  WerwolfTeam,
} from '../../../shared/views/werwolf'

/** A dealt card: the role and its playing card. */
export interface Hand {
  role: WerwolfRole
  card: Card
}

/** Tonight's actions while the night runs. */
export interface NightState {
  /** The protector's pick. */
  protect: SeatId | null
  /** Each werewolf's current pick. */
  attacks: Record<SeatId, SeatId>
  /** The seer's pick. */
  inspect: SeatId | null
  /** Living players who tapped "sleep" (and the name they tapped, for display). */
  slept: Record<SeatId, SeatId | null>
  /** Living players whose first tap was a name their role cannot pick: counted, nothing picked. */
  touched: SeatId[]
}

/** One public record: the story told so far. Cards are looked up from `hands` when shown. */
export type LogRecord =
  | { type: 'dawn'; day: number; victim: SeatId | null }
  | { type: 'vote'; day: number; round: 'vote' | 'runoff'; ballots: Ballot[]; out: SeatId | null; tied: SeatId[] }
  | { type: 'shot'; day: number; hunter: SeatId; target: SeatId | null }

/** An elimination as stored. */
export interface EliminationRecord {
  seat: SeatId
  day: number
  time: 'night' | 'day'
  cause: WerwolfCause
}

/** What the seer learned, addressed to the seer's seat. */
export interface SeerResult {
  seer: SeatId
  day: number
  target: SeatId
  wolf: boolean
}

/** Where the game goes once the hunter has shot. */
export type AfterHunter = 'discussion' | 'night'

/** How the game ended: a team won, or nobody acted for too long. */
export type Winner = WerwolfTeam | 'nobody'

/** The whole game. */
export interface WerwolfState {
  options: WerwolfOptions
  /** Seats in table order. */
  seats: SeatId[]
  /** Every seat's role and card. */
  hands: Record<SeatId, Hand>
  /** The seeded PRNG's state. */
  rng: number
  /** Grows with every phase change. */
  stage: number
  phase: WerwolfPhase
  /** Night/day number: night 1, then day 1, night 2, ... */
  day: number
  /** When the current step ends (absolute ms), null once ended. */
  deadline: number | null
  /** What the narrator reads for this step. */
  announcements: Notice[]
  /** Eliminations in order; a seat is alive when it is not in here. */
  out: EliminationRecord[]
  /** Tonight (night phase only). */
  night: NightState | null
  /** Whom the protector guarded last night (he may not guard them again tonight). */
  lastProtected: SeatId | null
  /** Living players ready to vote (discussion). */
  ready: SeatId[]
  /** Current ballots (vote, runoff): voter → target, null for an abstention. */
  ballots: Record<SeatId, SeatId | null>
  /** The tied players (defense, runoff). */
  tied: SeatId[]
  /** The hunter step: who shoots, where the game goes afterwards, and his target once named (null: no shot). */
  hunter: { seat: SeatId; then: AfterHunter; shot?: SeatId | null } | null
  /** The public story. */
  log: LogRecord[]
  /** Finished nights, for the end screen. */
  nights: WerwolfNightRecord[]
  /** The seer's findings. */
  seen: SeerResult[]
  /** Someone acted in the current round (night plus day). */
  acted: boolean
  /** Rounds in a row without any action. */
  idle: number
  /** Set once the game is over. */
  winner: Winner | null
}

/** A night before anyone has tapped. */
export function emptyNight(): NightState {
  return { protect: null, attacks: {}, inspect: null, slept: {}, touched: [] }
}
