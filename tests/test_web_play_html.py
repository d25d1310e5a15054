"""The play page's markup without a browser (pygames.web.play_html): the end panel's headline, the move
list, the seat list, the Auto-play boxes and the Export button, as the page draws them."""

from __future__ import annotations

from pygames.core.savebook import WITHHELD
from pygames.core.table import SeatInfo
from pygames.web.html import esc
from pygames.web.play_html import (
    autoplay_html,
    dialogs_html,
    export_button,
    frame_html,
    headline,
    moves_html,
    seats_html,
)

NAMES = ["Red", "Yellow"]
YOU_AND_COMPUTER = [SeatInfo("human"), SeatInfo("computer", level="smart")]
TWO_PEOPLE = [SeatInfo("human"), SeatInfo("human")]


def test_the_headline_says_who_won_as_the_person_at_the_screen_sees_it():
    assert headline({"winners": [0]}, YOU_AND_COMPUTER, NAMES) == "You win!"
    assert headline({"winners": [1]}, YOU_AND_COMPUTER, NAMES) == "Computer (Smart) wins"
    assert headline({"winners": [1]}, TWO_PEOPLE, NAMES) == "Yellow wins"
    assert headline({"winners": []}, TWO_PEOPLE, NAMES) == "Draw"
    assert headline({"winners": [0, 1]}, TWO_PEOPLE, NAMES) == "Draw"
    assert headline({"winners": [0, 1]}, TWO_PEOPLE + [SeatInfo("human")], NAMES + ["Green"]) == "Shared win"
    assert headline({}, TWO_PEOPLE, NAMES) == "Game over"


def test_the_move_list_marks_the_move_on_the_board_and_the_ones_after_it():
    records = [(0, 0, "a1"), (1, 1, "b2"), (2, 0, "c3")]
    items = moves_html(records, 2, NAMES, paired=False)
    assert items.count("<li") == 3 and 'data-ply="2" aria-current="step"' in items
    assert items.count("future") == 1 and 'class="seat0 future"' in items
    paired = moves_html(records, 3, NAMES, paired=True)
    assert "--turn:&#x27;1.&#x27;" in paired and "--turn:&#x27;2.&#x27;" in paired and "future" not in paired


def test_the_seat_list_says_who_plays_each_seat_and_who_is_to_move():
    html = seats_html(NAMES, YOU_AND_COMPUTER, {1})
    assert "Red · You" in html and "Yellow · Computer (Smart)" in html
    assert 'class="seat1 acting"' in html and html.count("(to move)") == 1


def test_auto_play_boxes_only_for_the_seats_this_screen_may_switch():
    assert autoplay_html([], NAMES, [False, True]) == ""
    html = autoplay_html([1], NAMES, [False, True])
    assert 'id="autoplay1"' in html and 'id="autoplay0"' not in html and "checked" in html
    dialogs = dialogs_html(NAMES, [1], ["easy", "smart"], ["easy", "smart"])
    assert 'id="level1"' in dialogs and 'id="level0"' not in dialogs
    assert '<option value="smart" selected>' in dialogs


def test_export_says_why_it_is_withheld_and_the_frame_holds_every_control():
    assert esc(WITHHELD) in export_button("s1", True) and 'aria-disabled="true"' in export_button("s1", True)
    assert "aria-disabled" not in export_button("s1", False)
    frame = frame_html("gobblet", "Evening <game>", export_button("s1", False), "", "", True)
    assert "Evening &lt;game&gt;" in frame and 'class="moves by-turn"' in frame
    assert all(f'id="{name}"' in frame for name in ("undo", "redo", "rematch", "swap", "board-area", "moves"))
