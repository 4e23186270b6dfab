/**
 * The sound switch's icon (a speaker, with waves when on, crossed out when off), drawn by the app
 * (client/components/sound-toggle.tsx) and by the room link's page before the app has loaded.
 */
export const SOUND_ICON = {
  speaker: 'M4 9h4l5-4v14l-5-4H4z',
  on: 'M16.5 8.5a5 5 0 0 1 0 7M19.5 5.5a9 9 0 0 1 0 13',
  off: 'M17 9l5 6M22 9l-5 6',
} as const
