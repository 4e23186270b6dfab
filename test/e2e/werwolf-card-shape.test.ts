/**
 * Eight phones (390×844) play the first night and day of Werwolf with the protector and the hunter.
 * After the tap the whole table opens its cards at the same moment: every role's open card must be
 * the same height, at night and by day, and its rank no big glyph. The hunter, out at dawn, finds
 * his question first and his confirm in view after picking a name. A refused tap says why: the
 * pack mate, the seer herself, the protector's guard of last night (which his card names).
 */
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { t } from '../../shared/i18n'
import { type Phone, PHONE_VIEWPORT, newPhone } from './devices'
import { skipStep } from './host-skip'
import { createRoom, joinByLink } from './phone'
import { settingShown } from './werwolf-play'

const NAMES = ['Alma', 'Bodo', 'Cleo', 'Dante', 'Edda', 'Fiete', 'Gero', 'Hanne']
const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)
const ROLES = ['wolf', 'seer', 'protector', 'hunter', 'villager'] as const
type Role = (typeof ROLES)[number]
/** The tallest a card's symbol may be drawn, in px: type a neighbour cannot read from the next chair. */
const SYMBOL_MAX_PX = 24

const roleOf = new Map<Phone, Role>()
const withRole = (phones: Phone[], role: Role) => phones.filter((p) => roleOf.get(p) === role)

function card(phone: Phone): Locator {
  return phone.page.getByTestId('secret-card')
}

/** Opens the card, runs `look` on it, covers it again. */
async function opened<T>(phone: Phone, look: () => Promise<T>): Promise<T> {
  await phone.page.getByTestId('secret-card-toggle').tap()
  await expect.poll(() => card(phone).getAttribute('data-state')).toBe('shown')
  try {
    return await look()
  } finally {
    await phone.page.getByTestId('secret-card-toggle').tap()
    await expect.poll(() => card(phone).getAttribute('data-state')).toBe('hidden')
  }
}

/** The open card's height, by role, for every phone given. */
async function openHeights(phones: Phone[]): Promise<Map<Phone, number>> {
  const heights = new Map<Phone, number>()
  for (const phone of phones) heights.set(phone, await opened(phone, async () => Math.round((await card(phone).boundingBox())!.height)))
  return heights
}

function byRole(heights: Map<Phone, number>): string {
  return ROLES.map((role) => `${role} ${[...heights].filter(([p]) => roleOf.get(p) === role).map(([, h]) => h).join('/')}`).join(', ')
}

/** Taps a name in the step's list. */
async function tapName(phone: Phone, name: string): Promise<void> {
  await phone.page.locator('section.action .pick', { has: phone.page.locator('.pick-name', { hasText: new RegExp(`^${name}$`) }) }).tap()
}

/** Picks a name at night and confirms it, as every role does. */
async function pickName(phone: Phone, name: string): Promise<void> {
  await tapName(phone, name)
  await phone.page.getByTestId('confirm-tap').tap()
}

/** The text of the card's refusal line, read with the card open. */
async function refusal(phone: Phone): Promise<string> {
  return opened(phone, async () => (await card(phone).getByTestId('night-refused').textContent({ timeout: 3_000 }))!.trim())
}

describe('the open card at a table of eight', () => {
  it('is the same height for every role, night and day; the hunter sees his confirm; a refused tap says why', async () => {
    const phones = await Promise.all(NAMES.map((name) => newPhone(name)))
    const [host, ...guests] = phones as [Phone, ...Phone[]]
    const { link } = await createRoom(host, 'werwolf')
    await Promise.all(guests.map((phone) => joinByLink(phone, link)))

    // --- Two werewolves, the protector and the hunter.
    await host.page.locator('#ww-wolves').selectOption('2')
    await settingShown(guests[0]!, de('ui.werwolf.opt.wolves'), '2')
    for (const key of ['protector', 'hunter']) {
      await host.page.locator('label.switch', { hasText: de(`ui.werwolf.opt.${key}`) }).locator('input').check()
      await settingShown(guests[0]!, de(`ui.werwolf.opt.${key}`), de('ui.yes'))
    }
    const start = host.page.getByTestId('lobby-start')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.tap()

    // --- Each phone reads its role; the symbol beside it is set small.
    const roleNames = new Map(ROLES.map((role) => [de(`werwolf.role.${role}`), role]))
    for (const phone of phones) {
      await phone.page.locator('[data-testid=phase][data-phase=night]').waitFor()
      await opened(phone, async () => {
        roleOf.set(phone, roleNames.get((await card(phone).locator('.card-role').textContent())!.trim())!)
        const symbol = await card(phone).locator('.card-symbol').boundingBox()
        expect(symbol!.height, `${phone.name}'s card symbol`).toBeLessThanOrEqual(SYMBOL_MAX_PX)
      })
    }
    for (const role of ROLES) expect(withRole(phones, role).length, role).toBeGreaterThan(0)
    const [wolf, mate] = withRole(phones, 'wolf') as [Phone, Phone]
    const [seer] = withRole(phones, 'seer') as [Phone]
    const [protector] = withRole(phones, 'protector') as [Phone]
    const [hunter] = withRole(phones, 'hunter') as [Phone]
    const villagers = withRole(phones, 'villager')
    const lastToTap = villagers.at(-1)!

    const before = await openHeights(phones)

    // --- Refused taps, with their reasons on the card.
    await pickName(wolf, mate.name)
    expect(await refusal(wolf)).toBe(de('ui.werwolf.refused.attack', { name: mate.name }))
    await pickName(seer, seer.name)
    expect(await refusal(seer)).toBe(de('ui.werwolf.refused.inspect'))

    // --- Everyone taps but one villager: the pack takes the hunter, the protector guards himself.
    await pickName(wolf, hunter.name)
    await pickName(mate, hunter.name)
    await pickName(seer, villagers[0]!.name)
    await pickName(protector, protector.name)
    for (const phone of phones.filter((p) => roleOf.get(p) === 'hunter' || (roleOf.get(p) === 'villager' && p !== lastToTap))) await pickName(phone, phone.name)
    for (const phone of phones.filter((p) => p !== lastToTap)) await phone.page.locator('section.action p.done').waitFor()
    const tapped = await openHeights(phones)
    console.log(`open card at night, before the tap: ${byRole(before)}; after it: ${byRole(tapped)}`)
    expect(new Set(before.values()).size, `heights before the tap: ${byRole(before)}`).toBe(1)
    expect(new Set(tapped.values()).size, `heights after the tap: ${byRole(tapped)}`).toBe(1)

    // --- Dawn: the hunter is out and shoots; his question is first, the confirm in view after a pick.
    await pickName(lastToTap, lastToTap.name)
    await hunter.page.locator('[data-testid=phase][data-phase=hunter]').waitFor()
    const question = hunter.page.locator('section.action')
    await question.waitFor()
    expect((await question.boundingBox())!.y, 'the hunter question above his card').toBeLessThan((await card(hunter).boundingBox())!.y)
    const shot = villagers.find((p) => p !== host && p !== lastToTap) ?? villagers[0]!
    await tapName(hunter, shot.name)
    const confirm = hunter.page.getByTestId('confirm-vote')
    await expect.poll(async () => {
      const box = await confirm.boundingBox()
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE_VIEWPORT.height
    }, { timeout: 3_000 }).toBe(true)
    console.log(`the hunter's confirm after a pick: y ${(await confirm.boundingBox())!.y} on a ${PHONE_VIEWPORT.height} px screen`)
    await confirm.tap()

    // --- By day the living cards are alike too.
    await host.page.locator('[data-testid=phase][data-phase=discussion]').waitFor()
    const living = phones.filter((p) => p !== hunter && p !== shot)
    const day = await openHeights(living)
    console.log(`open card by day: ${byRole(day)}`)
    expect(new Set(day.values()).size, `heights by day: ${byRole(day)}`).toBe(1)

    // --- Night 2: the protector's card names last night's guard and says why he cannot repeat it.
    await skipStep(host)
    await host.page.locator('[data-testid=phase][data-phase=vote]').waitFor()
    await skipStep(host)
    await protector.page.locator('[data-testid=phase][data-phase=night]').waitFor()
    const guard = await opened(protector, async () => (await card(protector).getByTestId('last-protected').textContent({ timeout: 3_000 }))!.trim())
    expect(guard).toBe(de('ui.werwolf.last_protected', { name: protector.name }))
    await pickName(protector, protector.name)
    expect(await refusal(protector)).toBe(de('ui.werwolf.refused.protect', { name: protector.name }))
    for (const phone of phones) expect(phone.errors, phone.name).toEqual([])
  })
})
