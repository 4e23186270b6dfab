/**
 * Undercover Cops on the table screen: the festival day and its floors, today's event card, today's
 * news (who was arrested, who was banished: what the phones announce), everyone as large tiles
 * (who left and how, a banished player's role where the game shows it, the tied of a vote and the
 * votes they got), and at the end every role. Only the spectator's view reaches it: never who
 * stands on which floor, who wears a wristband or anyone's markers.
 */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { CopsLogEntry, CopsSummary, CopsView } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { TvHeadline, TvPlayers, type TvSeat } from '../kit'
import type { TableProps } from '../types'
import { eventSymbol } from './event'
import { lookOf, newsOf } from './log'
import { RoleLabel, trCount } from './parts'

type VoteEntry = Extract<CopsLogEntry, { type: 'vote' }>

/** The vote that just tied today, while the runoff or the VIP settles it. */
function tiedVote(view: CopsView): VoteEntry | null {
  const last = view.log.at(-1)
  const after = view.phase === 'runoff' || view.phase === 'vipDecides'
  return after && last?.type === 'vote' && last.day === view.day ? last : null
}

/** Today's news in large type, as the phones announce it: arrests, a banishment and its votes, a tie. */
function TvNews(props: { view: CopsView }) {
  const { text } = useRoom()
  return (
    <Show when={newsOf(props.view).length > 0}>
      <section class="tv-panel cops-tv-news" aria-label={tr('ui.cops.news')} data-testid="tv-news">
        <For each={newsOf(props.view)}>
          {(entry) => (
            <div class="cops-entry" data-kind={lookOf(entry).kind}>
              <span class="cops-entry-symbol" aria-hidden="true">{lookOf(entry).symbol}</span>
              <div class="cops-entry-body">
                <For each={entry.lines}>{(line) => <p>{text(line)}</p>}</For>
              </div>
            </div>
          )}
        </For>
      </section>
    </Show>
  )
}

function Running(props: { view: CopsView }) {
  const { text } = useRoom()
  const v = () => props.view
  const alive = () => v().players.filter((p) => p.alive).length
  const floors = () => v().rules.floorsByDay[v().day - 1] ?? 1
  const seats = (): TvSeat[] => {
    const vote = tiedVote(v())
    const votes = (seat: SeatId) => vote?.tally.find((t) => t.seat === seat)?.votes ?? 0
    return v().players.map((p) => {
      const tied = v().tied.includes(p.seat)
      // A role the whole table was shown: a banished player's, where the game reveals it.
      const role = p.out === 'banished' && v().rules.revealBanished ? p.role : null
      return {
        seat: p.seat,
        alive: p.alive,
        mark: tied ? 'tied' : null,
        detail: (
          <>
            <Show when={p.out}>{(cause) => <span class="tv-tag">{tr(`cops.cause.${cause()}`)}</span>}</Show>
            <Show when={role}>{(r) => <RoleLabel role={r()} wristband={p.wristband ?? undefined} />}</Show>
            <Show when={vote && votes(p.seat) > 0}>
              <span class="tv-tag strong">{tr('ui.cops.tv.votes', { n: votes(p.seat) })}</span>
            </Show>
          </>
        ),
      }
    })
  }
  return (
    <div class="tv-table cops-tv">
      <p class="tv-kicker">
        <span>{tr('cops.time.day', { day: v().day, days: v().rules.days })}</span>
        <span>{trCount('ui.cops.floors_n', floors(), { n: floors() })}</span>
        <span>{tr('ui.table.title', { alive: alive(), all: v().players.length })}</span>
      </p>
      {/* Today's event card stays up all day; while the narration reads it out, the card is not needed twice. */}
      <Show when={v().event && !v().announcements.some((line) => text(line) === text(v().event!.text)) && v().event}>
        {(event) => (
          <section class="tv-panel cops-tv-event" aria-labelledby="cops-tv-event">
            <h2 id="cops-tv-event">
              <span aria-hidden="true">{eventSymbol(event().event)} </span>
              {text(event().title)}
            </h2>
            <p>{text(event().text)}</p>
          </section>
        )}
      </Show>
      <TvNews view={v()} />
      <TvPlayers seats={seats()} label={tr('ui.table.title', { alive: alive(), all: v().players.length })} />
    </div>
  )
}

function End(props: { view: CopsView; summary: CopsSummary }) {
  const s = () => props.summary
  const seats = (): TvSeat[] =>
    s().roles.map((entry) => {
      const won = s().winners.includes(entry.seat)
      return {
        seat: entry.seat,
        alive: entry.out === null,
        mark: won ? 'winner' : null,
        detail: (
          <>
            <RoleLabel role={entry.role} wristband={entry.wristband} />
            <Show when={won}>
              <span class="tv-tag good">{tr('ui.cops.end.winner')}</span>
            </Show>
            <Show when={entry.out}>
              {(cause) => <span class="tv-tag">{tr('ui.cops.end.out', { cause: `@cops.cause.${cause()}`, day: entry.outDay ?? '?' })}</span>}
            </Show>
            <span class="tv-tag">{trCount('ui.cops.markers_short', entry.markers, { markers: entry.markers })}</span>
          </>
        ),
      }
    })
  return (
    <div class="tv-table cops-tv">
      <TvHeadline
        headline={tr(`ui.cops.end.${s().winner}`)}
        view={props.view} reason={s().reason}
        note={tr('ui.cops.end.score', { out: s().score.policeOut, police: s().score.police, arrested: s().score.arrested, festival: s().score.festival })}
      />
      <TvPlayers seats={seats()} label={tr('cops.summary.roles')} testid="tv-cards" outTag={false} />
    </div>
  )
}

export function CopsTable(props: TableProps) {
  const view = () => props.view as CopsView
  return (
    <Show when={view().phase === 'ended' && view().summary} fallback={<Running view={view()} />}>
      {(summary) => <End view={view()} summary={summary()} />}
    </Show>
  )
}
