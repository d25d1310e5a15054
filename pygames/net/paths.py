"""Why two browsers found no path to each other, and by which path they are linked, in a person's words.

Each page knows the kinds of ICE candidate on both sides (its own description, and the code it read:
host = an address on its own network, srflx = its public address as a STUN server saw it, relay = a TURN
server's), whether its link was for a friend elsewhere, and whether a TURN server was set. From these
alone it names the likely cause of a failure and what to do, without asking any server:

- a link for the same network that does not connect: the friend is elsewhere;
- a side with no public address: its browser reached no STUN server (or, for the friend, the link came
  from a page that carried none), so its answer or link only works on its own network;
- an answer pasted long after the link was made: the friend's page stops trying ANSWER_KEEPS_MIN
  minutes after it shows its answer code (the page knows only an upper bound of the answer's age: the
  time since it made the link);
- a TURN server set but no relay among this side's candidates: the TURN server did not answer (its address
  or account is wrong); a relay offered (the server did answer) and still no path: the friend's network
  may block the relay, and the account is not to blame;
- both sides with public addresses and still no path: a router that maps each destination to a new port
  (a symmetric NAT) or a firewall, which only a TURN relay gets through; the page cannot tell which.
"""

from __future__ import annotations

from collections.abc import Iterable

from pygames.core.i18n import N_, _
from pygames.net.sdp import Description

PUBLIC = frozenset({"srflx", "prflx", "relay"})
TURN_HINT = N_("add your own TURN server in Connection settings (turn:host:3478 user password)")
# How long the friend's page keeps its answer trying (site/js/peer.js renews its connection each time the
# browser gives up its checks, some 15 s apart), and so how long an answer keeps.
ANSWER_KEEPS_MIN = 5


def kinds(description: Description) -> frozenset[str]:
    """The candidate types a description offers."""
    return frozenset(candidate.type for candidate in description.candidates)


def host_no_path(elsewhere: bool, mine: Iterable[str], theirs: Iterable[str], waited_s: float = 0.0,
                 turn: bool = False) -> str:
    """What the host's page says when its friend's answer led to no connection, and what to do; `waited_s`:
    the seconds from making the link to pasting the answer, `turn`: the link was made with a TURN server."""
    mine, theirs = frozenset(mine), frozenset(theirs)
    late = waited_s > ANSWER_KEEPS_MIN * 60
    if not elsewhere:
        return _("No connection: this link was for a friend on your network, and your friend's browser "
                 "could not be reached on it. If they are elsewhere, choose “a friend elsewhere” and "
                 "send them the new link.")
    if turn and "relay" not in mine:
        return _("No connection: your TURN server did not answer this browser. Check its address, user name "
                 "and password in Connection settings, then make a new link.")
    if not mine & PUBLIC:
        return _("No connection: this browser reached no STUN server, so your friend's browser had no "
                 "public address of yours to try. Check Connection settings (or {hint}), then make a new "
                 "link.").format(hint=_(TURN_HINT))
    if not theirs & PUBLIC:
        return _("No connection: your friend's answer only works on their own network (their browser reached "
                 "no STUN server, so it holds no public address). If their network blocks it, "
                 "{hint}, then make a new link.").format(hint=_(TURN_HINT))
    if late:
        said = _("No connection: you pasted the answer {minutes} minutes after making this link, and your "
                 "friend's page stops trying {keep} minutes after it shows its answer code. Make a new link "
                 "and paste its answer within {keep} minutes.")
        return said.format(minutes=int(waited_s // 60), keep=ANSWER_KEEPS_MIN)
    if "relay" in mine | theirs:
        return _("No connection, not even through the TURN relay, though the TURN server answered: your "
                 "friend's network may block the way to it. Make a new link; if it fails again, your friend "
                 "can add a TURN server in their own Connection settings too.")
    return _("No connection: both browsers found their public addresses, but no direct path opened. One of "
             "you may be behind a router that gives every destination a new port (a symmetric NAT, common on "
             "mobile data and in offices) or a firewall; only a relay gets through: {hint}, then make a new "
             "link.").format(hint=_(TURN_HINT))


def guest_quiet(elsewhere: bool, hosts: Iterable[str], mine: Iterable[str]) -> str:
    """What the friend's page says when nothing has come from the host's browser for a while."""
    hosts, mine = frozenset(hosts), frozenset(mine)
    if not elsewhere:
        return _("Nothing yet. This link is for a friend on the host's own network: if you are elsewhere, "
                 "ask them for a link for a friend elsewhere. Otherwise they have not pasted your answer "
                 "code yet.")
    if not mine & PUBLIC:
        return _("Nothing yet, and your browser reached no STUN server, so your answer only works on your "
                 "own network. Your friend needs a TURN server (their Connection settings) and a new link.")
    if not hosts & PUBLIC:
        return _("Nothing yet, and your friend's link holds no public address of theirs (their browser "
                 "reached no STUN server): ask them to check their Connection settings and send a new link.")
    said = _("Nothing yet: your friend has not pasted your answer code, or no path opened. This page keeps "
             "trying for {keep} minutes, and the game starts here within seconds of their paste; if it does "
             "not, one of you may be behind a router that gives every destination a new port (a symmetric "
             "NAT) or a firewall, and your friend needs a TURN server (their Connection settings) and a new "
             "link.")
    return said.format(keep=ANSWER_KEEPS_MIN)


def route_words(local: str, remote: str) -> str:
    """How the link goes, said when it opens: "" for a direct path, a sentence for a relay."""
    if "relay" in (local, remote):
        return _("Connected through a TURN relay: no direct path between your networks opened.")
    return ""
