/**
 * Headers every page of ours carries: a content security policy that allows only our own scripts,
 * styles and sockets, and the usual hardening. The app page also gets them from dist/client/_headers.
 */

/**
 * The app's policy: own origin only; inline style attributes (Solid sets some); data: images (QR);
 * the service worker (/sw.js) and the web manifest of the installable app from our own origin.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** The app's policy, also allowing the inline scripts with these hashes ('sha256-…') and no others. */
export function cspWithScripts(hashes: readonly string[]): string {
  return APP_CSP.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '))
}

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': APP_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
}

/** The same response with the security headers set. */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) secured.headers.set(name, value)
  return secured
}
