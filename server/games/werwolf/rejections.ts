/** Every way an action can be refused: a stable code and the reason's key. */
import { reject, type Rejection } from '../contract'
import type { WerwolfTheme } from '../../../shared/views/werwolf'
import { say } from './texts'

/** The refusals this game gives, by code. */
export const REJECTIONS = {
  ended: 'werwolf.reject.ended',
  not_player: 'werwolf.reject.notPlayer',
  dead: 'werwolf.reject.dead',
  wrong_phase: 'werwolf.reject.wrongPhase',
  not_your_role: 'werwolf.reject.notYourRole',
  already_acted: 'werwolf.reject.alreadyActed',
  unknown_target: 'werwolf.reject.unknownTarget',
  target_out: 'werwolf.reject.targetOut',
  self_target: 'werwolf.reject.selfTarget',
  self_vote: 'werwolf.reject.selfVote',
  protect_repeat: 'werwolf.reject.protectRepeat',
  wolf_target: 'werwolf.reject.wolfTarget',
  not_tied: 'werwolf.reject.notTied',
  cannot_abstain: 'werwolf.reject.cannotAbstain',
  not_hunter: 'werwolf.reject.notHunter',
  unknown_action: 'werwolf.reject.unknownAction',
} as const

/** A refusal code. */
export type RejectionCode = keyof typeof REJECTIONS

/** Refuses with one of this game's codes (the reason is themed where a Mafia text exists). */
export function refuse(theme: WerwolfTheme, code: RejectionCode): Rejection {
  return reject(code, say(theme, REJECTIONS[code]))
}
