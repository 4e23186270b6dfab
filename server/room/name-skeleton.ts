/**
 * Skeletons of names (Unicode TS #39, "confusable detection"): two names with the same skeleton
 * look alike, such as "Anna" with a Cyrillic А and "Anna" in Latin letters. The room numbers a
 * name whose skeleton is taken, so nobody can pass for someone else at the table.
 *
 * The table is the part of Unicode's confusables.txt (version 13.0.0, the data behind TS #39)
 * whose prototype is made of Latin letters and digits and whose source is a letter from Latin,
 * IPA, Greek, Cyrillic, Armenian, Cherokee, Coptic or Lisu that NFKC does not already fold,
 * plus the ASCII entries (0 → O, 1 and I → l, m → rn). Names reach this after NFKC, which folds
 * full-width, mathematical and other compatibility letters first.
 */

/** Each prototype with the characters that look like it. */
const LOOK_ALIKES: readonly [prototype: string, lookAlikes: string][] = [
  ['2', 'ƧϨꝚ'],
  ['3', 'ƷȜЗӠⳌꝪꞫ'],
  ['4', 'Ꮞ'],
  ['5', 'Ƽ'],
  ['6', 'бᏮⳒ'],
  ['8', 'Ȣȣ'],
  ['9', 'ⳊꝮ'],
  ['A', 'ΑАᎪꓮ'],
  ['a', 'ɑαа'],
  ['AA', 'Ꜳ'],
  ['aa', 'ꜳ'],
  ['AE', 'ÆӔ'],
  ['ae', 'æӕ'],
  ['AO', 'Ꜵ'],
  ['ao', 'ꜵ'],
  ['AU', 'Ꜷ'],
  ['au', 'ꜷ'],
  ['AV', 'ꜸꜺ'],
  ['av', 'ꜹꜻ'],
  ['AY', 'Ꜽ'],
  ['ay', 'ꜽ'],
  ['B', 'ΒВᏴꓐꞴ'],
  ['b', 'ƄЬᏏ'],
  ['bl', 'Ы'],
  ['C', 'СᏟⲤꓚ'],
  ['c', 'сᴄⲥꮯ'],
  ['D', 'Ꭰꓓ'],
  ['d', 'ԁᏧꓒ'],
  ['dz', 'ʣ'],
  ['E', 'ΕЕᎬꓰ'],
  ['e', 'еҽ℮'],
  ['F', 'ϜꓝꞘ'],
  ['f', 'քẝꞙ'],
  ['G', 'ԌᏀᏳꓖ'],
  ['g', 'ƍɡցᶃ'],
  ['H', 'ΗНᎻⲎꓧ'],
  ['h', 'һհᏂ'],
  ['i', 'ıɩɪιіӏᎥꭵ'],
  ['J', 'ͿЈᎫꓙꞲ'],
  ['j', 'ϳј'],
  ['K', 'ΚКᏦⲔꓗ'],
  ['L', 'ᏞⳐꓡ'],
  ['l', '1I|ƖǀΙІӀⲒꓲ'],
  ['ll', 'ǁ'],
  ['lO', 'Ю'],
  ['ls', 'ʪ'],
  ['lz', 'ʫ'],
  ['M', 'ΜϺМᎷⲘꓟ'],
  ['N', 'ΝⲚꓠ'],
  ['n', 'ոռ'],
  ['O', '0ΟОՕⲞꓳ'],
  ['o', 'οσоօᴏᴑⲟ'],
  ['OE', 'Œ'],
  ['oe', 'œ'],
  ['OO', 'Ꝏ'],
  ['oo', 'ꝏ'],
  ['P', 'ΡРᏢⲢꓑ'],
  ['p', 'ρрⲣ'],
  ['q', 'ԛգզ'],
  ['R', 'ƦᎡᏒꓣ'],
  ['r', 'гᴦⲅꮁ'],
  ['rn', 'm'],
  ['S', 'ЅՏᏕᏚꓢ'],
  ['s', 'ƽѕꜱꮪ'],
  ['T', 'ΤТᎢⲦꓔ'],
  ['T3', 'Ꜩ'],
  ['tf', 'ꝷ'],
  ['ts', 'ʦ'],
  ['U', 'Սꓴ'],
  ['u', 'ʋυսᴜꞟ'],
  ['ue', 'ᵫ'],
  ['V', 'ѴᏙꓦ'],
  ['v', 'νѵᴠꮩ'],
  ['W', 'ԜᎳᏔꓪ'],
  ['w', 'ɯѡԝաᴡꮃ'],
  ['X', 'ΧХⲬꓫꞳ'],
  ['x', '×х'],
  ['Y', 'ΥУҮᎩᎽⲨꓬ'],
  ['y', 'ɣʏγуүᶌỿ'],
  ['Z', 'ΖᏃꓜ'],
  ['z', 'ᴢꮓ'],
]

const PROTOTYPE = new Map<string, string>(LOOK_ALIKES.flatMap(([prototype, chars]) => Array.from(chars, (c) => [c, prototype] as const)))

/** TS #39's skeleton: NFD, every character replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  return Array.from(text.normalize('NFD'), (c) => PROTOTYPE.get(c) ?? c)
    .join('')
    .normalize('NFD')
}

/**
 * What a name is compared by: its skeleton in any letter case. Two names clash when they share
 * a key. The skeleton is taken before lower-casing too, so a Greek capital Eta (Η, which looks
 * like H but lower-cases to η, which looks like n) still clashes with "H".
 */
export function nameKeys(name: string): string[] {
  return [skeleton(skeleton(name).toLowerCase()), skeleton(name.toLowerCase())]
}
