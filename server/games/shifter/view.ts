/**
 * What each viewer may see. A seat: its own role card (shifters: the other shifters), its own
 * prompt and findings, the public story; out players keep exactly that, without prompts, plus how
 * they died. Roles of the dead stay secret until the end. Spectators: the public story only. The
 * moderator: everything. Everyone after the end: every role, every night, every vote.
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { Progress } from '../../../shared/views/header'
import type { ShifterInsight, ShifterLogEntry, ShifterMe, ShifterSummary, ShifterView } from '../../../shared/views/shifter'
import type { Outcome, Viewer } from '../contract'
import { ballotList, dayProgress, logReader, lookerOf, progressOf as stepProgress, tallyOf, tapCount, viewHeader } from '../kit'
import { HURRY_SECONDS } from './constants'
import { hasMourned } from './farewell'
import { voteLines, dawnLines } from './narration'
import { hasTapped } from './night'
import { promptFor } from './prompts'
import { specialsOf, teamOf } from './role-table'
import { isAlive, living, partnerOf, roleOf, seatsWith } from './seats'
import type { Finding, LogRecord, ShifterState } from './state'
import { roleAbout, roleName, roleRef, seatRef } from './texts'
import { loversWin, winnersOf } from './win-check'

/** The public story: the same entry for every viewer. */
const readLog = logReader<LogRecord, ShifterLogEntry, ShifterState>(
  () => 'public',
  (record, state) => buildEntry(state, record),
)

function buildEntry(state: ShifterState, record: LogRecord): ShifterLogEntry {
  switch (record.type) {
    case 'dawn':
      return { ...record, lines: dawnLines(state, record.day, record.dead) }
    case 'vote':
      return { ...record, tally: tallyOf(state.seats, record.ballots), lines: voteLines(state, record) }
  }
}

function meOf(state: ShifterState, seat: SeatId): ShifterMe | null {
  const role = roleOf(state, seat)
  if (!role) return null
  const out = state.out.find((o) => o.seat === seat)
  return {
    seat,
    alive: isAlive(state, seat),
    role,
    roleName: roleName(role),
    about: roleAbout(role),
    team: teamOf(role),
    mates: role === 'shifter' ? seatsWith(state, 'shifter').filter((s) => s !== seat) : [],
    lover: state.findings.some((f) => f.kind === 'lovers' && f.to === seat) ? partnerOf(state, seat) : null,
    potions: role === 'alchemist' ? { ...state.potions } : null,
    shield: role === 'rambuh' ? (state.shieldBroken ? 'broken' : 'intact') : null,
    lookUsed: role === 'mortician' ? state.lookUsed : null,
    out: out ? { day: out.day, time: out.time, cause: out.cause } : null,
  }
}

/** A finding as the seat that holds it reads it. */
function findingLine(f: Finding): Notice {
  switch (f.kind) {
    case 'inspect':
      return notice(f.shifter ? 'shifter.private.isShifter' : 'shifter.private.notShifter', { player: seatRef(f.target), day: f.day })
    case 'victim':
      return f.target ? notice('shifter.private.victim', { player: seatRef(f.target), day: f.day }) : notice('shifter.private.noVictim', { day: f.day })
    case 'lovers':
      return notice('shifter.private.lovers', { player: seatRef(f.partner) })
    case 'couple':
      return notice('shifter.private.couple', { first: seatRef(f.lovers[0]!), second: seatRef(f.lovers[1]!) })
    case 'shield':
      return notice('shifter.private.shield', { day: f.day })
    case 'look':
      return notice('shifter.private.look', { player: seatRef(f.target), role: roleRef(f.role) })
  }
}

/**
 * Who has acted in this step. Ready marks and who has voted are public. At night and in the
 * farewell everyone taps, so how many have is public too, but never who.
 */
function progressOf(state: ShifterState): Progress | null {
  const alive = living(state)
  switch (state.phase) {
    // Everyone has tapped while the shifters pick again after a tie, or someone picks on the card
    // (a second lover, a potion): the count never reads full.
    case 'night':
    case 'potion':
      return tapCount(alive, (seat) => hasTapped(state, seat))
    case 'farewell':
      return stepProgress(alive, (seat) => hasMourned(state, seat), 'secret')
    case 'reveal':
      return stepProgress(state.seats, (seat) => state.confirmed.includes(seat), 'public')
    default:
      return dayProgress(state)
  }
}

function insightOf(state: ShifterState): ShifterInsight {
  const night = state.night
  const picks = (record: Record<SeatId, SeatId | null>, round: 1 | 2) =>
    state.seats.filter((s) => Object.hasOwn(record, s)).map((by) => ({ by, target: record[by] ?? null, round }))
  return {
    roles: state.seats.map((seat) => ({ seat, role: state.roles[seat]! })),
    night: night
      ? {
          day: state.day,
          attacks: [...picks(night.attacks, 1), ...picks(night.runoff, 2)],
          victim: night.fixed ? night.victim : null,
          byChance: night.byChance,
          protect: night.protect,
          inspect: night.inspect,
          lovers: [...night.love],
          potion: night.potion,
        }
      : null,
    ballots: state.phase === 'vote' || state.phase === 'runoff' ? ballotList(state.seats, state.ballots) : [],
    lovers: [...state.lovers],
    nights: state.nights,
  }
}

/** Winners, side and reason once the game is over; null while it runs. */
export function outcome(state: ShifterState): Outcome | null {
  if (state.phase !== 'ended' || state.winner === null) return null
  return { winners: winnersOf(state, state.winner), team: state.winner, reason: notice(`shifter.outcome.${state.winner}`) }
}

function summaryOf(state: ShifterState): ShifterSummary | null {
  const result = outcome(state)
  if (!result || state.winner === null) return null
  return {
    winner: state.winner === 'nobody' ? null : state.winner,
    winners: result.winners,
    lovers: [...state.lovers],
    loversWon: loversWin(state, state.winner),
    reason: result.reason,
    cards: state.seats.map((seat) => ({ seat, role: state.roles[seat]!, roleName: roleName(state.roles[seat]!), alive: isAlive(state, seat) })),
    eliminations: state.out.map((o) => ({ ...o, role: state.roles[o.seat]! })),
    votes: state.log.flatMap((r) => (r.type === 'vote' ? [{ day: r.day, round: r.round, ballots: r.ballots, out: r.out, tied: r.tied }] : [])),
    nights: state.nights,
  }
}

/** The view for one viewer: a seat, a spectator (null) or the moderator. */
export function view(state: ShifterState, viewer: Viewer): ShifterView {
  const looker = lookerOf(state, viewer)
  const seat = looker.seat
  return {
    day: state.day,
    rules: { shifters: state.options.shifters, specials: specialsOf(state.options) },
    hurrySeconds: HURRY_SECONDS,
    nightEnds: state.phase === 'night' || state.phase === 'potion' ? state.nightEnds : null,
    me: seat !== null ? meOf(state, seat) : null,
    players: state.seats.map((s) => ({ seat: s, alive: isAlive(state, s) })),
    prompt: seat !== null ? promptFor(state, seat) : null,
    tied: state.phase === 'runoff' ? [...state.tied] : [],
    private: seat !== null ? state.findings.filter((f) => f.to === seat).map(findingLine) : [],
    log: readLog(state.log, state),
    insight: looker.moderator ? insightOf(state) : null,
    summary: summaryOf(state),
    ...viewHeader('shifter', state, looker, {
      title: notice(`shifter.phase.${state.phase}`, { day: state.day }),
      progress: progressOf(state),
      announcements: state.announcements,
    }),
  }
}
