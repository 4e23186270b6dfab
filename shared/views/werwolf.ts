/**
 * Werwolf's view: what `view(state, viewer)` returns, plus the option and action types.
 * Types only: this file ships to browsers.
 *
 * Notices: a param value starting with '@' is a catalogue key (`t` renders it in the reader's
 * language); a param value starting with '#' is a seat id ("#s3"): replace it with that seat's
 * display name before rendering (the engine knows seats, not names).
 *
 * @example { key: 'werwolf.narr.victim', params: { player: '#s3' } }
 */
import type { GameManifest, SeatId } from '../games'
import type { Notice } from '../notice'
import type { Ballot, Tally, ViewHeader, VoteRound } from './header'

export type { Ballot, Tally }

/** What the platform shows of Werwolf before its code is loaded. */
export const manifest: GameManifest = {
  id: 'werwolf',
  players: { min: 5, max: 17 },
  name: { de: 'Werwolf', en: 'Werewolf' },
  pitch: {
    de: 'Das klassische Partyspiel: Werwölfe gegen das Dorf. Die App erzählt.',
    en: 'The classic party game: werewolves against the village. The app narrates.',
  },
}

/** Which story the game tells: werewolves and a seer, or the mafia and a commissioner. */
export type WerwolfTheme = 'werwolf' | 'mafia'

/** A role in the game (same ids in both themes; the texts differ). */
export type WerwolfRole = 'wolf' | 'seer' | 'villager' | 'protector' | 'hunter'

/** A side that can win: the village (seer, villagers, protector, hunter) or the werewolves. */
export type WerwolfTeam = 'village' | 'wolves'

/** A suit of the French deck. */
export type Suit = 'spades' | 'clubs' | 'diamonds' | 'hearts'

/** A rank: number cards for villagers, J (Bube) protector/hunter, Q (Dame) seer, K werewolves. */
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K'

/** A playing card, so a table can deal a real deck alongside the app. */
export interface Card {
  /** The rank ('K', 'Q', 'J', '2'..'10'); render J/Q with `werwolf.rank.J` / `werwolf.rank.Q` (B/D in German). */
  rank: Rank
  /** The suit. */
  suit: Suit
}

/** A role card as a viewer may know it: the role and the playing card that stands for it. */
export interface RoleCard {
  /** The role id. */
  role: WerwolfRole
  /** The playing card dealt for it. */
  card: Card
  /** The role's name in the game's theme (e.g. `werwolf.role.seer` or `werwolf.mafia.role.seer`). */
  name: Notice
}

/** The steps of a game, in the order they usually follow each other. */
export type WerwolfPhase =
  | 'night' // everyone taps once: protector, werewolves, seer act; the others sleep
  | 'hunter' // the hunter, just out, names someone to take along
  | 'discussion' // the village talks; ends at the deadline or when all living are ready
  | 'vote' // secret simultaneous vote
  | 'defense' // tie: the tied players speak (timed; the moderator can skip)
  | 'runoff' // second vote, only between the tied
  | 'ended' // game over; `summary` is set

/** The host's settings (mirrors the valibot schema in server/games/werwolf/options.ts). */
export interface WerwolfOptions {
  /** Number of werewolves (1–4, fewer than everyone else). */
  wolves: number
  /** Deal the protector (J♥) instead of one villager; from 8 players. */
  protector: boolean
  /** Deal the hunter (J♣) instead of one villager; from 8 players. */
  hunter: boolean
  /** "Secret to the end": cards of eliminated players stay face down until the game ends. */
  secretCards: boolean
  /** Eliminated players watch everything (all cards, night actions, ballots) live. */
  deadSeeAll: boolean
  /** Werewolf or Mafia texts; the rules are the same. */
  theme: WerwolfTheme
  /** Night length in seconds. */
  nightSeconds: number
  /** Discussion length in seconds. */
  discussionSeconds: number
  /** Vote (and runoff) length in seconds. */
  voteSeconds: number
  /** Defense length in seconds (after a tie). */
  defenseSeconds: number
  /** Time the hunter has to shoot, in seconds. */
  hunterSeconds: number
}

/** Everything a player can send. Targets are seat ids. */
export type WerwolfAction =
  | { type: 'protect'; target: SeatId } // protector, night: guard someone (self allowed, not the same as last night)
  | { type: 'attack'; target: SeatId } // werewolf, night: pick the victim; may be changed until the night ends
  | { type: 'inspect'; target: SeatId } // seer, night: learn werewolf yes/no at once
  | { type: 'sleep'; target?: SeatId } // everyone else, night: the one tap; a tapped name is kept for display only
  | { type: 'touch' } // night: a first tap on a name this role cannot pick; counted like any tap, picks nothing
  | { type: 'ready' } // discussion: ready to vote
  | { type: 'vote'; target: SeatId } // vote/runoff: may be changed until the vote closes
  | { type: 'abstain' } // runoff only, and only when there is nobody else to vote for
  | { type: 'shoot'; target: SeatId } // hunter step: take someone along

/** A werewolf's current pick at night. */
export interface WolfMark {
  /** The werewolf. */
  by: SeatId
  /** Whom it picked. */
  target: SeatId
}

/**
 * What this seat may do now. The night prompt has the same shape for every role, so a glance at a
 * neighbour's phone tells little: a list of names to tap, once.
 */
export type WerwolfPrompt =
  | {
      type: 'night'
      /** Which action a tap sends: `{type: act, target}` ('sleep' may omit the target). */
      act: 'protect' | 'attack' | 'inspect' | 'sleep'
      /** The question to show (differs per role). */
      prompt: Notice
      /** Names to tap (for 'sleep': the other living players, any of them will do). */
      targets: SeatId[]
      /** This seat's current pick, if any. */
      pick: SeatId | null
      /** The pack's current picks (werewolves only; empty for everyone else). */
      marks: WolfMark[]
      /** This seat has tapped; werewolves may still change their pick. */
      done: boolean
      /** This seat's tap is in the table's count (`done`, or a `touch` that picked nothing). */
      counted: boolean
    }
  | {
      type: 'ready'
      /** The hint to show. */
      prompt: Notice
      /** This seat has said it is ready to vote. */
      done: boolean
    }
  | {
      type: 'vote'
      /** 'vote' for the first round, 'runoff' for the second. */
      round: 'vote' | 'runoff'
      /** The question to show. */
      prompt: Notice
      /** Whom this seat may vote for. */
      targets: SeatId[]
      /** This seat's current vote (it may change it until the vote closes). */
      vote: SeatId | null
      /** This seat has abstained (runoff only). */
      abstained: boolean
      /** Abstaining is allowed (runoff, when there is nobody else to vote for). */
      canAbstain: boolean
    }
  | {
      type: 'shoot'
      /** The question to show. */
      prompt: Notice
      /** Whom the hunter may shoot. */
      targets: SeatId[]
    }

/** One entry of the public log. `lines` is the story, ready to render. */
export type WerwolfLogEntry =
  | {
      type: 'dawn'
      /** Number of the night that just ended. */
      day: number
      /** Who was taken, or null for a quiet night. */
      victim: SeatId | null
      /** The victim's card, once turned over (null if none, or hidden by "secret to the end"). */
      card: RoleCard | null
      /** The morning story. */
      lines: Notice[]
    }
  /** `tied` in the first round go to defense and runoff; tied in the runoff, nobody is out. */
  | (VoteRound & {
      /** The card of who is out, if turned over. */
      card: RoleCard | null
    })
  | {
      type: 'shot'
      /** The day (or the morning after night `day`). */
      day: number
      /** The hunter. */
      hunter: SeatId
      /** Whom he took along, or null (no shot). */
      target: SeatId | null
      /** The target's card, if turned over. */
      card: RoleCard | null
      /** The announcement. */
      lines: Notice[]
    }

/** How a player left the game. */
export type WerwolfCause = 'wolves' | 'vote' | 'runoff' | 'hunter'

/** One elimination, in order. */
export interface WerwolfElimination {
  /** Who. */
  seat: SeatId
  /** Night/day number. */
  day: number
  /** 'night': taken by the werewolves; 'day': voted out, or shot by the hunter (also in the morning). */
  time: 'night' | 'day'
  /** Why. */
  cause: WerwolfCause
  /** The card (eliminations are listed on the end screen, where every card is shown). */
  card: RoleCard
}

/** What happened in one night (for the moderator, the watching dead, and the end screen). */
export interface WerwolfNightRecord {
  /** Night number. */
  day: number
  /** Whom the protector guarded. */
  protect: SeatId | null
  /** The werewolves' picks at the end of the night. */
  attacks: WolfMark[]
  /** Whom the seer looked at. */
  inspect: SeatId | null
  /** The werewolves' victim (common pick, plurality, or drawn), before the protector. */
  victim: SeatId | null
  /** The protector saved the victim. */
  saved: boolean
}

/** Hidden things live, for viewers who see everything (moderator; the dead with `deadSeeAll`). */
export interface WerwolfInsight {
  /** Tonight's actions so far (night only). */
  night: {
    /** The protector's pick so far. */
    protect: SeatId | null
    /** Each werewolf's current pick. */
    attacks: WolfMark[]
    /** The seer's pick so far. */
    inspect: SeatId | null
    /** Living players who have tapped. */
    done: SeatId[]
  } | null
  /** Current ballots (vote and runoff only; empty otherwise). */
  ballots: Ballot[]
  /** Who is ready to vote (discussion only). */
  ready: SeatId[]
  /** Past nights. */
  nights: WerwolfNightRecord[]
}

/** The end screen. */
export interface WerwolfSummary {
  /** The winning side, or null when the game was abandoned (nobody acted for several rounds). */
  winner: WerwolfTeam | null
  /** Every seat of the winning team, eliminated ones included. */
  winners: SeatId[]
  /** Why the game ended. */
  reason: Notice
  /** Every player's card. */
  cards: { seat: SeatId; card: RoleCard; alive: boolean }[]
  /** Eliminations in order, with day/night and cause. */
  eliminations: WerwolfElimination[]
  /** Who voted for whom, each day and round. */
  votes: { day: number; round: 'vote' | 'runoff'; ballots: Ballot[]; out: SeatId | null }[]
  /** Every night's actions. */
  nights: WerwolfNightRecord[]
}

/** A player at the table as this viewer sees them. */
export interface WerwolfPlayer {
  /** The seat. */
  seat: SeatId
  /** Still in the game. */
  alive: boolean
  /** Role and card if this viewer may know them (own card, pack mates, turned over, or omniscient). */
  card: RoleCard | null
}

/** The viewing seat itself. */
export interface WerwolfMe {
  /** The seat. */
  seat: SeatId
  /** Still in the game. */
  alive: boolean
  /** Own role and card. */
  card: RoleCard
  /** The side this seat plays for. */
  team: WerwolfTeam
  /** The other werewolves (werewolves only; empty otherwise). */
  mates: SeatId[]
}

/** The public settings of this game (the lobby showed them anyway). */
export interface WerwolfRules {
  /** Werewolves dealt. */
  wolves: number
  /** The protector is in the game. */
  protector: boolean
  /** The hunter is in the game. */
  hunter: boolean
  /** "Secret to the end" is on. */
  secretCards: boolean
  /** Eliminated players watch everything. */
  deadSeeAll: boolean
}

/** Everything one viewer sees: the common header, then Werwolf's own. */
export interface WerwolfView extends ViewHeader {
  /** Always 'werwolf'. */
  game: 'werwolf'
  /** Current step. */
  phase: WerwolfPhase
  /** Which texts to use. */
  theme: WerwolfTheme
  /** Number of the current night/day (night 1 comes before day 1). */
  day: number
  /** Public settings. */
  rules: WerwolfRules
  /** This viewer sees every card and hidden action (moderator, watching dead, or game over). */
  omniscient: boolean
  /** The viewing seat, or null for spectators and the moderator. */
  me: WerwolfMe | null
  /** Everyone at the table, in seat order. */
  players: WerwolfPlayer[]
  /** What this seat may do now, or null. */
  prompt: WerwolfPrompt | null
  /** The tied players (defense and runoff), else empty. */
  tied: SeatId[]
  /** The hunter who is about to shoot (hunter step), else null. */
  hunter: SeatId | null
  /** This seat's private messages (the seer's findings), oldest first. */
  private: Notice[]
  /** The public story so far, oldest first. */
  log: WerwolfLogEntry[]
  /** Hidden actions live, for omniscient viewers; null for everyone else. */
  insight: WerwolfInsight | null
  /** The end screen, once the game is over. */
  summary: WerwolfSummary | null
}
