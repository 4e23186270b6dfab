/**
 * The word game's lobby settings: the room's language for the words, the undercovers (following
 * the head count until the host picks a number), blanks, the pair set, voting, the two timers and
 * the three switches; the host's own pairs. The host's device remembers the house rules, the own
 * pairs and the pairs dealt lately, and sends them with the settings (the other phones see counts).
 * A game on this phone alone (client/local-host) is always played with the phone passed round; in
 * any room the play mode stays the host's choice through "Recommended settings".
 */
import { createEffect, createSignal, For, on, onMount, Show } from 'solid-js'
import { LANGS, type Lang } from '../../../shared/i18n'
import type { WordsMode, WordsOptions, WordsPublicOptions, WordsSet } from '../../../shared/views/words'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { durationLabel } from '../kit'
import { ChoiceSelect } from '../kit/choice-select'
import { optionChanges } from '../kit/option-changes'
import { SettingRow } from '../kit/setting-row'
import { SettingsFrame } from '../kit/settings-frame'
import { SwitchSetting } from '../kit/switch-setting'
import type { SettingsProps } from '../types'
import { houseRules, MAX_OWN_PAIRS, ownPairs, recentPairs } from './device'
import { PassNames } from './pass-names'

const SETS: readonly WordsSet[] = ['everyday', 'tricky', 'brutal', 'own']
const CLUE_CHOICES = [0, 20, 30, 45] as const
const DEBATE_CHOICES = [0, 30, 60, 90, 120] as const
const BLANK_CHOICES = [0, 1, 2] as const
/** Undercovers offered: up to the most any table allows (the server says why a split does not fit). */
const UNDERCOVER_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const
/** The recommendation per head count: 4–6 → 1, 7–10 → 2, 11–14 → 3, 15–16 → 4 (the server's table). */
const RECOMMENDED = [
  { upTo: 6, undercovers: 1 },
  { upTo: 10, undercovers: 2 },
  { upTo: 14, undercovers: 3 },
  { upTo: Infinity, undercovers: 4 },
] as const
const SWITCHES = ['noVoteFirstRound', 'skipAnimations', 'tapToReveal'] as const

export function recommendedFor(players: number): number {
  return RECOMMENDED.find((r) => players <= r.upTo)!.undercovers
}

function isOptions(value: unknown): value is WordsPublicOptions {
  return typeof value === 'object' && value !== null && typeof (value as WordsOptions).undercovers === 'number' && typeof (value as WordsOptions).set === 'string'
}

function timerLabel(seconds: number): string {
  return seconds === 0 ? tr('words.option.none') : durationLabel(seconds)
}

/** The settings the host sends: the public ones, with this device's own pairs and recent pairs. */
function full(options: WordsPublicOptions, patch: Partial<WordsOptions>): WordsOptions {
  const { ownPairs: _own, recentPairs: _recent, ...rest } = options
  const own = ownPairs.get()
  const recent = recentPairs.get()
  return { ...rest, ...patch, ...(own.length ? { own } : {}), ...(recent.length ? { recent } : {}) }
}

export function WordsSettings(props: SettingsProps) {
  const { link, local } = useRoom()
  const options = () => (isOptions(props.options) ? props.options : null)
  const roomLang = (): Lang => link.state.current?.room.lang ?? 'de'
  const [ownText, setOwnText] = createSignal(ownPairs.get().join('\n'))

  const send = optionChanges<WordsOptions, WordsPublicOptions>(
    options,
    (next) => {
      houseRules.set(next)
      return props.onChange(next)
    },
    full,
  )

  // The host's device brings its remembered house rules, own pairs and recent pairs to a new room.
  onMount(() => {
    const current = options()
    if (!props.editable || !current) return
    const saved = houseRules.get() ?? {}
    const differs = Object.entries(saved).some(([key, value]) => (current as unknown as Record<string, unknown>)[key] !== value)
    const own = ownPairs.get().length
    const recent = recentPairs.get().length
    const mode = local && current.mode !== 'pass' ? { mode: 'pass' as const } : {}
    if (differs || own !== current.ownPairs || recent !== current.recentPairs || 'mode' in mode) send({ ...saved, ...mode, undercovers: recommendedFor(props.players) })
  })
  // How the table plays is the host's choice in this form, never a recommendation's: "Recommended
  // settings" (everyone on their own phone) must not take a table's one phone away. On this phone
  // alone there is no other phone to play on: it is always passed round.
  let chosenMode: WordsMode | undefined = local ? 'pass' : options()?.mode
  const chooseMode = (mode: WordsMode) => {
    chosenMode = mode
    send({ mode })
  }
  createEffect(
    on(
      () => options()?.mode,
      (mode) => {
        if (mode === undefined) return
        // The room's options arrived after this form: the mode they bring is the one chosen.
        if (chosenMode === undefined) chosenMode = mode
        else if (props.editable && mode !== chosenMode) send({ mode: chosenMode })
      },
      { defer: true },
    ),
  )

  const saveOwn = () => {
    const lines = ownText()
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .slice(0, MAX_OWN_PAIRS)
    ownPairs.set(lines)
    setOwnText(lines.join('\n'))
    send({})
  }

  const numberSelect = (key: 'undercovers' | 'blanks' | 'clueSeconds' | 'debateSeconds', values: readonly number[], show: (n: number) => string) => (
    <ChoiceSelect
      id={`words-${key}`}
      describedBy={`words-${key}-help`}
      value={options()![key]}
      choices={values}
      label={show}
      onPick={(n) => send({ [key]: n })}
    />
  )

  return (
    <SettingsFrame options={options()} editable={props.editable} readOnly={(o) => <ReadOnly options={o()} lang={roomLang()} />}>
      {(o) => (
        <div class="settings words-settings">
          <SettingRow id="words-lang" label={tr('ui.words.lang.label')} help={tr('ui.words.lang.help')}>
            <select
              id="words-lang"
              aria-describedby="words-lang-help"
              value={roomLang()}
              onChange={(e) => void link.command({ type: 'lang', lang: e.currentTarget.value as Lang })}
            >
              <For each={LANGS}>{(l) => <option value={l}>{tr(`ui.words.lang.${l}`)}</option>}</For>
            </select>
          </SettingRow>
          <Show when={!local}>
            <SettingRow id="words-mode" label={tr('ui.words.mode.label')} help={tr('ui.words.mode.help')}>
              <select id="words-mode" data-testid="words-mode" aria-describedby="words-mode-help" value={o().mode} onChange={(e) => chooseMode(e.currentTarget.value as WordsMode)}>
                <option value="phones">{tr('ui.words.mode.phones')}</option>
                <option value="pass">{tr('ui.words.mode.pass')}</option>
              </select>
            </SettingRow>
          </Show>
          <Show when={o().mode === 'pass'}>
            <PassNames players={props.players} />
          </Show>
          <Show when={o().mode === 'phones' && link.more().length > 0}>
            <p class="check-warn" role="status" data-testid="pass-mixed">{tr('ui.words.pass.mixed', { n: link.more().length })}</p>
          </Show>
          <SettingRow id="words-undercovers" label={tr('words.option.undercovers.label')} help={tr('words.option.undercovers.help')}>
            {numberSelect('undercovers', UNDERCOVER_CHOICES, (n) => (n === recommendedFor(props.players) ? `${n} (${tr('ui.words.recommended')})` : String(n)))}
          </SettingRow>
          <SettingRow id="words-blanks" label={tr('words.option.blanks.label')} help={tr('words.option.blanks.help')}>
            {numberSelect('blanks', BLANK_CHOICES, String)}
          </SettingRow>
          <SettingRow id="words-set" label={tr('words.option.set.label')} help={tr(`words.set.${o().set}.about`)}>
            <select id="words-set" aria-describedby="words-set-help" value={o().set} onChange={(e) => send({ set: e.currentTarget.value as WordsSet })}>
              <For each={SETS}>{(set) => <option value={set}>{tr(`words.set.${set}`)}</option>}</For>
            </select>
          </SettingRow>
          <SettingRow id="words-voting" label={tr('words.option.voting.label')} help={tr('words.option.voting.help')}>
            <select id="words-voting" aria-describedby="words-voting-help" value={o().voting} onChange={(e) => send({ voting: e.currentTarget.value as WordsOptions['voting'] })}>
              <option value="secret">{tr('words.option.voting.secret')}</option>
              <option value="open">{tr('words.option.voting.open')}</option>
            </select>
          </SettingRow>
          <SettingRow id="words-clueSeconds" label={tr('words.option.clueSeconds.label')} help={tr('words.option.clueSeconds.help')}>
            {numberSelect('clueSeconds', CLUE_CHOICES, timerLabel)}
          </SettingRow>
          <SettingRow id="words-debateSeconds" label={tr('words.option.debateSeconds.label')} help={tr('words.option.debateSeconds.help')}>
            {numberSelect('debateSeconds', DEBATE_CHOICES, timerLabel)}
          </SettingRow>
          <For each={SWITCHES}>
            {(key) => (
              <SwitchSetting
                id={`words-${key}`}
                testid={`words-${key}`}
                checked={o()[key]}
                label={tr(`words.option.${key}.label`)}
                help={tr(`words.option.${key}.help`)}
                onToggle={(on) => send({ [key]: on })}
              />
            )}
          </For>
          <details class="words-own">
            <summary>
              {tr('ui.words.own.label')} · {tr('ui.words.own.count', { n: o().ownPairs, max: MAX_OWN_PAIRS })}
            </summary>
            <p class="hint" id="words-own-help">{tr('ui.words.own.help')}</p>
            <textarea id="words-own" rows="6" aria-label={tr('ui.words.own.label')} aria-describedby="words-own-help" value={ownText()} onInput={(e) => setOwnText(e.currentTarget.value)} />
            <button type="button" class="btn btn-small" data-testid="words-own-save" onClick={saveOwn}>
              {tr('ui.words.own.save')}
            </button>
          </details>
          <p class="hint">{tr('ui.words.remembered')}</p>
        </div>
      )}
    </SettingsFrame>
  )
}

function ReadOnly(props: { options: WordsPublicOptions; lang: Lang }) {
  const o = () => props.options
  return (
    <dl class="settings-read">
      <dt>{tr('ui.words.lang.label')}</dt>
      <dd data-testid="words-room-lang">{tr(`ui.words.lang.${props.lang}`)}</dd>
      <dt>{tr('ui.words.mode.label')}</dt>
      <dd>{o().mode === 'pass' ? tr('ui.words.mode.pass') : tr('ui.words.mode.phones')}</dd>
      <dt>{tr('words.option.undercovers.label')}</dt>
      <dd>{o().undercovers}</dd>
      <dt>{tr('words.option.blanks.label')}</dt>
      <dd>{o().blanks}</dd>
      <dt>{tr('words.option.set.label')}</dt>
      <dd>{tr(`words.set.${o().set}`)}</dd>
      <dt>{tr('words.option.voting.label')}</dt>
      <dd>{tr(`words.option.voting.${o().voting}`)}</dd>
      <dt>{tr('words.option.clueSeconds.label')}</dt>
      <dd>{timerLabel(o().clueSeconds)}</dd>
      <dt>{tr('words.option.debateSeconds.label')}</dt>
      <dd>{timerLabel(o().debateSeconds)}</dd>
      <For each={SWITCHES}>
        {(key) => (
          <>
            <dt>{tr(`words.option.${key}.label`)}</dt>
            <dd>{o()[key] ? tr('ui.yes') : tr('ui.no')}</dd>
          </>
        )}
      </For>
      <Show when={o().ownPairs > 0}>
        <dt>{tr('words.option.set.label')}</dt>
        <dd>{tr('ui.words.own.read', { n: o().ownPairs })}</dd>
      </Show>
    </dl>
  )
}
