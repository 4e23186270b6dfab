/**
 * The night. Every living player taps once: the protector guards someone, the werewolves pick a
 * victim (and may change the pick until the night ends), the seer looks at someone and learns at
 * once whether they are a werewolf, everyone else sleeps. The night ends when every living player
 * has tapped and the pack has agreed on one victim, or at its deadline; it never waits for the
 * dead, so its length tells nothing about who is still in.
 */
import type { SeatId } from '../../../shared/games'
import type { WerwolfAction, WerwolfNightRecord } from '../../../shared/views/werwolf'
import type { Rejection } from '../contract'
import { breakTie, countVotes, everyoneActed } from '../kit'
import { afterDeath, eliminate } from './flow'
import { dawnLines } from './narration'
import { refuse } from './rejections'
import { isAlive, isSeat, living, roleOf } from './seats'
import { emptyNight, type NightState, type WerwolfState } from './state'

/** The night action each role sends. */
export type NightAct = 'protect' | 'attack' | 'inspect' | 'sleep'

/** Which night action a seat's role gives it. */
export function nightActOf(state: WerwolfState, seat: SeatId): NightAct {
  switch (roleOf(state, seat)) {
    case 'protector':
      return 'protect'
    case 'wolf':
      return 'attack'
    case 'seer':
      return 'inspect'
    default:
      return 'sleep'
  }
}

/** Whom this seat may tap tonight. */
export function nightTargets(state: WerwolfState, seat: SeatId): SeatId[] {
  const alive = living(state)
  switch (nightActOf(state, seat)) {
    case 'protect':
      // Rule: himself too, but not the same player two nights in a row.
      return alive.filter((s) => s !== state.lastProtected)
    case 'attack':
      return alive.filter((s) => roleOf(state, s) !== 'wolf')
    case 'inspect':
      return alive.filter((s) => s !== seat)
    case 'sleep':
      // Any name will do, one's own too: the list looks the same on every phone.
      return alive
  }
}

/** This seat's current pick tonight. */
export function nightPick(night: NightState, state: WerwolfState, seat: SeatId): SeatId | null {
  switch (nightActOf(state, seat)) {
    case 'protect':
      return night.protect
    case 'attack':
      return night.attacks[seat] ?? null
    case 'inspect':
      return night.inspect
    case 'sleep':
      return night.slept[seat] ?? null
  }
}

/** This seat has tapped tonight (a werewolf with a pick counts as tapped). */
export function hasTapped(night: NightState, state: WerwolfState, seat: SeatId): boolean {
  switch (nightActOf(state, seat)) {
    case 'protect':
      return night.protect !== null
    case 'attack':
      return Object.hasOwn(night.attacks, seat)
    case 'inspect':
      return night.inspect !== null
    case 'sleep':
      return Object.hasOwn(night.slept, seat)
  }
}

/** This seat's tap is in the table's count: a pick, or a first tap that picked nothing. */
export function isCounted(night: NightState, state: WerwolfState, seat: SeatId): boolean {
  return hasTapped(night, state, seat) || night.touched.includes(seat)
}

/** Living players in the table's count tonight (who tapped at all; the night waits for picks). */
export function countedSeats(state: WerwolfState): SeatId[] {
  const night = state.night
  return night ? living(state).filter((seat) => isCounted(night, state, seat)) : []
}

/** Living players who have tapped tonight. */
export function tappedSeats(state: WerwolfState): SeatId[] {
  const night = state.night
  return night ? living(state).filter((seat) => hasTapped(night, state, seat)) : []
}

/**
 * Rule: the werewolves agree on one player, and only then does the narrator nod. True when every
 * living werewolf has picked and all picked the same player (a lone werewolf always agrees).
 */
export function packAgrees(state: WerwolfState, night: NightState): boolean {
  const picks = new Set(living(state).filter((seat) => roleOf(state, seat) === 'wolf').map((wolf) => night.attacks[wolf]))
  return picks.size === 1 && !picks.has(undefined)
}

/**
 * The night is over early: every living player has made a pick and the pack agrees. It never waits
 * for the dead, so its length tells nothing; a split pack plays on to the deadline.
 */
export function nightComplete(state: WerwolfState): boolean {
  const night = state.night
  return night !== null && everyoneActed(living(state), (seat) => hasTapped(night, state, seat)) && packAgrees(state, night)
}

type NightAction = Extract<WerwolfAction, { type: NightAct }>

/** A night tap, checked against the rules (the night step decides when the night is complete). */
export function nightAct(state: WerwolfState, seat: SeatId, action: NightAction): WerwolfState | Rejection {
  const night = state.night
  if (!night) return refuse(state, 'wrong_phase')
  if (nightActOf(state, seat) !== action.type) return refuse(state, 'not_your_role')
  const target = action.target
  // Werewolves may change their pick until dawn, and sleepers their tap, so those two phones look alike.
  if (action.type !== 'attack' && action.type !== 'sleep' && hasTapped(night, state, seat)) return refuse(state, 'already_acted')
  if (target !== undefined) {
    if (!isSeat(state, target)) return refuse(state, 'unknown_target')
    if (!isAlive(state, target)) return refuse(state, 'target_out')
  }
  let next: WerwolfState
  switch (action.type) {
    case 'protect':
      if (action.target === state.lastProtected) return refuse(state, 'protect_repeat')
      next = { ...state, night: { ...night, protect: action.target } }
      break
    case 'attack':
      if (roleOf(state, action.target) === 'wolf') return refuse(state, 'wolf_target')
      next = { ...state, night: { ...night, attacks: { ...night.attacks, [seat]: action.target } } }
      break
    case 'inspect': {
      if (action.target === seat) return refuse(state, 'self_target')
      const wolf = roleOf(state, action.target) === 'wolf'
      next = {
        ...state,
        night: { ...night, inspect: action.target },
        seen: [...state.seen, { seer: seat, day: state.day, target: action.target, wolf }],
      }
      break
    }
    case 'sleep':
      next = { ...state, night: { ...night, slept: { ...night.slept, [seat]: target ?? null } } }
      break
  }
  return { ...next, acted: true }
}

/**
 * A first tap on a name this role cannot pick (a fellow werewolf, last night's guarded player, the
 * seer's own name): it raises the table's count like any first tap, so watching the count while one
 * person taps tells nothing, and it picks nothing; the night still waits for this seat's pick.
 */
export function touchAct(state: WerwolfState, seat: SeatId): WerwolfState | Rejection {
  const night = state.night
  if (!night) return refuse(state, 'wrong_phase')
  // Already in the count (a second phone of the seat, a tap twice): nothing to change or refuse.
  if (isCounted(night, state, seat)) return state
  return { ...state, night: { ...night, touched: [...night.touched, seat] }, acted: true }
}

/**
 * The werewolves' victim: their common pick, else the plurality, a tie drawn with the seeded rng;
 * nobody when no werewolf picked.
 */
export function wolvesVictim(state: WerwolfState, night: NightState): [SeatId | null, number] {
  const picks = living(state)
    .filter((wolf) => Object.hasOwn(night.attacks, wolf) && isAlive(state, night.attacks[wolf] as SeatId))
    .map((wolf) => ({ voter: wolf, target: night.attacks[wolf] as SeatId }))
  const result = countVotes(state.seats, picks)
  switch (result.kind) {
    case 'out':
      return [result.seat, state.rng]
    case 'tie':
      return breakTie(state.rng, result.tied, { by: 'chance' })
    case 'none':
      return [null, state.rng]
  }
}

/** The night ends at `at`: the victim is taken unless the protector guarded them; morning comes. */
export function endNight(state: WerwolfState, at: number): WerwolfState {
  const night = state.night ?? emptyNight()
  const [victim, rng] = wolvesVictim(state, night)
  const saved = victim !== null && victim === night.protect
  const dead = saved ? null : victim
  const record: WerwolfNightRecord = {
    day: state.day,
    protect: night.protect,
    attacks: living(state)
      .filter((wolf) => Object.hasOwn(night.attacks, wolf))
      .map((wolf) => ({ by: wolf, target: night.attacks[wolf] as SeatId })),
    inspect: night.inspect,
    victim,
    saved,
  }
  let next: WerwolfState = {
    ...state,
    rng,
    night: null,
    lastProtected: night.protect,
    nights: [...state.nights, record],
    log: [...state.log, { type: 'dawn', day: state.day, victim: dead }],
  }
  if (dead !== null) next = eliminate(next, dead, 'night', 'wolves')
  const story = dawnLines(next, dead, !state.options.secretCards)
  return afterDeath(next, dead, at, story, 'discussion')
}
