/**
 * Werwolf's game screen: one layout for players (in or out) and spectators, one for the moderator,
 * and the end. Top to bottom: the step, the narration, the covered card (everything only this
 * player may know), the step's action, the public story and table; the hunter's shot comes first.
 */
import { For, Match, Show, Switch } from 'solid-js'
import type { WerwolfView } from '../../../shared/views/werwolf'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { useRoom } from '../../lib/room-context'
import { CoveredCard, GameScreens, ModeratorHead, ModeratorSecrets, SpectatorNote, StepHeader } from '../kit'
import type { GameProps } from '../types'
import { DayAction, NightNames, type RefusedTap, useNightTap } from './actions'
import { EndView } from './end'
import { Insight } from './insight'
import { countShown, NightOnCard, type NightPrompt } from './night-card'
import { CardBody, CardLabel, Findings, MyRole, Table } from './parts'
import { Story } from './story'

function nightPrompt(view: WerwolfView): NightPrompt | null {
  return view.prompt?.type === 'night' ? view.prompt : null
}

function PlayerView(props: { view: WerwolfView }) {
  const leader = useLeader()
  const { nameOf } = useRoom()
  const { last, setTap } = useNightTap(() => props.view.stage)
  const out = () => props.view.me !== null && !props.view.me.alive
  const night = () => nightPrompt(props.view)
  const shooting = () => props.view.prompt?.type === 'shoot'
  const refusedNow = (): RefusedTap | null => {
    const t = last()
    return t && t.why !== null ? (t as RefusedTap) : null
  }
  // Something new on the card with every tap tonight (what it did, or why it was not made: the
  // mark comes either way, so it does not tell a refused tap from a taken one); a finding comes
  // with the seer's tap. Nothing by day: a mark left from the night would lie on the seer's card
  // (her finding) and on no villager's, readable off a phone on the table all day.
  const news = () => {
    const t = last()
    return t ? `${t.stage}:${t.n}` : null
  }
  return (
    <>
      <StepHeader view={props.view} count={countShown(props.view)} />
      {/* The hunter has seconds for his one shot: his question and names come first, not below the card. */}
      <Show when={shooting()}>
        <DayAction view={props.view} />
      </Show>
      <Show when={out()}>
        <p class="banner banner-info" role="status">{tr('ui.werwolf.you_are_out')}</p>
      </Show>
      <SpectatorNote view={props.view} />
      <Narration lines={props.view.announcements} leader={leader()} />
      <Show when={props.view.me}>
        {(me) => (
          <CoveredCard closeOn={props.view.stage} news={news()}>
            <CardBody wide={props.view.insight !== null}>
              <MyRole me={me()} theme={props.view.theme} />
              <Show when={night()}>{(p) => <NightOnCard view={props.view} prompt={p()} refused={refusedNow()} />}</Show>
              <Findings view={props.view} />
              {/* The dead who may watch see everything, but only here: a living neighbour must not. */}
              <Show when={props.view.insight}>{(insight) => <Insight insight={insight()} />}</Show>
              <Show when={props.view.omniscient}>
                <ul class="private-list" data-testid="all-cards">
                  <For each={props.view.players}>
                    {(p) => (
                      <li>
                        {nameOf(p.seat)} <Show when={p.card}>{(card) => <CardLabel card={card()} />}</Show>
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            </CardBody>
          </CoveredCard>
        )}
      </Show>
      <Switch fallback={<Show when={!shooting()}><DayAction view={props.view} /></Show>}>
        <Match when={night()}>
          {(p) => <NightNames view={props.view} prompt={p()} last={last()} onTap={setTap} />}
        </Match>
      </Switch>
      <Story view={props.view} />
      <Table view={props.view} />
    </>
  )
}

function ModeratorView(props: { view: WerwolfView }) {
  return (
    <>
      <ModeratorHead view={props.view} />
      <ModeratorSecrets stage={props.view.stage}>
        <Show when={props.view.insight}>{(insight) => <Insight insight={insight()} />}</Show>
        <Story view={props.view} />
        <Table view={props.view} open />
      </ModeratorSecrets>
    </>
  )
}

export function WerwolfGame(props: GameProps) {
  const view = () => props.view as WerwolfView
  return (
    <div class="ww game-screen" classList={{ 'ww-night': view().phase === 'night' }} data-viewer={view().viewer}>
      <GameScreens view={view()} End={EndView} Moderator={ModeratorView} Player={PlayerView} />
    </div>
  )
}
