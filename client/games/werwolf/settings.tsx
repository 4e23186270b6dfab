/** Werwolf's lobby settings: how many werewolves, the optional roles, variants and timers. */
import { For, Show, type JSX } from 'solid-js'
import type { WerwolfOptions, WerwolfTheme } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { optionChanges } from '../kit/option-changes'
import type { SettingsProps } from '../types'

/** Werewolves are the kings of the deck: at most four. */
const MAX_WOLVES = 4
/** Timer choices in seconds, per timer; the current value is offered too if it is not among them. */
const TIMER_CHOICES = {
  nightSeconds: [30, 45, 60, 90, 120, 180, 300],
  discussionSeconds: [60, 120, 180, 240, 300, 420, 600, 900],
  voteSeconds: [15, 30, 45, 60, 90, 120],
  defenseSeconds: [15, 30, 45, 60, 90],
  hunterSeconds: [15, 20, 30, 45, 60],
} as const satisfies Partial<Record<keyof WerwolfOptions, readonly number[]>>
type TimerKey = keyof typeof TIMER_CHOICES
const TIMERS = Object.keys(TIMER_CHOICES) as TimerKey[]
const SWITCHES = ['protector', 'hunter', 'secretCards', 'deadSeeAll'] as const
const THEMES: WerwolfTheme[] = ['werwolf', 'mafia']

function isOptions(value: unknown): value is WerwolfOptions {
  return typeof value === 'object' && value !== null && typeof (value as WerwolfOptions).wolves === 'number'
}

/** "90 s" or "5 min" or "2:30 min". */
function duration(seconds: number): string {
  if (seconds < 60) return tr('ui.werwolf.seconds', { n: seconds })
  if (seconds % 60 === 0) return tr('ui.werwolf.minutes', { n: seconds / 60 })
  return tr('ui.werwolf.minutes', { n: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` })
}

function Row(props: { id: string; label: string; hint?: string; children: JSX.Element }) {
  return (
    <div class="field field-inline">
      <label for={props.id}>{props.label}</label>
      {props.children}
      <Show when={props.hint}>
        <p class="hint">{props.hint}</p>
      </Show>
    </div>
  )
}

export function WerwolfSettings(props: SettingsProps) {
  const options = () => (isOptions(props.options) ? props.options : null)
  const change = optionChanges<WerwolfOptions>(options, props.onChange)

  return (
    <Show when={options()} fallback={<p class="loading">{tr('ui.conn.loading')}</p>}>
      {(o) => (
        <Show when={props.editable} fallback={<ReadOnly options={o()} />}>
          <div class="settings">
            <Row id="ww-wolves" label={tr('ui.werwolf.opt.wolves')}>
              <select id="ww-wolves" value={o().wolves} onChange={(e) => change({ wolves: Number(e.currentTarget.value) })}>
                <For each={Array.from({ length: MAX_WOLVES }, (_, i) => i + 1)}>{(n) => <option value={n}>{n}</option>}</For>
              </select>
            </Row>
            <For each={SWITCHES}>
              {(key) => (
                <label class="switch">
                  <input type="checkbox" checked={o()[key]} onChange={(e) => change({ [key]: e.currentTarget.checked })} />
                  <span>
                    {tr(`ui.werwolf.opt.${key}`)}
                    <span class="hint-inline">{tr(`ui.werwolf.opt.${key}_hint`)}</span>
                  </span>
                </label>
              )}
            </For>
            <fieldset class="inline-choice">
              <legend>{tr('ui.werwolf.opt.theme')}</legend>
              <For each={THEMES}>
                {(theme) => (
                  <label class="switch">
                    <input type="radio" name="ww-theme" checked={o().theme === theme} onChange={() => change({ theme })} />
                    <span>{tr(`ui.werwolf.theme.${theme}`)}</span>
                  </label>
                )}
              </For>
            </fieldset>
            <For each={TIMERS}>
              {(key) => (
                <Row id={`ww-${key}`} label={tr(`ui.werwolf.opt.${key}`)}>
                  <select id={`ww-${key}`} value={o()[key]} onChange={(e) => change({ [key]: Number(e.currentTarget.value) })}>
                    <For each={[...new Set([...TIMER_CHOICES[key], o()[key]])].sort((a, b) => a - b)}>
                      {(seconds) => <option value={seconds}>{duration(seconds)}</option>}
                    </For>
                  </select>
                </Row>
              )}
            </For>
            <p class="hint">{tr('ui.werwolf.opt.players', { count: props.players })}</p>
          </div>
        </Show>
      )}
    </Show>
  )
}

function ReadOnly(props: { options: WerwolfOptions }) {
  const yesNo = (on: boolean) => (on ? tr('ui.yes') : tr('ui.no'))
  return (
    <dl class="settings-read">
      <dt>{tr('ui.werwolf.opt.wolves')}</dt>
      <dd>{props.options.wolves}</dd>
      <For each={SWITCHES}>
        {(key) => (
          <>
            <dt>{tr(`ui.werwolf.opt.${key}`)}</dt>
            <dd>{yesNo(props.options[key])}</dd>
          </>
        )}
      </For>
      <dt>{tr('ui.werwolf.opt.theme')}</dt>
      <dd>{tr(`ui.werwolf.theme.${props.options.theme}`)}</dd>
      <For each={TIMERS}>
        {(key) => (
          <>
            <dt>{tr(`ui.werwolf.opt.${key}`)}</dt>
            <dd>{duration(props.options[key])}</dd>
          </>
        )}
      </For>
    </dl>
  )
}
