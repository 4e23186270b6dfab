/** Builds the common view header every game's view starts with. */
import type { Notice } from '../../../shared/notice'
import type { Progress, ViewHeader } from '../../../shared/views/header'
import type { StepState } from './steps'
import type { Looker } from './viewer'

/**
 * The header for this state and looker. `timed: false` says the step's deadline is only the
 * patience of a step that waits for its players: the room still ends it then, but the table sees
 * no countdown.
 */
export function viewHeader(
  game: string,
  state: StepState,
  looker: Looker,
  parts: { title: Notice; progress: Progress | null; announcements: Notice[]; timed?: boolean },
): ViewHeader {
  return {
    game,
    phase: state.phase,
    stage: state.stage,
    title: parts.title,
    deadline: state.deadline,
    limit: parts.timed === false ? null : state.deadline,
    progress: parts.progress,
    announcements: parts.announcements,
    viewer: looker.kind,
  }
}
