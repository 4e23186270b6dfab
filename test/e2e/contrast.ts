/**
 * Every visible text on a page against what is behind it (WCAG AA: 4.5:1, 3:1 for large text),
 * as a list of the texts that fall short. Text over a gradient or image is left out (it cannot be
 * computed from styles), and so are disabled controls, which WCAG exempts.
 */
import type { Page } from 'playwright-core'

export function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number]
    const parse = (css: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(css)
      if (!m) return null
      const [r, g, b, a] = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number)
      return [r!, g!, b!, a ?? 1]
    }
    const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba
    const luminance = ([r, g, b]: Rgba) => {
      const f = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    const behind = (el: Element): Rgba | null => {
      const layers: Rgba[] = []
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e)
        if (style.backgroundImage !== 'none') return null
        const c = parse(style.backgroundColor)
        if (c && c[3] > 0) layers.push(c)
        if (c && c[3] >= 1) break
      }
      return layers.reverse().reduce<Rgba>((acc, layer) => over(layer, acc), [255, 255, 255, 1])
    }
    const problems: string[] = []
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const text = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim()
      if (!text || el.closest('.sr-only, option, :disabled, dialog:not([open]), svg')) continue
      const style = getComputedStyle(el)
      if (style.visibility !== 'visible' || el.getClientRects().length === 0) continue
      const bg = behind(el)
      const fg = parse(style.color)
      if (!bg || !fg) continue
      const [hi, lo] = [luminance(over(fg, bg)), luminance(bg)].sort((a, b) => b - a) as [number, number]
      const ratio = (hi + 0.05) / (lo + 0.05)
      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      if (ratio < (large ? 3 : 4.5)) problems.push(`${ratio.toFixed(2)} "${text.slice(0, 40)}" ${style.color} on rgb(${bg.slice(0, 3).join(', ')})`)
    }
    return problems
  })
}
