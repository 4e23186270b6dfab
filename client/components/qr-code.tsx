/** A QR code of a text (the room link) as an SVG. */
import { createMemo, Show } from 'solid-js'
import { encodeQr, svgPath } from '../lib/qr'

/** Light modules around the code, as the standard asks. */
const QUIET_ZONE = 4

export function QrCode(props: { text: string; label: string }) {
  const code = createMemo(() => {
    try {
      return encodeQr(props.text)
    } catch {
      return null // longer than version 10 holds: the code and the link are still there
    }
  })
  return (
    <Show when={code()}>
      {(qr) => {
        const side = () => qr().size + 2 * QUIET_ZONE
        return (
          <svg class="qr" viewBox={`0 0 ${side()} ${side()}`} role="img" aria-label={props.label} shape-rendering="crispEdges">
            <rect width="100%" height="100%" fill="#fff" />
            <path d={svgPath(qr(), QUIET_ZONE)} fill="#000" />
          </svg>
        )
      }}
    </Show>
  )
}
