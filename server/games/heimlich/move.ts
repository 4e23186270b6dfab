/**
 * The move: the mover spends every point of the die, split as they like over any agents, one
 * building clockwise per point. The phone sends the whole plan at once; it is checked whole here
 * (the right number of points, every point spent, only agents in play). Moving an agent INTO the
 * safe's building — it ends its movement there — makes a scoring; passing the safe does not.
 */
import type { SeatId } from '../../../shared/games'
import type { HeimlichAction, HeimlichAgent, HeimlichAgentMove } from '../../../shared/views/heimlich'
import type { Rejection } from '../contract'
import { announce, pickOne } from '../kit'
import { clockwise } from './board'
import { ABANDON_MS, CHOICE_FACE } from './constants'
import { finish } from './end'
import { refuse } from './rejections'
import { scoreAndGoOn } from './scoring'
import type { HeimlichState, PlannedMove } from './state'
import { nextTurn, pointChoices } from './turn'

type MoveAction = Extract<HeimlichAction, { type: 'move' }>

/** Checks a move as sent and keeps it for the end of the step; a refusal says what is wrong. */
export function planMove(state: HeimlichState, seat: SeatId, action: MoveAction): HeimlichState | Rejection {
  if (state.phase !== 'move') return refuse('wrong_phase')
  if (seat !== state.mover) return refuse('not_your_turn')
  if (state.planned !== null) return refuse('already_acted')
  const face = state.die
  if (face === null) return refuse('wrong_phase')
  let points: number
  if (face === CHOICE_FACE) {
    if (action.points === undefined) return refuse('points_needed')
    points = action.points
  } else {
    if (action.points !== undefined && action.points !== face) return refuse('points_fixed', { points: face })
    points = face
  }
  if (!pointChoices(face).includes(points)) return refuse('points_needed')
  if (action.steps.some((agent) => !state.agents.includes(agent))) return refuse('unknown_agent')
  if (action.steps.length !== points) return refuse('spend_all', { points, planned: action.steps.length })
  return { ...state, planned: planOf(state, action.steps) }
}

/** A move's steps as points per agent. */
function planOf(state: HeimlichState, steps: readonly HeimlichAgent[]): PlannedMove {
  const counts = state.agents.flatMap((agent) => {
    const n = steps.filter((step) => step === agent).length
    return n > 0 ? [{ agent, points: n }] : []
  })
  return { points: steps.length, counts }
}

/**
 * The mover did not move in time (or the host skipped). Every point must still be spent, so
 * chance moves for them, as it places the safe for a mover who does not; nobody can wait out a
 * turn to keep a scoring from coming. A move by chance is nobody's action: a table that has not
 * acted for an hour has stopped playing, and the game ends.
 */
export function lapseTurn(state: HeimlichState, at: number): HeimlichState {
  if (at - state.lastActionAt >= ABANDON_MS) {
    const face = state.die ?? CHOICE_FACE
    return finish({ ...state, log: announce(state.log, { type: 'timeout', turn: state.turn, seat: state.mover, face }) }, 'abandoned', at)
  }
  const [action, drawn] = pickOne(state, legalMoves(state))
  return resolveMove(drawn, planOf(drawn, action.steps), at, false)
}

/** Where each moved agent goes. */
function movesOf(state: HeimlichState, plan: PlannedMove): HeimlichAgentMove[] {
  return plan.counts.map(({ agent, points }) => {
    const from = state.positions[agent] ?? 0
    return { agent, from, to: clockwise(from, points), points }
  })
}

/**
 * Carries out the planned move; a scoring follows if an agent ended its movement in the safe's
 * building. `acted`: the mover made it (a move by chance is not the table playing).
 */
export function resolveMove(state: HeimlichState, plan: PlannedMove, at: number, acted = true): HeimlichState {
  const moves = movesOf(state, plan)
  const positions = { ...state.positions }
  for (const m of moves) positions[m.agent] = m.to
  // At most six points on a loop of twelve: an agent that moved is in the safe's building only if it went in.
  const scored = moves.some((m) => m.to === state.safe)
  const face = state.die ?? CHOICE_FACE
  const moved: HeimlichState = {
    ...state,
    positions,
    lastActionAt: acted ? at : state.lastActionAt,
    log: announce(state.log, { type: 'move', turn: state.turn, seat: state.mover, face, points: plan.points, moves, scored, ...(acted ? {} : { chance: true as const }) }),
  }
  return scored ? scoreAndGoOn(moved, at) : nextTurn(moved, at)
}

/** Every split of `points` over `slots` agents, as point counts per agent; built once per size. */
const splitCache = new Map<string, readonly (readonly number[])[]>()
function splitsOf(slots: number, points: number): readonly (readonly number[])[] {
  const key = `${slots}/${points}`
  let found = splitCache.get(key)
  if (!found) {
    const out: number[][] = []
    const counts = new Array<number>(slots).fill(0)
    const fill = (slot: number, left: number) => {
      if (slot === slots - 1) {
        counts[slot] = left
        out.push([...counts])
        return
      }
      for (let n = left; n >= 0; n--) {
        counts[slot] = n
        fill(slot + 1, left - n)
      }
    }
    if (slots > 0) fill(0, points)
    found = out
    splitCache.set(key, found)
  }
  return found
}

/** Every way to spend `points` on these agents, one list of steps per split (agents in colour order). */
function splits(agents: readonly HeimlichAgent[], points: number): HeimlichAgent[][] {
  return splitsOf(agents.length, points).map((counts) => {
    const steps: HeimlichAgent[] = []
    counts.forEach((n, i) => {
      for (let k = 0; k < n; k++) steps.push(agents[i] as HeimlichAgent)
    })
    return steps
  })
}

/** The moves for a set of agents and a face, built once: the same for every turn with that die. */
const moveCache = new Map<string, readonly MoveAction[]>()

/** Every different move the mover may make now: each split of each allowed point count. */
export function legalMoves(state: HeimlichState): MoveAction[] {
  const face = state.die
  if (face === null) return []
  const key = `${state.agents.join()}/${face}`
  let moves = moveCache.get(key)
  if (!moves) {
    moves = pointChoices(face).flatMap((points) =>
      splits(state.agents, points).map((steps): MoveAction => (face === CHOICE_FACE ? { type: 'move', steps, points: points as 1 | 2 | 3 } : { type: 'move', steps })),
    )
    moveCache.set(key, moves)
  }
  // A fresh list each time; the actions in it are shared and never changed.
  return [...moves]
}
