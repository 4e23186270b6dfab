/**
 * Tells screen readers when a step begins and what the table was told: a polite live region, out
 * of sight, that speaks the new step's title and its announcements (results included) once. The
 * step's texts are the game's own, which arrive with the game's code: the announcement waits for
 * them, so it never reads a text's key. While the game holds the narration back (`held`: the word
 * game's ballots still landing), only the title is spoken, and the rest once the hold lets go.
 */
import { createEffect, createSignal, on } from 'solid-js'
import type { ViewHeader } from '../../shared/views/header'
import { loadGame } from '../games'
import { tr } from '../lib/i18n'
import { useRoom } from '../lib/room-context'

export function StepAnnouncer(props: { held?: () => boolean }) {
  const { link, text } = useRoom()
  const held = () => props.held?.() ?? false
  /** The stage whose announcements wait for the hold to let go. */
  let waiting: number | undefined
  const [said, setSaid] = createSignal('')
  const header = () => {
    const current = link.state.current
    if (!current || current.room.phase === 'lobby') return null
    const view = current.view as ViewHeader | null
    return view && typeof view === 'object' && 'title' in view ? view : null
  }
  const message = () => {
    const h = header()
    if (!h) return ''
    if (held()) {
      waiting = h.stage
      return tr('ui.step.now', { title: text(h.title) })
    }
    return [tr('ui.step.now', { title: text(h.title) }), ...h.announcements.map(text)].join(' ')
  }
  /** Counts announcements asked for, so a slow load never speaks over a newer step. */
  let asked = 0
  createEffect(on(() => header()?.stage, (stage, before) => {
    if (stage === undefined || stage === before) return
    const mine = ++asked
    const game = link.state.current?.room.game
    const speak = () => {
      if (mine === asked) setSaid(message())
    }
    // Loaded once per game; a chunk that failed to load leaves the room's own texts to speak.
    if (game === undefined) speak()
    else void loadGame(game).then(speak, speak)
  }))
  createEffect(on(held, (now) => {
    const h = header()
    if (now || !h || waiting !== h.stage) return
    waiting = undefined
    setSaid(h.announcements.map(text).join(' '))
  }))
  return (
    <div class="sr-only" role="status" aria-live="polite" data-testid="step-announcer">
      {said()}
    </div>
  )
}
