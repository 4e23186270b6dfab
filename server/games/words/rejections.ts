/** The word game's own refusals, on top of the kit's common ones. */
import { refusals, type CommonRejection } from '../kit'

/** The refusals only this game gives, by code. */
export const REJECTIONS = {
  open_voting: 'words.reject.openVoting',
  secret_voting: 'words.reject.secretVoting',
  not_voter: 'words.reject.notVoter',
  not_candidate: 'words.reject.notCandidate',
  bad_hands: 'words.reject.badHands',
  not_stealer: 'words.reject.notStealer',
  empty_guess: 'words.reject.emptyGuess',
} as const

/** A refusal code: the common ones and this game's own. */
export type RejectionCode = CommonRejection | keyof typeof REJECTIONS

/** Refuses with one of these codes. */
export const refuse = refusals(REJECTIONS)
