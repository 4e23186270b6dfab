import { describe, expect, it } from 'vitest'
import { isRoomCode, normaliseRoomCode, roomCodeFromPath, roomLinkText, ROOM_CODE_ALPHABET } from '../../client/lib/room-code'

describe('room codes', () => {
  it('upper-cases typed codes and drops spaces and dashes', () => {
    expect(normaliseRoomCode(' ab3 k9-z ')).toBe('AB3K9Z')
  })

  it('takes the code out of a pasted room link', () => {
    expect(normaliseRoomCode('https://spielleiter.example/r/ab3k9z')).toBe('AB3K9Z')
  })

  it('accepts six characters of the alphabet and nothing else', () => {
    expect(isRoomCode('AB3K9Z')).toBe(true)
    expect(isRoomCode('AB3K9')).toBe(false)
    expect(isRoomCode('AB3K9ZZ')).toBe(false)
    expect(isRoomCode('AB0K9Z')).toBe(false) // no zero: it reads like O
    expect(isRoomCode('ABIK9Z')).toBe(false) // no I: it reads like 1
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[01ILO]/)
  })

  it('reads the code from /r/:code paths, in any case', () => {
    expect(roomCodeFromPath('/r/AB3K9Z')).toBe('AB3K9Z')
    expect(roomCodeFromPath('/r/ab3k9z/')).toBe('AB3K9Z')
    expect(roomCodeFromPath('/')).toBeNull()
    expect(roomCodeFromPath('/r/')).toBeNull()
    expect(roomCodeFromPath('/r/NOPE')).toBeNull()
    expect(roomCodeFromPath('/rules/werwolf')).toBeNull()
    expect(roomCodeFromPath('/r/%E0%A4%A')).toBeNull()
  })

  it('keeps what was typed after /r/, code or not, so a wrong link can be shown back', () => {
    expect(roomLinkText('/r/abc')).toBe('abc')
    expect(roomLinkText('/r/K7%20QX')).toBe('K7 QX')
    expect(roomLinkText('/r/%E0%A4%A')).toBe('%E0%A4%A')
    expect(roomLinkText('/r/')).toBeNull()
    expect(roomLinkText('/')).toBeNull()
    expect(roomLinkText('/rules/werwolf')).toBeNull()
  })
})
