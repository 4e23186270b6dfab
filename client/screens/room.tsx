/** A room's page: check the code, join (asking for a name when needed), then lobby or game. */
import { createEffect, createSignal, type JSX, Match, on, onCleanup, onMount, Show, Switch } from 'solid-js'
import { ConfirmDialog } from '../components/confirm-dialog'
import { LangSwitch } from '../components/lang-switch'
import { MoveNotice } from '../components/move-notice'
import { ReconnectBanner } from '../components/reconnect-banner'
import { SoundToggle } from '../components/sound-toggle'
import { StepAnnouncer } from '../components/step-announcer'
import { fetchRoom, type RoomSummary, takeServedSummary } from '../lib/api'
import { connectRoom, type RoomLink } from '../lib/connection'
import { type EarlyJoin, handOver, readEarlyJoin } from '../lib/early-join'
import { signalStep, useWakeLock } from '../lib/feedback'
import { focusNewStep } from '../lib/step-focus'
import { keepFocusInStep } from '../lib/focus-keeper'
import { useKeptEnd } from '../lib/end-kept'
import { createTapGuard } from '../lib/tap-guard'
import { tr } from '../lib/i18n'
import { takeAutoJoin } from '../lib/intent'
import { roomContext, RoomProvider, useRoom } from '../lib/room-context'
import { TableHoldProvider } from '../lib/table-hold'
import { online } from '../lib/network'
import { navigate } from '../lib/router'
import { toast } from '../lib/toasts'
import { cleanName } from '../lib/names'
import { forgetSeat, savedName, seatToken } from '../lib/storage'
import { GameScreen } from './game'
import { HomeBar } from './home-bar'
import { JoinForm, RoomGone } from './join'
import { Lobby } from './lobby'
import { LostScreen } from './lost'
import { OfflineScreen } from './offline'
import { PhaseTag } from './phase-tag'
import { SwitchCheck } from './switch-check'

type Step =
  | { kind: 'checking' }
  | { kind: 'missing' }
  | { kind: 'ended' }
  | { kind: 'ask'; summary: RoomSummary | null; early: EarlyJoin | null }
  | { kind: 'joined'; link: RoomLink }

export function RoomScreen(props: { code: string }) {
  const code = props.code
  const [step, setStep] = createSignal<Step>({ kind: 'checking' })
  document.title = `${code} · ${tr('ui.app.name')}`
  const asked = takeAutoJoin(code)
  /** The page's own join form, filled in or tapped before this code had loaded (server/http/join-form.ts). */
  const early = readEarlyJoin()

  function join(name: string, spectate: boolean, switchTo?: string): void {
    setStep({ kind: 'joined', link: connectRoom(code, name, spectate, switchTo) })
  }

  /** What to show once the room is known (or known to be unreachable for now: `unknown`). */
  function settle(found: RoomSummary | null | 'ended' | 'unknown'): void {
    if (found === null || found === 'ended') {
      forgetSeat(code)
      setStep({ kind: found === null ? 'missing' : 'ended' })
      return
    }
    const summary = found === 'unknown' ? null : found
    // Joining was tapped on the page's own form: carry it out, as this form would have.
    const sent = early?.sent
    if (sent?.switchTo) return join(cleanName(sent.name) || savedName.get() || '?', false, sent.switchTo)
    if (sent && cleanName(sent.name)) {
      savedName.set(cleanName(sent.name))
      return join(cleanName(sent.name), sent.spectate)
    }
    const name = savedName.get()
    // Coming back to a room we sit in (reload, lost connection) or just created: no questions.
    if (name && (asked || seatToken.get(code))) join(name, false)
    else setStep({ kind: 'ask', summary, early: early && sent ? { ...early, sent: null, nameError: true } : early })
  }

  // The page the Worker served for this link knows the room already: the first screen is drawn at
  // once, so it can take the place of the served one without a "looking for the room" in between.
  const served = takeServedSummary(code)
  if (served !== undefined) settle(served)

  onMount(async () => {
    handOver()
    if (served !== undefined) return
    try {
      settle(await fetchRoom(code))
    } catch {
      // The server did not answer; the socket will retry, so let the person try to join anyway.
      settle('unknown')
    }
  })

  onCleanup(() => {
    const current = step()
    if (current.kind === 'joined') current.link.close()
    document.title = tr('ui.app.name')
  })

  return (
    <>
      <Show when={step().kind !== 'joined'}>
        <HomeBar />
      </Show>
      <Switch>
        <Match when={step().kind === 'checking'}>
          <main class="page"><p class="loading" role="status">{tr('ui.conn.checking')}</p></main>
        </Match>
        <Match when={step().kind === 'missing' || step().kind === 'ended'}>
          <RoomGone code={code} ended={step().kind === 'ended'} />
        </Match>
        <Match when={(() => { const s = step(); return s.kind === 'ask' ? s : false })()}>
          {(ask) => <JoinForm code={code} summary={ask().summary} early={ask().early} onJoin={join} />}
        </Match>
        <Match when={(() => { const s = step(); return s.kind === 'joined' ? s.link : false })()}>
          {(link) => (
            <RoomProvider value={roomContext(link())}>
              <Joined />
            </RoomProvider>
          )}
        </Match>
      </Switch>
    </>
  )
}

/** A room once joined: its bar, then lobby or game. Also the screen of a game played on this device (local.tsx). */
export function Joined() {
  const { link, nameOf, local } = useRoom()
  const phase = () => link.state.current?.room.phase
  // A room on this device needs no network.
  const unreachable = () => (!local && !online()) || link.down()
  useWakeLock(() => phase() === 'playing')
  // A new step: buzz (and beep if chosen), so nobody misses their turn with the phone in a pocket;
  // and start it at the top, its heading focused.
  const step = () => {
    const room = link.state.current?.room
    return room ? `${room.phase}:${room.stage}` : undefined
  }
  const taps = createTapGuard()
  keepFocusInStep()
  // The game may hold the narration back (the word game's ballots landing): the screen reader waits too.
  const [held, setHeld] = createSignal(false)
  // Whoever holds the host's controls now, everyone is told. On the new host's phone the controls
  // appear above the game and move it down: a tap already under way must not land on what moved
  // under the finger (a name at night, the covered card).
  createEffect(on(() => link.state.current?.room.host, (host, before) => {
    if (before === undefined || host === before || host === null || host === undefined) return
    const you = link.state.current?.you
    if (host === you || before === you) taps.changed()
    toast(() => (host === you ? tr('ui.host.now_you') : tr('ui.host.now', { name: nameOf(host) })), 'info')
  }))
  // A game that goes straight back to the lobby was ended by the host (an ended game shows its end
  // first): everyone else is told why.
  createEffect(on(phase, (now, before) => {
    const room = link.state.current?.room
    if (before === 'playing' && now === 'lobby' && room?.host !== link.state.current?.you) toast(() => tr('ui.host.stopped'), 'info')
  }))
  const end = useKeptEnd(link, local !== undefined)
  // A seat that came by switch code: the room shows its lobby or game once its person has said it is theirs.
  const confirming = () => {
    const current = link.state.current
    return current?.room.seats.find((s) => s.id === current.you)?.confirming === true ? current.you : null
  }
  createEffect(on(step, (now, before) => {
    if (before === undefined || now === before) return
    // Also into the lobby (the host ended the game): a tap aimed at the game does nothing there.
    taps.changed()
    if (phase() === 'lobby') return
    if (phase() === 'playing') signalStep()
    focusNewStep()
  }))

  return (
    <>
      <RoomBar>
        {/* Opened while the room cannot be reached (say, offline from the cached app): nothing to show yet but that the seat is kept. */}
        <Show when={!unreachable() || link.state.current || link.lost()}>
          <ReconnectBanner down={link.down()} local={local !== undefined} />
        </Show>
      </RoomBar>
      <MoveNotice />
      <StepAnnouncer held={held} />
      <Switch
        fallback={
          <Show when={!unreachable()} fallback={<OfflineScreen seated={seatToken.get(link.code) !== null} />}>
            <main class="page"><p class="loading" role="status">{tr('ui.conn.connecting')}</p></main>
          </Show>
        }
      >
        <Match when={link.lost()}>{(lost) => <LostScreen lost={lost()} onRetake={() => link.retake()} />}</Match>
        <Match when={confirming()}>
          {(you) => <SwitchCheck name={nameOf(you())} onYes={() => void link.command({ type: 'confirmSeat' }).catch(() => undefined)} onNo={() => link.notMine()} />}
        </Match>
        <Match when={end.kept()}>
          {(kept) => (
            <RoomProvider value={roomContext(link, undefined, kept().names)}>
              <TableHoldProvider value={setHeld}>
                <GameScreen kept={kept()} onLobby={end.leave} />
              </TableHoldProvider>
            </RoomProvider>
          )}
        </Match>
        <Match when={phase() === 'lobby'}>
          <Lobby />
        </Match>
        <Match when={phase()}>
          <TableHoldProvider value={setHeld}>
            <GameScreen />
          </TableHoldProvider>
        </Match>
      </Switch>
    </>
  )
}

/** The room's top bar; `children` are notices that hang below it (see `.bar-notices`). */
function RoomBar(props: { children: JSX.Element }) {
  const { link, local } = useRoom()
  const [asking, setAsking] = createSignal(false)
  /** Leaving a running game where you play leaves the table waiting for your turns: ask first. A game on this device just waits. */
  const holdsPlace = () => {
    const current = link.state.current
    if (local || !current || current.room.phase !== 'playing' || current.you === null) return false
    return current.room.seats.some((s) => s.id === current.you && s.kind === 'player')
  }
  return (
    <header class="room-bar">
      <button
        type="button"
        class="btn btn-small btn-ghost"
        onClick={() => (holdsPlace() ? setAsking(true) : navigate('/'))}
        aria-label={tr('ui.nav.leave')}
      >
        ←
      </button>
      <ConfirmDialog
        open={asking()}
        title={tr('ui.nav.leave_confirm')}
        body={tr('ui.nav.leave_body')}
        confirmLabel={tr('ui.nav.leave_do')}
        onConfirm={() => navigate('/')}
        onClose={() => setAsking(false)}
      />
      {/* Where and which step: side by side while both fit, else the step goes under the room. */}
      <span class="room-bar-where">
        <Show
          when={!local}
          fallback={
            <span class="room-bar-local" data-testid="local-bar">
              {tr('ui.local.bar')}
            </span>
          }
        >
          {/* A label on a plain span is not read: the code is spelt out for screen readers in words. */}
          <span class="room-bar-code">
            <span aria-hidden="true">{link.code}</span>
            <span class="sr-only">{tr('ui.lobby.code_label', { code: link.code })}</span>
          </span>
        </Show>
        <Show when={link.state.current}>
          <PhaseTag />
        </Show>
      </span>
      <span class="spacer" />
      <SoundToggle />
      <LangSwitch />
      <div class="bar-notices">{props.children}</div>
    </header>
  )
}
