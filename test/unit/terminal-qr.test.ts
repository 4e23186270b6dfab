import { describe, expect, it } from 'vitest'
import { encodeQr, isDark } from '../../client/lib/qr'
import { TERMINAL_QUIET_ZONE, terminalQr } from '../../server/dev/terminal-qr'

/** Reads half-block lines back into rows of modules (1 = dark). */
function modulesOf(lines: readonly string[]): number[][] {
  const rows: number[][] = []
  for (const line of lines) {
    const chars = [...line.replace(/\x1b\[[0-9;]*m/g, '')]
    rows.push(chars.map((c) => (c === '█' || c === '▀' ? 1 : 0)))
    rows.push(chars.map((c) => (c === '█' || c === '▄' ? 1 : 0)))
  }
  return rows
}

describe('the QR code in the terminal', () => {
  it('draws every module of the app’s own encoder, two rows to a line, inside a light quiet zone', () => {
    const url = 'http://192.168.178.20:8787'
    const code = encodeQr(url)
    const side = code.size + 2 * TERMINAL_QUIET_ZONE
    const lines = terminalQr(url)
    expect(lines).toHaveLength(Math.ceil(side / 2))
    const rows = modulesOf(lines)
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const inside = x >= TERMINAL_QUIET_ZONE && y >= TERMINAL_QUIET_ZONE && x < side - TERMINAL_QUIET_ZONE && y < side - TERMINAL_QUIET_ZONE
        const want = inside && isDark(code, x - TERMINAL_QUIET_ZONE, y - TERMINAL_QUIET_ZONE) ? 1 : 0
        expect(rows[y]![x], `module ${x},${y}`).toBe(want)
      }
    }
  })

  it('sets black on white on each line itself, and leaves colour out when asked', () => {
    const url = 'http://10.0.0.7:1999'
    for (const line of terminalQr(url)) expect(line).toMatch(/^\x1b\[30;107m[ █▀▄]+\x1b\[0m$/)
    const plain = terminalQr(url, { color: false })
    for (const line of plain) expect(line).toMatch(/^[ █▀▄]+$/)
    expect(modulesOf(plain)).toEqual(modulesOf(terminalQr(url)))
  })
})
