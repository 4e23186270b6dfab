import { describe, expect, it } from 'vitest'
import { COMMON_REJECTIONS, refusals, refuseCommon } from '../../../server/games/kit'
import { messages } from '../../../shared/i18n'

describe('refusals', () => {
  it('gives the common codes with the platform texts, in both languages', () => {
    expect(refuseCommon('target_out')).toEqual({ rejected: true, code: 'target_out', notice: { key: 'game.reject.targetOut' } })
    for (const key of Object.values(COMMON_REJECTIONS)) {
      expect(messages.de[key], key).toBeTruthy()
      expect(messages.en[key], key).toBeTruthy()
    }
  })

  it('adds a game’s own codes on top, with parameters', () => {
    const refuse = refusals({ no_reveals: 'toy.reject.noReveals' })
    expect(refuse('no_reveals', { left: 0 })).toEqual({ rejected: true, code: 'no_reveals', notice: { key: 'toy.reject.noReveals', params: { left: 0 } } })
    expect(refuse('ended').notice.key).toBe('game.reject.ended')
  })
})
