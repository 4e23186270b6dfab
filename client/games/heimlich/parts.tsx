/** Pieces every Heimlich & Co. screen uses: the step header with whose turn it is, the turn order, the reminder, your covered card. */
import { createEffect, createSignal, For, on, onCleanup, Show } from 'solid-js'
import type { HeimlichMe, HeimlichView } from '../../../shared/views/heimlich'
import { Countdown } from '../../components/countdown'
import { SecretCard } from '../../components/secret-card'
import { remainingMs } from '../../lib/clock'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { agentLabel, agentName, LOOKS, Token } from './agents'

/** With the turn timer on, the reminder comes this many seconds before the end (or at a third of a short turn). */
export const REMINDER_SECONDS = 15
/** Without the timer, the reminder comes this long before a silent turn passes on. */
export const PATIENCE_REMINDER_SECONDS = 60
/** How often the reminder looks at the clock. */
const REMINDER_TICK_MS = 500
/** The buzz of the reminder. */
const REMINDER_VIBRATION_MS = [80, 80, 80, 80, 200]

/** The step's title as the page heading (focused on every new step), the turn, the countdown when the timer is on. */
export function StepHeader(props: { view: HeimlichView; headingRef?: (el: HTMLHeadingElement) => void }) {
  const { text, nameOf } = useRoom()
  const progress = () => {
    const p = props.view.progress
    if (!p || props.view.phase !== 'guess') return null
    return tr('ui.heimlich.progress_guess', { done: p.done, of: p.of, names: (p.waiting ?? []).map(nameOf).join(', ') })
  }
  return (
    <header class="step-header hm-header">
      <div class="step-title">
        <p class="hm-kicker">{tr('ui.heimlich.turn_n', { turn: props.view.turn })}</p>
        <h1 tabindex="-1" ref={props.headingRef} data-testid="step-title">{text(props.view.title)}</h1>
        <Show when={progress()}>
          <p class="progress" aria-live="polite">{progress()}</p>
        </Show>
      </div>
      <Show when={props.view.rules.timer && props.view.phase !== 'ended'}>
        <Countdown deadline={props.view.deadline} />
      </Show>
    </header>
  )
}

/** Whose turn it is, on every phone: the people in turn order, the mover marked. */
export function TurnOrder(props: { view: HeimlichView }) {
  const { nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  return (
    <ol class="hm-order" aria-label={tr('ui.heimlich.order')} data-testid="turn-order" data-mover={props.view.mover}>
      <For each={props.view.order}>
        {(seat) => (
          <li classList={{ now: seat === props.view.mover, you: seat === you() }} aria-current={seat === props.view.mover ? 'step' : undefined}>
            <Show when={seat === props.view.mover}>
              <span aria-hidden="true">▶ </span>
            </Show>
            {nameOf(seat)}
            <Show when={seat === you()}>
              <span class="tag">{tr('ui.players.you')}</span>
            </Show>
          </li>
        )}
      </For>
    </ol>
  )
}

/**
 * A reminder shortly before the step ends: on the phone of whoever the step waits for, with a buzz.
 * With the turn timer it comes in the last seconds; without it, before a silent turn passes on.
 */
export function Reminder(props: { view: HeimlichView; waitingForMe: boolean }) {
  const { link } = useRoom()
  const [left, setLeft] = createSignal<number | null>(null)
  const threshold = () => (props.view.rules.timer ? Math.min(REMINDER_SECONDS, Math.ceil(props.view.rules.turnSeconds / 3)) : PATIENCE_REMINDER_SECONDS)
  const tick = () => {
    const deadline = props.view.deadline
    const paused = link.state.current?.room.paused ?? false
    if (deadline === null || paused || props.view.phase === 'ended') return setLeft(null)
    setLeft(Math.ceil(remainingMs(deadline, link.clock, null) / 1000))
  }
  const timer = setInterval(tick, REMINDER_TICK_MS)
  onCleanup(() => clearInterval(timer))
  createEffect(on(() => props.view.deadline, tick))
  const due = () => props.waitingForMe && left() !== null && left()! > 0 && left()! <= threshold()
  createEffect(
    on(due, (now, before) => {
      if (now && !before && typeof navigator.vibrate === 'function') navigator.vibrate(REMINDER_VIBRATION_MS)
    }),
  )
  return (
    <Show when={due()}>
      <p class="banner hm-reminder" role="alert" data-testid="reminder">
        ⏰ {tr(props.view.rules.timer ? 'ui.heimlich.reminder_timer' : 'ui.heimlich.reminder_patience', { seconds: left() ?? 0 })}
      </p>
    </Show>
  )
}

/** Your agent, behind the covered card; it closes by itself on every new step. */
export function MyCard(props: { me: HeimlichMe; stage: number }) {
  const { nameOf } = useRoom()
  const look = () => LOOKS[props.me.agent]
  return (
    <div class="hm-card">
      {/* One card per step: a new step brings a new card, which starts covered. */}
      <For each={[props.stage]}>
        {() => (
          <SecretCard role={agentName(props.me.agent)} symbol={tr(`ui.heimlich.symbol.${look().symbol}`)} red={false}>
            <Token agent={props.me.agent} size="big" decorative />
            <span class="card-team">{tr('ui.heimlich.card_yours')}</span>
            <span class="card-about">{tr('ui.heimlich.card_about', { agent: agentLabel(props.me.agent) })}</span>
            <Show when={props.me.guess}>
              {(guess) => (
                <span class="card-about">
                  {tr('ui.heimlich.card_guess', { guess: guess().map((g) => `${nameOf(g.of)}: ${agentName(g.agent)}`).join(', ') })}
                </span>
              )}
            </Show>
          </SecretCard>
        )}
      </For>
    </div>
  )
}
