/**
 * Pieces every Heimlich & Co. screen uses: the step header, the turn order, the board's centre, the
 * reminder, the face of your covered card.
 */
import { createEffect, For, on, Show } from 'solid-js'
import type { HeimlichMe, HeimlichPrompt, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { createTimeLeft } from '../../lib/time-left'
import { SeatName, StepHeader, useYourSeat } from '../kit'
import { agentLabel, agentName, Token } from './agents'
import { DieFace } from './die'
import { calledFree, colourList, GuessForm, type Guess } from './guess-form'

type GuessPrompt = Extract<HeimlichPrompt, { type: 'guess' }>

/** With the turn timer on, the reminder comes this many seconds before the end (or at a third of a short turn). */
export const REMINDER_SECONDS = 15
/** Without the timer, the reminder comes this long before a silent turn passes on. */
export const PATIENCE_REMINDER_SECONDS = 60
/** The buzz of the reminder. */
const REMINDER_VIBRATION_MS = [80, 80, 80, 80, 200]

/**
 * The kit's step header with the turn number above the title (the countdown shows only with the
 * turn timer: the view's `limit`). The "n of m done" line only in the guessing round: in a move
 * the title already names the one awaited.
 */
export function Header(props: { view: HeimlichView }) {
  const header = () => ({ ...props.view, progress: props.view.phase === 'guess' ? props.view.progress : null })
  return <StepHeader view={header()} above={<p class="hm-kicker">{tr('ui.heimlich.turn_n', { turn: props.view.turn })}</p>} />
}

/** Whose turn it is, on every phone: the people in turn order, the mover marked. */
export function TurnOrder(props: { view: HeimlichView }) {
  const you = useYourSeat()
  return (
    <ol class="hm-order" aria-label={tr('ui.heimlich.order')} data-testid="turn-order" data-mover={props.view.mover}>
      <For each={props.view.order}>
        {(seat) => (
          <li classList={{ now: seat === props.view.mover, you: seat === you() }} aria-current={seat === props.view.mover ? 'step' : undefined}>
            <Show when={seat === props.view.mover}>
              <span aria-hidden="true">▶ </span>
            </Show>
            <SeatName seat={seat} />
          </li>
        )}
      </For>
    </ol>
  )
}

/**
 * The middle of the board: the die and whose turn it is. In the guessing round everyone writes at
 * once, so it names nobody (the last mover's name there read as if only they guessed).
 */
export function Centre(props: { view: HeimlichView }) {
  const { nameOf } = useRoom()
  const everyone = () => props.view.phase === 'guess'
  return (
    <div class="hm-centre-body" data-testid="turn-banner" data-mover={props.view.mover}>
      <Show when={!everyone() && props.view.die}>{(die) => <DieFace die={die()} />}</Show>
      <span class="hm-centre-name">{everyone() ? tr('ui.heimlich.centre.guess') : nameOf(props.view.mover)}</span>
      <span class="hm-centre-note">{everyone() ? tr('ui.heimlich.centre_everyone') : tr(`ui.heimlich.centre.${props.view.phase}`)}</span>
    </div>
  )
}

/**
 * A reminder shortly before the step ends: on the phone of whoever the step waits for, with a buzz.
 * With the turn timer it comes in the last seconds; without it, before a silent turn passes on.
 */
export function Reminder(props: { view: HeimlichView; waitingForMe: boolean }) {
  const deadline = () => (props.view.phase === 'ended' ? null : props.view.deadline)
  const time = createTimeLeft(deadline)
  const threshold = () => (props.view.rules.timer ? Math.min(REMINDER_SECONDS, Math.ceil(props.view.rules.turnSeconds / 3)) : PATIENCE_REMINDER_SECONDS)
  const left = () => (deadline() === null || time.paused() ? null : Math.ceil(time.left() / 1000))
  const due = () => props.waitingForMe && left() !== null && left()! > 0 && left()! <= threshold()
  createEffect(
    on(due, (now, before) => {
      if (now && !before && typeof navigator.vibrate === 'function') navigator.vibrate(REMINDER_VIBRATION_MS)
    }),
  )
  return (
    <Show when={due()}>
      {/* Said once: the banner's seconds change every second, and an alert would read each out. */}
      <p class="sr-only" role="alert">{tr('ui.heimlich.reminder_said')}</p>
      <p class="banner hm-reminder" aria-hidden="true" data-testid="reminder">
        ⏰ {tr(props.view.rules.timer ? 'ui.heimlich.reminder_timer' : 'ui.heimlich.reminder_patience', { seconds: left() ?? 0 })}
      </p>
    </Show>
  )
}

/**
 * The face of your covered card: your agent, and in the guessing round your guess (the form while
 * it is open, what you wrote once sent). Nothing of it shows anywhere else on the screen.
 */
export function CardFace(props: { view: HeimlichView; me: HeimlichMe; guess: Guess }) {
  const { nameOf } = useRoom()
  const prompt = () => props.view.prompt
  return (
    <>
      <div class="hm-card-head" data-testid="my-agent" data-agent={props.me.agent}>
        <Token agent={props.me.agent} size="big" decorative />
        <div>
          <p class="card-role">{agentName(props.me.agent)}</p>
          <p class="card-team">{tr('ui.heimlich.card_yours')}</p>
        </div>
      </div>
      <p class="hint">{tr('ui.heimlich.card_about', { agent: agentLabel(props.me.agent) })}</p>
      <Show when={prompt()?.type === 'guess' && !props.me.guess && prompt()}>
        {(p) => <GuessForm view={props.view} prompt={p() as GuessPrompt} guess={props.guess} own={props.me.agent} />}
      </Show>
      <Show when={props.me.guess}>
        {(guess) => {
          const free = () => calledFree(props.view.agents, guess().map((g) => g.agent), props.me.agent)
          return (
            <p class="private-now" data-testid="my-guess">
              {tr('ui.heimlich.card_guess', { guess: guess().map((g) => `${nameOf(g.of)}: ${agentName(g.agent)}`).join(', ') })}
              {free().length > 0 ? ` ${tr('ui.heimlich.card_guess_free', { agents: colourList(free()) })}` : ''}
            </p>
          )
        }}
      </Show>
    </>
  )
}
