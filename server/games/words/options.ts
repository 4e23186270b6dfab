/**
 * The host's settings: schema, the recommended setup per head count, the check with its reasons
 * (infiltrators must start strictly outnumbered; a lead of one is allowed with a warning), the
 * role split preview, and what the other phones see of the settings (the host's own pairs and the
 * list of recent pairs only as counts: a player who could read the own pairs would know the
 * partner of their word).
 */
import * as v from 'valibot'
import { notice, type Notice } from '../../../shared/notice'
import type { OptionsCheck } from '../../../shared/protocol'
import type { WordsOptions, WordsPublicOptions } from '../../../shared/views/words'
import { wholeNumber } from '../kit'
import {
  CLUE_SECONDS,
  DEBATE_SECONDS,
  DEFAULT_CLUE_SECONDS,
  DEFAULT_DEBATE_SECONDS,
  MAX_BLANKS,
  MAX_OWN_PAIR_LENGTH,
  MAX_OWN_PAIRS,
  MAX_OWN_PAIRS_BYTES,
  MAX_PAIR_ID_LENGTH,
  MAX_PLAYERS,
  MAX_UNDERCOVERS,
  MIN_PLAYERS,
  MIN_UNDERCOVERS,
  RECENT_PAIRS,
} from './constants'
import { fold } from './matcher'
import { ownPairs, parsePairLine } from './pairs'
import { recommendedUndercovers, roleSplit, ROLES } from './role-table'
import { roleRef } from './texts'

/** A timer setting: one of the offered lengths in seconds (0: none). */
function timerChoice(choices: readonly number[]) {
  return v.pipe(wholeNumber(0, Math.max(...choices)), v.check((n) => choices.includes(n), 'not one of the offered lengths'))
}

const encoder = new TextEncoder()

/** valibot schema of the host's settings (the split's bounds per head count are in `checkOptions`). */
export const optionsSchema = v.object({
  // 'pass': one phone goes round; the host's device holds every seat (GameDefinition.holder).
  mode: v.picklist(['phones', 'pass']),
  undercovers: wholeNumber(MIN_UNDERCOVERS, MAX_UNDERCOVERS),
  blanks: wholeNumber(0, MAX_BLANKS),
  set: v.picklist(['everyday', 'tricky', 'brutal', 'own']),
  voting: v.picklist(['secret', 'open']),
  clueSeconds: timerChoice(CLUE_SECONDS),
  debateSeconds: timerChoice(DEBATE_SECONDS),
  noVoteFirstRound: v.boolean(),
  skipAnimations: v.boolean(),
  tapToReveal: v.boolean(),
  own: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(MAX_OWN_PAIR_LENGTH))),
      v.maxLength(MAX_OWN_PAIRS),
      v.check((lines) => encoder.encode(lines.join('')).length <= MAX_OWN_PAIRS_BYTES, 'own pairs too long'),
    ),
  ),
  recent: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(MAX_PAIR_ID_LENGTH))), v.maxLength(RECENT_PAIRS))),
}) satisfies v.GenericSchema<unknown, WordsOptions>

/** The recommended setup: the table's undercovers, no blank, everyday pairs, secret ballots, the default timers. */
export function defaultOptions(playerCount: number): WordsOptions {
  return {
    mode: 'phones',
    undercovers: recommendedUndercovers(playerCount),
    blanks: 0,
    set: 'everyday',
    voting: 'secret',
    clueSeconds: DEFAULT_CLUE_SECONDS,
    debateSeconds: DEFAULT_DEBATE_SECONDS,
    noVoteFirstRound: false,
    skipAnimations: false,
    tapToReveal: false,
  }
}

function within(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max
}

/** The first own pair line that is no pair, or whose two words read the same (1-based), or 0. */
function badOwnLine(lines: readonly string[]): number {
  const index = lines.findIndex((line) => {
    const sides = parsePairLine(line)
    return !sides || fold(sides[0].word) === '' || fold(sides[0].word) === fold(sides[1].word)
  })
  return index + 1
}

/** Whether these options work for this head count; the reason when not, a warning when close. */
export function checkOptions(o: WordsOptions, playerCount: number): OptionsCheck {
  if (playerCount < MIN_PLAYERS) return { ok: false, reason: notice('words.check.tooFew', { min: MIN_PLAYERS, count: playerCount }) }
  if (playerCount > MAX_PLAYERS) return { ok: false, reason: notice('words.check.tooMany', { max: MAX_PLAYERS, count: playerCount }) }
  if (!within(o.undercovers, MIN_UNDERCOVERS, MAX_UNDERCOVERS)) return { ok: false, reason: notice('words.check.undercovers', { min: MIN_UNDERCOVERS }) }
  if (!within(o.blanks, 0, MAX_BLANKS)) return { ok: false, reason: notice('words.check.blanks', { max: MAX_BLANKS }) }
  if (!(CLUE_SECONDS as readonly number[]).includes(o.clueSeconds) || !(DEBATE_SECONDS as readonly number[]).includes(o.debateSeconds)) {
    return { ok: false, reason: notice('words.check.timer') }
  }
  const split = roleSplit(o, playerCount)
  const infiltrators = split.undercover + split.blank
  if (infiltrators >= split.civilian) {
    return { ok: false, reason: notice('words.check.outnumbered', { infiltrators, civilians: split.civilian }) }
  }
  const bad = badOwnLine(o.own ?? [])
  if (bad > 0) return { ok: false, reason: notice('words.check.badOwnPair', { line: bad }) }
  if (o.set === 'own' && ownPairs(o.own ?? []).length === 0) return { ok: false, reason: notice('words.check.noOwnPairs') }
  const warnings: Notice[] = []
  if (split.civilian - infiltrators === 1) warnings.push(notice('words.check.leadOfOne', { civilians: split.civilian, infiltrators }))
  const recommended = recommendedUndercovers(playerCount)
  if (o.undercovers !== recommended) warnings.push(notice('words.check.unusual', { count: playerCount, recommended }))
  return { ok: true, warnings }
}

/** The role split as lobby lines: '5 × Zivilist'. */
export function previewOptions(o: WordsOptions, playerCount: number): Notice[] {
  const split = roleSplit(o, playerCount)
  return ROLES.filter((role) => split[role] > 0).map((role) => notice('words.preview.line', { count: split[role], role: roleRef(role) }))
}

/** The settings as every phone sees them: the host's own pairs and recent pairs as counts only. */
export function publicOptions(o: WordsOptions): WordsPublicOptions {
  const { own, recent, ...rest } = o
  return { ...rest, ownPairs: own?.length ?? 0, recentPairs: recent?.length ?? 0 }
}

/** The host's settings as the definition carries them. */
export const hostOptions = { schema: optionsSchema, defaults: defaultOptions, check: checkOptions, preview: previewOptions, public: publicOptions }
