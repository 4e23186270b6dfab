/** What the app tells the whole table: each step's title and lines, the count, the steal and the end. */
import { notice, type Notice } from '../../../shared/notice'
import { tallyOf } from '../kit'
import { QUIET_ROUNDS_TO_DRAW } from './constants'
import type { StealRecord, VoteRecord, WordsState } from './state'
import { roleRef, seatRef, seatsRef, setRef } from './texts'
import { speakerOf, turnOf } from './turns'
import { tiedOf } from './round'

/** The current step's name. */
export function titleOf(state: WordsState): Notice {
  switch (state.phase) {
    case 'clue':
      return notice(state.runoff ? 'words.phase.runoffClue' : 'words.phase.clue', { round: state.round })
    case 'vote':
      return notice(state.runoff ? 'words.phase.runoffVote' : state.options.voting === 'open' ? 'words.phase.hands' : 'words.phase.vote', { round: state.round })
    case 'count':
      return notice(state.runoff ? 'words.phase.runoffCount' : 'words.phase.count', { round: state.round })
    default:
      return notice(`words.phase.${state.phase}`, { round: state.round })
  }
}

/** What a closed vote comes to, as the count tells it. `quiet` is the rounds without anyone out before this one. */
export function countLines(record: VoteRecord, state: Pick<WordsState, 'seats' | 'roles'>, quiet: number): Notice[] {
  switch (record.result) {
    case 'out': {
      const seat = record.out!
      const votes = tallyOf(state.seats, record.ballots).find((t) => t.seat === seat)?.votes ?? 0
      return [notice('words.count.out', { player: seatRef(seat), votes, role: roleRef(state.roles[seat]!) })]
    }
    case 'runoff':
      // The table hears who is tied, not only how many: they are the ones who speak again.
      return [notice('words.count.runoff', { players: seatsRef(record.tied), count: record.tied.length })]
    case 'allTied':
    case 'tieAgain':
    case 'none': {
      const ends = quiet + 1 >= QUIET_ROUNDS_TO_DRAW
      return [notice(`words.count.${record.result}`), notice(ends ? 'words.count.draw' : 'words.count.drawNext')]
    }
  }
}

/** The steal as the table hears it. */
export function stealLines(steal: StealRecord): Notice[] {
  if (steal.right === null) return [notice('words.steal.pending', { player: seatRef(steal.seat) })]
  return [notice(steal.right ? 'words.steal.right' : 'words.steal.wrong', { player: seatRef(steal.seat), guess: steal.guess ?? '—' })]
}

/** Why the game ended. */
export function outcomeReason(state: WordsState): Notice {
  return notice(`words.outcome.${state.reason ?? 'draw'}`)
}

/** The step's announcement. */
export function introLines(state: WordsState): Notice[] {
  switch (state.phase) {
    case 'look': {
      const turn = turnOf(state)
      const lines = [turn !== null ? notice('words.intro.lookPass', { player: seatRef(turn) }) : notice('words.intro.look')]
      if (state.pair.reshuffled) lines.unshift(notice('words.intro.reshuffled', { set: setRef(state.options.set) }))
      return lines
    }
    case 'clue': {
      const speaker = speakerOf(state)
      if (speaker === null) return []
      return [notice(state.runoff ? 'words.intro.runoffClue' : 'words.intro.clue', { player: seatRef(speaker), round: state.round })]
    }
    case 'debate':
      // Round one without a vote goes on to round two.
      return [notice(state.round === 1 && state.options.noVoteFirstRound ? 'words.intro.debateNoVote' : 'words.intro.debate')]
    case 'vote': {
      if (state.runoff) {
        const tied = tiedOf(state)
        return [notice('words.intro.runoffVote', { players: seatsRef(tied), count: tied.length })]
      }
      const turn = turnOf(state)
      if (turn !== null) return [notice('words.intro.votePass', { player: seatRef(turn) })]
      return [notice(state.options.voting === 'open' ? 'words.intro.hands' : 'words.intro.vote')]
    }
    case 'count': {
      const record = state.votes.at(-1)
      return record ? countLines(record, state, state.quiet) : []
    }
    case 'steal': {
      const steal = state.steals.at(-1)
      return steal ? stealLines(steal) : []
    }
    case 'ended':
      return [outcomeReason(state), notice('words.intro.revealAll')]
  }
}
