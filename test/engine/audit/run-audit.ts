/**
 * One leak-audit run over random games of one title: head counts in turn, option combinations in
 * turn, every state checked for every viewer. Pure, so it runs inline or in a worker thread
 * (the audit splits its games over the machine's cores).
 */
import type { GameDefinition } from '../../../server/games/contract'
import { schedule } from '../../support/game-schedule'
import { headCounts, optionSpace, type OptionSpace } from '../../support/option-space'
import { Dice, playRandomGame, seatIds } from '../../support/random-play'
import { AuditStats, auditState, viewersOf, type Leak } from './checker'
import type { KnowledgeModel } from './knowledge'

/** Which games of the run this call plays: game k when k % shards === shard. */
export interface AuditPlan {
  games: number
  shard: number
  shards: number
}

/** What one run found, as plain data (it crosses thread boundaries). */
export interface AuditResult {
  games: number
  /** Games played per head count. */
  perCount: Record<number, number>
  states: number
  views: number
  factsChecked: number
  twins: number
  leakCount: number
  leaks: Leak[]
  leakKinds: Record<string, number>
  allowedHits: Record<string, number>
  optionSets: string[]
  headCounts: number
  combinations: number
}

/** Plays and audits this plan's share of the games. Throws if the engine misbehaves. */
export function runAudit(def: GameDefinition, model: KnowledgeModel, plan: AuditPlan): AuditResult {
  const counts = headCounts(def)
  const spaces = new Map<number, OptionSpace>(counts.map((n) => [n, optionSpace(def, n)]))
  const plays = schedule(def, plan.games)
  const optionSets = new Set<string>()
  const stats = new AuditStats()
  const dice = new Dice(20_250_101 + plan.shard)
  const random = () => dice.float()
  let played = 0
  const perCount: Record<number, number> = {}
  for (let k = plan.shard; k < plan.games; k += plan.shards) {
    const { players, j } = plays[k]!
    const options = spaces.get(players)!.pick(j)
    if (options === undefined) throw new Error(`${def.id}: no option combination passes check() for ${players} players`)
    optionSets.add(`${players}:${JSON.stringify(options)}`)
    perCount[players] = (perCount[players] ?? 0) + 1
    const viewers = viewersOf(seatIds(players))
    playRandomGame(def, { players, options, seed: k + 1 }, (state) => auditState(def, model, state, viewers, stats, random))
    played++
  }
  return {
    games: played,
    perCount,
    states: stats.states,
    views: stats.views,
    factsChecked: stats.factsChecked,
    twins: stats.twins,
    leakCount: stats.leakCount,
    leaks: stats.leaks,
    leakKinds: { ...stats.leakKinds },
    allowedHits: { ...stats.allowedHits },
    optionSets: [...optionSets],
    headCounts: counts.length,
    combinations: [...spaces.values()].reduce((sum, s) => sum + s.combinations.length, 0),
  }
}

/** Adds up the results of several shards. */
export function mergeResults(results: readonly AuditResult[]): AuditResult {
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [kind, n] of Object.entries(from)) into[kind] = (into[kind] ?? 0) + n
  }
  const allowedHits: Record<string, number> = {}
  const leakKinds: Record<string, number> = {}
  const perCount: Record<number, number> = {}
  for (const r of results) {
    add(perCount, r.perCount)
    add(allowedHits, r.allowedHits)
    add(leakKinds, r.leakKinds)
  }
  const sum = (pick: (r: AuditResult) => number) => results.reduce((total, r) => total + pick(r), 0)
  return {
    games: sum((r) => r.games),
    perCount,
    states: sum((r) => r.states),
    views: sum((r) => r.views),
    factsChecked: sum((r) => r.factsChecked),
    twins: sum((r) => r.twins),
    leakCount: sum((r) => r.leakCount),
    leaks: results.flatMap((r) => r.leaks),
    leakKinds,
    allowedHits,
    optionSets: [...new Set(results.flatMap((r) => r.optionSets))],
    headCounts: results[0]?.headCounts ?? 0,
    combinations: results[0]?.combinations ?? 0,
  }
}

/** A readable list of the leaks found, for failure messages. */
export function describeResult(result: AuditResult): string {
  const lines = result.leaks.slice(0, 40).map((l) => `${l.viewer} sees ${l.fact} (${l.detail}) at ${l.where} [${l.context}]`)
  const more = result.leakCount > lines.length ? `\n… and ${result.leakCount - lines.length} more` : ''
  return `${result.leakCount} leaks, by kind: ${JSON.stringify(result.leakKinds)}\n${lines.join('\n')}${more}`
}
