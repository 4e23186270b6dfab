/** A vote: the question, a name for each candidate, and what this player has voted so far. */
import { createEffect, createSignal, on, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { PlayerPicker } from '../../components/player-picker'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'

export interface VoteActionProps {
  /** The question, as everyone reads it. */
  question: string
  /** Whom this player may vote for. */
  candidates: readonly SeatId[]
  /** The current vote, or null. */
  vote: SeatId | null
  /** A vote may be changed until the round closes (false: the first vote is final). */
  changeable: boolean
  /**
   * A final vote is cast in two taps: the name, then "Vote for …" (a slip of the finger can still
   * be undone). Only with `changeable: false`.
   */
  confirm?: boolean
  /** The confirm's words for the name picked, when they are not a vote's ("Shoot Alma"). */
  confirmLabel?: (name: string) => string
  /**
   * A pick brings the confirm into view, for a step on a short timer where a confirm below the fold
   * would leave the player believing the highlighted name was enough. Only with `confirm`.
   */
  confirmInView?: boolean
  /**
   * A secret ballot, shown to nobody until the count: once cast, the screen says that it is, not
   * whom it names (a neighbour reads the screen too). Only with `changeable: false`.
   */
  sealed?: boolean
  onVote(seat: SeatId): void
  /** Abstaining, where the game allows it. */
  abstain?: { allowed: boolean; done: boolean; onAbstain(): void }
}

export function VoteAction(props: VoteActionProps) {
  const { nameOf } = useRoom()
  /** The name picked and not yet confirmed. */
  const [picked, setPicked] = createSignal<SeatId | null>(null)
  const confirming = () => props.confirm === true && !props.changeable
  // A new round (other candidates) starts without a pick.
  createEffect(on(() => props.candidates.join(','), () => setPicked(null), { defer: true }))
  const sealed = () => props.sealed === true && !props.changeable && props.vote !== null
  const status = () => {
    if (sealed()) return tr('ui.vote.cast')
    if (props.vote !== null) return tr(props.changeable ? 'ui.vote.yours_changeable' : 'ui.vote.yours', { name: nameOf(props.vote) })
    if (props.abstain?.done) return tr('ui.vote.abstained')
    if (confirming()) return tr('ui.vote.then_confirm')
    return tr('ui.vote.none_yet')
  }
  const pick = (seat: SeatId) => (confirming() ? setPicked(seat) : props.onVote(seat))
  let confirmButton: HTMLButtonElement | undefined
  createEffect(
    on(picked, (seat) => {
      if (seat !== null && props.confirmInView) confirmButton?.scrollIntoView({ block: 'nearest' })
    }, { defer: true }),
  )
  return (
    <section class="action" aria-labelledby="vote-question">
      <h2 id="vote-question">{props.question}</h2>
      <PlayerPicker
        label={props.question}
        targets={props.candidates}
        selected={sealed() ? null : (props.vote ?? (confirming() ? picked() : null))}
        onPick={pick}
        disabled={!props.changeable && props.vote !== null}
      />
      <Show when={confirming() && props.vote === null}>
        <button
          ref={confirmButton}
          type="button"
          class="btn btn-primary btn-block btn-big"
          data-testid="confirm-vote"
          disabled={picked() === null || !props.candidates.includes(picked()!)}
          onClick={() => {
            const seat = picked()
            if (seat !== null) props.onVote(seat)
          }}
        >
          {picked() === null ? tr('ui.vote.pick_first') : (props.confirmLabel ?? ((name: string) => tr('ui.vote.confirm', { name })))(nameOf(picked()!))}
        </button>
      </Show>
      <Show when={props.abstain?.allowed}>
        <button type="button" class="btn btn-block" data-testid="abstain" aria-pressed={props.abstain?.done ?? false} onClick={() => props.abstain?.onAbstain()}>
          {tr('ui.vote.abstain')}
        </button>
      </Show>
      <p classList={{ done: props.vote !== null || (props.abstain?.done ?? false), muted: props.vote === null && !props.abstain?.done }} role="status">
        {status()}
      </p>
    </section>
  )
}
