/**
 * Sending one of this game's actions and resting until the room answers: the panel that sent it
 * stays disabled meanwhile, and opens again whether the action was taken or refused (a refusal is
 * shown to the player by the platform's toast).
 */
import { createSignal } from 'solid-js'
import type { HeimlichAction } from '../../../shared/views/heimlich'
import { useRoom } from '../../lib/room-context'

export function useSend() {
  const { link } = useRoom()
  const [sending, setSending] = createSignal(false)
  function send(action: HeimlichAction): void {
    setSending(true)
    link.act(action).then(
      () => setSending(false),
      () => setSending(false),
    )
  }
  return { sending, send }
}
