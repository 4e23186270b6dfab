/**
 * Undercover Cops' game screen: one layout for players (in or out) and spectators, one for the
 * moderator, and the end screen. Each step shows what it is about first: the floor choice, the
 * event card, your floor and your action, the result card, the vote.
 */
import { Match, Show, Switch } from 'solid-js'
import type { CopsView } from '../../../shared/views/cops'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { useRoom } from '../../lib/room-context'
import type { GameProps } from '../types'
import { Action } from './actions'
import { EndView } from './end'
import { EventCard } from './event'
import { Insight } from './insight'
import { History, News } from './log'
import { RoleCard, StatusStrip, StepHeader, Table } from './parts'
import { Private } from './results'
import { FloorScene } from './scene'

/** In the vote and its sequels the choice comes first; the tie it follows is said in the news below. */
const VOTING: ReadonlySet<CopsView['phase']> = new Set(['vote', 'runoff', 'vipDecides'])

function PlayerView(props: { view: CopsView }) {
  const leader = useLeader()
  const out = () => props.view.me !== null && !props.view.me.alive
  const voting = () => VOTING.has(props.view.phase)
  // In the discussion the result card is what people talk about: it comes before "ready".
  const resultsFirst = () => props.view.phase === 'discussion'
  return (
    <>
      <StepHeader view={props.view} />
      <Show when={props.view.me}>{(me) => <StatusStrip me={me()} />}</Show>
      <Show when={out()}>
        <p class="banner banner-info" role="status" data-testid="out-banner">{tr('cops.me.out')}</p>
      </Show>
      <Show when={props.view.viewer === 'spectator'}>
        <p class="banner banner-info">{tr('ui.cops.spectating')}</p>
      </Show>
      <Show when={voting()}>
        <Action view={props.view} />
      </Show>
      <News view={props.view} />
      <Show when={props.view.event}>{(card) => <EventCard card={card()} big={props.view.phase === 'event'} />}</Show>
      <Show when={props.view.floor}>
        {(floor) => <FloorScene floor={floor().floor} people={floor().people} wristbands={floor().wristbands} seats={floor().seats} />}
      </Show>
      <Show when={resultsFirst()}>
        <Private view={props.view} />
      </Show>
      <Show when={!voting()}>
        <Action view={props.view} />
      </Show>
      <Show when={!resultsFirst()}>
        <Private view={props.view} />
      </Show>
      <Show when={props.view.me}>{(me) => <RoleCard me={me()} />}</Show>
      <Narration lines={props.view.announcements} leader={leader()} />
      <Table view={props.view} />
      <History view={props.view} />
    </>
  )
}

function ModeratorView(props: { view: CopsView }) {
  const { link } = useRoom()
  return (
    <>
      <StepHeader view={props.view} />
      <button type="button" class="btn btn-primary btn-block btn-big" data-testid="skip" onClick={() => link.command({ type: 'skip' })}>
        {tr('ui.cops.next_step')}
      </button>
      <Narration lines={props.view.announcements} leader={true} />
      <News view={props.view} />
      <Show when={props.view.event}>{(card) => <EventCard card={card()} big={props.view.phase === 'event'} />}</Show>
      <Show when={props.view.insight}>{(insight) => <Insight view={props.view} insight={insight()} />}</Show>
      <Table view={props.view} open />
      <History view={props.view} />
    </>
  )
}

export function CopsGame(props: GameProps) {
  const view = () => props.view as CopsView
  return (
    <div class="cops" data-viewer={view().viewer} data-phase={view().phase}>
      <Switch fallback={<PlayerView view={view()} />}>
        <Match when={view().phase === 'ended' && view().summary}>{(summary) => <EndView view={view()} summary={summary()} />}</Match>
        <Match when={view().viewer === 'moderator'}>
          <ModeratorView view={view()} />
        </Match>
      </Switch>
    </div>
  )
}
