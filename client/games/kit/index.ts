/**
 * The client kit: the screen pieces every game shares — the step header (from the view's common
 * header), the covered card for everything private, the same-looking name list for secret steps,
 * the ready button, the vote, the public table, the story and its ballots, the end screen's head,
 * cards and order of going out, the lobby settings' frame, rows, pickers and switches, and the
 * table screen's name tiles, end headline and the box that fits a board to the screen.
 */
import './kit.css'

export { BallotList } from './ballot-list'
export { CARD_REFUSAL_ID, CardRefusal, useCardSend } from './card-send'
export { ChoiceSelect } from './choice-select'
export { CoveredCard } from './covered-card'
export { Eliminations } from './eliminations'
export { EndCards } from './end-cards'
export { EndHead } from './end-head'
export { FitBox, MIN_FIT } from './fit-box'
export { FoldedList } from './folded-list'
export { GameScreens } from './game-screens'
export { LogEntry } from './log-entry'
export { ModeratorHead } from './moderator-head'
export { ModeratorSecrets } from './moderator-secrets'
export { SecretStep, showCoveredCard } from './name-list'
export { optionChanges } from './option-changes'
export { PlayerTable, type TablePlayer } from './player-table'
export { ReadyButton } from './ready-button'
export { SeatName } from './seat-name'
export { SettingRow } from './setting-row'
export { SettingValues } from './setting-values'
export { SettingsFrame } from './settings-frame'
export { SpectatorNote } from './spectator-note'
export { progressLine, StepHeader } from './step-header'
export { StoryLog } from './story-log'
export { SwitchSetting } from './switch-setting'
export { durationLabel } from './time-label'
export { TvHeadline } from './tv-headline'
export { TvPlayers, type TvSeat } from './tv-players'
export { VoteAction } from './vote-action'
export { useYourSeat } from './your-seat'
