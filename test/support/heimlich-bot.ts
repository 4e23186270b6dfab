/**
 * A Heimlich & Co. player that reads only its own view, for tests whose socket players must bring a
 * game to its end: it answers whatever its prompt asks. It moves every point onto one agent, the
 * one that reaches the safe's building if any can (a scoring brings the end nearer), puts the safe
 * on any other building, and guesses a different colour for each person.
 */
import type { HeimlichAction, HeimlichView } from '../../shared/views/heimlich'
import type { Dice } from './random-play'

/** What the seat viewing `view` does now, or null when its prompt asks nothing. */
export function heimlichBotAction(view: HeimlichView, dice: Dice): HeimlichAction | null {
  const prompt = view.prompt
  if (!prompt) return null
  switch (prompt.type) {
    case 'move': {
      const loop = view.buildings.length
      const points = prompt.die.choices
      for (const agent of prompt.agents) {
        const away = (view.safe - (view.positions[agent] ?? 0) + loop) % loop
        if (points.includes(away)) return moveOf(agent, away, points.length > 1)
      }
      return moveOf(dice.pick(prompt.agents), Math.max(...points), points.length > 1)
    }
    case 'safe':
      return { type: 'safe', building: dice.pick(prompt.buildings) }
    case 'guess': {
      if (prompt.sent) return null
      const colours = [...prompt.agents]
      return { type: 'guess', guess: prompt.seats.map((of) => ({ of, agent: colours.splice(dice.int(colours.length), 1)[0]! })) }
    }
  }
}

/** `points` steps of one agent; on the die's choosing face, the points taken said too. */
function moveOf(agent: HeimlichView['agents'][number], points: number, choosing: boolean): HeimlichAction {
  return { type: 'move', steps: Array.from({ length: points }, () => agent), ...(choosing ? { points: points as 1 | 2 | 3 } : {}) }
}
