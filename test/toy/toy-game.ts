/**
 * A toy game, registered only by the tests that play it: proof that a game made of the engine
 * kit's pieces runs in the real room without the room, the protocol or another game knowing it
 * (docs/adding-a-game.md walks through the same shape for a real game).
 *
 * "Last two standing": every round all who are still in vote someone out; a tie goes to chance;
 * once two are left, they win.
 */
import * as v from 'valibot'
import type { GameManifest, SeatId } from '../../shared/games'
import { notice } from '../../shared/notice'
import type { ViewHeader } from '../../shared/views/header'
import type { GameDefinition, Outcome, Viewer } from '../../server/games/contract'
import {
  ballotList,
  breakTie,
  countVotes,
  endedStep,
  everyoneActed,
  isAlive,
  isSeat,
  living,
  lookerOf,
  playerAction,
  progressOf,
  refusals,
  secondsSchema,
  seconds,
  seedRng,
  stepMachine,
  viewHeader,
  type StepMachine,
} from '../../server/games/kit'

export const manifest: GameManifest = {
  id: 'toy',
  players: { min: 3, max: 8 },
  name: { de: 'Die letzten zwei', en: 'Last two standing' },
  pitch: { de: 'Jede Runde wählt einen hinaus.', en: 'Every round votes someone out.' },
}

const VOTE_SECONDS = { default: 20, min: 5, max: 60 }
const WINNERS_LEFT = 2

interface ToyOptions {
  voteSeconds: number
}
type ToyAction = { type: 'vote'; target: SeatId }

interface ToyState {
  options: ToyOptions
  seats: SeatId[]
  out: { seat: SeatId; round: number }[]
  rng: number
  phase: 'vote' | 'ended'
  stage: number
  deadline: number | null
  round: number
  ballots: Record<SeatId, SeatId>
}

interface ToyView extends ViewHeader {
  round: number
  players: { seat: SeatId; alive: boolean }[]
  prompt: { targets: SeatId[]; vote: SeatId | null } | null
}

const refuse = refusals({})

const steps: StepMachine<ToyState, ToyState['phase']> = stepMachine<ToyState, ToyState['phase']>({
  vote: {
    begin: (state) => ({ ...state, round: state.round + 1, ballots: {} }),
    length: (state) => seconds(state.options.voteSeconds),
    complete: (state) => everyoneActed(living(state), (seat) => Object.hasOwn(state.ballots, seat)),
    end: (state, at) => closeRound(state, at),
  },
  ended: endedStep(),
})

/** The round closes: most votes out; a tie, or no votes at all, goes to chance. */
function closeRound(state: ToyState, at: number): ToyState {
  const result = countVotes(state.seats, ballotList(state.seats, state.ballots))
  const pool = result.kind === 'out' ? [result.seat] : result.kind === 'tie' ? result.tied : living(state)
  const [out, rng] = breakTie(state.rng, pool, { by: 'chance' })
  const next: ToyState = { ...state, rng, out: out ? [...state.out, { seat: out, round: state.round }] : state.out }
  return steps.enter(next, living(next).length <= WINNERS_LEFT ? 'ended' : 'vote', at)
}

function targetsOf(state: ToyState, seat: SeatId): SeatId[] {
  return living(state).filter((s) => s !== seat)
}

export const toy: GameDefinition<ToyState, ToyAction, ToyView, ToyOptions> = {
  id: manifest.id,
  players: manifest.players,
  rules: {
    de: { title: manifest.name.de, intro: manifest.pitch.de, sections: [] },
    en: { title: manifest.name.en, intro: manifest.pitch.en, sections: [] },
  },
  options: {
    schema: v.object({ voteSeconds: secondsSchema(VOTE_SECONDS) }),
    defaults: () => ({ voteSeconds: VOTE_SECONDS.default }),
    check: () => ({ ok: true, warnings: [] }),
    preview: (_o, n) => [notice('toy.preview', { players: n })],
  },
  action: v.variant('type', [v.object({ type: v.literal('vote'), target: v.pipe(v.string(), v.maxLength(8)) })]),
  setup: ({ seats, options, seed, now }) =>
    steps.enter({ options, seats, out: [], rng: seedRng(seed), phase: 'vote', stage: -1, deadline: null, round: 0, ballots: {} }, 'vote', now),
  act: (state, seat, action, now) =>
    playerAction(steps, state, seat, now, (current) => {
      if (current.phase !== 'vote') return refuse('wrong_phase')
      if (!isSeat(current, action.target)) return refuse('unknown_target')
      if (!isAlive(current, action.target)) return refuse('target_out')
      if (action.target === seat) return refuse('self_target')
      if (Object.hasOwn(current.ballots, seat)) return refuse('already_acted')
      return { ...current, ballots: { ...current.ballots, [seat]: action.target } }
    }),
  advance: steps.advance,
  skip: steps.skip,
  deadline: steps.deadline,
  stage: steps.stage,
  legalActions: (state, seat) =>
    state.phase === 'vote' && isAlive(state, seat) && !Object.hasOwn(state.ballots, seat) ? targetsOf(state, seat).map((target) => ({ type: 'vote', target })) : [],
  view: (state: ToyState, viewer: Viewer) => {
    const looker = lookerOf(state, viewer)
    const seat = looker.seat
    const voting = state.phase === 'vote' && seat !== null && isAlive(state, seat)
    return {
      round: state.round,
      players: state.seats.map((s) => ({ seat: s, alive: isAlive(state, s) })),
      prompt: voting ? { targets: targetsOf(state, seat), vote: state.ballots[seat] ?? null } : null,
      ...viewHeader(manifest.id, state, looker, {
        title: notice(`toy.phase.${state.phase}`),
        progress: state.phase === 'vote' ? progressOf(living(state), (s) => Object.hasOwn(state.ballots, s), 'public') : null,
        announcements: [],
      }),
    }
  },
  outcome: (state): Outcome | null =>
    state.phase === 'ended' ? { winners: living(state), team: 'survivors', reason: notice('toy.outcome') } : null,
}
