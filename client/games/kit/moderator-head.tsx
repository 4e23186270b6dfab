/**
 * The top of the moderator's screen: the step, the big "next step" button, the narration to read
 * out. The button asks first, as the host's does, and names the step it ends, so a press that
 * arrives after the step's deadline is refused instead of ending the next step as well.
 */
import type { JSX } from 'solid-js'
import type { ViewHeader } from '../../../shared/views/header'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { SkipStep } from '../../components/skip-step'
import { StepHeader } from './step-header'

export function ModeratorHead(props: { view: ViewHeader; above?: JSX.Element }) {
  return (
    <>
      <StepHeader view={props.view} above={props.above} />
      <SkipStep class="btn btn-primary btn-block btn-big" label={tr('ui.game.next_step')} />
      <Narration lines={props.view.announcements} leader={true} />
    </>
  )
}
