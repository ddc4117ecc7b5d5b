# Le catalogue commun de Campfire, en français (voir en/common.ftl : mêmes ids et variables).
# Registre : on tutoie le joueur, comme sur un serveur Discord entre amis.

## bot/tables.py — la table d'attente

table-opened = {$seat} ouvre une table de {$title}. Rejoins-la avec /game join ; l'hôte lance la partie avec /game start.
table-channel-taken = Ce salon a déjà une partie de {$title} ({ $status ->
        [lobby] en attente
       *[active] en cours
    }) ; termine-la ou abandonne-la d'abord, ou utilise un autre salon.
table-title-not-playable = {$title} n'est pas encore jouable ; essaie {$known}.
table-title-unknown = Aucun jeu ne s'appelle '{$given}' ; choisis parmi {$known}.
table-already-seated = Tu as déjà une place à cette table.
table-full = La table est complète ({$n} joueurs).
table-joined = {$seat} s'installe ({ $n ->
        [one] {$n} à la table
       *[other] {$n} à la table
    }).
table-leave-started = La partie a commencé : utilise /game resign pour la quitter.
table-leave-unseated = Tu n'as pas de place à cette table.
table-left = {$seat} quitte la table.
table-closed-empty = Il ne reste personne : la table est fermée.
table-new-host = {$seat} est désormais l'hôte.
start-too-few = {$title} demande au moins {$least} joueurs ; { $n ->
        [0] personne n'est encore installé
        [one] {$n} seul installé pour l'instant
       *[other] {$n} installés pour l'instant
    }.
game-begins = {$title} commence : {$seats}.
game-begins-first = {$title} commence : {$seats}. {$first} joue en premier.
the-host = l'hôte
host-only = Seul l'hôte ({$host}) peut {$what}.
host-only-add-ai = ajouter un joueur IA
host-only-start = lancer la partie
steward-only = Seul l'hôte ou un membre qui peut gérer ce salon peut faire ça.
lobby-started = La partie a déjà commencé.
channel-no-table = Il n'y a pas de table dans ce salon ; ouvres-en une avec /game new.

## bot/tables.py — la partie

table-action-too-long = Cette action fait {$n} caractères ; une action en fait au plus {$most}.
table-stale-button = Ce bouton appartient à un tour précédent ; utilise le message le plus récent.
table-you-resigned = Tu as abandonné cette partie.
game-not-started = La partie n'a pas encore commencé ; l'hôte la lance avec /game start.
game-not-seated = Tu n'as pas de place dans cette partie.
seat-unknown = Aucune place ne s'appelle '{$given}' ; places : {$seats}.
channel-no-game = Il n'y a pas de partie dans ce salon ; lances-en une avec /game new.
channel-no-game-ever = Il n'y a pas de partie dans ce salon.
channel-game-over = La partie de ce salon est terminée : /game history montre comment elle s'est finie, et /game new en lance une autre.
channel-other-title = La partie de ce salon est une partie de {$title}, pas de {$other} : joue-la avec /{$group} (voir /game help).
ai-plays = {$who} joue '{$action}'.
undo-nothing = Il n'y a encore rien à annuler.
undo-not-last = Seule la dernière action peut être annulée, et c'est celle de {$who}.
undo-turn-revealed = '{$action}' ne peut pas être annulée : elle a terminé ton tour, et des cartes que personne n'avait vues ont été révélées au début du suivant.
undo-revealed = '{$action}' a révélé des cartes, elle ne peut donc pas être annulée.
undo-answer-revealed = '{$action}' ne peut pas être annulée : {$who} y a répondu par '{$reply}', qui a révélé des cartes.
undo-done = {$seat} annule '{$action}'.
undo-done-with-answers = {$seat} annule '{$action}' et ce que {$who} a joué ensuite.
resign-already = Tu as déjà abandonné cette partie.
resign-by-self = {$seat} abandonne
resign-ends-last = {$what} : {$seat} est le seul joueur restant, la partie se termine donc sur les scores actuels.
resign-ends-nobody = {$what} : plus personne ne joue, la partie se termine donc sur les scores actuels.
resign-ai-plays-on = {$what} ; l'IA joue sa place jusqu'au bout.
abandon-not-allowed = Seul l'hôte ou un membre qui peut gérer ce salon peut abandonner la partie.
abandoned = La partie de {$title} est abandonnée.

## bot/tables.py — l'historique

log-page-zero = Les pages commencent à 1.
log-pages = Le journal compte { $n ->
        [one] {$n} page
       *[other] {$n} pages
    }.
finished-not-here = La partie {$id} n'est pas une partie terminée de ce salon ; voir /game history.
finished-none = Aucune partie ne s'est encore terminée dans ce salon.

## bot/rules/base.py — ce que partagent tous les moteurs

compound-step-refused = Rien n'a été joué : l'étape {$n} sur {$total}, '{$step}', est refusée. {$reason}
compound-cannot-follow = '{$step}' ne peut pas suivre : après '{$after}', le moteur a joué '{$played}' pour toi, faute d'autre possibilité. {$reason}

## bot/keepalive.py — rappels, relances, places bloquées

control-game-over = Ce bouton appartient à une partie terminée.
remind-min-wait-range = L'attente minimale est comprise entre 0 et 168 heures.
remind-stall-range = Une partie est considérée comme bloquée après 1 à 60 rappels sans réponse.
remind-not-allowed = Seuls les joueurs, l'hôte ou les membres qui peuvent gérer ce salon peuvent modifier les rappels.
remind-off = Les rappels quotidiens sont désactivés pour cette partie.
remind-set = Rappel quotidien à {$time} ({$zone}) pour la personne que la partie attend depuis {$hours} h ou plus ; bloquée après { $stall ->
        [one] {$stall} rappel sans réponse
       *[other] {$stall} rappels sans réponse
    }.
nudge-too-soon = Cette partie a été relancée il y a moins de 12 h ; réessaie dans {$wait}.
nudge-only-you = C'est toi que la partie attend, personne d'autre.
nudge-away = Cette personne est absente jusqu'au {$date} ; pas de relance d'ici là.
nudged = {$seat} te relance : la partie t'attend (depuis {$wait}).
replace-already-seated = {$user} a déjà une place dans cette partie.
replace-done = {$user} reprend la place {$seat} à {$who}.
the-ai = l'IA
autopilot-already = {$seat} est déjà joué par l'IA.
autopilot-on = L'IA joue pour {$seat} jusqu'à son retour (/game back).
back-not-on-autopilot = Ta place n'est pas en pilote automatique.
back-done = {$seat} est de retour et joue de nouveau sa propre place.
drop-already = {$seat} a déjà quitté cette partie.
drop-done = {$seat} est retiré de la partie

## bot/present.py — les attentes, aussi brèves qu'une ligne d'état l'exige

wait-days = { $days ->
        [one] {$days} jour
       *[other] {$days} jours
    } {$hours} h
wait-hours = {$hours} h {$minutes} min
wait-minutes = {$minutes} min
wait-seconds = {$seconds} s

## bot/learning.py, bot/present.py — indices et historique

hints-off = Les indices sont désactivés à cette table : son hôte l'a ouverte avec hints:off.
hint-not-your-decision = La partie ne t'attend pas, il n'y a donc aucun coup à suggérer.
hint-table-changed = La table a changé pendant qu'on préparait l'indice ; redemande.
hints-asked = { $n ->
        [one] {$seat} a demandé un indice à l'IA.
       *[other] {$seat} a demandé {$n} indices à l'IA.
    }
log-taken-back = annulé
seat-ai = {$name} (IA)

## cogs/common.py — la couche Discord

post-table-failed = Ton coup est enregistré, mais je n'ai pas pu publier la table dans ce salon (Discord l'a refusée) ; /game status la republie.
done = C'est fait.
move-continues = Ton coup continue avec {$verbs} : les boutons ci-dessous, ou les commandes slash.
replay-film-intro = Toute la partie à nouveau, tour par tour :
your-move-mention = { $n ->
        [one] {$who} — à toi de jouer.
       *[other] {$who} — à vous de jouer.
    }
posting-table = Publication de la table…
choice-gone = Ce choix n'est plus disponible ; utilise le message le plus récent.
pick-one-option = Choisis exactement une option.
my-choices-button = Mes choix
choices-not-your-decision = La partie ne t'attend pas en ce moment.
your-choices = Tes choix :

## cogs/guard.py, cogs/why.py — la porte que franchit chaque interaction

option-unknown = /{$command} n'a pas d'option nommée {$name}.
option-not-text = L'option {$name} doit être du texte.
option-too-long = L'option {$name} est trop longue ({$n} caractères ; au plus {$most}).
option-not-number = L'option {$name} doit être un nombre.
option-between = L'option {$name} doit être comprise entre {$low} et {$high}.
option-at-least = L'option {$name} doit valoir au moins {$low}.
option-at-most = L'option {$name} doit valoir au plus {$high}.
option-not-a-choice = {$value} n'est pas un choix possible pour {$name} ; choisis parmi {$allowed}.
option-missing = /{$command} a besoin de {$name}:…
outside-server = Les jeux de Campfire se jouent dans les salons d'un serveur, pas en messages privés.
member-not-here = Ce membre n'est pas sur ce serveur.
value-not-valid = {$value} n'est pas une valeur valide ici.
command-changed = Cette commande a changé depuis que ton Discord l'a chargée ; réessaie dans un instant.
command-not-here = Tu ne peux pas utiliser cette commande ici.
control-unknown = Je ne connais pas ce bouton ou ce menu ; utilise le message le plus récent, ou /game status pour la table.
discord-refused = Discord a refusé un message que j'ai essayé d'envoyer dans ce salon ; /game status montre où en est la partie.
internal-error = Un problème est survenu de notre côté ; il a été consigné.
rule-gone = Cette règle ne figure plus dans le livret de règles ; voir /game rules.
rule-button = Règle

## cogs/reminders.py — la tournée des rappels et les places bloquées

reminder-waiting = la partie t'attend depuis {$wait}.
reminder-last-table = Dernière table : {$url}
reminder-stalled = Cette partie semble bloquée : { $n ->
        [one] {$n} rappel quotidien est resté sans réponse.
       *[other] {$n} rappels quotidiens sont restés sans réponse.
    } L'hôte ou un membre qui peut gérer le salon peut remplacer la place, la mettre en pilote automatique ou retirer le joueur :
replace-who = Qui reprend la place {$seat} ?
replace-not-a-bot = Un bot ne peut pas prendre de place ; utilise le pilote automatique pour une IA.

## cogs/natera.py, cogs/uluk.py, cogs/wendake.py — ce que seule la place voit

own-not-seated = { $what ->
        [hand] Tu n'as pas de place dans cette partie, donc pas de main.
        [feast] Tu n'as pas de place dans cette partie, donc pas de carte Festin.
       *[masks] Tu n'as pas de place dans cette partie, donc aucune carte Masque.
    }
own-resigned = { $what ->
        [hand] Tu as abandonné cette partie : l'IA joue maintenant ta place, et sa main t'est cachée comme à tout le monde.
        [feast] Tu as abandonné cette partie : l'IA joue maintenant ta place, et sa carte Festin t'est cachée comme à tout le monde.
       *[masks] Tu as abandonné cette partie : l'IA joue maintenant ta place, et ses cartes Masque te sont cachées comme à tout le monde.
    }
