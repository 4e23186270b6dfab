/**
 * Werwolf's knowledge model, written from the rule book (not from view.ts):
 * - Everyone knows their own card; the werewolves know each other (they meet on night 1).
 * - A card is turned over when its player is out, unless "secret to the end" is on.
 * - The hunter's role is public from the moment he is called to shoot.
 * - The seer learns "werewolf or not" of each player she looks at, nothing more.
 * - Night picks are known to whoever made them (the werewolves see each other's picks).
 * - Ready marks are public (the table is told whom it waits for), and so is who has voted; whom
 *   they voted for is secret until the round closes. Who has tapped at night shows as a count only.
 * - The moderator, everyone after the end, and the dead when "dead see all" is on, know it all —
 *   but a hunter who is out is not yet a watching dead while his own shot is pending: by the rule
 *   he names his target at once, without looking at anything new.
 */
import type { SeatId } from '../../../../shared/games'
import type { Viewer } from '../../../../server/games/contract'
import { werwolf } from '../../../../server/games/werwolf'
import { hasTapped, isCounted, nightTargets, tappedSeats } from '../../../../server/games/werwolf/night'
import { isAlive, isSeat, living, roleOf } from '../../../../server/games/werwolf/seats'
import type { WerwolfState } from '../../../../server/games/werwolf/state'
import { type Fact, type KnowledgeModel, type Twin, has, isList } from '../knowledge'

const SUITS: Record<string, string> = { spades: '♠', clubs: '♣', diamonds: '♦', hearts: '♥' }
/** The seer's findings as private notices, in both themes. */
const FINDING_KEYS = ['werwolf.private.isWolf', 'werwolf.private.notWolf', 'werwolf.mafia.private.isWolf', 'werwolf.mafia.private.notWolf']
const DAY_PHASES = new Set(['discussion', 'vote', 'defense', 'runoff'])
const isText = (value: unknown) => typeof value === 'string'

type Kind = 'role' | 'wolfness' | 'protect' | 'inspect' | 'attack' | 'tapped' | 'ready' | 'ballot'
interface WerwolfFact extends Fact {
  kind: Kind
  about: SeatId
}

function isWolf(state: WerwolfState, seat: SeatId | null): boolean {
  return seat !== null && roleOf(state, seat) === 'wolf'
}

/** The seat looking, if the viewer is a seat of this game. */
function seatOf(state: WerwolfState, viewer: Viewer): SeatId | null {
  return typeof viewer === 'string' && isSeat(state, viewer) ? viewer : null
}

/** Knows everything: the moderator, anyone after the end, the watching dead (but not a hunter about to shoot). */
function allSeeing(state: WerwolfState, viewer: Viewer): boolean {
  if (typeof viewer === 'object' && viewer !== null) return true
  if (state.phase === 'ended') return true
  const seat = seatOf(state, viewer)
  if (seat === null || isAlive(state, seat) || !state.options.deadSeeAll) return false
  return !(state.phase === 'hunter' && state.hunter?.seat === seat)
}

/** The hunter's role is public once he is called to shoot. */
function calledAsHunter(state: WerwolfState, seat: SeatId): boolean {
  return (state.phase === 'hunter' && state.hunter?.seat === seat) || state.log.some((r) => r.type === 'shot' && r.hunter === seat)
}

function knowsRole(state: WerwolfState, viewer: Viewer, seat: SeatId): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  if (me === seat) return true
  if (isWolf(state, me) && isWolf(state, seat)) return true
  if (!isAlive(state, seat) && !state.options.secretCards) return true
  return calledAsHunter(state, seat)
}

function knowsWolfness(state: WerwolfState, viewer: Viewer, seat: SeatId): boolean {
  if (knowsRole(state, viewer, seat)) return true
  const me = seatOf(state, viewer)
  if (isWolf(state, me)) return true
  return state.seen.some((s) => s.seer === me && s.target === seat)
}

function fact(kind: Kind, about: SeatId, id: string, detail: string, shows: Fact['shows'], except?: Fact['except']): WerwolfFact {
  return except ? { kind, about, id, detail, shows, except } : { kind, about, id, detail, shows }
}

function facts(state: WerwolfState): WerwolfFact[] {
  const out: WerwolfFact[] = []
  for (const seat of state.seats) {
    const hand = state.hands[seat]!
    const card = `${hand.card.rank}${SUITS[hand.card.suit]}`
    out.push(
      fact('role', seat, `role:${seat}`, `${seat} holds ${card} (${hand.role})`, [
        { rank: hand.card.rank, suit: hand.card.suit },
        { player: `#${seat}`, role: isText },
      ]),
      fact('wolfness', seat, `wolf:${seat}`, `${seat} is ${hand.role === 'wolf' ? '' : 'not '}a werewolf`, [
        { by: seat },
        { mates: has(seat) },
        ...FINDING_KEYS.map((key) => ({ key, params: { player: `#${seat}` } })),
      ]),
    )
  }
  const nights = [...state.nights, ...(state.night ? [{ protect: state.night.protect, inspect: state.night.inspect, attacks: Object.entries(state.night.attacks).map(([by, target]) => ({ by, target })) }] : [])]
  const seen = new Set<string>()
  const once = (f: WerwolfFact) => {
    if (!seen.has(f.id)) out.push(f)
    seen.add(f.id)
  }
  for (const night of nights) {
    if (night.protect !== null) once(fact('protect', night.protect, `protect:${night.protect}`, `the protector guarded ${night.protect}`, [{ protect: night.protect }]))
    if (night.inspect !== null) once(fact('inspect', night.inspect, `inspect:${night.inspect}`, `the seer looked at ${night.inspect}`, [{ inspect: night.inspect }]))
    for (const mark of night.attacks) once(fact('attack', mark.by, `attack:${mark.by}>${mark.target}`, `${mark.by} picked ${mark.target} at night`, [{ by: mark.by, target: mark.target }]))
  }
  if (state.night) {
    for (const seat of tappedSeats(state)) out.push(fact('tapped', seat, `tapped:${seat}`, `${seat} has tapped tonight`, [{ done: has(seat) }]))
  }
  if (state.phase === 'discussion') for (const seat of state.ready) out.push(fact('ready', seat, `ready:${seat}`, `${seat} is ready to vote`, [{ ready: has(seat) }]))
  if (state.phase === 'vote' || state.phase === 'runoff') {
    for (const [voter, target] of Object.entries(state.ballots)) {
      // Closed rounds are public: their ballots sit in log entries and the summary, which carry a round.
      out.push(fact('ballot', voter, `ballot:${voter}`, `${voter} voted ${target ?? 'abstain'} (round still open)`, [{ voter }], [{ round: isText, ballots: isList }]))
    }
  }
  return out
}

function mayKnow(state: WerwolfState, viewer: Viewer, f: WerwolfFact): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  switch (f.kind) {
    case 'role':
      return knowsRole(state, viewer, f.about)
    case 'wolfness':
      return knowsWolfness(state, viewer, f.about)
    case 'protect':
      return me !== null && roleOf(state, me) === 'protector'
    case 'inspect':
      return me !== null && roleOf(state, me) === 'seer'
    case 'attack':
      return isWolf(state, me)
    case 'tapped':
      return me === f.about || (isWolf(state, me) && isWolf(state, f.about))
    case 'ready':
      return true
    case 'ballot':
      return me === f.about
  }
}

function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)]
}

/** Two different items at random, or undefined. */
function pickTwo<T>(items: readonly T[], random: () => number): [T, T] | undefined {
  if (items.length < 2) return undefined
  const i = Math.floor(random() * items.length)
  const j = (i + 1 + Math.floor(random() * (items.length - 1))) % items.length
  return [items[i] as T, items[j] as T]
}

function twins(state: WerwolfState, viewer: Viewer, random: () => number): Twin<WerwolfState>[] {
  if (allSeeing(state, viewer)) return []
  const me = seatOf(state, viewer)
  const out: Twin<WerwolfState>[] = []
  const hidden = state.seats.filter((s) => !knowsRole(state, viewer, s))

  // Two hidden villagers' playing cards swapped: nothing in the game changes but the cards.
  const villagers = pickTwo(hidden.filter((s) => roleOf(state, s) === 'villager'), random)
  if (villagers) {
    const [a, b] = villagers
    const hands = { ...state.hands, [a]: { ...state.hands[a]!, card: state.hands[b]!.card }, [b]: { ...state.hands[b]!, card: state.hands[a]!.card } }
    out.push({ label: `the cards of ${a} and ${b} are swapped`, state: { ...state, hands } })
  }

  // In the day no role holds anything: two hidden players with different roles swap hands.
  if (DAY_PHASES.has(state.phase)) {
    const unknown = hidden.filter((s) => !knowsWolfness(state, viewer, s))
    const pairs = unknown.flatMap((a) => unknown.filter((b) => a < b && roleOf(state, a) !== roleOf(state, b)).map((b) => [a, b] as const))
    const pair = pickOne(pairs, random)
    if (pair) {
      const [a, b] = pair
      out.push({ label: `${a} (${roleOf(state, a)}) and ${b} (${roleOf(state, b)}) swap roles`, state: { ...state, hands: { ...state.hands, [a]: state.hands[b]!, [b]: state.hands[a]! } } })
    }
  }

  // Another voter's open ballot changes to another legal target.
  if (state.phase === 'vote' || state.phase === 'runoff') {
    const voters = Object.keys(state.ballots).filter((v) => v !== me && state.ballots[v] !== null)
    const voter = pickOne(voters, random)
    if (voter) {
      const targets = werwolf.legalActions(state, voter).flatMap((a) => (a.type === 'vote' ? [a.target] : []))
      const target = pickOne(targets, random)
      if (target) out.push({ label: `${voter} votes ${target} instead`, state: { ...state, ballots: { ...state.ballots, [voter]: target } } })
    }
  }

  // Tonight's hidden picks change to other picks the same player could have made.
  const night = state.night
  if (state.phase === 'night' && night) {
    const wolves = Object.keys(night.attacks)
    const wolf = isWolf(state, me) ? undefined : pickOne(wolves, random)
    if (wolf) {
      const target = pickOne(nightTargets(state, wolf).filter((t) => t !== night.attacks[wolf]), random)
      if (target) out.push({ label: `${wolf} picks ${target} instead`, state: { ...state, night: { ...night, attacks: { ...night.attacks, [wolf]: target } } } })
    }
    const protector = state.seats.find((s) => roleOf(state, s) === 'protector')
    if (protector && protector !== me && night.protect !== null) {
      const target = pickOne(nightTargets(state, protector).filter((t) => t !== night.protect), random)
      if (target) out.push({ label: `the protector guards ${target} instead`, state: { ...state, night: { ...night, protect: target } } })
    }
    // A first tap that picked nothing, made by someone else who had not tapped: the count is the same.
    const toucher = pickOne(night.touched.filter((s) => s !== me && !hasTapped(night, state, s)), random)
    const other = pickOne(living(state).filter((s) => s !== me && !isCounted(night, state, s)), random)
    if (toucher && other) {
      const touched = night.touched.map((s) => (s === toucher ? other : s))
      out.push({ label: `${other} touched instead of ${toucher}`, state: { ...state, night: { ...night, touched } } })
    }
    const seer = state.seats.find((s) => roleOf(state, s) === 'seer')
    if (seer && seer !== me && night.inspect !== null) {
      const target = pickOne(nightTargets(state, seer).filter((t) => t !== night.inspect), random)
      if (target) {
        const seenNow = state.seen.map((s) => (s.seer === seer && s.day === state.day ? { ...s, target, wolf: isWolf(state, target) } : s))
        out.push({ label: `the seer looks at ${target} instead`, state: { ...state, night: { ...night, inspect: target }, seen: seenNow } })
      }
    }
  }
  // Two twins per view at most keep the audit fast; over thousands of states every kind comes up.
  while (out.length > 2) out.splice(Math.floor(random() * out.length), 1)
  return out
}

/** The model the leak audit uses for Werwolf. */
export const model: KnowledgeModel<WerwolfState, WerwolfFact> = {
  kinds: ['role', 'wolfness', 'protect', 'inspect', 'attack', 'tapped', 'ready', 'ballot'],
  facts,
  mayKnow,
  reseed: (state) => ({ ...state, rng: (state.rng ^ 0x5bd1e995) >>> 0 }),
  twins,
}
