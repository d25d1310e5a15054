"""Why a link found no path, said only as far as the page can know it: an answer pasted after the friend's
page stopped trying is named as such (not blamed on a symmetric NAT or on the TURN account), a TURN server
that answered is not blamed, and the friend's page says how long its answer keeps."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest
from browser_stand_ins import web_modules

from pygames.net.paths import ANSWER_KEEPS_MIN, guest_quiet, host_no_path
from pygames.net.signal import answer_code, offer_tag
from pygames.web.peer_roster import Roster

SDP = Path(__file__).parent / "data" / "sdp"
OFFER, ANSWER = (SDP / "chromium-offer-mdns.sdp").read_text(), (SDP / "chromium-answer-mdns.sdp").read_text()
PUBLIC = {"host", "srflx"}
RELAYED = {"host", "srflx", "relay"}


def test_a_paste_after_the_friends_page_stopped_trying_is_named_and_the_turn_account_not_blamed():
    said = host_no_path(True, RELAYED, PUBLIC, waited_s=7 * 60 + 5, turn=True)
    assert "you pasted the answer 7 minutes after making this link" in said
    assert f"stops trying {ANSWER_KEEPS_MIN} minutes after" in said
    assert "password" not in said and "symmetric" not in said


def test_a_paste_within_the_answers_time_is_not_called_late():
    for waited in (60, ANSWER_KEEPS_MIN * 60 - 1):  # the friend's page still tries: another cause
        said = host_no_path(True, PUBLIC, PUBLIC, waited_s=waited)
        assert "you pasted" not in said and "symmetric NAT" in said
    said = host_no_path(True, PUBLIC, PUBLIC, waited_s=ANSWER_KEEPS_MIN * 60 + 1)
    assert "you pasted the answer 5 minutes after" in said and "symmetric" not in said


def test_a_turn_server_that_answered_is_not_blamed_when_a_prompt_paste_finds_no_path():
    said = host_no_path(True, RELAYED, PUBLIC, waited_s=5, turn=True)
    assert "not even through the TURN relay, though the TURN server answered" in said
    assert "password" not in said


def test_a_turn_server_that_did_not_answer_is_named_with_its_settings():
    for waited in (5, 600):  # no relay among this browser's addresses: the server or its account is wrong
        said = host_no_path(True, PUBLIC, PUBLIC, waited_s=waited, turn=True)
        assert "your TURN server did not answer this browser" in said and "password" in said


def test_a_prompt_paste_with_no_path_says_what_may_block_it_not_what_surely_does():
    said = host_no_path(True, PUBLIC, PUBLIC, waited_s=5)
    assert "may be behind a router that gives every destination a new port (a symmetric NAT" in said
    assert "or a firewall" in said and "TURN server" in said


def test_the_friends_page_says_how_long_its_answer_keeps():
    said = guest_quiet(True, PUBLIC, PUBLIC)
    assert f"This page keeps trying for {ANSWER_KEEPS_MIN} minutes" in said
    assert "may be behind" in said and "needs a TURN server" in said


class StandInLink:
    sdp = OFFER

    async def accept(self, sdp: str) -> None:
        """The browser takes the answer."""


@pytest.mark.parametrize("late_s", [3, 400])
def test_the_host_counts_the_seconds_from_its_link_to_the_paste(late_s: int):
    friends_module = web_modules("peer_friends")[0]
    part: Any = type("Part", (), {"closed": False, "render": lambda self: None})()
    part.roster = Roster([1])
    friends = friends_module.Friends(part)
    friend, _old = part.roster.invite(1)
    friend.link, friend.tag, friend.state = StandInLink(), offer_tag(OFFER), "waiting"
    friend.made = time.monotonic() - late_s
    loop = asyncio.new_event_loop()  # not asyncio.run, which leaves no event loop for the tests after
    try:
        loop.run_until_complete(friends.accept_answer(answer_code(ANSWER, OFFER)))
    finally:
        loop.close()
    assert friend.state == "connecting" and late_s <= friend.waited < late_s + 5


def test_the_late_and_turn_reasons_read_in_french(french: None):
    from test_french_shell import english_in

    said = [host_no_path(True, mine, PUBLIC, waited_s=waited, turn=turn) for mine in (PUBLIC, RELAYED)
            for waited in (5, 400) for turn in (False, True)] + [guest_quiet(True, PUBLIC, PUBLIC)]
    assert {text: english_in(text) for text in said if english_in(text)} == {}
    assert any("6\u00a0minutes après" in text for text in said)
