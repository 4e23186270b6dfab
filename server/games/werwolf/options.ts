/**
 * The host's settings: schema, the recommended setup per head count, the check with its reasons,
 * and the role split preview for the lobby.
 */
import * as v from 'valibot'
import { notice, type Notice } from '../../../shared/notice'
import type { OptionsCheck } from '../../../shared/protocol'
import type { WerwolfOptions } from '../../../shared/views/werwolf'
import {
  DEFENSE_SECONDS,
  DISCUSSION_SECONDS,
  HUNTER_SECONDS,
  MAX_PLAYERS,
  MAX_WOLVES,
  MIN_PLAYERS,
  MIN_WOLVES,
  NIGHT_SECONDS,
  SMALL_ROUND_UP_TO,
  SPECIALS_FROM,
  VOTE_SECONDS,
} from './constants'
import { secondsSchema, wholeNumber } from '../kit'
import { WOLF_CARDS, defaultWolves, roleSplit } from './role-table'
import { SUIT_SYMBOLS, roleRef, say } from './texts'

/** valibot schema of the host's settings. */
export const optionsSchema = v.object({
  wolves: wholeNumber(MIN_WOLVES, MAX_WOLVES),
  protector: v.boolean(),
  hunter: v.boolean(),
  secretCards: v.boolean(),
  deadSeeAll: v.boolean(),
  theme: v.picklist(['werwolf', 'mafia']),
  nightSeconds: secondsSchema(NIGHT_SECONDS),
  discussionSeconds: secondsSchema(DISCUSSION_SECONDS),
  voteSeconds: secondsSchema(VOTE_SECONDS),
  defenseSeconds: secondsSchema(DEFENSE_SECONDS),
  hunterSeconds: secondsSchema(HUNTER_SECONDS),
}) satisfies v.GenericSchema<unknown, WerwolfOptions>

/** The recommended setup: the table's werewolf count, no optional roles, cards shown, classic theme. */
export function defaultOptions(playerCount: number): WerwolfOptions {
  return {
    wolves: defaultWolves(playerCount),
    protector: false,
    hunter: false,
    secretCards: false,
    deadSeeAll: true,
    theme: 'werwolf',
    nightSeconds: NIGHT_SECONDS.default,
    discussionSeconds: DISCUSSION_SECONDS.default,
    voteSeconds: VOTE_SECONDS.default,
    defenseSeconds: DEFENSE_SECONDS.default,
    hunterSeconds: HUNTER_SECONDS.default,
  }
}

/** Whether these options work for this head count; the reason when not, advice when unusual. */
export function checkOptions(o: WerwolfOptions, playerCount: number): OptionsCheck {
  const { theme } = o
  if (playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    return { ok: false, reason: notice('werwolf.check.players', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: playerCount }) }
  }
  if (o.wolves < MIN_WOLVES || o.wolves > MAX_WOLVES || !Number.isInteger(o.wolves)) {
    return { ok: false, reason: say(theme, 'werwolf.check.wolvesRange', { min: MIN_WOLVES, max: MAX_WOLVES }) }
  }
  const others = playerCount - o.wolves
  if (o.wolves >= others) {
    return { ok: false, reason: say(theme, 'werwolf.check.wolvesMajority', { wolves: o.wolves, others }) }
  }
  // The small round plays with one werewolf only; at five, a second would win the first night.
  if (playerCount <= SMALL_ROUND_UP_TO && o.wolves > 1) {
    return { ok: false, reason: say(theme, 'werwolf.check.smallRoundOneWolf', { count: playerCount }) }
  }
  if ((o.protector || o.hunter) && playerCount < SPECIALS_FROM) {
    return { ok: false, reason: notice('werwolf.check.specialsFrom', { min: SPECIALS_FROM }) }
  }
  const warnings: Notice[] = []
  const recommended = defaultWolves(playerCount)
  if (o.wolves !== recommended) warnings.push(say(theme, 'werwolf.check.wolvesUnusual', { count: playerCount, recommended }))
  // One victim brings the pack level with the rest: without a protector the game is over at the
  // first dawn, unless that victim is the hunter, whose shot takes a werewolf with him.
  if (o.wolves >= others - 1 && !o.protector) warnings.push(say(theme, 'werwolf.check.wolvesFirstNight', { wolves: o.wolves, others, ...(o.hunter ? { hunter: 1 } : {}) }))
  if (playerCount <= SMALL_ROUND_UP_TO) warnings.push(say(theme, 'werwolf.check.smallRound'))
  return { ok: true, warnings }
}

const CARD_HINTS: Record<string, string> = {
  seer: '@werwolf.cards.seer',
  protector: '@werwolf.cards.protector',
  hunter: '@werwolf.cards.hunter',
  villager: '@werwolf.cards.villager',
}

/** The role split as lobby lines: '2 × Werwolf (K♠ K♣)'. */
export function previewOptions(o: WerwolfOptions, playerCount: number): Notice[] {
  // Kings read 'K' in both languages, so the wolves' cards can be written out.
  const kings = WOLF_CARDS.map((card) => `K${SUIT_SYMBOLS[card.suit]}`)
  return roleSplit(o, playerCount)
    .filter((line) => line.count > 0)
    .map((line) =>
      notice('werwolf.preview.line', {
        count: line.count,
        role: roleRef(o.theme, line.role),
        cards: line.role === 'wolf' ? kings.slice(0, line.count).join(' ') : (CARD_HINTS[line.role] as string),
      }),
    )
}

/** The host's settings as the definition carries them. */
export const hostOptions = { schema: optionsSchema, defaults: defaultOptions, check: checkOptions, preview: previewOptions }
