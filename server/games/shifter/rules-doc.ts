/** The rules page for /rules/shifter, in German and English, with the app's own decisions. */
import type { Lang } from '../../../shared/i18n'
import type { RulesDoc } from '../contract'
import {
  CARD_SECONDS,
  DISCUSSION_SECONDS,
  FAREWELL_SECONDS,
  HURRY_SECONDS,
  MAX_IDLE_ROUNDS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MIN_TOWNFOLK,
  NIGHT_SECONDS,
  PAUSE_SECONDS,
  POTION_SHARE,
  VOTE_SECONDS,
} from './constants'
import { ROLE_TABLE, suggestedShifters } from './role-table'

/** The limits table as rows: head count, most shifters, most special roles (at the most shifters), suggestion. */
function tableRows(header: string[]): string[][] {
  const rows = Object.entries(ROLE_TABLE).map(([count, row]) => [count, String(row.shifters), String(row.specials), String(suggestedShifters(Number(count)))])
  return [header, ...rows]
}

const potionSeconds = Math.round(NIGHT_SECONDS.default * POTION_SHARE)
const huntSeconds = NIGHT_SECONDS.default - potionSeconds
const minutes = (seconds: number) => seconds / 60

const de: RulesDoc = {
  title: 'Shifter Under Us',
  intro:
    `Ein Werwolf-Spiel mit acht Rollen, Liebenden und Tränken für ${MIN_PLAYERS} bis ${MAX_PLAYERS} Personen, jede mit dem eigenen Handy. ` +
    'Nachts jagen die Shifter, tagsüber berät das Dorf und wählt jemanden hinaus. Das Dorf gewinnt, wenn kein Shifter mehr lebt; die Shifter, sobald sie mindestens so viele sind wie alle anderen. ' +
    'Die App leitet das Spiel: Sie verteilt die Rollen, führt durch Nacht und Tag, zählt die Stimmen und verkündet, was geschieht. Einen Chat gibt es nicht – geredet wird am Tisch oder im Anruf.',
  sections: [
    {
      heading: 'Spiel starten',
      paragraphs: [
        'Einer wählt im Hauptmenü Shifter Under Us, legt mit DORF ERSTELLEN (englisch CREATE VILLAGE) den Raum an und ist damit der Host; die anderen öffnen den Link oder geben den Code ein und treten mit DORF BETRETEN (ENTER VILLAGE) bei.',
        'Die Zahl der Shifter stellt sich passend zur Spielerzahl ein; der Host ändert sie mit + und − und schaltet die Sonderrollen ein oder aus. Die Lobby zeigt die Verteilung, die daraus wird, und nennt den Grund, wenn eine Grenze überschritten ist.',
        'Alle tippen auf „Ich bin bereit“; dann startet der Host die Jagd mit JAGD STARTEN (englisch START HUNT).',
      ],
    },
    {
      heading: 'Wie viele Shifter und Sonderrollen?',
      paragraphs: [
        `Höchstens ein Drittel der Spieler sind Shifter, mindestens einer. Mindestens ${MIN_TOWNFOLK} Spieler bleiben normale Townfolk. Die übrigen Plätze können Sonderrollen füllen, jede höchstens einmal.`,
        'Die Tabelle nennt die Grenzen je Spielerzahl; die Sonderrollen gelten bei der höchsten Shifter-Zahl – mit weniger Shiftern passen mehr (bis zu sechs). Vorschlag: ein Shifter pro vier Spieler. Voreingestellt sind Visionary, Alchemist und Immortal, soweit sie passen.',
      ],
      table: tableRows(['Spieler', 'Shifter (max.)', 'Sonderrollen (max.)', 'Vorschlag Shifter']),
    },
    {
      heading: 'Die Rollen',
      paragraphs: ['Alle außer den Shiftern gehören zum Dorf, auch alle Sonderrollen.'],
      table: [
        ['Rolle', 'Team', 'Wann?', 'Was sie kann'],
        ['Shifter', 'Shifter', 'jede Nacht', 'Wählt ein Opfer; die Shifter kennen einander.'],
        ['Townfolk', 'Dorf', '–', 'Keine Nachtaufgabe.'],
        ['Visionary', 'Dorf', 'jede Nacht', 'Prüft einen anderen Spieler: Shifter oder nicht.'],
        ['Alchemist', 'Dorf', 'nach den Shiftern', 'Sieht das Opfer; HEAL rettet es, POISON tötet jemanden; jeder Trank einmal im Spiel.'],
        ['Immortal', 'Dorf', 'jede Nacht', 'Schützt einen anderen Spieler vor den Shiftern, nie zweimal nacheinander denselben.'],
        ['Mortician', 'Dorf', 'nach einem Tod', 'Sieht einmal im Spiel heimlich die Rolle eines gerade Gestorbenen.'],
        ['Rambuh', 'Dorf', 'passiv', 'Übersteht den ersten Angriff, der ihn treffen würde.'],
        ['Armoris', 'Dorf', '1. Nacht', 'Macht zwei Spieler zu Liebenden, sich selbst eingeschlossen.'],
      ],
    },
    {
      heading: 'Deine Rolle',
      paragraphs: [
        'Jeder bekommt geheim eine Rollenkarte. VERDECKEN (HIDE) legt sie wieder um; ein Tipp zeigt sie erneut – jederzeit im Spiel.',
        `Mit dem Haken bestätigst du, dass du deine Rolle kennst. Es geht weiter, sobald alle bestätigt haben, spätestens nach ${minutes(CARD_SECONDS.default)} Minuten.`,
        'Shifter sehen die anderen Shifter in der Spielerliste mit einem Wolf markiert – nur auf ihrem eigenen Handy und nur, solange ihre Karte aufgedeckt ist.',
      ],
    },
    {
      heading: 'Die Nacht',
      paragraphs: [
        `Die Nacht dauert höchstens ${minutes(NIGHT_SECONDS.default)} Minuten. In den letzten ${HURRY_SECONDS} Sekunden der Nacht erscheint BEEIL DICH (HURRY).`,
        'Jeder Lebende sieht denselben Bildschirm: eine Liste von Namen und den Knopf „Nichts tun“. Wer eine Nachtaufgabe hat, tippt auf den Namen, den er meint; alle anderen tippen auf irgendeinen Namen oder auf „Nichts tun“. Auch wer nur schläft, muss tippen: So endet die Nacht, sobald alle fertig sind, und ihre Länge verrät nicht, wer etwas zu tun hatte. Nachts zeigt die App weder, wer schon getippt hat, noch wie viele: Die Zahl stünde bald still, bis die wenigen mit einer Aufgabe fertig sind, und jeder am Tisch sähe, wer noch tippt. Ein Name, den die eigene Rolle nicht wählen kann (ein anderer Shifter, für den Immortal der eigene), lässt sich antippen und bestätigen wie jeder andere und zählt dort mit; die verdeckte Karte sagt, warum, und bietet die Wahl dort an.',
        'Was ein Tipp für dich bedeutet und was du dabei erfährst, steht nur auf deiner verdeckten Karte. Außerhalb der Karte ändert sich dein Bildschirm nachts nur durch dein eigenes Tippen – dass Armoris einen zweiten Namen wählt oder die Shifter noch einmal wählen müssen, sagt allein die Karte.',
        'Armoris (nur in der ersten Nacht) tippt nacheinander zwei Namen, auch den eigenen. Die beiden sind verliebt und erfahren am Ende des ersten Nachtabschnitts heimlich, in wen (wählt Armoris erst im zweiten Abschnitt, bei Tagesanbruch) – nicht dessen Rolle. Wählt Armoris nur einen Namen, gibt es kein Paar.',
        'Jeder Shifter wählt ein Opfer; ein anderer Shifter kann es nicht sein. Die Wahl gilt sofort und lässt sich nicht ändern; die Shifter sehen live, wen die anderen gewählt haben. „Nichts tun“ zählt als Stimme für niemanden. Haben alle Shifter gewählt, wird angegriffen, wer die meisten Stimmen hat. Bei Gleichstand wählen die Shifter noch einmal, nur zwischen den Gleichplatzierten (GLEICHSTAND! NOCHMAL WÄHLEN, englisch TIE! VOTE AGAIN); steht es wieder gleich oder wählt dabei niemand, entscheidet das Los. Das sehen nur die Shifter.',
        'Läuft der Abschnitt ab, bevor alle Shifter gewählt haben, zählen die abgegebenen Stimmen: die meisten gewinnen, Gleichstand entscheidet das Los (für eine zweite Runde ist keine Zeit mehr), ohne Stimme gibt es kein Opfer.',
        'Der Visionary prüft einen anderen Spieler und sieht sofort: Shifter oder nicht. Der Immortal schützt einen anderen Spieler, nicht denselben wie in der Nacht davor (wer eine Nacht aussetzt, darf danach wieder jeden wählen).',
        `Erst wenn das Opfer feststeht, ist der Alchemist dran. Ist er im Spiel, hat die Nacht deshalb zwei Abschnitte mit einer gemeinsamen Uhr: Die Jagd endet, sobald alle getippt haben und das Opfer feststeht, spätestens aber, wenn nur noch ein Viertel der Nacht übrig ist (${potionSeconds} von ${NIGHT_SECONDS.default} Sekunden). Der Rest der Nacht gehört dem Alchemisten – so bekommt er immer einen Zug, auch wenn die Shifter erst in letzter Sekunde wählen, und die Nacht bleibt doch bei ${minutes(NIGHT_SECONDS.default)} Minuten (die Wahl der Shifter also höchstens ${huntSeconds} Sekunden). Visionary, Immortal und Armoris warten nicht auf das Opfer: Ihnen bleibt die ganze Nacht.`,
        'Im zweiten Abschnitt tippen wieder alle: Der Alchemist sieht, wen die Shifter angegriffen haben (oder dass niemand angegriffen wurde), und wählt HEAL (das Opfer retten), POISON (auf einen Namen tippen: dieser Spieler stirbt) oder „Nichts tun“. Pro Nacht höchstens ein Trank, jeder Trank einmal im Spiel. Sich selbst heilen darf er, wenn er das Opfer ist; vergiften darf er jeden außer sich selbst. Wer von Visionary, Immortal und Armoris in der Jagd nicht fertig geworden ist (Armoris: noch keine zwei Namen) und nicht „Nichts tun“ getippt hat, handelt jetzt; alle anderen tippen einen beliebigen Namen. Dieser Abschnitt läuft in jeder Nacht, in der der Alchemist im Spiel ist – auch wenn er schon tot ist, damit niemand daraus etwas schließen kann.',
        'Wer nicht rechtzeitig tippt, verpasst seine Aktion für diese Nacht.',
      ],
    },
    {
      heading: 'Wer stirbt?',
      paragraphs: [
        'Das Opfer der Shifter stirbt – außer der Alchemist heilt es, der Immortal hat genau diesen Spieler geschützt, oder es ist Rambuh und es ist der erste Angriff, der ihn treffen würde: dann bricht sein Schild.',
        'Wird ein Opfer zugleich geheilt und geschützt, überlebt es; der Heiltrank ist trotzdem verbraucht.',
        'Ein geheilter oder geschützter Angriff bricht Rambuhs Schild nicht – es hat ihn kein Angriff getroffen. Bricht sein Schild, erfährt Rambuh das heimlich.',
        'Gift tötet immer, auch Rambuh und auch einen geschützten Spieler. Stirbt ein Liebender, stirbt sein Partner sofort mit – egal woran und egal, zu welchem Team die beiden gehören.',
      ],
    },
    {
      heading: 'Der Tag',
      paragraphs: [
        'Die App verkündet, wer in der Nacht gestorben ist – in Sitzordnung, ohne Rolle und ohne Todesursache –, oder dass die Nacht ruhig war. Ob jemand gerettet wurde, erfährt niemand.',
        `Dann wird geredet. Wer fertig ist, tippt auf BEREIT ZUR ABSTIMMUNG (READY TO VOTE); sind alle Lebenden bereit, beginnt die Abstimmung sofort, spätestens nach ${minutes(DISCUSSION_SECONDS.default)} Minuten.`,
      ],
    },
    {
      heading: 'Die Abstimmung',
      paragraphs: [
        `Jeder Lebende tippt auf einen anderen Spieler, nicht auf sich selbst. Die Stimme gilt sofort und lässt sich nicht ändern. Es gibt ${VOTE_SECONDS.default} Sekunden; haben alle gewählt, geht es sofort weiter. Wer schon gewählt hat, sieht jeder; wen, wird erst nach der Runde gezeigt.`,
        'Die meisten Stimmen: Dieser Spieler scheidet aus (seine Rolle bleibt geheim). Stirbt dabei ein Liebender, stirbt sein Partner mit – das wird verkündet.',
        `Gleichstand: Stichwahl nur zwischen den Gleichplatzierten (GLEICHSTAND! NOCHMAL WÄHLEN, englisch TIE! VOTE AGAIN), wieder ${VOTE_SECONDS.default} Sekunden; alle stimmen mit, auch die Gleichplatzierten, nur nicht für sich selbst. Steht es wieder gleich, entscheidet das Los zwischen ihnen.`,
        'Stimmt niemand ab – in der ersten Runde oder in der Stichwahl –, scheidet niemand aus.',
        `Danach folgt eine Pause von ${PAUSE_SECONDS.default} Sekunden, dann bricht die nächste Nacht herein.`,
      ],
    },
    {
      heading: 'Der Mortician und der Abschied',
      paragraphs: [
        `Ist der Mortician im Spiel, folgt auf jede Nacht und jede Abstimmung, in der jemand gestorben ist, ein kurzer Abschied (höchstens ${FAREWELL_SECONDS.default} Sekunden). Alle Lebenden sehen die Namen der gerade Gestorbenen und tippen einen davon oder „Nichts tun“; der Abschied endet, sobald alle getippt haben.`,
        'Tippt der Mortician auf einen Namen, sieht er heimlich dessen Rolle – einmal im Spiel. Lässt er einen Abschied verstreichen, bleibt ihm die Gabe für den nächsten. Weil alle tippen und alle Bildschirme gleich aussehen, verrät der Abschied nicht, wer der Mortician ist oder ob er seine Gabe schon benutzt hat.',
      ],
    },
    {
      heading: 'Ausgeschieden',
      paragraphs: [
        'Wer stirbt, sieht DU BIST AUSGESCHIEDEN (YOU HAVE BEEN ELIMINATED) mit seiner Rolle und der Todesursache. Handeln und abstimmen kann er nicht mehr, und er sieht nicht mehr als vorher. Bitte bleib still und verrate nichts.',
      ],
    },
    {
      heading: 'Spielende',
      paragraphs: [
        'Nach jeder Nacht und jeder Abstimmung prüft die App: Lebt kein Shifter mehr, gewinnt das Dorf. Leben mindestens so viele Shifter wie alle anderen zusammen, gewinnen die Shifter. Es gewinnt das ganze Team, auch wer schon tot ist.',
        'Die Liebenden gewinnen zusätzlich, wenn am Ende beide noch leben – egal, welches Team gewinnt und woher sie kommen.',
        'Am Ende werden alle Rollen aufgedeckt, dazu jede Nacht und jede Abstimmung. Der Host führt alle mit einem Tipp zurück in die Lobby, für die nächste Runde.',
        `Tut ${MAX_IDLE_ROUNDS} Runden (Nacht und Tag) hintereinander niemand etwas, endet das Spiel ohne Sieger.`,
      ],
    },
    {
      heading: 'Zeiten',
      paragraphs: [
        `Alle Zeiten stellt der Host in der Lobby ein. Voreingestellt: Rollenkarte ${CARD_SECONDS.default} s, Nacht ${NIGHT_SECONDS.default} s, Tag ${DISCUSSION_SECONDS.default} s, Abstimmung ${VOTE_SECONDS.default} s, Pause ${PAUSE_SECONDS.default} s, Abschied ${FAREWELL_SECONDS.default} s.`,
      ],
      table: [
        ['Zeit', 'voreingestellt', 'von', 'bis'],
        ['Rollenkarte', `${CARD_SECONDS.default} s`, `${CARD_SECONDS.min} s`, `${CARD_SECONDS.max} s`],
        ['Nacht', `${NIGHT_SECONDS.default} s`, `${NIGHT_SECONDS.min} s`, `${NIGHT_SECONDS.max} s`],
        ['Tag', `${DISCUSSION_SECONDS.default} s`, `${DISCUSSION_SECONDS.min} s`, `${DISCUSSION_SECONDS.max} s`],
        ['Abstimmung', `${VOTE_SECONDS.default} s`, `${VOTE_SECONDS.min} s`, `${VOTE_SECONDS.max} s`],
        ['Pause', `${PAUSE_SECONDS.default} s`, `${PAUSE_SECONDS.min} s`, `${PAUSE_SECONDS.max} s`],
        ['Abschied', `${FAREWELL_SECONDS.default} s`, `${FAREWELL_SECONDS.min} s`, `${FAREWELL_SECONDS.max} s`],
      ],
    },
  ],
}

const en: RulesDoc = {
  title: 'Shifter Under Us',
  intro:
    `A werewolf game with eight roles, lovers and potions for ${MIN_PLAYERS} to ${MAX_PLAYERS} people, each on their own phone. ` +
    'At night the shifters hunt; by day the village talks and votes someone out. The village wins when no shifter is left alive; the shifters win once they are at least as many as everyone else. ' +
    'The app runs the game: it deals the roles, leads through night and day, counts the votes and announces what happens. There is no chat – talk at the table or on a call.',
  sections: [
    {
      heading: 'Starting a game',
      paragraphs: [
        'One person picks Shifter Under Us on the home screen, creates the room with CREATE VILLAGE and becomes the host; everyone else opens the link or types the code and joins with ENTER VILLAGE.',
        'The number of shifters follows the number of players; the host changes it with + and − and switches the special roles on or off. The lobby shows the split these settings deal and gives the reason when a limit is exceeded.',
        'Everyone taps “I am ready”; then the host starts the hunt with START HUNT.',
      ],
    },
    {
      heading: 'How many shifters and special roles?',
      paragraphs: [
        `At most a third of the players are shifters, at least one. At least ${MIN_TOWNFOLK} players stay plain Townfolk. The places left may hold special roles, each at most once.`,
        'The table gives the limits per head count; the special roles are counted at the most shifters – with fewer shifters more fit (up to six). Suggested: one shifter per four players. Visionary, Alchemist and Immortal are preset as far as they fit.',
      ],
      table: tableRows(['Players', 'Shifters (max)', 'Special roles (max)', 'Suggested shifters']),
    },
    {
      heading: 'The roles',
      paragraphs: ['Everyone but the shifters belongs to the village, every special role included.'],
      table: [
        ['Role', 'Team', 'When?', 'What it does'],
        ['Shifter', 'Shifters', 'every night', 'Picks a victim; the shifters know each other.'],
        ['Townfolk', 'Village', '–', 'No night task.'],
        ['Visionary', 'Village', 'every night', 'Checks another player: shifter or not.'],
        ['Alchemist', 'Village', 'after the shifters', 'Sees the victim; HEAL saves them, POISON kills someone; each potion once a game.'],
        ['Immortal', 'Village', 'every night', 'Protects another player from the shifters, never the same one two nights running.'],
        ['Mortician', 'Village', 'after a death', 'Once a game, secretly sees the role of someone who just died.'],
        ['Rambuh', 'Village', 'passive', 'Survives the first attack that would kill him.'],
        ['Armoris', 'Village', 'night 1', 'Makes two players lovers, themselves included.'],
      ],
    },
    {
      heading: 'Your role',
      paragraphs: [
        'Everyone gets a secret role card. HIDE turns it face down again; a tap shows it again – at any time during the game.',
        `The tick confirms that you know your role. The game goes on once everyone has confirmed, after ${minutes(CARD_SECONDS.default)} minutes at the latest.`,
        'Shifters see the other shifters marked with a wolf in the player list – only on their own phones, and only while their card is face up.',
      ],
    },
    {
      heading: 'The night',
      paragraphs: [
        `The night lasts at most ${minutes(NIGHT_SECONDS.default)} minutes. HURRY shows in the night’s last ${HURRY_SECONDS} seconds.`,
        'Every living player sees the same screen: a list of names and a “Do nothing” button. Whoever has a night task taps the name they mean; everyone else taps any name or “Do nothing”. Those who only sleep must tap too: so the night ends as soon as everyone is done, and its length does not tell who had something to do. At night the app shows neither who has tapped nor how many: the count would soon stand still until the few with a task are done, and everyone at the table would see who is still tapping. A name your role cannot pick (another shifter, for the Immortal their own) can be tapped and confirmed like any other and is counted there; the covered card says why and offers the choice instead.',
        'What a tap means for you, and what you learn from it, is only on your covered card. Outside the card your screen changes at night only through your own taps – that Armoris picks a second name, or that the shifters must pick again, only the card says.',
        'Armoris (first night only) taps two names in turn, their own allowed. The two are in love and learn in secret, when the first part of that night ends (if Armoris picks in the second part, at dawn), whom they love – not that person’s role. If Armoris picks only one name, there is no couple.',
        'Each shifter picks a victim; it cannot be another shifter. The pick counts at once and cannot be changed; the shifters see live whom the others picked. “Do nothing” counts as a pick for nobody. Once every shifter has picked, whoever has the most picks is attacked. On a tie the shifters pick again, only between the tied (TIE! VOTE AGAIN); tied again, or nobody picking in that round, chance decides. Only the shifters see this.',
        'If the part of the night runs out before every shifter has picked, the picks made count: the most picks wins, a tie goes to chance (there is no time left for a second round), no pick at all means no victim.',
        'The Visionary checks another player and sees at once: shifter or not. The Immortal protects another player, not the same one as the night before (after a night without protecting, anyone may be picked again).',
        `The Alchemist acts only once the victim is fixed. With the Alchemist in the game the night therefore has two parts on one clock: the hunt ends once everyone has tapped and the victim is fixed, but at the latest when a quarter of the night is left (${potionSeconds} of ${NIGHT_SECONDS.default} seconds). The rest of the night belongs to the Alchemist – so the Alchemist always gets a turn, even when the shifters pick in the last second, and the night still stays within ${minutes(NIGHT_SECONDS.default)} minutes (the shifters’ pick at most ${huntSeconds} seconds). The Visionary, the Immortal and Armoris do not wait on the victim: the whole night is theirs.`,
        'In the second part everyone taps again: the Alchemist sees whom the shifters attacked (or that nobody was attacked) and chooses HEAL (save the victim), POISON (tap a name: that player dies) or “Do nothing”. At most one potion a night, each potion once a game. The Alchemist may heal themself when they are the victim, and may poison anyone but themself. A Visionary, Immortal or Armoris who did not finish in the hunt (Armoris: fewer than two names) and did not tap “Do nothing” acts now; everyone else taps any name. This part runs every night while the Alchemist is in the game – even when the Alchemist is already dead, so nobody can read anything from it.',
        'Whoever does not tap in time misses their action for that night.',
      ],
    },
    {
      heading: 'Who dies?',
      paragraphs: [
        'The shifters\' victim dies – unless the Alchemist heals them, the Immortal protected exactly this player, or it is Rambuh and this is the first attack that would kill him: then his shield breaks.',
        'A victim both healed and protected survives; the healing potion is used up all the same.',
        'A healed or protected attack does not break Rambuh’s shield – no attack reached him. When the shield breaks, Rambuh is told in secret.',
        'Poison always kills, Rambuh and a protected player too. When a lover dies, the partner dies at once – whatever the cause and whichever side either plays for.',
      ],
    },
    {
      heading: 'The day',
      paragraphs: [
        'The app announces who died in the night – in seating order, without roles or causes – or that the night was peaceful. Nobody learns whether someone was saved.',
        `Then you talk. When you are done, tap READY TO VOTE; once every living player is ready the vote starts, after ${minutes(DISCUSSION_SECONDS.default)} minutes at the latest.`,
      ],
    },
    {
      heading: 'The vote',
      paragraphs: [
        `Every living player taps another player, not themself. The vote counts at once and cannot be changed. There are ${VOTE_SECONDS.default} seconds; once everyone has voted, the game moves on. Everyone sees who has voted; whom, only after the round.`,
        'Most votes: that player is out (their role stays secret). If a lover dies this way, the partner dies too – that is announced.',
        `A tie: a runoff only between the tied (TIE! VOTE AGAIN), again ${VOTE_SECONDS.default} seconds; everyone votes, the tied too, just not for themselves. Tied again: chance decides between them.`,
        'If nobody votes – in the first round or in the runoff – nobody is out.',
        `Then comes a ${PAUSE_SECONDS.default}-second pause, and the next night falls.`,
      ],
    },
    {
      heading: 'The Mortician and the farewell',
      paragraphs: [
        `With the Mortician in the game, every night and every vote that took someone is followed by a short farewell (at most ${FAREWELL_SECONDS.default} seconds). Every living player sees the names of those who just died and taps one of them or “Do nothing”; the step ends once everyone has tapped.`,
        'When the Mortician taps a name, they see that player’s role in secret – once a game. A farewell left unused keeps the gift for the next one. Since everyone taps and every screen looks the same, the farewell does not tell who the Mortician is or whether the gift is used.',
      ],
    },
    {
      heading: 'Eliminated',
      paragraphs: [
        'Whoever dies sees YOU HAVE BEEN ELIMINATED with their role and the cause. They can no longer act or vote, and they see no more than before. Please stay quiet and give nothing away.',
      ],
    },
    {
      heading: 'The end',
      paragraphs: [
        'After every night and every vote the app checks: no shifter alive, and the village wins. At least as many shifters alive as everyone else together, and the shifters win. The whole side wins, the dead included.',
        'The lovers win as well when both are alive at the end – whichever side wins and wherever they come from.',
        'At the end every role is revealed, with every night and every vote. One tap of the host takes everyone back to the lobby for the next round.',
        `If nobody does anything for ${MAX_IDLE_ROUNDS} rounds (night and day) in a row, the game ends without a winner.`,
      ],
    },
    {
      heading: 'Timers',
      paragraphs: [
        `The host sets every timer in the lobby. Preset: role card ${CARD_SECONDS.default} s, night ${NIGHT_SECONDS.default} s, day ${DISCUSSION_SECONDS.default} s, vote ${VOTE_SECONDS.default} s, pause ${PAUSE_SECONDS.default} s, farewell ${FAREWELL_SECONDS.default} s.`,
      ],
      table: [
        ['Timer', 'preset', 'from', 'to'],
        ['Role card', `${CARD_SECONDS.default} s`, `${CARD_SECONDS.min} s`, `${CARD_SECONDS.max} s`],
        ['Night', `${NIGHT_SECONDS.default} s`, `${NIGHT_SECONDS.min} s`, `${NIGHT_SECONDS.max} s`],
        ['Day', `${DISCUSSION_SECONDS.default} s`, `${DISCUSSION_SECONDS.min} s`, `${DISCUSSION_SECONDS.max} s`],
        ['Vote', `${VOTE_SECONDS.default} s`, `${VOTE_SECONDS.min} s`, `${VOTE_SECONDS.max} s`],
        ['Pause', `${PAUSE_SECONDS.default} s`, `${PAUSE_SECONDS.min} s`, `${PAUSE_SECONDS.max} s`],
        ['Farewell', `${FAREWELL_SECONDS.default} s`, `${FAREWELL_SECONDS.min} s`, `${FAREWELL_SECONDS.max} s`],
      ],
    },
  ],
}

/** The rules page in every language. */
export const rules: Record<Lang, RulesDoc> = { de, en }
