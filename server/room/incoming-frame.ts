/** Small facts about a frame as it arrives, before it is trusted: its size and its id. */
import { MAX_FRAME_BYTES } from '../../shared/protocol'

const encoder = new TextEncoder()

/** A frame's size in UTF-8 bytes; only encodes when the character count leaves any doubt. */
export function frameBytes(message: string): number {
  // Each UTF-16 unit is at most three UTF-8 bytes.
  if (message.length > MAX_FRAME_BYTES || message.length * 3 <= MAX_FRAME_BYTES) return message.length
  return encoder.encode(message).length
}

/** The id of a frame that failed validation, if it had a usable one, so the client can match the error. */
export function idOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const id = (json as { id?: unknown }).id
  return typeof id === 'string' && id.length <= 64 ? id : undefined
}

/**
 * The id of a frame the room turns away before reading it (over the rate limit), so the phone
 * that sent it can settle that action instead of waiting for an answer that never comes.
 */
export function idOfUnread(message: string | ArrayBuffer | ArrayBufferView): string | undefined {
  if (typeof message !== 'string' || frameBytes(message) > MAX_FRAME_BYTES) return undefined
  try {
    return idOf(JSON.parse(message))
  } catch {
    return undefined
  }
}
