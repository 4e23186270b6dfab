/** What a player does in each step, following the view's prompt: floor, ready, action, vote, the VIP's pick. */
import { createEffect, createSignal, For, Match, on, Show, Switch } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { CopsAction, CopsPrompt, CopsView } from '../../../shared/views/cops'
import { PlayerPicker } from '../../components/player-picker'
import { tr } from '../../lib/i18n'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'

type Prompt<T extends CopsPrompt['type']> = Extract<CopsPrompt, { type: T }>
type ActKind = 'search' | 'observe' | 'reveal'

/** The floors of the day as big buttons; the pick may change until everyone has chosen. */
function FloorChoice(props: { prompt: Prompt<'floor'> }) {
  const { link, text } = useRoom()
  return (
    <section class="action" aria-labelledby="cops-floor-prompt">
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
              aria-pressed={props.prompt.pick === floor}
              onClick={() => link.act({ type: 'floor', floor } satisfies CopsAction)}
            >
              <span class="cops-floor-number" aria-hidden="true">{floor}</span>
              <span class="pick-name">{tr('cops.floor.name', { floor })}</span>
            </button>
          )}
        </For>
      </div>
      <Show when={props.prompt.pick !== null}>
        <p class="done" role="status">✓ {tr('ui.cops.floor_chosen', { floor: props.prompt.pick! })}</p>
      </Show>
    </section>
  )
}

/** "Continue" under the event card, "Ready" in the discussion. */
function ReadyChoice(props: { prompt: Prompt<'ready'>; phase: CopsView['phase'] }) {
  const { link, text } = useRoom()
  const event = () => props.phase === 'event'
  return (
    <section class="action">
      <p>{text(props.prompt.prompt)}</p>
      <button
        type="button"
        class="btn btn-primary btn-block btn-big"
        data-testid={event() ? 'event-ready' : 'ready-to-vote'}
        aria-pressed={props.prompt.done}
        disabled={props.prompt.done}
        onClick={() => link.act({ type: 'ready' } satisfies CopsAction)}
      >
        {props.prompt.done ? `✓ ${tr('ui.cops.ready_done')}` : tr(event() ? 'cops.action.read' : 'cops.action.ready')}
      </button>
    </section>
  )
}

/**
 * A final choice: tap a name, then confirm. Actions in Undercover Cops cannot be taken back, so
 * one stray tap must not decide. After confirming, the picker and the button rest until the room
 * has answered: taken (the prompt then says what was chosen) or refused (the choice is open again).
 */
function useFinalChoice(send: (target: SeatId) => Promise<void>) {
  const [target, setTarget] = createSignal<SeatId | null>(null)
  const [sending, setSending] = createSignal(false)
  function confirm(): void {
    const chosen = target()
    if (!chosen) return
    setSending(true)
    send(chosen).then(
      () => setSending(false),
      () => setSending(false),
    )
  }
  return { target, setTarget, sending, confirm }
}

/** The button that makes a final choice: "Durchsuchen: Anna". */
function ConfirmButton(props: { action: string; choice: ReturnType<typeof useFinalChoice> }) {
  const { nameOf } = useRoom()
  return (
    <button
      type="button"
      class="btn btn-primary btn-block btn-big"
      data-testid="confirm-action"
      disabled={props.choice.target() === null || props.choice.sending()}
      onClick={() => props.choice.confirm()}
    >
      {props.choice.target() ? tr('ui.cops.confirm', { action: props.action, name: nameOf(props.choice.target()!) }) : tr('ui.cops.pick_first')}
    </button>
  )
}

/** The action phase: whom on your floor to search, observe, or (Türsteher) reveal. */
function ActionChoice(props: { prompt: Prompt<'action'> }) {
  const { link, text, nameOf } = useRoom()
  const [kind, setKind] = createSignal<ActKind>(props.prompt.act)
  const choice = useFinalChoice((target) => link.act({ type: kind(), target } satisfies CopsAction))
  // A Türsteher without reveals left observes.
  createEffect(on(() => props.prompt.canReveal, (canReveal) => !canReveal && kind() === 'reveal' && setKind(props.prompt.act)))
  return (
    <section class="action" aria-labelledby="cops-action-prompt">
      <h2 id="cops-action-prompt">{text(props.prompt.prompt)}</h2>
      <Show
        when={props.prompt.chosen}
        fallback={
          <>
            <Show when={props.prompt.canReveal}>
              <div class="cops-modes" role="radiogroup" aria-label={tr('ui.cops.mode')}>
                <For each={['observe', 'reveal'] as const}>
                  {(mode) => (
                    <button
                      type="button"
                      role="radio"
                      class="btn cops-mode"
                      data-testid={`act-${mode}`}
                      aria-checked={kind() === mode}
                      onClick={() => setKind(mode)}
                    >
                      {tr(`cops.action.${mode}`)}
                      <Show when={mode === 'reveal'}>
                        <span class="cops-mode-note">{tr('ui.cops.reveals_left', { reveals: props.prompt.revealsLeft ?? 0 })}</span>
                      </Show>
                    </button>
                  )}
                </For>
              </div>
            </Show>
            <PlayerPicker
              label={text(props.prompt.prompt)}
              targets={props.prompt.targets}
              selected={choice.target()}
              onPick={choice.setTarget}
              disabled={choice.sending()}
            />
            <ConfirmButton action={tr(`cops.action.${kind()}`)} choice={choice} />
            <p class="hint">{tr('ui.cops.final')}</p>
          </>
        }
      >
        {(chosen) => (
          <p class="done" role="status">
            ✓ {tr(`ui.cops.chosen.${chosen().type}`, { name: nameOf(chosen().target) })}
          </p>
        )}
      </Show>
    </section>
  )
}

/** Alone on the floor: nothing to do, nothing can happen to you. */
function AloneNotice(props: { prompt: Prompt<'alone'> }) {
  const { text } = useRoom()
  return (
    <section class="action cops-alone">
      <p class="done" role="status">{text(props.prompt.prompt)}</p>
    </section>
  )
}

/** The banishment vote and the runoff: tap a name; the vote may change until the round closes. */
function VoteChoice(props: { prompt: Prompt<'vote'>; tied: readonly SeatId[] }) {
  const { link, text, nameOf } = useRoom()
  return (
    <section class="action" aria-labelledby="cops-vote-prompt">
      <Show when={props.prompt.round === 'runoff'}>
        <p class="cops-tied">{tr('ui.cops.tied', { names: nameList(props.tied, nameOf) })}</p>
      </Show>
      <h2 id="cops-vote-prompt">{text(props.prompt.prompt)}</h2>
      <PlayerPicker
        label={text(props.prompt.prompt)}
        targets={props.prompt.targets}
        selected={props.prompt.vote}
        onPick={(target) => link.act({ type: 'vote', target } satisfies CopsAction)}
      />
      <p classList={{ done: props.prompt.vote !== null, muted: props.prompt.vote === null }} role="status">
        {props.prompt.vote ? tr('ui.cops.your_vote', { name: nameOf(props.prompt.vote) }) : tr('ui.cops.no_vote_yet')}
      </p>
    </section>
  )
}

/** The VIP alone picks among the tied after a tied runoff. */
function DecideChoice(props: { prompt: Prompt<'decide'> }) {
  const { link, text } = useRoom()
  const choice = useFinalChoice((target) => link.act({ type: 'decide', target } satisfies CopsAction))
  return (
    <section class="action" aria-labelledby="cops-decide-prompt">
      <h2 id="cops-decide-prompt">{text(props.prompt.prompt)}</h2>
      <PlayerPicker
        label={text(props.prompt.prompt)}
        targets={props.prompt.targets}
        selected={choice.target()}
        onPick={choice.setTarget}
        disabled={choice.sending()}
      />
      <ConfirmButton action={tr('cops.action.decide')} choice={choice} />
    </section>
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

/** The action for the current prompt, or what is going on. */
export function Action(props: { view: CopsView }) {
  const prompt = <T extends CopsPrompt['type']>(type: T) => {
    const p = props.view.prompt
    return p && p.type === type ? (p as Prompt<T>) : false
  }
  return (
    <Switch fallback={<Waiting view={props.view} />}>
      <Match when={prompt('floor')}>{(p) => <FloorChoice prompt={p()} />}</Match>
      <Match when={prompt('ready')}>{(p) => <ReadyChoice prompt={p()} phase={props.view.phase} />}</Match>
      <Match when={prompt('action')}>{(p) => <ActionChoice prompt={p()} />}</Match>
      <Match when={prompt('alone')}>{(p) => <AloneNotice prompt={p()} />}</Match>
      <Match when={prompt('vote')}>{(p) => <VoteChoice prompt={p()} tied={props.view.tied} />}</Match>
      <Match when={prompt('decide')}>{(p) => <DecideChoice prompt={p()} />}</Match>
    </Switch>
  )
}
