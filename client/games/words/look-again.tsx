/**
 * On the phone passed round, while the table talks: a player who has forgotten their word sees it
 * again. They tap their name, the handoff names them as at their own turn, and only their "I am …"
 * asks the room for their view (`link.look`): until then the phone holds nobody's word. The card
 * is held as at the look step; "Done" gives the screen back to the table, and so does the step's
 * end, after which the room sends nobody's view again anyway.
 */
import { createEffect, createSignal, For, on, onCleanup, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WordsView } from '../../../shared/views/words'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { Handoff } from './handoff'
import { WordCard } from './parts'

/** Who is looking again, in which step; `taken`: they have said the phone is in their hand. */
export interface LookAgain {
  stage: number
  seat: SeatId | null
  taken: boolean
}

/** The open screen's way in, below the table's step. */
export function LookAgainButton(props: { stage: number; onOpen(look: LookAgain): void }) {
  return (
    <button type="button" class="btn btn-small btn-ghost pass-again" data-testid="pass-again" onClick={() => props.onOpen({ stage: props.stage, seat: null, taken: false })}>
      {tr('ui.words.pass.again')}
    </button>
  )
}

/** The look, from picking a name to covering the card again. `onChange(null)`: back to the table. */
export function LookAgainScreen(props: { view: WordsView; look: LookAgain; onChange(look: LookAgain | null): void }) {
  const { link, nameOf } = useRoom()
  /** The device's players, in table order. */
  const mine = () => {
    const held = new Set<SeatId | null>([link.state.current?.you ?? null, ...link.more()])
    return props.view.players.filter((p) => held.has(p.seat)).map((p) => p.seat)
  }
  const [asked, setAsked] = createSignal(false)
  const close = () => {
    if (props.look.taken) void link.look(null).catch(() => {})
    props.onChange(null)
  }
  const take = (seat: SeatId) => {
    setAsked(true)
    props.onChange({ ...props.look, taken: true })
    // Refused (the step moved on, the connection is down): the toast said why; back to the table.
    link.look(seat).then(
      () => setAsked(false),
      () => props.onChange(null),
    )
  }
  // The room forgets a look with the socket: a phone that reconnects mid-look asks again.
  createEffect(
    on(link.status, (status, before) => {
      if (status === 'open' && before !== 'open' && props.look.taken && props.look.seat !== null) take(props.look.seat)
    }, { defer: true }),
  )
  // A phone locked or put away with a word on it comes back to the table's screen.
  const handBack = () => document.visibilityState === 'hidden' && close()
  document.addEventListener('visibilitychange', handBack)
  onCleanup(() => document.removeEventListener('visibilitychange', handBack))
  const shown = () => {
    const me = props.view.me
    return props.look.taken && me && me.seat === props.look.seat ? me : null
  }
  return (
    <Show
      when={props.look.seat}
      fallback={
        <section class="panel pass-again-pick" aria-labelledby="pass-again-title">
          <h2 id="pass-again-title">{tr('ui.words.pass.againWho')}</h2>
          <p class="hint">{tr('ui.words.pass.againHint')}</p>
          <div class="pass-again-names">
            <For each={mine()}>
              {(seat) => (
                <button type="button" class="btn btn-block" data-testid="pass-again-seat" data-seat={seat} onClick={() => props.onChange({ ...props.look, seat })}>
                  {nameOf(seat)}
                </button>
              )}
            </For>
          </div>
          <button type="button" class="btn btn-small btn-ghost" data-testid="pass-cancel" onClick={() => props.onChange(null)}>
            {tr('ui.confirm.cancel')}
          </button>
        </section>
      }
    >
      {(seat) => (
        <Show
          when={props.look.taken}
          fallback={
            <Handoff seat={seat()} purpose={tr('ui.words.pass.forAgain')} onTaken={() => take(seat())} onCancel={() => props.onChange(null)} />
          }
        >
          <p class="pass-holding" data-testid="pass-holding">{tr('ui.words.pass.holding', { name: nameOf(seat()) })}</p>
          <Show when={shown()} fallback={<p class="muted" role="status">{asked() ? tr('ui.words.pass.againWait') : ''}</p>}>
            {(me) => (
              <WordCard view={props.view} me={me()} closeOn={`again:${props.look.stage}:${seat()}`} />
            )}
          </Show>
          <button type="button" class="btn btn-primary btn-block" data-testid="pass-again-done" onClick={close}>
            {tr('ui.words.pass.againDone')}
          </button>
          {/* Nothing shows until the card is held: a wrong "I am …" is taken back before any harm. */}
          <button
            type="button"
            class="btn btn-small btn-ghost"
            data-testid="pass-not-me"
            onClick={() => {
              void link.look(null).catch(() => {})
              props.onChange({ ...props.look, taken: false })
            }}
          >
            {tr('ui.words.pass.not_me', { name: nameOf(seat()) })}
          </button>
        </Show>
      )}
    </Show>
  )
}
