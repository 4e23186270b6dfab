/**
 * Heimlich & Co.'s knowledge model, written from the rule book (not from view.ts):
 * - Every person draws one agent card and looks at it secretly: each knows their own colour and
 *   nobody else's. The cards nobody drew lie face down: which agents are free is known to nobody.
 * - The board is public: where every agent stands, every marker, the safe, the die, whose turn it
 *   is, and every move (the table watches the pieces move; a move tells no colour's owner).
 * - Variant: each person writes down a guess secretly; nobody else reads it before the end. Who
 *   has already written one is public (everyone must, the table waits for the rest).
 * - At the end every card is turned over and every guess is read out: everyone knows it all.
 * - The moderator plays no agent and sees every card and guess all along.
 */
import type { SeatId } from '../../../../shared/games'
import type { HeimlichAgent } from '../../../../shared/views/heimlich'
import type { Viewer } from '../../../../server/games/contract'
import type { HeimlichState } from '../../../../server/games/heimlich/state'
import { type Fact, type KnowledgeModel, type Test, type Twin, isList } from '../knowledge'

const isText: Test = (value) => typeof value === 'string'

type Kind = 'card' | 'free' | 'guess'
interface HeimlichFact extends Fact {
  kind: Kind
}

/** The seat looking, if the viewer is a person of this game. */
function seatOf(state: HeimlichState, viewer: Viewer): SeatId | null {
  return typeof viewer === 'string' && state.seats.includes(viewer) ? viewer : null
}

/** The moderator, and everyone once the cards are turned over. */
function allSeeing(state: HeimlichState, viewer: Viewer): boolean {
  return (typeof viewer === 'object' && viewer !== null) || state.phase === 'ended'
}

/** The agents on nobody's card. */
function freeAgents(state: HeimlichState): HeimlichAgent[] {
  const dealt = new Set(Object.values(state.cards))
  return state.agents.filter((agent) => !dealt.has(agent))
}

function facts(state: HeimlichState): HeimlichFact[] {
  const out: HeimlichFact[] = []
  for (const seat of state.seats) {
    const agent = state.cards[seat]
    out.push({
      kind: 'card',
      about: seat,
      id: `card:${seat}`,
      detail: `${seat} plays ${agent}`,
      // The card on its own, or a notice naming the person together with a colour.
      shows: [{ seat, agent: isText }, { player: `#${seat}`, agent: isText }],
    })
    if (Object.hasOwn(state.guesses, seat)) {
      out.push({
        kind: 'guess',
        about: seat,
        id: `guess:${seat}`,
        detail: `${seat} guessed ${JSON.stringify(state.guesses[seat])}`,
        shows: [{ seat, guess: isList }, { by: seat, guess: isList }, { by: seat, of: isText }],
      })
    }
  }
  for (const agent of freeAgents(state)) {
    out.push({ kind: 'free', id: `free:${agent}`, detail: `${agent} is a free agent`, shows: [{ agent, seat: null }] })
  }
  return out
}

function mayKnow(state: HeimlichState, viewer: Viewer, fact: HeimlichFact): boolean {
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  switch (fact.kind) {
    case 'card':
    case 'guess':
      return me !== null && me === fact.about
    case 'free':
      return false
  }
}

function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)]
}

function twins(state: HeimlichState, viewer: Viewer, random: () => number): Twin<HeimlichState>[] {
  if (allSeeing(state, viewer)) return []
  const me = seatOf(state, viewer)
  const others = state.seats.filter((seat) => seat !== me)
  const out: Twin<HeimlichState>[] = []

  // Two other people hold each other's cards.
  const a = pickOne(others, random)
  const b = pickOne(others.filter((seat) => seat !== a), random)
  if (a !== undefined && b !== undefined) {
    out.push({ label: `${a} and ${b} swap agent cards`, state: { ...state, cards: { ...state.cards, [a]: state.cards[b]!, [b]: state.cards[a]! } } })
  }

  // Another person drew what is now a free agent.
  const free = pickOne(freeAgents(state), random)
  const holder = pickOne(others, random)
  if (free !== undefined && holder !== undefined) {
    out.push({ label: `${holder} drew ${free} instead of ${state.cards[holder]}`, state: { ...state, cards: { ...state.cards, [holder]: free } } })
  }

  // Another person wrote a different guess.
  const guesser = pickOne(others.filter((seat) => Object.hasOwn(state.guesses, seat)), random)
  if (guesser !== undefined) {
    const guess = state.guesses[guesser]!
    const turned = guess.map((g, i) => ({ of: g.of, agent: guess[(i + 1) % guess.length]!.agent }))
    const changed = guess.length > 1 ? turned : guess.map((g) => ({ of: g.of, agent: state.agents.find((agent) => agent !== g.agent)! }))
    out.push({ label: `${guesser} guessed otherwise`, state: { ...state, guesses: { ...state.guesses, [guesser]: changed } } })
  }

  // Two twins per view at most keep the audit fast; over thousands of states every kind comes up.
  while (out.length > 2) out.splice(Math.floor(random() * out.length), 1)
  return out
}

/** The model the leak audit uses for Heimlich & Co. */
export const model: KnowledgeModel<HeimlichState, HeimlichFact> = {
  kinds: ['card', 'free', 'guess'],
  facts,
  mayKnow,
  reseed: (state) => ({ ...state, rng: (state.rng ^ 0x5bd1e995) >>> 0 }),
  twins,
}
