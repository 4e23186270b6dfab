/**
 * One phone passed round the table. The room sends this device only the view of the seat holding
 * it now (while the table talks: nobody's, the spectator's view). Whenever the phone goes to
 * someone, a handoff screen names them and shows nothing else; only when they tap "I am …" does the
 * screen turn to them: their covered word (seen while held, or on a tap with that option) and
 * what they do now — look, vote secretly, or make the last guess. What the whole table does
 * together (clue done, ready, the show of hands, the count seen) is one tap on the open screen,
 * and from there a player who forgot their word may see it again (look-again.tsx).
 */
import { createSignal, Match, onCleanup, Show, Switch } from 'solid-js'
import type { WordsPrompt, WordsView } from '../../../shared/views/words'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { useRoom } from '../../lib/room-context'
import { StepHeader } from '../kit'
import { Table, WordCard } from './parts'
import { beforeTheCount, useCountShown } from './before-count'
import { Handoff } from './handoff'
import { type LookAgain, LookAgainButton, LookAgainScreen } from './look-again'
import { ClueStep, CountStep, DebateStep, HandsStep, LookStep, StealStep, VoteProgress, VoteStep } from './steps'

/** What the table does now with one tap on the open screen (as view.ts prompts a seat on a passed phone). */
function tablePrompt(view: WordsView): WordsPrompt | null {
  switch (view.phase) {
    case 'clue':
      return { type: 'done' }
    case 'debate':
      return { type: 'ready', done: false }
    case 'vote':
      return view.rules.voting === 'open' && view.ballot ? { type: 'hands', voters: [...view.ballot.voters], targets: [...view.ballot.candidates] } : null
    case 'count':
      return { type: 'next', done: false }
    case 'steal':
      return view.steal && view.steal.right !== null ? { type: 'next', done: false } : null
    default:
      return null
  }
}

/** What the phone goes to someone for, in the steps where it does. */
function purposeOf(view: WordsView): string {
  return view.phase === 'look' ? tr('ui.words.pass.forLook') : view.phase === 'vote' ? tr('ui.words.pass.forVote') : tr('ui.words.pass.forSteal')
}

/**
 * The turn of the seat holding the phone, once they have tapped in: their word, and what they do
 * now. "Seen it" waits until the card has been shown; once the word is seen or the vote cast,
 * `onDone` covers the screen before the phone goes on; `onUndone`: the room refused it, so the
 * holder tries again; `onNotMe`: someone else tapped "I am …" by mistake, back to the handoff.
 */
function Turn(props: { view: WordsView; turnKey: string; onDone(): void; onUndone(): void; onNotMe(): void }) {
  const { nameOf } = useRoom()
  const [looked, setLooked] = createSignal<string | null>(null)
  return (
    <Show when={props.view.me}>
      {(me) => (
        <>
          <p class="pass-holding" data-testid="pass-holding">{tr('ui.words.pass.holding', { name: nameOf(me().seat) })}</p>
          <WordCard view={props.view} me={me()} closeOn={props.turnKey} onShown={(shown) => shown && setLooked(props.turnKey)} />
          <Switch>
            <Match when={props.view.phase === 'look'}>
              <LookStep view={props.view} looked={looked() === props.turnKey} onSeen={props.onDone} onRefused={props.onUndone} />
            </Match>
            <Match when={props.view.phase === 'vote'}>
              <VoteStep view={props.view} onCast={props.onDone} onRefused={props.onUndone} />
            </Match>
            <Match when={props.view.phase === 'steal'}>
              <StealStep view={props.view} />
            </Match>
          </Switch>
          {/* Nothing shows until the card is held: a wrong "I am …" is taken back before any harm. */}
          <button type="button" class="btn btn-small btn-ghost" data-testid="pass-not-me" onClick={() => props.onNotMe()}>
            {tr('ui.words.pass.not_me', { name: nameOf(me().seat) })}
          </button>
        </>
      )}
    </Show>
  )
}

/** What the open screen shows while the table talks: the step, with the table's one tap. */
function TableStep(props: { view: WordsView; onCountShown(shown: boolean): void }) {
  const view = (): WordsView => ({ ...props.view, prompt: tablePrompt(props.view) })
  return (
    <Switch fallback={<p class="muted action">{tr('ui.words.pass.middle')}</p>}>
      <Match when={props.view.phase === 'clue'}>
        <ClueStep view={view()} table />
      </Match>
      <Match when={props.view.phase === 'debate'}>
        <DebateStep view={view()} />
      </Match>
      <Match when={props.view.phase === 'vote' && props.view.rules.voting === 'open'}>
        <HandsStep view={view()} />
      </Match>
      <Match when={props.view.phase === 'count' && props.view.count}>
        {(record) => <CountStep view={view()} record={record()} onShown={props.onCountShown} />}
      </Match>
      <Match when={props.view.phase === 'steal'}>
        <StealStep view={view()} />
      </Match>
    </Switch>
  )
}

/** The passed phone's screen. */
export function PassView(props: { view: WordsView }) {
  const { nameOf } = useRoom()
  const leader = useLeader()
  const count = useCountShown(() => props.view)
  const around = () => beforeTheCount(props.view, count.shown())
  /** The turn whose holder has tapped in: `stage:seat`. A new turn shows the handoff first. */
  const [taken, setTaken] = createSignal<string | null>(null)
  // A phone locked or put away in the middle of a turn may come back in the next person's hand:
  // it asks again who holds it, rather than offer the last holder's word under the card.
  const handBack = () => document.visibilityState === 'hidden' && setTaken(null)
  document.addEventListener('visibilitychange', handBack)
  onCleanup(() => document.removeEventListener('visibilitychange', handBack))
  /** The turn whose holder is done (word seen, vote cast): the screen is covered until the phone goes on. */
  const [finished, setFinished] = createSignal<string | null>(null)
  const turnKey = () => `${props.view.stage}:${props.view.turn ?? ''}`
  /** Someone looking at their word again while the table talks: for the step it began in only. */
  const [lookAgain, setLookAgain] = createSignal<LookAgain | null>(null)
  const lookingAgain = () => {
    const look = lookAgain()
    return look && look.stage === props.view.stage && props.view.turn === null ? look : null
  }
  const lines = () => (props.view.phase === 'count' && !count.shown() ? [] : props.view.announcements)
  const header = (): WordsView => (props.view.phase === 'vote' ? { ...props.view, progress: null } : around())
  return (
    <>
      <StepHeader view={header()} />
      <Switch
        fallback={
          <Show
            when={lookingAgain()}
            fallback={
              <>
                <Narration lines={lines()} leader={leader()} />
                <TableStep view={props.view} onCountShown={count.set} />
                <LookAgainButton stage={props.view.stage} onOpen={setLookAgain} />
                <Table view={around()} />
              </>
            }
          >
            {(look) => <LookAgainScreen view={props.view} look={look()} onChange={setLookAgain} />}
          </Show>
        }
      >
        <Match when={props.view.turn !== null && props.view.me?.seat !== props.view.turn}>
          <p class="muted action" role="status">{tr('ui.words.pass.elsewhere', { name: nameOf(props.view.turn!) })}</p>
        </Match>
        <Match when={props.view.turn !== null && taken() !== turnKey()}>
          <Handoff seat={props.view.turn!} purpose={purposeOf(props.view)} onTaken={() => setTaken(turnKey())}>
            <Show when={props.view.phase === 'vote'}>
              <VoteProgress view={props.view} />
            </Show>
          </Handoff>
        </Match>
        <Match when={props.view.turn !== null && finished() === turnKey()}>
          <p class="panel pass-covered" role="status" data-testid="pass-covered">{tr('ui.words.pass.covered')}</p>
        </Match>
        <Match when={props.view.turn !== null}>
          <Turn
            view={props.view}
            turnKey={turnKey()}
            onDone={() => setFinished(turnKey())}
            onNotMe={() => setTaken(null)}
            onUndone={() => {
              // Only if this turn is still the phone's: a refusal that comes after the turn moved on changes nothing.
              const key = turnKey()
              setFinished((done) => (done === key ? null : done))
            }}
          />
        </Match>
      </Switch>
    </>
  )
}
