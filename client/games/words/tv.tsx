/**
 * The word game on the table screen: the round and the roles in play, then per step what the table
 * looks at together — the speaking order with the current speaker largest, the debate's ring, the
 * candidates of a vote, the count with its ballots landing one by one and the card turning over
 * (the result told only once they have landed), the blank's steal — and at the end both words and
 * who was who. Only the spectator's view reaches it: no word shows before the end.
 */
import { createEffect, For, Index, Match, Show, Switch } from 'solid-js'
import type { WordsSummary, WordsView, WordsVoteRecord } from '../../../shared/views/words'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { TvHeadline, TvPlayers, type TvSeat } from '../kit'
import type { TableProps } from '../types'
import { DebateRing, outLabel, RoleLabel } from './parts'
import { beforeTheCount, useCountShown } from './before-count'
import { Steals, VoteRecord } from './end'
import { useLandingBallots } from './landing-ballots'
import { TableRules } from './steps'

/** Everyone at the table: out with the card they turned over. */
function seatsOf(view: WordsView, mark?: (seat: string) => TvSeat['mark']): TvSeat[] {
  return view.players.map((p) => ({
    seat: p.seat,
    alive: p.alive,
    mark: mark?.(p.seat) ?? null,
    detail: (
      <>
        <Show when={p.out}>{(out) => <span class="tv-tag">{outLabel(out())}</span>}</Show>
        <Show when={p.role}>{(role) => <RoleLabel role={role()} />}</Show>
      </>
    ),
  }))
}

/** The speaking order, the current speaker largest and named as such; those who spoke are ticked off. */
function Clue(props: { view: WordsView }) {
  const { nameOf } = useRoom()
  const at = () => (props.view.speaker === null ? -1 : props.view.order.indexOf(props.view.speaker))
  return (
    <div class="words-tv-clue">
      <Show when={props.view.runoff}>
        <p class="words-tv-hint">{tr('ui.words.clue.runoff')}</p>
      </Show>
      <ol class="words-tv-order" aria-label={tr('ui.words.clue.order')} data-testid="tv-order">
        <For each={props.view.order}>
          {(seat, i) => (
            <li
              classList={{ done: i() < at(), now: i() === at(), next: i() === at() + 1 }}
              aria-current={i() === at() ? 'step' : undefined}
              data-testid={i() === at() ? 'tv-speaker' : undefined}
              data-seat={seat}
            >
              <Show when={i() === at()}>
                <span class="card-label">{tr('ui.words.clue.now')}</span>
              </Show>
              <span class="words-tv-name">
                <Show when={i() < at()}>
                  <span aria-hidden="true">✓ </span>
                </Show>
                {nameOf(seat)}
              </span>
            </li>
          )}
        </For>
      </ol>
      <TableRules />
    </div>
  )
}

/** The tally's rows in seat order. */
function inTableOrder(view: WordsView, tally: WordsVoteRecord['tally']): WordsVoteRecord['tally'] {
  const at = (seat: string) => view.players.findIndex((p) => p.seat === seat)
  return [...tally].sort((a, b) => at(a.seat) - at(b.seat))
}

/** The count: the ballots land one by one (at once with "skip animations" or reduced motion), then the tally and the card turning over. */
function Count(props: { view: WordsView; record: WordsVoteRecord; onShown: (shown: boolean) => void }) {
  const { nameOf } = useRoom()
  const { landed, done, instant } = useLandingBallots(() => props.view, () => props.record)
  // What the count comes to is told once the ballots have landed (useCountShown holds the narration till then).
  createEffect(() => props.onShown(done()))
  const most = () => Math.max(1, ...props.record.tally.map((row) => row.votes))
  const votesSoFar = (seat: string) => props.record.ballots.slice(0, landed()).filter((ballot) => ballot.target === seat).length
  return (
    <div class="words-tv-count" data-testid="count" data-landed={landed()} data-done={done() ? 'true' : 'false'}>
      <section class="tv-panel" aria-labelledby="words-tv-ballots">
        <h2 id="words-tv-ballots">{tr('ui.words.count.ballots')}</h2>
        <ol class="words-tv-ballots" classList={{ instant: instant() }}>
          <Index each={props.record.ballots.slice(0, landed())}>
            {(ballot) => (
              <li class="words-tv-ballot" data-testid="ballot">
                {tr('ui.words.count.ballot', { voter: nameOf(ballot().voter), target: ballot().target ? nameOf(ballot().target!) : '–' })}
              </li>
            )}
          </Index>
        </ol>
      </section>
      <div class="words-tv-result">
        {/* Each ballot lands on its candidate's bar, in table order: the final order, most votes
            first, would tell the result before the first ballot lands; nothing jumps at the end. */}
        <ul class="words-tv-tally">
          <For each={inTableOrder(props.view, props.record.tally)}>
            {(row) => (
              <li classList={{ top: done() && row.seat === props.record.out }}>
                <span class="words-tv-tally-name">{nameOf(row.seat)}</span>
                <span class="words-tv-bar" aria-hidden="true">
                  <span style={{ width: `${(votesSoFar(row.seat) / most()) * 100}%` }} />
                </span>
                <span class="words-tv-votes">{tr('ui.words.count.votes', { votes: votesSoFar(row.seat) })}</span>
              </li>
            )}
          </For>
        </ul>
        <Show when={done()}>
          <Show when={props.record.out !== null && props.record.role}>
            <div class="words-tv-flip" classList={{ instant: instant() }} data-testid="flipped">
              <p class="card-label">{tr('ui.words.count.flip')}</p>
              <p class="words-tv-flip-name">{nameOf(props.record.out!)}</p>
              <p class="words-tv-flip-role"><RoleLabel role={props.record.role!} /></p>
            </div>
          </Show>
        </Show>
      </div>
    </div>
  )
}

/** The blank voted out names the civilians' word: who guesses, then the guess and whether it was right. */
function Steal(props: { view: WordsView }) {
  const { nameOf } = useRoom()
  return (
    <Show when={props.view.steal}>
      {(steal) => (
        <p class="words-tv-steal" data-testid="tv-steal">
          {steal().right === null
            ? tr('ui.words.steal.waiting', { name: nameOf(steal().seat) })
            : tr('ui.words.end.steal', {
                name: nameOf(steal().seat),
                guess: steal().guess ?? '–',
                verdict: steal().right ? tr('ui.words.end.right') : tr('ui.words.end.wrong'),
              })}
        </p>
      )}
    </Show>
  )
}

function Running(props: { view: WordsView }) {
  const { nameOf } = useRoom()
  const count = useCountShown(() => props.view)
  // Around the count, the table stands as before the vote until its ballots have landed.
  const v = () => beforeTheCount(props.view, count.shown())
  const alive = () => v().players.filter((p) => p.alive).length
  const candidate = (seat: string) => (v().phase === 'vote' && v().ballot?.candidates.includes(seat) ? 'tied' : null)
  return (
    <div class="tv-table words-tv" data-phase={v().phase}>
      <p class="tv-kicker">
        <Show when={v().runoff}>
          <span>{tr('ui.words.tv.runoff')}</span>
        </Show>
        <span>{tr('ui.words.tv.roles', { civilians: v().rules.civilians, undercovers: v().rules.undercovers, blanks: v().rules.blanks })}</span>
        <span data-testid="tv-alive" data-alive={alive()}>{tr('ui.table.title', { alive: alive(), all: v().players.length })}</span>
      </p>
      <Show when={v().turn}>{(seat) => <p class="words-tv-turn">{tr('ui.words.tv.turn', { name: nameOf(seat()) })}</p>}</Show>
      <Switch fallback={<TvPlayers seats={seatsOf(v(), candidate)} label={tr('ui.table.title', { alive: alive(), all: v().players.length })} />}>
        <Match when={v().phase === 'clue'}>
          <Clue view={v()} />
        </Match>
        <Match when={v().phase === 'count' && v().count}>{(record) => <Count view={v()} record={record()} onShown={count.set} />}</Match>
        <Match when={v().phase === 'debate' && v().nudgeAt}>
          {(at) => (
            <div class="words-tv-debate">
              <DebateRing nudgeAt={at()} seconds={v().rules.debateSeconds} />
              <TvPlayers seats={seatsOf(v())} label={tr('ui.table.title', { alive: alive(), all: v().players.length })} />
            </div>
          )}
        </Match>
        <Match when={v().phase === 'steal'}>
          <Steal view={v()} />
          <TvPlayers seats={seatsOf(v())} label={tr('ui.table.title', { alive: alive(), all: v().players.length })} />
        </Match>
      </Switch>
    </div>
  )
}

function End(props: { view: WordsView; summary: WordsSummary }) {
  const s = () => props.summary
  const seats = (): TvSeat[] =>
    s().truth.map((row) => ({
      seat: row.seat,
      alive: row.out === null,
      mark: row.won ? 'winner' : null,
      detail: (
        <>
          <RoleLabel role={row.role} />
          <span class="words-tv-word">{row.word ?? tr('ui.words.end.noWord')}</span>
          <Show when={row.out}>{(out) => <span class="tv-tag">{outLabel(out())}</span>}</Show>
          <Show when={row.won}>
            <span class="tv-tag good">✓ {tr('ui.words.end.won')}</span>
          </Show>
        </>
      ),
    }))
  return (
    <div class="tv-table words-tv">
      <TvHeadline headline={s().winner ? tr(`ui.words.end.winner.${s().winner}`) : tr('ui.words.end.draw')} view={props.view} reason={s().reason} />
      <dl class="words-tv-words" data-testid="both-words">
        <div>
          <dt>{tr('ui.words.end.civilianWord')}</dt>
          <dd>{s().words.civilian}</dd>
        </div>
        <div>
          <dt>{tr('ui.words.end.undercoverWord')}</dt>
          <dd>{s().words.undercover}</dd>
        </div>
      </dl>
      <TvPlayers seats={seats()} label={tr('ui.words.end.truth')} testid="tv-cards" outTag={false} />
      <Show when={s().votes.length > 0}>
        <section class="tv-panel" aria-labelledby="words-tv-votes">
          <h2 id="words-tv-votes">{tr('ui.words.end.votes')}</h2>
          <ol class="words-votes words-tv-votes" data-testid="tv-votes">
            <For each={s().votes}>{(record) => <VoteRecord record={record} />}</For>
          </ol>
          <Steals summary={s()} />
        </section>
      </Show>
    </div>
  )
}

export function WordsTable(props: TableProps) {
  const view = () => props.view as WordsView
  return (
    <Show when={view().phase === 'ended' && view().summary} fallback={<Running view={view()} />}>
      {(summary) => <End view={view()} summary={summary()} />}
    </Show>
  )
}
