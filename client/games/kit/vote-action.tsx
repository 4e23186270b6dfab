/**
 * A vote: the question, a name for each candidate, and what this player has voted so far — for a
 * secret ballot, only that it is cast, with "Show my vote" to see it for a few seconds.
 */
import { createEffect, createSignal, on, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import { PlayerPicker } from '../../components/player-picker'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { coverItself } from './cover-itself'

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
   * whom it names, and lights no name (a neighbour reads the screen too). "Show my vote" shows it
   * for a few seconds; a changeable vote still changes with a tap on another name.
   */
  sealed?: boolean
  onVote(seat: SeatId): void
  /** Abstaining, where the game allows it. */
  abstain?: { allowed: boolean; done: boolean; onAbstain(): void }
}

/** How long "Show my vote" shows it: long enough to read, short enough not to lie open on the table. */
export const VOTE_SHOWN_MS = 5_000

export function VoteAction(props: VoteActionProps) {
  const { nameOf } = useRoom()
  /** The name picked and not yet confirmed. */
  const [picked, setPicked] = createSignal<SeatId | null>(null)
  const confirming = () => props.confirm === true && !props.changeable
  const round = () => props.candidates.join(',')
  // A new round (other candidates) starts without a pick.
  createEffect(on(round, () => setPicked(null), { defer: true }))
  /** A sealed vote shown on "Show my vote"; it covers itself like the covered card. */
  const [shown, setShown] = createSignal(false)
  const cover = coverItself({ cover: () => setShown(false), after: VOTE_SHOWN_MS, closeOn: round })
  const show = (value: boolean) => {
    setShown(value)
    if (value) cover.start()
    else cover.stop()
  }
  // An abstention after a vote (where allowed) leaves nothing to show; a later vote starts covered.
  createEffect(on(() => props.vote === null, (none) => none && show(false), { defer: true }))
  /** A sealed changeable vote tapped again: the tap is answered without saying whether the name changed. */
  const [retapped, setRetapped] = createSignal(false)
  createEffect(on(round, () => setRetapped(false), { defer: true }))
  const sealed = () => props.sealed === true && props.vote !== null && !shown()
  const status = () => {
    if (sealed()) return tr(!props.changeable ? 'ui.vote.cast' : retapped() ? 'ui.vote.cast_retapped' : 'ui.vote.cast_changeable')
    if (props.vote !== null) return tr(props.changeable ? 'ui.vote.yours_changeable' : 'ui.vote.yours', { name: nameOf(props.vote) })
    if (props.abstain?.done) return tr('ui.vote.abstained')
    if (confirming()) return tr('ui.vote.then_confirm')
    return tr('ui.vote.none_yet')
  }
  const pick = (seat: SeatId) => {
    if (confirming()) return setPicked(seat)
    if (props.sealed && props.vote !== null) setRetapped(true)
    // The same name again changes nothing (the room would refuse it as no change).
    if (seat !== props.vote) props.onVote(seat)
  }
  /**
   * The confirm's words for the name picked. A secret ballot's big button names nobody: it is what
   * the next chair reads first, and the name picked is ringed above it for its owner.
   */
  const confirmText = (name: string) => (props.confirmLabel ? props.confirmLabel(name) : props.sealed ? tr('ui.vote.confirm_sealed') : tr('ui.vote.confirm', { name }))
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
          {picked() === null ? tr('ui.vote.pick_first') : confirmText(nameOf(picked()!))}
        </button>
      </Show>
      <Show when={props.abstain?.allowed}>
        <button type="button" class="btn btn-block" data-testid="abstain" aria-pressed={props.abstain?.done ?? false} onClick={() => props.abstain?.onAbstain()}>
          {tr('ui.vote.abstain')}
        </button>
      </Show>
      <p id="vote-status" classList={{ done: props.vote !== null || (props.abstain?.done ?? false), muted: props.vote === null && !props.abstain?.done }} role="status" data-testid="vote-status">
        {status()}
      </p>
      <Show when={props.sealed && props.vote !== null}>
        <button
          type="button"
          class="btn btn-small vote-show"
          data-testid="show-vote"
          aria-controls="vote-status"
          aria-expanded={shown()}
          onClick={() => show(!shown())}
        >
          {tr(shown() ? 'ui.vote.hide' : 'ui.vote.show')}
        </button>
      </Show>
    </section>
  )
}
