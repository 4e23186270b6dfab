/**
 * Plausible actions for any game, read from its valibot action schema: every variant, with seat
 * fields filled by seat ids, numbers by their bounds, switches both ways. Many are legal at some
 * point of a game; the suites use them as "what a phone might send".
 */
import type { GameDefinition } from '../../server/games/contract'

type AnySchema = {
  type: string
  options?: AnySchema[] | unknown[]
  entries?: Record<string, AnySchema>
  literal?: unknown
  wrapped?: AnySchema
  pipe?: { type: string; requirement?: unknown }[]
}

const ABSENT = Symbol('absent')

function valuesOf(schema: AnySchema, seats: readonly string[]): unknown[] {
  switch (schema.type) {
    case 'literal':
      return [schema.literal]
    case 'string':
      return [...seats]
    case 'boolean':
      return [false, true]
    case 'picklist':
      return [...((schema.options as unknown[]) ?? [])]
    case 'number': {
      const pipe = schema.pipe ?? []
      const min = pipe.find((p) => p.type === 'min_value')?.requirement
      const max = pipe.find((p) => p.type === 'max_value')?.requirement
      if (typeof min === 'number' && typeof max === 'number' && max - min <= 8) return Array.from({ length: max - min + 1 }, (_, i) => min + i)
      return [typeof min === 'number' ? min : 0, typeof max === 'number' ? max : 1]
    }
    case 'optional':
    case 'nullish':
      return [ABSENT, ...(schema.wrapped ? valuesOf(schema.wrapped, seats) : [])]
    case 'nullable':
      return [null, ...(schema.wrapped ? valuesOf(schema.wrapped, seats) : [])]
    default:
      return []
  }
}

/** Every action shape the schema allows, with seat ids for string fields (capped per variant). */
export function candidateActions(def: GameDefinition, seats: readonly string[], capPerVariant = 64): Record<string, unknown>[] {
  const schema = def.action as unknown as AnySchema
  const variants = schema.type === 'variant' || schema.type === 'union' ? ((schema.options as AnySchema[]) ?? []) : [schema]
  const out: Record<string, unknown>[] = []
  for (const variant of variants) {
    if (variant.type !== 'object' || !variant.entries) continue
    let combos: Record<string, unknown>[] = [{}]
    for (const [key, entry] of Object.entries(variant.entries)) {
      const values = valuesOf(entry, seats)
      if (values.length === 0) {
        combos = []
        break
      }
      combos = combos.flatMap((c) => values.map((value) => (value === ABSENT ? c : { ...c, [key]: value }))).slice(0, capPerVariant)
    }
    out.push(...combos)
  }
  if (out.length === 0) throw new Error(`${def.id}: cannot read any action shape from the action schema`)
  return out
}
