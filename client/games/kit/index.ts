/**
 * The client kit: the screen pieces every game shares — the step header (from the view's common
 * header), the covered card for everything private, the same-looking name list for secret steps,
 * the ready button, the vote, the public table, timer labels for settings, and the table screen's
 * name tiles, end headline and the box that fits a board to the screen.
 */
import './kit.css'

export { CoveredCard } from './covered-card'
export { FitBox, MIN_FIT } from './fit-box'
export { GameScreens } from './game-screens'
export { ModeratorHead } from './moderator-head'
export { optionChanges } from './option-changes'
export { SecretStep, showCoveredCard } from './name-list'
export { SpectatorNote } from './spectator-note'
export { PlayerTable, type TablePlayer } from './player-table'
export { ReadyButton } from './ready-button'
export { progressLine, StepHeader } from './step-header'
export { durationLabel } from './time-label'
export { TvHeadline } from './tv-headline'
export { TvPlayers, type TvSeat } from './tv-players'
export { VoteAction } from './vote-action'
