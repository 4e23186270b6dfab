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
      (s) => `<section><h2>${e(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${e(p)}</p>`).join('')}${s.table ? table(s.table) : ''}</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
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

function table(rows: string[][]): string {
  const [head, ...body] = rows
  if (!head) return ''
  return `<div class="table"><table><thead><tr>${head.map((c) => `<th scope="col">${e(c)}</th>`).join('')}</tr></thead><tbody>${body
    .map((r) => `<tr>${r.map((c) => `<td>${e(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`
}

const STYLE = `
:root{color-scheme:dark;--bg:#14121a;--fg:#f2eee6;--muted:#c9c2b4;--accent:#f0b44c}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.55 system-ui,sans-serif}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid #333}
a{color:var(--accent)}a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
main{max-width:760px;margin:0 auto;padding:16px}h1{font-size:1.8rem;margin:.5rem 0}h2{font-size:1.25rem;margin-top:2rem;color:var(--accent)}
.intro{color:var(--muted);font-size:1.05rem}.table{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #444;padding:6px 8px;text-align:left}th{background:#221f2b}
`
