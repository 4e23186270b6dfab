/** Pieces every Undercover Cops screen uses: the step header, the status strip, your card, the table. */
import { For, Show } from 'solid-js'
import type { CopsMe, CopsPhase, CopsRole, CopsView } from '../../../shared/views/cops'
import { Countdown } from '../../components/countdown'
import { SecretCard } from '../../components/secret-card'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { ROLE_SYMBOL, roleKey, teamOfRole, WRISTBAND_SYMBOL } from './roles'

/** A count in words: the key's `_one` variant for exactly one ("1 Marker", not "1 markers"). */
export function trCount(key: string, n: number, params: Record<string, string | number>): string {
  return tr(n === 1 ? `${key}_one` : key, params)
}

/** What "done" means in each step's progress line. */
const PROGRESS_KEYS: Partial<Record<CopsPhase, string>> = {
  floor: 'ui.cops.progress.floor',
  event: 'ui.cops.progress.read',
  action: 'ui.cops.progress.action',
  discussion: 'ui.cops.progress.ready',
  vote: 'ui.cops.progress.vote',
  runoff: 'ui.cops.progress.vote',
}

/** The step's title, the festival day, how many are done, and the countdown ring. */
export function StepHeader(props: { view: CopsView }) {
  const { text } = useRoom()
  const progress = () => {
    const p = props.view.progress
    const key = PROGRESS_KEYS[props.view.phase]
    return p && key ? tr(key, { done: p.done, of: p.of }) : null
  }
  return (
    <header class="step-header">
      <div class="step-title">
        <p class="cops-day">{tr('cops.time.day', { day: props.view.day, days: props.view.rules.days })}</p>
        <h1>{text(props.view.title)}</h1>
        <Show when={progress()}>
          <p class="progress" aria-live="polite">{progress()}</p>
        </Show>
      </div>
      <Countdown deadline={props.view.deadline} />
    </header>
  )
}

/** Always on screen for a player: the evidence markers on you (and the Türsteher's reveals). */
export function StatusStrip(props: { me: CopsMe }) {
  return (
    <div class="cops-status" role="status" aria-live="polite">
      <span class="cops-markers" data-testid="marker-count" data-markers={props.me.markers} classList={{ hot: props.me.markers > 0 }}>
        <span aria-hidden="true" class="cops-marker-dots">
          <For each={Array.from({ length: Math.max(props.me.markers, 0) })}>{() => <span class="cops-marker-dot" />}</For>
        </span>
        {tr('cops.me.markers', { markers: props.me.markers })}
      </span>
      <Show when={props.me.revealsLeft !== null && props.me.alive}>
        <span class="cops-reveals" data-testid="reveals-left">
          {tr('cops.me.reveals', { reveals: props.me.revealsLeft ?? 0 })}
        </span>
      </Show>
    </div>
  )
}

/** A role as a short label: symbol and name, with the wristband when asked. */
export function RoleLabel(props: { role: CopsRole; wristband?: boolean }) {
  return (
    <span class="cops-role" classList={{ police: teamOfRole(props.role) === 'police' }}>
      <span class="cops-role-symbol" aria-hidden="true">{ROLE_SYMBOL[props.role]}</span>
      <span>{tr(roleKey(props.role))}</span>
      <Show when={props.wristband !== undefined}>
        <WristbandChip wristband={props.wristband!} />
      </Show>
    </span>
  )
}

/** "🎟️ Bändchen" or "🚫 kein Bändchen". */
export function WristbandChip(props: { wristband: boolean }) {
  return (
    <span class="cops-chip" classList={{ yes: props.wristband }}>
      <span aria-hidden="true">{props.wristband ? WRISTBAND_SYMBOL.yes : WRISTBAND_SYMBOL.no}</span> {tr(props.wristband ? 'cops.wristband.yes' : 'cops.wristband.no')}
    </span>
  )
}

/** The viewer's own secret card: role, side, wristband plainly, what the role does. */
export function RoleCard(props: { me: CopsMe }) {
  const { text } = useRoom()
  return (
    <SecretCard role={text(props.me.roleName)} symbol={ROLE_SYMBOL[props.me.role]} red={props.me.team === 'police'}>
      <span class="card-team">{tr(`ui.cops.team.${props.me.team}`)}</span>
      <span class="card-wristband" classList={{ yes: props.me.wristband }}>
        <span aria-hidden="true">{props.me.wristband ? WRISTBAND_SYMBOL.yes : WRISTBAND_SYMBOL.no}</span>{' '}
        {tr(props.me.wristband ? 'ui.cops.card.wristband_yes' : 'ui.cops.card.wristband_no')}
      </span>
      <span class="card-about">{tr(`${roleKey(props.me.role)}.about`)}</span>
    </SecretCard>
  )
}

/** Everyone at the table: in or out (and how), and the role where this viewer may know it. */
export function Table(props: { view: CopsView; open?: boolean }) {
  const { nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  return (
    <details class="panel table" open={props.open}>
      <summary>{tr('ui.cops.table', { alive: props.view.players.filter((p) => p.alive).length, all: props.view.players.length })}</summary>
      <ul class="table-list">
        <For each={props.view.players}>
          {(player) => (
            <li classList={{ out: !player.alive, you: player.seat === you() }}>
              <span class="seat-name">
                {nameOf(player.seat)}
                <Show when={player.out}>{(cause) => <span class="tag">{tr(`cops.cause.${cause()}`)}</span>}</Show>
              </span>
              {/* Your own role stays on the secret card, which can be hidden; here only what others may see. */}
              <Show when={(player.seat !== you() || props.view.omniscient) && player.role}>
                {(role) => <RoleLabel role={role()} wristband={player.wristband ?? undefined} />}
              </Show>
              <Show when={props.view.insight}>
                {(insight) => {
                  const markers = () => insight().markers[player.seat] ?? 0
                  return <span class="muted">{trCount('ui.cops.markers_short', markers(), { markers: markers() })}</span>
                }}
              </Show>
            </li>
          )}
        </For>
      </ul>
    </details>
  )
}
