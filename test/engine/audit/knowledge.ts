/**
 * The leak audit's vocabulary. A game's knowledge model says, for a full game state, which secret
 * facts exist and who may know each one at that moment; for every fact it also says what the fact
 * looks like inside a serialised view (a `Pattern`). The generic checker (checker.ts) then looks
 * for every fact a viewer may not know in that viewer's view. One model per game lives in
 * models/<game>.ts; a registered game without one fails the audit.
 */
import type { Viewer } from '../../../server/games/contract'

/** A JSON value as it travels in a `state` frame. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A JSON primitive. */
export type Primitive = string | number | boolean | null

/** Matches an array that contains this primitive value. */
export class Has {
  constructor(readonly value: Primitive) {}
}

/** Matches any value the predicate accepts. */
export type Test = (value: Json | undefined) => boolean

/**
 * An object shape to find anywhere in a view: an object whose own members match every entry
 * (a primitive must be equal; a nested pattern must match the member; `has(x)` means a list that
 * contains x; a function decides for itself). At least one entry must be a primitive or `has`, so
 * the checker can look the shape up quickly.
 *
 * @example { voter: 's3' }                      // a ballot cast by s3
 * @example { mates: has('s2') }                 // a list of werewolves that names s2
 */
export interface Pattern {
  [key: string]: Primitive | Has | Test | Pattern
}

/** One secret in the game state right now. */
export interface Fact {
  /** Stable id for messages, e.g. 'role:s3'. */
  id: string
  /** The kind of secret ('role', 'ballot', ...): every kind must show up somewhere in the audit. */
  kind: string
  /** What the fact looks like in a view: any match shows it. */
  shows: Pattern[]
  /** Matches under an object matching one of these do not count (public records of the same shape). */
  except?: Pattern[]
  /** A readable description for failure messages, e.g. 's3 holds K♠ (wolf)'. */
  detail: string
  /** The seat the fact is about, if any (models use it in `mayKnow`). */
  about?: string
}

/** A variant of the state that a viewer must not be able to tell from the real one. */
export interface Twin<State> {
  label: string
  state: State
}

/** Everything the audit needs to know about one game. */
export interface KnowledgeModel<State = any, F extends Fact = Fact> {
  /** Every fact kind the model knows; each must be shown to an allowed viewer at least once. */
  kinds: readonly string[]
  /** The secrets in this state. */
  facts(state: State): F[]
  /** Whether this viewer may know this fact in this state (by the rules, not by the view code). */
  mayKnow(state: State, viewer: Viewer, fact: F): boolean
  /** The same state with a different PRNG state: no view may change. */
  reseed(state: State): State
  /**
   * Variants of the state that differ only in things this viewer may not know (another seat's
   * ballot, two hidden cards swapped): the viewer's view must be byte-for-byte the same.
   */
  twins(state: State, viewer: Viewer, random: () => number): Twin<State>[]
  /**
   * For a game played on one phone passed round: whose hands the phone is in now by the rules
   * (null: it lies open on the table). A device holding every seat may know what that seat may
   * know, and no more, whatever the game's `holder` shows it.
   */
  holder?(state: State): string | null
}

/** Pattern helper: an array member that contains this value. */
export function has(value: Primitive): Has {
  return new Has(value)
}

/** Pattern helper: any array. */
export const isList: Test = (value) => Array.isArray(value)
