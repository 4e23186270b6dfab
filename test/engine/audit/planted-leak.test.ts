/**
 * The audit must be able to fail: Werwolf wrapped in definitions whose views leak on purpose, each
 * in a different way, and the audit names the leak. The same games without a planted leak (and
 * without the hunter, see docs/security.md) come out clean, so the checker does not cry wolf.
 */
import { describe, expect, it } from 'vitest'
import { MODERATOR, type GameDefinition, type Viewer } from '../../../server/games/contract'
import { words } from '../../../server/games/words'
import type { WordsState } from '../../../server/games/words/state'
import type { WordsView } from '../../../shared/views/words'
import { werwolf, type WerwolfState } from '../../../server/games/werwolf'
import { isAlive, roleOf } from '../../../server/games/werwolf/seats'
import type { WerwolfOptions, WerwolfView } from '../../../shared/views/werwolf'
import { model } from './models/werwolf'
import { model as wordsModel } from './models/words'
import { describeResult, runAudit } from './run-audit'
import { loopTimeout } from '../../support/loop-timeout'

const GAMES = 8

/** Werwolf on small tables without the hunter, with the view replaced. */
function planted(leakyView: (state: WerwolfState, viewer: Viewer, view: WerwolfView) => unknown): GameDefinition {
  return {
    ...werwolf,
    players: { min: 5, max: 10 },
    options: {
      ...werwolf.options,
      check: (o: WerwolfOptions, n: number) => (o.hunter ? { ok: false, reason: { key: 'planted.noHunter' } } : werwolf.options.check(o, n)),
    },
    view: (state: WerwolfState, viewer: Viewer) => leakyView(state, viewer, werwolf.view(state, viewer)),
  }
}

function audit(def: GameDefinition) {
  return runAudit(def, model, { games: GAMES, shard: 0, shards: 1 })
}

const kindsOf = (result: ReturnType<typeof audit>) => Object.keys(result.leakKinds).map((k) => k.split(' ')[0])

// Each test audits GAMES games: its timeout grows with them, so a busy machine cannot fail it.
describe('the leak audit catches planted leaks', { timeout: loopTimeout(GAMES, 500) }, () => {
  it('finds nothing in the same games when the view is the real one', () => {
    const result = audit(planted((_s, _v, view) => view))
    console.log(`planted-leak control: ${result.games} games, ${result.views} views, ${result.leakCount} leaks`)
    expect(result.leakCount, describeResult(result)).toBe(0)
  })

  it("catches another seat's card added to a player's view", () => {
    const result = audit(
      planted((state, viewer, view) => {
        if (typeof viewer !== 'string') return view
        const next = state.seats[(state.seats.indexOf(viewer) + 1) % state.seats.length]!
        return { ...view, debug: { neighbour: next, hand: state.hands[next] } }
      }),
    )
    expect(result.leakCount).toBeGreaterThan(0)
    expect(kindsOf(result)).toContain('role')
    expect(result.leaks[0]!.where).toContain('debug.hand')
  })

  it('catches the PRNG state under an innocent name (the reseeded twin differs)', () => {
    const result = audit(planted((state, _viewer, view) => ({ ...view, shuffleState: state.rng })))
    expect(kindsOf(result)).toContain('twin')
    expect(result.leaks.some((l) => l.fact === 'twin: the PRNG state differs')).toBe(true)
  })

  it('catches a member named like random-number state', () => {
    const result = audit(planted((_state, _viewer, view) => ({ ...view, meta: { seed: 7 } })))
    expect(result.leaks.some((l) => l.fact === 'rng' && l.where.endsWith('.meta.seed'))).toBe(true)
  })

  it('catches open ballots shown to everyone before the round closes', () => {
    const result = audit(
      planted((state, _viewer, view) =>
        state.phase === 'vote' || state.phase === 'runoff'
          ? { ...view, live: Object.entries(state.ballots).map(([voter, target]) => ({ voter, target })) }
          : view,
      ),
    )
    expect(kindsOf(result)).toContain('ballot')
  })

  it("catches the werewolves' night picks shown to a villager", () => {
    const result = audit(
      planted((state, _viewer, view) => {
        const night = state.night
        if (!night) return view
        return { ...view, marks: Object.entries(night.attacks).map(([by, target]) => ({ by, target })) }
      }),
    )
    expect(kindsOf(result)).toEqual(expect.arrayContaining(['attack', 'wolf']))
  })

  it("catches a night count that differs by viewer: the werewolves told how far the others are", () => {
    const result = audit(
      planted((state, viewer, view) =>
        state.phase === 'night' && typeof viewer === 'string' && roleOf(state, viewer) === 'wolf' && view.progress
          ? { ...view, progress: { ...view.progress, done: view.progress.done + 1 } }
          : view,
      ),
    )
    expect(kindsOf(result)).toContain('progress')
  })

  it('catches a leak no pattern describes: the table ordered with the werewolves last (role twins differ)', () => {
    const result = audit(
      planted((state, _viewer, view) => {
        const wolf = (seat: string) => roleOf(state, seat) === 'wolf' && isAlive(state, seat)
        return { ...view, players: [...view.players.filter((p) => !wolf(p.seat)), ...view.players.filter((p) => wolf(p.seat))] }
      }),
    )
    expect(result.leaks.length).toBeGreaterThan(0)
    expect(result.leaks.every((l) => l.fact.startsWith('twin:'))).toBe(true)
    expect(result.leaks.some((l) => l.fact.includes('swap roles'))).toBe(true)
  })

  it("catches the word game's open ballots in the moderator's view (never who picked whom, not even there)", () => {
    const leaky: GameDefinition = {
      ...words,
      view: (state: WordsState, viewer: Viewer) => {
        const view = words.view(state, viewer) as WordsView
        return viewer === MODERATOR && state.phase === 'vote'
          ? { ...view, live: Object.entries(state.ballots).map(([voter, target]) => ({ voter, target })) }
          : view
      },
    }
    const result = runAudit(leaky, wordsModel, { games: GAMES, shard: 0, shards: 1 })
    expect(kindsOf(result)).toContain('ballot')
  })
})
