"""The wire format: compact versioned JSON messages, and strict decoding of untrusted text.

Every message is a JSON object {"p": "pygames-peer", "v": 2, "t": <type>, "n": <sequence>, ...fields}.
`n` grows with every message a sender writes; a receiver refuses one that is not newer than the last it
accepted. Decoding checks the envelope and the type of every field the message type needs; the sessions
then check what the fields mean. Anything wrong raises Refused, whose text is meant for the player.

Version 1 (pages older than 2026-11-26) named the seat count "players", in a hello or sync and in the
match's facts of every view. This code still reads version 1: `decode` renames those keys to today's
"seat_count", a guest writes its own messages in the version its host spoke, and it checks a version 1
host's hashes over the views as that host wrote them (`view_as_sent`). A host always writes version 2,
which a guest of version 1 refuses with its own message (load the latest page on both sides).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pygames.core.i18n import N_, _, ngettext

PROTOCOL = "pygames-peer"
VERSION = 2
READ_VERSIONS = (1, 2)  # what this code decodes
_V1_NAMES = {"players": "seat_count"}  # version 1's name -> today's
MAX_GUEST_MESSAGE = 64 * 1024  # what a host accepts from a guest: proposals, commitments, reveals
MAX_HOST_MESSAGE = 1024 * 1024  # what a guest accepts from its host: a hello carries the whole save
MAX_SEQUENCE = 2**53 - 1  # the largest integer JavaScript's JSON keeps exact
MAX_GUESTS = 5
MAX_SEATS = 18
HOST = "host"  # the host's name as a recipient and as a party to a fair draw

# Event kinds: what the page shows. Every event is (kind, text) and the text is for the player.
JOINED = "joined"  # a guest joined (host) / the guest got the match (guest)
UPDATE = "update"  # the match changed: render it again
ERROR = "error"  # a message or a proposal was refused; nothing changed
RESYNCED = "resynced"  # the guest's copy was replaced by the host's
PAUSED = "paused"  # a fair draw cannot finish for now; the game waits
CLOSED = "closed"  # the other side left; the match stays saved
TEAM = "team"  # a teammate joined or left one of the guest's seats
AGAIN = "again"  # another browser proposed the next game (see pygames.net.again)
INFO = "info"  # anything else worth a line in a log


class Refused(ValueError):
    """A message or proposal that is refused, with the reason in words a player can read."""


@dataclass
class Outbox:
    """What a session call produced: messages to send, as (peer id, text), and events for the page."""

    messages: list[tuple[str, str]] = field(default_factory=list)
    events: list[tuple[str, str]] = field(default_factory=list)

    def send(self, peer: str, text: str) -> None:
        """Queue `text` for `peer` (HOST for a guest's messages)."""
        self.messages.append((peer, text))

    def event(self, kind: str, text: str) -> None:
        """Record an event of `kind` for the page."""
        self.events.append((kind, text))

    def extend(self, other: Outbox) -> None:
        """Append everything `other` holds."""
        self.messages.extend(other.messages)
        self.events.extend(other.events)

    @property
    def errors(self) -> list[str]:
        """The texts of the error events."""
        return [text for kind, text in self.events if kind == ERROR]


def encode(kind: str, n: int, version: int = VERSION, **fields: Any) -> str:
    """Return message `kind` number `n` with `fields` as compact JSON text (in protocol `version`)."""
    return json.dumps({"p": PROTOCOL, "v": version, "t": kind, "n": n, **fields},
                      separators=(",", ":"), allow_nan=False)


def short(value: Any, limit: int = 40) -> str:
    """A repr of an untrusted value, cut so that it cannot flood a message or the page."""
    try:
        text = repr(value)
    except Exception:  # a repr of hostile data must never fail the caller
        text = "?"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def players(seats: tuple[int, ...]) -> str:
    """'player 2' or 'players 2 and 3': seats count from 0, players (in what the page shows) from 1."""
    names = [str(seat + 1) for seat in seats]
    if not names:
        return _("a spectator")
    if len(names) == 1:
        return _("player {n}").format(n=names[0])
    return _("players {numbers} and {last}").format(numbers=", ".join(names[:-1]), last=names[-1])


def teammates(count: int) -> str:
    """'a teammate' or '2 teammates'."""
    return _("a teammate") if count == 1 else ngettext("{n} teammate", "{n} teammates", count).format(n=count)


# -- field checks ----------------------------------------------------------------------------------------
Check = Callable[[Any], bool]


def count(value: Any) -> bool:
    """A whole number from 0 to MAX_SEQUENCE (not a bool)."""
    return type(value) is int and 0 <= value <= MAX_SEQUENCE


def hex_text(length: int) -> Check:
    """Lower-case hex of exactly `length` digits."""
    def check(value: Any) -> bool:
        return isinstance(value, str) and len(value) == length and all(c in "0123456789abcdef" for c in value)
    return check


def text(limit: int) -> Check:
    """A string of at most `limit` characters."""
    return lambda value: isinstance(value, str) and len(value) <= limit


def optional(check: Check) -> Check:
    """`check`, or a missing field."""
    return lambda value: value is None or check(value)


def seat_list(value: Any) -> bool:
    """A non-empty list of distinct seats."""
    return (isinstance(value, list) and 0 < len(value) <= MAX_SEATS
            and all(type(s) is int and 0 <= s < MAX_SEATS for s in value) and len(set(value)) == len(value))


def mapping(key: Check, item: Check, limit: int) -> Check:
    """An object of at most `limit` entries whose keys and values pass `key` and `item`."""
    return lambda value: (isinstance(value, dict) and len(value) <= limit
                          and all(key(k) and item(v) for k, v in value.items()))


def is_object(value: Any) -> bool:
    """A JSON object."""
    return isinstance(value, dict)


def is_bool(value: Any) -> bool:
    """true or false."""
    return isinstance(value, bool)


SECRET = hex_text(64)  # a 256-bit secret, and a sha256 commitment, are 64 hex digits
LINK = hex_text(16)
STATE_HASH = hex_text(16)
PARTY = text(32)
SEAT_KEY = lambda value: isinstance(value, str) and value.isdigit() and len(value) <= 2  # noqa: E731
ACTION = text(64)


def seconds(value: Any) -> bool:
    """A number of seconds from 0 to a day (what a countdown shows)."""
    return type(value) in (int, float) and 0 <= value <= 86_400


def record_list(value: Any) -> bool:
    """A list of [ply, seat, description] records, as a seat reads them."""
    return (isinstance(value, list) and len(value) <= 100_000
            and all(isinstance(r, list) and len(r) == 3 and count(r[0]) and count(r[1]) and text(300)(r[2])
                    for r in value))

PEOPLE_KINDS = ("human", "computer", "remote")  # the host's person, the host's computer, friends' browsers


def people_list(value: Any) -> bool:
    """Who plays each seat: [{"kind": one of PEOPLE_KINDS, "browsers": guests linked to it}, ...]."""
    return (isinstance(value, list) and len(value) <= MAX_SEATS
            and all(isinstance(p, dict) and set(p) == {"kind", "browsers"} and p["kind"] in PEOPLE_KINDS
                    and type(p["browsers"]) is int and 0 <= p["browsers"] <= MAX_GUESTS for p in value))


# The fields each message type must carry, with what they must be (said in the refusal).
Schema = dict[str, tuple[Check, str]]
_LINK = (LINK, N_("a link id"))
_PLY = (count, N_("a move number"))
_HASH = (STATE_HASH, N_("a state hash"))
_COMMITS = (mapping(PARTY, SECRET, MAX_GUESTS + 1), N_("commitments"))
FROM_GUEST: dict[str, Schema] = {
    # `seat` may be left out where one of the link's seats may act (the seat-less proposals of version 1)
    "propose": {"link": _LINK, "ply": _PLY, "action": (ACTION, N_("an action")),
                "seat": (optional(lambda v: type(v) is int and 0 <= v < MAX_SEATS), N_("a seat"))},
    "commit": {"link": _LINK, "ply": _PLY, "commit": (SECRET, N_("a sha256 hash"))},
    "reveal": {"link": _LINK, "ply": _PLY, "secret": (SECRET, N_("a 64-digit secret"))},
    "resync": {"link": _LINK, "reason": (optional(text(200)), N_("a short text"))},
    "again": {"link": _LINK, "match_id": (hex_text(16), N_("a match id")),
              "swap": (is_bool, N_("true or false"))},
}
_WELCOME: Schema = {
    "match_id": (hex_text(16), N_("a match id")),
    "game": (text(64), N_("a game id")),
    "seat_count": (count, N_("a number of seats")),
    "options": (is_object, N_("an object of options")),
    "seats": (lambda v: v == [] or seat_list(v), N_("a list of seats")),  # [] for a spectator
    "link": (LINK, N_("a link id")),
    "hidden": (is_bool, N_("true or false")),
    "ply": (count, N_("a move number")),
    "hash": (STATE_HASH, N_("a state hash")),
    "save": (optional(is_object), N_("a save")),
    "views": (optional(mapping(SEAT_KEY, is_object, MAX_SEATS)), N_("views by seat")),
    "legal": (optional(mapping(SEAT_KEY, lambda v: isinstance(v, list) and all(map(ACTION, v)), MAX_SEATS)),
              N_("legal actions by seat")),
    # games with secrets: each seat's records as it reads them, and who may act now
    "records": (optional(mapping(SEAT_KEY, record_list, MAX_SEATS)), N_("records by seat")),
    "actors": (optional(lambda v: isinstance(v, list) and len(v) <= MAX_SEATS and all(map(count, v))),
               N_("a list of seats")),
    # games with secrets, to a spectator (no seat): the view and records of view(None)
    "view": (optional(is_object), N_("a spectator's view")),
    "record": (optional(record_list), N_("a spectator's records")),
    # the host's clock: seconds left for each acting seat that has a time limit
    "clock": (optional(mapping(SEAT_KEY, seconds, MAX_SEATS)), N_("seconds left by seat")),
    # who plays each seat (left out by hosts older than teams); a "people" message updates it
    "people": (optional(people_list), N_("a list of who plays each seat")),
}
_HIDDEN_STATE = {k: _WELCOME[k] for k in ("ply", "hash", "views", "legal", "records", "actors", "clock",
                                           "view", "record")}
_CLOCK = _WELCOME["clock"]
FROM_HOST: dict[str, Schema] = {
    "hello": _WELCOME,
    "sync": _WELCOME,
    "action": {"ply": (count, N_("a move number")), "seat": (count, N_("a seat")),
               "action": (ACTION, N_("an action")),
               "hash": (STATE_HASH, N_("a state hash")), "clock": _CLOCK},
    "commit": {"ply": (count, N_("a move number")), "commit": (SECRET, N_("a sha256 hash")),
               "parties": (lambda v: isinstance(v, list) and 0 < len(v) <= MAX_GUESTS and all(map(LINK, v)),
                           N_("a list of link ids"))},
    "commits": {"ply": _PLY, "commits": _COMMITS},
    "chance": {"ply": _PLY, "outcome": (ACTION, N_("a chance outcome")), "commits": _COMMITS,
               "reveals": (mapping(PARTY, SECRET, MAX_GUESTS + 1), N_("secrets")), "hash": _HASH,
               "clock": _CLOCK},
    "state": _HIDDEN_STATE,
    "error": {"text": (text(300), N_("a short text"))},
    "people": {"people": (people_list, N_("a list of who plays each seat"))},
    "again": {"match_id": (hex_text(16), N_("a match id")),
              "swap": (optional(is_bool), N_("true, false or null")),
              "agreed": (is_bool, N_("true or false")), "waiting": (count, N_("a number of browsers")),
              "by_host": (is_bool, N_("true or false"))},
}


def decode(data: Any, limit: int, schemas: dict[str, Schema]) -> dict[str, Any]:
    """Parse untrusted message text into a dict whose fields fit `schemas`, or raise Refused saying why."""
    if isinstance(data, (bytes, bytearray)):
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise Refused(_("the message is not UTF-8 text")) from None
    if not isinstance(data, str):
        raise Refused(_("a message is a text"))
    if len(data) > limit or len(data.encode("utf-8", "surrogatepass")) > limit:
        raise Refused(_("the message is too large (the limit is {n} KiB)").format(n=limit // 1024))
    try:
        message = json.loads(data, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Refused(_("the message is not valid JSON")) from None
    if not isinstance(message, dict):
        raise Refused(_("a message is a JSON object"))
    if message.get("p") != PROTOCOL:
        raise Refused(_("this is not a pygames peer message"))
    version = message.get("v")
    if type(version) is not int or version not in READ_VERSIONS:
        raise Refused(_("the other browser speaks protocol version {version}, this one speaks {ours}: load "
                        "the latest page on both sides").format(version=short(version), ours=VERSION))
    kind = message.get("t")
    if not isinstance(kind, str) or kind not in schemas:
        raise Refused(_("unknown message type {kind}").format(kind=short(kind)))
    if version == 1:
        _from_version_1(message)
    if not count(message.get("n")) or message["n"] < 1:
        raise Refused(_("the {kind} message has no valid sequence number").format(kind=kind))
    for name, (check, what) in schemas[kind].items():
        if not check(message.get(name)):
            raise Refused(_("the {kind} message's {name} is not {what}").format(kind=kind, name=name,
                                                                                what=_(what)))
    return message


def _from_version_1(message: dict[str, Any]) -> None:
    """Rename a version 1 message's keys to today's: the seat count of a hello or sync and of its views."""
    if message.get("t") in ("hello", "sync"):
        _rename(message)
    views = message.get("views")
    for view in [*(views.values() if isinstance(views, dict) else ()), message.get("view")]:
        if isinstance(view, dict):
            _rename(view)


def _rename(data: dict[str, Any]) -> None:
    for old, new in _V1_NAMES.items():
        if old in data and new not in data:
            data[new] = data.pop(old)


def view_as_sent(view: Any, version: int) -> Any:
    """A view as a host of protocol `version` wrote it (to check the hash that host sent with it)."""
    if version != 1 or not isinstance(view, dict):
        return view
    old = {new: old for old, new in _V1_NAMES.items()}
    return {old.get(key, key): value for key, value in view.items()}


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")
