/**
 * The end reveal: every card turned over — whose agent was which, which were free — the final
 * markers with any guess bonus, the winners, every guess, and the board as it ended.
 */
import { For, Show } from 'solid-js'
import type { HeimlichSummary, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { STEP_HEADING_ID } from '../../lib/step-focus'
import { agentName } from './agents'
import { Board } from './board'
import { History } from './history'
import { ScoreTrack } from './score-track'
import { FinalList, winnersHeadline } from './final-list'

export function EndView(props: { view: HeimlichView; summary: HeimlichSummary }) {
  const { text, nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  const s = () => props.summary
  const won = () => you() !== null && s().winners.includes(you()!)
  const headline = () => winnersHeadline(s(), nameOf)
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
        <FinalList agents={s().agents} you={you()} tagClass="tag tag-host" />
      </section>

      <Show when={s().guesses.length > 0}>
        <section class="panel" aria-labelledby="hm-end-guesses">
          <h2 id="hm-end-guesses">{tr('ui.heimlich.end.guesses')}</h2>
          <ul class="hm-guesses">
            <For each={s().guesses}>
              {(g) => (
                <li classList={{ right: g.right }}>
                  <span aria-hidden="true">{g.right ? '✓' : '✗'} </span>
                  {g.of === null
                    ? tr(g.right ? 'ui.heimlich.end.free_right' : 'ui.heimlich.end.free_wrong', { by: nameOf(g.by), agent: agentName(g.agent) })
                    : tr(g.right ? 'ui.heimlich.end.guess_right' : 'ui.heimlich.end.guess_wrong', { by: nameOf(g.by), of: nameOf(g.of), agent: agentName(g.agent) })}
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
