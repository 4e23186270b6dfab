/**
 * A room link's first screen as the Worker draws it (server/http/join-form.ts, room-page.ts): the
 * app's join form for a room in the lobby, "watch" for a running game, the app's "not found" and
 * "ended" panels, every text escaped and in the reader's language, the other language ready for the
 * page's script, and the page's own stylesheet inline.
 */
import { describe, expect, it } from 'vitest'
import { games } from '../../server/games'
import { EARLY_SCRIPT, earlyScriptHash } from '../../server/http/join-early-script'
import { earlyScreen, type PageSummary } from '../../server/http/join-form'
import { linkedStylesheet, roomPage } from '../../server/http/room-page'
import { cspWithScripts } from '../../server/http/security-headers'
import { t } from '../../shared/i18n'

const INDEX = `<!doctype html>
<html lang="de">
  <head>
    <title>Spielleiter</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`

const lobby: PageSummary = { game: 'werwolf', phase: 'lobby', players: 2, names: ['Ana', 'Bo'] }

/** The page for a summary in a language, with the stylesheet inline. */
function page(summary: PageSummary, lang: 'de' | 'en' = 'en', code = 'K7QX2M'): string {
  const screen = earlyScreen(code, summary, lang, summary && summary !== 'ended' ? games.werwolf.manifest : undefined)
  return roomPage(INDEX, code, summary, null, { lang, screen, styles: { href: '/assets/index-abc.css', css: '.panel{color:red}' } })
}

describe('a room link’s first screen', () => {
  it('is the join form of a room in the lobby, in the reader’s language, with the game, the head count and who is in', () => {
    const html = page(lobby, 'en')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<div class="app" lang="en" id="early">')
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    expect(html).toContain(`>${t('en', 'ui.join.title')}</h1>`)
    expect(html).toContain(`>Werewolf · ${t('en', 'ui.join.players', { count: 2 })}</p>`)
    expect(html).toContain(`>${t('en', 'ui.join.who', { names: 'Ana, Bo' })}</p>`)
    expect(html).toContain(`<label for="join-name" data-t="name">${t('en', 'ui.home.name')}</label><input id="join-name"`)
    expect(html).toContain('<input type="checkbox" name="spectate">')
    expect(html).toMatch(/<button type="submit" class="btn btn-primary btn-block" data-testid="join-submit"[^>]*>Join<\/button>/)
    expect(html).toContain(`<title>K7QX2M · Spielleiter</title>`)
    // The app's root waits, hidden, for the app to take over.
    expect(html).toContain('<div id="app" hidden></div>')
    // Without scripts: the room and what the page needs, no controls that would do nothing.
    expect(html).toContain(`<noscript><p class="note">${t('en', 'ui.join.needs_js')}</p></noscript>`)
    expect(html).toMatch(/<noscript><style>[^<]*#early \.field[^<]*#early button\{display:none\}<\/style><\/noscript><\/head>/)
  })

  it('offers to watch a running game, without the spectator switch, as the app does', () => {
    const html = page({ ...lobby, phase: 'playing' }, 'de')
    expect(html).toContain(`<p class="note" data-t="running">${t('de', 'ui.join.running')}</p>`)
    expect(html).toMatch(new RegExp(`data-testid="join-submit"[^>]*>${t('de', 'ui.join.watch')}</button>`))
    expect(html).not.toContain('type="checkbox"')
    // A person who already plays can still continue on this phone with a switch code.
    expect(html).toContain(`<summary data-t="switch">${t('de', 'ui.join.switch')}</summary>`)
    expect(html).toContain('id="join-switch"')
  })

  it('says so for an unknown room and for one that ended, with no form', () => {
    for (const [summary, part] of [[null, 'missing'], ['ended', 'ended']] as const) {
      const html = page(summary, 'de')
      expect(html).toContain(`data-testid="room-${part}"`)
      expect(html).toContain(`>${t('de', `ui.${part}.title`)}</h1>`)
      expect(html).toContain(t('de', `ui.${part}.body`, { code: 'K7QX2M' }))
      expect(html).not.toContain('<form')
    }
  })

  it('escapes what people typed and what the room told', () => {
    const html = page({ ...lobby, names: ['<img src=x onerror=alert(1)>', 'A & "B"'] })
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;, A &amp; &quot;B&quot;')
    // Inside the JSON data blocks no "<" can end the script element early.
    const blocks = [...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(blocks).toHaveLength(2)
    for (const block of blocks) expect(block).not.toContain('<')
    expect(JSON.parse(blocks[1]!).en.who).toBe(t('en', 'ui.join.who', { names: '<img src=x onerror=alert(1)>, A & "B"' }))
  })

  it('carries every text in the other language, so the page can switch before the app has loaded', () => {
    const { texts } = earlyScreen('K7QX2M', lobby, 'en', games.werwolf.manifest)
    expect(Object.keys(texts.de).sort()).toEqual(Object.keys(texts.en).sort())
    expect(texts.de.title).toBe(t('de', 'ui.join.title'))
    expect(texts.de.about).toBe(`Werwolf · ${t('de', 'ui.join.players', { count: 2 })}`)
    expect(texts.de.other).toBe('en')
    expect(texts.en.other).toBe('de')
    // Every slot the markup names has a text.
    for (const slot of earlyScreen('K7QX2M', lobby, 'en', games.werwolf.manifest).html.matchAll(/data-t(?:-label)?="(\w+)"/g)) {
      expect(texts.de[slot[1]!], slot[1]).toBeTruthy()
    }
  })

  it('puts the app’s stylesheet into the page instead of linking it, and the page’s own script after the form', async () => {
    expect(linkedStylesheet(INDEX)).toBe('/assets/index-abc.css')
    const html = page(lobby)
    expect(html).not.toContain('<link rel="stylesheet"')
    expect(html).toContain('<style>.panel{color:red}</style>')
    expect(html.indexOf(`<script>${EARLY_SCRIPT}</script>`)).toBeGreaterThan(html.indexOf('</form>'))
    // The content security policy allows that one inline script by its hash, and nothing else inline.
    const hash = await earlyScriptHash()
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(cspWithScripts([hash]).split('; ').find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' ${hash}`)
  })
})
