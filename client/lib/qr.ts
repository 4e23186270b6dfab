/**
 * A small QR code encoder for room links (ISO/IEC 18004): byte mode, error correction level M,
 * versions 1–10 (up to 213 bytes), mask chosen by the standard's penalty rules.
 * Modules are addressed as (x, y) = (column, row), with (0, 0) the top-left corner.
 */
import { penalty } from './qr-penalty'
import { reedSolomon } from './qr-reed-solomon'

/** The largest version this encoder makes. */
export const MAX_VERSION = 10

/** Level M per version: [EC codewords per block, [block count, data codewords per block][]]. */
const LEVEL_M_BLOCKS: readonly (readonly [number, readonly (readonly [number, number])[]])[] = [
  [10, [[1, 16]]], // 1
  [16, [[1, 28]]], // 2
  [26, [[1, 44]]], // 3
  [18, [[2, 32]]], // 4
  [24, [[2, 43]]], // 5
  [16, [[4, 27]]], // 6
  [18, [[4, 31]]], // 7
  [22, [[2, 38], [2, 39]]], // 8
  [22, [[3, 36], [2, 37]]], // 9
  [26, [[4, 43], [1, 44]]], // 10
]

/** Centres of the alignment patterns per version (rows and columns alike). */
const ALIGNMENT_CENTRES: readonly (readonly number[])[] = [
  [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
]

/** Level M's two format bits. */
const LEVEL_M_BITS = 0b00
const FORMAT_MASK = 0x5412
const FORMAT_GENERATOR = 0x537
const VERSION_GENERATOR = 0x1f25
const MODE_BYTE = 0b0100
const PAD_BYTES = [0xec, 0x11] as const

/** An encoded symbol. */
export interface QrCode {
  version: number
  mask: number
  /** Modules per side (21 for version 1, 4 more per version). */
  size: number
  /** size × size modules, row by row; 1 = dark. */
  modules: Uint8Array
}

/** Modules per side of a version. */
export function sizeOf(version: number): number {
  return 17 + 4 * version
}

function blocksOf(version: number) {
  const entry = LEVEL_M_BLOCKS[version - 1]
  if (!entry) throw new RangeError(`QR version ${version} is not supported`)
  const [ecPerBlock, groups] = entry
  const dataLengths: number[] = []
  for (const [count, length] of groups) for (let i = 0; i < count; i++) dataLengths.push(length)
  return { ecPerBlock, dataLengths }
}

/** Data codewords a version holds at level M. */
export function dataCapacity(version: number): number {
  return blocksOf(version).dataLengths.reduce((sum, n) => sum + n, 0)
}

function countBits(version: number): number {
  return version < 10 ? 8 : 16
}

/** The smallest version that holds `byteLength` bytes in byte mode, or null if none up to 10 does. */
export function versionFor(byteLength: number): number | null {
  for (let version = 1; version <= MAX_VERSION; version++) {
    if (4 + countBits(version) + 8 * byteLength <= 8 * dataCapacity(version)) return version
  }
  return null
}

/** Byte-mode segment, terminator and padding: the data codewords of a version. */
export function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const capacityBits = 8 * dataCapacity(version)
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  push(MODE_BYTE, 4)
  push(bytes.length, countBits(version))
  for (const byte of bytes) push(byte, 8)
  if (bits.length > capacityBits) throw new RangeError('data too long for this version')
  push(0, Math.min(4, capacityBits - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  const words: number[] = []
  for (let i = 0; i < bits.length; i += 8) {
    let word = 0
    for (let j = 0; j < 8; j++) word = (word << 1) | (bits[i + j] ?? 0)
    words.push(word)
  }
  for (let i = 0; words.length < capacityBits / 8; i++) words.push(PAD_BYTES[i % 2]!)
  return words
}

/** Splits data codewords into blocks, adds error correction, and interleaves them as they are placed. */
export function finalCodewords(data: readonly number[], version: number): number[] {
  const { ecPerBlock, dataLengths } = blocksOf(version)
  const blocks: number[][] = []
  let offset = 0
  for (const length of dataLengths) {
    blocks.push(data.slice(offset, offset + length))
    offset += length
  }
  const ecBlocks = blocks.map((block) => reedSolomon(block, ecPerBlock))
  const out: number[] = []
  const longest = Math.max(...dataLengths)
  for (let i = 0; i < longest; i++) for (const block of blocks) if (i < block.length) out.push(block[i]!)
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) out.push(block[i]!)
  return out
}

/** The 15 format bits (level M, this mask), BCH-protected and masked. */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * FORMAT_GENERATOR)
  return ((data << 10) | rem) ^ FORMAT_MASK
}

/** The 18 version bits (versions 7 and up). */
export function versionBits(version: number): number {
  let rem = version
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * VERSION_GENERATOR)
  return (version << 12) | rem
}

/** Whether mask `mask` flips the module at (x, y). */
export function maskHits(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0: return (x + y) % 2 === 0
    case 1: return y % 2 === 0
    case 2: return x % 3 === 0
    case 3: return (x + y) % 3 === 0
    case 4: return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0
    case 5: return ((x * y) % 2) + ((x * y) % 3) === 0
    case 6: return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0
    case 7: return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0
    default: throw new RangeError(`no mask ${mask}`)
  }
}

/** The grid while it is being built: modules plus which of them are function patterns. */
class Grid {
  readonly modules: Uint8Array
  readonly isFunction: Uint8Array

  constructor(readonly size: number) {
    this.modules = new Uint8Array(size * size)
    this.isFunction = new Uint8Array(size * size)
  }

  get(x: number, y: number): number {
    return this.modules[y * this.size + x]!
  }

  setFunction(x: number, y: number, dark: boolean): void {
    this.modules[y * this.size + x] = dark ? 1 : 0
    this.isFunction[y * this.size + x] = 1
  }
}

function drawFinder(grid: Grid, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx
      const y = cy + dy
      if (x < 0 || y < 0 || x >= grid.size || y >= grid.size) continue
      const ring = Math.max(Math.abs(dx), Math.abs(dy))
      grid.setFunction(x, y, ring !== 2 && ring !== 4)
    }
  }
}

function drawFormat(grid: Grid, mask: number): void {
  const bits = formatBits(mask)
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  const last = grid.size - 1
  // Around the top-left finder.
  for (let i = 0; i <= 5; i++) grid.setFunction(8, i, bit(i))
  grid.setFunction(8, 7, bit(6))
  grid.setFunction(8, 8, bit(7))
  grid.setFunction(7, 8, bit(8))
  for (let i = 9; i < 15; i++) grid.setFunction(14 - i, 8, bit(i))
  // The copy split between the other two finders.
  for (let i = 0; i < 8; i++) grid.setFunction(last - i, 8, bit(i))
  for (let i = 8; i < 15; i++) grid.setFunction(8, grid.size - 15 + i, bit(i))
  grid.setFunction(8, grid.size - 8, true) // the dark module
}

function drawVersion(grid: Grid, version: number): void {
  if (version < 7) return
  const bits = versionBits(version)
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1
    const a = grid.size - 11 + (i % 3)
    const b = Math.floor(i / 3)
    grid.setFunction(a, b, dark)
    grid.setFunction(b, a, dark)
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid
  for (let i = 0; i < size; i++) {
    grid.setFunction(6, i, i % 2 === 0)
    grid.setFunction(i, 6, i % 2 === 0)
  }
  drawFinder(grid, 3, 3)
  drawFinder(grid, size - 4, 3)
  drawFinder(grid, 3, size - 4)
  const centres = ALIGNMENT_CENTRES[version - 1]!
  const lastIndex = centres.length - 1
  centres.forEach((cy, i) => {
    centres.forEach((cx, j) => {
      const nearFinder = (i === 0 && j === 0) || (i === 0 && j === lastIndex) || (i === lastIndex && j === 0)
      if (nearFinder) return
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) grid.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
      }
    })
  })
  drawFormat(grid, 0) // reserves the format area; drawn for real once the mask is chosen
  drawVersion(grid, version)
}

/** Places codewords in the two-column zigzag from the bottom-right corner, skipping function modules. */
function placeCodewords(grid: Grid, codewords: readonly number[]): void {
  const { size } = grid
  const totalBits = codewords.length * 8
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5 // the vertical timing pattern takes column 6
    const upward = ((right + 1) & 2) === 0
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const index = y * size + x
        if (grid.isFunction[index] || i >= totalBits) continue
        grid.modules[index] = (codewords[i >>> 3]! >>> (7 - (i & 7))) & 1
        i++
      }
    }
  }
}

function applyMask(grid: Grid, mask: number): void {
  const { size } = grid
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const index = y * size + x
      if (!grid.isFunction[index] && maskHits(mask, x, y)) grid.modules[index] = grid.modules[index]! ^ 1
    }
  }
}

/**
 * Encodes text (as UTF-8) into a QR code. `mask` forces a mask pattern; by default the one with
 * the lowest penalty is used. Throws a RangeError when the text is too long for version 10.
 *
 * @example encodeQr('https://example.com/r/AB3K9Z').size === 29
 */
export function encodeQr(text: string, mask?: number): QrCode {
  const bytes = new TextEncoder().encode(text)
  const version = versionFor(bytes.length)
  if (version === null) throw new RangeError(`text too long for a QR code up to version ${MAX_VERSION}`)
  const codewords = finalCodewords(dataCodewords(bytes, version), version)
  const grid = new Grid(sizeOf(version))
  drawFunctionPatterns(grid, version)
  placeCodewords(grid, codewords)

  let chosen = mask ?? 0
  if (mask === undefined) {
    let best = Infinity
    for (let candidate = 0; candidate < 8; candidate++) {
      applyMask(grid, candidate)
      drawFormat(grid, candidate)
      const score = penalty(grid.size, grid.modules)
      if (score < best) {
        best = score
        chosen = candidate
      }
      applyMask(grid, candidate) // XOR again undoes it
    }
  }
  applyMask(grid, chosen)
  drawFormat(grid, chosen)
  return { version, mask: chosen, size: grid.size, modules: grid.modules }
}

/** Whether the module at (x, y) is dark. */
export function isDark(code: QrCode, x: number, y: number): boolean {
  return code.modules[y * code.size + x] === 1
}

/**
 * An SVG path drawing every dark module as a unit square, offset by a quiet zone of `border`
 * modules; use it with `viewBox="0 0 size+2·border size+2·border"`.
 */
export function svgPath(code: QrCode, border = 4): string {
  const parts: string[] = []
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (isDark(code, x, y)) parts.push(`M${x + border},${y + border}h1v1h-1z`)
    }
  }
  return parts.join('')
}
