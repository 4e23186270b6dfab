/** Pieces every Werwolf screen uses: the step header, your card, the table of players. */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { RoleCard, WerwolfMe, WerwolfPhase, WerwolfTheme, WerwolfView } from '../../../shared/views/werwolf'
import { Countdown } from '../../components/countdown'
import { SecretCard } from '../../components/secret-card'
import { lang, tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { cardSymbol, isRed, themed } from './cards'

const PROGRESS_KEYS: Partial<Record<WerwolfPhase, string>> = {
  night: 'ui.werwolf.progress.night',
  discussion: 'ui.werwolf.progress.ready',
  vote: 'ui.werwolf.progress.vote',
  runoff: 'ui.werwolf.progress.vote',
}

/** The step's title, its countdown and how many have acted. */
export function StepHeader(props: { view: WerwolfView }) {
  const { text } = useRoom()
  const progress = () => {
    const p = props.view.progress
    const key = PROGRESS_KEYS[props.view.phase]
    return p && key ? tr(key, { done: p.done, of: p.of }) : null
  }
  return (
    <header class="step-header">
      <div class="step-title">
        <h1>{text(props.view.title)}</h1>
        <Show when={progress()}>
          <p class="progress" aria-live="polite">{progress()}</p>
        </Show>
      </div>
      <Countdown deadline={props.view.deadline} />
    </header>
  )
}

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

/** The viewer's own secret card, with the pack for werewolves. */
export function MyCard(props: { me: WerwolfMe; theme: WerwolfTheme }) {
  const { text, nameOf } = useRoom()
  return (
    <SecretCard role={text(props.me.card.name)} symbol={cardSymbol(lang(), props.me.card.card)} red={isRed(props.me.card.card)}>
      <span class="card-team">{tr(themed(`ui.werwolf.team.${props.me.team}`, props.theme))}</span>
      <Show when={props.me.mates.length > 0}>
        <span class="card-mates">{tr(themed('ui.werwolf.mates', props.theme), { names: props.me.mates.map(nameOf).join(', ') })}</span>
      </Show>
    </SecretCard>
  )
}

/** Everyone at the table: in or out, and the card where this viewer may know it. */
export function Table(props: { view: WerwolfView; open?: boolean }) {
  const { nameOf, link } = useRoom()
  const you = () => link.state.current?.you ?? null
  return (
    <details class="panel table" open={props.open}>
      <summary>{tr('ui.werwolf.table', { alive: props.view.players.filter((p) => p.alive).length, all: props.view.players.length })}</summary>
      <ul class="table-list">
        <For each={props.view.players}>
          {(player) => (
            <li classList={{ out: !player.alive, you: player.seat === you() }}>
              <span class="seat-name">
                {nameOf(player.seat)}
                <Show when={!player.alive}>
                  <span class="tag">{tr('ui.werwolf.out')}</span>
                </Show>
              </span>
              <Show when={player.card}>{(card) => <CardLabel card={card()} />}</Show>
            </li>
          )}
        </For>
      </ul>
    </details>
  )
}

/** Names joined for a sentence in the reader's language ("Ann, Bob und Cat"). */
export function names(seats: readonly SeatId[], nameOf: (seat: SeatId) => string): string {
  const list = seats.map(nameOf)
  return typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(lang(), { type: 'conjunction' }).format(list) : list.join(', ')
}
