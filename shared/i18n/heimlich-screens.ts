/**
 * Heimlich & Co.'s screen texts (ui.heimlich.*), German first. Loaded with the game's code.
 * Params are plain values here: names arrive already as names.
 */
import type { Catalogue } from './index'

export const heimlichScreens: Catalogue = {
  de: {
    // Agents and their symbols
    'ui.heimlich.agent_label': '{agent} ({symbol})',
    'ui.heimlich.symbol.triangle': 'Dreieck',
    'ui.heimlich.symbol.circle': 'Kreis',
    'ui.heimlich.symbol.star': 'Stern',
    'ui.heimlich.symbol.square': 'Quadrat',
    'ui.heimlich.symbol.diamond': 'Raute',
    'ui.heimlich.symbol.cross': 'Kreuz',
    'ui.heimlich.symbol.hexagon': 'Sechseck',

    // Header, turn order, reminder
    'ui.heimlich.turn_n': 'Zug {turn}',
    'ui.heimlich.order': 'Reihenfolge',
    'ui.heimlich.reminder_timer': 'Noch {seconds, plural, one {# Sekunde} other {# Sekunden}} – dann zieht der Zufall.',
    'ui.heimlich.reminder_said': 'Deine Zeit ist gleich um – dann zieht der Zufall für dich.',
    'ui.heimlich.reminder_patience': 'Seit langem tut sich nichts: In {seconds, plural, one {# Sekunde} other {# Sekunden}} zieht der Zufall für dich.',

    // The board
    'ui.heimlich.board': 'Spielbrett',
    'ui.heimlich.building_label': '{name} ({value}): {agents}',
    'ui.heimlich.building_safe_label': '{name} ({value}), hier steht der Tresor: {agents}',
    'ui.heimlich.nobody_here': 'niemand',
    'ui.heimlich.safe': 'Tresor',
    'ui.heimlich.die_face': 'Würfel: {points}',
    'ui.heimlich.die_choice': 'Würfel: 1–3, freie Wahl',
    'ui.heimlich.centre.move': 'ist am Zug',
    'ui.heimlich.centre.safe': 'versetzt den Tresor',
    'ui.heimlich.centre.guess': 'Tipprunde',
    'ui.heimlich.centre_everyone': 'alle tippen verdeckt',
    'ui.heimlich.centre.ended': 'Spielende',

    // The mover's plan
    'ui.heimlich.points_choice': 'Wie viele Punkte?',
    'ui.heimlich.points_n': '{points, plural, one {# Punkt} other {# Punkte}}',
    'ui.heimlich.choose_points_first': 'Wähle zuerst 1, 2 oder 3 Punkte.',
    'ui.heimlich.points_left': 'Noch {left} von {total, plural, one {# Punkt} other {# Punkten}} zu setzen',
    'ui.heimlich.points_all_set': 'Alle Punkte gesetzt.',
    'ui.heimlich.agents_to_move': 'Welcher Agent zieht einen Schritt?',
    'ui.heimlich.step_agent': '{agent} einen Schritt ziehen: von {from} nach {to}',
    'ui.heimlich.planned_to': '{from} → {to} ({points, plural, one {# Schritt} other {# Schritte}})',
    'ui.heimlich.steps_so_far': 'Geplante Schritte',
    'ui.heimlich.undo': 'Zurück',
    'ui.heimlich.clear': 'Alles zurück',
    'ui.heimlich.preview_scores': 'Dieser Zug endet im Tresorgebäude ({safe}): Wertung!',
    'ui.heimlich.preview_quiet': 'Keine Wertung mit diesem Zug.',
    'ui.heimlich.preview_gains': 'Was die Wertung jedem Agenten bringt',
    'ui.heimlich.preview_gain': '({before} → {after})',
    'ui.heimlich.confirm_move': 'Zug bestätigen',
    'ui.heimlich.sending': 'Wird gesendet …',
    'ui.heimlich.wait_move': '{name} plant gerade den Zug.',
    'ui.heimlich.wait_safe': '{name} sucht ein neues Gebäude für den Tresor.',

    // The safe
    'ui.heimlich.safe_pick_first': 'Tippe zuerst auf ein Gebäude.',
    'ui.heimlich.safe_on_board': 'Tippe oben auf dem Brett auf eines der gestrichelt umrandeten Gebäude.',
    'ui.heimlich.safe_here': 'Tresor hierhin: {name} ({value}), hier stehen: {agents}',
    'ui.heimlich.safe_confirm': 'Tresor nach: {building}',

    // Scoring and score track
    'ui.heimlich.scoring_title': 'Wertung bei {building}, ausgelöst von {name}',
    'ui.heimlich.scoring_line': '{agent}: {before} → {after} ({gain})',
    'ui.heimlich.scoring_floor': 'nicht unter 0',
    'ui.heimlich.track': 'Wertungsleiste bis {goal}',
    'ui.heimlich.score_of': '{agent}: {score} von {goal, plural, one {# Punkt} other {# Punkten}}',
    'ui.heimlich.guess_mark': 'Strich bei {mark}: Wer darüber kommt, löst die Tipprunde aus (je Treffer {bonus, plural, one {# Punkt} other {# Punkte}}).',
    'ui.heimlich.score_of_bonus': '{agent}: {marker} + {bonus} für Tipps = {score} von {goal, plural, one {# Punkt} other {# Punkten}}',
    'ui.heimlich.guess_counted': 'Endstand mit den Treffern der Tipprunde ({bonus, plural, one {# Punkt} other {# Punkte}} je): schraffiert und mit + daneben.',
    'ui.heimlich.guess_held': 'Die Tipprunde ist gelaufen; die Treffer ({bonus, plural, one {# Punkt} other {# Punkte}} je) zählen am Ende.',

    // Guessing round
    'ui.heimlich.guess_none': '– Farbe wählen –',
    'ui.heimlich.guess_confirm': 'Tipp verdeckt abgeben',
    'ui.heimlich.guess_on_card': 'Tipprunde: Öffne deine verdeckte Karte und tippe dort, wer welche Farbe spielt.',
    'ui.heimlich.guess_watch': 'Tipprunde: Alle am Tisch tippen verdeckt, wer welche Farbe spielt.',

    // Your card
    'ui.heimlich.card_yours': 'Dein Agent',
    'ui.heimlich.card_about': 'Nur du weißt, dass {agent} dir gehört. Bring ihn nach vorn, ohne dass es jemand merkt.',
    'ui.heimlich.card_guess': 'Dein Tipp: {guess}.',
    'ui.heimlich.card_guess_free': 'Frei: {agents}.',
    'ui.heimlich.guess_free': 'Für niemanden gewählt: {agents}. Damit tippst du diese Farben als freie Agenten; auch jeder solche Treffer zählt.',
    'ui.heimlich.guess_own': 'Du hast deine eigene Farbe jemandem gegeben. Dann tippt dein Zettel keine Farbe als frei.',

    // History
    'ui.heimlich.history': 'Verlauf (bis Zug {turn})',
    'ui.heimlich.log.move': '{name} verteilt {points, plural, one {# Punkt} other {# Punkte}}: {moves}',
    'ui.heimlich.log.move_chance': 'Der Zufall verteilt {points, plural, one {# Punkt} other {# Punkte}} für {name}: {moves}',
    'ui.heimlich.log.moved': '{agent} {from} → {to}',
    'ui.heimlich.log.timeout': 'Der Zug von {name} ist verfallen.',
    'ui.heimlich.log.scoring': 'Wertung bei {building}: {gains}',
    'ui.heimlich.log.safe': '{name} stellt den Tresor von {from} nach {to}.',
    'ui.heimlich.log.safe_chance': 'Der Zufall stellt den Tresor von {from} nach {to} (für {name}).',
    'ui.heimlich.log.guesses': 'Tipprunde beendet: {guessed} von {of} haben getippt.',

    // Moderator
    'ui.heimlich.insight': 'Alle Karten (nur für den Erzähler)',

    // The end
    'ui.heimlich.end.winner': '{name} gewinnt!',
    'ui.heimlich.end.winners': 'Geteilter Sieg: {names}',
    'ui.heimlich.end.nobody': 'Niemand gewinnt',
    'ui.heimlich.end.you_won': 'Gewonnen – mit {agent}!',
    'ui.heimlich.end.you_lost': 'Dein Agent war {agent}.',
    'ui.heimlich.end.cards': 'Alle Karten aufgedeckt',
    'ui.heimlich.end.free': 'Mitläufer',
    'ui.heimlich.end.score': '{total, plural, one {# Punkt} other {# Punkte}}',
    'ui.heimlich.end.score_bonus': '{score} + {bonus} für Tipps = {total, plural, one {# Punkt} other {# Punkte}}',
    'ui.heimlich.end.won': 'Sieg',
    'ui.heimlich.end.ahead': 'Ganz vorn',
    'ui.heimlich.end.guesses': 'Alle Tipps',
    'ui.heimlich.end.guess_right': '{by} hielt {of} für {agent} – richtig',
    'ui.heimlich.end.guess_wrong': '{by} hielt {of} für {agent} – falsch',
    'ui.heimlich.end.free_right': '{by} hielt {agent} für einen freien Agenten – richtig',
    'ui.heimlich.end.free_wrong': '{by} hielt {agent} für einen freien Agenten – falsch',
    'ui.heimlich.tv.last': 'Gerade eben',
    'ui.heimlich.tv.moved': '{name} verteilt {points, plural, one {# Punkt} other {# Punkte}}:',
    'ui.heimlich.tv.moved_chance': 'Der Zufall verteilt {points, plural, one {# Punkt} other {# Punkte}} für {name}:',
    'ui.heimlich.tv.guesses': 'Tipps: {right} von {all} richtig',

    // Settings
    'ui.heimlich.timer_off': 'aus',
    'ui.heimlich.opt.players': 'Am Tisch: {count, plural, one {# Person} other {# Personen}}.',
  },
  en: {
    // Agents and their symbols
    'ui.heimlich.agent_label': '{agent} ({symbol})',
    'ui.heimlich.symbol.triangle': 'triangle',
    'ui.heimlich.symbol.circle': 'circle',
    'ui.heimlich.symbol.star': 'star',
    'ui.heimlich.symbol.square': 'square',
    'ui.heimlich.symbol.diamond': 'diamond',
    'ui.heimlich.symbol.cross': 'cross',
    'ui.heimlich.symbol.hexagon': 'hexagon',

    // Header, turn order, reminder
    'ui.heimlich.turn_n': 'Turn {turn}',
    'ui.heimlich.order': 'Turn order',
    'ui.heimlich.reminder_timer': '{seconds, plural, one {# second} other {# seconds}} left – then chance moves.',
    'ui.heimlich.reminder_said': 'Your time is nearly up – then chance moves for you.',
    'ui.heimlich.reminder_patience': 'Nothing has happened for a long while: in {seconds, plural, one {# second} other {# seconds}} chance moves for you.',

    // The board
    'ui.heimlich.board': 'Board',
    'ui.heimlich.building_label': '{name} ({value}): {agents}',
    'ui.heimlich.building_safe_label': '{name} ({value}), the safe is here: {agents}',
    'ui.heimlich.nobody_here': 'nobody',
    'ui.heimlich.safe': 'Safe',
    'ui.heimlich.die_face': 'Die: {points}',
    'ui.heimlich.die_choice': 'Die: 1–3, your choice',
    'ui.heimlich.centre.move': 'is moving',
    'ui.heimlich.centre.safe': 'moves the safe',
    'ui.heimlich.centre.guess': 'Guessing round',
    'ui.heimlich.centre_everyone': 'everyone guesses in secret',
    'ui.heimlich.centre.ended': 'game over',

    // The mover's plan
    'ui.heimlich.points_choice': 'How many points?',
    'ui.heimlich.points_n': '{points, plural, one {# point} other {# points}}',
    'ui.heimlich.choose_points_first': 'First choose 1, 2 or 3 points.',
    'ui.heimlich.points_left': '{left} of {total, plural, one {# point} other {# points}} still to spend',
    'ui.heimlich.points_all_set': 'All points spent.',
    'ui.heimlich.agents_to_move': 'Which agent moves one step?',
    'ui.heimlich.step_agent': 'Move {agent} one step: from {from} to {to}',
    'ui.heimlich.planned_to': '{from} → {to} ({points, plural, one {# step} other {# steps}})',
    'ui.heimlich.steps_so_far': 'Planned steps',
    'ui.heimlich.undo': 'Back',
    'ui.heimlich.clear': 'Start over',
    'ui.heimlich.preview_scores': 'This move ends in the safe’s building ({safe}): a scoring!',
    'ui.heimlich.preview_quiet': 'No scoring with this move.',
    'ui.heimlich.preview_gains': 'What the scoring brings each agent',
    'ui.heimlich.preview_gain': '({before} → {after})',
    'ui.heimlich.confirm_move': 'Confirm move',
    'ui.heimlich.sending': 'Sending …',
    'ui.heimlich.wait_move': '{name} is planning the move.',
    'ui.heimlich.wait_safe': '{name} is choosing a new building for the safe.',

    // The safe
    'ui.heimlich.safe_pick_first': 'Tap a building first.',
    'ui.heimlich.safe_on_board': 'Tap one of the buildings with a dashed frame on the board above.',
    'ui.heimlich.safe_here': 'Safe here: {name} ({value}), standing here: {agents}',
    'ui.heimlich.safe_confirm': 'Safe to: {building}',

    // Scoring and score track
    'ui.heimlich.scoring_title': 'Scoring at {building}, caused by {name}',
    'ui.heimlich.scoring_line': '{agent}: {before} → {after} ({gain})',
    'ui.heimlich.scoring_floor': 'not below 0',
    'ui.heimlich.track': 'Score track to {goal}',
    'ui.heimlich.score_of': '{agent}: {score} of {goal, plural, one {# point} other {# points}}',
    'ui.heimlich.guess_mark': 'Line at {mark}: going past it starts the guessing round ({bonus, plural, one {# point} other {# points}} per hit).',
    'ui.heimlich.score_of_bonus': '{agent}: {marker} + {bonus} for guesses = {score} of {goal, plural, one {# point} other {# points}}',
    'ui.heimlich.guess_counted': 'Final totals with the hits of the guessing round ({bonus, plural, one {# point} other {# points}} each): hatched, with a + beside them.',
    'ui.heimlich.guess_held': 'The guessing round is over; the hits ({bonus, plural, one {# point} other {# points}} each) count at the end.',

    // Guessing round
    'ui.heimlich.guess_none': '– choose a colour –',
    'ui.heimlich.guess_confirm': 'Hand in my guess face down',
    'ui.heimlich.guess_on_card': 'Guessing round: open your covered card and write down there who plays which colour.',
    'ui.heimlich.guess_watch': 'Guessing round: everyone at the table writes down, face down, who plays which colour.',

    // Your card
    'ui.heimlich.card_yours': 'Your agent',
    'ui.heimlich.card_about': 'Only you know that {agent} is yours. Bring it forward without anyone noticing.',
    'ui.heimlich.card_guess': 'Your guess: {guess}.',
    'ui.heimlich.card_guess_free': 'Free: {agents}.',
    'ui.heimlich.guess_free': 'Named for nobody: {agents}. So you guess these colours are free agents; each such hit counts too.',
    'ui.heimlich.guess_own': 'You gave your own colour to someone. Then your guess calls no colour free.',

    // History
    'ui.heimlich.history': 'History (to turn {turn})',
    'ui.heimlich.log.move': '{name} spends {points, plural, one {# point} other {# points}}: {moves}',
    'ui.heimlich.log.move_chance': 'Chance spends {points, plural, one {# point} other {# points}} for {name}: {moves}',
    'ui.heimlich.log.moved': '{agent} {from} → {to}',
    'ui.heimlich.log.timeout': '{name}’s turn lapsed.',
    'ui.heimlich.log.scoring': 'Scoring at {building}: {gains}',
    'ui.heimlich.log.safe': '{name} moves the safe from {from} to {to}.',
    'ui.heimlich.log.safe_chance': 'Chance moves the safe from {from} to {to} (for {name}).',
    'ui.heimlich.log.guesses': 'Guessing round over: {guessed} of {of} guessed.',

    // Moderator
    'ui.heimlich.insight': 'Every card (for the moderator only)',

    // The end
    'ui.heimlich.end.winner': '{name} wins!',
    'ui.heimlich.end.winners': 'A shared win: {names}',
    'ui.heimlich.end.nobody': 'Nobody wins',
    'ui.heimlich.end.you_won': 'You won – with {agent}!',
    'ui.heimlich.end.you_lost': 'Your agent was {agent}.',
    'ui.heimlich.end.cards': 'Every card face up',
    'ui.heimlich.end.free': 'free agent',
    'ui.heimlich.end.score': '{total, plural, one {# point} other {# points}}',
    'ui.heimlich.end.score_bonus': '{score} + {bonus} for guesses = {total, plural, one {# point} other {# points}}',
    'ui.heimlich.end.won': 'Winner',
    'ui.heimlich.end.ahead': 'Furthest ahead',
    'ui.heimlich.end.guesses': 'Every guess',
    'ui.heimlich.end.guess_right': '{by} took {of} for {agent} – right',
    'ui.heimlich.end.guess_wrong': '{by} took {of} for {agent} – wrong',
    'ui.heimlich.end.free_right': '{by} took {agent} for a free agent – right',
    'ui.heimlich.end.free_wrong': '{by} took {agent} for a free agent – wrong',
    'ui.heimlich.tv.last': 'Just now',
    'ui.heimlich.tv.moved': '{name} spends {points, plural, one {# point} other {# points}}:',
    'ui.heimlich.tv.moved_chance': 'Chance spends {points, plural, one {# point} other {# points}} for {name}:',
    'ui.heimlich.tv.guesses': 'Guesses: {right} of {all} right',

    // Settings
    'ui.heimlich.timer_off': 'off',
    'ui.heimlich.opt.players': 'At the table: {count, plural, one {# person} other {# people}}.',
  },
}
