/**
 * What the narrator reads: the lines for each step and for what just happened. The same for
 * everyone, and never dependent on who is still alive (the seer is called even when she is out).
 */
import type { SeatId } from '../../../shared/games'
import type { Notice } from '../../../shared/notice'
import type { Tally, WerwolfPhase } from '../../../shared/views/werwolf'
import type { WerwolfState } from './state'
import { cardParams, roleRef, say, seatRef } from './texts'

/** The night's calls: night falls, then each role in the game in the rule book's order. */
export function nightLines(state: WerwolfState): Notice[] {
  const { theme, protector } = state.options
  const lines = [say(theme, 'werwolf.narr.nightFalls', { day: state.day })]
  if (protector) lines.push(say(theme, 'werwolf.narr.protectorCall'))
  // On the first night the pack first learns who belongs to it, then agrees on its victim.
  if (state.day === 1) lines.push(say(theme, 'werwolf.narr.wolvesMeet'))
  lines.push(say(theme, 'werwolf.narr.wolvesCall'))
  lines.push(say(theme, 'werwolf.narr.seerCall'))
  lines.push(say(theme, 'werwolf.narr.tapHint'))
  return lines
}

/**
 * Someone is out: their card is turned over, or under "secret to the end" the story only says
 * that they are out.
 */
export function revealLines(state: WerwolfState, seat: SeatId, reveal: boolean): Notice[] {
  const { theme } = state.options
  const hand = state.hands[seat]
  if (!hand) return []
  if (!reveal) return [say(theme, 'werwolf.narr.outSecret', { player: seatRef(seat) })]
  return [say(theme, 'werwolf.narr.reveal', { player: seatRef(seat), role: roleRef(theme, hand.role), ...cardParams(hand.card) })]
}

/** The morning story: who was taken, or the quiet night. */
export function dawnLines(state: WerwolfState, victim: SeatId | null, reveal: boolean): Notice[] {
  const { theme } = state.options
  const lines = [say(theme, 'werwolf.narr.dawn', { day: state.day })]
  if (victim === null) return [...lines, say(theme, 'werwolf.narr.quietNight')]
  return [...lines, say(theme, 'werwolf.narr.victim', { player: seatRef(victim) }), ...revealLines(state, victim, reveal)]
}

/** A round's result: who is out, or why nobody is. */
export function voteLines(
  state: WerwolfState,
  round: 'vote' | 'runoff',
  tally: Tally[],
  out: SeatId | null,
  reveal: boolean,
): Notice[] {
  const { theme } = state.options
  if (out !== null) {
    const votes = tally.find((t) => t.seat === out)?.votes ?? 0
    return [say(theme, 'werwolf.narr.votedOut', { player: seatRef(out), votes }), ...revealLines(state, out, reveal)]
  }
  if (tally.length === 0) return [say(theme, 'werwolf.narr.noVotes')]
  if (round === 'runoff') return [say(theme, 'werwolf.narr.secondTie')]
  const tied = leadersOf(tally)
  return [
    say(theme, 'werwolf.narr.tie', { count: tied.length }),
    ...tied.map((seat) => say(theme, 'werwolf.narr.defendant', { player: seatRef(seat) })),
  ]
}

/** The players with the most votes (empty when nobody got a vote). */
export function leadersOf(tally: readonly Tally[]): SeatId[] {
  const most = tally[0]?.votes ?? 0
  return tally.filter((t) => t.votes === most && most > 0).map((t) => t.seat)
}

/** The hunter's shot, or that he held his fire. */
export function shotLines(state: WerwolfState, hunter: SeatId, target: SeatId | null, reveal: boolean): Notice[] {
  const { theme } = state.options
  if (target === null) return [say(theme, 'werwolf.narr.hunterMissed', { player: seatRef(hunter) })]
  return [say(theme, 'werwolf.narr.hunterShot', { player: seatRef(target), hunter: seatRef(hunter) }), ...revealLines(state, target, reveal)]
}

/** The lines that open a step (after whatever just happened has been told). */
export function phaseLines(state: WerwolfState, phase: WerwolfPhase): Notice[] {
  const { theme } = state.options
  switch (phase) {
    case 'night':
      return nightLines(state)
    case 'hunter':
      return state.hunter ? [say(theme, 'werwolf.narr.hunterCall', { player: seatRef(state.hunter.seat) })] : []
    case 'discussion':
      return [say(theme, 'werwolf.narr.discussion', { day: state.day }), say(theme, 'werwolf.narr.readyHint')]
    case 'vote':
      return [say(theme, 'werwolf.narr.voteCalled')]
    case 'defense':
      return [say(theme, 'werwolf.narr.defense', { seconds: state.options.defenseSeconds })]
    case 'runoff':
      return [say(theme, 'werwolf.narr.runoff')]
    case 'ended':
      return endLines(state)
  }
}

/** The win line, and that every card is now shown. */
export function endLines(state: WerwolfState): Notice[] {
  const { theme } = state.options
  const win =
    state.winner === 'village'
      ? 'werwolf.narr.win.village'
      : state.winner === 'wolves'
        ? 'werwolf.narr.win.wolves'
        : 'werwolf.narr.abandoned'
  return [say(theme, win), say(theme, 'werwolf.narr.revealAll')]
}
