/**
 * The latest scoring, building by building: where the safe was, and for each building its value
 * and every agent there with its marker before and after (the ruin never takes one below 0).
 */
import { For, Show } from 'solid-js'
import type { HeimlichLogEntry, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { agentName, Token } from './agents'
import { buildingName, SafeIcon, signed } from './board'

type Scoring = Extract<HeimlichLogEntry, { type: 'scoring' }>

/** The newest scoring if it belongs to this turn or the one before (so the next mover still sees it). */
export function recentScoring(view: HeimlichView): Scoring | null {
  const last = view.log.findLast((entry): entry is Scoring => entry.type === 'scoring')
  return last && last.turn >= view.turn - 1 ? last : null
}

export function ScoringCard(props: { view: HeimlichView; scoring: Scoring; big?: boolean }) {
  const { nameOf } = useRoom()
  const name = (id: number) => buildingName(props.view.buildings.find((b) => b.id === id), id)
  return (
    <section class="panel hm-scoring" classList={{ big: props.big }} aria-labelledby="hm-scoring-title" data-testid="scoring" data-turn={props.scoring.turn}>
      <h2 id="hm-scoring-title">
        <SafeIcon /> {tr('ui.heimlich.scoring_title', { building: name(props.scoring.safe), name: nameOf(props.scoring.seat) })}
      </h2>
      <ol class="hm-scoring-rows">
        <For each={props.scoring.rows}>
          {(row) => (
            <li data-testid={`scoring-row-${row.building}`} classList={{ gain: row.value > 0, loss: row.value < 0 }}>
              <span class="hm-scoring-building">
                {name(row.building)} <span class="hm-value">{signed(row.value)}</span>
              </span>
              <ul class="hm-scoring-agents">
                <For each={row.agents}>
                  {(line) => (
                    <li>
                      <Token agent={line.agent} size="small" decorative />
                      {/* One box beside the token: a long line wraps under its own start, never the token onto a line of its own. */}
                      <span>
                        {tr('ui.heimlich.scoring_line', { agent: agentName(line.agent), before: line.before, after: line.after, gain: signed(line.gain) })}
                        <Show when={line.gain !== row.value}>
                          <span class="muted"> {tr('ui.heimlich.scoring_floor')}</span>
                        </Show>
                      </span>
                    </li>
                  )}
                </For>
              </ul>
            </li>
          )}
        </For>
      </ol>
    </section>
  )
}
