/**
 * Where a night prompt's next choice is made: on the open screen, like everyone's tap, or on the
 * covered card. A choice that follows a tap this player confirmed in this step (Armoris's second
 * lover, the shifters' second round) and the Alchemist's potions are made on the card, so that the
 * open screen changes only with this player's own taps and looks like every other phone's.
 */
import type { ShifterPrompt } from '../../../shared/views/shifter'

type NightPrompt = Extract<ShifterPrompt, { type: 'night' }>

/** Whether this night prompt's next choice is made on the card: a second lover, the shifters' second round, a potion. */
export function choiceOnCard(prompt: NightPrompt): boolean {
  if (prompt.done) return false
  if (prompt.tie) return true
  if (prompt.act === 'love' && prompt.picks.length === 1) return true
  return potionChoice(prompt)
}

/** Whether this is the Alchemist's choice of a potion (made on the card from the first tap on). */
export function potionChoice(prompt: NightPrompt): boolean {
  return !prompt.done && prompt.part === 'potion' && (prompt.heal !== null || prompt.act === 'poison')
}

/**
 * Whether the open screen has nothing more to offer: the step is done, the player confirmed a name
 * it cannot pick (the card takes over), or the next choice follows a tap confirmed in this step.
 * Armoris late for the hunt keeps his first lover into the potion step, but has not tapped in it:
 * his open screen starts like everyone's, or it would say "tapped" while the others' ask for a tap.
 */
export function openScreenDone(prompt: NightPrompt): boolean {
  const followUp = prompt.part === 'night' && choiceOnCard(prompt)
  return prompt.done || prompt.touched || followUp
}
