/** What a Heimlich & Co. phone shows of the game, read in one go, for the game's browser tests. */
import type { Page } from 'playwright-core'

/** The board as a screen shows it: where each agent stands, the safe, the die in the planner. */
export interface Board {
  positions: Record<string, number>
  safe: number
  face: string | null
  planner: boolean
  safePicker: boolean
  /** The guessing round runs. */
  guess: boolean
  /** This phone's guess is sent (it shows on the card). */
  sent: boolean
  ended: boolean
  title: string
  mover: string | null
}

/** Reads a Heimlich & Co. phone's board and what it offers, in one go. */
export function readBoard(page: Page): Promise<Board> {
  return page.evaluate(() => {
    const positions: Record<string, number> = {}
    for (const token of Array.from(document.querySelectorAll('[data-testid=heimlich-board] [data-testid^="agent-"]'))) {
      positions[token.getAttribute('data-agent') ?? '?'] = Number(token.getAttribute('data-building'))
    }
    const safe = document.querySelector('[data-testid=heimlich-board] [data-safe=true]')?.getAttribute('data-testid') ?? 'building--1'
    return {
      positions,
      safe: Number(safe.replace('building-', '')),
      face: document.querySelector('[data-testid=planner] [data-testid=die]')?.getAttribute('data-face') ?? null,
      planner: document.querySelector('[data-testid=planner]') !== null,
      safePicker: document.querySelector('[data-testid=safe-picker]') !== null,
      guess: document.querySelector('[data-testid=phase]')?.getAttribute('data-phase') === 'guess',
      sent: document.querySelector('[data-testid=my-guess]') !== null,
      ended: document.querySelector('[data-testid=end-reveal]') !== null,
      title: document.getElementById('step-heading')?.textContent ?? '',
      mover: document.querySelector('[data-testid=turn-banner]')?.getAttribute('data-mover') ?? null,
    }
  })
}
