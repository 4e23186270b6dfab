/**
 * What the covered card (the kit's) shows a Shifter Under Us player: the role and what it does,
 * the other shifters, the lover, the potions, the shield, the Mortician's gift, how they died, what
 * a tap means in this step (with the Alchemist's HEAL and the shifters' picks), a tap that was not
 * possible, and everything this player was told.
 */
import { For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { ShifterMe, ShifterPrompt, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { names } from './names'

/** What this step tells this player alone: the prompt's line, the shifters' picks, HEAL, a refused tap. */
function StepNow(props: { prompt: ShifterPrompt; refused: SeatId | null }) {
  const { text, nameOf, link } = useRoom()
  const night = () => (props.prompt.type === 'night' ? props.prompt : null)
  const line = () => (props.prompt.type === 'night' || props.prompt.type === 'farewell' ? props.prompt.prompt : null)
  return (
    <Show when={line()}>
      {(notice) => (
        <div class="private-now" data-testid="card-now">
          <p>{text(notice())}</p>
          <Show when={night()?.marks.length ? night() : null}>
            {(n) => (
              <p>
                {tr('ui.shifter.card.marks')}:{' '}
                {n()
                  .marks.map((mark) => (mark.target ? tr('ui.shifter.card.mark', { by: nameOf(mark.by), target: nameOf(mark.target) }) : tr('ui.shifter.card.mark_none', { by: nameOf(mark.by) })))
                  .join(', ')}
              </p>
            )}
          </Show>
          <Show when={night()?.heal ?? null}>
            {(victim) => (
              <button type="button" class="btn btn-block" data-testid="heal" onClick={() => void link.act({ type: 'heal' })}>
                {tr('ui.shifter.heal', { name: nameOf(victim()) })}
              </button>
            )}
          </Show>
          <Show when={night()?.act === 'poison' && !night()?.done}>
            <p class="hint">{tr('ui.shifter.poison_hint')}</p>
          </Show>
          <Show when={props.refused}>{(seat) => <p class="hint" data-testid="tap-refused">{tr('ui.shifter.not_possible', { name: nameOf(seat()) })}</p>}</Show>
        </div>
      )}
    </Show>
  )
}

/** The card's face: role, side, what the role holds, this step, everything this player was told. */
export function RoleFace(props: { me: ShifterMe; view: ShifterView; refused: SeatId | null }) {
  const { text, nameOf } = useRoom()
  const me = () => props.me
  const when = () => {
    const out = me().out
    return out ? tr(out.time === 'night' ? 'ui.shifter.night_n' : 'ui.shifter.day_n', { n: out.day }) : ''
  }
  return (
    <>
      <div class="role-head">
        <span class="card-symbol" aria-hidden="true">{me().role === 'shifter' ? '🐺' : '🏡'}</span>
        <span>
          <span class="card-role" data-testid="card-role">{text(me().roleName)}</span>
          <span class="muted"> · {tr(`shifter.team.${me().team}`)}</span>
        </span>
      </div>
      <p>{text(me().about)}</p>
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
      <Show when={props.view.prompt}>{(prompt) => <StepNow prompt={prompt()} refused={props.refused} />}</Show>
      <Show when={props.view.private.length > 0}>
        <p class="muted">{tr('ui.shifter.card.findings')}</p>
        <ul class="private-list">
          <For each={[...props.view.private].reverse()}>{(line) => <li>{text(line)}</li>}</For>
        </ul>
      </Show>
    </>
  )
}
