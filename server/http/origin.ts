/**
 * Which web pages may open a room socket: the app's own origin, plus any listed in ALLOWED_ORIGINS.
 * Browsers always send Origin on WebSocket upgrades, so a foreign page cannot ride a player's session;
 * non-browser clients send none and are treated like any other client.
 */
export function originAllowed(request: Request, allowedList: string | undefined): boolean {
  const origin = request.headers.get('Origin')
  if (!origin) return true
  const own = new URL(request.url).origin
  if (origin === own) return true
  const host = request.headers.get('Host')
  if (host && (origin === `https://${host}` || origin === `http://${host}`)) return true
  return (allowedList ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .includes(origin)
}
