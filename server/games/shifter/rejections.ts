/** Shifter Under Us' own refusals on top of the kit's common ones. */
import { refusals } from '../kit'

/** The refusals only this game gives, by code. */
export const REJECTIONS = {
  self_vote: 'shifter.reject.selfVote',
  shifter_target: 'shifter.reject.shifterTarget',
  protect_repeat: 'shifter.reject.protectRepeat',
  love_twice: 'shifter.reject.loveTwice',
  no_victim: 'shifter.reject.noVictim',
  potion_used: 'shifter.reject.potionUsed',
  not_dead: 'shifter.reject.notDead',
} as const

/** Refuses with a common or an own code. */
export const refuse = refusals(REJECTIONS)
