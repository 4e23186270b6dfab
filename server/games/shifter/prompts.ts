/**
 * Each seat's prompt: what it may do now, with the small line that says what a tap means. The
 * night prompt has one shape for every role (names, and "nothing"), so the screens look alike.
 */
import type { SeatId } from '../../../shared/games'
import { notice, type Notice } from '../../../shared/notice'
import type { ShifterMark, ShifterPrompt } from '../../../shared/views/shifter'
import { voteTargets } from './day-vote'
import { hasMourned } from './farewell'
import { currentPicks } from './hunt-vote'
import { hasActed, mayHeal, nightActOf, nightPicks, nightTargets } from './night'
import { isAlive, livingShifters, roleOf } from './seats'
import type { ShifterState } from './state'
import { roleRef, seatRef } from './texts'

/** The other living shifters' picks in the current round (for a shifter's screen). */
function marksFor(state: ShifterState, seat: SeatId): ShifterMark[] {
  const night = state.night
  if (!night || state.phase !== 'night') return []
  const picks = currentPicks(night)
  return livingShifters(state)
    .filter((s) => s !== seat && Object.hasOwn(picks, s))
    .map((by) => ({ by, target: picks[by] ?? null }))
}

/** The line on a night screen: what to do, or what came of it. */
function nightLine(state: ShifterState, seat: SeatId): Notice {
  const night = state.night!
  const done = hasActed(state, seat)
  const slept = Object.hasOwn(night.slept, seat)
  if (state.phase === 'potion' && roleOf(state, seat) === 'alchemist') {
    if (night.potion?.type === 'heal') return notice('shifter.prompt.healed', { player: seatRef(night.victim!) })
    if (night.potion?.type === 'poison') return notice('shifter.prompt.poisoned', { player: seatRef(night.potion.target) })
    if (done) return notice('shifter.prompt.nightDone')
    return night.victim ? notice('shifter.prompt.victim', { player: seatRef(night.victim) }) : notice('shifter.prompt.noVictim')
  }
  const act = nightActOf(state, seat)
  if (slept && act !== 'sleep') return notice('shifter.prompt.nothingDone')
  switch (act) {
    case 'attack':
      if (night.fixed) return night.victim ? notice('shifter.prompt.victimFixed', { player: seatRef(night.victim) }) : notice('shifter.prompt.noVictimFixed')
      if (done) return notice(night.tie.length > 0 ? 'shifter.prompt.tieDone' : 'shifter.prompt.attackDone')
      return notice(night.tie.length > 0 ? 'shifter.prompt.tie' : 'shifter.prompt.attack')
    case 'inspect':
      if (night.inspect) return notice(state.roles[night.inspect] === 'shifter' ? 'shifter.private.isShifter' : 'shifter.private.notShifter', { player: seatRef(night.inspect), day: state.day })
      return notice('shifter.prompt.inspect')
    case 'protect':
      return night.protect ? notice('shifter.prompt.protected', { player: seatRef(night.protect) }) : notice('shifter.prompt.protect')
    case 'love': {
      const [first, second] = night.love
      if (first && second) return notice('shifter.prompt.loveDone', { first: seatRef(first), second: seatRef(second) })
      return first ? notice('shifter.prompt.loveSecond', { player: seatRef(first) }) : notice('shifter.prompt.love')
    }
    default:
      return notice(done ? 'shifter.prompt.nightDone' : 'shifter.prompt.sleep')
  }
}

/** The farewell line: the Mortician's offer or finding, everyone else's farewell. */
function farewellLine(state: ShifterState, seat: SeatId): Notice {
  const look = state.findings.find((f) => f.kind === 'look' && f.to === seat && f.day === state.day)
  if (look?.kind === 'look' && state.farewell?.dead.includes(look.target)) {
    return notice('shifter.private.look', { player: seatRef(look.target), role: roleRef(look.role) })
  }
  if (hasMourned(state, seat)) return notice('shifter.prompt.farewellDone')
  return notice(roleOf(state, seat) === 'mortician' && !state.lookUsed ? 'shifter.prompt.look' : 'shifter.prompt.farewell')
}

/** What this seat may do now, or null. */
export function promptFor(state: ShifterState, seat: SeatId): ShifterPrompt | null {
  if (!isAlive(state, seat)) return null
  switch (state.phase) {
    case 'reveal':
      return { type: 'confirm', done: state.confirmed.includes(seat) }
    case 'night':
    case 'potion': {
      const night = state.night
      if (!night) return null
      return {
        type: 'night',
        part: state.phase,
        act: nightActOf(state, seat),
        prompt: nightLine(state, seat),
        targets: nightTargets(state, seat),
        picks: nightPicks(state, seat),
        marks: roleOf(state, seat) === 'shifter' ? marksFor(state, seat) : [],
        tie: state.phase === 'night' && roleOf(state, seat) === 'shifter' && night.tie.length > 0 && !night.fixed,
        heal: mayHeal(state, seat) && !hasActed(state, seat) ? night.victim : null,
        done: hasActed(state, seat),
        touched: night.touched.includes(seat),
      }
    }
    case 'farewell': {
      const farewell = state.farewell
      if (!farewell) return null
      return { type: 'farewell', prompt: farewellLine(state, seat), targets: [...farewell.dead], pick: farewell.taps[seat] ?? null, done: hasMourned(state, seat) }
    }
    case 'discussion':
      return { type: 'ready', done: state.ready.includes(seat) }
    case 'vote':
    case 'runoff':
      return { type: 'vote', round: state.phase, targets: voteTargets(state, seat), vote: state.ballots[seat] ?? null }
    case 'dusk':
    case 'ended':
      return null
  }
}
