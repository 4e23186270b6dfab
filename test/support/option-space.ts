/**
 * The settings a game offers, read from its own valibot options schema: every combination of the
 * switches (booleans, picklists, small whole-number ranges), with the wide settings (timer lengths)
 * cycling through their minimum, default and maximum. Only combinations the game's own `check`
 * accepts for the head count are kept. Works for any registered game without knowing its options.
 */
import * as v from 'valibot'
import type { GameDefinition } from '../../server/games/contract'

/** A whole-number range with at most this many values is a switch; a wider one is cycled. */
const SMALL_RANGE = 8
/** More combinations than this means the schema is too rich to enumerate; the caller must say how. */
const MAX_COMBINATIONS = 4096

interface FieldSpace {
  key: string
  values: unknown[]
  /** Wide fields are cycled per game instead of multiplied into the combinations. */
  wide: boolean
}

type AnySchema = {
  type: string
  entries?: Record<string, AnySchema>
  options?: unknown[]
  literal?: unknown
  wrapped?: AnySchema
  pipe?: { type: string; requirement?: unknown }[]
}

function numberSpace(schema: AnySchema, base: unknown): { values: unknown[]; wide: boolean } {
  const pipe = schema.pipe ?? []
  const min = pipe.find((p) => p.type === 'min_value')?.requirement
  const max = pipe.find((p) => p.type === 'max_value')?.requirement
  const integer = pipe.some((p) => p.type === 'integer')
  if (typeof min !== 'number' || typeof max !== 'number') return { values: [base], wide: false }
  if (integer && max - min + 1 <= SMALL_RANGE) return { values: Array.from({ length: max - min + 1 }, (_, i) => min + i), wide: false }
  return { values: [...new Set([min, base, max])], wide: true }
}

function fieldSpace(key: string, schema: AnySchema, base: unknown): FieldSpace {
  switch (schema.type) {
    case 'boolean':
      return { key, values: [false, true], wide: false }
    case 'picklist':
      return { key, values: [...(schema.options ?? [base])], wide: false }
    case 'literal':
      return { key, values: [schema.literal], wide: false }
    case 'number':
      return { key, ...numberSpace(schema, base) }
    case 'optional':
    case 'nullable':
    case 'nullish': {
      const inner = schema.wrapped ? fieldSpace(key, schema.wrapped, base) : { key, values: [base], wide: false }
      return { ...inner, values: [...new Set([base, ...inner.values])] }
    }
    default:
      // Nested objects, lists, strings: keep the game's own recommendation.
      return { key, values: [base], wide: false }
  }
}

/** The option combinations a game accepts at this head count, and a picker over them. */
export interface OptionSpace {
  /** Every accepted combination of the switches (wide settings at their default). */
  combinations: unknown[]
  /** Combination number k, with the wide settings cycled by k. */
  pick(k: number): unknown
}

/** Reads the option space of a game at a head count from its schema, defaults and check. */
export function optionSpace(def: GameDefinition, players: number): OptionSpace {
  const base = def.options.defaults(players) as Record<string, unknown>
  const schema = def.options.schema as unknown as AnySchema
  const accepted = (o: unknown) => v.safeParse(def.options.schema, o).success && def.options.check(o, players).ok
  if (schema.type !== 'object' || !schema.entries || typeof base !== 'object' || base === null) {
    const only = accepted(base) ? [base] : []
    return { combinations: only, pick: () => only[0] }
  }
  const fields = Object.entries(schema.entries).map(([key, s]) => fieldSpace(key, s, base[key]))
  const narrow = fields.filter((f) => !f.wide)
  const wide = fields.filter((f) => f.wide)
  let combos: Record<string, unknown>[] = [{ ...base }]
  for (const field of narrow) {
    combos = combos.flatMap((c) => field.values.map((value) => ({ ...c, [field.key]: value })))
    if (combos.length > MAX_COMBINATIONS) {
      throw new Error(`${def.id}: options schema has more than ${MAX_COMBINATIONS} combinations; give the audit an explicit option list`)
    }
  }
  const combinations = combos.filter(accepted)
  // Enumeration order varies the last switch fastest; a golden-ratio stride spreads even a few
  // games per head count across every switch, so each feature is met early.
  const stride = coprimeStride(combinations.length)
  return {
    combinations,
    pick(k) {
      const combo = combinations[(k * stride) % combinations.length]
      if (!combo) return undefined
      const withWide = { ...(combo as Record<string, unknown>) }
      wide.forEach((field, i) => {
        withWide[field.key] = field.values[(k + i) % field.values.length]
      })
      return accepted(withWide) ? withWide : combo
    },
  }
}

/**
 * The recommended options with every wide setting (the timers) at its maximum, if the game
 * accepts that; else the recommendation. Long steps leave room for suites that let time pass.
 */
export function slowestOptions(def: GameDefinition, players: number): unknown {
  const base = def.options.defaults(players) as Record<string, unknown>
  const schema = def.options.schema as unknown as AnySchema
  if (schema.type !== 'object' || !schema.entries) return base
  const slow = { ...base }
  for (const [key, s] of Object.entries(schema.entries)) {
    const field = fieldSpace(key, s, base[key])
    if (field.wide) slow[key] = Math.max(...field.values.filter((x): x is number => typeof x === 'number'))
  }
  return v.safeParse(def.options.schema, slow).success && def.options.check(slow, players).ok ? slow : base
}

/** Every head count a game can be played with. */
export function headCounts(def: GameDefinition): number[] {
  return Array.from({ length: def.players.max - def.players.min + 1 }, (_, i) => def.players.min + i)
}

/** A step near n/φ that shares no factor with n, so k·step mod n visits every index. */
function coprimeStride(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  let stride = Math.max(1, Math.round(n * 0.618))
  while (gcd(stride, n) !== 1) stride++
  return stride
}
