/** Undercover Cops' state: plain JSON, snapshotted after every change. */
import type { SeatId } from '../../../shared/games'
import type { Ballot, CopsDayRecord, CopsEventId, CopsOptions, CopsOutCause, CopsPhase, CopsRole, CopsTeam } from '../../../shared/views/cops'

/** A player who has left the festival. */
export interface OutRecord {
  seat: SeatId
  day: number
  cause: CopsOutCause
}

/** An action chosen in the action phase, resolved when the phase ends. */
export interface PlannedAction {
  type: 'search' | 'observe' | 'reveal'
  target: SeatId
}

/** One public record; the texts are made when viewed. */
export type LogRecord =
  | { type: 'event'; day: number; event: CopsEventId }
  | { type: 'arrests'; day: number; arrested: SeatId[] }
  | {
      type: 'vote'
      day: number
      round: 'vote' | 'runoff'
      ballots: Ballot[]
      out: SeatId | null
      tied: SeatId[]
      vipDouble: boolean
      /**
       * A first round that was tied: the VIP's vote counted double in it (it decided, or pulled
       * someone into the tie), or the tie stood, which says the VIP voted for none of the tied.
       * Who voted for whom would point at the VIP, so the ballots stay face down until the end.
       */
      sealed?: boolean
    }
  | { type: 'decision'; day: number; tied: SeatId[]; out: SeatId; by: 'vip' | 'chance' }

/** Why the game ended. */
export type WinReason = 'policeOut' | 'raid' | 'finalFestival' | 'finalPolice'

/** The whole game. */
export interface CopsState {
  options: CopsOptions
  /** Seats in table order. */
  seats: SeatId[]
  /** Every seat's role. */
  roles: Record<SeatId, CopsRole>
  /** The seeded PRNG's state. */
  rng: number
  /** Grows with every step. */
  stage: number
  phase: CopsPhase
  /** Festival day 1..5. */
  day: number
  /** When the current step ends (absolute ms), null once ended. */
  deadline: number | null
  /** Players who left, in order; a seat is at the festival when it is not in here. */
  out: OutRecord[]
  /** Evidence markers per seat (absent: none). */
  markers: Record<SeatId, number>
  /** Türsteher reveals left, per Türsteher. */
  revealsLeft: Record<SeatId, number>
  /** Floor picks while the floor choice runs. */
  picks: Record<SeatId, number>
  /** Chosen actions while the action phase runs. */
  planned: Record<SeatId, PlannedAction>
  /** Confirms in the action phase that picked nothing (alone on a floor, a name from elsewhere): counted only. */
  touched: SeatId[]
  /** Living players who tapped "ready" (event, discussion). */
  ready: SeatId[]
  /** Current ballots (vote, runoff): voter → target. */
  ballots: Record<SeatId, SeatId>
  /** The tied players (runoff, vipDecides). */
  tied: SeatId[]
  /** The VIP's pick among the tied (vipDecides), until the step ends with it. */
  vipPick: SeatId | null
  /** Every day so far; the current day is the last. */
  days: CopsDayRecord[]
  /** The public story. */
  log: LogRecord[]
  /** Set once the game is over. */
  winner: CopsTeam | null
  reason: WinReason | null
}
