/**
 * The warning the host reads next to Deal: a split where the civilians lead by one. One wrong
 * elimination then hands the infiltrators the game, so it changes how the round goes; a number of
 * undercovers other than the recommended one does not, and stays in the settings alone.
 */
import type { Notice } from '../../../shared/notice'

/** The footer's line for the settings' warnings, or null. */
export function startWarning(warnings: readonly Notice[]): Notice | null {
  const close = warnings.find((w) => w.key === 'words.check.leadOfOne')
  return close ? { key: 'ui.words.startWarning.leadOfOne', params: close.params ?? {} } : null
}
