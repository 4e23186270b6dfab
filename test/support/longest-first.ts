/**
 * The order files start in, within each tier: Vitest's own (the longest first, by the last run's
 * durations), except that files known to be long go first even when there is no last run (a fresh
 * clone, CI), where Vitest falls back to the largest file first. The browser tier runs two files at
 * a time; its longest file, the WebKit and Firefox game, starting last would run alone for minutes
 * on a machine with a core to spare.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Files that take longest in their tier, longest first. */
const KNOWN_LONG = ['test/e2e/engines.test.ts']

const rank = (spec: TestSpecification) => {
  const index = KNOWN_LONG.findIndex((file) => spec.moduleId.endsWith(file))
  return index === -1 ? KNOWN_LONG.length : index
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const position = new Map(sorted.map((spec, i) => [spec, i]))
    // Vitest keeps each tier's files together; within a tier, the known long ones move to the front.
    return sorted.toSorted((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) : 0) || position.get(a)! - position.get(b)!)
  }
}
