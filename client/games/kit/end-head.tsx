/**
 * The top of an end screen: who won and why, any lines the game adds, and for a player their own
 * result. On the winners' phones the panel is marked as won.
 */
import { Show, type JSX } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import { useRoom } from '../../lib/room-context'
import { useYourSeat } from './your-seat'
import { STEP_HEADING_ID } from '../../lib/step-focus'

export interface EndHeadProps {
  headline: string
  /** The game's summary: why it ended, and who won. */
  summary: { reason: Notice; winners: readonly SeatId[] }
  /** This player's own result, as won and as lost; null for whoever did not play (spectators, the moderator). */
  verdict: { won: string; lost: string } | null
  /** Lines the game adds under the reason. */
  children?: JSX.Element
}

export function EndHead(props: EndHeadProps) {
  const { text } = useRoom()
  const you = useYourSeat()
  const won = () => {
    const seat = you()
    return seat !== null && props.summary.winners.includes(seat)
  }
  return (
    <header class="panel end-head" classList={{ won: won() }}>
      {/* The end is a step too: its heading takes the focus as it begins. */}
      <h1 id={STEP_HEADING_ID} tabindex="-1">{props.headline}</h1>
      <p>{text(props.summary.reason)}</p>
      {props.children}
      <Show when={props.verdict}>{(verdict) => <p class="end-you">{won() ? verdict().won : verdict().lost}</p>}</Show>
    </header>
  )
}
