/** The end screen: who won and why, the lovers, every role, who died when, every vote and night. */
import { For, Show } from 'solid-js'
import type { ShifterSummary, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { names } from './names'
import { NightRecord } from './nights'
import { Ballots } from './story'

export function EndView(props: { view: ShifterView; summary: ShifterSummary }) {
  const { text, nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  const won = () => you() !== null && props.summary.winners.includes(you()!)
  const headline = () => (props.summary.winner === null ? tr('ui.shifter.end.abandoned') : tr(`ui.shifter.end.${props.summary.winner}`))
  const when = (time: 'night' | 'day', day: number) => tr(time === 'night' ? 'ui.shifter.night_n' : 'ui.shifter.day_n', { n: day })
  return (
    <div class="end">
      <header class="panel end-head" classList={{ won: won() }}>
        <h1>{headline()}</h1>
        <p>{text(props.summary.reason)}</p>
        <Show when={props.summary.loversWon}>
          <p>{tr('ui.shifter.end.lovers', { first: nameOf(props.summary.lovers[0]!), second: nameOf(props.summary.lovers[1]!) })}</p>
        </Show>
        <Show when={props.view.me}>
          <p class="end-you">{won() ? tr('ui.shifter.end.you_won') : tr('ui.shifter.end.you_lost')}</p>
        </Show>
      </header>

      <section class="panel" aria-labelledby="sh-end-roles">
        <h2 id="sh-end-roles">{tr('ui.shifter.end.roles')}</h2>
        <ul class="table-list">
          <For each={props.summary.cards}>
            {(entry) => (
              <li classList={{ out: !entry.alive, winner: props.summary.winners.includes(entry.seat) }} data-testid={`end-${entry.seat}`}>
                <span class="seat-name">
                  {nameOf(entry.seat)}
                  <Show when={props.summary.lovers.includes(entry.seat)}> 💞</Show>
                </span>
                <span class="sh-end-role">
                  <span aria-hidden="true">{entry.role === 'shifter' ? '🐺 ' : ''}</span>
                  {text(entry.roleName)}
                </span>
                <Show when={props.summary.winners.includes(entry.seat)}>
                  <span class="tag tag-host">{tr('ui.shifter.end.winner')}</span>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </section>

      <section class="panel" aria-labelledby="sh-end-order">
        <h2 id="sh-end-order">{tr('ui.shifter.end.order')}</h2>
        <Show when={props.summary.eliminations.length > 0} fallback={<p>{tr('ui.shifter.none')}</p>}>
          <ol class="eliminations">
            <For each={props.summary.eliminations}>
              {(out) => (
                <li>
                  <strong>{nameOf(out.seat)}</strong> ({tr(`shifter.role.${out.role}`)})
                  <span class="muted">
                    {' · '}
                    {when(out.time, out.day)} · {tr(`shifter.cause.${out.cause}`)}
                  </span>
                </li>
              )}
            </For>
          </ol>
        </Show>
      </section>

      <section class="panel" aria-labelledby="sh-end-votes">
        <h2 id="sh-end-votes">{tr('ui.shifter.end.votes')}</h2>
        <Show when={props.summary.votes.length > 0} fallback={<p>{tr('ui.shifter.none')}</p>}>
          <For each={props.summary.votes}>
            {(round) => (
              <div class="vote-round">
                <h3>
                  {tr('ui.shifter.day_n', { n: round.day })}
                  {round.round === 'runoff' ? ` · ${tr('ui.shifter.end.runoff')}` : ''}
                  {' — '}
                  {round.out
                    ? tr('ui.shifter.end.voted_out', { name: nameOf(round.out) })
                    : round.tied.length > 0 && round.round === 'vote'
                      ? tr('ui.shifter.end.tie', { names: names(round.tied, nameOf) })
                      : tr('ui.shifter.end.nobody_out')}
                </h3>
                <Ballots ballots={round.ballots} />
              </div>
            )}
          </For>
        </Show>
      </section>

      <Show when={props.summary.nights.length > 0}>
        <details class="panel">
          <summary>{tr('ui.shifter.end.nights')}</summary>
          <For each={props.summary.nights}>{(night) => <NightRecord night={night} />}</For>
        </details>
      </Show>
    </div>
  )
}
