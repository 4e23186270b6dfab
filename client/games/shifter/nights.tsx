/** What happened at night (the moderator live, everyone on the end screen), and the moderator's view of the hidden. */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { ShifterInsight, ShifterNightRecord, ShifterRole } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { FoldedList } from '../kit/folded-list'
import { Ballots } from './story'

type NightFacts = Omit<ShifterNightRecord, 'saved' | 'dead'> & Partial<Pick<ShifterNightRecord, 'saved' | 'dead'>>

/** One night's actions and what came of them; a role's line only where that role was dealt (`roles`: every seat's). */
export function NightRecord(props: { night: NightFacts; roles: readonly { role: ShifterRole }[] }) {
  const dealt = (role: ShifterRole) => props.roles.some((entry) => entry.role === role)
  const { nameOf } = useRoom()
  const who = (seat: SeatId | null) => (seat ? nameOf(seat) : tr('ui.shifter.none'))
  const potion = () => {
    const p = props.night.potion
    if (!p) return tr('ui.shifter.none')
    return p.type === 'heal' ? tr('ui.shifter.insight.heal') : tr('ui.shifter.insight.poison', { name: nameOf(p.target) })
  }
  return (
    <div class="night-record">
      <h4>{tr('ui.shifter.night_n', { n: props.night.day })}</h4>
      <dl class="facts">
        <dt>{tr('ui.shifter.insight.attacks')}</dt>
        <dd>{props.night.attacks.length > 0 ? props.night.attacks.map((a) => `${a.round === 2 ? '② ' : ''}${nameOf(a.by)} → ${who(a.target)}`).join(', ') : tr('ui.shifter.none')}</dd>
        <dt>{tr('ui.shifter.insight.victim')}</dt>
        <dd>
          {who(props.night.victim)}
          {props.night.byChance ? ` (${tr('ui.shifter.insight.chance')})` : ''}
          {props.night.saved ? <> – {tr(`ui.shifter.insight.saved.${props.night.saved}`)}</> : ''}
        </dd>
        <Show when={dealt('immortal')}>
          <dt>{tr('ui.shifter.insight.protect')}</dt>
          <dd>{who(props.night.protect)}</dd>
        </Show>
        <Show when={dealt('visionary')}>
          <dt>{tr('ui.shifter.insight.inspect')}</dt>
          <dd>{who(props.night.inspect)}</dd>
        </Show>
        <Show when={dealt('alchemist')}>
          <dt>{tr('ui.shifter.insight.potion')}</dt>
          <dd>{potion()}</dd>
        </Show>
        <Show when={props.night.lovers.length > 0}>
          <dt>{tr('ui.shifter.insight.lovers')}</dt>
          <dd>{nameList(props.night.lovers, nameOf)}</dd>
        </Show>
        <Show when={props.night.dead}>
          {(dead) => (
            <>
              <dt>{tr('ui.shifter.insight.dead')}</dt>
              <dd>{dead().length > 0 ? nameList(dead(), nameOf) : tr('ui.shifter.none')}</dd>
            </>
          )}
        </Show>
      </dl>
    </div>
  )
}

/** Everything hidden, for the moderator. */
export function Insight(props: { insight: ShifterInsight }) {
  const { nameOf } = useRoom()
  return (
    <section class="panel insight" aria-labelledby="sh-insight-title">
      <h2 id="sh-insight-title">{tr('ui.shifter.insight.title')}</h2>
      <h3>{tr('ui.shifter.insight.roles')}</h3>
      <ul class="table-list">
        <For each={props.insight.roles}>
          {(entry) => (
            <li>
              <span class="seat-name">{nameOf(entry.seat)}</span> <span>{tr(`shifter.role.${entry.role}`)}</span>
            </li>
          )}
        </For>
      </ul>
      <Show when={props.insight.lovers.length > 0}>
        <p>💞 {nameList(props.insight.lovers, nameOf)}</p>
      </Show>
      <Show when={props.insight.night}>{(night) => <NightRecord night={night()} roles={props.insight.roles} />}</Show>
      <Show when={props.insight.ballots.length > 0}>
        <h3>{tr('ui.shifter.insight.ballots')}</h3>
        <Ballots ballots={props.insight.ballots} />
      </Show>
      <FoldedList items={props.insight.nights} title={tr('ui.shifter.end.nights')}>
        {(night) => <NightRecord night={night} roles={props.insight.roles} />}
      </FoldedList>
    </section>
  )
}
