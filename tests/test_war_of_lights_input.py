"""Clicks and keys to actions on the War of Lights page, as a person plays them, and the page's words."""

from __future__ import annotations

from dataclasses import replace

from pygames.games.war_of_lights import EMPTY, State, controls
from pygames.games.war_of_lights import WAR_OF_LIGHTS as G
from pygames.games.war_of_lights.text import places, result_text, seat_names, spin_text

NAMES = seat_names(3)


def position(*napkins: str, turn: int = 0, start: int = 9) -> State:
    """Napkins as 9-char strings: digit = seat (0-based), '.' = empty."""
    board = tuple(EMPTY if ch == "." else int(ch) for n in napkins for ch in n)
    return State(len(napkins), board, start, "turn", turn)


def legal(state: State) -> list[str]:
    return G.legal_actions(state)


def test_a_gelt_then_a_square_moves_it():
    acts = legal(position("0........", "111111111"))
    picked, action = controls.press(acts, None, "1a")
    assert (picked, action) == ("1a", None)
    assert controls.press(acts, picked, "1b") == (None, "1a-1b")


def test_a_corner_gelt_lights_up_the_same_corner_of_every_other_napkin():
    acts = legal(position("0........", "111111111", "........."))
    goes = controls.targets(acts, "1a")
    assert {"2a", "3a"} <= set(goes) and goes["2a"] == "1a-2a"
    assert "2c" not in goes and "2b" not in goes


def test_a_target_holding_an_opponent_is_an_attack():
    acts = legal(position("0........", "111111111"))
    assert controls.press(acts, "1a", "2a") == (None, "1a-2a")
    assert G.actors(G.apply(position("0........", "111111111"), "1a-2a")) == (-1,)  # the dreidel spins


def test_pressing_the_picked_gelt_again_lets_go_and_another_gelt_picks_it_instead():
    acts = legal(position("00.......", "111111111"))
    assert controls.press(acts, "1a", "1a") == (None, None)
    assert controls.press(acts, "1a", "1b") == ("1b", None)  # own gelt: picked instead, never a move onto it


def test_an_illegal_press_changes_nothing_and_says_why():
    state = position("00.......", "111111111")
    acts = legal(state)
    assert controls.press(acts, "1a", "1i") == ("1a", None)  # too far: the gelt stays picked
    assert "cannot reach 1i" in controls.explain(acts, "1a", "1i", None, 0)
    assert controls.press(acts, None, "2e") == (None, None)
    assert "not yours" in controls.explain(acts, None, "2e", 1, 0)
    assert "empty" in controls.explain(acts, None, "1i", None, 0)
    assert controls.explain([], None, "1a", 0, None) == "It is not your turn."
    assert controls.explain(acts, None, "1a", 0, 0) == ""  # a movable gelt: no complaint


def test_spawns_and_pass_are_buttons_only_when_legal():
    assert controls.buttons(legal(position(".0.....0.", "111111111"))) == ["spawn", "risk"]
    assert controls.buttons(legal(position("0........", "111111111"))) == ["risk"]
    assert controls.buttons(legal(position("000000000", "111111111"))) == []
    assert controls.buttons(["pass"]) == ["pass"]


def test_risky_spawn_with_several_gelt_next_to_the_spawn_point_lets_the_player_pick_the_one_at_stake():
    acts = legal(position("0.0....0.", "111111111"))
    picked, action = controls.button(acts, "risk")
    assert (picked, action) == (controls.RISK, None)
    assert controls.targets(acts, picked) == {"1a": "risk 1a", "1c": "risk 1c", "1h": "risk 1h"}
    assert controls.press(acts, picked, "1h") == (None, "risk 1h")
    assert controls.press(acts, picked, "2a") == (controls.RISK, None)  # not a choice: still choosing
    assert "lost on shin" in controls.explain(acts, picked, "2a", 1, 0)


def test_risky_spawn_with_one_gelt_next_to_the_spawn_point_plays_at_once():
    acts = legal(position("0........", "111111111"))
    assert controls.button(acts, "risk") == (None, "risk 1a")
    assert controls.button(acts, "spawn") == (None, None)  # not legal here: nothing happens


def test_after_a_gimel_on_a_risky_spawn_a_press_on_an_empty_neighbour_steps_there():
    state = replace(position("0........", "111111111"), phase="spin", pending="risk 1a")
    state = G.apply(state, "gimel")
    acts = legal(state)
    assert "stay" in controls.buttons(acts)
    assert controls.press(acts, None, "1b") == (None, "1b")
    assert "1b" in controls.targets(acts, None)


def test_keys_name_squares_and_buttons():
    buffer, square = controls.typed("", "2", 3)
    assert (buffer, square) == ("2", None)
    assert controls.typed(buffer, "A", 3) == ("", "2a")
    assert controls.typed("", "4", 3) == ("", None)  # no napkin 4 in a game of three
    assert controls.typed("", "a", 3) == ("", None)
    acts = legal(position(".0.....0.", "111111111"))
    assert controls.key_button(acts, "S") == "spawn" and controls.key_button(acts, "r") == "risk"
    assert controls.key_button(acts, "p") is None  # pass only when nothing else is legal


def test_arrows_walk_a_napkin_and_cross_to_the_next_at_its_sides():
    assert controls.walk("1e", "ArrowUp", 3) == "1b"
    assert controls.walk("1a", "ArrowUp", 3) == "1g"
    assert controls.walk("1c", "ArrowRight", 3) == "2a"
    assert controls.walk("1a", "ArrowLeft", 3) == "3c"
    assert controls.walk("3f", "ArrowRight", 3) == "1d"


def test_the_spin_log_says_what_each_spin_did():
    attack = {"seat": 0, "face": "gimel", "letter": "ג", "for": "1a-2a", "defender": 1}
    assert spin_text(attack, NAMES) == (
        "Blue attacks Red on 2a from 1a: ג gimel, Red's gelt is removed and Blue moves onto 2a")
    shin = dict(attack, face="shin", letter="ש")
    assert spin_text(shin, NAMES).endswith("Blue loses the gelt on 1a")
    risk = {"seat": 2, "face": "nun", "letter": "נ", "for": "risk 3b", "defender": None}
    assert spin_text(risk, NAMES) == (
        "Green tries a risky spawn, staking the gelt on 3b: נ nun, nothing happens")
    assert spin_text(dict(risk, face="shin", letter="ש"), NAMES).endswith("Green loses the gelt on 3b")
    start = {"seat": 1, "face": "hey", "letter": "ה", "for": "", "defender": None}
    assert spin_text(start, NAMES) == "Red spins ה hey to see who starts"


def test_the_spin_log_reads_the_engine_view():
    state = replace(position("0........", "111111111"), phase="spin", pending="1a-2a")
    entry = G.view(G.apply(state, "hey"), 0)["spins"][-1]
    assert spin_text(entry, seat_names(2)) == (
        "Blue attacks Red on 2a from 1a: ה hey, Red's gelt is removed; Blue stays on 1a")


def test_the_end_is_said_in_words():
    view = {"winners": [1], "reason": "holds the spawn points"}
    assert result_text(view, NAMES) == "Red wins, holding the spawn points"
    view = {"winners": [0, 2], "reason": "no capture limit", "quiet_limit": 300}
    said = "300 turns without a capture: Blue and Green share the win with most gelt"
    assert result_text(view, NAMES) == said


def test_napkins_sit_round_the_table_clockwise():
    for seats in range(2, 7):
        columns, spots, dreidel = places(seats)
        assert len(spots) == seats == len(set(spots)) and dreidel not in spots
        assert all(1 <= col <= columns for _, col in spots)
    assert places(6)[1][3:] == [(3, 3), (3, 2), (3, 1)]  # back along the bottom


def test_the_rules_page_says_the_decided_readings():
    from pygames.games.war_of_lights.rules_page import RULES_HTML

    assert "<code>risk 1b</code>" in RULES_HTML and "the spawning gelt you chose is lost" in RULES_HTML
    assert "the player who made the move wins" in RULES_HTML
    assert "shows its letter" in RULES_HTML
