/** Pieces the Werwolf screens share: card labels, the public table, and the covered card's contents. */
import { For, Show, type JSX } from 'solid-js'
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

/**
 * The viewer's own card on the covered card's face: role and card, side, the pack for werewolves.
 * The card's symbol is set in the text's size, not as a big glyph: the whole table opens its cards
 * at the same moment at night, and a "K" read off the next chair would name the werewolf.
 */
export function MyRole(props: { me: WerwolfMe; theme: WerwolfTheme }) {
  const { text, nameOf } = useRoom()
  return (
    <div class="role-head">
      <p class="role-line">
        <span class="card-role">{text(props.me.card.name)}</span>{' '}
        <span class="card-symbol" classList={{ red: isRed(props.me.card.card) }}>
          {cardSymbol(lang(), props.me.card.card)}
        </span>
      </p>
      <p class="card-team">{tr(themed(`ui.werwolf.team.${props.me.team}`, props.theme))}</p>
      <Show when={props.me.mates.length > 0}>
        <p class="card-mates">{tr(themed('ui.werwolf.mates', props.theme), { names: nameList(props.me.mates, nameOf) })}</p>
      </Show>
    </div>
  )
}

/**
 * The open card's face at one fixed height for every role, night and day: what each role is told
 * takes more lines for a werewolf or the seer than for a villager, and a taller card, opened beside
 * the others, would tell the table whose it is. What does not fit scrolls inside. The dead who
 * watch everything get a taller one (being out, and the rule that lets them watch, are public).
 */
export function CardBody(props: { wide: boolean; children: JSX.Element }) {
  return (
    // Focusable, so a keyboard can scroll what overflows.
    <div class="ww-card-body" classList={{ wide: props.wide }} role="group" tabindex="0" aria-label={tr('ui.werwolf.card_body')} data-testid="card-body">
      {props.children}
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
