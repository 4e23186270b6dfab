/**
 * The score track from 0 to the goal: one lane per agent with its marker, in colour order (never
 * sorted by owner). The goal and, in the variant, the guessing mark are drawn across all lanes.
 */
import { For, Show } from 'solid-js'
import type { HeimlichAgent, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { agentName, Token } from './agents'
import { signed } from './board'

/** Tick marks under the lanes, every ten fields. */
const TICK_EVERY = 10
/** A tick this close to the goal is left out, so the two numbers do not run into each other. */
const TICK_GAP = 5

/** `gains`: what each agent just got at a scoring, shown beside its score (the table screen's). */
export function ScoreTrack(props: { view: HeimlichView; gains?: Partial<Record<HeimlichAgent, number>> }) {
  const goal = () => props.view.rules.goal
  const percent = (score: number) => `${(Math.min(score, goal()) / goal()) * 100}%`
  const ticks = () => [...Array.from({ length: Math.floor(goal() / TICK_EVERY) + 1 }, (_, i) => i * TICK_EVERY).filter((tick) => goal() - tick >= TICK_GAP), goal()]
  return (
    <section class="panel hm-track" aria-labelledby="hm-track-title" data-testid="score-track">
      <h2 id="hm-track-title">{tr('ui.heimlich.track', { goal: goal() })}</h2>
      <ol class="hm-lanes">
        <For each={props.view.agents}>
          {(agent) => {
            const score = () => props.view.scores[agent] ?? 0
            return (
              <li class="hm-lane" data-testid={`score-${agent}`} data-score={score()}>
                <span class="hm-lane-name">
                  <Token agent={agent} size="small" decorative />
                  <span>{agentName(agent)}</span>
                </span>
                <span class="hm-lane-bar" role="meter" aria-valuemin={0} aria-valuemax={goal()} aria-valuenow={score()} aria-label={tr('ui.heimlich.score_of', { agent: agentName(agent), score: score(), goal: goal() })}>
                  <span class="hm-lane-fill" style={{ width: percent(score()) }} />
                  <Show when={props.view.rules.guessVariant}>
                    <span class="hm-lane-mark" style={{ left: percent(props.view.rules.guessMark) }} />
                  </Show>
                  <span class="hm-lane-marker" style={{ left: percent(score()) }}>
                    <Token agent={agent} size="small" decorative />
                  </span>
                </span>
                <span class="hm-lane-score">
                  {score()}
                  <Show when={props.gains?.[agent] !== undefined}>
                    <span class="hm-lane-gain" classList={{ loss: props.gains![agent]! < 0 }}> {signed(props.gains![agent]!)}</span>
                  </Show>
                </span>
              </li>
            )
          }}
        </For>
      </ol>
      <div class="hm-ticks" aria-hidden="true">
        <For each={ticks()}>{(tick) => <span style={{ left: percent(tick) }}>{tick}</span>}</For>
      </div>
      <Show when={props.view.rules.guessVariant}>
        <p class="hint">{tr(props.view.guessed ? 'ui.heimlich.guess_held' : 'ui.heimlich.guess_mark', { mark: props.view.rules.guessMark, bonus: props.view.rules.guessBonus })}</p>
      </Show>
    </section>
  )
}
