/** Heimlich & Co.'s lobby settings: the turn timer (with its seconds) and the guessing variant. */
import { Show } from 'solid-js'
import type { HeimlichOptions } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { durationLabel } from '../kit'
import { ChoiceSelect } from '../kit/choice-select'
import { optionChanges } from '../kit/option-changes'
import { SettingRow } from '../kit/setting-row'
import { SettingsFrame } from '../kit/settings-frame'
import { SwitchSetting } from '../kit/switch-setting'
import type { SettingsProps } from '../types'

/** Turn lengths offered, in seconds (inside the server's bounds); the current value is offered too. */
const TURN_CHOICES = [15, 30, 45, 60, 90, 120, 180, 300]

function isOptions(value: unknown): value is HeimlichOptions {
  return typeof value === 'object' && value !== null && typeof (value as HeimlichOptions).turnTimer === 'boolean' && typeof (value as HeimlichOptions).turnSeconds === 'number'
}


export function HeimlichSettings(props: SettingsProps) {
  const options = () => (isOptions(props.options) ? props.options : null)
  const change = optionChanges<HeimlichOptions>(options, props.onChange)
  return (
    <SettingsFrame options={options()} editable={props.editable} readOnly={(o) => <ReadOnly options={o()} />}>
      {(o) => (
        <div class="settings">
          <SwitchSetting
            id="heimlich-turnTimer"
            testid="heimlich-turnTimer"
            checked={o().turnTimer}
            label={tr('heimlich.option.turnTimer.label')}
            help={tr('heimlich.option.turnTimer.help')}
            onToggle={(on) => change({ turnTimer: on })}
          />
          <Show when={o().turnTimer}>
            <SettingRow id="heimlich-turnSeconds" label={tr('heimlich.option.turnSeconds.label')} help={tr('heimlich.option.turnSeconds.help')}>
              <ChoiceSelect
                id="heimlich-turnSeconds"
                describedBy="heimlich-turnSeconds-help"
                value={o().turnSeconds}
                choices={TURN_CHOICES}
                label={durationLabel}
                onPick={(n) => change({ turnSeconds: n })}
              />
            </SettingRow>
          </Show>
          <SwitchSetting
            id="heimlich-guessVariant"
            testid="heimlich-guessVariant"
            checked={o().guessVariant}
            label={tr('heimlich.option.guessVariant.label')}
            help={tr('heimlich.option.guessVariant.help')}
            onToggle={(on) => change({ guessVariant: on })}
          />
          <p class="hint">{tr('ui.heimlich.opt.players', { count: props.players })}</p>
        </div>
      )}
    </SettingsFrame>
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
