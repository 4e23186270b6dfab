/**
 * What the table screen shows once it is in the room: a slim bar, then the lobby's way in or the
 * running game. A TV cannot scroll, so the page is exactly one screen high and everything on it
 * sizes itself to the window (table.css); what might not fit stands in a FitBox.
 */
import { createSignal, Match, Show, Switch } from 'solid-js'
import { addTexts } from '../../shared/i18n'
import { table } from '../../shared/i18n/table'
import { LangSwitch } from '../components/lang-switch'
import { MoveNotice } from '../components/move-notice'
import { ReconnectBanner } from '../components/reconnect-banner'
import { StepAnnouncer } from '../components/step-announcer'
import { useWakeLock } from '../lib/feedback'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { LostScreen } from './lost'
import { PhaseTag } from './phase-tag'
import { TableGame } from './table-game'
import { TableLobby } from './table-lobby'
import './table.css'

addTexts(table)

/** Marks the page as the table screen: one screen high, type that grows with the window. */
export const PAGE_CLASS = 'tablescreen-page'

export function TableBody() {
  const { link } = useRoom()
  const phase = () => link.state.current?.room.phase
  // A screen in the middle of the table must not go dark mid-game.
  useWakeLock(() => link.status() === 'open')
  // The board may hold the narration back while it shows something happen (the word game's
  // ballots landing): the narration panel, the step's count and the screen reader all wait.
  const [held, setHeld] = createSignal(false)
  return (
    <div class="tv" data-testid="table-screen">
      <header class="room-bar tv-bar">
        <span class="tv-brand">{tr('ui.tablescreen.title')}</span>
        <span class="room-bar-code" aria-label={tr('ui.lobby.code_label', { code: link.code })}>{link.code}</span>
        <Show when={link.state.current}>
          <PhaseTag />
        </Show>
        <span class="spacer" />
        <LangSwitch />
      </header>
      <ReconnectBanner down={link.down()} />
      <MoveNotice />
      <StepAnnouncer held={held} />
      <Switch fallback={<main class="tv-main"><p class="loading" role="status">{tr('ui.conn.connecting')}</p></main>}>
        <Match when={link.lost()}>{(lost) => <LostScreen lost={lost()} onRetake={() => link.retake()} />}</Match>
        <Match when={phase() === 'lobby'}>
          <TableLobby />
        </Match>
        <Match when={phase()}>
          <TableGame held={held} hold={setHeld} />
        </Match>
      </Switch>
    </div>
  )
}
