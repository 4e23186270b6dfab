/** Which of a game's screens a view gets: the end screen once it is over, the moderator's, or a player's (spectators' too). */
import { Match, Switch, type Component } from 'solid-js'
import type { ViewHeader } from '../../../shared/views/header'

/** A game's view as far as choosing its screen goes: the header, and the end screen's data once it is over. */
type Viewed<S> = ViewHeader & { summary: S | null }

export function GameScreens<V extends Viewed<S>, S>(props: {
  view: V
  End: Component<{ view: V; summary: S }>
  Moderator: Component<{ view: V }>
  Player: Component<{ view: V }>
}) {
  return (
    <Switch fallback={<props.Player view={props.view} />}>
      <Match when={props.view.phase === 'ended' && props.view.summary}>{(summary) => <props.End view={props.view} summary={summary()} />}</Match>
      <Match when={props.view.viewer === 'moderator'}>
        <props.Moderator view={props.view} />
      </Match>
    </Switch>
  )
}
