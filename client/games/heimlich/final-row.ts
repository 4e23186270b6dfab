/** The texts of one agent's row at the end, the same on a phone and on the table screen. */
import type { HeimlichFinalAgent } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'

/** Its points, with the bonus for right guesses spelled out where there is one. */
export function finalScore(row: HeimlichFinalAgent): string {
  return row.bonus > 0 ? tr('ui.heimlich.end.score_bonus', { score: row.score, bonus: row.bonus, total: row.total }) : tr('ui.heimlich.end.score', { total: row.total })
}

/** The front agent's tag: it won for its owner, or, a free agent, it is only the furthest ahead. */
export function winnerTag(row: HeimlichFinalAgent): string {
  return tr(row.seat !== null ? 'ui.heimlich.end.won' : 'ui.heimlich.end.ahead')
}
