import { describe, expect, it } from 'vitest'
import type { CopsAction, CopsRole } from '../../../shared/views/cops'
import { cops } from '../../../server/games/cops'
import type { CopsState } from '../../../server/games/cops/state'
import { actAll, banish, EIGHT, lastReport, look, nextFloorChoice, outSeats, play, refused, riggedGame, toAction } from './helpers'

// s1, s2 cops; s3 V-Mann; s4 Türsteher; s5 VIP; s6, s7, s8 Besucher.

/** Day 1 with these floors, in the action phase. */
function dayOne(groups: string[][], seed = 1): CopsState {
  return toAction(riggedGame(EIGHT, {}, seed), groups)
}

/** Four floors, s8 alone on the last. */
const FOUR_FLOORS = [['s1', 's6'], ['s2', 's7'], ['s3', 's4', 's5'], ['s8']]

/** On FOUR_FLOORS, everyone with someone beside them acts but s5. */
const ALL_BUT_S5: [string, CopsAction][] = [
  ['s1', { type: 'search', target: 's6' }],
  ['s6', { type: 'observe', target: 's1' }],
  ['s2', { type: 'search', target: 's7' }],
  ['s7', { type: 'observe', target: 's2' }],
  ['s3', { type: 'search', target: 's5' }],
  ['s4', { type: 'observe', target: 's3' }],
]

/** Every seat that has an action takes its first legal one, while the action phase lasts. */
function everyoneActs(state: CopsState): CopsState {
  let s = state
  for (const seat of s.seats) {
    const [first] = cops.legalActions(s, seat)
    if (first && s.phase === 'action') s = play(s, seat, first)
  }
  return s
}

describe('searching', () => {
  it('places a marker on the target, guaranteed, and tells the searcher and the searched', () => {
    let s = actAll(dayOne(FOUR_FLOORS), ALL_BUT_S5)
    expect(s.phase).toBe('action')
    s = play(s, 's5', { type: 'observe', target: 's4' })
    expect(s.phase).toBe('discussion')
    expect(s.markers).toEqual({ s6: 1, s7: 1, s5: 1 })
    expect(lastReport(s, 's1')?.result).toEqual({ type: 'markerPlaced', target: 's6' })
    expect(lastReport(s, 's6')).toMatchObject({ searched: true, markers: 1, arrested: false })
    expect(lastReport(s, 's6')?.lines.map((n) => n.key)).toContain('cops.report.searched')
    expect(look(s, 's6').me?.markers).toBe(1)
    expect(lastReport(s, 's4')).toMatchObject({ searched: false, markers: 0 })
    expect(outSeats(s)).toEqual([])
  })

  it('finds a badge instead when a cop searches the V-Mann, and only the cop learns it', () => {
    let s = dayOne([['s1', 's3'], ['s2', 's4', 's5', 's6', 's7', 's8']])
    s = cops.skip(play(s, 's1', { type: 'search', target: 's3' }), 2)
    expect(s.markers).toEqual({})
    expect(lastReport(s, 's1')?.result).toEqual({ type: 'badgeFound', target: 's3' })
    expect(lastReport(s, 's1')?.lines[1]).toEqual({ key: 'cops.result.badgeFound', params: { player: '#s3' } })
    // The target learns nothing: not searched, no marker, no line about it.
    expect(lastReport(s, 's3')).toMatchObject({ searched: false, markers: 0, result: null })
    expect(lastReport(s, 's3')!.lines.map((n) => n.key)).toEqual(['cops.report.floor', 'cops.report.noAction', 'cops.report.markers'])
    expect(look(s, 's3').me?.markers).toBe(0)
  })

  it('never gives police a marker from police: every cop and V-Mann pairing finds the badge', () => {
    const roles: CopsRole[] = ['cop', 'cop', 'cop', 'informant', 'informant', 'bouncer', 'bouncer', 'vip', ...Array<CopsRole>(8).fill('visitor')]
    const police = ['s1', 's2', 's3', 's4', 's5']
    for (let shift = 1; shift < police.length; shift++) {
      let s = toAction(riggedGame(roles, {}, shift), [police, ['s6', 's7', 's8', 's9', 's10'], ['s11', 's12', 's13'], ['s14', 's15', 's16']])
      police.forEach((by, i) => {
        s = play(s, by, { type: 'search', target: police[(i + shift) % police.length]! })
      })
      s = cops.skip(s, 2)
      expect(s.markers).toEqual({})
      for (const by of police) expect(lastReport(s, by)?.result?.type).toBe('badgeFound')
    }
  })

  it('arrests a player on the second marker, even from two searches in one round', () => {
    let s = dayOne([['s1', 's2', 's6'], ['s3', 's4'], ['s5', 's7'], ['s8']])
    s = actAll(s, [
      ['s1', { type: 'search', target: 's6' }],
      ['s2', { type: 'search', target: 's6' }],
    ])
    s = cops.skip(s, 2)
    expect(outSeats(s)).toEqual(['s6'])
    expect(s.out[0]).toEqual({ seat: 's6', day: 1, cause: 'arrested' })
    expect(lastReport(s, 's6')).toMatchObject({ arrested: true, markers: 2, searched: true })
    expect(look(s, null).log.at(-1)).toMatchObject({ type: 'arrests', day: 1, arrested: ['s6'] })
    expect(look(s, null).players.find((p) => p.seat === 's6')).toMatchObject({ alive: false, out: 'arrested', role: null })
  })

  it('arrests a player on the second marker from a later round', () => {
    let s = dayOne([['s1', 's6'], ['s2', 's3', 's4', 's5', 's7', 's8']])
    s = cops.skip(play(s, 's1', { type: 'search', target: 's6' }), 2)
    expect(outSeats(s)).toEqual([])
    expect(look(s, 's6').me?.markers).toBe(1)
    s = toAction(nextFloorChoice(s), [['s2', 's6'], ['s1', 's3', 's4', 's5', 's7', 's8']], 'clearSight')
    s = cops.skip(play(s, 's2', { type: 'search', target: 's6' }), 3)
    expect(s.out).toEqual([{ seat: 's6', day: 2, cause: 'arrested' }])
  })
})

describe('observing', () => {
  it('succeeds about half the time over many seeds, and tells the truth about the wristband when it does', () => {
    let seen = 0
    const runs = 400
    for (let seed = 0; seed < runs; seed++) {
      let s = dayOne([['s6', 's1'], ['s7', 's3'], ['s2', 's4', 's5', 's8']], seed)
      s = cops.skip(actAll(s, [['s6', { type: 'observe', target: 's1' }], ['s7', { type: 'observe', target: 's3' }]]), 2)
      const cop = lastReport(s, 's6')!.result!
      const informant = lastReport(s, 's7')!.result!
      for (const [result, wristband] of [[cop, false], [informant, true]] as const) {
        if (result.type === 'wristband') {
          seen++
          expect(result.wristband).toBe(wristband)
        } else {
          expect(result.type).toBe('nothingLearned')
        }
      }
    }
    expect(seen / (2 * runs)).toBeGreaterThan(0.42)
    expect(seen / (2 * runs)).toBeLessThan(0.58)
  })

  it('shows the V-Mann with a wristband: his cover holds', () => {
    for (let seed = 0; seed < 30; seed++) {
      let s = dayOne([['s6', 's3'], ['s1', 's2', 's4', 's5', 's7', 's8']], seed)
      s = cops.skip(play(s, 's6', { type: 'observe', target: 's3' }), 2)
      const result = lastReport(s, 's6')!.result!
      expect(result.type === 'nothingLearned' || (result.type === 'wristband' && result.wristband)).toBe(true)
    }
  })

  it('succeeds every time under clear sight, for Besucher, VIP and Türsteher', () => {
    for (let seed = 0; seed < 40; seed++) {
      let s = nextFloorChoice(riggedGame(EIGHT, {}, seed))
      s = toAction(s, [['s4', 's5', 's6', 's1'], ['s2', 's3', 's7', 's8']], 'clearSight')
      expect(look(s, 's6').event).toMatchObject({ event: 'clearSight', title: { key: 'cops.event.clearSight.title' } })
      s = actAll(s, [
        ['s4', { type: 'observe', target: 's1' }],
        ['s5', { type: 'observe', target: 's6' }],
        ['s6', { type: 'observe', target: 's4' }],
        ['s7', { type: 'observe', target: 's2' }],
      ])
      s = cops.skip(s, 2)
      expect(lastReport(s, 's4')!.result).toEqual({ type: 'wristband', target: 's1', wristband: false })
      expect(lastReport(s, 's5')!.result).toEqual({ type: 'wristband', target: 's6', wristband: true })
      expect(lastReport(s, 's6')!.result).toEqual({ type: 'wristband', target: 's4', wristband: false })
      expect(lastReport(s, 's7')!.result).toEqual({ type: 'wristband', target: 's2', wristband: false })
    }
  })

  it('lets police only search and the festival only observe', () => {
    const s = dayOne([['s1', 's6', 's4'], ['s2', 's3', 's5', 's7', 's8']])
    refused(s, 's1', { type: 'observe', target: 's6' }, 'not_your_role')
    refused(s, 's6', { type: 'search', target: 's1' }, 'not_your_role')
    refused(s, 's6', { type: 'reveal', target: 's1' }, 'not_your_role')
    expect(cops.legalActions(s, 's1')).toEqual([{ type: 'search', target: 's4' }, { type: 'search', target: 's6' }])
    expect(cops.legalActions(s, 's6')).toEqual([{ type: 'observe', target: 's1' }, { type: 'observe', target: 's4' }])
  })
})

describe('the Türsteher', () => {
  it('reveals the exact role with certainty, twice per game, then only observes', () => {
    let s = dayOne([['s4', 's3'], ['s1', 's2', 's5', 's6', 's7', 's8']])
    expect(look(s, 's4').prompt).toMatchObject({ type: 'action', act: 'observe', canReveal: true, revealsLeft: 2 })
    s = cops.skip(play(s, 's4', { type: 'reveal', target: 's3' }), 2)
    expect(lastReport(s, 's4')!.result).toEqual({ type: 'role', target: 's3', role: 'informant' })
    expect(lastReport(s, 's4')!.lines[1]).toEqual({ key: 'cops.result.role', params: { player: '#s3', role: '@cops.role.informant' } })
    expect(look(s, 's4').me?.revealsLeft).toBe(1)
    s = toAction(nextFloorChoice(s), [['s4', 's1'], ['s2', 's3', 's5', 's6', 's7', 's8']], 'courtOrder')
    s = cops.skip(play(s, 's4', { type: 'reveal', target: 's1' }), 2)
    expect(lastReport(s, 's4')!.result).toEqual({ type: 'role', target: 's1', role: 'cop' })
    expect(look(s, 's4').me?.revealsLeft).toBe(0)
    s = toAction(banish(s, 's8'), [['s4', 's2'], ['s1', 's3', 's5', 's6', 's7']], 'courtOrder')
    refused(s, 's4', { type: 'reveal', target: 's2' }, 'no_reveals')
    expect(cops.legalActions(s, 's4')).toEqual([{ type: 'observe', target: 's2' }])
    expect(look(s, 's4').prompt).toMatchObject({ canReveal: false, revealsLeft: 0 })
  })

  it('keeps both reveals on a day alone on a floor', () => {
    let s = dayOne([['s4'], ['s1', 's2', 's3', 's5', 's6', 's7', 's8']])
    expect(cops.legalActions(s, 's4')).toEqual([])
    s = play(s, 's4', { type: 'touch' })
    s = cops.skip(s, 2)
    expect(look(s, 's4').me?.revealsLeft).toBe(2)
    expect(lastReport(s, 's4')).toMatchObject({ alone: true, result: null })
  })
})

describe('alone on a floor', () => {
  it('has no action, cannot be targeted, and says so', () => {
    const s = dayOne([['s8'], ['s1', 's2', 's3', 's4', 's5', 's6', 's7']])
    expect(look(s, 's8').prompt).toEqual({ type: 'alone', prompt: { key: 'cops.prompt.alone' }, counted: false })
    expect(cops.legalActions(s, 's8')).toEqual([])
    expect(cops.blankTaps!(s, 's8')).toEqual([{ type: 'touch' }])
    refused(s, 's8', { type: 'observe', target: 's1' }, 'alone')
    refused(s, 's1', { type: 'search', target: 's8' }, 'other_floor')
    for (const seat of ['s1', 's2', 's3', 's4', 's5', 's6', 's7']) {
      expect(cops.legalActions(s, seat).every((a) => 'target' in a && a.target !== 's8')).toBe(true)
    }
    const after = cops.skip(s, 2)
    expect(lastReport(after, 's8')!.lines.map((n) => n.key)).toEqual(['cops.report.alone', 'cops.report.markers'])
  })

  it('counts the tap of a player alone with the actions, and still ends with the last action', () => {
    let s = dayOne(FOUR_FLOORS)
    // s8 stands alone: its tap picks nothing, but the count rises as with anyone's action.
    s = play(s, 's8', { type: 'touch' })
    expect(look(s, 's1').progress).toEqual({ done: 1, of: 8, waiting: null })
    // Its own prompt says so, so a reloaded phone shows "done" again; nobody else's changes.
    expect(look(s, 's8').prompt).toMatchObject({ type: 'alone', counted: true })
    expect(look(s, 's1').prompt).toMatchObject({ type: 'action', chosen: null, counted: false })
    // Sent again (a phone that reloaded does not know it tapped): nothing changes, nothing is refused.
    expect(play(s, 's8', { type: 'touch' })).toBe(s)
    expect(cops.blankTaps!(s, 's8')).toEqual([])
    s = actAll(s, ALL_BUT_S5)
    expect(look(s, 's1').progress).toEqual({ done: 7, of: 8, waiting: null })
    s = play(s, 's5', { type: 'observe', target: 's4' })
    expect(s.phase).toBe('discussion')
    expect(s.days[0]!.actions.map((a) => a.by)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7'])
  })

  it('counts a confirm on a name from another floor, and still waits for that player\'s action', () => {
    let s = dayOne([['s1', 's6'], ['s2', 's3', 's4', 's5', 's7', 's8']])
    // s1 confirmed s2, who stands elsewhere: on the phone that is a `touch`, counted, nothing chosen.
    s = play(s, 's1', { type: 'touch' })
    expect(look(s, 's6').progress).toEqual({ done: 1, of: 8, waiting: null })
    // Counted, nothing chosen: the phone (reloaded or not) makes the pick on the card.
    expect(look(s, 's1').prompt).toMatchObject({ type: 'action', chosen: null, counted: true })
    expect(cops.legalActions(s, 's1')).toEqual([{ type: 'search', target: 's6' }])
    s = play(s, 's1', { type: 'search', target: 's6' })
    expect(look(s, 's6').progress).toEqual({ done: 1, of: 8, waiting: null })
    expect(play(s, 's1', { type: 'touch' })).toBe(s)
    const observed = play(s, 's6', { type: 'observe', target: 's1' })
    expect(play(observed, 's6', { type: 'touch' })).toBe(observed)
    // `ready` is not a tap of the action phase.
    refused(s, 's7', { type: 'ready' }, 'wrong_phase')
  })

  it('stops the count one short while someone who confirmed a name from elsewhere picks on the card', () => {
    let s = actAll(dayOne(FOUR_FLOORS), [
      ['s8', { type: 'touch' }],
      ['s5', { type: 'touch' }],
    ])
    s = actAll(s, ALL_BUT_S5)
    // All eight have tapped, s5 still picks: "all done" while the phase runs on would say someone slipped.
    expect(s.phase).toBe('action')
    expect(look(s, 's1').progress).toEqual({ done: 7, of: 8, waiting: null })
    s = play(s, 's5', { type: 'observe', target: 's4' })
    expect(s.phase).toBe('discussion')
  })

  it('does not wait for the tap of a player alone', () => {
    const s = everyoneActs(dayOne([['s1', 's2', 's3', 's4', 's5', 's6', 's7'], ['s8']]))
    expect(s.phase).toBe('discussion')
  })
})

describe('the action phase', () => {
  it('takes one final action per player, only on the own floor, never on oneself', () => {
    let s = dayOne([['s1', 's6', 's7'], ['s2', 's3', 's4', 's5', 's8']])
    refused(s, 's1', { type: 'search', target: 's2' }, 'other_floor')
    refused(s, 's1', { type: 'search', target: 's1' }, 'self_target')
    refused(s, 's1', { type: 'search', target: 's99' }, 'unknown_target')
    s = play(s, 's1', { type: 'search', target: 's6' })
    refused(s, 's1', { type: 'search', target: 's7' }, 'already_acted')
    expect(cops.legalActions(s, 's1')).toEqual([])
    expect(look(s, 's1').prompt).toMatchObject({ type: 'action', chosen: { type: 'search', target: 's6' }, prompt: { key: 'cops.prompt.acted' } })
    expect(look(s, 's7').progress).toEqual({ done: 1, of: 8, waiting: null })
    // Chosen actions wait for the end of the phase: no marker yet, nothing told.
    expect(s.markers).toEqual({})
    expect(look(s, 's6').reports).toEqual([])
  })

  it('resolves at once when everyone who can act has acted, and at the deadline otherwise (no action = nothing)', () => {
    let s = dayOne(FOUR_FLOORS)
    const due = cops.deadline(s)!
    expect(due).toBe(1 + 60_000)
    s = play(s, 's1', { type: 'search', target: 's6' })
    expect(cops.advance(s, due - 1)).toBe(s)
    s = cops.advance(s, due)
    expect(s.phase).toBe('discussion')
    expect(s.days[0]!.actions).toEqual([{ type: 'search', by: 's1', target: 's6', found: 'marker' }])
    expect(lastReport(s, 's7')).toMatchObject({ result: null, searched: false })
    expect(lastReport(s, 's7')!.lines.map((n) => n.key)).toContain('cops.report.noAction')
  })

  it('gives everyone a personal summary: floor head count and wristbands, own result, own markers, searched or not', () => {
    let s = dayOne([['s1', 's4', 's6', 's7'], ['s2', 's3', 's5', 's8']])
    s = actAll(s, [['s1', { type: 'search', target: 's7' }], ['s6', { type: 'observe', target: 's4' }]])
    s = cops.skip(s, 2)
    const report = lastReport(s, 's7')!
    expect(report).toMatchObject({ day: 1, floor: 1, seats: ['s1', 's4', 's6', 's7'], people: 4, wristbands: 2, searched: true, markers: 1 })
    expect(report.lines[0]).toEqual({ key: 'cops.report.floor', params: { day: 1, floor: 1, people: 4, wristbands: 2 } })
    expect(look(s, 's7').me?.markers).toBe(1)
    expect(look(s, null).log.at(-1)).toMatchObject({ type: 'arrests', arrested: [], lines: [{ key: 'cops.log.noArrest', params: { day: 1 } }] })
  })
})
