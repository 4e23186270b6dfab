/**
 * The client kit: the screen pieces every game shares — the step header (from the view's common
 * header), the covered card for everything private, the same-looking name list for secret steps,
 * the ready button, the vote, the public table, and timer labels for settings.
 */
import './kit.css'

export { BallotList } from './ballot-list'
export { CoveredCard } from './covered-card'
export { Eliminations } from './eliminations'
export { EndCards } from './end-cards'
export { EndHead } from './end-head'
export { FoldedList } from './folded-list'
export { GameScreens } from './game-screens'
export { LogEntry } from './log-entry'
export { ModeratorHead } from './moderator-head'
export { SecretStep, showCoveredCard } from './name-list'
export { optionChanges } from './option-changes'
export { PlayerTable, type TablePlayer } from './player-table'
export { ReadyButton } from './ready-button'
export { SeatName } from './seat-name'
export { SpectatorNote } from './spectator-note'
export { StepHeader } from './step-header'
export { StoryLog } from './story-log'
export { durationLabel } from './time-label'
export { VoteAction } from './vote-action'
export { useYourSeat } from './your-seat'
