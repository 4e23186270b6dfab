/// <reference types="vite/client" />
/**
 * Finds each game's knowledge model by file name (models/<game>.ts), so a new game's model is
 * picked up without touching the audit, and a game without one is noticed.
 */
import type { KnowledgeModel } from './knowledge'

const found = import.meta.glob<{ model: KnowledgeModel }>('./models/*.ts', { eager: true })

/** The knowledge model for a game id, or undefined when models/<id>.ts does not exist. */
export function modelFor(id: string): KnowledgeModel | undefined {
  return found[`./models/${id}.ts`]?.model
}

/** The message for a registered game that has no model. */
export function missingModel(id: string): string {
  return `the leak audit has no knowledge model for '${id}': add test/engine/audit/models/${id}.ts exporting \`model\` (see test/engine/audit/knowledge.ts and models/werwolf.ts)`
}
