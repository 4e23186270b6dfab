/**
 * JSON differences: what turns one JSON value into the next. The room sends each socket the
 * difference between the view it sent last and the new one, so a vote costs a few dozen bytes
 * instead of the whole story so far. Values are JSON data (what `JSON.stringify` keeps): an
 * `undefined` property counts as absent.
 *
 * A patch is a list of operations, applied in order:
 * - `["=", path, value]` sets the value at `path` (the empty path replaces the whole value),
 * - `["-", path]` removes the property at `path`,
 * - `["+", path, items]` appends items to the array at `path` (logs only grow).
 */

export type PatchPath = (string | number)[]
export type PatchOp = ['=', PatchPath, unknown] | ['-', PatchPath] | ['+', PatchPath, unknown[]]
export type Patch = PatchOp[]

type JsonObject = Record<string, unknown>

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The operations that turn `before` into `after`; empty when they are equal as JSON. */
export function diff(before: unknown, after: unknown): Patch {
  const ops: Patch = []
  diffInto(before, after, [], ops)
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
    if (a[key] !== undefined && own(b, key) === undefined) ops.push(['-', [...path, key]])
  }
  for (const key in b) {
    const value = b[key]
    if (value === undefined) continue
    const old = own(a, key)
    if (old === undefined) ops.push(['=', [...path, key], value])
    else diffInto(old, value, [...path, key], ops)
  }
}

function diffArrays(a: unknown[], b: unknown[], path: PatchPath, ops: Patch): void {
  // A shorter array is replaced: lists that shrink are short (targets, living players).
  if (b.length < a.length) return void ops.push(['=', path, b])
  const start = ops.length
  let changed = 0
  for (let i = 0; i < a.length; i++) {
    const before = ops.length
    diffInto(a[i], b[i], [...path, i], ops)
    if (ops.length > before) changed++
  }
  // When most items changed, the whole array is shorter than the item-by-item changes.
  if (changed > 1 && changed * 2 > a.length) {
    ops.length = start
    return void ops.push(['=', path, b])
  }
  if (b.length > a.length) ops.push(['+', path, b.slice(a.length)])
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
    if (op[0] === '-' && op[1].length === 0) throw new Error('patch removes the whole value')
    const path = ['value', ...op[1]]
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
    }
  }
  return box.value as T
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
