import { describe, expect, it } from 'vitest'
import { t } from '../../../shared/i18n'
import type { WerwolfView } from '../../../shared/views/werwolf'
import { werwolf } from '../../../server/games/werwolf'
import { isAlive } from '../../../server/games/werwolf/seats'
import type { WerwolfState } from '../../../server/games/werwolf/state'
import { look, MODERATOR, play, playAll, refused, riggedGame, skipTo, voteAll } from './helpers'
import { optionsFor, randomGame } from './random-play'

// s1, s2 werewolves; s3 seer; s4–s7 villagers.
const SEVEN = ['wolf', 'wolf', 'seer', 'villager', 'villager', 'villager', 'villager'] as const

/** Night 1 took s4; night 2 is running with the werewolves' picks on s5. */
function secondNight(options = {}): WerwolfState {
  let s = riggedGame([...SEVEN], options)
  s = werwolf.skip(playAll(s, [['s1', { type: 'attack', target: 's4' }]]), 2)
  s = skipTo(s, 'night')
  return playAll(s, [['s1', { type: 'attack', target: 's5' }], ['s3', { type: 'inspect', target: 's6' }]])
}

/** Cards this view shows of players who are still in the game, other than the viewer. */
function livingCardsShown(state: WerwolfState, v: WerwolfView): string[] {
  return v.players.filter((p) => p.card !== null && isAlive(state, p.seat) && p.seat !== v.me?.seat).map((p) => p.seat)
}

describe('players who are out', () => {
  it('cannot act or vote, and get no prompt', () => {
    let s = secondNight()
    refused(s, 's4', { type: 'sleep' }, 'out')
    expect(werwolf.legalActions(s, 's4')).toEqual([])
    expect(look(s, 's4').prompt).toBeNull()
    s = skipTo(s, 'vote')
    refused(s, 's4', { type: 'vote', target: 's1' }, 'out')
    refused(s, 's4', { type: 'shoot', target: 's1' }, 'out')
  })

  it('see every card and the night\'s picks live when the dead may watch', () => {
    const v = look(secondNight(), 's4')
    expect(v.omniscient).toBe(true)
    expect(v.players.every((p) => p.card !== null)).toBe(true)
    expect(v.insight?.night).toEqual({ protect: null, attacks: [{ by: 's1', target: 's5' }], inspect: 's6', done: ['s1', 's3'] })
    expect(v.insight?.nights).toHaveLength(1)
  })

  it('see only what the living see when watching is turned off', () => {
    const s = secondNight({ deadSeeAll: false })
    const v = look(s, 's4')
    expect(v.omniscient).toBe(false)
    expect(v.insight).toBeNull()
    expect(livingCardsShown(s, v)).toEqual([])
    expect(v.me?.card.role).toBe('villager')
  })

  it('see the ballots live when the dead may watch', () => {
    let s = skipTo(secondNight(), 'vote')
    s = play(s, 's6', { type: 'vote', target: 's1' })
    expect(look(s, 's4').insight?.ballots).toEqual([{ voter: 's6', target: 's1' }])
  })
})

describe('secret to the end', () => {
  it('keeps the cards of eliminated players face down until the game ends', () => {
    let s = riggedGame(['wolf', 'seer', 'villager', 'villager', 'villager'], { secretCards: true, deadSeeAll: false })
    s = werwolf.skip(play(s, 's1', { type: 'attack', target: 's3' }), 2)
    expect(s.announcements.map((n) => n.key).slice(0, 3)).toEqual(['werwolf.narr.dawn', 'werwolf.narr.victim', 'werwolf.narr.outSecret'])
    for (const viewer of [null, 's2', 's3'] as const) {
      const v = look(s, viewer)
      if (viewer !== 's3') expect(v.players.find((p) => p.seat === 's3')?.card).toBeNull()
      if (viewer !== 's3') expect(v.log[0]).toMatchObject({ victim: 's3', card: null })
    }
    // The moderator still sees it.
    expect(look(s, MODERATOR).players.find((p) => p.seat === 's3')?.card?.role).toBe('villager')
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's2', s2: 's1', s4: 's1', s5: 's1' })
    expect(s.phase).toBe('ended')
    const end = look(s, null)
    expect(end.players.every((p) => p.card !== null)).toBe(true)
    expect(end.log[0]).toMatchObject({ card: { role: 'villager' } })
  })
})

describe('secret to the end, watched by the dead', () => {
  it('tells the story on a watching dead player\'s phone as the living hear it: their phone lies beside the living', () => {
    let s = riggedGame(['wolf', 'seer', 'villager', 'villager', 'villager'], { secretCards: true, deadSeeAll: true })
    s = werwolf.skip(play(s, 's1', { type: 'attack', target: 's3' }), 2)
    // s3 is out and watches: every card on the covered card, none in the story.
    const dead = look(s, 's3')
    expect(dead.players.find((p) => p.seat === 's1')?.card?.role).toBe('wolf')
    expect(JSON.stringify(dead.log)).toBe(JSON.stringify(look(s, 's4').log))
    s = skipTo(s, 'vote')
    s = voteAll(s, { s1: 's4', s2: 's4', s4: 's1', s5: 's4' })
    expect(s.out.map((o) => o.seat)).toEqual(['s3', 's4'])
    expect(JSON.stringify(look(s, 's3').log)).toBe(JSON.stringify(look(s, 's5').log))
    expect(look(s, 's3').log.at(-1)).toMatchObject({ out: 's4', card: null })
  })
})

describe('who sees what', () => {
  it('never shows a spectator the role of a living player', { timeout: 60_000 }, () => {
    for (let n = 5; n <= 17; n++) {
      randomGame(n, optionsFor(n, n), n, (state) => {
        if (state.phase === 'ended') return
        const v = look(state, null)
        expect(v.me).toBeNull()
        expect(v.insight).toBeNull()
        expect(v.prompt).toBeNull()
        expect(v.private).toEqual([])
        expect(livingCardsShown(state, v)).toEqual([])
        for (const entry of v.log) if (entry.card) expect(isAlive(state, entry.type === 'dawn' ? entry.victim! : entry.type === 'vote' ? entry.out! : entry.target!)).toBe(false)
      })
    }
  })

  it('never shows a villager, seer, protector or hunter who is alive another living player\'s role or the werewolves\' picks', { timeout: 60_000 }, () => {
    for (let n = 5; n <= 17; n++) {
      randomGame(n, optionsFor(n, n + 1), n, (state) => {
        if (state.phase === 'ended') return
        for (const seat of state.seats) {
          if (!isAlive(state, seat) || state.hands[seat]!.role === 'wolf') continue
          const v = look(state, seat)
          expect(livingCardsShown(state, v)).toEqual([])
          expect(v.insight).toBeNull()
          if (v.prompt?.type === 'night') expect(v.prompt.marks).toEqual([])
        }
      })
    }
  })

  it('shows a werewolf exactly the pack among the living', { timeout: 60_000 }, () => {
    for (let n = 7; n <= 17; n += 2) {
      randomGame(n, { ...optionsFor(n, n), deadSeeAll: false }, n, (state) => {
        if (state.phase === 'ended') return
        for (const seat of state.seats.filter((s) => isAlive(state, s) && state.hands[s]!.role === 'wolf')) {
          const shown = livingCardsShown(state, look(state, seat))
          expect(shown.every((other) => state.hands[other]!.role === 'wolf')).toBe(true)
          expect(shown.length).toBe(state.seats.filter((o) => o !== seat && isAlive(state, o) && state.hands[o]!.role === 'wolf').length)
        }
      })
    }
  })

  it('never shows a villager another living player\'s role or the werewolves\' picks', () => {
    const s = secondNight()
    const v = look(s, 's5')
    expect(livingCardsShown(s, v)).toEqual([])
    expect(v.prompt).toMatchObject({ type: 'night', act: 'sleep', marks: [] })
    expect(v.insight).toBeNull()
    expect(JSON.stringify(v)).not.toMatch(/"attacks"|"by":/)
  })

  it('shows the moderator every role, every pick and every ballot live', () => {
    let s = secondNight()
    const v = look(s, MODERATOR)
    expect(v.viewer).toBe('moderator')
    expect(v.me).toBeNull()
    expect(v.players.every((p) => p.card !== null)).toBe(true)
    expect(v.insight?.night?.attacks).toEqual([{ by: 's1', target: 's5' }])
    s = skipTo(s, 'vote')
    s = play(s, 's2', { type: 'vote', target: 's6' })
    expect(look(s, MODERATOR).insight?.ballots).toEqual([{ voter: 's2', target: 's6' }])
  })

  it('shows a seat its own card and team, and treats unknown seats as spectators', () => {
    const s = riggedGame([...SEVEN])
    expect(look(s, 's3').me).toMatchObject({ seat: 's3', card: { role: 'seer', card: { rank: 'Q', suit: 'hearts' } }, team: 'village', mates: [] })
    expect(look(s, 's9').viewer).toBe('spectator')
    expect(look(s, 's9').me).toBeNull()
  })

  it('gives everyone the same narration', () => {
    const s = secondNight()
    const lines = look(s, null).announcements
    for (const viewer of [MODERATOR, 's1', 's3', 's4', 's7'] as const) expect(look(s, viewer).announcements).toEqual(lines)
  })
})

describe('the Mafia theme', () => {
  it('tells the same game with the mafia and a commissioner', () => {
    const s = riggedGame([...SEVEN], { theme: 'mafia' })
    const v = look(s, 's1')
    expect(v.theme).toBe('mafia')
    expect(v.me?.card.name).toEqual({ key: 'werwolf.mafia.role.wolf' })
    expect(t('de', v.me!.card.name.key)).toBe('Mafioso')
    expect(t('en', look(s, 's3').me!.card.name.key)).toBe('Commissioner')
    expect(t('de', look(s, 's3').me!.card.name.key)).toBe('Kommissar')
    expect(s.announcements.map((n) => n.key)).toContain('werwolf.mafia.narr.wolvesCall')
    expect(s.announcements.map((n) => n.key)).toContain('werwolf.mafia.narr.seerCall')
    expect(v.prompt).toMatchObject({ prompt: { key: 'werwolf.mafia.prompt.attack' } })
    const seen = play(s, 's3', { type: 'inspect', target: 's2' })
    expect(t('en', look(seen, 's3').private[0]!.key, look(seen, 's3').private[0]!.params)).toBe('Night 1: #s2 belongs to the mafia.')
    // Texts without a Mafia variant stay as they are.
    expect(look(s, 's4').prompt).toMatchObject({ prompt: { key: 'werwolf.prompt.sleep' } })
  })

  it('names the mafia in the win line', () => {
    let s = riggedGame(['wolf', 'seer', 'villager', 'villager', 'villager'], { theme: 'mafia' })
    s = skipTo(s, 'vote')
    s = voteAll(s, { s2: 's1', s3: 's1', s4: 's1', s5: 's1', s1: 's2' })
    expect(s.announcements.map((n) => n.key)).toContain('werwolf.mafia.narr.win.village')
    expect(werwolf.outcome(s)?.reason).toEqual({ key: 'werwolf.mafia.outcome.village' })
  })
})
