/**
 * docs/security.md stays true to the code: its list of known issues holds only issues this test
 * can see are still open, none that are known to be fixed; the limits it quotes are the constants'
 * values; every file it names exists, and every function it places in a file is in that file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import { DEFAULT_MISSES_PER_MINUTE, DEFAULT_ROOMS_PER_MINUTE } from '../../server/http/abuse-limits'
import { MAX_CREATE_BODY_BYTES } from '../../server/http/app'
import { CODE_LOCK_MS, CODE_MISSES_PER_ADDRESS, CODE_MISSES_PER_ROOM, CODE_MISSES_PER_SOCKET, TOKEN_MISSES_PER_SOCKET } from '../../server/room/guess-guard'
import { CLOSE } from '../../shared/protocol'
import { SEAT_GRACE_MS } from '../../server/room/presence'
import { BURST_FRAMES, FLOOD_LIMIT, FRAMES_PER_SECOND } from '../../server/room/rate-limit'
import { DEFAULT_IDLE_HOURS, ENDED_NOTICE_MS } from '../../server/room/room-lifetime'
import { MAX_SEATS, SEEN_IDS_PER_SEAT } from '../../server/room/room-record'
import { MAX_FRAME_BYTES, MAX_NAME_LENGTH } from '../../shared/protocol'
import { MAX_SWITCH_CODE_INPUT, SWITCH_CODE_ALPHABET, SWITCH_CODE_LENGTH } from '../../shared/switch-code'

const ROOT = join(__dirname, '../..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const doc = read('docs/security.md')

/** The numbered items under "## Known issues", each as one line of text. */
function knownIssues(): string[] {
  const start = doc.indexOf('\n## Known issues')
  expect(start, 'docs/security.md has a "Known issues" section').toBeGreaterThan(0)
  const rest = doc.slice(start + 1)
  const end = rest.indexOf('\n## ', 3)
  const section = end < 0 ? rest : rest.slice(0, end)
  return section
    .split(/\n(?=\d+\. )/)
    .slice(1)
    .map((item) => item.replace(/\s+/g, ' ').trim())
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** Issues that may be listed, each with how to see that it is still open. */
const OPEN: { about: RegExp; stillOpen: (match: RegExpMatchArray) => boolean }[] = [
  {
    // The limits still live in the isolate's memory.
    about: /per-address limits are counted per isolate/,
    stillOpen: () => /private readonly windows = new Map/.test(read('server/http/abuse-limits.ts')),
  },
  {
    about: /action id older than the last (\d+) of its seat is forgotten/,
    stillOpen: (match) => Number(match[1]) === SEEN_IDS_PER_SEAT,
  },
  {
    // The room's own lock on switch codes, which anyone with the link can set off from several addresses.
    about: /lock switch codes for the whole room for (\d+) minutes/,
    stillOpen: (match) => Number(match[1]) === CODE_LOCK_MS / 60_000 && /error\.rejoin_locked_room/.test(read('server/room/guess-guard.ts')),
  },
]

/** Issues that were fixed, and the tests that keep them fixed: they may not be listed again. */
const FIXED: [issue: RegExp, keptFixedBy: string][] = [
  [/"next step" button sends no stage/i, 'test/unit/skip-stage.test.ts'],
  [/hunter sees every card/i, 'test/engine/audit/leak-audit.test.ts'],
  [/UTF-16 code units/i, 'test/room/fuzz.test.ts'],
  [/has no knowledge model/i, 'test/engine/audit/leak-audit.test.ts'],
  [/first-round ballot|stale ballot/i, 'test/room/late-frames.test.ts'],
  [/one socket (fills|opens)|ghost seats/i, 'test/room/ghost-seats.test.ts'],
  [/look-alike names|U\+00AD/i, 'test/unit/names.test.ts'],
  [/rooms never end|createdAt is never read/i, 'test/room/room-lifetime.test.ts'],
  [/text\/plain from a foreign|10 MB body/i, 'test/socket/http-edges.test.ts'],
  [/host can (read|play|take) any seat|switch code never changes|codes can be guessed without/i, 'test/room/switch-device.test.ts'],
  [/table screen (is|can be|becomes) (the )?(moderator|host)|only open socket is the table screen/i, 'test/room/table-seat.test.ts'],
]

describe('docs/security.md', () => {
  it('lists as known issues only issues that are still open', () => {
    const items = knownIssues()
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      const matches = OPEN.flatMap((issue) => {
        const match = item.match(issue.about)
        return match ? [{ issue, match }] : []
      })
      expect(matches, `no check in test/unit/security-doc.test.ts knows this issue; add one that sees it is open: ${item.slice(0, 120)}`).toHaveLength(1)
      const [{ issue, match }] = matches as [(typeof matches)[number]]
      expect(issue.stillOpen(match), `listed as open, but it is fixed: ${item.slice(0, 120)}`).toBe(true)
    }
  })

  it('does not list issues that are fixed', () => {
    for (const [issue, test] of FIXED) {
      expect(existsSync(join(ROOT, test)), `${test} keeps it fixed`).toBe(true)
      for (const item of knownIssues()) expect(item, `fixed (see ${test}), but listed as open`).not.toMatch(issue)
    }
  })

  it('says what a socket that has not joined receives: errors and pongs, nothing else', () => {
    for (const path of ['docs/security.md', 'docs/protocol.md']) {
      const sentence = read(path).replace(/\s+/g, ' ').match(/has not joined receives [^.]*\./)?.[0]
      expect(sentence, `${path} says what a socket that has not joined receives`).toBeDefined()
      expect(sentence, path).not.toMatch(/nothing but errors|errors only/)
      expect(sentence, path).toMatch(/\berrors\b.*\bpong\b/)
    }
  })

  it('quotes every limit with the value in the code', () => {
    const text = doc.replace(/\s+/g, ' ')
    const quotes = [
      `${MAX_FRAME_BYTES / 1024} KB (\`MAX_FRAME_BYTES\``,
      `bursts of ${BURST_FRAMES}, then ${FRAMES_PER_SECOND} per second (\`BURST_FRAMES\`, \`FRAMES_PER_SECOND\`)`,
      `after ${FLOOD_LIMIT} refused in a row (\`FLOOD_LIMIT\`)`,
      `cut to ${MAX_NAME_LENGTH} (\`MAX_NAME_LENGTH\`)`,
      `${MAX_SEATS} (\`MAX_SEATS\`)`,
      `the last ${SEEN_IDS_PER_SEAT} per seat (\`SEEN_IDS_PER_SEAT\`)`,
      `after ${SEAT_GRACE_MS / 60_000} minutes (\`SEAT_GRACE_MS\`)`,
      `for ${ENDED_NOTICE_MS / 86_400_000} days (\`ENDED_NOTICE_MS\`)`,
      `at most ${MAX_CREATE_BODY_BYTES / 1024} KB (\`MAX_CREATE_BODY_BYTES\``,
      `\`ROOMS_PER_MINUTE\` (${DEFAULT_ROOMS_PER_MINUTE})`,
      `\`UNKNOWN_CODES_PER_MINUTE\` (${DEFAULT_MISSES_PER_MINUTE})`,
      `\`ROOM_IDLE_HOURS\` (${DEFAULT_IDLE_HOURS},`,
      `${SWITCH_CODE_LENGTH} characters from ${SWITCH_CODE_ALPHABET.length} (about ${(SWITCH_CODE_LENGTH * Math.log2(SWITCH_CODE_ALPHABET.length)).toFixed(1)} bits)`,
      `at most ${MAX_SWITCH_CODE_INPUT} characters in a frame`,
      `at most ${CODE_MISSES_PER_ADDRESS} a minute per address (\`CODE_MISSES_PER_ADDRESS\`)`,
      `${CODE_MISSES_PER_ROOM} a minute per room (\`CODE_MISSES_PER_ROOM\`)`,
      `for ${CODE_LOCK_MS / 60_000} minutes (\`CODE_LOCK_MS\`)`,
      `After ${CODE_MISSES_PER_SOCKET} wrong or refused codes (\`CODE_MISSES_PER_SOCKET\`) a socket is closed with ${CLOSE.guessing}`,
      `after ${TOKEN_MISSES_PER_SOCKET} on one socket (\`TOKEN_MISSES_PER_SOCKET\`, more than any device holds seats) the socket is closed with ${CLOSE.guessing}`,
    ]
    for (const quote of quotes) expect(text).toContain(quote)
    // wrangler.toml sets what the code defaults to.
    const vars = read('wrangler.toml')
    expect(vars).toContain(`ROOMS_PER_MINUTE = "${DEFAULT_ROOMS_PER_MINUTE}"`)
    expect(vars).toContain(`UNKNOWN_CODES_PER_MINUTE = "${DEFAULT_MISSES_PER_MINUTE}"`)
    expect(vars).toContain(`ROOM_IDLE_HOURS = "${DEFAULT_IDLE_HOURS}"`)
  })

  it('names the tests that keep the promises about seats moving and the table screen', () => {
    const text = doc.replace(/\s+/g, ' ')
    for (const test of ['test/room/switch-device.test.ts', 'test/room/switch-guessing.test.ts', 'test/room/table-seat.test.ts', 'test/room/moves-audit.test.ts']) {
      expect(text, `docs/security.md names ${test}`).toContain(`\`${test}\``)
    }
    // Every way the table screen is kept a watcher is named with the function that keeps it.
    const tableRow = text.match(/\| everything secret, from the table screen \|[^\n]*?\|[^|]*\|[^|]*\|/)?.[0] ?? ''
    for (const fn of ['viewerOf()', 'applyCommand()', 'applyAction()', 'hostHeir()', 'joinAlso()', 'rematch()']) expect(tableRow, fn).toContain(fn)
  })

  it('has docs/protocol.md name every error code and close code', () => {
    const protocol = read('docs/protocol.md')
    const union = read('shared/protocol.ts').match(/export type ErrorCode =([^]*?)(?:\n\n|$)/)?.[1] ?? ''
    const codes = [...union.matchAll(/'(\w+)'/g)].map((m) => m[1]!)
    expect(codes.length).toBeGreaterThan(15)
    for (const code of codes) expect(protocol, `docs/protocol.md names the error code ${code}`).toContain(`\`${code}\``)
    for (const close of Object.values(CLOSE)) expect(protocol, `docs/protocol.md names the close code ${close}`).toContain(String(close))
  })

  it('names only files that exist', () => {
    const named = [...doc.matchAll(/`((?:server|shared|client|test|docs)\/[\w./<>-]+)`/g)].map((m) => m[1]!)
    expect(named.length).toBeGreaterThan(20)
    for (const path of named) {
      const paths = /<(id|game)>/.test(path) ? Object.keys(games).map((id) => path.replace(/<(id|game)>/, id)) : [path]
      for (const p of paths) expect(existsSync(join(ROOT, p)), `docs/security.md names ${p}`).toBe(true)
    }
  })

  it('places every function it names in a file that has it', () => {
    const everyFile = ['server', 'shared', 'client', 'test'].flatMap(sourcesUnder)
    const resolve = (file: string): string => {
      if (file.includes('/')) return file
      const found = everyFile.filter((f) => basename(f) === file)
      expect(found, `"${file}" must name one file (give the path when several have that name)`).toHaveLength(1)
      return found[0]!
    }
    let checked = 0
    for (const m of doc.matchAll(/((?:`[\w.]+\(\)`(?:\s*(?:\/|,|and)\s*)?)+)\s+in\s+`([\w./-]+\.tsx?)`/g)) {
      const file = resolve(m[2]!)
      const source = read(file)
      for (const [, name] of m[1]!.matchAll(/`([\w.]+)\(\)`/g)) {
        const last = name!.split('.').at(-1)!
        expect(new RegExp(`\\b${last}\\s*(\\(|=|<)`).test(source), `docs/security.md places ${name}() in ${file}`).toBe(true)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(20)
  })
})
