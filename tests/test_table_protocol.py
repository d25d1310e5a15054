"""What the one play page asks of every Table beyond the position: the title, what the computer may read,
the last move, a rewound game's end, what is saved, Export, and the next game (pygames.core.table.Table).

The page reads no Match and never asks which table it holds, so each table (at this screen, a host's,
a guest's and a guest's copy) answers these itself; here each is driven as the page drives it.
"""

from __future__ import annotations

from typing import Any

import pytest
from cardgame import registered
from conftest import HIGH_CARD
from test_peer_tables import NAMES, gobblet_pair

from pygames import IllegalAction, Match, new_match
from pygames.core.game import CHANCE
from pygames.core.savebook import MemoryStore, SaveBook
from pygames.core.table import SET_UP
from pygames.net.guest_table import GuestTable
from pygames.web.local_table import LocalTable
from pygames.web.peer_tables import CopyTable, host_table, new_host_match


def local(*actions: str, seats: tuple[str, ...] = ("human", "computer"),
          title: str | None = None) -> LocalTable:
    set_up = [{"kind": kind} for kind in seats]
    meta: dict[str, Any] = {"seats": set_up, SET_UP: set_up}
    if title:
        meta["title"] = title
    match = new_match("gobblet", len(seats), {"size": 3}, seed=3, meta=meta)
    for action in actions:
        match.play(action)
    return LocalTable(match)


def test_the_title_is_the_set_ups_else_empty_for_the_page_to_name_the_game():
    assert local(title="Evening game").title == "Evening game" and local().title == ""
    wire = gobblet_pair()
    assert wire.host.title == "Gobblet" and wire.guests["yellow"].title == "Gobblet"


def test_the_last_move_is_the_last_seats_action_before_the_position_shown_never_a_chance_outcome():
    table = local("3b2", "1a1")
    assert table.last_action() == (1, "1a1")
    table.goto(1)
    assert table.last_action() == (0, "3b2") and table.moves == 2
    table.goto(0)
    assert table.last_action() is None
    cards = LocalTable(Match(HIGH_CARD, 2, seed=4, meta={"seats": [{"kind": "human"}] * 2}))
    assert cards.last_action() is None  # the deal is chance: no seat has moved yet
    cards.propose(0, "stay")
    assert CHANCE in cards.match.history_seats and cards.last_action() == (0, "stay")


def test_a_finished_game_looked_back_at_keeps_its_end_and_is_saved_at_it():
    table = local("3a1", "3a3", "2b1", "2b3", "1c1", seats=("human", "human"))
    assert table.is_over and table.end_view() is None  # at its end: nothing is looked back at
    ended = table.finished_moves()
    table.goto(2)
    assert table.end_view() is not None and table.end_view()["over"]
    assert table.finished_moves() == ended
    book = SaveBook(MemoryStore())
    table.save(book, "s1", "Gobblet", "over", None)
    assert book.get("s1").ply == 5 and table.ply == 2  # saved at its end; the screen stays rewound


def test_the_computer_reads_the_match_at_this_screen_and_at_a_host_and_the_seats_sight_at_a_secret_guest():
    table = local()
    assert table.knowledge(1) is table.match
    wire = gobblet_pair()
    assert wire.host.knowledge(1) is wire.host.match
    assert wire.guests["yellow"].knowledge(1) is wire.guests["yellow"].match  # no secrets: its copy


def test_export_is_withheld_while_a_kept_game_hides_cards_and_nothing_is_kept_without_a_match():
    cards = LocalTable(Match(HIGH_CARD, 2, seed=4, meta={"seats": [{"kind": "human"}] * 2}))
    assert cards.withheld and not cards.played
    cards.propose(0, "stay")
    assert cards.played
    cards.propose(1, "stay")
    assert cards.is_over and not cards.withheld
    assert not GuestTable().withheld and not GuestTable().played and not GuestTable().keeps


def test_what_each_table_switches_offers_and_keeps():
    wire = gobblet_pair()
    host, guest = wire.host, wire.guests["yellow"]
    copy = CopyTable(guest.copy(), NAMES[:2])
    here = local()
    assert [t.switchable for t in (here, host, guest, copy)] == [(0, 1), (0,), (1,), ()]
    assert [t.offers_next_game for t in (here, host, guest, copy)] == [True, True, True, False]
    assert [t.keeps for t in (here, host, guest, copy)] == [True, True, True, False]
    assert here.swappable and host.swappable and guest.swappable
    assert not LocalTable(new_match("yacht", 3, seed=1)).swappable  # three at one screen: no swap
    wire.leave("yellow")
    assert not guest.offers_next_game  # its link closed: no next game is offered


def test_the_next_game_at_this_screen_swaps_the_two_seats_and_keeps_the_title():
    table = local("3b2", title="Evening game")
    again, swapped = table.next_match(False, "ignored"), table.next_match(True, "ignored")
    assert [s["kind"] for s in again.meta["seats"]] == ["human", "computer"] and again.history == []
    assert [s["kind"] for s in swapped.meta["seats"]] == ["computer", "human"]
    assert swapped.meta[SET_UP] == swapped.meta["seats"] and swapped.meta["title"] == "Evening game"


def test_the_next_game_of_a_host_moves_everyone_one_seat_on_and_a_guest_or_copy_may_not_start_one():
    with registered():
        seats = [{"kind": "human"}, {"kind": "remote"}, {"kind": "computer", "level": "easy"}]
        host_match = new_host_match("duel", seats, {}, "Duel")
        nxt = host_table(host_match).next_match(True, "Duel again")
        assert [s["kind"] for s in nxt.meta["seats"]] == ["computer", "human", "remote"]
        assert nxt.meta["peer"] == {"role": "host"} and nxt.meta["title"] == "Duel again"
    wire = gobblet_pair()
    with pytest.raises(IllegalAction, match="only the host"):
        wire.guests["yellow"].next_match(False, "Gobblet")
    with pytest.raises(IllegalAction, match="new link"):
        CopyTable(wire.guests["yellow"].copy(), NAMES[:2]).next_match(False, "Gobblet")


def test_a_guest_saves_its_marked_copy_under_its_own_title():
    wire = gobblet_pair()
    wire.host.propose(0, "3b2")
    wire.run()
    book = SaveBook(MemoryStore())
    wire.guests["yellow"].save(book, "guest-1", "Gobblet", "move 2", 7)
    saved = book.get("guest-1")
    assert saved.meta["peer"] == {"role": "guest", "seats": [1]} and saved.history == ["3b2"]
    assert [entry.title for entry in book.entries()] == ["Gobblet (guest copy)"]
