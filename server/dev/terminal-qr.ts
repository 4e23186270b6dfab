/**
 * A QR code drawn in a terminal, for phones to scan off the screen of the computer that serves the
 * game night. It uses the app's own encoder (client/lib/qr.ts) and half blocks, two rows of modules
 * to a line, black on white whatever the terminal's colours are.
 */
import { encodeQr, isDark } from '../../client/lib/qr'

/** Light modules around the code: two are enough on a white block (the standard asks four of print). */
export const TERMINAL_QUIET_ZONE = 2
const BLACK_ON_WHITE = '\x1b[30;107m'
const RESET = '\x1b[0m'

/**
 * The QR code of `text` as lines of text. With `color` (the default) each line sets black on white
 * itself; without, dark modules are blocks and light ones spaces (right on a light terminal,
 * inverted on a dark one, which most phone cameras read as well).
 */
export function terminalQr(text: string, { color = true }: { color?: boolean } = {}): string[] {
  const code = encodeQr(text)
  const side = code.size + 2 * TERMINAL_QUIET_ZONE
  const dark = (x: number, y: number) => {
    const cx = x - TERMINAL_QUIET_ZONE
    const cy = y - TERMINAL_QUIET_ZONE
    return cx >= 0 && cy >= 0 && cx < code.size && cy < code.size && isDark(code, cx, cy)
  }
  const lines: string[] = []
  for (let y = 0; y < side; y += 2) {
    let line = ''
    for (let x = 0; x < side; x++) {
      const top = dark(x, y)
      const bottom = y + 1 < side && dark(x, y + 1)
      line += top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' '
    }
    lines.push(color ? `${BLACK_ON_WHITE}${line}${RESET}` : line)
  }
  return lines
}
