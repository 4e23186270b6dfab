import { describe, expect, it } from 'vitest'
import { shifter } from '../../server/games/shifter'
import type { ShifterPrompt } from '../../shared/views/shifter'
import { openScreenDone } from '../../client/games/shifter/night-choice'
import { look, play, playAll } from '../engine/shifter/helpers'
import { twelve } from '../engine/shifter/tables'

type NightPrompt = Extract<ShifterPrompt, { type: 'night' }>

function nightPrompt(state: ReturnType<typeof twelve>, seat: string): NightPrompt {
  const prompt = look(state, seat).prompt
  if (prompt?.type !== 'night') throw new Error(`${seat} has no night prompt`)
  return prompt
}

describe("Shifter: the open screen's night step, seen from the next chair", () => {
  // s1, s2 shifters; s3 Visionary; s4 Alchemist; s5 Immortal; s8 Armoris; s9–s12 Townfolk.
  it('starts the potion step alike on every phone, Armoris late with his first lover from the hunt included', () => {
    let s = playAll(twelve(), [['s1', { type: 'attack', target: 's9' }], ['s2', { type: 'attack', target: 's9' }]], 10_000)
    s = play(s, 's8', { type: 'love', target: 's10' }, 20_000)
    // In the hunt his confirmed first lover is his tap: the second is chosen on the card.
    expect(openScreenDone(nightPrompt(s, 's8'))).toBe(true)
    expect(openScreenDone(nightPrompt(s, 's9'))).toBe(false)

    s = shifter.advance(s, 90_001)
    expect(s.phase).toBe('potion')
    expect(nightPrompt(s, 's8')).toMatchObject({ act: 'love', picks: ['s10'], done: false })
    // Nobody has tapped in this step: no phone may say "tapped" yet, Armoris's neither.
    for (const seat of ['s1', 's3', 's4', 's5', 's8', 's9', 's12']) expect(openScreenDone(nightPrompt(s, seat)), seat).toBe(false)

    // His tap on the open screen picks the second lover, and then his screen is done like anyone's.
    s = play(s, 's8', { type: 'love', target: 's11' }, 95_000)
    expect(openScreenDone(nightPrompt(s, 's8'))).toBe(true)
  })
})
