/** A round's ballots, one line each: "Anna → Ben", or the game's word for a ballot for nobody. */
import { For } from 'solid-js'
import type { Ballot } from '../../../shared/views/header'
import { useRoom } from '../../lib/room-context'

export function BallotList(props: { ballots: readonly Ballot[]; nobody: string }) {
  const { nameOf } = useRoom()
  return (
    <ul class="ballots">
      <For each={props.ballots}>{(ballot) => <li>{nameOf(ballot.voter)} → {ballot.target ? nameOf(ballot.target) : props.nobody}</li>}</For>
    </ul>
  )
}
