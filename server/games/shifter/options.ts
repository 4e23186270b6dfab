/**
 * The host's settings: schema, the recommended setup per head count, the check with its reasons
 * (the rule book's maxima per head count), and the split preview for the lobby, which names the
 * maximum the host went past.
 */
import * as v from 'valibot'
import { notice, type Notice } from '../../../shared/notice'
import type { OptionsCheck } from '../../../shared/protocol'
import type { ShifterOptions } from '../../../shared/views/shifter'
import { secondsSchema, wholeNumber } from '../kit'
import {
  CARD_SECONDS,
  DISCUSSION_SECONDS,
  FAREWELL_SECONDS,
  FIRST_ROUND_SPECIALS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MIN_SHIFTERS,
  MIN_TOWNFOLK,
  NIGHT_SECONDS,
  PAUSE_SECONDS,
  POTION_SHARE,
  VOTE_SECONDS,
} from './constants'
import { maxShifters, maxSpecials, roleSplit, specialsOf, suggestedShifters } from './role-table'
import { roleRef } from './texts'

/** valibot schema of the host's settings (the maxima per head count are in `checkOptions`). */
export const optionsSchema = v.object({
  shifters: wholeNumber(MIN_SHIFTERS, maxShifters(MAX_PLAYERS)),
  visionary: v.boolean(),
  alchemist: v.boolean(),
  immortal: v.boolean(),
  mortician: v.boolean(),
  rambuh: v.boolean(),
  armoris: v.boolean(),
  cardSeconds: secondsSchema(CARD_SECONDS),
  nightSeconds: secondsSchema(NIGHT_SECONDS),
  discussionSeconds: secondsSchema(DISCUSSION_SECONDS),
  voteSeconds: secondsSchema(VOTE_SECONDS),
  pauseSeconds: secondsSchema(PAUSE_SECONDS),
  farewellSeconds: secondsSchema(FAREWELL_SECONDS),
}) satisfies v.GenericSchema<unknown, ShifterOptions>

/** The recommended setup: the suggested shifters, Visionary, Alchemist and Immortal as far as they fit, the book's timers. */
export function defaultOptions(playerCount: number): ShifterOptions {
  const count = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, playerCount))
  const shifters = suggestedShifters(count)
  const first = FIRST_ROUND_SPECIALS.slice(0, maxSpecials(count, shifters))
  return {
    shifters,
    visionary: first.includes('visionary'),
    alchemist: first.includes('alchemist'),
    immortal: first.includes('immortal'),
    mortician: false,
    rambuh: false,
    armoris: false,
    cardSeconds: CARD_SECONDS.default,
    nightSeconds: NIGHT_SECONDS.default,
    discussionSeconds: DISCUSSION_SECONDS.default,
    voteSeconds: VOTE_SECONDS.default,
    pauseSeconds: PAUSE_SECONDS.default,
    farewellSeconds: FAREWELL_SECONDS.default,
  }
}

/** Why these options do not fit this head count, or null when they do. */
function problemOf(o: ShifterOptions, playerCount: number): Notice | null {
  if (playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    return notice('shifter.check.players', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: playerCount })
  }
  const most = maxShifters(playerCount)
  if (!Number.isInteger(o.shifters) || o.shifters < MIN_SHIFTERS) return notice('shifter.check.shiftersMin', { min: MIN_SHIFTERS })
  if (o.shifters > most) return notice('shifter.check.shiftersMax', { count: playerCount, max: most, shifters: o.shifters })
  const specials = specialsOf(o).length
  const room = maxSpecials(playerCount, o.shifters)
  if (specials > room) {
    return notice('shifter.check.specialsMax', { count: playerCount, shifters: o.shifters, max: room, specials, townfolk: MIN_TOWNFOLK })
  }
  return null
}

/** Below this many seconds for the Alchemist's turn (a quarter of the night) the lobby says so. */
const SHORT_POTION_SECONDS = 20

/** Whether these options work for this head count; the reason when not, advice when unusual. */
export function checkOptions(o: ShifterOptions, playerCount: number): OptionsCheck {
  const problem = problemOf(o, playerCount)
  if (problem) return { ok: false, reason: problem }
  const warnings: Notice[] = []
  const suggested = suggestedShifters(playerCount)
  if (o.shifters !== suggested) warnings.push(notice('shifter.check.shiftersUnusual', { count: playerCount, suggested }))
  // A short night leaves the Alchemist's turn so short that reading the potion card eats it.
  const potion = Math.round(o.nightSeconds * POTION_SHARE)
  if (o.alchemist && potion < SHORT_POTION_SECONDS) warnings.push(notice('shifter.check.shortPotion', { night: o.nightSeconds, potion }))
  return { ok: true, warnings }
}

/** The split as lobby lines ('2 × Shifter'), and the maximum the host went past, if any. */
export function previewOptions(o: ShifterOptions, playerCount: number): Notice[] {
  const lines = roleSplit(o, playerCount)
    .filter((line) => line.count > 0)
    .map((line) => notice('shifter.preview.line', { count: line.count, role: roleRef(line.role) }))
  const problem = problemOf(o, playerCount)
  return problem ? [...lines, problem] : lines
}

/** The host's settings as the definition carries them. */
export const hostOptions = { schema: optionsSchema, defaults: defaultOptions, check: checkOptions, preview: previewOptions }
