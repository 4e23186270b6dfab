/**
 * A player's private knowledge, derived from the day records: the personal summary after each
 * action phase (own floor's head count and wristbands, own result, searched or not, own markers)
 * and private messages (the court order took a marker). Nothing here names another player's
 * role or wristband unless this seat's own action revealed it.
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { CopsActionRecord, CopsDayRecord, CopsFloorScene, CopsNote, CopsReport, CopsResult } from '../../../shared/views/cops'
import { markersAfter } from './action-phase'
import { wearsWristband } from './roles'
import { floorMates, isPolice, roleOf, today } from './seats'
import type { CopsState } from './state'
import { roleRef, seatRef } from './texts'

/** Whether a day's action phase has been resolved (its arrests are in the public log). */
export function actionResolved(state: CopsState, day: number): boolean {
  return state.log.some((r) => r.type === 'arrests' && r.day === day)
}

/** What this seat stood among on a day: everyone on its floor and how many wear a wristband. */
function sceneOf(state: CopsState, record: CopsDayRecord, seat: SeatId): Omit<CopsFloorScene, 'day' | 'floors'> | null {
  const floor = record.placement[seat]
  if (floor === undefined) return null
  const seats = floorMates(record, state.seats, seat)
  const wristbands = seats.filter((s) => {
    const role = roleOf(state, s)
    return role !== undefined && wearsWristband(role)
  }).length
  return { floor, seats, people: seats.length, wristbands, alone: seats.length === 1 }
}

/** This seat's floor today, once floors are fixed (event and action phases). */
export function floorScene(state: CopsState, seat: SeatId): CopsFloorScene | null {
  if (state.phase !== 'event' && state.phase !== 'action') return null
  const record = today(state)
  if (!record) return null
  const scene = sceneOf(state, record, seat)
  return scene ? { day: record.day, floors: record.floors, ...scene } : null
}

/** The result of this seat's own action, as it learns it. */
function resultOf(action: CopsActionRecord): CopsResult {
  switch (action.type) {
    case 'search':
      return action.found === 'badge' ? { type: 'badgeFound', target: action.target } : { type: 'markerPlaced', target: action.target }
    case 'observe':
      return action.seen && action.wristband !== null
        ? { type: 'wristband', target: action.target, wristband: action.wristband }
        : { type: 'nothingLearned', target: action.target }
    case 'reveal':
      return { type: 'role', target: action.target, role: action.role }
  }
}

/** A result as a line. */
export function resultLine(result: CopsResult): Notice {
  const player = seatRef(result.target)
  switch (result.type) {
    case 'markerPlaced':
      return notice('cops.result.markerPlaced', { player })
    case 'badgeFound':
      return notice('cops.result.badgeFound', { player })
    case 'wristband':
      return notice(result.wristband ? 'cops.result.wristband' : 'cops.result.noWristband', { player })
    case 'nothingLearned':
      return notice('cops.result.nothingLearned', { player })
    case 'role':
      return notice('cops.result.role', { player, role: roleRef(result.role) })
  }
}

function reportOf(state: CopsState, record: CopsDayRecord, seat: SeatId): CopsReport | null {
  const scene = sceneOf(state, record, seat)
  if (!scene) return null
  const own = record.actions.find((a) => a.by === seat)
  const result = own ? resultOf(own) : null
  // Police never get markers, so a searched police member learns nothing at all.
  const searched = !isPolice(state, seat) && record.actions.some((a) => a.type === 'search' && a.target === seat && a.found === 'marker')
  const markers = markersAfter(state.days, seat, record.day)
  const arrested = record.arrested.includes(seat)
  const { day } = record
  const lines: Notice[] = [
    scene.alone
      ? notice('cops.report.alone', { day, floor: scene.floor })
      : notice('cops.report.floor', { day, floor: scene.floor, people: scene.people, wristbands: scene.wristbands }),
  ]
  if (result) lines.push(resultLine(result))
  else if (!scene.alone) lines.push(notice('cops.report.noAction'))
  if (searched) lines.push(notice('cops.report.searched'))
  lines.push(notice('cops.report.markers', { markers }))
  if (arrested) lines.push(notice('cops.report.arrested'))
  return { day, ...scene, result, searched, markers, arrested, lines }
}

/** This seat's personal summaries, one per resolved action phase it stood on a floor for. */
export function reportsOf(state: CopsState, seat: SeatId): CopsReport[] {
  return state.days.filter((record) => actionResolved(state, record.day)).flatMap((record) => reportOf(state, record, seat) ?? [])
}

/** This seat's private messages outside the summaries. */
export function notesOf(state: CopsState, seat: SeatId): CopsNote[] {
  return state.days
    .filter((record) => record.markerLost === seat)
    .map((record) => ({ type: 'markerLost', day: record.day, text: notice('cops.note.markerLost', { day: record.day }) }))
}
