/**
 * A room link's page, usable in its first round trip: the app's index.html with the room's first
 * screen drawn into it. The join form (or "no such room") is there as markup with the app's own
 * stylesheet inline, and a small inline script keeps what a person types and taps until the app
 * has loaded and takes over (join-form.ts, join-early-script.ts). The room's summary (game, phase,
 * who plays, or that it is gone) rides along as a JSON data block, and the room screen's and the
 * game's chunks are preloaded, so on a slow network the app spends no round trip asking about the
 * room and none discovering its code. Nothing here is secret: it is what `GET /api/rooms/:code`
 * tells anyone.
 */
import type { Lang } from '../../shared/i18n'
import { escapeHtml } from './escape'
import { EARLY_SCRIPT } from './join-early-script'
import { EARLY_TEXTS_ID, type EarlyScreen, type PageSummary } from './join-form'

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
export type InjectedSummary = PageSummary

/** The app's own stylesheet (the one index.html links), to be put into the page. */
export interface InlineStyles {
  /** The stylesheet's path as index.html names it. */
  href: string
  css: string
}

/** What the page shows before any file has loaded: the served screen, in the reader's language. */
export interface FirstScreen {
  lang: Lang
  screen: EarlyScreen
  /** Left out (not readable): the page keeps its stylesheet link. */
  styles: InlineStyles | null
}

/** The stylesheet a page links (vite writes one for the entry), if any. */
export function linkedStylesheet(html: string): string | null {
  return html.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/)?.[1] ?? null
}

/** JSON that may stand inside a <script> element: no "<" can close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

/** The page with the summary and the preloads put at the end of its head, and the first screen in its body. */
export function roomPage(html: string, code: string, summary: InjectedSummary, plan: PreloadPlan | null, first?: FirstScreen): string {
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
  const page = `${html.slice(0, at)}${[...links, data].join('')}${html.slice(at)}`
  return first ? withFirstScreen(page, first) : page
}

/**
 * The served screen in place of the app's empty root, which stays hidden until the app takes over;
 * the stylesheet inline (a link would cost a round trip before anything shows); the language set.
 */
function withFirstScreen(html: string, first: FirstScreen): string {
  const { lang, screen, styles } = first
  let page = html.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.texts[lang].app_title!)}</title>`)
  if (styles) {
    const link = page.match(new RegExp(`<link rel="stylesheet"[^>]*href="${escapeRegExp(styles.href)}"[^>]*>`))?.[0]
    if (link) page = page.replace(link, () => `<style>${styles.css.replace(/<\/style/gi, '<\\/style')}</style>`)
  }
  // Without scripts nothing can join (the room speaks over a WebSocket): the page then shows the
  // room and the app's note that it needs JavaScript, not controls that would do nothing.
  const noScript = `<noscript><style>#early .field,#early .switch,#early details,#early button{display:none}</style></noscript>`
  page = page.replace('</head>', () => `${noScript}</head>`)
  const body =
    `${screen.html}<div id="app" hidden></div>` +
    `<script type="application/json" id="${EARLY_TEXTS_ID}">${scriptSafeJson(screen.texts)}</script>` +
    `<script>${EARLY_SCRIPT}</script>`
  return page.replace('<div id="app"></div>', () => body)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
