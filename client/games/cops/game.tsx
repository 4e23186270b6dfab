/**
 * Undercover Cops' game screen: one layout for players (in or out) and spectators, one for the
 * moderator, and the end screen. Top to bottom: the step, the announcements, the public news and
 * event card, the covered card (role, markers, floor, results: everything only this player may
 * know), the step's action, then the table and the story so far.
 */
import { Match, Show, Switch } from 'solid-js'
import type { CopsView } from '../../../shared/views/cops'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { CoveredCard, GameScreens, ModeratorHead, ModeratorSecrets, SpectatorNote, StepHeader } from '../kit'
import type { GameProps } from '../types'
import { Action } from './actions'
import { type CardPick, CardFace } from './card'
import { EndView } from './end'
import { EventCard } from './event'
import { Insight } from './insight'
import { History, News } from './log'
import { DayLine, Table } from './parts'
import { cardNews, inSecretStep } from './card-news'
import { SecretAction, useActionTap } from './secret-action'

function PlayerView(props: { view: CopsView }) {
  const leader = useLeader()
  const tap = useActionTap(() => props.view)
  const out = () => props.view.me !== null && !props.view.me.alive
  const secretStep = () => inSecretStep(props.view)
  const cardPick = (): CardPick | null => {
    const p = tap.pickOnCard()
    return p && { targets: p.targets, selected: tap.cardTarget(), sending: tap.sending(), onPick: tap.setCardTarget, onConfirm: tap.confirmOnCard, refusal: tap.cardRefusal() }
  }
  return (
    <>
      <StepHeader view={props.view} above={<DayLine view={props.view} />} />
      <Show when={out()}>
        <p class="banner banner-info" role="status" data-testid="out-banner">{tr('cops.me.out')}</p>
      </Show>
      <SpectatorNote view={props.view} />
      <Narration lines={props.view.announcements} leader={leader()} />
      <News view={props.view} />
      <Show when={props.view.event}>{(card) => <EventCard card={card()} big={props.view.phase === 'event'} />}</Show>
      <Show when={props.view.me}>
        {(me) => (
          <CoveredCard closeOn={props.view.stage} news={cardNews(props.view)}>
            <CardFace view={props.view} me={me()} kind={tap.kind()} onKind={tap.setKind} refused={tap.refused()} pick={cardPick()} />
          </CoveredCard>
        )}
      </Show>
      <Switch fallback={<Action view={props.view} />}>
        <Match when={secretStep()}>
          <SecretAction view={props.view} tap={tap} />
        </Match>
      </Switch>
      <Table view={props.view} />
      <History view={props.view} />
    </>
  )
}

function ModeratorView(props: { view: CopsView }) {
  return (
    <>
      <ModeratorHead view={props.view} above={<DayLine view={props.view} />} />
      <News view={props.view} />
      <Show when={props.view.event}>{(card) => <EventCard card={card()} big={props.view.phase === 'event'} />}</Show>
      <ModeratorSecrets stage={props.view.stage}>
        <Show when={props.view.insight}>{(insight) => <Insight view={props.view} insight={insight()} />}</Show>
        <Table view={props.view} open />
        <History view={props.view} />
      </ModeratorSecrets>
    </>
  )
}

export function CopsGame(props: GameProps) {
  const view = () => props.view as CopsView
  return (
    <div class="cops game-screen" data-viewer={view().viewer} data-phase={view().phase}>
      <GameScreens view={view()} End={EndView} Moderator={ModeratorView} Player={PlayerView} />
    </div>
  )
}
