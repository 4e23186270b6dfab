/** The public story (mornings, votes, the hunter's shot) and the seer's private findings. */
import type { Ballot, WerwolfLogEntry, WerwolfView } from '../../../shared/views/werwolf'
import { tr } from '../../lib/i18n'
import { BallotList } from '../kit/ballot-list'
import { LogEntry } from '../kit/log-entry'
import { StoryLog } from '../kit/story-log'

/** "Anna → Ben", one line per ballot. */
export function Ballots(props: { ballots: readonly Ballot[] }) {
  return <BallotList ballots={props.ballots} nobody={tr('ui.werwolf.abstained_short')} />
}

function Entry(props: { entry: WerwolfLogEntry }) {
  return (
    <LogEntry
      lines={props.entry.lines}
      ballots={props.entry.type === 'vote' ? props.entry.ballots : []}
      ballotsTitle={tr('ui.werwolf.who_voted')}
      nobody={tr('ui.werwolf.abstained_short')}
    />
  )
}

/** The latest entry large (the morning story after a night), and everything before it. */
export function Story(props: { view: WerwolfView }) {
  return (
    <StoryLog
      log={props.view.log}
      announcements={props.view.announcements}
      historyLabel={tr('ui.werwolf.history')}
      latestLabel={tr('ui.werwolf.latest')}
      Entry={Entry}
    />
  )
}
