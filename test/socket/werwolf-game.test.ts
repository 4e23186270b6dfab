/**
 * Eight real partysocket clients on a real port play Werwolf from the lobby to the end screen, and
 * every frame each one receives is checked for things that phone must not know.
 */
import PartySocket from 'partysocket'
import { beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { WerwolfView } from '../../shared/views/werwolf'
import { FrameRecorder, isState, isType, type StateFrame } from '../support/frames'
import { createRoomAt } from '../support/server'
import { sharedServer } from '../support/shared-server'
import { botAction, seeded } from '../support/werwolf-bot'

const PLAYERS = 8
// The tier's shared server (test/support/shared-server-setup.ts).
let server: { url: string; port: number }
beforeAll(async () => {
  server = await sharedServer()
})

interface Player {
  name: string
  socket: PartySocket
  rec: FrameRecorder
  seat: string
  token: string
}

async function connect(code: string, name: string): Promise<Player> {
  const socket = new PartySocket({ host: `127.0.0.1:${server.port}`, party: 'main', room: code, WebSocket })
  const rec = new FrameRecorder(socket as unknown as ConstructorParameters<typeof FrameRecorder>[0])
  await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve(), { once: true }))
  rec.send({ type: 'join', name })
  const welcome = await rec.next(isType('welcome'))
  return { name, socket, rec, seat: welcome.seat, token: welcome.token }
}

/** What this seat may legitimately know about another living seat's card right now. */
function mayKnowCard(view: WerwolfView, other: string): boolean {
  if (view.omniscient) return true
  if (view.me?.seat === other) return true
  if (view.me?.mates.includes(other)) return true
  const player = view.players.find((p) => p.seat === other)
  return player !== undefined && !player.alive && !view.rules.secretCards
}

function leaksIn(frame: StateFrame, me: Player, everyone: Player[]): string[] {
  const problems: string[] = []
  const raw = JSON.stringify(frame)
  for (const other of everyone) {
    if (other !== me && raw.includes(other.token)) problems.push(`${me.name} received ${other.name}'s token`)
  }
  const view = frame.view as WerwolfView | null
  if (!view) return problems
  for (const p of view.players) {
    if (p.card && !mayKnowCard(view, p.seat)) problems.push(`${me.name} sees the card of ${p.seat} in ${view.phase}`)
  }
  if (view.insight && !view.omniscient) problems.push(`${me.name} gets hidden insight`)
  if (/"rng"|"seed"/.test(raw)) problems.push(`${me.name} received random state`)
  return problems
}

describe('eight phones over real sockets', () => {
  it('play Werwolf to the end, and nobody learns a secret before the rules reveal it', async () => {
    const code = await createRoomAt(server.url)
    const players: Player[] = []
    for (let i = 0; i < PLAYERS; i++) players.push(await connect(code, `Player ${i + 1}`))
    const host = players[0]!
    const random = seeded(42)

    const fast = { wolves: 2, protector: true, hunter: true, secretCards: false, deadSeeAll: true, theme: 'werwolf',
      nightSeconds: 30, discussionSeconds: 30, voteSeconds: 30, defenseSeconds: 10, hunterSeconds: 20 }
    host.rec.send({ type: 'lobby', id: 'opt', command: { type: 'options', options: fast } })
    await host.rec.next((f): f is never => f.type === 'ack' && f.id === 'opt')
    host.rec.send({ type: 'lobby', id: 'go', command: { type: 'start' } })
    await host.rec.next(isState((f) => f.room.phase === 'playing'))
    await new Promise((r) => setTimeout(r, 50))

    let ended: StateFrame | undefined
    let counter = 0
    // A phone acts at most once per screen it is shown, as a person would.
    const acted = new Map<Player, number>()
    let skippedAt = -1
    for (let round = 0; round < 600 && !ended; round++) {
      for (const p of players) {
        const state = p.rec.latestState()
        const view = state?.view as WerwolfView | null
        if (!state || !view || (acted.get(p) ?? -1) >= state.version) continue
        const action = botAction(view, random)
        if (!action) continue
        acted.set(p, state.version)
        p.rec.send({ type: 'act', id: `a${counter++}`, stage: state.room.stage, action })
      }
      const latest = host.rec.latestState()!
      if (latest.room.phase === 'ended') ended = latest
      else if ((latest.view as WerwolfView | null)?.phase === 'defense' && skippedAt < latest.version) {
        skippedAt = latest.version
        host.rec.send({ type: 'lobby', id: `skip${counter++}`, command: { type: 'skip' } })
      }
      if (ended) break
      await host.rec.next(isState((f) => f.version > latest.version), 1_000).catch(() => undefined)
      // People tap at human speed; this also keeps every phone well inside the room's rate limit.
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(ended?.room.phase).toBe('ended')
    const summary = (ended!.view as WerwolfView).summary
    expect(summary?.winner === 'village' || summary?.winner === 'wolves').toBe(true)
    expect(summary?.cards).toHaveLength(PLAYERS)

    let checked = 0
    let patches = 0
    let rawBytes = 0
    let fullBytes = 0
    const problems: string[] = []
    for (const p of players) {
      patches += p.rec.patches
      rawBytes += p.rec.raw.reduce((sum, text) => sum + text.length, 0)
      fullBytes += p.rec.frames.reduce((sum, frame) => sum + JSON.stringify(frame).length, 0)
      for (const frame of p.rec.frames) {
        if (frame.type !== 'state') continue
        checked++
        problems.push(...leaksIn(frame, p, players))
      }
    }
    console.log(
      `socket: ${checked} state frames checked across ${PLAYERS} clients (${patches} arrived as patches: ` +
        `${rawBytes} bytes received for ${fullBytes} bytes of states), ${problems.length} problems`,
    )
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(PLAYERS * 5)
    // After its first state each phone hears of changes as patches, several times smaller.
    expect(patches).toBeGreaterThan(checked / 2)
    expect(rawBytes * 3).toBeLessThan(fullBytes)
    for (const p of players) p.socket.close()
  })
})
