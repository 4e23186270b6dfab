/**
 * The mover's panel: take the points (on 1–3), spend them point by point on any agents, take steps
 * back, and confirm the whole move. The server checks the move whole; until it answers, the panel
 * rests. Every agent is offered the same way, in colour order: nothing points at the mover's own.
 */
import { For, Show } from 'solid-js'
import type { HeimlichAction, HeimlichPrompt, HeimlichView } from '../../../shared/views/heimlich'
import { tr } from '../../lib/i18n'
import { onRadioKeys, radioTabIndex } from '../../lib/radio-keys'
import { useRoom } from '../../lib/room-context'
import { useSend } from './sending'
import { agentName, Token } from './agents'
import { buildingName, SafeIcon, signed } from './board'
import { DieFace } from './die'
import type { Plan } from './plan'

type MovePrompt = Extract<HeimlichPrompt, { type: 'move' }>

export function Planner(props: { view: HeimlichView; prompt: MovePrompt; plan: Plan }) {
  const { text } = useRoom()
  const { sending, send } = useSend()
  const plan = () => props.plan
  const choosing = () => props.prompt.die.choices.length > 1
  const where = (id: number | undefined) => buildingName(props.view.buildings.find((b) => b.id === id), id)

  function confirm(): void {
    const total = plan().total()
    if (total === null || plan().left() !== 0) return
    const action: HeimlichAction = choosing() ? { type: 'move', steps: plan().steps(), points: total as 1 | 2 | 3 } : { type: 'move', steps: plan().steps() }
    send(action)
  }

  return (
    <section class="action hm-plan" aria-labelledby="hm-plan-title" data-testid="planner">
      <div class="hm-plan-head">
        <DieFace die={props.prompt.die} size="big" />
        <h2 id="hm-plan-title">{text(props.prompt.prompt)}</h2>
      </div>

      <Show when={choosing()}>
        <div class="hm-points" role="radiogroup" aria-label={tr('ui.heimlich.points_choice')} onKeyDown={onRadioKeys}>
          <For each={props.prompt.die.choices}>
            {(points, i) => (
              <button
                type="button"
                class="pick"
                role="radio"
                data-testid={`points-${points}`}
                aria-checked={plan().total() === points}
                tabindex={radioTabIndex(plan().total() === points, i() === 0, plan().total() === null)}
                onClick={() => plan().choose(points)}
              >
                {tr('ui.heimlich.points_n', { points })}
              </button>
            )}
          </For>
        </div>
      </Show>

      <p class="hm-left" role="status" aria-live="polite" data-testid="plan-left" data-left={plan().left()}>
        {plan().total() === null ? tr('ui.heimlich.choose_points_first') : plan().left() > 0 ? tr('ui.heimlich.points_left', { left: plan().left(), total: plan().total()! }) : tr('ui.heimlich.points_all_set')}
      </p>

      <div class="hm-agent-picks" role="group" aria-label={tr('ui.heimlich.agents_to_move')}>
        <For each={props.prompt.agents}>
          {(agent) => {
            const from = () => props.view.positions[agent]
            const to = () => plan().positions()[agent]
            return (
              <button
                type="button"
                class="pick hm-agent-pick"
                data-testid={`plan-${agent}`}
                disabled={plan().total() === null || plan().left() === 0 || sending()}
                onClick={() => plan().add(agent)}
              >
                <Token agent={agent} decorative />
                <span class="pick-name">{agentName(agent)}</span>
                <span class="pick-note">
                  <Show when={plan().count(agent) > 0} fallback={where(from())}>
                    {tr('ui.heimlich.planned_to', { from: where(from()), to: where(to()), points: plan().count(agent) })}
                  </Show>
                </span>
                {/* What a tap does, for screen readers: after the visible text, so the button's name still begins with what it shows. */}
                <span class="sr-only">{tr('ui.heimlich.step_agent', { agent: agentName(agent), from: where(to() ?? from()), to: where(((to() ?? 0) + 1) % props.view.buildings.length) })}</span>
              </button>
            )
          }}
        </For>
      </div>

      <Show when={plan().steps().length > 0}>
        <ol class="hm-steps" aria-label={tr('ui.heimlich.steps_so_far')}>
          <For each={plan().steps()}>{(agent) => <li><Token agent={agent} size="small" decorative /> {agentName(agent)}</li>}</For>
        </ol>
      </Show>
      <div class="row">
        <button type="button" class="btn" data-testid="plan-undo" disabled={plan().steps().length === 0 || sending()} onClick={() => plan().undo()}>
          ↶ {tr('ui.heimlich.undo')}
        </button>
        <button type="button" class="btn btn-ghost" data-testid="plan-clear" disabled={plan().steps().length === 0 || sending()} onClick={() => plan().clear()}>
          {tr('ui.heimlich.clear')}
        </button>
      </div>
      <Show when={plan().steps().length > 0}>
        <p class="hm-preview" classList={{ scores: plan().scores() }} data-testid="plan-preview">
          <Show when={plan().scores()} fallback={tr('ui.heimlich.preview_quiet')}>
            <SafeIcon /> {tr('ui.heimlich.preview_scores', { safe: where(props.view.safe) })}
          </Show>
        </p>
        {/* What the scoring would bring each agent: the same for everyone to read, whoever is whose. */}
        <Show when={plan().gains().length > 0}>
          <ul class="hm-preview-gains" aria-label={tr('ui.heimlich.preview_gains')} data-testid="plan-gains">
            <For each={plan().gains()}>
              {(line) => (
                <li data-testid={`gain-${line.agent}`} data-gain={line.gain} classList={{ gain: line.gain > 0, loss: line.gain < 0 }}>
                  <Token agent={line.agent} size="small" decorative />
                  <span class="hm-gain-agent">{agentName(line.agent)}</span>
                  <span class="hm-gain-value">{signed(line.gain)}</span>
                  <span class="muted">{tr('ui.heimlich.preview_gain', { before: line.before, after: line.after })}</span>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </Show>
      <div class="hm-confirm-bar">
        <button type="button" class="btn btn-primary btn-block btn-big" data-testid="confirm-move" disabled={plan().total() === null || plan().left() !== 0 || sending()} onClick={confirm}>
          {sending() ? tr('ui.heimlich.sending') : tr('ui.heimlich.confirm_move')}
        </button>
      </div>
    </section>
  )
}
