/** The end screen: who won and why, the lovers, every role, who died when, every vote and night. */
import { For, Show } from 'solid-js'
import type { ShifterSummary, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { EndCards, EndHead, Eliminations, FoldedList } from '../kit'
import { NightRecord } from './nights'
import { Ballots } from './story'

export function EndView(props: { view: ShifterView; summary: ShifterSummary }) {
  const { text, nameOf } = useRoom()
  const headline = () => (props.summary.winner === null ? tr('ui.shifter.end.abandoned') : tr(`ui.shifter.end.${props.summary.winner}`))
  const when = (time: 'night' | 'day', day: number) => tr(time === 'night' ? 'ui.shifter.night_n' : 'ui.shifter.day_n', { n: day })
  return (
    <div class="end">
      <EndHead
        verdict={props.view.me ? { won: tr('ui.shifter.end.you_won'), lost: tr('ui.shifter.end.you_lost') } : null}
        headline={headline()}
        summary={props.summary}
      >
        <Show when={props.summary.loversWon}>
          <p>{tr('ui.shifter.end.lovers', { first: nameOf(props.summary.lovers[0]!), second: nameOf(props.summary.lovers[1]!) })}</p>
        </Show>
      </EndHead>

      <section class="panel" aria-labelledby="sh-end-roles">
        <h2 id="sh-end-roles">{tr('ui.shifter.end.roles')}</h2>
        <EndCards
          rows={props.summary.cards}
          winners={props.summary.winners}
          winnerLabel={tr('ui.shifter.end.winner')}
          mark={(entry) => <Show when={props.summary.lovers.includes(entry.seat)}> 💞</Show>}
          card={(entry) => (
            <span class="sh-end-role">
              <span aria-hidden="true">{entry.role === 'shifter' ? '🐺 ' : ''}</span>
              {text(entry.roleName)}
            </span>
          )}
        />
      </section>

      <section class="panel" aria-labelledby="sh-end-order">
        <h2 id="sh-end-order">{tr('ui.shifter.end.order')}</h2>
        <Eliminations
          list={props.summary.eliminations}
          none={tr('ui.shifter.none')}
          card={(out) => `(${tr(`shifter.role.${out.role}`)})`}
          when={(out) => when(out.time, out.day)}
          cause={(out) => tr(`shifter.cause.${out.cause}`)}
        />
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
                      ? tr('ui.shifter.end.tie', { names: nameList(round.tied, nameOf) })
                      : tr('ui.shifter.end.nobody_out')}
                </h3>
                <Ballots ballots={round.ballots} />
              </div>
            )}
          </For>
        </Show>
      </section>

      <FoldedList items={props.summary.nights} title={tr('ui.shifter.end.nights')} class="panel">
        {(night) => <NightRecord night={night} roles={props.summary.cards} />}
      </FoldedList>
    </div>
  )
}
