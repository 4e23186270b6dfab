/** Undercover Cops' own refusals, on top of the kit's common ones. */
import { refusals, type CommonRejection } from '../kit'

/** The refusals only this game gives, by code. */
export const REJECTIONS = {
  bad_floor: 'cops.reject.badFloor',
  alone: 'cops.reject.alone',
  no_reveals: 'cops.reject.noReveals',
  other_floor: 'cops.reject.otherFloor',
  not_vip: 'cops.reject.notVip',
} as const

/** A refusal code: the common ones and this game's own. */
export type RejectionCode = CommonRejection | keyof typeof REJECTIONS

/** Refuses with one of these codes. */
export const refuse = refusals(REJECTIONS)
