/** The deal: a pair, the roles shuffled with the seed, the speaking order shuffled once; then everyone looks. */
import type { SeatId } from '../../../shared/games'
import { LANGS, type Lang } from '../../../shared/i18n'
import type { WordsOptions, WordsRole } from '../../../shared/views/words'
import type { SetupInput } from '../contract'
import { seedRng, shuffled } from '../kit'
import { MAX_PLAYERS, MIN_PLAYERS } from './constants'
import { drawPair, recentFrom } from './deal'
import { steps } from './flow'
import { checkOptions } from './options'
import { roleSplit, ROLES } from './role-table'
import type { WordsState } from './state'

/** The language of the room's pairs when the room names none. */
export const DEFAULT_LANG: Lang = 'de'

/**
 * Deals the pair and the roles and opens the look: the pair in the room's language (German when
 * the room names none), avoiding the pairs dealt lately in this room (`memory`). Options must have
 * passed `check` (a fault otherwise).
 */
export function setup(input: SetupInput<WordsOptions>): WordsState {
  const { seats, options, seed, now } = input
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS || new Set(seats).size !== seats.length) {
    throw new Error(`words: cannot deal to ${seats.length} seats`)
  }
  const check = checkOptions(options, seats.length)
  if (!check.ok) throw new Error(`words: options refused (${check.reason.key})`)
  const lang = input.lang && (LANGS as readonly string[]).includes(input.lang) ? input.lang : DEFAULT_LANG
  const split = roleSplit(options, seats.length)
  const deck = ROLES.flatMap((role) => Array.from({ length: split[role] }, () => role))
  const seeded = { rng: seedRng(seed) }
  const [{ pair, recent }, afterPair] = drawPair(seeded, options, lang, recentFrom(input.memory))
  const [dealt, afterRoles] = shuffled(afterPair, deck)
  const [order, afterOrder] = shuffled(afterRoles, seats)
  const roles: Record<SeatId, WordsRole> = Object.fromEntries(seats.map((seat, i) => [seat, dealt[i] as WordsRole]))
  // The own pairs and the recent list served the draw; the game keeps only the pair it dealt.
  const { own: _own, recent: _recent, ...rules } = options
  // Built as "before the look" (step -1) so entering the look counts the step to 0.
  const before: WordsState = {
    options: rules,
    lang,
    seats: [...seats],
    roles,
    pair,
    recent,
    rng: afterOrder.rng,
    stage: -1,
    phase: 'look',
    deadline: null,
    order,
    round: 0,
    opener: order[0] as SeatId,
    runoff: false,
    speakers: [],
    speaking: 0,
    spoken: false,
    seen: [],
    ready: [],
    voters: [],
    candidates: [],
    ballots: {},
    handsIn: false,
    nudgeAt: null,
    out: [],
    votes: [],
    steals: [],
    quiet: 0,
    winner: null,
    reason: null,
  }
  return steps.enter(before, 'look', now)
}

/** What the room keeps for this room's next deal: the pairs dealt lately. */
export function memory(state: WordsState): string[] {
  return state.recent
}
