"""Seat names, the turn on the status line, set-up defaults and the move list by turn (web/seat_text.py)."""

from __future__ import annotations

from pygames.core.table import COMPUTER, HUMAN, REMOTE, SeatInfo
from pygames.web.seat_picker import seat_choices, seat_picker
from pygames.web.seat_text import by_turn, move_text, seat_label, setup_default, turn_text, who_plays

NAMES = ["Red", "Yellow"]
YOU_VS_SMART = [SeatInfo(HUMAN), SeatInfo(COMPUTER, level="smart")]
TWO_PEOPLE = [SeatInfo(HUMAN), SeatInfo(HUMAN)]


def test_the_one_person_at_the_screen_is_you_and_the_computer_shows_its_level():
    assert seat_label(NAMES, YOU_VS_SMART, 0) == "Red · You"
    assert seat_label(NAMES, YOU_VS_SMART, 1) == "Yellow · Computer (Smart)"


def test_two_people_at_one_screen_are_named_by_their_seats_and_a_friend_is_a_friend():
    assert [seat_label(NAMES, TWO_PEOPLE, seat) for seat in (0, 1)] == ["Red", "Yellow"]
    assert who_plays([SeatInfo(HUMAN), SeatInfo(REMOTE)], 1) == "Friend"


def test_the_status_says_your_turn_only_to_the_one_person_here():
    assert turn_text(NAMES, YOU_VS_SMART, (0,), False, False) == "Your turn (Red)"
    assert turn_text(NAMES, TWO_PEOPLE, (1,), False, False) == "Yellow's turn"
    three = [SeatInfo(HUMAN), SeatInfo(HUMAN), SeatInfo(COMPUTER, level="ok")]
    assert turn_text(["Player 1", "Player 2", "Player 3"], three, (0,), False, False) == "Player 1's turn"


def test_the_status_names_the_computer_that_is_thinking_or_waiting():
    assert turn_text(NAMES, YOU_VS_SMART, (1,), True, False) == "Yellow: Computer (Smart) is thinking…"
    assert turn_text(NAMES, YOU_VS_SMART, (1,), False, False) == "Yellow to move (Computer (Smart))"
    assert turn_text(NAMES, YOU_VS_SMART, (1,), False, True).endswith("auto-play paused in a rewound game")


def test_a_new_game_is_you_against_the_strongest_computer_and_extra_seats_stay_empty():
    levels = ["computer:ok", "computer:smart"]
    firsts = [setup_default(seat, 2, levels) for seat in range(4)]
    assert firsts == ["human", "computer:smart", "none", "none"]
    assert [setup_default(seat, 2, []) for seat in range(3)] == ["human", "human", "none"]


def test_moves_of_two_seats_pair_up_by_turn():
    records = [(0, 0, "Red: large to b2"), (1, 1, "Yellow: small to a1"), (2, 0, "Red: b2 → c3")]
    placed = by_turn(records)
    assert [(p.row, p.column, p.turn) for p in placed] == [(1, 2, 1), (1, 3, None), (2, 2, 2)]
    assert move_text(placed[1].text, "Yellow") == "small to a1"


def test_a_seat_that_acts_several_times_fills_rows_of_its_column_in_one_turn():
    records = [(0, 0, "roll"), (1, 0, "roll"), (2, 0, "score"), (3, 1, "roll"), (4, 1, "score"),
               (5, 0, "roll")]
    placed = by_turn(records)
    assert [(p.row, p.column) for p in placed] == [(1, 2), (2, 2), (3, 2), (1, 3), (2, 3), (4, 2)]
    assert [p.turn for p in placed] == [1, None, None, None, None, 2]


def test_a_turn_that_opens_with_the_second_seat_is_numbered_on_its_move():
    placed = by_turn([(0, 1, "Yellow: small to a1"), (1, 0, "Red: small to a2")])
    assert [(p.row, p.column, p.turn) for p in placed] == [(1, 3, 1), (2, 2, 2)]


def test_the_seat_chips_offer_a_person_each_computer_level_a_friend_by_link_and_nobody_where_optional():
    first = seat_choices(0, ["ok", "smart"], optional=False)
    assert [value for value, _, _ in first] == ["human", "computer:ok", "computer:smart", "remote"]
    assert [text for _, text, _ in first][0] == "You"
    third = seat_choices(2, ["easy"], optional=True)
    assert [text for _, text, _ in third] == ["Friend here", "Easy", "Friend by link", "Nobody"]
    html = seat_picker(1, "Yellow", first, "computer:smart")
    assert html.count('type="radio" name="seat1"') == 4 and html.count(" checked") == 1
    assert 'value="computer:smart" checked' in html
    assert html.count('class="chip-group"') == 1  # the levels sit together under one caption
    assert '<span class="sr-only">Computer, </span>Smart' in html  # and each is named in full
