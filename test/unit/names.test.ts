/**
 * Names at the table: nothing invisible or blank survives the cleaner, and a name that looks like
 * one already taken (letter case, look-alike letters from other scripts, characters that draw as
 * nothing) is numbered, and the person is told.
 */
import { describe, expect, it } from 'vitest'
import { skeleton } from '../../server/room/name-skeleton'
import { cleanName, nameChanged, uniqueName } from '../../server/room/names'
import { createRoom } from '../../server/room/room-record'
import { join } from '../../server/room/seating'
import { MAX_NAME_LENGTH } from '../../shared/protocol'

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`

/** Characters that draw as nothing or as blank space: each must vanish from a name. */
const INVISIBLE = [
  0x00ad, // soft hyphen
  0x034f, // combining grapheme joiner
  0x061c, // Arabic letter mark
  0x115f, // Hangul choseong filler
  0x1160, // Hangul jungseong filler
  0x17b4, // Khmer vowel inherent aq
  0x180e, // Mongolian vowel separator
  0x200b, // zero width space
  0x200d, // zero width joiner
  0x200e, // left-to-right mark
  0x202e, // right-to-left override
  0x2060, // word joiner
  0x2064, // invisible plus
  0x2066, // left-to-right isolate
  0x2800, // braille pattern blank
  0x3164, // Hangul filler
  0xfe00, // variation selector 1
  0xfe0f, // variation selector 16
  0xfeff, // zero width no-break space
  0xffa0, // half-width Hangul filler
  0x1bca0, // shorthand format letter overlap
  0x1d173, // musical symbol begin beam
  0xe0001, // language tag
  0xe0020, // tag space
  0xe0041, // tag letter A
  0xe0100, // variation selector 17
  0x0007, // bell
  0x009f, // application program command
  0xe000, // private use
]

describe('the name cleaner', () => {
  for (const cp of INVISIBLE) {
    it(`drops ${hex(cp)} inside, around and alone`, () => {
      const c = String.fromCodePoint(cp)
      expect(cleanName(`An${c}na`)).toBe('Anna')
      expect(cleanName(`${c}Anna${c}`)).toBe('Anna')
      expect(cleanName(c.repeat(5))).toBe('')
      expect(cleanName(`${c} ${c}`)).toBe('')
    })
  }

  it('drops the characters named in the report of "An\\u00adna" passing for a second Anna', () => {
    for (const cp of [0x00ad, 0x034f, 0x180e, 0xfe0f, 0xe0020, 0x3164, 0x2800]) {
      const name = cleanName(`An${String.fromCodePoint(cp)}na`)
      expect(name, hex(cp)).toBe('Anna')
      expect(uniqueName(name, ['Anna']), hex(cp)).toBe('Anna 2')
    }
  })

  it('normalises with NFKC: full-width, mathematical and composed letters become plain ones', () => {
    expect(cleanName('Ａｎｎａ')).toBe('Anna')
    expect(cleanName('𝐀𝐧𝐧𝐚')).toBe('Anna')
    expect(cleanName('Jose\u0301')).toBe('José')
    // A joiner between a letter and its accent must not keep them apart.
    expect(cleanName('Jose\u034f\u0301')).toBe('José')
  })

  it('folds white space, trims, and keeps at most the longest name', () => {
    expect(cleanName('  Ben \u00a0\u2003 Bo  ')).toBe('Ben Bo')
    expect(Array.from(cleanName('x'.repeat(300)))).toHaveLength(MAX_NAME_LENGTH)
    expect(cleanName('😀'.repeat(30))).toBe('😀'.repeat(MAX_NAME_LENGTH))
  })

  it('keeps names in other scripts and emoji', () => {
    for (const name of ['Ζωή', 'Юлия', 'Łukasz', 'محمد', '李小龍', 'Åsa 😀']) expect(cleanName(name)).toBe(name)
  })
})

describe('look-alike names', () => {
  it('gives Latin, Cyrillic and Greek look-alikes the same skeleton', () => {
    expect(skeleton('\u0410nna')).toBe(skeleton('Anna')) // Cyrillic А
    expect(skeleton('\u0391nna')).toBe(skeleton('Anna')) // Greek Α
    expect(skeleton('\u0430\u0435\u043e\u0440\u0441\u0443\u0445')).toBe(skeleton('aeopcyx')) // Cyrillic а е о р с у х
    expect(skeleton('\u03bf\u03c1\u03bd')).toBe(skeleton('opv')) // Greek ο ρ ν
    expect(skeleton('Bob')).not.toBe(skeleton('Rob'))
  })

  it('numbers a name that differs from a taken one only in look-alike letters or letter case', () => {
    const taken = ['Anna', 'Paul', 'Al', 'Hans']
    expect(uniqueName('\u0410nna', taken)).toBe('\u0410nna 2') // Cyrillic А
    expect(uniqueName('\u0391nna', taken)).toBe('\u0391nna 2') // Greek Α
    expect(uniqueName('\u0420\u0430ul', taken)).toBe('\u0420\u0430ul 2') // Cyrillic Р, а
    expect(uniqueName('AI', taken)).toBe('AI 2') // capital i for small L
    expect(uniqueName('\u0397ans', taken)).toBe('\u0397ans 2') // Greek Eta
    expect(uniqueName('anna', taken)).toBe('anna 2')
    expect(uniqueName('ANNA', [...taken, 'anna 2'])).toBe('ANNA 3')
  })

  it('does not number names that only share letters', () => {
    for (const name of ['Anne', 'Ann', 'Pauline', 'Ali', 'Hanna']) expect(uniqueName(name, ['Anna', 'Paul', 'Al', 'Hans'])).toBe(name)
  })

  it('skips a number whose name looks like one taken', () => {
    expect(uniqueName('Anna', ['Anna', '\u0410nna 2'])).toBe('Anna 3')
  })
})

describe('telling the person', () => {
  it('says when the shown name differs from the typed one, but not for spaces at the ends', () => {
    expect(nameChanged('Anna', 'Anna 2')).toBe(true)
    expect(nameChanged('An\u00adna', 'Anna')).toBe(true)
    expect(nameChanged('  Anna  ', 'Anna')).toBe(false)
    expect(nameChanged('Jose\u0301', 'José')).toBe(false)
  })

  it('gives a new seat the cleaned, numbered name and says it was changed', () => {
    let room = createRoom('ABCDEF', 'werwolf', 0)
    const first = join(room, { name: 'Anna' }, { token: 'a'.repeat(32), code: 'AAAAAAAAA' })
    if ('failed' in first) throw new Error('first join refused')
    expect(first.renamed).toBeUndefined()
    room = first.room
    const second = join(room, { name: '\u0410n\u00adna\ufe0f' }, { token: 'b'.repeat(32), code: 'BBBBBBBBB' })
    if ('failed' in second) throw new Error('second join refused')
    expect(second.seat.name).toBe('\u0410nna 2')
    expect(second.renamed).toBe('\u0410nna 2')
  })
})
