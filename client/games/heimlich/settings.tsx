/** Heimlich & Co.'s lobby settings: the turn timer (with its seconds) and the guessing variant. */
import { For, Show } from 'solid-js'
import type { HeimlichOptions } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { durationLabel } from '../kit'
import { optionChanges } from '../kit/option-changes'
import type { SettingsProps } from '../types'

/** Turn lengths offered, in seconds (inside the server's bounds); the current value is offered too. */
const TURN_CHOICES = [15, 30, 45, 60, 90, 120, 180, 300]

function isOptions(value: unknown): value is HeimlichOptions {
  return typeof value === 'object' && value !== null && typeof (value as HeimlichOptions).turnTimer === 'boolean' && typeof (value as HeimlichOptions).turnSeconds === 'number'
}


export function HeimlichSettings(props: SettingsProps) {
  const options = () => (isOptions(props.options) ? props.options : null)
  const change = optionChanges<HeimlichOptions>(options, props.onChange)
  const choices = () => [...new Set([...TURN_CHOICES, options()?.turnSeconds ?? TURN_CHOICES[0]!])].sort((a, b) => a - b)
  return (
    <Show when={options()} fallback={<p class="loading">{tr('ui.conn.loading')}</p>}>
      {(o) => (
        <Show when={props.editable} fallback={<ReadOnly options={o()} />}>
          <div class="settings">
            <label class="switch">
              <input type="checkbox" data-testid="heimlich-turnTimer" checked={o().turnTimer} aria-describedby="heimlich-turnTimer-help" onChange={(e) => change({ turnTimer: e.currentTarget.checked })} />
              <span>
                {tr('heimlich.option.turnTimer.label')}
                <span class="hint-inline" id="heimlich-turnTimer-help">{tr('heimlich.option.turnTimer.help')}</span>
              </span>
            </label>
            <Show when={o().turnTimer}>
              <div class="field field-inline">
                <label for="heimlich-turnSeconds">{tr('heimlich.option.turnSeconds.label')}</label>
                <select id="heimlich-turnSeconds" aria-describedby="heimlich-turnSeconds-help" value={o().turnSeconds} onChange={(e) => change({ turnSeconds: Number(e.currentTarget.value) })}>
                  <For each={choices()}>{(n) => <option value={n}>{durationLabel(n)}</option>}</For>
                </select>
                <p class="hint" id="heimlich-turnSeconds-help">{tr('heimlich.option.turnSeconds.help')}</p>
              </div>
            </Show>
            <label class="switch">
              <input type="checkbox" data-testid="heimlich-guessVariant" checked={o().guessVariant} aria-describedby="heimlich-guessVariant-help" onChange={(e) => change({ guessVariant: e.currentTarget.checked })} />
              <span>
                {tr('heimlich.option.guessVariant.label')}
                <span class="hint-inline" id="heimlich-guessVariant-help">{tr('heimlich.option.guessVariant.help')}</span>
              </span>
            </label>
            <p class="hint">{tr('ui.heimlich.opt.players', { count: props.players })}</p>
          </div>
        </Show>
      )}
    </Show>
  )
}

function ReadOnly(props: { options: HeimlichOptions }) {
  return (
    <dl class="settings-read">
      <dt>{tr('heimlich.option.turnTimer.label')}</dt>
      <dd>{props.options.turnTimer ? durationLabel(props.options.turnSeconds) : tr('ui.heimlich.timer_off')}</dd>
      <dt>{tr('heimlich.option.guessVariant.label')}</dt>
      <dd>{props.options.guessVariant ? tr('ui.yes') : tr('ui.no')}</dd>
    </dl>
  )
}
