/**
 * The covered card's face in Undercover Cops: your role and wristband, the markers on you, the
 * Türsteher's reveals, your floor today, what the action phase asks of you, and your results.
 * All of it only here: a neighbour must not learn any of it at a glance.
 */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { CopsMe, CopsPrompt, CopsView } from '../../../shared/views/cops'
import type { Notice } from '../../../shared/notice'
import { tr } from '../../lib/i18n'
import { onRadioKeys, radioTabIndex } from '../../lib/radio-keys'
import { useRoom } from '../../lib/room-context'
import { CARD_REFUSAL_ID, CardRefusal } from '../kit'
import { Private } from './results'
import { ROLE_SYMBOL, roleKey, WRISTBAND_SYMBOL } from './roles'
import { FloorScene } from './scene'

/** What the Türsteher sends when acting: observe, or reveal a role. */
export type ActKind = 'search' | 'observe' | 'reveal'

type ActionPrompt = Extract<CopsPrompt, { type: 'action' }>

/** Role, side, wristband, markers and reveals: the head of the card. */
function MyRole(props: { me: CopsMe }) {
  const { text } = useRoom()
  return (
    <div class="role-head">
      <span class="card-symbol" aria-hidden="true">{ROLE_SYMBOL[props.me.role]}</span>
      <div>
        <p class="card-role">{text(props.me.roleName)}</p>
        <p class="card-team">{tr(`ui.cops.team.${props.me.team}`)}</p>
        <p class="card-wristband">
          <span aria-hidden="true">{props.me.wristband ? WRISTBAND_SYMBOL.yes : WRISTBAND_SYMBOL.no}</span>{' '}
          {tr(props.me.wristband ? 'ui.cops.card.wristband_yes' : 'ui.cops.card.wristband_no')}
        </p>
        <p class="card-markers" data-testid="marker-count" data-markers={props.me.markers}>
          {tr('cops.me.markers', { markers: props.me.markers })}
        </p>
        <Show when={props.me.revealsLeft !== null && props.me.alive}>
          <p data-testid="reveals-left">{tr('cops.me.reveals', { reveals: props.me.revealsLeft ?? 0 })}</p>
        </Show>
        <p class="hint">{tr(`${roleKey(props.me.role)}.about`)}</p>
      </div>
    </div>
  )
}

/** A pick made on the card: the names on this floor and a confirm of its own. */
export interface CardPick {
  targets: readonly SeatId[]
  selected: SeatId | null
  sending: boolean
  onPick(seat: SeatId): void
  onConfirm(): void
  /** Why the last pick made here was not taken. */
  refusal: Notice | null
}

function PickOnCard(props: { pick: CardPick }) {
  const { nameOf } = useRoom()
  return (
    <div class="card-picks" data-testid="card-picks">
      <div class="card-choice-names" role="group" aria-label={tr('ui.cops.action_label')}>
        <For each={props.pick.targets}>
          {(seat) => (
            <button type="button" class="btn btn-block card-choice" data-testid={`card-pick-${seat}`} aria-pressed={props.pick.selected === seat} onClick={() => props.pick.onPick(seat)}>
              {nameOf(seat)}
            </button>
          )}
        </For>
      </div>
      <button
        type="button"
        class="btn btn-primary btn-block card-confirm"
        data-testid="card-confirm"
        disabled={props.pick.selected === null || props.pick.sending}
        aria-describedby={props.pick.refusal ? CARD_REFUSAL_ID : undefined}
        onClick={() => props.pick.onConfirm()}
      >
        {props.pick.selected ? tr('ui.cops.confirm_tap', { name: nameOf(props.pick.selected) }) : tr('ui.cops.pick_first')}
      </button>
      <CardRefusal notice={props.pick.refusal} />
    </div>
  )
}

/** The action phase on the card: what your tap will do, the Türsteher's choice, what you chose or tapped in vain. */
function ActionOnCard(props: { prompt: ActionPrompt; kind: ActKind; onKind(kind: ActKind): void; refused: SeatId | null; pick: CardPick | null }) {
  const { text, nameOf, link } = useRoom()
  return (
    <div class="private-now" data-testid="action-private">
      <p>{text(props.prompt.prompt)}</p>
      {/* The floor's names below are a list to read: the pick is on the open screen. */}
      <Show when={!props.prompt.chosen && !props.pick}>
        <p class="hint" data-testid="tap-below">{tr('ui.cops.tap_below')}</p>
      </Show>
      <Show when={props.prompt.canReveal && !props.prompt.chosen}>
        <div class="cops-modes" role="radiogroup" aria-label={tr('ui.cops.mode')} onKeyDown={onRadioKeys}>
          <For each={['observe', 'reveal'] as const}>
            {(mode, i) => (
              <button
                type="button"
                role="radio"
                class="btn cops-mode"
                data-testid={`act-${mode}`}
                aria-checked={props.kind === mode}
                tabindex={radioTabIndex(props.kind === mode, i() === 0, props.kind === 'search')}
                onClick={() => props.onKind(mode)}
              >
                {tr(`cops.action.${mode}`)}
              </button>
            )}
          </For>
        </div>
      </Show>
      <Show when={props.prompt.chosen}>{(chosen) => <p>✓ {tr(`ui.cops.chosen.${chosen().type}`, { name: nameOf(chosen().target) })}</p>}</Show>
      <Show when={props.refused && !props.prompt.chosen ? props.refused : null}>
        {(seat) => (
          <p class="hint">
            {seat() === link.state.current?.you ? tr('ui.cops.not_yourself') : tr('ui.cops.not_on_floor', { name: nameOf(seat()) })}
          </p>
        )}
      </Show>
      <Show when={props.pick}>{(pick) => <PickOnCard pick={pick()} />}</Show>
    </div>
  )
}

export interface CardFaceProps {
  view: CopsView
  me: CopsMe
  kind: ActKind
  onKind(kind: ActKind): void
  refused: SeatId | null
  /** The pick to make here after a name from another floor, else null. */
  pick: CardPick | null
}

export function CardFace(props: CardFaceProps) {
  const { text, nameOf } = useRoom()
  const action = () => (props.view.prompt?.type === 'action' ? props.view.prompt : null)
  const alone = () => (props.view.prompt?.type === 'alone' ? props.view.prompt : null)
  const decide = () => (props.view.prompt?.type === 'decide' ? props.view.prompt : null)
  // Everyone but the VIP taps a name in the VIP's decision: what that tap is for, on the card only.
  const blindTap = () => (props.view.phase === 'vipDecides' && props.view.prompt?.type === 'ready' ? props.view.prompt : null)
  // The floor picked today, while the choice runs: the open screen only says that one is picked.
  const floorPick = () => (props.view.prompt?.type === 'floor' ? props.view.prompt.pick : null)
  return (
    <>
      <MyRole me={props.me} />
      <Show when={floorPick()}>
        {(floor) => (
          <p class="private-now" data-testid="floor-private">
            {tr('ui.cops.floor_chosen', { floor: floor() })}
          </p>
        )}
      </Show>
      <Show when={action()}>{(p) => <ActionOnCard prompt={p()} kind={props.kind} onKind={props.onKind} refused={props.refused} pick={props.pick} />}</Show>
      <Show when={alone()}>
        {(p) => (
          <p class="private-now" data-testid="action-private">
            {text(p().prompt)}
          </p>
        )}
      </Show>
      <Show when={decide()}>
        {(p) => (
          <div class="private-now" data-testid="action-private">
            <p>{text(p().prompt)}</p>
            <Show when={p().chosen}>{(chosen) => <p>✓ {tr('ui.cops.chosen.decide', { name: nameOf(chosen()) })}</p>}</Show>
            <Show when={props.refused}>{(seat) => <p class="hint">{tr('ui.cops.not_tied', { name: nameOf(seat()) })}</p>}</Show>
          </div>
        )}
      </Show>
      <Show when={blindTap()}>
        {(p) => (
          <p class="private-now" data-testid="action-private">
            {text(p().prompt)}
          </p>
        )}
      </Show>
      <Show when={props.view.floor}>
        {(floor) => <FloorScene floor={floor().floor} people={floor().people} wristbands={floor().wristbands} seats={floor().seats} />}
      </Show>
      <Private view={props.view} />
    </>
  )
}
