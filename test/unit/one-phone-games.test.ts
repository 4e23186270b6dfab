/**
 * The home screen names the games that one phone passed round can play from their manifests (the
 * engines stay out of the home page's script); the one-phone room plays exactly the games whose
 * definition says who holds the phone. The two must agree.
 */
import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import { manifests } from '../../client/games'

describe('games playable on one phone', () => {
  it('are the same in the manifests and in the engines', () => {
    const byEngines = Object.values(games).filter((game) => game.holder !== undefined).map((game) => game.id).sort()
    const byManifests = manifests.filter((manifest) => manifest.onePhone).map((manifest) => manifest.id).sort()
    expect(byEngines.length).toBeGreaterThan(0)
    expect(byManifests).toEqual(byEngines)
  })
})
