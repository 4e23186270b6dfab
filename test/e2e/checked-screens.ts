/**
 * Which screens the browser tier has checked already, by fingerprint: a screen met again — the
 * home screen in each game's test, a step on its second night — is not checked again, in this
 * file or any other of the same run. The fingerprint is the screen's structure (elements, their
 * classes, roles, ARIA and inline style, whether each carries text of its own), its size, language
 * and colour scheme: what the checks judge, not the names and words that change from game to game.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { Device } from './devices'

/** The screen's fingerprint as it is now. */
export async function screenFingerprint(device: Device): Promise<string> {
  const skeleton = await device.evaluate(() => {
    const parts = [document.documentElement.lang, matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light']
    const walk = (el: Element, depth: number) => {
      const attrs = Array.from(el.attributes)
        .filter((a) => a.name === 'class' || a.name === 'role' || a.name === 'type' || a.name === 'style' || a.name === 'disabled' || a.name === 'hidden' || a.name === 'open' || a.name === 'tabindex' || a.name === 'for' || a.name === 'id' || a.name === 'alt' || a.name === 'lang' || a.name.startsWith('aria-'))
        .map((a) => `${a.name}=${a.value}`)
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
      parts.push(`${depth} ${el.tagName} ${attrs.join(' ')}${ownText ? ' T' : ''}`)
      // An SVG's drawing (a QR code, an icon) is one picture to the checks, not its shapes.
      if (el.tagName.toLowerCase() === 'svg') return
      for (const child of Array.from(el.children)) if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE') walk(child, depth + 1)
    }
    walk(document.body, 0)
    return parts.join('\n')
  }, undefined)
  const { width, height } = device.viewport()
  return createHash('sha1').update(`${width}x${height}\n${skeleton}`).digest('hex')
}

const claimedHere = new Set<string>()

/**
 * Claims check `check` of the screen with fingerprint `fingerprint` for the caller: true the first
 * time in the tier's run, false ever after. Claims live in the tier's run folder (a file each,
 * created only if it is not there), so every file of the run sees them.
 */
export function claimCheck(check: string, fingerprint: string): boolean {
  const key = `${check}-${fingerprint}`
  if (claimedHere.has(key)) return false
  claimedHere.add(key)
  const dir = inject('browserTierDir')
  if (!dir) return true
  try {
    writeFileSync(join(dir, key), '', { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
