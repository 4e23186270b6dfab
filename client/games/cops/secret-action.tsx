/**
 * The public half of the two secret steps: the action phase (everyone still at the festival as
 * names) and the VIP's decision (the tied as names). A confirm button and a status line — the same
 * on every phone, whether this player searches, observes, reveals, stands alone on a floor, is the
 * VIP or not. What a tap does is said on the covered card only. A confirm that picks nothing (alone
 * on a floor, or a name from another floor) is sent as a `touch`: the table's count rises as with
 * anyone's action, and "done" shows once the room has taken it, as for everyone else (also after a
 * reload: the prompt says the seat is counted); a name from another floor is then picked again on
 * the card, so the open screen stays as it is.
 */
import { createEffect, createSignal, on, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { CopsAction, CopsView } from '../../../shared/views/cops'
import { PlayerPicker } from '../../components/player-picker'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { showCoveredCard, useCardSend } from '../kit'
import type { ActKind } from './card'

/** This player's side of the action phase, shared by the public half and the covered card. */
export function useActionTap(view: () => CopsView) {
  const { link } = useRoom()
  const [kind, setKind] = createSignal<ActKind>('observe')
  const [target, setTarget] = createSignal<SeatId | null>(null)
  const [refused, setRefused] = createSignal<SeatId | null>(null)
  const [sending, setSending] = createSignal(false)
  /** The room took this player's confirm that picked nothing. */
  const [blank, setBlank] = createSignal(false)
  /** The pick made on the card after a name from another floor. */
  const [cardTarget, setCardTarget] = createSignal<SeatId | null>(null)
  const card = useCardSend(() => view().stage)
  const prompt = () => view().prompt
  // A new step (or a new day) starts clean; the role's own action is the default mode.
  createEffect(
    on(
      () => view().stage,
      () => {
        const p = prompt()
        setKind(p?.type === 'action' ? p.act : 'observe')
        setTarget(null)
        setRefused(null)
        setBlank(false)
        setCardTarget(null)
      },
    ),
  )
  /** The room has this player's confirm that picked nothing: it answered this phone, or (after a reload) its view says so. */
  const blankTaken = () => {
    const p = prompt()
    return blank() || ((p?.type === 'action' || p?.type === 'alone') && p.counted)
  }
  const done = () => {
    const p = prompt()
    if (p?.type === 'action') return p.chosen !== null || blankTaken()
    if (p?.type === 'decide') return p.chosen !== null
    if (p?.type === 'ready') return p.done
    return p?.type === 'alone' && blankTaken()
  }
  /** The action phase's pick on the card, once the open screen's confirm named someone from elsewhere. */
  const pickOnCard = () => {
    const p = prompt()
    return p?.type === 'action' && p.chosen === null && blankTaken() ? p : null
  }
  function tap(seat: SeatId): void {
    setRefused(null)
    setTarget(seat)
  }
  function confirm(): void {
    const p = prompt()
    const chosen = target()
    if (!chosen) return
    showCoveredCard()
    // Alone on a floor, or anyone but the VIP in the VIP's decision: the name does not count, the tap does.
    if (p?.type === 'alone') return send({ type: 'touch' }, () => setBlank(true))
    if (p?.type === 'ready') return send({ type: 'ready' })
    if (p?.type !== 'action' && p?.type !== 'decide') return
    if (!p.targets.includes(chosen)) {
      setRefused(chosen)
      if (p.type === 'action') send({ type: 'touch' }, () => setBlank(true))
      return
    }
    send(p.type === 'decide' ? { type: 'decide', target: chosen } : { type: p.canReveal ? kind() : p.act, target: chosen })
  }
  function confirmOnCard(): void {
    const p = pickOnCard()
    const chosen = cardTarget()
    if (!p || !chosen || !p.targets.includes(chosen)) return
    setSending(true)
    const done = () => setSending(false)
    card.send({ type: p.canReveal ? kind() : p.act, target: chosen }).then(done, done)
  }
  function send(action: CopsAction, taken?: () => void): void {
    setSending(true)
    link.act(action).then(
      () => {
        setSending(false)
        taken?.()
      },
      () => setSending(false),
    )
  }
  return { kind, setKind, target, tap, refused, sending, done, confirm, pickOnCard, cardTarget, setCardTarget, confirmOnCard, cardRefusal: card.refusal }
}

export type ActionTap = ReturnType<typeof useActionTap>

export function SecretAction(props: { view: CopsView; tap: ActionTap }) {
  const living = () =>
    props.view.phase === 'vipDecides' ? props.view.tied : props.view.players.filter((p) => p.alive).map((p) => p.seat)
  // The name waits lit for its confirm; once confirmed none is (a lit name would be this player's
  // pick, to be matched with what the step brings), whatever the pick was or where it was made.
  const tapped = () => (props.tap.done() ? null : props.tap.target())
  return (
    <section class="action secret-step" aria-label={tr('ui.cops.action_label')}>
      <PlayerPicker label={tr('ui.cops.action_label')} targets={living()} selected={tapped()} onPick={props.tap.tap} disabled={props.tap.done() || props.tap.sending()} />
      <button
        type="button"
        class="btn btn-primary btn-block btn-big"
        data-testid="confirm-action"
        disabled={props.tap.target() === null || props.tap.done() || props.tap.sending()}
        onClick={() => props.tap.confirm()}
      >
        {/* Names no name: the big button is what the next chair reads first (the pick is lit above it). */}
        {props.tap.done() ? tr('ui.cops.confirmed') : props.tap.target() ? tr('ui.cops.confirm_open') : tr('ui.cops.pick_first')}
      </button>
      <p class="step-status" classList={{ done: props.tap.done() }} role="status">
        <Show when={props.tap.done()} fallback={tr('ui.cops.final')}>
          {tr('ui.names.done')}
        </Show>
      </p>
    </section>
  )
}
