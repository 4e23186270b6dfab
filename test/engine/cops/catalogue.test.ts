import { describe, expect, it } from 'vitest'
import { cops as catalogue } from '../../../shared/i18n/cops'
import type { Notice } from '../../../shared/notice'
import type { CopsView } from '../../../shared/views/cops'
import { isRejection, MODERATOR } from '../../../server/games/contract'
import { cops } from '../../../server/games/cops'
import { EVENTS } from '../../../server/games/cops/events'
import { REJECTIONS } from '../../../server/games/cops/rejections'
import { ROLES } from '../../../server/games/cops/roles'
import { optionsFor, randomGame } from './random-play'
import { expectRenders, expectSameKeys, expectSamePlaceholders } from '../../support/catalogue'

/** Every notice a view carries. */
function noticesOf(v: CopsView): Notice[] {
  const out: Notice[] = [v.title, ...v.announcements, ...v.notes.map((n) => n.text)]
  if (v.prompt) out.push(v.prompt.prompt)
  if (v.me) out.push(v.me.roleName)
  if (v.event) out.push(v.event.title, v.event.text)
  for (const report of v.reports) out.push(...report.lines)
  for (const entry of v.log) out.push(...entry.lines)
  if (v.summary) out.push(v.summary.reason)
  return out
}

describe('the Undercover Cops catalogue', () => {
  it('has the same keys in German and English, all under cops.', () => {
    expectSameKeys(catalogue, 'cops.')
  })

  it('uses the same placeholders in both languages', () => {
    expectSamePlaceholders(catalogue)
  })

  it('has every role, team, event and rejection reason', () => {
    for (const role of ROLES) {
      expectRenders({ key: `cops.role.${role}` }, [])
      expectRenders({ key: `cops.role.${role}.about` }, [])
    }
    for (const team of ['festival', 'police']) expectRenders({ key: `ui.cops.team.${team}` }, [])
    for (const event of EVENTS) {
      expectRenders({ key: `cops.event.${event.id}.title` }, [])
      expectRenders({ key: `cops.event.${event.id}.text` }, [])
    }
    for (const key of Object.values(REJECTIONS)) expectRenders({ key }, [])
  })

  it('has a label and a help text for every option', () => {
    for (const field of Object.keys(cops.options.defaults(8))) {
      expectRenders({ key: `cops.option.${field}.label` }, [])
      expectRenders({ key: `cops.option.${field}.help` }, [])
    }
  })

  it('has every text the option check and the preview give', () => {
    for (let n = 7; n <= 17; n++) {
      for (const copsCount of [0, 1, 2, 3, 4, 5, 6, 7]) {
        for (const informants of [0, 1, 2, 3]) {
          for (const bouncers of [0, 1, 2, 3]) {
            const options = { ...cops.options.defaults(n), cops: copsCount, informants, bouncers }
            const result = cops.options.check(options, n)
            for (const notice of result.ok ? result.warnings : [result.reason]) expectRenders(notice, [])
            if (result.ok) for (const line of cops.options.preview(options, n)) expectRenders(line, [])
          }
        }
      }
    }
  })

  it('has every key the engine emits during random play, for every viewer, in both languages', { timeout: 60_000 }, () => {
    const seen = new Set<string>()
    for (let n = 8; n <= 16; n++) {
      for (const k of [0, 1, 4, 5, 6, 7]) {
        let step = 0
        let lastStage = -1
        randomGame(n, optionsFor(n, k), 2000 + k, (state) => {
          // Every viewer at each new step; within a step, one seat in turn (prompts change as people act).
          const viewers = state.stage !== lastStage ? [null, MODERATOR, ...state.seats] : [state.seats[++step % n]!]
          lastStage = state.stage
          for (const viewer of viewers) {
            for (const n2 of noticesOf(cops.view(state, viewer))) {
              const id = JSON.stringify(n2)
              if (seen.has(id)) continue
              seen.add(id)
              expectRenders(n2, state.seats)
            }
          }
          // A refusal's reason renders too.
          const r = cops.act(state, state.seats[0]!, { type: 'vote', target: 'nobody' }, 0)
          if (isRejection(r)) expectRenders(r.notice, state.seats)
        })
      }
    }
    const keys = new Set([...seen].map((s) => (JSON.parse(s) as Notice).key))
    // The whole story got told: every step, every result, every end.
    for (const key of [
      'cops.intro.floor',
      'cops.intro.lastFloor',
      'cops.intro.vipDecides',
      'cops.prompt.alone',
      'cops.prompt.observeOrReveal',
      'cops.prompt.decide',
      'cops.result.markerPlaced',
      'cops.result.badgeFound',
      'cops.result.wristband',
      'cops.result.noWristband',
      'cops.result.nothingLearned',
      'cops.result.role',
      'cops.report.searched',
      'cops.report.arrested',
      'cops.note.markerLost',
      'cops.log.arrested',
      'cops.log.vipDouble',
      'cops.log.decided',
      'cops.log.role',
      'cops.outcome.finalFestival',
      'cops.outcome.finalPolice',
      'cops.outcome.policeOut',
    ]) {
      expect(keys, key).toContain(key)
    }
  })

  it('has rules pages with the same structure in German and English, with the table row by row', () => {
    const { de, en } = cops.rules
    expect(de.sections.length).toBe(en.sections.length)
    de.sections.forEach((section, i) => {
      const other = en.sections[i]!
      expect(section.paragraphs.length, section.heading).toBe(other.paragraphs.length)
      expect(section.table?.map((row) => row.length)).toEqual(other.table?.map((row) => row.length))
    })
    const deal = de.sections.find((s) => s.heading === 'Verteilung')!.table!
    expect(deal.slice(1).map((row) => row.slice(0, 8))).toEqual([
      ['8', '3', '1', '1', '5', '2', '1', '3'],
      ['9', '4', '1', '1', '6', '2', '1', '3'],
      ['10', '5', '1', '1', '7', '2', '1', '3'],
      ['11', '6', '1', '1', '8', '2', '1', '3'],
      ['12', '6', '1', '1', '8', '3', '1', '4'],
      ['13', '7', '1', '1', '9', '3', '1', '4'],
      ['14', '7', '2', '1', '10', '3', '1', '4'],
      ['15', '8', '2', '1', '11', '3', '1', '4'],
      ['16', '8', '2', '1', '11', '3', '2', '5'],
    ])
    const days = de.sections.find((s) => s.heading === 'Ein Festivaltag')!.table!
    expect(days.slice(1).map((row) => row.slice(1))).toEqual([
      ['4', '3', '3', '2', '1 (keine Wahl)'],
      ['–', '✓', '✓', '✓', '✓'],
      ['✓', '✓', '✓', '✓', '✓'],
      ['✓', '✓', '✓', '✓', '✓'],
      ['–', '✓', '✓', '✓', '✓'],
    ])
  })
})
