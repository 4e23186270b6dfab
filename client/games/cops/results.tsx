/**
 * What only this seat learns: after each action phase its summary (its floor, the outcome of its
 * own action, whether it was searched, its markers, an arrest) and the court order's message.
 * The latest summary is the result card; earlier ones fold away.
 */
import { For, Show } from 'solid-js'
import type { CopsNote, CopsReport, CopsResult, CopsView } from '../../../shared/views/cops'
import { tr } from '../../lib/i18n'
import { useRoom } from '../../lib/room-context'
import { roleKey } from './roles'
import { Figures } from './scene'

/** A line of the result card: a symbol and a sentence. */
interface ResultRow {
  symbol: string
  text: string
  tone?: 'good' | 'bad' | 'info'
  testid: string
}

/** The symbol and sentence for the outcome of your own action. */
function resultRow(result: CopsResult, nameOf: (seat: string) => string): ResultRow {
  const player = nameOf(result.target)
  switch (result.type) {
    case 'markerPlaced':
      return { symbol: '📌', text: tr('cops.result.markerPlaced', { player }), testid: 'result-marker' }
    case 'badgeFound':
      return { symbol: '🪪', text: tr('cops.result.badgeFound', { player }), tone: 'info', testid: 'result-badge' }
    case 'wristband':
      return result.wristband
        ? { symbol: '🎟️', text: tr('cops.result.wristband', { player }), testid: 'result-wristband' }
        : { symbol: '🚫', text: tr('cops.result.noWristband', { player }), testid: 'result-no-wristband' }
    case 'nothingLearned':
      return { symbol: '🌫️', text: tr('cops.result.nothingLearned', { player }), testid: 'result-nothing' }
    case 'role':
      return { symbol: '🎭', text: tr('cops.result.role', { player, role: `@${roleKey(result.role)}` }), tone: 'info', testid: 'result-role' }
  }
}

function reportRows(report: CopsReport, notes: readonly CopsNote[], nameOf: (seat: string) => string, text: ReturnType<typeof useRoom>['text']): ResultRow[] {
  const rows: ResultRow[] = []
  for (const note of notes) rows.push({ symbol: '⚖️', text: text(note.text), tone: 'good', testid: 'result-marker-lost' })
  if (report.result) rows.push(resultRow(report.result, nameOf))
  else if (!report.alone) rows.push({ symbol: '💤', text: tr('cops.report.noAction'), testid: 'result-none' })
  if (report.searched) rows.push({ symbol: '🔍', text: tr('cops.report.searched'), tone: 'bad', testid: 'result-searched' })
  rows.push({ symbol: '📌', text: tr('cops.report.markers', { markers: report.markers }), tone: report.markers > 0 ? 'bad' : undefined, testid: 'result-markers' })
  if (report.arrested) rows.push({ symbol: '🚨', text: tr('cops.report.arrested'), tone: 'bad', testid: 'result-arrested' })
  return rows
}

/** One day's summary as a card: the floor in figures, then each line. */
function ReportCard(props: { report: CopsReport; notes: readonly CopsNote[]; latest: boolean; today?: boolean }) {
  const { nameOf, text } = useRoom()
  const r = () => props.report
  const heading = () =>
    r().alone
      ? tr('cops.report.alone', { day: r().day, floor: r().floor })
      : tr('cops.report.floor', { day: r().day, floor: r().floor, people: r().people, wristbands: r().wristbands })
  return (
    <article class="cops-report" classList={{ latest: props.latest }} data-testid={props.latest ? 'result-card' : undefined} data-day={r().day}>
      <h3>{heading()}</h3>
      <Show when={props.today && !r().alone}>
        <Figures people={r().people} wristbands={r().wristbands} caption={heading()} />
      </Show>
      <ul class="cops-result-rows">
        <For each={reportRows(r(), props.notes, nameOf, text)}>
          {(row) => (
            <li classList={{ [`tone-${row.tone}`]: row.tone !== undefined }} data-testid={row.testid}>
              <span class="cops-result-symbol" aria-hidden="true">{row.symbol}</span>
              <span>{row.text}</span>
            </li>
          )}
        </For>
      </ul>
    </article>
  )
}

/** A court order's message on a day without a summary yet (the event comes before the action). */
function NoteCard(props: { note: CopsNote }) {
  const { text } = useRoom()
  return (
    <article class="cops-report latest" data-testid="note-card">
      <ul class="cops-result-rows">
        <li class="tone-good" data-testid="result-marker-lost">
          <span class="cops-result-symbol" aria-hidden="true">⚖️</span>
          <span>{text(props.note.text)}</span>
        </li>
      </ul>
    </article>
  )
}

/** This seat's private results: the newest big, the rest folded. */
export function Private(props: { view: CopsView }) {
  const reports = () => props.view.reports
  const latest = () => reports().at(-1)
  const notesOf = (day: number) => props.view.notes.filter((n) => n.day === day)
  // A note from today, before today's summary exists (court order during the event card).
  const pendingNotes = () => props.view.notes.filter((n) => !reports().some((r) => r.day === n.day))
  const earlier = () => reports().slice(0, -1).reverse()
  return (
    <Show when={reports().length > 0 || props.view.notes.length > 0}>
      <section class="panel private cops-private" aria-labelledby="cops-private-title">
        <h2 id="cops-private-title">{tr('ui.cops.private')}</h2>
        <For each={pendingNotes()}>{(note) => <NoteCard note={note} />}</For>
        <Show when={latest()}>{(report) => <ReportCard report={report()} notes={notesOf(report().day)} latest today={report().day === props.view.day} />}</Show>
        <Show when={earlier().length > 0}>
          <details>
            <summary>{tr('ui.cops.earlier_results')}</summary>
            <For each={earlier()}>{(report) => <ReportCard report={report} notes={notesOf(report.day)} latest={false} />}</For>
          </details>
        </Show>
      </section>
    </Show>
  )
}
