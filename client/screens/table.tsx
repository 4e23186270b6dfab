/**
 * The table screen, `/r/:code/table`: a TV, tablet or laptop in the middle of the table that
 * everyone can read. It joins the room as the table screen, a seat of its own kind that only
 * watches (never a player, the host or the moderator), so the room sends it only what any
 * spectator may see, and shows that in large type (table-body.tsx): the way in while the lobby is
 * open, then each step with the game's public board, then the end reveal.
 */
import { createEffect, createSignal, Match, onCleanup, onMount, Switch } from 'solid-js'
import { fetchRoom } from '../lib/api'
import { connectRoom, type RoomLink } from '../lib/connection'
import { tr } from '../lib/i18n'
import { roomContext, RoomProvider } from '../lib/room-context'
import { RoomGone } from './join'
import { PAGE_CLASS, TableBody } from './table-body'

type Step = { kind: 'checking' } | { kind: 'missing' } | { kind: 'ended' } | { kind: 'joined'; link: RoomLink }

export function TableScreen(props: { code: string }) {
  const code = props.code
  const [step, setStep] = createSignal<Step>({ kind: 'checking' })
  // The tab's title in the language on screen, also after a switch.
  createEffect(() => (document.title = `${code} · ${tr('ui.tablescreen.title')}`))

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
            <TableBody />
          </RoomProvider>
        )}
      </Match>
    </Switch>
  )
}
