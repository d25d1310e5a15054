"""The mugs of Drinking, one test per power, on constructed tables (sheet source 4 is "mug")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pygames import new_match
from pygames.core.game import CHANCE, get_game
from pygames.games.drinking import State, parse_square

G = get_game("drinking")
MUG = 4


def table(*mugs: str, **opts: object) -> State:
    state = G.initial_state(len(mugs), G.normalize_options({"mugs": list(mugs), **opts}))
    return replace(state, turn=0)


def put(state: State, stains: dict[str, int] | None = None, **cells: str) -> State:
    board, marks = list(state.board), list(state.stains)
    for name, code in cells.items():
        board[parse_square(name)] = code  # type: ignore[index]
    for name, seat in (stains or {}).items():
        marks[parse_square(name)] = seat  # type: ignore[index]
    return replace(state, board=tuple(board), stains=tuple(marks))


def offer(state: State, *codes: str) -> State:
    return replace(state, offer=tuple((c, 10) for c in codes))


def row_one_but_g1(state: State, stains: dict[str, int]) -> State:
    return put(state, stains, **{f"{c}1": "C" for c in "abcdef"})


def test_classic_has_no_mug_powers_and_mugs_are_one_per_seat():
    assert G.initial_state(2, G.normalize_options(None)).mugs == ()
    with pytest.raises(ValueError, match="mugs"):
        G.initial_state(3, G.normalize_options({"mugs": ["goblet", "horn"]}))
    with pytest.raises(ValueError, match="mugs"):
        G.normalize_options({"mugs": ["goblet", "teacup"]})


def test_wooden_cup_and_goblet_score_for_every_drink_placed_but_not_a_hook():
    state = offer(table("wooden cup", "goblet"), "C", "C", "C")
    assert G.apply(state, "1 a1").sheet[0][MUG] == 5
    state = offer(replace(put(state, a1="C"), turn=1), "C", "H", "C")
    assert G.apply(state, "1 b1").sheet[1][MUG] == 10
    assert G.apply(state, "2 a1").sheet[1][MUG] == 0


def test_pitcher_scores_45_for_a_drink_drunk():
    after = G.apply(offer(table("pitcher", "none"), "C", "C", "C"), "drink 2")
    assert after.sheet[0][MUG] == 45 and after.drunk[0] == 1


def test_flagon_wins_half_as_much_again_from_a_line():
    state = offer(row_one_but_g1(table("flagon", "none"), {"a1": 0, "b1": 0}), "C", "C", "C")
    after = G.apply(state, "1 g1")  # 100, doubled on an unstained square, and half as much again
    assert after.sheet[0][2] == 300


def test_stein_gains_15_for_a_new_stain_and_loses_10_when_its_stain_is_taken():
    state = offer(put(table("stein", "none"), {"b1": 0}, b1="C"), "C", "C", "C")
    assert G.apply(state, "1 a1").sheet[0][MUG] == 15
    taken = offer(replace(put(state, {"a1": 0}), turn=1), "C", "C", "C")
    assert G.apply(taken, "1 a1").sheet[0][MUG] == -10


def test_horn_takes_two_extra_plays_after_clearing_a_line_from_the_drinks_left():
    state = offer(row_one_but_g1(table("horn", "none"), {"a1": 0}), "C", "C", "C")
    after = G.apply(state, "1 g1")
    assert G.actors(after) == (0,) and after.extra == 2 and len(after.offer) == 2
    after = G.apply(after, "1 a3")
    assert G.actors(after) == (0,) and after.extra == 1
    after = G.apply(after, "1 a5")  # the offer is empty: the turn passes and the offer is drawn again
    assert after.turn == 1 and after.extra == 0 and G.actors(after) == (CHANCE,)


def test_tankard_scores_50_for_each_of_its_stains_in_a_line_it_lost():
    state = offer(row_one_but_g1(table("none", "tankard"), {"a1": 0, "b1": 0, "c1": 0, "d1": 1}),
                  "C", "C", "C")
    after = G.apply(state, "1 g1")
    assert after.sheet[1][MUG] == 50 and after.sheet[0][2] == 200


def test_skull_plays_again_after_a_chip_barrel_or_hook_for_40_points():
    state = offer(put(table("skull", "none"), a1="N00"), "H", "N00", "C")
    after = G.apply(state, "1 a1")
    assert after.sheet[0][MUG] == -40 and G.actors(after) == (0,) and after.extra == 1
    after = G.apply(after, "1 d4")  # a normal drink: no further extra play
    assert after.turn == 1 and after.sheet[0][MUG] == -40


def test_with_mugs_a_drink_must_touch_the_board_unless_its_seat_has_the_chalice():
    state = offer(put(table("none", "chalice"), a1="C"), "N00", "C", "C")
    assert "1 d4" not in G.legal_actions(state) and "1 a2" in G.legal_actions(state)
    assert "touch" in G.explain_illegal(state, "1 d4")
    assert "1 d4" in G.legal_actions(replace(state, turn=1))
    assert "1 d4" in G.legal_actions(offer(table("none", "none"), "N00", "C", "C"))  # an empty board is open


def test_with_mugs_a_chip_goes_in_any_open_space():
    state = offer(put(table("none", "goblet"), a1="C"), "C", "N00", "N11")
    assert "1 d4" in G.legal_actions(state) and G.is_legal(state, "1 d4", 0)


def test_chalice_scores_5_for_every_piece_next_to_its_drink():
    state = offer(put(table("chalice", "none"), a2="C", b1="C"), "C", "C", "C")
    assert G.apply(state, "1 a1").sheet[0][MUG] == 10


def test_a_game_with_every_mug_plays_to_its_end():
    mugs = ["wooden cup", "goblet", "pitcher", "flagon", "stein", "horn"]
    match = new_match("drinking", 6, {"mugs": mugs}, seed=5)
    while not match.is_over:
        match.play(match.legal_actions()[len(match.history) % len(match.legal_actions())])
    match = new_match("drinking", 3, {"mugs": ["tankard", "skull", "chalice"]}, seed=6)
    while not match.is_over:
        match.play(match.legal_actions()[len(match.history) * 7 % len(match.legal_actions())])
    assert G.view(match.state, None)["mugs"] == ["tankard", "skull", "chalice"]
