/** What a player does in each step, following the view's prompt. */
import { Match, Show, Switch } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { WerwolfPrompt, WerwolfView } from '../../../shared/views/werwolf'
import { PlayerPicker } from '../../components/player-picker'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { names } from './parts'

type Prompt<T extends WerwolfPrompt['type']> = Extract<WerwolfPrompt, { type: T }>

/**
 * Night looks the same for every role: a question and names to tap. Roles without an action tap
 * any name (or "sleep"); werewolves see the pack's picks and may change theirs until dawn.
 */
function NightAction(props: { prompt: Prompt<'night'> }) {
  const { link, text, nameOf } = useRoom()
  const canChange = () => props.prompt.act === 'attack' || !props.prompt.done
  const marks = (seat: SeatId) => {
    const by = props.prompt.marks.filter((m) => m.target === seat).map((m) => m.by)
    return by.length ? tr('ui.werwolf.marked_by', { names: names(by, nameOf) }) : null
  }
  const pick = (target: SeatId) => link.act({ type: props.prompt.act, target })
  return (
    <section class="action" aria-labelledby="night-prompt">
      <h2 id="night-prompt">{text(props.prompt.prompt)}</h2>
      <Show when={props.prompt.targets.length > 0}>
        <PlayerPicker
          label={text(props.prompt.prompt)}
          targets={props.prompt.targets}
          selected={props.prompt.pick}
          onPick={pick}
          disabled={!canChange()}
          notes={marks}
        />
      </Show>
      <Show when={props.prompt.act === 'sleep'}>
        <button
          type="button"
          class="btn btn-block"
          data-testid="sleep"
          disabled={props.prompt.done}
          aria-pressed={props.prompt.done}
          onClick={() => link.act({ type: 'sleep' })}
        >
          {tr('ui.werwolf.sleep')}
        </button>
      </Show>
      <Show when={props.prompt.done}>
        <p class="done" role="status">
          {props.prompt.act === 'attack' ? tr('ui.werwolf.done_attack') : tr('ui.werwolf.done_night')}
        </p>
      </Show>
    </section>
  )
}

function ReadyAction(props: { prompt: Prompt<'ready'> }) {
  const { link, text } = useRoom()
  return (
    <section class="action">
      <p>{text(props.prompt.prompt)}</p>
      <button
        type="button"
        class="btn btn-primary btn-block btn-big"
        data-testid="ready-to-vote"
        aria-pressed={props.prompt.done}
        disabled={props.prompt.done}
        onClick={() => link.act({ type: 'ready' })}
      >
        {props.prompt.done ? `✓ ${tr('ui.werwolf.ready_done')}` : tr('ui.werwolf.ready')}
      </button>
    </section>
  )
}

function VoteAction(props: { prompt: Prompt<'vote'> }) {
  const { link, text, nameOf } = useRoom()
  return (
    <section class="action" aria-labelledby="vote-prompt">
      <h2 id="vote-prompt">{text(props.prompt.prompt)}</h2>
      <PlayerPicker
        label={text(props.prompt.prompt)}
        targets={props.prompt.targets}
        selected={props.prompt.vote}
        onPick={(target) => link.act({ type: 'vote', target })}
      />
      <Show when={props.prompt.canAbstain}>
        <button
          type="button"
          class="btn btn-block"
          data-testid="abstain"
          aria-pressed={props.prompt.abstained}
          onClick={() => link.act({ type: 'abstain' })}
        >
          {tr('ui.werwolf.abstain')}
        </button>
      </Show>
      <p classList={{ done: props.prompt.vote !== null || props.prompt.abstained, muted: props.prompt.vote === null && !props.prompt.abstained }} role="status">
        {props.prompt.vote
          ? tr('ui.werwolf.your_vote', { name: nameOf(props.prompt.vote) })
          : props.prompt.abstained
            ? tr('ui.werwolf.abstained')
            : tr('ui.werwolf.no_vote_yet')}
      </p>
    </section>
  )
}

function ShootAction(props: { prompt: Prompt<'shoot'> }) {
  const { link, text } = useRoom()
  return (
    <section class="action" aria-labelledby="shoot-prompt">
      <h2 id="shoot-prompt">{text(props.prompt.prompt)}</h2>
      <PlayerPicker
        label={text(props.prompt.prompt)}
        targets={props.prompt.targets}
        selected={null}
        onPick={(target) => link.act({ type: 'shoot', target })}
      />
    </section>
  )
}

/** No prompt for this viewer: say what the others are doing. */
function Waiting(props: { view: WerwolfView }) {
  const { nameOf } = useRoom()
  const line = () => {
    const v = props.view
    switch (v.phase) {
      case 'night':
        return tr('ui.werwolf.wait.night')
      case 'hunter':
        return tr('ui.werwolf.wait.hunter', { name: v.hunter ? nameOf(v.hunter) : '?' })
      case 'defense':
        return tr('ui.werwolf.wait.defense', { names: names(v.tied, nameOf) })
      case 'discussion':
        return tr('ui.werwolf.wait.discussion')
      case 'vote':
      case 'runoff':
        return tr('ui.werwolf.wait.vote')
      case 'ended':
        return ''
    }
  }
  return (
    <Show when={line()}>
      <p class="panel waiting">{line()}</p>
    </Show>
  )
}

/** The action for the current prompt, or what is going on. */
export function Action(props: { view: WerwolfView }) {
  const prompt = <T extends WerwolfPrompt['type']>(type: T) => {
    const p = props.view.prompt
    return p && p.type === type ? (p as Prompt<T>) : false
  }
  return (
    <Switch fallback={<Waiting view={props.view} />}>
      <Match when={prompt('night')}>{(p) => <NightAction prompt={p()} />}</Match>
      <Match when={prompt('ready')}>{(p) => <ReadyAction prompt={p()} />}</Match>
      <Match when={prompt('vote')}>{(p) => <VoteAction prompt={p()} />}</Match>
      <Match when={prompt('shoot')}>{(p) => <ShootAction prompt={p()} />}</Match>
    </Switch>
  )
}
