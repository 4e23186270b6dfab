/** The public story: mornings and votes, the latest large, the rest folded away. */
import type { Ballot, ShifterLogEntry, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { BallotList } from '../kit/ballot-list'
import { LogEntry } from '../kit/log-entry'
import { StoryLog } from '../kit/story-log'

/** "Anna → Ben", one line per ballot. */
export function Ballots(props: { ballots: readonly Ballot[] }) {
  return <BallotList ballots={props.ballots} nobody={tr('ui.shifter.none')} />
}

function Entry(props: { entry: ShifterLogEntry }) {
  return (
    <LogEntry
      lines={props.entry.lines}
      ballots={props.entry.type === 'vote' ? props.entry.ballots : []}
      ballotsTitle={tr('ui.shifter.who_voted')}
      nobody={tr('ui.shifter.none')}
    />
  )
}

/** The latest entry large (the morning story after a night), and everything before it. */
export function Story(props: { view: ShifterView }) {
  return (
    <StoryLog
      log={props.view.log}
      announcements={props.view.announcements}
      historyLabel={tr('ui.shifter.history')}
      latestLabel={tr('ui.shifter.latest')}
      Entry={Entry}
    />
  )
}
