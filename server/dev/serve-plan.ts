/**
 * Where a game night's server listens and which addresses it names, from HOST and PORT: by default
 * every address of this computer, so phones on the same Wi-Fi reach it; `HOST=127.0.0.1` keeps it to
 * this computer; `HOST=<one address>` serves that address only.
 */
import type { NetworkInterfaceInfo } from 'node:os'
import { isLoopbackHost } from '../../shared/loopback'
import { type LanAddress, lanAddresses } from './lan-addresses'

/** The local servers the launcher runs: wrangler dev (the default host) or partykit dev. */
export type DevTool = 'wrangler' | 'partykit'

/** Each tool's port when PORT is not set (the ones the README names). */
export const DEFAULT_PORT: Record<DevTool, number> = { wrangler: 8787, partykit: 1999 }

/** An address to open, with the interface it is on (none for one given in HOST). */
export interface NamedUrl {
  url: string
  interface?: string
}

export interface ServePlan {
  /** The address to listen on. */
  bind: string
  port: number
  /** What phones on the same network open, or null when none can (kept local, or no network). */
  phones: NamedUrl | null
  /** Further addresses of this computer, in case a phone cannot reach the first. */
  others: NamedUrl[]
  /** What to open on this computer itself. */
  here: string
  /** Asked for this computer only (a loopback HOST). */
  keptLocal: boolean
  /** Where the launcher asks whether the server answers yet. */
  probe: string
}

/** Listening on these means every address of the computer. */
const EVERY_ADDRESS = new Set(['0.0.0.0', '::', '[::]'])

/** Thrown for a PORT that is not a port, with the value for the message. */
export class BadPort extends Error {
  constructor(readonly value: string) {
    super(`PORT must be a number from 1 to 65535, not "${value}"`)
  }
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`
}

/** Reads HOST and PORT (as the environment gives them) against this computer's interfaces. */
export function servePlan(
  tool: DevTool,
  env: { HOST?: string; PORT?: string },
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): ServePlan {
  const portText = env.PORT?.trim() || String(DEFAULT_PORT[tool])
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) throw new BadPort(portText)
  const host = env.HOST?.trim() || '0.0.0.0'
  if (isLoopbackHost(host)) {
    return { bind: host, port, phones: null, others: [], here: urlOf('localhost', port), keptLocal: true, probe: urlOf(host, port) }
  }
  if (!EVERY_ADDRESS.has(host)) {
    // One address asked for: that is the one to open, here too (localhost is not served).
    const url = urlOf(host, port)
    return { bind: host, port, phones: { url }, others: [], here: url, keptLocal: false, probe: url }
  }
  const named = (a: LanAddress): NamedUrl => ({ url: urlOf(a.address, port), interface: a.interface })
  const [first, ...rest] = lanAddresses(interfaces)
  return {
    bind: host,
    port,
    phones: first ? named(first) : null,
    others: rest.map(named),
    here: urlOf('localhost', port),
    keptLocal: false,
    probe: urlOf('127.0.0.1', port),
  }
}
