"""The in-app rules page of Drinking War (pack 1 as implemented), in English and French."""

RULES_HTML = """
<h2>Drinking War (pack 1, Soldier)</h2>
<p>Two to four players each start with life points (7 for two players, 5 for three or four) and a hand of
three cards. The deck holds attack cards (+2, +3, +4, +6, +8, +12) and defence cards (-1, -3, -6).</p>
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
"""

RULES_HTML_FR = """
<h2>Drinking War (pack 1, Soldat)</h2>
<p>De deux à quatre joueurs commencent avec des points de vie (7 à deux, 5 à trois ou quatre) et trois
cartes en main. La pioche contient des cartes d'attaque (+2, +3, +4, +6, +8, +12) et de défense
(-1, -3, -6).</p>
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
"""
