/**
 * Heimlich & Co.'s game screen: one layout for people, spectators and the moderator — the step
 * header with whose turn it is, the board with the die in its middle, what this phone may do
 * (plan the move, place the safe, guess), the latest scoring, the score track, your covered card,
 * and the history — and the end reveal. On a wide screen (a tablet or TV at the table) the board
 * takes the left side and the rest stands beside it.
 */
import { createEffect, createSignal, Match, on, Show, Switch } from 'solid-js'
import type { HeimlichView } from '../../../shared/views/heimlich'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { useRoom } from '../../lib/room-context'
import type { GameProps } from '../types'
import { AgentChip } from './agents'
import { Board } from './board'
import { DieFace } from './die'
import { EndView } from './end'
import { GuessForm } from './guess-form'
import { History } from './history'
import { MyCard, Reminder, StepHeader, TurnOrder } from './parts'
import { createPlan, type Plan } from './plan'
import { Planner } from './planner'
import { SafePicker } from './safe-picker'
import { recentScoring, ScoringCard } from './scoring'
import { ScoreTrack } from './score-track'

/** The middle of the board: the die and whose turn it is. */
function Centre(props: { view: HeimlichView }) {
  const { nameOf } = useRoom()
  return (
    <div class="hm-centre-body" data-testid="turn-banner" data-mover={props.view.mover}>
      <Show when={props.view.die}>{(die) => <DieFace die={die()} />}</Show>
      <span class="hm-centre-name">{nameOf(props.view.mover)}</span>
      <span class="hm-centre-note">{tr(`ui.heimlich.centre.${props.view.phase}`)}</span>
    </div>
  )
}

/** What this phone may do now, or whom the table waits for. */
function Prompt(props: { view: HeimlichView; plan: Plan; safePick: number | null; onSafePick(building: number | null): void }) {
  const { nameOf } = useRoom()
  const prompt = () => props.view.prompt
  return (
    <Switch
      fallback={
        <Show when={props.view.phase === 'move' || props.view.phase === 'safe'}>
          <p class="panel hm-wait" role="status" data-testid="waiting">
            {tr(props.view.phase === 'move' ? 'ui.heimlich.wait_move' : 'ui.heimlich.wait_safe', { name: nameOf(props.view.mover) })}
          </p>
        </Show>
      }
    >
      <Match when={prompt()?.type === 'move' && prompt()}>{(p) => <Planner view={props.view} prompt={p() as never} plan={props.plan} />}</Match>
      <Match when={prompt()?.type === 'safe' && prompt()}>
        {(p) => <SafePicker view={props.view} prompt={p() as never} picked={props.safePick} onPick={props.onSafePick} />}
      </Match>
      <Match when={prompt()?.type === 'guess' && prompt()}>{(p) => <GuessForm view={props.view} prompt={p() as never} />}</Match>
    </Switch>
  )
}

/** The moderator's look behind the covers: every card. */
function Insight(props: { view: HeimlichView }) {
  const { nameOf, link } = useRoom()
  return (
    <section class="panel hm-insight" aria-labelledby="hm-insight-title">
      <h2 id="hm-insight-title">{tr('ui.heimlich.insight')}</h2>
      <ul class="table-list">
        {props.view.insight?.agents.map((card) => (
          <li>
            <AgentChip agent={card.agent} />
            <span>{card.seat !== null ? nameOf(card.seat) : tr('ui.heimlich.end.free')}</span>
          </li>
        ))}
      </ul>
      <button type="button" class="btn btn-block" data-testid="skip" onClick={() => link.command({ type: 'skip' })}>
        {tr('ui.heimlich.skip')}
      </button>
    </section>
  )
}

function Table(props: { view: HeimlichView; plan: Plan; headingRef(el: HTMLHeadingElement): void }) {
  const leader = useLeader()
  const [safePick, setSafePick] = createSignal<number | null>(null)
  const planning = () => props.view.prompt?.type === 'move'
  const scoring = () => recentScoring(props.view)
  /** The scoring of this very turn (the safe or the guessing round comes next). */
  const fresh = () => props.view.phase === 'safe' || props.view.phase === 'guess'
  const waitingForMe = () => {
    const me = props.view.me
    if (!me) return false
    if (props.view.phase === 'guess') return props.view.prompt?.type === 'guess' && !props.view.prompt.sent
    return props.view.mover === me.seat && props.view.phase !== 'ended'
  }
  return (
    <div class="hm-layout">
      <div class="hm-main">
        <StepHeader view={props.view} headingRef={props.headingRef} />
        <Reminder view={props.view} waitingForMe={waitingForMe()} />
        <Show when={props.view.viewer === 'spectator'}>
          <p class="banner banner-info">{tr('ui.heimlich.spectating')}</p>
        </Show>
        <TurnOrder view={props.view} />
        <Board
          view={props.view}
          positions={planning() ? props.plan.positions() : undefined}
          moved={planning() ? props.plan.moved() : undefined}
          highlight={props.view.prompt?.type === 'safe' ? safePick() : null}
        >
          <Centre view={props.view} />
        </Board>
        {/* Right after a scoring it is what the table talks about: it comes before the safe. */}
        <Show when={fresh() && scoring()}>{(s) => <ScoringCard view={props.view} scoring={s()} big />}</Show>
        <Prompt view={props.view} plan={props.plan} safePick={safePick()} onSafePick={setSafePick} />
        <Show when={props.view.me}>{(me) => <MyCard me={me()} stage={props.view.stage} />}</Show>
      </div>
      <div class="hm-side">
        <Show when={!fresh() && scoring()}>{(s) => <ScoringCard view={props.view} scoring={s()} />}</Show>
        <ScoreTrack view={props.view} />
        <Show when={props.view.insight}>
          <Insight view={props.view} />
        </Show>
        <Narration lines={props.view.announcements} leader={leader()} />
        <History view={props.view} open={props.view.viewer === 'spectator'} />
      </div>
    </div>
  )
}

export function HeimlichGame(props: GameProps) {
  const view = () => props.view as HeimlichView
  const plan = createPlan(view)
  let heading: HTMLHeadingElement | undefined
  const setHeading = (el: HTMLHeadingElement) => (heading = el)
  // A new step: back to the top, and the heading has the focus (screen readers read it).
  createEffect(
    on(
      () => view().stage,
      (_stage, previous) => {
        if (previous === undefined) return
        window.scrollTo(0, 0)
        queueMicrotask(() => heading?.focus({ preventScroll: true }))
      },
    ),
  )
  return (
    <div class="heimlich" data-viewer={view().viewer} data-phase={view().phase}>
      <Switch fallback={<Table view={view()} plan={plan} headingRef={setHeading} />}>
        <Match when={view().phase === 'ended' && view().summary}>{(summary) => <EndView view={view()} summary={summary()} headingRef={setHeading} />}</Match>
      </Switch>
    </div>
  )
}
