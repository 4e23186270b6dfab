/** What the app tells the whole table: the step's title and its lines. Nothing secret is in them until the end. */
import { notice, type Notice } from '../../../shared/notice'
import { CHOICE_FACE, GUESS_BONUS, GUESS_MARK } from './constants'
import { outcomeReason, standings } from './end'
import type { HeimlichState } from './state'
import { seatRef } from './texts'

/** The step's title: whose turn, placing the safe, the guessing round, the end. */
export function titleOf(state: HeimlichState): Notice {
  return notice(`heimlich.phase.${state.phase}`, { player: seatRef(state.mover), turn: state.turn })
}

/** The step's announcement. */
export function introLines(state: HeimlichState): Notice[] {
  const player = seatRef(state.mover)
  switch (state.phase) {
    case 'move':
      return [state.die === CHOICE_FACE ? notice('heimlich.intro.moveChoose', { player }) : notice('heimlich.intro.move', { player, points: state.die ?? 0 })]
    case 'safe':
      return [notice('heimlich.intro.safe', { player })]
    case 'guess':
      return [notice('heimlich.intro.guess', { mark: GUESS_MARK, bonus: GUESS_BONUS })]
    case 'ended':
      return [outcomeReason(state, standings(state)), notice('heimlich.intro.revealAll')]
  }
}
