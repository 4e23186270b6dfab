import { describe, expect, it } from 'vitest'
import { shifter } from '../../../server/games/shifter'
import { look, outSeats, play, playAll, refused, riggedGame, skipTo, sleepRest, toNight, told } from './helpers'
import { nine, plain, twelve } from './tables'
import { loopTimeout } from '../../support/loop-timeout'

describe('the hunt', () => {
  it('ends the night as soon as every living player has tapped and the victim is fixed', () => {
    let s = plain()
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's3' }],
      ['s2', { type: 'attack', target: 's3' }],
    ])
    expect(s.phase).toBe('night')
    s = sleepRest(s)
    expect(s.phase).not.toBe('night')
    expect(outSeats(s)).toEqual(['s3'])
  })

  it('waits for everyone living, those without a night action too: they tap any name or "nothing"', () => {
    let s = plain()
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's3' }],
      ['s2', { type: 'attack', target: 's3' }],
      ['s3', { type: 'sleep', target: 's5' }],
      ['s4', { type: 'sleep' }],
      ['s5', { type: 'sleep', target: 's1' }],
      ['s6', { type: 'sleep' }],
    ])
    expect(s.phase).toBe('night')
    refused(s, 's6', { type: 'sleep' }, 'already_acted')
    s = play(s, 's7', { type: 'sleep', target: 's2' })
    expect(s.phase).toBe('discussion')
  })

  it('lets a shifter pick only a player who is not a shifter', () => {
    const s = plain()
    refused(s, 's1', { type: 'attack', target: 's2' }, 'shifter_target')
    refused(s, 's1', { type: 'attack', target: 's1' }, 'shifter_target')
    expect(shifter.legalActions(s, 's1').filter((a) => a.type === 'attack').map((a) => (a as { target: string }).target)).toEqual(['s3', 's4', 's5', 's6', 's7'])
    refused(s, 's3', { type: 'attack', target: 's4' }, 'not_your_role')
  })

  it('keeps a shifter\'s pick final once made', () => {
    const s = play(plain(), 's1', { type: 'attack', target: 's3' })
    refused(s, 's1', { type: 'attack', target: 's4' }, 'already_acted')
    refused(s, 's1', { type: 'sleep' }, 'already_acted')
  })

  it('attacks the player with the most shifter picks', () => {
    let s = nine()
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's6' }],
      ['s2', { type: 'attack', target: 's7' }],
      ['s3', { type: 'attack', target: 's6' }],
    ])
    expect(s.night).toMatchObject({ fixed: true, victim: 's6', byChance: false })
  })

  it('TIE! VOTE AGAIN: on a tie the shifters pick again, only between the tied', () => {
    let s = nine()
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's6' }],
      ['s2', { type: 'attack', target: 's7' }],
      ['s3', { type: 'sleep' }],
    ])
    expect(s.night).toMatchObject({ fixed: false, tie: ['s6', 's7'] })
    const prompt = look(s, 's1').prompt
    expect(prompt).toMatchObject({ type: 'night', act: 'attack', tie: true, targets: ['s6', 's7'], done: false, prompt: { key: 'shifter.prompt.tie' } })
    refused(s, 's1', { type: 'attack', target: 's8' }, 'not_tied')
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's7' }],
      ['s2', { type: 'attack', target: 's7' }],
      ['s3', { type: 'attack', target: 's6' }],
    ])
    expect(s.night).toMatchObject({ fixed: true, victim: 's7', byChance: false })
    expect(s.nights).toEqual([])
  })

  it('lets chance decide among the tied when the shifters tie again, the same way for the same seed', { timeout: loopTimeout(20, 30) }, () => {
    const victims = new Set<string>()
    for (let seed = 0; seed < 20; seed++) {
      let s = nine(seed)
      s = playAll(s, [
        ['s1', { type: 'attack', target: 's6' }],
        ['s2', { type: 'attack', target: 's7' }],
        ['s3', { type: 'sleep' }],
        ['s1', { type: 'attack', target: 's6' }],
        ['s2', { type: 'attack', target: 's7' }],
        ['s3', { type: 'sleep' }],
      ])
      expect(s.night).toMatchObject({ fixed: true, byChance: true })
      victims.add(s.night!.victim!)
      const again = playAll(nine(seed), [
        ['s1', { type: 'attack', target: 's6' }],
        ['s2', { type: 'attack', target: 's7' }],
        ['s3', { type: 'sleep' }],
        ['s1', { type: 'attack', target: 's6' }],
        ['s2', { type: 'attack', target: 's7' }],
        ['s3', { type: 'sleep' }],
      ])
      expect(again.night!.victim).toBe(s.night!.victim)
    }
    expect([...victims].sort()).toEqual(['s6', 's7'])
  })

  it('counts the picks made when the night runs out: most picks wins, a tie goes to chance, no pick means no victim', () => {
    const dawn = (state: ReturnType<typeof nine>) => shifter.advance(state, state.nightEnds!)
    const one = dawn(play(nine(), 's1', { type: 'attack', target: 's8' }))
    expect(one.nights[0]).toMatchObject({ victim: 's8', byChance: false })
    const tied = dawn(playAll(nine(), [['s1', { type: 'attack', target: 's8' }], ['s2', { type: 'attack', target: 's9' }]]))
    expect(tied.nights[0]).toMatchObject({ byChance: true })
    expect(['s8', 's9']).toContain(tied.nights[0]!.victim)
    const none = dawn(nine())
    expect(none.nights[0]).toMatchObject({ victim: null, dead: [] })
    expect(told(none)).toContain('shifter.narr.peaceful')
  })

  it('shows a shifter the other shifters\' picks live, and nobody else', () => {
    const s = play(nine(), 's1', { type: 'attack', target: 's8' })
    expect(look(s, 's2').prompt).toMatchObject({ marks: [{ by: 's1', target: 's8' }] })
    expect(look(s, 's4').prompt).toMatchObject({ marks: [] })
    expect(JSON.stringify(look(s, 's6'))).not.toContain('"s8"],"marks"')
  })

  it('tells the Visionary at once whether the checked player is a shifter; never themself', () => {
    let s = twelve()
    refused(s, 's3', { type: 'inspect', target: 's3' }, 'self_target')
    s = play(s, 's3', { type: 'inspect', target: 's2' })
    expect(look(s, 's3').prompt).toMatchObject({ done: true, prompt: { key: 'shifter.private.isShifter', params: { player: '#s2', day: 1 } } })
    expect(look(s, 's3').private).toEqual([{ key: 'shifter.private.isShifter', params: { player: '#s2', day: 1 } }])
    s = skipTo(s, 'night')
    s = play(s, 's3', { type: 'inspect', target: 's9' })
    expect(look(s, 's3').private.at(-1)).toEqual({ key: 'shifter.private.notShifter', params: { player: '#s9', day: 2 } })
  })

  it('lets the Immortal protect another player, never themself, and not the same player two nights running', () => {
    let s = twelve()
    refused(s, 's5', { type: 'protect', target: 's5' }, 'self_target')
    s = play(s, 's5', { type: 'protect', target: 's9' })
    s = skipTo(s, 'night')
    refused(s, 's5', { type: 'protect', target: 's9' }, 'protect_repeat')
    s = play(s, 's5', { type: 'sleep' })
    // After a night without protecting, anyone may be protected again.
    s = skipTo(s, 'night')
    expect(shifter.legalActions(s, 's5')).toContainEqual({ type: 'protect', target: 's9' })
  })

  it('lets Armoris make two lovers on the first night only, themself allowed; both learn whom they love', () => {
    let s = twelve()
    s = play(s, 's8', { type: 'love', target: 's8' })
    expect(look(s, 's8').prompt).toMatchObject({ done: false, picks: ['s8'], prompt: { key: 'shifter.prompt.loveSecond' } })
    refused(s, 's8', { type: 'love', target: 's8' }, 'love_twice')
    s = play(s, 's8', { type: 'love', target: 's1' })
    expect(s.lovers).toEqual([])
    s = shifter.skip(s, 2)
    expect(s.lovers).toEqual(['s8', 's1'])
    expect(look(s, 's1').me).toMatchObject({ lover: 's8' })
    expect(look(s, 's8').me).toMatchObject({ lover: 's1' })
    expect(look(s, 's8').private).toEqual(expect.arrayContaining([{ key: 'shifter.private.couple', params: { first: '#s8', second: '#s1' } }]))
    expect(look(s, 's9').me!.lover).toBeNull()
    s = skipTo(s, 'night')
    expect(shifter.legalActions(s, 's8')).not.toContainEqual(expect.objectContaining({ type: 'love' }))
    refused(s, 's8', { type: 'love', target: 's9' }, 'not_your_role')
  })

  it('makes no couple when Armoris picks only one name', () => {
    let s = play(twelve(), 's8', { type: 'love', target: 's9' })
    s = play(s, 's8', { type: 'sleep' })
    s = shifter.skip(s, 2)
    expect(s.lovers).toEqual([])
  })

  it('calls only the roles in the game, every night, alive or not', () => {
    const s = plain()
    expect(told(s)).toEqual(['shifter.narr.nightFalls', 'shifter.narr.shiftersCall', 'shifter.narr.tapHint'])
    const t = twelve()
    expect(told(t)).toEqual([
      'shifter.narr.nightFalls',
      'shifter.narr.armorisCall',
      'shifter.narr.shiftersCall',
      'shifter.narr.visionaryCall',
      'shifter.narr.immortalCall',
      'shifter.narr.tapHint',
    ])
    expect(told(skipTo(t, 'night'))).not.toContain('shifter.narr.armorisCall')
  })
})

describe('the Alchemist', () => {
  it('acts only once the victim is fixed, in the rest of the night, and sees the victim', () => {
    let s = twelve()
    expect(shifter.legalActions(s, 's4')).toEqual(expect.arrayContaining([{ type: 'sleep' }]))
    expect(shifter.legalActions(s, 's4').some((a) => a.type === 'heal' || a.type === 'poison')).toBe(false)
    s = playAll(s, [
      ['s1', { type: 'attack', target: 's9' }],
      ['s2', { type: 'attack', target: 's9' }],
    ])
    s = sleepRest(s)
    expect(s.phase).toBe('potion')
    expect(look(s, 's4').prompt).toMatchObject({ part: 'potion', act: 'poison', heal: 's9', prompt: { key: 'shifter.prompt.victim', params: { player: '#s9' } } })
    expect(look(s, 's9').prompt).toMatchObject({ part: 'potion', act: 'sleep', heal: null })
    expect(look(s, 's4').private).toEqual([{ key: 'shifter.private.victim', params: { player: '#s9', day: 1 } }])
  })

  it('heals the victim with HEAL; the night stays peaceful', () => {
    let s = sleepRest(playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]]))
    s = play(s, 's4', { type: 'heal' })
    s = sleepRest(s)
    expect(outSeats(s)).toEqual([])
    expect(s.nights[0]).toMatchObject({ victim: 's9', saved: 'heal', potion: { type: 'heal' } })
    expect(told(s)).toContain('shifter.narr.peaceful')
  })

  it('gives one potion a night and each potion once a game', () => {
    let s = sleepRest(playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]]))
    s = play(s, 's4', { type: 'heal' })
    refused(s, 's4', { type: 'poison', target: 's1' }, 'already_acted')
    s = skipTo(s, 'night')
    s = sleepRest(playAll(s, [['s1', { type: 'attack', target: 's10' }], ['s2', { type: 'attack', target: 's10' }]]))
    expect(s.phase).toBe('potion')
    refused(s, 's4', { type: 'heal' }, 'potion_used')
    expect(look(s, 's4').prompt).toMatchObject({ heal: null })
    s = play(s, 's4', { type: 'poison', target: 's1' })
    s = skipTo(s, 'night')
    s = skipTo(s, 'potion')
    expect(look(s, 's4').prompt).toMatchObject({ act: 'sleep', heal: null })
    refused(s, 's4', { type: 'poison', target: 's2' }, 'potion_used')
    expect(look(s, 's4').me!.potions).toEqual({ heal: false, poison: false })
  })

  it('may heal themself as the victim, but may not poison themself', () => {
    let s = sleepRest(playAll(twelve(), [['s1', { type: 'attack', target: 's4' }], ['s2', { type: 'attack', target: 's4' }]]))
    refused(s, 's4', { type: 'poison', target: 's4' }, 'self_target')
    s = play(s, 's4', { type: 'heal' })
    s = sleepRest(s)
    expect(outSeats(s)).toEqual([])
  })

  it('poisons any other player, who dies whatever protects them, Rambuh included', () => {
    let s = play(twelve(), 's5', { type: 'protect', target: 's7' })
    s = sleepRest(s)
    s = play(s, 's4', { type: 'poison', target: 's7' })
    s = sleepRest(s)
    expect(s.out).toEqual([{ seat: 's7', day: 1, time: 'night', cause: 'poison' }])
    expect(s.shieldBroken).toBe(false)
  })

  it('gets a turn even when the shifters pick in the last second: the hunt ends when a quarter of the night is left', () => {
    const s = twelve()
    // Entered at 1 ms: the whole night ends at 120 s, the hunt at the latest at 90 s.
    expect(s.nightEnds).toBe(1 + 120_000)
    expect(s.deadline).toBe(1 + 90_000)
    let late = playAll(s, [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]], 89_999)
    late = sleepRest(late, [], 89_999)
    expect(late.phase).toBe('potion')
    expect(late.deadline).toBe(1 + 120_000)
    // Past the hunt's deadline the potion step runs out the rest of the night: 2 minutes in all.
    const timedOut = shifter.advance(s, 90_001)
    expect(timedOut.phase).toBe('potion')
    expect(timedOut.deadline).toBe(120_001)
    expect(shifter.advance(timedOut, 120_001).phase).toBe('discussion')
  })

  it('leaves the Visionary, the Immortal and Armoris the whole night: what they had not done, they may still do in the potion step', () => {
    // The shifters pick s9; nobody else does anything before the hunt's deadline (90 s of 120).
    const hunted = playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]], 10_000)
    let s = play(hunted, 's8', { type: 'love', target: 's10' }, 20_000)
    s = shifter.advance(s, 90_001)
    expect(s.phase).toBe('potion')
    // The step's count starts at nobody: Armoris's lover from the hunt is no tap of this step.
    expect(look(s, null).progress).toMatchObject({ done: 0 })
    // "Wer zu spät ist, verpasst seine Aktion": at 1:35 nobody is late yet but the shifters, whose pick is fixed.
    expect(look(s, 's3').prompt).toMatchObject({ part: 'potion', act: 'inspect', done: false })
    expect(look(s, 's5').prompt).toMatchObject({ part: 'potion', act: 'protect', done: false })
    expect(look(s, 's8').prompt).toMatchObject({ part: 'potion', act: 'love', picks: ['s10'], done: false })
    expect(look(s, 's1').prompt).toMatchObject({ part: 'potion', act: 'sleep' })
    refused(s, 's1', { type: 'attack', target: 's10' }, 'not_your_role', 95_000)
    s = play(s, 's3', { type: 'inspect', target: 's1' }, 95_000)
    expect(look(s, 's3').prompt).toMatchObject({ done: true, prompt: { key: 'shifter.private.isShifter', params: { player: '#s1' } } })
    s = play(s, 's5', { type: 'protect', target: 's9' }, 95_000)
    expect(look(s, null).progress).toMatchObject({ done: 2 })
    s = play(s, 's8', { type: 'love', target: 's11' }, 95_000)
    expect(look(s, null).progress).toMatchObject({ done: 3 })
    // The lovers are paired at dawn, before anyone dies: the couple is made, the protected victim lives.
    expect(s.lovers).toEqual([])
    s = shifter.advance(s, 120_001)
    expect(s.lovers).toEqual(['s10', 's11'])
    expect(s.nights[0]).toMatchObject({ victim: 's9', saved: 'protect', inspect: 's1', protect: 's9', lovers: ['s10', 's11'] })
    expect(outSeats(s)).toEqual([])
  })

  it('keeps the potion step a tap for everyone who was done with the hunt, "nothing" included', () => {
    let s = playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }], ['s3', { type: 'sleep' }]], 10_000)
    s = shifter.advance(s, 90_001)
    expect(look(s, 's3').prompt).toMatchObject({ part: 'potion', act: 'sleep' })
    refused(s, 's3', { type: 'inspect', target: 's1' }, 'not_your_role', 95_000)
    // A lover killed by poison in the night's last part still takes the partner along once paired at dawn.
    s = play(s, 's8', { type: 'love', target: 's10' }, 95_000)
    s = play(s, 's8', { type: 'love', target: 's11' }, 95_000)
    s = play(s, 's4', { type: 'poison', target: 's10' }, 96_000)
    s = shifter.advance(s, 120_001)
    expect(outSeats(s).sort()).toEqual(['s10', 's11', 's9'])
  })

  it('gives the rest of the night to the potion step when the hunt ends early', () => {
    let s = playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]], 10_000)
    s = sleepRest(s, [], 10_000)
    expect(s.phase).toBe('potion')
    expect(s.deadline).toBe(120_001)
  })

  it('runs the potion step every night the Alchemist is in the game, also once the Alchemist is dead', () => {
    let s = twelve()
    s = skipTo(s, 'potion')
    s = play(s, 's4', { type: 'poison', target: 's9' })
    s = skipTo(s, 'vote')
    s = playAll(s, ['s1', 's2', 's3', 's5', 's6', 's7', 's8', 's10', 's11', 's12'].map((v) => [v, { type: 'vote', target: v === 's4' ? 's1' : 's4' }]))
    s = play(s, 's4', { type: 'vote', target: 's1' })
    expect(outSeats(s)).toEqual(['s9', 's4'])
    s = skipTo(s, 'night')
    s = sleepRest(playAll(s, [['s1', { type: 'attack', target: 's10' }], ['s2', { type: 'attack', target: 's10' }]]))
    expect(s.phase).toBe('potion')
    expect(look(s, 's10').prompt).toMatchObject({ part: 'potion', act: 'sleep' })
  })

  it('has a single night step of the whole night without the Alchemist in the game', () => {
    const s = plain()
    expect(s.deadline).toBe(1 + 120_000)
    expect(shifter.advance(s, 120_001).phase).toBe('discussion')
  })
})

describe('who dies at dawn', () => {
  it('kills the victim unless healed, protected, or Rambuh\'s shield takes the first attack', () => {
    const attack = (target: string) => (s: ReturnType<typeof twelve>) => playAll(s, [['s1', { type: 'attack', target }], ['s2', { type: 'attack', target }]])
    const dies = skipTo(attack('s9')(twelve()), 'discussion')
    expect(dies.out).toEqual([{ seat: 's9', day: 1, time: 'night', cause: 'attack' }])
    const protectedOne = skipTo(play(attack('s9')(twelve()), 's5', { type: 'protect', target: 's9' }), 'discussion')
    expect(outSeats(protectedOne)).toEqual([])
    expect(protectedOne.nights[0]!.saved).toBe('protect')
    const shielded = skipTo(attack('s7')(twelve()), 'discussion')
    expect(outSeats(shielded)).toEqual([])
    expect(shielded.nights[0]!.saved).toBe('shield')
  })

  it('breaks Rambuh\'s shield on the first attack that would land, tells Rambuh alone, and lets the second attack kill him', () => {
    let s = skipTo(playAll(twelve(), [['s1', { type: 'attack', target: 's7' }], ['s2', { type: 'attack', target: 's7' }]]), 'discussion')
    expect(s.shieldBroken).toBe(true)
    expect(look(s, 's7').me!.shield).toBe('broken')
    expect(look(s, 's7').private).toEqual([{ key: 'shifter.private.shield', params: { day: 1 } }])
    expect(look(s, 's9').private).toEqual([])
    expect(told(s)).toContain('shifter.narr.peaceful')
    s = skipTo(s, 'night')
    s = skipTo(playAll(s, [['s1', { type: 'attack', target: 's7' }], ['s2', { type: 'attack', target: 's7' }]]), 'farewell')
    expect(outSeats(s)).toEqual(['s7'])
  })

  it('does not break Rambuh\'s shield when the attack was healed or protected: no attack landed', () => {
    const attacked = playAll(twelve(), [['s1', { type: 'attack', target: 's7' }], ['s2', { type: 'attack', target: 's7' }]])
    const guarded = skipTo(play(attacked, 's5', { type: 'protect', target: 's7' }), 'discussion')
    expect(guarded.shieldBroken).toBe(false)
    expect(guarded.nights[0]!.saved).toBe('protect')
    let healed = skipTo(attacked, 'potion')
    healed = skipTo(play(healed, 's4', { type: 'heal' }), 'discussion')
    expect(healed.shieldBroken).toBe(false)
    expect(healed.nights[0]!.saved).toBe('heal')
  })

  it('saves a victim both healed and protected, and the heal potion is used up all the same', () => {
    let s = play(playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]]), 's5', { type: 'protect', target: 's9' })
    s = play(skipTo(s, 'potion'), 's4', { type: 'heal' })
    s = skipTo(s, 'discussion')
    expect(outSeats(s)).toEqual([])
    expect(s.potions.heal).toBe(false)
  })

  it('takes a lover\'s partner along at once, whatever killed the first', () => {
    let s = playAll(twelve(), [
      ['s8', { type: 'love', target: 's9' }],
      ['s8', { type: 'love', target: 's1' }],
      ['s1', { type: 'attack', target: 's9' }],
      ['s2', { type: 'attack', target: 's9' }],
    ])
    s = skipTo(s, 'farewell')
    expect(s.out).toEqual([
      { seat: 's9', day: 1, time: 'night', cause: 'attack' },
      { seat: 's1', day: 1, time: 'night', cause: 'heartbreak' },
    ])
    // Announced in seating order, without roles or causes.
    expect(s.announcements.slice(0, 3)).toEqual([
      { key: 'shifter.narr.dawn', params: { day: 1 } },
      { key: 'shifter.narr.dead', params: { player: '#s1' } },
      { key: 'shifter.narr.dead', params: { player: '#s9' } },
    ])
  })
})

describe('the night\'s screens', () => {
  it('gives every living player the same kind of night screen: names to tap and "nothing"', () => {
    const s = twelve()
    for (const seat of s.seats) {
      const prompt = look(s, seat).prompt
      expect(prompt, seat).toMatchObject({ type: 'night', part: 'night', done: false })
      expect(shifter.legalActions(s, seat), seat).toContainEqual({ type: 'sleep' })
      if (prompt?.type === 'night') expect(prompt.targets.length, seat).toBeGreaterThan(0)
    }
  })

  it('shows how many have tapped at night, the same to everyone, and never who', () => {
    const s = play(twelve(), 's9', { type: 'sleep' })
    // Everyone taps at night, so the count tells nothing of anyone's role.
    expect(look(s, 's10').progress).toEqual({ done: 1, of: 12, waiting: null })
    expect(look(s, null).progress).toEqual(look(s, 's10').progress)
    expect(look(s, 's9').progress).toEqual(look(s, 's10').progress)
  })

  it('counts a first confirm that picks nothing like any first tap, and still waits for the pick', () => {
    // s5 (Immortal) confirmed his own name, s1 (shifter) the other shifter: on their phones a `touch`.
    let s = playAll(twelve(), [
      ['s5', { type: 'touch' }],
      ['s1', { type: 'touch' }],
      ['s9', { type: 'sleep' }],
    ])
    expect(look(s, 's10').progress).toEqual({ done: 3, of: 12, waiting: null })
    // Their own prompts say so, so a reloaded phone keeps "done" on the names and the choice on the card.
    expect(look(s, 's5').prompt).toMatchObject({ type: 'night', act: 'protect', done: false, touched: true, picks: [] })
    expect(look(s, 's9').prompt).toMatchObject({ done: true, touched: false })
    expect(look(s, 's6').prompt).toMatchObject({ done: false, touched: false })
    // A second touch, or one after a pick, changes nothing and is not refused (no toast on a reloaded phone).
    expect(play(s, 's5', { type: 'touch' })).toBe(s)
    expect(play(s, 's9', { type: 'touch' })).toBe(s)
    expect(shifter.blankTaps!(s, 's5')).toEqual([])
    expect(shifter.blankTaps!(s, 's6')).toEqual([{ type: 'touch' }])
    expect(shifter.legalActions(s, 's6')).not.toContainEqual({ type: 'touch' })
    // The picks still come, and count once: the shifters' victim is fixed, the hunt ends with the last.
    s = playAll(s, [
      ['s5', { type: 'protect', target: 's10' }],
      ['s1', { type: 'attack', target: 's9' }],
      ['s2', { type: 'attack', target: 's9' }],
    ])
    expect(look(s, 's10').progress).toEqual({ done: 4, of: 12, waiting: null })
    s = sleepRest(s)
    expect(s.phase).toBe('potion')
    // The potion step counts afresh: the Alchemist's confirm on a name (his potions are on the card).
    expect(look(s, 's10').progress).toEqual({ done: 0, of: 12, waiting: null })
    s = play(s, 's4', { type: 'touch' })
    expect(look(s, 's10').progress).toEqual({ done: 1, of: 12, waiting: null })
    s = play(s, 's4', { type: 'heal' })
    s = sleepRest(s)
    expect(outSeats(s)).toEqual([])
  })

  it('refuses a touch outside the night', () => {
    refused(skipTo(plain(), 'discussion'), 's3', { type: 'touch' }, 'wrong_phase')
  })

  it('shows HURRY in the night\'s last 30 seconds: it counts to the night\'s end, also in the shifters\' part before the Alchemist\'s', () => {
    let s = twelve()
    const night = look(s, 's1')
    expect(night.hurrySeconds).toBe(30)
    // With the Alchemist the hunt's own deadline comes a quarter of the night earlier; the night's end does not move.
    expect(night.nightEnds).toBe(s.since + 120_000)
    expect(night.deadline).toBe(s.since + 90_000)
    s = sleepRest(playAll(s, [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]]))
    expect(s.phase).toBe('potion')
    expect(look(s, null).nightEnds).toBe(night.nightEnds)
    expect(look(skipTo(s, 'discussion'), 's1').nightEnds).toBeNull()
  })

  it('lets nobody act in the night who is out', () => {
    let s = skipTo(playAll(plain(), [['s1', { type: 'attack', target: 's3' }], ['s2', { type: 'attack', target: 's3' }]]), 'night')
    refused(s, 's3', { type: 'sleep' }, 'out')
    expect(shifter.legalActions(s, 's3')).toEqual([])
    expect(look(s, 's3').prompt).toBeNull()
    s = toNight(riggedGame(['shifter', 'townfolk', 'townfolk', 'townfolk']))
    expect(s.phase).toBe('night')
  })
})
