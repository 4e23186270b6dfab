/**
 * Playing Werwolf through the UI, shared by the browser tests that play it: the host picks the
 * timers in the lobby, then every phone taps what its own screen offers (a random name at night,
 * confirmed, and in votes, "ready" in the discussion), the host cuts each defense short where the table would
 * only wait, until every phone shows the end screen.
 */
import { t } from '../../shared/i18n'
import type { Phone } from './devices'
import { IdleSkipper } from './host-skip'
import { type Snapshot, moved, settled, snapshot } from './phone'

const de = (key: string, params?: Record<string, string | number>) => t('de', key, params)

/** The shortest choice the lobby offers for each timer. */
export const SHORTEST_TIMERS = { nightSeconds: 30, discussionSeconds: 60, voteSeconds: 15, defenseSeconds: 15, hunterSeconds: 15 }

/** A tap on whatever `selector` finds, if it is still there; false when the screen moved on first. */
export async function tap(phone: Phone, selector: string): Promise<boolean> {
  try {
    await phone.page.locator(selector).tap({ timeout: 3_000 })
    return true
  } catch {
    return false
  }
}

/** Opens the phone's card, reads whether its last night tap was not made, and covers the card again. */
async function refusedOnCard(phone: Phone): Promise<boolean> {
  const card = phone.page.getByTestId('secret-card')
  if (!(await tap(phone, '[data-testid=secret-card-toggle]'))) return false
  try {
    await phone.page.locator('[data-testid=secret-card][data-state=shown]').waitFor({ timeout: 3_000 })
    return (await card.locator('[data-testid=night-private] p.hint').count()) > 0
  } catch {
    return false
  } finally {
    if ((await card.getAttribute('data-state').catch(() => null)) === 'shown') await tap(phone, '[data-testid=secret-card-toggle]')
  }
}

/** Resolves once a guest's read-only settings (in German) show `value` for the option labelled `label`. */
export function settingShown(watcher: Phone, label: string, value: string): Promise<void> {
  return watcher.page.locator('dl.settings-read dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').filter({ hasText: value }).waitFor()
}

/** The host sets each timer; each change is waited for on a guest's screen, since every change sends the whole set of options. */
export async function setTimers(host: Phone, watcher: Phone, timers: Record<string, number> = SHORTEST_TIMERS): Promise<void> {
  for (const [key, seconds] of Object.entries(timers)) {
    await host.page.locator(`#ww-${key}`).selectOption(String(seconds))
    const text = seconds < 60 ? de('ui.werwolf.seconds', { n: seconds }) : de('ui.werwolf.minutes', { n: seconds / 60 })
    await settingShown(watcher, de(`ui.werwolf.opt.${key}`), text)
  }
}

export interface PlayOptions {
  /** The phone whose seat hosts the room: it cuts defenses short. */
  host: Phone
  /** The werewolf role's name in the phones' language (for the snapshots' leak check). */
  wolfWord: string
  /** Picks the names tapped. */
  random: () => number
  /** Sees every round's snapshots (in the phones' order) before the phones act: the caller's checks. */
  look?: (snaps: Snapshot[]) => Promise<void>
  /** Gives up after this long: generous, it only has to catch a game that never ends. */
  limitMs: number
  /** The first vote is cast to a tie, so the game passes through a defense and a runoff. */
  tieFirstVote?: boolean
}

export interface PlayResult {
  /** Taps that were answered. */
  steps: number
  /** Every phase a phone showed on the way. */
  phases: Set<string>
  /** Steps the host ended with "next step" because the table only waited for their timers. */
  skipped: number
}

/** Plays until every phone shows the end screen. */
export async function playToEnd(phones: readonly Phone[], options: PlayOptions): Promise<PlayResult> {
  const { host, wolfWord, random } = options
  const any = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const phases = new Set<string>()
  let steps = 0
  let defenseSkipped = false
  // Each phone's ballot in the first vote when it is to end in a tie; dropped once the vote is over.
  let tiePlan: Map<Phone, string> | null = null
  let tieMade = !options.tieFirstVote
  const until = Date.now() + options.limitMs
  const skipper = new IdleSkipper(host)

  async function play(phone: Phone, s: Snapshot): Promise<boolean> {
    if (s.ended || s.phase === null) return false
    let selector: string | null = null
    switch (s.phase) {
      case 'night':
        // Every phone lists the same names and shows any tap as made; one this role cannot make
        // is not sent, and only the card says so: the player looks there and taps again.
        if (s.done && !(s.news && (await refusedOnCard(phone)))) break
        if (s.targets.length > 0) selector = `[data-testid=${any(s.targets)}]`
        break
      case 'discussion':
        if (s.ready) selector = '[data-testid=ready-to-vote]'
        break
      case 'vote':
      case 'runoff':
        if (s.done) break
        // Until the tie's ballots are planned (every phone in the vote), nobody votes.
        if (s.phase === 'vote' && !tieMade) break
        if (s.phase === 'vote' && tiePlan?.has(phone)) selector = `[data-testid=${tiePlan.get(phone)}]`
        else if (s.targets.length > 0) selector = `[data-testid=${any(s.targets)}]`
        else if (s.abstain) selector = '[data-testid=abstain]'
        break
      case 'hunter':
        if (s.targets.length > 0) selector = `[data-testid=${any(s.targets)}]`
        break
      case 'defense':
        // The host cuts the defense short, once per defense.
        if (phone === host && s.skip && !defenseSkipped) {
          defenseSkipped = true
          selector = '[data-testid=skip]'
        }
        break
    }
    if (!selector || !(await tap(phone, selector))) return false
    // Ending a step is asked first; the host says yes. The hunter's one shot is confirmed too, and
    // every name picked at night.
    if (selector === '[data-testid=skip]') await tap(phone, 'dialog[open] [data-testid=confirm-yes]')
    if (s.phase === 'night') await tap(phone, '[data-testid=confirm-tap]')
    if (s.phase === 'hunter') await tap(phone, '[data-testid=confirm-vote]')
    steps++
    await settled(phone.page, s)
    return true
  }

  for (;;) {
    const snaps = await Promise.all(phones.map((p) => snapshot(p.page, wolfWord)))
    if (snaps.every((s) => s.ended)) break
    if (Date.now() > until) {
      throw new Error(`no end after ${options.limitMs / 1000} s: ${snaps.map((s, i) => `${phones[i]!.name}=${s.phase}${s.done ? '(done)' : ''}`).join(', ')}`)
    }
    for (const s of snaps) if (!s.ended && s.phase !== null && s.phase !== 'lobby') phases.add(s.phase)
    await options.look?.(snaps)
    if (snaps[phones.indexOf(host)]!.phase !== 'defense') defenseSkipped = false
    if (!tieMade && snaps.every((s) => s.phase === 'vote')) {
      tiePlan = tiedBallots(phones, snaps)
      tieMade = true
    } else if (tiePlan && snaps.some((s) => s.phase !== 'vote')) tiePlan = null
    const acted = await Promise.all(phones.map((p, i) => play(p, snaps[i]!)))
    if (acted.some(Boolean)) skipper.busy()
    // Nothing to tap anywhere for a while: the host ends the step instead of its timer.
    else if (!(await skipper.idle(snaps.map((s) => s.signature).join(';')))) {
      // Else wait for the next step to reach any screen.
      await Promise.race(phones.map((p, i) => moved(p.page, snaps[i]!, 2_000)))
    }
  }
  return { steps, phases, skipped: skipper.skipped }
}

/**
 * Ballots that tie two players: each of the two votes for the other, the rest split evenly between
 * them, and an odd one out votes for a third. Names are the buttons' test ids, the same on every
 * phone; a phone's own name is the one missing from its list.
 */
function tiedBallots(phones: readonly Phone[], snaps: readonly Snapshot[]): Map<Phone, string> {
  const voters = phones.flatMap((phone, i) => (snaps[i]!.targets.length > 0 ? [{ phone, targets: snaps[i]!.targets }] : []))
  const [a, b] = [...new Set(voters.flatMap((v) => v.targets))].sort()
  const plan = new Map<Phone, string>()
  if (!a || !b) return plan
  const others = voters.filter((v) => v.targets.includes(a) && v.targets.includes(b))
  for (const v of voters) {
    if (!v.targets.includes(a)) plan.set(v.phone, b)
    else if (!v.targets.includes(b)) plan.set(v.phone, a)
  }
  others.forEach((v, i) => {
    const last = i === others.length - 1 && others.length % 2 === 1
    plan.set(v.phone, last ? (v.targets.find((t) => t !== a && t !== b) ?? a) : i % 2 === 0 ? a : b)
  })
  return plan
}
