import { env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { RoomRecord } from '../../server/room/room-record'
import { MAX_FRAME_BYTES } from '../../shared/protocol'
import type { WerwolfView } from '../../shared/views/werwolf'
import { isState, isType } from '../support/frames'
import { act, command, lobbyWith, openSocket } from './connect'
import { storedRecord } from '../../server/room/record-store'

const FIVE = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva']
const stubFor = (code: string) => env.Main.get(env.Main.idFromName(code))
const readRecord = (code: string) =>
  runInDurableObject(stubFor(code), (_i, state) => storedRecord(state.storage)) as Promise<RoomRecord>

async function runningGame() {
  const room = await lobbyWith(FIVE)
  await command(room.host.client, { type: 'start' })
  const views = new Map<string, WerwolfView>()
  // The host's state frame came before the ack it already read; the others read theirs now.
  for (const p of room.players) {
    const state = p === room.host ? p.client.latestState()! : await p.client.next(isState((f) => f.room.phase === 'playing'))
    views.set(p.seat, state.view as WerwolfView)
  }
  return { ...room, views }
}

describe('bad input changes nothing and the connection keeps working', () => {
  it('answers broken frames with translated errors, then still answers a ping', async () => {
    const { code, host } = await lobbyWith(['Anna'])
    const before = await readRecord(code)
    const frames: (string | ArrayBuffer)[] = [
      '{not json',
      '"just a string"',
      '{"type":"dance"}',
      '{"type":"join"}',
      JSON.stringify({ type: 'act', id: 'x', action: { type: 'vote' }, extra: 'x'.repeat(MAX_FRAME_BYTES) }),
      new TextEncoder().encode('{"type":"ping"}').buffer as ArrayBuffer,
    ]
    for (const frame of frames) {
      host.client.ws.send(frame)
      const error = await host.client.next(isType('error'))
      expect(['bad_frame', 'too_large']).toContain(error.code)
      expect(error.notice.key).toMatch(/^error\./)
    }
    host.client.send({ type: 'ping' })
    expect((await host.client.next(isType('pong'))).now).toBeGreaterThan(0)
    expect(await readRecord(code)).toEqual(before)
  })

  it('refuses actions before joining', async () => {
    const { code } = await lobbyWith(['Anna'])
    const stranger = await openSocket(code)
    stranger.send({ type: 'act', id: 'x1', action: { type: 'ready' } })
    expect((await stranger.next(isType('error'))).code).toBe('not_joined')
    expect(stranger.frames.some((f) => f.type === 'state')).toBe(false)
  })

  it('refuses an action out of phase, a vote for oneself and an action for an earlier step', async () => {
    const { code, players, views } = await runningGame()
    const before = await readRecord(code)
    const anna = players[0]!
    const outOfPhase = await act(anna.client, { type: 'vote', target: players[1]!.seat })
    expect(outOfPhase.type === 'error' && outOfPhase.code).toBe('rejected')
    const selfTarget = await act(anna.client, { type: 'vote', target: anna.seat })
    expect(selfTarget.type).toBe('error')
    const stale = await act(anna.client, { type: 'sleep' }, views.get(anna.seat)!.stage + 5)
    expect(stale.type === 'error' && stale.code).toBe('stale')
    const malformed = await act(anna.client, { type: 'attack', target: { $gt: '' } })
    expect(malformed.type).toBe('error')
    expect(await readRecord(code)).toEqual(before)
  })

  it('applies an action sent twice with the same id only once', async () => {
    const { code, players, views } = await runningGame()
    const anna = players[0]!
    const prompt = views.get(anna.seat)!.prompt
    if (prompt?.type !== 'night') throw new Error('expected a night prompt')
    const action = prompt.act === 'sleep' ? { type: 'sleep' } : { type: prompt.act, target: prompt.targets[0] }
    const frame = { type: 'act', id: 'same-id', stage: views.get(anna.seat)!.stage, action }
    anna.client.send(frame)
    await anna.client.next(isType('ack'))
    const once = await readRecord(code)
    anna.client.send(frame)
    await anna.client.next(isType('ack'))
    expect((await readRecord(code)).version).toBe(once.version)
  })
})
