/**
 * Undercover Cops' knowledge model, written from the rule reference and the rules page's
 * "decisions of the app" (not from view.ts):
 * - Everyone knows their own role (and so their own wristband, side and markers). Nobody else's role
 *   is known while the game runs — the cops do not know each other either — except: a banished
 *   player's role with the setting `revealBanished`; the exact role a Türsteher's reveal showed him
 *   (to him alone); everything to everyone at the end; everything to the moderator.
 * - Wristbands are never shown per seat to others, only as a count on one's own floor. A successful
 *   observation tells the observer whether that one seat wears one.
 * - A search tells the searcher whether the target is police ("badge found") or not (a marker).
 * - Floor picks are secret. Once the floors are fixed (the view contract shows the scene from the
 *   event step on), a seat knows who stands on its own floor and how many wristbands are there —
 *   for that day, and later in its summary — never another floor.
 * - Actions (search, observe, reveal) and their targets are known to the actor only.
 * - Markers: one's own count only (and a court order's loss only to the one who lost). Arrests are public.
 * - Türsteher reveals left: the Türsteher only.
 * - Ready marks are public: the table is told whom it still waits for (in the VIP's decision, where
 *   everyone taps, only how many have: the VIP's pick and its moment are the VIP's). Who has voted is public
 *   too, whom they voted for is secret until the round closes; closed rounds' ballots are public,
 *   except after a tied first round (the VIP's vote counted double in it, or the standing tie says
 *   the VIP voted for none of the tied): who voted for whom there would point at the VIP, so it
 *   waits for the end.
 * - Whether the VIP or chance decided a tie after the runoff would tell whether the VIP is still in:
 *   told at the end only.
 * - Players who are out (arrested or banished) keep their own information and the public log:
 *   they do not see everything.
 */
import type { SeatId } from '../../../../shared/games'
import type { CopsDayRecord, CopsRole } from '../../../../shared/views/cops'
import type { Viewer } from '../../../../server/games/contract'
import { cops } from '../../../../server/games/cops'
import { actionTargets, isCounted } from '../../../../server/games/cops/action-phase'
import { livingVip } from '../../../../server/games/cops/banishment'
import { openFloors } from '../../../../server/games/cops/floors'
import { teamOf, wearsWristband } from '../../../../server/games/cops/roles'
import { isAlive, isSeat } from '../../../../server/games/cops/seats'
import type { CopsState } from '../../../../server/games/cops/state'
import { type Fact, type KnowledgeModel, type Pattern, type Test, type Twin, has, isList } from '../knowledge'

const isText: Test = (value) => typeof value === 'string'
const isBool: Test = (value) => typeof value === 'boolean'
const isNumber: Test = (value) => typeof value === 'number'

type Kind = 'role' | 'wristband' | 'police' | 'action' | 'markers' | 'floor' | 'ballot' | 'ready' | 'reveals' | 'decider'
interface CopsFact extends Fact {
  kind: Kind
  about: SeatId
  /** floor facts: the day and floor the fact is about. */
  day?: number
  floor?: number
  /** action facts: the actor. */
  by?: SeatId
}

/** The seat looking, if the viewer is a seat of this game. */
function seatOf(state: CopsState, viewer: Viewer): SeatId | null {
  return typeof viewer === 'string' && isSeat(state, viewer) ? viewer : null
}

/** The moderator, and everyone once the game is over. Out players are not all-seeing. */
function allSeeing(state: CopsState, viewer: Viewer): boolean {
  return (typeof viewer === 'object' && viewer !== null) || state.phase === 'ended'
}

function outCause(state: CopsState, seat: SeatId) {
  return state.out.find((o) => o.seat === seat)?.cause ?? null
}

/** Day records whose action phase is over (the actors have their results). */
function resolvedDays(state: CopsState): CopsDayRecord[] {
  return state.days.filter((d) => state.log.some((r) => r.type === 'arrests' && r.day === d.day))
}

function myActions(state: CopsState, me: SeatId | null) {
  if (me === null) return []
  return resolvedDays(state).flatMap((d) => d.actions.filter((a) => a.by === me))
}

function knowsRole(state: CopsState, viewer: Viewer, seat: SeatId): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  if (me === seat) return true
  if (state.options.revealBanished && outCause(state, seat) === 'banished') return true
  return myActions(state, me).some((a) => a.type === 'reveal' && a.target === seat)
}

function knowsWristband(state: CopsState, viewer: Viewer, seat: SeatId): boolean {
  if (knowsRole(state, viewer, seat)) return true
  return myActions(state, seatOf(state, viewer)).some((a) => a.type === 'observe' && a.target === seat && a.seen)
}

function knowsPolice(state: CopsState, viewer: Viewer, seat: SeatId): boolean {
  if (knowsRole(state, viewer, seat)) return true
  return myActions(state, seatOf(state, viewer)).some((a) => a.type === 'search' && a.target === seat)
}

function notices(keys: readonly string[], seat: SeatId): Pattern[] {
  return keys.map((key) => ({ key, params: { player: `#${seat}` } }))
}

function facts(state: CopsState): CopsFact[] {
  const out: CopsFact[] = []
  const push = (f: CopsFact) => out.push(f)
  for (const seat of state.seats) {
    const role = state.roles[seat] as CopsRole
    const band = wearsWristband(role)
    const police = teamOf(role) === 'police'
    push({
      kind: 'role',
      about: seat,
      id: `role:${seat}`,
      detail: `${seat} is ${role}`,
      shows: [{ seat, role: isText }, { player: `#${seat}`, role: isText }, { type: 'role', target: seat }, { target: seat, role: isText }, { out: seat, role: isText }],
    })
    push({
      kind: 'wristband',
      about: seat,
      id: `wristband:${seat}`,
      detail: `${seat} ${band ? 'wears' : 'wears no'} wristband`,
      shows: [{ seat, wristband: isBool }, { type: 'wristband', target: seat }, { target: seat, wristband: isBool }, ...notices(['cops.result.wristband', 'cops.result.noWristband'], seat)],
    })
    push({
      kind: 'police',
      about: seat,
      id: `police:${seat}`,
      detail: `${seat} is ${police ? '' : 'not '}police`,
      shows: [
        { type: 'badgeFound', target: seat },
        { type: 'markerPlaced', target: seat },
        { type: 'search', target: seat, found: isText },
        ...notices(['cops.result.badgeFound', 'cops.result.markerPlaced'], seat),
      ],
    })
    push({
      kind: 'markers',
      about: seat,
      id: `markers:${seat}`,
      detail: `${seat} carries ${state.markers[seat] ?? 0} markers`,
      shows: [{ seat, markers: isNumber }, { seat, total: isNumber }],
    })
    if (Object.hasOwn(state.revealsLeft, seat)) {
      push({ kind: 'reveals', about: seat, id: `reveals:${seat}`, detail: `${seat} has ${state.revealsLeft[seat]} reveals left`, shows: [{ seat, revealsLeft: isNumber }] })
    }
  }
  // Court orders: only the one who lost the marker learns it.
  for (const d of state.days) {
    if (d.markerLost !== null) push({ kind: 'markers', about: d.markerLost, id: `markerLost:${d.day}:${d.markerLost}`, detail: `${d.markerLost} lost a marker on day ${d.day}`, shows: [{ markerLost: d.markerLost }] })
  }
  // Floors: who stood where each day, and the head and wristband count of each floor.
  for (const d of state.days) {
    const floors = new Set<number>()
    for (const [seat, floor] of Object.entries(d.placement)) {
      floors.add(floor)
      push({
        kind: 'floor',
        about: seat,
        day: d.day,
        floor,
        id: `floor:${d.day}:${seat}`,
        detail: `${seat} stood on floor ${floor} on day ${d.day}`,
        shows: [{ day: d.day, floor, seats: has(seat) }, { day: d.day, placement: { [seat]: floor } }],
      })
    }
    for (const floor of floors) {
      push({ kind: 'floor', about: '', day: d.day, floor, id: `floorCount:${d.day}:${floor}`, detail: `who and how many wristbands stood on floor ${floor} on day ${d.day}`, shows: [{ day: d.day, floor, wristbands: isNumber }] })
    }
  }
  // Floor picks while the choice runs (only a seat-keyed record could show them).
  if (state.phase === 'floor') {
    for (const [seat, floor] of Object.entries(state.picks)) push({ kind: 'floor', about: seat, id: `pick:${seat}`, detail: `${seat} picked floor ${floor}`, shows: [{ [seat]: floor }] })
  }
  // Actions: resolved ones in the day records, chosen ones while the action phase runs.
  for (const d of state.days) {
    for (const a of d.actions) {
      const shows: Pattern[] = [{ by: a.by, target: a.target, type: a.type }]
      if (a.type === 'search' && a.found === 'marker') shows.push({ by: a.by, seat: a.target, day: d.day })
      push({ kind: 'action', about: a.target, by: a.by, id: `action:${d.day}:${a.by}>${a.target}`, detail: `${a.by} ${a.type === 'search' ? 'searched' : a.type === 'observe' ? 'observed' : 'revealed'} ${a.target} on day ${d.day}`, shows })
    }
  }
  if (state.phase === 'action') {
    for (const [by, p] of Object.entries(state.planned)) {
      push({ kind: 'action', about: p.target, by, id: `plan:${by}>${p.target}`, detail: `${by} chose to ${p.type} ${p.target} (not resolved yet)`, shows: [{ by, target: p.target }] })
    }
    // A tap that picked nothing (alone on a floor, or a name from another floor): theirs to know, like an action.
    for (const by of state.touched) push({ kind: 'action', about: by, by, id: `touch:${by}`, detail: `${by} confirmed without picking`, shows: [{ touched: has(by) }] })
  }
  if (state.phase === 'event' || state.phase === 'discussion') {
    for (const seat of state.ready) push({ kind: 'ready', about: seat, id: `ready:${seat}`, detail: `${seat} tapped ready`, shows: [{ ready: has(seat) }] })
  }
  for (const record of state.log) {
    if (record.type === 'vote' && record.sealed) {
      for (const { voter, target } of record.ballots) {
        // The same ballot in another, public round (the runoff) tells nothing of this one.
        const otherRound: Pattern[] = [{ type: 'vote', day: (day) => day !== record.day }, { type: 'vote', round: (round) => round !== record.round }]
        push({ kind: 'ballot', about: voter, id: `sealed:${record.day}:${record.round}:${voter}`, detail: `${voter} voted ${target} in a tied first round`, shows: [{ voter, target }], except: otherRound })
      }
    }
    if (record.type === 'decision') {
      push({ kind: 'decider', about: '', id: `decider:${record.day}`, detail: `${record.by === 'vip' ? 'the VIP' : 'chance'} decided day ${record.day}'s tie`, shows: [{ type: 'decision', by: isText }, { out: record.out, by: record.by, tied: isList }] })
    }
  }
  if (state.phase === 'vote' || state.phase === 'runoff') {
    for (const [voter, target] of Object.entries(state.ballots)) {
      // Closed rounds are public: their ballots sit in log entries and the summary, which carry a round.
      push({ kind: 'ballot', about: voter, id: `ballot:${voter}`, detail: `${voter} voted ${target} (round still open)`, shows: [{ voter }], except: [{ round: isText, ballots: isList }] })
    }
  }
  return out
}

function mayKnow(state: CopsState, viewer: Viewer, f: CopsFact): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  switch (f.kind) {
    case 'role':
      return knowsRole(state, viewer, f.about)
    case 'wristband':
      return knowsWristband(state, viewer, f.about)
    case 'police':
      return knowsPolice(state, viewer, f.about)
    case 'floor': {
      if (me === null) return false
      if (f.day === undefined) return me === f.about // a pick while the choice runs
      if (me === f.about) return true
      const record = state.days.find((d) => d.day === f.day)
      return record !== undefined && record.placement[me] === f.floor
    }
    case 'action':
      return me !== null && me === f.by
    case 'ready':
      return true
    case 'decider':
      return false
    case 'markers':
    case 'reveals':
    case 'ballot':
      return me !== null && me === f.about
  }
}

function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)]
}

function twins(state: CopsState, viewer: Viewer, random: () => number): Twin<CopsState>[] {
  if (allSeeing(state, viewer)) return []
  const me = seatOf(state, viewer)
  const out: Twin<CopsState>[] = []
  const others = state.seats.filter((s) => s !== me)
  const living = others.filter((s) => isAlive(state, s))

  // Two seats whose roles this viewer does not know swap roles, keeping every wristband (so every
  // floor count stays) and, where the sides differ, only among seats whose side the viewer cannot tell.
  const searched = new Set(myActions(state, me).flatMap((a) => (a.type === 'search' ? [a.target] : [])))
  const hidden = others.filter((s) => !knowsWristband(state, viewer, s))
  const pairs = hidden.flatMap((a) =>
    hidden
      .filter((b) => {
        if (a >= b) return false
        const ra = state.roles[a] as CopsRole
        const rb = state.roles[b] as CopsRole
        if (ra === rb || wearsWristband(ra) !== wearsWristband(rb)) return false
        if (teamOf(ra) === teamOf(rb)) return true
        // Arrested players are known to be festival; markers only ever lie on festival players.
        const sideKnown = (s: SeatId) => searched.has(s) || outCause(state, s) === 'arrested'
        return !sideKnown(a) && !sideKnown(b)
      })
      .map((b) => [a, b] as const),
  )
  const pair = pickOne(pairs, random)
  if (pair) {
    const [a, b] = pair
    const ra = state.roles[a] as CopsRole
    const rb = state.roles[b] as CopsRole
    const markers = teamOf(ra) === teamOf(rb) ? state.markers : { ...state.markers, [a]: state.markers[b] ?? 0, [b]: state.markers[a] ?? 0 }
    out.push({ label: `${a} (${ra}) and ${b} (${rb}) swap roles`, state: { ...state, roles: { ...state.roles, [a]: rb, [b]: ra }, markers } })
  }

  // Another seat's marker count changes (below an arrest).
  const marked = pickOne(living.filter((s) => (state.markers[s] ?? 0) < 2), random)
  if (marked) out.push({ label: `${marked} carries another number of markers`, state: { ...state, markers: { ...state.markers, [marked]: (state.markers[marked] ?? 0) === 0 ? 1 : 0 } } })

  // Another seat's resolved observation came out the other way.
  const observations = state.days.flatMap((d, i) => d.actions.flatMap((a, j) => (a.type === 'observe' && a.by !== me ? [[i, j] as const] : [])))
  const obs = pickOne(observations, random)
  if (obs) {
    const [i, j] = obs
    const days = state.days.map((d, di) =>
      di !== i
        ? d
        : {
            ...d,
            actions: d.actions.map((a, aj) => {
              if (aj !== j || a.type !== 'observe') return a
              const seen = !a.seen
              return { ...a, seen, wristband: seen ? wearsWristband(state.roles[a.target] as CopsRole) : null }
            }),
          },
    )
    out.push({ label: `an observation by ${state.days[i]!.actions[j]!.by} came out the other way`, state: { ...state, days } })
  }

  switch (state.phase) {
    case 'floor': {
      const picker = pickOne(living.filter((s) => Object.hasOwn(state.picks, s)), random)
      if (picker) {
        const floor = pickOne(openFloors(state).filter((f) => f !== state.picks[picker]), random)
        if (floor !== undefined) out.push({ label: `${picker} picks floor ${floor} instead`, state: { ...state, picks: { ...state.picks, [picker]: floor } } })
      }
      break
    }
    case 'action': {
      const actor = pickOne(Object.keys(state.planned).filter((s) => s !== me), random)
      if (actor) {
        const plan = state.planned[actor]!
        const target = pickOne(actionTargets(state, actor).filter((t) => t !== plan.target), random)
        if (target) out.push({ label: `${actor} targets ${target} instead`, state: { ...state, planned: { ...state.planned, [actor]: { ...plan, target } } } })
      }
      // A tap that picked nothing, or instead an action by someone who had not acted: the same count.
      const lone = pickOne(state.touched.filter((s) => s !== me && !Object.hasOwn(state.planned, s)), random)
      const other = pickOne(living.filter((s) => s !== me && !isCounted(state, s) && cops.legalActions(state, s).length > 0), random)
      if (lone && other) {
        const action = pickOne(cops.legalActions(state, other), random)!
        if (action.type === 'search' || action.type === 'observe' || action.type === 'reveal') {
          const touched = state.touched.filter((s) => s !== lone)
          out.push({ label: `${other} acted instead of ${lone}'s confirm that picked nothing`, state: { ...state, touched, planned: { ...state.planned, [other]: { type: action.type, target: action.target } } } })
        }
      }
      break
    }
    case 'vote':
    case 'runoff': {
      const voter = pickOne(Object.keys(state.ballots).filter((v) => v !== me), random)
      if (voter) {
        const targets = cops.legalActions(state, voter).flatMap((a) => (a.type === 'vote' ? [a.target] : []))
        const target = pickOne(targets, random)
        if (target) out.push({ label: `${voter} votes ${target} instead`, state: { ...state, ballots: { ...state.ballots, [voter]: target } } })
      }
      break
    }
    case 'vipDecides': {
      // The VIP's pick is the VIP's alone, and so is the moment of it: to anyone else it must look
      // like any other tap (whom it picked, and whether it was the VIP who tapped or someone else).
      const vip = livingVip(state)
      if (vip === null || vip === me || state.vipPick === null) break
      const other = pickOne(state.tied.filter((t) => t !== state.vipPick), random)
      if (other) out.push({ label: `the VIP picks ${other} instead`, state: { ...state, vipPick: other } })
      const tapper = pickOne(living.filter((s) => s !== vip && !state.ready.includes(s)), random)
      if (tapper) {
        const ready = [...state.ready.filter((s) => s !== vip), tapper]
        out.push({ label: `${tapper} tapped where the VIP picked`, state: { ...state, vipPick: null, ready } })
      }
      break
    }
    default:
      break
  }
  // Two twins per view at most keep the audit fast; over thousands of states every kind comes up.
  while (out.length > 2) out.splice(Math.floor(random() * out.length), 1)
  return out
}

/** The model the leak audit uses for Undercover Cops. */
export const model: KnowledgeModel<CopsState, CopsFact> = {
  kinds: ['role', 'wristband', 'police', 'action', 'markers', 'floor', 'ballot', 'ready', 'reveals', 'decider'],
  facts,
  mayKnow,
  reseed: (state) => ({ ...state, rng: (state.rng ^ 0x5bd1e995) >>> 0 }),
  twins,
}
