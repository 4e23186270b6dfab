/**
 * Shifter Under Us' game screen: one layout for players (alive or out) and spectators, one for the
 * moderator, and the end, on the client kit. Top to bottom: the step (with HURRY at night), the
 * narration, the covered card (everything only this player may know), the step's action, the
 * story and the table. The platform scrolls to the top and focuses the step's heading when a step begins.
 */
import { createSignal, Show } from 'solid-js'
import type { ShifterView } from '../../../shared/views/shifter'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { CoveredCard, GameScreens, ModeratorHead, ModeratorSecrets, StepHeader } from '../kit'
import type { GameProps } from '../types'
import { Action, type RefusedTap } from './actions'
import { RoleFace } from './card'
import { EndView } from './end'
import { Hurry } from './hurry'
import { countShown } from './night-count'
import { Insight } from './nights'
import { Story } from './story'
import { Table } from './table'

function PlayerView(props: { view: ShifterView }) {
  const leader = useLeader()
  const [shown, setShown] = createSignal(false)
  const [refused, setRefused] = createSignal<RefusedTap | null>(null)
  const refusedNow = () => {
    const r = refused()
    return r && r.stage === props.view.stage ? r : null
  }
  const out = () => props.view.me !== null && !props.view.me.alive
  return (
    <>
      <StepHeader view={props.view} count={countShown(props.view)} />
      <Hurry view={props.view} />
      <Show when={out()}>
        <p class="banner sh-eliminated" role="status" data-testid="eliminated">
          {tr('ui.shifter.eliminated')}
          <span class="hint-inline">{tr('ui.shifter.eliminated_hint')}</span>
        </p>
      </Show>
      <Show when={props.view.viewer === 'spectator'}>
        <p class="banner banner-info">{tr('ui.game.spectating')}</p>
      </Show>
      <Narration lines={props.view.announcements} leader={leader()} />
      <Show when={props.view.me}>
        {(me) => (
          // News comes with every step, for every role alike: a mark that came with a private event would show.
          <CoveredCard closeOn={props.view.stage} news={props.view.stage} onShown={setShown} closeLabel={tr('ui.shifter.card.hide')}>
            <RoleFace me={me()} view={props.view} refused={refusedNow()} />
          </CoveredCard>
        )}
      </Show>
      <Action view={props.view} onRefused={setRefused} />
      <Story view={props.view} />
      <Table view={props.view} cardShown={shown()} />
    </>
  )
}

function ModeratorView(props: { view: ShifterView }) {
  return (
    <>
      <ModeratorHead view={props.view} />
      <ModeratorSecrets stage={props.view.stage}>
        <Show when={props.view.insight}>{(insight) => <Insight insight={insight()} />}</Show>
        <Story view={props.view} />
        <Table view={props.view} cardShown={false} open />
      </ModeratorSecrets>
    </>
  )
}

export function ShifterGame(props: GameProps) {
  const view = () => props.view as ShifterView
  return (
    <div class="sh game-screen" classList={{ 'sh-night': view().phase === 'night' || view().phase === 'potion' }} data-viewer={view().viewer} data-phase={view().phase}>
      <GameScreens view={view()} End={EndView} Moderator={ModeratorView} Player={PlayerView} />
    </div>
  )
}
