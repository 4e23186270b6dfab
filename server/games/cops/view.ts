/**
 * What each viewer may see. Spectators: the public log and counts. A seat: its own role,
 * wristband and markers, its floor today (counts, never who wears a wristband), its own prompt,
 * results and messages; out players keep exactly that, without prompts. The moderator: everything.
 * Everyone after the end: every role and every day.
 */
import type { SeatId } from '../../../shared/games'
import { notice } from '../../../shared/notice'
import type { Progress } from '../../../shared/views/header'
import type { CopsInsight, CopsLogEntry, CopsMe, CopsPlayer, CopsPrompt, CopsView } from '../../../shared/views/cops'
import type { Viewer } from '../contract'
import { ballotList, logReader, lookerOf as seatLooker, progressOf as stepProgress, tapCount, viewHeader, type Looker as SeatLooker } from '../kit'
import { actionTargets, allowedKinds, canAct, isCounted, revealsLeftOf } from './action-phase'
import { eventCard, introLines, logEntry } from './announcements'
import { livingVip, voteTargets } from './banishment'
import { DAYS, FIRST_VOTE_DAY, FLOORS_BY_DAY, VIPS } from './constants'
import { openFloors } from './floors'
import { roleSplit } from './role-table'
import { actOf, teamOf, wearsWristband } from './roles'
import { floorScene, notesOf, reportsOf } from './reports'
import { isAlive, isSeat, living, markersOf, roleOf, today } from './seats'
import type { CopsState, LogRecord } from './state'
import { roleName } from './texts'
import { summaryOf } from './summary'

/** Public log entries, built once per record and per whether banished players' roles are shown. */
const readLog = logReader<LogRecord, CopsLogEntry, { state: CopsState; showRoles: boolean }>(
  (_record, { showRoles }) => String(showRoles),
  (record, { state, showRoles }) => logEntry(state, record, showRoles),
)

/** Who looks, resolved against this game: the kit's looker, and whether it sees every role. */
interface Looker extends SeatLooker {
  omniscient: boolean
}

function lookerOf(state: CopsState, viewer: Viewer): Looker {
  const looker = seatLooker(state, viewer)
  // Spelled out, not spread: see server/games/kit/header.ts.
  return { seat: looker.seat, moderator: looker.moderator, kind: looker.kind, omniscient: looker.moderator || state.phase === 'ended' }
}

function outCause(state: CopsState, seat: SeatId) {
  return state.out.find((o) => o.seat === seat)?.cause ?? null
}

/** Whether this looker may know this seat's role (and so its wristband). */
function knowsRole(state: CopsState, looker: Looker, seat: SeatId): boolean {
  if (looker.omniscient || seat === looker.seat) return true
  return state.options.revealBanished && outCause(state, seat) === 'banished'
}

function playerOf(state: CopsState, looker: Looker, seat: SeatId): CopsPlayer {
  const role = knowsRole(state, looker, seat) ? (roleOf(state, seat) ?? null) : null
  return { seat, alive: isAlive(state, seat), out: outCause(state, seat), role, wristband: role ? wearsWristband(role) : null }
}

function meOf(state: CopsState, seat: SeatId): CopsMe | null {
  const role = roleOf(state, seat)
  if (!role) return null
  return {
    seat,
    alive: isAlive(state, seat),
    out: outCause(state, seat),
    role,
    roleName: roleName(role),
    team: teamOf(role),
    wristband: wearsWristband(role),
    markers: markersOf(state, seat),
    revealsLeft: role === 'bouncer' ? revealsLeftOf(state, seat) : null,
  }
}

function promptFor(state: CopsState, seat: SeatId): CopsPrompt | null {
  if (!isAlive(state, seat)) return null
  switch (state.phase) {
    case 'floor': {
      const pick = state.picks[seat] ?? null
      const prompt = pick === null ? notice('cops.prompt.floor', { floors: openFloors(state).length }) : notice('cops.prompt.floorChosen')
      return { type: 'floor', prompt, floors: openFloors(state), pick }
    }
    case 'event':
    case 'discussion': {
      const done = state.ready.includes(seat)
      const key = done ? 'cops.prompt.readyDone' : state.phase === 'event' ? 'cops.prompt.eventReady' : state.day >= FIRST_VOTE_DAY ? 'cops.prompt.readyToVote' : 'cops.prompt.readyNextDay'
      return { type: 'ready', prompt: notice(key), done }
    }
    case 'action': {
      if (!canAct(state, seat)) return { type: 'alone', prompt: notice('cops.prompt.alone'), counted: isCounted(state, seat) }
      const role = roleOf(state, seat)
      if (!role) return null
      const act = actOf(role)
      const chosen = state.planned[seat] ?? null
      const revealsLeft = role === 'bouncer' ? revealsLeftOf(state, seat) : null
      const canReveal = allowedKinds(state, seat).includes('reveal')
      const key = chosen ? 'cops.prompt.acted' : act === 'search' ? 'cops.prompt.search' : canReveal ? 'cops.prompt.observeOrReveal' : 'cops.prompt.observe'
      return {
        type: 'action',
        prompt: notice(key, canReveal && !chosen ? { reveals: revealsLeft ?? 0 } : undefined),
        act,
        targets: actionTargets(state, seat),
        revealsLeft,
        canReveal,
        chosen: chosen ? { type: chosen.type, target: chosen.target } : null,
        counted: isCounted(state, seat),
      }
    }
    case 'vote':
    case 'runoff': {
      const vote = state.ballots[seat] ?? null
      const key = vote !== null ? 'cops.prompt.voted' : state.phase === 'runoff' ? 'cops.prompt.runoff' : 'cops.prompt.vote'
      return { type: 'vote', round: state.phase, prompt: notice(key), targets: voteTargets(state, seat), vote }
    }
    case 'vipDecides': {
      if (livingVip(state) === seat) {
        const chosen = state.vipPick
        return { type: 'decide', prompt: notice(chosen === null ? 'cops.prompt.decide' : 'cops.prompt.decided'), targets: [...state.tied], chosen }
      }
      const done = state.ready.includes(seat)
      return { type: 'ready', prompt: notice(done ? 'cops.prompt.tapped' : 'cops.prompt.vipTap'), done }
    }
    case 'ended':
      return null
  }
}

/**
 * Who has acted in this step. Ready marks and cast ballots are public, so the table learns whom it
 * waits for; floor picks and actions only as a count (who still acts would tell who stands alone).
 */
function progressOf(state: CopsState): Progress | null {
  const alive = living(state)
  switch (state.phase) {
    case 'floor':
      return stepProgress(alive, (seat) => Object.hasOwn(state.picks, seat), 'secret')
    case 'event':
    case 'discussion':
      return stepProgress(alive, (seat) => state.ready.includes(seat), 'public')
    case 'action':
      // Out of all the living, with the confirms that picked nothing (alone on a floor, a name from
      // elsewhere): a count of those with someone beside them, or one that stops short or stands
      // still while someone confirms, would tell who stands alone or who slipped. Never full: one
      // who slipped picks again on the card after everyone has tapped.
      return tapCount(alive, (seat) => isCounted(state, seat))
    case 'vote':
    case 'runoff':
      return stepProgress(alive, (seat) => Object.hasOwn(state.ballots, seat), 'public')
    case 'vipDecides':
      // A count only, like the action phase: the names would still let the table watch one phone.
      return stepProgress(alive, (seat) => state.ready.includes(seat), 'secret')
    case 'ended':
      return null
  }
}

function insightOf(state: CopsState): CopsInsight {
  return {
    picks: { ...state.picks },
    planned: state.seats.flatMap((by) => {
      const p = state.planned[by]
      return p ? [{ type: p.type, by, target: p.target }] : []
    }),
    ready: [...state.ready],
    ballots: ballotList(state.seats, state.ballots),
    markers: { ...state.markers },
    revealsLeft: { ...state.revealsLeft },
    days: state.days,
  }
}

/** The view for one viewer: a seat, a spectator (null) or the moderator. */
export function view(state: CopsState, viewer: Viewer): CopsView {
  const looker = lookerOf(state, viewer)
  const seat = looker.seat
  const split = roleSplit(state.options, state.seats.length)
  const record = today(state)
  const showRoles = looker.omniscient || state.options.revealBanished
  return {
    day: state.day,
    rules: {
      cops: state.options.cops,
      informants: state.options.informants,
      bouncers: state.options.bouncers,
      visitors: split.find((line) => line.role === 'visitor')?.count ?? 0,
      vips: VIPS,
      floorsByDay: [...FLOORS_BY_DAY],
      days: DAYS,
      revealBanished: state.options.revealBanished,
    },
    omniscient: looker.omniscient,
    me: seat !== null ? meOf(state, seat) : null,
    players: state.seats.map((s) => playerOf(state, looker, s)),
    prompt: seat !== null ? promptFor(state, seat) : null,
    floor: seat !== null ? floorScene(state, seat) : null,
    event: record?.event ? eventCard(record.day, record.event) : null,
    tied: state.phase === 'runoff' || state.phase === 'vipDecides' ? [...state.tied] : [],
    reports: seat !== null ? reportsOf(state, seat) : [],
    notes: seat !== null ? notesOf(state, seat) : [],
    log: readLog(state.log, { state, showRoles }),
    insight: looker.moderator ? insightOf(state) : null,
    summary: summaryOf(state),
    ...viewHeader('cops', state, looker, {
      title: notice(`cops.phase.${state.phase}`),
      progress: progressOf(state),
      announcements: introLines(state),
    }),
  }
}
