/**
 * How an agent looks: its colour, the ink drawn on it, and its symbol, so every agent can be told
 * apart without seeing colours. A token is the round piece with the symbol; it always carries the
 * colour's name for screen readers.
 */
import { Show } from 'solid-js'
import type { HeimlichAgent } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'

interface Look {
  /** The piece's colour. */
  fill: string
  /** The symbol's colour on it (at least 3:1 against the fill, as graphics need). */
  ink: string
  /** The symbol as an SVG path in a 24 × 24 box. */
  path: string
  /** The symbol's name key, for words next to the colour. */
  symbol: 'triangle' | 'circle' | 'star' | 'square' | 'diamond' | 'cross' | 'hexagon'
}

/** Every agent's look. */
export const LOOKS: Record<HeimlichAgent, Look> = {
  red: { fill: '#e5484d', ink: '#ffffff', symbol: 'triangle', path: 'M12 4 L20.5 19 H3.5 Z' },
  blue: { fill: '#3b82f6', ink: '#ffffff', symbol: 'circle', path: 'M12 5 a7 7 0 1 0 0.01 0 Z' },
  yellow: { fill: '#facc15', ink: '#1b1606', symbol: 'star', path: 'M12 3.5 L14.5 9.2 L20.6 9.6 L15.9 13.5 L17.4 19.5 L12 16.3 L6.6 19.5 L8.1 13.5 L3.4 9.6 L9.5 9.2 Z' },
  green: { fill: '#1f9d55', ink: '#ffffff', symbol: 'square', path: 'M5.5 5.5 H18.5 V18.5 H5.5 Z' },
  purple: { fill: '#9b5de5', ink: '#ffffff', symbol: 'diamond', path: 'M12 3 L20.5 12 L12 21 L3.5 12 Z' },
  orange: { fill: '#fb923c', ink: '#1b1606', symbol: 'cross', path: 'M9 4 H15 V9 H20 V15 H15 V20 H9 V15 H4 V9 H9 Z' },
  white: { fill: '#eef2f6', ink: '#111318', symbol: 'hexagon', path: 'M12 3 L19.8 7.5 V16.5 L12 21 L4.2 16.5 V7.5 Z' },
}

/** The symbols as characters, for places where only text fits (a select's options). */
const SYMBOL_CHARS: Record<Look['symbol'], string> = { triangle: '▲', circle: '●', star: '★', square: '■', diamond: '◆', cross: '✚', hexagon: '⬢' }

/** An agent's symbol as a character. */
export function symbolChar(agent: HeimlichAgent): string {
  return SYMBOL_CHARS[LOOKS[agent].symbol]
}

/** The colour's name in the reader's language. */
export function agentName(agent: HeimlichAgent): string {
  return tr(`heimlich.agent.${agent}`)
}

/** "Rot (Dreieck)": the colour and its symbol in words. */
export function agentLabel(agent: HeimlichAgent): string {
  return tr('ui.heimlich.agent_label', { agent: agentName(agent), symbol: tr(`ui.heimlich.symbol.${LOOKS[agent].symbol}`) })
}

/** The round piece with the symbol. `planned` draws it as it would stand after the planned move. */
export function Token(props: { agent: HeimlichAgent; size?: 'small' | 'big'; planned?: boolean; testid?: string; building?: number; decorative?: boolean }) {
  const look = () => LOOKS[props.agent]
  return (
    <span
      class="hm-token"
      classList={{ small: props.size === 'small', big: props.size === 'big', planned: props.planned }}
      style={{ '--fill': look().fill, '--ink': look().ink }}
      data-agent={props.agent}
      data-testid={props.testid}
      data-building={props.building}
      role={props.decorative ? undefined : 'img'}
      aria-hidden={props.decorative ? 'true' : undefined}
      aria-label={props.decorative ? undefined : agentLabel(props.agent)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={look().path} fill="currentColor" />
      </svg>
    </span>
  )
}

/** A token with the colour's name beside it. */
export function AgentChip(props: { agent: HeimlichAgent; children?: unknown }) {
  return (
    <span class="hm-chip">
      <Token agent={props.agent} size="small" decorative />
      <span>{agentName(props.agent)}</span>
      <Show when={props.children}>{props.children as never}</Show>
    </span>
  )
}
