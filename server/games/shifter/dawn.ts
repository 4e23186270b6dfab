/**
 * Dawn: what the night comes to. The shifters' victim dies unless the Alchemist healed them, the
 * Immortal protected them, or it is Rambuh's first attack that would land (his shield breaks
 * instead). A healed or protected attack does not break the shield: no attack landed. Poison
 * always kills, Rambuh too. A dying lover takes the partner along. The dead are announced in table
 * order, without roles or causes; then the end check.
 */
import type { SeatId } from '../../../shared/games'
import type { ShifterNightRecord } from '../../../shared/views/shifter'
import { kill, type Death } from './deaths'
import { afterDeaths } from './flow'
import { pairTonightsLovers } from './lovers'
import { dawnLines } from './narration'
import { roleOf, seatsWith } from './seats'
import { emptyNight, type NightState, type ShifterState } from './state'

/** What saved tonight's victim, if anything (heal before protection before the shield). */
export function rescueOf(state: ShifterState, night: NightState): ShifterNightRecord['saved'] {
  const victim = night.victim
  if (victim === null) return null
  if (night.potion?.type === 'heal') return 'heal'
  if (night.protect === victim) return 'protect'
  if (roleOf(state, victim) === 'rambuh' && !state.shieldBroken) return 'shield'
  return null
}

/** The night ends at `at`: deaths, the record, the morning story, the end check. */
export function dawn(ended: ShifterState, at: number): ShifterState {
  // Armoris may have made his couple in the night's last part: they are lovers before anyone dies.
  const state = pairTonightsLovers(ended)
  const night = state.night ?? emptyNight()
  const saved = rescueOf(state, night)
  const deaths: Death[] = []
  if (night.victim !== null && saved === null) deaths.push({ seat: night.victim, cause: 'attack' })
  if (night.potion?.type === 'poison') deaths.push({ seat: night.potion.target, cause: 'poison' })
  const [killed, dead] = kill(state, deaths, 'night')
  const inTableOrder = state.seats.filter((seat) => dead.includes(seat))
  const record: ShifterNightRecord = {
    day: state.day,
    attacks: [
      ...picksOf(state, night.attacks, 1),
      ...(night.tie.length > 0 ? picksOf(state, night.runoff, 2) : []),
    ],
    victim: night.victim,
    byChance: night.byChance,
    protect: night.protect,
    inspect: night.inspect,
    lovers: night.love.length === 2 ? [...night.love] : [],
    potion: night.potion,
    saved,
    dead: inTableOrder,
  }
  let next: ShifterState = {
    ...killed,
    night: null,
    lastProtected: night.protect,
    nights: [...state.nights, record],
    log: [...state.log, { type: 'dawn', day: state.day, dead: inTableOrder }],
  }
  if (saved === 'shield') {
    next = {
      ...next,
      shieldBroken: true,
      findings: [...next.findings, ...seatsWith(state, 'rambuh').map((to) => ({ kind: 'shield' as const, to, day: state.day }))],
    }
  }
  return afterDeaths(next, inTableOrder, at, dawnLines(next, state.day, inTableOrder), 'discussion')
}

function picksOf(state: ShifterState, picks: Readonly<Record<SeatId, SeatId | null>>, round: 1 | 2): ShifterNightRecord['attacks'] {
  return state.seats.filter((seat) => Object.hasOwn(picks, seat)).map((by) => ({ by, target: picks[by] ?? null, round }))
}
