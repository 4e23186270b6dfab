/** Rigged tables the Shifter Under Us rule tests play on. */
import type { ShifterRole } from '../../../shared/views/shifter'
import { riggedGame, toNight } from './helpers'

/**
 * Twelve players, every role: s1, s2 shifters; s3 Visionary; s4 Alchemist; s5 Immortal;
 * s6 Mortician; s7 Rambuh; s8 Armoris; s9–s12 Townfolk.
 */
export const TWELVE: ShifterRole[] = ['shifter', 'shifter', 'visionary', 'alchemist', 'immortal', 'mortician', 'rambuh', 'armoris', 'townfolk', 'townfolk', 'townfolk', 'townfolk']

/** The twelve at night 1 (cards confirmed). */
export const twelve = (seed = 1) => toNight(riggedGame(TWELVE, {}, seed))

/** Seven players without special roles: s1, s2 shifters; s3–s7 Townfolk. */
export const PLAIN: ShifterRole[] = ['shifter', 'shifter', 'townfolk', 'townfolk', 'townfolk', 'townfolk', 'townfolk']

/** The plain seven at night 1. */
export const plain = (seed = 1) => toNight(riggedGame(PLAIN, {}, seed))

/**
 * Nine players, three shifters: s1–s3 shifters; s4 Visionary; s5 Alchemist; s6–s9 Townfolk.
 */
export const NINE: ShifterRole[] = ['shifter', 'shifter', 'shifter', 'visionary', 'alchemist', 'townfolk', 'townfolk', 'townfolk', 'townfolk']

/** The nine at night 1. */
export const nine = (seed = 1) => toNight(riggedGame(NINE, {}, seed))
