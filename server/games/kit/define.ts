/**
 * A game definition from its parts: the manifest gives the id and head counts, the step machine
 * gives time (`advance`, `skip`, `deadline`, `stage`); the game brings its rules, options, deal,
 * actions and views.
 */
import type { GameManifest } from '../../../shared/games'
import type { GameDefinition } from '../contract'
import type { StepMachine, StepState } from './steps'
import { isAlive, type TableState } from './table'

/** What a game writes itself; the rest of the contract comes from the manifest and the step machine. */
export type GameParts<State, Action, View, Options> = Omit<
  GameDefinition<State, Action, View, Options>,
  'id' | 'players' | 'advance' | 'skip' | 'deadline' | 'stage'
> & {
  manifest: GameManifest
  steps: StepMachine<State, string>
}

/** Puts a game together. */
export function defineGame<State extends StepState, Action, View, Options>(
  parts: GameParts<State, Action, View, Options>,
): GameDefinition<State, Action, View, Options> {
  const { manifest, steps, ...rest } = parts
  return {
    // Out is out: a seat in the kit's table is in play until it is out.
    inPlay: (state, seat) => !Array.isArray((state as Partial<TableState>).out) || isAlive(state as unknown as TableState, seat),
    ...rest,
    id: manifest.id,
    players: manifest.players,
    manifest,
    advance: steps.advance,
    skip: steps.skip,
    deadline: steps.deadline,
    stage: steps.stage,
  }
}
