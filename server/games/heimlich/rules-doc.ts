/** The rules page for /rules/heimlich, in German and English, with the app's own decisions. */
import type { Lang } from '../../../shared/i18n'
import type { RulesDoc } from '../contract'
import { AGENT_TABLE } from './agent-table'
import {
  ABANDON_MS,
  GOAL,
  GUESS_BONUS,
  GUESS_MARK,
  GUESS_TIME_FACTOR,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PATIENCE_MS,
  RUIN_VALUE,
  SAFE_START,
  TURN_SECONDS,
} from './constants'

const minutes = (ms: number) => ms / 60_000

/** The agent table as rows: people, agents in play, free agents. */
function agentRows(header: string[]): string[][] {
  return [header, ...Object.entries(AGENT_TABLE).map(([people, row]) => [people, String(row.agents), String(row.free)])]
}

const de: RulesDoc = {
  title: 'Heimlich & Co.',
  intro:
    `Ein Brettspiel mit verdeckten Identitäten für ${MIN_PLAYERS} bis ${MAX_PLAYERS} Personen. Auf dem Brett laufen Geheimagenten von Gebäude zu Gebäude, ` +
    'und jede Person darf jeden von ihnen ziehen. Welcher Agent dir gehört, weißt nur du. Wer zu offensichtlich den eigenen Agenten voranbringt, verrät sich.',
  sections: [
    {
      heading: 'Agenten und Mitläufer',
      paragraphs: [
        'Jede Person zieht geheim eine Agentenkarte: Das ist ihr Agent für das ganze Spiel. Die Karten, die übrig bleiben, gehören den Mitläufern. Mitläufer ziehen, punkten und können sogar gewinnen – dann gewinnt aber niemand.',
        'Wie viele Agenten mitspielen, hängt von der Personenzahl ab. Welche Farben im Spiel sind, sieht jeder; wer welche Farbe hat und welche Farben Mitläufer sind, erfährt man erst am Ende.',
      ],
      table: agentRows(['Personen', 'Agenten im Spiel', 'davon Mitläufer']),
    },
    {
      heading: 'Das Brett',
      paragraphs: [
        'Zwölf Gebäude bilden eine Runde im Uhrzeigersinn: die Kirche (0 Punkte), die Häuser 1 bis 10 (so viele Punkte wie ihre Nummer) und die Ruine (' +
          `${RUIN_VALUE} Punkte) zwischen Haus 10 und der Kirche.`,
        `Zu Beginn stehen alle Agenten in der Kirche, der Tresor steht in Haus ${SAFE_START}, und alle Wertungssteine stehen auf 0. Die Wertungsleiste reicht bis ${GOAL}.`,
      ],
    },
    {
      heading: 'Ein Zug',
      paragraphs: [
        'Wer beginnt, lost die App aus; danach geht es im Uhrzeigersinn weiter. Die App würfelt für dich. Der Würfel zeigt „1–3“, 2, 3, 4, 5 oder 6. Bei „1–3“ wählst du selbst 1, 2 oder 3 Punkte.',
        'Jeder Punkt zieht einen Agenten deiner Wahl ein Gebäude im Uhrzeigersinn weiter. Du verteilst die Punkte, wie du willst, auf einen oder mehrere Agenten – deinen eigenen, fremde, Mitläufer. Alle Punkte müssen gesetzt werden. Deinen eigenen Agenten darfst du stehen lassen.',
        'Auf dem Handy planst du den Zug Punkt für Punkt, kannst jeden Schritt zurücknehmen und bestätigst erst dann. Die App prüft den ganzen Zug auf einmal.',
      ],
    },
    {
      heading: 'Die Wertung',
      paragraphs: [
        'Ziehst du einen Agenten in das Gebäude mit dem Tresor – er beendet seine Bewegung dort –, gibt es eine Wertung. Wer nur am Tresor vorbeizieht, löst keine aus.',
        `Bei einer Wertung bekommt jeder Agent so viele Punkte wie sein Gebäude wert ist: in der Kirche nichts, in einem Haus dessen Nummer, in der Ruine ${RUIN_VALUE} – aber kein Wertungsstein fällt unter 0. Die App zeigt die Wertung Gebäude für Gebäude.`,
        'Zum Beispiel mit Blau in Haus 8, Rot in der Ruine und Gelb in der Kirche: Der Wertungsstein von Blau gewinnt 8, der von Rot verliert 3 (wer auf 1 steht, landet nur auf 0), der von Gelb rührt sich nicht. Mitläufer punkten wie alle anderen – auch ein Blau ohne Besitzer bekommt die 8.',
      ],
    },
    {
      heading: 'Der Tresor',
      paragraphs: [
        'Nach einer Wertung stellt die Person, die sie ausgelöst hat, den Tresor in ein anderes Gebäude – jedes ist erlaubt, auch Kirche und Ruine. Stehen dort schon Agenten, gibt es dadurch keine neue Wertung.',
      ],
    },
    {
      heading: 'Spielende und Sieg',
      paragraphs: [
        `Die Wertung, bei der ein Wertungsstein ${GOAL} erreicht oder überschreitet, beendet das Spiel. Alle Karten werden aufgedeckt, auch die der Mitläufer.`,
        'Es gewinnt der Agent, der am weitesten vorne steht, und damit die Person, der er gehört. Ist er ein Mitläufer, gewinnt niemand.',
        'Genauer Gleichstand (Entscheidung der App): Stehen mehrere Agenten gleich weit vorne, gewinnen sie gemeinsam – jede Person, der einer davon gehört, hat gewonnen. Mitläufer darunter machen niemanden zum Sieger; sind es nur Mitläufer, gewinnt niemand. Die Position auf dem Brett zählt dabei nicht.',
      ],
    },
    {
      heading: 'Zugzeit',
      paragraphs: [
        `Die Zugzeit ist eine Einstellung und von Haus aus aus. Ist sie an, hat jede Person ${TURN_SECONDS.min} bis ${TURN_SECONDS.max} Sekunden (voreingestellt ${TURN_SECONDS.default}); kurz vor Ablauf erinnert das Handy daran.`,
        'Läuft die Zeit eines Zuges ab, zieht der Zufall: Auch dann werden alle Punkte verbraucht, auf zufällig gewählte Agenten, und eine Wertung zählt wie sonst. Läuft die Zeit beim Versetzen des Tresors ab, stellt die App ihn per Zufall in ein anderes Gebäude. So bleibt das Spiel nie hängen. Überspringt die Spielleitung einen Schritt, gilt dasselbe.',
        `Ohne Zugzeit wartet die App geduldig. Erst wenn ${minutes(PATIENCE_MS)} Minuten lang niemand etwas tut, geht der Zug wie oben weiter. Hat – mit oder ohne Zugzeit – ${minutes(ABANDON_MS)} Minuten lang niemand mehr gezogen, endet das Spiel ohne Sieger. Für Pausen gibt es „Pause“.`,
      ],
    },
    {
      heading: 'Variante: Tipprunde',
      paragraphs: [
        `Diese Variante ist aus, wenn sie nicht eingestellt wird. Sobald ein Wertungsstein zum ersten Mal über Feld ${GUESS_MARK} hinauskommt, tippen alle gleichzeitig und geheim, welche Farbe jede andere Person spielt – jede Farbe höchstens einmal. Die Farben, die du niemandem gibst, tippst du damit als freie Agenten (deine eigene ausgenommen; gibst du deine eigene jemandem, tippst du keine als frei). Die Tipprunde kommt direkt nach dieser Wertung, vor dem Versetzen des Tresors, und nur einmal im Spiel.`,
        `Jeder richtige Tipp, ob auf eine Person oder auf einen freien Agenten, bringt am Ende ${GUESS_BONUS} Punkte auf den eigenen Agenten. Erst danach wird verglichen, wer am weitesten vorne ist. Mit Zugzeit dauert die Tipprunde ${GUESS_TIME_FACTOR} Zugzeiten; wer bis dahin nicht getippt hat, bekommt keinen Bonus. Die Tipps bleiben bis zum Ende verdeckt.`,
      ],
    },
    {
      heading: 'Wer was sieht',
      paragraphs: [
        'Für alle sichtbar: das Brett, alle Wertungssteine, der Tresor, der Würfel, wer am Zug ist und jeder Zug. Ein Zug verrät keine Farbe, er zeigt nur, welche Agenten wohin gegangen sind.',
        'Nur für dich: deine Agentenkarte, verdeckt auf deinem Handy (antippen zum Aufdecken, sie schließt sich von selbst wieder), und dein Tipp, den du in der Tipprunde auf dieser Karte schreibst. Die Bildschirme aller Personen sehen gleich aus – nirgends wird dein Agent hervorgehoben.',
        'Am Ende sehen alle alle Karten, alle Tipps und die Endwertung.',
      ],
    },
    {
      heading: 'Was die App entscheidet',
      paragraphs: [
        'Die Reihenfolge der Schritte im Zug spielt keine Rolle: Es zählt nur, wie viele Punkte jeder Agent bekommt. Es gibt eine Wertung, sobald ein gezogener Agent seinen Zug im Tresorgebäude beendet – auch wenn mehrere dort ankommen, nur eine.',
        'Jede Farbe hat ein eigenes Zeichen (Dreieck, Kreis, Stern, Quadrat, Raute, Kreuz, Sechseck), damit man die Agenten auch ohne Farbsehen unterscheidet.',
      ],
    },
  ],
}

const en: RulesDoc = {
  title: 'Heimlich & Co.',
  intro:
    `A hidden-identity board game for ${MIN_PLAYERS} to ${MAX_PLAYERS} people. Secret agents walk from building to building, and everyone may move any of them. ` +
    'Only you know which agent is yours. Push your own agent forward too plainly and you give yourself away.',
  sections: [
    {
      heading: 'Agents and free agents',
      paragraphs: [
        'Everyone secretly draws one agent card: that is their agent for the whole game. The cards nobody drew belong to the free agents. Free agents move, score and can even win – and then nobody wins.',
        'How many agents play depends on the number of people. Everyone sees which colours are in the game; who holds which colour and which colours are free is only told at the end.',
      ],
      table: agentRows(['People', 'Agents in play', 'of them free']),
    },
    {
      heading: 'The board',
      paragraphs: [
        'Twelve buildings form a clockwise loop: the church (0 points), houses 1 to 10 (as many points as their number) and the ruin (' +
          `${RUIN_VALUE} points) between house 10 and the church.`,
        `At the start every agent stands in the church, the safe is in house ${SAFE_START}, and every scoring marker is on 0. The score track runs to ${GOAL}.`,
      ],
    },
    {
      heading: 'A turn',
      paragraphs: [
        'The app draws who begins; then play goes on clockwise. The app rolls for you. The die shows “1–3”, 2, 3, 4, 5 or 6. On “1–3” you choose 1, 2 or 3 points yourself.',
        'Each point moves one agent of your choice one building clockwise. You split the points as you like over one or more agents – your own, others’, free ones. Every point must be spent. You may leave your own agent where it is.',
        'On the phone you plan the move point by point, can take back any step, and confirm only then. The app checks the whole move at once.',
      ],
    },
    {
      heading: 'Scoring',
      paragraphs: [
        'Move an agent into the building with the safe – it ends its movement there – and there is a scoring. Just passing the safe does not count.',
        `At a scoring every agent gains what its building is worth: nothing in the church, the number of a house, ${RUIN_VALUE} in the ruin – but no marker drops below 0. The app shows the scoring building by building.`,
        'For example, with Blue in house 8, Red in the ruin and Yellow in the church: Blue’s marker gains 8, Red’s loses 3 (one standing on 1 only drops to 0), Yellow’s does not move. Free agents score like all others – a Blue with no owner gets the 8 as well.',
      ],
    },
    {
      heading: 'The safe',
      paragraphs: [
        'After a scoring, the person who caused it puts the safe in another building – any one, the church and the ruin too. Agents already standing there do not cause a new scoring.',
      ],
    },
    {
      heading: 'End and winner',
      paragraphs: [
        `The scoring in which a marker reaches or passes ${GOAL} ends the game. Every card is turned over, the free agents’ too.`,
        'The agent furthest ahead wins, and with it the person it belongs to. If it is a free agent, nobody wins.',
        'Exact tie (the app’s decision): when several agents are equally far ahead, they win together – every person owning one of them has won. Free agents among them make no one a winner; if they are all free agents, nobody wins. Positions on the board do not break the tie.',
      ],
    },
    {
      heading: 'Turn time',
      paragraphs: [
        `The turn time is a setting and off unless chosen. When it is on, everyone has ${TURN_SECONDS.min} to ${TURN_SECONDS.max} seconds (${TURN_SECONDS.default} by default); shortly before the end the phone gives a reminder.`,
        'When a turn’s time runs out, chance moves: every point is still spent, on agents picked at random, and a scoring counts as usual. When time runs out while placing the safe, the app puts it in another building at random. So the game never hangs. The same happens when the host skips a step.',
        `Without a turn time the app waits patiently. Only when nobody does anything for ${minutes(PATIENCE_MS)} minutes does the turn pass on as above. With or without a turn time, when nobody has moved for ${minutes(ABANDON_MS)} minutes, the game ends without a winner. For breaks there is “pause”.`,
      ],
    },
    {
      heading: 'Variant: guessing round',
      paragraphs: [
        `This variant is off unless chosen. As soon as a scoring marker first goes past field ${GUESS_MARK}, everyone guesses at the same time and in secret which colour each other person plays – each colour at most once. The colours you give to nobody are thereby your guess of the free agents (your own aside; give your own to someone and you call none free). The round comes right after that scoring, before the safe is placed, and only once a game.`,
        `Each right guess, of a person or of a free agent, adds ${GUESS_BONUS} points to your own agent at the end; only then is it compared who is furthest ahead. With the turn time on, the round lasts ${GUESS_TIME_FACTOR} turn times; whoever has not guessed by then gets no bonus. The guesses stay face down until the end.`,
      ],
    },
    {
      heading: 'Who sees what',
      paragraphs: [
        'Everyone sees: the board, every scoring marker, the safe, the die, whose turn it is and every move. A move tells no colour’s owner, only which agents went where.',
        'Only you see: your agent card, covered on your phone (tap to open, it closes by itself), and your guess, which you write on that card in the guessing round. Everyone’s screens look the same – your agent is never picked out.',
        'At the end everyone sees every card, every guess and the final standings.',
      ],
    },
    {
      heading: 'What the app decides',
      paragraphs: [
        'The order of the steps within a move does not matter: only how many points each agent gets. There is a scoring as soon as a moved agent ends its move in the safe’s building – one scoring, even if several arrive there.',
        'Every colour has its own symbol (triangle, circle, star, square, diamond, cross, hexagon), so the agents can be told apart without colour vision.',
      ],
    },
  ],
}

export const rules: Record<Lang, RulesDoc> = { de, en }
