/** Pieces the word game's screens share: role labels, the word on the covered card, the public table, the debate ring. */
import { Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WordsMe, WordsRole, WordsView } from '../../../shared/views/words'
import { formatSeconds } from '../../lib/clock'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { createTimeLeft } from '../../lib/time-left'
import { CoveredCard, PlayerTable } from '../kit'

/** A symbol per role, so a role never rests on its colour alone. */
export const ROLE_SYMBOL: Record<WordsRole, string> = { civilian: '◯', undercover: '◆', blank: '▢' }

export function RoleLabel(props: { role: WordsRole }) {
  return (
    <span class={`words-role words-role-${props.role}`}>
      <span aria-hidden="true">{ROLE_SYMBOL[props.role]} </span>
      {tr(`words.role.${props.role}`)}
    </span>
  )
}

/** "Runde 2" or "Runde 2, Stichwahl". */
export function outLabel(out: { round: number; runoff: boolean }): string {
  return tr(out.runoff ? 'ui.words.end.outRunoff' : 'ui.words.end.outRound', { round: out.round })
}

/** Letters in the longest word of `text`: the card's type shrinks so that word fits on one line. */
const longestWord = (text: string) => Math.max(...text.split(/\s+/).map((part) => part.length))

/**
 * Both words side by side in meaning, one under the other on screen: the end screen's and the
 * moderator's. Each word's type shrinks to keep it on one line, as on the card (a German compound
 * like "Krankenschwester" next to its label would break inside on a small phone).
 */
export function BothWords(props: { words: { civilian: string; undercover: string }; testId?: string }) {
  const { link } = useRoom()
  // The words are in the room's language, which may not be the screen's: read out in theirs.
  const word = (text: string) => (
    <dd class="words-word" lang={link.state.current?.room.lang} style={{ '--letters': String(longestWord(text)) }}>
      {text}
    </dd>
  )
  return (
    <dl class="words-both" data-testid={props.testId}>
      <dt>{tr('ui.words.end.civilianWord')}</dt>
      {word(props.words.civilian)}
      <dt>{tr('ui.words.end.undercoverWord')}</dt>
      {word(props.words.undercover)}
    </dl>
  )
}

/**
 * The covered card with this seat's word: held down to see it, or opened by a tap where the host
 * chose that; it covers itself when `closeOn` changes. `onShown`: told when it opens or covers.
 */
export function WordCard(props: { view: WordsView; me: WordsMe; closeOn: unknown; onShown?: (shown: boolean) => void }) {
  const hold = () => !props.view.rules.tapToReveal
  return (
    <CoveredCard closeOn={props.closeOn} holdOnly={hold()} hint={tr(hold() ? 'ui.words.card.hold' : 'ui.words.card.tap')} onShown={props.onShown}>
      <WordFace me={props.me} />
    </CoveredCard>
  )
}

/**
 * The face of the covered card: this seat's word, or that it has none. The same layout for
 * every role; the side is never named (nobody is told theirs).
 */
export function WordFace(props: { me: WordsMe }) {
  const { link } = useRoom()
  return (
    <div class="words-face" data-testid="word-face">
      <Show
        when={props.me.word}
        fallback={
          <>
            {/* Laid out as a word is (label, the big line, a hint): a glance at the held card tells no blank by its shape. */}
            <p class="card-label">{tr('ui.words.card.yourWord')}</p>
            <p class="words-word" data-testid="my-word" data-word="">
              —
            </p>
            <p class="hint">{`${tr('ui.words.card.noWord')} ${tr('ui.words.card.noWordHint')}`}</p>
          </>
        }
      >
        {(word) => (
          <>
            <p class="card-label">{tr('ui.words.card.yourWord')}</p>
            <p class="words-word" data-testid="my-word" data-word={word()} lang={link.state.current?.room.lang} style={{ '--letters': String(longestWord(word())) }}>
              {word()}
            </p>
            <p class="hint">{tr('ui.words.card.side')}</p>
          </>
        )}
      </Show>
    </div>
  )
}

/** Everyone at the table: in or out, and the turned-over card of those voted out (every role at the end and for the moderator). */
export function Table(props: { view: WordsView; open?: boolean }) {
  const detail = (seat: SeatId) => {
    const player = props.view.players.find((p) => p.seat === seat)
    if (!player) return null
    return (
      <>
        <Show when={player.out}>{(out) => <span class="tag">{outLabel(out())}</span>}</Show>
        <Show when={player.role}>{(role) => <RoleLabel role={role()} />}</Show>
      </>
    )
  }
  return <PlayerTable players={props.view.players} detail={detail} open={props.open} />
}

const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/**
 * The debate's ring: it runs down to `nudgeAt` and turns red at zero, with a word beside the
 * colour. Nothing else happens at zero: the table goes on until everyone is ready.
 */
export function DebateRing(props: { nudgeAt: number; seconds: number }) {
  const { left: ms } = createTimeLeft(() => props.nudgeAt)
  const secondsLeft = () => Math.ceil(ms() / 1000)
  const over = () => ms() <= 0
  const fraction = () => Math.min(1, ms() / Math.max(1, props.seconds * 1000))
  return (
    <div class="words-ring" classList={{ over: over() }} role="timer" data-testid="debate-ring" data-over={over() ? 'true' : 'false'}
      aria-label={over() ? tr('ui.words.debate.over') : tr('ui.words.debate.left', { time: formatSeconds(secondsLeft()) })}>
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle class="track" cx="60" cy="60" r={RADIUS} />
        <circle class="ring" cx="60" cy="60" r={RADIUS} stroke-dasharray={String(CIRCUMFERENCE)} stroke-dashoffset={String(CIRCUMFERENCE * (1 - fraction()))} />
      </svg>
      <span class="words-ring-text" aria-hidden="true">
        {/* The clock above the words: side by side they were wider than the ring on a phone. */}
        <Show when={over()} fallback={formatSeconds(secondsLeft())}>
          <span>⏰</span>
          <span>{tr('ui.words.debate.over')}</span>
        </Show>
      </span>
    </div>
  )
}
