/**
 * A player that acts from what its own view offers, as a person tapping the screen would: it never
 * sees more than its phone shows. Used by the socket and browser-free end-to-end tiers.
 */
import type { WerwolfAction, WerwolfView } from '../../shared/views/werwolf'

/** The action this seat would send now, or null when it has nothing (more) to do. */
export function botAction(view: WerwolfView, random: () => number): WerwolfAction | null {
  const prompt = view.prompt
  if (!prompt) return null
  const any = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)]
  switch (prompt.type) {
    case 'night': {
      if (prompt.done) return prompt.act === 'attack' ? joinThePack(view.me?.seat, prompt.marks ?? []) : null
      const target = any(prompt.targets)
      if (prompt.act === 'sleep') return target ? { type: 'sleep', target } : { type: 'sleep' }
      return target ? { type: prompt.act, target } : null
    }
    case 'ready':
      return prompt.done ? null : { type: 'ready' }
    case 'vote': {
      if (prompt.vote !== null || prompt.abstained) return null
      const target = any(prompt.targets)
      if (target) return { type: 'vote', target }
      return prompt.canAbstain ? { type: 'abstain' } : null
    }
    case 'shoot': {
      const target = any(prompt.targets)
      return target ? { type: 'shoot', target } : null
    }
  }
}

/**
 * A werewolf whose pack is split goes along with the first pick, as a pack would settle it with a
 * glance; the first picker keeps theirs. Null when the pack agrees (or this one is the first).
 */
function joinThePack(me: string | undefined, marks: readonly { by: string; target: string }[]): WerwolfAction | null {
  const first = marks[0]
  if (!first || marks.every((mark) => mark.target === first.target) || first.by === me) return null
  return { type: 'attack', target: first.target }
}

/** A small seeded random source for reproducible bot choices. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
