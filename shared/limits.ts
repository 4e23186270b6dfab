/**
 * The protocol's size limits, on their own so the client can read them without loading the
 * schemas (and their validation library) that only the server runs.
 */

/** Largest frame the room reads; anything longer is refused before parsing. */
export const MAX_FRAME_BYTES = 16 * 1024
/** Longest display name, after trimming. */
export const MAX_NAME_LENGTH = 24
/** Longest client-chosen id for an action or lobby command. */
export const MAX_ACTION_ID_LENGTH = 64
