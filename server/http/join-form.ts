/**
 * The room link's first screen, drawn by the Worker into the page it serves: the join form (or
 * "no such room"), with the markup and classes of the app's own screen (client/screens/join.tsx and
 * home-bar.tsx), so the app can take its place without a visible change. The page's small script
 * (join-early-script.ts) makes the form usable before the app has loaded; every text it may swap
 * (the other language) rides along as data.
 */
import type { GameManifest } from '../../shared/games'
import { LANG_NAMES, LANGS, type Lang, t } from '../../shared/i18n'
import { MAX_NAME_LENGTH } from '../../shared/limits'
import { SOUND_ICON } from '../../shared/sound-icon'
import { escapeHtml } from './escape'

/** The id of the served screen's container; the app removes it when its own screen is in place. */
export const EARLY_ID = 'early'
/** The id of the data block with the served screen's texts in every language. */
export const EARLY_TEXTS_ID = 'early-texts'
/** Longest switch code a person may type (client/screens/join.tsx has the same). */
const MAX_SWITCH_CODE = 16

/** A room as its link's page knows it: summary, or that there is none (null) or it ended. */
export type PageSummary = { game: string; phase: string; players: number; names: string[] } | null | 'ended'

/** The served screen: its markup, and its texts by language for the page's script. */
export interface EarlyScreen {
  html: string
  texts: Record<Lang, Record<string, string>>
}

/** Every text of the served screen in one language, by the slot the markup names. */
function textsIn(lang: Lang, code: string, summary: PageSummary, manifest: GameManifest | undefined): Record<string, string> {
  const other: Lang = lang === 'de' ? 'en' : 'de'
  const common = {
    app_title: `${code} · ${t(lang, 'ui.app.name')}`,
    home: t(lang, 'ui.nav.home'),
    sound: t(lang, 'ui.sound.label'),
    other,
    lang: other.toUpperCase(),
    lang_label: `${other.toUpperCase()} – ${LANG_NAMES[other]}`,
  }
  if (summary === null || summary === 'ended') {
    const part = summary === null ? 'missing' : 'ended'
    return { ...common, title: t(lang, `ui.${part}.title`), body: t(lang, `ui.${part}.body`, { code }) }
  }
  const running = summary.phase !== 'lobby'
  return {
    ...common,
    title: t(lang, 'ui.join.title'),
    code_label: t(lang, 'ui.lobby.code_label', { code }),
    about: `${manifest?.name[lang] ?? summary.game} · ${t(lang, 'ui.join.players', { count: summary.players })}`,
    who: t(lang, 'ui.join.who', { names: summary.names.join(', ') }),
    running: t(lang, 'ui.join.running'),
    name: t(lang, 'ui.home.name'),
    spectate: t(lang, 'ui.join.spectate'),
    switch: t(lang, 'ui.join.switch'),
    switch_code: t(lang, 'ui.join.switch_code'),
    switch_hint: t(lang, 'ui.join.switch_hint'),
    submit: running ? t(lang, 'ui.join.watch') : (manifest?.labels?.join?.[lang] ?? t(lang, 'ui.join.submit')),
    name_empty: t(lang, 'error.name_empty'),
    connecting: t(lang, 'ui.conn.connecting'),
    needs_js: t(lang, 'ui.join.needs_js'),
  }
}

/** The served screen for a room in a language. */
export function earlyScreen(code: string, summary: PageSummary, lang: Lang, manifest: GameManifest | undefined): EarlyScreen {
  const texts = Object.fromEntries(LANGS.map((l) => [l, textsIn(l, code, summary, manifest)])) as EarlyScreen['texts']
  const T = texts[lang]
  /** A slot's text as element content; the page's script swaps it for the other language's. */
  const text = (slot: string) => `data-t="${slot}">${escapeHtml(T[slot]!)}`
  const label = (slot: string) => `data-t-label="${slot}" aria-label="${escapeHtml(T[slot]!)}"`
  const home = `<button type="button" class="btn btn-ghost btn-block" data-home ${text('home')}</button>`
  // The home bar (client/screens/home-bar.tsx): the sound and language switches.
  const bar =
    `<header class="room-bar"><span class="spacer"></span>` +
    `<button type="button" class="btn btn-small btn-ghost icon-btn" aria-pressed="false" ${label('sound')} title="${escapeHtml(T.sound!)}" data-sound>` +
    `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${SOUND_ICON.speaker}" fill="currentColor"></path><path d="${SOUND_ICON.off}"></path></svg></button>` +
    `<button type="button" class="btn btn-small btn-ghost" data-testid="lang-switch" lang="${T.other}" ${label('lang_label')} data-lang-switch ${text('lang')}</button>` +
    `</header><div class="banner-slot" role="status" aria-live="polite"></div>`
  let main: string
  if (summary === null || summary === 'ended') {
    const part = summary === null ? 'missing' : 'ended'
    main = `<section class="panel" role="alert" data-testid="room-${part}"><h1 ${text('title')}</h1><p ${text('body')}</p>${home.replace('btn-ghost', 'btn-primary')}</section>`
  } else {
    const running = summary.phase !== 'lobby'
    main =
      `<p class="loading" role="status" hidden ${text('connecting')}</p>` +
      `<form class="panel" data-code="${escapeHtml(code)}">` +
      `<h1 ${text('title')}</h1>` +
      `<p class="room-code-small" ${label('code_label')}>${escapeHtml(code)}</p>` +
      `<p ${text('about')}</p>` +
      (summary.names.length ? `<p class="hint" ${text('who')}</p>` : '') +
      (running ? `<p class="note" ${text('running')}</p>` : '') +
      // Without scripts the page shows the room and says what it needs (room-page.ts hides the controls).
      `<noscript><p class="note">${escapeHtml(T.needs_js!)}</p></noscript>` +
      `<div class="field"><label for="join-name" ${text('name')}</label>` +
      `<input id="join-name" data-testid="join-name" name="name" type="text" autocomplete="nickname" maxlength="${MAX_NAME_LENGTH}" aria-invalid="false" aria-describedby="join-name-error" autofocus>` +
      `<p id="join-name-error" class="field-error" aria-live="polite"></p></div>` +
      (running ? '' : `<label class="switch"><input type="checkbox" name="spectate"><span ${text('spectate')}</span></label>`) +
      `<details class="switch-join"><summary ${text('switch')}</summary><div class="field">` +
      `<label for="join-switch" ${text('switch_code')}</label>` +
      `<input id="join-switch" data-testid="join-switch" name="switch" type="text" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="${MAX_SWITCH_CODE}" aria-describedby="join-switch-hint">` +
      `<p id="join-switch-hint" class="hint" ${text('switch_hint')}</p></div></details>` +
      `<button type="submit" class="btn btn-primary btn-block" data-testid="join-submit" ${text('submit')}</button>` +
      home +
      `</form>`
  }
  // The toasts' empty stack closes the app's screen (client/app.tsx): the same screen, part for part.
  const toasts = `<div class="toasts"><div class="toast-group" role="status"></div><div class="toast-group" role="alert"></div></div>`
  return { html: `<div class="app" lang="${lang}" id="${EARLY_ID}">${bar}<main class="page">${main}</main>${toasts}</div>`, texts }
}
