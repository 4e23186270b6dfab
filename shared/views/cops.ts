/**
 * Undercover Cops' view: what `view(state, viewer)` returns, plus the option and action types.
 * Types only: this file ships to browsers.
 *
 * Notices: a param value starting with '@' is a catalogue key (`t` renders it in the reader's
 * language); a param value starting with '#' is a seat id ("#s3"): replace it with that seat's
 * display name before rendering (the engine knows seats, not names).
 *
 * What a viewer never gets: who else wears a wristband, anyone else's role or markers (until the
 * end), anyone else's action or result, other floors. The moderator sees everything.
 *
 * @example { key: 'cops.result.badgeFound', params: { player: '#s3', day: 2 } }
 */
import type { GameManifest, SeatId } from '../games'
import type { Notice } from '../notice'
import type { CopsActionRecord, CopsInsight, CopsSummary } from './cops-history'
import type { Ballot, Tally, ViewHeader, VoteRound } from './header'

export type { Ballot, Tally }

/** What the platform shows of Undercover Cops before its code is loaded. */
export const manifest: GameManifest = {
  id: 'cops',
  players: { min: 8, max: 16 },
  name: { de: 'Undercover Cops', en: 'Undercover Cops' },
  pitch: {
    de: 'Fünf Festivaltage, Dancefloors, Bändchen – und mittendrin die verdeckte Polizei.',
    en: 'Five festival days, dancefloors, wristbands – and the undercover police right in the crowd.',
  },
}

export type { CopsActionRecord, CopsDayRecord, CopsInsight, CopsMarkerChange, CopsSummary } from './cops-history'

/** A role: Besucher, Türsteher, VIP (festival) | Cop, V-Mann (police). */
export type CopsRole = 'visitor' | 'bouncer' | 'vip' | 'cop' | 'informant'

/** A side that can win. The V-Mann plays for the police although he wears a wristband. */
export type CopsTeam = 'festival' | 'police'

/** The steps of a festival day, in the order they follow each other. */
export type CopsPhase =
  | 'floor' // secret floor choice (days 1–4; day 5 has one floor and no choice)
  | 'event' // the day's event card is shown (days 2–5)
  | 'action' // simultaneous: search, observe, reveal; resolved all at once
  | 'discussion' // talk at the table; ends at the deadline or when all living are ready
  | 'vote' // secret banishment vote (days 2–5)
  | 'runoff' // second vote among the tied
  | 'vipDecides' // still tied: the VIP alone picks among the tied
  | 'ended' // game over; `summary` is set

/** The day's event, drawn at random from day 2 on. New events add an id here. */
export type CopsEventId = 'clearSight' | 'courtOrder'

/** How a player left the festival: by two evidence markers, or by the vote. */
export type CopsOutCause = 'arrested' | 'banished'

/** The host's settings (mirrors the valibot schema in server/games/cops/options.ts). */
export interface CopsOptions {
  /** Cops dealt (no wristband, search). */
  cops: number
  /** V-Männer dealt (wristband as cover, search). */
  informants: number
  /** Türsteher dealt (no wristband, observe or reveal). */
  bouncers: number
  /** Show a banished player's role at once (otherwise every role is shown at the end). */
  revealBanished: boolean
  /** Floor choice, in seconds; whoever has not chosen is put on a random floor. */
  floorSeconds: number
  /** How long the event card is shown, in seconds (ends early when all living are ready). */
  eventSeconds: number
  /** Action phase, in seconds; no action by then means no action. */
  actionSeconds: number
  /** Discussion, in seconds (ends early when all living are ready). */
  discussionSeconds: number
  /** Vote and runoff, in seconds; no vote means an abstention. */
  voteSeconds: number
  /** Time the VIP has to pick among the tied, in seconds; then chance decides. */
  vipSeconds: number
}

/** Everything a player can send. Targets are seat ids. */
export type CopsAction =
  | { type: 'floor'; floor: number } // floor choice: 1..floors of the day; may be changed while others still choose
  | { type: 'ready' } // event card read / ready to vote (discussion) / anyone's tap but the VIP's in the VIP's decision
  | { type: 'touch' } // action phase: a confirm that picks nothing (alone on a floor, a name from elsewhere); counted only
  | { type: 'search'; target: SeatId } // Cop, V-Mann: someone on the own floor
  | { type: 'observe'; target: SeatId } // Besucher, VIP, Türsteher: someone on the own floor
  | { type: 'reveal'; target: SeatId } // Türsteher, twice a game: someone on the own floor
  | { type: 'vote'; target: SeatId } // vote/runoff: may be changed until the round closes
  | { type: 'decide'; target: SeatId } // the VIP picks who leaves among the tied

/** The outcome of this seat's own action, as only this seat learns it. */
export type CopsResult =
  | { type: 'markerPlaced'; target: SeatId } // search: a marker lies on the target now
  | { type: 'badgeFound'; target: SeatId } // search: the target is police (Cop or V-Mann)
  | { type: 'wristband'; target: SeatId; wristband: boolean } // observe: seen
  | { type: 'nothingLearned'; target: SeatId } // observe: nothing seen
  | { type: 'role'; target: SeatId; role: CopsRole } // Türsteher reveal: the exact role

/** This seat's personal summary after one action phase. */
export interface CopsReport {
  /** The day. */
  day: number
  /** The floor this seat stood on. */
  floor: number
  /** Everyone on that floor, this seat included, in seat order. */
  seats: SeatId[]
  /** How many people stood there (this seat included). */
  people: number
  /** How many of them wear a wristband (this seat included) – never who. */
  wristbands: number
  /** Nobody else was there: no action, and nobody could target this seat. */
  alone: boolean
  /** The outcome of this seat's action; null when it took none. */
  result: CopsResult | null
  /** Someone placed a marker on this seat this round (police never learn they were searched). */
  searched: boolean
  /** Markers on this seat after the round. */
  markers: number
  /** This seat was arrested this round. */
  arrested: boolean
  /** The summary, ready to render. */
  lines: Notice[]
}

/** A private message outside the action summary (e.g. the court order took one of your markers). */
export interface CopsNote {
  type: 'markerLost'
  /** The day. */
  day: number
  /** The message. */
  text: Notice
}

/** Where this seat stands today and what it sees there: counts, never who wears a wristband. */
export interface CopsFloorScene {
  /** The day. */
  day: number
  /** This seat's floor (1..floors). */
  floor: number
  /** Floors open today. */
  floors: number
  /** Everyone on this floor, this seat included, in seat order. */
  seats: SeatId[]
  /** How many people stand here (this seat included). */
  people: number
  /** How many of them wear a wristband (this seat included). */
  wristbands: number
  /** Nobody else is here. */
  alone: boolean
}

/** What this seat may do now. */
export type CopsPrompt =
  | {
      type: 'floor'
      /** The question to show. */
      prompt: Notice
      /** The floors to choose from (1..n). */
      floors: number[]
      /** This seat's current pick (it may change it until everyone has chosen). */
      pick: number | null
    }
  | {
      /** Ready (event, discussion), or the tap of everyone but the VIP in the VIP's decision. */
      type: 'ready'
      /** The hint to show. */
      prompt: Notice
      /** This seat has tapped "ready". */
      done: boolean
    }
  | {
      type: 'action'
      /** The question to show. */
      prompt: Notice
      /** The role's action: 'search' (Cop, V-Mann) or 'observe' (everyone else). */
      act: 'search' | 'observe'
      /** Others on this seat's floor: whom it may target. */
      targets: SeatId[]
      /** Türsteher: reveals left this game; null for every other role. */
      revealsLeft: number | null
      /** Türsteher with reveals left: `{type: 'reveal', target}` is allowed instead of observing. */
      canReveal: boolean
      /** What this seat has chosen (actions are final), or null. */
      chosen: { type: 'search' | 'observe' | 'reveal'; target: SeatId } | null
      /** In the table's count: acted, or confirmed a name from another floor (the pick is then made on the card). */
      counted: boolean
    }
  | {
      type: 'alone'
      /** Nobody else on this floor: nothing to do this round. */
      prompt: Notice
      /** This seat's confirm that picked nothing is in the table's count (a reloaded phone shows "done" again). */
      counted: boolean
    }
  | {
      type: 'vote'
      /** 'vote' for the first round, 'runoff' among the tied. */
      round: 'vote' | 'runoff'
      /** The question to show. */
      prompt: Notice
      /** Whom this seat may vote for. */
      targets: SeatId[]
      /** This seat's current vote (it may change it until the round closes). */
      vote: SeatId | null
    }
  | {
      type: 'decide'
      /** The question to show (the VIP only; everyone else taps a `ready` then). */
      prompt: Notice
      /** The tied players to pick from. */
      targets: SeatId[]
      /** The VIP's pick (final), or null. */
      chosen: SeatId | null
    }

/** The day's event card, shown to everyone. */
export interface CopsEventCard {
  /** The day. */
  day: number
  /** Which event. */
  event: CopsEventId
  /** Its title. */
  title: Notice
  /** What it does. */
  text: Notice
}

/** One entry of the public log. `lines` is the announcement, ready to render. */
export type CopsLogEntry =
  | {
      type: 'event'
      day: number
      event: CopsEventId
      lines: Notice[]
    }
  | {
      type: 'arrests'
      /** The day whose action phase just ended. */
      day: number
      /** Who was arrested (possibly nobody). */
      arrested: SeatId[]
      lines: Notice[]
    }
  /**
   * `ballots` are none where the VIP's doubled vote counted (they would point at the VIP: the end's
   * summary has them), and `tally` counts plain votes; `out` null is a tie (runoff or the VIP next).
   */
  | (VoteRound & {
      /** The tie was broken by the VIP's doubled vote. */
      vipDouble: boolean
      /** The banished player's role, if shown now (`revealBanished`, or the game is over). */
      role: CopsRole | null
    })
  | {
      type: 'decision'
      day: number
      /** The tied players after the runoff. */
      tied: SeatId[]
      /** Who is banished (whether the VIP or chance decided is told only in the end's summary). */
      out: SeatId
      /** The banished player's role, if shown now. */
      role: CopsRole | null
      lines: Notice[]
    }

/** A player at the table as this viewer sees them. */
export interface CopsPlayer {
  /** The seat. */
  seat: SeatId
  /** Still at the festival. */
  alive: boolean
  /** How they left, or null. */
  out: CopsOutCause | null
  /** The role, if this viewer may know it (own, banished with `revealBanished`, game over, moderator). */
  role: CopsRole | null
  /** The wristband, under the same condition as the role. */
  wristband: boolean | null
}

/** The viewing seat itself. */
export interface CopsMe {
  /** The seat. */
  seat: SeatId
  /** Still at the festival. */
  alive: boolean
  /** How this seat left, or null. */
  out: CopsOutCause | null
  /** Own role. */
  role: CopsRole
  /** The role's name. */
  roleName: Notice
  /** The side this seat plays for. */
  team: CopsTeam
  /** Whether this seat wears a wristband. */
  wristband: boolean
  /** Evidence markers on this seat (always visible to its owner). */
  markers: number
  /** Türsteher: reveals left; null for every other role. */
  revealsLeft: number | null
}

/** The public settings of this game. */
export interface CopsRules {
  /** Cops dealt. */
  cops: number
  /** V-Männer dealt. */
  informants: number
  /** Türsteher dealt. */
  bouncers: number
  /** Besucher dealt. */
  visitors: number
  /** VIPs dealt (always 1). */
  vips: number
  /** Floors per day, day 1 first. */
  floorsByDay: number[]
  /** The number of days. */
  days: number
  /** Banished players' roles are shown at once. */
  revealBanished: boolean
}

/** Everything one viewer sees: the common header, then Undercover Cops' own. */
export interface CopsView extends ViewHeader {
  /** Always 'cops'. */
  game: 'cops'
  /** Current step. */
  phase: CopsPhase
  /** The festival day, 1..5. */
  day: number
  /** Public settings. */
  rules: CopsRules
  /** This viewer sees every role (moderator, or game over). */
  omniscient: boolean
  /** The viewing seat, or null for spectators and the moderator. */
  me: CopsMe | null
  /** Everyone at the table, in seat order. */
  players: CopsPlayer[]
  /** What this seat may do now, or null. */
  prompt: CopsPrompt | null
  /** This seat's floor today, once floors are fixed (event, action), else null. */
  floor: CopsFloorScene | null
  /** Today's event card (from the event phase to the end of the day), else null. */
  event: CopsEventCard | null
  /** The tied players (runoff, vipDecides), else empty. */
  tied: SeatId[]
  /** This seat's personal summaries, one per action phase, oldest first. */
  reports: CopsReport[]
  /** This seat's other private messages, oldest first. */
  notes: CopsNote[]
  /** The public log, oldest first. */
  log: CopsLogEntry[]
  /** Hidden state live, for the moderator; null for everyone else. */
  insight: CopsInsight | null
  /** The end screen, once the game is over. */
  summary: CopsSummary | null
}
