/**
 * The word game's knowledge model, written from the rule reference and the rules page's
 * decisions (not from view.ts):
 * - Each seat knows its own word, nobody else's. Holding a word tells nobody their side; a blank
 *   knows it is a blank (it has no word). The civilians' word reaches a blank only at the end, the
 *   undercovers' word reaches a civilian only at the end, and so on: a word is known to those who
 *   hold it.
 * - A role is public once its player is voted out (the card turns over: the role, never the word).
 * - A ballot of the vote still open is known to its voter alone; closed votes are public (the count
 *   shows every ballot). Who has voted is public only as a count — except on a passed phone, where
 *   the table sees the phone go round.
 * - The speaking order, the speaker, whose turn it is with a passed phone, ready marks, the
 *   blank's guess and its verdict are public.
 * - One phone passed round knows, at any moment, only what the seat holding it may know: it is
 *   held in turn to look, to vote and to steal, and lies open on the table in between.
 * - Out players keep what they knew; they do not see everything. At the end everyone sees
 *   everything; the moderator always does.
 */
import type { SeatId } from '../../../../shared/games'
import type { WordsRole } from '../../../../shared/views/words'
import type { Viewer } from '../../../../server/games/contract'
import { isAlive, isSeat } from '../../../../server/games/kit'
import type { WordsState } from '../../../../server/games/words/state'
import { type Fact, type KnowledgeModel, type Test, type Twin, isList } from '../knowledge'

const isText: Test = (value) => typeof value === 'string'
const isNumber: Test = (value) => typeof value === 'number'

type Kind = 'word' | 'pairWord' | 'role' | 'ballot'
interface WordsFact extends Fact {
  kind: Kind
  /** The seat the fact is about (word, role, ballot). */
  about?: SeatId
  /** pairWord facts: whose word it is. */
  side?: 'civilian' | 'undercover'
}

function seatOf(state: WordsState, viewer: Viewer): SeatId | null {
  return typeof viewer === 'string' && isSeat(state, viewer) ? viewer : null
}

/** The moderator, and everyone once the game is over. */
function allSeeing(state: WordsState, viewer: Viewer): boolean {
  return (typeof viewer === 'object' && viewer !== null) || state.phase === 'ended'
}

function roleOf(state: WordsState, seat: SeatId | null): WordsRole | null {
  return seat === null ? null : (state.roles[seat] ?? null)
}

function facts(state: WordsState): WordsFact[] {
  const out: WordsFact[] = []
  const { civilian, undercover } = state.pair
  for (const seat of state.seats) {
    const role = state.roles[seat] as WordsRole
    const word = role === 'civilian' ? civilian.word : role === 'undercover' ? undercover.word : null
    out.push({ kind: 'word', about: seat, id: `word:${seat}`, detail: `${seat} holds ${word ?? 'no word'}`, shows: [{ seat, word: isText }] })
    out.push({
      kind: 'role',
      about: seat,
      id: `role:${seat}`,
      detail: `${seat} is ${role}`,
      shows: [{ seat, role: isText }, { out: seat, role: isText }, { [seat]: role }],
    })
  }
  // Each word of the pair, wherever a view might carry it as a word.
  for (const [side, entry] of [['civilian', civilian], ['undercover', undercover]] as const) {
    out.push({
      kind: 'pairWord',
      side,
      id: `pairWord:${side}`,
      detail: `the ${side}s' word is ${entry.word}`,
      shows: [{ word: entry.word }, { [side]: entry.word }],
    })
  }
  if (state.phase === 'vote') {
    for (const voter of Object.keys(state.ballots)) {
      out.push({
        kind: 'ballot',
        about: voter,
        id: `ballot:${voter}`,
        detail: `${voter} voted ${state.ballots[voter]} (vote still open)`,
        shows: [{ voter }],
        // Closed votes are public: their ballots sit in records that carry a round.
        except: [{ round: isNumber, ballots: isList }],
      })
    }
  }
  return out
}

function mayKnow(state: WordsState, viewer: Viewer, f: WordsFact): boolean {
  // "During the vote the game only shows '3 / 6 voted' — never who picked whom": not even to the moderator.
  if (f.kind === 'ballot') return seatOf(state, viewer) === f.about
  if (allSeeing(state, viewer)) return true
  const me = seatOf(state, viewer)
  switch (f.kind) {
    case 'word':
      return me !== null && me === f.about
    case 'pairWord':
      return roleOf(state, me) === f.side
    case 'role':
      return (f.about !== undefined && !isAlive(state, f.about)) || (me === f.about && roleOf(state, me) === 'blank')
  }
}

function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)]
}

/** A word no pair holds, for a twin. */
function otherWord(word: string): string {
  return `${word}·x`
}

function twins(state: WordsState, viewer: Viewer, random: () => number): Twin<WordsState>[] {
  if (allSeeing(state, viewer)) return []
  const me = seatOf(state, viewer)
  const mine = roleOf(state, me)
  const out: Twin<WordsState>[] = []

  // The words this viewer does not hold are other words altogether.
  const pair = {
    ...state.pair,
    civilian: mine === 'civilian' ? state.pair.civilian : { word: otherWord(state.pair.civilian.word), alternatives: [] },
    undercover: mine === 'undercover' ? state.pair.undercover : { word: otherWord(state.pair.undercover.word), alternatives: ['z'] },
  }
  out.push({ label: 'the words this viewer does not hold differ', state: { ...state, pair } })

  // Two players still in, neither the viewer, swap roles (and so words).
  const hidden = state.seats.filter((s) => s !== me && isAlive(state, s))
  const pairs = hidden.flatMap((a) => hidden.filter((b) => a < b && state.roles[a] !== state.roles[b]).map((b) => [a, b] as const))
  const swap = pickOne(pairs, random)
  if (swap) {
    const [a, b] = swap
    out.push({ label: `${a} and ${b} swap roles`, state: { ...state, roles: { ...state.roles, [a]: state.roles[b]!, [b]: state.roles[a]! } } })
  }

  if (state.phase === 'vote' && state.options.voting === 'secret') {
    // Another voter voted for someone else.
    const voter = pickOne(Object.keys(state.ballots).filter((v) => v !== me), random)
    if (voter) {
      const target = pickOne(state.candidates.filter((c) => c !== voter && c !== state.ballots[voter]), random)
      if (target) out.push({ label: `${voter} votes ${target} instead`, state: { ...state, ballots: { ...state.ballots, [voter]: target } } })
    }
    // On everyone's own phone, who has voted is secret: another voter cast that ballot instead.
    if (state.options.mode === 'phones' && voter) {
      const instead = pickOne(state.voters.filter((v) => v !== me && !Object.hasOwn(state.ballots, v)), random)
      const target = instead && pickOne(state.candidates.filter((c) => c !== instead), random)
      if (instead && target) {
        const { [voter]: _moved, ...rest } = state.ballots
        out.push({ label: `${instead} has voted instead of ${voter}`, state: { ...state, ballots: { ...rest, [instead]: target } } })
      }
    }
  }
  // Two twins per view at most keep the audit fast; over thousands of states every kind comes up.
  while (out.length > 2) out.splice(Math.floor(random() * out.length), 1)
  return out
}

/**
 * On a passed phone, by the rule book: everyone still in looks at their word in table order, then
 * each voter casts a secret ballot in table order, and a blank voted out takes it for the last
 * guess. Between those turns the phone lies open on the table. On everyone's own phone no single
 * device holds anyone.
 */
function holder(state: WordsState): SeatId | null {
  if (state.options.mode !== 'pass') return null
  if (state.phase === 'look') return state.seats.find((s) => isAlive(state, s) && !state.seen.includes(s)) ?? null
  if (state.phase === 'vote' && state.options.voting === 'secret') return state.seats.find((s) => state.voters.includes(s) && !Object.hasOwn(state.ballots, s)) ?? null
  const steal = state.steals.at(-1)
  if (state.phase === 'steal' && steal && steal.right === null) return steal.seat
  return null
}

/** The model the leak audit uses for the word game. */
export const model: KnowledgeModel<WordsState, WordsFact> = {
  // An open vote's ballots are facts too, checked in every view, but only the voter may know theirs
  // (not even the moderator, "never who picked whom"), and no view has a list to show it in: none
  // is required to be seen. planted-leak.test.ts shows the audit catches such a list.
  kinds: ['word', 'pairWord', 'role'],
  facts,
  mayKnow,
  reseed: (state) => ({ ...state, rng: (state.rng ^ 0x5bd1e995) >>> 0 }),
  twins,
  holder,
}
