/** Shifter Under Us' lobby settings: the shifters with + and −, the special roles, the timers. */
import { For } from 'solid-js'
import type { ShifterOptions, ShifterSpecial } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { durationLabel as duration } from '../kit'
import { ChoiceSelect } from '../kit/choice-select'
import { optionChanges } from '../kit/option-changes'
import { SettingRow } from '../kit/setting-row'
import { SettingValues } from '../kit/setting-values'
import { SettingsFrame } from '../kit/settings-frame'
import { SwitchSetting } from '../kit/switch-setting'
import type { SettingsProps } from '../types'

/** The special roles in the rule book's order. */
const SPECIALS: readonly ShifterSpecial[] = ['visionary', 'alchemist', 'immortal', 'mortician', 'rambuh', 'armoris']
/** The most shifters the settings offer (a third of fifteen); the server checks the head count's own limit and says why. */
const MOST_SHIFTERS = 5

/** Timer choices in seconds, inside the server's bounds; the current value is offered too if it is not among them. */
const TIMER_CHOICES = {
  cardSeconds: [30, 60, 120, 180, 300],
  nightSeconds: [40, 60, 90, 120, 180, 240],
  discussionSeconds: [30, 60, 120, 180, 300, 420, 600, 900],
  voteSeconds: [15, 30, 45, 60, 90, 120],
  pauseSeconds: [5, 10, 15, 30],
  farewellSeconds: [10, 15, 20, 30, 45, 60],
} as const satisfies Partial<Record<keyof ShifterOptions, readonly number[]>>
type TimerKey = keyof typeof TIMER_CHOICES
const TIMERS = Object.keys(TIMER_CHOICES) as TimerKey[]

function isOptions(value: unknown): value is ShifterOptions {
  return typeof value === 'object' && value !== null && typeof (value as ShifterOptions).shifters === 'number' && typeof (value as ShifterOptions).nightSeconds === 'number'
}

export function ShifterSettings(props: SettingsProps) {
  const options = () => (isOptions(props.options) ? props.options : null)
  const change = optionChanges<ShifterOptions>(options, props.onChange)
  return (
    <SettingsFrame options={options()} editable={props.editable} readOnly={(o) => <ReadOnly options={o()} />}>
      {(o) => (
        <div class="settings shifter-settings">
          <div class="field">
            <span class="label" id="sh-shifters-label">{tr('shifter.option.shifters.label')}</span>
            <div class="stepper" role="group" aria-labelledby="sh-shifters-label">
              <button type="button" class="btn" data-testid="opt-fewer" aria-label={tr('ui.shifter.opt.fewer')} disabled={o().shifters <= 1} onClick={() => change({ shifters: o().shifters - 1 })}>
                −
              </button>
              <output class="stepper-value" data-testid="opt-shifters" aria-live="polite">{o().shifters}</output>
              <button type="button" class="btn" data-testid="opt-more" aria-label={tr('ui.shifter.opt.more')} disabled={o().shifters >= MOST_SHIFTERS} onClick={() => change({ shifters: o().shifters + 1 })}>
                +
              </button>
            </div>
            <p class="hint">{tr('shifter.option.shifters.help')}</p>
          </div>
          <fieldset class="shifter-roles">
            <legend>{tr('ui.shifter.opt.roles')}</legend>
            <For each={SPECIALS}>
              {(role) => (
                <SwitchSetting
                  testid={`opt-${role}`}
                  checked={o()[role]}
                  label={tr(`shifter.option.${role}.label`)}
                  help={tr(`shifter.option.${role}.help`)}
                  onToggle={(on) => change({ [role]: on })}
                />
              )}
            </For>
          </fieldset>
          <h3>{tr('ui.shifter.opt.timers')}</h3>
          <For each={TIMERS}>
            {(key) => (
              <SettingRow id={`sh-${key}`} label={tr(`shifter.option.${key}.label`)} help={tr(`shifter.option.${key}.help`)}>
                <ChoiceSelect id={`sh-${key}`} describedBy={`sh-${key}-help`} value={o()[key]} choices={TIMER_CHOICES[key]} label={duration} onPick={(n) => change({ [key]: n })} />
              </SettingRow>
            )}
          </For>
          <p class="hint">{tr('ui.shifter.opt.start')}</p>
        </div>
      )}
    </SettingsFrame>
  )
}

function ReadOnly(props: { options: ShifterOptions }) {
  const yesNo = (on: boolean) => (on ? tr('ui.yes') : tr('ui.no'))
  return (
    <>
      <dl class="settings-read">
        <dt>{tr('shifter.option.shifters.label')}</dt>
        <dd>{props.options.shifters}</dd>
        <SettingValues keys={SPECIALS} label={(role) => tr(`shifter.option.${role}.label`)} value={(role) => yesNo(props.options[role])} />
        <SettingValues keys={TIMERS} label={(key) => tr(`shifter.option.${key}.label`)} value={(key) => duration(props.options[key])} />
      </dl>
      <p class="hint">{tr('ui.shifter.opt.start')}</p>
    </>
  )
}
