/** What the table saw happen last (the table screen beside its board, a phone under its own). */
import { For, Show } from 'solid-js'
import type { HeimlichLogEntry, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { agentName, Token } from './agents'
import { buildingName, SafeIcon } from './board'

type Move = Extract<HeimlichLogEntry, { type: 'move' }>
type Scoring = Extract<HeimlichLogEntry, { type: 'scoring' }>

/** The newest move, lapsed turn or safe placement: what the table saw happen last. */
function lastEvent(view: HeimlichView): HeimlichLogEntry | null {
  return view.log.findLast((entry) => entry.type === 'move' || entry.type === 'timeout' || entry.type === 'safe') ?? null
}

/**
 * What just happened, in words: the last move with each agent's way, a lapsed turn, the safe moved;
 * and the scoring the move led to (each agent's gain stands on the score track, each building's
 * worth on the board). The table screen shows it beside the board; a phone, while someone else
 * moves, under it: the last move is the table's best clue to who plays which agent.
 */
export function LastEvent(props: { view: HeimlichView; scoring: Scoring | null; where: 'tv' | 'phone' }) {
  const { nameOf } = useRoom()
  const name = (id: number) => buildingName(props.view.buildings.find((b) => b.id === id), id)
  const event = () => lastEvent(props.view)
  return (
    <Show when={event()}>
      {(e) => (
        <section
          class="hm-tv-last"
          classList={{ 'tv-panel': props.where === 'tv', 'panel hm-last': props.where === 'phone' }}
          aria-labelledby={`hm-last-${props.where}`}
          data-testid={props.where === 'tv' ? 'tv-last-move' : 'last-move'}
        >
          <h2 id={`hm-last-${props.where}`}>{tr('ui.heimlich.tv.last')}</h2>
          <Show when={e().type === 'move' && (e() as Move)}>
            {(move) => (
              <>
                <p>{tr(move().chance ? 'ui.heimlich.tv.moved_chance' : 'ui.heimlich.tv.moved', { name: nameOf(move().seat), points: move().points })}</p>
                <ul class="hm-tv-steps">
                  <For each={move().moves}>
                    {(m) => (
                      <li>
                        <Token agent={m.agent} size="small" decorative />
                        <span>{tr('ui.heimlich.log.moved', { agent: agentName(m.agent), from: name(m.from), to: name(m.to) })}</span>
                      </li>
                    )}
                  </For>
                </ul>
              </>
            )}
          </Show>
          <Show when={e().type === 'timeout' && (e() as Extract<HeimlichLogEntry, { type: 'timeout' }>)}>
            {(lapsed) => <p>{tr('ui.heimlich.log.timeout', { name: nameOf(lapsed().seat) })}</p>}
          </Show>
          <Show when={e().type === 'safe' && (e() as Extract<HeimlichLogEntry, { type: 'safe' }>)}>
            {(safe) => (
              <p>{tr(safe().by === 'mover' ? 'ui.heimlich.log.safe' : 'ui.heimlich.log.safe_chance', { name: nameOf(safe().seat), from: name(safe().from), to: name(safe().to) })}</p>
            )}
          </Show>
          <Show when={props.scoring}>
            {(scoring) => (
              <p class="hm-tv-scoring" data-testid="tv-scoring">
                <SafeIcon /> {tr('ui.heimlich.scoring_title', { building: name(scoring().safe), name: nameOf(scoring().seat) })}
              </p>
            )}
          </Show>
        </section>
      )}
    </Show>
  )
}
