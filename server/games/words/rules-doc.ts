/** The rules page for /rules/words, in German and English, with the app's own decisions. */
import type { Lang } from '../../../shared/i18n'
import type { RulesDoc } from '../contract'
import {
  CLUE_SECONDS,
  DEBATE_SECONDS,
  DEFAULT_CLUE_SECONDS,
  DEFAULT_DEBATE_SECONDS,
  MAX_BLANKS,
  MAX_OWN_PAIRS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PAIRS_PER_SET,
  QUIET_ROUNDS_TO_DRAW,
  RECENT_PAIRS,
  PASS_TURN_SECONDS,
  TABLE_WAIT_SECONDS,
} from './constants'
import { UNDERCOVER_TABLE } from './role-table'

/** The timer choices as text: '20, 30, 45 s'. */
const choices = (list: readonly number[]) => `${list.filter((n) => n > 0).join(', ')} s`
const minutes = TABLE_WAIT_SECONDS / 60

/** The recommendation as rows: head count, undercovers, civilians (without blanks). */
function tableRows(header: string[]): string[][] {
  return [
    header,
    ...UNDERCOVER_TABLE.map((row) => [
      `${row.from}–${row.to}`,
      String(row.undercovers),
      row.from - row.undercovers === row.to - row.undercovers ? String(row.from - row.undercovers) : `${row.from - row.undercovers}–${row.to - row.undercovers}`,
    ]),
  ]
}

export const rules: Record<Lang, RulesDoc> = {
  de: {
    title: 'Undercover – das Wortspiel',
    intro:
      'Fast alle am Tisch bekommen dasselbe Wort. Ein paar bekommen ein ähnliches, vielleicht hat jemand gar keines. Reihum beschreibt jeder sein Wort mit einem Satz, dann wird diskutiert und abgestimmt. Der Haken: Niemand erfährt, auf welcher Seite er steht – wer ein Wort hat, kann trotzdem das falsche haben.',
    sections: [
      {
        heading: 'Die Rollen',
        paragraphs: [
          'Zivilisten: die Mehrheit, alle mit demselben Wort.',
          'Undercover: eine kleine Minderheit mit dem Partnerwort – ähnlich, aber nicht gleich. Sie wissen nicht, dass sie Undercover sind.',
          `Blanko (0 bis ${MAX_BLANKS}, normal keiner): bekommt kein Wort und weiß daher als Einziger, was er ist. Undercover und Blankos sind zusammen die Eingeschleusten.`,
        ],
      },
      {
        heading: 'Aufstellung',
        paragraphs: [
          `${MIN_PLAYERS} bis ${MAX_PLAYERS} Spieler, am schönsten sind sechs bis zehn. Gleiche Namen werden durchnummeriert. Die App schlägt die Zahl der Undercover vor; der Gastgeber kann sie ändern.`,
          'Die Eingeschleusten müssen zu Beginn klar in der Unterzahl sein, sonst startet das Spiel nicht, und die App sagt warum. Haben die Zivilisten nur einen Kopf Vorsprung, gibt es eine gelbe Warnung, gespielt wird trotzdem. Mit drei oder weniger Spielern geht es gar nicht: Nach dem ersten Ausscheiden blieben zwei übrig, und das Spiel wäre sofort entschieden.',
        ],
        table: tableRows(['Spieler', 'Undercover', 'Zivilisten']),
      },
      {
        heading: 'Eine Runde',
        paragraphs: [
          'Zuerst sieht sich jeder sein Wort an. Dann läuft jede Runde gleich ab: Hinweise, Diskussion, Wahl, Auszählung.',
          'Hinweise: Die Sprechreihenfolge wird beim Austeilen einmal gemischt; jede Runde beginnt einer weiter, wer draußen ist, wird übersprungen. Wer dran ist, steht in der größten Schrift auf dem Bildschirm; mit „Fertig“ ist der Nächste dran. Drei Tischregeln stehen dabei: kein Teil des Wortes nennen, nicht lügen, keinen Hinweis eines anderen wörtlich wiederholen. Die App kontrolliert das nicht – sie hört ja nicht zu –, das regelt der Tisch.',
          `Diskussion: Der Timer (${choices(DEBATE_SECONDS)} oder keiner, normal ${DEFAULT_DEBATE_SECONDS} s) färbt den Ring bei null rot. Sonst passiert nichts; zur Wahl geht es, wenn alle bereit sind.`,
          'Wahl: normalerweise geheim – jeder auf seinem eigenen Handy. Man kann nie für sich selbst stimmen und nie für jemanden, der schon draußen ist. Während der Wahl steht nur, wie viele schon gewählt haben. Alternativ: offenes Handzeichen, das eine Person auf einem Bildschirm einträgt – schneller, aber alle beeinflussen sich.',
          'Auszählung: Die Stimmzettel erscheinen einer nach dem anderen, jede Stimme wird gezeigt, dann wird die Karte der Person mit den meisten Stimmen umgedreht.',
        ],
      },
      {
        heading: 'Ein Handy für alle',
        paragraphs: [
          'Statt jeder auf dem eigenen Handy geht auch eines reihum („Ein Handy geht reihum“, in den Einstellungen). Der Gastgeber tippt die Namen nacheinander ein; „Schnellstart mit 6“ füllt auf sechs Spieler auf. Gleiche Namen werden durchnummeriert.',
          'Das Handy sagt jedes Mal, wem es als Nächstes gehört: „Gib das Handy an Anna“. Erst wenn Anna es hat und tippt, zeigt es ihr Wort – nur solange sie den Finger darauf hält (oder auf Tippen, mit dieser Einstellung); Loslassen deckt es sofort zu. Das Handy kennt immer nur das Wort dessen, der es gerade hält.',
          'Bei geheimer Abstimmung geht das Handy reihum an jeden, der abstimmt – nie an sich selbst, nie für jemanden, der schon raus ist; zu sehen ist nur „3 / 6 haben abgestimmt“. Bei offener Abstimmung trägt einer alle Handzeichen auf einem Bildschirm ein. Hinweise, Diskussion und Auszählung laufen für alle offen auf dem Handy in der Tischmitte.',
        ],
      },
      {
        heading: 'Gleichstand',
        paragraphs: [
          'Bei Gleichstand gibt es eine Stichwahl: Nur die Gleichauf-Liegenden geben noch einen Hinweis, dann stimmen alle ab, die noch dabei sind und nicht im Gleichstand stehen.',
          'Eine Stichwahl gibt es nie zweimal: Steht es wieder gleich, scheidet niemand aus und die Runde endet. Stehen alle, die noch dabei sind, im Gleichstand, bleibt niemand, der ihn brechen könnte – dann entfällt die Stichwahl und niemand scheidet aus.',
          `${QUIET_ROUNDS_TO_DRAW} Runden hintereinander ohne Ausscheiden beenden das Spiel unentschieden; die Auflösung gibt es trotzdem.`,
        ],
      },
      {
        heading: 'Wer gewinnt',
        paragraphs: [
          'Gefragt wird nur nach einem Ausscheiden – ohne Ausscheiden ändert sich nichts an der Lage. Die Zivilisten gewinnen, sobald kein Eingeschleuster mehr dabei ist. Die Eingeschleusten gewinnen, sobald sie so viele sind wie die verbliebenen Zivilisten oder mehr.',
          'Der letzte Versuch des Blankos: Wird ein Blanko rausgewählt, darf er einmal das Wort der Zivilisten nennen. Leerzeichen, Satzzeichen und Groß- und Kleinschreibung zählen nicht, die beim Paar hinterlegten anderen Schreibweisen gelten auch. Stimmt es, gewinnt der Blanko die Runde allein. Das Urteil der App ist endgültig.',
        ],
      },
      {
        heading: 'Wortpaare',
        paragraphs: [
          `Drei Sätze mit je ${PAIRS_PER_SET} eigenen Paaren, auf Deutsch und auf Englisch: Alltag (klar verschiedene Dinge einer Familie – ein Hinweis trennt sie), Knifflig (meist braucht es zwei Runden), Gemein (eine einzige Kleinigkeit ist anders). Welches Wort die Zivilisten bekommen, entscheidet jedes Austeilen neu.`,
          `Die letzten ${RECENT_PAIRS} Paare werden gemieden – gemerkt auf dem Gerät des Gastgebers und im Raum. Ist ein Satz aufgebraucht, sagt die App das und mischt ihn neu.`,
          `Eigene Paare: bis zu ${MAX_OWN_PAIRS}, gespeichert auf dem Gerät des Gastgebers, mit „Nur eigene Paare“ auch ausschließlich. Ein Raum kennt sie nur, solange es ihn gibt, um daraus auszuteilen; die anderen Handys sehen nur, wie viele es sind.`,
          'Die Sprache des Raums (die des Gastgebers, in der Lobby änderbar) bestimmt, aus welchen Paaren ausgeteilt wird; jedes Handy zeigt seine Bildschirme trotzdem in seiner eigenen Sprache.',
        ],
      },
      {
        heading: 'Einstellungen',
        paragraphs: [
          `Blankos (0 bis ${MAX_BLANKS}), die drei Sätze oder nur eigene Paare, Zeit pro Hinweis (${choices(CLUE_SECONDS)} oder keine), Diskussion (${choices(DEBATE_SECONDS)} oder keine), geheime oder offene Wahl, erste Runde ohne Wahl, ohne Animationen, Wort antippen statt halten. Das Gerät des Gastgebers merkt sich alles.`,
        ],
      },
      {
        heading: 'Entscheidungen der App',
        paragraphs: [
          `Der Hinweis-Timer (normal ${DEFAULT_CLUE_SECONDS} s) gibt bei null an den Nächsten weiter – anders als der Diskussions-Timer, der nur mahnt.`,
          `Die Hinweise beginnen, sobald alle ihr Wort angesehen haben; auf dem eigenen Handy bleibt die Karte danach jederzeit aufdeckbar. Schritte, die auf den Tisch warten (Ansehen, Diskussion, Wahl, Auszählung, letzter Versuch, Hinweis ohne Timer), gehen nach ${minutes} Minuten von selbst weiter (Ansehen und geheime Wahl mit einem weitergereichten Handy ${PASS_TURN_SECONDS} s später für jeden Spieler, der dabei dran ist), damit ein verlassener Tisch den Raum nicht ewig offen hält; Pausieren hält sie an. Der Gastgeber kann jeden Schritt vorziehen.`,
          'Die umgedrehte Karte zeigt die Rolle, nie das Wort – sonst könnte ein Blanko das Wort der Zivilisten einfach ablesen.',
          'Es gibt immer mindestens einen Undercover. Eine abgegebene Stimme ist endgültig, enthalten gibt es nicht; wer noch nicht gewählt hat, wenn der Gastgeber weitergeht, zählt nicht. Beim Handzeichen zählt nur, wer eingetragen ist.',
          'Die erste Runde ohne Wahl zählt nicht als Runde ohne Ausscheiden.',
          'Gewinnt eine Seite, gewinnen alle ihre Mitglieder, auch die schon Ausgeschiedenen; Blankos gehören zu den Eingeschleusten.',
          'Beim letzten Versuch gilt ein ausgeschriebener Umlaut als dieselbe Schreibweise (Kaese für Käse, ss für ß); ein fehlender Akzent oder Umlaut (Kase) und jeder Tippfehler machen ihn falsch. Ohne Versuch – wenn der Gastgeber weitergeht – gilt er als falsch. Das Ergebnis bleibt stehen, bis der Tisch weitertippt.',
          'Die Rundenreihenfolge: Eröffner ist der Nächste in der ausgeteilten Reihenfolge, der noch dabei ist – so eröffnet niemand zweimal hintereinander.',
        ],
      },
    ],
  },
  en: {
    title: 'Undercover word game',
    intro:
      'Nearly everyone at the table gets the same word. A few get a similar one, and someone may get none at all. In turn each describes their word in one sentence, then the table argues and votes. The catch: nobody is told which side they are on – holding a word does not mean holding the right one.',
    sections: [
      {
        heading: 'The roles',
        paragraphs: [
          'Civilians: the majority, all with the same word.',
          'Undercovers: a small minority with the partner word – close, but not the same. They do not know they are undercovers.',
          `Blank (0 to ${MAX_BLANKS}, none by default): gets no word and so is the only one who knows what they are. Undercovers and blanks together are the infiltrators.`,
        ],
      },
      {
        heading: 'Setting up',
        paragraphs: [
          `${MIN_PLAYERS} to ${MAX_PLAYERS} players, six to ten is best. Duplicate names are numbered. The app recommends how many undercovers to deal; the host may change it.`,
          'The infiltrators must start strictly outnumbered by the civilians, otherwise the game does not start and the app says why. When the civilians lead by exactly one, a yellow warning shows, but the game starts. Three players or fewer cannot play at all: the first elimination would leave two and decide the game at once.',
        ],
        table: tableRows(['Players', 'Undercovers', 'Civilians']),
      },
      {
        heading: 'A round',
        paragraphs: [
          'First everyone looks at their word. Then every round runs the same way: clues, debate, vote, count.',
          'Clues: the speaking order is shuffled once at the deal; each round opens one further on, skipping anyone who is out. Whoever is speaking stands in the largest type on the screen; “Done” hands over to the next. Three table rules are pinned there: never say any part of the word, never lie, never repeat someone else’s clue word for word. The app does not police them – it cannot hear you – the table does.',
          `Debate: the timer (${choices(DEBATE_SECONDS)} or none, ${DEFAULT_DEBATE_SECONDS} s by default) turns the ring red at zero. Nothing else happens; the vote starts when everyone is ready.`,
          'Vote: secret by default – each on their own phone. Never for yourself, never for anyone already out. While the vote runs, only how many have voted is shown. Or: an open show of hands, entered on one screen by one person – quicker, but everyone sways everyone.',
          'Count: the ballots land one by one, every vote is shown, then the card of whoever has most votes turns over.',
        ],
      },
      {
        heading: 'One phone passed round',
        paragraphs: [
          'Instead of everyone on their own phone, one phone can go round (“One phone passed round”, in the settings). The host types the names one by one; “Quick start with 6” fills up to six players. Duplicate names are numbered.',
          'Each time the phone says whose it is next: “Pass the phone to Anna”. Only when Anna has it and taps does it show her word – only while she holds her finger on it (or on a tap, with that setting); letting go covers it at once. The phone only ever knows the word of whoever holds it now.',
          'In a secret vote the phone goes round to each voter in turn – never a vote for yourself, never for anyone already out; all that shows is “3 / 6 voted”. In an open vote one person enters every show of hands on one screen. Clues, debate and the count are open to all, on the phone in the middle of the table.',
        ],
      },
      {
        heading: 'Ties',
        paragraphs: [
          'A tie goes to a runoff: only the tied give one more clue, then everyone still in who is not part of the tie votes again.',
          'There is never a second runoff: a tie again means nobody goes out and the round ends. When everyone still in is part of the tie, nobody is left to break it – the runoff is skipped and nobody goes out.',
          `${QUIET_ROUNDS_TO_DRAW} rounds in a row without anyone going out end the game as a draw; the truth is still revealed.`,
        ],
      },
      {
        heading: 'Who wins',
        paragraphs: [
          'The question is only asked after someone goes out – without that nothing has changed. The civilians win as soon as no infiltrator is left. The infiltrators win as soon as they are at least as many as the civilians still in.',
          'The blank’s last chance: when a blank is voted out, they get one guess at the civilians’ word. Spacing, punctuation and capitals do not matter, and the other spellings stored with the pair count too. A right guess wins the round for the blank alone. The app’s verdict is final.',
        ],
      },
      {
        heading: 'Word pairs',
        paragraphs: [
          `Three sets of ${PAIRS_PER_SET} original pairs each, in German and in English: Everyday (clearly different things of one family – one clue tells them apart), Tricky (it usually takes two rounds), Brutal (one small detail differs). Which word goes to the civilians is decided anew at every deal.`,
          `The last ${RECENT_PAIRS} pairs are avoided – remembered on the host’s device and in the room. When a set runs dry, the app says so and shuffles it afresh.`,
          `Own pairs: up to ${MAX_OWN_PAIRS}, stored on the host’s device, and with “My own pairs only” used alone. A room knows them only while it lasts, to deal from them; the other phones see only how many there are.`,
          'The room’s language (the host’s, changeable in the lobby) decides which pairs are dealt; each phone still shows its screens in its own language.',
        ],
      },
      {
        heading: 'Settings',
        paragraphs: [
          `Blanks (0 to ${MAX_BLANKS}), the three sets or own pairs only, time per clue (${choices(CLUE_SECONDS)} or none), debate (${choices(DEBATE_SECONDS)} or none), secret or open voting, a first round without a vote, no animations, tap to see the word instead of holding. The host’s device remembers all of it.`,
        ],
      },
      {
        heading: 'Decisions of the app',
        paragraphs: [
          `The clue timer (${DEFAULT_CLUE_SECONDS} s by default) hands over to the next speaker at zero – unlike the debate timer, which only nudges.`,
          `The clues begin once everyone has looked at their word; on your own phone the card can be opened any time after that. Steps that wait for the table (looking, debate, vote, count, the last chance, a clue without a timer) move on by themselves after ${minutes} minutes (looking and a secret vote on a phone passed round ${PASS_TURN_SECONDS} s later for each player who takes a turn in it), so a table that walked away does not hold the room for ever; pausing holds them. The host can end any step early.`,
          'A card turned over shows the role, never the word – otherwise a blank could simply read off the civilians’ word.',
          'There is always at least one undercover. A cast vote is final and there is no abstaining; whoever has not voted when the host moves on does not count. In a show of hands only those entered count.',
          'The first round without a vote does not count as a round without anyone going out.',
          'When a side wins, all its members win, those already out included; blanks belong to the infiltrators.',
          'In the last chance an umlaut written out counts as the same spelling (Kaese for Käse, ss for ß); a missing accent or umlaut (Kase) or any typo makes it wrong. No guess – when the host moves on – counts as a wrong one. The verdict stays on screen until the table moves on.',
          'The opener of a round is the next person in the dealt order who is still in – so nobody opens twice in a row.',
        ],
      },
    ],
  },
}
