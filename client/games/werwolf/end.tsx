/** The end screen: who won and why, every card, the order people went out, every day's votes and every night. */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WerwolfSummary, WerwolfView } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { EndCards, EndHead, Eliminations, FoldedList } from '../kit'
import { themed } from './cards'
import { NightRecord } from './insight'
import { CardLabel } from './parts'
import { voteDays, type VoteDay, type VoterChoice } from './vote-days'

export function EndView(props: { view: WerwolfView; summary: WerwolfSummary }) {
  const headline = () => {
    const winner = props.summary.winner
    if (winner === null) return tr('ui.werwolf.end.abandoned')
    return tr(themed(`ui.werwolf.end.${winner}`, props.view.theme))
  }
  const days = () => voteDays(props.view.players.map((p) => p.seat), props.view.log)
  return (
    <div class="end">
      <EndHead
        verdict={props.view.me ? { won: tr('ui.werwolf.end.you_won'), lost: tr('ui.werwolf.end.you_lost') } : null}
        headline={headline()}
        summary={props.summary}
      />

      <section class="panel" aria-labelledby="end-cards">
        <h2 id="end-cards">{tr('ui.werwolf.end.cards')}</h2>
        <EndCards rows={props.summary.cards} winners={props.summary.winners} winnerLabel={tr('ui.werwolf.end.winner')} card={(entry) => <CardLabel card={entry.card} />} />
      </section>

      <section class="panel" aria-labelledby="end-out">
        <h2 id="end-out">{tr('ui.werwolf.end.order')}</h2>
        <Eliminations
          list={props.summary.eliminations}
          none="—"
          card={(out) => <CardLabel card={out.card} />}
          when={(out) => tr(`ui.werwolf.${out.time}_n`, { n: out.day })}
          cause={(out) => tr(themed(`ui.werwolf.cause.${out.cause}`, props.view.theme))}
        />
      </section>

      <section class="panel" aria-labelledby="end-votes">
        <h2 id="end-votes">{tr('ui.werwolf.end.votes')}</h2>
        <Show when={days().length > 0} fallback={<p>—</p>}>
          <For each={days()}>{(day) => <VoteDayRecord day={day} />}</For>
        </Show>
      </section>

      <FoldedList items={props.summary.nights} title={tr('ui.werwolf.end.nights')} class="panel">
        {(night) => <NightRecord night={night} />}
      </FoldedList>
    </div>
  )
}

/** One day's voting: how it ended (after a runoff, the runoff's result), then each round with every living voter. */
function VoteDayRecord(props: { day: VoteDay }) {
  const { nameOf } = useRoom()
  const result = (out: SeatId | null) => (out ? tr('ui.werwolf.end.voted_out', { name: nameOf(out) }) : tr('ui.werwolf.end.nobody_out'))
  return (
    <div class="vote-day">
      <h3>
        {tr('ui.werwolf.day_n', { n: props.day.day })} — {result(props.day.out)}
      </h3>
      <For each={props.day.rounds}>
        {(round) => (
          <div class="vote-round">
            <h4>
              {round.round === 'runoff' ? tr('ui.werwolf.runoff') : tr('ui.werwolf.end.first_round')}
              {' — '}
              {round.round === 'vote' && round.out === null && round.tied.length > 0
                ? tr('ui.werwolf.end.tie_runoff', { names: nameList(round.tied, nameOf) })
                : result(round.out)}
            </h4>
            <ul class="ballots">
              <For each={round.choices}>{(choice) => <li classList={{ muted: choice.type === 'none' }}>{choiceText(choice, nameOf)}</li>}</For>
            </ul>
          </div>
        )}
      </For>
    </div>
  )
}

/** "Anna → Ben", "Anna → abstained", "Anna → did not vote". */
function choiceText(choice: VoterChoice, nameOf: (seat: SeatId) => string): string {
  switch (choice.type) {
    case 'voted':
      return `${nameOf(choice.voter)} → ${nameOf(choice.target)}`
    case 'abstained':
      return `${nameOf(choice.voter)} → ${tr('ui.werwolf.abstained_short')}`
    case 'none':
      return `${nameOf(choice.voter)} — ${tr('ui.werwolf.end.no_ballot')}`
  }
}
