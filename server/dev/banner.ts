/**
 * What the terminal says once a game night's server answers: the address phones open, as text and
 * as a QR code, the computer's other addresses, and how to keep the server to this computer.
 */
import { addTexts, type Lang, t } from '../../shared/i18n'
import { terminal } from '../../shared/i18n/terminal'
import type { DevTool, ServePlan } from './serve-plan'
import { terminalQr } from './terminal-qr'

const INDENT = '  '

/** The banner's lines, in the terminal's language; `color` draws the QR code black on white. */
export function banner(plan: ServePlan, tool: DevTool, lang: Lang, color = true): string[] {
  addTexts(terminal)
  const say = (key: string, params?: Record<string, string>) => t(lang, key, params)
  const lines: string[] = ['']
  if (plan.phones) {
    lines.push(say('terminal.ready'), '', `${INDENT}${INDENT}${plan.phones.url}`, '', say('terminal.scan'), '')
    lines.push(...terminalQr(plan.phones.url, { color }).map((line) => INDENT + line), '')
    if (plan.others.length > 0) {
      lines.push(say('terminal.others'))
      for (const other of plan.others) lines.push(`${INDENT}${INDENT}${other.url}${other.interface ? `  (${other.interface})` : ''}`)
    }
    if (plan.here !== plan.phones.url) lines.push(say('terminal.here', { url: plan.here }))
    lines.push(say(tool === 'partykit' ? 'terminal.partykit_everywhere' : 'terminal.keep_local'), say('terminal.firewall'))
  } else if (plan.keptLocal) {
    lines.push(say('terminal.local_only', { url: plan.here }))
    if (tool === 'partykit') lines.push(say('terminal.partykit_everywhere'))
  } else {
    lines.push(say('terminal.no_network', { url: plan.here }))
  }
  lines.push(say('terminal.stop'), '')
  return lines.map((line) => (line === '' ? '' : INDENT + line))
}
