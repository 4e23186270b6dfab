/**
 * The word game's lobby on the host's phone, with one phone passed round: the footer next to Deal
 * repeats the close-split warning (the civilians lead by one) that the settings show far up the
 * page; "Recommended settings" keeps the phone passed round and brings back none of the settings
 * from before it, also when the host switches the way of playing to and fro.
 */
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { newPhone } from './devices'
import { createRoom } from './phone'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)

describe('the word game’s lobby with one phone passed round', () => {
  it('warns of a close split next to Deal, and keeps the way of playing through “Recommended settings”', { timeout: 120_000 }, async () => {
    const phone = await newPhone('Alma')
    const { page } = phone
    await createRoom(phone, 'words')
    await page.locator('#words-mode').selectOption('pass')
    for (const [i, name] of ['Bodo', 'Cem', 'Dia', 'Eva'].entries()) {
      await page.getByTestId('pass-name-input').fill(name)
      await page.getByTestId('pass-add').tap()
      await expect.poll(() => page.locator('[data-testid=pass-list] > li').count()).toBe(i + 2)
    }
    const start = page.getByTestId('lobby-start')
    const warning = page.getByTestId('start-warning')
    const setting = (id: string) => page.locator(`#words-${id}`).inputValue()
    await expect.poll(() => start.isEnabled()).toBe(true)
    expect(await warning.count(), 'no warning with one undercover among five').toBe(0)

    // One blank: three civilians against two infiltrators. Deal may go ahead, and the footer says why it is close.
    await page.locator('#words-blanks').selectOption('1')
    await expect.poll(() => warning.textContent()).toBe(de('ui.words.startWarning.leadOfOne'))
    expect(await start.isEnabled()).toBe(true)
    expect((await start.getAttribute('aria-describedby'))?.split(' ')).toContain('start-warning')

    // Two blanks are too many; then the recommendation: no blank, and still one phone passed round.
    await page.locator('#words-blanks').selectOption('2')
    await expect.poll(() => start.isEnabled()).toBe(false)
    await page.getByRole('button', { name: de('ui.lobby.recommended') }).tap()
    await expect.poll(() => setting('blanks')).toBe('0')
    await expect.poll(() => start.isEnabled()).toBe(true)
    expect(await setting('mode')).toBe('pass')
    expect(await page.getByTestId('pass-list').isVisible()).toBe(true)
    expect(await warning.count()).toBe(0)

    // The host's own switch to phones of their own counts; switching back brings no old blanks along.
    await page.locator('#words-mode').selectOption('phones')
    await expect.poll(() => setting('mode')).toBe('phones')
    await page.locator('#words-mode').selectOption('pass')
    await expect.poll(() => setting('mode')).toBe('pass')
    await page.getByTestId('pass-list').waitFor()
    expect(await setting('blanks')).toBe('0')
    await expect.poll(() => start.isEnabled()).toBe(true)
  })
})
