/**
 * The same Werwolf round for the peer servers (Colyseus, boardgame.io): one plain-JSON state and
 * pure-enough rules (they mutate the state they are given, as boardgame.io's immer moves and a
 * Colyseus handler would). It follows server/games/werwolf: night picks (protector, werewolves,
 * seer, everyone else sleeps), discussion until all are ready, a vote, on a tie a defense (ended by
 * the host) and a runoff, the hunter's shot, the end check. `viewFor` gives each seat the same
 * facts the Spielleiter view gives (own card, pack, findings, prompt of the same shape), so one
 * bot (test/support/werwolf-bot.ts) plays all systems. No timers: in the workload every step ends
 * because everyone acted (or the host skipped the defense).
 */

/** The deal for 16 players, as Spielleiter deals it with wolves 4, protector and hunter on. */
export const ROLES_16 = ['wolf', 'wolf', 'wolf', 'wolf', 'seer', 'protector', 'hunter', ...Array(9).fill('villager')]
const CARDS = { wolf: ['K♠', 'K♣', 'K♦', 'K♥'], seer: ['Q♥'], protector: ['J♥'], hunter: ['J♣'] }
const NUMBER_CARDS = ['2', '3', '4', '5', '6', '7', '8', '9', '10'].flatMap((r) => ['♠', '♣', '♦', '♥'].map((s) => r + s))
/** Step lengths in ms, only shown to clients (the shortest the Spielleiter options allow). */
const STEP_MS = { night: 20_000, discussion: 30_000, vote: 15_000, runoff: 15_000, defense: 10_000, hunter: 10_000, ended: 0 }

function rand(state) {
  state.rng = (state.rng + 0x6d2b79f5) >>> 0
  let t = state.rng
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

function shuffled(state, items) {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand(state) * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const say = (key, params) => (params ? { key, params } : { key })

/** A new game for these seats (ids) and names, night 1 open. */
export function newGame(seats, names, seed, now) {
  const state = {
    seats: [...seats],
    names: { ...names },
    hands: {},
    rng: seed >>> 0,
    stage: -1,
    phase: 'night',
    day: 0,
    deadline: null,
    narration: [],
    out: [],
    night: null,
    lastProtected: null,
    ready: [],
    ballots: {},
    tied: [],
    hunter: null,
    log: [],
    nights: [],
    seen: [],
    winner: null,
    version: 0,
  }
  const numbers = shuffled(state, NUMBER_CARDS)
  const used = { wolf: 0, villager: 0 }
  const roles = shuffled(state, ROLES_16.slice(0, seats.length))
  seats.forEach((seat, i) => {
    const role = roles[i]
    const card = role === 'villager' ? numbers[used.villager++] : role === 'wolf' ? CARDS.wolf[used.wolf++] : CARDS[role][0]
    state.hands[seat] = { role, card }
  })
  enter(state, 'night', now)
  return state
}

export const isAlive = (s, seat) => seat in s.hands && !s.out.some((o) => o.seat === seat)
export const living = (s) => s.seats.filter((seat) => isAlive(s, seat))
const roleOf = (s, seat) => s.hands[seat]?.role

function enter(s, phase, now, carry = []) {
  s.phase = phase
  s.stage++
  s.ready = []
  s.ballots = {}
  if (phase !== 'defense' && phase !== 'runoff') s.tied = []
  if (phase !== 'hunter') s.hunter = null
  s.night = null
  if (phase === 'night') {
    s.day++
    s.night = { protect: null, attacks: {}, inspect: null, slept: {} }
  }
  s.deadline = phase === 'ended' ? null : now + STEP_MS[phase]
  s.narration = [...carry, say(`werwolf.narr.${phase}`, { day: s.day })]
}

function winnerNow(s) {
  const alive = living(s)
  const wolves = alive.filter((seat) => roleOf(s, seat) === 'wolf').length
  if (wolves === 0) return 'village'
  if (wolves >= alive.length - wolves) return 'wolves'
  return null
}

function settle(s, now, carry, next) {
  const winner = winnerNow(s)
  if (winner) {
    s.winner = winner
    return enter(s, 'ended', now, [...carry, say(`werwolf.narr.win.${winner}`)])
  }
  enter(s, next, now, carry)
}

function afterDeath(s, dead, now, carry, next) {
  if (dead !== null && roleOf(s, dead) === 'hunter') {
    enter(s, 'hunter', now, carry)
    s.hunter = { seat: dead, then: next }
    return
  }
  settle(s, now, carry, next)
}

const reveal = (s, seat) => say('werwolf.narr.reveal', { player: `#${seat}`, role: `@werwolf.role.${roleOf(s, seat)}`, card: s.hands[seat].card })

export function nightActOf(s, seat) {
  const role = roleOf(s, seat)
  return role === 'protector' ? 'protect' : role === 'wolf' ? 'attack' : role === 'seer' ? 'inspect' : 'sleep'
}

function nightTargets(s, seat) {
  const alive = living(s)
  switch (nightActOf(s, seat)) {
    case 'protect':
      return alive.filter((t) => t !== s.lastProtected)
    case 'attack':
      return alive.filter((t) => roleOf(s, t) !== 'wolf')
    default:
      return alive.filter((t) => t !== seat)
  }
}

function hasTapped(s, seat) {
  const n = s.night
  switch (nightActOf(s, seat)) {
    case 'protect':
      return n.protect !== null
    case 'attack':
      return seat in n.attacks
    case 'inspect':
      return n.inspect !== null
    default:
      return seat in n.slept
  }
}

function endNight(s, now) {
  const n = s.night
  const counts = new Map()
  for (const wolf of living(s)) {
    const t = n.attacks[wolf]
    if (t !== undefined && isAlive(s, t)) counts.set(t, (counts.get(t) ?? 0) + 1)
  }
  let victim = null
  if (counts.size) {
    const most = Math.max(...counts.values())
    const top = s.seats.filter((seat) => counts.get(seat) === most)
    victim = top.length === 1 ? top[0] : top[Math.floor(rand(s) * top.length)]
  }
  const saved = victim !== null && victim === n.protect
  const dead = saved ? null : victim
  s.nights.push({ day: s.day, protect: n.protect, attacks: Object.entries(n.attacks).map(([by, target]) => ({ by, target })), inspect: n.inspect, victim, saved })
  s.lastProtected = n.protect
  s.log.push({ type: 'dawn', day: s.day, victim: dead })
  if (dead !== null) s.out.push({ seat: dead, day: s.day, time: 'night', cause: 'wolves' })
  const story = [say('werwolf.narr.dawn', { day: s.day }), dead === null ? say('werwolf.narr.quietNight') : reveal(s, dead)]
  afterDeath(s, dead, now, story, 'discussion')
}

function voteTargets(s, seat) {
  const pool = s.phase === 'runoff' ? s.tied.filter((t) => isAlive(s, t)) : living(s)
  return pool.filter((t) => t !== seat)
}

const mayAbstain = (s, seat) => s.phase === 'runoff' && voteTargets(s, seat).length === 0

function tallyOf(s, ballots) {
  const votes = new Map()
  for (const b of ballots) if (b.target !== null) votes.set(b.target, (votes.get(b.target) ?? 0) + 1)
  return s.seats.filter((seat) => votes.has(seat)).map((seat) => ({ seat, votes: votes.get(seat) })).sort((a, b) => b.votes - a.votes)
}

function closeVote(s, now) {
  const round = s.phase === 'runoff' ? 'runoff' : 'vote'
  const ballots = s.seats.filter((seat) => seat in s.ballots).map((seat) => ({ voter: seat, target: s.ballots[seat] }))
  const tally = tallyOf(s, ballots)
  const most = tally[0]?.votes ?? 0
  const top = tally.filter((t) => t.votes === most && most > 0).map((t) => t.seat)
  const out = top.length === 1 ? top[0] : null
  const tied = top.length > 1 ? top : []
  s.log.push({ type: 'vote', day: s.day, round, ballots, out, tied })
  if (out !== null) {
    s.out.push({ seat: out, day: s.day, time: 'day', cause: round })
    return afterDeath(s, out, now, [say('werwolf.narr.votedOut', { player: `#${out}`, votes: most }), reveal(s, out)], 'night')
  }
  if (round === 'vote' && tied.length > 1) {
    s.tied = tied
    return enter(s, 'defense', now, [say('werwolf.narr.tie', { count: tied.length })])
  }
  settle(s, now, [say(tally.length ? 'werwolf.narr.secondTie' : 'werwolf.narr.noVotes')], 'night')
}

/**
 * Applies one seat's action; returns null when it was applied, or a refusal code. Mutates `s`.
 * Actions: night taps, ready, vote, abstain, shoot; the host's `skip` (defense) and `restart` (end).
 */
export function act(s, seat, action, now) {
  if (!action || typeof action.type !== 'string') return 'bad_action'
  if (!(seat in s.hands)) return 'not_player'
  if (action.target !== undefined && (typeof action.target !== 'string' || !(action.target in s.hands))) return 'unknown_target'
  const type = action.type
  if (s.phase === 'ended') return 'ended'
  if (type === 'shoot') {
    if (s.phase !== 'hunter' || s.hunter?.seat !== seat) return 'not_hunter'
    if (!isAlive(s, action.target)) return 'target_out'
    const hunter = s.hunter
    s.log.push({ type: 'shot', day: s.day, hunter: seat, target: action.target })
    s.out.push({ seat: action.target, day: s.day, time: 'day', cause: 'hunter' })
    settle(s, now, [reveal(s, action.target)], hunter.then)
    return null
  }
  if (!isAlive(s, seat)) return 'dead'
  switch (type) {
    case 'protect':
    case 'attack':
    case 'inspect':
    case 'sleep': {
      if (s.phase !== 'night') return 'wrong_phase'
      if (nightActOf(s, seat) !== type) return 'not_your_role'
      if (type !== 'attack' && hasTapped(s, seat)) return 'already_acted'
      const t = action.target
      if (t !== undefined && !isAlive(s, t)) return 'target_out'
      const n = s.night
      if (type === 'protect') {
        if (t === undefined || t === s.lastProtected) return 'protect_repeat'
        n.protect = t
      } else if (type === 'attack') {
        if (t === undefined || roleOf(s, t) === 'wolf') return 'wolf_target'
        n.attacks[seat] = t
      } else if (type === 'inspect') {
        if (t === undefined || t === seat) return 'self_target'
        n.inspect = t
        s.seen.push({ seer: seat, day: s.day, target: t, wolf: roleOf(s, t) === 'wolf' })
      } else {
        if (t === seat) return 'self_target'
        n.slept[seat] = t ?? null
      }
      if (living(s).every((x) => hasTapped(s, x))) endNight(s, now)
      return null
    }
    case 'ready':
      if (s.phase !== 'discussion') return 'wrong_phase'
      if (s.ready.includes(seat)) return 'already_acted'
      s.ready.push(seat)
      if (living(s).every((x) => s.ready.includes(x))) enter(s, 'vote', now)
      return null
    case 'vote':
    case 'abstain': {
      if (s.phase !== 'vote' && s.phase !== 'runoff') return 'wrong_phase'
      const t = type === 'abstain' ? null : action.target
      if (t === null) {
        if (!mayAbstain(s, seat)) return 'cannot_abstain'
      } else {
        if (t === undefined || !isAlive(s, t)) return 'target_out'
        if (t === seat) return 'self_vote'
        if (s.phase === 'runoff' && !s.tied.includes(t)) return 'not_tied'
      }
      s.ballots[seat] = t
      if (living(s).every((x) => x in s.ballots)) closeVote(s, now)
      return null
    }
    case 'skip':
      if (s.phase !== 'defense') return 'wrong_phase'
      enter(s, 'runoff', now)
      return null
    default:
      return 'unknown_action'
  }
}

function promptFor(s, seat) {
  if (s.phase === 'hunter') return s.hunter?.seat === seat ? { type: 'shoot', prompt: say('werwolf.prompt.shoot'), targets: living(s).filter((t) => t !== seat) } : null
  if (!isAlive(s, seat)) return null
  switch (s.phase) {
    case 'night': {
      const act = nightActOf(s, seat)
      const done = hasTapped(s, seat)
      const n = s.night
      const pick = act === 'protect' ? n.protect : act === 'attack' ? (n.attacks[seat] ?? null) : act === 'inspect' ? n.inspect : (n.slept[seat] ?? null)
      const marks = act === 'attack' ? Object.entries(n.attacks).map(([by, target]) => ({ by, target })) : []
      return { type: 'night', act, prompt: say(`werwolf.prompt.${done ? 'nightDone' : act}`), targets: nightTargets(s, seat), pick, marks, done }
    }
    case 'discussion': {
      const done = s.ready.includes(seat)
      return { type: 'ready', prompt: say(done ? 'werwolf.prompt.readyDone' : 'werwolf.prompt.ready'), done }
    }
    case 'vote':
    case 'runoff': {
      const has = seat in s.ballots
      return {
        type: 'vote',
        round: s.phase,
        prompt: say(has ? 'werwolf.prompt.voted' : `werwolf.prompt.${s.phase}`),
        targets: voteTargets(s, seat),
        vote: s.ballots[seat] ?? null,
        abstained: has && s.ballots[seat] === null,
        canAbstain: mayAbstain(s, seat),
      }
    }
    default:
      return null
  }
}

function progressOf(s) {
  const of = living(s).length
  if (s.phase === 'night') return { done: living(s).filter((x) => hasTapped(s, x)).length, of }
  if (s.phase === 'discussion') return { done: s.ready.length, of }
  if (s.phase === 'vote' || s.phase === 'runoff') return { done: Object.keys(s.ballots).length, of }
  return null
}

/** The public part every recipient gets (a spectator sees exactly this). */
export function publicView(s) {
  return {
    phase: s.phase,
    stage: s.stage,
    day: s.day,
    deadline: s.deadline,
    version: s.version,
    winner: s.winner,
    narration: s.narration,
    players: s.seats.map((seat) => ({
      seat,
      name: s.names[seat] ?? seat,
      alive: isAlive(s, seat),
      card: !isAlive(s, seat) || s.phase === 'ended' ? s.hands[seat].card : null,
    })),
    progress: progressOf(s),
    tied: s.phase === 'defense' || s.phase === 'runoff' ? [...s.tied] : [],
    hunter: s.phase === 'hunter' ? (s.hunter?.seat ?? null) : null,
    log: s.log.map((r) => (r.type === 'vote' ? { ...r, tally: tallyOf(s, r.ballots) } : r)),
  }
}

/** What only this seat may know: its card, its pack, its findings, its prompt. */
export function secretView(s, seat) {
  const hand = s.hands[seat]
  if (!hand) return null
  return {
    seat,
    role: hand.role,
    card: hand.card,
    alive: isAlive(s, seat),
    mates: hand.role === 'wolf' ? s.seats.filter((x) => x !== seat && roleOf(s, x) === 'wolf') : [],
    prompt: promptFor(s, seat),
    private: s.seen.filter((f) => f.seer === seat).map((f) => say(f.wolf ? 'werwolf.private.isWolf' : 'werwolf.private.notWolf', { player: `#${f.target}`, day: f.day })),
  }
}

/** The whole view for a seat (or null for a spectator), as boardgame.io's playerView returns it. */
export function viewFor(s, seat) {
  const pub = publicView(s)
  const me = seat === null || seat === undefined ? null : secretView(s, seat)
  return { ...pub, me, prompt: me?.prompt ?? null }
}
