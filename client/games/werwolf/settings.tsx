/** Werwolf's lobby settings: how many werewolves, the optional roles, variants and timers. */
import { For } from 'solid-js'
import type { WerwolfOptions, WerwolfTheme } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { ChoiceSelect } from '../kit/choice-select'
import { optionChanges } from '../kit/option-changes'
import { SettingRow } from '../kit/setting-row'
import { SettingValues } from '../kit/setting-values'
import { SettingsFrame } from '../kit/settings-frame'
import { SwitchSetting } from '../kit/switch-setting'
import type { SettingsProps } from '../types'

/** Werewolves are the kings of the deck: at most four. */
const MAX_WOLVES = 4
/** Timer choices in seconds, per timer; the current value is offered too if it is not among them. */
const TIMER_CHOICES = {
  nightSeconds: [30, 45, 60, 90, 120, 180, 300],
  discussionSeconds: [30, 60, 120, 180, 240, 300, 420, 600, 900],
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

export function WerwolfSettings(props: SettingsProps) {
  const options = () => (isOptions(props.options) ? props.options : null)
  const change = optionChanges<WerwolfOptions>(options, props.onChange)

  return (
    <SettingsFrame options={options()} editable={props.editable} readOnly={(o) => <ReadOnly options={o()} />}>
      {(o) => (
        <div class="settings">
          <SettingRow id="ww-wolves" label={tr('ui.werwolf.opt.wolves')}>
            <select id="ww-wolves" value={o().wolves} onChange={(e) => change({ wolves: Number(e.currentTarget.value) })}>
              <For each={Array.from({ length: MAX_WOLVES }, (_, i) => i + 1)}>{(n) => <option value={n}>{n}</option>}</For>
            </select>
          </SettingRow>
          <For each={SWITCHES}>
            {(key) => (
              <SwitchSetting checked={o()[key]} label={tr(`ui.werwolf.opt.${key}`)} help={tr(`ui.werwolf.opt.${key}_hint`)} onToggle={(on) => change({ [key]: on })} />
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
              <SettingRow id={`ww-${key}`} label={tr(`ui.werwolf.opt.${key}`)}>
                <ChoiceSelect id={`ww-${key}`} value={o()[key]} choices={TIMER_CHOICES[key]} label={duration} onPick={(n) => change({ [key]: n })} />
              </SettingRow>
            )}
          </For>
          <p class="hint">{tr('ui.werwolf.opt.players', { count: props.players })}</p>
        </div>
      )}
    </SettingsFrame>
  )
}

function ReadOnly(props: { options: WerwolfOptions }) {
  const yesNo = (on: boolean) => (on ? tr('ui.yes') : tr('ui.no'))
  return (
    <dl class="settings-read">
      <dt>{tr('ui.werwolf.opt.wolves')}</dt>
      <dd>{props.options.wolves}</dd>
      <SettingValues keys={SWITCHES} label={(key) => tr(`ui.werwolf.opt.${key}`)} value={(key) => yesNo(props.options[key])} />
      <dt>{tr('ui.werwolf.opt.theme')}</dt>
      <dd>{tr(`ui.werwolf.theme.${props.options.theme}`)}</dd>
      <SettingValues keys={TIMERS} label={(key) => tr(`ui.werwolf.opt.${key}`)} value={(key) => duration(props.options[key])} />
    </dl>
  )
}
