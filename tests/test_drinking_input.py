"""Clicks to actions on the Drinking page, as a person plays them (pygames/games/drinking/controls.py),
and the last turn told in words (feed.py)."""

from __future__ import annotations

from pygames.core.game import get_game
from pygames.core.match import Match
from pygames.games.drinking import controls
from pygames.games.drinking.feed import cleared_lines, feed, gains, line_squares


def legal_after(*outcomes_and_moves: str, choices: int = 3) -> list[str]:
    """Seat 0's legal actions after the given chance outcomes and moves (no random draw anywhere)."""
    match = Match(get_game("drinking"), 2, {"choices": choices}, auto_chance=False)
    for step in outcomes_and_moves:
        if match.at_chance:
            match.play_chance(step)
        else:
            match.play(step)
    return match.legal_actions()


RED_MUG_GREEN_GLASS_CHIP = ("first 0", "N00", "N21", "C")


def test_a_drink_then_a_square_lays_it_there():
    legal = legal_after(*RED_MUG_GREEN_GLASS_CHIP)
    picked = controls.press_drink(legal, None, 1)
    assert picked == controls.Press(1)
    assert controls.press_square(legal, picked.picked, "d4") == controls.Press(None, "1 d4")


def test_pressing_the_picked_drink_again_lets_go_and_another_drink_is_picked_instead():
    legal = legal_after(*RED_MUG_GREEN_GLASS_CHIP)
    assert controls.press_drink(legal, 2, 2) == controls.Press(None)
    assert controls.press_drink(legal, 2, 3) == controls.Press(3)


def test_a_square_with_no_drink_picked_only_gets_a_hint():
    legal = legal_after(*RED_MUG_GREEN_GLASS_CHIP)
    press = controls.press_square(legal, None, "d4")
    assert press.action is None and "pick a drink" in press.hint


def test_a_refused_square_still_becomes_the_action_so_the_rules_say_why():
    # A red mug on d4; the offer moves up, so the green glass is drink 1 and cannot sit beside it.
    legal = legal_after(*RED_MUG_GREEN_GLASS_CHIP, "1 d4", "N00")
    assert "1 d5" not in legal
    assert controls.press_square(legal, 1, "d5") == controls.Press(None, "1 d5")


def test_only_squares_the_picked_drink_fits_are_highlighted():
    # A red mug on d4; offered: a green glass (fits nowhere: it must touch the mug and shares nothing with
    # it), the chip and a red glass (beside the mug only).
    legal = legal_after(*RED_MUG_GREEN_GLASS_CHIP, "1 d4", "N01")
    assert controls.targets(legal, 1) == set()
    assert controls.targets(legal, 3) == {"d3", "d5", "c4", "e4"}
    assert len(controls.targets(legal, 2)) == 48  # the chip fits every empty square
    assert controls.targets(legal, None) == set()


def test_the_head_drinks_the_picked_drink():
    legal = legal_after(*RED_MUG_GREEN_GLASS_CHIP)
    assert controls.press_head(legal, 3) == controls.Press(None, "drink 3")


def test_the_head_with_nothing_picked_asks_for_a_drink_unless_only_one_is_offered():
    press = controls.press_head(legal_after(*RED_MUG_GREEN_GLASS_CHIP), None)
    assert press.action is None and "Pick the drink" in press.hint
    single = legal_after("first 0", "N00", choices=1)
    assert controls.press_head(single, None) == controls.Press(None, "drink 1")


def test_a_hook_with_nothing_to_lift_can_only_be_drunk():
    legal = legal_after("first 0", "H", "N00", "N11")
    press = controls.press_drink(legal, None, 1)
    assert press.picked == 1 and "drink it" in press.hint and controls.targets(legal, 1) == set()


def test_nothing_happens_when_it_is_not_the_persons_turn():
    assert controls.press_drink([], None, 1).picked is None
    assert controls.press_square([], None, "a1") == controls.Press(None)
    assert controls.press_head([], None) == controls.Press(None)


def test_the_arrow_keys_move_the_cursor_and_stop_at_the_edge():
    assert controls.moved("d4", "ArrowUp") == "d5"  # row 7 is drawn at the top
    assert controls.moved("d4", "ArrowLeft") == "c4"
    assert controls.moved("a1", "ArrowDown") == "a1"
    assert controls.moved("g7", "ArrowRight") == "g7"
    assert controls.moved("d4", "x") == "d4"


# -- the last turn's scoring in words (pygames/games/drinking/feed.py) ----------------------------------

NAMES = ["Player 1", "Player 2", "Player 3"]


def event(kind, seat, points=0, detail=""):
    return {"type": kind, "seat": seat, "points": points, "detail": detail}


def test_a_turn_is_told_as_its_scoring_drink_stain_and_line():
    events = [event("drink points", 0, 30, "red mug"), event("stain", 0, 20, "d4"),
              event("line", 0, 200, "row 4")]
    assert feed(events, NAMES) == ["+30 for the red mug", "+20 stain on d4",
                                   "Row 4 cleared: +200 to Player 1"]
    assert gains(events, 3) == [250, 0, 0]


def test_a_split_line_is_told_once_with_each_share():
    events = [event("line", 1, 50, "column c"), event("line", 2, 50, "column c")]
    assert feed(events, NAMES) == ["Column c cleared and split: +50 each to Player 2 and Player 3"]
    assert cleared_lines(events) == {"column c": [(1, 50), (2, 50)]}


def test_drinking_passing_out_and_waking_are_told():
    events = [event("drank", 0, 0, "passed out"), event("passed out", 0), event("woke", 1, 0, "drunk")]
    assert feed(events, NAMES) == ["Player 1 drinks: now passed out",
                                   "Player 1 passes out and will miss a turn",
                                   "Player 2 misses this turn and wakes up drunk"]


def test_a_timeout_is_told_before_the_drink_it_drank():
    events = [event("time ran out", 1), event("drink points", 1, 20, "red mug"),
              event("drank", 1, 0, "tipsy")]
    assert feed(events, NAMES) == ["Time ran out for Player 2", "+20 for the red mug",
                                   "Player 2 drinks: now tipsy"]


def test_a_cleared_line_names_its_squares():
    assert line_squares("row 3") == ["a3", "b3", "c3", "d3", "e3", "f3", "g3"]
    assert line_squares("column b") == ["b1", "b2", "b3", "b4", "b5", "b6", "b7"]


def test_with_only_one_drink_on_offer_pressing_a_square_is_enough():
    single = legal_after("first 0", "N00", choices=1)
    assert controls.only_slot(single) == 1
    assert controls.press_square(single, None, "d4") == controls.Press(None, "1 d4")
    assert controls.only_slot(legal_after(*RED_MUG_GREEN_GLASS_CHIP)) is None
