/**
 * The top of every game screen, drawn from the view's common header: the step's name (the heading
 * that takes focus when a step begins), its countdown where the step has a time limit, and how far
 * it is — with the names of those the table still waits for, where the game makes them public.
 * A game leaves the count out (`count: false`) where how far a step is would itself tell a secret.
 */
import { Show, type JSX } from 'solid-js'
import type { Progress, ViewHeader } from '../../../shared/views/header'
import { Countdown } from '../../components/countdown'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { steadyHeight } from '../../lib/steady-height'
import { useRoom } from '../../lib/room-context'
import { STEP_HEADING_ID } from '../../lib/step-focus'
import { onTable } from '../../lib/table-mode'

/**
 * "4 of 6 have tapped" where only the count is public (everyone taps, so it names nobody), "4 / 6
 * voted" in a secret vote, else "4 of 6 done" beside the names still missing.
 */
export function progressLine(progress: Progress): string {
  const key = progress.votes ? 'ui.step.voted' : progress.waiting === null ? 'ui.step.tapped' : 'ui.step.progress'
  return tr(key, { done: progress.done, of: progress.of })
}

export interface StepHeaderProps {
  view: ViewHeader
  above?: JSX.Element
  /**
   * Whether the step's count (and who is still awaited) shows; default yes. No where a count that
   * stalls on the few with something to do would point at them (a night of secret roles).
   */
  count?: boolean
}

export function StepHeader(props: StepHeaderProps) {
  const { text, nameOf } = useRoom()
  // The table screen draws the step itself, in large type; what a game puts above it stays.
  if (onTable()) return <Show when={props.above}><div class="step-above">{props.above}</div></Show>
  const waiting = () => {
    const names = props.view.progress?.waiting
    return names && names.length > 0 ? tr('ui.step.waiting', { names: nameList(names, nameOf) }) : null
  }
  return (
    <header class="step-header">
      <div class="step-title">
        {props.above}
        <h1 id={STEP_HEADING_ID} tabindex="-1">{text(props.view.title)}</h1>
        <Show when={props.count !== false && props.view.progress}>
          {(p) => (
            <p class="progress" aria-live="polite" data-testid="progress" ref={(line) => steadyHeight(line, () => props.view.stage, waiting)}>
              {progressLine(p())}
              <Show when={waiting()}>
                <span class="progress-waiting"> · {waiting()}</span>
              </Show>
            </p>
          )}
        </Show>
      </div>
      <Countdown deadline={props.view.limit} />
    </header>
  )
}
