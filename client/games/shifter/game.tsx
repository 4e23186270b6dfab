/**
 * Shifter Under Us' game screen: one layout for players (alive or out) and spectators, one for the
 * moderator, and the end. Each step starts at the top with its heading focused; the covered card
 * holds everything private and covers itself when the step changes.
 */
import { createEffect, createSignal, Match, on, Show, Switch } from 'solid-js'
import type { ShifterView } from '../../../shared/views/shifter'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { useRoom } from '../../lib/room-context'
import type { GameProps } from '../types'
import { Action } from './actions'
import { CoveredCard, RoleFace } from './card'
import { EndView } from './end'
import { STEP_HEADING_ID, StepHeader } from './header'
import { Insight } from './nights'
import { Story } from './story'
import { Table } from './table'

/**
 * When the card has news: at every step, for every role alike. A mark that came with a private
 * event (a finding, the shifters' tie or victim) would show a neighbour who has one.
 */
function newsKey(view: ShifterView): string {
  return String(view.stage)
}

function PlayerView(props: { view: ShifterView }) {
  const leader = useLeader()
  const [shown, setShown] = createSignal(false)
  const [seen, setSeen] = createSignal(newsKey(props.view))
  createEffect(() => {
    if (shown()) setSeen(newsKey(props.view))
  })
  const out = () => props.view.me !== null && !props.view.me.alive
  return (
    <>
      <StepHeader view={props.view} />
      <Show when={out()}>
        <p class="banner sh-eliminated" role="status" data-testid="eliminated">
          {tr('ui.shifter.eliminated')}
          <span class="hint-inline">{tr('ui.shifter.eliminated_hint')}</span>
        </p>
      </Show>
      <Show when={props.view.viewer === 'spectator'}>
        <p class="banner banner-info">{tr('ui.shifter.spectating')}</p>
      </Show>
      <Action view={props.view} />
      <Show when={props.view.me}>
        {(me) => (
          <CoveredCard shown={shown()} onShown={setShown} closeOn={props.view.stage} fresh={newsKey(props.view) !== seen()}>
            <RoleFace me={me()} view={props.view} />
          </CoveredCard>
        )}
      </Show>
      <Narration lines={props.view.announcements} leader={leader()} />
      <Story view={props.view} />
      <Table view={props.view} cardShown={shown()} />
    </>
  )
}

function ModeratorView(props: { view: ShifterView }) {
  const { link } = useRoom()
  return (
    <>
      <StepHeader view={props.view} />
      <button type="button" class="btn btn-primary btn-block btn-big" data-testid="skip" onClick={() => link.command({ type: 'skip' })}>
        {tr('ui.shifter.next_step')}
      </button>
      <Narration lines={props.view.announcements} leader={true} />
      <Show when={props.view.insight}>{(insight) => <Insight insight={insight()} />}</Show>
      <Story view={props.view} />
      <Table view={props.view} cardShown={false} open />
    </>
  )
}

export function ShifterGame(props: GameProps) {
  const view = () => props.view as ShifterView
  // A new step starts at the top, with its heading focused.
  createEffect(
    on(
      () => view().stage,
      () => {
        if (typeof window === 'undefined') return
        window.scrollTo({ top: 0 })
        document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true })
      },
      { defer: true },
    ),
  )
  return (
    <div class="sh" classList={{ 'sh-night': view().phase === 'night' || view().phase === 'potion' }} data-viewer={view().viewer} data-phase={view().phase}>
      <Switch fallback={<PlayerView view={view()} />}>
        <Match when={view().phase === 'ended' && view().summary}>{(summary) => <EndView view={view()} summary={summary()} />}</Match>
        <Match when={view().viewer === 'moderator'}>
          <ModeratorView view={view()} />
        </Match>
      </Switch>
    </div>
  )
}
