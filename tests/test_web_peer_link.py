"""The link panel the play page holds for a peer table (pygames.web.peer.PeerLink), without a browser:
the host's connected friends pass to the next match's page, on the seats the next match gives them."""

from __future__ import annotations

import random
from typing import Any

from browser_stand_ins import web_modules
from test_peer_rematch import over_match

from pygames.web.peer_roster import Roster


def _peer_module() -> Any:
    """pygames.web.peer, imported with no browser here."""
    return web_modules("peer")[0]


def _host_part(peer: Any, over: bool) -> tuple[Any, Any]:
    """The host's panel of a match between Red (here) and Yellow (a connected friend)."""
    link, host = over_match(random.Random(3))
    if not over:
        host = link.host([{"kind": "human"}, {"kind": "remote"}])
    part = peer.PeerLink("host", ["Red", "Yellow"])
    part.table = host
    part.roster = Roster(host.session.remote_seats)
    friend, _ = part.roster.invite(1)
    friend.state, friend.link = "connected", object()
    return part, friend


def test_after_the_end_a_swap_moves_the_connected_friend_one_seat_on_with_its_link():
    peer = _peer_module()
    part, friend = _host_part(peer, over=True)
    part.carry("next", swap=True)
    carried = peer.CARRIED.pop("next")
    assert carried.remote_seats == (0,) and [(f.seat, f.state) for f in carried.friends] == [(0, "connected")]
    assert friend.link is None  # the link now belongs to the next match's page


def test_a_rematch_keeps_the_seats_and_a_game_not_over_carries_no_link():
    peer = _peer_module()
    part, _ = _host_part(peer, over=True)
    part.carry("again", swap=False)
    assert [f.seat for f in peer.CARRIED.pop("again").friends] == [1]
    part, friend = _host_part(peer, over=False)
    part.carry("fresh", swap=True)
    assert "fresh" not in peer.CARRIED and friend.link is not None  # new links for a game left unfinished
