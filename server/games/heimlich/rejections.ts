/** Heimlich & Co.'s own refusals, on top of the kit's common ones. */
import { refusals, type CommonRejection } from '../kit'

/** The refusals only this game gives, by code. */
export const REJECTIONS = {
  points_needed: 'heimlich.reject.pointsNeeded',
  points_fixed: 'heimlich.reject.pointsFixed',
  spend_all: 'heimlich.reject.spendAll',
  unknown_agent: 'heimlich.reject.unknownAgent',
  safe_stays: 'heimlich.reject.safeStays',
  unknown_building: 'heimlich.reject.unknownBuilding',
  guess_everyone: 'heimlich.reject.guessEveryone',
  guess_colour_twice: 'heimlich.reject.guessColourTwice',
} as const

/** A refusal code: the common ones and this game's own. */
export type RejectionCode = CommonRejection | keyof typeof REJECTIONS

/** Refuses with one of these codes. */
export const refuse = refusals(REJECTIONS)
