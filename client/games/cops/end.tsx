/**
 * The end screen: who won and why, every role with its wristband and fate, each day's floors and
 * actions, the marker history, every vote and the VIP's decisions.
 */
import { For, Show } from 'solid-js'
import type { CopsMarkerChange, CopsSummary, CopsView } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { DayRecord } from './days'
import { Ballots } from './log'
import { RoleLabel, trCount } from './parts'
import { STEP_HEADING_ID } from '../../lib/step-focus'

function MarkerLine(props: { change: CopsMarkerChange }) {
  const { nameOf } = useRoom()
  const c = () => props.change
  return (
    <li classList={{ gain: c().change > 0, loss: c().change < 0 }}>
      {tr('ui.cops.day_n', { n: c().day })}
      {' · '}
      {c().change > 0
        ? tr('ui.cops.end.marker_gain', { name: nameOf(c().seat), by: c().by ? nameOf(c().by!) : '?', total: c().total })
        : tr('ui.cops.end.marker_loss', { name: nameOf(c().seat), total: c().total })}
    </li>
  )
}

export function EndView(props: { view: CopsView; summary: CopsSummary }) {
  const { text, nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  const s = () => props.summary
  const won = () => you() !== null && s().winners.includes(you()!)
  const seats = () => s().roles.map((r) => r.seat)
  return (
    <div class="end cops-end" data-winner={s().winner}>
      <header class="panel end-head" classList={{ won: won() }}>
        <h1 id={STEP_HEADING_ID} tabindex="-1">{tr(`ui.cops.end.${s().winner}`)}</h1>
        <p>{text(s().reason)}</p>
        <Show when={props.view.me}>
          <p class="end-you">{won() ? tr('ui.cops.end.you_won') : tr('ui.cops.end.you_lost')}</p>
        </Show>
        <p class="muted">
          {tr('ui.cops.end.score', { out: s().score.policeOut, police: s().score.police, arrested: s().score.arrested, festival: s().score.festival })}
        </p>
      </header>

      <section class="panel" aria-labelledby="cops-end-roles">
        <h2 id="cops-end-roles">{tr('cops.summary.roles')}</h2>
        <ul class="table-list cops-end-roles">
          <For each={s().roles}>
            {(entry) => (
              <li classList={{ out: entry.out !== null, winner: s().winners.includes(entry.seat), you: entry.seat === you() }} data-role={entry.role}>
                <span class="seat-name">{nameOf(entry.seat)}</span>
                <RoleLabel role={entry.role} wristband={entry.wristband} />
                <Show when={entry.out}>
                  {(cause) => <span class="tag">{tr('ui.cops.end.out', { cause: `@cops.cause.${cause()}`, day: entry.outDay ?? '?' })}</span>}
                </Show>
                <span class="muted">{trCount('ui.cops.markers_short', entry.markers, { markers: entry.markers })}</span>
                <Show when={s().winners.includes(entry.seat)}>
                  <span class="tag tag-host">{tr('ui.cops.end.winner')}</span>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </section>

      <section class="panel" aria-labelledby="cops-end-days">
        <h2 id="cops-end-days">{tr('cops.summary.days')}</h2>
        <For each={s().days}>{(day) => <DayRecord day={day} seats={seats()} />}</For>
      </section>

      <section class="panel" aria-labelledby="cops-end-markers">
        <h2 id="cops-end-markers">{tr('cops.summary.markers')}</h2>
        <Show when={s().markers.length > 0} fallback={<p>—</p>}>
          <ol class="cops-marker-history">
            <For each={s().markers}>{(change) => <MarkerLine change={change} />}</For>
          </ol>
        </Show>
      </section>

      <section class="panel" aria-labelledby="cops-end-votes">
        <h2 id="cops-end-votes">{tr('cops.summary.votes')}</h2>
        <Show when={s().votes.length > 0} fallback={<p>—</p>}>
          <For each={s().votes}>
            {(round) => (
              <div class="vote-round">
                <h3>
                  {tr('ui.cops.day_n', { n: round.day })}
                  {' · '}
                  {tr(round.round === 'runoff' ? 'cops.phase.runoff' : 'cops.phase.vote')}
                  {' — '}
                  {round.out
                    ? tr(round.vipDouble ? 'ui.cops.end.out_vip_double' : 'ui.cops.end.banished', { name: nameOf(round.out) })
                    : tr('ui.cops.end.tie', { names: round.tied.map(nameOf).join(', ') })}
                </h3>
                <Show when={round.ballots.length > 0} fallback={<p class="muted">{tr('cops.log.noVotes')}</p>}>
                  <Ballots ballots={round.ballots} />
                </Show>
              </div>
            )}
          </For>
        </Show>
        <Show when={s().decisions.length > 0}>
          <h3>{tr('cops.summary.decisions')}</h3>
          <ul>
            <For each={s().decisions}>
              {(d) => (
                <li>
                  {tr('ui.cops.day_n', { n: d.day })}
                  {' · '}
                  {tr(d.by === 'vip' ? 'cops.log.vipDecided' : 'cops.log.chanceDecided', { player: nameOf(d.out) })}
                  <span class="muted"> ({d.tied.map(nameOf).join(', ')})</span>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </section>
    </div>
  )
}
