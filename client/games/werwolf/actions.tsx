/**
 * What a player does in each step. The night looks the same on every phone: the same names and
 * buttons for everyone; what a tap means for this role, and what it brought, is on the covered card.
 */
import { createSignal, Match, Show, Switch } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WerwolfPrompt, WerwolfView } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { ReadyButton, SecretStep, showCoveredCard, VoteAction } from '../kit'
import { themed } from './cards'
import { names } from './parts'

type Prompt<T extends WerwolfPrompt['type']> = Extract<WerwolfPrompt, { type: T }>

/**
 * The night's public half: everyone living as names to tap, then a confirm, the same for every
 * role: the werewolves, the seer and the protector pick their target, the sleepers whom they
 * suspect most (a question that takes a moment too; the answer goes nowhere). A pick this role
 * cannot make is confirmed like any other and picks nothing, said on the card only: the names show
 * "done" whatever the confirm meant, so a neighbour sees the same on every phone, also when a
 * werewolf taps a fellow werewolf or the seer taps a second name. A first confirm that picks
 * nothing is sent as a `touch`, so the moderator's count rises with it as with anyone's first.
 */
export function NightNames(props: { view: WerwolfView; prompt: Prompt<'night'>; last: NightTap | null; onTap(tap: NightTap): void }) {
  const { link } = useRoom()
  /** The step in which this phone sent a tap the room has not refused. */
  const [sent, setSent] = createSignal<number | null>(null)
  /** The name picked and not yet confirmed, in this step. */
  const [picked, setPicked] = createSignal<{ stage: number; seat: SeatId } | null>(null)
  const pending = () => {
    const p = picked()
    return p && p.stage === props.view.stage ? p.seat : null
  }
  const living = () => props.view.players.filter((p) => p.alive).map((p) => p.seat)
  const send = (seat: SeatId) => {
    const p = props.prompt
    // The seer's look and the guard are made once a night: also a second tap before the room has
    // answered the first is not sent (it would come back refused on these phones alone).
    const made = p.done || sent() === props.view.stage
    const again = made && p.act !== 'attack' && p.act !== 'sleep'
    const why = again ? 'done' : p.targets.includes(seat) ? null : 'role'
    const first = props.last === null && !p.counted
    props.onTap({ seat, stage: props.view.stage, why, n: (props.last?.n ?? 0) + 1 })
    showCoveredCard()
    // Refusals stay off the screen (a tap too late as the night ends, say): a toast would show on
    // the phones whose taps were sent, the werewolves' and the sleepers', and not on the others.
    if (why === null) {
      const stage = props.view.stage
      setSent(stage)
      // Not taken (the connection dropped, say): the next tap tries again.
      link.act({ type: p.act, target: seat }, undefined, { quiet: true }).catch(() => setSent((s) => (s === stage ? null : s)))
    } else if (first) void link.act({ type: 'touch' }, undefined, { quiet: true })
  }
  let confirmButton: HTMLButtonElement | undefined
  const confirm = () => {
    const seat = pending()
    if (seat === null) return
    setPicked(null)
    send(seat)
  }
  return (
    <SecretStep
      names={living()}
      // The name waits lit for its confirm, and no longer.
      tapped={pending()}
      done={pending() === null && (props.prompt.counted || props.last !== null)}
      label={tr('ui.werwolf.night_label')}
      waiting={tr('ui.werwolf.then_confirm')}
      onTap={(seat) => {
        setPicked({ stage: props.view.stage, seat })
        // The confirm sits below the names: after a pick it must not wait unseen below the fold.
        confirmButton?.scrollIntoView({ block: 'nearest' })
      }}
    >
      {/* Always there, so nothing on the screen moves with a pick or a confirm. */}
      <button
        ref={confirmButton}
        type="button"
        class="btn btn-primary btn-block btn-big"
        data-testid="confirm-tap"
        disabled={pending() === null}
        onClick={confirm}
      >
        {/* Names no name: the big button is what the next chair reads first (the pick is lit above it). */}
        {pending() === null ? tr('ui.werwolf.pick_first') : tr('ui.werwolf.confirm_pick')}
      </button>
    </SecretStep>
  )
}

function VoteStep(props: { prompt: Prompt<'vote'> }) {
  const { link, text } = useRoom()
  return (
    <VoteAction
      question={text(props.prompt.prompt)}
      candidates={props.prompt.targets}
      vote={props.prompt.vote}
      changeable={true}
      // Who voted for whom shows only once the round closes: until then the open screen names nobody.
      sealed
      onVote={(target) => void link.act({ type: 'vote', target })}
      abstain={{ allowed: props.prompt.canAbstain, done: props.prompt.abstained, onAbstain: () => void link.act({ type: 'abstain' }) }}
    />
  )
}

function ShootStep(props: { prompt: Prompt<'shoot'> }) {
  const { link, text } = useRoom()
  return (
    <VoteAction
      question={text(props.prompt.prompt)}
      candidates={props.prompt.targets}
      vote={null}
      changeable={false}
      // One shot, final: the name, then a confirm, so a slip of the finger can be undone.
      confirm
      // The hunter has seconds: the confirm must not wait unseen below the fold.
      confirmInView
      confirmLabel={(name) => tr('ui.werwolf.shoot_confirm', { name })}
      onVote={(target) => void link.act({ type: 'shoot', target })}
    />
  )
}

/** No prompt for this viewer: what the others are doing. */
function Waiting(props: { view: WerwolfView }) {
  const { nameOf } = useRoom()
  const theme = () => props.view.theme
  const line = () => {
    const v = props.view
    switch (v.phase) {
      case 'night':
        return tr(themed('ui.werwolf.wait.night', theme()))
      case 'hunter':
        return tr('ui.werwolf.wait.hunter', { name: v.hunter ? nameOf(v.hunter) : '?' })
      case 'defense':
        return tr('ui.werwolf.wait.defense', { names: names(v.tied, nameOf) })
      case 'discussion':
        return tr(themed('ui.werwolf.wait.discussion', theme()))
      case 'vote':
      case 'runoff':
        return tr('ui.werwolf.wait.vote')
      case 'ended':
        return ''
    }
  }
  return (
    <Show when={line()}>
      <p class="panel waiting">{line()}</p>
    </Show>
  )
}

/** The day's action for the current prompt (the night's is NightNames), or what is going on. */
export function DayAction(props: { view: WerwolfView }) {
  const { link } = useRoom()
  const prompt = <T extends WerwolfPrompt['type']>(type: T) => {
    const p = props.view.prompt
    return p && p.type === type ? (p as Prompt<T>) : false
  }
  return (
    <Switch fallback={<Waiting view={props.view} />}>
      <Match when={prompt('ready')}>{(p) => <ReadyButton done={p().done} label={tr('ui.werwolf.ready')} onReady={() => void link.act({ type: 'ready' })} />}</Match>
      <Match when={prompt('vote')}>{(p) => <VoteStep prompt={p()} />}</Match>
      <Match when={prompt('shoot')}>{(p) => <ShootStep prompt={p()} />}</Match>
    </Switch>
  )
}

/**
 * This phone's latest tap on a name at night: sent (`why` null), or not, because this role cannot
 * pick that name tonight or its pick is made already. `n` counts the taps, so each one is news.
 */
export interface NightTap {
  seat: SeatId
  stage: number
  why: 'role' | 'done' | null
  n: number
}

/** A tap that was not sent, said on the covered card only. */
export type RefusedTap = NightTap & { why: 'role' | 'done' }

/** The latest night tap; a tap of an earlier step counts as none. */
export function useNightTap(stage: () => number) {
  const [tap, setTap] = createSignal<NightTap | null>(null)
  const last = () => {
    const t = tap()
    return t && t.stage === stage() ? t : null
  }
  return { last, setTap }
}
