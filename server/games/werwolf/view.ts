/**
 * What each viewer may see. Spectators: the public story only. A seat: its own card, its pack (for
 * werewolves), its own findings, its own prompt. The moderator, the watching dead (`deadSeeAll`)
 * and everyone after the end: every card and every hidden action.
 */
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import type { Progress } from '../../../shared/views/header'
import type {
  RoleCard,
  WerwolfElimination,
  WerwolfInsight,
  WerwolfLogEntry,
  WerwolfPlayer,
  WerwolfPrompt,
  WerwolfSummary,
  WerwolfView,
  WolfMark,
} from '../../../shared/views/werwolf'
import type { Outcome, Viewer } from '../contract'
import { ballotList, dayProgress, lastStateMemo, logReader, lookerOf as seatLooker, progressOf as stepProgress, tallyOf, tapCount, viewHeader, type Looker as SeatLooker } from '../kit'
import { mayAbstain, voteTargets } from './day-vote'
import { shootTargets } from './hunter'
import { dawnLines, shotLines, voteLines } from './narration'
import { countedSeats, hasTapped, isCounted, nightActOf, nightPick, nightTargets, packAgrees, tappedSeats } from './night'
import { teamOf } from './role-table'
import { isAlive, living, roleOf } from './seats'
import type { LogRecord, NightState, WerwolfState } from './state'
import { roleCard, say, seatRef } from './texts'
import { winnersOf } from './win-check'

/** Who looks, resolved against this game: the kit's looker, and whether it sees everything. */
interface Looker extends SeatLooker {
  omniscient: boolean
}

function lookerOf(state: WerwolfState, viewer: Viewer): Looker {
  const looker = seatLooker(state, viewer)
  const { seat } = looker
  // The hunter is out before he shoots, but aims with only what he knew alive: no peeking first.
  const aiming = state.phase === 'hunter' && state.hunter?.seat === seat
  const watchingDead = seat !== null && !isAlive(state, seat) && state.options.deadSeeAll && !aiming
  // Spelled out, not spread: see server/games/kit/header.ts.
  return { seat: looker.seat, moderator: looker.moderator, kind: looker.kind, omniscient: looker.moderator || watchingDead || state.phase === 'ended' }
}

function cardOf(state: WerwolfState, seat: SeatId): RoleCard | null {
  const hand = state.hands[seat]
  return hand ? roleCard(state.options.theme, hand) : null
}

/** Whether this looker may know this seat's card. */
function knows(state: WerwolfState, looker: Looker, seat: SeatId): boolean {
  if (looker.omniscient || seat === looker.seat) return true
  if (looker.seat !== null && roleOf(state, looker.seat) === 'wolf' && roleOf(state, seat) === 'wolf') return true
  return !isAlive(state, seat) && !state.options.secretCards
}

function shownCard(state: WerwolfState, looker: Looker, seat: SeatId | null): RoleCard | null {
  return seat !== null && knows(state, looker, seat) ? cardOf(state, seat) : null
}

/** The record's subject: who was taken, voted out or shot. */
function subjectOf(record: LogRecord): SeatId | null {
  return record.type === 'dawn' ? record.victim : record.type === 'vote' ? record.out : record.target
}

/** Whether the looker may know the card of the record's subject (there is one, and it may). */
function knowsSubject(state: WerwolfState, looker: Looker, record: LogRecord): boolean {
  const subject = subjectOf(record)
  return subject !== null && knows(state, looker, subject) && state.hands[subject] !== undefined
}

/**
 * Whose eyes the story is told through. The watching dead know every card, but their story stands
 * outside the covered card, readable by the living beside them: with secret cards theirs is the
 * table's story, as a spectator reads it (what they know lives on the covered card).
 */
function storyLooker(state: WerwolfState, looker: Looker): Looker {
  const watchingDead = looker.omniscient && !looker.moderator && state.phase !== 'ended'
  return watchingDead && state.options.secretCards ? lookerOf(state, null) : looker
}

/** The public story through a looker's lens: whether cards are told, and whether it may see this one. */
const readLog = logReader<LogRecord, WerwolfLogEntry, { state: WerwolfState; looker: Looker }>(
  (record, { state, looker }) => `${looker.omniscient || !state.options.secretCards}:${knowsSubject(state, looker, record)}`,
  (record, { state, looker }) =>
    buildEntry(state, record, shownCard(state, looker, subjectOf(record)), looker.omniscient || !state.options.secretCards),
)

function buildEntry(state: WerwolfState, record: LogRecord, card: RoleCard | null, reveal: boolean): WerwolfLogEntry {
  switch (record.type) {
    case 'dawn':
      return { ...record, card, lines: dawnLines({ ...state, day: record.day }, record.victim, reveal) }
    case 'vote': {
      const tally = tallyOf(state.seats, record.ballots)
      return { ...record, tally, card, lines: voteLines(state, record.round, tally, record.out, reveal) }
    }
    case 'shot':
      return { ...record, card, lines: shotLines(state, record.hunter, record.target, reveal) }
  }
}

function marksOf(state: WerwolfState, night: NightState): WolfMark[] {
  return living(state)
    .filter((seat) => Object.hasOwn(night.attacks, seat))
    .map((seat) => ({ by: seat, target: night.attacks[seat] as SeatId }))
}

function promptFor(state: WerwolfState, seat: SeatId): WerwolfPrompt | null {
  const { theme } = state.options
  if (state.phase === 'hunter') {
    return state.hunter?.seat === seat
      ? { type: 'shoot', prompt: say(theme, 'werwolf.prompt.shoot'), targets: shootTargets(state) }
      : null
  }
  if (!isAlive(state, seat)) return null
  switch (state.phase) {
    case 'night': {
      const night = state.night
      if (!night) return null
      const act = nightActOf(state, seat)
      const done = hasTapped(night, state, seat)
      const key = !done
        ? `werwolf.prompt.${act}`
        : act !== 'attack'
          ? 'werwolf.prompt.nightDone'
          : packAgrees(state, night)
            ? 'werwolf.prompt.attackChange'
            : 'werwolf.prompt.attackAgree'
      return {
        type: 'night',
        act,
        prompt: say(theme, key),
        targets: nightTargets(state, seat),
        pick: nightPick(night, state, seat),
        marks: act === 'attack' ? marksOf(state, night) : [],
        done,
        counted: isCounted(night, state, seat),
      }
    }
    case 'discussion': {
      const done = state.ready.includes(seat)
      return { type: 'ready', prompt: say(theme, done ? 'werwolf.prompt.readyDone' : 'werwolf.prompt.ready'), done }
    }
    case 'vote':
    case 'runoff': {
      const has = Object.hasOwn(state.ballots, seat)
      const key = has ? 'werwolf.prompt.voted' : state.phase === 'runoff' ? 'werwolf.prompt.runoff' : 'werwolf.prompt.vote'
      return {
        type: 'vote',
        round: state.phase,
        prompt: say(theme, key),
        targets: voteTargets(state, seat),
        vote: state.ballots[seat] ?? null,
        abstained: has && state.ballots[seat] === null,
        canAbstain: mayAbstain(state, seat),
      }
    }
    case 'defense':
    case 'ended':
      return null
  }
}

/**
 * Who has acted in this step: a count at night (who still taps would hint at roles), never full
 * (a split pack picks on after everyone has tapped); names by day. The same for every viewer, so
 * built once per state.
 */
const progressOf = lastStateMemo((state: WerwolfState): Progress | null => {
  if (state.phase === 'night') {
    const counted = countedSeats(state)
    return tapCount(living(state), (seat) => counted.includes(seat))
  }
  return dayProgress(state)
})

function insightOf(state: WerwolfState): WerwolfInsight {
  const night = state.night
  return {
    night: night
      ? { protect: night.protect, attacks: marksOf(state, night), inspect: night.inspect, done: tappedSeats(state) }
      : null,
    ballots: state.phase === 'vote' || state.phase === 'runoff' ? ballotList(state.seats, state.ballots) : [],
    ready: state.phase === 'discussion' ? [...state.ready] : [],
    nights: state.nights,
  }
}

function eliminations(state: WerwolfState): WerwolfElimination[] {
  return state.out.map((o) => ({ ...o, card: cardOf(state, o.seat) as RoleCard }))
}

/** Winners, team and reason once the game is over; null while it runs. */
export function outcome(state: WerwolfState): Outcome | null {
  if (state.phase !== 'ended' || state.winner === null) return null
  return {
    winners: winnersOf(state, state.winner),
    team: state.winner,
    reason: say(state.options.theme, `werwolf.outcome.${state.winner}`),
  }
}

function summaryOf(state: WerwolfState): WerwolfSummary | null {
  const result = outcome(state)
  if (!result) return null
  return {
    winner: state.winner === 'nobody' ? null : (state.winner as 'village' | 'wolves'),
    winners: result.winners,
    reason: result.reason,
    cards: state.seats.map((seat) => ({ seat, card: cardOf(state, seat) as RoleCard, alive: isAlive(state, seat) })),
    eliminations: eliminations(state),
    votes: state.log.flatMap((r) => (r.type === 'vote' ? [{ day: r.day, round: r.round, ballots: r.ballots, out: r.out }] : [])),
    nights: state.nights,
  }
}

function privateOf(state: WerwolfState, seat: SeatId | null): Notice[] {
  const { theme } = state.options
  return state.seen
    .filter((s) => s.seer === seat)
    .map((s) => say(theme, s.wolf ? 'werwolf.private.isWolf' : 'werwolf.private.notWolf', { player: seatRef(s.target), day: s.day }))
}

/** The view for one viewer: a seat, a spectator (null) or the moderator. */
export function view(state: WerwolfState, viewer: Viewer): WerwolfView {
  const { theme } = state.options
  const looker = lookerOf(state, viewer)
  const seat = looker.seat
  const hand = seat !== null ? state.hands[seat] : undefined
  const players: WerwolfPlayer[] = state.seats.map((s) => ({ seat: s, alive: isAlive(state, s), card: shownCard(state, looker, s) }))
  return {
    theme,
    day: state.day,
    rules: {
      wolves: state.options.wolves,
      protector: state.options.protector,
      hunter: state.options.hunter,
      secretCards: state.options.secretCards,
      deadSeeAll: state.options.deadSeeAll,
    },
    omniscient: looker.omniscient,
    me:
      seat !== null && hand
        ? {
            seat,
            alive: isAlive(state, seat),
            card: roleCard(theme, hand),
            team: teamOf(hand.role),
            mates: hand.role === 'wolf' ? state.seats.filter((s) => s !== seat && roleOf(state, s) === 'wolf') : [],
          }
        : null,
    players,
    prompt: seat !== null ? promptFor(state, seat) : null,
    tied: state.phase === 'defense' || state.phase === 'runoff' ? [...state.tied] : [],
    hunter: state.phase === 'hunter' ? (state.hunter?.seat ?? null) : null,
    private: privateOf(state, seat),
    log: readLog(state.log, { state, looker: storyLooker(state, looker) }),
    insight: looker.omniscient ? insightOf(state) : null,
    summary: summaryOf(state),
    ...viewHeader('werwolf', state, looker, {
      title: say(theme, `werwolf.phase.${state.phase}`),
      progress: progressOf(state),
      announcements: state.announcements,
    }),
  }
}
