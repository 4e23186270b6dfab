/**
 * Whether a player's phone and the table screen show how many have tapped in this step: not in
 * the night's steps. Everyone without a night role taps a name and is done in seconds; the count
 * would then stall on the shifters, the Visionary, the Alchemist or the Mortician, and the whole
 * table would see who is still busy. The moderator, who plays no role, still sees it.
 */
import type { ShifterView } from '../../../shared/views/shifter'

const SECRET_STEPS: ReadonlySet<ShifterView['phase']> = new Set(['night', 'potion', 'farewell'])

export function countShown(view: unknown): boolean {
  return !SECRET_STEPS.has((view as ShifterView).phase)
}
