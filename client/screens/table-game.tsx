/**
 * A running or finished game on the table screen, one screen high: the step's title, whom the
 * table waits for (names where that is public, else only how many have tapped, unless the game
 * keeps that from the table), the countdown where the step has a time limit, the way back in for
 * a phone that lost the link, what the narrator says, and below it the game's public board
 * (GameModule's `Table`; without one, the game's own spectator screen) filling the rest of the screen.
 */
import { type Accessor, createResource, For, Match, Show, Switch } from 'solid-js'
import { Dynamic } from 'solid-js/web'
import type { ViewHeader } from '../../shared/views/header'
import { Countdown } from '../components/countdown'
import { loadGame } from '../games'
import { FitBox, progressLine } from '../games/kit'
import { tr } from '../lib/i18n'
import { nameList } from '../lib/name-list'
import { useRoom } from '../lib/room-context'
import { STEP_HEADING_ID } from '../lib/step-focus'
import { type HoldNarration, TableHoldProvider } from '../lib/table-hold'
import { TableModeProvider } from '../lib/table-mode'
import { JoinCorner } from './table-corner'

/** Names of those the table waits for, at most: more, and only the count shows. */
const MAX_WAITING_NAMES = 6

/** `held`: the board holds the narration back (`hold` is how it says so), and with it the step's count. */
export function TableGame(props: { held: Accessor<boolean>; hold: HoldNarration }) {
  const { link, text, nameOf } = useRoom()
  const current = () => link.state.current!
  const room = () => current().room
  const header = () => current().view as ViewHeader | null
  const [module] = createResource(() => room().game, loadGame)
  const lines = () => (props.held() ? [] : (header()?.announcements ?? []))
  const ended = () => room().phase === 'ended'
  // The step's heading takes the focus on each new step; at the end the game's end screen has it.
  const titleId = () => (ended() ? 'tablescreen-title' : STEP_HEADING_ID)
  // Who is still awaited would tell what the board is still showing happen (who went out).
  // Nor while the game keeps the count from the table (or its client is not here to say so).
  const counted = () => module.state === 'ready' && (module().tableCount?.(current().view) ?? true)
  const progress = () => (props.held() || !counted() ? null : header()?.progress)
  const waiting = () => {
    const names = progress()?.waiting
    // Many missing: the count says it; the names matter once a few are left.
    if (!names || names.length === 0 || names.length > MAX_WAITING_NAMES) return null
    // A title that names the one awaited ("Bodo's turn") says it already.
    if (names.length === 1 && text(header()!.title).includes(nameOf(names[0]!))) return null
    return tr('ui.step.waiting', { names: nameList(names, nameOf) })
  }
  // With one person awaited their name says it all; a count says how far a step of many is.
  const count = () => {
    const p = progress()
    return p && (p.of > 1 || p.waiting === null) ? progressLine(p) : null
  }
  return (
    <main class="tv-main tv-game" data-phase={header()?.phase}>
      <Show when={header()} fallback={<p class="tv-board">{tr('ui.game.no_view')}</p>}>
        {(h) => (
          <>
            <section class="tv-step" aria-labelledby={titleId()}>
              <div class="tv-step-text">
                {/* At the end the game's own end screen below has the page's heading. */}
                <Dynamic component={ended() ? 'h2' : 'h1'} id={titleId()} class="tv-title" tabindex="-1" data-testid="table-title">
                  {text(h().title)}
                </Dynamic>
                <Show when={count() || waiting()}>
                  <p class="tv-progress" data-testid="table-progress">
                    <Show when={count()}>{(c) => <span class="tv-count">{c()}</span>}</Show>
                    <Show when={waiting()}>{(w) => <span class="tv-waiting" data-testid="table-waiting">{w()}</span>}</Show>
                  </p>
                </Show>
                <Show when={room().paused}>
                  <p class="tv-paused" role="status">{tr('ui.game.paused')}</p>
                </Show>
              </div>
              <Countdown deadline={h().limit} />
              <JoinCorner />
            </section>
            <Show when={lines().length > 0}>
              <FitBox class="tv-narration" testid="table-narration" label={tr('ui.narration.title')}>
                <For each={lines()}>{(line) => <p>{text(line)}</p>}</For>
              </FitBox>
            </Show>
            <section class="tv-board" aria-label={tr('ui.tv.board')} data-testid={ended() ? 'end-screen' : 'table-board'}>
              <Switch fallback={<p class="loading" role="status">{tr('ui.conn.loading')}</p>}>
                <Match when={module.error}>
                  <p class="panel" role="alert">{tr('ui.conn.load_failed')}</p>
                </Match>
                <Match when={module()}>
                  {(game) => (
                    <TableHoldProvider value={props.hold}>
                      <FitBox class="tv-board-fit">
                        <Show
                          when={game().Table}
                          fallback={
                            <TableModeProvider value={true}>
                              <div class="tv-spectator">
                                <Dynamic component={game().Game} view={current().view} />
                              </div>
                            </TableModeProvider>
                          }
                        >
                          {(Table) => <Dynamic component={Table()} view={current().view} />}
                        </Show>
                      </FitBox>
                    </TableHoldProvider>
                  )}
                </Match>
              </Switch>
            </section>
          </>
        )}
      </Show>
    </main>
  )
}
