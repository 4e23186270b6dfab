/**
 * What the covered card (the kit's) shows a Shifter Under Us player: the role and what it does,
 * the other shifters, the lover, the potions, the shield, the Mortician's gift, how they died, what
 * a tap means in this step (with the shifters' picks), the choices made here (the Alchemist's
 * potions, the shifters' second round, Armoris's second lover), a tap that was not possible, and
 * everything this player was told.
 */
import { createSignal, For, Show } from 'solid-js'
import type { SeatId } from '../../../shared/games'
import type { ShifterMe, ShifterPrompt, ShifterView } from '../../../shared/views/shifter'
import { tr } from '../../lib/i18n'
import { keptValue } from '../../lib/kept-value'
import { nameList } from '../../lib/name-list'
import { useRoom } from '../../lib/room-context'
import { CARD_REFUSAL_ID, CardRefusal, useCardSend } from '../kit'
import type { RefusedTap } from './actions'
import { choiceOnCard, potionChoice } from './night-choice'

/** A choice made on the card: a second lover, the shifters' second round, or a potion. */
type CardChoice = { kind: 'pick'; seat: SeatId } | { kind: 'heal' } | { kind: 'poison'; seat: SeatId } | { kind: 'nothing' }

/**
 * The choice this player makes on the card, with its own confirm: only the names the rule allows
 * (the tied, the second lover), or the Alchemist's HEAL, POISON on a name, or no potion tonight.
 */
function CardPicks(props: { prompt: NightPrompt; stage: number }) {
  const { nameOf } = useRoom()
  const card = useCardSend(() => props.stage)
  const [choice, setChoice] = createSignal<{ stage: number; choice: CardChoice } | null>(null)
  const [sent, setSent] = createSignal<number | null>(null)
  const now = () => {
    const c = choice()
    return c && c.stage === props.stage ? c.choice : null
  }
  const potion = () => potionChoice(props.prompt)
  const victim = keptValue(() => props.prompt.heal)
  const pick = (c: CardChoice) => setChoice({ stage: props.stage, choice: c })
  const same = (a: CardChoice | null, b: CardChoice) => a !== null && a.kind === b.kind && ('seat' in a ? a.seat : null) === ('seat' in b ? b.seat : null)
  const label = (c: CardChoice) => {
    switch (c.kind) {
      case 'pick':
        return tr('ui.shifter.confirm_tap', { name: nameOf(c.seat) })
      case 'heal':
        return tr('ui.shifter.potion.confirm_heal', { name: nameOf(props.prompt.heal!) })
      case 'poison':
        return tr('ui.shifter.potion.confirm_poison', { name: nameOf(c.seat) })
      case 'nothing':
        return tr('ui.shifter.potion.confirm_nothing')
    }
  }
  const confirm = () => {
    const c = now()
    if (c === null || sent() === props.stage) return
    setSent(props.stage)
    const done = card.send(
      c.kind === 'pick' ? { type: props.prompt.act, target: c.seat } : c.kind === 'heal' ? { type: 'heal' } : c.kind === 'poison' ? { type: 'poison', target: c.seat } : { type: 'sleep' },
    )
    // Refused (the step moved on, say): the choice may be made again.
    done.catch(() => setSent(null))
  }
  const option = (c: CardChoice, text: string, testid: string) => (
    <button type="button" class="btn btn-block card-choice" data-testid={testid} aria-pressed={same(now(), c)} onClick={() => pick(c)}>
      {text}
    </button>
  )
  return (
    <div class="card-picks" data-testid="card-picks">
      <Show when={potion()}>
        <Show when={props.prompt.heal}>{option({ kind: 'heal' }, tr('ui.shifter.heal', { name: nameOf(victim()) }), 'card-heal')}</Show>
        <Show when={props.prompt.act === 'poison'}>
          <p class="card-choice-label" id="card-poison-label">{tr('ui.shifter.potion.poison')}</p>
        </Show>
      </Show>
      <Show when={!potion() || props.prompt.act === 'poison'}>
        <div class="card-choice-names" role="group" aria-labelledby={potion() ? 'card-poison-label' : undefined} aria-label={potion() ? undefined : tr('ui.shifter.names.night')}>
          <For each={props.prompt.targets}>
            {(seat) => option(potion() ? { kind: 'poison', seat } : { kind: 'pick', seat }, nameOf(seat), `card-pick-${seat}`)}
          </For>
        </div>
      </Show>
      <Show when={potion()}>{option({ kind: 'nothing' }, tr('ui.shifter.potion.nothing'), 'card-nothing')}</Show>
      <button
        type="button"
        class="btn btn-primary btn-block card-confirm"
        data-testid="card-confirm"
        disabled={now() === null || sent() === props.stage}
        aria-describedby={card.refusal() ? CARD_REFUSAL_ID : undefined}
        onClick={confirm}
      >
        {now() === null ? tr(potion() ? 'ui.shifter.potion.first' : 'ui.shifter.pick_first') : label(now()!)}
      </button>
      <CardRefusal notice={card.refusal()} />
      <p class="hint">{tr('ui.shifter.card.final')}</p>
    </div>
  )
}

type NightPrompt = Extract<ShifterPrompt, { type: 'night' }>

/** What this step tells this player alone: the prompt's line, the shifters' picks, a choice to make here, a refused tap. */
function StepNow(props: { prompt: ShifterPrompt; stage: number; refused: RefusedTap | null }) {
  const { text, nameOf } = useRoom()
  const night = () => (props.prompt.type === 'night' ? props.prompt : null)
  const cardPrompt = keptValue(night)
  const line = () => (props.prompt.type === 'night' || props.prompt.type === 'farewell' ? props.prompt.prompt : null)
  return (
    <Show when={line()}>
      {(notice) => (
        <div class="private-now" data-testid="card-now">
          <p>{text(notice())}</p>
          <Show when={night()?.tie && !night()?.done ? night() : null}>
            {(n) => <p data-testid="card-tied">{tr('ui.shifter.card.tied', { names: nameList(n().targets, nameOf) })}</p>}
          </Show>
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
          <Show when={props.refused && !(props.refused.confirmed && night()?.done) ? props.refused : null}>
            {(r) => (
              <p class="hint" data-testid="tap-refused">
                {r().why === 'card'
                  ? tr('ui.shifter.potion.on_card')
                  : tr(r().confirmed ? 'ui.shifter.pick_here' : 'ui.shifter.not_possible', { name: nameOf(r().seat) })}
              </p>
            )}
          </Show>
          <Show when={night()?.touched && !night()!.done && !props.refused}>
            <p class="hint" data-testid="tap-refused">
              {tr('ui.shifter.pick_here_counted')}
            </p>
          </Show>
          <Show when={night() && (choiceOnCard(night()!) || ((props.refused?.confirmed || night()!.touched) && !night()!.done))}>
            <CardPicks prompt={cardPrompt()} stage={props.stage} />
          </Show>
        </div>
      )}
    </Show>
  )
}

/** The card's face: role, side, what the role holds, this step, everything this player was told. */
export function RoleFace(props: { me: ShifterMe; view: ShifterView; refused: RefusedTap | null }) {
  const { text, nameOf } = useRoom()
  const me = () => props.me
  const stepPrompt = keptValue(() => props.view.prompt)
  const when = () => {
    const out = me().out
    return out ? tr(out.time === 'night' ? 'ui.shifter.night_n' : 'ui.shifter.day_n', { n: out.day }) : ''
  }
  // A fellow shifter who is out is still named (the card says who they were), marked as out.
  const mateName = (seat: SeatId) => (props.view.players.some((p) => p.seat === seat && !p.alive) ? tr('ui.shifter.card.mate_out', { name: nameOf(seat) }) : nameOf(seat))
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
        <p>{me().mates.length > 0 ? tr('ui.shifter.card.mates', { names: nameList(me().mates, mateName) }) : tr('ui.shifter.card.alone')}</p>
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
      <Show when={props.view.prompt}>
        <StepNow prompt={stepPrompt()} stage={props.view.stage} refused={props.refused} />
      </Show>
      <Show when={props.view.private.length > 0}>
        <p class="muted">{tr('ui.shifter.card.findings')}</p>
        <ul class="private-list">
          <For each={[...props.view.private].reverse()}>{(line) => <li>{text(line)}</li>}</For>
        </ul>
      </Show>
    </>
  )
}
