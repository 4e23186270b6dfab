/**
 * The table screen, `/r/:code/table`: a TV, tablet or laptop in the middle of the table that
 * everyone can read. It joins the room as the table screen, a seat of its own kind that only
 * watches (never a player, the host or the moderator), so the room sends it only what any
 * spectator may see, and shows that in large type: the way in while the lobby is open (QR code,
 * link, who is here), then each step's title, timer, who the table still waits for and what the
 * narrator says, then the end reveal. A game may draw its own public board below (GameModule's
 * `Table`); otherwise its spectator screen is shown there.
 */
import { createResource, createSignal, For, Match, onCleanup, onMount, Show, Switch } from 'solid-js'
import { Dynamic } from 'solid-js/web'
import type { ViewHeader } from '../../shared/views/header'
import { Countdown } from '../components/countdown'
import { LangSwitch } from '../components/lang-switch'
import { QrCode } from '../components/qr-code'
import { MoveNotice } from '../components/move-notice'
import { ReconnectBanner } from '../components/reconnect-banner'
import { StepAnnouncer } from '../components/step-announcer'
import { loadGame, manifestOf } from '../games'
import { fetchRoom } from '../lib/api'
import { connectRoom, type RoomLink } from '../lib/connection'
import { useWakeLock } from '../lib/feedback'
import { lang, tr } from '../lib/i18n'
import { nameList } from '../lib/name-list'
import { roomContext, RoomProvider, useRoom } from '../lib/room-context'
import { roomLink } from '../lib/share-origin'
import { STEP_HEADING_ID } from '../lib/step-focus'
import { TableModeProvider } from '../lib/table-mode'
import { RoomGone } from './join'
import { LostScreen } from './lost'
import { PhaseTag } from './phase-tag'

/** Marks the page as the table screen: the type grows with the width of the screen. */
const PAGE_CLASS = 'tablescreen-page'

type Step = { kind: 'checking' } | { kind: 'missing' } | { kind: 'ended' } | { kind: 'joined'; link: RoomLink }

export function TableScreen(props: { code: string }) {
  const code = props.code
  const [step, setStep] = createSignal<Step>({ kind: 'checking' })
  document.title = `${code} · ${tr('ui.tablescreen.title')}`

  onMount(async () => {
    document.documentElement.classList.add(PAGE_CLASS)
    try {
      const found = await fetchRoom(code)
      if (found === null || found === 'ended') return setStep({ kind: found === null ? 'missing' : 'ended' })
    } catch {
      // The server did not answer: the socket keeps trying.
    }
    setStep({ kind: 'joined', link: connectRoom(code, tr('ui.tablescreen.name'), true, undefined, true) })
  })

  onCleanup(() => {
    document.documentElement.classList.remove(PAGE_CLASS)
    const current = step()
    if (current.kind === 'joined') current.link.close()
    document.title = tr('ui.app.name')
  })

  return (
    <Switch>
      <Match when={step().kind === 'checking'}>
        <main class="page"><p class="loading" role="status">{tr('ui.conn.checking')}</p></main>
      </Match>
      <Match when={step().kind === 'missing' || step().kind === 'ended'}>
        <RoomGone code={code} ended={step().kind === 'ended'} />
      </Match>
      <Match when={(() => { const s = step(); return s.kind === 'joined' ? s.link : false })()}>
        {(link) => (
          <RoomProvider value={roomContext(link())}>
            <Watching />
          </RoomProvider>
        )}
      </Match>
    </Switch>
  )
}

function Watching() {
  const { link } = useRoom()
  const phase = () => link.state.current?.room.phase
  // A screen in the middle of the table must not go dark mid-game.
  useWakeLock(() => link.status() === 'open')
  return (
    <div class="tablescreen" data-testid="table-screen">
      <header class="room-bar tablescreen-bar">
        <span class="tablescreen-brand">{tr('ui.tablescreen.title')}</span>
        <span class="room-bar-code" aria-label={tr('ui.lobby.code_label', { code: link.code })}>{link.code}</span>
        <Show when={link.state.current}>
          <PhaseTag />
        </Show>
        <span class="spacer" />
        <LangSwitch />
      </header>
      <ReconnectBanner status={link.status()} />
      <MoveNotice />
      <StepAnnouncer />
      <Switch fallback={<main class="page"><p class="loading" role="status">{tr('ui.conn.connecting')}</p></main>}>
        <Match when={link.lost()}>{(lost) => <LostScreen lost={lost()} onRetake={() => link.retake()} />}</Match>
        <Match when={phase() === 'lobby'}>
          <TableLobby />
        </Match>
        <Match when={phase()}>
          <TableGame />
        </Match>
      </Switch>
    </div>
  )
}

/** The lobby on the big screen: how to get in, and who is in. */
function TableLobby() {
  const { link, text } = useRoom()
  const room = () => link.state.current!.room
  // The address phones reach, also where this screen was opened as localhost (client/lib/share-origin.ts).
  const joinLink = () => roomLink(room().code)
  const players = () => room().seats.filter((s) => s.kind === 'player' && !s.left)
  const manifest = () => manifestOf(room().game)
  const status = () => {
    const c = room().check
    return c.ok ? tr('ui.lobby.waiting_host') : text(c.reason)
  }
  return (
    <main class="tablescreen-main tablescreen-lobby">
      <section class="panel tablescreen-join" aria-labelledby={STEP_HEADING_ID}>
        <h1 id={STEP_HEADING_ID} tabindex="-1">{tr('ui.tablescreen.join')}</h1>
        <Show when={joinLink()}>
          {(url) => (
            <>
              <QrCode text={url()} label={tr('ui.share.qr_label', { url: url() })} />
              <p class="tablescreen-url" data-testid="table-url">{url()}</p>
            </>
          )}
        </Show>
        <p class="room-code-label">{tr('ui.lobby.code')}</p>
        <p class="room-code" aria-label={tr('ui.lobby.code_label', { code: room().code.split('').join(' ') })}>{room().code}</p>
      </section>
      <section class="panel tablescreen-who" aria-labelledby="table-game-title">
        <h2 id="table-game-title">
          {manifest()?.name[lang()] ?? room().game}
          <Show when={manifest()}>{(m) => <span class="muted"> · {tr('ui.game.players', m().players)}</span>}</Show>
        </h2>
        <Show when={manifest()}>{(m) => <p>{m().pitch[lang()]}</p>}</Show>
        <h2>{tr('ui.tablescreen.players', { count: players().length })}</h2>
        <Show when={players().length > 0} fallback={<p class="muted">{tr('ui.tablescreen.nobody')}</p>}>
          <ul class="tablescreen-names" data-testid="table-players">
            <For each={players()}>
              {(seat) => (
                <li>
                  {seat.name}
                  <Show when={seat.ready}>
                    <span class="ready yes"> ✓ {tr('ui.tablescreen.ready')}</span>
                  </Show>
                </li>
              )}
            </For>
          </ul>
        </Show>
        <p class="footer-note" role="status">{status()}</p>
        <p class="muted">{tr('ui.tablescreen.public_only')}</p>
      </section>
    </main>
  )
}

/** A running or finished game on the big screen: the step in large type, then the game's public board. */
function TableGame() {
  const { link, text, nameOf } = useRoom()
  const current = () => link.state.current!
  const room = () => current().room
  const header = () => current().view as ViewHeader | null
  const [module] = createResource(() => room().game, loadGame)
  const ended = () => room().phase === 'ended'
  // The step's heading takes the focus on each new step; at the end the game's end screen has it.
  const titleId = () => (ended() ? 'tablescreen-title' : STEP_HEADING_ID)
  const waiting = () => {
    const names = header()?.progress?.waiting
    return names && names.length > 0 ? tr('ui.step.waiting', { names: nameList(names, nameOf) }) : null
  }
  return (
    <main class="tablescreen-main tablescreen-game">
      <Show when={header()} fallback={<p class="panel">{tr('ui.game.no_view')}</p>}>
        {(h) => (
          <>
            <section class="tablescreen-step" aria-labelledby={titleId()}>
              <div class="tablescreen-step-head">
                <div class="tablescreen-step-title">
                  {/* At the end the game's own end screen below has the page's heading. */}
                  <Dynamic component={ended() ? 'h2' : 'h1'} id={titleId()} tabindex="-1" data-testid="table-title">
                    {text(h().title)}
                  </Dynamic>
                  <Show when={h().progress}>
                    {(p) => (
                      <p class="tablescreen-progress" data-testid="table-progress">
                        {tr('ui.step.progress', { done: p().done, of: p().of })}
                      </p>
                    )}
                  </Show>
                  <Show when={waiting()}>
                    <p class="tablescreen-waiting" data-testid="table-waiting">{waiting()}</p>
                  </Show>
                </div>
                <Countdown deadline={h().deadline} />
              </div>
              <Show when={room().paused}>
                <div class="banner banner-info" role="status">{tr('ui.game.paused')}</div>
              </Show>
              <Show when={h().announcements.length > 0}>
                <section class="narration tablescreen-narration" aria-label={tr('ui.narration.title')} data-testid="table-narration">
                  <For each={h().announcements}>{(line) => <p>{text(line)}</p>}</For>
                </section>
              </Show>
            </section>
            <section class="tablescreen-board" aria-label={tr('ui.tablescreen.title')} data-testid={room().phase === 'ended' ? 'end-screen' : 'table-board'}>
              <Switch fallback={<p class="loading" role="status">{tr('ui.conn.loading')}</p>}>
                <Match when={module.error}>
                  <p class="panel" role="alert">{tr('ui.conn.load_failed')}</p>
                </Match>
                <Match when={module()}>
                  {(game) => (
                    <Show
                      when={game().Table}
                      fallback={
                        <TableModeProvider value={true}>
                          <Dynamic component={game().Game} view={current().view} />
                        </TableModeProvider>
                      }
                    >
                      {(Table) => <Dynamic component={Table()} view={current().view} />}
                    </Show>
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
