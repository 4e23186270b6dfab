/**
 * The board: the twelve buildings as a loop around a square, clockwise from the church in the top
 * left corner (houses 1–3 along the top, 4–6 down the right, 7–9 back along the bottom, 10 and the
 * ruin up the left side). Each building shows its value, the safe if it stands there, and its
 * agents. The middle holds the die and whose turn it is. While the mover plans, the agents stand
 * where the plan would put them, marked as planned. After a scoring the mover picks the safe's
 * new building on the board itself. The table screen also marks the way the last move took and
 * the buildings of the latest scoring.
 */
import { For, Show, type JSX } from 'solid-js'
import type { HeimlichAgent, HeimlichBuilding, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { agentLabel, LOOKS, Token } from './agents'

/** Grid cell (row, column) of each building on a 4 × 4 square, clockwise from the top left. */
const CELLS: readonly [number, number][] = [
  [1, 1], [1, 2], [1, 3], [1, 4],
  [2, 4], [3, 4], [4, 4],
  [4, 3], [4, 2], [4, 1],
  [3, 1], [2, 1],
]

/** Agents a building shows at full size in one row; more make it crowded. */
const CROWDED = 3

/** A building's name: Kirche, Haus 4, Ruine. */
export function buildingName(building: HeimlichBuilding | undefined, id?: number): string {
  if (!building) return tr('heimlich.building.house', { number: id ?? '?' })
  return building.kind === 'house' ? tr('heimlich.building.house', { number: building.id }) : tr(`heimlich.building.${building.kind}`)
}

/** A value as it reads on the board: +4, 0, −3. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0'
}

/** The safe as a small picture: a door with a dial. */
export function SafeIcon() {
  return (
    <svg class="hm-safe-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 8v-1M12 17v-1M16 12h1M7 12h1" />
    </svg>
  )
}

export interface BoardProps {
  view: HeimlichView
  /** Where each agent stands for this drawing (the plan's positions while planning). */
  positions?: Partial<Record<HeimlichAgent, number>>
  /** Agents the plan moves (drawn as planned). */
  moved?: ReadonlySet<HeimlichAgent>
  /** A building to pick out (the safe's new place being chosen). */
  highlight?: number | null
  /**
   * The buildings the mover may put the safe in: each becomes a button over its whole square, so
   * the choice is made where the agents can be seen.
   */
  pickable?: readonly number[]
  onPick?(building: number): void
  /** The way the last move took: per building, the agents that passed it or arrived there. */
  trail?: Partial<Record<number, readonly HeimlichAgent[]>>
  /** The buildings of the latest scoring, with what each was worth. */
  scored?: Partial<Record<number, number>>
  /** What stands in the middle of the square. */
  children?: JSX.Element
}

export function Board(props: BoardProps) {
  const positions = () => props.positions ?? props.view.positions
  const at = (id: number) => props.view.agents.filter((agent) => positions()[agent] === id)
  const pickable = (id: number) => props.onPick !== undefined && (props.pickable?.includes(id) ?? false)
  return (
    <section class="hm-board" data-testid="heimlich-board" aria-label={tr('ui.heimlich.board')}>
      <ol class="hm-loop">
        <For each={props.view.buildings}>
          {(building) => {
            const [row, column] = CELLS[building.id] ?? [1, 1]
            const safe = () => props.view.safe === building.id
            const here = () => at(building.id)
            const label = () => ({
              name: buildingName(building),
              value: signed(building.value),
              agents: here().length > 0 ? here().map(agentLabel).join(', ') : tr('ui.heimlich.nobody_here'),
            })
            return (
              <li
                class="hm-building"
                classList={{
                  safe: safe(),
                  highlight: props.highlight === building.id,
                  pickable: pickable(building.id),
                  // More agents than a row holds at full size (the table screen draws them smaller).
                  crowded: here().length > CROWDED,
                  trail: (props.trail?.[building.id]?.length ?? 0) > 0,
                  scored: props.scored?.[building.id] !== undefined,
                  [building.kind]: true,
                }}
                style={{ 'grid-row': String(row), 'grid-column': String(column) }}
                data-testid={`building-${building.id}`}
                data-safe={safe() ? 'true' : undefined}
                aria-label={tr(safe() ? 'ui.heimlich.building_safe_label' : 'ui.heimlich.building_label', label())}
              >
                <span class="hm-building-head" aria-hidden="true">
                  <span class="hm-building-name">{building.kind === 'house' ? building.id : tr(`heimlich.building.${building.kind}`)}</span>
                  <span class="hm-building-value">{signed(building.value)}</span>
                </span>
                <Show when={safe()}>
                  <span class="hm-safe" aria-hidden="true" title={tr('ui.heimlich.safe')}>
                    <SafeIcon />
                    <span class="hm-safe-word">{tr('ui.heimlich.safe')}</span>
                  </span>
                </Show>
                <Show when={props.trail?.[building.id]}>
                  {(passed) => (
                    <span class="hm-trail" aria-hidden="true">
                      <For each={passed()}>{(agent) => <span class="hm-trail-dot" style={{ '--fill': LOOKS[agent].fill }} />}</For>
                    </span>
                  )}
                </Show>
                <Show when={props.scored?.[building.id] !== undefined}>
                  <span class="hm-scored" aria-hidden="true">{signed(props.scored![building.id]!)}</span>
                </Show>
                <span class="hm-agents" aria-hidden="true">
                  <For each={here()}>
                    {(agent) => <Token agent={agent} planned={props.moved?.has(agent)} testid={`agent-${agent}`} building={building.id} decorative />}
                  </For>
                </span>
                <Show when={pickable(building.id)}>
                  <button
                    type="button"
                    class="hm-building-pick"
                    data-testid={`safe-${building.id}`}
                    aria-pressed={props.highlight === building.id}
                    aria-label={tr('ui.heimlich.safe_here', label())}
                    onClick={() => props.onPick?.(building.id)}
                  />
                </Show>
              </li>
            )
          }}
        </For>
        <li class="hm-centre" aria-hidden={props.children ? undefined : 'true'}>
          {props.children}
        </li>
      </ol>
    </section>
  )
}
