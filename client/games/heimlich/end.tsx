/**
 * The end reveal: every card turned over — whose agent was which, which were free — the final
 * markers with any guess bonus, the winners, every guess, and the board as it ended.
 */
import { For, Show } from 'solid-js'
import type { HeimlichSummary, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { STEP_HEADING_ID } from '../../lib/step-focus'
import { agentName, Token } from './agents'
import { Board } from './board'
import { History } from './history'
import { ScoreTrack } from './score-track'
import { finalScore, winnerTag } from './final-row'

export function EndView(props: { view: HeimlichView; summary: HeimlichSummary }) {
  const { text, nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  const s = () => props.summary
  const won = () => you() !== null && s().winners.includes(you()!)
  const headline = () => (s().winners.length === 0 ? tr('ui.heimlich.end.nobody') : s().winners.length === 1 ? tr('ui.heimlich.end.winner', { name: nameOf(s().winners[0]!) }) : tr('ui.heimlich.end.winners', { names: s().winners.map(nameOf).join(', ') }))
  return (
    <div class="end hm-end" data-testid="end-reveal">
      <header class="panel end-head" classList={{ won: won() }}>
        <h1 id={STEP_HEADING_ID} tabindex="-1">{headline()}</h1>
        <p>{text(s().reason)}</p>
        <Show when={props.view.me}>
          {(me) => (
            <p class="end-you">
              {tr(won() ? 'ui.heimlich.end.you_won' : 'ui.heimlich.end.you_lost', { agent: agentName(me().agent) })}
            </p>
          )}
        </Show>
      </header>

      <section class="panel" aria-labelledby="hm-end-cards">
        <h2 id="hm-end-cards">{tr('ui.heimlich.end.cards')}</h2>
        <ol class="hm-final">
          <For each={s().agents}>
            {(row) => (
              <li classList={{ winner: row.winner, you: row.seat !== null && row.seat === you() }} data-testid={`final-${row.agent}`} data-seat={row.seat ?? 'free'}>
                <Token agent={row.agent} />
                <span class="hm-final-agent">{agentName(row.agent)}</span>
                <span class="hm-final-owner">{row.seat !== null ? nameOf(row.seat) : tr('ui.heimlich.end.free')}</span>
                <span class="hm-final-score">
                  {finalScore(row)}
                </span>
                <Show when={row.winner}>
                  <span class="tag tag-host">{winnerTag(row)}</span>
                </Show>
              </li>
            )}
          </For>
        </ol>
      </section>

      <Show when={s().guesses.length > 0}>
        <section class="panel" aria-labelledby="hm-end-guesses">
          <h2 id="hm-end-guesses">{tr('ui.heimlich.end.guesses')}</h2>
          <ul class="hm-guesses">
            <For each={s().guesses}>
              {(g) => (
                <li classList={{ right: g.right }}>
                  <span aria-hidden="true">{g.right ? '✓' : '✗'} </span>
                  {tr(g.right ? 'ui.heimlich.end.guess_right' : 'ui.heimlich.end.guess_wrong', { by: nameOf(g.by), of: nameOf(g.of), agent: agentName(g.agent) })}
                </li>
              )}
            </For>
          </ul>
        </section>
      </Show>

      <Board view={props.view} />
      <ScoreTrack view={props.view} />
      <History view={props.view} />
    </div>
  )
}
