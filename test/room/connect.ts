/** Opens room sockets inside the workers pool, through the Worker like a browser would. */
import { SELF } from 'cloudflare:test'
import type { ServerFrame } from '../../shared/protocol'
import { FrameRecorder, isType } from '../support/frames'

export async function createRoom(game = 'werwolf'): Promise<string> {
  const res = await SELF.fetch('http://spielleiter.test/api/rooms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game }),
  })
  if (res.status !== 201) throw new Error(`create failed: ${res.status}`)
  return ((await res.json()) as { code: string }).code
}

export async function openSocket(code: string): Promise<FrameRecorder & { ws: WebSocket }> {
  const res = await SELF.fetch(`http://spielleiter.test/parties/main/${code}`, { headers: { Upgrade: 'websocket' } })
  const ws = res.webSocket
  if (!ws) throw new Error(`no websocket: ${res.status}`)
  ws.accept()
  const recorder = new FrameRecorder(ws as unknown as ConstructorParameters<typeof FrameRecorder>[0])
  return Object.assign(recorder, { ws })
}

/** Opens a socket and joins; resolves with the client, its seat and token. */
export async function joinAs(code: string, name: string, token?: string) {
  const client = await openSocket(code)
  client.send(token ? { type: 'join', name, token } : { type: 'join', name })
  const welcome = await client.next(isType('welcome'))
  return { client, seat: welcome.seat, token: welcome.token }
}

let nextId = 0

/** Sends a lobby command and resolves with its ack or error frame. */
export async function command(client: FrameRecorder, cmd: Record<string, unknown>) {
  const id = `c${nextId++}`
  client.send({ type: 'lobby', id, command: cmd })
  return client.next((f): f is Extract<ServerFrame, { type: 'ack' | 'error' }> => (f.type === 'ack' || f.type === 'error') && f.id === id)
}

/** Sends a game action and resolves with its ack or error frame. */
export async function act(client: FrameRecorder, action: Record<string, unknown>, stage?: number) {
  const id = `a${nextId++}`
  client.send(stage === undefined ? { type: 'act', id, action } : { type: 'act', id, stage, action })
  return client.next((f): f is Extract<ServerFrame, { type: 'ack' | 'error' }> => (f.type === 'ack' || f.type === 'error') && f.id === id)
}

/** A room with these players joined, in order; the first is the host. */
export async function lobbyWith(names: readonly string[]) {
  const code = await createRoom()
  const players = []
  for (const name of names) players.push(await joinAs(code, name))
  return { code, players, host: players[0]! }
}
