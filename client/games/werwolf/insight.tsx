/** Hidden actions live, for the moderator and (with "dead see all") the eliminated. */
import { Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WerwolfInsight, WerwolfNightRecord } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { FoldedList } from '../kit/folded-list'
import { themed, useTheme } from './cards'
import { names } from './parts'
import { Ballots } from './story'

function who(seat: SeatId | null, nameOf: (s: SeatId) => string): string {
  return seat ? nameOf(seat) : '—'
}

/** One night's actions: protector, werewolves, seer, and what came of it. */
export function NightFacts(props: { night: { protect: SeatId | null; attacks: WerwolfNightRecord['attacks']; inspect: SeatId | null } }) {
  const { nameOf } = useRoom()
  const theme = useTheme()
  return (
    <dl class="facts">
      <dt>{tr('ui.werwolf.insight.protect')}</dt>
      <dd>{who(props.night.protect, nameOf)}</dd>
      <dt>{tr(themed('ui.werwolf.insight.attacks', theme()))}</dt>
      <dd>
        <Show when={props.night.attacks.length > 0} fallback="—">
          {props.night.attacks.map((m) => `${nameOf(m.by)} → ${nameOf(m.target)}`).join(', ')}
        </Show>
      </dd>
      <dt>{tr(themed('ui.werwolf.insight.inspect', theme()))}</dt>
      <dd>{who(props.night.inspect, nameOf)}</dd>
    </dl>
  )
}

/** A past night in one line. */
export function NightRecord(props: { night: WerwolfNightRecord }) {
  const { nameOf } = useRoom()
  return (
    <div class="night-record">
      <h4>{tr('ui.werwolf.night_n', { n: props.night.day })}</h4>
      <NightFacts night={props.night} />
      <p>
        {props.night.victim
          ? props.night.saved
            ? tr('ui.werwolf.insight.saved', { name: nameOf(props.night.victim) })
            : tr('ui.werwolf.insight.victim', { name: nameOf(props.night.victim) })
          : tr('ui.werwolf.insight.no_victim')}
      </p>
    </div>
  )
}

export function Insight(props: { insight: WerwolfInsight }) {
  const { nameOf } = useRoom()
  return (
    <section class="panel insight" aria-labelledby="insight-title">
      <h2 id="insight-title">{tr('ui.werwolf.insight.title')}</h2>
      <Show when={props.insight.night}>
        {(night) => (
          <>
            <NightFacts night={night()} />
            <p class="muted">{tr('ui.werwolf.insight.tapped', { names: names(night().done, nameOf) || '—' })}</p>
          </>
        )}
      </Show>
      <Show when={props.insight.ready.length > 0}>
        <p>{tr('ui.werwolf.insight.ready', { names: names(props.insight.ready, nameOf) })}</p>
      </Show>
      <Show when={props.insight.ballots.length > 0}>
        <h3>{tr('ui.werwolf.insight.ballots')}</h3>
        <Ballots ballots={props.insight.ballots} />
      </Show>
      <FoldedList items={props.insight.nights} title={tr('ui.werwolf.insight.past_nights')}>
        {(night) => <NightRecord night={night} />}
      </FoldedList>
    </section>
  )
}
