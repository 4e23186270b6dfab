/**
 * The top of every game screen, drawn from the view's common header: the step's name (the heading
 * that takes focus when a step begins), its countdown, and how far it is — with the names of those
 * the table still waits for, where the game makes them public.
 */
import { Show, type JSX } from 'solid-js'
import type { ViewHeader } from '../../../shared/views/header'
import { Countdown } from '../../components/countdown'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { STEP_HEADING_ID } from '../../lib/step-focus'

export function StepHeader(props: { view: ViewHeader; above?: JSX.Element; hurry?: boolean }) {
  const { text, nameOf } = useRoom()
  const waiting = () => {
    const names = props.view.progress?.waiting
    return names && names.length > 0 ? tr('ui.step.waiting', { names: nameList(names, nameOf) }) : null
  }
  return (
    <header class="step-header">
      <div class="step-title">
        {props.above}
        <h1 id={STEP_HEADING_ID} tabindex="-1">{text(props.view.title)}</h1>
        <Show when={props.view.progress}>
          {(p) => (
            <p class="progress" aria-live="polite" data-testid="progress">
              {tr('ui.step.progress', { done: p().done, of: p().of })}
              <Show when={waiting()}>
                <span class="progress-waiting"> · {waiting()}</span>
              </Show>
            </p>
          )}
        </Show>
        <Show when={props.hurry}>
          <p class="hurry" role="alert">{tr('ui.step.hurry')}</p>
        </Show>
      </div>
      <Countdown deadline={props.view.deadline} />
    </header>
  )
}
