"""Friend play between homes, proved in the NAT lab (e2e/natlab.py): each home's Chromium runs inside its
own network namespace behind its router's NAT, and every step is a click or a paste in the real pages.

Homes a and b sit behind endpoint-independent NATs, c and d behind symmetric ones; the public side has
the site and coturn (STUN and TURN). The pages start with their defaults (links for a friend elsewhere,
the public STUN server, which the lab cannot reach), and the host types the lab's servers into
Connection settings as a person would. Times to connect per case: bench/peer.py --lab.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from conftest import DIST, chromium_path
from natlab import (
    CONNECT_MS,
    FRIEND,
    LAB_STUN,
    LAB_TURN,
    QUIET_MS,
    SHORT_WAITS,
    Homes,
    answer_from,
    host_for,
    link_of,
    open_lab,
    our_namespaces,
    route,
    unavailable,
    wait_ice_failed,
)
from peer_helpers import WATCH_LINKS, facts, paste_answer, wait_connected, wait_same
from playwright.sync_api import Page, expect
from test_peer import GOBBLET_GAME, play_gobblet

# One lab at a time: build.py test runs this file on one worker, in a lane beside the other browser tests.
pytestmark = pytest.mark.xdist_group("natlab")


@pytest.fixture(scope="module")
def lab(playwright) -> Iterator[Homes]:
    """The lab, built once for this module and removed after it, pass or fail."""
    why = unavailable()
    if why:
        pytest.skip(why)
    if not (DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run `python3 build.py build`")
    built = open_lab(DIST, chromium_path())
    homes = Homes(built, playwright)
    try:
        yield homes
    finally:
        homes.close()
        built.close()
    assert not our_namespaces(), "the lab left namespaces behind"


@pytest.fixture
def homes(lab: Homes) -> Iterator[Homes]:
    """The lab's homes; a console error, traceback or off-lab request on any page fails the test."""
    yield lab
    problems = lab.problems()
    if problems:
        pytest.fail("the page went wrong:\n  " + "\n  ".join(problems), pytrace=False)


def play_both_ways(host: Page, guest: Page, moves: list[tuple] = GOBBLET_GAME[:4],
                   first_ply: int = 0) -> None:
    """Play `moves` (each side in turn) by clicks; both pages then show the same position."""
    play_gobblet([host, guest], moves, first_ply)
    wait_same(host, guest)
    assert facts(host)["hash"] == facts(guest)["hash"] and facts(host)["ply"] == str(first_ply + len(moves))


def test_two_browsers_in_one_home_connect_with_no_server(homes):
    host = host_for(homes, "a1", None)
    guest = homes.page("a2")
    code = answer_from(guest, link_of(host))
    expect(guest.locator("[data-testid=join-where]")).to_contain_text("on their own network")
    paste_answer(host, code)
    wait_connected(host, guest)
    assert route(host) == "direct"
    play_both_ways(host, guest)


def test_two_homes_behind_ordinary_nats_connect_with_the_stun_server_the_link_carries(homes):
    host = host_for(homes, "a1", LAB_STUN)
    guest = homes.page("b1")  # its settings were never touched: the link brings the STUN server
    first = answer_from(guest, link_of(host))
    expect(guest.locator("[data-testid=join-where]")).to_contain_text("203.0.113.1:3478")
    # Settings saved while the answer waits make it anew (the same link): the friend sends the new code.
    guest.click(".peer-settings summary")
    guest.fill("[data-testid=ice-servers]", "")
    guest.click("[data-act=peer-ice-save]")
    guest.wait_for_function("(old) => { const f = document.querySelector('[data-testid=answer-code]');"
                            " return f && f.value && f.value !== old && f.offsetParent; }", arg=first)
    code = guest.input_value("[data-testid=answer-code]")
    paste_answer(host, code)
    wait_connected(host, guest)
    assert route(host) == "direct"
    play_both_ways(host, guest)


def test_two_homes_behind_symmetric_nats_connect_through_the_hosts_turn_relay(homes):
    before = homes.lab.allocations()
    host = host_for(homes, "c1", f"{LAB_STUN}\n{LAB_TURN}")
    guest = homes.page("d1")
    paste_answer(host, answer_from(guest, link_of(host)))
    wait_connected(host, guest)
    assert route(host) == "relay"
    expect(host.locator("[data-testid=peer-route-1]")).to_contain_text("TURN relay")
    expect(guest.locator("[data-testid=peer-note]")).to_contain_text("TURN relay")
    assert homes.lab.allocations() > before, homes.lab.turn_log.read_text()[-3000:]
    play_both_ways(host, guest)


def test_late_answers_connect_through_stun_and_the_hosts_turn_and_symmetric_nats_without_turn_say_what_to_do(
        homes):
    """Three pairs at once, so the waits overlap: an answer pasted late between ordinary NATs (STUN), one
    pasted late between two symmetric NATs through the host's TURN relay (TURN set on the host only, as the
    README says: only the friend's own checks get through its NAT to the relay), and two symmetric NATs
    with STUN only, pasted at once. Late means after the friend's page said nothing is happening AND the
    friend's browser gave up ICE on its link (its page then renews it under the same answer; the relayed
    one twice). The pages' own waits are shortened by test switches (SHORT_WAITS); a person's are
    unit-tested."""
    late = SHORT_WAITS + WATCH_LINKS
    stun_host = host_for(homes, "a1", LAB_STUN, late)
    relay_host = host_for(homes, "c1", f"{LAB_STUN}\n{LAB_TURN}", late)
    stun_guest, relay_guest = homes.page("b1", late), homes.page("d1", late)
    bare_guest = homes.open("d1", script=late)  # its site loaded: the link opens at once, the paste is prompt
    stun_code = answer_from(stun_guest, link_of(stun_host))
    relay_code, relay_shown = answer_from(relay_guest, link_of(relay_host)), time.monotonic()
    bare_host = host_for(homes, "c1", LAB_STUN, late)
    bare_code, bare_shown = answer_from(bare_guest, link_of(bare_host)), time.monotonic()
    paste_answer(bare_host, bare_code)
    pasted = time.monotonic()
    # Symmetric NATs with STUN only: the host's page says why and what to do, the friend's that nothing came.
    bare_host.wait_for_selector(f"{FRIEND}[data-state=failed]", timeout=(CONNECT_MS + 5000))
    assert time.monotonic() - pasted < CONNECT_MS / 1000 + 5
    expect(bare_host.locator(f"{FRIEND} .peer-note")).to_contain_text("symmetric NAT")
    expect(bare_host.locator(f"{FRIEND} .peer-note")).to_contain_text("TURN server")
    bare_guest.wait_for_selector("[data-testid=join-status][data-state=quiet]",
                                 timeout=max(0.0, bare_shown + QUIET_MS / 1000 + 3 - time.monotonic()) * 1000)
    expect(bare_guest.locator("[data-testid=join-status]")).to_contain_text("TURN server")
    # The late answers' friends were told too, their browsers gave up ICE, and their links stayed open.
    for guest in (stun_guest, relay_guest):
        expect(guest.locator("[data-testid=join-status]")).to_have_attribute("data-state", "quiet")
        expect(guest.locator("[data-testid=join-status]")).to_contain_text("keeps trying for 5 minutes")
        wait_ice_failed(guest)
    wait_ice_failed(relay_guest, times=2)  # its first renewal gave up too: the page renews it again
    paste_answer(stun_host, stun_code)
    paste_answer(relay_host, relay_code)
    print(f"the relayed answer was pasted {time.monotonic() - relay_shown:.0f} s after it was shown")
    wait_connected(stun_host, stun_guest)
    assert route(stun_host) == "direct"
    wait_connected(relay_host, relay_guest)
    assert route(relay_host) == "relay"
    play_both_ways(stun_host, stun_guest)
    play_both_ways(relay_host, relay_guest)


def test_a_dropped_path_heals_and_a_link_that_ends_while_it_wavers_frees_the_seat_for_a_new_link(homes):
    """The host's home loses its connection for 10 s: the link wavers and heals at the same move. Then the
    friend's home loses its own until both browsers give the link up while it wavers: each page says the
    connection dropped (not that no path ever opened), the seat is free, and a new link resumes the same
    move with one friend on it, no phantom teammate."""
    host = host_for(homes, "a1", LAB_STUN)
    guest = homes.page("b1")
    paste_answer(host, answer_from(guest, link_of(host)))
    wait_connected(host, guest)
    play_both_ways(host, guest, GOBBLET_GAME[:2])
    before = facts(host)
    homes.lab.link("a", up=False)  # the host's home loses its connection for 10 s
    gone = time.monotonic()
    try:
        expect(host.locator(f"{FRIEND} .peer-note")).to_contain_text("wavers", timeout=10_000)
        expect(guest.locator("[data-testid=peer-note]")).to_contain_text("wavers", timeout=10_000)
        time.sleep(max(0.0, gone + 10 - time.monotonic()))
    finally:
        homes.lab.link("a", up=True)
    expect(host.locator(f"{FRIEND} .peer-note")).to_contain_text("back", timeout=30_000)
    expect(guest.locator("[data-testid=peer-note]")).to_contain_text("back", timeout=30_000)
    assert facts(guest)["hash"] == before["hash"] and facts(guest)["ply"] == "2"
    play_both_ways(host, guest, GOBBLET_GAME[2:4], first_ply=2)
    before = facts(host)
    homes.lab.link("b", up=False)  # the friend's home loses its connection until both browsers give up
    try:
        expect(host.locator(f"{FRIEND} .peer-note")).to_contain_text("wavers", timeout=10_000)
        host.wait_for_selector(f"{FRIEND}[data-state=closed]", timeout=60_000)
        guest.wait_for_selector("#peer-panel[data-peer-state=closed]", timeout=60_000)
    finally:
        homes.lab.link("b", up=True)
    note = host.locator(f"{FRIEND} .peer-note")
    expect(note).to_contain_text("The connection to your friend (Yellow) dropped")
    expect(note).not_to_contain_text("symmetric NAT")
    expect(guest.locator("[data-testid=peer-note]")).to_contain_text("The connection to the host dropped")
    expect(host.locator("#peer-panel .peer-seat[data-seat='1']")).to_have_attribute("data-people", "0")
    host.click("[data-testid=peer-relink-1]")
    paste_answer(host, answer_from(guest, link_of(host)))
    wait_connected(host, guest)
    expect(host.locator("#peer-panel .peer-seat[data-seat='1']")).to_have_attribute("data-people", "1")
    wait_same(host, guest)
    assert facts(guest)["hash"] == before["hash"] and facts(guest)["ply"] == "4"
    expect(host.locator("#peer-panel")).not_to_contain_text("team of")  # "Yellow a team of 2 friends"
    expect(guest.locator("#peer-panel")).not_to_contain_text("teammate")  # "you and a teammate"
    play_both_ways(host, guest, GOBBLET_GAME[4:6], first_ply=4)
