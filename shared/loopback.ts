/**
 * Whether a host name reaches only the device it is typed on (`localhost`, 127.x.x.x, ::1): a link
 * with such a host opens on no other phone. The client and the dev launcher both ask.
 *
 * @example isLoopbackHost('localhost') === true; isLoopbackHost('192.168.1.20') === false
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (/^127(\.\d{1,3}){3}$/.test(name) || /^::ffff:127(\.\d{1,3}){3}$/.test(name)) return true
  return name === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(name)
}
