/**
 * The people in the lobby: players with ready state and connection, spectators apart, and the table
 * screen apart from both (it is no person: nobody to hand the host's controls to); host tools per row.
 */
import { createSignal, For, Show } from 'solid-js'
import type { SeatId } from '../../shared/games'
import { getsReady, type SeatInfo } from '../../shared/protocol'
import { holdViewBelow } from '../lib/hold-view'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'
import { ConfirmDialog } from './confirm-dialog'
import { SwitchCodeButton } from './switch-code'

function SeatRow(props: { seat: SeatInfo; hostView: boolean }) {
  const { link } = useRoom()
  const room = () => link.state.current!.room
  const isYou = () => link.state.current!.you === props.seat.id
  const isHost = () => room().host === props.seat.id
  const isModerator = () => room().moderator === props.seat.id
  const [toolsOpen, setToolsOpen] = createSignal(false)
  const [askKick, setAskKick] = createSignal(false)
  return (
    <li class="seat" data-testid={`player-${props.seat.id}`} classList={{ you: isYou(), away: !props.seat.connected }}>
      <span
        class="dot"
        classList={{ on: props.seat.connected }}
        role="img"
        aria-label={props.seat.connected ? tr('ui.players.online') : tr('ui.players.offline')}
      />
      <span class="seat-main">
        <span class="seat-name">
          {props.seat.name}
          <Show when={isYou()}>
            <span class="tag">{tr('ui.players.you')}</span>
          </Show>
          <Show when={isHost()}>
            <span class="tag tag-host">{tr('ui.players.host')}</span>
          </Show>
          <Show when={isModerator()}>
            <span class="tag tag-mod">{tr('ui.players.moderator')}</span>
          </Show>
        </span>
        <Show when={getsReady(room(), props.seat)}>
          <span class="ready" classList={{ yes: props.seat.ready }}>
            {props.seat.ready ? `✓ ${tr('ui.players.ready')}` : tr('ui.players.not_ready')}
          </span>
        </Show>
        <Show when={props.seat.left}>
          <span class="tag">{tr('ui.players.left')}</span>
        </Show>
      </span>
      <Show when={props.hostView && !isYou() && !isHost()}>
        <button
          type="button"
          class="btn btn-small btn-ghost seat-more"
          aria-expanded={toolsOpen()}
          aria-label={tr('ui.players.tools_of', { name: props.seat.name })}
          onClick={() => setToolsOpen(!toolsOpen())}
        >
          ⋯
        </button>
        <Show when={toolsOpen()}>
          <span class="seat-tools">
            {/* Not to someone who left, nor to a player added to this phone: the phone speaks as its first seat. */}
            <Show when={!props.seat.left && !link.more().includes(props.seat.id)}>
              <button
                type="button"
                class="btn btn-small"
                aria-label={tr('ui.players.make_host_of', { name: props.seat.name })}
                onClick={() => link.command({ type: 'host', seat: props.seat.id })}
              >
                {tr('ui.players.make_host')}
              </button>
            </Show>
            <button
              type="button"
              class="btn btn-small btn-danger"
              aria-label={tr('ui.players.kick_of', { name: props.seat.name })}
              onClick={() => setAskKick(true)}
            >
              {tr('ui.players.kick')}
            </button>
            <Show when={props.seat.kind === 'player'}>
              <SwitchCodeButton seat={props.seat} />
            </Show>
          </span>
        </Show>
        <RemoveDialog open={askKick()} seat={props.seat.id} name={props.seat.name} body={tr('ui.players.kick_body', { name: props.seat.name })} onClose={() => setAskKick(false)} />
      </Show>
    </li>
  )
}

/** The host's question before removing a seat from the room. */
function RemoveDialog(props: { open: boolean; seat: SeatId; name: string; body: string; onClose(): void }) {
  const { link } = useRoom()
  return (
    <ConfirmDialog
      open={props.open}
      title={tr('ui.players.kick_confirm', { name: props.name })}
      body={props.body}
      confirmLabel={tr('ui.players.kick')}
      danger
      onConfirm={() => link.command({ type: 'kick', seat: props.seat })}
      onClose={() => props.onClose()}
    />
  )
}

/** A table screen in the room: whether it is connected; the host may remove one nobody watches any more. */
function TableRow(props: { seat: SeatInfo; hostView: boolean }) {
  const { link } = useRoom()
  const [askKick, setAskKick] = createSignal(false)
  const label = () => (props.seat.connected ? tr('ui.players.table_on') : tr('ui.players.table_off'))
  return (
    <li class="seat" data-testid={`table-seat-${props.seat.id}`} classList={{ away: !props.seat.connected }}>
      <span class="dot" classList={{ on: props.seat.connected }} aria-hidden="true" />
      <span class="seat-main">
        <span class="seat-name">{label()}</span>
      </span>
      <Show when={props.hostView}>
        <button type="button" class="btn btn-small btn-ghost" aria-label={tr('ui.players.kick_of', { name: tr('ui.tablescreen.title') })} onClick={() => setAskKick(true)}>
          {tr('ui.players.kick')}
        </button>
        <RemoveDialog open={askKick()} seat={props.seat.id} name={tr('ui.tablescreen.title')} body={tr('ui.players.table_kick_body')} onClose={() => setAskKick(false)} />
      </Show>
    </li>
  )
}

export function PlayerList(props: { hostView: boolean }) {
  const { link } = useRoom()
  const seats = () => link.state.current!.room.seats
  const players = () => seats().filter((s) => s.kind === 'player')
  const spectators = () => seats().filter((s) => s.kind === 'spectator')
  const tables = () => seats().filter((s) => s.kind === 'table')
  return (
    // People join and leave while the host sets the game up below the list: that must not move.
    <section class="panel" aria-labelledby="players-title" ref={holdViewBelow}>
      <h2 id="players-title">{tr('ui.players.title', { count: players().length })}</h2>
      <ul class="seats">
        <For each={players()}>{(seat) => <SeatRow seat={seat} hostView={props.hostView} />}</For>
      </ul>
      <Show when={spectators().length > 0}>
        <h3>{tr('ui.players.spectators', { count: spectators().length })}</h3>
        <ul class="seats seats-watch">
          <For each={spectators()}>{(seat) => <SeatRow seat={seat} hostView={props.hostView} />}</For>
        </ul>
      </Show>
      <Show when={tables().length > 0}>
        <ul class="seats seats-table" aria-label={tr('ui.tablescreen.title')}>
          <For each={tables()}>{(seat) => <TableRow seat={seat} hostView={props.hostView} />}</For>
        </ul>
      </Show>
    </section>
  )
}
