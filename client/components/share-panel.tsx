/** The room code, big, with its QR code, a copy-link button and (where the phone has one) share. */
import { Show } from 'solid-js'
import { tr } from '../lib/i18n'
import { roomLink } from '../lib/share-origin'
import { toast } from '../lib/toasts'
import { QrCode } from './lazy-qr-code'


/** Copies text; falls back to a hidden textarea and execCommand where the Clipboard API is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // fall through to the old way
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  let ok = false
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  area.remove()
  return ok
}

export function SharePanel(props: { code: string }) {
  // Shown once known: a page opened as localhost asks the server where phones reach it first.
  const link = () => roomLink(props.code)
  // navigator.share exists only on https (and localhost): on a plain-http address the copy button does.
  const canShare = typeof navigator.share === 'function'

  async function copy(url: string): Promise<void> {
    const ok = await copyText(url)
    toast(() => (ok ? tr('ui.share.copied') : tr('ui.share.copy_failed', { url })), ok ? 'info' : 'error')
  }

  async function share(url: string): Promise<void> {
    try {
      await navigator.share({ title: tr('ui.app.name'), text: tr('ui.share.text', { code: props.code }), url })
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  }

  return (
    <section class="panel share" aria-labelledby="share-title">
      <h2 id="share-title" class="sr-only">{tr('ui.share.title')}</h2>
      <p class="room-code-label">{tr('ui.lobby.code')}</p>
      <p class="room-code" data-testid="lobby-code" aria-label={tr('ui.lobby.code_label', { code: props.code.split('').join(' ') })}>
        {props.code}
      </p>
      <Show when={link()}>
        {(url) => (
          <>
            <QrCode text={url()} label={tr('ui.share.qr_label', { url: url() })} />
            <p class="share-url">{url()}</p>
            <div class="row row-center">
              <button type="button" class="btn" onClick={() => copy(url())}>
                {tr('ui.share.copy')}
              </button>
              <Show when={canShare}>
                <button type="button" class="btn" onClick={() => share(url())}>
                  {tr('ui.share.share')}
                </button>
              </Show>
            </div>
          </>
        )}
      </Show>
    </section>
  )
}
