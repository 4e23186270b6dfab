/**
 * The night, in two steps with one clock. The hunt ('night'): Armoris pairs two lovers (night 1
 * only), the shifters pick a victim, the Visionary checks someone, the Immortal protects someone;
 * everyone else taps any name. Then, with the Alchemist in the game, the rest of the night
 * ('potion'): the Alchemist sees the fixed victim and may heal or poison; the Visionary, the Immortal
 * and Armoris may still do what they had not done when the hunt ended (the night is theirs to its
 * end; only the shifters' pick must be fixed before the Alchemist's turn); everyone else taps again.
 * Every living player taps in both steps, and each ends once all living have (the hunt also waits
 * for the victim to be fixed), so a night's length tells little about who holds which role.
 */
import type { SeatId } from '../../../shared/games'
import type { NightAct, ShifterAction } from '../../../shared/views/shifter'
import type { Rejection } from '../contract'
import { everyoneActed } from '../kit'
import { dawn } from './dawn'
import { enter } from './flow'
import { hasPicked, recordPick, settle } from './hunt-vote'
import { refuse } from './rejections'
import { pairTonightsLovers } from './lovers'
import { isAlive, isSeat, isShifter, living, roleOf, seatsWith } from './seats'
import type { ShifterState } from './state'

export { dawn }

/** The hunt's acts that do not wait on the shifters' victim, so the rest of the night is still theirs. */
const LATE_ACTS: ReadonlySet<NightAct> = new Set(['inspect', 'protect', 'love'])

/** What a tap on a name does for this seat in the current night step. */
export function nightActOf(state: ShifterState, seat: SeatId): NightAct {
  if (state.phase !== 'potion') return huntActOf(state, seat)
  if (roleOf(state, seat) === 'alchemist') return state.potions.poison ? 'poison' : 'sleep'
  return state.night?.late?.includes(seat) ? huntActOf(state, seat) : 'sleep'
}

/** What this seat's role does in the hunt. */
function huntActOf(state: ShifterState, seat: SeatId): NightAct {
  switch (roleOf(state, seat)) {
    case 'shifter':
      return 'attack'
    case 'visionary':
      return 'inspect'
    case 'immortal':
      return 'protect'
    case 'armoris':
      return state.day === 1 ? 'love' : 'sleep'
    default:
      return 'sleep'
  }
}

/**
 * Whom this seat may tap now. Every phone lists every living player; for 'sleep' any of them will
 * do (the tap only says "done"), the other acts accept the names their rule allows.
 */
export function nightTargets(state: ShifterState, seat: SeatId): SeatId[] {
  const night = state.night
  if (!night) return []
  const alive = living(state)
  switch (nightActOf(state, seat)) {
    case 'attack':
      return night.tie.length > 0 ? night.tie.filter((s) => isAlive(state, s)) : alive.filter((s) => !isShifter(state, s))
    case 'protect':
      // Not himself, and not the same player two nights running.
      return alive.filter((s) => s !== seat && s !== state.lastProtected)
    case 'love':
      // Himself too; each lover once.
      return alive.filter((s) => !night.love.includes(s))
    case 'inspect':
    case 'poison':
      return alive.filter((s) => s !== seat)
    case 'sleep':
      return alive
  }
}

/** The Alchemist may heal tonight's victim: a victim, the heal potion unused, no potion yet tonight. */
export function mayHeal(state: ShifterState, seat: SeatId): boolean {
  const night = state.night
  return state.phase === 'potion' && night !== null && roleOf(state, seat) === 'alchemist' && state.potions.heal && night.victim !== null
}

/** This living seat is done with the current night step. */
export function hasActed(state: ShifterState, seat: SeatId): boolean {
  const night = state.night
  if (!night) return false
  if (Object.hasOwn(night.slept, seat)) return true
  if (state.phase === 'potion' && roleOf(state, seat) === 'alchemist') return night.potion !== null
  switch (nightActOf(state, seat)) {
    case 'attack':
      return hasPicked(night, seat)
    case 'inspect':
      return night.inspect !== null
    case 'protect':
      return night.protect !== null
    case 'love':
      return night.love.length === 2
    default:
      return false
  }
}

/**
 * This living seat has tapped in the current night step, for the count the table sees. A shifter
 * counts from the first pick on: after a tie it picks again, and a count that fell back would
 * tell the table there was a tie. A `touch` counts too: the pick it did not make is still to come.
 * So does Armoris's first lover: a count that stood still at his confirm would point him out.
 */
export function hasTapped(state: ShifterState, seat: SeatId): boolean {
  const night = state.night
  if (night?.touched.includes(seat)) return true
  if (night) {
    const act = nightActOf(state, seat)
    if (act === 'attack') return night.fixed || Object.hasOwn(night.attacks, seat)
    // Armoris's first lover in this step is his tap; the second is picked on the card, unseen.
    // (Late, with one lover from the hunt, the second is his first in this step.)
    if (act === 'love') return night.love.length > (state.phase === 'potion' ? (night.loveBeforePotion ?? 0) : 0)
  }
  return hasActed(state, seat)
}

/** This seat's picks this step, for its screen. */
export function nightPicks(state: ShifterState, seat: SeatId): SeatId[] {
  const night = state.night
  if (!night) return []
  const slept = night.slept[seat]
  if (slept) return [slept]
  if (state.phase === 'potion' && roleOf(state, seat) === 'alchemist') return night.potion?.type === 'poison' ? [night.potion.target] : []
  switch (nightActOf(state, seat)) {
    case 'attack': {
      const pick = (night.tie.length > 0 ? night.runoff : night.attacks)[seat]
      return pick ? [pick] : []
    }
    case 'inspect':
      return night.inspect ? [night.inspect] : []
    case 'protect':
      return night.protect ? [night.protect] : []
    case 'love':
      return [...night.love]
    default:
      return []
  }
}

/** The hunt is over early: every living player has tapped and the victim is fixed. */
export function huntComplete(state: ShifterState): boolean {
  const night = state.night
  return night !== null && night.fixed && everyoneActed(living(state), (seat) => hasActed(state, seat))
}

/** The rest of the night is over early: every living player has tapped. */
export function potionComplete(state: ShifterState): boolean {
  return state.night !== null && everyoneActed(living(state), (seat) => hasActed(state, seat))
}

type NightAction = Extract<ShifterAction, { type: NightAct | 'heal' }>

/** A night tap, checked against the rules. */
export function nightAct(state: ShifterState, seat: SeatId, action: NightAction): ShifterState | Rejection {
  const night = state.night
  if (!night || (state.phase !== 'night' && state.phase !== 'potion')) return refuse('wrong_phase')
  if (hasActed(state, seat)) return refuse('already_acted')
  const act = nightActOf(state, seat)
  if (action.type === 'heal') {
    if (state.phase !== 'potion' || roleOf(state, seat) !== 'alchemist') return refuse('not_your_role')
    if (!state.potions.heal) return refuse('potion_used')
    if (night.victim === null) return refuse('no_victim')
    return { ...state, acted: true, potions: { ...state.potions, heal: false }, night: { ...night, potion: { type: 'heal' } } }
  }
  if (action.type !== 'sleep' && action.type !== act) {
    return action.type === 'poison' && state.phase === 'potion' && roleOf(state, seat) === 'alchemist' ? refuse('potion_used') : refuse('not_your_role')
  }
  const target = action.target
  if (target !== undefined) {
    if (!isSeat(state, target)) return refuse('unknown_target')
    if (!isAlive(state, target)) return refuse('target_out')
    if (!nightTargets(state, seat).includes(target)) return refuse(whyNot(state, seat, action.type, target))
  }
  const next: ShifterState = { ...state, acted: true }
  switch (action.type) {
    case 'sleep':
      // For a shifter "nothing" is a pick for nobody; for everyone else the tap only says "done".
      if (act === 'attack') return recordPick(next, seat, null)
      return { ...next, night: { ...night, slept: { ...night.slept, [seat]: target ?? null } } }
    case 'attack':
      return recordPick(next, seat, action.target)
    case 'inspect':
      return {
        ...next,
        night: { ...night, inspect: action.target },
        findings: [...state.findings, { kind: 'inspect', to: seat, day: state.day, target: action.target, shifter: isShifter(state, action.target) }],
      }
    case 'protect':
      return { ...next, night: { ...night, protect: action.target } }
    case 'love':
      return { ...next, night: { ...night, love: [...night.love, action.target] } }
    case 'poison':
      return { ...next, potions: { ...state.potions, poison: false }, night: { ...night, potion: { type: 'poison', target: action.target } } }
  }
}

/**
 * A first confirm on a name this role cannot pick in this step (a fellow shifter, the Immortal's
 * own name, the Alchemist's names while the potions are chosen on the card): it raises the table's
 * count like anyone's first confirm, so watching the count while one person confirms tells
 * nothing, and it picks nothing; the step still waits for this seat's choice.
 */
export function touchAct(state: ShifterState, seat: SeatId): ShifterState | Rejection {
  const night = state.night
  if (!night || (state.phase !== 'night' && state.phase !== 'potion')) return refuse('wrong_phase')
  // Already in the count (a phone that reloaded does not know it tapped): nothing to change or refuse.
  if (hasTapped(state, seat)) return state
  return { ...state, acted: true, night: { ...night, touched: [...night.touched, seat] } }
}

/** Why a living seat is not among this seat's targets. */
function whyNot(state: ShifterState, seat: SeatId, type: NightAct, target: SeatId) {
  if (type === 'attack') return state.night!.tie.length > 0 ? 'not_tied' : 'shifter_target'
  if (type === 'protect' && target === state.lastProtected && target !== seat) return 'protect_repeat'
  if (type === 'love') return 'love_twice'
  return 'self_target'
}

/**
 * The hunt ends (everyone done, the deadline, or a skip): the victim is fixed from the picks made,
 * Armoris's two picks become the lovers (each told whom they love), the Immortal's pick is
 * remembered; then the Alchemist's turn, or straight on to dawn.
 */
export function endHunt(state: ShifterState, at: number): ShifterState {
  const next = pairTonightsLovers(settle(state, 'deadline'))
  if (next.options.alchemist) return enter(next, 'potion', at)
  return dawn(next, at)
}

/**
 * The potion step begins: the (living) Alchemist is shown tonight's victim, and the Visionary,
 * Immortal and Armoris who had neither acted nor tapped "nothing" keep their act for the rest of
 * the night.
 */
export function startPotion(state: ShifterState): ShifterState {
  const night = state.night!
  const alchemists = seatsWith(state, 'alchemist').filter((seat) => isAlive(state, seat))
  // Read as the hunt left it: the step has already changed to 'potion'.
  const hunt: ShifterState = { ...state, phase: 'night' }
  const late = living(state).filter((seat) => !hasActed(hunt, seat) && LATE_ACTS.has(huntActOf(state, seat)))
  return {
    ...state,
    night: { ...night, slept: {}, touched: [], late, loveBeforePotion: night.love.length },
    findings: [...state.findings, ...alchemists.map((to) => ({ kind: 'victim' as const, to, day: state.day, target: night.victim }))],
  }
}
