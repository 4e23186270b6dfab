/**
 * The mover's plan while it is being made: the points taken (on the 1–3 face), the steps so far,
 * and where the agents would stand. Nothing is sent until the mover confirms the whole move; the
 * plan starts empty again with every new step.
 */
import { createEffect, createMemo, createSignal, on } from 'solid-js'
import type { HeimlichAgent, HeimlichView } from '../../../shared/views/heimlich'

/** A marker never goes below the start field (the ruin's −3 stops there), as in the server's scoring. */
const SCORE_FLOOR = 0

/** What one agent's marker would do at the scoring this plan brings about. */
export interface PlannedGain {
  agent: HeimlichAgent
  before: number
  gain: number
  after: number
}

/** Buildings on the loop (the view lists them; this is their count). */
const loopLength = (view: HeimlichView) => view.buildings.length

export interface Plan {
  /** The points to spend: the die's number, or the choice on 1–3 (null until chosen). */
  total(): number | null
  /** The choice on the 1–3 face. */
  choose(points: number): void
  steps(): HeimlichAgent[]
  /** Points not yet spent. */
  left(): number
  /** Points planned per agent. */
  count(agent: HeimlichAgent): number
  /** Where every agent would stand after the plan. */
  positions(): Partial<Record<HeimlichAgent, number>>
  /** Agents the plan moves. */
  moved(): ReadonlySet<HeimlichAgent>
  /** The plan ends a moved agent's movement in the safe's building: a scoring. */
  scores(): boolean
  /** At that scoring, every agent's points, most first (empty without a scoring). */
  gains(): PlannedGain[]
  add(agent: HeimlichAgent): void
  undo(): void
  clear(): void
}

export function createPlan(view: () => HeimlichView): Plan {
  const [chosen, setChosen] = createSignal<number | null>(null)
  const [steps, setSteps] = createSignal<HeimlichAgent[]>([])
  createEffect(
    on(
      () => view().stage,
      () => {
        setSteps([])
        setChosen(null)
      },
    ),
  )
  const total = () => {
    const die = view().die
    if (!die) return null
    return die.choices.length === 1 ? (die.choices[0] ?? null) : chosen()
  }
  const counts = createMemo(() => {
    const out = new Map<HeimlichAgent, number>()
    for (const agent of steps()) out.set(agent, (out.get(agent) ?? 0) + 1)
    return out
  })
  const positions = createMemo(() => {
    const v = view()
    const out: Partial<Record<HeimlichAgent, number>> = { ...v.positions }
    for (const [agent, n] of counts()) out[agent] = ((v.positions[agent] ?? 0) + n) % loopLength(v)
    return out
  })
  const moved = createMemo(() => new Set(counts().keys()))
  return {
    total,
    choose(points) {
      setChosen(points)
      setSteps((current) => current.slice(0, points))
    },
    steps,
    left: () => (total() ?? 0) - steps().length,
    count: (agent) => counts().get(agent) ?? 0,
    positions,
    moved,
    scores: () => [...moved()].some((agent) => positions()[agent] === view().safe),
    gains() {
      const v = view()
      if (![...moved()].some((agent) => positions()[agent] === v.safe)) return []
      return v.agents
        .map((agent) => {
          const before = v.scores[agent] ?? 0
          const value = v.buildings.find((b) => b.id === positions()[agent])?.value ?? 0
          const after = Math.max(SCORE_FLOOR, before + value)
          return { agent, before, gain: after - before, after }
        })
        .sort((a, b) => b.gain - a.gain)
    },
    add(agent) {
      const limit = total()
      if (limit === null) return
      setSteps((current) => (current.length < limit ? [...current, agent] : current))
    },
    undo: () => setSteps((current) => current.slice(0, -1)),
    clear: () => setSteps([]),
  }
}
