/** Pieces the Werwolf screens share: card labels, the public table, and the covered card's contents. */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { RoleCard, WerwolfMe, WerwolfTheme, WerwolfView } from '../../../shared/views/werwolf'
import { lang, tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { PlayerTable } from '../kit'
import { cardSymbol, isRed, themed } from './cards'

/** A card as text: "K♠ Werwolf". */
export function CardLabel(props: { card: RoleCard }) {
  const { text } = useRoom()
  return (
    <span class="card-label" classList={{ red: isRed(props.card.card) }}>
      <span class="card-mini" aria-hidden="true">{cardSymbol(lang(), props.card.card)}</span>
      <span>{text(props.card.name)}</span>
    </span>
  )
}

/** The viewer's own card on the covered card's face: symbol, role, side, the pack for werewolves. */
export function MyRole(props: { me: WerwolfMe; theme: WerwolfTheme }) {
  const { text, nameOf } = useRoom()
  return (
    <div class="role-head">
      <span class="card-symbol" classList={{ red: isRed(props.me.card.card) }} aria-hidden="true">
        {cardSymbol(lang(), props.me.card.card)}
      </span>
      <div>
        <p class="card-role">{text(props.me.card.name)}</p>
        <p class="card-team">{tr(themed(`ui.werwolf.team.${props.me.team}`, props.theme))}</p>
        <Show when={props.me.mates.length > 0}>
          <p class="card-mates">{tr(themed('ui.werwolf.mates', props.theme), { names: nameList(props.me.mates, nameOf) })}</p>
        </Show>
      </div>
    </div>
  )
}

/** What only this seat was told (the seer's findings), newest first. */
export function Findings(props: { view: WerwolfView }) {
  const { text } = useRoom()
  const newestFirst = () => [...props.view.private].reverse()
  return (
    <Show when={props.view.private.length > 0}>
      <ul class="private-list" data-testid="private-results">
        <For each={newestFirst()}>{(line) => <li>{text(line)}</li>}</For>
      </ul>
    </Show>
  )
}

/**
 * Everyone at the table with what the whole table knows: who is out and, unless cards stay secret
 * to the end, the card they turned over. Never the viewer's own card or a pack mate's.
 */
export function Table(props: { view: WerwolfView; open?: boolean }) {
  const publicCard = (seat: SeatId) => {
    const player = props.view.players.find((p) => p.seat === seat)
    if (!player?.card || (player.alive && !props.open) || (props.view.rules.secretCards && !props.open)) return null
    return <CardLabel card={player.card} />
  }
  return <PlayerTable players={props.view.players} detail={publicCard} open={props.open} />
}

/** Names joined for a sentence in the reader's language ("Ann, Bob und Cat"). */
export function names(seats: readonly SeatId[], nameOf: (seat: SeatId) => string): string {
  return nameList(seats, nameOf)
}
