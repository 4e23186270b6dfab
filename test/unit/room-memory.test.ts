/**
 * What a game keeps between games in one room: the word game remembers the pairs it dealt, the
 * room hands them to the next deal, and a room that changed its game hands them to nobody.
 */
import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import type { WordsState } from '../../server/games/words'
import { applyAction, rematch, startMatch, stopMatch } from '../../server/room/match'
import { type Failure, type RoomRecord, createRoom, isFailure } from '../../server/room/room-record'

function lobby(game: 'words' | 'werwolf', count: number): RoomRecord {
  const room = createRoom('ABCDEF', game, 0, 'en')
  const seats = Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`, name: `P${i + 1}`, token: `t${i + 1}`, kind: 'player' as const, ready: true, watchOnly: false,
  }))
  return { ...room, seats, host: 's1', nextSeat: count + 1 }
}

function ok(result: RoomRecord | Failure): RoomRecord {
  if (isFailure(result)) throw new Error(`refused: ${JSON.stringify(result)}`)
  return result
}

/** Plays the running game with each seat's first legal action until it ends. */
function playOut(room: RoomRecord): RoomRecord {
  let next = room
  let id = 0
  for (let guard = 0; guard < 2_000 && next.phase === 'playing'; guard++) {
    const state = next.match!.state as WordsState
    const seat = next.match!.players.find((s) => games.words.legalActions(state, s).length > 0)
    if (!seat) throw new Error('nobody can act')
    next = ok(applyAction(next, seat, { id: `a${id++}`, action: games.words.legalActions(state, seat)[0] }, 0))
  }
  return next
}

describe("the room's memory between games", () => {
  it('keeps the pairs an ended word game dealt and avoids them in the next deal', () => {
    let room = ok(startMatch(lobby('words', 5), 7, 0))
    const first = (room.match!.state as WordsState).pair.id
    expect((room.match!.state as WordsState).lang).toBe('en')
    room = playOut(room)
    expect(room.phase).toBe('ended')
    expect(room.memory).toEqual({ game: 'words', data: [first] })
    for (let seed = 0; seed < 20; seed++) {
      const again = ok(startMatch(ok(rematch(room)), seed, 0))
      const state = again.match!.state as WordsState
      expect(state.pair.id).not.toBe(first)
      expect(state.recent).toEqual([first, state.pair.id])
    }
  })

  it('keeps the pair of a word game the host ended early, and deals another next', () => {
    const running = ok(startMatch(lobby('words', 5), 7, 0))
    const first = (running.match!.state as WordsState).pair.id
    const stopped = ok(stopMatch(running))
    expect(stopped.phase).toBe('lobby')
    expect(stopped.match).toBeNull()
    expect(stopped.memory).toEqual({ game: 'words', data: [first] })
    for (let seed = 0; seed < 20; seed++) expect((ok(startMatch(stopped, seed, 0)).match!.state as WordsState).pair.id).not.toBe(first)
  })

  it('hands nothing to a game of another kind', () => {
    const room = { ...lobby('werwolf', 5), memory: { game: 'words' as const, data: ['en-e1'] } }
    expect(() => ok(startMatch(room, 1, 0))).not.toThrow()
    const words = ok(startMatch({ ...lobby('words', 5), memory: { game: 'werwolf' as const, data: ['en-e1'] } }, 1, 0))
    expect((words.match!.state as WordsState).recent).toHaveLength(1)
  })
})
