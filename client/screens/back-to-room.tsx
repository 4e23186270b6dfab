/**
 * "Back to room ABC234" on the start screen, while this device still holds a seat in a room: after
 * the ← button, a closed tab or a phone that went to sleep on the home screen. The room is asked
 * first; a room that is gone is forgotten.
 */
import { createSignal, onMount, Show } from 'solid-js'
import { manifestOf } from '../games'
import { fetchRoom, type RoomSummary } from '../lib/api'
import { lang, tr } from '../lib/i18n'
import { roomPath } from '../lib/room-code'
import { navigate } from '../lib/router'
import { forgetSeat, recentRoom, seatToken } from '../lib/storage'

/** A seat older than this is not offered any more: the evening it belonged to is over. */
export const RECENT_ROOM_MAX_AGE_MS = 24 * 60 * 60 * 1000

export function BackToRoom() {
  const [room, setRoom] = createSignal<{ code: string; summary: RoomSummary | null } | null>(null)

  onMount(async () => {
    const recent = recentRoom.get()
    if (!recent) return
    if (!seatToken.get(recent.code) || Date.now() - recent.at > RECENT_ROOM_MAX_AGE_MS) return forgetSeat(recent.code)
    try {
      const summary = await fetchRoom(recent.code)
      if (summary === null || summary === 'ended') return forgetSeat(recent.code)
      setRoom({ code: recent.code, summary })
    } catch {
      // No answer now (offline, server busy): offer it anyway, the room page tries again.
      setRoom({ code: recent.code, summary: null })
    }
  })

  return (
    <Show when={room()}>
      {(r) => (
        <section class="panel back-to-room" aria-labelledby="back-title" data-testid="home-back">
          <h2 id="back-title">{tr('ui.back.title')}</h2>
          <Show when={r().summary}>
            {(summary) => (
              <p class="muted">
                {manifestOf(summary().game)?.name[lang()] ?? summary().game} · {tr(`ui.back.${summary().phase}`)}
              </p>
            )}
          </Show>
          <button type="button" class="btn btn-primary btn-block btn-big" onClick={() => navigate(roomPath(r().code))}>
            {tr('ui.back.button', { code: r().code })}
          </button>
        </section>
      )}
    </Show>
  )
}
