/**
 * The score track from 0 to the goal: one lane per agent with its marker, in colour order (never
 * sorted by owner). The goal and, in the variant, the guessing mark are drawn across all lanes. At
 * the end each lane shows the final total, the winner's measure: the guess bonus is added to the
 * marker as a hatched stretch of its own, and the lanes run on past the goal to the highest total.
 */
import { For, Show } from 'solid-js'
import type { HeimlichAgent, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { agentName, Token } from './agents'
import { signed } from './board'

/** Tick marks under the lanes, every ten fields. */
const TICK_EVERY = 10
/** A tick this close to the goal (either side) is left out, so the two numbers do not run into each other. */
const TICK_GAP = 5

/** `gains`: what each agent just got at a scoring, shown beside its score (the table screen's). */
export function ScoreTrack(props: { view: HeimlichView; gains?: Partial<Record<HeimlichAgent, number>> }) {
  const goal = () => props.view.rules.goal
  /** Where the lanes end: the goal, or at the end the highest total if that lies beyond. */
  const top = () => Math.max(goal(), ...(props.view.summary?.agents.map((row) => row.total) ?? []))
  const percent = (score: number) => `${(Math.min(score, top()) / top()) * 100}%`
  const ticks = () => [
    ...Array.from({ length: Math.floor(top() / TICK_EVERY) + 1 }, (_, i) => i * TICK_EVERY).filter((tick) => Math.abs(goal() - tick) >= TICK_GAP),
    goal(),
  ]
  const bonuses = () => props.view.summary?.agents.some((row) => row.bonus > 0) ?? false
  return (
    <section class="panel hm-track" classList={{ 'with-bonus': bonuses() }} aria-labelledby="hm-track-title" data-testid="score-track">
      <h2 id="hm-track-title">{tr('ui.heimlich.track', { goal: goal() })}</h2>
      <ol class="hm-lanes">
        <For each={props.view.agents}>
          {(agent) => {
            const final = () => props.view.summary?.agents.find((row) => row.agent === agent)
            const marker = () => final()?.score ?? props.view.scores[agent] ?? 0
            const bonus = () => final()?.bonus ?? 0
            const score = () => final()?.total ?? marker()
            const label = () =>
              bonus() > 0
                ? tr('ui.heimlich.score_of_bonus', { agent: agentName(agent), marker: marker(), bonus: bonus(), score: score(), goal: goal() })
                : tr('ui.heimlich.score_of', { agent: agentName(agent), score: score(), goal: goal() })
            return (
              <li class="hm-lane" data-testid={`score-${agent}`} data-score={score()} data-bonus={bonus() || undefined}>
                <span class="hm-lane-name">
                  <Token agent={agent} size="small" decorative />
                  <span>{agentName(agent)}</span>
                </span>
                <span class="hm-lane-bar" role="meter" aria-valuemin={0} aria-valuemax={top()} aria-valuenow={score()} aria-label={label()}>
                  <span class="hm-lane-fill" style={{ width: percent(marker()) }} />
                  <Show when={bonus() > 0}>
                    <span class="hm-lane-bonus" style={{ left: percent(marker()), width: `calc(${percent(score())} - ${percent(marker())})` }} />
                  </Show>
                  <Show when={props.view.rules.guessVariant}>
                    <span class="hm-lane-mark" style={{ left: percent(props.view.rules.guessMark) }} />
                  </Show>
                  <Show when={top() > goal()}>
                    <span class="hm-lane-goal" style={{ left: percent(goal()) }} />
                  </Show>
                  <span class="hm-lane-marker" style={{ left: percent(score()) }}>
                    <Token agent={agent} size="small" decorative />
                  </span>
                </span>
                <span class="hm-lane-score">
                  {score()}
                  <Show when={bonus() > 0}>
                    <span class="hm-lane-gain" aria-hidden="true"> {signed(bonus())}</span>
                  </Show>
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
        <p class="hint">
          {tr(bonuses() ? 'ui.heimlich.guess_counted' : props.view.guessed ? 'ui.heimlich.guess_held' : 'ui.heimlich.guess_mark', {
            mark: props.view.rules.guessMark,
            bonus: props.view.rules.guessBonus,
          })}
        </p>
      </Show>
    </section>
  )
}
