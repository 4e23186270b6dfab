/**
 * Seats in notices: '#s3' shows that seat's name, '#s1,s3' the names as one list in the reader's
 * language. Every screen that shows a game's notices (phones, the table screen, a game on one
 * phone) renders them through `renderWithNames`.
 */
import { describe, expect, it } from 'vitest'
import { renderWithNames, t } from '../../shared/i18n'
import { seatsIn, seatsParam } from '../../shared/notice'

const NAMES: Record<string, string> = { s1: 'Anna', s2: 'Ben', s3: 'Cara' }
const nameOf = (seat: string) => NAMES[seat] ?? '?'

describe('seats in a notice', () => {
  it('reads one seat and a list of seats back from a parameter, and nothing else', () => {
    expect(seatsIn('#s3')).toEqual(['s3'])
    expect(seatsIn(seatsParam(['s1', 's3']))).toEqual(['s1', 's3'])
    expect(seatsIn('@words.role.blank')).toBeNull()
    expect(seatsIn('Anna')).toBeNull()
    expect(seatsIn(2)).toBeNull()
  })

  it('names two tied players in each language, and three as a list with the language’s “and”', () => {
    const two = { key: 'words.count.runoff', params: { players: '#s1,s2', count: 2 } }
    expect(renderWithNames('en', two, nameOf)).toMatch(/^Anna and Ben are tied\./)
    expect(renderWithNames('de', two, nameOf)).toMatch(/^Gleichstand zwischen Anna und Ben\./)
    const three = { key: 'words.intro.runoffVote', params: { players: seatsParam(['s1', 's2', 's3']), count: 3 } }
    expect(renderWithNames('en', three, nameOf)).toBe(`Runoff between Anna, Ben, and Cara: only those outside the tie vote.`)
    expect(renderWithNames('de', three, nameOf)).toBe('Stichwahl zwischen Anna, Ben und Cara: Nur wer nicht im Gleichstand steht, stimmt ab.')
  })

  it('still names a single seat, keeps numbers and renders keys in the reader’s language', () => {
    expect(renderWithNames('en', { key: 'words.intro.runoffClue', params: { player: '#s2' } }, nameOf)).toBe(t('en', 'words.intro.runoffClue', { player: 'Ben' }))
    expect(renderWithNames('de', { key: 'words.count.out', params: { player: '#s3', votes: 3, role: '@words.role.blank' } }, nameOf)).toBe(
      t('de', 'words.count.out', { player: 'Cara', votes: 3, role: t('de', 'words.role.blank') }),
    )
  })
})
