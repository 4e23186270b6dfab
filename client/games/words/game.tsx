/**
 * The word game's screen: one layout for every player (in or out) and spectators, one for the
 * moderator, and the end. Top to bottom: the step, what the table is told, the covered card with
 * this seat's word (held down to see it, or tapped with that option), the step's action, the
 * table. Every phone looks alike at arm's length: the word is only ever on the covered card.
 */
import { createSignal, For, Match, Show, Switch } from 'solid-js'
import type { WordsView } from '../../../shared/views/words'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { useRoom } from '../../lib/room-context'
import { GameScreens, ModeratorHead, ModeratorSecrets, StepHeader } from '../kit'
import type { GameProps } from '../types'
import { EndView } from './end'
import { BothWords, RoleLabel, Table, WordCard } from './parts'
import { PassView } from './pass'
import { isPassDevice } from './passed-phone'
import { beforeTheCount, useCountShown } from './before-count'
import { ClueStep, CountStep, DebateStep, HandsStep, LookStep, StealStep, VoteStep } from './steps'

/** The step's action, the same component on every phone. `looked`: the card has been shown in this step. */
function Step(props: { view: WordsView; looked: boolean; onCountShown(shown: boolean): void }) {
  return (
    <Switch>
      <Match when={props.view.phase === 'look'}>
        <LookStep view={props.view} looked={props.looked} />
      </Match>
      <Match when={props.view.phase === 'clue'}>
        <ClueStep view={props.view} />
      </Match>
      <Match when={props.view.phase === 'debate'}>
        <DebateStep view={props.view} />
      </Match>
      <Match when={props.view.phase === 'vote' && props.view.rules.voting === 'secret'}>
        <VoteStep view={props.view} />
      </Match>
      <Match when={props.view.phase === 'vote'}>
        <HandsStep view={props.view} />
      </Match>
      <Match when={props.view.phase === 'count' && props.view.count}>
        {(record) => <CountStep view={props.view} record={record()} onShown={props.onCountShown} />}
      </Match>
      <Match when={props.view.phase === 'steal'}>
        <StealStep view={props.view} />
      </Match>
    </Switch>
  )
}

/** The header without the generic progress in a secret vote: there the count shows as "3 / 6 voted". */
function headerOf(view: WordsView): WordsView {
  return view.phase === 'vote' ? { ...view, progress: null } : view
}

/** A player's screen; on the phone passed round the table, the passed phone's. */
function SeatView(props: { view: WordsView }) {
  const { link } = useRoom()
  return (
    <Show when={isPassDevice(link, props.view)} fallback={<PlayerView view={props.view} />}>
      <PassView view={props.view} />
    </Show>
  )
}

function PlayerView(props: { view: WordsView }) {
  const leader = useLeader()
  const count = useCountShown(() => props.view)
  // What the count comes to is told once the ballots have landed.
  const lines = () => (props.view.phase === 'count' && !count.shown() ? [] : props.view.announcements)
  const around = () => beforeTheCount(props.view, count.shown())
  /** The step in which the card was last shown: "Seen it" waits for it. */
  const [lookedAt, setLookedAt] = createSignal<number | null>(null)
  // The blank voted out makes the last guess: "keep watching" is not for that moment.
  const outBanner = () => around().me !== null && !around().me!.alive && props.view.prompt?.type !== 'guess'
  return (
    <>
      <StepHeader view={headerOf(around())} />
      <Show when={outBanner()}>
        <p class="banner banner-info" role="status">{tr('ui.words.me.out')}</p>
      </Show>
      <Show when={props.view.viewer === 'spectator'}>
        <p class="banner banner-info">{tr('ui.game.spectating')}</p>
      </Show>
      <Narration lines={lines()} leader={leader()} />
      <Show when={props.view.me}>
        {(me) => (
          <WordCard view={props.view} me={me()} closeOn={props.view.stage} onShown={(shown) => shown && setLookedAt(props.view.stage)} />
        )}
      </Show>
      <Step view={props.view} looked={lookedAt() === props.view.stage} onCountShown={count.set} />
      <Table view={around()} />
    </>
  )
}

function ModeratorView(props: { view: WordsView }) {
  const { nameOf } = useRoom()
  return (
    <>
      <ModeratorHead view={headerOf(props.view)} />
      <Step view={props.view} looked onCountShown={() => {}} />
      <ModeratorSecrets stage={props.view.stage}>
        <Show when={props.view.insight}>
          {(insight) => (
            <section class="panel insight" aria-labelledby="words-insight">
              <h2 id="words-insight">{tr('ui.words.insight.title')}</h2>
              <BothWords words={insight().words} />
              <ul class="table-list">
                <For each={props.view.players}>
                  {(p) => (
                    <li>
                      <span class="seat-name">{nameOf(p.seat)}</span> <RoleLabel role={insight().roles[p.seat]!} />
                    </li>
                  )}
                </For>
              </ul>
              <Show when={props.view.phase === 'vote'}>
                <p class="muted">{tr('ui.words.insight.ballots', { n: insight().cast })}</p>
              </Show>
            </section>
          )}
        </Show>
        <Table view={props.view} open />
      </ModeratorSecrets>
    </>
  )
}

export function WordsGame(props: GameProps) {
  const view = () => props.view as WordsView
  return (
    <div class="words game-screen" data-viewer={view().viewer} data-phase={view().phase}>
      <GameScreens view={view()} End={EndView} Moderator={ModeratorView} Player={SeatView} />
    </div>
  )
}
