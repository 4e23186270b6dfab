/**
 * The action part of each step, the same on every phone but for what the step asks of this seat
 * (which the whole table knows anyway: who speaks, who votes, the blank who was voted out).
 */
import { createEffect, createSignal, For, Index, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WordsAction, WordsPrompt, WordsView, WordsVoteRecord } from '../../../shared/views/words'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { ReadyButton, VoteAction } from '../kit'
import { actorOf } from './passed-phone'
import { useLandingBallots } from './landing-ballots'
import { DebateRing, RoleLabel } from './parts'

/** Sends an action for the seat acting on this phone; settles with the room's answer (a refusal is toasted). */
function useAct() {
  const { link } = useRoom()
  return (action: WordsAction) => link.act(action, actorOf(link))
}

function promptOf<T extends WordsPrompt['type']>(view: WordsView, type: T): Extract<WordsPrompt, { type: T }> | null {
  return view.prompt?.type === type ? (view.prompt as Extract<WordsPrompt, { type: T }>) : null
}

/** "Seen it": only once the card has been shown (`looked`), so nobody taps it without holding the card. */
export function LookStep(props: { view: WordsView; looked: boolean; onSeen?(): void; onRefused?(): void }) {
  const act = useAct()
  const prompt = () => promptOf(props.view, 'seen')
  return (
    <Show when={prompt()}>
      {(p) => (
        <ReadyButton
          done={p().done}
          waiting={!props.looked}
          testid="words-seen"
          label={tr('ui.words.seen')}
          hint={
            <Show when={!p().done && !props.looked}>
              <p class="hint" data-testid="words-look-first">{tr('ui.words.look_first')}</p>
            </Show>
          }
          onReady={() => {
            act({ type: 'seen' }).catch(() => props.onRefused?.())
            props.onSeen?.()
          }}
        />
      )}
    </Show>
  )
}

/** The three table rules, pinned to the clue screen; the phone does not police them. */
export function TableRules() {
  return (
    <aside class="panel words-rules" data-testid="words-rules" aria-labelledby="words-rules-title">
      <h2 id="words-rules-title">{tr('ui.words.rules.title')}</h2>
      <ol>
        <li>{tr('ui.words.rules.part')}</li>
        <li>{tr('ui.words.rules.lie')}</li>
        <li>{tr('ui.words.rules.repeat')}</li>
      </ol>
      <p class="hint">{tr('ui.words.rules.note')}</p>
    </aside>
  )
}

/** `table`: the passed phone in the middle of the table, where "your turn" would speak to nobody. */
export function ClueStep(props: { view: WordsView; table?: boolean }) {
  const { nameOf } = useRoom()
  const act = useAct()
  const mine = () => promptOf(props.view, 'done') !== null
  return (
    <section class="action words-clue">
      <Show when={props.view.speaker}>
        {(speaker) => (
          <div class="words-speaker-box">
            <p class="card-label">{tr('ui.words.clue.now')}</p>
            <p class="words-speaker" data-testid="speaker" data-seat={speaker()}>{nameOf(speaker())}</p>
          </div>
        )}
      </Show>
      <Show when={props.view.runoff}>
        <p class="hint">{tr('ui.words.clue.runoff')}</p>
      </Show>
      <Show when={mine()}>
        <Show when={!props.table}>
          <p class="words-your-turn">{tr('ui.words.clue.you')}</p>
        </Show>
        <button type="button" class="btn btn-primary btn-block btn-big" data-testid="words-done" onClick={() => act({ type: 'done' })}>
          {tr('ui.words.clue.done')}
        </button>
      </Show>
      <h2 class="words-order-title">{tr('ui.words.clue.order')}</h2>
      <ol class="words-order" data-testid="speaking-order">
        <For each={props.view.order}>
          {(seat) => (
            <li classList={{ now: seat === props.view.speaker }} aria-current={seat === props.view.speaker ? 'step' : undefined}>
              {nameOf(seat)}
            </li>
          )}
        </For>
      </ol>
      <TableRules />
    </section>
  )
}

export function DebateStep(props: { view: WordsView }) {
  const act = useAct()
  const prompt = () => promptOf(props.view, 'ready')
  return (
    <section class="action words-debate">
      <Show when={props.view.nudgeAt}>{(at) => <DebateRing nudgeAt={at()} seconds={props.view.rules.debateSeconds} />}</Show>
      <Show when={prompt()}>
        {(p) => (
          <ReadyButton
            done={p().done}
            label={tr(props.view.round === 1 && props.view.rules.noVoteFirstRound ? 'ui.words.debate.ready_next' : 'ui.words.debate.ready')}
            onReady={() => act({ type: 'ready' })}
          />
        )}
      </Show>
    </section>
  )
}

/** "3 / 6 voted": all a secret vote shows while it runs. */
export function VoteProgress(props: { view: WordsView }) {
  return (
    <Show when={props.view.progress}>
      {(p) => (
        <p class="words-vote-progress" data-testid="vote-progress" aria-live="polite">
          {tr('ui.words.vote.progress', { done: p().done, of: p().of })}
        </p>
      )}
    </Show>
  )
}

/** The secret vote: a name, then the confirm (a vote once cast stands); `onCast` once it is sent. */
/** `onCast`: the ballot went out (a passed phone covers itself at once); `onRefused`: the room did not take it. */
export function VoteStep(props: { view: WordsView; onCast?(): void; onRefused?(): void }) {
  const act = useAct()
  const prompt = () => promptOf(props.view, 'vote')
  return (
    <>
      <VoteProgress view={props.view} />
      <Show when={prompt()} fallback={<p class="muted action">{tr('ui.words.vote.notVoting')}</p>}>
        {(p) => (
          <VoteAction
            question={tr('ui.words.vote.question')}
            candidates={p().targets}
            vote={p().vote}
            changeable={false}
            confirm
            sealed
            onVote={(target) => {
              act({ type: 'vote', target }).catch(() => props.onRefused?.())
              props.onCast?.()
            }}
          />
        )}
      </Show>
    </>
  )
}

/** The show of hands, entered on one screen: whom each voter points at. */
export function HandsStep(props: { view: WordsView }) {
  const { nameOf } = useRoom()
  const act = useAct()
  const prompt = () => promptOf(props.view, 'hands')
  const [picks, setPicks] = createSignal<Record<SeatId, SeatId | ''>>({})
  return (
    <Show when={prompt()} fallback={<p class="muted action">{tr('ui.words.hands.waiting')}</p>}>
      {(p) => (
        <section class="action words-hands" aria-labelledby="words-hands-title">
          <h2 id="words-hands-title">{tr('ui.words.hands.title')}</h2>
          <p class="hint">{tr('ui.words.hands.help')}</p>
          <For each={p().voters}>
            {(voter) => (
              <div class="field field-inline">
                <label for={`hands-${voter}`}>{tr('ui.words.hands.for', { name: nameOf(voter) })}</label>
                <select id={`hands-${voter}`} data-testid={`hands-${voter}`} value={picks()[voter] ?? ''} onChange={(e) => setPicks({ ...picks(), [voter]: e.currentTarget.value })}>
                  <option value="">{tr('ui.words.hands.nobody')}</option>
                  <For each={p().targets.filter((t) => t !== voter)}>{(t) => <option value={t}>{nameOf(t)}</option>}</For>
                </select>
              </div>
            )}
          </For>
          <button
            type="button"
            class="btn btn-primary btn-block"
            data-testid="hands-submit"
            onClick={() => {
              const ballots = p().voters.flatMap((voter) => {
                const target = picks()[voter]
                return target ? [{ voter, target }] : []
              })
              act({ type: 'hands', ballots })
            }}
          >
            {tr('ui.words.hands.submit')}
          </button>
        </section>
      )}
    </Show>
  )
}

/**
 * The count: the ballots land one by one (all at once with "skip animations"), every vote shown,
 * then the tally and the top-voted card turning over. `onShown` tells when all is on screen.
 */
export function CountStep(props: { view: WordsView; record: WordsVoteRecord; onShown(shown: boolean): void }) {
  const { nameOf } = useRoom()
  const act = useAct()
  const { landed, done, instant } = useLandingBallots(() => props.view, () => props.record)
  createEffect(() => props.onShown(done()))
  const prompt = () => promptOf(props.view, 'next')
  return (
    <section class="action words-count" data-testid="count" data-landed={landed()} data-done={done() ? 'true' : 'false'}>
      <h2>{tr('ui.words.count.ballots')}</h2>
      <ol class="words-ballots" classList={{ instant: instant() }}>
        <Index each={props.record.ballots.slice(0, landed())}>
          {(ballot) => (
            <li class="words-ballot" data-testid="ballot">
              {tr('ui.words.count.ballot', { voter: nameOf(ballot().voter), target: ballot().target ? nameOf(ballot().target!) : '–' })}
            </li>
          )}
        </Index>
      </ol>
      <Show when={done()}>
        <ul class="words-tally">
          <For each={props.record.tally}>
            {(row) => (
              <li classList={{ top: row.seat === props.record.out }}>
                <span>{nameOf(row.seat)}</span> <span class="muted">{tr('ui.words.count.votes', { votes: row.votes })}</span>
              </li>
            )}
          </For>
        </ul>
        <Show when={props.record.out !== null && props.record.role}>
          <div class="words-flip" classList={{ instant: instant() }} data-testid="flipped">
            <p class="card-label">{tr('ui.words.count.flip')}</p>
            <p class="words-flip-name">{nameOf(props.record.out!)}</p>
            <RoleLabel role={props.record.role!} />
          </div>
        </Show>
        <Show when={prompt()}>
          {(p) => <ReadyButton done={p().done} testid="words-next" label={tr('ui.words.count.next')} onReady={() => act({ type: 'next' })} />}
        </Show>
      </Show>
    </section>
  )
}

export function StealStep(props: { view: WordsView }) {
  const { nameOf } = useRoom()
  const act = useAct()
  const [guess, setGuess] = createSignal('')
  const mine = () => promptOf(props.view, 'guess') !== null
  const next = () => promptOf(props.view, 'next')
  return (
    <section class="action words-steal">
      <Show when={mine()}>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (guess().trim() !== '') act({ type: 'guess', word: guess().trim() })
          }}
        >
          <p>{tr('ui.words.steal.you')}</p>
          <label for="words-guess">{tr('ui.words.steal.label')}</label>
          <input id="words-guess" type="text" data-testid="words-guess" maxLength={60} autocomplete="off" value={guess()} onInput={(e) => setGuess(e.currentTarget.value)} />
          <button type="submit" class="btn btn-primary btn-block" data-testid="words-guess-submit" disabled={guess().trim() === ''}>
            {tr('ui.words.steal.submit')}
          </button>
        </form>
      </Show>
      <Show when={!mine() && props.view.steal && props.view.steal.right === null}>
        <p class="muted">{tr('ui.words.steal.waiting', { name: nameOf(props.view.steal!.seat) })}</p>
      </Show>
      <Show when={next()}>
        {(p) => <ReadyButton done={p().done} testid="words-next" label={tr('ui.words.count.next')} onReady={() => act({ type: 'next' })} />}
      </Show>
    </section>
  )
}
