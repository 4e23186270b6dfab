/**
 * Heimlich & Co.'s engine texts: agents, buildings, steps, prompts, the end, options, refusals.
 * German first. Params: '{player}' arrives as '#<seat>' (replace with the name); '{agent}' as
 * '@heimlich.agent.<colour>'.
 */
import type { Catalogue } from './index'

export const heimlich: Catalogue = {
  de: {
    // Agents, by colour
    'heimlich.agent.red': 'Rot',
    'heimlich.agent.blue': 'Blau',
    'heimlich.agent.yellow': 'Gelb',
    'heimlich.agent.green': 'Grün',
    'heimlich.agent.purple': 'Lila',
    'heimlich.agent.orange': 'Orange',
    'heimlich.agent.white': 'Weiß',

    // Buildings
    'heimlich.building.church': 'Kirche',
    'heimlich.building.house': 'Haus {number}',
    'heimlich.building.ruin': 'Ruine',

    // Steps
    'heimlich.phase.move': '{player} ist am Zug',
    'heimlich.phase.safe': '{player} versetzt den Tresor',
    'heimlich.phase.guess': 'Tipprunde',
    'heimlich.phase.ended': 'Alle Karten offen',

    // Step announcements
    'heimlich.intro.move': '{player} hat {points} gewürfelt und verteilt die Punkte auf beliebige Agenten.',
    'heimlich.intro.moveChoose': '{player} hat „1–3“ gewürfelt: 1, 2 oder 3 Punkte, nach Wahl.',
    'heimlich.intro.safe': 'Wertung! Jetzt stellt {player} den Tresor in ein anderes Gebäude.',
    'heimlich.intro.guess': 'Ein Wertungsstein ist über Feld {mark} hinaus. Alle tippen jetzt geheim, wer welche Farbe spielt und welche frei sind – jeder Treffer bringt am Ende {bonus, plural, one {# Punkt} other {# Punkte}}.',
    'heimlich.intro.revealAll': 'Alle Agentenkarten liegen offen, auch die der Mitläufer.',

    // Prompts
    'heimlich.prompt.move': 'Setze {points, plural, one {deinen # Punkt} other {alle # Punkte}}: jeder Punkt zieht einen Agenten ein Gebäude weiter.',
    'heimlich.prompt.moveChoose': 'Nimm 1, 2 oder 3 Punkte und setze sie alle ein.',
    'heimlich.prompt.safe': 'In welches Gebäude kommt der Tresor?',
    'heimlich.prompt.guess': 'Welche Farbe spielt wer? Jede Farbe höchstens einmal.',
    'heimlich.prompt.guessSent': 'Dein Tipp liegt verdeckt bereit. Warte auf die anderen.',

    // The end
    'heimlich.outcome.person': '{agent} liegt mit {score} Punkten vorn – der Agent von {player}!',
    'heimlich.outcome.free': '{agent} liegt mit {score} Punkten vorn – ein Mitläufer, also gewinnt niemand.',
    'heimlich.outcome.tie': 'Gleichstand: {count, plural, one {# Agent} other {# Agenten}} mit je {score, plural, one {# Punkt} other {# Punkten}} gewinnen gemeinsam.',
    'heimlich.outcome.tieFree': 'Gleichstand von {count, plural, one {# Mitläufer} other {# Mitläufern}} mit je {score, plural, one {# Punkt} other {# Punkten}} – niemand gewinnt.',
    'heimlich.outcome.abandoned': 'Seit {minutes, plural, one {# Minute} other {# Minuten}} hat niemand mehr gezogen: Das Spiel endet ohne Sieger.',
    'heimlich.outcome.running': 'Das Spiel läuft noch.',

    // Refusals
    'heimlich.reject.pointsNeeded': 'Wähle 1, 2 oder 3 Punkte.',
    'heimlich.reject.pointsFixed': 'Der Würfel zeigt {points} – die Zahl steht fest.',
    'heimlich.reject.spendAll': '{points, plural, one {Der # Punkt muss} other {Alle # Punkte müssen}} gesetzt werden, geplant sind {planned}.',
    'heimlich.reject.unknownAgent': 'Diesen Agenten gibt es in dieser Runde nicht.',
    'heimlich.reject.safeStays': 'Der Tresor muss in ein anderes Gebäude.',
    'heimlich.reject.unknownBuilding': 'Dieses Gebäude gibt es nicht.',
    'heimlich.reject.guessEveryone': 'Tippe für jede andere Person genau eine Farbe.',
    'heimlich.reject.guessColourTwice': 'Jede Farbe darf nur einmal vorkommen.',

    // Settings, check and lobby preview
    'heimlich.check.players': 'Heimlich & Co. spielen {min} bis {max, plural, one {# Person} other {# Personen}}, es sind {count}.',
    'heimlich.check.turnSeconds': 'Die Zugzeit liegt zwischen {min} und {max, plural, one {# Sekunde} other {# Sekunden}}.',
    'heimlich.check.guessSmall': 'Zu zweit gibt es nur einen Tipp – die Variante lohnt sich erst ab drei.',
    'heimlich.preview.agents': '{agents, plural, one {# Agent} other {# Agenten}} für {people, plural, one {# Person} other {# Personen}}',
    'heimlich.preview.free': 'davon {free} Mitläufer ohne Besitzer',
    'heimlich.preview.noFree': 'keine Mitläufer: Jeder Agent gehört jemandem',
    'heimlich.option.turnTimer.label': 'Zugzeit',
    'heimlich.option.turnTimer.help': 'Ohne Zugzeit drängt niemand; erst nach 10 Minuten Stille zieht der Zufall. Mit Zugzeit zieht der Zufall, sobald sie abläuft, und verbraucht alle Punkte.',
    'heimlich.option.turnSeconds.label': 'Sekunden pro Zug',
    'heimlich.option.turnSeconds.help': 'So lange hat jede Person für ihren Zug (wenn die Zugzeit an ist).',
    'heimlich.option.guessVariant.label': 'Variante: Tipprunde',
    'heimlich.option.guessVariant.help': 'Überschreitet ein Wertungsstein Feld 29, tippen alle geheim, wer welche Farbe spielt und welche frei sind. Jeder Treffer bringt am Ende 5 Punkte auf den eigenen Agenten.',
  },
  en: {
    // Agents, by colour
    'heimlich.agent.red': 'Red',
    'heimlich.agent.blue': 'Blue',
    'heimlich.agent.yellow': 'Yellow',
    'heimlich.agent.green': 'Green',
    'heimlich.agent.purple': 'Purple',
    'heimlich.agent.orange': 'Orange',
    'heimlich.agent.white': 'White',

    // Buildings
    'heimlich.building.church': 'Church',
    'heimlich.building.house': 'House {number}',
    'heimlich.building.ruin': 'Ruin',

    // Steps
    'heimlich.phase.move': "{player}’s turn",
    'heimlich.phase.safe': '{player} moves the safe',
    'heimlich.phase.guess': 'Guessing round',
    'heimlich.phase.ended': 'All cards face up',

    // Step announcements
    'heimlich.intro.move': '{player} rolled {points} and spends the points on any agents.',
    'heimlich.intro.moveChoose': '{player} rolled “1–3”: 1, 2 or 3 points, their choice.',
    'heimlich.intro.safe': 'A scoring! Now {player} puts the safe in another building.',
    'heimlich.intro.guess': 'A scoring marker went past field {mark}. Everyone now secretly guesses who plays which colour and which are free – each hit is worth {bonus, plural, one {# point} other {# points}} at the end.',
    'heimlich.intro.revealAll': 'Every agent card is face up, the free agents too.',

    // Prompts
    'heimlich.prompt.move': 'Spend {points, plural, one {your # point} other {all # points}}: each point moves one agent one building on.',
    'heimlich.prompt.moveChoose': 'Take 1, 2 or 3 points and spend them all.',
    'heimlich.prompt.safe': 'Which building gets the safe?',
    'heimlich.prompt.guess': 'Who plays which colour? Each colour at most once.',
    'heimlich.prompt.guessSent': 'Your guess lies face down. Waiting for the others.',

    // The end
    'heimlich.outcome.person': '{agent} leads with {score} points – {player}’s agent!',
    'heimlich.outcome.free': '{agent} leads with {score} points – a free agent, so nobody wins.',
    'heimlich.outcome.tie': 'A tie: {count, plural, one {# agent} other {# agents}} with {score, plural, one {# point} other {# points}} each win together.',
    'heimlich.outcome.tieFree': 'A tie of {count, plural, one {# free agent} other {# free agents}} with {score, plural, one {# point} other {# points}} each – nobody wins.',
    'heimlich.outcome.abandoned': 'Nobody has moved for {minutes, plural, one {# minute} other {# minutes}}: the game ends without a winner.',
    'heimlich.outcome.running': 'The game is still on.',

    // Refusals
    'heimlich.reject.pointsNeeded': 'Choose 1, 2 or 3 points.',
    'heimlich.reject.pointsFixed': 'The die shows {points} – that number is fixed.',
    'heimlich.reject.spendAll': '{points, plural, one {The # point must} other {All # points must}} be spent; {planned} are planned.',
    'heimlich.reject.unknownAgent': 'That agent is not in this game.',
    'heimlich.reject.safeStays': 'The safe has to go to another building.',
    'heimlich.reject.unknownBuilding': 'There is no such building.',
    'heimlich.reject.guessEveryone': 'Name exactly one colour for every other person.',
    'heimlich.reject.guessColourTwice': 'Each colour may appear only once.',

    // Settings, check and lobby preview
    'heimlich.check.players': 'Heimlich & Co. is for {min} to {max, plural, one {# person} other {# people}}; there are {count}.',
    'heimlich.check.turnSeconds': 'The turn time lies between {min} and {max, plural, one {# second} other {# seconds}}.',
    'heimlich.check.guessSmall': 'With two there is only one guess to make – the variant pays off from three.',
    'heimlich.preview.agents': '{agents, plural, one {# agent} other {# agents}} for {people, plural, one {# person} other {# people}}',
    'heimlich.preview.free': '{free, plural, one {# of them a free agent} other {# of them free agents}} with no owner',
    'heimlich.preview.noFree': 'no free agents: every agent belongs to someone',
    'heimlich.option.turnTimer.label': 'Turn time',
    'heimlich.option.turnTimer.help': 'Without a turn time nobody is rushed; only after 10 minutes of silence does chance move. With it, chance moves when time is up, spending every point.',
    'heimlich.option.turnSeconds.label': 'Seconds per turn',
    'heimlich.option.turnSeconds.help': 'How long each person has for their turn (when the turn time is on).',
    'heimlich.option.guessVariant.label': 'Variant: guessing round',
    'heimlich.option.guessVariant.help': 'When a scoring marker goes past field 29, everyone secretly guesses who plays which colour and which are free. Each hit adds 5 points to your own agent at the end.',
  },
}
