/**
 * A stable fingerprint of plain JSON data: keys sorted at every level, then FNV-1a (64 bit) over
 * the text. Two states hash alike exactly when they are the same JSON, whatever the key order.
 * Pure and synchronous, so it runs the same in Node and inside workerd.
 */

/** JSON text with object keys sorted at every level (undefined members dropped, as JSON does). */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : stableJson(item))).join(',')}]`
  const entries = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
  return `{${entries.join(',')}}`
}

const FNV_OFFSET = 0xcbf29ce484222325n
const FNV_PRIME = 0x100000001b3n
const MASK_64 = 0xffffffffffffffffn

/** A 64-bit FNV-1a hash of the stable JSON, as 16 hex digits. */
export function stableHash(value: unknown): string {
  let hash = FNV_OFFSET
  const text = stableJson(value)
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i))
    hash = (hash * FNV_PRIME) & MASK_64
  }
  return hash.toString(16).padStart(16, '0')
}
