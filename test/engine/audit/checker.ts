/**
 * The generic leak checker. For each viewer it takes the view as the room sends it (plain JSON),
 * indexes its objects by the members the facts are anchored on, and looks for every secret fact
 * the viewer may not know. It also refuses random-number state under any usual name, and compares
 * views of "twin" states that differ only in what the viewer may not know, which catches a leak
 * in any shape (even an ordering) that no pattern describes.
 */
import { MODERATOR, type GameDefinition, type Viewer } from '../../../server/games/contract'
import { Has, type Fact, type Json, type KnowledgeModel, type Pattern } from './knowledge'
import type { Progress } from '../../../shared/views/header'

/** Member names that mean random-number or identity secrets; no view may carry them. */
export const FORBIDDEN_KEYS = /^(rng|prng|seed|randomState|rngState|token)$/i
/** Viewers per state whose view is also compared with twin states (sampled: each twin costs a view). */
export const TWIN_VIEWERS_PER_STATE = 1

/** What the audit found and how much it looked at. */
export class AuditStats {
  states = 0
  views = 0
  factsChecked = 0
  twins = 0
  /** Per fact kind: how often a view showed such a fact to a viewer allowed to know it. */
  readonly allowedHits: Record<string, number> = {}
  readonly leaks: Leak[] = []
  /** Leaks counted by fact kind and moment ('role in phase hunter'), for a short summary. */
  readonly leakKinds: Record<string, number> = {}
  /** All leaks found (messages are kept for the first few only). */
  leakCount = 0
}

/** One fact a viewer saw but may not know. */
export interface Leak {
  viewer: string
  fact: string
  detail: string
  where: string
  context: string
}

const KEEP_LEAKS = 40

type JsonObject = { [key: string]: Json }
interface Node {
  value: JsonObject
  parent: Node | null
  key: string
}

function pathOf(node: Node | null): string {
  const parts: string[] = []
  for (let at = node; at; at = at.parent) parts.unshift(at.key)
  return parts.join('.')
}

function valueKey(value: Json): string {
  return typeof value === 'string' ? value : `\u0000${String(value)}`
}

/** The objects of one view, looked up by (member, primitive value) for the members facts use. */
class ViewIndex {
  /** member → value → objects holding it (for `has`, arrays holding it). */
  private readonly plain = new Map<string, Map<string, Node[]>>()
  private readonly listed = new Map<string, Map<string, Node[]>>()
  readonly forbidden: string[] = []

  constructor(tree: unknown, private readonly anchors: ReadonlySet<string>) {
    this.walk(tree, null, '$')
  }

  private add(table: Map<string, Map<string, Node[]>>, key: string, value: Json, node: Node): void {
    let byValue = table.get(key)
    if (!byValue) table.set(key, (byValue = new Map()))
    const k = valueKey(value)
    const list = byValue.get(k)
    if (list) list.push(node)
    else byValue.set(k, [node])
  }

  private walk(value: unknown, parent: Node | null, key: string): void {
    if (value === null || typeof value !== 'object') return
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) this.walk(value[i], parent, `${key}[${i}]`)
      return
    }
    const node: Node = { value: value as JsonObject, parent, key }
    for (const member in value) {
      const item = (value as Record<string, unknown>)[member]
      if (item === undefined) continue
      if (member.length <= 11 && FORBIDDEN_KEYS.test(member)) this.forbidden.push(`${pathOf(node)}.${member}`)
      if (item === null || typeof item !== 'object') {
        if (this.anchors.has(member)) this.add(this.plain, member, item as Json, node)
      } else {
        if (Array.isArray(item) && this.anchors.has(member)) {
          for (const element of item) if (element === null || typeof element !== 'object') this.add(this.listed, member, element as Json, node)
        }
        this.walk(item, node, member)
      }
    }
  }

  /** The first object that matches the pattern and sits under none of the exceptions. */
  find(pattern: Pattern, except: readonly Pattern[] = []): Node | undefined {
    const [table, member, value] = anchorOf(pattern)
    const candidates = (table === 'plain' ? this.plain : this.listed).get(member)?.get(valueKey(value))
    return candidates?.find((node) => matches(pattern, node.value) && !underAny(node, except))
  }
}

function anchorOf(pattern: Pattern): ['plain' | 'listed', string, Json] {
  for (const key in pattern) {
    const want = pattern[key]
    if (want instanceof Has) return ['listed', key, want.value]
    if (want === null || (typeof want !== 'object' && typeof want !== 'function')) return ['plain', key, want as Json]
  }
  throw new Error(`pattern ${JSON.stringify(pattern)} needs a primitive or has() member to be looked up by`)
}

/** The member names a set of facts is anchored on. */
function anchorsOf(facts: readonly Fact[]): Set<string> {
  const names = new Set<string>()
  for (const fact of facts) for (const pattern of fact.shows) names.add(anchorOf(pattern)[1])
  return names
}

function matches(pattern: Pattern, value: Json | undefined): boolean {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) return false
  for (const key in pattern) {
    const want = pattern[key]
    const member = Object.hasOwn(value, key) ? value[key] : undefined
    if (typeof want === 'function') {
      if (!want(member)) return false
    } else if (want instanceof Has) {
      if (!Array.isArray(member) || !member.includes(want.value)) return false
    } else if (want === null || typeof want !== 'object') {
      if (member !== want) return false
    } else if (!matches(want as Pattern, member)) return false
  }
  return true
}

function underAny(node: Node, except: readonly Pattern[]): boolean {
  if (except.length === 0) return false
  for (let at: Node | null = node; at; at = at.parent) {
    const value = at.value
    if (except.some((pattern) => matches(pattern, value))) return true
  }
  return false
}

/** A viewer as a readable name. */
export function viewerName(viewer: Viewer): string {
  return viewer === null ? 'spectator' : typeof viewer === 'string' ? viewer : 'moderator'
}

/** Every viewer of a game: each seat, a spectator and the moderator. */
export function viewersOf(seats: readonly string[]): Viewer[] {
  return [...seats, null, MODERATOR]
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `…${a.slice(Math.max(0, i - 60), i + 60)}… vs …${b.slice(Math.max(0, i - 60), i + 60)}…`
}

/** Where the game is, for messages: the view's phase if it has one, and the stage counter. */
function momentOf(def: GameDefinition, state: unknown, view: unknown): string {
  const phase = view && typeof view === 'object' ? (view as { phase?: unknown }).phase : undefined
  return `${typeof phase === 'string' ? `phase ${phase}, ` : ''}stage ${def.stage(state)}`
}

/**
 * The facts one view shows that its viewer may not know, and random-number state in it: for a
 * view that reached a socket, checked against the viewer that socket is by the rules.
 */
export function leaksInView<State, F extends Fact>(def: GameDefinition<State>, model: KnowledgeModel<State, F>, state: State, view: unknown, viewer: Viewer, stats: AuditStats): Leak[] {
  const facts = model.facts(state)
  const index = new ViewIndex(view, anchorsOf(facts))
  const name = viewerName(viewer)
  const found: Leak[] = index.forbidden.map((where) => ({ viewer: name, fact: 'rng', detail: 'random-number state in a view', where, context: momentOf(def, state, view) }))
  stats.views++
  eachShown(index, facts, stats, (fact, node) => {
    if (model.mayKnow(state, viewer, fact)) stats.allowedHits[fact.kind] = (stats.allowedHits[fact.kind] ?? 0) + 1
    else found.push({ viewer: name, fact: fact.id, detail: fact.detail, where: pathOf(node), context: momentOf(def, state, view) })
  })
  return found
}

/**
 * Audits one state for every viewer: forbidden members and every fact the viewer may not know;
 * for a few viewers drawn at random also the reseeded twin and the model's twins.
 * Adds what it finds to `stats`.
 */
/** Calls `found` for each fact this view shows, with the first place it shows it. */
function eachShown<F extends Fact>(index: ViewIndex, facts: readonly F[], stats: AuditStats, found: (fact: F, node: Node) => void): void {
  for (const fact of facts) {
    stats.factsChecked++
    let node: Node | undefined
    for (const pattern of fact.shows) if ((node = index.find(pattern, fact.except))) break
    if (node) found(fact, node)
  }
}

export function auditState<State, F extends Fact>(
  def: GameDefinition<State>,
  model: KnowledgeModel<State, F>,
  state: State,
  viewers: readonly Viewer[],
  stats: AuditStats,
  random: () => number,
): void {
  stats.states++
  const facts: F[] = model.facts(state)
  const anchors = anchorsOf(facts)
  const leak = (entry: Leak) => {
    stats.leakCount++
    const kind = `${entry.fact.startsWith('twin:') ? 'twin' : entry.fact.split(':')[0]} in ${entry.context.split(',')[0]}`
    stats.leakKinds[kind] = (stats.leakKinds[kind] ?? 0) + 1
    if (stats.leaks.length < KEEP_LEAKS) stats.leaks.push(entry)
  }
  const twinned = new Set<number>()
  while (twinned.size < Math.min(TWIN_VIEWERS_PER_STATE, viewers.length)) twinned.add(Math.floor(random() * viewers.length))
  // One device holding every seat (a phone passed round): shown the view of the seat the game
  // says holds it, it may know only what the seat holding it by the rules may know.
  if (def.holder && model.holder) {
    const seats = viewers.filter((v): v is string => typeof v === 'string')
    const view = def.view(state, def.holder(state, seats))
    const allowed = model.holder(state)
    stats.views++
    eachShown(new ViewIndex(view, anchors), facts, stats, (fact, node) => {
      if (!model.mayKnow(state, allowed, fact)) leak({ viewer: 'device', fact: fact.id, detail: fact.detail, where: pathOf(node), context: momentOf(def, state, view) })
    })
  }
  /** The step's progress as the first viewer saw it: every viewer must see the same. */
  let progress: { json: string; viewer: string } | null = null
  viewers.forEach((viewer, i) => {
    const name = viewerName(viewer)
    const view = def.view(state, viewer)
    stats.views++
    // How far the step is (a count at night, names by day) is told to the whole table alike: a
    // count that differed by viewer would tell each something of its own.
    const told = (view as { progress?: Progress | null } | null)?.progress ?? null
    const shown = JSON.stringify(told)
    if (progress === null) {
      progress = { json: shown, viewer: name }
      // A count that reads full while its step runs on tells the table that someone still has more
      // to do than a tap (a split pack, a pick made again on the card). A step is over as its last
      // tap lands, so a count never reads full in a state that is shown.
      if (told !== null && told.waiting === null && told.of > 0 && told.done >= told.of) {
        leak({ viewer: name, fact: 'progress', detail: 'the count reads full while its step runs on', where: shown, context: momentOf(def, state, view) })
      }
    } else if (shown !== progress.json) {
      leak({ viewer: name, fact: 'progress', detail: `the step's progress differs from what ${progress.viewer} sees`, where: firstDifference(progress.json, shown), context: momentOf(def, state, view) })
    }
    const index = new ViewIndex(view, anchors)
    for (const where of index.forbidden) leak({ viewer: name, fact: 'rng', detail: 'random-number state in a view', where, context: momentOf(def, state, view) })
    eachShown(index, facts, stats, (fact, node) => {
      if (model.mayKnow(state, viewer, fact)) stats.allowedHits[fact.kind] = (stats.allowedHits[fact.kind] ?? 0) + 1
      else leak({ viewer: name, fact: fact.id, detail: fact.detail, where: pathOf(node), context: momentOf(def, state, view) })
    })
    if (!twinned.has(i)) return
    const json = JSON.stringify(view)
    for (const twin of [{ label: 'the PRNG state differs', state: model.reseed(state) }, ...model.twins(state, viewer, random)]) {
      stats.twins++
      const other = JSON.stringify(def.view(twin.state, viewer))
      if (other !== json) leak({ viewer: name, fact: `twin: ${twin.label}`, detail: 'the view changes with something this viewer may not know', where: firstDifference(json, other), context: momentOf(def, state, view) })
    }
  })
}

