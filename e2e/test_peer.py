"""Peer play end to end: two separate Chromium processes, no STUN, linked only by the link and the
answer code the test carries between them (as two people would), then games by clicks: a whole Gobblet
game across a drop and a new link, and late games resumed from a save over a new link."""

from __future__ import annotations

from gobblet_helpers import bring_in, move
from peer_helpers import (
    PANEL,
    answer,
    facts,
    host_game,
    invitation,
    link_up,
    paste_answer,
    second_browser,
    wait_connected,
    wait_ply,
    wait_same,
)
from playwright.sync_api import Page, expect
from position_helpers import hosted, match_of, open_position
from setup_helpers import choose_seat
from yacht_helpers import last_round

# Red (the host) and Yellow (the guest) alternate; Yellow wins with a3-b2-c1 on move 8, after a gobble
# on move 2, a board move on move 7 and a gobble of Red's piece on c1.
GOBBLET_GAME = [("bring", 2, "b2"), ("bring", 3, "b2"), ("bring", 3, "a1"), ("bring", 1, "c3"),
                ("bring", 2, "c1"), ("bring", 2, "a3"), ("move", "a1", "b1"), ("bring", 3, "c1")]


def gobblet_3x3(page: Page) -> None:
    page.check("[data-testid=size3]")


def gobblet_actions(moves: list[tuple]) -> list[str]:
    """The engine's actions for `moves` (as in GOBBLET_GAME): "3b2" brings a size 3 to b2, "a1b1" moves."""
    return [f"{step[1]}{step[2]}" for step in moves]


def linked_gobblet_played_out(site, page, make_page, new_browser) -> tuple[Page, Page, str]:
    """A host and a guest in two browsers, linked over a saved Gobblet 3x3 match one move before
    GOBBLET_GAME's end (the host resumes it and makes a new link); the guest plays Yellow's winning move
    by a click: (host, guest, the finished match's id). The moves before are whole-game sync over the
    link (tests/test_net_play.py) and clicked across browsers in
    test_a_dropped_guest_comes_back_with_a_new_link_and_the_game_is_played_to_its_end."""
    host, guest = page, make_page(second_browser(new_browser))
    site.open(host)
    match = match_of("gobblet", ["human", "remote"], {"size": 3}, gobblet_actions(GOBBLET_GAME[:-1]))
    open_position(host, hosted(match))
    link_up(host, guest, site)
    play_gobblet([host, guest], GOBBLET_GAME[-1:], first_ply=len(GOBBLET_GAME) - 1)
    for page in (host, guest):
        expect(page.locator("#status")).to_have_text("Yellow wins with a line (c1, b2, a3)")
    return host, guest, facts(host)["match"]


def play_gobblet(pages: list[Page], moves: list[tuple], first_ply: int = 0) -> None:
    """Play `moves` by clicks, each in the browser of the colour to move; wait for both after each."""
    for n, step in enumerate(moves, first_ply + 1):
        page, colour = (pages[0], "red") if n % 2 == 1 else (pages[1], "yellow")
        other = pages[1] if page is pages[0] else pages[0]
        expect(other.locator(".movable")).to_have_count(0)  # not their turn: nothing to pick there
        if step[0] == "bring":
            bring_in(page, colour, step[1], step[2])
        else:
            move(page, step[1], step[2])
        wait_ply(pages[0], n)
        wait_ply(pages[1], n)


def test_a_dropped_guest_comes_back_with_a_new_link_and_the_game_is_played_to_its_end(
        site, page, make_page, new_browser):
    """Two browsers link (short link and code, who moves, who is who), play three moves, the guest drops
    and comes back with a new link at the same move (the old answer refused), and the game is played by
    clicks to Yellow's win, alike in both browsers and kept in the guest's book as a guest's copy."""
    second = second_browser(new_browser)
    host, guest = page, make_page(second)
    site.open(host)
    host_game(host, "gobblet", gobblet_3x3)
    expect(host.locator(".peer-qr svg")).to_be_visible()
    link, old_code = link_up(host, guest, site)
    assert "#join=" in link and len(link.split("#join=")[1]) < 200, link
    assert len(old_code) < 200, old_code
    expect(host.locator("#status")).to_have_text("Red to move (you)")
    expect(guest.locator("#status")).to_have_text("Red to move (the host)")
    expect(guest.locator(f"{PANEL} .peer-seat[data-seat='1'] .peer-who")).to_have_text("you")
    play_gobblet([host, guest], GOBBLET_GAME[:3])
    before = facts(host)
    guest.close()
    host.wait_for_selector(f"{PANEL} .friend[data-seat='1'][data-state=closed]")
    expect(host.locator(f"{PANEL} .friend[data-seat='1'] .peer-note")).to_contain_text("left")
    # Yellow's turn: the match waits. A new link brings the friend back in a new page.
    host.click("[data-testid=peer-relink-1]")
    again = make_page(second)
    code = answer(again, site, invitation(host))
    paste_answer(host, old_code)  # the answer to the old link is refused, and says why
    expect(host.locator("[data-testid=peer-answer-note]")).to_contain_text("older link")
    paste_answer(host, code)
    wait_connected(host, again)
    wait_same(host, again)
    after = facts(again)
    assert (after["match"], after["ply"], after["hash"]) == (before["match"], "3", before["hash"])
    play_gobblet([host, again], GOBBLET_GAME[3:], first_ply=3)
    for page in (host, again):
        expect(page.locator("#status")).to_have_text("Yellow wins with a line (c1, b2, a3)")
    assert facts(host)["hash"] == facts(again)["hash"]
    assert facts(host)["match"] == facts(again)["match"]
    # Both keep the match in their book; the guest's copy is marked as one.
    saved = again.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pygames:save:guest-'))")
    assert saved == [f"pygames:save:guest-{facts(again)['match']}"]
    assert '"role":"guest"' in again.evaluate(f"localStorage.getItem('{saved[0]}')")


def test_wrong_codes_get_a_clear_message_on_both_sides(site, page, make_page):
    host, guest = page, make_page()
    site.open(host)
    host_game(host, "gobblet", gobblet_3x3)
    link = invitation(host)
    paste_answer(host, "hello there")
    expect(host.locator("[data-testid=peer-answer-note]")).to_contain_text("not an answer code")
    paste_answer(host, link)
    expect(host.locator("[data-testid=peer-answer-note]")).to_contain_text("a link, not an answer code")
    host.click("[data-act=peer-cancel]")
    host.wait_for_selector(f"{PANEL} .friend[data-seat='1'][data-state=cancelled]")
    site.open(guest, "#join=" + link.split("#join=")[1][:-30])
    expect(guest.locator("[data-testid=join-status]")).to_contain_text("This link cannot be used")


def test_a_late_yacht_game_resumed_over_a_new_link_ends_alike_in_both_browsers(site, page, make_page,
                                                                                new_browser):
    """The host opens a saved linked game in its last round and links a friend anew; the last two turns
    (a keep and a roll among them) are played by clicks, each in its own browser, to the same ranking. The
    rounds before are whole-game sync and fair dice, unit-tested over the in-process link
    (tests/test_net_chance.py); a fresh linked Yacht game: test_the_hosts_computer_plays_its_seat..."""
    host, guest = page, make_page(second_browser(new_browser))
    site.open(host)
    open_position(host, hosted(last_round("human", "remote")))
    link_up(host, guest, site)
    pages = [host, guest]
    for page in pages:  # every tray drawn while a turn's first roll is on its way, as people read it
        page.evaluate("""() => { window.waitingTrays = [];
            new MutationObserver(() => { const t = document.querySelector('.yacht-table .yacht-tray');
                if (t && !t.querySelector('.yacht-die')) window.waitingTrays.push(t.innerText); })
            .observe(document.body, {childList: true, subtree: true}); }""")
    for seat in (0, 1):
        page, other = pages[seat], pages[1 - seat]
        for p in pages:
            p.wait_for_function(f"document.querySelector('{PANEL}').dataset.toMove === '{seat}'")
        page.wait_for_selector(".yacht-pot")
        expect(other.locator(".yacht-pot")).to_have_count(0)  # the other browser cannot score for this seat
        before = facts(page)["ply"]  # keep a die and roll the others once
        page.click(".yacht-die >> nth=0")
        page.click("[data-testid=roll]")
        page.wait_for_function(f"(() => {{ const p = document.querySelector('{PANEL}');"
                               f" return Number(p.dataset.ply) >= {int(before) + 2}"
                               f" && p.dataset.toMove === '{seat}'; }})()")
        before = int(facts(page)["ply"])
        page.click(".yacht-pot >> nth=0")
        wait_ply(page, before + 1)
    for page in pages:
        expect(page.locator("[data-testid=ranking]")).to_be_visible()
    wait_same(host, guest)
    assert host.inner_text("#status") == guest.inner_text("#status")
    # Before the dice land the tray says so; it never counts rolls of dice that are not there.
    trays = host.evaluate("window.waitingTrays") + guest.evaluate("window.waitingTrays")
    assert trays and all("Rolling" in text and "rolls left" not in text and "of 3" not in text
                         for text in trays), trays[:3]


def test_the_hosts_computer_plays_its_seat_against_a_friend(site, page, make_page, new_browser):
    host, guest = page, make_page(second_browser(new_browser))
    site.open(host)

    def computer_and_friend(page: Page) -> None:
        choose_seat(page, 0, "computer:easy")
        choose_seat(page, 1, "remote")

    host_game(host, "yacht", computer_and_friend)
    # Only the host's own seat has an Auto-play box: the friend's seat is played in another browser.
    expect(host.locator("#autoplay0")).to_be_checked()
    expect(host.locator("#autoplay1")).to_have_count(0)
    link_up(host, guest, site)
    expect(guest.locator(f"{PANEL} .peer-seat[data-seat='0'] .peer-who")).to_have_text("the host's computer")
    # The guest's box is for its own seat alone (its own browser's computer would play it).
    expect(guest.locator("#autoplay0")).to_have_count(0)
    expect(guest.locator("#autoplay1")).not_to_be_checked()
    for _ in range(2):  # the computer plays its turn, then the friend scores
        for page in (host, guest):
            page.wait_for_function(f"document.querySelector('{PANEL}').dataset.toMove === '1'")
        guest.wait_for_selector(".yacht-pot")
        before = int(facts(guest)["ply"])
        guest.click(".yacht-pot >> nth=0")
        wait_ply(guest, before + 1)
    host.wait_for_function(f"document.querySelector('{PANEL}').dataset.toMove === '1'")
    wait_same(host, guest)
    assert host.locator("#moves li.seat0").count() >= 3  # the computer's turns, through the host's table
