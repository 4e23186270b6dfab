/** Timer lengths as settings show them: whole minutes as "5 min", anything else in seconds ("45 s"). */
import { tr } from '../../lib/i18n'

export function durationLabel(seconds: number): string {
  return seconds >= 60 && seconds % 60 === 0 ? tr('ui.time.minutes', { n: seconds / 60 }) : tr('ui.time.seconds', { n: seconds })
}
