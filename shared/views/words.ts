/**
 * The Undercover word game's view: what `view(state, viewer)` returns, plus the option and action
 * types. Types only: this file ships to browsers, and no word of any pair is in it (the pairs live
 * on the server; a seat's view carries its own word and nothing else).
 *
 * Notices: a param value starting with '@' is a catalogue key; '#s3' is a seat (show its name).
 *
 * What a viewer never gets while the game runs: another seat's word, anyone's side (a player who
 * goes out has the role turned over, never the word), a ballot of an open round but its own.
 */
import type { GameManifest, SeatId } from '../games'
import type { Notice } from '../notice'
import type { Ballot, Tally, ViewHeader } from './header'

export type { Ballot, Tally }

/** What the platform shows of the word game before its code is loaded. */
export const manifest: GameManifest = {
  id: 'words',
  players: { min: 4, max: 16 },
  name: { de: 'Undercover – das Wortspiel', en: 'Undercover word game' },
  onePhone: true,
  labels: {
    start: { de: 'Wörter austeilen', en: 'Deal the words' },
  },
  pitch: {
    de: 'Fast alle teilen ein Wort, ein paar haben ein ähnliches – und niemand weiß, auf welcher Seite er steht.',
    en: 'Nearly everyone shares a word, a few hold a similar one – and nobody knows which side they are on.',
  },
}

/** A role: most share the civilians' word, undercovers hold its partner, a blank holds none. */
export type WordsRole = 'civilian' | 'undercover' | 'blank'

/** Who won: the civilians, the infiltrators (undercovers and blanks), a blank alone by the steal; null for a draw. */
export type WordsWinner = 'civilians' | 'infiltrators' | 'blank'

/** How the table plays: each on their own phone, or one phone passed round. */
export type WordsMode = 'phones' | 'pass'

/** How the vote is cast: secretly, one ballot per person; or by a show of hands entered on one screen. */
export type WordsVoting = 'secret' | 'open'

/** Where the pair comes from: one of the three sets, or the host's own pairs only. */
export type WordsSet = 'everyday' | 'tricky' | 'brutal' | 'own'

/** The steps of a round, in order; a runoff goes through clue, vote and count once more. */
export type WordsPhase =
  | 'look' // everyone looks at their word (in turn when the phone is passed)
  | 'clue' // one speaker at a time gives a clue; "Done" passes it on
  | 'debate' // the table argues; the timer only nudges
  | 'vote' // secret ballots (in turn when the phone is passed) or one show of hands
  | 'count' // every ballot is shown, the top-voted card flips
  | 'steal' // a blank who was voted out names the civilians' word
  | 'ended' // game over; `summary` is set

/**
 * A pair of the host's own, as one line: each side is a word followed by its other spellings,
 * separated by commas, and the two sides by a bar.
 *
 * @example 'sofa, couch | armchair, arm chair'
 */
export type WordsOwnPair = string

/** The host's settings (mirrors the valibot schema in server/games/words/options.ts). */
export interface WordsOptions {
  /** Each on their own phone, or one phone passed round. */
  mode: WordsMode
  /** Undercovers dealt. */
  undercovers: number
  /** Blanks dealt (0–2). */
  blanks: number
  /** The pair set; 'own' uses the host's own pairs only. */
  set: WordsSet
  /** Secret ballots or an open show of hands. */
  voting: WordsVoting
  /** Seconds per clue (0: no clue timer); when it runs out the next speaker is on. */
  clueSeconds: number
  /** Seconds of debate (0: no timer); at zero the ring turns red, nothing else happens. */
  debateSeconds: number
  /** Round one is clues and debate only, without a vote. */
  noVoteFirstRound: boolean
  /** The count shows every ballot at once instead of one by one. */
  skipAnimations: boolean
  /** A tap shows the word (and a tap covers it); otherwise it shows only while held. */
  tapToReveal: boolean
  /** The host's own pairs (kept on the host's device; never shown to the other players). */
  own?: WordsOwnPair[]
  /** Pairs this device dealt lately, to be avoided (ids from earlier end screens). */
  recent?: string[]
}

/** The settings as every phone in the room sees them: the host's own pairs and list of recent pairs only as counts. */
export type WordsPublicOptions = Omit<WordsOptions, 'own' | 'recent'> & { ownPairs: number; recentPairs: number }

/** Everything a player can send. */
export type WordsAction =
  | { type: 'seen' } // I have looked at my word
  | { type: 'done' } // the speaker's clue is given
  | { type: 'ready' } // ready to vote (debate)
  | { type: 'vote'; target: SeatId } // a secret ballot; final once cast
  | { type: 'hands'; ballots: { voter: SeatId; target: SeatId }[] } // an open show of hands, entered at once
  | { type: 'next' } // the count has been seen
  | { type: 'guess'; word: string } // the blank's steal: one guess at the civilians' word

/** A player at the table as this viewer sees them. */
export interface WordsPlayer {
  seat: SeatId
  alive: boolean
  /** The role, once the card is turned over (voted out), at the end, or for the moderator. */
  role: WordsRole | null
  /** When the player went out, or null. */
  out: { round: number; runoff: boolean } | null
}

/** The viewing seat itself. */
export interface WordsMe {
  seat: SeatId
  alive: boolean
  /** This seat's word; null for a blank. */
  word: string | null
}

/** What this seat may do now. */
export type WordsPrompt =
  | { type: 'seen'; done: boolean }
  | { type: 'done' }
  | { type: 'ready'; done: boolean }
  | { type: 'vote'; targets: SeatId[]; vote: SeatId | null }
  | { type: 'hands'; voters: SeatId[]; targets: SeatId[] }
  | { type: 'next'; done: boolean }
  | { type: 'guess' }

/** How a vote came out. */
export type WordsVoteResult =
  | 'out' // one player is out
  | 'runoff' // a tie: the tied give one more clue, the others vote again
  | 'allTied' // a tie of everyone still in: nobody is left to break it, nobody is out
  | 'tieAgain' // the runoff tied too: nobody is out
  | 'none' // no ballots: nobody is out

/** A closed vote, public from the count on. */
export interface WordsVoteRecord {
  round: number
  runoff: boolean
  /** Every ballot, in table order of the voters. */
  ballots: Ballot[]
  /** Votes per player, most first. */
  tally: Tally[]
  result: WordsVoteResult
  /** Who is out, or null. */
  out: SeatId | null
  /** The turned-over card of who is out. */
  role: WordsRole | null
  /** The tied players on a tie. */
  tied: SeatId[]
}

/** A blank's steal: the guess once made, and whether it matched. */
export interface WordsSteal {
  seat: SeatId
  round: number
  /** The guess as typed; null while it is awaited, or when none came. */
  guess: string | null
  /** Whether it matched the civilians' word; null while awaited. */
  right: boolean | null
}

/** One row of the truth table. */
export interface WordsTruth {
  seat: SeatId
  role: WordsRole
  /** The word this seat held; null for a blank. */
  word: string | null
  out: { round: number; runoff: boolean } | null
  won: boolean
}

/** The end screen: every role, both words, who went out when, and every ballot. */
export interface WordsSummary {
  winner: WordsWinner | null
  winners: SeatId[]
  reason: Notice
  words: { civilian: string; undercover: string }
  /** The pair's id, so the host's device can avoid it next time. */
  pair: string
  /** The set had run dry for this deal and was started over. */
  reshuffled: boolean
  /**
   * When it had: the pairs of that pool the host's device remembers, which it forgets now, so its
   * next deals draw from the whole set again instead of finding it dry every time.
   */
  forget: string[]
  truth: WordsTruth[]
  votes: WordsVoteRecord[]
  steals: WordsSteal[]
  rounds: number
}

/** The public settings of this game. */
export interface WordsRules {
  mode: WordsMode
  voting: WordsVoting
  set: WordsSet
  undercovers: number
  blanks: number
  civilians: number
  clueSeconds: number
  debateSeconds: number
  noVoteFirstRound: boolean
  skipAnimations: boolean
  tapToReveal: boolean
}

/** The moderator's live look at everything. */
export interface WordsInsight {
  roles: Record<SeatId, WordsRole>
  words: { civilian: string; undercover: string }
  /** How many ballots the vote still open has (never whose, nor for whom). */
  cast: number
}

/** Everything one viewer sees: the common header, then the word game's own. */
export interface WordsView extends ViewHeader {
  game: 'words'
  phase: WordsPhase
  rules: WordsRules
  /** The round, from 1. */
  round: number
  /** The current clue, vote or count is the runoff's. */
  runoff: boolean
  /** The viewing seat, or null for spectators and the moderator. */
  me: WordsMe | null
  players: WordsPlayer[]
  /** Who speaks in this clue step, in order (the round's order, or the tied in a runoff). */
  order: SeatId[]
  /** Whose clue it is now, or null. */
  speaker: SeatId | null
  /** When the phone is passed: who takes it now (to look, to vote, to steal), else null. */
  turn: SeatId | null
  /** When the debate timer runs out (game clock, ms): it only nudges. Null without a timer. */
  nudgeAt: number | null
  /** What this seat may do now, or null. */
  prompt: WordsPrompt | null
  /** Who may vote in the current vote, and for whom (public). */
  ballot: { voters: SeatId[]; candidates: SeatId[] } | null
  /** The tied players of a runoff. */
  tied: SeatId[]
  /** The vote being counted (count step), else null. */
  count: WordsVoteRecord | null
  /** The blank's steal under way or just made, else null. */
  steal: WordsSteal | null
  /** Every closed vote so far, oldest first. */
  history: WordsVoteRecord[]
  /** Moderator only. */
  insight: WordsInsight | null
  /** The end screen, once the game is over. */
  summary: WordsSummary | null
}
