# Les phrases du moteur de Natives et Inuit (bot/rules/prairie.py) : refus, journal, indications.
# Les mots du thème arrivent en arguments depuis natives.ftl ou inuit.ftl, avec leurs attributs :
# $card_gender, $card_plural, $area_in, $area_the, $tribe_word_gender, ...

## words and lists

prairie-count-card = { $n ->
        [one] {$card}
       *[other] {$n} {$card_plural}
    }
prairie-cards = {$cards}
# a menu's choice of how many cards of one kind to take (/natives take)
prairie-menu-count = { $n ->
        [one] {$n} {$card}
       *[other] {$n} {$card_plural}
    }
prairie-either = {$first} ou {$rest}
prairie-seat-number = {$n} ({$seat})
prairie-typed-card = « {$text} »
    .gender = feminine
    .plural = « {$text} »
prairie-none-stays = aucune carte ne reste {$area_in}
prairie-nothing-deck-ran-out = rien (la pioche est épuisée)
prairie-in-play = {$card} est en jeu
prairie-no-season-in-play = aucune carte de saison n’est en jeu
prairie-one-of-your = { $what_gender ->
        [feminine] une
       *[masculine] un
    } de tes {$what}
prairie-season-spring = printemps
prairie-season-summer = été
prairie-season-autumn = automne

## what the player is asked to say

prairie-what-profession = {$profession_a}
prairie-what-ritual = un {$ritual}
prairie-what-food = une {$food}
prairie-what-harvest = une {$food} parmi les trois posées
prairie-what-discard = la carte à défausser

## options

prairie-options-table = Les options sont une table de noms d’options et de valeurs.
prairie-unknown-option = Option inconnue « {$option} » ; ce jeu accepte : {$choices}.
prairie-expansions-list = L’option expansions est une liste de noms d’extensions.
prairie-no-expansions = {$title} n’a aucune extension à jouer : sa règle ne décrit pas ses modules optionnels, donc « {$given} » ne peut pas être ajoutée.
prairie-no-expansion-called = Il n’existe aucune extension nommée « {$given} » ; choisis parmi {$choices}.
prairie-expansion-twice = L’extension {$given} figure deux fois.
prairie-seasons-needs-expansion = L’option seasons demande l’extension seasons.
prairie-seasons-option = L’option seasons vaut random, le numéro ou le nom d’un ensemble, ou trois noms de cartes.
prairie-no-season-set = Il n’existe aucun ensemble de saisons {$n} ; les ensembles sont {$sets}.
prairie-no-season-called = Il n’existe aucun ensemble ni carte de saison nommé « {$given} » ; dis random, un ensemble ({$sets}) ou trois cartes de saison.
prairie-three-seasons-not = { $n ->
        [one] Choisis trois cartes de saison, une par saison, pas une seule.
       *[other] Choisis trois cartes de saison, une par saison, pas {$n}.
    }
prairie-season-names = Les cartes de saison se donnent par leur nom.
prairie-no-season-card-called = Il n’existe aucune carte de saison nommée « {$given} » ; choisis parmi {$choices}.
prairie-season-twice = La carte {$card} est choisie deux fois ; choisis une carte par saison.
prairie-same-season = {$card} et {$other} sont toutes deux des cartes de {$season} ; choisis une carte par saison.

## notation

prairie-not-an-action = « {$verb} » n’est pas une action de ce jeu ; la notation est dans /game help.
prairie-not-now = Tu ne peux pas faire « {$verb} » maintenant : {$hint}
prairie-takes-nothing-after = « {$verb} » ne prend rien après lui.
prairie-say-only = Indique {$what} après « {$verb} », et rien d’autre.
prairie-say-which-seat = Indique quelle place le reçoit : give-quick-hand <numéro de place>.
prairie-say-which-card = Indique quelle carte prendre : take <card>.
prairie-say-place = Indique quel {$native} va où : place <native> <profession>.
prairie-say-move = Indique quel {$native} se déplace où : {$verb} <native> <from> <to>.
prairie-say-sacrifice = Indique quel {$native} sacrifier : sacrifice <native> <profession>.
prairie-say-red = Indique quel {$native} va où : season red <native> <profession>.
prairie-no-card-called = Il n’existe aucune carte nommée « {$card} ».
prairie-not-a-profession = « {$given} » n’est pas {$profession_a} ; choisis parmi {$choices}.

## what the awaited decision is (after "You cannot ... now:")

prairie-hint-war-peace = décide d’abord de la carte Guerre et Paix que tu as révélée (war ou peace).
prairie-hint-quick-hand = décide d’abord qui reçoit l’Éclaireur Main Leste (give-quick-hand <numéro de place>).
prairie-hint-before = utilise {$card} (season {$effect} …) ou commence la phase 1 (replenish).
prairie-hint-after = utilise {$card} (season {$effect} …) ou termine ton tour (end).
prairie-hint-starred = la carte étoilée {$card} te demande de défausser {$what} (discard <card>) ou de prendre un jeton de malédiction (curse).
prairie-hint-starred-no-curses = la carte étoilée {$card} te demande de défausser {$what} (discard <card>) ; il ne reste plus de jetons de malédiction.
prairie-hint-setup = le premier joueur décide des cartes révélées pendant la mise en place.
prairie-hint-choose = explore ou choisis une profession (use <profession>).
prairie-hint-take = prends des cartes avec tes {$profs} (take <card>) ou dis done.
prairie-hint-season-take = prends des cartes avec {$card} (take <card>) ou dis done.
prairie-hint-place = place les {$natives} que tu as pris (place <native> <profession>).
prairie-hint-rituals = choisis quel {$ritual} jouer ensuite (resolve <ritual>).
prairie-hint-sacrifice = choisis le {$native} à sacrifier (sacrifice <native> <profession>).
prairie-hint-forced = un {$ritual} te demande de défausser une carte (discard <card>).
prairie-hint-knowledge = déplace un {$native} (knowledge <native> <from> <to>) ou dis done.
prairie-hint-harvest = prends une {$food} parmi les trois posées (take <food>) ou termine ton tour (end).

## refusals

prairie-war-needs = Tu as { $n ->
        [one] {$n} guerrier
       *[other] {$n} guerriers
    } et { $tribe_word_gender ->
        [feminine] la {$tribe_word}
       *[masculine] le {$tribe_word}
    } {$tribe} {$m} : la guerre en demande au moins autant.
prairie-not-most-scouts = {$seat} n’a pas le plus d’éclaireurs ; donne-le à {$choices}.
prairie-season-offers = {$card} propose maintenant « season {$effect} … », ou replenish pour commencer la phase 1.
prairie-not-a-ritual = {$card} n’est pas un {$ritual}.
prairie-prayers-cannot-take = {$card} ne peut pas prendre le rituel {$ritual}.
prairie-area-has-no = Il n’y a aucune carte {$card} {$area_in}.
prairie-area-nothing = Il n’y a rien à prendre {$area_in}.
prairie-closed = Tes {$profs} sont fermés par le {$card} : cette {$profession} ne peut plus servir ni recevoir d’{$natives}.
prairie-scouted-all = Tu as {$n} {$scouts} et tu as déjà posé { $m ->
        [one] {$m} carte
       *[other] {$m} cartes
    }.
prairie-deck-empty-scout = La pioche est vide : il n’y a plus rien à explorer.
prairie-scout-phase-2 = L’{$scout} ne fait que poser des cartes en phase 2 (scout) ; choisis une autre {$profession}.
prairie-nothing-for = Il n’y a rien {$area_in} que tes {$profs} puissent prendre.
prairie-cannot-season = Tu ne peux pas faire « season {$verb} » maintenant : {$what}.
prairie-cannot-pass = Tu ne peux pas passer tant qu’{$profession_a} peut prendre une carte {$area_in}.
prairie-cannot-pass-kind = Tu ne peux pas passer tant que {$card} peut prendre une carte (season kind).
prairie-can-take-only = Tes {$profs} ne peuvent prendre que { $n ->
        [one] {$n} carte
       *[other] {$n} cartes
    }.
prairie-kind-takes-only = {$card} ne prend que {$n} cartes.
prairie-cannot-take = Les {$profs} ne peuvent pas prendre la carte {$card}.
prairie-no-more-cards = Tu as {$n} {$profs} : tu ne peux pas prendre plus de cartes.
prairie-not-as-scalp = La carte {$card} ne peut pas être prise comme { $scalp_gender ->
        [feminine] une
       *[masculine] un
    } {$scalp}.
prairie-one-big-food = Tu as déjà pris une grande carte de nourriture ce tour-ci : une par tour au plus.
prairie-take-at-least-one = Prends au moins une carte avec la {$profession} que tu as choisie.
prairie-take-one-kind = Prends au moins une carte avec {$card}.
prairie-none-to-place = Tu n’as aucune carte {$card} en attente d’être placée.
prairie-profs-have-no = Tes {$profs} n’ont aucune carte {$card}.
prairie-stays-placed = La carte {$card} reste là où elle a été placée.
prairie-move-elsewhere = Déplace l’{$native} vers une autre {$profession}.
prairie-none-to-play = Tu n’as aucune carte {$card} à jouer ce tour-ci.
prairie-never-a-scalp = La carte {$card} ne peut pas devenir { $scalp_gender ->
        [feminine] une
       *[masculine] un
    } {$scalp}.
prairie-none-to-sacrifice-there = Tes {$profs} n’ont aucune carte {$card} à sacrifier.
prairie-must-discard = Tu dois défausser {$what} ; tu n’as aucune carte « {$card} ».
prairie-must-discard-natives-above-discard = un {$native} de ta couleur (discard <native> <profession>)
prairie-must-discard-natives-above-discard-any = une carte de { $tribe_gender ->
        [feminine] ta
       *[masculine] ton
    } {$tribe} (discard <card> <occupation>)
prairie-must-discard-food-above-discard = une de tes {$food} (discard <food>)
prairie-must-discard-spirit-above-discard-totem = un de tes {$totem} (discard <totem>)
prairie-curses-taken = Les {$n} jetons de malédiction sont pris : défausse plutôt une carte.
prairie-none-among = Tu n’as aucune carte {$card} parmi tes {$what}.
prairie-not-a-native = {$card} n’est pas un {$native}.
prairie-harvest-needs = {$card} ajoute exactement {$n} cartes, et la pioche n’en a plus que {$left} à poser.
prairie-not-food = {$card} n’est pas une {$food}.
prairie-none-to-take = Il n’y a aucune carte {$card} à prendre.

## what happens (the log)

prairie-no-food-among = Aucune {$food} parmi elles ne peut être prise.
prairie-reveals-own-tribe = {$seat} révèle {$card}, de { $tribe_word_gender ->
        [feminine] sa propre
       *[masculine] son propre
    } {$tribe_word} : elle va dans la boîte.
prairie-reveals-war-or-peace = {$seat} révèle {$card} : la guerre ({ $n ->
        [one] {$n} guerrier
       *[other] {$n} guerriers
    } contre {$m}) ou la paix ?
prairie-reveals-only-peace = {$seat} révèle {$card} : avec { $n ->
        [one] {$n} guerrier
       *[other] {$n} guerriers
    } contre {$m}, seule la paix est possible.
prairie-goes-to-war = {$seat} part en guerre contre { $tribe_word_gender ->
        [feminine] la {$tribe_word}
       *[masculine] le {$tribe_word}
    } {$tribe} ({$n} points).
prairie-makes-peace = {$seat} fait la paix avec { $tribe_word_gender ->
        [feminine] la {$tribe_word}
       *[masculine] le {$tribe_word}
    } {$tribe} : { $n ->
        [one] {$n} point
       *[other] {$n} points
    } pour {$seat} et pour {$other}.
prairie-makes-peace-absent = {$seat} fait la paix avec { $tribe_word_gender ->
        [feminine] la {$tribe_word}
       *[masculine] le {$tribe_word}
    } {$tribe}, absente de la table ({ $n ->
        [one] {$n} point
       *[other] {$n} points
    }).
prairie-quick-hand-revealed = {$card} est { $card_gender ->
        [feminine] révélée
       *[masculine] révélé
    } : {$seat} choisit qui le reçoit parmi {$names} (le plus d’éclaireurs).
prairie-quick-hand-joins = {$card} rejoint les éclaireurs du joueur {$seat} ({ $chosen ->
        [yes] choisi parmi ceux qui ont le plus d’éclaireurs
       *[no] le plus d’éclaireurs
    }).
prairie-uses-prayers = {$seat} utilise {$card} et prend le rituel {$ritual}.
prairie-scouts = {$seat} explore : {$cards}.
prairie-passes = {$seat} ne peut rien prendre et passe.
prairie-uses-and-takes = {$seat} utilise ses {$profs} et prend {$cards}.
prairie-uses-kind-and-takes = {$seat} utilise {$card} et prend {$cards}.
prairie-places = {$seat} place la carte {$card} avec les {$profs}.
prairie-closed-for-good = Les {$profs} du joueur {$seat} sont fermés pour de bon.
prairie-moves = {$seat} déplace la carte {$card} des {$source} vers les {$target} ({$why}).
prairie-plays-ritual = {$seat} joue la carte {$ritual}.
prairie-three-join = Trois cartes arrivent {$area_in} : {$cards}.
prairie-three-join-none = Trois cartes arrivent {$area_in} : aucune, la pioche est vide.
prairie-none-to-sacrifice = {$seat} n’a aucune carte d’{$native} à sacrifier.
prairie-none-to-move = {$seat} n’a aucune carte d’{$native} à déplacer.
prairie-more-but-nothing = {$seat} dépasse {$other} mais n’a rien à défausser.
prairie-no-effect = Personne ne dépasse {$seat} : la carte {$ritual} reste sans effet.
prairie-sacrifices = {$seat} sacrifie la carte {$card} ({$prof}) : elle devient { $scalp_gender ->
        [feminine] une
       *[masculine] un
    } {$scalp}.
prairie-discards = {$seat} défausse la carte {$card} dans la boîte.
prairie-nothing-to-discard = {$card} : {$seat} n’a { $what_gender ->
        [feminine] aucune
       *[masculine] aucun
    } {$what} à défausser.
prairie-ends-turn = {$seat} termine son tour.
prairie-season-discards = {$season} : {$seat} défausse la carte {$card} dans la boîte.
prairie-season-discards-scalp = {$season} : {$seat} défausse { $scalp_gender ->
        [feminine] l’{$scalp}
       *[masculine] le {$scalp}
    } {$card} dans la boîte.
prairie-uses = {$seat} utilise {$card}.
prairie-uses-and-lays = {$seat} utilise {$card} et pose {$cards}.
prairie-takes-food = {$seat} prend la carte {$card} ({$why}).
prairie-curses-run-out = Les jetons de malédiction sont épuisés : {$seat} n’en prend aucun.
prairie-takes-curse = {$seat} prend un jeton de malédiction ({$n} points).
prairie-season-turns = La saison change : {$card} est en jeu. {$text}
prairie-turn-before = À {$seat} de jouer : {$card} peut être { $card_gender ->
        [feminine] utilisée
       *[masculine] utilisé
    } avant la phase 1.
prairie-turn-joins = À {$seat} de jouer : {$cards} { $n ->
        [one] arrive
       *[other] arrivent
    } {$area_in}.
prairie-turn-deck-empty = À {$seat} de jouer : la pioche est vide.
prairie-turn-begins = {$seat} commence son tour.
prairie-game-over = La carte {$end} est arrivée et le tour de table est complet : la partie est terminée.
prairie-end-revealed = La carte {$end} est révélée : on joue les derniers tours jusqu’à ce que le tour revienne à {$first}.
prairie-change-revealed = {$card} est { $card_gender ->
        [feminine] révélée
       *[masculine] révélé
    } : la saison change quand {$first} commencera son prochain tour.
