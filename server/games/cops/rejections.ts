/** Every way an action can be refused: a stable code and the reason's key. */
import { notice } from '../../../shared/notice'
import { reject, type Rejection } from '../contract'

/** The refusals this game gives, by code. */
export const REJECTIONS = {
  ended: 'cops.reject.ended',
  not_player: 'cops.reject.notPlayer',
  out: 'cops.reject.out',
  wrong_phase: 'cops.reject.wrongPhase',
  bad_floor: 'cops.reject.badFloor',
  already_acted: 'cops.reject.alreadyActed',
  alone: 'cops.reject.alone',
  not_your_action: 'cops.reject.notYourAction',
  no_reveals: 'cops.reject.noReveals',
  unknown_target: 'cops.reject.unknownTarget',
  target_out: 'cops.reject.targetOut',
  self_target: 'cops.reject.selfTarget',
  other_floor: 'cops.reject.otherFloor',
  not_tied: 'cops.reject.notTied',
  not_vip: 'cops.reject.notVip',
  unknown_action: 'cops.reject.unknownAction',
} as const

/** A refusal code. */
export type RejectionCode = keyof typeof REJECTIONS

/** Refuses with one of this game's codes. */
export function refuse(code: RejectionCode): Rejection {
  return reject(code, notice(REJECTIONS[code]))
}
