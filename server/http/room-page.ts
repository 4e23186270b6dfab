/**
 * A room link's page, ready for its first second: the app's index.html with what the page would
 * otherwise fetch first put into it. The room's summary (game, phase, players, or that it is gone)
 * rides along as a JSON data block, and the room screen's and the game's chunks are preloaded, so
 * on a slow network the page spends no round trip asking about the room and none discovering its
 * code. Nothing here is secret: it is what `GET /api/rooms/:code` tells anyone.
 */

/** Written by the build (vite.config.ts): the chunks a room link needs beyond the entry's. */
export interface PreloadPlan {
  /** The room screen's chunks: JavaScript files and stylesheets, as absolute paths. */
  room: ChunkFiles
  /** Each game's client chunks (what `load()` of its client module fetches), by game id. */
  games: Record<string, ChunkFiles>
}

export interface ChunkFiles {
  js: string[]
  css: string[]
}

/** The file the build writes the plan to, at the root of the client's assets. */
export const PRELOAD_PLAN_PATH = '/preload.json'

/** The id of the data block the client reads the room's summary from (client/lib/api.ts). */
export const ROOM_SUMMARY_ID = 'room-summary'

/** What the page learns about the room: its summary, or that there is none (null) or it ended. */
export type InjectedSummary = { game: string; phase: string; players: number } | null | 'ended'

/** JSON that may stand inside a <script> element: no "<" can close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

/** The page with the summary and the preloads put at the end of its head. */
export function roomPage(html: string, code: string, summary: InjectedSummary, plan: PreloadPlan | null): string {
  const files = plan ? [plan.room, ...(summary !== null && summary !== 'ended' && plan.games[summary.game] ? [plan.games[summary.game]!] : [])] : []
  // A chunk both need (the kit) is preloaded once.
  const js = new Set(files.flatMap((f) => f.js))
  const css = new Set(files.flatMap((f) => f.css))
  const links = [
    ...[...js].map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
    ...[...css].map((href) => `<link rel="preload" as="style" crossorigin href="${attr(href)}">`),
  ]
  const data = `<script type="application/json" id="${ROOM_SUMMARY_ID}">${scriptSafeJson({ code, summary })}</script>`
  const at = html.indexOf('</head>')
  if (at === -1) return html
  return `${html.slice(0, at)}${[...links, data].join('')}${html.slice(at)}`
}
