/**
 * Shifter Under Us' view: what `view(state, viewer)` returns, plus the option and action types.
 * Types only: this file ships to browsers.
 *
 * Notices: a param value starting with '@' is a catalogue key (`t` renders it in the reader's
 * language); a param value starting with '#' is a seat id ("#s3"): replace it with that seat's
 * display name before rendering (the engine knows seats, not names).
 *
 * @example { key: 'shifter.narr.dead', params: { players: '#s3' } }
 */
import type { GameManifest, SeatId } from '../games'
import type { Notice } from '../notice'
import type { Ballot, Tally, ViewHeader, VoteRound } from './header'

export type { Ballot, Tally }

/** What the platform shows of Shifter Under Us before its code is loaded. */
export const manifest: GameManifest = {
  id: 'shifter',
  players: { min: 4, max: 15 },
  name: { de: 'Shifter Under Us', en: 'Shifter Under Us' },
  pitch: {
    de: 'Werwolf mit acht Rollen, Liebenden und Tränken: Wer von euch ist ein Shifter?',
    en: 'Werewolf with eight roles, lovers and potions: which of you is a shifter?',
  },
  labels: {
    create: { de: 'DORF ERSTELLEN', en: 'CREATE VILLAGE' },
    join: { de: 'DORF BETRETEN', en: 'ENTER VILLAGE' },
    start: { de: 'JAGD STARTEN', en: 'START HUNT' },
  },
}

/** A role. Shifters hunt at night; everyone else belongs to the village. */
export type ShifterRole = 'shifter' | 'townfolk' | 'visionary' | 'alchemist' | 'immortal' | 'mortician' | 'rambuh' | 'armoris'

/** The special roles the host may add, each at most once. */
export type ShifterSpecial = Exclude<ShifterRole, 'shifter' | 'townfolk'>

/** A side that can win. The lovers may win as well, on top of either side. */
export type ShifterTeam = 'village' | 'shifters'

/** The steps of a game, in the order they usually follow each other. */
export type ShifterPhase =
  | 'reveal' // everyone reads their role card and confirms it
  | 'night' // the hunt: Armoris (night 1), shifters, Visionary, Immortal act; everyone else taps a name
  | 'potion' // the rest of the night (only with the Alchemist in the game): the Alchemist acts; everyone else taps a name
  | 'farewell' // right after deaths (only with the Mortician in the game): everyone taps, the Mortician may look at a role
  | 'discussion' // the day: talk until everyone is ready to vote
  | 'vote' // each living player names another; the choice is final
  | 'runoff' // tie: again, only between the tied
  | 'dusk' // a short pause before the next night
  | 'ended' // game over; `summary` is set

/** How a player left the game. */
export type ShifterCause = 'attack' | 'poison' | 'heartbreak' | 'vote' | 'runoff'

/** The host's settings (mirrors the valibot schema in server/games/shifter/options.ts). */
export interface ShifterOptions {
  /** Number of shifters (at least 1, at most a third of the players). */
  shifters: number
  /** The special roles on or off (each at most once; at least 2 plain Townfolk stay). */
  visionary: boolean
  alchemist: boolean
  immortal: boolean
  mortician: boolean
  rambuh: boolean
  armoris: boolean
  /** Time to read the role card, in seconds. */
  cardSeconds: number
  /** The whole night, in seconds (the Alchemist's turn included). */
  nightSeconds: number
  /** The day's discussion, in seconds. */
  discussionSeconds: number
  /** Each vote round, in seconds. */
  voteSeconds: number
  /** The pause between the vote and the next night, in seconds. */
  pauseSeconds: number
  /** The short step right after deaths (Mortician in the game), in seconds. */
  farewellSeconds: number
}

/** Everything a player can send. Targets are seat ids. */
export type ShifterAction =
  | { type: 'confirm' } // reveal: I know my role
  | { type: 'attack'; target: SeatId } // shifter, night: my victim (final; in a tie only among the tied)
  | { type: 'inspect'; target: SeatId } // Visionary, night: shifter or not, at once
  | { type: 'protect'; target: SeatId } // Immortal, night: safe from the shifters tonight
  | { type: 'love'; target: SeatId } // Armoris, night 1: one lover per tap, two taps
  | { type: 'heal' } // Alchemist, potion: saves tonight's victim
  | { type: 'poison'; target: SeatId } // Alchemist, potion: kills anyone but himself
  | { type: 'sleep'; target?: SeatId } // night or potion: "nothing tonight" (anyone), or any name for those without an action
  | { type: 'touch' } // night or potion: a first confirm on a name this role cannot pick there; counted, picks nothing
  | { type: 'mourn'; target?: SeatId } // farewell: a tap on one of the dead (the Mortician sees that role) or nothing
  | { type: 'ready' } // discussion: READY TO VOTE
  | { type: 'vote'; target: SeatId } // vote/runoff: final

/** A fellow shifter's pick tonight (shifters only). */
export interface ShifterMark {
  by: SeatId
  target: SeatId | null
}

/** What the name buttons send in a night step. */
export type NightAct = 'attack' | 'inspect' | 'protect' | 'love' | 'poison' | 'sleep'

/**
 * What this seat may do now. The night prompt has the same shape for every role (names to tap and
 * a "nothing" button), so a glance at a neighbour's phone tells little.
 */
export type ShifterPrompt =
  | {
      type: 'confirm'
      /** This seat has confirmed its card. */
      done: boolean
    }
  | {
      type: 'night'
      /** Which part of the night. */
      part: 'night' | 'potion'
      /** What a tap on a name sends: `{type: act, target}`. */
      act: NightAct
      /** The line to show (small, differs per role). */
      prompt: Notice
      /** Names to tap. */
      targets: SeatId[]
      /** This seat's picks so far this part (Armoris: up to two). */
      picks: SeatId[]
      /** The other shifters' picks (shifters only; else empty). */
      marks: ShifterMark[]
      /** The shifters are voting again between the tied (shifters only). */
      tie: boolean
      /** The Alchemist may heal this player (tonight's victim), else null. */
      heal: SeatId | null
      /** This seat is done for this part. */
      done: boolean
      /** This seat confirmed a name it cannot pick here: counted, and its choice is now made on the card. */
      touched: boolean
    }
  | {
      type: 'farewell'
      /** The line to show (small, differs for the Mortician). */
      prompt: Notice
      /** The players who just died. */
      targets: SeatId[]
      /** This seat's tap, once made. */
      pick: SeatId | null
      done: boolean
    }
  | {
      type: 'ready'
      done: boolean
    }
  | {
      type: 'vote'
      round: 'vote' | 'runoff'
      /** Whom this seat may vote for. */
      targets: SeatId[]
      /** This seat's vote, once cast (final). */
      vote: SeatId | null
    }

/** One entry of the public log. `lines` is the story, ready to render. */
export type ShifterLogEntry =
  | {
      type: 'dawn'
      /** Number of the night that just ended. */
      day: number
      /** Who died in the night, in table order (no roles, no causes). */
      dead: SeatId[]
      lines: Notice[]
    }
  /** `tied` in the first round go to the runoff. */
  | (VoteRound & {
      /** Chance picked `out` among the tied after the runoff. */
      byChance: boolean
      /** A lover who died at once with `out`. */
      followed: SeatId[]
    })

/** The viewing seat itself. */
export interface ShifterMe {
  seat: SeatId
  alive: boolean
  role: ShifterRole
  /** The role's name. */
  roleName: Notice
  /** What the role does, in a sentence. */
  about: Notice
  team: ShifterTeam
  /** The other shifters (shifters only; else empty). */
  mates: SeatId[]
  /** The partner, once Armoris has made this seat a lover. */
  lover: SeatId | null
  /** The Alchemist's potions still unused (Alchemist only). */
  potions: { heal: boolean; poison: boolean } | null
  /** Rambuh's shield (Rambuh only). */
  shield: 'intact' | 'broken' | null
  /** Whether the Mortician has used the look (Mortician only). */
  lookUsed: boolean | null
  /** How this seat left the game, once out. */
  out: { day: number; time: 'night' | 'day'; cause: ShifterCause } | null
}

/** A player at the table as this viewer sees them. */
export interface ShifterPlayer {
  seat: SeatId
  alive: boolean
}

/** The public settings of this game (the lobby showed them anyway). */
export interface ShifterRules {
  shifters: number
  /** The special roles in the game. */
  specials: ShifterSpecial[]
}

/** What happened in one night (for the moderator and the end screen). */
export interface ShifterNightRecord {
  day: number
  /** The shifters' picks, first round then (after a tie) second round; null target: nothing. */
  attacks: { by: SeatId; target: SeatId | null; round: 1 | 2 }[]
  /** The shifters' victim before any rescue, or null. */
  victim: SeatId | null
  /** How the victim was drawn when chance decided. */
  byChance: boolean
  protect: SeatId | null
  inspect: SeatId | null
  /** Armoris's couple (night 1). */
  lovers: SeatId[]
  /** The Alchemist's potion. */
  potion: { type: 'heal' } | { type: 'poison'; target: SeatId } | null
  /** What saved the victim, if anything. */
  saved: 'heal' | 'protect' | 'shield' | null
  /** Who died, in table order. */
  dead: SeatId[]
}

/** One elimination, in order. */
export interface ShifterElimination {
  seat: SeatId
  day: number
  time: 'night' | 'day'
  cause: ShifterCause
  role: ShifterRole
}

/** Hidden things live, for the moderator only. */
export interface ShifterInsight {
  /** Every seat's role. */
  roles: { seat: SeatId; role: ShifterRole }[]
  /** Tonight so far (night and potion steps). */
  night: Omit<ShifterNightRecord, 'saved' | 'dead'> | null
  /** Current ballots (vote and runoff). */
  ballots: Ballot[]
  lovers: SeatId[]
  nights: ShifterNightRecord[]
}

/** The end screen. */
export interface ShifterSummary {
  /** The winning side, or null when the game was abandoned. */
  winner: ShifterTeam | null
  /** Every winner: the whole winning side, and the lovers when both lived to the end. */
  winners: SeatId[]
  /** The couple, if Armoris made one. */
  lovers: SeatId[]
  /** Both lovers lived to the end and won with the winners. */
  loversWon: boolean
  reason: Notice
  /** Every player's role. */
  cards: { seat: SeatId; role: ShifterRole; roleName: Notice; alive: boolean }[]
  eliminations: ShifterElimination[]
  /** Each round: who voted for whom, who went out, or who tied. */
  votes: { day: number; round: 'vote' | 'runoff'; ballots: Ballot[]; out: SeatId | null; tied: SeatId[] }[]
  nights: ShifterNightRecord[]
}

/** Everything one viewer sees: the common header, then the game's own. */
export interface ShifterView extends ViewHeader {
  game: 'shifter'
  phase: ShifterPhase
  /** Number of the current night/day (night 1 comes before day 1). */
  day: number
  rules: ShifterRules
  /** HURRY shows when the night has less than this many seconds left. */
  hurrySeconds: number
  /**
   * When tonight ends at the latest (every part of it: with the Alchemist the shifters' part ends
   * earlier, the night does not); null by day. HURRY counts down to it.
   */
  nightEnds: number | null
  /** The viewing seat, or null for spectators and the moderator. */
  me: ShifterMe | null
  /** Everyone at the table, in seat order. */
  players: ShifterPlayer[]
  /** What this seat may do now, or null. */
  prompt: ShifterPrompt | null
  /** The tied players (runoff), else empty. */
  tied: SeatId[]
  /** This seat's private findings and messages, oldest first. */
  private: Notice[]
  /** The public story so far, oldest first. */
  log: ShifterLogEntry[]
  /** Hidden actions live, for the moderator; null for everyone else. */
  insight: ShifterInsight | null
  /** The end screen, once the game is over. */
  summary: ShifterSummary | null
}
