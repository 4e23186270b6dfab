/** Shifter Under Us' state: plain JSON, snapshotted after every change. */
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import type { Ballot, ShifterCause, ShifterNightRecord, ShifterOptions, ShifterPhase, ShifterRole, ShifterTeam } from '../../../shared/views/shifter'

/** The Alchemist's potion tonight. */
export type Potion = { type: 'heal' } | { type: 'poison'; target: SeatId }

/** Tonight, while the night and potion steps run. */
export interface NightState {
  /** The shifters' first-round picks: shifter → victim (null: nothing). Final once made. */
  attacks: Record<SeatId, SeatId | null>
  /** The tied while the shifters vote again between them, else empty. */
  tie: SeatId[]
  /** The shifters' second-round picks (only among the tied). */
  runoff: Record<SeatId, SeatId | null>
  /** The shifters' choice is settled (then `victim` holds it, possibly nobody). */
  fixed: boolean
  /** Whom the shifters attack tonight, once fixed. */
  victim: SeatId | null
  /** Chance picked the victim among the tied. */
  byChance: boolean
  /** The Visionary's pick. */
  inspect: SeatId | null
  /** The Immortal's pick. */
  protect: SeatId | null
  /** Armoris's picks (night 1), up to two. */
  love: SeatId[]
  /** The Alchemist's potion (potion step). */
  potion: Potion | null
  /** Seats that tapped "nothing" or any name in the current step (name kept for display only). */
  slept: Record<SeatId, SeatId | null>
  /** Seats whose first confirm in the current step was a name they cannot pick there: counted, nothing picked. */
  touched: SeatId[]
  /** In the potion step: who may still do their hunt act (absent in nights stored before it existed). */
  late?: SeatId[]
  /** In the potion step: how many lovers Armoris had picked when it began (his taps there count from it). */
  loveBeforePotion?: number
}

/** The step right after deaths: who just died, where the game goes next, who has tapped. */
export interface FarewellState {
  dead: SeatId[]
  then: 'discussion' | 'dusk'
  taps: Record<SeatId, SeatId | null>
  /** The story of the deaths, told again when the next step begins. */
  story: Notice[]
}

/** An elimination as stored. */
export interface OutRecord {
  seat: SeatId
  day: number
  time: 'night' | 'day'
  cause: ShifterCause
}

/** One public record: the story told so far. */
export type LogRecord =
  | { type: 'dawn'; day: number; dead: SeatId[] }
  | {
      type: 'vote'
      day: number
      round: 'vote' | 'runoff'
      ballots: Ballot[]
      out: SeatId | null
      tied: SeatId[]
      byChance: boolean
      followed: SeatId[]
    }

/** Something only one seat was told, kept for that seat. */
export type Finding =
  | { kind: 'inspect'; to: SeatId; day: number; target: SeatId; shifter: boolean }
  | { kind: 'victim'; to: SeatId; day: number; target: SeatId | null }
  | { kind: 'lovers'; to: SeatId; day: number; partner: SeatId }
  | { kind: 'couple'; to: SeatId; day: number; lovers: SeatId[] }
  | { kind: 'shield'; to: SeatId; day: number }
  | { kind: 'look'; to: SeatId; day: number; target: SeatId; role: ShifterRole }

/** How the game ended: a side won, or nobody acted for too long. */
export type Winner = ShifterTeam | 'nobody'

/** The whole game. */
export interface ShifterState {
  options: ShifterOptions
  /** Seats in table order. */
  seats: SeatId[]
  /** Every seat's role. */
  roles: Record<SeatId, ShifterRole>
  /** The seeded PRNG's state. */
  rng: number
  /** Grows with every step. */
  stage: number
  phase: ShifterPhase
  /** Night/day number: night 1, day 1, night 2, ... (0 while the cards are read). */
  day: number
  /** When the current step ends (absolute ms), null once ended. */
  deadline: number | null
  /** When the current step began. */
  since: number
  /** When tonight ends, both night steps together (null by day). */
  nightEnds: number | null
  /** What the table is told in this step. */
  announcements: Notice[]
  /** Eliminations in order; a seat is alive when it is not in here. */
  out: OutRecord[]
  /** Seats that confirmed their role card. */
  confirmed: SeatId[]
  /** Tonight (night and potion steps only). */
  night: NightState | null
  /** Whom the Immortal protected last night (not again tonight). */
  lastProtected: SeatId | null
  /** The couple, once Armoris has made one ([] until then). */
  lovers: SeatId[]
  /** Rambuh's shield broke on the first attack that landed. */
  shieldBroken: boolean
  /** The Alchemist's potions still unused. */
  potions: { heal: boolean; poison: boolean }
  /** The Mortician has used the look. */
  lookUsed: boolean
  /** The step after deaths. */
  farewell: FarewellState | null
  /** Living players ready to vote. */
  ready: SeatId[]
  /** Current ballots (vote, runoff): voter → target. */
  ballots: Record<SeatId, SeatId>
  /** The tied players (runoff). */
  tied: SeatId[]
  /** The public story. */
  log: LogRecord[]
  /** Finished nights, for the end screen. */
  nights: ShifterNightRecord[]
  /** What single seats were told. */
  findings: Finding[]
  /** Someone acted in the current round (night plus day). */
  acted: boolean
  /** Rounds in a row without any action. */
  idle: number
  /** Set once the game is over. */
  winner: Winner | null
}

/** A night before anyone has tapped. */
export function emptyNight(): NightState {
  return { attacks: {}, tie: [], runoff: {}, fixed: false, victim: null, byChance: false, inspect: null, protect: null, love: [], potion: null, slept: {}, touched: [] }
}
