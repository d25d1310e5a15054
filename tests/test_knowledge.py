"""No seat of a hidden-information game reads a card it has not legitimately seen (issue 20).

The knowledge model (tests/drinking_war_knowledge.py) is built from the actions and public facts, never
from the engine's secrets(). Seeded random games of every pack, mode, seat count, with and without
drinking and teams, are checked ply by ply: views, log lines, legal actions and the computer player's
input. The checker is then shown to catch leaks planted in each of those.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from drinking_war_knowledge import Checker, cards_in_text, check_playout
from knowledge import model_module

from pygames.core import CHANCE, Match
from pygames.core.game import get_game, list_games
from pygames.games.drinking_war import DrinkingWar
from pygames.games.drinking_war.view import card_view

TEAM = {"name": "Reds", "people": ["Ann", "Bob"]}


def _teams(seats: int) -> dict[str, Any]:
    return {"teams": [TEAM] + [None] * (seats - 1)}


# Every pack with every seat count it allows; across each pack's games both modes, drinking on and off,
# and teams on and off (a covering set: the full product would not fit the suite's time).
PLAYOUTS = [
    (1, 2, "domination", False, True), (1, 3, "survivor", True, False), (1, 4, "domination", True, True),
    (1, 4, "survivor", False, False),
    (2, 2, "survivor", False, False), (2, 3, "domination", True, True), (2, 4, "survivor", True, False),
    (2, 5, "domination", False, True), (2, 6, "survivor", False, True),
    (3, 2, "domination", True, False), (3, 3, "survivor", False, True), (3, 4, "domination", False, False),
    (3, 5, "survivor", True, False), (3, 6, "domination", True, True),
]


MAX_PLIES = 700  # a random survivor game without drinking can last thousands of plies


def _options(pack: int, seats: int, mode: str, drinking: bool, teams: bool) -> dict[str, Any]:
    return {"pack": pack, "mode": mode, "drinking": drinking} | (_teams(seats) if teams else {})


def test_every_game_with_hidden_information_has_a_knowledge_model() -> None:
    hidden = [get_game(game_id) for game_id in list_games() if get_game(game_id).hidden_information]
    assert hidden
    for game in hidden:
        module = model_module(game)
        assert module is not None and callable(getattr(module, "MODEL", None)), \
            f"{game.id} has hidden information: give it tests/<package>_knowledge.py with a MODEL"


@pytest.mark.parametrize("pack,seats,mode,drinking,teams", PLAYOUTS,
                         ids=[f"pack{p}-{n}seats-{m}-{'drink' if d else 'dry'}{'-teams' if t else ''}"
                              for p, n, m, d, t in PLAYOUTS])
def test_no_seat_reads_a_card_it_has_not_seen(pack: int, seats: int, mode: str, drinking: bool,
                                                teams: bool) -> None:
    options = _options(pack, seats, mode, drinking, teams)
    leaks = check_playout("drinking-war", seats, options, seed=pack + seats, max_plies=MAX_PLIES)
    assert not leaks, "\n".join(leaks[:10])


# -- the checker catches planted leaks ------------------------------------------------------------------

def _planted(monkeypatch: pytest.MonkeyPatch, name: str, make: Any, plies: int = 200,
             options: dict[str, Any] | None = None) -> list[str]:
    """The leaks found in a pack 2 game of three with DrinkingWar.`name` replaced by make(original)."""
    original = getattr(DrinkingWar, name)
    monkeypatch.setattr(DrinkingWar, name, make(original))
    return check_playout("drinking-war", 3, options or {"pack": 2}, seed=5, every=10, max_plies=plies)


def test_the_checker_finds_another_hand_added_to_a_view(monkeypatch: pytest.MonkeyPatch) -> None:
    def make(view: Any) -> Any:
        return lambda self, s, v: view(self, s, v) | {"next": list(s.hands[((v or 0) + 1) % s.seats])}
    assert any("view of" in leak and "never played" in leak for leak in _planted(monkeypatch, "view", make))


def test_the_checker_finds_another_hand_mixed_into_the_viewers_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    def make(view: Any) -> Any:
        def leaky(self: DrinkingWar, s: Any, v: int | None) -> dict[str, Any]:
            out = view(self, s, v)
            if v is not None:
                out["hand"] = out["hand"] + [card_view(c) for c in s.hands[(v + 1) % s.seats]]
            return out
        return leaky
    assert any("not the viewer's" in leak for leak in _planted(monkeypatch, "view", make))


def test_the_checker_finds_a_draw_named_to_everybody(monkeypatch: pytest.MonkeyPatch) -> None:
    def make(describe: Any) -> Any:
        def leaky(self: DrinkingWar, s: Any, action: str, seat: Any = None, viewer: Any = None) -> str:
            if self.actors(s) == (CHANCE,):
                return describe(self, s, action, seat, s.turn)  # as the drawer reads it, for everybody
            return describe(self, s, action, seat, viewer)
        return leaky
    assert any("log line" in leak for leak in _planted(monkeypatch, "describe", make))


def test_the_checker_finds_a_computer_player_that_cheats(monkeypatch: pytest.MonkeyPatch) -> None:
    def make(_sample: Any) -> Any:
        return lambda self, s, v, rng: s  # "redeals" the hidden hands exactly as they are
    assert any("sample_hidden" in leak for leak in _planted(monkeypatch, "sample_hidden", make))


def test_the_checker_finds_a_legal_action_naming_another_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    def make(legal: Any) -> Any:
        def leaky(self: DrinkingWar, s: Any, seat: Any = None) -> list[str]:
            out = legal(self, s, seat)
            if s.phase == "power" and not s.pending and "power hack 1" in out:  # Piratage by choice, unseen
                out = sorted(out + [f"power hack 1 {c}" for c in sorted(set(s.hands[1]))])
            return out
        return leaky
    original = DrinkingWar.legal_actions
    monkeypatch.setattr(DrinkingWar, "legal_actions", make(original))
    leaks = check_playout("drinking-war", 3, {"pack": 2}, seed=5, every=1, max_plies=150)
    assert any("legal actions" in leak for leak in leaks)


def test_the_checker_finds_a_peek_shown_to_a_spectator(monkeypatch: pytest.MonkeyPatch) -> None:
    def make(view: Any) -> Any:
        def leaky(self: DrinkingWar, s: Any, v: int | None) -> dict[str, Any]:
            out = view(self, s, v)
            if s.peek and v is None:
                out["peek"] = view(self, s, s.peek[0])["peek"]
            return out
        return leaky
    leaks = _planted(monkeypatch, "view", make, plies=2_000, options={"pack": 3})
    assert any("spectator sees a satellite" in leak for leak in leaks)


# -- item 8 through the model -------------------------------------------------------------------------

DEAL = ["satellite", "+4", "bomb", "tornado", "-3", "sleep", "+2", "-1", "x2", "+6"]


def _repro() -> list[str]:
    """The issue's Satellite-then-Tornade game, checked by the model ply by ply."""
    match = Match(get_game("drinking-war"), 3, {"pack": 2}, seed=0, auto_chance=False)
    checker = Checker(match, every=1)
    checker.check_position(None)
    outcomes = list(DEAL)
    for action in ("draw", "power satellite 1", "power tornado 1 2"):
        while match.at_chance:
            checker.advance(outcomes.pop(0), CHANCE)
        checker.advance(action, 0)
        while match.at_chance:
            checker.advance(outcomes.pop(0), CHANCE)
    return checker.leaks


def test_a_peek_that_follows_a_swapped_hand_is_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _repro() == []

    def make(view: Any) -> Any:
        def old(self: DrinkingWar, s: Any, v: int | None) -> dict[str, Any]:
            out = view(self, s, v)
            if out["peek"]:  # as before the fix: the watched seat's hand as it is now
                out["peek"]["hand"] = [card_view(c) for c in s.hands[s.peek[1]]]
            return out
        return old
    monkeypatch.setattr(DrinkingWar, "view", make(DrinkingWar.view))
    assert any("peek shows" in leak for leak in _repro())


def test_log_lines_are_read_for_codes_and_both_languages() -> None:
    assert cards_in_text("Player 1 attacks Player 2 with +6 x2 Bombe Atomique (27)") == {"+6", "x2", "bomb"}
    assert cards_in_text("Player 3 draws Sabotage card") == {"sabotage"}
    assert cards_in_text("Player 1 plays Licorne x3") == {"unicorn"}
    assert cards_in_text("Player 1 defends with -1 -3 (4 left)") == {"-1", "-3"}
    assert not cards_in_text("Player 2 draws a card")


def test_the_random_choices_are_seeded() -> None:
    first = check_playout("drinking-war", 2, {"pack": 1}, seed=1, max_plies=50)
    assert first == check_playout("drinking-war", 2, {"pack": 1}, seed=1, max_plies=50) == []
    assert random.Random(1).random() == random.Random(1).random()
