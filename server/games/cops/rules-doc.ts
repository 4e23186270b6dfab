/** The rules page for /rules/cops, in German and English, with the app's own decisions. */
import type { Lang } from '../../../shared/i18n'
import type { RulesDoc } from '../contract'
import {
  ACTION_SECONDS,
  BOUNCER_REVEALS,
  DAYS,
  DISCUSSION_SECONDS,
  EVENT_SECONDS,
  FIRST_EVENT_DAY,
  FIRST_VOTE_DAY,
  FLOOR_SECONDS,
  FLOORS_BY_DAY,
  MARKERS_TO_ARREST,
  MAX_BOUNCERS,
  MAX_INFORMANTS,
  MAX_PLAYERS,
  MIN_COPS,
  MIN_PLAYERS,
  OBSERVE_CHANCE,
  VIP_SECONDS,
  VOTE_SECONDS,
} from './constants'
import { policeBounds, ROLE_TABLE } from './role-table'

/** A chance as each language writes it: German with a space that never breaks before the sign, English without one. */
const percent = (chance: number, lang: 'de' | 'en') => `${Math.round(chance * 100)}${lang === 'de' ? '\u00a0' : ''}%`

/** The deal table as rows: head count, Besucher, Türsteher, VIP, festival, Cops, V-Mann, police. */
function dealRows(header: string[]): string[][] {
  const rows = Object.entries(ROLE_TABLE).map(([count, r]) => [
    count,
    String(r.visitors),
    String(r.bouncers),
    String(r.vip),
    String(r.visitors + r.bouncers + r.vip),
    String(r.cops),
    String(r.informants),
    String(r.cops + r.informants),
    (() => {
      const b = policeBounds(Number(count))
      return `${b.min}–${b.max}`
    })(),
  ])
  return [header, ...rows]
}

/** The day plan as rows: one per phase, one column per day. */
function dayRows(header: string[], names: [string, string, string, string, string], none: string, noChoice: string): string[][] {
  const days = Array.from({ length: DAYS }, (_, i) => i + 1)
  const mark = (on: (day: number) => boolean) => days.map((d) => (on(d) ? '✓' : none))
  return [
    header,
    [names[0], ...days.map((d) => (FLOORS_BY_DAY[d - 1] === 1 ? `1 (${noChoice})` : String(FLOORS_BY_DAY[d - 1])))],
    [names[1], ...mark((d) => d >= FIRST_EVENT_DAY)],
    [names[2], ...mark(() => true)],
    [names[3], ...mark(() => true)],
    [names[4], ...mark((d) => d >= FIRST_VOTE_DAY)],
  ]
}

const de: RulesDoc = {
  title: 'Undercover Cops',
  intro:
    `Ein Festival, fünf Tage, und mitten in der feiernden Menge ermittelt die Polizei verdeckt. ` +
    `Die Cops verteilen heimlich Beweis-Marker, um möglichst viele Gäste festzunehmen; das Festival beobachtet, kombiniert und stimmt ab, um die Spitzel vom Gelände zu jagen. ` +
    `Die App ist der Spielleiter: Sie verteilt die Rollen, zeigt jedem nur sein eigenes Wissen, führt durch Floor-Wahl, Aktionen und Abstimmungen und meldet die Ergebnisse. ` +
    `Geredet wird von Angesicht zu Angesicht. Für ${MIN_PLAYERS} bis ${MAX_PLAYERS} Personen, jede mit dem eigenen Handy.`,
  sections: [
    {
      heading: 'Rollen',
      paragraphs: [
        'Es gibt zwei Fraktionen. Zum Festival gehören Besucher, Türsteher und VIP; zur Polizei gehören die Cops und der V-Mann. Jeder kennt nur die eigene Rolle – auch die Cops kennen einander zu Beginn nicht.',
      ],
      table: [
        ['Rolle', 'Fraktion', 'Bändchen', 'Aktion'],
        ['Besucher', 'Festival', 'ja', `Beobachten: erfährt mit ${percent(OBSERVE_CHANCE, 'de')} Chance, ob jemand auf dem eigenen Floor ein Bändchen trägt.`],
        ['Türsteher', 'Festival', 'nein', `Beobachtet wie ein Besucher – oder deckt ${BOUNCER_REVEALS}× pro Spiel statt dessen die genaue Rolle einer Person auf dem eigenen Floor auf, garantiert.`],
        ['VIP', 'Festival', 'ja', 'Beobachtet wie ein Besucher. Bei Gleichstand in der Verbannung gibt seine Stimme den Ausschlag, notfalls entscheidet er allein.'],
        ['Cop', 'Polizei', 'nein', 'Durchsuchen: legt einer Person auf dem eigenen Floor garantiert einen Beweis-Marker auf. Ist sie Polizei, findet er stattdessen ihren Dienstausweis.'],
        ['V-Mann', 'Polizei', 'ja (Tarnung)', 'Durchsucht wie ein Cop und erkennt Polizei am Dienstausweis – die Polizei ihn ebenso.'],
      ],
    },
    {
      heading: 'Das Bändchen-Prinzip',
      paragraphs: [
        'Das Festival-Bändchen ist das sichtbarste Indiz – und es lügt manchmal. Der Türsteher ist gut, trägt aber keins und sieht damit aus wie ein Cop. Der V-Mann ist böse, trägt aber eins und sieht aus wie ein Besucher.',
        'In der Aktionsphase zeigt die App jedem, wie viele Personen auf dem eigenen Floor stehen und wie viele davon ein Bändchen tragen – aber nie, wer. Aus „4 Personen, 3 Bändchen“ folgt: Einer hier ist Cop oder Türsteher.',
        'Wer beobachtet und Erfolg hat, erfährt nur „Bändchen ja“ oder „Bändchen nein“. Beim V-Mann lautet die Antwort „ja“ – seine Tarnung hält.',
      ],
    },
    {
      heading: 'Verteilung',
      paragraphs: [
        'Die App verteilt die Rollen zufällig nach dieser Tabelle. Mit mehr Spielern wachsen beide Seiten: der dritte Cop ab 12, der zweite Türsteher ab 14, der zweite V-Mann ab 16 Spielern.',
        `Die Spielleitung des Raums darf nachjustieren: mindestens ${MIN_COPS} Cop, 0 bis ${MAX_INFORMANTS} V-Männer, 0 bis ${MAX_BOUNCERS} Türsteher, immer genau ein VIP – der Rest sind Besucher. Die Polizei muss etwa ein Viertel bis ein Drittel der Runde ausmachen (letzte Spalte); sonst nennt die App den Grund und startet nicht.`,
      ],
      table: dealRows(['Spieler', 'Besucher', 'Türsteher', 'VIP', '= Festival', 'Cops', 'V-Mann', '= Polizei', 'Polizei erlaubt']),
    },
    {
      heading: 'Ein Festivaltag',
      paragraphs: [
        `Das Festival dauert ${DAYS} Tage. Jeder Tag läuft in fester Reihenfolge ab. Die Zahl der Floors sinkt, ihr rückt immer enger zusammen. Tag 1 bleibt ohne Ereignis und ohne Abstimmung: Erst einmal werden Hinweise gesammelt. Am Tag ${DAYS} gibt es nur noch einen Floor und keine Wahl – alle stehen dort.`,
      ],
      table: dayRows(['Phase', 'Tag 1', 'Tag 2', 'Tag 3', 'Tag 4', 'Tag 5'], ['Floor-Wahl (Floors)', 'Ereignis', 'Aktion', 'Diskussion', 'Verbannung'], '–', 'keine Wahl'),
    },
    {
      heading: 'Floor-Wahl',
      paragraphs: [
        `Jeder wählt heimlich einen der offenen Floors (${FLOOR_SECONDS.default} Sekunden). Bis alle gewählt haben, darf man umentscheiden. Wer bei Ablauf der Frist nicht gewählt hat, wird von der App auf einen zufälligen Floor gestellt.`,
        'Der Floor bestimmt, mit wem du die Aktionsphase verbringst und wen du durchsuchen oder beobachten kannst.',
      ],
    },
    {
      heading: 'Ereignisse',
      paragraphs: [
        `Ab Tag ${FIRST_EVENT_DAY} zieht die App nach der Floor-Wahl jeden Tag ein Ereignis, jedes gleich wahrscheinlich, und zeigt es allen (${EVENT_SECONDS.default} Sekunden oder bis alle „Weiter“ getippt haben). Es gilt für diesen Tag.`,
        'Klare Sicht: Jede Beobachtung von Besuchern, VIP und Türstehern gelingt in dieser Runde zu 100\u00a0%.',
        'Richterlicher Beschluss: Ein zufälliger Spieler, der noch im Spiel ist und mindestens einen Beweis-Marker trägt, verliert einen. Nur er erfährt es („Du hast einen Beweis-Marker verloren“). Trägt niemand einen Marker, passiert nichts. So kann eine drohende Festnahme abgewendet werden.',
      ],
    },
    {
      heading: 'Aktionsphase',
      paragraphs: [
        `Alle handeln gleichzeitig und heimlich (${ACTION_SECONDS.default} Sekunden), jeder genau einmal, und nur gegen jemanden auf dem eigenen Floor. Eine gewählte Aktion ist endgültig; wer bis zum Ende der Frist nichts wählt, tut in dieser Runde nichts.`,
        'Cops und V-Mann durchsuchen: Das Ziel bekommt garantiert einen Beweis-Marker. Ist das Ziel Polizei (Cop oder V-Mann), fällt kein Marker; nur der Durchsuchende erfährt „Dienstausweis gefunden: X ist Polizei“, das Ziel erfährt nichts.',
        `Besucher und VIP beobachten: Mit ${percent(OBSERVE_CHANCE, 'de')} Chance (bei klarer Sicht sicher) erfährst du, ob das Ziel ein Bändchen trägt; sonst erfährst du nichts. Der Türsteher beobachtet genauso oder deckt stattdessen – ${BOUNCER_REVEALS}× pro Spiel – die genaue Rolle des Ziels auf.`,
        'Allein auf dem Floor? Dann kannst du niemanden durchsuchen oder beobachten, und niemand kann dich ins Visier nehmen. Begrenzte Fähigkeiten wie die Aufdeckungen des Türstehers werden dabei nicht verbraucht. Du tippst trotzdem einen Namen und bestätigst, wie alle anderen: Das zählt mit, bewirkt aber nichts.',
        'Die Phase endet, sobald alle gehandelt haben, die handeln können, spätestens mit der Frist. Dann wird alles auf einmal ausgewertet, und jeder bekommt seine persönliche Bilanz: wie viele Personen und Bändchen auf dem eigenen Floor waren, das eigene Ergebnis, die eigenen Marker und ob man durchsucht wurde. Alle erfahren, wer festgenommen wurde.',
      ],
    },
    {
      heading: 'Beweis-Marker und Festnahme',
      paragraphs: [
        `Marker bleiben liegen, Runde für Runde. Deine eigene Markerzahl siehst du jederzeit, die der anderen nicht. Wer ${MARKERS_TO_ARREST} Marker trägt, wird festgenommen – egal ob durch zwei Runden oder durch zwei Durchsuchungen in derselben Runde.`,
        'Die Polizei ist nicht festnehmbar: Untereinander finden Polizisten immer den Dienstausweis, nie einen Marker. Der V-Mann scheidet deshalb nur durch Verbannung aus.',
      ],
    },
    {
      heading: 'Diskussion',
      paragraphs: [
        `Etwa ${DISCUSSION_SECONDS.default / 60} Minuten reden, kombinieren, bluffen (einstellbar). Tippen alle, die noch im Spiel sind, auf „Bereit“, geht es früher weiter; die Spielleitung kann die Diskussion auch abkürzen.`,
      ],
    },
    {
      heading: 'Verbannung',
      paragraphs: [
        `Ab Tag ${FIRST_VOTE_DAY}: Jeder, der noch im Spiel ist, stimmt heimlich für eine andere Person, die noch im Spiel ist (${VOTE_SECONDS.default} Sekunden). Bis alle abgestimmt haben, darf man die Stimme ändern. Wer nicht abstimmt, enthält sich. Nach der Auszählung sieht jeder, wer wen gewählt hat – außer nach einem Gleichstand in der ersten Runde: Dort zeigt die App nur die Stimmen je Person und wer wen gewählt hat erst am Ende, denn ob und wofür die doppelte Stimme des VIP zählte, wiese sonst auf den VIP.`,
        'Es geht immer genau eine Person. Die meisten Stimmen: Diese Person ist verbannt.',
        'Gleichstand: Die Stimme des VIP zählt doppelt. Hat der VIP für einen der Gleichplatzierten gestimmt, ist dieser verbannt.',
        'Bleibt es gleich: Stichwahl nur zwischen den Gleichplatzierten. Alle stimmen wieder ab, die Gleichplatzierten auch – nur nicht für sich selbst. Die Stichwahl zählt einfach.',
        `Bleibt es wieder gleich: Der VIP entscheidet allein unter ihnen (${VIP_SECONDS.default} Sekunden). Dabei tippen alle auf einen Namen – nur der Tipp des VIP zählt –, und es geht weiter, sobald alle getippt haben. Ist der VIP nicht mehr im Spiel oder wählt er nicht rechtzeitig, entscheidet der Zufall.`,
        'Hat niemand abgestimmt, sind alle gleichauf, und es geht genauso weiter.',
      ],
    },
    {
      heading: 'Ausgeschieden',
      paragraphs: [
        'Festgenommen oder verbannt heißt: raus. Ausgeschiedene schauen still zu – keine Aktionen, keine Stimme, keine Wortmeldung. Sie sehen weiter ihre eigenen Informationen und das öffentliche Protokoll, aber keine fremden Rollen.',
        'Rollen werden am Spielende aufgedeckt. Mit der Einstellung „Rolle Verbannter sofort zeigen“ sieht jeder die Rolle einer verbannten Person gleich nach der Abstimmung.',
      ],
    },
    {
      heading: 'Sieg und Endwertung',
      paragraphs: [
        'Geprüft wird nach jeder Aktionsphase und nach jeder Verbannung.',
        'Das Festival gewinnt sofort, wenn alle Cops und alle V-Männer ausgeschieden sind.',
        'Die Polizei gewinnt sofort, wenn mehr als die Hälfte der echten Festival-Rollen (Besucher, Türsteher, VIP wie verteilt) festgenommen ist – durch Marker, nicht durch Verbannung. Der V-Mann zählt dabei nie zum Festival.',
        `Endwertung nach Tag ${DAYS}: Ist mindestens die Hälfte der Polizei (aufgerundet) ausgeschieden, gewinnt das Festival, sonst die Polizei. Bei 3 Polizisten reichen 2, bei 4 ebenfalls 2, bei 5 braucht es 3.`,
        'Es gewinnt immer die ganze Fraktion, auch wer schon ausgeschieden ist. Am Ende zeigt die App alle Rollen, die Floors jedes Tages, alle Durchsuchungen, Beobachtungen und Aufdeckungen, den Verlauf der Marker und alle Abstimmungen.',
      ],
    },
    {
      heading: 'Entscheidungen der App',
      paragraphs: [
        'Wo die Regeln schweigen, hat die App so entschieden:',
        'Ereignisse werden jeden Tag neu gezogen, jedes gleich wahrscheinlich; dasselbe Ereignis kann mehrmals kommen. Wen der Richterliche Beschluss trifft, erfährt nur der Betroffene; alle sehen nur die Karte.',
        'Festgenommene sind immer Festival-Rollen (die Polizei ist nicht festnehmbar); welche genau, zeigt die App erst am Ende.',
        'Wer durchsucht wurde und einen Marker bekam, erfährt es in seiner Bilanz. Durchsuchte Polizisten erfahren nichts.',
        'Während der Aktionsphase zeigt die App nur, wie viele schon getippt haben – nie, wer; das Bestätigen derer, die allein stehen, zählt mit, ebenso ein bestätigter Name von einem anderen Floor (gewählt wird dann auf der verdeckten Karte). Stehen alle allein, wird sofort ausgewertet.',
        'Die doppelte VIP-Stimme gilt nur in der ersten Runde. Fehlte dem, den der VIP gewählt hat, genau eine Stimme zum Gleichstand, steht er doppelt gezählt mit den anderen gleich und kommt mit in die Stichwahl; sonst bleibt der Gleichstand, wie er ist. Der VIP darf bei seiner Alleinentscheidung jeden der Gleichplatzierten wählen, auch sich selbst.',
        'Nach einer unentschiedenen Stichwahl läuft der Schritt „Der VIP entscheidet“ immer, auch wenn der VIP schon ausgeschieden ist. In diesem Schritt tippen alle auf einen Namen, und er endet erst, wenn alle getippt haben (oder mit der Frist) – nicht in dem Moment, in dem der VIP wählt. Ist der VIP ausgeschieden, entscheidet danach der Zufall. Die Meldung lautet in beiden Fällen gleich; ob der VIP oder der Zufall entschieden hat, steht erst in der Schlussauswertung. So verrät die App weder, wer der VIP ist, noch, ob er noch im Spiel ist.',
        'Alle Zeiten sind einstellbar. Die Spielleitung kann jeden Schritt vorzeitig beenden; das wirkt genau wie der Ablauf der Frist.',
      ],
    },
  ],
}

const en: RulesDoc = {
  title: 'Undercover Cops',
  intro:
    `A festival, five days, and somewhere in the dancing crowd the police are working undercover. ` +
    `The cops secretly hand out evidence markers to arrest as many guests as they can; the festival watches, puts clues together and votes to chase the informers off the grounds. ` +
    `The app is the game master: it deals the roles, shows each person only what they may know, runs floor choice, actions and votes, and announces the results. ` +
    `Talking happens face to face. For ${MIN_PLAYERS} to ${MAX_PLAYERS} people, each on their own phone.`,
  sections: [
    {
      heading: 'Roles',
      paragraphs: [
        'There are two sides. Visitors, bouncers and the VIP belong to the festival; the cops and the informant (V-Mann) belong to the police. Everyone knows only their own role – the cops do not know each other at the start either.',
      ],
      table: [
        ['Role', 'Side', 'Wristband', 'Action'],
        ['Visitor', 'Festival', 'yes', `Observe: learns with a ${percent(OBSERVE_CHANCE, 'en')} chance whether someone on the same floor wears a wristband.`],
        ['Bouncer', 'Festival', 'no', `Observes like a visitor – or, ${BOUNCER_REVEALS} times per game, reveals the exact role of someone on the same floor instead, with certainty.`],
        ['VIP', 'Festival', 'yes', 'Observes like a visitor. In a tied banishment vote the VIP’s vote tips the balance; if need be, the VIP decides alone.'],
        ['Cop', 'Police', 'no', 'Search: puts an evidence marker on someone on the same floor, guaranteed. If that person is police, finds their badge instead.'],
        ['Informant (V-Mann)', 'Police', 'yes (cover)', 'Searches like a cop and recognises police by their badge – and they recognise him.'],
      ],
    },
    {
      heading: 'The wristband principle',
      paragraphs: [
        'The festival wristband is the most visible clue – and sometimes it lies. The bouncer is good but wears none, so he looks like a cop. The informant is bad but wears one, so he looks like a visitor.',
        'In the action phase the app shows everyone how many people stand on their own floor and how many of them wear a wristband – never who. From “4 people, 3 wristbands” it follows: someone here is a cop or the bouncer.',
        'A successful observation only tells “wristband” or “no wristband”. For the informant the answer is “wristband” – his cover holds.',
      ],
    },
    {
      heading: 'The deal',
      paragraphs: [
        'The app deals the roles at random by this table. Both sides grow with the table: a third cop from 12 players, a second bouncer from 14, a second informant from 16.',
        `The room host may adjust it: at least ${MIN_COPS} cop, 0 to ${MAX_INFORMANTS} informants, 0 to ${MAX_BOUNCERS} bouncers, always exactly one VIP – everyone else is a visitor. The police must be about a quarter to a third of the table (last column); otherwise the app names the reason and does not start.`,
      ],
      table: dealRows(['Players', 'Visitors', 'Bouncers', 'VIP', '= Festival', 'Cops', 'Informants', '= Police', 'Police allowed']),
    },
    {
      heading: 'A festival day',
      paragraphs: [
        `The festival lasts ${DAYS} days. Every day runs in a fixed order. The number of floors drops, so you move ever closer together. Day 1 has no event and no vote: first you gather clues. On day ${DAYS} there is only one floor and no choice – everyone stands there.`,
      ],
      table: dayRows(['Phase', 'Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5'], ['Floor choice (floors)', 'Event', 'Action', 'Discussion', 'Banishment'], '–', 'no choice'),
    },
    {
      heading: 'Floor choice',
      paragraphs: [
        `Everyone secretly picks one of the open floors (${FLOOR_SECONDS.default} seconds). Until everyone has picked, you may change your mind. Whoever has not picked when time runs out is put on a random floor by the app.`,
        'Your floor decides whom you spend the action phase with and whom you can search or observe.',
      ],
    },
    {
      heading: 'Events',
      paragraphs: [
        `From day ${FIRST_EVENT_DAY}, after the floor choice, the app draws an event every day, each equally likely, and shows it to everyone (${EVENT_SECONDS.default} seconds, or until everyone has tapped “Continue”). It applies to that day.`,
        'Clear sight: every observation by visitors, the VIP and bouncers succeeds this round, 100%.',
        'Court order: a random player still in the game who carries at least one evidence marker loses one. Only that player learns it (“You lost an evidence marker”). If nobody carries a marker, nothing happens. It can stave off an arrest.',
      ],
    },
    {
      heading: 'Action phase',
      paragraphs: [
        `Everyone acts at the same time and in secret (${ACTION_SECONDS.default} seconds), exactly once, and only on someone on their own floor. A chosen action is final; whoever chooses nothing before time runs out does nothing this round.`,
        'Cops and the informant search: the target gets an evidence marker, guaranteed. If the target is police (cop or informant), no marker is placed; only the searcher learns “badge found: X is police”, and the target learns nothing.',
        `Visitors and the VIP observe: with a ${percent(OBSERVE_CHANCE, 'en')} chance (certain under clear sight) you learn whether the target wears a wristband; otherwise you learn nothing. The bouncer observes the same way, or instead – ${BOUNCER_REVEALS} times per game – reveals the target’s exact role.`,
        'Alone on your floor? Then you cannot search or observe anyone, and nobody can target you. Limited abilities such as the bouncer’s reveals are not used up. You still tap a name and confirm, like everyone else: it is counted, but does nothing.',
        'The phase ends once everyone who can act has acted, at the deadline at the latest. Then everything resolves at once and everyone gets a personal summary: how many people and wristbands stood on their floor, their own result, their own markers and whether they were searched. Everyone learns who was arrested.',
      ],
    },
    {
      heading: 'Evidence markers and arrest',
      paragraphs: [
        `Markers stay, round after round. You always see how many markers you carry, never anyone else’s. A player with ${MARKERS_TO_ARREST} markers is arrested – whether from two rounds or from two searches in the same round.`,
        'The police cannot be arrested: police searching police always find the badge, never place a marker. So the informant can only leave by banishment.',
      ],
    },
    {
      heading: 'Discussion',
      paragraphs: [
        `About ${DISCUSSION_SECONDS.default / 60} minutes to talk, combine and bluff (a setting). If everyone still in the game taps “Ready”, it moves on earlier; the host can also cut it short.`,
      ],
    },
    {
      heading: 'Banishment',
      paragraphs: [
        `From day ${FIRST_VOTE_DAY}: everyone still in the game secretly votes for another person still in the game (${VOTE_SECONDS.default} seconds). Until everyone has voted, you may change your vote. Whoever does not vote abstains. After the count everyone sees who voted for whom – except after a tie in the first round: there the app shows only each person’s votes, and who voted for whom only at the end, since whether and for whom the VIP’s double vote counted would point at the VIP.`,
        'Exactly one person always leaves. Most votes: that person is banished.',
        'A tie: the VIP’s vote counts double. If the VIP voted for one of the tied players, that player is banished.',
        'Still tied: a runoff between the tied players only. Everyone votes again, the tied players too – just not for themselves. The runoff counts plainly.',
        `Tied again: the VIP alone decides among them (${VIP_SECONDS.default} seconds). Everyone taps a name meanwhile – only the VIP’s tap counts – and the game goes on once everyone has tapped. If the VIP is no longer in the game or does not pick in time, chance decides.`,
        'If nobody voted at all, everyone is tied and it goes on the same way.',
      ],
    },
    {
      heading: 'Out of the game',
      paragraphs: [
        'Arrested or banished means out. Players who are out watch in silence – no actions, no vote, no talking. They keep seeing their own information and the public log, but no one else’s role.',
        'Roles are revealed at the end of the game. With the setting “Show a banished player’s role at once”, everyone sees a banished player’s role right after the vote.',
      ],
    },
    {
      heading: 'Winning and final scoring',
      paragraphs: [
        'The app checks after every action phase and after every banishment.',
        'The festival wins at once when every cop and every informant is out.',
        'The police win at once when more than half of the real festival roles (visitors, bouncers, VIP as dealt) are arrested – by markers, not by banishment. The informant never counts for the festival.',
        `Final scoring after day ${DAYS}: if at least half of the police (rounded up) are out, the festival wins, otherwise the police. With 3 police 2 are enough, with 4 also 2, with 5 it takes 3.`,
        'The whole side always wins, members who are out included. At the end the app shows every role, each day’s floors, all searches, observations and reveals, the marker history and all votes.',
      ],
    },
    {
      heading: 'Decisions of the app',
      paragraphs: [
        'Where the rules are silent, the app decided this way:',
        'Events are drawn anew every day, each equally likely; the same event may come more than once. Only the player hit by a court order learns it; everyone else just sees the card.',
        'Arrested players are always festival roles (the police cannot be arrested); which one exactly, the app shows only at the end.',
        'A player who was searched and got a marker learns it in their summary. Police who were searched learn nothing.',
        'During the action phase the app only shows how many have tapped – never who; the confirms of those who stand alone count too, and so does a confirmed name from another floor (the pick is then made on the covered card). If everyone stands alone, the phase resolves at once.',
        'The VIP’s double vote applies only in the first round. If the VIP’s pick was exactly one vote short of the tie, counting that vote twice ties them with the others and they join the runoff; otherwise the tie stays as it is. In the lone decision the VIP may pick any of the tied, themselves included.',
        'After a tied runoff the step “The VIP decides” always runs, even when the VIP is already out. In it everyone taps a name, and it ends only once everyone has tapped (or at its deadline) – not the moment the VIP picks. With the VIP out, chance decides then. The announcement reads the same either way; whether the VIP or chance decided appears only in the final summary. So the app gives away neither who the VIP is nor whether the VIP is still in the game.',
        'All times are settings. The host can end any step early; that works exactly like its deadline passing.',
      ],
    },
  ],
}

/** The rules page in every language. */
export const rules: Record<Lang, RulesDoc> = { de, en }
