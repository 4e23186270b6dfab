/**
 * The QR code, loaded when first drawn: its encoder is needed only where a room is shared (the
 * lobby, the table screen), not on the first page. Every screen imports it from here, so the
 * encoder stays one chunk that is only ever loaded on demand.
 */
import { lazy } from 'solid-js'

export const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })))
