/**
 * The end of a game, as the phones' end screen and the table screen both show it: the headline
 * naming the winners, and every card turned over, each agent's owner (or "free"), its final score
 * with any guess bonus, the front agents tagged.
 */
import { For, Show } from 'solid-js'
import type { HeimlichFinalAgent, HeimlichSummary } from '../../../shared/views/heimlich'
import type { SeatId } from '../../../shared/games'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { agentName, Token } from './agents'

/** Who won, by name: nobody, one player, or several sharing the win. */
export function winnersHeadline(summary: HeimlichSummary, nameOf: (seat: SeatId) => string): string {
  const winners = summary.winners
  if (winners.length === 0) return tr('ui.heimlich.end.nobody')
  if (winners.length === 1) return tr('ui.heimlich.end.winner', { name: nameOf(winners[0]!) })
  return tr('ui.heimlich.end.winners', { names: winners.map(nameOf).join(', ') })
}

/** Its points, with the bonus for right guesses spelled out where there is one. */
function finalScore(row: HeimlichFinalAgent): string {
  return row.bonus > 0 ? tr('ui.heimlich.end.score_bonus', { score: row.score, bonus: row.bonus, total: row.total }) : tr('ui.heimlich.end.score', { total: row.total })
}

/** The front agent's tag: it won for its owner, or, a free agent, it is only the furthest ahead. */
function winnerTag(row: HeimlichFinalAgent): string {
  return tr(row.seat !== null ? 'ui.heimlich.end.won' : 'ui.heimlich.end.ahead')
}

/** Every agent's final row; `you` marks this phone's own (the table screen has none), `tagClass` styles the winner tag. */
export function FinalList(props: { agents: readonly HeimlichFinalAgent[]; you?: SeatId | null; tagClass: string }) {
  const { nameOf } = useRoom()
  return (
    <ol class="hm-final">
      <For each={props.agents}>
        {(row) => (
          <li classList={{ winner: row.winner, you: row.seat !== null && row.seat === props.you }} data-testid={`final-${row.agent}`} data-seat={row.seat ?? 'free'}>
            <Token agent={row.agent} />
            <span class="hm-final-agent">{agentName(row.agent)}</span>
            <span class="hm-final-owner">{row.seat !== null ? nameOf(row.seat) : tr('ui.heimlich.end.free')}</span>
            <span class="hm-final-score">{finalScore(row)}</span>
            <Show when={row.winner}>
              <span class={props.tagClass}>{winnerTag(row)}</span>
            </Show>
          </li>
        )}
      </For>
    </ol>
  )
}
