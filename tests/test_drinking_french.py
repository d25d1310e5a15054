"""Drinking in French: the table, the last turn's feed, the move list, the refusals, the hints, the rules
page and the lessons of Drinking and Drinking War show no English word; drink names agree in gender and
number with their noun; English stays as it was."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest

from e2e.test_french import ENGLISH, PROPER
from pygames import new_match
from pygames.core import i18n
from pygames.core.match import Match
from pygames.core.tutorial import Hint
from pygames.games.drinking import MUGS, SHAPE_NAMES, Drinking, controls
from pygames.games.drinking.drawing import Drawing, result_text
from pygames.games.drinking.feed import feed
from pygames.games.drinking.form import describe_options
from pygames.games.drinking.listing import LISTING
from pygames.games.drinking.names import FRENCH_NOUNS, a_drink, drink_name, the_drink, the_mug
from pygames.games.drinking.rules_page import RULES_HTML, rules_html
from pygames.web.catalogue import numbered_players
from pygames.web.lesson import LessonTable, tutorials
from pygames.web.pages import rules_page

G = Drinking()


def english_words(markup: str) -> list[str]:
    """The English words (e2e/test_french.py's list) in the text of `markup` and in its aria-labels and
    titles (what a screen reader reads), less the games' proper names."""
    text = re.sub(r"<svg.*?</svg>", " ", markup, flags=re.S)
    labels = " ".join(m.group(2) for m in re.finditer(r'(aria-label|title)="([^"]*)"', text))
    text = html.unescape(re.sub(r"<[^>]+>", " ", text) + " " + labels)
    for name in PROPER:
        text = text.replace(name, " ")
    return sorted({m.group(0) for m in ENGLISH.finditer(text)})


def played(match: Match, moves: int, seed: int = 1) -> Match:
    """`match` after `moves` seat moves, each the first legal one of a seeded shuffle (never the clock)."""
    import random

    rng = random.Random(seed)
    while moves and match.actors:
        seat = match.actors[0]
        options = [a for a in match.legal_actions(seat) if a != "time"]
        match.play(rng.choice(options), seat)
        moves -= 1
    return match


def mid_game() -> Match:
    """Three seats with mugs, some turns in: stains, lines, drinks drunk, specials on offer."""
    return played(new_match("drinking", 3, {"mugs": ["stein", "horn", "skull"], "hourglass": 20}, seed=5),
                  60)


@pytest.mark.usefixtures("french")
def test_the_table_in_french_shows_no_english_word() -> None:
    match = mid_game()
    names = numbered_players(3)
    seat = match.to_move
    assert seat is not None and seat >= 0
    legal = match.legal_actions(seat)
    view = match.view(seat)
    for picked in (None, 1):
        for left in (None, 12.0):
            markup = Drawing(view, legal, names, picked, acting=seat, left=left).table_html()
            assert english_words(markup) == [], (picked, left)
    markup = Drawing(view, legal, names, 1, acting=seat, left=12.0).table_html()
    assert "Proposées" in markup and "Dernier tour" in markup and "à zéro" in markup
    assert english_words(Drawing(view, [], names).table_html()) == []  # a screen that waits


@pytest.mark.usefixtures("french")
def test_the_special_drinks_on_offer_are_explained_in_french() -> None:
    view = Drawing(mid_game().view(0), [], numbered_players(3)).view
    view["offer"] = [{"slot": 1, "code": "C", "kind": "chip", "colour": None, "shape": None, "name": "chip",
                      "value": 10}, {"slot": 2, "code": "H", "kind": "hook", "colour": None, "shape": None,
                                     "name": "hook", "value": 20}]
    markup = Drawing(view, ["drink 1", "drink 2"], numbered_players(3), acting=view["turn"]).table_html()
    assert "<strong>Jeton</strong>\u00a0: se pose" in markup and "<strong>Crochet</strong>" in markup
    assert english_words(markup) == []


@pytest.mark.usefixtures("french")
def test_the_finished_table_and_its_result_in_french() -> None:
    options = {"hourglass": 0, "target": 150, "end": "points", "bonus": "board"}
    match = new_match("drinking", 2, options, seed=2)
    played(match, 400)
    view = match.view(0)
    assert view["over"]
    markup = Drawing(view, [], numbered_players(2)).table_html()
    assert "Scores finaux" in markup and "Plateau" in markup and english_words(markup) == []
    assert re.fullmatch(r"Joueur \d gagne avec \d+ points|Joueur 1 et Joueur 2 se partagent la victoire avec "
                        r"\d+ points", result_text(view, numbered_players(2)))


def event(kind: str, seat: int, points: int = 0, detail: str = "") -> dict[str, object]:
    return {"type": kind, "seat": seat, "points": points, "detail": detail}


EVERY_EVENT = [event("time ran out", 1), event("drink points", 1, 30, "green mug"),
               event("stain", 1, 20, "d4"), event("line", 1, 100, "row 4"), event("line", 0, 50, "column c"),
               event("line", 2, 50, "column c"), event("mug", 1, -10, "stein"),
               event("mug", 0, 45, "pitcher"),
               event("drank", 1, 0, "tipsy"), event("sobered", 1, 0, "sober"), event("hooked", 1, 0, "e5"),
               event("passed out", 1), event("woke", 2, 0, "drunk"), event("extra play", 1, 2, "horn"),
               event("extra play", 1, 1, "skull"), event("board bonus", 0, 200)]


@pytest.mark.usefixtures("french")
def test_every_line_of_the_feed_is_french() -> None:
    lines = feed(EVERY_EVENT, numbered_players(3))
    assert english_words(" ".join(lines)) == []
    assert lines[:3] == ["Temps écoulé pour Joueur 2", "+30 pour la chope verte", "+20 pour la tache en d4"]
    assert "Rangée 4 vidée\u00a0: +100 pour Joueur 2" in lines
    assert "Colonne c vidée et partagée\u00a0: +50 chacun pour Joueur 1 et Joueur 3" in lines
    assert "-10 pour Joueur 2 (chope en grès)" in lines
    assert "Joueur 2 a 2 coups de plus (corne)" in lines and "Joueur 2 a un coup de plus (crâne)" in lines


@pytest.mark.usefixtures("french")
def test_the_move_list_says_each_move_in_french() -> None:
    match = mid_game()
    said = [record[2] for record in match.records(None)]
    assert said and english_words(" ".join(said)) == []
    assert any(re.match(r"Joueur \d pose (la|le) ", line) for line in said)
    start = G.initial_state(2, {})
    assert G.describe(start, "first 1") == "Le joueur 2 commence"
    assert G.describe(G.apply(start, "first 1"), "N30") == "Nouvelle boisson proposée\u00a0: chope bleue"


@pytest.mark.usefixtures("french")
def test_the_refusals_of_drinking_moves_are_french() -> None:
    state = G.initial_state(2, {"hourglass": 0})
    for outcome in ("first 0", "N00", "N11", "H"):
        state = G.apply(state, outcome)
    state = G.apply(state, "1 d4", 0)  # the red mug on d4
    state = G.apply(state, "N23")
    # Player 2 to move, offered the yellow glass, the hook and the green bottle.
    reasons = [G.explain_illegal(state, action, seat) for action, seat in (
        ("1 a1", 0), ("play", 1), ("drink 9", 1), ("7 a1", 1), ("1 z9", 1), ("1 d4", 1), ("1 a1", 1),
        ("2 a1", 1), ("drink 01", 1), ("3 a1", 1), ("time", 1))]
    assert english_words(" ".join(reasons)) == [], reasons
    assert reasons[0] == "c’est au tour du joueur 2"
    assert reasons[5] == "le verre à pied jaune ne peut pas aller là\u00a0: d4 est occupée"
    assert reasons[7] == ("le crochet ne peut pas aller là\u00a0: le crochet doit viser une case qui "
                          "porte une boisson")


@pytest.mark.usefixtures("french")
def test_the_hints_of_a_press_that_means_nothing_yet_are_french() -> None:
    two = ["drink 1", "drink 2"]
    hints = [controls.press_drink([], None, 1).hint, controls.press_square(two, None, "a1").hint,
             controls.press_head(two, None).hint, controls.press_drink(["drink 1"], None, 1).hint]
    assert all(hints) and english_words(" ".join(hints)) == []


@pytest.mark.usefixtures("french")
def test_the_title_of_a_drinking_game_with_options_is_french() -> None:
    title = describe_options({"colours": 5, "choices": 1, "bonus": "board", "end": "points", "target": 400,
                              "mugs": ["none", "horn"], "hourglass": 0})
    assert title == "(5 couleurs, 1 proposée, bonus du plateau, fin aux points, au-delà de 400, chopes, " \
                    "sans limite de temps)"


@pytest.mark.usefixtures("french")
def test_the_rules_page_in_french_has_french_words_and_pictures_and_english_keeps_its_own() -> None:
    page = rules_page(LISTING)
    assert english_words(page) == []
    for words in ("Chope rouge", "Verre à pied rouge", "Verre droit rouge", "Chope violette", "Tonneau bleu",
                  "Chope en grès", "Ivre mort", "Jouer sur ce site", "le bonus «\u00a0à chaque case\u00a0»"):
        assert words in page, words
    i18n.set_language("en")
    english = rules_page(LISTING)
    assert RULES_HTML in english and "Red mug" in english and "Purple mug" in english
    assert "Chope" not in english


@pytest.mark.usefixtures("french")
def test_the_french_rules_page_says_the_decided_readings() -> None:
    text = " ".join(rules_html().split())
    for words in ("voisine (au-dessus, au-dessous, à gauche ou à droite) d’une pièce déjà sur le "
                  "plateau", "Un jeton se pose sur n’importe quelle case vide",
                  "compte les deux lignes et vide les deux", "plus de points que l’objectif",
                  "l’atteindre tout juste ne suffit pas", "au premier des deux", "30 secondes par défaut",
                  "0 pour une partie sans limite de temps", "quel que soit le bonus choisi",
                  "touchez simplement la case", "une seule fois, même quand une boisson vide deux lignes"):
        assert words in text, words


@pytest.mark.usefixtures("french")
def test_the_drinking_and_drinking_war_lessons_speak_french_at_every_step() -> None:
    for game in ("drinking", "drinking-war"):
        table = LessonTable(tutorials()[game])
        said = []
        for step in table.tutorial.steps:
            said.append(table.lesson().say)
            with pytest.raises(Hint) as refused:
                table.propose(0, "not a move")
            said.append(str(refused.value))
            table.propose(0, step.do)
        said.append(table.lesson().say)
        assert english_words(" ".join(said)) == [], game
    assert LessonTable(tutorials()["drinking"]).lesson().say.startswith("Vous êtes le joueur 1")
    assert "Piocher" in LessonTable(tutorials()["drinking-war"]).lesson().say


@pytest.fixture
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize(("code", "name", "the", "a"), [
    ("N00", "chope rouge", "la chope rouge", "une chope rouge"),
    ("N21", "verre à pied vert", "le verre à pied vert", "un verre à pied vert"),
    ("N20", "chope verte", "la chope verte", "une chope verte"),
    ("N43", "flûte violette", "la flûte violette", "une flûte violette"),
    ("N44", "verre droit violet", "le verre droit violet", "un verre droit violet"),
    ("N32", "bouteille bleue", "la bouteille bleue", "une bouteille bleue"),
    ("N55", "cocktail orange", "le cocktail orange", "un cocktail orange"),
    ("B3", "tonneau bleu", "le tonneau bleu", "un tonneau bleu"),
    ("C", "jeton", "le jeton", "un jeton"), ("H", "crochet", "le crochet", "un crochet")])
def test_a_french_drink_name_agrees_with_the_gender_of_its_noun(code: str, name: str, the: str,
                                                                   a: str) -> None:
    assert (drink_name(code), the_drink(code), a_drink(code)) == (name, the, a)


@pytest.mark.usefixtures("french")
def test_a_french_drink_name_agrees_in_number_and_orange_never_changes() -> None:
    assert [drink_name(code, 2) for code in ("N20", "N21", "N40", "N51", "B4", "N00")] == [
        "chopes vertes", "verres à pied verts", "chopes violettes", "verres à pied orange",
        "tonneaux violets", "chopes rouges"]
    assert drink_name("N20", 0) == "chope verte"  # French counts 0 as one
    assert (the_mug("stein"), the_mug("skull")) == ("la chope en grès", "le crâne")


def test_english_drink_names_stay_as_they_were(english: None) -> None:
    assert (drink_name("N00"), the_drink("N21"), a_drink("N50"), drink_name("B3"), the_drink("C")) == (
        "red mug", "the green glass", "an orange mug", "blue barrel", "the chip")
    assert drink_name("N21", 2) == "green glasses" and drink_name("N00", 2) == "red mugs"


def test_every_shape_special_drink_and_mug_has_a_french_noun_with_a_gender() -> None:
    for noun in (*SHAPE_NAMES, "chip", "hook", "barrel", *MUGS):
        assert noun in FRENCH_NOUNS and FRENCH_NOUNS[noun][2] in ("m", "f"), noun
