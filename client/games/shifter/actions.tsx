/** What a player does in each step, following the view's prompt. Secret steps look the same on every phone. */
import { createEffect, createSignal, Match, on, Show, Switch } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { ShifterPrompt, ShifterView } from '../../../shared/views/shifter'
import { PlayerPicker } from '../../components/player-picker'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

type Prompt<T extends ShifterPrompt['type']> = Extract<ShifterPrompt, { type: T }>

/**
 * The names of a secret step (night, farewell): the same names and buttons on every phone,
 * whatever the role. What a tap means for this player is on the covered card. What shows outside
 * the card changes only with this player's own taps: a name the role may not take is not sent (a
 * refusal would tell the table why), and when the step asks a player for another tap (Armoris's
 * second lover, the shifters' TIE! VOTE AGAIN) only the card says so, so nobody's screen flips back
 * in the middle of the night.
 */
function SecretNames(props: {
  names: readonly SeatId[]
  allowed: readonly SeatId[]
  /** This player's pick as the room knows it (after a reconnect). */
  picked: SeatId | null
  done: boolean
  label: string
  stage: number
  onTap(seat: SeatId): void
  onNothing(): void
}) {
  const [refused, setRefused] = createSignal(false)
  const [tapped, setTapped] = createSignal<SeatId | 'nothing' | null>(null)
  createEffect(
    on(
      () => props.stage,
      () => {
        setRefused(false)
        setTapped(null)
      },
      { defer: true },
    ),
  )
  const shownDone = () => props.done || tapped() !== null
  const tap = (seat: SeatId) => {
    if (props.done) return
    if (!props.allowed.includes(seat)) return setRefused(true)
    setRefused(false)
    setTapped(seat)
    props.onTap(seat)
  }
  const nothing = () => {
    if (props.done) return
    setRefused(false)
    setTapped('nothing')
    props.onNothing()
  }
  const selected = () => {
    const local = tapped()
    return local === null ? props.picked : local === 'nothing' ? null : local
  }
  return (
    <section class="action sh-secret" aria-label={props.label} data-testid="night-names">
      <h2 class="sh-names-label">{props.label}</h2>
      <PlayerPicker label={props.label} targets={props.names} selected={selected()} onPick={tap} />
      <button type="button" class="btn btn-block" data-testid="nothing" aria-pressed={tapped() === 'nothing'} onClick={nothing}>
        {tr('ui.shifter.nothing')}
      </button>
      <p class="step-status" classList={{ done: shownDone() && !refused() }} role="status" data-testid={shownDone() && !refused() ? 'step-done' : undefined}>
        {refused() ? tr('ui.shifter.not_possible') : shownDone() ? tr('ui.shifter.done') : tr('ui.shifter.waiting_tap')}
      </p>
    </section>
  )
}

function NightAction(props: { prompt: Prompt<'night'>; view: ShifterView }) {
  const { link } = useRoom()
  const living = () => props.view.players.filter((p) => p.alive).map((p) => p.seat)
  return (
    <SecretNames
      names={living()}
      allowed={props.prompt.targets}
      picked={props.prompt.picks.at(-1) ?? null}
      done={props.prompt.done}
      label={tr('ui.shifter.names.night')}
      stage={props.view.stage}
      onTap={(target) => link.act({ type: props.prompt.act, target })}
      onNothing={() => link.act({ type: 'sleep' })}
    />
  )
}

function FarewellAction(props: { prompt: Prompt<'farewell'>; view: ShifterView }) {
  const { link } = useRoom()
  return (
    <SecretNames
      names={props.prompt.targets}
      allowed={props.prompt.targets}
      picked={props.prompt.pick}
      done={props.prompt.done}
      label={tr('ui.shifter.names.farewell')}
      stage={props.view.stage}
      onTap={(target) => link.act({ type: 'mourn', target })}
      onNothing={() => link.act({ type: 'mourn' })}
    />
  )
}

function ConfirmAction(props: { prompt: Prompt<'confirm'> }) {
  const { link } = useRoom()
  return (
    <section class="action">
      <button
        type="button"
        class="btn btn-primary btn-block btn-big"
        data-testid="confirm-role"
        aria-pressed={props.prompt.done}
        disabled={props.prompt.done}
        onClick={() => link.act({ type: 'confirm' })}
      >
        {tr('ui.shifter.confirm')}
      </button>
      <Show when={props.prompt.done}>
        <p class="step-status done" role="status">{tr('ui.shifter.confirmed')}</p>
      </Show>
    </section>
  )
}

function ReadyAction(props: { prompt: Prompt<'ready'> }) {
  const { link } = useRoom()
  return (
    <section class="action">
      <button
        type="button"
        class="btn btn-primary btn-block btn-big"
        data-testid="ready-to-vote"
        aria-pressed={props.prompt.done}
        disabled={props.prompt.done}
        onClick={() => link.act({ type: 'ready' })}
      >
        {props.prompt.done ? `✓ ${tr('ui.shifter.ready_done')}` : tr('ui.shifter.ready')}
      </button>
    </section>
  )
}

function VoteAction(props: { prompt: Prompt<'vote'> }) {
  const { link, nameOf } = useRoom()
  const question = () => tr(props.prompt.round === 'runoff' ? 'ui.shifter.vote.runoff' : 'ui.shifter.vote.question')
  return (
    <section class="action" aria-labelledby="sh-vote-question">
      <h2 id="sh-vote-question">{question()}</h2>
      <PlayerPicker
        label={question()}
        targets={props.prompt.targets}
        selected={props.prompt.vote}
        disabled={props.prompt.vote !== null}
        onPick={(target) => link.act({ type: 'vote', target })}
      />
      <p classList={{ done: props.prompt.vote !== null, muted: props.prompt.vote === null }} role="status">
        {props.prompt.vote ? tr('ui.shifter.vote.yours', { name: nameOf(props.prompt.vote) }) : tr('ui.shifter.vote.none')}
      </p>
    </section>
  )
}

/** No prompt for this viewer: say what is going on. */
function Waiting(props: { view: ShifterView }) {
  const line = () => {
    switch (props.view.phase) {
      case 'dusk':
        return tr('ui.shifter.wait.dusk')
      case 'ended':
        return ''
      default:
        return tr('ui.shifter.wait.watch')
    }
  }
  return (
    <Show when={line()}>
      <p class="panel waiting">{line()}</p>
    </Show>
  )
}

/** The action for the current prompt, or what is going on. */
export function Action(props: { view: ShifterView }) {
  const prompt = <T extends ShifterPrompt['type']>(type: T) => {
    const p = props.view.prompt
    return p && p.type === type ? (p as Prompt<T>) : false
  }
  return (
    <Switch fallback={<Waiting view={props.view} />}>
      <Match when={prompt('confirm')}>{(p) => <ConfirmAction prompt={p()} />}</Match>
      <Match when={prompt('night')}>{(p) => <NightAction prompt={p()} view={props.view} />}</Match>
      <Match when={prompt('farewell')}>{(p) => <FarewellAction prompt={p()} view={props.view} />}</Match>
      <Match when={prompt('ready')}>{(p) => <ReadyAction prompt={p()} />}</Match>
      <Match when={prompt('vote')}>{(p) => <VoteAction prompt={p()} />}</Match>
    </Switch>
  )
}
