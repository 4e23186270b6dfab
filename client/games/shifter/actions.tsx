/**
 * What a player does in each step. The secret steps (night, farewell) look the same on every
 * phone: the kit's list of names and one "Do nothing" button; what a tap means for this role, and
 * what it brought, is on the covered card.
 */
import { createSignal, Match, Show, Switch } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { ShifterPrompt, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { ReadyButton, SecretStep, showCoveredCard, VoteAction } from '../kit'

type Prompt<T extends ShifterPrompt['type']> = Extract<ShifterPrompt, { type: T }>

/** A tap that was not sent, and in which step: the card says why (a refusal from the room would show the table). */
export interface RefusedTap {
  seat: SeatId
  stage: number
}

/** This player's own taps in the current step, as the screen shows them. */
interface OwnTap {
  stage: number
  seat: SeatId | null
}

/**
 * The names of a secret step and "Do nothing". Outside the card the screen changes only with this
 * player's own taps: when the step asks for another tap (Armoris's second lover, the shifters'
 * TIE! VOTE AGAIN) only the card says so, so nobody's screen flips back in the middle of the night.
 */
function SecretNames(props: {
  view: ShifterView
  names: readonly SeatId[]
  allowed: readonly SeatId[]
  /** This player's pick as the room knows it (after a reconnect). */
  picked: SeatId | null
  done: boolean
  label: string
  onTap(seat: SeatId): void
  onNothing(): void
  onRefused(refused: RefusedTap): void
}) {
  const [own, setOwn] = createSignal<OwnTap | null>(null)
  const ownNow = () => {
    const tap = own()
    return tap && tap.stage === props.view.stage ? tap : null
  }
  const tap = (seat: SeatId) => {
    showCoveredCard()
    if (props.done) return
    if (!props.allowed.includes(seat)) return props.onRefused({ seat, stage: props.view.stage })
    setOwn({ stage: props.view.stage, seat })
    props.onTap(seat)
  }
  const nothing = () => {
    showCoveredCard()
    if (props.done) return
    setOwn({ stage: props.view.stage, seat: null })
    props.onNothing()
  }
  const tapped = () => {
    const mine = ownNow()
    return mine ? mine.seat : props.picked
  }
  return (
    <div class="sh-secret" data-testid="night-names">
      <SecretStep names={props.names} tapped={tapped()} done={props.done || ownNow() !== null} label={props.label} onTap={tap} />
      <button type="button" class="btn btn-block" data-testid="nothing" onClick={nothing}>
        {tr('ui.shifter.nothing')}
      </button>
    </div>
  )
}

function NightAction(props: { prompt: Prompt<'night'>; view: ShifterView; onRefused(refused: RefusedTap): void }) {
  const { link } = useRoom()
  const living = () => props.view.players.filter((p) => p.alive).map((p) => p.seat)
  return (
    <SecretNames
      view={props.view}
      names={living()}
      allowed={props.prompt.targets}
      picked={props.prompt.picks.at(-1) ?? null}
      done={props.prompt.done}
      label={tr('ui.shifter.names.night')}
      onTap={(target) => void link.act({ type: props.prompt.act, target })}
      onNothing={() => void link.act({ type: 'sleep' })}
      onRefused={props.onRefused}
    />
  )
}

function FarewellAction(props: { prompt: Prompt<'farewell'>; view: ShifterView; onRefused(refused: RefusedTap): void }) {
  const { link } = useRoom()
  return (
    <SecretNames
      view={props.view}
      names={props.prompt.targets}
      allowed={props.prompt.targets}
      picked={props.prompt.pick}
      done={props.prompt.done}
      label={tr('ui.shifter.names.farewell')}
      onTap={(target) => void link.act({ type: 'mourn', target })}
      onNothing={() => void link.act({ type: 'mourn' })}
      onRefused={props.onRefused}
    />
  )
}

/** The role card step: the same tick for everyone. */
function ConfirmAction(props: { prompt: Prompt<'confirm'> }) {
  const { link } = useRoom()
  return (
    <ReadyButton
      done={props.prompt.done}
      label={tr('ui.shifter.confirm')}
      testid="confirm-role"
      onReady={() => void link.act({ type: 'confirm' })}
      hint={<p class="muted">{tr('ui.shifter.confirm_hint')}</p>}
    />
  )
}

function VoteStep(props: { prompt: Prompt<'vote'> }) {
  const { link } = useRoom()
  return (
    <VoteAction
      question={tr(props.prompt.round === 'runoff' ? 'ui.shifter.vote.runoff' : 'ui.shifter.vote.question')}
      candidates={props.prompt.targets}
      vote={props.prompt.vote}
      changeable={false}
      onVote={(target) => void link.act({ type: 'vote', target })}
    />
  )
}

/** No prompt for this viewer: say what is going on. */
function Waiting(props: { view: ShifterView }) {
  const line = () => (props.view.phase === 'dusk' ? tr('ui.shifter.wait.dusk') : props.view.phase === 'ended' ? '' : tr('ui.shifter.wait.watch'))
  return (
    <Show when={line()}>
      <p class="panel waiting">{line()}</p>
    </Show>
  )
}

/** The action for the current prompt, or what is going on. */
export function Action(props: { view: ShifterView; onRefused(refused: RefusedTap): void }) {
  const { link } = useRoom()
  const prompt = <T extends ShifterPrompt['type']>(type: T) => {
    const p = props.view.prompt
    return p && p.type === type ? (p as Prompt<T>) : false
  }
  return (
    <Switch fallback={<Waiting view={props.view} />}>
      <Match when={prompt('confirm')}>{(p) => <ConfirmAction prompt={p()} />}</Match>
      <Match when={prompt('night')}>{(p) => <NightAction prompt={p()} view={props.view} onRefused={props.onRefused} />}</Match>
      <Match when={prompt('farewell')}>{(p) => <FarewellAction prompt={p()} view={props.view} onRefused={props.onRefused} />}</Match>
      <Match when={prompt('ready')}>
        {(p) => <ReadyButton done={p().done} label={tr('ui.shifter.ready')} onReady={() => void link.act({ type: 'ready' })} />}
      </Match>
      <Match when={prompt('vote')}>{(p) => <VoteStep prompt={p()} />}</Match>
    </Switch>
  )
}
