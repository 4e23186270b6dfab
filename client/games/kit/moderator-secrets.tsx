/**
 * What only the moderator may know (every role, tonight's picks, the story as only they may read
 * it), under a cover like a player's card: the moderator's phone lies on the table among the
 * players', and a glance at it must not give the game away. It opens on a tap, covers itself at
 * the next step, after a while, and when the phone is locked; the narration to read out and the
 * step's button stay in the open above it.
 */
import type { JSX } from 'solid-js'
import { tr } from '../../lib/i18n'
import { CoveredCard } from './covered-card'

export function ModeratorSecrets(props: { stage: number; children: JSX.Element }) {
  return (
    <CoveredCard closeOn={props.stage} hint={tr('ui.moderator.cover_hint')}>
      <div class="moderator-secrets" data-testid="moderator-secrets">
        {props.children}
      </div>
    </CoveredCard>
  )
}
