"""Drinking War's cards: the decks of the three packs, card names (French, English), kinds, powers' stars,
the 23 country cards with their bonuses, and the effect texts the page and the rules page show.

The design (the seed gives neither the deck nor the countries) is written out in pygames/games/
drinking_war.py's docstring; this module is its data. English names are chosen so that none is part of
another card's name in either language (the leak check looks for them as substrings).
"""

from __future__ import annotations

NUMBERED = ("+2", "+3", "+4", "+6", "+8", "+12")
DEFENCES = ("-1", "-3", "-6")
PACK1: dict[str, int] = {"+2": 6, "+3": 6, "+4": 5, "+6": 4, "+8": 3, "+12": 2, "-1": 6, "-3": 5, "-6": 3}

# Packs 2 and 3 (80 cards): pack 1's forty, then the specials, the combos and the powers.
PACK2: dict[str, int] = PACK1 | {
    "bomb": 4, "blue": 2,  # attacks
    "chemist": 2, "mirror": 2, "sabotage": 3,  # defences
    "x2": 3, "x3": 2,  # combos
    "sleep": 2, "shovel": 2, "syringe": 2, "unicorn": 3, "satellite": 2,  # one star
    "hack": 2, "draw2": 2, "tornado": 2, "epidemic": 2,  # two stars
    "postcard": 1, "meteor": 1, "transplant": 1,  # three stars
}

ATTACKS = frozenset(NUMBERED + ("bomb", "blue"))
DEFENDS = frozenset(DEFENCES + ("chemist", "mirror", "sabotage"))
COMBOS = {"x2": 2, "x3": 3}
STARS: dict[str, int] = {"sleep": 1, "shovel": 1, "syringe": 1, "unicorn": 1, "satellite": 1, "hack": 2,
                         "draw2": 2, "tornado": 2, "epidemic": 2, "postcard": 3, "meteor": 3, "transplant": 3}
STAR_LIMIT = 3
BLUE_SIPS = 10  # Carte Bleue: "finish the glass", counted as ten sips
BOMB_SIPS = (15, 25, 35)  # by bombs played before (since the pile was built); after three, a life point
EPIDEMIC_TURNS = 5

NAMES: dict[str, tuple[str, str]] = {n: ("Attaque " + n, "Attack " + n) for n in NUMBERED}
NAMES |= {n: ("Défense " + n, "Defence " + n) for n in DEFENCES}
NAMES |= {
    "bomb": ("Bombe Atomique", "Atomic bomb"), "blue": ("Carte Bleue", "Blue card"),
    "chemist": ("Chimiste", "Chemist"), "mirror": ("Miroir", "Mirror"),
    "sabotage": ("Sabotage", "Sabotage card"),
    "x2": ("Combo x2", "Double combo"), "x3": ("Combo x3", "Triple combo"),
    "sleep": ("Potion de Sommeil", "Sleeping potion"), "shovel": ("Pelle", "Shovel"),
    "syringe": ("Seringue", "Syringe"), "unicorn": ("Licorne", "Unicorn"),
    "satellite": ("Satellite", "Spy satellite"),
    "hack": ("Piratage", "Hacking"), "draw2": ("Pioche", "Draw two"), "tornado": ("Tornade", "Tornado"),
    "epidemic": ("Epidémie", "Epidemic"), "postcard": ("Carte Postale", "Postcard"),
    "meteor": ("Météorite", "Meteorite"), "transplant": ("Transplantation", "Organ transplant"),
}


def kind(card: str) -> str:
    """"attack", "defence", "combo" or "power"."""
    if card in ATTACKS:
        return "attack"
    if card in DEFENDS:
        return "defence"
    return "combo" if card in COMBOS else "power"


EFFECTS: dict[str, str] = {n: f"{n[1:]} sips" for n in NUMBERED}
EFFECTS |= {n: f"{n[1:]} sip{'s' if n != '-1' else ''} less" for n in DEFENCES}
EFFECTS |= {
    "bomb": "15, 25 or 35 sips by the bombs played before it; after three, a life point",
    "blue": "finish the glass: 10 sips",
    "chemist": "the attack is drunk as water: no alcohol, no life point (but a fourth bomb's)",
    "mirror": "the attack goes back to its attacker",
    "sabotage": "halves the attack, rounding up",
    "x2": "doubles one numbered attack card", "x3": "triples one numbered attack card",
    "sleep": "an opponent skips a turn, or drops their hand to play it",
    "shovel": "take the top card of the discard pile (not one of yours, nor a potion you placed)",
    "syringe": "pass your epidemic on; its count goes on",
    "unicorn": "play all three together: every opponent loses a life point",
    "satellite": ("look at an opponent's hand this turn, as it is when you look (a Tornade does not carry "
                  "your view to its new holder); then Piratage picks the card"),
    "hack": "steal a random card from an opponent",
    "draw2": "draw two cards",
    "tornado": "swap two hands (yours or two opponents'); epidemics stay",
    "epidemic": "an opponent drinks 1, 2, 3, 4, 5 sips over five turns",
    "postcard": "every opponent gives you a card of their choice, or loses a life point",
    "meteor": "destroy an opponent's hand and their epidemics",
    "transplant": "win back a life point you lost",
}

# The same effects in French, for the card's full text (the page's info panel); in the project's own words.
EFFECTS_FR: dict[str, str] = {n: f"{n[1:]} gorgées" for n in NUMBERED}
EFFECTS_FR |= {n: f"{n[1:]} gorgée{'s' if n != '-1' else ''} de moins" for n in DEFENCES}
EFFECTS_FR |= {
    "bomb": "15, 25 ou 35 gorgées selon les bombes jouées avant elle ; après trois, un point de vie",
    "blue": "cul sec : 10 gorgées",
    "chemist": ("l'attaque se boit en eau : pas d'alcool, pas de point de vie (sauf celui d'une quatrième "
                "bombe)"),
    "mirror": "l'attaque revient à son attaquant",
    "sabotage": "divise l'attaque par deux, arrondi au-dessus",
    "x2": "double une carte d'attaque numérotée", "x3": "triple une carte d'attaque numérotée",
    "sleep": "un adversaire passe un tour, ou jette sa main pour jouer",
    "shovel": ("reprend la carte du dessus de la défausse (ni l'une des vôtres, ni une potion que vous avez "
               "posée)"),
    "syringe": "passe votre épidémie à un autre ; son compte continue",
    "unicorn": "les trois ensemble : chaque adversaire perd un point de vie",
    "satellite": ("regarde la main d'un adversaire pendant ce tour, telle qu'elle est à ce moment ; "
                  "le Piratage peut alors choisir la carte"),
    "hack": "vole une carte au hasard à un adversaire",
    "draw2": "piochez deux cartes",
    "tornado": "échange deux mains (la vôtre ou celles de deux adversaires) ; les épidémies restent",
    "epidemic": "un adversaire boit 1, 2, 3, 4 puis 5 gorgées sur cinq tours",
    "postcard": "chaque adversaire vous donne une carte de son choix, ou perd un point de vie",
    "meteor": "détruit la main d'un adversaire et ses épidémies",
    "transplant": "récupérez un point de vie perdu",
}

# The 23 countries of pack 3: code -> (French, English, bonus kind, detail). Bonuses add up.
COUNTRIES: dict[str, tuple[str, str, str, str]] = {
    "france": ("France", "France", "attack", "+1 sip on each of your attacks"),
    "brazil": ("Brésil", "Brazil", "combo", "+2 sips on your attacks with a combo"),
    "russia": ("Russie", "Russia", "bomb", "+5 sips on each of your bombs"),
    "mexico": ("Mexique", "Mexico", "blue", "your Carte Bleue counts 15 sips"),
    "germany": ("Allemagne", "Germany", "card", "+2 counts 3"),
    "spain": ("Espagne", "Spain", "card", "+3 counts 4"),
    "italy": ("Italie", "Italy", "card", "+4 counts 5"),
    "portugal": ("Portugal", "Portugal", "card", "+6 counts 7"),
    "netherlands": ("Pays-Bas", "Netherlands", "card", "+8 counts 9"),
    "japan": ("Japon", "Japan", "shield", "attacks on you lose 1 sip"),
    "switzerland": ("Suisse", "Switzerland", "card", "-1 counts 2"),
    "canada": ("Canada", "Canada", "card", "-3 counts 4"),
    "sweden": ("Suède", "Sweden", "card", "-6 counts 7"),
    "greece": ("Grèce", "Greece", "sabotage", "your Sabotage rounds down"),
    "china": ("Chine", "China", "hand", "you may keep 6 cards"),
    "india": ("Inde", "India", "stars", "4 stars of powers a turn"),
    "egypt": ("Égypte", "Egypt", "immune", "sleep"),
    "australia": ("Australie", "Australia", "immune", "epidemic"),
    "iceland": ("Islande", "Iceland", "immune", "meteor"),
    "uk": ("Royaume-Uni", "United Kingdom", "immune", "hack"),
    "korea": ("Corée du Sud", "South Korea", "immune", "satellite"),
    "norway": ("Norvège", "Norway", "immune", "tornado"),
    "morocco": ("Maroc", "Morocco", "immune", "postcard"),
}
assert len(COUNTRIES) == 23


def country_text(code: str) -> str:
    """The bonus of a country in a few English words."""
    _fr, _en, bonus, detail = COUNTRIES[code]
    if bonus == "immune":
        return f"{NAMES[detail][0]} has no effect on you"
    if bonus == "card":
        return f"your {detail}" if detail[0] == "+" else f"your defence {detail}"
    return detail


def country_text_fr(code: str) -> str:
    """The bonus of a country in a few French words."""
    _fr, _en, bonus, detail = COUNTRIES[code]
    if bonus == "immune":
        return f"{NAMES[detail][0]} est sans effet sur vous"
    if bonus == "card":
        card, _, value = detail.partition(" counts ")
        return f"votre {'attaque' if card[0] == '+' else 'défense'} {card} compte {value}"
    return {"attack": "+1 gorgée sur chacune de vos attaques",
            "combo": "+2 gorgées sur vos attaques avec un combo",
            "bomb": "+5 gorgées sur chacune de vos bombes", "blue": "votre Carte Bleue compte 15 gorgées",
            "shield": "les attaques contre vous perdent 1 gorgée",
            "sabotage": "votre Sabotage arrondit au-dessous", "hand": "vous pouvez garder 6 cartes",
            "stars": "4 étoiles de pouvoirs par tour"}[bonus]


def card_boost(countries: tuple[str, ...], card: str) -> int:
    """How much the seat's countries add to the value of its numbered attack or defence `card`."""
    return sum(1 for c in countries if COUNTRIES[c][2] == "card" and COUNTRIES[c][3].split(" ")[0] == card)


def count(countries: tuple[str, ...], bonus: str) -> int:
    """How many of the seat's countries give `bonus`."""
    return sum(1 for c in countries if COUNTRIES[c][2] == bonus)


def immune(countries: tuple[str, ...], power: str) -> bool:
    """True if one of the seat's countries makes it immune to `power`."""
    return any(COUNTRIES[c][2] == "immune" and COUNTRIES[c][3] == power for c in countries)


def attack_strength(own: tuple[str, ...], tokens: tuple[str, ...], bombs: int) -> tuple[int, int]:
    """(sips, life points) of attack `tokens` ("+6x2", "bomb") by a seat holding countries `own`, with
    `bombs` bombs played before (the engine's figure; the page shows it as cards are picked)."""
    sips = strikes = 0
    combo = False
    for token in tokens:
        card, _, mult = token.partition("x") if token[0] == "+" else (token, "", "")
        if card == "bomb":
            if bombs < len(BOMB_SIPS):
                sips += BOMB_SIPS[bombs] + 5 * count(own, "bomb")
            else:
                strikes += 1
            bombs += 1
        elif card == "blue":
            sips += BLUE_SIPS + 5 * count(own, "blue")
        else:
            sips += (abs(int(card)) + card_boost(own, card)) * (COMBOS["x" + mult] if mult else 1)
            combo = combo or bool(mult)
    if sips:
        sips += count(own, "attack") + 2 * count(own, "combo") * combo
    return sips, strikes
