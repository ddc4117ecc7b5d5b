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

## cogs/common.py — le message de la table, ses commandes, les permissions

title-not-running = Aucune partie de {$title} n'est en cours dans ce salon.
post-no-permission = Je ne peux pas publier la table dans ce salon : il me faut { $permissions_count ->
        [one] la permission
       *[other] les permissions
    } {$permissions} ici. Rien n'a été joué ; demande à un administrateur du serveur.
permission-send-messages = Envoyer des messages
permission-attach-files = Joindre des fichiers
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-create-public-threads = Créer des fils publics
replay-film-alt = Toute la partie à nouveau, tour par tour, comme un film. {$final}
live-table = Table en direct : {$url}
prompt-choose = Choisis…
prompt-natives-place = Place un natif…
prompt-natives-take = Prends une carte…
prompt-natives-use = Choisis une profession…
prompt-natives-discard = Choisis la carte à défausser…
prompt-natives-resolve = Joue un rituel…
prompt-natives-sacrifice = Choisis le natif à sacrifier…
prompt-inuit-place = Place un Inuit…
prompt-inuit-take = Prends une carte…
prompt-inuit-use = Choisis une occupation…
prompt-inuit-discard = Choisis la carte à défausser…
prompt-inuit-resolve = Joue un rite…
prompt-inuit-sacrifice = Choisis l'Inuit à sacrifier…
prompt-uluk-place = Place un membre de la tribu…
prompt-uluk-move = Déplace ton membre de la tribu…
prompt-natera-play = Joue une carte…
prompt-natera-hire = Engage un spécialiste…
prompt-natera-discard = Choisis la carte à défausser…
prompt-wendake-pick = Choisis une tuile de ton plateau…

## bot/present.py — la feuille de score, les lignes d'état, la fin

category-natives = Natifs de ta tribu
category-others = Ta couleur dans d'autres tribus
category-food = Nourriture
category-scalps = Scalps
category-rituals = Rituels
category-totems = Totems
category-total = Total
category-natives-war-peace = Guerre et Paix
category-natives-legendary = Natifs légendaires
category-natives-curses = Jetons Malédiction
category-inuit-natives = Inuit de ton village
category-inuit-others = Ta couleur dans d'autres villages
category-inuit-food = Cartes Gibier
category-inuit-scalps = Armes
category-inuit-rituals = Rites
category-inuit-totems = Esprits
category-uluk-seasons = Bonheur au fil des saisons
category-uluk-feast = Festin
category-uluk-hunger = Jetons Faim
category-uluk-tokens = Le plus de jetons Monument
category-uluk-sets = Séries de symboles d'invention
category-natera-claims = Revendications
category-natera-settlements = Colonies
category-natera-science = Plateau Science
category-natera-specialists = Spécialistes
category-natera-exploration = Cartes Exploration
category-natera-authority = Places d'autorité
category-wendake-economic = Économique
category-wendake-military = Militaire
category-wendake-ritual = Rituel
category-wendake-mask = Masques
category-wendake-lower-1 = Plus faible de la première paire
category-wendake-lower-2 = Plus faible de la seconde paire
winners-line = { $n ->
        [0] Gagnant : personne
        [one] Gagnant : {$names}
       *[other] Gagnants : {$names}
    }{$note}
winners-note = {" "}({$note})
resigned-line = Ont abandonné (ne peuvent pas gagner) : {$names}
tie-note = égalité à {$total} {$unit}{$broken}
tie-broken-by = , départagée par {$rules}
tie-break-most-monument-tokens = le plus de jetons Monument
tie-break-highest-monument-token = le jeton Monument au numéro le plus élevé
tie-break-most-authority = le plus d'Autorité sur tous les Districts
tie-break-most-supply = le plus de Ravitaillement
tie-break-higher-track-sum = la plus haute somme des quatre pistes
tie-break-fewer-natives = le moins d'Amérindiens
tie-break-fewer-inuit = le moins d'Inuits
tie-break-furthest-from-first = la place la plus éloignée du premier joueur
points-points = { $n ->
        [one] point
       *[other] points
    }
points-happiness = de Bonheur
game-over-line = La partie est terminée. {$winners}.
status-over = {$title} : la partie est terminée. {$winners}.
status-waiting = {$title}{$expansions}{$progress} : en attente de { $waiting_count ->
        [0] personne
       *[other] {$waiting}
    }{$since}.
status-since = {" "}depuis {$wait}
status-expansions = {" "}({$names})
status-season = , saison {$n} sur {$total}
status-year = , année {$n} sur {$total}
status-round = , manche {$n}

## bot/rules/base.py — les refus communs à tous les moteurs

game-seats-range = Ce jeu se joue de {$least} à {$most} joueurs, pas {$n}.
game-seats-same-name = Chaque place a besoin de son propre nom.
action-empty = Dis quoi faire : une action vide ne veut rien dire.
action-seat-not-seated = {$seat} n'a pas de place à cette table.
compound-empty-step = Une action composée a une étape vide entre deux ';'.
compound-too-late = '{$step}' arrive trop tard : ta décision était finie après '{$after}'. Rien n'a été joué.
compound-too-late-played = '{$step}' arrive trop tard : après '{$after}', le moteur a joué '{$played}' pour toi, faute d'autre possibilité, et ta décision était finie. Rien n'a été joué.
action-game-over = La partie est terminée : plus aucune action n'est acceptée.
action-already-chosen = Tu as déjà fait ton choix pour cette étape : la table attend { $names_count ->
        [0] personne
       *[other] {$names}
    }.
action-not-your-turn = Ce n'est pas ton tour : la table attend { $names_count ->
        [0] personne
       *[other] {$names}
    }.
seat-named-twice = Plusieurs places s'appellent '{$given}' : désigne la place par son numéro (de 1 à {$n}).
seat-named-none = Aucune place ne s'appelle '{$given}' : désigne une place par son numéro (de 1 à {$n}).

## cogs/game.py — /game …

language-name = Français
tutorial-no-thread = Un tutoriel s'ouvre dans ce salon ; laisse thread désactivé, ou ouvre-le depuis un salon à part.
status-lobby = Table de {$title}, pas encore commencée : {$seats}. L'hôte la lance avec /game start.
status-away = {$seat} est absent jusqu'au {$date}.
status-table-language = Cette table parle {$name}.
log-header = **Historique de {$title} — page {$page}/{$pages}**
log-empty = Rien n'a encore été joué.
hint-ai-would-play = L'IA jouerait : **{$move}**
rules-which-title = Ce salon n'a pas de partie, alors dis lequel : ajoute title: ({$titles}).
rules-no-such-rule = {$title} n'a pas de règle appelée '{$rule}' ; choisis-en une dans la liste.
history-hints-used = Indices utilisés : {$uses}.
replay-whole = {$title} : toute la partie, tour par tour.
replay-after-turn = {$title} : la table après le tour {$turn}.
replay-turn-out-of-range = Cette partie compte { $n ->
        [one] 1 tour
       *[other] {$n} tours
    } : choisis un tour de 0 (la table avant le premier) à {$n}.
replay-refused = Discord a refusé le replay dans ce salon ; /game replay sans public:true te le montre à toi.
replay-choice = #{$id} {$title}, {$day}, { $winners_count ->
        [0] sans gagnant
       *[other] gagnée par {$winners}
    }
mine-none = Aucune partie n'est ouverte sur ce serveur.
mine-lobby = {$title} dans {$where} : table ouverte, { $n ->
        [one] {$n} assis
       *[other] {$n} assis
    }
mine-your-move = **à toi de jouer**
mine-waiting = {$title} dans {$where} : en attente de {$names} depuis {$wait}
tutorial-welcome = { $hints ->
        [yes] Ta première partie : tu joues contre l'IA, et chaque type de décision t'est expliqué ici la première fois qu'il se présente. /game hint te suggère un coup.
       *[no] Ta première partie : tu joues contre l'IA, et chaque type de décision t'est expliqué ici la première fois qu'il se présente.
    }
thread-from-text-channel = Ouvre une table dans un fil depuis un salon textuel, pas depuis un fil.
thread-no-permission = Je ne peux pas ouvrir de fil ici : il me faut { $permissions_count ->
        [one] la permission
       *[other] les permissions
    } {$permissions} dans ce salon.
thread-refused = Discord a refusé d'ouvrir un fil ici ; rien n'a été ouvert. Réessaie dans un instant, ou demande à un administrateur du serveur.
thread-announce = Une table de {$title} est ouverte dans {$thread} : rejoins-la là-bas avec /game join.
thread-not-announced = Ta table de {$title} est ouverte dans {$thread}, mais je n'ai pas pu l'annoncer dans ce salon : dis aux autres de la rejoindre là-bas avec /game join.

## cogs/reminders.py, cogs/me.py — les rappels et les réglages de chacun

reminder-dm-where = (dans {$channel})
stalled-replace = Remplacer {$seat}
stalled-autopilot = Pilote auto pour {$seat}
stalled-drop = Retirer {$seat}
replace-choose-member = Choisis un membre…
replace-pick-one = Choisis exactement un membre.
me-reminders = Les rappels t'arrivent { $where ->
        [channel] dans le salon de la partie
        [dm] par message privé
       *[both] dans le salon et par message privé
    } ; ton fuseau horaire est {$zone}.
me-quiet = Heures calmes : {$start}–{$end}.
me-no-quiet = Pas d'heures calmes.
me-away = Absent jusqu'au {$day} (aucune notification d'ici là).

## bot/standings.py, cogs/standings.py — /game stats et /game leaderboard

stats-none = {$who} n'a encore terminé aucune partie sur ce serveur.
stats-played = {$who} : { $n ->
        [one] {$n} partie terminée
       *[other] {$n} parties terminées
    } sur ce serveur.
stats-title = {$title} : {$played} jouées, {$won} gagnées.
stats-title-scored = {$title} : {$played} jouées, {$won} gagnées, score moyen {NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1)}, meilleur {$best}.
stats-streak-wins = Série en cours : { $n ->
        [one] {$n} victoire
       *[other] {$n} victoires
    } d'affilée.
stats-streak-losses = Série en cours : { $n ->
        [one] {$n} partie
       *[other] {$n} parties
    } sans victoire.
stats-favourite = Jeu préféré : {$title}.
leaderboard-none = Aucune partie de {$title} n'a encore été classée sur ce serveur.
leaderboard-intro = {$title} : le classement de ce serveur (cote = mu - 3 sigma, openskill).
leaderboard-alt = Classement de {$title} : {$places}.
leaderboard-alt-place = {$place}. {$name} : cote {NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1)}, {$games} jouées, {$won} gagnées

## bot/discord_app.py — command, option and choice descriptions Discord shows (found by their English;
## names stay English)

cmd-play-turn-of = Joue ton tour de {$game}
cmd-open-join-and-run-a-game = Ouvre, rejoins et mène une partie dans ce salon
cmd-open-a-new-table-in-this = Ouvre une nouvelle table dans ce salon
cmd-which-game = Quel jeu
cmd-natives-soul-of-the-prairie-seasons = Natives : soul-of-the-prairie, seasons, strangers ; Natera : nuclear-discovery (avec des virgules)
cmd-seasons-random-a-recommended-set-1 = Seasons : random, un lot conseillé (1-3 ou son nom) ou trois cartes Saison
cmd-open-the-table-in-a-new = Ouvre la table dans un nouveau fil de ce salon (un salon, plusieurs parties)
cmd-let-players-ask-game-hint-for = Permet de demander à /game hint le coup de l'IA (activé par défaut)
cmd-your-first-game-you-against-the = Ta première partie : toi contre l'IA, chaque type de décision expliqué une fois
cmd-natera-the-draft-variant-each-keeps = Natera : la variante draft (chacun garde une carte de la main qu'on lui passe)
cmd-natera-tribes-dealt-or-picked-wendake = Natera : tribus distribuées ou choisies ; Wendake : tous les Wendat, ou en draft
cmd-natera-dealt-at-random-the-default = Natera : distribuées au hasard (par défaut)
cmd-natera-picked-in-turn-order = Natera : choisies dans l'ordre du tour
cmd-wendake-everyone-the-wendat-the-default = Wendake : tous les Wendat (par défaut)
cmd-wendake-drafted = Wendake : en draft
cmd-natera-the-claim-tiles-one-of = Natera : les tuiles Revendication (une de chaque lettre au hasard, ou un lot numéroté)
cmd-natera-one-of-each-letter-random = Natera : une de chaque lettre, faces au hasard (par défaut)
cmd-natera-the-numbered-set-a-1 = Natera : le lot numéroté A.1-E.1
cmd-natera-the-numbered-set-a-2 = Natera : le lot numéroté A.2-E.2
cmd-the-language-of-the-table-s = La langue des messages de la table dans ce salon (celle du serveur par défaut)
cmd-take-a-seat-at-the-table = Prends place à la table de ce salon
cmd-leave-the-table-before-the-game = Quitte la table avant le début de la partie
cmd-host-fill-a-seat-with-an = (hôte) Donne une place à un joueur IA
cmd-host-start-the-game = (hôte) Lance la partie
cmd-shuffle-the-seats-instead-of-keeping = Mélange les places au lieu de garder l'ordre d'arrivée
cmd-the-table-picture-whose-turn-it = L'image de la table, à qui c'est le tour et depuis quand
cmd-the-last-actions-of-this-channel = Les dernières actions de la partie de ce salon
cmd-1-is-the-newest-page = 1 est la page la plus récente
cmd-how-to-play-a-turn-of = Comment jouer un tour de la partie de ce salon : commandes, noms des cartes, un exemple
cmd-privately-the-move-the-ai-would = En privé : le coup que l'IA jouerait pour toi maintenant, et pourquoi
cmd-a-short-summary-of-the-rules = Un bref résumé des règles, ou le paragraphe d'une règle
cmd-which-game-this-channel-s-by = Quel jeu (celui de ce salon par défaut)
cmd-one-rule-as-a-refusal-names = Une règle, telle qu'un refus la nomme (le bouton Règle montre la même)
cmd-resign-the-ai-plays-your-seat = Abandonne : l'IA joue ta place jusqu'au bout et tu ne peux pas gagner
cmd-host-or-manage-channels-end-this = (hôte ou Gérer les salons) Termine maintenant la partie de ce salon
cmd-finished-games-of-this-channel-with = Les parties terminées de ce salon, avec gagnants et scores
cmd-a-finished-game-again-the-animated = Revoir une partie terminée : le replay animé, ou la table après le tour N
cmd-which-finished-game-of-this-channel = Quelle partie terminée de ce salon (la dernière par défaut)
cmd-show-the-table-as-it-was = Montre la table telle qu'elle était après ce tour (0 : avant le premier)
cmd-post-it-for-the-whole-channel = Publie-le pour tout le salon au lieu de toi seul
cmd-daily-reminder-time-and-timezone-for = Heure et fuseau du rappel quotidien de cette partie (ou off)
cmd-hh-mm-e-g-19-30 = HH:MM, p. ex. 19:30
cmd-iana-name-e-g-europe-madrid = Nom IANA, p. ex. Europe/Paris
cmd-turn-the-daily-reminder-off = Désactive le rappel quotidien
cmd-remind-after-waiting-this-many-hours = Rappelle après ce nombre d'heures d'attente
cmd-offer-replace-autopilot-drop-after-this = Propose remplacer/pilote auto/retirer après ce nombre de rappels sans réponse
cmd-poke-the-player-the-game-is = Relance le joueur qu'attend la partie (une fois toutes les 12 h)
cmd-take-back-your-last-action-and = Annule ta dernière action et les réponses de l'IA (si personne d'autre n'a joué, rien révélé)
cmd-every-game-in-this-server-those = Toutes les parties de ce serveur, celles qui t'attendent d'abord
cmd-privately-your-link-to-this-game = En privé : ton lien vers la page web en direct de cette partie
cmd-end-every-web-link-you-were = Annule plutôt tous les liens web que tu as reçus
cmd-host-or-manage-channels-give-a = (hôte ou Gérer les salons) Donne une place à un autre membre
cmd-the-seat-to-hand-over = La place à céder
cmd-who-takes-it = Qui la prend
cmd-let-the-ai-play-a-seat = Laisse l'IA jouer une place jusqu'au retour de son joueur
cmd-the-seat-the-ai-plays = La place que joue l'IA
cmd-you-are-back-play-your-own = Tu es de retour : rejoue ta propre place
cmd-host-or-manage-channels-drop-an = (hôte ou Gérer les salons) Retire un joueur absent
cmd-the-seat-to-drop = La place à retirer
cmd-games-played-and-won-scores-streak = Parties jouées et gagnées, scores, série (toi seul le vois)
cmd-whose-record-yours-by-default = Le bilan de qui (le tien par défaut)
cmd-the-server-s-ranking-for-one = Le classement du serveur pour un jeu, en image
cmd-phase-2-lay-out-cards-from = Phase 2 : révèle des cartes de la pioche, une par éclaireur
cmd-how-many-cards-to-lay-out = Combien de cartes révéler maintenant (une à la fois)
cmd-phase-3-choose-a-profession-and = Phase 3 : choisis une profession et prends des cartes avec elle
cmd-the-profession-to-use = La profession à utiliser
cmd-cards-to-take-a-number-for = Cartes à prendre : un nombre pour la nourriture, ou des noms de cartes (man-bear …)
cmd-take-one-more-card-with-the = Prends une carte de plus avec la profession choisie
cmd-stop-taking-cards-before-your-limit = Arrête de prendre des cartes avant ta limite
cmd-put-a-native-your-elders-took = Place sous une profession un natif pris par tes anciens
cmd-which-native-goes-where = Quel natif va où
cmd-choose-which-of-your-rituals-is = Choisis lequel de tes rituels est joué ensuite
cmd-sacrifice-the-native-that-becomes-a = Sacrifice : le natif qui devient un scalp
cmd-discard-the-card-a-ritual-demands = Défausse la carte qu'un rituel exige de toi
cmd-pass-when-no-profession-can-take = Passe, quand aucune profession ne peut rien prendre
cmd-any-action-in-the-notation-see = N'importe quelle action en notation (voir /game help)
cmd-play-your-season-of-uluk = Joue ta saison d'Uluk
cmd-errand-phase-send-a-triber-to = Phase des courses : envoie un membre de la tribu sur une case
cmd-where-the-triber-goes = Où va le membre de la tribu
cmd-hunt-with-a-poison-token-fn = Chasse avec un jeton Poison (fnōrd, hlák)
cmd-at-the-workshop-the-invention-you = À l'Atelier : l'invention que tu prends
cmd-after-everyone-placed-move-your-triber = Quand tous ont placé : sors ton membre de la tribu de la Hutte du Chaman
cmd-leave-your-triber-in-the-shaman = Laisse ton membre de la tribu dans la Hutte du Chaman
cmd-processing-turn-raw-pieces-into-a = Transformation : change des pièces brutes en produit (un membre de la tribu)
cmd-what-to-make = Quoi fabriquer
cmd-how-many-raw-pieces-to-process = Combien de pièces brutes transformer
cmd-processing-with-a-free-processing-invention = Transformation avec une invention de transformation gratuite
cmd-feeding-tribers-eat-a-food = Alimentation : des membres de la tribu mangent un aliment
cmd-the-food-they-eat = L'aliment qu'ils mangent
cmd-how-many-tribers-eat-it = Combien de membres de la tribu le mangent
cmd-reproduction-two-pieces-of-food-for = Reproduction : deux pièces de nourriture pour un nouveau membre la saison prochaine
cmd-celebrate-once-a-season-6-or = Fais la fête une fois par saison : +6, ou +3 avec du poison
cmd-a-food-or-poison = Un aliment, ou du poison
cmd-the-holiday-treat = La friandise de la fête
cmd-eat-extra-treats-1-each = Mange des friandises en plus : +1 chacune
cmd-end-your-processing-or-feeding-for = Termine ta transformation ou ton alimentation pour cette saison
cmd-your-secret-feast-card-only-you = Ta carte Festin secrète (toi seul la vois)
cmd-any-action-in-uluk-s-notation = N'importe quelle action en notation d'Uluk (voir /game help)
cmd-send-your-tribe-leader-or-an = Envoie ton chef de tribu ou un explorateur sur un lieu
cmd-which-token-and-where-leader-farm = Quel pion et où (leader farm-2, explorer forest-4)
cmd-play-an-exploration-card-from-your = Joue une carte Exploration de ta main en payant un de ses coûts
cmd-the-card-and-the-attribute-you = La carte et l'attribut avec lequel tu paies
cmd-hire-a-specialist-from-the-row = Engage un spécialiste de la rangée (ou à coût réduit si un effet le propose)
cmd-the-specialist-to-hire = Le spécialiste à engager
cmd-use-a-specialist-s-or-a = Utilise la capacité d'un spécialiste ou d'une carte jouée
cmd-whose-ability = La capacité de qui
cmd-establish-a-settlement-for-10-supply = Fonde une colonie pour 10 ravitaillements là où tu as accès
cmd-where-the-settlement-goes = Où va la colonie
cmd-discard-a-card-two-cards-for = Défausse une carte (deux cartes contre une ressource est une action gratuite)
cmd-the-card-to-discard = La carte à défausser
cmd-take-the-resource-an-effect-or = Prends la ressource que te donne un effet ou une défausse
cmd-the-resource-you-take = La ressource que tu prends
cmd-draft-the-card-you-keep-from = Draft : la carte que tu gardes de la main qu'on te passe
cmd-the-card-you-keep = La carte que tu gardes
cmd-pass-for-the-rest-of-the = Passe pour le reste de la saison
cmd-the-action = L'action
cmd-your-hand-of-exploration-cards-only = Ta main de cartes Exploration (toi seul la vois)
cmd-put-a-marker-on-a-tile = Pose un marqueur sur une tuile de ton plateau d'actions (alignée avec tes choix)
cmd-the-tile-s-place-on-your = La place de la tuile sur ton plateau, de a1 à c3
cmd-put-your-marker-on-the-first = Pose ton marqueur sur la première case libre de la piste d'ordre du tour
cmd-move-a-warrior-one-step-or = Déplace un Guerrier d'un pas ou le long d'un chemin (W3 t7, W3 t7 t8b)
cmd-the-warrior-and-where-it-goes = Le Guerrier et où il va
cmd-fight-a-guard-or-the-native = Combats un Garde ou le Natif d'une Zone Productive
cmd-your-warrior-and-whom-it-fights = Ton Guerrier et qui il combat (W3 2W5, W3 t7b)
cmd-send-an-outpost-home-before-or = Renvoie un Avant-poste au Foyer (avant ou après une action)
cmd-the-outpost-s-area-t7b-and = La zone de l'Avant-poste (t7b), et empty pour la laisser vide
cmd-restore-swap-a-leaving-tile-for = Restauration : échange une tuile sortante contre une tuile avancée
cmd-the-leaving-tile-and-the-advanced = La tuile sortante et la tuile avancée (c1 longhouse)
cmd-end-the-current-move-trade-or = Termine l'action Déplacement, Commerce ou Masque en cours, ou ton tour
cmd-leave-out-the-tile-s-next = Saute la prochaine action de la tuile
cmd-your-mask-cards-only-you-see = Tes cartes Masque (toi seul les vois)
cmd-your-own-campfire-settings = Tes propres réglages de Campfire
cmd-how-and-when-you-are-reminded = Comment et quand on te rappelle (toi seul le vois)
cmd-where-reminders-reach-you = Où les rappels t'arrivent
cmd-in-the-game-s-channel = dans le salon de la partie
cmd-by-direct-message = par message privé
cmd-both = les deux
cmd-your-iana-timezone = Ton fuseau horaire IANA
cmd-quiet-hours-in-your-timezone-e = Heures calmes dans ton fuseau, p. ex. 23:00-07:30, ou off
cmd-no-pings-until-the-end-of = Aucune notification jusqu'à la fin de ce jour (AAAA-MM-JJ), ou off

# Les noms des jeux tels que chaque langue les publie (bot.rules.title_msg).
game-title-natives = Natifs
game-title-inuit = Inuit : le peuple des neiges
game-title-uluk = Uluk
game-title-natera = Natera: New Beginning
game-title-wendake = Wendake
