/**
 * What each viewer may see. A seat: its own word (nothing for a blank), never its side; the
 * roles of those voted out (their card turned over, never their word); its own ballot until the
 * count; everything public. Spectators: the public part. The moderator and everyone after the
 * end: every role and both words.
 */
import type { SeatId } from '../../../shared/games'
import type { Progress } from '../../../shared/views/header'
import type { WordsInsight, WordsPlayer, WordsPrompt, WordsView, WordsVoteRecord } from '../../../shared/views/words'
import type { Viewer } from '../contract'
import { isAlive, lastStateMemo, logReader, lookerOf, progressOf as stepProgress, viewHeader } from '../kit'
import { introLines, titleOf } from './announcements'
import { timedStep } from './flow'
import { roleSplit } from './role-table'
import { tiedOf } from './round'
import type { VoteRecord, WordsState } from './state'
import { summaryOf, voteEntry, wordOf } from './summary'
import { mayVote, pendingSteal, speakerOf, tapsForTable, turnOf, voteTargets } from './turns'

/** Closed votes as everyone sees them, built once per record (a record and the roles never change). */
const readVotes = logReader<VoteRecord, WordsVoteRecord, WordsState>(
  () => '',
  (record, state) => voteEntry(state, record),
)

function playerOf(state: WordsState, omniscient: boolean, seat: SeatId): WordsPlayer {
  const out = state.out.find((o) => o.seat === seat)
  const known = omniscient || state.phase === 'ended' || out !== undefined
  return { seat, alive: !out, role: known ? (state.roles[seat] ?? null) : null, out: out ? { round: out.round, runoff: out.runoff } : null }
}

function promptFor(state: WordsState, seat: SeatId): WordsPrompt | null {
  const pass = state.options.mode === 'pass'
  switch (state.phase) {
    case 'look': {
      if (!isAlive(state, seat)) return null
      const done = state.seen.includes(seat)
      return done || !pass || turnOf(state) === seat ? { type: 'seen', done } : null
    }
    case 'clue':
      return pass || speakerOf(state) === seat ? { type: 'done' } : null
    case 'debate':
      return pass || isAlive(state, seat) ? { type: 'ready', done: !pass && state.ready.includes(seat) } : null
    case 'vote': {
      if (state.options.voting === 'open') return tapsForTable(state, seat, []) ? { type: 'hands', voters: [...state.voters], targets: [...state.candidates] } : null
      const vote = state.ballots[seat] ?? null
      if (vote === null && !mayVote(state, seat)) return null
      return { type: 'vote', targets: voteTargets(state, seat), vote }
    }
    case 'count':
      return pass || isAlive(state, seat) ? { type: 'next', done: !pass && state.ready.includes(seat) } : null
    case 'steal': {
      const steal = pendingSteal(state)
      if (steal) return steal.seat === seat ? { type: 'guess' } : null
      return pass || isAlive(state, seat) ? { type: 'next', done: !pass && state.ready.includes(seat) } : null
    }
    case 'ended':
      return null
  }
}

/**
 * How far the step is. Who has looked and who is ready is public, so the table knows whom it
 * waits for; of a secret vote only the count ("3 / 6 voted"), never who.
 */
function progressOf(state: WordsState): Progress | null {
  const pass = state.options.mode === 'pass'
  const alive = state.seats.filter((seat) => isAlive(state, seat))
  switch (state.phase) {
    case 'look':
      return stepProgress(alive, (seat) => state.seen.includes(seat), 'public')
    case 'vote':
      // "During the vote the game only shows '3 / 6 voted'": the table screen says it so too.
      return state.options.voting === 'secret' ? { ...stepProgress(state.voters, (seat) => Object.hasOwn(state.ballots, seat), 'secret'), votes: true } : null
    case 'debate':
    case 'count':
      return pass ? null : stepProgress(alive, (seat) => state.ready.includes(seat), 'public')
    case 'steal':
      return pass || pendingSteal(state) ? null : stepProgress(alive, (seat) => state.ready.includes(seat), 'public')
    case 'clue':
    case 'ended':
      return null
  }
}

function insightOf(state: WordsState): WordsInsight {
  return {
    roles: { ...state.roles },
    words: { civilian: state.pair.civilian.word, undercover: state.pair.undercover.word },
    // How many, never who for whom: the moderator's screen counts like everyone's.
    cast: state.phase === 'vote' ? Object.keys(state.ballots).length : 0,
  }
}

/** What every viewer of a state sees alike: the view but for who looks, their word, their prompt and the moderator's extras. */
type Shared = Omit<WordsView, 'viewer' | 'me' | 'prompt' | 'insight'>

/** The shared part per state, built once for all the viewers of that state. */
const sharedOf = lastStateMemo((state: WordsState): Shared => {
  const split = roleSplit(state.options, state.seats.length)
  const history = readVotes(state.votes, state)
  const steal = state.phase === 'steal' ? (state.steals.at(-1) ?? null) : null
  const { viewer: _nobody, ...header } = viewHeader('words', state, lookerOf(state, null), {
    title: titleOf(state),
    progress: progressOf(state),
    announcements: introLines(state),
    // The countdown shows real timers only, not the guard of a step that waits for the table.
    timed: timedStep(state),
  })
  return {
    rules: {
      mode: state.options.mode,
      voting: state.options.voting,
      set: state.options.set,
      undercovers: split.undercover,
      blanks: split.blank,
      civilians: split.civilian,
      clueSeconds: state.options.clueSeconds,
      debateSeconds: state.options.debateSeconds,
      noVoteFirstRound: state.options.noVoteFirstRound,
      skipAnimations: state.options.skipAnimations,
      tapToReveal: state.options.tapToReveal,
    },
    round: state.round,
    runoff: state.runoff,
    players: state.seats.map((s) => playerOf(state, false, s)),
    order: state.phase === 'clue' ? [...state.speakers] : [],
    speaker: speakerOf(state),
    turn: turnOf(state),
    nudgeAt: state.phase === 'debate' ? state.nudgeAt : null,
    ballot: state.phase === 'vote' ? { voters: [...state.voters], candidates: [...state.candidates] } : null,
    tied: tiedOf(state),
    count: state.phase === 'count' ? (history.at(-1) ?? null) : null,
    steal: steal ? { ...steal } : null,
    history,
    summary: summaryOf(state),
    // Last, as in every view (server/games/kit/header.ts says why).
    ...header,
  }
})

/** The view for one viewer: a seat, a spectator (null) or the moderator. */
export function view(state: WordsState, viewer: Viewer): WordsView {
  const looker = lookerOf(state, viewer)
  const seat = looker.seat
  const shared = sharedOf(state)
  // The viewer's own fields written out and the shared part spread after them (server/games/kit/header.ts
  // says why); the moderator's players, with every word, then take the shared list's place.
  return {
    viewer: looker.kind,
    me: seat !== null ? { seat, alive: isAlive(state, seat), word: wordOf(state, seat) } : null,
    prompt: seat !== null ? promptFor(state, seat) : null,
    insight: looker.moderator ? insightOf(state) : null,
    ...shared,
    players: looker.moderator ? state.seats.map((s) => playerOf(state, true, s)) : shared.players,
  }
}
