/**
 * Undercover Cops' history: what really happened, day by day. The moderator sees it live, everyone
 * on the end screen; during the game a player sees only their own part of it (in `CopsView`).
 * Types only: this file ships to browsers.
 */
import type { SeatId } from '../games'
import type { Notice } from '../notice'
import type { Ballot, CopsEventId, CopsOutCause, CopsRole, CopsTeam } from './cops'

/** One resolved action: what really happened (shown to the actor as a result, to all at the end). */
export type CopsActionRecord =
  | {
      type: 'search'
      by: SeatId
      target: SeatId
      /** 'marker': a marker was placed; 'badge': the target is police, no marker. */
      found: 'marker' | 'badge'
    }
  | {
      type: 'observe'
      by: SeatId
      target: SeatId
      /** The observation succeeded (50 %, or 100 % under clear sight). */
      seen: boolean
      /** Whether the target wears a wristband; null when nothing was seen. */
      wristband: boolean | null
    }
  | {
      type: 'reveal'
      by: SeatId
      target: SeatId
      /** The target's exact role. */
      role: CopsRole
    }

/** One festival day as it really happened (the moderator live, everyone at the end). */
export interface CopsDayRecord {
  /** Day 1..5. */
  day: number
  /** Floors open that day. */
  floors: number
  /** The event card, or null (day 1). */
  event: CopsEventId | null
  /** Court order: who lost a marker (null if there was no court order, or nobody had a marker). */
  markerLost: SeatId | null
  /** Each living player's floor (1..floors), set when the floor choice ends. */
  placement: Record<SeatId, number>
  /** Players the app put on a random floor because they had not chosen in time. */
  placedAtRandom: SeatId[]
  /** The resolved actions, in seat order. */
  actions: CopsActionRecord[]
  /** Arrested at the end of the action phase. */
  arrested: SeatId[]
}

/** One change of a marker count, for the end screen. */
export interface CopsMarkerChange {
  day: number
  /** Whose markers changed. */
  seat: SeatId
  /** +1 by a search, -1 by the court order. */
  change: 1 | -1
  /** The searcher (search only). */
  by: SeatId | null
  /** Markers after the change. */
  total: number
}

/** Hidden things live, for the moderator only. */
export interface CopsInsight {
  /** Floor picks so far (floor phase). */
  picks: Record<SeatId, number>
  /** Chosen actions so far (action phase), not yet resolved. */
  planned: { type: 'search' | 'observe' | 'reveal'; by: SeatId; target: SeatId }[]
  /** Who is ready (event, discussion). */
  ready: SeatId[]
  /** Current ballots (vote, runoff). */
  ballots: Ballot[]
  /** Markers per player now. */
  markers: Record<SeatId, number>
  /** Türsteher reveals left. */
  revealsLeft: Record<SeatId, number>
  /** Every day so far, the current one last. */
  days: CopsDayRecord[]
}

/** The end screen. */
export interface CopsSummary {
  /** The winning side. */
  winner: CopsTeam
  /** Every seat of the winning side, players who are out included. */
  winners: SeatId[]
  /** Why the game ended. */
  reason: Notice
  /** Every player: role, wristband, how they left, final markers. */
  roles: { seat: SeatId; role: CopsRole; wristband: boolean; out: CopsOutCause | null; outDay: number | null; markers: number }[]
  /** Every day: floors, event, searches, observations, reveals, arrests. */
  days: CopsDayRecord[]
  /** Every marker placed or lost, in order. */
  markers: CopsMarkerChange[]
  /** Every vote round with its ballots. */
  votes: { day: number; round: 'vote' | 'runoff'; ballots: Ballot[]; out: SeatId | null; tied: SeatId[]; vipDouble: boolean }[]
  /** The VIP's (or chance's) decisions after a tied runoff. */
  decisions: { day: number; tied: SeatId[]; out: SeatId; by: 'vip' | 'chance' }[]
  /** Police out / dealt, and festival roles arrested / dealt (for the end scoring). */
  score: { policeOut: number; police: number; arrested: number; festival: number }
}
