import type { NetworkInterfaceInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { toolArgs, toolEnv } from '../../server/dev/launch'
import { lanAddresses } from '../../server/dev/lan-addresses'
import { BadPort, servePlan } from '../../server/dev/serve-plan'

/** An interface table as os.networkInterfaces() gives it, from name → addresses. */
function interfaces(table: Record<string, string[]>): NodeJS.Dict<NetworkInterfaceInfo[]> {
  return Object.fromEntries(
    Object.entries(table).map(([name, addresses]) => [
      name,
      addresses.map((address): NetworkInterfaceInfo => {
        const v6 = address.includes(':')
        const internal = address === '127.0.0.1' || address === '::1'
        return v6
          ? { address, family: 'IPv6', internal, netmask: 'ffff:ffff:ffff:ffff::', mac: '00:00:00:00:00:00', cidr: null, scopeid: 0 }
          : { address, family: 'IPv4', internal, netmask: '255.255.255.0', mac: '00:00:00:00:00:00', cidr: null }
      }),
    ]),
  )
}

const LAPTOP = interfaces({
  lo: ['127.0.0.1', '::1'],
  docker0: ['172.17.0.1'],
  'br-5f2a': ['172.18.0.1'],
  tailscale0: ['100.101.102.103'],
  eth0: ['10.0.0.7'],
  wlp2s0: ['192.168.178.20', 'fe80::1'],
  enx00e0: ['169.254.12.3'],
})

describe('this computer’s addresses on the local network', () => {
  it('puts the Wi-Fi first, then wired, then tunnels, and leaves out loopback, link-local and container bridges', () => {
    expect(lanAddresses(LAPTOP)).toEqual([
      { address: '192.168.178.20', interface: 'wlp2s0' },
      { address: '10.0.0.7', interface: 'eth0' },
      { address: '100.101.102.103', interface: 'tailscale0' },
    ])
  })

  it('prefers a home network’s 192.168 range among wired addresses, and knows Windows’ names', () => {
    const desktop = interfaces({ 'vEthernet (WSL)': ['172.29.16.1'], Ethernet: ['10.1.2.3'], 'Ethernet 2': ['192.168.1.50'], 'Wi-Fi': [] })
    expect(lanAddresses(desktop).map((a) => a.address)).toEqual(['192.168.1.50', '10.1.2.3'])
  })

  it('finds nothing on a computer with loopback alone', () => {
    expect(lanAddresses(interfaces({ lo: ['127.0.0.1', '::1'] }))).toEqual([])
  })
})

describe('where npm start listens and what it names', () => {
  it('listens on every address by default and names the Wi-Fi one for phones, the others after it', () => {
    const plan = servePlan('wrangler', {}, LAPTOP)
    expect(plan).toMatchObject({ bind: '0.0.0.0', port: 8787, phones: { url: 'http://192.168.178.20:8787', interface: 'wlp2s0' }, here: 'http://localhost:8787', keptLocal: false })
    expect(plan.others.map((o) => o.url)).toEqual(['http://10.0.0.7:8787', 'http://100.101.102.103:8787'])
    expect(toolArgs('wrangler', plan, ['--persist-to', 'x'])).toEqual([
      'dev', '--ip', '0.0.0.0', '--port', '8787', '--show-interactive-dev-session=false', '--log-level', 'warn',
      '--var', 'LAN_ORIGIN:http://192.168.178.20:8787', '--persist-to', 'x',
    ])
  })

  it('starts wrangler without asking Cloudflare for request.cf, unless told to', () => {
    expect(toolEnv('wrangler', { LANG: 'de_DE.UTF-8' })).toEqual({ LANG: 'de_DE.UTF-8', CLOUDFLARE_CF_FETCH_ENABLED: 'false' })
    expect(toolEnv('wrangler', { CLOUDFLARE_CF_FETCH_ENABLED: 'true' })).toEqual({ CLOUDFLARE_CF_FETCH_ENABLED: 'true' })
    expect(toolEnv('partykit', { LANG: 'C' })).toEqual({ LANG: 'C' })
  })

  it('keeps to this computer with a loopback HOST: no address for phones, no LAN_ORIGIN', () => {
    const plan = servePlan('wrangler', { HOST: '127.0.0.1', PORT: '8790' }, LAPTOP)
    expect(plan).toMatchObject({ bind: '127.0.0.1', port: 8790, phones: null, others: [], keptLocal: true, probe: 'http://127.0.0.1:8790' })
    expect(toolArgs('wrangler', plan, [])).not.toContain('--var')
  })

  it('serves one address when HOST names it, and names that one everywhere', () => {
    const plan = servePlan('wrangler', { HOST: '10.0.0.7' }, LAPTOP)
    expect(plan).toMatchObject({ bind: '10.0.0.7', phones: { url: 'http://10.0.0.7:8787' }, others: [], here: 'http://10.0.0.7:8787' })
  })

  it('gives partykit its own port and the origin in its own syntax', () => {
    const plan = servePlan('partykit', {}, LAPTOP)
    expect(plan.port).toBe(1999)
    expect(toolArgs('partykit', plan, [])).toEqual([
      'dev', '--port', '1999', '--var', 'LAN_ORIGIN=http://192.168.178.20:1999', '--disable-request-cf-fetch', '--no-hotkeys',
    ])
  })

  it('says there is no address for phones on a computer without a network, and still listens everywhere', () => {
    const plan = servePlan('wrangler', {}, interfaces({ lo: ['127.0.0.1'] }))
    expect(plan).toMatchObject({ bind: '0.0.0.0', phones: null, keptLocal: false })
  })

  it('refuses a PORT that is not a port', () => {
    for (const port of ['abc', '0', '70000', '80.5']) expect(() => servePlan('wrangler', { PORT: port }, LAPTOP)).toThrow(BadPort)
  })
})
