/** Undercover Cops' lobby settings: the police and Türsteher split, the banished-role switch, the timers. */
import { For } from 'solid-js'
import type { CopsOptions } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { ChoiceSelect } from '../kit/choice-select'
import { optionChanges } from '../kit/option-changes'
import { SettingRow } from '../kit/setting-row'
import { SettingValues } from '../kit/setting-values'
import { SettingsFrame } from '../kit/settings-frame'
import { SwitchSetting } from '../kit/switch-setting'
import type { SettingsProps } from '../types'

/**
 * The counts the host may pick (the server checks the split against the head count and says why
 * when it does not fit): 1 to 6 cops (a third of 16, rounded up), 0 to 2 V-Männer and Türsteher.
 */
const COUNT_CHOICES = {
  cops: [1, 2, 3, 4, 5, 6],
  informants: [0, 1, 2],
  bouncers: [0, 1, 2],
} as const satisfies Partial<Record<keyof CopsOptions, readonly number[]>>
type CountKey = keyof typeof COUNT_CHOICES
const COUNTS = Object.keys(COUNT_CHOICES) as CountKey[]

/**
 * Timer choices in seconds, inside the server's bounds; the current value is offered too if it is
 * not among them. The labels name no unit: each value carries its own ("45 s", "5 min").
 */
const TIMER_CHOICES = {
  floorSeconds: [15, 30, 45, 60, 90, 120],
  eventSeconds: [5, 10, 15, 20, 30, 60],
  actionSeconds: [15, 30, 45, 60, 90, 120, 180],
  discussionSeconds: [30, 60, 120, 180, 240, 300, 420, 600, 900],
  voteSeconds: [15, 30, 45, 60, 90, 120],
  vipSeconds: [10, 15, 20, 30, 45, 60],
} as const satisfies Partial<Record<keyof CopsOptions, readonly number[]>>
type TimerKey = keyof typeof TIMER_CHOICES
const TIMERS = Object.keys(TIMER_CHOICES) as TimerKey[]

function isOptions(value: unknown): value is CopsOptions {
  return typeof value === 'object' && value !== null && typeof (value as CopsOptions).cops === 'number' && typeof (value as CopsOptions).floorSeconds === 'number'
}

/** "45 s", "5 min" or "1:30 min". */
function duration(seconds: number): string {
  if (seconds < 60) return tr('ui.cops.seconds', { n: seconds })
  const rest = seconds % 60
  return tr('ui.cops.minutes', { n: rest === 0 ? seconds / 60 : `${Math.floor(seconds / 60)}:${String(rest).padStart(2, '0')}` })
}

export function CopsSettings(props: SettingsProps) {
  const options = () => (isOptions(props.options) ? props.options : null)
  const change = optionChanges<CopsOptions>(options, props.onChange)
  const select = (key: CountKey | TimerKey, values: readonly number[], show: (n: number) => string) => (
    <SettingRow id={`cops-${key}`} label={tr(`cops.option.${key}.label`)} help={tr(`cops.option.${key}.help`)}>
      <ChoiceSelect id={`cops-${key}`} describedBy={`cops-${key}-help`} value={options()![key]} choices={values} label={show} onPick={(n) => change({ [key]: n })} />
    </SettingRow>
  )

  return (
    <SettingsFrame options={options()} editable={props.editable} readOnly={(o) => <ReadOnly options={o()} />}>
      {(o) => (
        <div class="settings">
          <For each={COUNTS}>{(key) => select(key, COUNT_CHOICES[key], String)}</For>
          <SwitchSetting
            id="cops-revealBanished"
            checked={o().revealBanished}
            label={tr('cops.option.revealBanished.label')}
            help={tr('cops.option.revealBanished.help')}
            onToggle={(on) => change({ revealBanished: on })}
          />
          <For each={TIMERS}>{(key) => select(key, TIMER_CHOICES[key], duration)}</For>
          <p class="hint">{tr('ui.cops.opt.players', { count: props.players })}</p>
        </div>
      )}
    </SettingsFrame>
  )
}

function ReadOnly(props: { options: CopsOptions }) {
  return (
    <dl class="settings-read">
      <SettingValues keys={COUNTS} label={(key) => tr(`cops.option.${key}.label`)} value={(key) => props.options[key]} />
      <dt>{tr('cops.option.revealBanished.label')}</dt>
      <dd>{props.options.revealBanished ? tr('ui.yes') : tr('ui.no')}</dd>
      <SettingValues keys={TIMERS} label={(key) => tr(`cops.option.${key}.label`)} value={(key) => duration(props.options[key])} />
    </dl>
  )
}
