/** The line a passed phone's list of names shows when a player added there got another name than the one typed. */
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { addedAsLine } from '../../client/games/words/added-as'

describe('a name changed on its way into a passed phone’s list', () => {
  it('says which name was there already, about the new player and not to whoever holds the phone', () => {
    const line = addedAsLine('Ben 2', ['Anna', 'Ben', 'Ben 2'])
    expect(line).toEqual({ key: 'ui.words.pass.addedAsTaken', params: { name: 'Ben 2', taken: 'Ben' } })
    expect(t('en', line.key, line.params)).toBe('There is a “Ben” already, so the new one was added as “Ben 2”.')
    expect(t('de', line.key, line.params)).toBe('„Ben“ gibt es schon, darum steht der neue Name als „Ben 2“ in der Liste.')
    for (const lang of ['de', 'en'] as const) expect(t(lang, line.key, line.params)).not.toMatch(/\b(you|du)\b/i)
  })

  it('names the one there already as it is written, whatever the case typed', () => {
    expect(addedAsLine('ben 3', ['Ben', 'Ben 2', 'ben 3']).params).toEqual({ name: 'ben 3', taken: 'Ben' })
  })

  it('gives both reasons when it cannot tell which (a name cleaned of invisible characters, or a number typed)', () => {
    expect(addedAsLine('Cem', ['Anna', 'Cem'])).toEqual({ key: 'ui.words.pass.addedAs', params: { name: 'Cem' } })
    expect(addedAsLine('Player 7', ['Anna', 'Player 7']).key).toBe('ui.words.pass.addedAs')
  })
})
