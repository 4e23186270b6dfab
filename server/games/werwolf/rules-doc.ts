/** The rules page for /rules/werwolf, in German and English, with the app's own decisions. */
import type { Lang } from '../../../shared/i18n'
import type { RulesDoc } from '../contract'
import {
  DEFENSE_SECONDS,
  DISCUSSION_SECONDS,
  HUNTER_SECONDS,
  MAX_IDLE_ROUNDS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NIGHT_SECONDS,
  SPECIALS_FROM,
  VOTE_SECONDS,
} from './constants'
import { ROLE_TABLE } from './role-table'

/** The deal table as rows: head count, werewolves, seer, villagers. */
function splitRows(header: string[]): string[][] {
  const rows = Object.entries(ROLE_TABLE).map(([count, row]) => [count, String(row.wolves), String(row.seer), String(row.villagers)])
  return [header, ...rows]
}

const de: RulesDoc = {
  title: 'Werwolf',
  intro:
    `Ein Dorf, in dem sich Werwölfe verstecken. Nachts schlagen sie heimlich zu, tagsüber berät das Dorf und wählt jemanden hinaus. ` +
    `Das Dorf gewinnt, wenn alle Werwölfe draußen sind; die Werwölfe, sobald sie so viele sind wie alle anderen. ` +
    `Die App ist der Erzähler: Sie verteilt die Karten, ruft die Rollen auf, zählt die Stimmen und erzählt, was geschieht. ` +
    `Gespielt wird mit ${MIN_PLAYERS} bis ${MAX_PLAYERS} Personen, jede mit dem eigenen Handy.`,
  sections: [
    {
      heading: 'Rollen und Karten',
      paragraphs: [
        'Jede Rolle entspricht einer Spielkarte aus einem normalen Blatt. Die App zeigt dir Rolle und Karte, so könnt ihr auch echte Karten austeilen.',
        'Die Werwölfe kennen einander von der ersten Nacht an. Alle anderen kennen nur ihre eigene Karte.',
      ],
      table: [
        ['Rolle', 'Karte', 'Team', 'Was sie kann'],
        ['Werwolf', 'K♠, K♣, K♦, K♥ (in dieser Reihenfolge)', 'Werwölfe', 'Wählt nachts mit dem Rudel ein Opfer.'],
        ['Seherin', 'D♥', 'Dorf', 'Erfährt nachts von einem Spieler, ob er ein Werwolf ist.'],
        ['Dorfbewohner', 'Zahlenkarte 2–10', 'Dorf', 'Keine Nachtaufgabe.'],
        ['Beschützer (ab 8)', 'B♥', 'Dorf', 'Bewacht nachts einen Spieler, auch sich selbst, nie zweimal nacheinander denselben.'],
        ['Jäger (ab 8)', 'B♣', 'Dorf', 'Nimmt beim Ausscheiden sofort jemanden mit.'],
      ],
    },
    {
      heading: 'Verteilung',
      paragraphs: [
        `Die empfohlene Zahl der Werwölfe hängt von der Spielerzahl ab. Die Spielleitung des Raums darf sie ändern (1 bis 4), aber es müssen immer weniger Werwölfe als andere Spieler sein, und in der kleinen Runde (5 oder 6 Spieler) spielt genau ein Werwolf. Ab ${SPECIALS_FROM} Spielern ersetzen Beschützer und Jäger auf Wunsch je einen Dorfbewohner.`,
      ],
      table: splitRows(['Spieler', 'Werwölfe', 'Seherin', 'Dorfbewohner']),
    },
    {
      heading: 'Die Nacht',
      paragraphs: [
        'Die App ruft nacheinander Beschützer, Werwölfe und Seherin auf – jede Nacht alle, auch wer schon ausgeschieden ist, damit niemand etwas daraus schließen kann.',
        'Jeder, der noch im Spiel ist, tippt in der Nacht auf seinem Handy einen Namen an und bestätigt ihn. Der Bildschirm sieht für alle gleich aus: eine Liste von Namen und ein Knopf zum Bestätigen. Wer keine Nachtaufgabe hat, wählt, wen er am meisten verdächtigt (niemand sieht die Antwort, sie zählt für nichts), und schläft weiter. Wie viele schon gewählt haben, zeigen nachts weder die Handys noch die Tafel, nur ein Erzähler, der nicht mitspielt. Ein Name, den die eigene Rolle nicht wählen kann (ein Werwolf, auch der eigene, für die Seherin der eigene, für den Beschützer der von letzter Nacht), sieht dabei aus wie jede andere Wahl; die verdeckte Karte sagt, dass noch gewählt werden muss.',
        'Beschützer: wählt einen Spieler, der heute Nacht sicher ist – sich selbst eingeschlossen, aber nicht denselben wie in der Nacht davor.',
        'Werwölfe: jeder wählt ein Opfer und sieht live, wen die anderen gewählt haben; bis die Nacht endet, darf man umschwenken. Die Nacht endet früher erst, wenn sich das Rudel auf denselben Spieler geeinigt hat. Opfer wird die gemeinsame Wahl; ist das Rudel beim Ablauf der Zeit noch uneins, der Spieler mit den meisten Stimmen des Rudels, bei Gleichstand entscheidet das Los. Wählt kein Werwolf, gibt es kein Opfer.',
        'Seherin: zeigt auf einen Spieler und erfährt sofort, nur für sich, ob er ein Werwolf ist.',
        `Die Nacht endet, sobald alle Lebenden getippt haben und das Rudel sich einig ist, spätestens nach ${NIGHT_SECONDS.default} Sekunden.`,
      ],
    },
    {
      heading: 'Der Morgen',
      paragraphs: [
        'Die App erzählt, was geschehen ist: Wen die Werwölfe geholt haben – dessen Karte wird aufgedeckt, außer bei „Geheim bis zum Schluss“ –, oder dass die Nacht ruhig blieb. Warum, sagt sie nicht: Ob der Beschützer das Opfer bewacht hat oder die Werwölfe niemanden gewählt haben, bleibt offen.',
      ],
    },
    {
      heading: 'Der Tag',
      paragraphs: [
        `Das Dorf berät (${DISCUSSION_SECONDS.default / 60} Minuten). Tippen alle Lebenden auf „Bereit“, beginnt die Abstimmung früher.`,
        `Abstimmung (${VOTE_SECONDS.default} Sekunden): Jeder Lebende wählt heimlich einen anderen lebenden Spieler. Bis alle gewählt haben oder die Zeit abläuft, darf man die Stimme ändern. Wer nicht wählt, hat keine Stimme. Erst danach wird veröffentlicht, wer wen gewählt hat.`,
        'Die meisten Stimmen: Dieser Spieler scheidet aus und deckt seine Karte auf (bei „Geheim bis zum Schluss“ erst am Ende).',
        `Gleichstand: Die Betroffenen verteidigen sich (${DEFENSE_SECONDS.default} Sekunden, die Spielleitung kann abkürzen), dann folgt eine Stichwahl nur zwischen ihnen. Alle stimmen mit, auch die Betroffenen – nur nicht für sich selbst. Gibt es wieder Gleichstand oder keine Stimme, scheidet heute niemand aus.`,
        'Gibt in der ersten Runde niemand eine Stimme ab, scheidet heute niemand aus.',
      ],
    },
    {
      heading: 'Der Jäger',
      paragraphs: [
        `Scheidet der Jäger aus – nachts oder durch Abstimmung –, nennt er sofort einen anderen lebenden Spieler, der mit ausscheidet. Er hat dafür ${HUNTER_SECONDS.default} Sekunden; wählt er niemanden, fällt kein Schuss. Wird er nachts geholt, schießt er am Morgen vor der Beratung.`,
      ],
    },
    {
      heading: 'Ausgeschiedene',
      paragraphs: [
        'Wer ausgeschieden ist, bleibt schweigend dabei. Ausgeschiedene sehen (einstellbar, voreingestellt: an) alle Karten und live, was nachts gewählt wird. Handeln oder abstimmen können sie nicht mehr.',
      ],
    },
    {
      heading: 'Spielende',
      paragraphs: [
        'Nach jedem Ausscheiden (beim Jäger: nach seinem Schuss) prüft die App: Sind keine Werwölfe mehr übrig, gewinnt das Dorf. Sind mindestens so viele Werwölfe wie andere übrig, gewinnen die Werwölfe.',
        'Es gewinnt das ganze Team, auch wer schon ausgeschieden ist. Am Ende sieht jeder alle Karten, die Reihenfolge des Ausscheidens und wer an welchem Tag wen gewählt hat.',
        `Tut ${MAX_IDLE_ROUNDS} Runden (Nacht und Tag) hintereinander niemand etwas, endet das Spiel ohne Sieger.`,
      ],
    },
    {
      heading: 'Varianten',
      paragraphs: [
        'Kleine Runde: Mit 5 oder 6 Spielern spielt ein Werwolf (K♠) gegen die Seherin und die Dorfbewohner.',
        'Geheim bis zum Schluss: Die Karten Ausgeschiedener bleiben verdeckt; die Geschichte sagt nur, wer draußen ist. Aufgedeckt wird erst am Spielende.',
        'Mafia: dieselben Regeln, erzählt mit der Mafia statt der Werwölfe und einem Kommissar statt der Seherin.',
        'Mit Erzähler: Statt der App kann jemand aus der Runde erzählen. Die Spielleitung macht diese Person im Warteraum zum Erzähler. Sie bekommt keine Rolle, sieht auf ihrem Handy alle Karten und jede Wahl der Nacht (verdeckt wie eine Karte, zum Öffnen tippen), liest die Geschichte vor und kann einen Schritt vorzeitig beenden. Die Zeiten der Schritte laufen trotzdem.',
      ],
    },
    {
      heading: 'Entscheidungen der App',
      paragraphs: [
        'Die Werwölfe dürfen keinen Werwolf wählen, auch nicht sich selbst; die Seherin nicht sich selbst.',
        'Beschützer und Seherin tippen einmal pro Nacht; die Werwölfe dürfen umentscheiden, bis alle getippt haben.',
        'Wer bei Ablauf einer Frist nichts gewählt hat, hat keine Wahl getroffen: kein Schutz, kein Blick, keine Stimme, kein Schuss.',
        'Zeiten sind einstellbar; die Spielleitung kann jeden Schritt vorzeitig beenden – das wirkt genauso wie der Ablauf der Frist.',
        'Wer mitten im Spiel seinen Platz aufgibt, bleibt als Spieler im Spiel, der nichts mehr tut: Er kann nachts geholt und tags hinausgewählt werden, und ein Schritt, in dem er etwas tun müsste, endet mit seiner Frist. Auf den Platz zurück kommt er nicht.',
      ],
    },
  ],
}

const en: RulesDoc = {
  title: 'Werewolf',
  intro:
    `A village with werewolves hiding in it. At night they strike in secret; by day the village argues and votes someone out. ` +
    `The village wins once every werewolf is out; the werewolves win as soon as they are as many as everyone else. ` +
    `The app is the narrator: it deals the cards, calls the roles, counts the votes and tells the story. ` +
    `For ${MIN_PLAYERS} to ${MAX_PLAYERS} people, each on their own phone.`,
  sections: [
    {
      heading: 'Roles and cards',
      paragraphs: [
        'Every role is a playing card from an ordinary deck. The app shows you both role and card, so you can deal real cards too.',
        'The werewolves know each other from the first night. Everyone else only knows their own card.',
      ],
      table: [
        ['Role', 'Card', 'Team', 'What it does'],
        ['Werewolf', 'K♠, K♣, K♦, K♥ (in this order)', 'Werewolves', 'Picks a victim with the pack at night.'],
        ['Seer', 'Q♥', 'Village', 'Learns at night whether one player is a werewolf.'],
        ['Villager', 'number card 2–10', 'Village', 'No night task.'],
        ['Protector (from 8)', 'J♥', 'Village', 'Guards one player at night, himself included, never the same one twice in a row.'],
        ['Hunter (from 8)', 'J♣', 'Village', 'Takes someone along the moment he is out.'],
      ],
    },
    {
      heading: 'The deal',
      paragraphs: [
        `The recommended number of werewolves depends on the head count. The room host may change it (1 to 4), but there must always be fewer werewolves than other players, and the small round (5 or 6 players) plays with exactly one. From ${SPECIALS_FROM} players the protector and the hunter can each replace a villager.`,
      ],
      table: splitRows(['Players', 'Werewolves', 'Seer', 'Villagers']),
    },
    {
      heading: 'The night',
      paragraphs: [
        'The app calls the protector, the werewolves and the seer in turn – every night, all of them, even those already out, so nobody can draw conclusions.',
        'Everyone still in the game taps a name on their phone at night and confirms it. The screen looks the same for all: a list of names and a button to confirm. Whoever has no night task picks whom they suspect most (nobody sees the answer, it counts for nothing) and sleeps on. Neither the phones nor the table screen show at night how many have picked; only a narrator who does not play sees that. A name that your role cannot pick (a werewolf, your own name included, for the seer her own, for the protector the one guarded the night before) looks like any other pick; the covered card says that a pick is still to be made.',
        'Protector: picks a player who is safe tonight – himself included, but not the same one as the night before.',
        'Werewolves: each picks a victim and sees live whom the others picked; until the night ends, they may change their minds. The night ends early only once the pack has agreed on the same player. The victim is the common pick; if the pack is still split when time runs out, the player with most of the pack’s picks, a tie drawn by lot. If no werewolf picks, there is no victim.',
        'Seer: points at a player and learns at once, privately, whether they are a werewolf.',
        `The night ends once every living player has tapped and the pack agrees, after ${NIGHT_SECONDS.default} seconds at the latest.`,
      ],
    },
    {
      heading: 'The morning',
      paragraphs: [
        'The app tells what happened: whom the werewolves took – that card is turned over, except with “Secret to the end” – or that the night was quiet. It does not say why: whether the protector guarded the victim or the werewolves picked nobody stays open.',
      ],
    },
    {
      heading: 'The day',
      paragraphs: [
        `The village talks (${DISCUSSION_SECONDS.default / 60} minutes). If every living player taps “Ready”, the vote starts earlier.`,
        `Vote (${VOTE_SECONDS.default} seconds): every living player secretly picks another living player. Until everyone has voted or time runs out, votes may be changed. Whoever does not vote has no vote. Only then is it shown who voted for whom.`,
        'Most votes: that player is out and turns over their card (with “Secret to the end”, only when the game ends).',
        `A tie: the tied players defend themselves (${DEFENSE_SECONDS.default} seconds; the host can cut it short), then a runoff between them only. Everyone votes, the tied players too – just not for themselves. Another tie, or no votes, and nobody is out today.`,
        'If nobody votes in the first round, nobody is out today.',
      ],
    },
    {
      heading: 'The hunter',
      paragraphs: [
        `When the hunter is out – at night or by vote – he at once names another living player, who is out too. He has ${HUNTER_SECONDS.default} seconds; if he names nobody, no shot is fired. Taken at night, he shoots in the morning before the discussion.`,
      ],
    },
    {
      heading: 'Eliminated players',
      paragraphs: [
        'Eliminated players stay and keep silent. They see (a setting, on by default) every card and, live, what is picked at night. They can no longer act or vote.',
      ],
    },
    {
      heading: 'End of the game',
      paragraphs: [
        'After every elimination (for the hunter: after his shot) the app checks: no werewolf left – the village wins. At least as many werewolves as others left – the werewolves win.',
        'The whole team wins, eliminated members included. At the end everyone sees every card, the order of eliminations, and who voted for whom each day.',
        `If nobody does anything for ${MAX_IDLE_ROUNDS} rounds (night and day) in a row, the game ends without a winner.`,
      ],
    },
    {
      heading: 'Variants',
      paragraphs: [
        'Small round: with 5 or 6 players, one werewolf (K♠) plays against the seer and the villagers.',
        'Secret to the end: cards of eliminated players stay face down; the story only says who is out. Everything is revealed when the game ends.',
        'Mafia: the same rules, told with the mafia instead of werewolves and a commissioner instead of the seer.',
        'With a moderator: someone at the table can tell the story instead of the app. The host makes that person the moderator in the lobby. They get no role, see every card and every choice of the night on their phone (covered like a card, tap to open), read the story aloud and may end a step early. The steps keep their time limits all the same.',
      ],
    },
    {
      heading: 'Decisions of the app',
      paragraphs: [
        'Werewolves may not pick a werewolf, themselves included; the seer may not pick herself.',
        'The protector and the seer tap once a night; the werewolves may change their pick until everyone has tapped.',
        'Whoever has chosen nothing when a deadline passes has made no choice: no protection, no look, no vote, no shot.',
        'Times are settings; the host can end any step early, which works exactly like its deadline passing.',
        'Whoever gives up their seat in the middle of a game stays in it as a player who no longer does anything: they can be taken at night and voted out by day, and a step that waits for them ends at its deadline. They cannot come back to the seat.',
      ],
    },
  ],
}

/** The rules page in every language. */
export const rules: Record<Lang, RulesDoc> = { de, en }
