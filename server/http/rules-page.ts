/** The server-rendered rules page of a game, in German or English, with a visible language switch. */
import { LANGS, type Lang, t } from '../../shared/i18n'
import type { GameId } from '../../shared/games'
import type { RulesDoc } from '../games/contract'
import { escapeHtml as e } from './escape'

export function rulesPage(game: GameId, doc: RulesDoc, lang: Lang): string {
  const switcher = LANGS.map((l) =>
    l === lang ? `<strong aria-current="page">${l.toUpperCase()}</strong>` : `<a href="/rules/${game}?lang=${l}" hreflang="${l}" lang="${l}">${l.toUpperCase()}</a>`,
  ).join(' · ')
  const sections = doc.sections
    .map(
      (s, i) =>
        `<section><h2 id="s${i + 1}">${e(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${e(p)}</p>`).join('')}${s.table ? table(s.table, `s${i + 1}`) : ''}</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>${e(doc.title)} – Spielleiter</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/" class="home">${e(t(lang, 'rules.home'))}</a><nav aria-label="${e(t(lang, 'rules.language'))}">${switcher}</nav></header>
<main>
<h1>${e(doc.title)}</h1>
<p class="intro">${e(doc.intro)}</p>
${sections}
</main>
</body>
</html>`
}

/**
 * A table from the rule book. The first column names the row (a role, a head count, a phase). On a
 * phone each row becomes a card whose cells carry their column's header as a label, unless the
 * table is a few columns of short figures (who gets which cards at which head count): that stays a
 * table, where thirteen cards of three numbers each would make a screen-long list to scroll past.
 * On wider screens a table wider than the page scrolls inside its own region, which keyboards can
 * reach and which is named after its section (`labelledBy`).
 */
function table(rows: string[][], labelledBy: string): string {
  const [head, ...body] = rows
  if (!head) return ''
  const cell = (text: string, column: number) => {
    const label = `data-label="${e(head[column] ?? '')}"`
    return column === 0 ? `<th scope="row" ${label}>${e(text)}</th>` : `<td ${label}>${e(text)}</td>`
  }
  const kind = isFigures(body) ? 'table figures' : 'table cards'
  return `<div class="${kind}" role="region" tabindex="0" aria-labelledby="${labelledBy}"><table><thead><tr>${head
    .map((c) => `<th scope="col">${e(c)}</th>`)
    .join('')}</tr></thead><tbody>${body.map((r) => `<tr>${r.map(cell).join('')}</tr>`).join('')}</tbody></table></div>`
}

/** A table that fits a phone as it is: at most four columns, and nothing longer than a short number in its body. */
function isFigures(body: string[][]): boolean {
  return body.length > 0 && body.every((row) => row.length <= FIGURE_COLUMNS && row.every((cell) => cell.length <= FIGURE_CHARS))
}
const FIGURE_COLUMNS = 4
const FIGURE_CHARS = 5

/** Below this width the tables (but figures) turn into cards (one per row). */
const STACK_BELOW_PX = 600

const STYLE = `
:root{color-scheme:dark;--bg:#14121a;--fg:#f2eee6;--muted:#c9c2b4;--accent:#f0b44c;--line:#444;--head:#221f2b;--card:#1d1a25}
@media (prefers-color-scheme:light){:root{color-scheme:light;--bg:#f8f6f1;--fg:#1d1b22;--muted:#55505f;--accent:#7a5200;--line:#c9c1b0;--head:#ece7dc;--card:#ffffff}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.55 system-ui,sans-serif;overflow-wrap:break-word}
header{display:flex;flex-wrap:wrap;gap:8px 16px;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid var(--line)}
a{color:var(--accent)}header a,header strong{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 6px}a:focus-visible,.table:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
main{max-width:760px;margin:0 auto;padding:16px}h1{font-size:1.8rem;margin:.5rem 0}h2{font-size:1.25rem;margin-top:2rem;color:var(--accent)}
.intro{color:var(--muted);font-size:1.05rem}.table{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid var(--line);padding:6px 8px;text-align:left;vertical-align:top}thead th{background:var(--head)}tbody th{font-weight:600}
@media (max-width:${STACK_BELOW_PX - 0.02}px){
.cards{overflow-x:visible}
.cards table,.cards tbody,.cards tr,.cards th,.cards td{display:block;width:auto}
.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.cards tr{border:1px solid var(--line);border-radius:10px;background:var(--card);margin:12px 0;padding:8px 12px}
.cards tbody th,.cards td{border:0;padding:3px 0;display:grid;grid-template-columns:minmax(5.5em,38%) minmax(0,1fr);gap:10px;overflow-wrap:break-word}
.cards tbody th{color:var(--accent);font-size:1.05rem;border-bottom:1px solid var(--line);padding-bottom:6px;margin-bottom:4px}
.cards tbody th::before,.cards td::before{content:attr(data-label) / "";color:var(--muted);font-weight:600;font-size:.92rem}
.figures th,.figures td{padding:5px 2px;text-align:center}.figures thead th{font-size:.75rem;line-height:1.3;overflow-wrap:normal}
}

`
