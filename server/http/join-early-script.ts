/**
 * The room link's page's own small script, inline after the served join form (join-form.ts): it
 * makes the form usable while the app is still on its way over a slow network. It fills in the
 * name this device used last, shows the language this device chose, and keeps a tap on the join
 * button: the submit is written onto the form (`data-sent`) and the button says it is connecting;
 * the app, once loaded, carries it out (client/lib/early-join.ts). A device that already holds a
 * seat in the room is not asked at all (the app joins it at once). Nothing here talks to the
 * server. It is plain ES2017 in a string, so no bundler touches it and its hash (for the content
 * security policy) is the hash of exactly these characters.
 */
import { SOUND_ICON } from '../../shared/sound-icon'

/** The script's source. */
export const EARLY_SCRIPT = `(function () {
  var root = document.getElementById('early');
  var data = document.getElementById('early-texts');
  if (!root || !data) return;
  var texts = JSON.parse(data.textContent);
  var store = function (key, value) {
    try {
      if (value === undefined) return localStorage.getItem('spielleiter:' + key);
      localStorage.setItem('spielleiter:' + key, value);
    } catch (e) {
      return null;
    }
  };
  var lang = root.lang;
  var all = function (selector, each) { Array.prototype.forEach.call(root.querySelectorAll(selector), each); };
  var show = function (next) {
    var T = texts[next];
    lang = next;
    root.lang = next;
    document.documentElement.lang = next;
    document.title = T.app_title;
    all('[data-t]', function (el) { el.textContent = T[el.getAttribute('data-t')]; });
    all('[data-t-label]', function (el) {
      el.setAttribute('aria-label', T[el.getAttribute('data-t-label')]);
      if (el.title) el.title = T[el.getAttribute('data-t-label')];
    });
    all('[data-lang-switch]', function (el) { el.lang = T.other; });
    var error = document.getElementById('join-name-error');
    if (error && error.textContent) error.textContent = T.name_empty;
  };
  // The language the app will speak (client/lib/i18n.ts): this device's choice, else the browser's.
  var chosen = store('lang');
  if (!texts[chosen]) {
    chosen = 'de';
    var wanted = navigator.languages || [];
    for (var i = 0; i < wanted.length; i++) {
      if (texts[wanted[i].slice(0, 2).toLowerCase()]) { chosen = wanted[i].slice(0, 2).toLowerCase(); break; }
    }
  }
  if (chosen !== lang) show(chosen);
  else document.title = texts[lang].app_title;
  all('[data-lang-switch]', function (el) {
    el.onclick = function () { var next = texts[lang].other; store('lang', next); show(next); };
  });
  all('[data-sound]', function (el) {
    var paint = function (on) {
      el.setAttribute('aria-pressed', String(on));
      el.querySelectorAll('path')[1].setAttribute('d', on ? ${JSON.stringify(SOUND_ICON.on)} : ${JSON.stringify(SOUND_ICON.off)});
    };
    paint(store('sound') === '1');
    el.onclick = function () { var on = store('sound') !== '1'; store('sound', on ? '1' : '0'); paint(on); };
  });
  all('[data-home]', function (el) { el.onclick = function () { location.href = '/'; }; });
  var form = root.querySelector('form');
  if (!form) return;
  var name = document.getElementById('join-name');
  var code = form.getAttribute('data-code');
  var known = store('name');
  if (known && !name.value) name.value = known;
  if (known && store('token:' + code)) {
    form.hidden = true;
    root.querySelector('.loading').hidden = false;
    return;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (form.hasAttribute('data-sent')) return;
    var typed = form.elements.namedItem('switch').value.trim();
    var clean = name.value.replace(/\\s+/g, ' ').trim();
    var error = document.getElementById('join-name-error');
    if (!typed && !clean) {
      error.textContent = texts[lang].name_empty;
      name.setAttribute('aria-invalid', 'true');
      name.focus();
      return;
    }
    error.textContent = '';
    name.setAttribute('aria-invalid', 'false');
    var watch = form.elements.namedItem('spectate');
    form.setAttribute('data-sent', JSON.stringify({ name: clean, spectate: !!(watch && watch.checked), switchTo: typed || undefined }));
    var button = form.querySelector('[type=submit]');
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('data-t', 'connecting');
    button.textContent = texts[lang].connecting;
  });
  form.setAttribute('data-ready', '');
})();`

/** The script's hash in the form a content security policy names it ('sha256-…'); computed once. */
let hash: Promise<string> | undefined
export function earlyScriptHash(): Promise<string> {
  hash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(EARLY_SCRIPT)).then((digest) => {
    let binary = ''
    for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte)
    return `'sha256-${btoa(binary)}'`
  })
  return hash
}
