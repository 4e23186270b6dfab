/**
 * A scoring: every agent gains its building's value — the church nothing, a house its number, the
 * ruin three points less but never below the start field. Then, in order: the guessing round if
 * this scoring first took a marker beyond the mark (variant), the end if a marker reached the
 * goal, otherwise the mover places the safe.
 */
import type { HeimlichScoreLine, HeimlichScoringRow } from '../../../shared/views/heimlich'
import { announce } from '../kit'
import { BUILDINGS } from './board'
import { GOAL, GUESS_MARK, SCORE_FLOOR } from './constants'
import { finish } from './end'
import { enter } from './flow'
import type { HeimlichState } from './state'

/** The scoring of the board as it stands: new markers and the rows, building by building. */
export function scoreBoard(state: HeimlichState): { scores: HeimlichState['scores']; rows: HeimlichScoringRow[] } {
  const scores = { ...state.scores }
  const rows: HeimlichScoringRow[] = []
  for (const building of BUILDINGS) {
    const here = state.agents.filter((agent) => state.positions[agent] === building.id)
    if (here.length === 0) continue
    const agents = here.map((agent): HeimlichScoreLine => {
      const before = state.scores[agent] ?? 0
      const after = Math.max(SCORE_FLOOR, before + building.value)
      scores[agent] = after
      return { agent, before, gain: after - before, after }
    })
    rows.push({ building: building.id, value: building.value, agents })
  }
  return { scores, rows }
}

/** Some marker has reached the goal. */
export function goalReached(state: HeimlichState): boolean {
  return state.agents.some((agent) => (state.scores[agent] ?? 0) >= GOAL)
}

/** The variant's guessing round is due: on, not held yet, and a marker is beyond the mark. */
export function guessDue(state: HeimlichState): boolean {
  return state.options.guessVariant && !state.guessed && state.agents.some((agent) => (state.scores[agent] ?? 0) > GUESS_MARK)
}

/** Scores the board, then goes on: guessing round, end, or the safe. */
export function scoreAndGoOn(state: HeimlichState, at: number): HeimlichState {
  const { scores, rows } = scoreBoard(state)
  const scored: HeimlichState = { ...state, scores, log: announce(state.log, { type: 'scoring', turn: state.turn, seat: state.mover, safe: state.safe, rows }) }
  if (guessDue(scored)) return enter(scored, 'guess', at)
  return afterScoring(scored, at)
}

/** After the scoring (and any guessing round): the end, or the mover places the safe. */
export function afterScoring(state: HeimlichState, at: number): HeimlichState {
  return goalReached(state) ? finish(state, 'goal', at) : enter(state, 'safe', at)
}
