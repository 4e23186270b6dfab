/**
 * The room's language and what a game keeps to the host's device: the room takes its creator's
 * language, the host may change it in the lobby (nobody else, and not during a game), a game that
 * deals words deals them in it, and options a game marks as the host's alone (the word game's own
 * pairs) never reach another phone.
 */
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PAIR_LINES } from '../../server/games/words/pairs'
import type { Lang } from '../../shared/i18n'
import type { WordsOptions, WordsView } from '../../shared/views/words'
import { isState, type StateFrame } from '../support/frames'
import { command, joinAs } from './connect'

type Client = Awaited<ReturnType<typeof joinAs>>['client']

/** The newest state frame that passes the test: the one already in, or the next to come. */
async function stateWhere(client: Client, test: (f: StateFrame) => boolean): Promise<StateFrame> {
  const latest = client.latestState()
  return latest && test(latest) ? latest : client.next(isState(test))
}

async function createRoom(game: string, lang?: Lang): Promise<string> {
  const res = await SELF.fetch('http://spielleiter.test/api/rooms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lang ? { game, lang } : { game }),
  })
  if (res.status !== 201) throw new Error(`create failed: ${res.status}`)
  return ((await res.json()) as { code: string }).code
}

/** Every spelling of every built-in word of a language, lower-cased. */
function wordsOf(lang: Lang): Set<string> {
  const all = new Set<string>()
  for (const lines of Object.values(PAIR_LINES[lang])) {
    for (const line of lines) for (const side of line.split('|')) for (const word of side.split(',')) all.add(word.trim().toLowerCase())
  }
  return all
}

const FOUR = ['Anna', 'Ben', 'Carla', 'Dan']

describe('the room language', () => {
  it("is the creator's language, and German when the request names none", async () => {
    const en = await createRoom('werwolf', 'en')
    const host = await joinAs(en, 'Anna')
    expect((await host.client.next(isState())).room.lang).toBe('en')
    const plain = await createRoom('werwolf')
    const other = await joinAs(plain, 'Ben')
    expect((await other.client.next(isState())).room.lang).toBe('de')
  })

  it('refuses a language the app does not speak when the room is made', async () => {
    const res = await SELF.fetch('http://spielleiter.test/api/rooms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'werwolf', lang: 'fr' }),
    })
    expect(res.status).toBe(400)
  })

  it('is changed by the host in the lobby, by nobody else, and not while a game runs', async () => {
    const code = await createRoom('words', 'de')
    const players = []
    for (const name of FOUR) players.push(await joinAs(code, name))
    const [host, guest] = players as [(typeof players)[0], (typeof players)[0]]
    expect((await command(guest.client, { type: 'lang', lang: 'en' })).type).toBe('error')
    expect((await command(host.client, { type: 'lang', lang: 'en' })).type).toBe('ack')
    expect((await guest.client.next(isState((f) => f.room.lang === 'en'))).room.lang).toBe('en')
    expect((await command(host.client, { type: 'lang', lang: 'xx' })).type).toBe('error')
    expect((await command(host.client, { type: 'start' })).type).toBe('ack')
    const refused = await command(host.client, { type: 'lang', lang: 'de' })
    expect(refused.type === 'error' && refused.code).toBe('wrong_phase')
  })

  it("deals the word game's pair in the room's language, whatever each phone shows", async () => {
    for (const lang of ['en', 'de'] as const) {
      const code = await createRoom('words', lang)
      const players = []
      for (const name of FOUR) players.push(await joinAs(code, name))
      expect((await command(players[0]!.client, { type: 'start' })).type).toBe('ack')
      const known = wordsOf(lang)
      let dealt = 0
      for (const p of players) {
        const view = (await stateWhere(p.client, (f) => f.room.phase === 'playing')).view as WordsView
        if (view.me?.word) {
          expect(known.has(view.me.word.toLowerCase()), `${lang}: ${view.me.word}`).toBe(true)
          dealt++
        }
      }
      expect(dealt).toBe(FOUR.length)
    }
  })
})

describe("options for the host's device alone", () => {
  it("sends the word game's own pairs to no phone, the host's included: every phone reads a count", async () => {
    const code = await createRoom('words', 'en')
    const players = []
    for (const name of FOUR) players.push(await joinAs(code, name))
    const host = players[0]!
    const state = await stateWhere(host.client, () => true)
    const own = ['zebracorn | unizebra', 'quibblefish, quibble fish | snorkelbat']
    const options = { ...(state.room.options as WordsOptions), own, set: 'own', recent: ['en-e1'] }
    expect((await command(host.client, { type: 'options', options })).type).toBe('ack')
    for (const p of players) {
      const frame = await stateWhere(p.client, (f) => (f.room.options as { ownPairs?: number }).ownPairs === 2)
      expect(frame.room.options).toMatchObject({ set: 'own', ownPairs: 2, recentPairs: 1 })
      for (const word of ['zebracorn', 'unizebra', 'quibblefish', 'snorkelbat']) expect(p.client.raw.join('\n')).not.toContain(word)
    }
  })
})
