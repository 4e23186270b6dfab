/**
 * Heimlich & Co.'s client: lobby settings, game screens and texts.
 *
 * Its test hooks (data-testid), besides the platform's (client/main.tsx) and the kit's (the step
 * heading #step-heading, the covered card secret-card / secret-card-toggle):
 *   heimlich-board       the board; building-<id> each building (data-safe="true" on the safe's),
 *                        agent-<colour> each agent token (data-building is where it stands, planned
 *                        while the mover plans)
 *   turn-banner          the middle of the board; data-mover is the seat whose turn it is
 *   die                  the die; data-face is '1-3' or the number
 *   planner              the mover's panel: points-<n> (on 1–3), plan-<colour> (+1 point), plan-undo,
 *                        plan-clear, plan-left (data-left), plan-preview, confirm-move
 *   safe-picker          safe-<id> buildings, confirm-safe
 *   my-agent             on the covered card: your agent (data-agent); my-guess your guess once sent
 *   guess-form           on the covered card in the guessing round: guess-<seat> selects, confirm-guess
 *   waiting              "waiting for …" on the other phones
 *   reminder             the reminder shortly before the step ends
 *   scoring              the latest scoring; scoring-row-<building> building by building
 *   score-track          score-<colour> lanes (data-score)
 *   end-reveal           the end; final-<colour> each agent (data-seat: owner or 'free')
 *   heimlich-turnTimer, heimlich-guessVariant   the lobby switches
 */
import type { Catalogue } from '../../../shared/i18n'
import { heimlich } from '../../../shared/i18n/heimlich'
import { heimlichScreens } from '../../../shared/i18n/heimlich-screens'
import './heimlich.css'

export { HeimlichSettings as Settings } from './settings'
export { HeimlichGame as Game } from './game'
export { HeimlichTable as Table } from './tv'

/** Heimlich & Co.'s texts: the engine's and the screens'. */
export const texts: readonly Catalogue[] = [heimlich, heimlichScreens]
