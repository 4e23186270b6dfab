/**
 * The word game's knowledge model must be able to fail: the game wrapped in views that leak on
 * purpose, each in its own way, and the audit finds every one (the real views are audited by
 * leak-audit.test.ts).
 */
import { describe, expect, it } from 'vitest'
import type { GameDefinition, Viewer } from '../../../server/games/contract'
import { words, type WordsState } from '../../../server/games/words'
import type { WordsView } from '../../../shared/views/words'
import { model } from '../audit/models/words'
import { runAudit } from '../audit/run-audit'

const GAMES = 8

function planted(leaky: (state: WordsState, viewer: Viewer, view: WordsView) => unknown): GameDefinition {
  return { ...words, view: (state: WordsState, viewer: Viewer) => leaky(state, viewer, words.view(state, viewer)) }
}

const audit = (def: GameDefinition) => runAudit(def, model, { games: GAMES, shard: 0, shards: 1 })
const kinds = (result: ReturnType<typeof audit>) => Object.keys(result.leakKinds).map((k) => k.split(' ')[0])

describe('the word game’s leak audit', () => {
  it("catches a neighbour's word in a player's view", () => {
    const result = audit(
      planted((state, viewer, view) => {
        if (typeof viewer !== 'string') return view
        const next = state.seats[(state.seats.indexOf(viewer) + 1) % state.seats.length]!
        const role = state.roles[next]
        return { ...view, neighbour: { seat: next, word: role === 'civilian' ? state.pair.civilian.word : role === 'undercover' ? state.pair.undercover.word : 'x' } }
      }),
    )
    expect(kinds(result)).toContain('word')
  })

  it("catches the civilians' word reaching a blank (in any shape) before the end", () => {
    const result = audit(planted((state, _viewer, view) => ({ ...view, hint: `the word is ${state.pair.civilian.word}` })))
    expect(kinds(result)).toContain('twin')
  })

  it('catches a ballot of the open vote shown to someone else', () => {
    const result = audit(planted((state, _viewer, view) => ({ ...view, early: Object.entries(state.ballots).map(([voter, target]) => ({ voter, target })) })))
    expect(kinds(result)).toContain('ballot')
  })

  it('catches the side of a player still in', () => {
    const result = audit(planted((state, _viewer, view) => ({ ...view, players: view.players.map((p) => ({ ...p, role: state.roles[p.seat] })) })))
    expect(kinds(result)).toContain('role')
  })
})
