/**
 * Heimlich & Co.'s view: what `view(state, viewer)` returns, plus the option and action types.
 * Types only (and the manifest): this file ships to browsers.
 *
 * Notices: a param value starting with '@' is a catalogue key (`t` renders it in the reader's
 * language); a param value starting with '#' is a seat id ("#s3"): replace it with that seat's
 * display name before rendering (the engine knows seats, not names).
 *
 * What a viewer never gets before the end: which agent another person plays, which agents are
 * free, anyone else's guess (variant). The board, the scores, the die, whose turn it is and every
 * move are public. After the end every card and every guess is shown to everyone.
 *
 * @example { key: 'heimlich.intro.move', params: { player: '#s3', points: 4 } }
 */
import type { GameManifest, SeatId } from '../games'
import type { ViewHeader } from './header'
import type { Notice } from '../notice'

/** What the platform shows of Heimlich & Co. before its code is loaded. */
export const manifest: GameManifest = {
  id: 'heimlich',
  players: { min: 2, max: 7 },
  name: { de: 'Heimlich & Co.', en: 'Heimlich & Co.' },
  pitch: {
    de: 'Geheimagenten auf einem Brett: Jeder zieht jede Figur, nur du weißt, welche deine ist.',
    en: 'Secret agents on a board: everyone moves every piece, only you know which one is yours.',
  },
}

/** An agent, named by its colour. Which colours are in play is public (the view lists them). */
export type HeimlichAgent = 'red' | 'blue' | 'yellow' | 'green' | 'purple' | 'orange' | 'white'

/** A face of the die: '1-3' lets the mover choose one, two or three points. */
export type HeimlichDieFace = '1-3' | 2 | 3 | 4 | 5 | 6

/** The steps of a turn, and the end. */
export type HeimlichPhase =
  | 'move' // the mover spends the die's points on any agents (one action, checked whole)
  | 'safe' // after a scoring: the mover puts the safe on another building
  | 'guess' // variant: everyone writes down who plays which colour (once, when a marker first passes the mark)
  | 'ended' // game over; every card is shown

/** The kind of a building on the loop. */
export type HeimlichBuildingKind = 'church' | 'house' | 'ruin'

/** One building of the board (0 = church, 1–10 = houses, 11 = ruin), clockwise. */
export interface HeimlichBuilding {
  /** Its place on the loop, 0–11. */
  id: number
  kind: HeimlichBuildingKind
  /** What an agent standing here gains at a scoring (the ruin loses three). */
  value: number
}

/** The host's settings (mirrors the valibot schema in server/games/heimlich/options.ts). */
export interface HeimlichOptions {
  /** A time limit per turn; without it a turn still passes on after a long silence. */
  turnTimer: boolean
  /** The time limit per turn, in seconds (used when `turnTimer` is on). */
  turnSeconds: number
  /** The guessing variant: when a marker first passes the mark, everyone guesses identities. */
  guessVariant: boolean
}

/** One line of a guess: the colour this other person is thought to play. */
export interface HeimlichGuessPair {
  /** The person guessed. */
  of: SeatId
  /** The colour named for them. */
  agent: HeimlichAgent
}

/** Everything a player can send. */
export type HeimlichAction =
  | {
      type: 'move'
      /** One agent per point, in the order planned; the whole list is the move. */
      steps: HeimlichAgent[]
      /** On the '1-3' face: how many points the mover takes (1, 2 or 3). */
      points?: 1 | 2 | 3
    }
  | { type: 'safe'; building: number } // after a scoring: the safe's new building (any other one)
  | { type: 'guess'; guess: HeimlichGuessPair[] } // variant: one colour for every other person, each colour at most once

/** The die this turn. */
export interface HeimlichDie {
  face: HeimlichDieFace
  /** The points the mover may choose from: [1, 2, 3] on the '1-3' face, else just the face. */
  choices: number[]
}

/** Where an agent went in a move. */
export interface HeimlichAgentMove {
  agent: HeimlichAgent
  from: number
  to: number
  /** Points spent on it. */
  points: number
}

/** One agent's line of a scoring. */
export interface HeimlichScoreLine {
  agent: HeimlichAgent
  before: number
  /** What the marker really moved (a ruin never takes it below 0). */
  gain: number
  after: number
}

/** One building's share of a scoring, in building order. */
export interface HeimlichScoringRow {
  building: number
  value: number
  agents: HeimlichScoreLine[]
}

/** One entry of the public log. */
export type HeimlichLogEntry =
  /** `chance`: the mover's time ran out (or the host skipped), and chance spent the points. */
  | { type: 'move'; turn: number; seat: SeatId; face: HeimlichDieFace; points: number; moves: HeimlichAgentMove[]; scored: boolean; chance?: true }
  | { type: 'scoring'; turn: number; seat: SeatId; safe: number; rows: HeimlichScoringRow[] }
  | { type: 'safe'; turn: number; seat: SeatId; from: number; to: number; by: 'mover' | 'chance' }
  | { type: 'timeout'; turn: number; seat: SeatId; face: HeimlichDieFace }
  | { type: 'guesses'; turn: number; guessed: SeatId[] }

/** What the viewing seat may do now. */
export type HeimlichPrompt =
  | {
      type: 'move'
      prompt: Notice
      die: HeimlichDie
      /** The agents it may move (every agent in play). */
      agents: HeimlichAgent[]
    }
  | {
      type: 'safe'
      prompt: Notice
      /** Buildings the safe may go to (every building but its own). */
      buildings: number[]
    }
  | {
      type: 'guess'
      prompt: Notice
      /** The people to guess, in table order. */
      seats: SeatId[]
      /** The colours to choose from (every agent in play). */
      agents: HeimlichAgent[]
      /** This seat's guess, once sent (final). */
      sent: boolean
    }

/** The viewing seat itself: its secret agent card. */
export interface HeimlichMe {
  seat: SeatId
  /** Your agent: shown only behind the covered card. */
  agent: HeimlichAgent
  /** Your guess (variant), once sent. */
  guess: HeimlichGuessPair[] | null
}

/** One agent at the end: whose it was, its marker, the guess bonus, the total. */
export interface HeimlichFinalAgent {
  agent: HeimlichAgent
  /** Its owner, or null for a free agent. */
  seat: SeatId | null
  /** The marker when the game ended. */
  score: number
  /** Points from its owner's correct guesses (variant). */
  bonus: number
  total: number
  /** Among the agents furthest ahead. */
  winner: boolean
}

/** One guess at the end, with whether it was right. */
export interface HeimlichGuessResult {
  /** Who guessed. */
  by: SeatId
  /** The person guessed to play `agent`; null: the guess called `agent` free (nobody's). */
  of: SeatId | null
  agent: HeimlichAgent
  right: boolean
}

/** The end reveal. */
export interface HeimlichSummary {
  /** Why it ended: a marker reached the goal, or the table walked away. */
  reason: Notice
  /** Every agent in play, furthest ahead first. */
  agents: HeimlichFinalAgent[]
  /** The people who won (none when only free agents lead, or the game was abandoned). */
  winners: SeatId[]
  /** Every guess (variant). */
  guesses: HeimlichGuessResult[]
}

/** The moderator's look behind the covers while the game runs. */
export interface HeimlichInsight {
  /** Every card: whose agent is which (free agents have seat null). */
  agents: { agent: HeimlichAgent; seat: SeatId | null }[]
  /** Guesses sent so far. */
  guesses: { by: SeatId; guess: HeimlichGuessPair[] }[]
}

/** The public settings and numbers of this game. */
export interface HeimlichRules {
  /** Agents in play. */
  agents: number
  /** Of them, free agents (nobody's). */
  free: number
  /** The score that ends the game. */
  goal: number
  /** The turn timer is on. */
  timer: boolean
  /** Its length in seconds. */
  turnSeconds: number
  /** The guessing variant is on. */
  guessVariant: boolean
  /** The mark a marker must pass for the guess (variant). */
  guessMark: number
  /** Points per correct guess (variant). */
  guessBonus: number
}

/** Everything one viewer sees: the common header, then Heimlich & Co.'s own. */
export interface HeimlichView extends ViewHeader {
  game: 'heimlich'
  phase: HeimlichPhase
  /** The turn number, from 1. */
  turn: number
  /** Whose turn it is (also during the guess and at the end: the last mover). */
  mover: SeatId
  /** The people in turn order, the first player first. */
  order: SeatId[]
  rules: HeimlichRules
  /** The board, clockwise from the church. */
  buildings: HeimlichBuilding[]
  /** The agents in play, in colour order. */
  agents: HeimlichAgent[]
  /** Where each agent stands (building id). */
  positions: Partial<Record<HeimlichAgent, number>>
  /** Each agent's marker on the score track. */
  scores: Partial<Record<HeimlichAgent, number>>
  /** The safe's building. */
  safe: number
  /** The die of this turn (null once the game is over). */
  die: HeimlichDie | null
  /** The guessing round has been held (variant). */
  guessed: boolean
  /** The viewing seat's card, or null for spectators and the moderator. */
  me: HeimlichMe | null
  /** What this seat may do now, or null. */
  prompt: HeimlichPrompt | null
  /** What happened lately, oldest first: the entries of the current block and the one before (older blocks drop out whole). */
  log: HeimlichLogEntry[]
  /** The moderator's view behind the covers, else null. */
  insight: HeimlichInsight | null
  /** The end reveal, once the game is over. */
  summary: HeimlichSummary | null
}
