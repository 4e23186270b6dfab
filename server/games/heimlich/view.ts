/**
 * What each viewer may see. Everyone: the board, the markers, the safe, the die, whose turn it is,
 * every move and scoring. A seat: also its own agent card and its own guess. The moderator: every
 * card and guess. Everyone after the end: every card, every guess, the final standings.
 */
import type { SeatId } from '../../../shared/games'
import { notice } from '../../../shared/notice'
import type { Progress } from '../../../shared/views/header'
import type { HeimlichInsight, HeimlichMe, HeimlichPrompt, HeimlichSummary, HeimlichView } from '../../../shared/views/heimlich'
import type { Viewer } from '../contract'
import { lookerOf, progressOf as stepProgress, viewHeader } from '../kit'
import { agentRow } from './agent-table'
import { titleOf, introLines } from './announcements'
import { BUILDINGS } from './board'
import { CHOICE_FACE, GOAL, GUESS_BONUS, GUESS_MARK, LOG_BLOCK } from './constants'
import { outcomeReason, ownerOf, standings, winnersOf } from './end'
import { guessedSeats, guessResults, hasGuessed } from './guess'
import { safeChoices } from './safe'
import type { HeimlichState } from './state'
import { dieOf } from './turn'

function meOf(state: HeimlichState, seat: SeatId): HeimlichMe | null {
  const agent = state.cards[seat]
  if (!agent) return null
  return { seat, agent, guess: state.guesses[seat] ?? null }
}

function promptFor(state: HeimlichState, seat: SeatId): HeimlichPrompt | null {
  switch (state.phase) {
    case 'move': {
      if (seat !== state.mover || state.die === null) return null
      const die = dieOf(state.die)
      const key = state.die === CHOICE_FACE ? 'heimlich.prompt.moveChoose' : 'heimlich.prompt.move'
      return { type: 'move', prompt: notice(key, { points: die.choices[die.choices.length - 1] ?? 0 }), die, agents: [...state.agents] }
    }
    case 'safe':
      return seat === state.mover ? { type: 'safe', prompt: notice('heimlich.prompt.safe'), buildings: safeChoices(state) } : null
    case 'guess': {
      const sent = hasGuessed(state, seat)
      return { type: 'guess', prompt: notice(sent ? 'heimlich.prompt.guessSent' : 'heimlich.prompt.guess'), seats: guessedSeats(state, seat), agents: [...state.agents], sent }
    }
    case 'ended':
      return null
  }
}

/** Whom the step waits for: the mover, or (guessing round) everyone who has not guessed. Both are public. */
function progressOf(state: HeimlichState): Progress | null {
  switch (state.phase) {
    case 'move':
    case 'safe':
      return stepProgress([state.mover], () => false, 'public')
    case 'guess':
      return stepProgress(state.seats, (seat) => hasGuessed(state, seat), 'public')
    case 'ended':
      return null
  }
}

function insightOf(state: HeimlichState): HeimlichInsight {
  return {
    agents: state.agents.map((agent) => ({ agent, seat: ownerOf(state, agent) })),
    guesses: state.seats.flatMap((by) => (hasGuessed(state, by) ? [{ by, guess: state.guesses[by] ?? [] }] : [])),
  }
}

function summaryOf(state: HeimlichState): HeimlichSummary | null {
  if (state.phase !== 'ended' || state.result === null) return null
  const table = standings(state)
  return { reason: outcomeReason(state, table), agents: table, winners: winnersOf(table), guesses: guessResults(state) }
}

/** The log's recent entries: the block being written and the one before it (see LOG_BLOCK). */
export function recentLog(log: HeimlichState['log']): HeimlichState['log'] {
  const start = Math.max(0, Math.ceil(log.length / LOG_BLOCK) - 2) * LOG_BLOCK
  return start === 0 ? log : log.slice(start)
}

/** The view for one viewer: a seat, a spectator (null) or the moderator. */
export function view(state: HeimlichState, viewer: Viewer): HeimlichView {
  const looker = lookerOf(state, viewer)
  const seat = looker.seat
  const row = agentRow(state.seats.length)
  return {
    turn: state.turn,
    mover: state.mover,
    order: [...state.order],
    rules: {
      agents: state.agents.length,
      free: row?.free ?? 0,
      goal: GOAL,
      timer: state.options.turnTimer,
      turnSeconds: state.options.turnSeconds,
      guessVariant: state.options.guessVariant,
      guessMark: GUESS_MARK,
      guessBonus: GUESS_BONUS,
    },
    buildings: BUILDINGS as HeimlichView['buildings'],
    agents: [...state.agents],
    positions: { ...state.positions },
    scores: { ...state.scores },
    safe: state.safe,
    die: state.phase === 'ended' || state.die === null ? null : dieOf(state.die),
    guessed: state.guessed,
    me: seat !== null ? meOf(state, seat) : null,
    prompt: seat !== null ? promptFor(state, seat) : null,
    log: recentLog(state.log),
    insight: looker.moderator ? insightOf(state) : null,
    summary: summaryOf(state),
    ...viewHeader('heimlich', state, looker, {
      title: titleOf(state),
      progress: progressOf(state),
      announcements: introLines(state),
      // Without the turn timer a turn passes on only after a long silence: no countdown for that.
      timed: state.options.turnTimer,
    }),
  }
}
