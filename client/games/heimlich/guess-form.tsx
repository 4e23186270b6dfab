/**
 * The guessing round (variant), on the covered card: for every other person one colour, each colour
 * at most once; the colours named for nobody, your own aside, are your guess of the free agents.
 * Every phone offers the same colours, its own too, since leaving it out would tell. The choices
 * live outside the card, so a card that covers itself keeps them; a guess is final once sent.
 */
import { createEffect, createSignal, For, on, Show } from 'solid-js'
import type { HeimlichAgent, HeimlichPrompt, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { agentLabel, agentName, symbolChar } from './agents'
import { useSend } from './sending'

type GuessPrompt = Extract<HeimlichPrompt, { type: 'guess' }>

/** This player's guess while it is being written. */
export function useGuess(view: () => HeimlichView) {
  const [picks, setPicks] = createSignal<Record<string, HeimlichAgent | ''>>({})
  const { sending, send } = useSend()
  createEffect(on(() => view().stage, () => setPicks({})))
  const pickOf = (seat: string) => picks()[seat] ?? ''
  const pick = (seat: string, agent: HeimlichAgent | '') => setPicks({ ...picks(), [seat]: agent })
  return { pickOf, pick, sending, send }
}

export type Guess = ReturnType<typeof useGuess>

/** The colours a guess leaves to nobody, your own aside: what it calls free (none when it gives your own away, as the room counts it). */
export function calledFree(agents: readonly HeimlichAgent[], named: readonly HeimlichAgent[], own: HeimlichAgent): HeimlichAgent[] {
  if (named.includes(own)) return []
  return agents.filter((agent) => agent !== own && !named.includes(agent))
}

/** Colours as a list to read: symbol and name. */
export function colourList(agents: readonly HeimlichAgent[]): string {
  return agents.map((agent) => `${symbolChar(agent)} ${agentName(agent)}`).join(', ')
}

export function GuessForm(props: { view: HeimlichView; prompt: GuessPrompt; guess: Guess; own: HeimlichAgent }) {
  const { text, nameOf } = useRoom()
  const chosen = () => props.prompt.seats.map(props.guess.pickOf).filter((agent): agent is HeimlichAgent => agent !== '')
  const twice = () => new Set(chosen()).size !== chosen().length
  const complete = () => chosen().length === props.prompt.seats.length && !twice()
  const free = () => calledFree(props.prompt.agents, chosen(), props.own)

  function confirm(): void {
    if (!complete()) return
    props.guess.send({ type: 'guess', guess: props.prompt.seats.map((of) => ({ of, agent: props.guess.pickOf(of) as HeimlichAgent })) })
  }

  return (
    <div class="hm-guess" data-testid="guess-form">
      <p class="private-now">{text(props.prompt.prompt)}</p>
      <div class="hm-guess-rows">
        <For each={props.prompt.seats}>
          {(seat) => (
            <div class="field field-inline">
              <label for={`hm-guess-${seat}`}>{nameOf(seat)}</label>
              <select
                id={`hm-guess-${seat}`}
                data-testid={`guess-${seat}`}
                value={props.guess.pickOf(seat)}
                disabled={props.guess.sending()}
                onChange={(event) => props.guess.pick(seat, event.currentTarget.value as HeimlichAgent | '')}
              >
                <option value="">{tr('ui.heimlich.guess_none')}</option>
                <For each={props.prompt.agents}>{(agent) => <option value={agent} aria-label={agentLabel(agent)}>{`${symbolChar(agent)} ${agentName(agent)}`}</option>}</For>
              </select>
            </div>
          )}
        </For>
      </div>
      <Show when={twice()}>
        <p class="field-error" role="alert">{tr('heimlich.reject.guessColourTwice')}</p>
      </Show>
      <Show when={complete() && chosen().includes(props.own)}>
        <p class="hint" data-testid="guess-own">{tr('ui.heimlich.guess_own')}</p>
      </Show>
      <Show when={complete() && free().length > 0}>
        <p class="hint" data-testid="guess-free" data-agents={free().join(' ')}>{tr('ui.heimlich.guess_free', { agents: colourList(free()) })}</p>
      </Show>
      <button type="button" class="btn btn-block" data-testid="confirm-guess" disabled={!complete() || props.guess.sending()} onClick={confirm}>
        {tr('ui.heimlich.guess_confirm')}
      </button>
    </div>
  )
}
