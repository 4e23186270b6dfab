/**
 * Heimlich & Co.'s game screen, on the client kit: one layout for people and spectators — the step
 * header, whose turn it is, the board with the die in its middle, what this phone may do (plan the
 * move, place the safe), the latest scoring, the covered card (your agent, your guess), the score
 * track and the history — one for the moderator, and the end reveal. On a wide screen (a tablet or
 * TV at the table) the board takes the left side and the rest stands beside it.
 */
import { createSignal, Match, Show, Switch } from 'solid-js'
import type { HeimlichView } from '../../../shared/views/heimlich'
import { Narration } from '../../components/narration'
import { tr } from '../../lib/i18n'
import { useLeader } from '../../lib/leader'
import { useRoom } from '../../lib/room-context'
import { CoveredCard, GameScreens, ModeratorHead, ModeratorSecrets } from '../kit'
import type { GameProps } from '../types'
import { AgentChip } from './agents'
import { Board } from './board'
import { EndView } from './end'
import { useGuess } from './guess-form'
import { History } from './history'
import { CardFace, Centre, Header, Reminder, TurnOrder } from './parts'
import { createPlan, type Plan } from './plan'
import { Planner } from './planner'
import { SafePicker } from './safe-picker'
import { LastEvent } from './last-event'
import { recentScoring, ScoringCard } from './scoring'
import { ScoreTrack } from './score-track'

/** What this phone may do in public (plan the move, place the safe), or whom the table waits for. */
function Prompt(props: { view: HeimlichView; plan: Plan; safePick: number | null; onSafePick(building: number | null): void }) {
  const { nameOf, text } = useRoom()
  const prompt = () => props.view.prompt
  /** In the guessing round: to go and guess on the card, or, once sent, to wait for the others (who has guessed is public). */
  const guessLine = () => {
    const p = prompt()
    if (p?.type === 'guess' && p.sent) return text(p.prompt)
    return tr(props.view.me ? 'ui.heimlich.guess_on_card' : 'ui.heimlich.guess_watch')
  }
  return (
    <Switch
      fallback={
        <p class="panel hm-wait" role="status" data-testid="waiting">
          {props.view.phase === 'guess'
            ? guessLine()
            : tr(props.view.phase === 'move' ? 'ui.heimlich.wait_move' : 'ui.heimlich.wait_safe', { name: nameOf(props.view.mover) })}
        </p>
      }
    >
      <Match when={prompt()?.type === 'move' && prompt()}>{(p) => <Planner view={props.view} prompt={p() as never} plan={props.plan} />}</Match>
      <Match when={prompt()?.type === 'safe' && prompt()}>
        {(p) => <SafePicker view={props.view} prompt={p() as never} picked={props.safePick} onPick={props.onSafePick} />}
      </Match>
    </Switch>
  )
}

/**
 * The board with the die in its middle; while the mover plans, the agents stand where the plan puts
 * them; after a scoring the mover picks the safe's building on it.
 */
function TableBoard(props: { view: HeimlichView; plan?: Plan; safePick?: number | null; onSafePick?(building: number): void }) {
  const planning = () => props.plan !== undefined && props.view.prompt?.type === 'move'
  const safePrompt = () => (props.view.prompt?.type === 'safe' ? props.view.prompt : null)
  return (
    <Board
      view={props.view}
      positions={planning() ? props.plan!.positions() : undefined}
      moved={planning() ? props.plan!.moved() : undefined}
      highlight={safePrompt() ? (props.safePick ?? null) : null}
      pickable={safePrompt()?.buildings}
      onPick={safePrompt() ? props.onSafePick : undefined}
    >
      <Centre view={props.view} />
    </Board>
  )
}

/** The scoring of this very turn stands by the board (the safe or the guessing round comes next); an older one beside it. */
function fresh(view: HeimlichView): boolean {
  return view.phase === 'safe' || view.phase === 'guess'
}

function PlayerView(props: { view: HeimlichView }) {
  const leader = useLeader()
  const plan = createPlan(() => props.view)
  const guess = useGuess(() => props.view)
  const [safePick, setSafePick] = createSignal<number | null>(null)
  const scoring = () => recentScoring(props.view)
  const waitingForMe = () => {
    const me = props.view.me
    if (!me) return false
    if (props.view.phase === 'guess') return props.view.prompt?.type === 'guess' && !props.view.prompt.sent
    return props.view.mover === me.seat
  }
  // New on the card: the guessing round asks for this player's guess.
  const news = () => (props.view.prompt?.type === 'guess' && !props.view.prompt.sent ? `guess:${props.view.stage}` : null)
  return (
    <div class="hm-layout">
      <div class="hm-main">
        <Header view={props.view} />
        <Reminder view={props.view} waitingForMe={waitingForMe()} />
        <Show when={props.view.viewer === 'spectator'}>
          <p class="banner banner-info">{tr('ui.game.spectating')}</p>
        </Show>
        <TurnOrder view={props.view} />
        <TableBoard view={props.view} plan={plan} safePick={safePick()} onSafePick={setSafePick} />
        {/* While someone else moves: what happened last, where the eye already is (the mover's plan needs the room). */}
        <Show when={props.view.phase === 'move' && !waitingForMe()}>
          <LastEvent view={props.view} scoring={null} where="phone" />
        </Show>
        {/* What this phone may do comes straight under the board it is done on (the safe is picked
            there); the scoring that led to it follows. */}
        <Prompt view={props.view} plan={plan} safePick={safePick()} onSafePick={setSafePick} />
        <Show when={fresh(props.view) && scoring()}>{(s) => <ScoringCard view={props.view} scoring={s()} big />}</Show>
        <Show when={props.view.me}>
          {(me) => (
            <CoveredCard closeOn={props.view.stage} news={news()}>
              <CardFace view={props.view} me={me()} guess={guess} />
            </CoveredCard>
          )}
        </Show>
      </div>
      <div class="hm-side">
        <Show when={!fresh(props.view) && scoring()}>{(s) => <ScoringCard view={props.view} scoring={s()} />}</Show>
        <ScoreTrack view={props.view} />
        <Narration lines={props.view.announcements} leader={leader()} />
        <History view={props.view} open={props.view.viewer === 'spectator'} />
      </div>
    </div>
  )
}

/** The moderator's screen: the step with its skip button, the board, every card, the score track, the history. */
function ModeratorView(props: { view: HeimlichView }) {
  const { nameOf } = useRoom()
  const scoring = () => recentScoring(props.view)
  return (
    <div class="hm-layout">
      <div class="hm-main">
        <ModeratorHead view={props.view} above={<p class="hm-kicker">{tr('ui.heimlich.turn_n', { turn: props.view.turn })}</p>} />
        <TurnOrder view={props.view} />
        <TableBoard view={props.view} />
      </div>
      <div class="hm-side">
        <Show when={scoring()}>{(s) => <ScoringCard view={props.view} scoring={s()} />}</Show>
        <ModeratorSecrets stage={props.view.stage}>
          <section class="panel hm-insight" aria-labelledby="hm-insight-title">
            <h2 id="hm-insight-title">{tr('ui.heimlich.insight')}</h2>
            <ul class="table-list">
              {props.view.insight?.agents.map((card) => (
                <li>
                  <AgentChip agent={card.agent} />
                  <span>{card.seat !== null ? nameOf(card.seat) : tr('ui.heimlich.end.free')}</span>
                </li>
              ))}
            </ul>
          </section>
        </ModeratorSecrets>
        <ScoreTrack view={props.view} />
        <History view={props.view} open />
      </div>
    </div>
  )
}

export function HeimlichGame(props: GameProps) {
  const view = () => props.view as HeimlichView
  return (
    <div class="heimlich" data-viewer={view().viewer} data-phase={view().phase}>
      <GameScreens view={view()} End={EndView} Moderator={ModeratorView} Player={PlayerView} />
    </div>
  )
}
