/**
 * The host's settings: schema, the recommended setup per head count (the rule book's row), the
 * check with its reasons, and the role split preview for the lobby.
 */
import * as v from 'valibot'
import { notice, type Notice } from '../../../shared/notice'
import type { OptionsCheck } from '../../../shared/protocol'
import type { CopsOptions } from '../../../shared/views/cops'
import {
  ACTION_SECONDS,
  DISCUSSION_SECONDS,
  EVENT_SECONDS,
  FLOOR_SECONDS,
  MAX_BOUNCERS,
  MAX_INFORMANTS,
  MAX_PLAYERS,
  MIN_COPS,
  MIN_PLAYERS,
  VIP_SECONDS,
  VOTE_SECONDS,
} from './constants'
import { secondsSchema as seconds, wholeNumber as count } from '../kit'
import { policeBounds, roleSplit, tableRow } from './role-table'
import { wearsWristband } from './roles'
import { roleRef, wristbandRef } from './texts'

/** valibot schema of the host's settings (the split's bounds per head count are in `checkOptions`). */
export const optionsSchema = v.object({
  cops: count(MIN_COPS, policeBounds(MAX_PLAYERS).max),
  informants: count(0, MAX_INFORMANTS),
  bouncers: count(0, MAX_BOUNCERS),
  revealBanished: v.boolean(),
  floorSeconds: seconds(FLOOR_SECONDS),
  eventSeconds: seconds(EVENT_SECONDS),
  actionSeconds: seconds(ACTION_SECONDS),
  discussionSeconds: seconds(DISCUSSION_SECONDS),
  voteSeconds: seconds(VOTE_SECONDS),
  vipSeconds: seconds(VIP_SECONDS),
}) satisfies v.GenericSchema<unknown, CopsOptions>

/** The recommended setup: the rule book's row, roles hidden until the end, the default timers. */
export function defaultOptions(playerCount: number): CopsOptions {
  const row = tableRow(playerCount)
  return {
    cops: row.cops,
    informants: row.informants,
    bouncers: row.bouncers,
    revealBanished: false,
    floorSeconds: FLOOR_SECONDS.default,
    eventSeconds: EVENT_SECONDS.default,
    actionSeconds: ACTION_SECONDS.default,
    discussionSeconds: DISCUSSION_SECONDS.default,
    voteSeconds: VOTE_SECONDS.default,
    vipSeconds: VIP_SECONDS.default,
  }
}

function within(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max
}

/** Whether these options work for this head count; the reason when not, advice when unusual. */
export function checkOptions(o: CopsOptions, playerCount: number): OptionsCheck {
  if (playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    return { ok: false, reason: notice('cops.check.players', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: playerCount }) }
  }
  if (!within(o.cops, MIN_COPS, Number.MAX_SAFE_INTEGER)) return { ok: false, reason: notice('cops.check.copsMin', { min: MIN_COPS }) }
  if (!within(o.informants, 0, MAX_INFORMANTS)) return { ok: false, reason: notice('cops.check.informantsRange', { max: MAX_INFORMANTS }) }
  if (!within(o.bouncers, 0, MAX_BOUNCERS)) return { ok: false, reason: notice('cops.check.bouncersRange', { max: MAX_BOUNCERS }) }
  const police = o.cops + o.informants
  const bounds = policeBounds(playerCount)
  if (police < bounds.min || police > bounds.max) {
    return { ok: false, reason: notice('cops.check.policeShare', { police, count: playerCount, min: bounds.min, max: bounds.max }) }
  }
  const warnings: Notice[] = []
  const row = tableRow(playerCount)
  if (o.cops !== row.cops || o.informants !== row.informants || o.bouncers !== row.bouncers) {
    warnings.push(notice('cops.check.unusual', { count: playerCount, cops: row.cops, informants: row.informants, bouncers: row.bouncers }))
  }
  if (o.informants === 0) warnings.push(notice('cops.check.noInformant'))
  if (o.bouncers === 0) warnings.push(notice('cops.check.noBouncer'))
  return { ok: true, warnings }
}

/** The role split as lobby lines: '3 × Besucher (Bändchen)'. */
export function previewOptions(o: CopsOptions, playerCount: number): Notice[] {
  return roleSplit(o, playerCount)
    .filter((line) => line.count > 0)
    .map((line) => notice('cops.preview.line', { count: line.count, role: roleRef(line.role), wristband: wristbandRef(wearsWristband(line.role)) }))
}

/** The host's settings as the definition carries them. */
export const hostOptions = { schema: optionsSchema, defaults: defaultOptions, check: checkOptions, preview: previewOptions }
