/**
 * Shifter Under Us on the table screen: the night or day, the roles in the game (the lobby showed
 * them anyway), everyone as large tiles (who is out; in a runoff the tied with the votes they got),
 * and at the end every role, the lovers and who died how. Only the spectator's view reaches it:
 * a dead player's role stays hidden until the end, as on every phone.
 */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { ShifterLogEntry, ShifterSummary, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { TvHeadline, TvPlayers, type TvSeat } from '../kit'
import type { TableProps } from '../types'

type VoteEntry = Extract<ShifterLogEntry, { type: 'vote' }>

/** The first round that tied today, while the runoff settles it. */
function tiedVote(view: ShifterView): VoteEntry | null {
  const last = view.log.at(-1)
  return view.phase === 'runoff' && last?.type === 'vote' && last.day === view.day ? last : null
}

const NIGHT_STEPS: readonly ShifterView['phase'][] = ['reveal', 'night', 'potion']

function Running(props: { view: ShifterView }) {
  const v = () => props.view
  const alive = () => v().players.filter((p) => p.alive).length
  // Everyone reads their card before night 1 (day 0): that is night 1 coming.
  const when = () => tr(NIGHT_STEPS.includes(v().phase) ? 'ui.shifter.tv.night' : 'ui.shifter.tv.day', { n: Math.max(1, v().day) })
  const seats = (): TvSeat[] => {
    const vote = tiedVote(v())
    const votes = (seat: SeatId) => vote?.tally.find((t) => t.seat === seat)?.votes ?? 0
    return v().players.map((p) => {
      const tied = v().tied.includes(p.seat)
      return {
        seat: p.seat,
        alive: p.alive,
        mark: tied ? 'tied' : null,
        detail: (
          <Show when={vote && votes(p.seat) > 0}>
            <span class="tv-tag strong">{tr('ui.shifter.tv.votes', { n: votes(p.seat) })}</span>
          </Show>
        ),
      }
    })
  }
  return (
    <div class="tv-table sh-tv">
      <p class="tv-kicker">
        <span>{when()}</span>
        <span>{tr('ui.table.title', { alive: alive(), all: v().players.length })}</span>
      </p>
      <p class="tv-kicker sh-tv-roles">
        <span>{tr('ui.shifter.tv.shifters', { n: v().rules.shifters })}</span>
        <For each={v().rules.specials}>{(role) => <span>{tr(`shifter.role.${role}`)}</span>}</For>
      </p>
      <TvPlayers seats={seats()} label={tr('ui.table.title', { alive: alive(), all: v().players.length })} />
    </div>
  )
}

function End(props: { view: ShifterView; summary: ShifterSummary }) {
  const { text, nameOf } = useRoom()
  const s = () => props.summary
  const headline = () => (s().winner === null ? tr('ui.shifter.end.abandoned') : tr(`ui.shifter.end.${s().winner}`))
  const when = (time: 'night' | 'day', day: number) => tr(time === 'night' ? 'ui.shifter.tv.night' : 'ui.shifter.tv.day', { n: day })
  const seats = (): TvSeat[] =>
    s().cards.map((entry) => {
      const won = s().winners.includes(entry.seat)
      const out = s().eliminations.find((e) => e.seat === entry.seat)
      return {
        seat: entry.seat,
        alive: entry.alive,
        mark: won ? 'winner' : null,
        detail: (
          <>
            <span class="tv-role">
              <span aria-hidden="true">{entry.role === 'shifter' ? '🐺 ' : ''}</span>
              {text(entry.roleName)}
            </span>
            <Show when={s().lovers.includes(entry.seat)}>
              <span class="tv-tag">💞 {tr('ui.shifter.tv.lover')}</span>
            </Show>
            <Show when={won}>
              <span class="tv-tag good">{tr('ui.shifter.end.winner')}</span>
            </Show>
            <Show when={out}>
              {(o) => <span class="tv-tag">{tr('ui.table.out')} · {when(o().time, o().day)}</span>}
            </Show>
          </>
        ),
      }
    })
  const lovers = () =>
    s().loversWon && s().lovers.length === 2 ? tr('ui.shifter.end.lovers', { first: nameOf(s().lovers[0]!), second: nameOf(s().lovers[1]!) }) : undefined
  return (
    <div class="tv-table sh-tv">
      <TvHeadline headline={headline()} view={props.view} reason={s().reason} note={lovers()} />
      <TvPlayers seats={seats()} label={tr('ui.shifter.end.roles')} testid="tv-cards" outTag={false} />
    </div>
  )
}

export function ShifterTable(props: TableProps) {
  const view = () => props.view as ShifterView
  return (
    <Show when={view().phase === 'ended' && view().summary} fallback={<Running view={view()} />}>
      {(summary) => <End view={view()} summary={summary()} />}
    </Show>
  )
}
