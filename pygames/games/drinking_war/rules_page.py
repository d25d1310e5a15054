"""The in-app rules page of Drinking War (packs 1, 2 and 3, both modes), in English and in French.

The pack 1 part is written out below; the packs 2-3 part (cards, powers, countries, modes) follows it,
with the deck and country lists built from pygames/games/drinking_war/cards.py so they cannot drift.
"""

from pygames.games.drinking_war.cards import (
    COUNTRIES,
    NAMES,
    PACK1,
    PACK2,
    STARS,
    country_text,
    country_text_fr,
    kind,
)
from pygames.games.drinking_war.faces import PACKS, card_face, country_face, effect, effect_fr, pack_of, upper
from pygames.web.html import esc, gallery, gallery_item

RULES_HTML = """
<h2>Drinking War</h2>
<h3>Pack 1 (Soldat, Soldier)</h3>
<p>Two to four players each start with life points (7 for two players, 5 for three or four, 4 for five or
six in the bigger packs) and a hand of
three cards. The deck holds attack cards (+2, +3, +4, +6, +8, +12) and defence cards (-1, -3, -6).</p>
<h3>The deck</h3>
<p>Forty cards. Attack (red): six +2, six +3, five +4, four +6, three +8, two +12. Defence (blue): six -1,
five -3, three -6. The small cards are common and the big ones rare.</p>
<h3>A turn</h3>
<ul>
<li>Draw one card. There is no passing before the draw: once you have drawn you may end your turn at
once. When the pile is empty (the last round) nobody draws: the turn starts with the attack.</li>
<li>Attack one opponent once with one or more attack cards, or hold.</li>
<li>The defender may play defence cards; what is left of the attack is the damage.</li>
<li>Playing with drinks: the defender drinks the damage in sips or gives up one life point.
Playing without: a damage of 13 or more costs one life point.</li>
<li>Hold no more than five cards at the end of your turn, counted once the fight is settled: a country
it wins you counts already (China: six), and so do the cards of a player who rallies to you.</li>
</ul>
<h3>End</h3>
<p>A player at zero life points is out: no more turns, and never again asked to drink or to give a life
point. The player who draws the last card finishes their turn; then each other player still in plays one
last turn, without drawing. That is one last turn per player: one who falls before theirs has none, and
nobody gets a second. Most life points wins.</p>
<h3>Playing on this site</h3>
<p>Press attack cards of your hand to pick them (they rise), then press <em>Attack</em> on the player you
want to attack. When you are attacked, pick defence cards and press <em>Defend</em>; with none picked you
take the whole attack. Keys: 1 to 9 pick a card, D draws, H ends the turn without attacking,
F defends, K drinks, L gives a life point, N joins nobody (a fallen player in Survivor).</p>
<p>Everyone sees the last attack, the defence played and what the defender chose. When several people
share this screen, the hands are covered between turns: pass the device, and press "show my hand" only
when it is yours. The page counts the sips each player drinks and the life points each one loses.
Nobody has to drink: giving a life point instead is always allowed, and the game plays just as well
without drinks.</p>
<p>Teams: up to eighteen people can play in two to six teams of two or three. Open <em>Teams</em> in the
new-game form and name a team and its people on a seat's row. The team shares that seat's hand and plays
its turns together, and each of its people drinks the whole amount the seat drinks; the final summary
lists every person. A teammate on another device joins the seat with "Invite a teammate".</p>
<p>Powers by keys: pick a power with its number and the focus moves to its first target; the arrows move
between the targets, Enter plays it and Escape lets the card go. A attacks with the picked cards (with
several players to choose from, it puts the focus on the first one). I shows the full text of the focused
card in French and English; so does the small "i" on each card and country, or a long press.</p>
<p>Before you attack, the Attack button says what the attack will do if it is not defended: without
drinking, an attack under 13 does nothing. After a fight, its cards, the defence and what it cost stay
on the table for a round, and the move list says every effect (water, a potion, a steal, a gift, an
epidemic). New game asks before it leaves a game that is not over (that game stays in your saved games).</p>
<h3>Which game to start with (this site's choice)</h3>
<p>The new-game form starts on pack 2, Domination, without drinking. Seeded computer games
(bench/drinking_war_lengths.py, two players) last about 45 moves a player in pack 1 and about 100 in packs
2 and 3; but in pack 1 without drinking few attacks reach 13, so only one to three life points fall in a
whole game, against five or six in pack 2, where bombs and unicorns take life points outright. Survivor
lasts two to four times longer than Domination. A saved game's options without a pack still mean pack 1.</p>
"""

RULES_HTML_FR = """
<h2>Drinking War</h2>
<h3>Pack 1 (Soldat)</h3>
<p>De deux à quatre joueurs commencent avec des points de vie (7 à deux, 5 à trois ou quatre, 4 à cinq ou
six dans les grands packs) et trois
cartes en main. La pioche contient des cartes d'attaque (+2, +3, +4, +6, +8, +12) et de défense
(-1, -3, -6).</p>
<h3>Les cartes</h3>
<p>Quarante cartes. Attaque (rouge) : six +2, six +3, cinq +4, quatre +6, trois +8, deux +12. Défense
(bleue) : six -1, cinq -3, trois -6. Les petites cartes sont fréquentes, les grosses sont rares.</p>
<h3>Un tour</h3>
<ul>
<li>Piocher une carte. On ne passe pas avant de piocher : une fois la carte piochée, on peut finir son
tour aussitôt. Quand la pioche est vide (le dernier tour), personne ne pioche : le tour commence par
l'attaque.</li>
<li>Attaquer un seul adversaire avec une ou plusieurs cartes d'attaque, ou ne pas attaquer.</li>
<li>Le défenseur peut jouer des cartes de défense ; le reste de l'attaque fait les dégâts.</li>
<li>Avec boisson : le défenseur boit autant de gorgées ou perd un point de vie.
Sans boisson : des dégâts de 13 ou plus coûtent un point de vie.</li>
<li>Cinq cartes au plus en main à la fin de son tour, comptées une fois le combat réglé : un pays qu'il
vous rapporte compte déjà (Chine : six), comme les cartes d'un joueur qui se rallie à vous.</li>
</ul>
<h3>Fin</h3>
<p>Un joueur à zéro point de vie est éliminé : plus de tour, et on ne lui demande plus jamais de boire ni
de donner un point de vie. Le joueur qui pioche la dernière carte finit son tour ; puis chacun des autres
joueurs encore en jeu joue un dernier tour, sans piocher. C'est un dernier tour par joueur : celui qui est
éliminé avant le sien n'en a pas, et personne n'en a deux. Le plus de points de vie gagne.</p>
<h3>Jouer sur ce site</h3>
<p>Touchez les cartes d'attaque de votre main pour les choisir (elles se lèvent), puis touchez
<em>Attaquer</em> sur le joueur visé. Quand vous êtes attaqué, choisissez vos cartes de défense et
touchez <em>Se défendre</em> ; sans carte choisie, vous prenez toute l'attaque. Touches : 1 à 9
choisissent une
carte, D pioche (<em>Piocher</em>), H finit le tour sans attaquer (<em>Finir sans attaquer</em>), F
défend, K boit, L donne un point de vie, N ne se rallie
à personne (un joueur à zéro en Survivor).</p>
<p>Tout le monde voit la dernière attaque, la défense jouée et le choix du défenseur. Quand plusieurs
personnes partagent cet écran, les mains sont cachées entre les tours : passez l'appareil, et touchez
« Je suis… : voir ma main » seulement quand c'est votre tour. La page compte les gorgées bues et les
points de vie
perdus par chacun. Personne n'est obligé de boire : perdre un point de vie à la place est toujours
permis, et le jeu se joue très bien sans boisson.</p>
<p>Équipes : jusqu'à dix-huit personnes peuvent jouer en deux à six équipes de deux ou trois. Ouvrez
<em>Équipes</em> dans le formulaire de nouvelle partie et donnez, sur la ligne d'une place, le nom de
l'équipe et de ses membres. L'équipe partage la main de cette place et joue ses tours ensemble ; chacun
de ses membres boit toute la quantité bue par la place, et le bilan final liste chaque personne. Un
coéquipier sur un autre appareil rejoint la place avec « Inviter un coéquipier ».</p>
<p>Pouvoirs au clavier : choisissez un pouvoir par son numéro et le focus passe sur sa première cible ;
les flèches passent d'une cible à l'autre, Entrée le joue et Échap repose la carte. A attaque avec les
cartes choisies (avec plusieurs adversaires, le focus passe sur le premier). I montre le texte complet de
la carte qui a le focus, en français et en anglais ; le petit « i » de chaque carte et de chaque pays, ou
un appui long, aussi.</p>
<p>Avant d'attaquer, le bouton <em>Attaquer</em> dit ce que fera l'attaque si elle n'est pas parée :
sans boisson,
une attaque de moins de 13 ne fait rien. Après un combat, ses cartes, la défense et ce qu'il a coûté
restent sur la table pendant un tour de table, et la liste des coups dit chaque effet (l'eau, une potion,
un vol, un don, une épidémie). <em>Nouvelle partie</em> demande confirmation si la partie n'est pas
finie (elle reste dans
vos parties enregistrées).</p>
<h3>Par quelle partie commencer (choix de ce site)</h3>
<p>Le formulaire de nouvelle partie commence sur le pack 2, Domination, sans boisson. Des parties
d'ordinateurs tirées au sort (bench/drinking_war_lengths.py, à deux) durent environ 45 coups par joueur au
pack 1 et environ 100 aux packs 2 et 3 ; mais au pack 1 sans boisson peu d'attaques atteignent 13, et un à
trois points de vie seulement tombent dans toute la partie, contre cinq ou six au pack 2, où les bombes et
les licornes prennent des points de vie directement. Le mode Survivor dure deux à quatre fois plus longtemps
que Domination. Une partie enregistrée sans pack dans ses options reste au pack 1.</p>
"""


def _deck_list(lang: int) -> str:
    extra = {card: n for card, n in PACK2.items() if card not in PACK1}
    return ", ".join(f"{NAMES[c][lang]} ({NAMES[c][1] if lang == 0 else NAMES[c][0]}) x{n}"
                     + (f" {'★' * STARS[c]}" if c in STARS else "") for c, n in extra.items())


def _card_words(card: str, lang: int) -> str:
    """A card's full text under its picture: its pack, stars and copies in the deck, and what it does."""
    copies, count = PACK2[card], STARS.get(card, 0)
    if lang:  # English
        stars = f", {count} star{'s' if count != 1 else ''} of powers" if count else ""
        return (f"{PACKS[pack_of(card)]} pack{stars}, {copies} in the deck. "
                f"{esc(upper(effect(card)))}.")
    stars = f", {count} étoile{'s' if count != 1 else ''} de pouvoir" if count else ""
    return (f"pack {PACKS[pack_of(card)]}{stars}, {copies} dans la pioche. "
            f"{esc(upper(effect_fr(card)))}.")


def cards_gallery(lang: int) -> str:
    """Every card as the hand shows it, with its full text, in the page's language (1 English, 0 French)."""
    code = "en" if lang else "fr"
    groups = ((list(PACK1), "Pack 1 cards (Soldat)" if lang else "Cartes du pack 1 (Soldat)"),
              ([c for c in PACK2 if c not in PACK1], "Pack 2 cards (Tacticien, in pack 3 too)" if lang
               else "Cartes du pack 2 (Tacticien, aussi au pack 3)"))
    out = []
    for cards, title in groups:
        items = []
        for card in cards:
            french, english = NAMES[card]
            other = f'<span lang="en">{esc(english)}</span>' if not lang else esc(english)
            picture = (f'<span class="drinking-war-card {kind(card)} drinking-war-still">'
                       f"{card_face(card, code)}</span>")
            items.append(gallery_item(picture, f'<span lang="fr">{esc(french)}</span> ({other})',
                                      _card_words(card, lang), kind=card, sep=": " if lang else "\u00a0: ",
                                      label=(f"Card {french}" if lang else f"Carte {french}")))
        out.append(f"<h4>{title}</h4>{gallery(items, title, 'drinking-war-gallery')}")
    return "".join(out)


def countries_gallery(lang: int) -> str:
    """The 23 country cards as they lie in front of a player, each naming its bonus, in the page's language
    (the card says it all: no caption)."""
    items = []
    for code, (french, english, _bonus, _detail) in COUNTRIES.items():
        words = upper(country_text(code) if lang else country_text_fr(code))
        named = french if french == english or not lang else f"{french} ({english})"
        face = country_face(code, "en" if lang else "fr")
        items.append(gallery_item(f'<span class="drinking-war-country drinking-war-still">{face}</span>', "",
                                  kind=code,
                                  label=f"{named}{': ' if lang else ' : '}{words}"))
    return gallery(items, "Countries" if lang else "Pays",
                   "drinking-war-gallery drinking-war-country-gallery")


RULES_HTML += f"""
<h3>Packs 2 (Tacticien) and 3 (Maître du monde)</h3>
<p>Two to six players. Eighty cards: pack 1's forty, and {_deck_list(1)}. Pack 3 adds the 23 country
cards.</p>
<h3>A turn in packs 2 and 3</h3>
<ul>
<li>First, each epidemic in front of you ticks: 1 sip on its first turn, up to 5 on its fifth, when it
ends (without drinking, its fifth turn costs a life point instead). With a sleeping potion in front of you,
sleep through the turn, or draw and drop your whole hand (with the pile empty you can only sleep).</li>
<li>Draw a card, then play powers worth at most three stars in all (Inde: four); you may skip the powers,
the attack, or both.</li>
<li>Attack one opponent once: attack cards, and combos each laid on one numbered attack card (a combo
never doubles a bomb or the Carte Bleue). Or hold.</li>
<li>Defence: numbered cards subtract, then Sabotage halves what is left (rounding up), Chimiste turns it
to water, Miroir sends it (and any bomb's life point) back to the attacker, who cannot defend.</li>
<li>A bomb counts 15, 25 or 35 sips when none, one or two bombs have been played before it (in attacks,
since the draw pile was last made); a later bomb takes a life point outright. A bomb discarded without being
played (hand limit, Météorite, a refused potion) does not count. The Carte Bleue ("finish your glass")
counts 10 sips.</li>
<li>Chimiste on this site: with drinks, the sips are drunk as water and counted apart (no life point can
be lost); without drinks the attack does nothing.</li>
</ul>
<h3>Every card</h3>
<p>Each card as your hand shows it: its pack on the band (with a power's stars), its value or sign, its
French name and English name, and what it does.</p>
{cards_gallery(1)}
<h3>Countries (pack 3)</h3>
<p>Each player gets one country face up at the start, and one more from the pile for each life point they
take from someone. Bonuses add up.</p>
{countries_gallery(1)}
<h3>Modes</h3>
<p><strong>Domination</strong>: a player at zero is out; once the last card is drawn, each other player
still in plays one last turn (one per player, without drawing). Most life points wins; a tie goes to who
took most life points, then to who took one last.
<strong>Survivor</strong>: a player at zero may join a player still in, hand over their cards and help
them drink: the sips their ally drinks are shared out evenly between them. Joining is a choice: a player
may stay out on their own (Join nobody), keeping their cards out of play. When the last card is drawn, the
discard pile but its top card is shuffled into a new draw pile, and bombs start from 15 again, even if a
bomb is left on top of the discard pile. A turn that starts with an empty pile shuffles it first. The last
player with life points wins.</p>
"""

RULES_HTML_FR += f"""
<h3>Packs 2 (Tacticien) et 3 (Maître du monde)</h3>
<p>De deux à six joueurs. Quatre-vingts cartes : les quarante du pack 1, et {_deck_list(0)}. Le pack 3
ajoute les 23 cartes pays.</p>
<h3>Un tour des packs 2 et 3</h3>
<ul>
<li>D'abord, chaque épidémie devant vous compte : 1 gorgée au premier tour, jusqu'à 5 au cinquième, où elle
finit (sans boisson, ce cinquième tour coûte un point de vie). Avec une potion de sommeil devant vous,
passez le tour, ou piochez en jetant toute votre main (pioche vide : vous ne pouvez que dormir).</li>
<li>Piocher, puis jouer des pouvoirs de trois étoiles au plus en tout (Inde : quatre) ; on peut sauter les
pouvoirs, l'attaque, ou les deux.</li>
<li>Attaquer un seul adversaire : cartes d'attaque, et combos posés chacun sur une carte d'attaque
chiffrée (jamais sur une bombe ni la Carte Bleue). Ou ne pas attaquer.</li>
<li>Défense : les cartes chiffrées se soustraient, puis le Sabotage divise le reste par deux (arrondi
au-dessus), le Chimiste le change en eau, le Miroir le renvoie (avec le point de vie d'une bombe) à
l'attaquant, qui ne peut pas se défendre.</li>
<li>Une bombe vaut 15, 25 ou 35 gorgées quand aucune, une ou deux bombes ont été jouées avant elle (en
attaque, depuis que la pioche a été faite) ; une bombe suivante enlève directement un point de vie. Une
bombe défaussée sans être jouée (limite de main, Météorite, potion refusée) ne compte pas. La Carte Bleue («
finir son verre ») vaut 10 gorgées.</li>
<li>Le Chimiste sur ce site : avec boisson, les gorgées se boivent en eau et sont comptées à part (aucun
point de vie perdu) ; sans boisson, l'attaque ne fait rien.</li>
</ul>
<h3>Toutes les cartes</h3>
<p>Chaque carte telle que votre main la montre : son pack sur le bandeau (avec les étoiles d'un pouvoir),
sa valeur ou son signe, son nom français et son nom anglais, et son effet.</p>
{cards_gallery(0)}
<h3>Pays (pack 3)</h3>
<p>Chaque joueur reçoit un pays face visible au début, et un de plus, tiré de la pile, pour chaque point
de vie qu'il enlève à quelqu'un. Les bonus s'additionnent.</p>
{countries_gallery(0)}
<h3>Modes</h3>
<p><strong>Domination</strong> : un joueur à zéro est éliminé ; quand la dernière carte est piochée, chacun
des autres joueurs encore en jeu joue un dernier tour (un par joueur, sans piocher). Le plus de points de
vie gagne ; à égalité, celui qui en a enlevé le plus, puis celui qui en a enlevé un en dernier.
<strong>Survivor</strong> : un joueur à zéro peut se rallier à un joueur encore en jeu, lui donner ses
cartes et l'aider à boire : les gorgées de son allié sont partagées également entre eux. Se rallier est un
choix : il peut rester seul hors du jeu (<em>Ne rejoindre personne</em>), ses cartes avec lui. Quand la
dernière carte est
piochée, la fosse sauf sa carte du dessus est rebattue en nouvelle pioche, et les bombes repartent à 15,
même s'il reste une bombe sur la fosse. Un tour qui commence pioche vide la rebat d'abord. Le dernier joueur
avec des points de vie gagne.</p>
"""
