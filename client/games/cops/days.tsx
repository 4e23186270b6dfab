/** A festival day as it really happened: who stood on which floor, the event, every action, the arrests. */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { CopsActionRecord, CopsDayRecord } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { trCount } from './parts'
import { roleKey } from './roles'

/** Each floor of the day with who stood there, in table order; '*' marks a random placement. */
function floorsOf(day: CopsDayRecord, seats: readonly SeatId[]): { floor: number; seats: SeatId[] }[] {
  return Array.from({ length: day.floors }, (_, i) => i + 1).map((floor) => ({
    floor,
    seats: seats.filter((seat) => day.placement[seat] === floor),
  }))
}

/** One resolved action as a sentence. */
function actionLine(action: CopsActionRecord, nameOf: (seat: SeatId) => string): string {
  const by = nameOf(action.by)
  const target = nameOf(action.target)
  switch (action.type) {
    case 'search':
      return tr(action.found === 'badge' ? 'ui.cops.record.badge' : 'ui.cops.record.marker', { by, target })
    case 'observe':
      if (!action.seen || action.wristband === null) return tr('ui.cops.record.unseen', { by, target })
      return tr(action.wristband ? 'ui.cops.record.wristband' : 'ui.cops.record.no_wristband', { by, target })
    case 'reveal':
      return tr('ui.cops.record.reveal', { by, target, role: `@${roleKey(action.role)}` })
  }
}

const ACTION_SYMBOL: Record<CopsActionRecord['type'], string> = { search: '🔍', observe: '👁️', reveal: '🎭' }

/** `pending`: the day's actions are not resolved yet (the moderator's live view). */
export function DayRecord(props: { day: CopsDayRecord; seats: readonly SeatId[]; pending?: boolean }) {
  const { nameOf } = useRoom()
  const d = () => props.day
  const randomly = (seat: SeatId) => d().placedAtRandom.includes(seat)
  return (
    <article class="cops-day-record" data-testid={`day-${d().day}`}>
      <h3>
        {tr('ui.cops.day_n', { n: d().day })} · {trCount('ui.cops.floors_n', d().floors, { n: d().floors })}
        <Show when={d().event}>{(event) => <> · {tr(`cops.event.${event()}.title`)}</>}</Show>
      </h3>
      <Show when={d().markerLost}>{(seat) => <p class="muted">⚖️ {tr('ui.cops.record.marker_lost', { name: nameOf(seat()) })}</p>}</Show>
      <Show when={Object.keys(d().placement).length > 0}>
        <ul class="cops-floor-lines">
          <For each={floorsOf(d(), props.seats)}>
            {(floor) => (
              <li>
                <strong>{tr('cops.floor.name', { floor: floor.floor })}:</strong>{' '}
                <Show when={floor.seats.length > 0} fallback="—">
                  {floor.seats.map((seat) => (randomly(seat) ? `${nameOf(seat)}*` : nameOf(seat))).join(', ')}
                </Show>
              </li>
            )}
          </For>
        </ul>
        <Show when={d().placedAtRandom.length > 0}>
          <p class="hint">* {tr('cops.summary.placedAtRandom')}</p>
        </Show>
      </Show>
      <Show when={d().actions.length > 0}>
        <ul class="cops-action-lines">
          <For each={d().actions}>
            {(action) => (
              <li data-type={action.type}>
                <span aria-hidden="true">{ACTION_SYMBOL[action.type]}</span> {actionLine(action, nameOf)}
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={!props.pending}>
        <p>
          {d().arrested.length > 0 ? `🚨 ${tr('ui.cops.record.arrested', { names: nameList(d().arrested, nameOf) })}` : tr('ui.cops.record.no_arrest')}
        </p>
      </Show>
    </article>
  )
}
