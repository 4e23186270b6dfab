import { describe, expect, it } from 'vitest'
import { shifter } from '../../../server/games/shifter'
import { look, MODERATOR, play, playAll, skipTo, sleepRest } from './helpers'
import { nine, twelve } from './tables'

/** Night 1 of the twelve: the shifters take s9; on to the farewell. */
const afterFirstDeath = () => skipTo(playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]]), 'farewell')

describe('what each phone shows', () => {
  it('keeps the roles of the dead secret from the living until the end', () => {
    const s = afterFirstDeath()
    for (const seat of ['s1', 's3', 's10']) expect(JSON.stringify(look(s, seat)), seat).not.toMatch(/"seat":"s9","role"/)
    expect(look(s, 's9').me).toMatchObject({ role: 'townfolk', alive: false })
  })

  it('shows a spectator the public story only: no card, no prompt, no findings', () => {
    const s = play(afterFirstDeath(), 's6', { type: 'mourn', target: 's9' })
    const v = look(s, null)
    expect(v.viewer).toBe('spectator')
    expect(v.me).toBeNull()
    expect(v.prompt).toBeNull()
    expect(v.private).toEqual([])
    expect(v.insight).toBeNull()
    expect(v.log).toHaveLength(1)
  })

  it('shows the moderator every role and tonight\'s picks', () => {
    const s = play(twelve(), 's1', { type: 'attack', target: 's9' })
    const v = look(s, MODERATOR)
    expect(v.insight!.roles).toHaveLength(12)
    expect(v.insight!.night!.attacks).toEqual([{ by: 's1', target: 's9', round: 1 }])
    expect(look(s, 's3').insight).toBeNull()
  })

  it('gives everyone alive the same farewell screen, so nobody can tell the Mortician', () => {
    const s = afterFirstDeath()
    const shape = (seat: string) => {
      const p = look(s, seat).prompt!
      return p.type === 'farewell' ? { targets: p.targets, pick: p.pick, done: p.done } : p
    }
    for (const seat of ['s1', 's3', 's4', 's5', 's6', 's10']) expect(shape(seat), seat).toEqual(shape('s10'))
  })

  it('shows every role, every night and every vote to everyone at the end', () => {
    let s = twelve()
    for (let i = 0; i < 200 && s.phase !== 'ended'; i++) {
      const mover = s.seats.find((seat) => shifter.legalActions(s, seat).some((a) => a.type === 'attack' || a.type === 'vote'))
      const action = mover ? shifter.legalActions(s, mover).find((a) => a.type === 'attack' || a.type === 'vote') : undefined
      s = mover && action ? play(s, mover, action) : shifter.skip(s, 2)
    }
    expect(s.phase).toBe('ended')
    const v = look(s, 's10')
    expect(v.summary!.cards.map((c) => c.role)).toEqual(s.seats.map((seat) => s.roles[seat]))
    expect(v.summary!.nights.length).toBeGreaterThan(0)
    expect(v.summary!.eliminations.length).toBe(s.out.length)
  })
})

describe('how many have tapped at night', () => {
  /** The step's progress as each viewer is told it: every seat, a spectator, the moderator. */
  const counts = (s: ReturnType<typeof nine>) => [...s.seats, null, MODERATOR].map((viewer) => look(s, viewer).progress)

  it('tells every phone and the table the same count, and names nobody', () => {
    let s = nine()
    expect(new Set(counts(s).map((p) => JSON.stringify(p)))).toEqual(new Set([JSON.stringify({ done: 0, of: 9, waiting: null })]))
    s = play(s, 's7', { type: 'sleep', target: 's2' })
    s = play(s, 's1', { type: 'attack', target: 's6' })
    expect(new Set(counts(s).map((p) => JSON.stringify(p)))).toEqual(new Set([JSON.stringify({ done: 2, of: 9, waiting: null })]))
  })

  it('counts Armoris at his first lover, and stops one short while anyone still picks on the card', () => {
    let s = play(twelve(), 's8', { type: 'love', target: 's9' })
    // His confirm raises the count as anyone's tap does; the second lover is picked on the card.
    expect(look(s, null).progress).toEqual({ done: 1, of: 12, waiting: null })
    // The Immortal confirms his own name (a tap that picks nothing); everyone else taps.
    s = playAll(s, [
      ['s5', { type: 'touch' }],
      ['s1', { type: 'attack', target: 's9' }],
      ['s2', { type: 'attack', target: 's9' }],
    ])
    s = sleepRest(s, ['s5', 's8'])
    // All twelve have tapped, two still pick on their cards: the night runs on, the count one short.
    expect(s.phase).toBe('night')
    expect(look(s, null).progress).toEqual({ done: 11, of: 12, waiting: null })
    s = play(s, 's8', { type: 'love', target: 's10' })
    expect(look(s, null).progress).toEqual({ done: 11, of: 12, waiting: null })
    s = play(s, 's5', { type: 'protect', target: 's10' })
    expect(s.phase).toBe('potion')
    // The Alchemist's confirm on a name counts; the step waits for his potion, chosen on the card.
    s = sleepRest(play(s, 's4', { type: 'touch' }), ['s4'])
    expect(s.phase).toBe('potion')
    expect(look(s, null).progress).toEqual({ done: 11, of: 12, waiting: null })
    s = play(s, 's4', { type: 'heal' })
    expect(s.phase).not.toBe('potion')
  })

  it('never falls, and never says everyone is done while the shifters pick again after a tie', () => {
    let s = sleepRest(nine(), ['s1', 's2', 's3'])
    expect(look(s, null).progress).toEqual({ done: 6, of: 9, waiting: null })
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's6' }],
      ['s2', { type: 'attack', target: 's7' }],
      ['s3', { type: 'sleep' }],
    ])
    // A tie: all nine have tapped, the shifters pick again, and the count looks like one is missing.
    expect(s.night).toMatchObject({ fixed: false, tie: ['s6', 's7'] })
    expect(look(s, null).progress).toEqual({ done: 8, of: 9, waiting: null })
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's7' }],
      ['s2', { type: 'attack', target: 's7' }],
    ])
    expect(s.phase).toBe('night')
    expect(look(s, null).progress).toEqual({ done: 8, of: 9, waiting: null })
    // The last pick fixes the victim, and with everyone done the hunt ends.
    s = play(s, 's3', { type: 'attack', target: 's6' })
    expect(s.phase).not.toBe('night')
  })
})
