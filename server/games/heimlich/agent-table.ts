/**
 * How many agents play and how many of them are free, by head count (the rule book's table).
 * Every person gets one agent card; the cards left over are the free agents, which move, score
 * and can win like any other, but belong to nobody.
 */
import type { HeimlichAgent } from '../../../shared/views/heimlich'
import { AGENT_COLOURS } from './constants'

/** One row of the table. */
export interface AgentRow {
  /** Agents on the board. */
  agents: number
  /** Of them, free agents (nobody's card). */
  free: number
}

/** The rule book's table: people → agents in play, free agents. */
export const AGENT_TABLE: Readonly<Record<number, AgentRow>> = {
  2: { agents: 5, free: 3 },
  3: { agents: 6, free: 3 },
  4: { agents: 7, free: 3 },
  5: { agents: 7, free: 2 },
  6: { agents: 7, free: 1 },
  7: { agents: 7, free: 0 },
}

/** The row for this head count, or undefined outside the table. */
export function agentRow(people: number): AgentRow | undefined {
  return Object.hasOwn(AGENT_TABLE, people) ? AGENT_TABLE[people] : undefined
}

/** The colours in play for this head count, in colour order. */
export function agentsInPlay(people: number): HeimlichAgent[] {
  return AGENT_COLOURS.slice(0, agentRow(people)?.agents ?? 0)
}
