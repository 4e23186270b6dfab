/**
 * What the host's device keeps for the word game: the house rules last used, the host's own pairs
 * (never on the server between games, never on another phone) and the pairs dealt lately, so a new
 * room avoids them too. localStorage may be missing or full: then the device forgets.
 */
import type { WordsOptions } from '../../../shared/views/words'

const PREFIX = 'spielleiter:words:'
/** Pairs dealt lately that the next deal avoids (the server keeps to the same number). */
export const RECENT_PAIRS = 300
/** The host's own pairs, at most (the server refuses more). */
export const MAX_OWN_PAIRS = 200

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key)
    if (raw === null) return null
    const value: unknown = JSON.parse(raw)
    return valid(value) ? value : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value))
  } catch {
    // The game works without memory.
  }
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The settings a host keeps from table to table (the head count's undercovers and the play mode are not among them). */
export type HouseRules = Pick<WordsOptions, 'blanks' | 'set' | 'voting' | 'clueSeconds' | 'debateSeconds' | 'noVoteFirstRound' | 'skipAnimations' | 'tapToReveal'>
export const HOUSE_RULES: readonly (keyof HouseRules)[] = ['blanks', 'set', 'voting', 'clueSeconds', 'debateSeconds', 'noVoteFirstRound', 'skipAnimations', 'tapToReveal']

export const houseRules = {
  get: (): Partial<HouseRules> | null => read('rules', isObject) as Partial<HouseRules> | null,
  set: (options: WordsOptions) => write('rules', Object.fromEntries(HOUSE_RULES.map((key) => [key, options[key]]))),
}

export const ownPairs = {
  get: (): string[] => read('own', isStrings) ?? [],
  set: (lines: string[]) => write('own', lines.slice(0, MAX_OWN_PAIRS)),
}

export const recentPairs = {
  get: (): string[] => read('recent', isStrings) ?? [],
  /** Adds a dealt pair (from an end screen), once; `forget`: the pairs of a set that ran dry and started over. */
  add(id: string, forget: readonly string[] = []): void {
    const gone = new Set([...forget, id])
    const list = recentPairs.get().filter((p) => !gone.has(p))
    write('recent', [...list, id].slice(-RECENT_PAIRS))
  },
}
