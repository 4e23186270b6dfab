/** A room's page: check the code, join (asking for a name when needed), then lobby or game. */
import { createEffect, createSignal, Match, on, onCleanup, onMount, Show, Switch } from 'solid-js'
import { ConfirmDialog } from '../components/confirm-dialog'
import { LangSwitch } from '../components/lang-switch'
import { MoveNotice } from '../components/move-notice'
import { ReconnectBanner } from '../components/reconnect-banner'
import { SoundToggle } from '../components/sound-toggle'
import { StepAnnouncer } from '../components/step-announcer'
import { fetchRoom, type RoomSummary } from '../lib/api'
import { connectRoom, type RoomLink } from '../lib/connection'
import { signalStep, useWakeLock } from '../lib/feedback'
import { focusNewStep } from '../lib/step-focus'
import { tr } from '../lib/i18n'
import { takeAutoJoin } from '../lib/intent'
import { roomContext, RoomProvider, useRoom } from '../lib/room-context'
import { online } from '../lib/network'
import { navigate } from '../lib/router'
import { toast } from '../lib/toasts'
import { forgetSeat, savedName, seatToken } from '../lib/storage'
import { GameScreen } from './game'
import { HomeBar } from './home-bar'
import { JoinForm, RoomGone } from './join'
import { Lobby } from './lobby'
import { LostScreen } from './lost'
import { OfflineScreen } from './offline'
import { PhaseTag } from './phase-tag'

type Step =
  | { kind: 'checking' }
  | { kind: 'missing' }
  | { kind: 'ended' }
  | { kind: 'ask'; summary: RoomSummary | null }
  | { kind: 'joined'; link: RoomLink }

export function RoomScreen(props: { code: string }) {
  const code = props.code
  const [step, setStep] = createSignal<Step>({ kind: 'checking' })
  document.title = `${code} · ${tr('ui.app.name')}`

  function join(name: string, spectate: boolean, switchTo?: string): void {
    setStep({ kind: 'joined', link: connectRoom(code, name, spectate, switchTo) })
  }

  onMount(async () => {
    const asked = takeAutoJoin(code)
    let summary: RoomSummary | null = null
    try {
      const found = await fetchRoom(code)
      if (found === null || found === 'ended') {
        forgetSeat(code)
        return setStep({ kind: found === null ? 'missing' : 'ended' })
      }
      summary = found
    } catch {
      // The server did not answer; the socket will retry, so let the person try to join anyway.
    }
    const name = savedName.get()
    // Coming back to a room we sit in (reload, lost connection) or just created: no questions.
    if (name && (asked || seatToken.get(code))) join(name, false)
    else setStep({ kind: 'ask', summary })
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
          {(ask) => <JoinForm code={code} summary={ask().summary} onJoin={join} />}
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

function Joined() {
  const { link, nameOf } = useRoom()
  const phase = () => link.state.current?.room.phase
  const unreachable = () => !online() || link.down()
  useWakeLock(() => phase() === 'playing')
  // A new step: buzz (and beep if chosen), so nobody misses their turn with the phone in a pocket;
  // and start it at the top, its heading focused.
  const step = () => {
    const room = link.state.current?.room
    return room ? `${room.phase}:${room.stage}` : undefined
  }
  // Whoever holds the host's controls now, everyone is told.
  createEffect(on(() => link.state.current?.room.host, (host, before) => {
    if (before === undefined || host === before || host === null || host === undefined) return
    const you = link.state.current?.you
    toast(host === you ? tr('ui.host.now_you') : tr('ui.host.now', { name: nameOf(host) }), 'info')
  }))
  createEffect(on(step, (now, before) => {
    if (before === undefined || now === before || phase() === 'lobby') return
    if (phase() === 'playing') signalStep()
    focusNewStep()
  }))

  return (
    <>
      <RoomBar />
      {/* Opened while the room cannot be reached (say, offline from the cached app): nothing to show yet but that the seat is kept. */}
      <Show when={!unreachable() || link.state.current || link.lost()}>
        <ReconnectBanner status={link.status()} />
      </Show>
      <MoveNotice />
      <StepAnnouncer />
      <Switch
        fallback={
          <Show when={!unreachable()} fallback={<OfflineScreen seated={seatToken.get(link.code) !== null} />}>
            <main class="page"><p class="loading" role="status">{tr('ui.conn.connecting')}</p></main>
          </Show>
        }
      >
        <Match when={link.lost()}>{(lost) => <LostScreen lost={lost()} onRetake={() => link.retake()} />}</Match>
        <Match when={phase() === 'lobby'}>
          <Lobby />
        </Match>
        <Match when={phase()}>
          <GameScreen />
        </Match>
      </Switch>
    </>
  )
}

function RoomBar() {
  const { link } = useRoom()
  const [asking, setAsking] = createSignal(false)
  /** Leaving a running game where you play leaves the table waiting for your turns: ask first. */
  const holdsPlace = () => {
    const current = link.state.current
    if (!current || current.room.phase !== 'playing' || current.you === null) return false
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
      <span class="room-bar-code" aria-label={tr('ui.lobby.code_label', { code: link.code })}>{link.code}</span>
      <Show when={link.state.current}>
        <PhaseTag />
      </Show>
      <span class="spacer" />
      <SoundToggle />
      <LangSwitch />
    </header>
  )
}
