/**
 * The leak audit: for every registered game, random legal play across every head count and the
 * option combinations its schema offers; at every state, every seat's, a spectator's and the
 * moderator's view is checked against what that viewer may know (models/<game>.ts), and for a
 * game played on one phone passed round, the view a device holding every seat is shown against
 * what the seat holding it by the rules may know.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { games } from '../../../server/games'
import { missingModel, modelFor } from './model-registry'
import { describeResult, mergeResults } from './run-audit'
import { AUDIT_THREADS, auditInThread, removeWorkerFile } from './threads'

/**
 * Random games per title: in every run enough to reach every head count and every kind of fact
 * (the test fails on a fact kind never shown), 150 in the soak run (npm run test:soak, also in CI; sized
 * so that CI's whole run stays within 15 minutes on two cores).
 * AUDIT_GAMES sets another number, to see what a sample size finds.
 */
const GAMES_PER_TITLE = Number(process.env.AUDIT_GAMES ?? (process.env.SOAK ? 150 : 24))

afterAll(removeWorkerFile)

for (const def of Object.values(games)) {
  describe(`leak audit: ${def.id}`, () => {
    it('has a knowledge model', () => {
      expect(modelFor(def.id), missingModel(def.id)).toBeDefined()
    })

    it(`shows no viewer anything it may not know, in ${GAMES_PER_TITLE} random games over every head count`, { timeout: 900_000 }, async () => {
      const model = modelFor(def.id)
      if (!model) throw new Error(missingModel(def.id))
      const started = Date.now()
      const shards = Array.from({ length: AUDIT_THREADS }, (_, shard) => auditInThread(def.id, { games: GAMES_PER_TITLE, shard, shards: AUDIT_THREADS }))
      const result = mergeResults(await Promise.all(shards))
      console.log(
        `leak audit ${def.id}: ${result.games} games (per head count ${JSON.stringify(result.perCount)}), ${result.optionSets.length} option sets ` +
          `(of ${result.combinations} switch combinations), ${result.states} states, ${result.views} views, ${result.factsChecked} fact checks, ` +
          `${result.twins} twin views, ${result.leakCount} leaks (${((Date.now() - started) / 1000).toFixed(1)} s on ${AUDIT_THREADS} threads); ` +
          `facts shown to allowed viewers: ${JSON.stringify(result.allowedHits)}`,
      )
      expect(result.games).toBe(GAMES_PER_TITLE)
      expect(result.leakCount, describeResult(result)).toBe(0)
      // A fact kind never shown even to those allowed to see it means its patterns match nothing: the audit would be blind to it.
      for (const kind of model.kinds) expect(result.allowedHits[kind] ?? 0, `no view ever showed a '${kind}' fact: its patterns match nothing`).toBeGreaterThan(0)
    })
  })
}
