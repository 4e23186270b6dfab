/**
 * The covered card: the one place that shows what only this player may know — the role and what
 * it does, the other shifters, the lover, the potions, the shield, the findings, and what a tap
 * means in this step (with the Alchemist's HEAL). Covered it looks the same on every phone; a tap
 * opens it, HIDE (or a tap) covers it again, and it covers itself when the step changes or after a
 * while. A "new" mark shows when something arrived since the player last looked.
 */
import { createEffect, For, on, onCleanup, Show, type JSX } from 'solid-js'
import type { ShifterMe, ShifterPrompt, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { names } from './names'

/** An open card covers itself after this long, in case the phone lies on the table. */
export const AUTO_COVER_MS = 20_000

export interface CoveredCardProps {
  /** Open or covered (the table's shifter marks follow it). */
  shown: boolean
  onShown(shown: boolean): void
  /** Changes with the step: the card covers itself when it does. */
  closeOn: unknown
  /** Whether something arrived the player has not seen open yet. */
  fresh: boolean
  children: JSX.Element
}

export function CoveredCard(props: CoveredCardProps) {
  let autoCover: ReturnType<typeof setTimeout> | undefined
  const set = (value: boolean) => {
    props.onShown(value)
    clearTimeout(autoCover)
    if (value) autoCover = setTimeout(() => props.onShown(false), AUTO_COVER_MS)
  }
  createEffect(on(() => props.closeOn, () => set(false), { defer: true }))
  onCleanup(() => clearTimeout(autoCover))
  return (
    <section class="sh-card" classList={{ shown: props.shown }} data-testid="secret-card" data-state={props.shown ? 'shown' : 'hidden'} aria-label={tr('ui.shifter.card.region')}>
      <button type="button" class="sh-card-toggle" aria-expanded={props.shown} onClick={() => set(!props.shown)}>
        <Show
          when={props.shown}
          fallback={
            <>
              <span class="sh-card-title">{tr('ui.shifter.card.closed')}</span>
              <span class="sh-card-hint">{tr('ui.shifter.card.open_hint')}</span>
              <Show when={props.fresh}>
                <span class="sh-card-news" data-testid="card-news">{tr('ui.shifter.card.news')}</span>
              </Show>
            </>
          }
        >
          <span class="sh-card-hide">{tr('ui.shifter.card.hide')}</span>
        </Show>
      </button>
      <Show when={props.shown}>
        <div class="sh-card-face">{props.children}</div>
      </Show>
    </section>
  )
}

/** What this step tells this player alone: the prompt's line, the shifters' picks, HEAL. */
function StepNow(props: { prompt: ShifterPrompt }) {
  const { text, nameOf, link } = useRoom()
  const night = () => (props.prompt.type === 'night' ? props.prompt : null)
  const line = () => (props.prompt.type === 'night' || props.prompt.type === 'farewell' ? props.prompt.prompt : null)
  return (
    <Show when={line()}>
      {(notice) => (
        <div class="sh-now" data-testid="card-now">
          <p>{text(notice())}</p>
          <Show when={night()?.marks.length ? night() : null}>
            {(n) => (
              <div class="sh-marks">
                <p class="muted">{tr('ui.shifter.card.marks')}</p>
                <ul>
                  <For each={n().marks}>
                    {(mark) => (
                      <li>{mark.target ? tr('ui.shifter.card.mark', { by: nameOf(mark.by), target: nameOf(mark.target) }) : tr('ui.shifter.card.mark_none', { by: nameOf(mark.by) })}</li>
                    )}
                  </For>
                </ul>
              </div>
            )}
          </Show>
          <Show when={night()?.heal ?? null}>
            {(victim) => (
              <button type="button" class="btn btn-block" data-testid="heal" onClick={() => link.act({ type: 'heal' })}>
                {tr('ui.shifter.heal', { name: nameOf(victim()) })}
              </button>
            )}
          </Show>
          <Show when={night()?.act === 'poison' && !night()?.done}>
            <p class="muted">{tr('ui.shifter.poison_hint')}</p>
          </Show>
        </div>
      )}
    </Show>
  )
}

/** The card's face: role, side, what the role holds, this step, everything this player was told. */
export function RoleFace(props: { me: ShifterMe; view: ShifterView }) {
  const { text, nameOf } = useRoom()
  const me = () => props.me
  const when = () => {
    const out = me().out
    return out ? tr(out.time === 'night' ? 'ui.shifter.night_n' : 'ui.shifter.day_n', { n: out.day }) : ''
  }
  return (
    <>
      <div class="sh-role-head">
        <span class="sh-role-symbol" aria-hidden="true">{me().role === 'shifter' ? '🐺' : '🏡'}</span>
        <span>
          <span class="sh-role-name" data-testid="card-role">{text(me().roleName)}</span>
          <span class="sh-team"> · {tr(`shifter.team.${me().team}`)}</span>
        </span>
      </div>
      <p class="sh-about">{text(me().about)}</p>
      <Show when={me().out}>
        {(out) => <p class="sh-out">{tr('ui.shifter.card.out', { cause: tr(`shifter.cause.${out().cause}`), when: when() })}</p>}
      </Show>
      <Show when={me().role === 'shifter'}>
        <p>{me().mates.length > 0 ? tr('ui.shifter.card.mates', { names: names(me().mates, nameOf) }) : tr('ui.shifter.card.alone')}</p>
      </Show>
      <Show when={me().lover}>{(lover) => <p>{tr('ui.shifter.card.lover', { name: nameOf(lover()) })}</p>}</Show>
      <Show when={me().potions}>
        {(potions) => (
          <p>
            {tr(potions().heal ? 'ui.shifter.card.heal_left' : 'ui.shifter.card.heal_used')}
            <br />
            {tr(potions().poison ? 'ui.shifter.card.poison_left' : 'ui.shifter.card.poison_used')}
          </p>
        )}
      </Show>
      <Show when={me().shield}>{(shield) => <p>{tr(`ui.shifter.card.shield_${shield()}`)}</p>}</Show>
      <Show when={me().lookUsed !== null}>
        <p>{tr(me().lookUsed ? 'ui.shifter.card.look_used' : 'ui.shifter.card.look_unused')}</p>
      </Show>
      <Show when={props.view.prompt}>{(prompt) => <StepNow prompt={prompt()} />}</Show>
      <Show when={props.view.private.length > 0}>
        <p class="muted">{tr('ui.shifter.card.findings')}</p>
        <ul class="sh-findings">
          <For each={[...props.view.private].reverse()}>{(line) => <li>{text(line)}</li>}</For>
        </ul>
      </Show>
    </>
  )
}
