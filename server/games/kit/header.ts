/** Builds the common view header every game's view starts with. */
import type { Notice } from '../../../shared/notice'
import type { Progress, ViewHeader } from '../../../shared/views/header'
import type { StepState } from './steps'
import type { Looker } from './viewer'

/** The header for this state and looker. */
export function viewHeader(
  game: string,
  state: StepState,
  looker: Looker,
  parts: { title: Notice; progress: Progress | null; announcements: Notice[] },
): ViewHeader {
  return {
    game,
    phase: state.phase,
    stage: state.stage,
    title: parts.title,
    deadline: state.deadline,
    progress: parts.progress,
    announcements: parts.announcements,
    viewer: looker.kind,
  }
}
