/**
 * What the app announces to everyone: the lines of each step and of each public log entry.
 * Roles appear only for banished players when the viewer may see them (`revealBanished`, or the
 * game is over); arrested players' roles stay hidden until the end.
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { CopsEventCard, CopsEventId, CopsLogEntry, CopsRole, Tally } from '../../../shared/views/cops'
import { tallyOf } from '../kit'
import { DAYS, FIRST_VOTE_DAY } from './constants'
import { roleOf, today } from './seats'
import type { CopsState, LogRecord } from './state'
import { roleRef, seatRef } from './texts'
import { policeOutNeeded, scoreOf } from './win-check'

/** The event card as everyone sees it. */
export function eventCard(day: number, event: CopsEventId): CopsEventCard {
  return { day, event, title: notice(`cops.event.${event}.title`), text: notice(`cops.event.${event}.text`) }
}

/** The step's announcement. */
export function introLines(state: CopsState): Notice[] {
  const { day } = state
  switch (state.phase) {
    case 'floor':
      return [notice('cops.intro.floor', { day, floors: today(state)?.floors ?? 1 })]
    case 'event': {
      const lines = [notice('cops.intro.event', { day })]
      if (today(state)?.floors === 1) lines.unshift(notice('cops.intro.lastFloor', { day }))
      return lines
    }
    case 'action':
      return [notice('cops.intro.action', { day })]
    case 'discussion':
      return [notice(day >= FIRST_VOTE_DAY ? 'cops.intro.discussion' : 'cops.intro.discussionNoVote', { day })]
    case 'vote':
      return [notice('cops.intro.vote', { day })]
    case 'runoff':
      return [notice('cops.intro.runoff', { count: state.tied.length })]
    case 'vipDecides':
      return [notice('cops.intro.vipDecides', { count: state.tied.length })]
    case 'ended':
      return [outcomeReason(state), notice('cops.intro.revealAll')]
  }
}

/** Why the game ended, with the numbers of the end scoring. */
export function outcomeReason(state: CopsState): Notice {
  const score = scoreOf(state)
  switch (state.reason) {
    case 'policeOut':
      return notice('cops.outcome.policeOut')
    case 'raid':
      return notice('cops.outcome.raid', { arrested: score.arrested, festival: score.festival })
    case 'finalFestival':
    case 'finalPolice':
      return notice(`cops.outcome.${state.reason}`, { out: score.policeOut, police: score.police, needed: policeOutNeeded(score.police), days: DAYS })
    case null:
      return notice('cops.outcome.running')
  }
}

function roleLine(seat: SeatId, role: CopsRole | null): Notice[] {
  return role ? [notice('cops.log.role', { player: seatRef(seat), role: roleRef(role) })] : []
}

/** A public log entry with its lines; `showRole` says whether a banished player's role is shown. */
export function logEntry(state: CopsState, record: LogRecord, showRole: boolean): CopsLogEntry {
  const shownRole = (seat: SeatId | null): CopsRole | null => (seat !== null && showRole ? (roleOf(state, seat) ?? null) : null)
  switch (record.type) {
    case 'event': {
      const card = eventCard(record.day, record.event)
      return { ...record, lines: [notice('cops.log.event', { day: record.day, event: `@${card.title.key}` }), card.text] }
    }
    case 'arrests': {
      const lines = record.arrested.length
        ? record.arrested.map((seat) => notice('cops.log.arrested', { player: seatRef(seat), day: record.day }))
        : [notice('cops.log.noArrest', { day: record.day })]
      return { ...record, lines }
    }
    case 'vote': {
      const tally: Tally[] = tallyOf(state.seats, record.ballots)
      const role = shownRole(record.out)
      const lines: Notice[] = []
      if (record.ballots.length === 0) lines.push(notice('cops.log.noVotes'))
      if (record.out !== null) {
        const votes = tally.find((t) => t.seat === record.out)?.votes ?? 0
        if (record.vipDouble) lines.push(notice('cops.log.vipDouble', { player: seatRef(record.out), votes }))
        else lines.push(notice('cops.log.banished', { player: seatRef(record.out), votes }))
        lines.push(...roleLine(record.out, role))
      } else {
        if (record.ballots.length > 0) lines.push(notice('cops.log.tie', { count: record.tied.length }))
        lines.push(notice(record.round === 'vote' ? 'cops.log.toRunoff' : 'cops.log.toVip'))
      }
      // Who voted for whom would point at the VIP: the count only, the ballots at the end.
      const { sealed, ...open } = record
      if (sealed) lines.push(notice('cops.log.sealed'))
      return { ...open, ballots: sealed ? [] : record.ballots, tally, role, lines }
    }
    case 'decision': {
      // Whether the VIP or chance decided would tell whether the VIP is still in: the end says.
      const { by: _by, ...told } = record
      const role = shownRole(record.out)
      return { ...told, role, lines: [notice('cops.log.decided', { player: seatRef(record.out) }), ...roleLine(record.out, role)] }
    }
  }
}
