"""Yacht in French: the table (tray, scorecard, hint, ranking), the move log, the lesson, the rules page and
the refusals, drawn with the site in French, hold no English word; the French Yahtzee names of the boxes.

The word check is e2e/test_french.py's (the site's English words that no French sentence uses), with
Yacht's own English words beside it."""

from __future__ import annotations

import re
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from kit import scripted as played
from markup import SeenText

from pygames import new_match
from pygames.core import i18n
from pygames.core.errors import IllegalAction
from pygames.core.i18n import _
from pygames.games.yacht import YACHT, normalize_command
from pygames.games.yacht.ai import describe_choice
from pygames.games.yacht.drawing import ending, move_items, result_text, scorecard
from pygames.games.yacht.listing import LISTING
from pygames.games.yacht.rules_page import rules_html
from pygames.games.yacht.scoring import CATEGORIES, box_name
from pygames.games.yacht.show import turn_rows
from pygames.games.yacht.tray import Tray
from pygames.games.yacht.tutorial import TUTORIAL

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))
from test_french import ENGLISH, PROPER  # noqa: E402  (the French walk's word check)

# Yacht's own English words (the site's list has "roll" and "turn"): none is a French word. "Score",
# "Total", "Bonus", "Full", "Chance", "Six" and "points" are French too, so they are not here.
YACHT_ENGLISH = re.compile(
    r"\b(keeps?|kept|rerolls?|rolled|rolling|rolls|box|boxes|dice|die|hint|fast|best|upper|lower|straight|"
    r"kind|house|aces|twos|threes|fours|fives|sixes|expected|left|of|in|is|it|release|command|working|share|"
    r"extra|over|bold|grey|already|only|there|write|scores?d?\s+\d+)\b", re.IGNORECASE)


pytestmark = pytest.mark.usefixtures("french")  # every test here reads the site in French


def english_words(markup: str) -> list[str]:
    """The English words a reader meets in `markup` (HTML or plain text), proper names left out."""
    text = SeenText(markup).text
    for name in PROPER:
        text = text.replace(name, " ")
    found = [m.group(0).lower() for pattern in (ENGLISH, YACHT_ENGLISH) for m in pattern.finditer(text)]
    return sorted(set(found))


def names(seats: int) -> list[str]:
    """The seats' names as the set-up form gives them, in French."""
    return LISTING.seat_names(seats)


def scripted(*steps: str, seats: int = 2, joker: str = "original"):
    """A Yacht match (every seat a person) played through `steps`: dice outcomes and decisions."""
    return played("yacht", {"joker": joker}, *steps, seats=seats)


def test_the_word_check_finds_the_english_it_is_meant_to() -> None:
    i18n.set_language("en")
    match = new_match("yacht", 2, seed=1)
    view = match.view(0)
    tray = Tray(view, match.legal_actions(0), ["Ann", "Bo"], list(view["dice"]), {1}, computers=True)
    found = english_words(tray.tray(animate=False) + tray.command_html() + scorecard(view, ["Ann", "Bo"], []))
    assert {"kept", "hint", "fast", "reroll", "upper", "command"} <= set(found)


def test_the_boxes_have_the_names_french_players_know() -> None:
    assert [box_name(box) for box in CATEGORIES] == [
        "As", "Deux", "Trois", "Quatre", "Cinq", "Six", "Brelan", "Carré", "Full", "Petite suite",
        "Grande suite", "Yacht", "Chance"]


def test_the_tray_in_french_shows_no_english_word() -> None:
    match = new_match("yacht", 2, seed=1)
    view = match.view(0)
    legal = match.legal_actions(0)
    seats = names(2)
    for kept in (set(), {1, 2}, {0, 1, 2, 3, 4}):
        tray = Tray(view, legal, seats, list(view["dice"]), kept, computers=True, cheer=True)
        for markup in (tray.tray(animate=True), tray.tray(animate=False, keeping=True), tray.command_html()):
            assert english_words(markup) == [], markup
    tray = Tray(view, legal, seats, list(view["dice"]), {1})
    markup = tray.tray(animate=False)
    assert "Joueur 1 · tour 1 sur 13" in markup and "Lancer 1 sur 3" in markup
    assert "Relancer 2 3 4 6" in markup and "2 lancers restants" in markup and ">Conseil<" in markup
    assert 'aria-label="dé 2, face 3, gardé"' in markup
    assert english_words(Tray(view, [], seats, list(view["dice"]), set()).tray(animate=False)) == []
    waiting = Tray({**view, "dice": []}, [], seats, [], set()).tray(animate=False)
    assert english_words(waiting) == [] and "Lancer…" in waiting


def test_an_extra_yacht_and_the_banner_in_french() -> None:
    match = new_match("yacht", 1, seed=1)
    view = {**match.view(0), "dice": [4] * 5, "joker_now": True, "yacht_bonus_now": 100}
    tray = Tray(view, match.legal_actions(0), names(1), [4] * 5, set(), cheer=True).tray(animate=True)
    assert "Yacht supplémentaire\u202f! Prime de +100 · règle du joker" in tray
    assert "cinq 4" in tray and english_words(tray) == []
    bare = Tray({**view, "yacht_bonus_now": 0}, [], names(1), [4] * 5, set()).tray(animate=False)
    assert "Yacht supplémentaire\u202f! · règle du joker" in bare


def test_the_hint_panel_in_french_with_decimal_commas() -> None:
    match = new_match("yacht", 1, seed=1)
    view = match.view(0)
    tray = Tray(view, match.legal_actions(0), names(1), list(view["dice"]), set())
    tray.hint = {"ply": view["ply"]}
    assert english_words(tray.hint_html()) == [] and "Recherche du meilleur choix…" in tray.hint_html()
    choices = [("x", 254.6), ("all", 250.25), ("236", 249.0)]
    choices += [(box, 200.0 - i) for i, box in enumerate("abcdef")]
    tray.hint = {"ply": view["ply"], "choices": choices, "ms": 1.0, "load_ms": 2.0}
    panel = tray.hint_html()
    assert english_words(panel) == [], panel
    assert "Meilleur choix\u00a0: <strong>Marquer en Chance</strong> · score final espéré 254,6" in panel
    assert ">Tout relancer<" in panel and "Garder 3 4, relancer 2 3 6" in panel and "3 autres choix" in panel


def test_the_scorecard_in_french_shows_no_english_word() -> None:
    match = scripted("13556", "13", "24", "e", "22345", "x", "11123")
    view = match.view(0)
    markup = scorecard(view, names(2), match.legal_actions(0), scored="e")
    assert english_words(markup) == [], markup
    for words in ("Cases", "Total du haut", "Prime à 63 (35)", "Prime de Yacht (100)", "Total du bas",
                  "Total général", "Feuille de marque", "J2", "Petite suite"):
        assert words in markup, words
    assert 'aria-label="marquer 10 en Cinq"' not in markup  # Fives is taken: it is no button
    assert 'aria-label="marquer 8 en Brelan"' in markup


def test_the_end_of_a_game_in_french() -> None:
    view = {"cards": [{"total": 180}, {"total": 180}, {"total": 90}], "winners": [0, 1], "over": True}
    seats = names(3)
    ranked = ending(view, seats)
    assert english_words(ranked) == [] and "Scores finaux" in ranked
    assert ">1er<" in ranked and ">3e<" in ranked
    assert result_text(view, seats) == "Joueur 1 et Joueur 2 se partagent la victoire avec 180 points"
    assert result_text({"cards": [{"total": 1}], "winners": [0]}, seats[:1]) == "Partie finie\u00a0: 1 point"
    assert result_text({**view, "winners": [2]}, seats) == "Joueur 3 gagne avec 180 points"


def test_the_move_log_in_french_shows_no_english_word() -> None:
    match = scripted("13556", "13", "24", "e", "11111", "all", "44444", "y", "22345", "a")
    seats = names(2)
    rows = turn_rows(match.records(), seats)
    assert [(row.heading, row.text) for row in rows] == [
        ("Tour 1 · Joueur 1", "lancer 1\u00a0: 1 3 5 5 6, garde 5 5 6"),
        ("", "lancer 2\u00a0: 2 4 5 5 6, marque 10 en Cinq"),
        ("Tour 1 · Joueur 2", "lancer 1\u00a0: 1 1 1 1 1, relance tout"),
        ("", "lancer 2\u00a0: 4 4 4 4 4, marque 50 en Yacht"),
        ("Tour 2 · Joueur 1", "lancer 1\u00a0: 2 2 3 4 5, marque 0 en As"),
    ]
    assert english_words(move_items(match.records(), len(match.history), seats)) == []


def test_an_extra_yacht_bonus_in_the_french_log() -> None:
    match = scripted("55555", "y", "55555", "e", seats=1)
    assert match.records()[-1][2] == \
        "Joueur 1, lancer 1\u00a0: 5 5 5 5 5, marque 25 en Cinq (prime de Yacht +100)"
    assert YACHT.describe(scripted(seats=1).state, "23356") == "Joueur 1 lance 2 3 3 5 6"


def test_a_hint_names_its_choice_in_french() -> None:
    assert describe_choice("y", (4,) * 5) == "Marquer en Yacht"
    assert describe_choice("all", (4,) * 5) == "Tout relancer"
    assert describe_choice("14", (1, 4, 4, 5, 6)) == "Garder 4 5 6, relancer 1 4"


def refusal(match, action: str, seat: int | None = None) -> str:
    """What the match answers to `action` (it must refuse it)."""
    with pytest.raises(IllegalAction) as refused:
        match.play(action, seat)
    return str(refused.value)


def test_every_refusal_of_a_yacht_move_is_in_french() -> None:
    start = scripted("13556")
    said = {
        "mover": YACHT.explain_illegal(start.state, "e", 1),  # the match's own refusal is core's
        "taken": refusal(scripted("13556", "e", "22345", "x", "22346"), "e"),
        "three rolls": refusal(scripted("13556", "13", "24", "24", "35"), "5"),
        "all five": refusal(start, "12345"),
        "six": refusal(start, "123456"),
        "no such": refusal(start, "2"),
        "no other": refusal(start, "11"),
        "order": refusal(start, "31"),
        "nonsense": refusal(start, "zz"),
    }
    over = replace(YACHT.initial_state(1, {"joker": "original"}), cards=((0,) * len(CATEGORIES),))
    said["over"] = YACHT.explain_illegal(over, "a")
    assert said["mover"] == "c’est au tour de Joueur 1"
    assert said["taken"] == "la case Cinq est déjà remplie (10)"
    assert said["all five"] == "pour relancer les cinq dés, écrivez «\u00a0tout\u00a0»"
    assert said["no other"] == "il n’y a pas d’autre 1 parmi les dés 1 3 5 5 6"
    assert said["order"] == "écrivez les points dans l’ordre croissant\u00a0: «\u00a013\u00a0»"
    assert said["three rolls"] == "plus de lancer pour ce tour\u00a0: marquez les dés dans une case libre"
    assert said["over"] == "la partie est terminée"
    forced = scripted("55555", "y", "12346", "x", "55555", seats=1, joker="forced")
    said["forced"] = refusal(forced, "a")
    assert said["forced"] == "un Yacht supplémentaire doit être marqué en Cinq tant que cette case est libre"
    for why, text in said.items():
        assert english_words(text) == [], (why, text)


def test_the_command_field_takes_french_words() -> None:
    assert normalize_command("Tout", [1, 3, 5, 5, 6]) == "all"
    assert normalize_command(" conseil ", [1, 3, 5, 5, 6]) == "hint"
    field = Tray(new_match("yacht", 1, seed=1).view(0), [], names(1), [], set()).command_html()
    assert "2414 · tout · e · conseil" in field


def test_the_lesson_in_french_shows_no_english_word() -> None:
    from pygames.core.tutorial import Hint
    from pygames.web.lesson import LessonTable, tutorials

    assert tutorials()["yacht"] is TUTORIAL
    for number, step in enumerate(TUTORIAL.steps):
        table = LessonTable(TUTORIAL, number)
        assert english_words(table.lesson().say) == [], step.say
        with pytest.raises(Hint) as refused:
            table.propose(0, "zz")
        assert english_words(str(refused.value)) == [], step.hint
    assert LessonTable(TUTORIAL).lesson().say.startswith("Vous avez lancé 2 2 2 3 5.")
    assert "appuyez sur Relancer" in _(TUTORIAL.steps[0].say)
    done = LessonTable(TUTORIAL, len(TUTORIAL.steps)).lesson()
    assert done.done and english_words(done.say) == [] and done.say.startswith("Treize cases")


def test_the_rules_page_in_french_shows_no_english_word_and_pictures_the_table_in_french() -> None:
    page = rules_html()
    assert english_words(page) == []
    for words in ("Brelan", "Petite suite", "Feuille de marque", "Un dé gardé"):
        assert words in page, words
    assert "9 en Trois, 16 en Chance" in page  # the caption of the card it draws
    assert 'lang="en">all</code>' in page  # the seed's English command words, marked as English
    i18n.set_language("en")
    assert "9 in Threes, 16 in Chance" in rules_html() and "Brelan" not in rules_html()


def test_the_set_up_summary_of_a_joker_rule_in_french() -> None:
    assert LISTING.describe_options({"joker": "forced"}) == "(joker Hasbro)"
    assert LISTING.describe_options({"joker": "original"}) == ""


def test_the_move_log_follows_a_switch_of_language_on_the_same_match() -> None:
    match = scripted("13556", "13")
    assert match.records()[0][2] == "Joueur 1, lancer 1\u00a0: 1 3 5 5 6, garde 5 5 6"
    i18n.set_language("en")
    assert match.records()[0][2] == "Player 1, roll 1: 1 3 5 5 6, keeps 5 5 6"
    i18n.set_language("fr")
    assert match.records()[0][2] == "Joueur 1, lancer 1\u00a0: 1 3 5 5 6, garde 5 5 6"


def test_the_computers_turn_and_a_yacht_are_announced_in_french() -> None:
    from pygames.games.yacht.show import REROLL, SCORE, Step, beat_text, cheer_text, playing_text

    who = "Joueur 2"
    said = [beat_text(who, Step(SCORE, "s"), points=30), beat_text(who, Step(REROLL), kept="4 4"),
            beat_text(who, Step(REROLL)), playing_text(who), cheer_text("Joueur 1", 6)]
    assert said == ["Joueur 2 marque 30 en Petite suite", "Joueur 2 garde 4 4 et relance",
                    "Joueur 2 relance tout", "Joueur 2 (ordinateur) joue…",
                    "Yacht\u202f! Joueur 1 a fait cinq 6."]
    assert all(english_words(text) == [] for text in said), said


def test_a_bad_joker_rule_is_refused_in_french() -> None:
    with pytest.raises(ValueError) as refused:
        YACHT.normalize_options({"joker": "wild"})
    assert str(refused.value) == \
        "la règle du joker de Yacht est l’une de original, forced, free, none, pas 'wild'"
