/**
 * The word game's texts: roles, sets, steps, what the table is told, the count, the steal, the end,
 * the settings and the refusals. German first. No word of any pair is in here (they stay on the
 * server). Params: '{player}' arrives as '#<seat>' (put the name in); '{role}', '{set}' as '@<key>'.
 */
import type { Catalogue } from './index'

export const words: Catalogue = {
  de: {
    // Roles and sides
    'words.role.civilian': 'Zivilist',
    'words.role.undercover': 'Undercover',
    'words.role.blank': 'Blanko',

    // Sets
    'words.set.everyday': 'Alltag',
    'words.set.tricky': 'Knifflig',
    'words.set.brutal': 'Gemein',
    'words.set.own': 'Nur eigene Paare',
    'words.set.everyday.about': 'Klar verschiedene Dinge aus einer Familie: ein Hinweis trennt sie.',
    'words.set.tricky.about': 'Nahe Verwandte: meist braucht es zwei Runden Hinweise.',
    'words.set.brutal.about': 'Sie unterscheiden sich in einer einzigen Kleinigkeit.',
    'words.set.own.about': 'Nur die Paare, die du auf diesem Gerät angelegt hast.',

    // Steps
    'words.phase.look': 'Wort ansehen',
    'words.phase.clue': 'Runde {round}: Hinweise',
    'words.phase.debate': 'Runde {round}: Diskussion',
    'words.phase.vote': 'Runde {round}: Geheime Wahl',
    'words.phase.hands': 'Runde {round}: Handzeichen',
    'words.phase.count': 'Runde {round}: Auszählung',
    'words.phase.runoffClue': 'Stichwahl: noch ein Hinweis',
    'words.phase.runoffVote': 'Stichwahl',
    'words.phase.runoffCount': 'Stichwahl: Auszählung',
    'words.phase.steal': 'Der letzte Versuch',
    'words.phase.ended': 'Die Auflösung',

    // What the table is told
    'words.intro.look': 'Schau dir dein Wort an – und lass es niemanden sehen. Niemand erfährt, auf welcher Seite er steht.',
    'words.intro.lookPass': 'Gib das Handy an {player}: Wort ansehen, dann weiterreichen.',
    'words.intro.reshuffled': 'Alle Paare aus „{set}“ kamen zuletzt schon dran. Der Satz wird neu gemischt.',
    'words.intro.clue': 'Runde {round}: {player} gibt einen Hinweis.',
    'words.intro.runoffClue': 'Stichwahl: {player} gibt noch einen Hinweis.',
    'words.intro.debate': 'Wer hält ein anderes Wort? Diskutiert – dann geht es zur Wahl.',
    'words.intro.debateNoVote': 'Wer hält ein anderes Wort? Diskutiert – gewählt wird in dieser ersten Runde nicht, danach kommt Runde 2.',
    'words.intro.vote': 'Geheime Wahl: Jeder stimmt auf seinem Handy für jemand anderen.',
    'words.intro.votePass': 'Geheime Wahl: Gib das Handy an {player}.',
    'words.intro.hands': 'Handzeichen: Alle zeigen gleichzeitig auf jemanden, eine Person trägt die Stimmen ein.',
    'words.intro.runoffVote': 'Stichwahl zwischen {players}: Nur wer nicht im Gleichstand steht, stimmt ab.',
    'words.intro.revealAll': 'Alle Rollen, beide Wörter und jede Stimme liegen jetzt offen.',

    // The count
    'words.count.out': '{player} ist raus (Stimmen: {votes}). Die Karte wird umgedreht: {role}.',
    'words.count.runoff': 'Gleichstand zwischen {players}. Sie geben noch je einen Hinweis, dann stimmen die anderen neu ab.',
    'words.count.allTied': 'Alle, die noch dabei sind, stehen im Gleichstand – niemand bleibt, der ihn brechen könnte. Niemand scheidet aus.',
    'words.count.tieAgain': 'Wieder Gleichstand. Diesmal scheidet niemand aus.',
    'words.count.none': 'Keine Stimmen – niemand scheidet aus.',
    'words.count.drawNext': 'Noch eine Runde ohne Ausscheiden, und das Spiel endet unentschieden.',
    'words.count.draw': 'Zwei Runden ohne Ausscheiden: Das Spiel endet unentschieden.',

    // The steal
    'words.steal.pending': '{player} war Blanko und hat jetzt genau einen Versuch, das Wort der Zivilisten zu nennen.',
    'words.steal.right': '{player} rät „{guess}“ – richtig! Der Blanko gewinnt die Runde allein.',
    'words.steal.wrong': '{player} rät „{guess}“ – falsch.',

    // The end
    'words.outcome.noInfiltrators': 'Kein Eingeschleuster mehr im Spiel: Die Zivilisten gewinnen.',
    'words.outcome.outnumbered': 'Die Eingeschleusten sind so viele wie die Zivilisten: Sie gewinnen.',
    'words.outcome.steal': 'Der Blanko hat das Wort der Zivilisten erraten und gewinnt allein.',
    'words.outcome.draw': 'Zwei Runden in Folge ohne Ausscheiden: unentschieden.',

    // Lobby preview and checks
    'words.preview.line': '{count} × {role}',
    'words.check.tooFew': 'Es braucht mindestens {min} Spieler (jetzt {count}): Zu dritt bleiben nach dem ersten Ausscheiden nur zwei, und das Spiel wäre sofort entschieden.',
    'words.check.tooMany': 'Höchstens {max} Spieler (jetzt {count}).',
    'words.check.undercovers': 'Es braucht mindestens {min} Undercover.',
    'words.check.blanks': 'Höchstens {max, plural, one {# Blanko} other {# Blankos}}.',
    'words.check.timer': 'Diese Zeit wird nicht angeboten.',
    'words.check.outnumbered': '{infiltrators, plural, one {# Eingeschleuster} other {# Eingeschleuste}} gegen {civilians} Zivilisten: Die Zivilisten müssen am Anfang in der Überzahl sein.',
    'words.check.leadOfOne': 'Knapp: {civilians, plural, one {# Zivilist} other {# Zivilisten}} gegen {infiltrators, plural, one {# Eingeschleusten} other {# Eingeschleuste}}. Ein falsches Ausscheiden, und die Eingeschleusten gewinnen.',
    'words.check.unusual': 'Für {count} Spieler empfehlen wir {recommended} Undercover.',
    'words.check.noOwnPairs': 'Für „Nur eigene Paare“ fehlt noch ein eigenes Paar.',
    'words.check.badOwnPair': 'Eigenes Paar {line} ist kein Paar aus zwei verschiedenen Wörtern.',

    // Settings
    'words.option.mode.label': 'Spielweise',
    'words.option.undercovers.label': 'Undercover',
    'words.option.undercovers.help': 'Halten ein ähnliches Wort wie die Zivilisten.',
    'words.option.blanks.label': 'Blankos',
    'words.option.blanks.help': 'Haben kein Wort; wer rausgewählt wird, darf einmal das Wort der Zivilisten raten.',
    'words.option.set.label': 'Wortpaare',
    'words.option.voting.label': 'Abstimmung',
    'words.option.voting.secret': 'Geheim',
    'words.option.voting.open': 'Handzeichen',
    'words.option.voting.help': 'Handzeichen geht schneller, aber alle beeinflussen sich gegenseitig.',
    'words.option.clueSeconds.label': 'Zeit pro Hinweis',
    'words.option.clueSeconds.help': 'Ist sie um, ist der Nächste dran.',
    'words.option.debateSeconds.label': 'Diskussion',
    'words.option.debateSeconds.help': 'Bei null wird der Ring rot – sonst passiert nichts.',
    'words.option.noVoteFirstRound.label': 'Erste Runde ohne Wahl',
    'words.option.noVoteFirstRound.help': 'Runde eins ist nur Hinweise und Diskussion.',
    'words.option.skipAnimations.label': 'Ohne Animationen',
    'words.option.skipAnimations.help': 'Die Auszählung zeigt alle Stimmen auf einmal.',
    'words.option.tapToReveal.label': 'Wort antippen statt halten',
    'words.option.tapToReveal.help': 'Für alle, die keinen Knopf gedrückt halten können.',
    'words.option.none': 'keine',

    // Refusals
    'words.reject.openVoting': 'Diese Runde wird per Handzeichen abgestimmt.',
    'words.reject.secretVoting': 'Diese Runde wird geheim abgestimmt.',
    'words.reject.notVoter': 'Du stimmst in dieser Wahl nicht ab.',
    'words.reject.notCandidate': 'Für diese Person kannst du nicht stimmen.',
    'words.reject.badHands': 'Jede Person kann nur einmal abstimmen.',
    'words.reject.notStealer': 'Nur der rausgewählte Blanko darf raten.',
    'words.reject.emptyGuess': 'Tippe ein Wort ein.',
  },
  en: {
    // Roles and sides
    'words.role.civilian': 'Civilian',
    'words.role.undercover': 'Undercover',
    'words.role.blank': 'Blank',

    // Sets
    'words.set.everyday': 'Everyday',
    'words.set.tricky': 'Tricky',
    'words.set.brutal': 'Brutal',
    'words.set.own': 'My own pairs only',
    'words.set.everyday.about': 'Clearly different things of one family: one clue tells them apart.',
    'words.set.tricky.about': 'Close relatives: it usually takes two rounds of clues.',
    'words.set.brutal.about': 'They differ in one small detail.',
    'words.set.own.about': 'Only the pairs you added on this device.',

    // Steps
    'words.phase.look': 'Look at your word',
    'words.phase.clue': 'Round {round}: clues',
    'words.phase.debate': 'Round {round}: debate',
    'words.phase.vote': 'Round {round}: secret vote',
    'words.phase.hands': 'Round {round}: show of hands',
    'words.phase.count': 'Round {round}: the count',
    'words.phase.runoffClue': 'Runoff: one more clue',
    'words.phase.runoffVote': 'Runoff',
    'words.phase.runoffCount': 'Runoff: the count',
    'words.phase.steal': 'The last chance',
    'words.phase.ended': 'The truth',

    // What the table is told
    'words.intro.look': 'Look at your word – and let nobody see it. Nobody is told which side they are on.',
    'words.intro.lookPass': 'Hand the phone to {player}: look at the word, then pass it on.',
    'words.intro.reshuffled': 'Every pair of “{set}” came up lately. The set is shuffled afresh.',
    'words.intro.clue': 'Round {round}: {player} gives a clue.',
    'words.intro.runoffClue': 'Runoff: {player} gives one more clue.',
    'words.intro.debate': 'Who holds a different word? Argue it out – then on to the vote.',
    'words.intro.debateNoVote': 'Who holds a different word? Argue it out – there is no vote in this first round; round 2 comes next.',
    'words.intro.vote': 'Secret vote: everyone votes for someone else on their own phone.',
    'words.intro.votePass': 'Secret vote: hand the phone to {player}.',
    'words.intro.hands': 'Show of hands: everyone points at someone at once, one person enters the votes.',
    'words.intro.runoffVote': 'Runoff between {players}: only those outside the tie vote.',
    'words.intro.revealAll': 'Every role, both words and every ballot are on the table now.',

    // The count
    'words.count.out': '{player} is out (votes: {votes}). The card turns over: {role}.',
    'words.count.runoff': '{players} are tied. They give one more clue each, then the others vote again.',
    'words.count.allTied': 'Everyone still in is tied – nobody is left to break it. Nobody goes out.',
    'words.count.tieAgain': 'Tied again. This time nobody goes out.',
    'words.count.none': 'No votes – nobody goes out.',
    'words.count.drawNext': 'One more round without anyone going out and the game ends in a draw.',
    'words.count.draw': 'Two rounds without anyone going out: the game ends in a draw.',

    // The steal
    'words.steal.pending': '{player} was a blank and now has exactly one try at naming the civilians’ word.',
    'words.steal.right': '{player} guesses “{guess}” – right! The blank wins the round alone.',
    'words.steal.wrong': '{player} guesses “{guess}” – wrong.',

    // The end
    'words.outcome.noInfiltrators': 'No infiltrator left in the game: the civilians win.',
    'words.outcome.outnumbered': 'The infiltrators are as many as the civilians: they win.',
    'words.outcome.steal': 'The blank guessed the civilians’ word and wins alone.',
    'words.outcome.draw': 'Two rounds in a row without anyone going out: a draw.',

    // Lobby preview and checks
    'words.preview.line': '{count} × {role}',
    'words.check.tooFew': 'It takes at least {min, plural, one {# player} other {# players}} (now {count}): with three, the first elimination leaves two and the game would be decided at once.',
    'words.check.tooMany': 'At most {max, plural, one {# player} other {# players}} (now {count}).',
    'words.check.undercovers': 'It takes at least {min} undercover.',
    'words.check.blanks': 'At most {max, plural, one {# blank} other {# blanks}}.',
    'words.check.timer': 'This length is not offered.',
    'words.check.outnumbered': '{infiltrators, plural, one {# infiltrator} other {# infiltrators}} against {civilians, plural, one {# civilian} other {# civilians}}: the civilians must start out ahead.',
    'words.check.leadOfOne': 'Close: {civilians, plural, one {# civilian} other {# civilians}} against {infiltrators, plural, one {# infiltrator} other {# infiltrators}}. One wrong elimination and the infiltrators win.',
    'words.check.unusual': 'For {count, plural, one {# player} other {# players}} we recommend {recommended, plural, one {# undercover} other {# undercovers}}.',
    'words.check.noOwnPairs': '“My own pairs only” needs at least one pair of your own.',
    'words.check.badOwnPair': 'Own pair {line} is not a pair of two different words.',

    // Settings
    'words.option.mode.label': 'How you play',
    'words.option.undercovers.label': 'Undercovers',
    'words.option.undercovers.help': 'They hold a word similar to the civilians’.',
    'words.option.blanks.label': 'Blanks',
    'words.option.blanks.help': 'They hold no word; one voted out gets one guess at the civilians’ word.',
    'words.option.set.label': 'Word pairs',
    'words.option.voting.label': 'Voting',
    'words.option.voting.secret': 'Secret',
    'words.option.voting.open': 'Show of hands',
    'words.option.voting.help': 'A show of hands is quicker, but everyone sways everyone.',
    'words.option.clueSeconds.label': 'Time per clue',
    'words.option.clueSeconds.help': 'When it runs out, the next speaker is on.',
    'words.option.debateSeconds.label': 'Debate',
    'words.option.debateSeconds.help': 'At zero the ring turns red – nothing else happens.',
    'words.option.noVoteFirstRound.label': 'First round without a vote',
    'words.option.noVoteFirstRound.help': 'Round one is clues and debate only.',
    'words.option.skipAnimations.label': 'Skip animations',
    'words.option.skipAnimations.help': 'The count shows every ballot at once.',
    'words.option.tapToReveal.label': 'Tap to see the word instead of holding',
    'words.option.tapToReveal.help': 'For anyone who cannot hold a button down.',
    'words.option.none': 'none',

    // Refusals
    'words.reject.openVoting': 'This round is voted by a show of hands.',
    'words.reject.secretVoting': 'This round is voted in secret.',
    'words.reject.notVoter': 'You have no vote this time.',
    'words.reject.notCandidate': 'You cannot vote for this person.',
    'words.reject.badHands': 'Each person votes only once.',
    'words.reject.notStealer': 'Only the blank who was voted out may guess.',
    'words.reject.emptyGuess': 'Type a word.',
  },
}
