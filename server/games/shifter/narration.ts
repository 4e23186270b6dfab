/**
 * What the table is told: the lines for each step and for what just happened. The same for
 * everyone, and never dependent on who is still alive or who holds which role: a role is called
 * every night while it is in the game, alive or not.
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { ShifterPhase } from '../../../shared/views/shifter'
import { tallyOf } from '../kit'
import type { LogRecord, ShifterState } from './state'
import { seatRef } from './texts'
import { loversWin } from './win-check'

/** The night's calls, in the rule book's order, for the roles in this game. */
function nightLines(state: ShifterState): Notice[] {
  const { options } = state
  const lines = [notice('shifter.narr.nightFalls', { day: state.day })]
  if (options.armoris && state.day === 1) lines.push(notice('shifter.narr.armorisCall'))
  lines.push(notice('shifter.narr.shiftersCall'))
  if (options.visionary) lines.push(notice('shifter.narr.visionaryCall'))
  if (options.immortal) lines.push(notice('shifter.narr.immortalCall'))
  lines.push(notice('shifter.narr.tapHint'))
  return lines
}

/** The morning story: who died (table order, no roles), or the peaceful night. */
export function dawnLines(_state: ShifterState, day: number, dead: readonly SeatId[]): Notice[] {
  const lines = [notice('shifter.narr.dawn', { day })]
  if (dead.length === 0) return [...lines, notice('shifter.narr.peaceful')]
  return [...lines, ...dead.map((seat) => notice('shifter.narr.dead', { player: seatRef(seat) }))]
}

/** A vote round's result: who is out (and who followed), the tie, or that nobody voted. */
export function voteLines(state: ShifterState, record: Extract<LogRecord, { type: 'vote' }>): Notice[] {
  const tally = tallyOf(state.seats, record.ballots)
  if (record.out !== null) {
    const votes = tally.find((t) => t.seat === record.out)?.votes ?? 0
    const lines = [
      record.byChance
        ? notice('shifter.narr.chance', { player: seatRef(record.out) })
        : notice('shifter.narr.votedOut', { player: seatRef(record.out), votes }),
    ]
    return [...lines, ...record.followed.map((seat) => notice('shifter.narr.heartbreak', { player: seatRef(seat) }))]
  }
  if (record.tied.length > 0) return [notice('shifter.narr.tie'), ...record.tied.map((seat) => notice('shifter.narr.tied', { player: seatRef(seat) }))]
  return [notice('shifter.narr.noVotes')]
}

/** The lines that open a step (after whatever just happened has been told). */
export function phaseLines(state: ShifterState, phase: ShifterPhase): Notice[] {
  switch (phase) {
    case 'reveal':
      return [notice('shifter.narr.reveal')]
    case 'night':
      return nightLines(state)
    case 'potion':
      return [notice('shifter.narr.potion'), notice('shifter.narr.alchemistCall')]
    case 'farewell':
      return [notice('shifter.narr.farewell')]
    case 'discussion':
      return [notice('shifter.narr.discussion', { day: state.day }), notice('shifter.narr.readyHint')]
    case 'vote':
      return [notice('shifter.narr.vote', { seconds: state.options.voteSeconds })]
    case 'runoff':
      return [notice('shifter.narr.runoff', { seconds: state.options.voteSeconds })]
    case 'dusk':
      return [notice('shifter.narr.dusk', { seconds: state.options.pauseSeconds })]
    case 'ended':
      return endLines(state)
  }
}

/** The win line, the lovers' line, and that every role is now shown. */
export function endLines(state: ShifterState): Notice[] {
  const winner = state.winner ?? 'nobody'
  const lines = [notice(winner === 'nobody' ? 'shifter.narr.abandoned' : `shifter.narr.win.${winner}`)]
  if (loversWin(state, winner)) {
    lines.push(notice('shifter.narr.loversWin', { first: seatRef(state.lovers[0]!), second: seatRef(state.lovers[1]!) }))
  }
  return [...lines, notice('shifter.narr.revealAll')]
}
