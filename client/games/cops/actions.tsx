/** What a player does in each step, following the view's prompt: floor, ready, action, vote, the VIP's pick. */
import { For, Match, Show, Switch } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { CopsAction, CopsPrompt, CopsView } from '../../../shared/views/cops'
import { ReadyButton, VoteAction } from '../kit'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'

type Prompt<T extends CopsPrompt['type']> = Extract<CopsPrompt, { type: T }>

/**
 * The floors of the day as big buttons; the pick may change until everyone has chosen. The choice
 * is secret: the open screen only says that this phone has picked (the floor is on the card), so
 * no button stays lit for a neighbour to read.
 */
function FloorChoice(props: { prompt: Prompt<'floor'> }) {
  const { link, text } = useRoom()
  return (
    <section class="action" aria-labelledby="cops-floor-prompt" data-picked={props.prompt.pick !== null}>
      <h2 id="cops-floor-prompt">{text(props.prompt.prompt)}</h2>
      <div
        class="cops-floors"
        role="group"
        aria-label={text(props.prompt.prompt)}
        style={{ '--floor-columns': String(props.prompt.floors.length === 3 ? 3 : 2) }}
      >
        <For each={props.prompt.floors}>
          {(floor) => (
            <button
              type="button"
              class="pick cops-floor-pick"
              data-testid={`floor-${floor}`}
              onClick={() => link.act({ type: 'floor', floor } satisfies CopsAction)}
            >
              <span class="cops-floor-number" aria-hidden="true">{floor}</span>
              <span class="pick-name">{tr('cops.floor.name', { floor })}</span>
            </button>
          )}
        </For>
      </div>
      <Show when={props.prompt.pick !== null}>
        <p class="done" role="status">✓ {tr('ui.cops.floor_picked')}</p>
      </Show>
    </section>
  )
}

/** "Continue" under the event card, "Ready" in the discussion. */
function ReadyChoice(props: { prompt: Prompt<'ready'>; phase: CopsView['phase'] }) {
  const { link, text } = useRoom()
  const event = () => props.phase === 'event'
  return (
    <ReadyButton
      done={props.prompt.done}
      label={tr(event() ? 'cops.action.read' : 'cops.action.ready')}
      testid={event() ? 'event-ready' : 'ready-to-vote'}
      hint={<p>{text(props.prompt.prompt)}</p>}
      onReady={() => void link.act({ type: 'ready' } satisfies CopsAction)}
    />
  )
}

/** The banishment vote and the runoff: tap a name; the vote may change until the round closes. */
function VoteChoice(props: { prompt: Prompt<'vote'>; tied: readonly SeatId[] }) {
  const { link, text, nameOf } = useRoom()
  return (
    <>
      <Show when={props.prompt.round === 'runoff'}>
        <p class="cops-tied">{tr('ui.cops.tied', { names: nameList(props.tied, nameOf) })}</p>
      </Show>
      <VoteAction
        question={text(props.prompt.prompt)}
        candidates={props.prompt.targets}
        vote={props.prompt.vote}
        changeable={true}
        // Nobody sees who voted for whom before the count (after a tie, only at the end: the VIP).
        sealed
        onVote={(target) => void link.act({ type: 'vote', target } satisfies CopsAction)}
      />
    </>
  )
}

/** No prompt for this viewer (out, watching, or simply waiting): say what the others do. */
function Waiting(props: { view: CopsView }) {
  const { nameOf } = useRoom()
  const line = () => {
    switch (props.view.phase) {
      case 'floor':
        return tr('ui.cops.wait.floor')
      case 'event':
        return tr('ui.cops.wait.event')
      case 'action':
        return tr('ui.cops.wait.action')
      case 'discussion':
        return tr('ui.cops.wait.discussion')
      case 'vote':
      case 'runoff':
        return tr('ui.cops.wait.vote')
      case 'vipDecides':
        return tr('ui.cops.wait.vip')
      case 'ended':
        return ''
    }
  }
  return (
    <Show when={line()}>
      <section class="panel waiting">
        <p>{line()}</p>
        {/* The tied are listed apart from the sentence about the VIP: nothing here says who the VIP is. */}
        <Show when={props.view.tied.length > 0}>
          <ul class="cops-name-chips">
            <For each={props.view.tied}>{(seat) => <li>{nameOf(seat)}</li>}</For>
          </ul>
        </Show>
      </section>
    </Show>
  )
}

/** The action for the current prompt (the action phase's is SecretAction), or what is going on. */
export function Action(props: { view: CopsView }) {
  const prompt = <T extends CopsPrompt['type']>(type: T) => {
    const p = props.view.prompt
    return p && p.type === type ? (p as Prompt<T>) : false
  }
  return (
    <Switch fallback={<Waiting view={props.view} />}>
      <Match when={prompt('floor')}>{(p) => <FloorChoice prompt={p()} />}</Match>
      <Match when={prompt('ready')}>{(p) => <ReadyChoice prompt={p()} phase={props.view.phase} />}</Match>
      <Match when={prompt('vote')}>{(p) => <VoteChoice prompt={p()} tied={props.view.tied} />}</Match>
    </Switch>
  )
}
