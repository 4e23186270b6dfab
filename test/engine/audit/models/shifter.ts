/**
 * Shifter Under Us' knowledge model, written from the rule book (not from view.ts):
 * - Everyone knows their own role; the shifters know each other. Roles of the dead stay secret
 *   until the end; the Mortician learns one role of someone who just died.
 * - The Visionary learns "shifter or not" of each player checked. A shifter knows of everyone
 *   whether they are a shifter (the others are the rest).
 * - Night picks are known to whoever made them; the shifters see each other's picks and their
 *   victim, and whether they had to pick again after a tie. The Alchemist learns the victim when
 *   the potion step begins. Only the Alchemist knows which potions are used; only Rambuh whether
 *   his shield broke; only the Mortician whether the look is used.
 * - The lovers learn whom they love (once the first night's hunt ends); Armoris knows the couple.
 *   A lover who dies with the one voted out makes the couple public.
 * - How someone died at night is known only to that player (the table hears only who died).
 * - Who has voted is public; whom, only once the round closes.
 * - The moderator and everyone after the end know it all.
 */
import type { SeatId } from '../../../../shared/games'
import type { Viewer } from '../../../../server/games/contract'
import { voteTargets } from '../../../../server/games/shifter/day-vote'
import { hasTapped, nightTargets } from '../../../../server/games/shifter/night'
import { isAlive, isSeat, partnerOf } from '../../../../server/games/shifter/seats'
import type { ShifterState } from '../../../../server/games/shifter/state'
import { type Fact, type KnowledgeModel, type Pattern, type Twin, has, isList } from '../knowledge'

type Kind = 'role' | 'shifterness' | 'lovers' | 'inspect' | 'protect' | 'attack' | 'tie' | 'victim' | 'potion' | 'shield' | 'look' | 'cause' | 'ballot'
interface ShifterFact extends Fact {
  kind: Kind
  about: SeatId
  /** The night a night fact belongs to. */
  day?: number
}

const DAY_PHASES = new Set(['discussion', 'vote', 'runoff', 'dusk'])
const isText = (value: unknown) => typeof value === 'string'
const note = (key: string, params?: Record<string, string | number>): Pattern => (params ? { key, params } : { key })

function roleOf(state: ShifterState, seat: SeatId | null) {
  return seat === null ? undefined : state.roles[seat]
}

function isShifter(state: ShifterState, seat: SeatId | null): boolean {
  return roleOf(state, seat) === 'shifter'
}

function seatOf(state: ShifterState, viewer: Viewer): SeatId | null {
  return typeof viewer === 'string' && isSeat(state, viewer) ? viewer : null
}

function allSeeing(state: ShifterState, viewer: Viewer): boolean {
  return (typeof viewer === 'object' && viewer !== null) || state.phase === 'ended'
}

/** The couple is public once one of them died at once with a player voted out. */
function couplePublic(state: ShifterState): boolean {
  return state.log.some((r) => r.type === 'vote' && r.followed.length > 0)
}

function knowsRole(state: ShifterState, viewer: Viewer, seat: SeatId): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  if (me === seat) return true
  if (isShifter(state, me) && isShifter(state, seat)) return true
  return state.findings.some((f) => f.kind === 'look' && f.to === me && f.target === seat)
}

function knowsShifterness(state: ShifterState, viewer: Viewer, seat: SeatId): boolean {
  if (knowsRole(state, viewer, seat)) return true
  const me = seatOf(state, viewer)
  if (isShifter(state, me)) return true
  return state.findings.some((f) => f.kind === 'inspect' && f.to === me && f.target === seat)
}

/** Whether this viewer may know about this seat's love: Armoris, the two lovers once paired, everyone once public. */
function knowsLove(state: ShifterState, viewer: Viewer, seat: SeatId): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  if (roleOf(state, me) === 'armoris') return true
  if (state.lovers.includes(seat) && couplePublic(state)) return true
  return me !== null && state.lovers.includes(seat) && state.lovers.includes(me)
}

function fact(kind: Kind, about: SeatId, id: string, detail: string, shows: Pattern[], extra: Partial<ShifterFact> = {}): ShifterFact {
  return { kind, about, id, detail, shows, ...extra }
}

/** Every night so far as the same shape: finished records, then tonight. */
function nightsOf(state: ShifterState) {
  const past = state.nights.map((n) => ({ ...n, fixed: true }))
  const night = state.night
  if (!night) return past
  const picks = (record: Record<SeatId, SeatId | null>, round: 1 | 2) =>
    Object.entries(record).map(([by, target]) => ({ by, target, round }))
  return [
    ...past,
    {
      day: state.day,
      attacks: [...picks(night.attacks, 1), ...picks(night.runoff, 2)],
      victim: night.victim,
      fixed: night.fixed,
      protect: night.protect,
      inspect: night.inspect,
      potion: night.potion,
      tie: night.tie,
    },
  ]
}

function facts(state: ShifterState): ShifterFact[] {
  const out: ShifterFact[] = []
  for (const seat of state.seats) {
    const role = state.roles[seat]!
    const ref = `#${seat}`
    out.push(
      fact('role', seat, `role:${seat}`, `${seat} is the ${role}`, [{ seat, role: isText }, note('shifter.private.look', { player: ref })]),
      fact('shifterness', seat, `shifter:${seat}`, `${seat} is ${role === 'shifter' ? '' : 'not '}a shifter`, [
        { mates: has(seat) },
        { by: seat },
        { key: 'shifter.private.isShifter', params: { player: ref } },
        { key: 'shifter.private.notShifter', params: { player: ref } },
      ]),
    )
  }
  const loving = new Set([...state.lovers, ...(state.night?.love ?? [])])
  for (const seat of loving) {
    const ref = `#${seat}`
    out.push(
      fact('lovers', seat, `love:${seat}`, `${seat} is (being made) a lover`, [
        { lovers: has(seat) },
        { lover: seat },
        note('shifter.private.lovers', { player: ref }),
        { key: 'shifter.private.couple', params: { first: ref } },
        { key: 'shifter.private.couple', params: { second: ref } },
        note('shifter.prompt.loveSecond', { player: ref }),
        { key: 'shifter.prompt.loveDone', params: { first: ref } },
        { key: 'shifter.prompt.loveDone', params: { second: ref } },
      ]),
    )
  }
  const seen = new Set<string>()
  const once = (f: ShifterFact) => {
    if (!seen.has(f.id)) out.push(f)
    seen.add(f.id)
  }
  for (const night of nightsOf(state)) {
    const day = night.day
    if (night.protect !== null) {
      once(fact('protect', night.protect, `protect:${day}`, `night ${day}: the Immortal protected ${night.protect}`, [{ protect: night.protect }, note('shifter.prompt.protected', { player: `#${night.protect}` })], { day }))
    }
    if (night.inspect !== null) once(fact('inspect', night.inspect, `inspect:${day}`, `night ${day}: the Visionary checked ${night.inspect}`, [{ inspect: night.inspect }], { day }))
    for (const mark of night.attacks) {
      once(fact('attack', mark.by, `attack:${day}:${mark.round}:${mark.by}`, `night ${day}: ${mark.by} picked ${mark.target ?? 'nobody'}`, [{ by: mark.by, target: mark.target }], { day }))
    }
    const tied = 'tie' in night ? (night.tie as SeatId[]).length > 0 : night.attacks.some((a) => a.round === 2)
    if (tied) {
      once(fact('tie', state.seats[0]!, `tie:${day}`, `night ${day}: the shifters tied and picked again`, [{ tie: true }, note('shifter.prompt.tie'), note('shifter.prompt.tieDone'), { round: 2, by: isText }], { day }))
    }
    if (night.fixed) {
      const v = night.victim
      const shows: Pattern[] =
        v === null
          ? [note('shifter.prompt.noVictim'), note('shifter.prompt.noVictimFixed'), note('shifter.private.noVictim', { day })]
          : [
              { victim: v },
              { heal: v },
              note('shifter.prompt.victim', { player: `#${v}` }),
              note('shifter.prompt.victimFixed', { player: `#${v}` }),
              note('shifter.prompt.healed', { player: `#${v}` }),
              note('shifter.private.victim', { player: `#${v}`, day }),
            ]
      once(fact('victim', v ?? state.seats[0]!, `victim:${day}`, `night ${day}: the shifters attacked ${v ?? 'nobody'}`, shows, { day }))
    }
    const potion = night.potion
    if (potion) {
      const shows: Pattern[] =
        potion.type === 'heal'
          ? [{ type: 'heal' }, { saved: 'heal' }]
          : [{ type: 'poison', target: potion.target }, note('shifter.prompt.poisoned', { player: `#${potion.target}` })]
      once(fact('potion', potion.type === 'poison' ? potion.target : state.seats[0]!, `potion:${day}`, `night ${day}: the Alchemist used ${potion.type}`, shows, { day }))
    }
  }
  if (!state.potions.heal || !state.potions.poison) {
    out.push(fact('potion', state.seats[0]!, 'potions-used', 'the Alchemist has used a potion', [{ heal: false }, { poison: false }]))
  }
  if (state.shieldBroken) {
    out.push(fact('shield', state.seats[0]!, 'shield', "Rambuh's shield broke", [{ shield: 'broken' }, { saved: 'shield' }, note('shifter.private.shield')]))
  }
  if (state.lookUsed) out.push(fact('look', state.seats[0]!, 'look-used', 'the Mortician has used the look', [{ lookUsed: true }]))
  for (const o of state.out) {
    if (o.time === 'day') continue
    out.push(fact('cause', o.seat, `cause:${o.seat}`, `${o.seat} died of ${o.cause} in the night`, [{ seat: o.seat, out: { cause: isText } }, { seat: o.seat, cause: isText }]))
  }
  if (state.phase === 'vote' || state.phase === 'runoff') {
    for (const voter of Object.keys(state.ballots)) {
      // Closed rounds are public: their ballots sit in log entries and the summary, which carry a round.
      out.push({ ...fact('ballot', voter, `ballot:${voter}`, `${voter} voted ${state.ballots[voter]} (round still open)`, [{ voter }]), except: [{ round: isText, ballots: isList }] })
    }
  }
  return out
}

function mayKnow(state: ShifterState, viewer: Viewer, f: ShifterFact): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  const role = roleOf(state, me)
  switch (f.kind) {
    case 'role':
      return knowsRole(state, viewer, f.about)
    case 'shifterness':
      return knowsShifterness(state, viewer, f.about)
    case 'lovers':
      return knowsLove(state, viewer, f.about)
    case 'inspect':
      return role === 'visionary'
    case 'protect':
      return role === 'immortal'
    case 'attack':
    case 'tie':
      return role === 'shifter'
    case 'victim':
      // The Alchemist sees tonight's victim from the potion step on.
      return role === 'shifter' || (role === 'alchemist' && (f.day! < state.day || state.phase !== 'night'))
    case 'potion':
      return role === 'alchemist'
    case 'shield':
      return role === 'rambuh'
    case 'look':
      return role === 'mortician'
    case 'cause':
      return me === f.about
    case 'ballot':
      return me === f.about
  }
}

function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)]
}

/** Whether `seat` would count as tapped tonight without its touch. */
function hasTappedWithout(state: ShifterState, seat: SeatId): boolean {
  const night = state.night!
  return hasTapped({ ...state, night: { ...night, touched: night.touched.filter((s) => s !== seat) } }, seat)
}

function twins(state: ShifterState, viewer: Viewer, random: () => number): Twin<ShifterState>[] {
  if (allSeeing(state, viewer)) return []
  const me = seatOf(state, viewer)
  const role = roleOf(state, me)
  const out: Twin<ShifterState>[] = []

  // By day no role holds anything: two players whose roles and sides this viewer cannot know swap roles.
  if (DAY_PHASES.has(state.phase)) {
    const unknown = state.seats.filter((s) => s !== me && !knowsShifterness(state, viewer, s))
    const pairs = unknown.flatMap((a) => unknown.filter((b) => a < b && state.roles[a] !== state.roles[b]).map((b) => [a, b] as const))
    const pair = pickOne(pairs, random)
    if (pair) {
      const [a, b] = pair
      out.push({ label: `${a} (${state.roles[a]}) and ${b} (${state.roles[b]}) swap roles`, state: { ...state, roles: { ...state.roles, [a]: state.roles[b]!, [b]: state.roles[a]! } } })
    }
  }

  // Another voter's open ballot changes to another legal target.
  if (state.phase === 'vote' || state.phase === 'runoff') {
    const voter = pickOne(Object.keys(state.ballots).filter((v) => v !== me), random)
    if (voter) {
      const target = pickOne(voteTargets(state, voter).filter((t) => t !== state.ballots[voter]), random)
      if (target) out.push({ label: `${voter} votes ${target} instead`, state: { ...state, ballots: { ...state.ballots, [voter]: target } } })
    }
  }

  // Tonight's hidden picks change to other picks the same player could have made.
  const night = state.night
  if (night && (state.phase === 'night' || state.phase === 'potion')) {
    if (role !== 'shifter' && !night.fixed && night.tie.length === 0) {
      const by = pickOne(Object.keys(night.attacks).filter((s) => night.attacks[s] !== null), random)
      const target = by ? pickOne(nightTargets(state, by).filter((t) => t !== night.attacks[by]), random) : undefined
      if (by && target) out.push({ label: `${by} picks ${target} instead`, state: { ...state, night: { ...night, attacks: { ...night.attacks, [by]: target } } } })
    }
    const immortal = state.seats.find((s) => state.roles[s] === 'immortal')
    if (immortal && role !== 'immortal' && night.protect !== null) {
      const target = pickOne(nightTargets({ ...state, phase: 'night' }, immortal).filter((t) => t !== night.protect), random)
      if (target) out.push({ label: `the Immortal protects ${target} instead`, state: { ...state, night: { ...night, protect: target } } })
    }
    const visionary = state.seats.find((s) => state.roles[s] === 'visionary')
    if (visionary && role !== 'visionary' && night.inspect !== null) {
      const target = pickOne(nightTargets({ ...state, phase: 'night' }, visionary).filter((t) => t !== night.inspect), random)
      if (target) {
        const findings = state.findings.map((f) => (f.kind === 'inspect' && f.to === visionary && f.day === state.day ? { ...f, target, shifter: isShifter(state, target) } : f))
        out.push({ label: `the Visionary checks ${target} instead`, state: { ...state, night: { ...night, inspect: target }, findings } })
      }
    }
    // A first confirm that picked nothing, made by someone else who had not tapped: the count is the same.
    const toucher = pickOne(night.touched.filter((s) => s !== me && !hasTappedWithout(state, s)), random)
    const other = pickOne(state.seats.filter((s) => s !== me && isAlive(state, s) && !hasTapped(state, s)), random)
    if (toucher && other) {
      const touched = night.touched.map((s) => (s === toucher ? other : s))
      out.push({ label: `${other} touched instead of ${toucher}`, state: { ...state, night: { ...night, touched } } })
    }
    const potion = night.potion
    if (role !== 'alchemist' && potion?.type === 'poison') {
      const target = pickOne(state.seats.filter((s) => isAlive(state, s) && s !== potion.target && state.roles[s] !== 'alchemist'), random)
      if (target) out.push({ label: `the Alchemist poisons ${target} instead`, state: { ...state, night: { ...night, potion: { type: 'poison', target } } } })
    }
  }

  // Secrets of single roles: the shield, the potions left, the Mortician's look.
  if (role !== 'rambuh') out.push({ label: "Rambuh's shield is the other way", state: { ...state, shieldBroken: !state.shieldBroken } })
  if (role !== 'alchemist') out.push({ label: 'the heal potion is the other way', state: { ...state, potions: { ...state.potions, heal: !state.potions.heal } } })
  if (role !== 'mortician' && state.phase !== 'farewell') out.push({ label: 'the look is the other way', state: { ...state, lookUsed: !state.lookUsed } })

  // Another player's farewell tap.
  const farewell = state.farewell
  if (farewell) {
    const other = pickOne(Object.keys(farewell.taps).filter((s) => s !== me && state.roles[s] !== 'mortician'), random)
    if (other) {
      const tap = pickOne([...farewell.dead.filter((d) => d !== farewell.taps[other])], random) ?? null
      out.push({ label: `${other} taps ${tap ?? 'nothing'} instead`, state: { ...state, farewell: { ...farewell, taps: { ...farewell.taps, [other]: tap } } } })
    }
  }

  // Another couple, when this viewer cannot know the couple.
  if (state.lovers.length === 2 && !knowsLove(state, viewer, state.lovers[0]!) && me !== null && partnerOf(state, me) === null) {
    const others = state.seats.filter((s) => s !== me && !state.lovers.includes(s))
    const a = pickOne(others, random)
    const b = pickOne(others.filter((s) => s !== a), random)
    if (a && b) out.push({ label: `${a} and ${b} are the lovers instead`, state: { ...state, lovers: [a, b] } })
  }

  // Two twins per view at most keep the audit fast; over thousands of states every kind comes up.
  while (out.length > 2) out.splice(Math.floor(random() * out.length), 1)
  return out
}

/** The model the leak audit uses for Shifter Under Us. */
export const model: KnowledgeModel<ShifterState, ShifterFact> = {
  kinds: ['role', 'shifterness', 'lovers', 'inspect', 'protect', 'attack', 'tie', 'victim', 'potion', 'shield', 'look', 'cause', 'ballot'],
  facts,
  mayKnow,
  reseed: (state) => ({ ...state, rng: (state.rng ^ 0x5bd1e995) >>> 0 }),
  twins,
}
