"""What pygames wrote before the seat count was renamed from "players" to "seat_count" still works.

The files in tests/data/main_today/ were written by main's code at 9f092a1 (make.py there says how): saves
of every game (save version 2), whole linked games as every message went over the wire (protocol version
1) and invitation codes; wire_v1.py is main's pygames/net/wire.py (`git show 9f092a1:pygames/net/wire.py`).
Today's code loads the saves as the same matches, plays a linked game with an old host as its guest and
with an old guest as its host, and reads the old links. A guest of main's code refuses today's host,
saying to load the latest page on both sides (today's host writes protocol version 2 and cannot know
which version a guest reads before the guest answers its hello).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import secrets
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pygames.core import CHANCE, SAVE_VERSION, load_match
from pygames.core.savebook import MemoryStore, SaveBook, fingerprint
from pygames.net import GuestSession, HostSession, new_peer_match, restore_match
from pygames.net.signal import read_invitation
from pygames.net.wire import HOST, MAX_HOST_MESSAGE, VERSION

DATA = Path(__file__).parent / "data" / "main_today"
SAVES = json.loads((DATA / "saves.json").read_text())
PEER = json.loads((DATA / "peer.json").read_text())
LINKS = json.loads((DATA / "links.json").read_text())


def renamed(view: dict[str, Any]) -> dict[str, Any]:
    """A view main wrote, with its seat count under today's name."""
    return {("seat_count" if key == "players" else key): value for key, value in view.items()}


@pytest.mark.parametrize("name", sorted(SAVES))
def test_a_save_main_wrote_loads_as_the_same_match_at_the_same_move(name: str) -> None:
    old = SAVES[name]
    match = load_match(old["save"])
    save = match.to_json()
    assert "players" not in old["save"] or old["save"]["version"] == 2  # the fixture is really an old save
    assert (save["version"], save["seat_count"]) == (SAVE_VERSION, old["save"]["players"])
    assert "players" not in save
    assert {k: v for k, v in save.items() if k not in ("version", "seat_count")} == {
        k: v for k, v in old["save"].items() if k not in ("version", "players")}
    assert match.view(None) == renamed(old["view"])
    assert {str(seat): match.view(seat) for seat in range(match.seat_count)} == {
        seat: renamed(view) for seat, view in old["views"].items()}
    assert {str(seat): match.legal_actions(seat) for seat in match.actors if seat >= 0} == old["legal"]


@pytest.mark.parametrize("name", sorted(SAVES))
def test_a_save_main_wrote_keeps_its_fingerprint_so_a_second_import_is_still_spotted(name: str) -> None:
    old = SAVES[name]
    assert fingerprint(load_match(old["save"]).to_json()) == old["fingerprint"]
    book = SaveBook(MemoryStore())
    save_id, _, added = book.import_text(json.dumps(old["save"]), status="")
    assert added
    assert book.import_text(json.dumps(old["save"]), status="")[1:] == (book.get(save_id), False)


def guest_secrets(transcript: dict[str, Any]) -> list[str]:
    """The secrets the old guest revealed, in order: what a guest of today draws in its place."""
    return [message["secret"] for message in sent_by(transcript, "p1") if message["t"] == "reveal"]


def sent_by(transcript: dict[str, Any], sender: str) -> Iterator[dict[str, Any]]:
    return (json.loads(text) for who, _, text in transcript["messages"] if who == sender)


@pytest.mark.parametrize("transcript", PEER, ids=[t["game"] for t in PEER])
def test_a_guest_of_today_plays_with_a_host_of_protocol_1_and_answers_in_its_words(
        transcript: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    draws = iter(guest_secrets(transcript))
    monkeypatch.setattr(secrets, "token_hex", lambda nbytes=32: next(draws))
    guest, answers = GuestSession(), []
    for sender, _, text in transcript["messages"]:
        if sender == HOST:
            out = guest.on_message(text)
            assert not out.errors, out.errors
            answers += [answer for _, answer in out.messages]
            continue
        old = json.loads(text)
        if old["t"] == "propose":  # a move its person made
            out = guest.propose(old["action"], old["seat"])
            assert not out.errors, out.errors
            answers += [answer for _, answer in out.messages]
        assert answers.pop(0) == text  # the same message, in protocol 1, as the old guest sent
    assert answers == []
    end = restore_match(transcript["end"])
    assert guest.ply == end.ply and guest.seat_count == 2
    if guest.match is not None:
        assert guest.match == end
    assert guest.view(1)["seat_count"] == 2 and "players" not in guest.view(1)
    assert guest.view(1) == end.view(1)


def host_secrets(transcript: dict[str, Any]) -> Iterator[str]:
    """The random ids and secrets the old host drew, in order (make.py's sequence, less the guest's)."""
    theirs = set(guest_secrets(transcript))
    for number in range(1, 10_000):  # number 0 was the match id, which the start save holds
        value = hashlib.sha256(f"main-today {number}".encode()).hexdigest()
        if value not in theirs:
            yield value


@pytest.mark.parametrize("transcript", PEER, ids=[t["game"] for t in PEER])
def test_a_host_of_today_accepts_every_message_of_a_guest_of_protocol_1(
        transcript: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    draws = host_secrets(transcript)
    monkeypatch.setattr(secrets, "token_hex", lambda nbytes=32: next(draws)[: 2 * nbytes])
    end = restore_match(transcript["end"])
    match = restore_match(transcript["start"])
    host = HostSession(match, remote_seats=[1])
    hello = json.loads(host.connect("p1", [1]).messages[0][1])
    assert (hello["v"], hello["seat_count"], "players" in hello) == (VERSION, 2, False)
    for old in sent_by(transcript, "p1"):
        while (match.ply < len(end.history) and end.history_seats[match.ply] == 0
               and not match.at_chance):  # the host's own moves before this message
            assert not host.propose_local(end.history[match.ply], 0).errors
        assert old["v"] == 1
        out = host.on_message("p1", json.dumps(old))
        assert not out.errors, (old, out.errors)
    while match.ply < len(end.history) and end.history_seats[match.ply] not in (1, CHANCE):
        assert not host.propose_local(end.history[match.ply], 0).errors
    assert match == end


@pytest.mark.parametrize("link", LINKS, ids=[link["game"] for link in LINKS])
def test_an_invitation_main_made_reads_the_same(link: dict[str, Any]) -> None:
    invitation = read_invitation(link["code"])
    assert (invitation.match_id, list(invitation.seats), invitation.game, invitation.seat_count,
            invitation.elsewhere) == (link["match_id"], link["seats"], link["game"], link["seat_count"],
                                      link["elsewhere"])


def test_a_guest_of_protocol_1_refuses_a_host_of_today_saying_to_load_the_latest_page(
        monkeypatch: pytest.MonkeyPatch) -> None:
    spec = importlib.util.spec_from_file_location("wire_v1", DATA / "wire_v1.py")
    assert spec is not None and spec.loader is not None
    old_wire = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "wire_v1", old_wire)  # its dataclasses look their module up
    spec.loader.exec_module(old_wire)
    hello = HostSession(new_peer_match("gobblet", 2, {"size": 3}), remote_seats=[1]).connect("p1", [1])
    words = "speaks protocol version 2, this one speaks 1: load the latest page on both sides"
    with pytest.raises(old_wire.Refused, match=words):
        old_wire.decode(hello.messages[0][1], MAX_HOST_MESSAGE, old_wire.FROM_HOST)
