/**
 * The top of the moderator's screen: the step, the big "next step" button, the narration to read
 * out. The button names the step it ends, so a press that arrives after the step's deadline is
 * refused instead of ending the next step as well.
 */
import type { JSX } from 'solid-js'
import type { ViewHeader } from '../../../shared/views/header'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { StepHeader } from './step-header'

export function ModeratorHead(props: { view: ViewHeader; above?: JSX.Element }) {
  const { link } = useRoom()
  return (
    <>
      <StepHeader view={props.view} above={props.above} />
      <button type="button" class="btn btn-primary btn-block btn-big" data-testid="skip" onClick={() => void link.command({ type: 'skip', stage: props.view.stage })}>
        {tr('ui.game.next_step')}
      </button>
      <Narration lines={props.view.announcements} leader={true} />
    </>
  )
}
