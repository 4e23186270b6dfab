/** Fresh ids for actions and commands, so the room can drop a frame it already applied. */

/** A random id. crypto.randomUUID exists only on https; getRandomValues also works on a plain-http LAN. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function' && isSecureContext) return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
