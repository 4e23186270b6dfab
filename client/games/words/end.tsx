/**
 * The end: who won and why, both words, the truth table (every role, every word, who went out
 * when, who won) and who voted for whom in every vote, with the blank's guesses.
 */
import { For, onMount, Show } from 'solid-js'
import type { WordsSummary, WordsView, WordsVoteRecord } from '../../../shared/views/words'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { recentPairs } from './device'
import { BothWords, outLabel, RoleLabel } from './parts'
import { STEP_HEADING_ID } from '../../lib/step-focus'

/** One vote: every ballot, who for whom. */
export function VoteRecord(props: { record: WordsVoteRecord }) {
  const { nameOf } = useRoom()
  const r = () => props.record
  return (
    <li data-testid={`vote-${r().round}${r().runoff ? '-runoff' : ''}`}>
      <h3>{tr(r().runoff ? 'ui.words.end.voteRunoff' : 'ui.words.end.voteRound', { round: r().round })}</h3>
      <Show when={r().ballots.length > 0} fallback={<p class="muted">{tr('ui.words.end.noBallots')}</p>}>
        <ul class="words-ballots">
          <For each={r().ballots}>
            {(b) => <li>{tr('ui.words.count.ballot', { voter: nameOf(b.voter), target: b.target ? nameOf(b.target) : '–' })}</li>}
          </For>
        </ul>
      </Show>
    </li>
  )
}

export function EndView(props: { view: WordsView; summary: WordsSummary }) {
  const { text, nameOf, link } = useRoom()
  const s = () => props.summary
  // A phone passed round is nobody's in particular: it marks no one as "you".
  const you = () => (link.more().length > 0 ? null : (link.state.current?.you ?? null))
  // The host's device remembers the pair, so its next rooms avoid it too; a set that ran dry starts over there too.
  onMount(() => {
    const state = link.state.current
    if (state && state.you !== null && state.you === state.room.host) recentPairs.add(props.summary.pair, props.summary.forget)
  })
  const heading = () => (s().winner ? tr(`ui.words.end.winner.${s().winner}`) : tr('ui.words.end.draw'))
  return (
    <div class="end words-end" data-winner={s().winner ?? 'draw'}>
      <header class="panel end-head" classList={{ won: you() !== null && s().winners.includes(you()!) }}>
        <h1 id={STEP_HEADING_ID} tabindex="-1" data-testid="words-winner">{heading()}</h1>
        <p>{text(s().reason)}</p>
      </header>

      <section class="panel" aria-labelledby="words-end-words">
        <h2 id="words-end-words">{tr('ui.words.end.words')}</h2>
        <BothWords words={s().words} testId="both-words" />
        <Show when={s().reshuffled}>
          <p class="hint">{tr('ui.words.end.reshuffled')}</p>
        </Show>
      </section>

      <section class="panel" aria-labelledby="words-end-truth">
        <h2 id="words-end-truth">{tr('ui.words.end.truth')}</h2>
        <table class="words-truth" data-testid="truth-table">
            <thead>
              <tr>
                <th scope="col">{tr('ui.words.end.player')}</th>
                <th scope="col">{tr('ui.words.end.role')}</th>
                <th scope="col">{tr('ui.words.end.word')}</th>
                <th scope="col">{tr('ui.words.end.out')}</th>
              </tr>
            </thead>
            <tbody>
              <For each={s().truth}>
                {(row) => (
                  <tr data-role={row.role} classList={{ you: row.seat === you() }}>
                    <th scope="row">
                      {nameOf(row.seat)}
                      <Show when={row.won}>
                        <span class="tag tag-host">✓ {tr('ui.words.end.won')}</span>
                      </Show>
                    </th>
                    <td data-label={tr('ui.words.end.role')}><RoleLabel role={row.role} /></td>
                    <td data-label={tr('ui.words.end.word')}>{row.word ?? tr('ui.words.end.noWord')}</td>
                    <td data-label={tr('ui.words.end.out')}>{row.out ? outLabel(row.out) : tr('ui.words.end.stayed')}</td>
                  </tr>
                )}
              </For>
            </tbody>
        </table>
      </section>

      <section class="panel" aria-labelledby="words-end-votes">
        <h2 id="words-end-votes">{tr('ui.words.end.votes')}</h2>
        <ol class="words-votes">
          <For each={s().votes}>{(record) => <VoteRecord record={record} />}</For>
        </ol>
        <Steals summary={s()} />
      </section>
    </div>
  )
}

/** Each blank's guess at the civilians' word and whether it was right (the end screen, the table screen's too). */
export function Steals(props: { summary: WordsSummary }) {
  const { nameOf } = useRoom()
  return (
    <For each={props.summary.steals}>
      {(steal) => (
        <p data-testid="steal-line">
          {tr('ui.words.end.steal', {
            name: nameOf(steal.seat),
            guess: steal.guess ?? '–',
            verdict: steal.right ? tr('ui.words.end.right') : tr('ui.words.end.wrong'),
          })}
        </p>
      )}
    </For>
  )
}
