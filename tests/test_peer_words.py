"""What the peer page says: the link's seat numbers in the page's seat names, and each game's chance."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from cardgame import registered

from pygames.net import CLOSED, TEAM
from pygames.web.peer_tables import HOST_ROLE, PeerSide, host_table, name_seats, new_host_match, sort_events

GOBBLET = ["Red", "Yellow"]


@pytest.fixture(autouse=True)
def duel() -> Iterator[None]:
    with registered():
        yield


def test_the_link_calls_a_seat_by_the_pages_name_not_player_n() -> None:
    assert name_seats("Your friend (player 2) left. The match is saved.", GOBBLET) == (
        "Your friend (Yellow) left. The match is saved.")
    names = ["North", "East", "South", "West"]
    assert name_seats("A teammate on players 1, 2 and 4 left", names) == (
        "A teammate on North, East and West left")
    assert name_seats("players 1 and 3 play on", names) == "North and South play on"


def test_a_seat_number_the_page_does_not_have_stays_a_number() -> None:
    assert name_seats("player 7 left", GOBBLET) == "player 7 left"
    assert name_seats("2 players left", GOBBLET) == "2 players left"


def test_the_events_shown_use_the_seat_names() -> None:
    heard = sort_events([(CLOSED, "Your friend (player 2) left."), (TEAM, "A teammate joined player 1")],
                        GOBBLET)
    assert heard.toasts == [("Your friend (Yellow) left.", "warn"), ("A teammate joined Red", "info")]
    assert heard.note == "A teammate joined Red"


def test_a_draw_is_named_as_the_board_names_its_chance() -> None:
    wire_out: list[str] = []
    table = host_table(new_host_match("duel", [{"kind": "human"}, {"kind": "remote"}], {}, "Duel"),
                       send=lambda _peer, text: wire_out.append(text))
    side = PeerSide(table, HOST_ROLE, GOBBLET)
    spin = ("Spinning the dreidel", "The dreidel spin")
    assert side.status(0, lambda view: "", chance=spin) == (
        "The dreidel spin waits for your friend: both browsers draw it together")
    table.connect("east", [1])
    assert side.status(0, lambda view: "", chance=spin) == "Spinning the dreidel with your friend…"
