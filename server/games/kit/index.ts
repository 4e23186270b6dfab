/**
 * The engine kit: the pieces every game is made of — seats and turn order, "everyone has acted",
 * the step table that drives time, told steps, the talking day's steps, plurality votes with ties, the common refusals, chance over the
 * seeded state, the viewer, the announcement log and the common view header. Pure, like the
 * engines that use it; each piece has its own file and its own tests (test/unit/kit/).
 */
export * from './act'
export * from './acted'
export * from './announcements'
export * from './day-steps'
export * from './define'
export * from './chance'
export * from './header'
export * from './rejections'
export * from './settings'
export * from './steps'
export * from './table'
export * from './time'
export * from './told-step'
export * from './viewer'
export * from './votes'
export { lastStateMemo } from '../../lib/last-state-memo'
