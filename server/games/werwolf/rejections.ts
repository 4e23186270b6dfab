/** Werwolf's own refusals on top of the kit's common ones, themed where a Mafia text exists. */
import type { Rejection } from '../contract'
import { refusals, type CommonRejection } from '../kit'
import type { WerwolfState } from './state'
import { themed } from './texts'

/** The refusals only this game gives, by code. */
export const REJECTIONS = {
  self_vote: 'werwolf.reject.selfVote',
  protect_repeat: 'werwolf.reject.protectRepeat',
  wolf_target: 'werwolf.reject.wolfTarget',
  cannot_abstain: 'werwolf.reject.cannotAbstain',
  not_hunter: 'werwolf.reject.notHunter',
} as const

/** A refusal code: the common ones and Werwolf's own. */
export type RejectionCode = CommonRejection | keyof typeof REJECTIONS

const refuseWith = refusals(REJECTIONS)

/** Refuses with one of these codes, in the game's theme. */
export function refuse(state: Pick<WerwolfState, 'options'>, code: RejectionCode): Rejection {
  const rejection = refuseWith(code)
  return { ...rejection, notice: { ...rejection.notice, key: themed(state.options.theme, rejection.notice.key) } }
}
