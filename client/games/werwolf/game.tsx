/** Werwolf's game screen: one layout for players (alive or out) and spectators, one for the moderator, the end. */
import { Match, Show, Switch } from 'solid-js'
import type { WerwolfView } from '../../../shared/views/werwolf'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import type { GameProps } from '../types'
import { Action } from './actions'
import { EndView } from './end'
import { Insight } from './insight'
import { MyCard, StepHeader, Table } from './parts'
import { Private, Story } from './story'

/** The phone that reads the story aloud: the moderator's if there is one, else the host's. */
function useLeader(): () => boolean {
  const { link } = useRoom()
  return () => {
    const state = link.state.current
    if (!state || state.you === null) return false
    return state.you === (state.room.moderator ?? state.room.host)
  }
}

function PlayerView(props: { view: WerwolfView }) {
  const leader = useLeader()
  const out = () => props.view.me !== null && !props.view.me.alive
  return (
    <>
      <StepHeader view={props.view} />
      <Show when={out()}>
        <p class="banner banner-info" role="status">{tr('ui.werwolf.you_are_out')}</p>
      </Show>
      <Show when={props.view.viewer === 'spectator'}>
        <p class="banner banner-info">{tr('ui.werwolf.spectating')}</p>
      </Show>
      <Action view={props.view} />
      <Show when={props.view.me}>{(me) => <MyCard me={me()} theme={props.view.theme} />}</Show>
      <Narration lines={props.view.announcements} leader={leader()} />
      <Private view={props.view} />
      <Story view={props.view} />
      <Show when={props.view.insight}>{(insight) => <Insight insight={insight()} />}</Show>
      <Table view={props.view} />
    </>
  )
}

function ModeratorView(props: { view: WerwolfView }) {
  const { link } = useRoom()
  return (
    <>
      <StepHeader view={props.view} />
      <button type="button" class="btn btn-primary btn-block btn-big" data-testid="skip" onClick={() => link.command({ type: 'skip' })}>
        {tr('ui.werwolf.next_step')}
      </button>
      <Narration lines={props.view.announcements} leader={true} />
      <Show when={props.view.insight}>{(insight) => <Insight insight={insight()} />}</Show>
      <Story view={props.view} />
      <Table view={props.view} open />
    </>
  )
}

export function WerwolfGame(props: GameProps) {
  const view = () => props.view as WerwolfView
  return (
    <div class="ww" classList={{ 'ww-night': view().phase === 'night' }} data-viewer={view().viewer}>
      <Switch fallback={<PlayerView view={view()} />}>
        <Match when={view().phase === 'ended' && view().summary}>{(summary) => <EndView view={view()} summary={summary()} />}</Match>
        <Match when={view().viewer === 'moderator'}>
          <ModeratorView view={view()} />
        </Match>
      </Switch>
    </div>
  )
}
