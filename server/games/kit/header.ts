/** Builds the common view header every game's view starts with. */
import type { Notice } from '../../../shared/notice'
import type { Progress, ViewHeader } from '../../../shared/views/header'
import type { StepState } from './steps'
import type { Looker } from './viewer'

/**
 * The header for this state and looker. `timed: false` says the step's deadline is only the
 * patience of a step that waits for its players: the room still ends it then, but the table sees
 * no countdown.
 *
 * A view spreads the header after its own fields (`{ day, players, ..., ...viewHeader(...) }`),
 * never before them: Node's V8 (20.x, where the bench's harness and the tests run the room) builds
 * an object whose properties are added after a spread some hundred times slower (about 25 µs for
 * a view against 0.1 µs), which was most of the time a change cost the room.
 */
export function viewHeader<G extends string, P extends string>(
  game: G,
  state: StepState<P>,
  looker: Looker,
  parts: { title: Notice; progress: Progress | null; announcements: Notice[]; timed?: boolean },
): ViewHeader & { game: G; phase: P } {
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
