/**
 * The refusals every game gives, with one text each in the platform's catalogue (`game.reject.*`),
 * and a builder for a game's own refusals on top of them. A refusal is a value, never a throw.
 */
import { notice } from '../../../shared/notice'
import { reject, type Rejection } from '../contract'

/** The common refusals, by stable code. */
export const COMMON_REJECTIONS = {
  ended: 'game.reject.ended',
  not_player: 'game.reject.notPlayer',
  out: 'game.reject.out',
  wrong_phase: 'game.reject.wrongPhase',
  not_your_turn: 'game.reject.notYourTurn',
  not_your_role: 'game.reject.notYourRole',
  already_acted: 'game.reject.alreadyActed',
  unknown_target: 'game.reject.unknownTarget',
  target_out: 'game.reject.targetOut',
  self_target: 'game.reject.selfTarget',
  not_tied: 'game.reject.notTied',
  unknown_action: 'game.reject.unknownAction',
} as const

/** A common refusal code. */
export type CommonRejection = keyof typeof COMMON_REJECTIONS

/**
 * A game's `refuse`: its own codes (code → key) plus the common ones.
 *
 * @example const refuse = refusals({ no_reveals: 'mygame.reject.noReveals' }); refuse('target_out')
 */
export function refusals<Own extends Record<string, string>>(own: Own): (code: CommonRejection | keyof Own, params?: Record<string, string | number>) => Rejection {
  const keys: Record<string, string> = { ...COMMON_REJECTIONS, ...own }
  return (code, params) => reject(String(code), notice(keys[code as string] as string, params))
}

/** A common refusal, for kit code that is not a game's. */
export const refuseCommon = refusals({})
