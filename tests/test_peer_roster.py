"""The host's friend rows on the peer page (pygames.web.peer_roster): a link per browser, teams of 1-3."""

from __future__ import annotations

import pytest

from pygames.web.peer_roster import MAX_TEAM, Roster


def connected(roster: Roster, seat: int, slot: int = 1) -> None:
    friend = roster.at(seat, slot)
    assert friend is not None
    friend.state = "connected"


def test_a_seat_first_gets_one_link_then_teammates_in_the_next_slots():
    roster = Roster([1, 2])
    first, old = roster.invite(1)
    assert old is None and (first.seat, first.slot, first.key, roster.label(first)) == (1, 1, "1", "Friend")
    assert roster.can_invite_teammate(1)  # a waiting link is enough: the team may be invited at once
    mate, _ = roster.invite_teammate(1)
    assert (mate.slot, mate.key, roster.label(mate)) == (2, "1-2", "Friend 2")
    assert roster.label(first) == "Friend 1"  # numbered once the seat has a team
    assert mate.peer_id != first.peer_id
    assert [f.slot for f in roster.on_seat(1)] == [1, 2]


def test_no_teammate_for_a_seat_without_a_friend_nor_for_a_local_seat():
    roster = Roster([1])
    assert roster.why_no_teammate(1) == "invite a friend to this seat first"
    with pytest.raises(ValueError, match="first"):
        roster.invite_teammate(1)
    with pytest.raises(ValueError, match="another browser"):
        roster.invite(0)


def test_a_seat_is_shared_by_at_most_three_browsers():
    roster = Roster([1])
    roster.invite(1)
    for _ in range(MAX_TEAM - 1):
        roster.invite_teammate(1)
    assert not roster.can_invite_teammate(1) and "at most 3" in roster.why_no_teammate(1)
    with pytest.raises(ValueError, match="at most 3"):
        roster.invite(1, 4)


def test_a_match_links_at_most_five_browsers_in_all():
    roster = Roster([1, 2, 3])
    for seat in (1, 2, 3):
        roster.invite(seat)
    roster.invite_teammate(1)
    roster.invite_teammate(2)
    assert "at most 5" in roster.why_no_teammate(3)


def test_a_new_link_replaces_only_its_own_row():
    roster = Roster([1])
    first, _ = roster.invite(1)
    mate, _ = roster.invite_teammate(1)
    connected(roster, 1, 1)
    mate.state = "closed"  # the teammate left
    again, old = roster.invite(1, 2)
    assert old is mate and roster.at(1, 2) is again and roster.at(1, 1) is first
    assert not roster.is_current(mate) and roster.is_current(again)


def test_a_teammate_who_left_frees_a_slot_for_the_next_one():
    roster = Roster([1])
    roster.invite(1)
    mate, _ = roster.invite_teammate(1)
    roster.invite_teammate(1)
    mate.state = "closed"
    again, old = roster.invite_teammate(1)
    assert again.slot == 2 and old is mate


def test_cancelling_a_teammates_link_removes_its_row_but_a_first_friend_keeps_it():
    roster = Roster([1])
    first, _ = roster.invite(1)
    mate, _ = roster.invite_teammate(1)
    roster.cancel(mate)
    assert roster.on_seat(1) == [first]
    roster.cancel(first)
    assert roster.on_seat(1) == [first] and first.state == "cancelled" and "no longer works" in first.note


def test_the_panel_is_connected_while_every_remote_seat_has_a_browser():
    roster = Roster([1, 2])
    roster.invite(1)
    roster.invite(2)
    assert roster.peer_state() == "waiting"
    connected(roster, 1)
    connected(roster, 2)
    mate, _ = roster.invite_teammate(1)
    assert roster.peer_state() == "connected" and roster.waiting is False  # the new link is still preparing
    mate.state = "waiting"
    assert roster.waiting and roster.connected(1) == 1
    connected(roster, 1, 2)
    assert roster.connected(1) == 2
    roster.at(1, 1).state = "closed"  # one teammate leaves, the other stays: the seat plays on
    assert roster.peer_state() == "connected"
    roster.at(1, 2).state = "closed"
    assert roster.peer_state() == "closed"


def test_rows_are_found_by_link_and_by_answer_tag():
    roster = Roster([1])
    first, _ = roster.invite(1)
    first.tag = "abc"
    assert roster.by_peer(first.peer_id) is first and roster.by_tag("abc") is first
    assert roster.by_peer("nobody") is None and roster.by_tag("zzz") is None
