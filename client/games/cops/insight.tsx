/** Hidden things live, for the moderator: floor picks, planned actions, who is ready, ballots, markers, every day. */
import { For, Show } from 'solid-js'
import type { CopsInsight, CopsView } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { DayRecord } from './days'
import { Ballots } from './log'

export function Insight(props: { view: CopsView; insight: CopsInsight }) {
  const { nameOf } = useRoom()
  const i = () => props.insight
  const seats = () => props.view.players.map((p) => p.seat)
  const picks = () => Object.entries(i().picks)
  const reveals = () => Object.entries(i().revealsLeft)
  const today = () => i().days.at(-1)
  // Today's actions resolve when the action phase ends; before that the record has none.
  const pending = () => props.view.phase === 'floor' || props.view.phase === 'event' || props.view.phase === 'action'
  return (
    <section class="panel insight" aria-labelledby="cops-insight-title">
      <h2 id="cops-insight-title">{tr('ui.cops.insight.title')}</h2>
      <Show when={picks().length > 0}>
        <h3>{tr('ui.cops.insight.picks')}</h3>
        <ul>
          <For each={picks()}>{([seat, floor]) => <li>{nameOf(seat)} → {tr('cops.floor.name', { floor })}</li>}</For>
        </ul>
      </Show>
      <Show when={i().planned.length > 0}>
        <h3>{tr('ui.cops.insight.planned')}</h3>
        <ul>
          <For each={i().planned}>{(p) => <li>{tr(`ui.cops.insight.${p.type}`, { by: nameOf(p.by), target: nameOf(p.target) })}</li>}</For>
        </ul>
      </Show>
      <Show when={i().ready.length > 0}>
        <p>{tr('ui.cops.insight.ready', { names: nameList(i().ready, nameOf) })}</p>
      </Show>
      <Show when={i().ballots.length > 0}>
        <h3>{tr('ui.cops.insight.ballots')}</h3>
        <Ballots ballots={i().ballots} />
      </Show>
      <Show when={reveals().length > 0}>
        <p>
          {tr('ui.cops.insight.reveals', {
            list: reveals().map(([seat, left]) => `${nameOf(seat)} ${left}`).join(', '),
          })}
        </p>
      </Show>
      <Show when={today()}>{(day) => <DayRecord day={day()} seats={seats()} pending={pending()} />}</Show>
      <Show when={i().days.length > 1}>
        <details>
          <summary>{tr('ui.cops.insight.past_days')}</summary>
          <For each={i().days.slice(0, -1).reverse()}>{(day) => <DayRecord day={day} seats={seats()} />}</For>
        </details>
      </Show>
    </section>
  )
}
