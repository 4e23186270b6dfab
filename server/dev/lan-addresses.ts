/**
 * Which of this computer's addresses a phone on the same Wi-Fi can open: IPv4 addresses of real
 * network interfaces, the likeliest first. Loopback, link-local (169.254.x.x, what a computer gives
 * itself without a network) and the bridges of containers and virtual machines (docker0, virbr0,
 * vEthernet …) are left out; tunnels and VPNs (tun0, wg0, tailscale0, 100.64.0.0/10) stay in but
 * come last, since a phone at the table is rarely on them.
 */
import type { NetworkInterfaceInfo } from 'node:os'

/** An address of this computer on a network, with the interface that has it. */
export interface LanAddress {
  address: string
  interface: string
}

/** Container and virtual-machine bridges: no phone sits on these. */
const VIRTUAL = /^(docker|br-|veth|virbr|vboxnet|vmnet|lxcbr|lxdbr|cni|flannel|cali|podman|kube|vEthernet|VirtualBox|VMware|Hyper-V|bridge\d)/i
/** Tunnels and VPNs: reachable, but seldom from a phone at the table. */
const TUNNEL = /^(tun|tap|wg|tailscale|utun|zt|ppp|ipsec|nordlynx|proton)/i
/** Wi-Fi, as Linux (wlan0, wlp2s0), Windows ("Wi-Fi", "WLAN") and others name it. */
const WIFI = /^(wl|wi-?fi|wlan|airport)/i
/** Wired (eth0, enp3s0, and macOS's en0, which is the Wi-Fi on most laptops). */
const WIRED = /^(en|eth|ethernet)/i

/** How likely a phone on the home network reaches this address: higher is likelier. */
function likelihood(address: string, name: string): number {
  if (TUNNEL.test(name) || inRange(address, [100, 64], 10)) return 0
  const kind = WIFI.test(name) ? 3 : WIRED.test(name) ? 2 : 1
  // Home routers hand out 192.168.x.x most, then 10.x.x.x, then 172.16–31.x.x.
  const range = address.startsWith('192.168.') ? 3 : address.startsWith('10.') ? 2 : inRange(address, [172, 16], 12) ? 1 : 0
  return kind * 10 + range
}

/** Whether an IPv4 address lies in the network `prefix`/`bits` (bits ≤ 16). */
function inRange(address: string, prefix: readonly [number, number], bits: number): boolean {
  const [a, b] = address.split('.').map(Number)
  const mask = (0xffff << (16 - bits)) & 0xffff
  return ((((a ?? 0) << 8) | (b ?? 0)) & mask) === (((prefix[0] << 8) | prefix[1]) & mask)
}

/**
 * This computer's addresses on its networks, the one a phone on the same Wi-Fi most likely reaches
 * first (from `os.networkInterfaces()`).
 */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): LanAddress[] {
  const found: (LanAddress & { score: number })[] = []
  for (const [name, infos] of Object.entries(interfaces)) {
    if (VIRTUAL.test(name)) continue
    for (const info of infos ?? []) {
      // Node 18.0–18.3 gave the family as a number.
      const v4 = info.family === 'IPv4' || (info.family as unknown) === 4
      if (!v4 || info.internal || info.address.startsWith('127.') || info.address.startsWith('169.254.')) continue
      found.push({ address: info.address, interface: name, score: likelihood(info.address, name) })
    }
  }
  return found.sort((a, b) => b.score - a.score).map(({ address, interface: name }) => ({ address, interface: name }))
}
