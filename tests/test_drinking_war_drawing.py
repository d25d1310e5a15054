"""The Drinking War board drawn from a recorded view (pygames/games/drinking_war/drawing.py): whose turn it
is, the players an attack may aim at and what it would do, the last fight, the life points, and the
final standings, read off the HTML."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from markup import Elements

from pygames.games.drinking_war import DrinkingWar, State
from pygames.games.drinking_war.drawing import Drawing
from pygames.games.drinking_war.summary import result_text

G = DrinkingWar()
NAMES = ["Ann", "Bo"]


def dealt(hand0: tuple[str, ...], hand1: tuple[str, ...], **changes: Any) -> State:
    """Two seats drinking, Ann to attack with `hand0` against Bo's `hand1` (the cards come off the pile)."""
    s = G.initial_state(2, {"drinking": True})
    pile = list(s.pile)
    for card in hand0 + hand1:
        pile.remove(card)
    changes = {"phase": "attack", **changes}
    return replace(s, hands=(tuple(sorted(hand0)), tuple(sorted(hand1))), pile=tuple(pile), **changes)


def recorded(state: State, seat: int) -> dict[str, Any]:
    """What the page gets for `seat`: the game's view with the match's facts beside it."""
    over = G.is_over(state)
    return {**G.view(state, seat), "seat": seat, "ply": 7, "over": over, "seat_count": 2,
            "to_move": None if over else state.turn}


def drawn(state: State, seat: int, picked: frozenset[int] = frozenset()) -> str:
    """The board as `seat`'s screen draws it, `picked` cards of its hand picked."""
    return Drawing(recorded(state, seat), G.legal_actions(state, seat), NAMES, picked).board_html()


def panels(markup: str) -> dict[str, dict[str, str]]:
    """Seat -> the attributes of its panel."""
    return {a["data-seat"]: a for a in Elements(markup).with_attr("data-lives")}


def test_the_player_to_move_has_its_panel_marked_and_the_board_says_so() -> None:
    markup = drawn(dealt(("+4", "+6"), ("-3",)), 1)
    board = Elements(markup).with_attr("data-phase")[0]
    assert board["data-turn"] == "0" and board["data-acting"] == "no" and board["data-seat"] == "1"
    assert "to-move" in panels(markup)["0"]["class"].split()
    assert "to-move" not in panels(markup)["1"]["class"].split() and "you" in panels(markup)["1"]["class"]


def test_picked_attack_cards_aim_at_the_players_and_say_what_the_attack_would_do() -> None:
    state = dealt(("+4", "+6", "-1"), ("-3",))
    markup = drawn(state, 0, picked=frozenset({0, 1}))  # +4 and +6 of the sorted hand
    hits = {a["data-seat"]: a for a in Elements(markup).with_attr("data-act")
            if a["data-act"] == "drinking-war-attack"}
    assert set(hits) == {"1"}
    assert re.search(r'data-testid="attack-1"[^>]*>Attack Bo with 10', markup)
    assert "Your attack" in markup and "now press the player to attack" in markup
    assert not [a for a in Elements(drawn(state, 1)).with_attr("data-act")
                if a["data-act"] == "drinking-war-attack"]


def test_the_hand_shows_only_the_screens_own_cards() -> None:
    state = dealt(("+4", "+6"), ("-3",))
    cards = {a["data-card"] for a in Elements(drawn(state, 0)).with_attr("data-card")}
    assert cards == {"+4", "+6"}
    assert {a["data-card"] for a in Elements(drawn(state, 1)).with_attr("data-card")} == {"-3"}


def test_the_last_fight_stays_on_the_table_with_what_it_cost() -> None:
    state = dealt(("+4",), ("-3",), last=(1, 0, ("+6", "+4"), ("-1",), 9, "drank"), sips=(9, 0))
    markup = drawn(state, 0)
    outcome = re.search(r'data-testid="outcome">(.*?)</p>', markup).group(1)  # type: ignore[union-attr]
    assert "Bo attacked Ann" in markup and outcome == "9 left · Ann drank 9 sips"
    assert re.search(r'data-testid="tally-0">9 sips drunk · 0 life points lost<', markup)


def test_life_points_show_on_each_panel_and_a_finished_game_ranks_the_players() -> None:
    start = G.initial_state(2, {"drinking": True}).lives[0]
    state = dealt((), (), lives=(start - 2, 0), phase="over")
    markup = drawn(state, 0)
    assert panels(markup)["0"]["data-lives"] == str(start - 2) and "out" in panels(markup)["1"]["class"]
    assert f'<span class="drinking-war-life-count">{start - 2}/{start}</span>' in markup
    rows = re.findall(r"<tr class=\"(winner)?\"><td>(\d)</td><th scope='row'>(\w+)</th>", markup)
    assert rows == [("winner", "1", "Ann"), ("", "2", "Bo")]
    view = recorded(state, 0)
    assert result_text(view, NAMES) == f"Ann wins with {start - 2} life point{'s' if start != 3 else ''}"


def test_the_attacked_player_is_told_the_attack_and_what_a_picked_defence_leaves() -> None:
    state = dealt(("+4",), ("-3", "-1"), phase="defend", target=1, attack=("+4", "+6"), damage=10)
    markup = drawn(state, 1, picked=frozenset({1}))  # -3 of the sorted hand (-1, -3)
    assert "You are attacked with 10 sips." in markup
    assert re.search(r'data-act="drinking-war-defend"[^>]*>Defend \(7 left\)', markup)
    assert "No defence: take 10" in drawn(state, 1)
    assert "Bo is choosing a defence against 10." in drawn(state, 0)
