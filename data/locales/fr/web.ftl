# La table web et l'Activité Discord (bot/web).

web-ai = IA
web-resigned = a abandonné
web-decides-now = décide maintenant
web-log-empty = Rien n'a encore été joué.
web-only-you = Toi seul le vois
web-table = Table
web-seats = Joueurs
web-score-pad = Feuille de score
web-replay-link = Revoir la partie, tour par tour
web-log = Journal
web-your-move = À toi de jouer
web-choose = Choisis une action
web-play = Jouer
web-no-games = Pas encore de parties ici.
web-previous-turn = Tour précédent
web-next-turn = Tour suivant
web-turn = Tour {$turn} sur {$turns}
web-show = Afficher
web-game-heading = {$title} — partie {$id}
web-seat-heading = {$heading} — {$seat}
web-server-heading = Campfire — ce serveur
web-index-entry = {$title} {$id} : { $status ->
        [finished] terminée
       *[active] en cours
    } — {$seats}
web-status-waiting = {$title} : en attente de { $names_count ->
        [0] personne
       *[other] {$names}
    } depuis {$wait}.
web-status-waiting-now = {$title} : en attente de { $names_count ->
        [0] personne
       *[other] {$names}
    }.
web-status-over = {$title} : la partie est finie. { $winners_count ->
        [0] Personne n'a gagné.
        [one] Gagnant : {$winners}.
       *[other] Gagnants : {$winners}.
    }
web-pad-winners = { $winners_count ->
        [0] Gagnant : personne
        [one] Gagnant : {$winners}
       *[other] Gagnants : {$winners}
    }
web-pad-resigned = Ont abandonné (ne peuvent pas gagner) : {$seats}
web-no-table = Cette table n'existe pas.
web-no-server = Ce serveur n'existe pas.
web-too-many-requests = Trop de requêtes ; attends quelques secondes.
web-too-many-moves = Trop de coups à la fois ; attends quelques secondes.
web-other-site = Cette requête venait d'un autre site ; rien n'a été joué.
web-wrong-form = Ce formulaire n'est pas celui de cette page ; recharge-la et réessaie.
web-open-from-discord = Ouvre les parties de ton serveur depuis le lien que donne /game web.
web-replay-later = Le replay s'ouvre quand la partie est finie.
web-link-expired = Ce lien a expiré ou a été révoqué ; /game web t'en donne un nouveau.
web-link-gone = La partie de ce lien n'existe plus, ou tu n'y joues plus.
web-off = La table web est désactivée sur ce bot ; c'est son administrateur qui l'active (README, The web table).
web-links-revoked = Tes liens web ne marchent plus ; /game web t'en donne un nouveau.
web-no-game-here = Il n'y a aucune partie dans ce salon ; lances-en une avec /game new.
web-your-seat = Ta place sur le web (pour toi seul, pendant une semaine) : <{$url}>
web-this-game = Cette partie sur le web : <{$url}>
web-every-game = Toutes les parties de ce serveur : <{$url}>
web-activity-opening = Ouverture de ta table…
web-activity-noscript = L'Activité a besoin de JavaScript pour trouver ta table.
web-activity-outside = Ouvre cette page depuis Discord : lance l'Activité Campfire dans le salon d'une partie.
web-activity-refused = Discord n'a pas confirmé qui tu es ; ferme l'Activité et rouvre-la.
web-activity-failed = L'Activité n'a pas pu joindre la table ; ferme-la et rouvre-la.
web-activity-no-game = Il n'y a aucune partie dans ce salon ; lances-en une avec /game new, puis rouvre l'Activité.
web-activity-off = L'Activité n'est pas configurée sur ce bot ; c'est son administrateur qui la configure (README, The web table).
