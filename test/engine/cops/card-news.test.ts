/**
 * The covered card's "new" mark (client/games/cops/card-news.ts) is on the covered side, where
 * the next chair sees it. At every step change it must come to all cards of the players in the
 * game or to none: a mark on one card alone says who was just told something, e.g. whom the
 * court order took a marker from.
 */
import { describe, expect, it } from 'vitest'
import type { SeatId } from '../../../shared/games'
import { cardNews } from '../../../client/games/cops/card-news'
import { cops } from '../../../server/games/cops'
import { isAlive } from '../../../server/games/cops/seats'
import type { CopsState } from '../../../server/games/cops/state'
import { EIGHT, floors, look, nextFloorChoice, play, rigEvent, riggedGame, toAction } from './helpers'
import { optionsFor, randomGame } from './random-play'

/** The seats in the game before and after, whose mark key changed between the two states. */
function marked(before: CopsState, after: CopsState): { changed: SeatId[]; alike: SeatId[] } {
  const alike = after.seats.filter((seat) => isAlive(before, seat) && isAlive(after, seat))
  const changed = alike.filter((seat) => cardNews(look(before, seat)) !== cardNews(look(after, seat)))
  return { changed, alike }
}

describe('the covered card’s new mark in Undercover Cops', () => {
  it('comes to every card when the court order takes a marker from one player', () => {
    // Day 1: s1 (cop) puts a marker on s6; day 2 draws the court order, which can only hit s6.
    let s = toAction(riggedGame(EIGHT), [['s1', 's6'], ['s2', 's3', 's4', 's5', 's7', 's8']])
    s = nextFloorChoice(cops.skip(play(s, 's1', { type: 'search', target: 's6' }), 2))
    const before = rigEvent(s, 'courtOrder')
    const after = floors(before, [['s1', 's2', 's3'], ['s4', 's5', 's6'], ['s7', 's8']])
    expect(after.phase).toBe('event')
    expect(look(after, 's6').notes).toHaveLength(1)
    const { changed, alike } = marked(before, after)
    expect(changed).toEqual(alike)
    expect(alike).toHaveLength(8)
  })

  it('comes to all cards or none at every step of random games', () => {
    let courtOrders = 0
    for (const [n, seed] of [[8, 1], [10, 2], [12, 3], [16, 4], [9, 5], [14, 6]] as const) {
      let prev: CopsState | null = null
      randomGame(n, optionsFor(n, seed), seed, (state) => {
        if (prev && state.stage !== prev.stage && state.phase !== 'ended') {
          const { changed, alike } = marked(prev, state)
          if (changed.length > 0) expect(changed, `day ${state.day}, ${prev.phase} → ${state.phase}`).toEqual(alike)
          if (state.phase === 'event' && state.days.at(-1)?.markerLost) courtOrders++
        }
        prev = state
      })
    }
    // The case the mark once gave away must come up, or the sample proves nothing about it.
    expect(courtOrders).toBeGreaterThan(0)
  })
})
