"""Friend play finished: a guest's board marks the host's last move and lets it glide, a guest's own
computer can play its seat, and both browsers agree on a rematch or a swap at the end."""

from __future__ import annotations

from gobblet_helpers import bring_in, move, play_first_legal
from peer_helpers import (
    PANEL,
    facts,
    host_game,
    invitation,
    link_up,
    second_browser,
    wait_new_match,
    wait_ply,
)
from playwright.sync_api import Page, expect
from test_peer import gobblet_3x3, linked_gobblet_played_out

PHONE = {"width": 390, "height": 844}
NO_RTC = "delete window.RTCPeerConnection; delete window.webkitRTCPeerConnection;"


def glided(page: Page, times: int) -> None:
    """Wait until `times` pieces have glided to their new place on this page (the board counts them)."""
    page.wait_for_function(f"Number(document.querySelector('#board-area').dataset.glides) >= {times}")


def test_the_guests_board_marks_and_glides_the_hosts_moves_and_its_own_computer_may_play_its_seat(
        site, page, make_page, new_browser):
    """One linked Gobblet game: the guest's board marks the host's last move (from, to) and lets it glide;
    then the guest turns on auto-play for its own seat (Yellow) alone, its computer answers through the
    link with nobody clicking there, and switched off, the seat waits for the person again."""
    host, guest = page, make_page(second_browser(new_browser))
    site.open(host)
    host_game(host, "gobblet", gobblet_3x3)
    link_up(host, guest, site)
    bring_in(host, "red", 3, "b2")
    wait_ply(guest, 1)
    expect(guest.locator(".last-from")).to_have_attribute("data-reserve", "r3")
    expect(guest.locator(".last-from")).to_have_attribute("data-colour", "red")
    expect(guest.locator(".gobblet-square.last-to")).to_have_attribute("data-square", "b2")
    glided(guest, 1)
    bring_in(guest, "yellow", 1, "a1")
    wait_ply(host, 2)
    move(host, "b2", "c3")
    wait_ply(guest, 3)
    expect(guest.locator(".gobblet-square.last-from")).to_have_attribute("data-square", "b2")
    expect(guest.locator(".gobblet-square.last-to")).to_have_attribute("data-square", "c3")
    glided(guest, 3)  # the host's two moves and the guest's own, once the host confirmed it
    assert facts(host)["hash"] == facts(guest)["hash"]
    expect(guest.locator(f"{PANEL}")).to_have_attribute("data-ply", "3")
    # Yellow to move: the guest may switch the computer on for its own seat only.
    expect(guest.locator("[data-act=autoplay]")).to_have_count(1)
    guest.check("#autoplay1")
    expect(guest.locator(f"{PANEL} .peer-seat[data-seat='1'] .peer-who")).to_have_text("your computer")
    wait_ply(host, 4)  # Yellow answered from the guest's browser, with nobody clicking there
    wait_ply(guest, 4)
    assert facts(host)["hash"] == facts(guest)["hash"]
    expect(host.locator("#status")).to_have_text("Red to move (you)")
    # Switched off, the seat waits for the person again.
    guest.uncheck("#autoplay1")
    play_first_legal(host, "red")  # the computer's answer varies: take whatever is open
    wait_ply(guest, 5)
    expect(guest.locator("#status")).to_have_text("Yellow to move (you)")
    expect(guest.locator(".movable").first).to_be_visible()


def test_a_rematch_proposed_by_the_friend_and_accepted_by_the_host_keeps_the_seats(
        site, page, make_page, new_browser):
    host, guest, first = linked_gobblet_played_out(site, page, make_page, new_browser)
    expect(guest.locator("[data-testid=end-panel]")).to_be_visible()
    guest.click("[data-testid=rematch]")  # the friend proposes the same seats again
    expect(guest.locator("[data-testid=end-panel]")).to_have_attribute("data-offer", "mine")
    expect(guest.locator("[data-testid=again-note]")).to_have_text(
        "You asked for a rematch: waiting for your friend to accept.")
    expect(host.locator("[data-testid=again-note]")).to_have_text("Your friend asks for a rematch.")
    expect(host.locator("[data-testid=rematch]")).to_have_text("Accept rematch")
    expect(host.locator("[data-testid=swap]")).to_have_text("Swap colours")
    host.click("[data-testid=rematch]")
    wait_new_match([host, guest], first)
    assert facts(host)["match"] == facts(guest)["match"]
    expect(host.locator(f"{PANEL} .friend[data-state=connected]")).to_have_count(1)
    expect(host.locator("[data-testid^=peer-link-]")).to_have_count(0)  # the same link carries on
    # The same seats: the host plays Red and moves first again.
    expect(host.locator("#status")).to_have_text("Red to move (you)")
    expect(guest.locator("#status")).to_have_text("Red to move (the host)")
    expect(guest.locator("[data-testid=end-panel]")).to_be_hidden()
    bring_in(host, "red", 3, "b2")
    wait_ply(guest, 1)
    assert facts(host)["hash"] == facts(guest)["hash"]


def lines(page: Page, selector: str) -> float:
    """How many lines of text the element at `selector` takes (its height over its line height)."""
    return page.eval_on_selector(selector, "e => e.getBoundingClientRect().height"
                                           " / parseFloat(getComputedStyle(e).lineHeight)")


def test_without_webrtc_a_phone_says_why_in_two_lines_and_the_rest_under_more(site, make_page):
    """The host's page makes no link and says why and what still works; so does a guest's join card."""
    host, friend, guest = make_page(viewport=PHONE), make_page(), make_page(viewport=PHONE)
    host.add_init_script(NO_RTC)
    guest.add_init_script(NO_RTC)
    site.open(host)
    host_game(host, "gobblet", gobblet_3x3)
    note = f"{PANEL} .friend .peer-note"
    host.wait_for_selector(f"{PANEL} .friend[data-state=failed]")
    expect(host.locator("[data-testid^=peer-link-]")).to_have_count(0)
    site.open(friend)
    host_game(friend, "gobblet", gobblet_3x3)
    guest.goto(invitation(friend))
    site.wait_ready(guest)
    guest.wait_for_selector("[data-testid=join-status][data-state=failed]")
    for page, where in ((host, note), (guest, "[data-testid=join-status]")):
        short = f"{where} .blocked-short"
        expect(page.locator(short)).to_have_text(
            "No direct link can be made in this browser: WebRTC is off. What still works: every game at "
            "this screen, and your saved games.")
        assert lines(page, short) <= 4, lines(page, short)  # about nine before
        more = page.locator(f"{where} [data-testid=blocked-more]")
        expect(more.locator("p")).to_be_hidden()
        page.locator(f"{where} [data-testid=blocked-more]").scroll_into_view_if_needed()
        more.locator("summary").click()
        expect(more.locator("p")).to_contain_text("allow WebRTC here")
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_guests_computer_plays_drinking_war_from_its_own_hand_while_the_host_clicks(
        site, page, make_page, new_browser):
    from drinking_war_helpers import TABLE, play_a_step
    from test_drinking_war_peer import two_seats

    host, guest = page, make_page(second_browser(new_browser))
    site.open(host)
    host_game(host, "drinking-war", two_seats)
    link_up(host, guest, site)
    guest.wait_for_selector(TABLE)
    guest.check("#autoplay1")
    guest_moves = 0
    for _ in range(40):  # the host decides by clicks; the guest's browser answers on its own
        host.wait_for_function(f"(() => {{ const p = document.querySelector('{PANEL}');"
                               f" const t = document.querySelector('{TABLE}');"
                               " return p.dataset.toMove === '0' || t.dataset.over === 'yes'; })()",
                               timeout=90_000)
        if host.get_attribute(TABLE, "data-over") == "yes":
            break
        host.wait_for_function(f"document.querySelector('{TABLE}').dataset.acting === 'yes'")
        play_a_step(host)
        guest_moves = host.locator("#moves li.seat1").count()
        if guest_moves >= 4:
            break
    assert guest_moves >= 4, guest_moves  # seat 1 played, and nobody clicked in its browser
    expect(guest.locator(f"{PANEL} .peer-seat[data-seat='1'] .peer-who")).to_have_text("your computer")
    timings = guest.evaluate("(window.pygamesTimings || []).map(t => t.game)")
    assert timings and set(timings) == {"drinking-war"}  # its own computer thought, in its own browser
