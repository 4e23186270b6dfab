/**
 * Creating a room is safe to deliver twice: the Worker tags each creation with a ticket, and the
 * room answers a repeat of its own creation as created, while anyone else asking for the same code
 * is told it is taken (so the Worker draws another code instead of sharing this room).
 */
import { describe, expect, it } from 'vitest'
import { stubFor } from '../support/room-harness'

function create(code: string, ticket: string): Promise<Response> {
  return stubFor(code).fetch(
    new Request(`http://room/parties/main/${code}?create=werwolf&ticket=${ticket}`, {
      method: 'POST',
      headers: { 'x-partykit-room': code, 'x-partykit-namespace': 'main' },
    }),
  )
}

describe('creating a room', () => {
  it('answers a repeated delivery of the same creation with 201, and another creation with 409', async () => {
    const code = 'TKTAAA'
    expect((await create(code, 'a1')).status).toBe(201)
    expect((await create(code, 'a1')).status).toBe(201)
    expect((await create(code, 'b2')).status).toBe(409)
  })
})
