import { describe, expect, it } from 'vitest'
import {
  dataCodewords,
  encodeQr,
  finalCodewords,
  formatBits,
  sizeOf,
  versionBits,
  versionFor,
  type QrCode,
} from '../../client/lib/qr'
import { penalty } from '../../client/lib/qr-penalty'
import { reedSolomon } from '../../client/lib/qr-reed-solomon'

/** A symbol as rows of hex digits (each row padded with light modules to a multiple of 4). */
function rowsHex(code: QrCode): string[] {
  const rows: string[] = []
  for (let y = 0; y < code.size; y++) {
    let bits = ''
    for (let x = 0; x < code.size; x++) bits += code.modules[y * code.size + x]
    bits = bits.padEnd(Math.ceil(bits.length / 4) * 4, '0')
    let hex = ''
    for (let i = 0; i < bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16)
    rows.push(hex)
  }
  return rows
}

// Reference symbols made by libqrencode 4.1.1 (`qrencode -l M -8 -m 0 -t ASCII <text>`), which
// picked the same masks as this encoder for these inputs.
const HELLO_V1_MASK7 = [
  'fe63f8', '826208', 'ba4ae8', 'ba32e8', 'ba6ae8', '829a08', 'feabf8', '001800', '96c500', '2c2218', '1bcc68',
  'ec9058', '6b2a80', '00d1a8', 'fe2570', '82bd80', 'ba1388', 'bad178', 'ba68a8', '826600', 'fef950',
]
const ROOM_URL = 'https://spielleiter.example/r/AB3K9Z'
const ROOM_URL_V3 = [
  'fe8d3bf8', '82c44a08', 'ba29b2e8', 'badadae8', 'ba2292e8', '82143a08', 'feaaabf8', '00f86000', 'b75d7258',
  '29661f88', 'da0cce30', '2d498b08', 'a31a5060', '001a9a38', '87843538', '240a3410', 'd312a5d0', '55d38970',
  'a3b708a0', '09876520', '4b06dfe0', '00e9e8f8', 'fed2bad0', '82d6a8c8', 'ba414fa0', 'bad4ecc8', 'baa24128',
  '823ebf50', 'fe9d1d50',
]
const Y150_V8 = [
  'fec542aaacbf8', '8272f6eeefa08', 'bafedc4445ae8', 'ba6bf555552e8', 'ba66dfeaa82e8', '82fc762eee208', 'feaaaaaaaabf8',
  '0063e63bba800', 'a33f83eaaa128', '3d3f535555538', '3e3acb1110928', '40010dbbbabd0', '0a4618aaaa290', '31117b5555538',
  'c216331110928', '8171bdbbbabd0', '23c680aaaa290', 'cc9a135555538', '82a74b1110928', '04428dbbbabd0', 'b2c460aaaa290',
  '253f735555538', '6f9caff110fa8', '98dcae3bba8d0', '6a9746aaaba90', 'a8a45635558b8', '0fc02bf110fa8', 'd58faefbbbed0',
  'ca475e4aab410', 'dd9fe35554538', 'afa888b1102a8', '49baaefbbbec8', '5609064aab408', '9493f35554538', 'bb1188b1102a8',
  'a416aefbbbed0', '5f4f064aab410', '59d8135554538', '463088b1102a8', '71d8aefbbbed0', 'e287c7eaabf90', '00ae7235558b8',
  'fef4eab111aa8', '826caa3bba8d0', 'ba1903eaaaf90', 'ba0917b555bb0', 'bab06cb110ab0', '82340d5bbb540', 'feaf830aab108',
]

describe('QR encoder', () => {
  it('computes the Reed–Solomon codewords of the textbook example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
  })

  it('builds byte-mode data codewords with terminator and alternating pad bytes', () => {
    const words = dataCodewords(new TextEncoder().encode('hello'), 1)
    expect(words).toEqual([64, 86, 134, 86, 198, 198, 240, 236, 17, 236, 17, 236, 17, 236, 17, 236])
  })

  it('appends the error correction codewords after the data of a one-block version', () => {
    const data = dataCodewords(new TextEncoder().encode('hello'), 1)
    const all = finalCodewords(data, 1)
    expect(all).toHaveLength(26)
    expect(all.slice(0, 16)).toEqual(data)
    expect(all.slice(16)).toEqual(reedSolomon(data, 10))
  })

  it('interleaves blocks of unequal length: the longer blocks give the last data codeword', () => {
    const data = Array.from({ length: 154 }, (_, i) => i % 256) // version 8-M: 2×38 + 2×39
    const all = finalCodewords(data, 8)
    expect(all).toHaveLength(242)
    expect(all.slice(0, 4)).toEqual([0, 38, 76, 115])
    expect(all.slice(152, 154)).toEqual([114, 153]) // index 38 exists only in blocks 3 and 4
  })

  it('encodes the level-M format bits for every mask as the standard tables them', () => {
    const table = [
      '101010000010010', '101000100100101', '101111001111100', '101101101001011',
      '100010111111001', '100000011001110', '100111110010111', '100101010100000',
    ]
    table.forEach((bits, mask) => expect(formatBits(mask).toString(2).padStart(15, '0')).toBe(bits))
  })

  it('encodes the version bits for versions 7 to 10', () => {
    expect(versionBits(7)).toBe(0x07c94)
    expect(versionBits(8)).toBe(0x085bc)
    expect(versionBits(9)).toBe(0x09a99)
    expect(versionBits(10)).toBe(0x0a4d3)
  })

  it('picks the smallest version that holds the bytes, up to version 10', () => {
    expect(versionFor(14)).toBe(1)
    expect(versionFor(15)).toBe(2)
    expect(versionFor(180)).toBe(9)
    expect(versionFor(181)).toBe(10)
    expect(versionFor(213)).toBe(10)
    expect(versionFor(214)).toBeNull()
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError)
  })

  it('draws the same version-1 symbol as libqrencode for "hello" with mask 7', () => {
    const code = encodeQr('hello', 7)
    expect(code.size).toBe(sizeOf(1))
    expect(rowsHex(code)).toEqual(HELLO_V1_MASK7)
  })

  it('draws the same version-3 symbol as libqrencode for a room link, mask chosen by penalty', () => {
    const code = encodeQr(ROOM_URL)
    expect(code.version).toBe(3)
    expect(code.mask).toBe(3)
    expect(rowsHex(code)).toEqual(ROOM_URL_V3)
  })

  it('draws the same version-8 symbol as libqrencode, version blocks included', () => {
    const code = encodeQr('y'.repeat(150))
    expect(code.version).toBe(8)
    expect(code.mask).toBe(1)
    expect(rowsHex(code)).toEqual(Y150_V8)
  })

  it('scores an all-light symbol by runs, 2×2 blocks and darkness balance', () => {
    // Rule 1: 42 lines of 21 → 42 × (3 + 16); rule 2: 20 × 20 blocks × 3; rule 4: 0 % dark → 9 × 10.
    expect(penalty(21, new Uint8Array(21 * 21))).toBe(42 * 19 + 400 * 3 + 90)
  })

  it('encodes text as UTF-8', () => {
    const code = encodeQr('Grüße ✓')
    expect(code.version).toBe(1) // 11 bytes
  })
})
