/**
 * What a player does in each step. The secret steps (night, farewell) look the same on every
 * phone: the kit's list of names and one "Do nothing" button; what a tap means for this role, and
 * what it brought, is on the covered card.
 */
import { createSignal, Match, Show, Switch } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { ShifterPrompt, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { keptValue } from '../../lib/kept-value'
import { useRoom } from '../../lib/room-context'
import { ReadyButton, SecretStep, showCoveredCard, VoteAction } from '../kit'
import { openScreenDone, potionChoice } from './night-choice'

type Prompt<T extends ShifterPrompt['type']> = Extract<ShifterPrompt, { type: T }>

/** A tap that was not sent, and in which step: the card says why (a refusal from the room would show the table). */
export interface RefusedTap {
  seat: SeatId
  stage: number
  /** `role`: this role cannot pick that name now; `card`: this choice is made on the card (the potions). */
  why: 'role' | 'card'
  /** Confirmed on the open screen (sent as a `touch`, counted): the choice is now made on the card. */
  confirmed: boolean
}

/** A choice waiting for its confirm: a name, or "Do nothing". */
type Pending = { stage: number; choice: SeatId | 'nothing' }

/**
 * The names of a secret step, "Do nothing" and a confirm: a tap only picks, the confirm sends it
 * (a night's tap cannot be taken back). Every phone goes through the same two taps. Outside the
 * card the screen changes only with this player's own taps: when the step asks for another choice
 * (Armoris's second lover, the shifters' TIE! VOTE AGAIN) or the choice is the Alchemist's potion,
 * it is made on the card, so nobody's screen flips back in the middle of the night. A name this
 * player cannot pick here is marked and confirmed like any other: the confirm is sent as a `touch`
 * (the table's count rises as with anyone's), and the card says why and offers the choice instead.
 */
function SecretNames(props: {
  view: ShifterView
  names: readonly SeatId[]
  allowed: readonly SeatId[]
  /** Nothing more to do on the open screen: the step is done, or the next choice is on the card. */
  done: boolean
  /** Name taps are not this player's choice now: it is made on the card (the Alchemist's potions). */
  onCard?: boolean
  label: string
  onTap(seat: SeatId): void
  onNothing(): void
  /** A confirmed name this player cannot pick here (never called where every name is allowed). */
  onTouch?(): void
  onRefused(refused: RefusedTap | null): void
}) {
  /** The step in which this player confirmed a choice. */
  const [confirmedIn, setConfirmedIn] = createSignal<number | null>(null)
  const [pending, setPending] = createSignal<Pending | null>(null)
  const done = () => props.done || confirmedIn() === props.view.stage
  const choice = () => {
    const p = pending()
    return p && p.stage === props.view.stage && !done() ? p.choice : null
  }
  /** Why this player cannot pick `seat` on the open screen now, or null if it can. */
  const whyNot = (seat: SeatId): RefusedTap['why'] | null => (props.onCard ? 'card' : props.allowed.includes(seat) ? null : 'role')
  const refuse = (seat: SeatId, confirmed: boolean) => {
    const why = whyNot(seat)
    props.onRefused(why ? { seat, stage: props.view.stage, why, confirmed } : null)
    return why !== null
  }
  const tap = (seat: SeatId) => {
    showCoveredCard()
    if (done()) return
    refuse(seat, false)
    setPending({ stage: props.view.stage, choice: seat })
  }
  const nothing = () => {
    if (done()) return
    props.onRefused(null)
    setPending({ stage: props.view.stage, choice: 'nothing' })
  }
  const confirm = () => {
    const picked = choice()
    if (picked === null) return
    showCoveredCard()
    setConfirmedIn(props.view.stage)
    if (picked === 'nothing') return props.onNothing()
    if (refuse(picked, true)) return props.onTouch?.()
    props.onTap(picked)
  }
  // The name waits lit for its confirm, and no longer (SecretStep).
  const tapped = () => {
    const picked = choice()
    return picked === 'nothing' ? null : picked
  }
  return (
    <div class="sh-secret" data-testid="night-names">
      <SecretStep names={props.names} tapped={tapped()} done={done()} label={props.label} waiting={tr('ui.shifter.then_confirm')} onTap={tap}>
        <button type="button" class="btn btn-block" data-testid="nothing" aria-pressed={choice() === 'nothing'} onClick={nothing}>
          {tr('ui.shifter.nothing')}
        </button>
        <Show when={!done()}>
          <button type="button" class="btn btn-primary btn-block btn-big" data-testid="confirm-tap" disabled={choice() === null} onClick={confirm}>
            {/* Names no name: the big button is what the next chair reads first (the pick is lit above it). */}
            {choice() === null ? tr('ui.shifter.pick_first') : tr('ui.shifter.confirm_open')}
          </button>
        </Show>
      </SecretStep>
    </div>
  )
}

function NightAction(props: { prompt: Prompt<'night'>; view: ShifterView; onRefused(refused: RefusedTap | null): void }) {
  const { link } = useRoom()
  const living = () => props.view.players.filter((p) => p.alive).map((p) => p.seat)
  return (
    <SecretNames
      view={props.view}
      names={living()}
      allowed={props.prompt.targets}
      done={openScreenDone(props.prompt)}
      // The poison is chosen on the card: its name must not light up on the open screen.
      onCard={potionChoice(props.prompt)}
      label={tr('ui.shifter.names.night')}
      onTap={(target) => void link.act({ type: props.prompt.act, target })}
      onNothing={() => void link.act({ type: 'sleep' })}
      onTouch={() => void link.act({ type: 'touch' })}
      onRefused={props.onRefused}
    />
  )
}

function FarewellAction(props: { prompt: Prompt<'farewell'>; view: ShifterView; onRefused(refused: RefusedTap | null): void }) {
  const { link } = useRoom()
  return (
    <SecretNames
      view={props.view}
      names={props.prompt.targets}
      allowed={props.prompt.targets}
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
      confirm
      // A secret ballot until the count: the open screen names nobody once it is cast.
      sealed
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
export function Action(props: { view: ShifterView; onRefused(refused: RefusedTap | null): void }) {
  const { link } = useRoom()
  const prompt = <T extends ShifterPrompt['type']>(type: T) => {
    const p = props.view.prompt
    return p && p.type === type ? (p as Prompt<T>) : false
  }
  // Each branch reads its prompt through keptValue: it may still be read as the next step arrives.
  const confirm = keptValue(() => prompt('confirm'))
  const night = keptValue(() => prompt('night'))
  const farewell = keptValue(() => prompt('farewell'))
  const ready = keptValue(() => prompt('ready'))
  const vote = keptValue(() => prompt('vote'))
  return (
    <Switch fallback={<Waiting view={props.view} />}>
      <Match when={prompt('confirm')}>
        <ConfirmAction prompt={confirm()} />
      </Match>
      <Match when={prompt('night')}>
        <NightAction prompt={night()} view={props.view} onRefused={props.onRefused} />
      </Match>
      <Match when={prompt('farewell')}>
        <FarewellAction prompt={farewell()} view={props.view} onRefused={props.onRefused} />
      </Match>
      <Match when={prompt('ready')}>
        <ReadyButton done={ready().done} label={tr('ui.shifter.ready')} onReady={() => void link.act({ type: 'ready' })} />
      </Match>
      <Match when={prompt('vote')}>
        <VoteStep prompt={vote()} />
      </Match>
    </Switch>
  )
}
