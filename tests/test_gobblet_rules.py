"""Gobblet, one test per rule of the module docstring of pygames/games/gobblet/.

Boards are written square by square, each stack bottom first: {"a1": "y1 r3"} is a yellow small piece
gobbled by a red large one. Sizes count up from 1, the smallest.
"""

from __future__ import annotations

import re

import pytest

from pygames import IllegalAction, Match, new_match
from pygames.games.gobblet import GOBBLET, LINES, State, parse_action, square_index, square_name

NOTATION = r'write a size and a square to bring a piece in \("3b2"\) or two squares to move one \("a1b2"\)'


def play(*actions: str, size: int = 3) -> Match:
    """A match after `actions` from the start."""
    match = new_match("gobblet", 2, {"size": size}, seed=0)
    for action in actions:
        match.play(action)
    return match


def position(stacks: dict[str, str], turn: str = "red", size: int = 3, reserves=None) -> State:
    """A constructed position; on 3x3 the reserves default to the pieces that are not on the board."""
    squares = [()] * (size * size)
    for name, pieces in stacks.items():
        squares[square_index(size, name)] = tuple(int(p[1]) * 2 + "ry".index(p[0]) for p in pieces.split())
    if reserves is None:
        reserves = []
        for colour in (0, 1):
            left = [1, 1, 2, 2, 3, 3]
            for piece in (p for stack in squares for p in stack if p & 1 == colour):
                left.remove(piece >> 1)
            reserves.append(tuple(left))
    return State(size, tuple(squares), tuple(reserves), "ry".index(turn[0]))


def after(state: State, action: str) -> State:
    """The position after the legal `action`."""
    assert action in GOBBLET.legal_actions(state), f"{action} should be legal"
    return GOBBLET.apply(state, action)


def board(state: State) -> dict[str, str]:
    """The occupied squares of `state`, written like `position` takes them."""
    return {square_name(state.size, i): " ".join("ry"[p & 1] + str(p >> 1) for p in stack)
            for i, stack in enumerate(state.squares) if stack}


def refused(match_or_state, action: str, message: str) -> None:
    """Assert that `action` is illegal, for the reason `message` (a regex)."""
    if isinstance(match_or_state, State):
        assert action not in GOBBLET.legal_actions(match_or_state)
        assert re.search(message, GOBBLET.explain_illegal(match_or_state, action))
        return
    before = match_or_state.to_json()
    with pytest.raises(IllegalAction, match=message):
        match_or_state.play(action)
    assert match_or_state.to_json() == before


# -- setting up -----------------------------------------------------------------------------------------

def test_red_moves_first():
    match = play()
    assert match.to_move == 0 and match.view(0)["turn"] == "red"
    match.play("1a1")
    assert match.to_move == 1 and match.view(0)["turn"] == "yellow"


def test_3x3_each_colour_starts_with_two_pieces_of_each_of_three_sizes():
    match = play()
    assert match.view(None)["reserves"] == [[[1], [1], [2], [2], [3], [3]]] * 2
    assert match.legal_actions() == sorted(f"{s}{c}{r}" for s in "123" for c in "abc" for r in "123")
    match = play("3a1", "1c3", "3b2", "1c2")
    assert "3a3" not in match.legal_actions()
    refused(match, "3a3", "red has no size-3 piece left in the reserve")


def test_4x4_each_colour_starts_with_three_stacks_of_four_sizes():
    match = play(size=4)
    assert match.view(None)["reserves"] == [[[1, 2, 3, 4]] * 3] * 2
    assert match.legal_actions() == sorted(f"4{c}{r}" for c in "abcd" for r in "1234")


def test_4x4_only_the_top_of_a_reserve_stack_comes_in():
    match = play("4a1", "4d4", size=4)
    assert {a[0] for a in match.legal_actions() if len(a) == 3} == {"3", "4"}
    refused(match, "2b2", "red has no size-2 piece on top of a reserve stack")
    match.play("3b2")  # the stack that gave its 4 now gives its 3, then its 2
    match.play("4d3")
    assert match.view(None)["reserves"][0] == [[1, 2], [1, 2, 3, 4], [1, 2, 3, 4]]
    assert {a[0] for a in match.legal_actions() if len(a) == 3} == {"2", "4"}
    refused(match, "3c3", "red has no size-3 piece on top of a reserve stack")


# -- placing, moving and gobbling ------------------------------------------------------------------------

def test_a_turn_can_place_a_new_piece():
    match = play("2b2")
    assert board(match.state) == {"b2": "r2"}
    assert match.state.reserves == ((1, 1, 2, 3, 3), (1, 1, 2, 2, 3, 3))


def test_a_visible_piece_moves_from_anywhere_to_anywhere_else():
    match = play("3a1", "1c3")
    assert sorted(a for a in match.legal_actions() if a.startswith("a1")) == [
        "a1" + sq for sq in ("a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3")]
    match.play("a1c2")
    assert board(match.state) == {"c2": "r3", "c3": "y1"}
    assert match.state.reserves[0] == (1, 1, 2, 2, 3)  # the piece came from the board, not the reserve


def test_from_and_to_must_differ():
    match = play("3a1", "1c3")
    refused(match, "a1a1", "a piece must move to a different square")


def test_a_piece_gobbles_a_smaller_piece_of_the_opponent():
    match = play("1a1", "2a1")
    assert board(match.state) == {"a1": "r1 y2"}


def test_a_piece_gobbles_a_smaller_piece_of_its_own_colour():
    match = play("1a1", "3c3", "2a1")
    assert board(match.state) == {"a1": "r1 r2", "c3": "y3"}


def test_a_board_move_gobbles_too():
    match = play("1a1", "3c3", "2b2", "c3a1")
    assert board(match.state) == {"a1": "r1 y3", "b2": "r2"}


def test_a_piece_that_already_gobbled_can_be_gobbled():
    match = play("1a1", "2a1", "3a1")
    assert board(match.state) == {"a1": "r1 y2 r3"}


def test_a_piece_cannot_cover_an_equal_or_larger_piece():
    match = play("2b2")
    refused(match, "2b2", "a size-2 piece cannot cover the size-2 piece on b2")
    refused(match, "1b2", "a size-1 piece cannot cover the size-2 piece on b2")
    match.play("2a1")
    refused(match, "b2a1", "the piece on b2 is not larger than the one on a1")
    match.play("3c3")
    refused(match, "a1c3", "the piece on a1 is not larger than the one on c3")


def test_a_covered_piece_cannot_move():
    match = play("1a1", "2a1")
    assert not [a for a in match.legal_actions() if a.startswith("a1")]
    refused(match, "a1b1", "the piece on a1 is yellow's, not red's")


def test_the_opponents_piece_cannot_move():
    match = play("3b2", "1a1")
    assert not [a for a in match.legal_actions() if a.startswith("a1")]
    refused(match, "a1c3", "the piece on a1 is yellow's, not red's")


def test_a_move_takes_only_the_top_piece_of_a_stack():
    match = play("1a1", "3c3", "2a1", "3c1", "a1b2")
    assert board(match.state) == {"a1": "r1", "b2": "r2", "c1": "y3", "c3": "y3"}


def test_a_moved_piece_uncovers_what_it_gobbled():
    match = play("1a1", "2a1", "3c3", "a1b2")
    assert board(match.state) == {"a1": "r1", "b2": "y2", "c3": "r3"}
    assert "a1b1" in match.legal_actions()  # the uncovered piece is visible, so it moves again


def test_an_empty_square_has_no_piece_to_move():
    refused(play("3b2", "1c3"), "a1b1", "there is no piece on a1")


# -- lines -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", LINES[3], ids=lambda line: "-".join(square_name(3, i) for i in line))
def test_three_in_a_row_wins_on_3x3(line):
    names = [square_name(3, i) for i in line]
    elsewhere = [square_name(3, i) for i in range(9) if i not in line]
    match = play(f"3{names[0]}", f"3{elsewhere[0]}", f"3{names[1]}", f"3{elsewhere[1]}")
    assert not match.is_over
    match.play(f"2{names[2]}")
    assert match.is_over and match.winners() == [0]
    assert match.state.result == "red" and match.state.reason == "made a line"
    assert match.view(None)["line"] == names


def test_three_not_in_a_line_do_not_win():
    match = play("3a1", "1c3", "3b1", "1c2", "2a2")
    assert not match.is_over and match.to_move == 1


@pytest.mark.parametrize("line", LINES[4], ids=lambda line: "-".join(square_name(4, i) for i in line))
def test_four_in_a_row_wins_on_4x4(line):
    names = [square_name(4, i) for i in line]
    elsewhere = [square_name(4, i) for i in (5, 6, 9, 10, 0, 3, 12, 15, 1, 2) if i not in line]
    match = play(size=4)
    for size, mine, theirs in zip("443", names, elsewhere, strict=False):
        match.play(f"{size}{mine}")
        match.play(f"4{theirs}")
    assert not match.is_over  # three in a row do not win on 4x4
    match.play(f"4{names[3]}")
    assert match.is_over and match.winners() == [0] and match.view(None)["line"] == names


def test_size_does_not_matter_for_a_line():
    match = play("1a1", "3c3", "1b1", "3c2", "2c1")
    assert match.winners() == [0] and match.view(None)["line"] == ["a1", "b1", "c1"]


def test_only_visible_pieces_count_toward_a_line():
    match = play("1a1", "2a1", "2b1", "3c3", "3c1")  # red's a1 is under yellow
    assert not match.is_over and board(match.state)["a1"] == "r1 y2"


# -- the exposure rule -------------------------------------------------------------------------------------

EXPOSED = {"a1": "y3", "b1": "y1 r3", "c1": "y3"}  # lifting red's b1 shows yellow's a1-b1-c1


def test_uncovering_the_opponents_line_loses():
    state = after(position(EXPOSED), "b1b3")
    assert (state.result, state.reason) == ("yellow", "uncovered a line of the opponent")
    assert GOBBLET.winners(state) == [1] and [square_name(3, i) for i in state.line] == ["a1", "b1", "c1"]


def test_uncovering_the_opponents_line_loses_even_when_the_move_makes_the_movers_line():
    state = after(position({**EXPOSED, "a3": "r2", "c3": "r2"}), "b1b3")  # red's a3-b3-c3 too
    assert state.result == "yellow" and [square_name(3, i) for i in state.line] == ["a1", "b1", "c1"]


def test_covering_a_piece_of_the_uncovered_line_saves_the_mover():
    exposed = position({"a1": "y2", "b1": "y1 r3", "c1": "y3"})
    assert after(exposed, "b1b3").result == "yellow"
    state = after(exposed, "b1a1")
    assert state.result is None and GOBBLET.to_move(state) == 1
    assert board(state) == {"a1": "y2 r3", "b1": "y1", "c1": "y3"}


def test_covering_one_of_two_uncovered_lines_does_not_save_the_mover():
    state = after(position({"a1": "y2", "b1": "y1 r3", "c1": "y3", "b2": "y3", "b3": "y2"}), "b1a1")
    assert state.result == "yellow" and [square_name(3, i) for i in state.line] == ["b1", "b2", "b3"]


# -- 4x4: where a new piece may go ------------------------------------------------------------------------

THREATS = {  # three yellow pieces (sizes 3, 2, 1) in one line, and a lone yellow small piece
    "row": (("a2", "b2", "c2"), "a4"),
    "column": (("c1", "c2", "c3"), "a4"),
    "diagonal": (("d1", "c2", "b3"), "d3"),
}


def threat_position(threat: tuple[str, str, str], lone: str) -> State:
    stacks = {threat[0]: "y3", threat[1]: "y2", threat[2]: "y1", lone: "y1", "a1": "r4", "d4": "r1"}
    return position(stacks, size=4, reserves=((3, 4), (1, 4)))


@pytest.mark.parametrize("kind", THREATS)
def test_4x4_a_new_piece_may_gobble_an_opponents_piece_that_is_one_of_three_in_a_line(kind):
    threat, lone = THREATS[kind]
    state = threat_position(threat, lone)
    legal = GOBBLET.legal_actions(state)
    assert {f"4{threat[0]}", f"4{threat[1]}", f"4{threat[2]}", f"3{threat[1]}", f"3{threat[2]}"} <= set(legal)
    assert f"3{threat[0]}" not in legal  # still only onto a smaller piece
    assert board(after(state, f"4{threat[1]}"))[threat[1]] == "y2 r4"


@pytest.mark.parametrize("kind", THREATS)
def test_4x4_a_new_piece_cannot_gobble_a_lone_opponents_piece(kind):
    threat, lone = THREATS[kind]
    refused(threat_position(threat, lone), f"4{lone}", f"one of three in a line \\({lone} is not\\)")


def test_4x4_a_new_piece_cannot_gobble_an_own_piece():
    state = threat_position(*THREATS["row"])
    assert "4d4" not in GOBBLET.legal_actions(state)
    refused(play("4a1", "4d4", "3b2", "4d3", size=4), "4b2", "your own piece")
    # Not even one of three of its own in a line.
    own_three = position({"a3": "r1", "b3": "r2", "c3": "r3", "d1": "y4"}, size=4, reserves=((4,), (4, 4)))
    assert "4d3" in GOBBLET.legal_actions(own_three)
    refused(own_three, "4a3", "your own piece")


def test_4x4_a_new_piece_goes_to_any_empty_square():
    state = threat_position(*THREATS["row"])
    empty = [square_name(4, i) for i in range(16) if not state.squares[i]]
    assert {f"{s}{sq}" for s in "34" for sq in empty} <= set(GOBBLET.legal_actions(state))


def test_4x4_a_board_move_may_gobble_any_smaller_piece():
    threat, lone = THREATS["row"]
    state = threat_position(threat, lone)
    assert {f"a1{lone}", "a1d4", f"a1{threat[0]}"} <= set(GOBBLET.legal_actions(state))
    assert board(after(state, f"a1{lone}"))[lone] == "y1 r4"


# -- endings -----------------------------------------------------------------------------------------------

SHUFFLE = ["a1a2", "c3c2", "a2a1", "c2c3"]  # red and yellow walk away and back


def test_the_third_occurrence_of_a_position_is_a_draw():
    match = play("3a1", "3c3")
    repeats = []
    for action in SHUFFLE * 2:
        assert not match.is_over
        match.play(action)
        repeats.append(match.view(None)["repeats"])
    assert repeats == [0, 0, 0, 1, 1, 1, 1, 2]
    assert match.is_over and match.ply == 10
    assert (match.state.result, match.state.reason) == ("draw", "the same position came up a third time")
    assert match.winners() == [] and match.scores() == [0.5, 0.5]


def test_a_placement_resets_the_repetition_count():
    match = play("3a1", "3c3", *SHUFFLE, "1b2")
    # The positions before a placement can never come back (the reserves shrank), so none is remembered.
    assert match.state.seen == () and match.view(None)["repeats"] == 0
    for action in ["c3c2", "a1a2", "c2c3", "a2a1"] * 2:
        assert not match.is_over
        match.play(action)
    assert match.state.result == "draw" and match.ply == 15


def test_a_seat_left_without_a_legal_move_loses():
    # Only a constructed position can do this: here yellow's one piece lies under red's.
    state = after(position({"a1": "y1 r2", "c3": "r3"}, reserves=((), ())), "c3b2")
    assert GOBBLET.legal_actions(state) == [] and GOBBLET.to_move(state) is None
    assert (state.result, state.reason) == ("red", "yellow has no legal move")
    assert GOBBLET.winners(state) == [0] and GOBBLET.scores(state) == [1.0, 0.0]


def test_scores_and_winners_while_playing_and_for_each_result():
    match = play("1a1")
    assert (match.scores(), match.winners()) == ([0.0, 0.0], [])
    red = play("3a1", "1c3", "3b1", "1c2", "2c1")
    assert (red.scores(), red.winners()) == ([1.0, 0.0], [0])
    yellow = play("1a1", "3a3", "1b1", "3b3", "2a2", "2c3")
    assert (yellow.scores(), yellow.winners()) == ([0.0, 1.0], [1])
    assert yellow.view(0)["line"] == ["a3", "b3", "c3"] and yellow.view(0)["result"] == "yellow"


# -- notation, descriptions, views -------------------------------------------------------------------------

def test_action_notation_is_a_size_and_a_square_or_two_squares():
    assert parse_action(3, "3b2") == (None, 3, square_index(3, "b2")) == (None, 3, 4)
    assert parse_action(3, "a1b2") == (0, None, 4)
    assert parse_action(4, "d4a1") == (15, None, 0)
    assert parse_action(4, "1d1") == (None, 1, 3)
    assert [square_name(3, i) for i in (0, 2, 3, 8)] == ["a1", "c1", "a2", "c3"]  # a1 bottom left, rows go up


@pytest.mark.parametrize("size, action", [
    (3, ""), (3, "3"), (3, "3b"), (3, "b2"), (3, "3b22"), (3, "4b2"), (3, "0b2"), (3, "3d1"), (3, "3b4"),
    (3, "a1-b2"), (3, "a1b"), (3, "A1B2"), (3, "3B2"), (3, " 3b2"), (3, "a0b2"), (3, "e1a1"), (3, "x1a1"),
    (3, "²b2"), (3, "٣b2"), (4, "5a1"), (4, "3e1"), (4, "a5b1"), (4, "4a1 "),
])
def test_a_badly_written_action_is_illegal_and_the_message_explains_the_notation(size, action):
    refused(play(size=size), action, NOTATION)


def test_describe_names_the_colour_the_piece_and_the_squares():
    match = play("3b2", "1a1")
    assert GOBBLET.describe(play().state, "3b2") == "Red: large to b2"
    assert GOBBLET.describe(play("3b2").state, "1a1") == "Yellow: small to a1"
    assert GOBBLET.describe(match.state, "2a1") == "Red: medium to a1, gobbling"
    assert GOBBLET.describe(match.state, "b2a1") == "Red: b2 → a1, gobbling"
    assert GOBBLET.describe(match.state, "b2c3") == "Red: b2 → c3"
    assert GOBBLET.describe(play(size=4).state, "4a1") == "Red: large to a1"
    assert GOBBLET.describe(play("4a1", "4d4", size=4).state, "3b2") == "Red: medium-large to b2"


def test_the_view_shows_stacks_reserves_and_whose_turn():
    start = {k: v for k, v in play().view(None).items() if k in (
        "size", "turn", "squares", "reserves", "result", "reason", "line", "repeats")}
    assert start == {"size": 3, "turn": "red", "squares": [[]] * 9, "result": None, "reason": "", "line": [],
                     "reserves": [[[1], [1], [2], [2], [3], [3]]] * 2, "repeats": 0}
    view = play("1a1", "2a1").view(1)
    assert view["squares"][0] == [{"colour": "red", "size": 1}, {"colour": "yellow", "size": 2}]
    assert view["reserves"] == [[[1], [2], [2], [3], [3]], [[1], [1], [2], [3], [3]]]
    assert view["turn"] == "red"


def test_the_view_shows_the_winning_line_and_result():
    view = play("3a1", "1c3", "3b1", "1c2", "2c1").view(1)
    assert (view["result"], view["reason"], view["line"]) == ("red", "made a line", ["a1", "b1", "c1"])
    assert view["over"] and view["winners"] == [0]


def test_gobblet_hides_nothing_so_every_seat_sees_the_same():
    match = play("1a1", "2a1")
    strip = lambda v: {k: x for k, x in v.items() if k != "seat"}  # noqa: E731
    assert strip(match.view(0)) == strip(match.view(1)) == strip(match.view(None))
