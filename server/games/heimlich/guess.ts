/**
 * The guessing variant: when a marker first goes beyond the mark, everyone writes down, secretly,
 * which colour each other person plays (each colour at most once), and so which colours are free:
 * those named for nobody, the guesser's own aside (none, if the guesser gave their own away). At the end each right guess, of a person's
 * colour or of a free colour, is worth a bonus on the guesser's own marker. A guess is final once
 * sent; whoever has not guessed when the round closes gets no bonus.
 */
import type { SeatId } from '../../../shared/games'
import type { HeimlichAgent, HeimlichGuessPair, HeimlichGuessResult } from '../../../shared/views/heimlich'
import type { Rejection } from '../contract'
import { announce } from '../kit'
import { GUESS_BONUS } from './constants'
import { refuse } from './rejections'
import { afterScoring } from './scoring'
import type { HeimlichState } from './state'

/** The people a seat guesses: everyone else, in table order. */
export function guessedSeats(state: HeimlichState, seat: SeatId): SeatId[] {
  return state.seats.filter((other) => other !== seat)
}

/** This seat has sent its guess. */
export function hasGuessed(state: HeimlichState, seat: SeatId): boolean {
  return Object.hasOwn(state.guesses, seat)
}

/** Everyone has sent a guess. */
export function everyoneGuessed(state: HeimlichState): boolean {
  return state.seats.every((seat) => hasGuessed(state, seat))
}

/** A seat's guess: one colour for every other person, each colour at most once. Any colour in play may be named. */
export function sendGuess(state: HeimlichState, seat: SeatId, guess: readonly HeimlichGuessPair[], now: number): HeimlichState | Rejection {
  if (state.phase !== 'guess') return refuse('wrong_phase')
  if (hasGuessed(state, seat)) return refuse('already_acted')
  const others = guessedSeats(state, seat)
  if (guess.length !== others.length || others.some((other) => guess.filter((g) => g.of === other).length !== 1)) return refuse('guess_everyone')
  if (guess.some((g) => !state.agents.includes(g.agent))) return refuse('unknown_agent')
  if (new Set(guess.map((g) => g.agent)).size !== guess.length) return refuse('guess_colour_twice')
  const ordered = others.map((other) => ({ of: other, agent: (guess.find((g) => g.of === other) as HeimlichGuessPair).agent }))
  return { ...state, guesses: { ...state.guesses, [seat]: ordered }, lastActionAt: now }
}

/** Closes the round: who guessed goes in the log (what they guessed stays secret), then the game goes on. */
export function closeGuesses(state: HeimlichState, at: number): HeimlichState {
  const guessed = state.seats.filter((seat) => hasGuessed(state, seat))
  return afterScoring({ ...state, guessed: true, log: announce(state.log, { type: 'guesses', turn: state.turn, guessed }) }, at)
}

/**
 * Guesses a seat may send, for bots and tests: each other person a different colour, never the
 * seat's own. Not all of them (up to 720 at seven), but the colours turned round the table both
 * ways, so every pairing of a person with a colour is among them.
 */
export function sensibleGuesses(state: HeimlichState, seat: SeatId): HeimlichGuessPair[][] {
  const others = guessedSeats(state, seat)
  const colours = state.agents.filter((agent) => agent !== state.cards[seat])
  const m = colours.length
  const seen = new Set<string>()
  const out: HeimlichGuessPair[][] = []
  for (const direction of [1, -1]) {
    for (let turn = 0; turn < m; turn++) {
      const guess = others.map((of, i) => ({ of, agent: colours[(((turn + direction * i) % m) + m) % m] as HeimlichAgent }))
      const key = guess.map((g) => g.agent).join()
      if (!seen.has(key)) {
        seen.add(key)
        out.push(guess)
      }
    }
  }
  return out
}

/**
 * The colours a seat's guess calls free: those it named for nobody, leaving out its own (which it
 * knows). Nothing before it has guessed, and nothing when it gave its own colour to someone: then
 * one colour more is left over than there are free agents, every free one among them, and calling
 * them all free would score whatever the guess.
 */
export function guessedFree(state: HeimlichState, seat: SeatId): HeimlichAgent[] {
  const guess = state.guesses[seat]
  const own = state.cards[seat]
  if (!guess || guess.some((g) => g.agent === own)) return []
  const named = new Set(guess.map((g) => g.agent))
  return state.agents.filter((agent) => !named.has(agent) && agent !== own)
}

/** Whether nobody holds this colour's card. */
function isFree(state: HeimlichState, agent: HeimlichAgent): boolean {
  return !state.seats.some((seat) => state.cards[seat] === agent)
}

/** One seat's guess with whether each part was right: its people first, then the colours it called free (`of` null). */
function resultsOf(state: HeimlichState, by: SeatId): HeimlichGuessResult[] {
  return [
    ...(state.guesses[by] ?? []).map((g) => ({ by, of: g.of, agent: g.agent, right: state.cards[g.of] === g.agent })),
    ...guessedFree(state, by).map((agent) => ({ by, of: null, agent, right: isFree(state, agent) })),
  ]
}

/** Every guess with whether it was right, in table order. */
export function guessResults(state: HeimlichState): HeimlichGuessResult[] {
  return state.seats.flatMap((by) => resultsOf(state, by))
}

/** The bonus a seat earned with its guess: every right part, a person's colour or a free one. */
export function guessBonus(state: HeimlichState, seat: SeatId): number {
  return resultsOf(state, seat).filter((g) => g.right).length * GUESS_BONUS
}
