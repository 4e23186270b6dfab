/**
 * What each viewer may see. Spectators: the public log and counts. A seat: its own role,
 * wristband and markers, its floor today (counts, never who wears a wristband), its own prompt,
 * results and messages; out players keep exactly that, without prompts. The moderator: everything.
 * Everyone after the end: every role and every day.
 */
import type { SeatId } from '../../../shared/games'
import { notice } from '../../../shared/notice'
import type { CopsInsight, CopsLogEntry, CopsMe, CopsPlayer, CopsProgress, CopsPrompt, CopsView } from '../../../shared/views/cops'
import type { Viewer } from '../contract'
import { recordMemo } from '../../lib/record-memo'
import { actionTargets, allowedKinds, canAct, revealsLeftOf } from './action-phase'
import { eventCard, introLines, logEntry } from './announcements'
import { ballotList, livingVip, voteTargets } from './banishment'
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
const logEntries = recordMemo<LogRecord, CopsLogEntry>()

/** Who looks, resolved against this game. */
interface Looker {
  seat: SeatId | null
  moderator: boolean
  omniscient: boolean
}

function lookerOf(state: CopsState, viewer: Viewer): Looker {
  const moderator = typeof viewer === 'object' && viewer !== null && viewer.moderator === true
  const seat = typeof viewer === 'string' && isSeat(state, viewer) ? viewer : null
  return { seat, moderator, omniscient: moderator || state.phase === 'ended' }
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
      const prompt = pick === null ? notice('cops.prompt.floor', { floors: openFloors(state).length }) : notice('cops.prompt.floorChosen', { floor: pick })
      return { type: 'floor', prompt, floors: openFloors(state), pick }
    }
    case 'event':
    case 'discussion': {
      const done = state.ready.includes(seat)
      const key = done ? 'cops.prompt.readyDone' : state.phase === 'event' ? 'cops.prompt.eventReady' : state.day >= FIRST_VOTE_DAY ? 'cops.prompt.readyToVote' : 'cops.prompt.readyNextDay'
      return { type: 'ready', prompt: notice(key), done }
    }
    case 'action': {
      if (!canAct(state, seat)) return { type: 'alone', prompt: notice('cops.prompt.alone') }
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
      }
    }
    case 'vote':
    case 'runoff': {
      const vote = state.ballots[seat] ?? null
      const key = vote !== null ? 'cops.prompt.voted' : state.phase === 'runoff' ? 'cops.prompt.runoff' : 'cops.prompt.vote'
      return { type: 'vote', round: state.phase, prompt: notice(key), targets: voteTargets(state, seat), vote }
    }
    case 'vipDecides':
      return livingVip(state) === seat ? { type: 'decide', prompt: notice('cops.prompt.decide'), targets: [...state.tied] } : null
    case 'ended':
      return null
  }
}

function progressOf(state: CopsState): CopsProgress | null {
  const of = living(state).length
  switch (state.phase) {
    case 'floor':
      return { done: Object.keys(state.picks).length, of }
    case 'event':
    case 'discussion':
      return { done: state.ready.length, of }
    case 'action':
      return { done: Object.keys(state.planned).length, of }
    case 'vote':
    case 'runoff':
      return { done: Object.keys(state.ballots).length, of }
    case 'vipDecides':
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
    ballots: ballotList(state),
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
    game: 'cops',
    phase: state.phase,
    stage: state.stage,
    day: state.day,
    deadline: state.deadline,
    title: notice(`cops.phase.${state.phase}`),
    intro: introLines(state),
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
    viewer: looker.moderator ? 'moderator' : seat !== null ? 'player' : 'spectator',
    omniscient: looker.omniscient,
    me: seat !== null ? meOf(state, seat) : null,
    players: state.seats.map((s) => playerOf(state, looker, s)),
    prompt: seat !== null ? promptFor(state, seat) : null,
    floor: seat !== null ? floorScene(state, seat) : null,
    event: record?.event ? eventCard(record.day, record.event) : null,
    progress: progressOf(state),
    tied: state.phase === 'runoff' || state.phase === 'vipDecides' ? [...state.tied] : [],
    reports: seat !== null ? reportsOf(state, seat) : [],
    notes: seat !== null ? notesOf(state, seat) : [],
    log: state.log.map((record) => logEntries(record, String(showRoles), () => logEntry(state, record, showRoles))),
    insight: looker.moderator ? insightOf(state) : null,
    summary: summaryOf(state),
  }
}
