"""The in-app rules page of Drinking War (pack 1 as implemented), in English and in French."""

RULES_HTML = """
<h2>Drinking War (pack 1, Soldier)</h2>
<p>Two to four players each start with life points (7 for two players, 5 for three or four) and a hand of
three cards. The deck holds attack cards (+2, +3, +4, +6, +8, +12) and defence cards (-1, -3, -6).</p>
<h3>The deck</h3>
<p>Forty cards. Attack (red): six +2, six +3, five +4, four +6, three +8, two +12. Defence (blue): six -1,
five -3, three -6. The small cards are common and the big ones rare.</p>
<h3>A turn</h3>
<ul>
<li>Draw one card, or pass.</li>
<li>Attack one opponent once with one or more attack cards, or hold.</li>
<li>The defender may play defence cards; what is left of the attack is the damage.</li>
<li>Playing with drinks: the defender drinks the damage in sips or gives up one life point.
Playing without: a damage of 13 or more costs one life point.</li>
<li>Hold no more than five cards at the end of your turn.</li>
</ul>
<h3>End</h3>
<p>A player at zero life points is out. When the last card is drawn, everyone plays one last turn.
Most life points wins.</p>
<h3>Playing on this site</h3>
<p>Press attack cards of your hand to pick them (they rise), then press <em>Attack</em> on the player you
want to attack. When you are attacked, pick defence cards and press <em>Defend</em>; with none picked you
take the whole attack. Keys: 1 to 9 pick a card, D draws, P passes, H ends the turn without attacking,
F defends, K drinks, L gives a life point.</p>
<p>Everyone sees the last attack, the defence played and what the defender chose. When several people
share this screen, the hands are covered between turns: pass the device, and press "show my hand" only
when it is yours. The page counts the sips each player drinks and the life points each one loses.
Nobody has to drink: giving a life point instead is always allowed, and the game plays just as well
without drinks.</p>
"""

RULES_HTML_FR = """
<h2>Drinking War (pack 1, Soldat)</h2>
<p>De deux à quatre joueurs commencent avec des points de vie (7 à deux, 5 à trois ou quatre) et trois
cartes en main. La pioche contient des cartes d'attaque (+2, +3, +4, +6, +8, +12) et de défense
(-1, -3, -6).</p>
<h3>Les cartes</h3>
<p>Quarante cartes. Attaque (rouge) : six +2, six +3, cinq +4, quatre +6, trois +8, deux +12. Défense
(bleue) : six -1, cinq -3, trois -6. Les petites cartes sont fréquentes, les grosses sont rares.</p>
<h3>Un tour</h3>
<ul>
<li>Piocher une carte, ou passer.</li>
<li>Attaquer un seul adversaire avec une ou plusieurs cartes d'attaque, ou ne pas attaquer.</li>
<li>Le défenseur peut jouer des cartes de défense ; le reste de l'attaque fait les dégâts.</li>
<li>Avec boisson : le défenseur boit autant de gorgées ou perd un point de vie.
Sans boisson : des dégâts de 13 ou plus coûtent un point de vie.</li>
<li>Cinq cartes au plus en main à la fin de son tour.</li>
</ul>
<h3>Fin</h3>
<p>Un joueur à zéro point de vie est éliminé. Quand la dernière carte est piochée, chacun joue un dernier
tour. Le plus de points de vie gagne.</p>
<h3>Jouer sur ce site</h3>
<p>Touchez les cartes d'attaque de votre main pour les choisir (elles se lèvent), puis touchez
<em>Attack</em> sur le joueur à attaquer. Quand vous êtes attaqué, choisissez vos cartes de défense et
touchez <em>Defend</em> ; sans carte choisie, vous prenez toute l'attaque. Touches : 1 à 9 choisissent une
carte, D pioche, P passe, H finit le tour sans attaquer, F défend, K boit, L donne un point de vie.</p>
<p>Tout le monde voit la dernière attaque, la défense jouée et le choix du défenseur. Quand plusieurs
personnes partagent cet écran, les mains sont cachées entre les tours : passez l'appareil, et touchez
« show my hand » seulement quand c'est votre tour. La page compte les gorgées bues et les points de vie
perdus par chacun. Personne n'est obligé de boire : perdre un point de vie à la place est toujours
permis, et le jeu se joue très bien sans boisson.</p>
"""
