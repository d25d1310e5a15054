"""Match: playing, refusing, undo/redo with branch replacement, seeded chance that undo cannot re-roll."""

from __future__ import annotations

import pytest

from pygames import IllegalAction, Match, load_match, new_match

# Red gets a1-b1-c1 on its third move.
RED_WINS = ["3a1", "1c3", "3b1", "1c2", "2c1"]


def gobblet(*actions: str, size: int = 3) -> Match:
    match = new_match("gobblet", 2, {"size": size}, seed=1)
    for action in actions:
        match.play(action)
    return match


def test_a_new_match_starts_at_ply_zero_with_seat_zero_to_move():
    match = gobblet()
    assert (match.ply, match.actions, match.history, match.to_move) == (0, [], [], 0)
    assert not match.is_over and not match.can_undo and not match.can_redo


def test_play_appends_the_action_and_passes_the_turn():
    match = gobblet("3b2")
    assert (match.ply, match.actions, match.to_move) == (1, ["3b2"], 1)


def test_an_illegal_action_raises_and_changes_nothing():
    match = gobblet("3b2", "1a1")
    before, view = match.to_json(), match.view(0)
    for bad in ["a1a1", "b2b2", "3b2", "9z9", "", None, 32]:
        with pytest.raises(IllegalAction, match=r"\w"):
            match.play(bad)
        assert match.to_json() == before and match.view(0) == view


def test_check_says_why_without_playing():
    match = gobblet("3b2")
    match.check("1a1")
    with pytest.raises(IllegalAction, match="there is no piece on a1"):
        match.check("a1b1")
    assert match.ply == 1


def test_play_after_the_game_is_over_raises():
    match = gobblet(*RED_WINS)
    assert match.is_over and match.winners() == [0] and match.to_move is None and match.legal_actions() == []
    before = match.to_json()
    with pytest.raises(IllegalAction, match="the game is over"):
        match.play("1a3")
    assert match.to_json() == before


def test_undo_takes_back_the_last_action_and_redo_plays_it_again():
    match = gobblet("3b2", "1a1")
    match.undo()
    assert (match.ply, match.actions, match.history, match.to_move) == (1, ["3b2"], ["3b2", "1a1"], 1)
    assert match.can_undo and match.can_redo
    match.redo()
    assert (match.ply, match.actions) == (2, ["3b2", "1a1"]) and not match.can_redo


def test_undo_reaches_a_finished_game():
    match = gobblet(*RED_WINS)
    match.undo()
    assert not match.is_over and match.to_move == 0 and match.winners() == []


def test_undo_at_the_start_and_redo_at_the_end_raise():
    match = gobblet("3b2")
    with pytest.raises(IllegalAction, match="nothing to redo"):
        match.redo()
    match.undo()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        match.undo()


def test_a_new_move_in_a_rewound_match_drops_the_redo_tail():
    match = gobblet("3b2", "1a1", "2c3")
    match.undo()
    match.undo()
    match.play("3a1")
    assert match.history == match.actions == ["3b2", "3a1"]
    assert not match.can_redo
    with pytest.raises(IllegalAction):
        match.redo()


def test_goto_jumps_anywhere_in_the_history():
    match = gobblet("3b2", "1a1", "2c3", "1c1")
    match.goto(1)
    assert (match.ply, match.actions, match.to_move, match.can_redo) == (1, ["3b2"], 1, True)
    match.goto(4)
    assert match == gobblet("3b2", "1a1", "2c3", "1c1")
    match.goto(0)
    assert match.actions == [] and match.history == ["3b2", "1a1", "2c3", "1c1"]


@pytest.mark.parametrize("ply", [-1, 5, "2", 2.0, None, True])
def test_goto_outside_the_history_raises(ply):
    match = gobblet("3b2", "1a1", "2c3", "1c1")
    match.goto(2)
    with pytest.raises(IllegalAction, match="no position"):
        match.goto(ply)
    assert match.ply == 2


@pytest.mark.parametrize("seats", [0, 1, 3, -2])
def test_a_seat_count_out_of_range_raises(seats):
    with pytest.raises(ValueError, match="2 to 2 players"):
        new_match("gobblet", seats)


@pytest.mark.parametrize("seats", [True, "2", 2.0, None])
def test_a_seat_count_that_is_not_a_whole_number_raises(seats):
    with pytest.raises(ValueError, match="whole number"):
        new_match("gobblet", seats)


@pytest.mark.parametrize("seats", [0, 5])
def test_a_seat_count_out_of_range_raises_for_every_game(pig, seats):
    with pytest.raises(ValueError, match="1 to 4 players"):
        new_match(pig.id, seats)


@pytest.mark.parametrize("options, message", [
    ({"size": 5}, "3x3 or 4x4"),
    ({"size": "4"}, "3x3 or 4x4"),
    ({"size": True}, "3x3 or 4x4"),
    ({"size": 3.0}, "3x3 or 4x4"),
    ({"size": None}, "3x3 or 4x4"),
    ({"colour": "red"}, "unknown Gobblet option.*colour"),
])
def test_bad_options_raise_a_value_error_naming_them(options, message):
    with pytest.raises(ValueError, match=message):
        new_match("gobblet", 2, options)


def test_options_are_filled_in_with_defaults():
    assert new_match("gobblet", 2).options == {"size": 3}
    assert new_match("gobblet", 2, {"size": 4}).view(0)["options"] == {"size": 4}


def test_an_unknown_game_raises_listing_the_known_ones():
    with pytest.raises(ValueError, match="unknown game 'chess'.*gobblet"):
        new_match("chess", 2)


def test_the_view_carries_the_match_facts():
    match = gobblet("3b2")
    view = match.view(1)
    assert {k: view[k] for k in ("game", "seat_count", "options", "seat", "to_move", "over", "winners",
                                  "scores", "ply", "can_undo", "can_redo")} == {
        "game": "gobblet", "seat_count": 2, "options": {"size": 3}, "seat": 1, "to_move": 1, "over": False,
        "winners": [], "scores": [0.0, 0.0], "ply": 1, "can_undo": True, "can_redo": False}
    view["options"]["size"] = 4
    assert match.options == {"size": 3}


# -- chance, with the Pig test game ---------------------------------------------------------------------

def test_chance_is_resolved_by_the_match_after_the_action(pig):
    match = new_match(pig.id, 2, seed=3)
    match.play("roll")
    assert match.ply == 2 and match.actions[0] == "roll" and match.actions[1] in "123456"
    assert not match.at_chance and match.to_move in (0, 1)


def test_undo_takes_back_the_chance_with_the_action_and_never_re_rolls(pig):
    outcomes = set()
    for seed in range(40):
        match = new_match(pig.id, 2, seed=seed)
        match.play("roll")
        rolled = match.actions
        match.undo()
        assert match.ply == 0 and match.to_move == 0
        match.play("roll")
        assert match.actions == rolled
        match.undo()
        match.redo()
        assert match.actions == rolled and match.ply == 2
        outcomes.add(rolled[1])
    assert len(outcomes) > 1  # the seed does decide the roll


def test_a_roll_after_a_different_branch_is_still_tied_to_the_seed_and_ply(pig):
    match = new_match(pig.id, 2, seed=8)
    while match.actions[-1:] in ([], ["1"]) or match.to_move != 0:
        match.play("roll")  # roll until seat 0 holds a turn total
    ply = match.ply
    match.play("roll")
    again = match.actions
    match.undo()
    match.play("hold")
    match.undo()
    match.play("roll")
    assert match.actions == again and match.ply > ply


def test_a_seeded_match_replays_identically(pig):
    def play(seed):
        match = new_match(pig.id, 3, seed=seed)
        for _ in range(30):
            if match.is_over:
                break
            match.play("hold" if match.view(None)["turn_total"] >= 8 else "roll")
        return match

    assert play(99) == play(99)
    assert play(99).history == load_match(play(99).to_json()).history
    assert len({tuple(play(seed).history) for seed in range(5)}) > 1


def test_goto_a_chance_node_steps_on_to_the_outcome_drawn(pig):
    match = new_match(pig.id, 2, seed=4)
    match.play("roll")
    match.play("roll")
    match.goto(1)
    assert match.ply == 2 and not match.at_chance and match.can_redo


def test_without_auto_chance_the_outcome_comes_from_outside(pig):
    match = Match(pig, 2, seed=1, auto_chance=False)
    match.play("roll")
    assert match.at_chance and match.to_move is None and not match.is_over
    with pytest.raises(IllegalAction, match="waiting for a chance outcome"):
        match.play("roll")
    with pytest.raises(IllegalAction, match="not a possible chance outcome"):
        match.play_chance("7")
    match.play_chance("5")
    assert match.actions == ["roll", "5"] and match.to_move == 0
    with pytest.raises(IllegalAction, match="no chance outcome is due"):
        match.play_chance("5")


def test_a_game_that_cannot_be_undone_refuses_undo_and_rewinding(test_games):
    match = new_match("test-high-card", 2, seed=6)
    match.play("stay")
    assert match.ply == 3 and not match.can_undo and not match.can_redo
    with pytest.raises(IllegalAction, match="cannot be undone"):
        match.undo()
    with pytest.raises(IllegalAction, match="cannot be rewound"):
        match.goto(2)
    assert match.ply == 3
