/** Pieces the Undercover Cops screens share: counts in words, role labels, the public table. */
import { Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { CopsRole, CopsView } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { PlayerTable } from '../kit'
import { ROLE_SYMBOL, roleKey, teamOfRole, WRISTBAND_SYMBOL } from './roles'

/** A count in words: the key's `_one` variant for exactly one ("1 Marker", not "1 markers"). */
export function trCount(key: string, n: number, params: Record<string, string | number>): string {
  return tr(n === 1 ? `${key}_one` : key, params)
}

/** The festival day above the step's name. */
export function DayLine(props: { view: CopsView }) {
  return <p class="cops-day">{tr('cops.time.day', { day: props.view.day, days: props.view.rules.days })}</p>
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

/**
 * Everyone at the table with what the whole table knows: in or out (and how), and a banished
 * player's role where the game shows it. Never the viewer's own role: that is on the covered card.
 */
export function Table(props: { view: CopsView; open?: boolean }) {
  const { view } = props
  const detail = (seat: SeatId) => {
    const player = view.players.find((p) => p.seat === seat)
    if (!player) return null
    const role = player.role && (props.open || (player.out === 'banished' && view.rules.revealBanished)) ? player.role : null
    const markers = view.insight?.markers[seat]
    return (
      <>
        <Show when={player.out}>{(cause) => <span class="tag">{tr(`cops.cause.${cause()}`)}</span>}</Show>
        <Show when={role}>{(r) => <RoleLabel role={r()} wristband={player.wristband ?? undefined} />}</Show>
        <Show when={markers !== undefined}>
          <span class="muted">{trCount('ui.cops.markers_short', markers ?? 0, { markers: markers ?? 0 })}</span>
        </Show>
      </>
    )
  }
  return <PlayerTable players={view.players} detail={detail} open={props.open} />
}
