/** Everything that happened, newest first, folded away: moves, lapsed turns, scorings, the safe, the guessing round. */
import { For, Match, Switch } from 'solid-js'
import type { HeimlichLogEntry, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { agentName } from './agents'
import { buildingName, signed } from './board'

/** Log entries shown at most (the newest); the rest stays on the server's record. */
const SHOWN = 60

function Line(props: { view: HeimlichView; entry: HeimlichLogEntry }) {
  const { nameOf } = useRoom()
  const name = (id: number) => buildingName(props.view.buildings.find((b) => b.id === id), id)
  const e = () => props.entry
  return (
    <Switch>
      <Match when={e().type === 'move' && e()}>
        {(m) => {
          const move = m() as Extract<HeimlichLogEntry, { type: 'move' }>
          return (
            <li data-kind="move">
              {tr(move.chance ? 'ui.heimlich.log.move_chance' : 'ui.heimlich.log.move', {
                name: nameOf(move.seat),
                points: move.points,
                moves: move.moves.map((x) => tr('ui.heimlich.log.moved', { agent: agentName(x.agent), from: name(x.from), to: name(x.to) })).join(', '),
              })}
            </li>
          )
        }}
      </Match>
      <Match when={e().type === 'timeout' && e()}>{(t) => <li data-kind="timeout">{tr('ui.heimlich.log.timeout', { name: nameOf((t() as { seat: string }).seat) })}</li>}</Match>
      <Match when={e().type === 'scoring' && e()}>
        {(s) => {
          const scoring = s() as Extract<HeimlichLogEntry, { type: 'scoring' }>
          const gains = scoring.rows.flatMap((row) => row.agents.map((a) => `${agentName(a.agent)} ${signed(a.gain)}`)).join(', ')
          return <li data-kind="scoring">{tr('ui.heimlich.log.scoring', { building: name(scoring.safe), gains })}</li>
        }}
      </Match>
      <Match when={e().type === 'safe' && e()}>
        {(s) => {
          const safe = s() as Extract<HeimlichLogEntry, { type: 'safe' }>
          return <li data-kind="safe">{tr(safe.by === 'mover' ? 'ui.heimlich.log.safe' : 'ui.heimlich.log.safe_chance', { name: nameOf(safe.seat), from: name(safe.from), to: name(safe.to) })}</li>
        }}
      </Match>
      <Match when={e().type === 'guesses' && e()}>
        {(g) => {
          const guesses = g() as Extract<HeimlichLogEntry, { type: 'guesses' }>
          return <li data-kind="guesses">{tr('ui.heimlich.log.guesses', { guessed: guesses.guessed.length, of: props.view.order.length })}</li>
        }}
      </Match>
    </Switch>
  )
}

export function History(props: { view: HeimlichView; open?: boolean }) {
  const newest = () => props.view.log.slice(-SHOWN).reverse()
  return (
    <details class="panel hm-history" open={props.open}>
      <summary>{tr('ui.heimlich.history', { turn: props.view.turn })}</summary>
      <ol class="hm-log">
        <For each={newest()}>{(entry) => <Line view={props.view} entry={entry} />}</For>
      </ol>
    </details>
  )
}
