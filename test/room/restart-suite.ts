/**
 * Restart at any point, for every registered game: rooms play random legal games through real
 * sockets while the Durable Object is thrown away (aborted) after random events, and sometimes
 * while an action is still on its way. The room's seed is forced, so the same events can be
 * replayed through the engine alone from the same seed. After each restart every phone rejoins
 * with its token and must be back in its seat; the stored game must equal the replay (a stable
 * hash of the engine state, and the seats); resending the last actions is acknowledged but changes
 * nothing. At the end the room's game equals the replay: no accepted action lost, none applied twice.
 *
 * The games are shared out over several test files (shards): each file runs in its own workerd
 * process, so the pool plays the shards on separate cores at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { games } from '../../server/games'
import type { GameDefinition } from '../../server/games/contract'
import { type RoomRecord, effectiveOptions } from '../../server/room/room-record'
import type { ClientFrame } from '../../shared/protocol'
import { schedule } from '../support/game-schedule'
import { optionSpace } from '../support/option-space'
import { Dice, RandomPlayer, applyEvent } from '../support/random-play'
import { RoomClient, fakeClock, fireAlarm, readRecord, restart, setClock, startedRoom } from '../support/room-harness'
import { stableHash } from '../support/stable-hash'

/**
 * Random games per title, over all shards: 2 in every run (one of each shard, besides the
 * scripted game that meets every kind of event), 18 in the soak run (npm run test:soak, also in
 * CI). Each restart is a real one in workerd, so games cost seconds; the soak count is sized so the
 * soak run of five titles stays a few minutes of CI's time on two cores.
 */
const GAMES_PER_TITLE = process.env.SOAK ? 18 : 2
/** Chance of a restart after any event. */
const RESTART_CHANCE = 0.1
/** The scripted game restarts after each of its first events (every kind of event comes up). */
const SCRIPTED_RESTARTS = process.env.SOAK ? 60 : 24
/** Phones that resend their last action after a restart. */
const RESENDERS = 3
/** Chance that a restart hits while an action is still in flight (sent, not yet acknowledged). */
const IN_FLIGHT_CHANCE = 0.3

interface Tally {
  games: number
  events: number
  actions: number
  restarts: number
  inFlight: number
  resent: number
}

type ActFrame = Extract<ClientFrame, { type: 'act' }>

/** Seats as a restart must keep them: who sits where, under which name and token. */
function seatsOf(record: RoomRecord) {
  return record.seats.map(({ id, name, token, kind }) => ({ id, name, token, kind }))
}

/**
 * Brings every phone back with its token after a restart, in the same order. The host comes back
 * first, alone, so the room never sees its host away; the others then rejoin all at once, as
 * phones do when a connection drops for everyone.
 */
async function rejoinAll(code: string, clients: RoomClient[]): Promise<RoomClient[]> {
  const [host, ...others] = clients
  const first = await RoomClient.joined(code, 'someone else', host!.token!)
  const rest = await Promise.all(others.map((old) => RoomClient.joined(code, 'someone else', old.token!)))
  return [first, ...rest]
}

/**
 * Plays one game in a room, restarting the object after each of the first `restarts.always`
 * events and then with chance `restarts.chance`, and checks everything after each restart and at the end.
 */
async function playWithRestarts(
  def: GameDefinition,
  game: { players: number; options: unknown; seed: number },
  restarts: { chance: number; always?: number },
  tally: Tally,
  signal: AbortSignal,
) {
  const { players, options, seed } = game
  fakeClock()
  const room = await startedRoom(def.id, players, options, seed)
  const { code } = room
  let clients = room.clients
  const seats = room.record.match!.players
  const initialSeats = seatsOf(room.record)
  const dice = new Dice(seed)
  const player = new RandomPlayer(def, seats, seed, Date.now())
  // The reference run: the engine alone, from the same seed, with the room's options and start time.
  let state = def.setup({ seats, options: effectiveOptions(room.record), seed, now: Date.now() })
  expect(stableHash(room.record.match!.state), 'the room started the game the engine deals for this seed').toBe(stableHash(state))
  const lastAct = new Map<string, ActFrame>()
  let nextId = 0

  const restartChanceAt = (event: number) => (event < (restarts.always ?? 0) ? 1 : restarts.chance)
  const clientOf = (seat: string) => clients.find((c) => c.seat === seat)!
  const host = () => clients[0]!

  /** Drops the object, brings every phone back with its token, checks seats and the stored game. */
  async function restartAndRejoin(inFlight?: { seat: string; frame: ActFrame }) {
    await restart(code)
    const back = await rejoinAll(code, clients)
    back.forEach((client, i) => expect(client.seat, `seat of ${clients[i]!.seat} after a restart`).toBe(clients[i]!.seat))
    clients = back
    // On start the room applies whatever fell due while it was down.
    if (def.outcome(state) === null) state = def.advance(state, Date.now())
    if (inFlight) {
      // The phone did not see an answer: it sends the same action again. Applied once, whichever way the race went.
      const reply = await clientOf(inFlight.seat).request(inFlight.frame)
      expect(reply, `resent in-flight action ${inFlight.frame.id}`).toMatchObject({ type: 'ack' })
    }
    const record = await readRecord(code)
    expect(seatsOf(record)).toEqual(initialSeats)
    expect(stableHash(record.match!.state), `game state after restart ${tally.restarts + 1} (${def.id}, ${players} players, seed ${seed})`).toBe(stableHash(state))
    for (const client of clients) {
      const frame = client.latestState()
      expect(frame?.you).toBe(client.seat)
      expect(frame?.view).not.toBeNull()
    }
    // Phones send their last action again (each from its own phone, so all at once): acknowledged, not applied again.
    const resenders = [...lastAct].sort(() => dice.float() - 0.5).slice(0, RESENDERS)
    const replies = await Promise.all(resenders.map(([seat, frame]) => clientOf(seat).request(frame)))
    replies.forEach((reply, i) => expect(reply, `resent ${resenders[i]![1].id}`).toMatchObject({ type: 'ack' }))
    tally.resent += resenders.length
    const after = await readRecord(code)
    expect(after.version).toBe(record.version)
    expect(after.match).toEqual(record.match)
    tally.restarts++
  }

  for (let events = 0; def.outcome(state) === null; events++) {
    if (events > 4_000) throw new Error(`${def.id}: game did not end`)
    if (signal.aborted) throw new Error('test aborted')
    const event = player.choose(state)
    setClock(event.at)
    let inFlight: { seat: string; frame: ActFrame } | undefined
    switch (event.type) {
      case 'act': {
        // The player chose from the game as it is at this moment (a deadline may just have passed
        // without its alarm): the phone would have seen that step, so that is the stage it sends.
        const frame: ActFrame = { type: 'act', id: `a${nextId++}`, stage: def.stage(def.advance(state, event.at)), action: event.action }
        const client = clientOf(event.seat)
        if (dice.float() < restartChanceAt(events) * IN_FLIGHT_CHANCE) {
          client.send(frame)
          inFlight = { seat: event.seat, frame }
          tally.inFlight++
        } else {
          const reply = await client.request(frame)
          expect(reply, `${event.seat} ${JSON.stringify(event.action)}`).toMatchObject({ type: 'ack' })
        }
        lastAct.set(event.seat, frame)
        tally.actions++
        break
      }
      case 'advance':
        await fireAlarm(code)
        break
      case 'skip':
        await host().accepted({ type: 'lobby', id: `k${nextId++}`, command: { type: 'skip' } })
        break
    }
    state = applyEvent(def, state, event)
    tally.events++
    if (inFlight || dice.float() < restartChanceAt(events)) await restartAndRejoin(inFlight)
  }
  const final = await readRecord(code)
  expect(final.phase).toBe('ended')
  expect(stableHash(final.match!.state), `final state (${def.id}, ${players} players, seed ${seed})`).toBe(stableHash(state))
  expect(final.match!.state).toEqual(state)
  expect(seatsOf(final)).toEqual(initialSeats)
  tally.games++
  for (const client of clients) client.close()
}

function newTally(): Tally {
  return { games: 0, events: 0, actions: 0, restarts: 0, inFlight: 0, resent: 0 }
}

function counts(tally: Tally): string {
  return (
    `${tally.events} events, ${tally.actions} actions, ${tally.restarts} restarts (${tally.inFlight} with an action in flight), ` +
    `${tally.resent} resent actions acknowledged without effect`
  )
}

/**
 * Declares shard `shard` (1-based) of `shards`: random game k of each title belongs to shard
 * k mod shards + 1, so every shard gets a fair share of every head count; the scripted game of
 * title t is played by shard t mod shards + 1.
 */
export function restartSuite(shard: number, shards: number): void {
  afterEach(() => {
    vi.useRealTimers()
  })

  const label = shards > 1 ? ` [shard ${shard}/${shards}]` : ''
  for (const [t, def] of Object.values(games).entries()) {
    const mine = schedule(def, GAMES_PER_TITLE, 0)
      .map((game, k) => ({ ...game, k }))
      .filter(({ k }) => k % shards === shard - 1)
    describe(`restart at any point: ${def.id}${label}`, () => {
      if (t % shards === shard - 1) {
        it(`survives a restart after each of the first ${SCRIPTED_RESTARTS} events of a game on the smallest table`, { timeout: 600_000 }, async ({ signal }) => {
          const tally = newTally()
          await playWithRestarts(def, { players: def.players.min, options: null, seed: 7 }, { chance: 0, always: SCRIPTED_RESTARTS }, tally, signal)
          console.log(`restart ${def.id} (scripted): ${counts(tally)}`)
          expect(tally.restarts).toBe(Math.min(SCRIPTED_RESTARTS, tally.events))
        })
      }

      it(`survives random restarts in ${mine.length} of ${GAMES_PER_TITLE} random games over the head counts and options`, { timeout: 3_600_000 }, async ({ signal }) => {
        const tally = newTally()
        const started = performance.now()
        for (const { players, j, k } of mine) {
          await playWithRestarts(def, { players, options: optionSpace(def, players).pick(j), seed: 1_000 + k }, { chance: RESTART_CHANCE }, tally, signal)
        }
        console.log(`restart ${def.id}${label}: ${tally.games} of ${GAMES_PER_TITLE} games, ${counts(tally)} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
        expect(tally.games).toBe(mine.length)
        expect(tally.restarts).toBeGreaterThan(0)
      })
    })
  }
}
