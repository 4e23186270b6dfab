/**
 * The guessing round (variant): for every other person one colour, each colour at most once. Every
 * phone shows the same form with every colour in play — the own colour too, since leaving it out
 * would show it to anyone looking. A guess is final once sent.
 */
import { createSignal, For, Show } from 'solid-js'
import type { HeimlichAgent, HeimlichPrompt, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { agentLabel, agentName, symbolChar } from './agents'
import { useSend } from './sending'

type GuessPrompt = Extract<HeimlichPrompt, { type: 'guess' }>

export function GuessForm(props: { view: HeimlichView; prompt: GuessPrompt }) {
  const { text, nameOf } = useRoom()
  const [picks, setPicks] = createSignal<Record<string, HeimlichAgent | ''>>({})
  const { sending, send } = useSend()
  const pickOf = (seat: string) => picks()[seat] ?? ''
  const chosen = () => props.prompt.seats.map(pickOf).filter((agent): agent is HeimlichAgent => agent !== '')
  const twice = () => new Set(chosen()).size !== chosen().length
  const complete = () => chosen().length === props.prompt.seats.length && !twice()

  function confirm(): void {
    if (!complete()) return
    send({ type: 'guess', guess: props.prompt.seats.map((of) => ({ of, agent: pickOf(of) as HeimlichAgent })) })
  }

  return (
    <section class="action hm-guess" aria-labelledby="hm-guess-title" data-testid="guess-form">
      <h2 id="hm-guess-title">{text(props.prompt.prompt)}</h2>
      <Show when={!props.prompt.sent} fallback={<p class="done" role="status">✓ {tr('ui.heimlich.guess_sent')}</p>}>
        <div class="hm-guess-rows">
          <For each={props.prompt.seats}>
            {(seat) => (
              <div class="field field-inline">
                <label for={`hm-guess-${seat}`}>{nameOf(seat)}</label>
                <select
                  id={`hm-guess-${seat}`}
                  data-testid={`guess-${seat}`}
                  value={pickOf(seat)}
                  disabled={sending()}
                  onChange={(event) => setPicks({ ...picks(), [seat]: event.currentTarget.value as HeimlichAgent | '' })}
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
        <button type="button" class="btn btn-primary btn-block btn-big" data-testid="confirm-guess" disabled={!complete() || sending()} onClick={confirm}>
          {tr('ui.heimlich.guess_confirm')}
        </button>
      </Show>
    </section>
  )
}
