/**
 * The host's settings: the turn timer (off by default) and the guessing variant (off by default).
 * The agents are not a setting: the rule book's table fixes them per head count, and the lobby
 * preview shows that row.
 */
import * as v from 'valibot'
import { notice, type Notice } from '../../../shared/notice'
import type { OptionsCheck } from '../../../shared/protocol'
import type { HeimlichOptions } from '../../../shared/views/heimlich'
import { secondsSchema } from '../kit'
import { agentRow } from './agent-table'
import { MAX_PLAYERS, MIN_PLAYERS, TURN_SECONDS } from './constants'

/** valibot schema of the host's settings. */
export const optionsSchema = v.object({
  turnTimer: v.boolean(),
  turnSeconds: secondsSchema(TURN_SECONDS),
  guessVariant: v.boolean(),
}) satisfies v.GenericSchema<unknown, HeimlichOptions>

/** The basic game: no turn timer, no guessing. */
export function defaultOptions(_playerCount: number): HeimlichOptions {
  return { turnTimer: false, turnSeconds: TURN_SECONDS.default, guessVariant: false }
}

/** Whether these options work for this head count. */
export function checkOptions(o: HeimlichOptions, playerCount: number): OptionsCheck {
  if (agentRow(playerCount) === undefined) {
    return { ok: false, reason: notice('heimlich.check.players', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: playerCount }) }
  }
  if (!Number.isInteger(o.turnSeconds) || o.turnSeconds < TURN_SECONDS.min || o.turnSeconds > TURN_SECONDS.max) {
    return { ok: false, reason: notice('heimlich.check.turnSeconds', { min: TURN_SECONDS.min, max: TURN_SECONDS.max }) }
  }
  const warnings: Notice[] = []
  if (o.guessVariant && playerCount === MIN_PLAYERS) warnings.push(notice('heimlich.check.guessSmall'))
  return { ok: true, warnings }
}

/** The lobby lines: agents in play and how many of them are free. */
export function previewOptions(_o: HeimlichOptions, playerCount: number): Notice[] {
  const row = agentRow(playerCount)
  if (!row) return []
  return [notice('heimlich.preview.agents', { agents: row.agents, people: playerCount }), notice(row.free > 0 ? 'heimlich.preview.free' : 'heimlich.preview.noFree', { free: row.free })]
}

/** The host's settings as the game definition takes them. */
export const hostOptions = { schema: optionsSchema, defaults: defaultOptions, check: checkOptions, preview: previewOptions }
