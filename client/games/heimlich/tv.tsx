/**
 * Heimlich & Co. on the table screen: the board as large as the screen allows, and beside it in
 * one column the turn order, what just happened and the score track. Each move happens on the
 * board: the agents walk their way building by building (at once for those who asked for less
 * motion) and the way stays marked until the next move; a scoring marks its buildings with their
 * worth and puts each agent's gain beside its score. At the end, every card beside the board as it
 * ended. Only the spectator's view reaches it: nobody's agent shows before the end.
 */
import { createEffect, createMemo, createSignal, on, onCleanup, Show } from 'solid-js'
import type { HeimlichAgent, HeimlichLogEntry, HeimlichSummary, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { FitBox, TvHeadline } from '../kit'
import type { TableProps } from '../types'
import { Board } from './board'
import { Centre, TurnOrder } from './parts'
import { recentScoring } from './scoring'
import { ScoreTrack } from './score-track'
import { FinalList, winnersHeadline } from './final-list'
import { LastEvent } from './last-event'

type Move = Extract<HeimlichLogEntry, { type: 'move' }>

/** Buildings on the loop. */
const LOOP = 12
/** How long an agent takes from one building to the next when a move is shown. */
export const WALK_MS = 380

function lastMove(view: HeimlichView): Move | null {
  return view.log.findLast((entry): entry is Move => entry.type === 'move') ?? null
}

/** Per building, the agents that passed it or arrived there in this move. */
function trailOf(move: Move | null): Partial<Record<number, HeimlichAgent[]>> {
  const trail: Partial<Record<number, HeimlichAgent[]>> = {}
  for (const step of move?.moves ?? []) {
    for (let k = 1; k <= step.points; k++) (trail[(step.from + k) % LOOP] ??= []).push(step.agent)
  }
  return trail
}

/**
 * Where the agents stand while a new move is shown walking, step by step; undefined when the board
 * shows the view as it is (no move under way, the first look at the board, or less motion asked for).
 */
function useWalk(view: () => HeimlichView) {
  const [step, setStep] = createSignal<number | null>(null)
  let timer: ReturnType<typeof setInterval> | undefined
  const still = () => matchMedia('(prefers-reduced-motion: reduce)').matches
  // Which move was last, as a value that changes only with a new move: `on` runs again whenever the
  // view does (someone connects, a guess is sent), and would walk the same move again each time.
  const moveKey = createMemo(() => {
    const move = lastMove(view())
    return move ? `${move.turn}:${move.seat}` : null
  })
  createEffect(
    on(
      moveKey,
      (key, before) => {
        clearInterval(timer)
        setStep(null)
        const move = lastMove(view())
        // The board as it stands when the screen first sees it; only a move made while it watches walks.
        if (key === null || before === undefined || !move || still()) return
        const longest = Math.max(0, ...move.moves.map((m) => m.points))
        setStep(0)
        timer = setInterval(() => {
          const next = (step() ?? longest) + 1
          if (next > longest) {
            clearInterval(timer)
            setStep(null)
          } else setStep(next)
        }, WALK_MS)
      },
    ),
  )
  onCleanup(() => clearInterval(timer))
  const positions = () => {
    const at = step()
    const move = lastMove(view())
    if (at === null || !move) return undefined
    const out = { ...view().positions }
    for (const m of move.moves) out[m.agent] = (m.from + Math.min(at, m.points)) % LOOP
    return out
  }
  const walking = () => (step() === null ? undefined : new Set(lastMove(view())?.moves.map((m) => m.agent) ?? []))
  return { positions, walking }
}

function Running(props: { view: HeimlichView }) {
  const walk = useWalk(() => props.view)
  const scoring = () => recentScoring(props.view)
  const scored = () => Object.fromEntries(scoring()?.rows.map((row) => [row.building, row.value]) ?? [])
  const gains = () => Object.fromEntries(scoring()?.rows.flatMap((row) => row.agents.map((line) => [line.agent, line.gain])) ?? [])
  // While a move walks, the scoring it led to waits until the agents have arrived.
  const shownScoring = () => (walk.positions() ? null : scoring())
  return (
    <div class="hm-tv heimlich" data-testid="tv-heimlich">
      <div class="hm-tv-board">
        <Board
          view={props.view}
          positions={walk.positions()}
          moved={walk.walking()}
          trail={trailOf(lastMove(props.view))}
          scored={shownScoring() ? scored() : undefined}
        >
          <Centre view={props.view} />
        </Board>
      </div>
      <FitBox class="hm-tv-side-fit">
        <div class="hm-tv-side">
          {/* The turn and the turn order share a line: the column's height is the score track's. */}
          <div class="hm-tv-head">
            <p class="tv-kicker">{tr('ui.heimlich.turn_n', { turn: props.view.turn })}</p>
            <TurnOrder view={props.view} />
          </div>
          <LastEvent view={props.view} scoring={shownScoring()} where="tv" />
          <ScoreTrack view={props.view} gains={shownScoring() ? gains() : undefined} />
        </div>
      </FitBox>
    </div>
  )
}

/** The end: every card beside the board as it ended, the winners, every guess. */
function End(props: { view: HeimlichView; summary: HeimlichSummary }) {
  const { nameOf } = useRoom()
  const s = () => props.summary
  const headline = () => winnersHeadline(s(), nameOf)
  const right = () => s().guesses.filter((g) => g.right).length
  return (
    <div class="hm-tv hm-tv-end heimlich" data-testid="end-reveal">
      <div class="hm-tv-board">
        <Board view={props.view} />
      </div>
      <FitBox class="hm-tv-side-fit">
      <div class="hm-tv-side">
        <TvHeadline headline={headline()} view={props.view} reason={s().reason} />
        <section class="tv-panel" aria-labelledby="hm-tv-cards">
          <h2 id="hm-tv-cards">{tr('ui.heimlich.end.cards')}</h2>
          <FinalList agents={s().agents} tagClass="tv-tag good" />
        </section>
        <Show when={s().guesses.length > 0}>
          <p class="tv-kicker">{tr('ui.heimlich.tv.guesses', { right: right(), all: s().guesses.length })}</p>
        </Show>
      </div>
      </FitBox>
    </div>
  )
}

export function HeimlichTable(props: TableProps) {
  const view = () => props.view as HeimlichView
  return (
    <Show when={view().phase === 'ended' && view().summary} fallback={<Running view={view()} />}>
      {(summary) => <End view={view()} summary={summary()} />}
    </Show>
  )
}
