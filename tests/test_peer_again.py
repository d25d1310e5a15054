"""The next game over the same links, agreed by every browser: one proposes, the others see it and accept;
proposing the other kind replaces the offer; a browser that leaves takes its agreement along."""

from __future__ import annotations

import json
import random

import pytest
from test_peer_rematch import SEATS, Link, over_match

from pygames.net import AGAIN, ERROR, GuestSession
from pygames.net.again import Again, offer_words
from pygames.net.guest_table import GuestTable
from pygames.web.peer_tables import host_table, new_host_match


def test_the_friends_proposal_reaches_the_host_and_the_hosts_accept_settles_it() -> None:
    link, host = over_match(random.Random(1))
    guest = link.guest
    assert host.again is None and guest.again is None and host.agreed is None
    guest.want_again(True)
    link.run(host)
    assert (AGAIN, "Your friend (player 2) asks for a rematch with colours swapped") in host.events
    assert host.again == {"swap": True, "agreed": False, "waiting": 1, "by_host": False}
    assert guest.again == {"swap": True, "agreed": True, "waiting": 1, "by_host": False}
    assert host.agreed is None  # the host has not said yes yet
    host.want_again(True)
    link.run(host)
    assert host.agreed is True
    assert guest.again == {"swap": True, "agreed": True, "waiting": 0, "by_host": False}


def test_the_hosts_proposal_reaches_the_friend_who_accepts_it() -> None:
    link, host = over_match(random.Random(2))
    guest = link.guest
    host.want_again(False)
    link.run(host)
    assert host.agreed is None
    assert guest.again == {"swap": False, "agreed": False, "waiting": 1, "by_host": True}
    assert (AGAIN, "The host asks for a rematch") in guest.events
    guest.want_again(False)
    link.run(host)
    assert host.agreed is False  # the same seats, agreed by both


def test_proposing_the_other_kind_replaces_the_offer_and_only_its_proposer_agrees() -> None:
    link, host = over_match(random.Random(3))
    host.want_again(False)
    link.run(host)
    link.guest.want_again(True)  # the friend would rather swap
    link.run(host)
    assert host.agreed is None
    assert host.again == {"swap": True, "agreed": False, "waiting": 1, "by_host": False}
    host.want_again(True)
    link.run(host)
    assert host.agreed is True


def test_no_next_game_is_agreed_before_the_end_or_for_another_match() -> None:
    link = Link()
    host = link.host(SEATS)
    host.connect("yellow", [1])
    link.run(host)
    with pytest.raises(Exception, match="once this one is over"):
        host.want_again(False)
    with pytest.raises(Exception, match="once this one is over"):
        link.guest.want_again(False)
    assert link.queue == [] and host.again is None
    # A forged "again" for the running match is refused by the host, and tells the guest why.
    message = {"p": "pygames-peer", "v": 1, "t": "again", "n": 99, "link": link.guest.session._link,
               "match_id": host.match_id, "swap": False}
    out = host.on_message("yellow", json.dumps(message))
    assert out.errors and "once this one is over" in out.errors[0] and host.again is None


def test_a_friend_who_leaves_takes_its_agreement_along() -> None:
    link, host = over_match(random.Random(4))
    link.guest.want_again(False)
    link.run(host)
    host.peer_closed("yellow")
    assert host.again is None  # nobody else had agreed: the offer is gone
    host.want_again(False)
    assert host.agreed is False  # alone, the host agrees with itself (the page then makes new links)


def test_an_offer_is_checked_like_every_message() -> None:
    session = GuestSession()
    out = session.on_message(json.dumps({"p": "pygames-peer", "v": 1, "t": "again", "n": 1,
                                         "match_id": "0" * 16, "swap": "yes", "agreed": False,
                                         "waiting": 1, "by_host": True}))
    assert out.events[0][0] == ERROR and session.again is None


def test_the_record_of_the_offer() -> None:
    again = Again()
    again.want("host", False)
    again.want("a", False)
    assert again.settled({"host", "a"}) is False and again.settled({"host", "a", "b"}) is None
    again.want("b", True)
    assert again.offer is not None and again.offer.agreed == {"b"}
    again.leave("b")
    assert again.offer is None
    assert offer_words(True, 3) == "a rematch with everyone one seat on"


def test_the_new_guest_session_of_the_host_forgets_the_old_offer() -> None:
    link, host = over_match(random.Random(5))
    link.guest.want_again(False)
    link.run(host)
    host.want_again(False)
    link.run(host)
    second = host_table(new_host_match("gobblet", SEATS, {"size": 3}, "Gobblet"),
                        send=lambda _peer, text: link.queue.append(("guest", text)))
    second.connect("yellow", [1])
    link.run(second)
    assert isinstance(link.guest, GuestTable) and link.guest.match_id == second.match_id
    assert link.guest.again is None and second.again is None
