/**
 * The players of a table that passes one phone round, on the host's device: the phone's own seat
 * first, then everyone typed in, in seating order — the order the phone goes round to look and to
 * vote. Each name can be renamed in place, moved up or down, or removed; "Quick start" fills the
 * table up to six with numbered names, which can be renamed the same way.
 */
import { createEffect, createSignal, Index, on, Show } from 'solid-js'
import { MAX_NAME_LENGTH } from '../../../shared/limits'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { addedAsLine } from './added-as'
import { arrangeSeats, heldInOrder } from './pass-seats'

/** The head count "Quick start" fills the table up to. */
export const QUICK_START_PLAYERS = 6

export function PassNames(props: { players: number }) {
  const { link, text } = useRoom()
  const [name, setName] = createSignal('')
  const [busy, setBusy] = createSignal(false)
  const own = () => {
    const current = link.state.current
    return current?.room.seats.find((s) => s.id === current.you) ?? null
  }
  const held = () => heldInOrder(link)
  const names = () => held().map((s) => s.name)
  // Said right under the new row, and gone with the next name added.
  const addedAs = () => {
    const added = link.addedAs()
    return added === null ? null : text(addedAsLine(added, link.state.current?.room.seats.map((s) => s.name) ?? []))
  }
  let form!: HTMLFormElement
  let field!: HTMLInputElement
  /** Where the form stood on screen when a name was added, and how many rows there were, until the new row has arrived. */
  let adding: { top: number; rows: number } | null = null
  // The new row arrives above the form a moment after "Add" (a round trip on a network). Scroll by
  // as much as it pushed the form down, so the form stays under the thumb and a quick second tap
  // aimed at "Add" never lands on the new row's buttons.
  createEffect(
    on(
      () => held().length,
      (rows) => {
        // The list can be rebuilt on the way (the seats as the join's answer lists them): wait for the longer one.
        if (adding === null || rows <= adding.rows) return
        window.scrollBy(0, form.getBoundingClientRect().top - adding.top)
        adding = null
      },
      { defer: true },
    ),
  )

  async function arrange(wanted: string[]): Promise<void> {
    if (busy()) return
    setBusy(true)
    try {
      await arrangeSeats(link, wanted)
    } catch {
      // Refused (a toast said why): the list shows what the room has.
    } finally {
      setBusy(false)
    }
  }
  const rename = (index: number, input: HTMLInputElement) => {
    const typed = input.value.trim()
    const list = names()
    if (typed === '' || typed === list[index]) {
      input.value = list[index] ?? ''
      return
    }
    list[index] = typed
    void arrange(list)
  }
  const move = (index: number, by: -1 | 1) => {
    const list = names()
    const other = index + by
    if (other < 0 || other >= list.length) return
    ;[list[index], list[other]] = [list[other]!, list[index]!]
    void arrange(list)
  }
  const remove = (index: number) => void arrange(names().filter((_, i) => i !== index))
  const add = (event: Event) => {
    event.preventDefault()
    const typed = name().trim()
    if (typed === '' || busy()) return
    adding = { top: form.getBoundingClientRect().top, rows: held().length }
    link.addSeat(typed)
    setName('')
    // A tap on "Add" took the focus (and the phone's keyboard) away: give it back for the next name.
    field.focus()
  }
  const quickStart = () => {
    for (let n = props.players + 1; n <= QUICK_START_PLAYERS; n++) link.addSeat(tr('ui.words.pass.defaultName', { n }))
  }

  return (
    <section class="words-pass-names" aria-labelledby="words-pass-names-title">
      <h3 id="words-pass-names-title">{tr('ui.words.pass.names')}</h3>
      <p class="hint" id="words-pass-help">{tr('ui.words.pass.namesHelp')}</p>
      <ol class="pass-list" aria-busy={busy()} data-testid="pass-list">
        <Show when={own()}>
          {(me) => (
            <li class="pass-row" data-testid="pass-row">
              <span class="pass-pos" aria-hidden="true">1</span>
              <span class="pass-own" data-testid="pass-own">{me().name}</span>
              <span class="tag">{tr('ui.words.pass.thisPhone')}</span>
            </li>
          )}
        </Show>
        <Index each={held()}>
          {(seat, i) => (
            <li class="pass-row" data-testid="pass-row">
              <span class="pass-pos" aria-hidden="true">{i + 2}</span>
              <input
                type="text"
                class="pass-row-name"
                data-testid={`pass-name-${i}`}
                aria-label={tr('ui.words.pass.nameOf', { n: i + 2 })}
                maxLength={MAX_NAME_LENGTH}
                autocomplete="off"
                value={seat().name}
                disabled={busy()}
                onChange={(e) => rename(i, e.currentTarget)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') e.currentTarget.blur()
                }}
              />
              <button type="button" class="btn btn-small btn-ghost" data-testid={`pass-up-${i}`} aria-label={tr('ui.words.pass.up', { name: seat().name })} disabled={busy() || i === 0} onClick={() => move(i, -1)}>
                ↑
              </button>
              <button type="button" class="btn btn-small btn-ghost" data-testid={`pass-down-${i}`} aria-label={tr('ui.words.pass.down', { name: seat().name })} disabled={busy() || i === held().length - 1} onClick={() => move(i, 1)}>
                ↓
              </button>
              <button type="button" class="btn btn-small btn-ghost" data-testid={`pass-remove-${i}`} aria-label={tr('ui.words.pass.remove', { name: seat().name })} disabled={busy()} onClick={() => remove(i)}>
                ✕
              </button>
            </li>
          )}
        </Index>
      </ol>
      {/* Under the new row and above the field: the footer may cover what is below the field. */}
      <p class="hint pass-added-as" role="status" data-testid="pass-added-as">
        {addedAs()}
      </p>
      <form class="pass-add" ref={form} onSubmit={add}>
        <div class="field">
          <label for="words-pass-name">{tr('ui.words.pass.nameLabel')}</label>
          <input ref={field} id="words-pass-name" type="text" data-testid="pass-name-input" maxLength={MAX_NAME_LENGTH} autocomplete="off" aria-describedby="words-pass-help" value={name()} onInput={(e) => setName(e.currentTarget.value)} />
        </div>
        <button type="submit" class="btn" data-testid="pass-add" disabled={name().trim() === '' || busy()}>
          {tr('ui.words.pass.add')}
        </button>
      </form>
      <Show when={props.players < QUICK_START_PLAYERS}>
        <button type="button" class="btn btn-block" data-testid="pass-quick" disabled={busy()} onClick={quickStart}>
          {tr('ui.words.pass.quick')}
        </button>
      </Show>
    </section>
  )
}
