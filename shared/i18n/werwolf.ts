/**
 * Werwolf's texts: roles, cards, narration, prompts, options, rejections, end screen.
 * The Mafia theme's variants (keys under `werwolf.mafia.`) are in werwolf-mafia.ts;
 * the engine picks them (see server/games/werwolf/texts.ts) and the view says which theme runs.
 * Params: '{player}' and other seat params arrive as '#<seat>' (replace with the name);
 * '{role}' and card ranks arrive as '@<key>'.
 */
import type { Catalogue } from './index'

export const werwolf: Catalogue = {
  de: {
    // Roles
    'werwolf.role.wolf': 'Werwolf',
    'werwolf.role.seer': 'Seherin',
    'werwolf.role.villager': 'Dorfbewohner',
    'werwolf.role.protector': 'Beschützer',
    'werwolf.role.hunter': 'Jäger',

    // Cards
    'werwolf.rank.J': 'B',
    'werwolf.rank.Q': 'D',
    'werwolf.rank.K': 'K',
    'werwolf.cards.seer': 'D♥',
    'werwolf.cards.protector': 'B♥',
    'werwolf.cards.hunter': 'B♣',
    'werwolf.cards.villager': 'Zahlenkarten 2–10',
    'werwolf.preview.line': '{count} × {role} ({cards})',

    // Phases
    'werwolf.phase.night': 'Nacht',
    'werwolf.phase.hunter': 'Der letzte Schuss',
    'werwolf.phase.discussion': 'Beratung',
    'werwolf.phase.vote': 'Abstimmung',
    'werwolf.phase.defense': 'Verteidigung',
    'werwolf.phase.runoff': 'Stichwahl',
    'werwolf.phase.ended': 'Spielende',

    // Narration
    'werwolf.narr.nightFalls': 'Nacht {day}. Über dem Dorf wird es dunkel – jeder schaut nur noch auf sein eigenes Handy.',
    'werwolf.narr.protectorCall': 'Beschützer, wach auf und bestimme, über wen du heute wachst.',
    'werwolf.narr.wolvesCall': 'Werwölfe, erwacht und werdet euch einig, wen ihr heute holt.',
    'werwolf.narr.wolvesMeet': 'Werwölfe, heute Nacht trefft ihr euch zum ersten Mal: Merkt euch gut, wer zu eurem Rudel gehört.',
    'werwolf.narr.seerCall': 'Seherin, wach auf und wähle, wessen Wesen du heute durchschaust.',
    'werwolf.narr.tapHint': 'Jeder wählt jetzt auf seinem Handy einen Namen und bestätigt – auch wer nur schläft: den, dem er am wenigsten traut.',
    'werwolf.narr.dawn': 'Der Morgen von Tag {day} graut. Alle öffnen die Augen.',
    'werwolf.narr.victim': 'Das Dorf sucht {player} vergeblich – die Werwölfe waren in dieser Nacht erfolgreich.',
    'werwolf.narr.quietNight': 'Alle sind wohlauf – in dieser Nacht ist niemandem etwas geschehen.',
    'werwolf.narr.reveal': '{player} deckt die Karte auf: {rank}{suit}, {role}.',
    'werwolf.narr.outSecret': '{player} scheidet aus. Die Karte bleibt bis zum Schluss verdeckt.',
    'werwolf.narr.hunterCall': '{player} ist der Jäger und legt noch einmal an: Wen nimmst du mit?',
    'werwolf.narr.hunterShot': 'Ein Schuss kracht – {player} wird vom Jäger mitgerissen.',
    'werwolf.narr.hunterMissed': 'Der Jäger {player} lässt das Gewehr sinken. Niemand wird mitgerissen.',
    'werwolf.narr.discussion': 'Tag {day}: Das Dorf berät. Wem traut ihr nicht mehr?',
    'werwolf.narr.readyHint': 'Wer abstimmen möchte, tippt auf „Bereit“. Sind alle bereit, geht es sofort los.',
    'werwolf.narr.voteCalled': 'Zur Abstimmung! Jeder wählt heimlich, wer gehen soll. Nach der Abstimmung wird jede Stimme aufgedeckt.',
    'werwolf.narr.votedOut': '{player} erhält {votes, plural, one {# Stimme} other {# Stimmen}} und muss das Dorf verlassen.',
    'werwolf.narr.noVotes': 'Keine einzige Stimme – heute muss niemand gehen.',
    'werwolf.narr.secondTie': 'Auch die Stichwahl bringt keine Entscheidung – heute muss niemand gehen.',
    'werwolf.narr.tie': 'Gleichstand zwischen {count, plural, one {# Spieler} other {# Spielern}}.',
    'werwolf.narr.defendant': '{player} bekommt das Wort.',
    'werwolf.narr.defense': 'Die Verdächtigen haben {seconds, plural, one {# Sekunde} other {# Sekunden}}, um sich zu verteidigen. Danach stimmt ihr nur noch zwischen ihnen ab.',
    'werwolf.narr.runoff': 'Stichwahl! Wählt noch einmal heimlich – aber nur unter den Verdächtigen.',
    'werwolf.narr.win.village': 'Kein Werwolf ist mehr übrig. Das Dorf hat gewonnen!',
    'werwolf.narr.win.wolves': 'Die Werwölfe sind so zahlreich wie alle anderen – das Rudel hat gewonnen!',
    'werwolf.narr.abandoned': 'Seit mehreren Runden hat niemand mehr etwas getan. Das Spiel endet ohne Sieger.',
    'werwolf.narr.revealAll': 'Alle Karten werden aufgedeckt.',

    // Prompts
    'werwolf.prompt.protect': 'Über wen wachst du heute Nacht?',
    'werwolf.prompt.attack': 'Wen holt ihr heute Nacht?',
    'werwolf.prompt.attackChange': 'Eure Wahl steht – ändern könnt ihr sie, bis alle getippt haben.',
    'werwolf.prompt.attackAgree': 'Ihr seid euch noch nicht einig. Wählt denselben Spieler – sonst entscheidet bei Tagesanbruch die Mehrheit, bei Gleichstand das Los.',
    'werwolf.prompt.inspect': 'Wen möchtest du durchschauen?',
    'werwolf.prompt.sleep': 'Du schläfst – doch wen verdächtigst du am meisten? Tippe auf einen Namen und bestätige. Niemand sieht deine Antwort.',
    'werwolf.prompt.nightDone': 'Erledigt. Warte auf den Morgen.',
    'werwolf.prompt.ready': 'Tippe auf „Bereit“, sobald du abstimmen willst.',
    'werwolf.prompt.readyDone': 'Du bist bereit. Warte auf die anderen.',
    'werwolf.prompt.vote': 'Wer soll das Dorf verlassen?',
    'werwolf.prompt.runoff': 'Stichwahl: Wähle einen der Verdächtigen.',
    'werwolf.prompt.voted': 'Deine Stimme zählt. Bis zum Ende der Abstimmung kannst du sie ändern.',
    'werwolf.prompt.shoot': 'Du bist ausgeschieden – wen nimmst du mit?',
    'werwolf.prompt.dead': 'Du bist ausgeschieden. Sag nichts mehr bis zum Spielende.',
    'werwolf.prompt.waitHunter': 'Der Jäger zielt …',
    'werwolf.prompt.waitDefense': 'Die Verdächtigen verteidigen sich.',

    // Private messages
    'werwolf.private.isWolf': 'Nacht {day}: {player} ist ein Werwolf.',
    'werwolf.private.notWolf': 'Nacht {day}: {player} ist kein Werwolf.',

    // Log and end screen
    'werwolf.outcome.village': 'Alle Werwölfe sind ausgeschieden.',
    'werwolf.outcome.wolves': 'Die Werwölfe sind so viele wie alle anderen.',
    'werwolf.outcome.nobody': 'Das Spiel wurde mangels Beteiligung beendet.',

    // Rejections
    'werwolf.reject.selfVote': 'Du kannst nicht für dich selbst stimmen.',
    'werwolf.reject.protectRepeat': 'Diesen Spieler hast du letzte Nacht schon beschützt.',
    'werwolf.reject.wolfTarget': 'Ein Werwolf holt keinen anderen Werwolf.',
    'werwolf.reject.cannotAbstain': 'Enthalten ist hier nicht erlaubt – wähle jemanden.',
    'werwolf.reject.notHunter': 'Nur der Jäger darf jetzt schießen.',

    // Option checks
    'werwolf.check.players': 'Werwolf braucht {min} bis {max} Spieler mit Rolle, es sind {count}.',
    'werwolf.check.wolvesRange': 'Es gibt {min} bis {max, plural, one {# Werwolf} other {# Werwölfe}} (die vier Könige).',
    'werwolf.check.wolvesMajority': 'Mit {wolves, plural, one {# Werwolf} other {# Werwölfen}} gegen {others, plural, one {# anderen} other {# andere}} hätte das Rudel schon gewonnen. Es müssen weniger Werwölfe als andere sein.',
    'werwolf.check.specialsFrom': 'Beschützer und Jäger gibt es erst ab {min} Spielern.',
    'werwolf.check.wolvesUnusual': 'Für {count} Spieler werden {recommended, plural, one {# Werwolf} other {# Werwölfe}} empfohlen.',
    'werwolf.check.smallRound': 'Kleine Runde: ein Werwolf und die Seherin.',
    'werwolf.check.smallRoundOneWolf': 'Bei {count} Spielern ist es die kleine Runde: ein Werwolf und die Seherin, nicht mehr.',
    'werwolf.check.wolvesFirstNight': 'Mit {wolves, plural, one {# Werwolf} other {# Werwölfen}} gegen {others, plural, one {# anderen} other {# andere}} gleicht schon das erste Opfer aus: Das Rudel gewinnt beim ersten Morgen, bevor jemand abstimmen kann{hunter, plural, =1 { – es sei denn, sein Opfer ist der Jäger} other {}}.',
  },
  en: {
    // Roles
    'werwolf.role.wolf': 'Werewolf',
    'werwolf.role.seer': 'Seer',
    'werwolf.role.villager': 'Villager',
    'werwolf.role.protector': 'Protector',
    'werwolf.role.hunter': 'Hunter',

    // Cards
    'werwolf.rank.J': 'J',
    'werwolf.rank.Q': 'Q',
    'werwolf.rank.K': 'K',
    'werwolf.cards.seer': 'Q♥',
    'werwolf.cards.protector': 'J♥',
    'werwolf.cards.hunter': 'J♣',
    'werwolf.cards.villager': 'number cards 2–10',
    'werwolf.preview.line': '{count} × {role} ({cards})',

    // Phases
    'werwolf.phase.night': 'Night',
    'werwolf.phase.hunter': 'The last shot',
    'werwolf.phase.discussion': 'Discussion',
    'werwolf.phase.vote': 'Vote',
    'werwolf.phase.defense': 'Defence',
    'werwolf.phase.runoff': 'Runoff',
    'werwolf.phase.ended': 'Game over',

    // Narration
    'werwolf.narr.nightFalls': 'Night {day}. Darkness settles over the village – everyone looks at their own phone only.',
    'werwolf.narr.protectorCall': 'Protector, wake up and decide whom you watch over tonight.',
    'werwolf.narr.wolvesCall': 'Werewolves, wake up and agree on whom you take tonight.',
    'werwolf.narr.wolvesMeet': 'Werewolves, tonight you meet for the first time: take a good look at who belongs to your pack.',
    'werwolf.narr.seerCall': 'Seer, wake up and choose whose nature you read tonight.',
    'werwolf.narr.tapHint': 'Everyone now picks a name on their phone and confirms – even those who only sleep: the one they trust least.',
    'werwolf.narr.dawn': 'Day {day} is dawning. Everyone open your eyes.',
    'werwolf.narr.victim': 'The village looks for {player} in vain – the werewolves struck last night.',
    'werwolf.narr.quietNight': 'Everyone is safe and sound – nothing happened to anyone last night.',
    'werwolf.narr.reveal': '{player} turns over the card: {rank}{suit}, {role}.',
    'werwolf.narr.outSecret': '{player} is out. The card stays face down until the end.',
    'werwolf.narr.hunterCall': '{player} is the hunter and raises the rifle one last time: whom do you take along?',
    'werwolf.narr.hunterShot': 'A shot rings out – the hunter takes {player} along.',
    'werwolf.narr.hunterMissed': 'The hunter {player} lowers the rifle. Nobody is taken along.',
    'werwolf.narr.discussion': 'Day {day}: the village talks it over. Whom do you no longer trust?',
    'werwolf.narr.readyHint': 'Tap “Ready” when you want to vote. Once everyone is ready, the vote starts.',
    'werwolf.narr.voteCalled': 'Time to vote! Everyone secretly picks who should leave. Every ballot is shown once the vote is over.',
    'werwolf.narr.votedOut': '{player} gets {votes, plural, one {# vote} other {# votes}} and has to leave the village.',
    'werwolf.narr.noVotes': 'Not a single vote – nobody has to leave today.',
    'werwolf.narr.secondTie': 'The runoff is tied as well – nobody has to leave today.',
    'werwolf.narr.tie': 'A tie between {count, plural, one {# player} other {# players}}.',
    'werwolf.narr.defendant': '{player} has the floor.',
    'werwolf.narr.defense': 'The suspects have {seconds, plural, one {# second} other {# seconds}} to defend themselves. Then you vote again, only between them.',
    'werwolf.narr.runoff': 'Runoff! Vote again in secret – only for one of the suspects.',
    'werwolf.narr.win.village': 'Not a single werewolf is left. The village wins!',
    'werwolf.narr.win.wolves': 'The werewolves are as many as everyone else – the pack wins!',
    'werwolf.narr.abandoned': 'Nobody has done anything for several rounds. The game ends without a winner.',
    'werwolf.narr.revealAll': 'All cards are turned over.',

    // Prompts
    'werwolf.prompt.protect': 'Whom do you watch over tonight?',
    'werwolf.prompt.attack': 'Whom do you take tonight?',
    'werwolf.prompt.attackChange': 'Your pick stands – you may still change it until everyone has tapped.',
    'werwolf.prompt.attackAgree': 'Your pack has not agreed yet. Pick the same player – otherwise at dawn the most picks decide, a tie by lot.',
    'werwolf.prompt.inspect': 'Whose nature do you want to read?',
    'werwolf.prompt.sleep': 'You are asleep – but whom do you suspect most? Tap a name and confirm. Nobody sees your answer.',
    'werwolf.prompt.nightDone': 'Done. Wait for the morning.',
    'werwolf.prompt.ready': 'Tap “Ready” once you want to vote.',
    'werwolf.prompt.readyDone': 'You are ready. Waiting for the others.',
    'werwolf.prompt.vote': 'Who should leave the village?',
    'werwolf.prompt.runoff': 'Runoff: pick one of the suspects.',
    'werwolf.prompt.voted': 'Your vote counts. You may change it until the vote closes.',
    'werwolf.prompt.shoot': 'You are out – whom do you take along?',
    'werwolf.prompt.dead': 'You are out. Stay silent until the game ends.',
    'werwolf.prompt.waitHunter': 'The hunter takes aim …',
    'werwolf.prompt.waitDefense': 'The suspects defend themselves.',

    // Private messages
    'werwolf.private.isWolf': 'Night {day}: {player} is a werewolf.',
    'werwolf.private.notWolf': 'Night {day}: {player} is not a werewolf.',

    // Log and end screen
    'werwolf.outcome.village': 'Every werewolf is out.',
    'werwolf.outcome.wolves': 'The werewolves are as many as everyone else.',
    'werwolf.outcome.nobody': 'The game was stopped for lack of players taking part.',

    // Rejections
    'werwolf.reject.selfVote': 'You cannot vote for yourself.',
    'werwolf.reject.protectRepeat': 'You already protected that player last night.',
    'werwolf.reject.wolfTarget': 'A werewolf does not take another werewolf.',
    'werwolf.reject.cannotAbstain': 'You cannot abstain here – pick someone.',
    'werwolf.reject.notHunter': 'Only the hunter may shoot now.',

    // Option checks
    'werwolf.check.players': 'Werewolf needs {min} to {max, plural, one {# player} other {# players}} with a role; there are {count}.',
    'werwolf.check.wolvesRange': 'There are {min} to {max, plural, one {# werewolf} other {# werewolves}} (the four kings).',
    'werwolf.check.wolvesMajority': 'With {wolves, plural, one {# werewolf} other {# werewolves}} against {others, plural, one {# other} other {# others}}, the pack would already have won. There must be fewer werewolves than others.',
    'werwolf.check.specialsFrom': 'The protector and the hunter are only available from {min, plural, one {# player} other {# players}}.',
    'werwolf.check.wolvesUnusual': 'For {count, plural, one {# player} other {# players}}, {recommended, plural, one {# werewolf is} other {# werewolves are}} recommended.',
    'werwolf.check.smallRound': 'Small round: one werewolf and the seer.',
    'werwolf.check.smallRoundOneWolf': 'With {count, plural, one {# player} other {# players}} it is the small round: one werewolf and the seer, no more.',
    'werwolf.check.wolvesFirstNight': 'With {wolves, plural, one {# werewolf} other {# werewolves}} against {others, plural, one {# other} other {# others}}, the first victim already makes them even: the pack wins at the first dawn, before anyone can vote{hunter, plural, =1 {, unless their victim is the hunter} other {}}.',
  },
}
