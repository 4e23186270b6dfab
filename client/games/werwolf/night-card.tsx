/**
 * The covered card's night part: this role's question, its pick, the pack's picks, whom the
 * protector guarded last night, and why a tap was not made. All of it sits on the covered card,
 * so a specific reason tells a neighbour nothing.
 */
import { Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WerwolfPrompt, WerwolfView } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import type { RefusedTap } from './actions'
import { themed } from './cards'

export type NightPrompt = Extract<WerwolfPrompt, { type: 'night' }>

/**
 * Whether a player's phone and the table screen show how many have tapped: not at night. The
 * villagers would be done at once and the count stall on the werewolves, the seer and the
 * protector (a split pack even after everyone has tapped), so the whole table would see who is
 * still busy. Only the moderator, who plays no role, still sees it.
 */
export function countShown(view: unknown): boolean {
  return (view as WerwolfView).phase !== 'night'
}

/**
 * Whom the protector guarded last night, read off his names: the one living player he may not
 * tap tonight (the rule allows everyone else, himself too). Null on the first night, or when that
 * player has died since.
 */
export function lastProtected(view: WerwolfView, prompt: NightPrompt): SeatId | null {
  if (prompt.act !== 'protect') return null
  const barred = view.players.filter((p) => p.alive && !prompt.targets.includes(p.seat))
  return barred.length === 1 ? barred[0]!.seat : null
}

/** Why this role could not tap that name: the rule it met, where the prompt tells which one. */
function refusalKey(prompt: NightPrompt, tap: RefusedTap, view: WerwolfView): string {
  if (tap.why === 'done') return 'ui.werwolf.tap_done'
  switch (prompt.act) {
    case 'attack':
      return themed('ui.werwolf.refused.attack', view.theme)
    case 'protect':
      return 'ui.werwolf.refused.protect'
    case 'inspect':
      return tap.seat === view.me?.seat ? 'ui.werwolf.refused.inspect' : 'ui.werwolf.tap_refused'
    case 'sleep':
      return 'ui.werwolf.tap_refused'
  }
}

export function NightOnCard(props: { view: WerwolfView; prompt: NightPrompt; refused: RefusedTap | null }) {
  const { text, nameOf } = useRoom()
  const marks = () => props.prompt.marks.map((m) => `${nameOf(m.by)} → ${nameOf(m.target)}`)
  const guarded = () => lastProtected(props.view, props.prompt)
  return (
    <div class="private-now" data-testid="night-private">
      <p>{text(props.prompt.prompt)}</p>
      {/* A refused tap is the news the card was opened for: first, so it is never scrolled out of sight. */}
      <Show when={props.refused}>
        {(r) => (
          <p class="hint" data-testid="night-refused">
            {tr(refusalKey(props.prompt, r(), props.view), { name: nameOf(r().seat) })}
          </p>
        )}
      </Show>
      <Show when={props.prompt.pick !== null && props.prompt.act !== 'sleep'}>
        <p>{tr(`ui.werwolf.picked.${props.prompt.act}`, { name: nameOf(props.prompt.pick!) })}</p>
      </Show>
      <Show when={guarded()}>{(seat) => <p data-testid="last-protected">{tr('ui.werwolf.last_protected', { name: nameOf(seat()) })}</p>}</Show>
      <Show when={props.prompt.act === 'attack'}>
        <p>{tr(themed('ui.werwolf.pack_picks', props.view.theme), { picks: marks().join(', ') || '–' })}</p>
      </Show>
    </div>
  )
}
