/**
 * The board: twelve buildings on a loop, clockwise — the church (0), houses 1 to 10, the ruin
 * (−3) between house 10 and the church. An agent moves one building clockwise per point.
 */
import type { HeimlichBuilding, HeimlichBuildingKind } from '../../../shared/views/heimlich'
import { BUILDING_COUNT, CHURCH, RUIN, RUIN_VALUE } from './constants'

function kindOf(id: number): HeimlichBuildingKind {
  return id === CHURCH ? 'church' : id === RUIN ? 'ruin' : 'house'
}

/** What an agent standing in this building gains at a scoring: the church 0, a house its number, the ruin −3. */
export function valueOf(id: number): number {
  return id === RUIN ? RUIN_VALUE : id === CHURCH ? 0 : id
}

/** Every building, clockwise from the church. */
export const BUILDINGS: readonly HeimlichBuilding[] = Array.from({ length: BUILDING_COUNT }, (_, id) => ({ id, kind: kindOf(id), value: valueOf(id) }))

/** The building `points` steps clockwise from `from`. */
export function clockwise(from: number, points: number): number {
  return (from + points) % BUILDING_COUNT
}

/** A building id on the board. */
export function isBuilding(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < BUILDING_COUNT
}
