/**
 * JSON differences: what turns one JSON value into the next. The room sends each socket the
 * difference between the view it sent last and the new one, so a vote costs a few dozen bytes
 * instead of the whole story so far. Values are JSON data (what `JSON.stringify` keeps): an
 * `undefined` property counts as absent.
 *
 * A path is a JSON Pointer (RFC 6901): `""` is the whole value, `"/progress/done"` a property
 * inside it, `"/players/3"` an array item; `~` and `/` in keys are written `~0` and `~1`. A
 * patch is a list of operations, applied in order:
 * - `["=", path, value]` sets the value at `path` (the empty path replaces the whole value),
 * - `["-", path]` removes the property at `path`,
 * - `["+", path, items]` appends items to the array at `path` (logs only grow),
 * - `["x", path, indices]` takes the items at these ascending indices out of the array at `path`
 *   (who has not acted yet: a list that loses a name at a time).
 */

export type PatchPath = string
export type PatchOp = ['=', PatchPath, unknown] | ['-', PatchPath] | ['+', PatchPath, unknown[]] | ['x', PatchPath, number[]]
export type Patch = PatchOp[]

type JsonObject = Record<string, unknown>

/** Items one `x` operation takes out at most; more, and the whole shorter array is sent. */
const MAX_REMOVED = 3

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A key as one segment of a JSON Pointer. */
function segment(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key
}

/** The keys a JSON Pointer leads through, unescaped. */
function keysOf(path: PatchPath): string[] {
  if (path === '') return []
  if (!path.startsWith('/')) throw new Error('patch path is not a JSON Pointer')
  return path
    .slice(1)
    .split('/')
    .map((key) => (key.includes('~') ? key.replaceAll('~1', '/').replaceAll('~0', '~') : key))
}

/** The operations that turn `before` into `after`; empty when they are equal as JSON. */
export function diff(before: unknown, after: unknown): Patch {
  const ops: Patch = []
  diffInto(before, after, '', ops)
  return ops
}

function diffInto(a: unknown, b: unknown, path: PatchPath, ops: Patch): void {
  if (a === b) return
  if (isObject(a) && isObject(b)) return diffObjects(a, b, path, ops)
  if (Array.isArray(a) && Array.isArray(b)) return diffArrays(a, b, path, ops)
  ops.push(['=', path, b])
}

function diffObjects(a: JsonObject, b: JsonObject, path: PatchPath, ops: Patch): void {
  for (const key in a) {
    if (a[key] !== undefined && absent(b, key)) ops.push(['-', `${path}/${segment(key)}`])
  }
  for (const key in b) {
    const value = b[key]
    if (value === undefined) continue
    // Most of a view stays as it was: an equal value or the same object is passed over before
    // anything else is looked up (no JSON value equals an inherited property).
    if (a[key] === value) continue
    const old = own(a, key)
    if (old === undefined) ops.push(['=', `${path}/${segment(key)}`, value])
    else diffInto(old, value, `${path}/${segment(key)}`, ops)
  }
}

function diffArrays(a: unknown[], b: unknown[], path: PatchPath, ops: Patch): void {
  if (b.length < a.length) {
    // A list that lost a few items and kept the rest in order says which went; any other
    // shrinking list is short enough to send again (targets, living players).
    const removed = removedItems(a, b)
    return void ops.push(removed ? ['x', path, removed] : ['=', path, b])
  }
  const start = ops.length
  let changed = 0
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue
    const before = ops.length
    diffInto(a[i], b[i], `${path}/${i}`, ops)
    if (ops.length > before) changed++
  }
  // When most items changed, the whole array is shorter than the item-by-item changes.
  if (changed > 1 && changed * 2 > a.length) {
    ops.length = start
    return void ops.push(['=', path, b])
  }
  if (b.length > a.length) ops.push(['+', path, b.slice(a.length)])
}

/** The indices of `a` whose removal leaves `b`, when they are few and the items plain values; null otherwise. */
function removedItems(a: unknown[], b: unknown[]): number[] | null {
  if (a.length - b.length > MAX_REMOVED) return null
  const removed: number[] = []
  let j = 0
  for (let i = 0; i < a.length; i++) {
    const item = a[i]
    if (typeof item === 'object' && item !== null) return null
    if (j < b.length && item === b[j]) j++
    else if (removed.push(i) > MAX_REMOVED) return null
  }
  return j === b.length ? removed : null
}

/**
 * The value `patch` turns `doc` into. `doc` itself is left as it was: containers on the changed
 * paths are copied, everything else is shared. Throws when the patch does not fit the value.
 */
export function applyPatch<T>(doc: T, patch: Patch): T {
  const copies = new Set<unknown>()
  const copyOf = (value: unknown): JsonObject | unknown[] => {
    if (copies.has(value)) return value as JsonObject | unknown[]
    let copy: JsonObject | unknown[]
    if (Array.isArray(value)) copy = value.slice()
    else if (isObject(value)) copy = { ...value }
    else throw new Error('patch path leads through a value that is not an object or array')
    copies.add(copy)
    return copy
  }
  // The value sits in a box, so a change of the whole value is a change of the box's one property.
  const box: JsonObject = { value: doc }
  copies.add(box)
  for (const op of patch) {
    if (op[0] === '-' && op[1] === '') throw new Error('patch removes the whole value')
    const path = ['value', ...keysOf(op[1])]
    let parent = box
    for (let i = 0; i < path.length - 1; i++) {
      const child = copyOf(own(parent, path[i]!))
      assign(parent, path[i]!, child)
      parent = child as JsonObject
    }
    const key = path[path.length - 1]!
    switch (op[0]) {
      case '=':
        assign(parent, key, op[2])
        break
      case '-':
        delete parent[key]
        break
      case '+': {
        const list = own(parent, key)
        if (!Array.isArray(list)) throw new Error('patch appends to a value that is not an array')
        assign(parent, key, [...list, ...op[2]])
        break
      }
      case 'x': {
        const list = own(parent, key)
        if (!Array.isArray(list)) throw new Error('patch takes items out of a value that is not an array')
        const gone = new Set(op[2])
        if (op[2].some((i) => !Number.isInteger(i) || i < 0 || i >= list.length)) throw new Error('patch takes out an item the array does not have')
        assign(parent, key, list.filter((_, i) => !gone.has(i)))
        break
      }
      default:
        throw new Error('patch has an unknown operation')
    }
  }
  return box.value as T
}

/**
 * Whether the object lacks this property of its own (or holds undefined there). Only a value that
 * could be inherited (a function, or the prototype behind `__proto__`) needs the slower own-check.
 */
function absent(target: JsonObject, key: string): boolean {
  const value = target[key]
  if (value === undefined) return true
  return (typeof value === 'function' || key === '__proto__') && !Object.hasOwn(target, key)
}

/** A property of the value itself, never one inherited (`__proto__` included). */
function own(target: JsonObject, key: string | number): unknown {
  return Object.hasOwn(target, key) ? target[key] : undefined
}

/** Sets a property, also one named `__proto__`, as plain data. */
function assign(target: JsonObject, key: string | number, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

/** What a `patch` frame changes: the room part and the viewer's view, each only when it changed. */
export interface StatePatch {
  room?: Patch
  view?: Patch
}

/** The room and view a `patch` frame makes of the ones the socket held before it. */
export function applyStatePatch<R, V>(held: { room: R; view: V }, patch: StatePatch): { room: R; view: V } {
  return {
    room: patch.room ? applyPatch(held.room, patch.room) : held.room,
    view: patch.view ? applyPatch(held.view, patch.view) : held.view,
  }
}
