"""Signaling by link and code: real Chromium SDP packed into short codes and rebuilt; bad codes refused."""

from __future__ import annotations

import base64
import random
from pathlib import Path

import pytest

from pygames.net.ice import DEFAULT_STUN, parse_ice_servers
from pygames.net.paths import guest_quiet, host_no_path, route_words
from pygames.net.sdp import MAX_CANDIDATES, BadCode, Candidate, Description, build_sdp, parse_sdp
from pygames.net.signal import answer_code, code_in, invitation_code, offer_tag, read_answer, read_invitation

SAMPLES = Path(__file__).parent / "data" / "sdp"


def sample(name: str) -> str:
    """A captured SDP of tests/data/sdp/."""
    return (SAMPLES / name).read_bytes().decode()


# Captured from Chromium (Debian's chromium, headless): an offer and its answer from two processes on
# one machine, with mDNS host candidates (as Chromium hides local addresses by default) ...
OFFER = sample("chromium-offer-mdns.sdp")
ANSWER = sample("chromium-answer-mdns.sdp")
# ... and an offer with plain addresses (--disable-features=WebRtcHideLocalIpsWithMdns).
OFFER_IP = sample("chromium-offer-ip.sdp")
MATCH_ID = "0123456789abcdef"
HOSTED = "https://someone.github.io/pygames/#join="  # a typical static host's address
GOBBLET = ("gobblet", 2)  # the game and its seat count, as the host's page passes them


def with_lines(sdp: str, *lines: str) -> str:
    """`sdp` with candidate lines added after its last candidate."""
    head, _, tail = sdp.rpartition("a=ice-ufrag:")
    return head + "".join(line + "\r\n" for line in lines) + "a=ice-ufrag:" + tail


def test_a_description_keeps_the_credentials_the_fingerprint_the_role_and_the_candidates():
    d = parse_sdp(OFFER)
    assert (d.ufrag, d.pwd, d.setup) == ("xL1e", "5v0/4YL/sspMhQR4qX9gdm/z", "actpass")
    assert d.fingerprint == bytes.fromhex("792BA879B56CD7CFF1A8D2A75F61371BAE30D034FC46DC07CBD8C9446E39F68A")
    assert d.candidates == (Candidate("host", "09aa4020-a8da-44c8-adad-164a85e77037.local", 49218),
                            Candidate("host", "628ad1da-9e03-43ea-a316-69203b13876d.local", 43325))
    assert parse_sdp(ANSWER).setup == "active"


def test_an_invitation_carries_the_offer_the_match_id_the_seats_and_the_game():
    invitation = read_invitation(invitation_code(OFFER, MATCH_ID, [1], *GOBBLET))
    offer = parse_sdp(OFFER)
    assert invitation.description == Description(offer.ufrag, offer.pwd, offer.fingerprint, offer.setup, ())
    assert (invitation.match_id, invitation.seats) == (MATCH_ID, (1,))
    assert (invitation.game, invitation.seat_count) == GOBBLET
    both = read_invitation(invitation_code(OFFER, MATCH_ID, [2, 3], "war-of-lights", 6))
    assert (both.seats, both.game, both.seat_count) == ((2, 3), "war-of-lights", 6)


def test_an_invitation_leaves_the_hosts_own_addresses_out():
    # The guest's answer brings its addresses and the host's browser dials them: the guest learns the
    # host's address from that first check, so only addresses a guest could not learn so travel.
    assert parse_sdp(OFFER).candidates and OFFER_IP.count("typ host") == 2
    for sdp in (OFFER, OFFER_IP):
        assert read_invitation(invitation_code(sdp, MATCH_ID, [1], *GOBBLET)).description.candidates == ()
        assert "a=candidate" not in read_invitation(invitation_code(sdp, MATCH_ID, [1], *GOBBLET)).sdp


@pytest.mark.parametrize("seats, game, seat_count", [
    ([], "gobblet", 2), ([2], "gobblet", 2), ([1], "Gob let", 2), ([1], "", 2), ([0], "gobblet", 0)])
def test_an_invitation_that_cannot_be_read_back_is_not_made(seats, game, seat_count):
    with pytest.raises(ValueError):
        invitation_code(OFFER, MATCH_ID, seats, game, seat_count)


def test_the_rebuilt_sdp_holds_the_same_connection_facts():
    for sdp in (OFFER, ANSWER, OFFER_IP):
        rebuilt = build_sdp(parse_sdp(sdp))
        assert parse_sdp(rebuilt) == parse_sdp(sdp)
        assert "a=mid:0" in rebuilt and "a=sctp-port:5000" in rebuilt and rebuilt.endswith("\r\n")


def test_a_link_on_a_typical_host_is_at_most_150_characters():
    invitation = invitation_code(OFFER, MATCH_ID, [1], *GOBBLET)
    answer = answer_code(ANSWER, OFFER)
    assert len(HOSTED + invitation) <= 150
    assert len(HOSTED + invitation_code(OFFER, MATCH_ID, [5], "drinking-war", 6)) <= 150
    assert len(answer) <= 150
    assert set(invitation + answer) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def test_plain_ipv4_and_ipv6_candidates_pack_exactly():
    answer = read_answer(answer_code(OFFER_IP.replace("actpass", "active"), OFFER))
    assert answer.description.candidates == (Candidate("host", "192.0.2.2", 49604),
                                                 Candidate("host", "fd00::2", 42781))


def test_reflexive_and_relay_candidates_travel_and_tcp_ones_are_left_out():
    sdp = with_lines(OFFER,
                     "a=candidate:9 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0",
                     "a=candidate:10 1 udp 41885439 198.51.100.9 3478 typ relay raddr 203.0.113.7 rport 6100",
                     "a=candidate:11 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active",
                     "a=candidate:12 2 udp 2113937150 192.0.2.2 49605 typ host")
    candidates = read_invitation(invitation_code(sdp, MATCH_ID, [1], *GOBBLET)).description.candidates
    kinds = [(c.type, c.address) for c in candidates]
    assert kinds == [("srflx", "203.0.113.7"), ("relay", "198.51.100.9")]
    assert "typ srflx raddr 0.0.0.0 rport 0" in build_sdp(parse_sdp(sdp))


def test_at_most_a_few_candidates_travel():
    lines = [f"a=candidate:{i} 1 udp 1677729535 203.0.113.{i} 6100{i} typ srflx" for i in range(12)]
    assert len(parse_sdp(with_lines(OFFER, *lines)).candidates) == MAX_CANDIDATES


def test_credentials_outside_the_base64_alphabet_travel_as_text():
    sdp = OFFER.replace("ice-ufrag:xL1e", "ice-ufrag:x-1e9").replace("5v0/4YL/sspMhQR4qX9gdm/z", "pass-word")
    d = read_invitation(invitation_code(sdp, MATCH_ID, [1], *GOBBLET)).description
    assert (d.ufrag, d.pwd) == ("x-1e9", "pass-word")


def test_an_answer_carries_the_tag_of_the_offer_it_answers():
    answer = read_answer(answer_code(ANSWER, OFFER))
    assert answer.description == parse_sdp(ANSWER)
    assert answer.tag == offer_tag(OFFER) != offer_tag(OFFER_IP)


def test_an_answer_is_not_an_invitation_and_an_invitation_is_not_an_answer():
    with pytest.raises(BadCode, match="this is an answer code"):
        read_invitation(answer_code(ANSWER, OFFER))
    with pytest.raises(BadCode, match="this is a link, not an answer code"):
        read_answer(invitation_code(OFFER, MATCH_ID, [1], *GOBBLET))


@pytest.mark.parametrize("code, reason", [
    ("", "there is no code"),
    ("x" * 3000, "too long"),
    ("abc$def", "letters a code does not use"),
    ("AAAA", "not one this page can read"),
])
def test_a_code_that_is_not_ours_is_refused_with_a_reason(code, reason):
    with pytest.raises(BadCode, match=reason):
        read_answer(code)


def test_a_cut_code_is_refused():
    code = invitation_code(OFFER, MATCH_ID, [1], *GOBBLET)
    for cut in (5, 20, 60, len(code) - 12):
        with pytest.raises(BadCode):
            read_invitation(code[:cut])


def test_random_text_never_breaks_the_reader():
    rng = random.Random(5)
    code = invitation_code(OFFER, MATCH_ID, [1], *GOBBLET)
    for _ in range(2000):
        chars = list(code)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice("ABCxyz019-_")
        try:
            read_invitation("".join(chars))
            read_answer("".join(chars))
        except BadCode:
            pass


def test_a_pasted_link_or_code_gives_the_code():
    code = answer_code(ANSWER, OFFER)
    assert code_in(f"  https://someone.github.io/pygames/#answer={code}\n") == code
    assert code_in(code[:40] + "\n" + code[40:]) == code
    assert code_in(HOSTED + "abc") == "abc"


def test_ice_servers_are_none_by_default_and_read_from_one_line_each():
    assert parse_ice_servers("") == []
    text = "# comment\nstun:stun.example.org:19302\n\nturn:turn.example.org:3478 ann s3cret"
    assert parse_ice_servers(text) == [
        {"urls": "stun:stun.example.org:19302"},
        {"urls": "turn:turn.example.org:3478", "username": "ann", "credential": "s3cret"}]


@pytest.mark.parametrize("text, reason", [
    ("http://example.org", "line 1: 'http://example.org' is not a stun: or turn: URL"),
    ("stun:a.org\nturn:b.org:3478", "line 2: a TURN server needs a user name and a password"),
    ("stun:a.org user pass", "line 1: a STUN server is only a URL"),
])
def test_a_wrong_ice_server_line_is_named(text, reason):
    with pytest.raises(ValueError, match=reason):
        parse_ice_servers(text)


def test_a_link_whose_game_part_is_forged_is_refused():
    good = invitation_code(OFFER, MATCH_ID, [1], *GOBBLET)
    raw = bytearray(base64.urlsafe_b64decode(good + "=" * (-len(good) % 4)))
    assert raw[0] >> 4 & 1 == 0  # random credentials do not deflate: the body is plain
    for index, value in ((-8, 0x20), (-9, 0xff), (-10, 30), (-12, 1)):  # a letter, a length, seats
        forged = bytearray(raw)
        forged[index] = value
        with pytest.raises(BadCode):
            read_invitation(base64.urlsafe_b64encode(bytes(forged)).decode().rstrip("="))


SRFLX = "a=candidate:9 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0"
RELAY = "a=candidate:10 1 udp 41885439 198.51.100.9 3478 typ relay raddr 203.0.113.7 rport 6100"


def test_a_link_for_a_friend_elsewhere_carries_its_stun_servers_and_one_for_the_network_none():
    here = read_invitation(invitation_code(OFFER, MATCH_ID, [1], *GOBBLET))
    assert (here.elsewhere, here.stun) == (False, ())
    servers = [DEFAULT_STUN, "stun:203.0.113.1:3478", "stun:stun.example.org"]
    away = read_invitation(invitation_code(OFFER, MATCH_ID, [1], *GOBBLET, elsewhere=True, stun=servers))
    assert (away.elsewhere, away.stun) == (True, tuple(servers))
    alone = read_invitation(invitation_code(OFFER, MATCH_ID, [1], *GOBBLET, elsewhere=True))
    assert (alone.elsewhere, alone.stun) == (True, ())  # a host with only a TURN server of its own


def test_a_turn_url_or_a_stun_url_with_a_password_cannot_travel_in_a_link():
    for url in ("turn:203.0.113.1:3478", "stun:host name", "stun:"):
        with pytest.raises(ValueError):
            invitation_code(OFFER, MATCH_ID, [1], *GOBBLET, elsewhere=True, stun=[url])


def test_a_link_for_a_friend_elsewhere_with_the_default_stun_is_about_150_characters():
    here = invitation_code(OFFER, MATCH_ID, [1], *GOBBLET)
    away = invitation_code(with_lines(OFFER, SRFLX), MATCH_ID, [1], *GOBBLET, elsewhere=True,
                           stun=[DEFAULT_STUN])
    relayed = invitation_code(with_lines(OFFER, SRFLX, RELAY), MATCH_ID, [1], *GOBBLET, elsewhere=True,
                              stun=[DEFAULT_STUN])
    # The figures of signal.py's docstring: the default STUN server costs one byte, a candidate seven.
    assert [len(HOSTED + code) for code in (here, away, relayed)] == [143, 152, 162]


def test_a_damaged_stun_part_is_refused():
    good = invitation_code(OFFER, MATCH_ID, [1], *GOBBLET, elsewhere=True, stun=["stun:203.0.113.1:3478"])
    raw = bytearray(base64.urlsafe_b64decode(good + "=" * (-len(good) % 4)))
    assert raw[0] >> 4 & 1 == 0
    for index, value in ((-17, 0x85), (-16, 40), (-3, 0x20), (-16, 0), (-17, 0x01)):
        forged = bytearray(raw)
        forged[index] = value
        with pytest.raises(BadCode, match="STUN part"):
            read_invitation(base64.urlsafe_b64encode(bytes(forged)).decode().rstrip("="))


def test_a_failed_link_names_its_cause_and_what_to_do():
    assert "on your network" in host_no_path(False, {"host"}, {"host"})
    assert "friend's answer only works on their own network" in host_no_path(True, {"srflx"}, {"host"})
    assert "this browser reached no STUN server" in host_no_path(True, {"host"}, {"srflx"})
    symmetric = host_no_path(True, {"host", "srflx"}, {"host", "srflx"})
    assert "symmetric NAT" in symmetric and "TURN server" in symmetric
    assert "not even through the TURN relay" in host_no_path(True, {"srflx", "relay"}, {"srflx"})


def test_the_friends_page_says_what_may_be_wrong_when_nothing_comes():
    assert "on the host's own network" in guest_quiet(False, set(), {"host"})
    assert "your browser reached no STUN server" in guest_quiet(True, {"srflx"}, {"host"})
    assert "no public address of theirs" in guest_quiet(True, set(), {"srflx"})
    assert "has not pasted your answer code" in guest_quiet(True, {"srflx"}, {"srflx"})


def test_a_relay_in_use_is_said_and_a_direct_path_is_not():
    assert "TURN relay" in route_words("relay", "srflx") and "TURN relay" in route_words("prflx", "relay")
    assert route_words("srflx", "prflx") == route_words("host", "host") == ""
