/** Reed–Solomon error correction over GF(256), as QR codes use it (ISO/IEC 18004, annex A). */

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512)
const LOG = new Uint8Array(256)
{
  let x = 1
  for (let i = 0; i < 255; i++) {
    EXP[i] = x
    LOG[x] = i
    x <<= 1
    if (x & 0x100) x ^= 0x11d
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!
}

function gfMul(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!
}

/** The generator polynomial of degree n, highest coefficient first (the leading 1 left out). */
function generator(degree: number): number[] {
  let poly = [1]
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0)
    for (let j = 0; j < poly.length; j++) {
      next[j] = next[j]! ^ poly[j]!
      next[j + 1] = next[j + 1]! ^ gfMul(poly[j]!, EXP[i]!)
    }
    poly = next
  }
  return poly.slice(1)
}

/** Reed–Solomon error correction codewords for one block. */
export function reedSolomon(data: readonly number[], ecLength: number): number[] {
  const gen = generator(ecLength)
  const rest = new Array<number>(ecLength).fill(0)
  for (const word of data) {
    const factor = word ^ rest.shift()!
    rest.push(0)
    for (let i = 0; i < ecLength; i++) rest[i] = rest[i]! ^ gfMul(gen[i]!, factor)
  }
  return rest
}
