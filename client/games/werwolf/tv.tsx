/**
 * Werwolf on the table screen: the day or night, everyone at the table as large tiles (who is out,
 * with the card they turned over unless cards stay secret; the tied of a vote; the hunter taking
 * aim; after a vote, the votes each received), and at the end every card. Only the spectator's
 * view reaches it: nothing here can name a living player's card.
 */
import { Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WerwolfLogEntry, WerwolfSummary, WerwolfView } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { TvHeadline, TvPlayers, type TvSeat } from '../kit'
import type { TableProps } from '../types'
import { themed } from './cards'
import { CardLabel } from './parts'

type VoteEntry = Extract<WerwolfLogEntry, { type: 'vote' }>

/** The vote that just closed today, while its result still stands (the defense, the runoff, the hunter). */
function lastVote(view: WerwolfView): VoteEntry | null {
  const last = view.log.at(-1)
  const after = view.phase === 'defense' || view.phase === 'runoff' || view.phase === 'hunter'
  return after && last?.type === 'vote' && last.day === view.day ? last : null
}

/** "3 votes" / "1 vote". */
function votesText(n: number): string {
  return tr('ui.werwolf.tv.votes', { n })
}

function Running(props: { view: WerwolfView }) {
  const v = () => props.view
  const alive = () => v().players.filter((p) => p.alive).length
  const when = () => tr(v().phase === 'night' ? 'ui.werwolf.night_n' : 'ui.werwolf.day_n', { n: v().day })
  const seats = (): TvSeat[] => {
    const vote = lastVote(v())
    const votes = (seat: SeatId) => vote?.tally.find((t) => t.seat === seat)?.votes ?? 0
    return v().players.map((p) => {
      const tied = v().tied.includes(p.seat)
      const aiming = v().hunter === p.seat
      // A card the whole table saw turned over (never while cards stay secret to the end).
      const card = !p.alive && p.card && !v().rules.secretCards ? p.card : null
      return {
        seat: p.seat,
        alive: p.alive,
        mark: aiming ? 'now' : tied ? 'tied' : null,
        detail: (
          <>
            <Show when={card}>{(c) => <CardLabel card={c()} />}</Show>
            <Show when={aiming}>
              <span class="tv-tag strong">{tr('ui.werwolf.tv.aims')}</span>
            </Show>
            <Show when={tied && !aiming}>
              <span class="tv-tag strong">{tr('ui.werwolf.tv.tied')}</span>
            </Show>
            <Show when={vote && votes(p.seat) > 0}>
              <span class="tv-tag">{votesText(votes(p.seat))}</span>
            </Show>
          </>
        ),
      }
    })
  }
  return (
    <div class="tv-table ww-tv">
      <p class="tv-kicker">
        <span>{when()}</span>
        <span>{tr('ui.table.title', { alive: alive(), all: v().players.length })}</span>
      </p>
      <TvPlayers seats={seats()} label={tr('ui.table.title', { alive: alive(), all: v().players.length })} />
    </div>
  )
}

function End(props: { view: WerwolfView; summary: WerwolfSummary }) {
  const s = () => props.summary
  const headline = () => (s().winner === null ? tr('ui.werwolf.end.abandoned') : tr(themed(`ui.werwolf.end.${s().winner}`, props.view.theme)))
  const outOf = (seat: SeatId) => s().eliminations.find((e) => e.seat === seat)
  const seats = (): TvSeat[] =>
    s().cards.map((entry) => {
      const out = outOf(entry.seat)
      const won = s().winners.includes(entry.seat)
      return {
        seat: entry.seat,
        alive: entry.alive,
        mark: won ? 'winner' : null,
        detail: (
          <>
            <CardLabel card={entry.card} />
            <Show when={won}>
              <span class="tv-tag good">{tr('ui.werwolf.end.winner')}</span>
            </Show>
            <Show when={out}>
              {(o) => <span class="tv-tag">{tr('ui.table.out')} · {tr(`ui.werwolf.${o().time}_n`, { n: o().day })}</span>}
            </Show>
          </>
        ),
      }
    })
  return (
    <div class="tv-table ww-tv">
      <TvHeadline headline={headline()} view={props.view} reason={s().reason} />
      <TvPlayers seats={seats()} label={tr('ui.werwolf.end.cards')} testid="tv-cards" outTag={false} />
    </div>
  )
}

export function WerwolfTable(props: TableProps) {
  const view = () => props.view as WerwolfView
  return (
    <Show when={view().phase === 'ended' && view().summary} fallback={<Running view={view()} />}>
      {(summary) => <End view={view()} summary={summary()} />}
    </Show>
  )
}
