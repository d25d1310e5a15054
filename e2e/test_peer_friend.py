"""Friend play as people meet it: the link's length, the join card naming game and seat, Share, a phone's
panel, one word when a friend leaves, and a browser without WebRTC saying why and what still works."""

from __future__ import annotations

from conftest import LAUNCH_ARGS, chromium_path
from peer_helpers import (
    PANEL,
    answer,
    facts,
    host_game,
    invitation,
    second_browser,
    wait_new_match,
    wait_same,
)
from playwright.sync_api import Page, expect
from test_peer import GOBBLET_GAME, gobblet_3x3, linked_gobblet_played_out, play_gobblet

PHONE = {"width": 390, "height": 844}
NO_RTC = "delete window.RTCPeerConnection; delete window.webkitRTCPeerConnection;"
SHARE_STUB = "navigator.share = async (data) => { window.sharedData = data; };"


def overflowing(page: Page, box: str) -> list[str]:
    """The elements inside `box` whose right or left edge passes the box's (none on a tidy layout)."""
    return page.evaluate("""(box) => { const outer = document.querySelector(box).getBoundingClientRect();
        return [...document.querySelectorAll(box + ' *')].filter(e => { const r = e.getBoundingClientRect();
            return r.width && (r.right > outer.right + 0.5 || r.left < outer.left - 0.5); })
          .map(e => e.className || e.tagName); }""", box)


def test_a_phone_shows_the_link_and_the_join_card_inside_the_screen_and_a_leaving_friend_once(
        site, page, make_page, new_browser):
    """Also: with no share sheet (headless Chromium on Linux has none) the host's page offers Copy only."""
    host, guest = page, make_page(second_browser(new_browser), viewport=PHONE)
    host.set_viewport_size(PHONE)
    site.open(host)
    host_game(host, "gobblet", gobblet_3x3)
    link = invitation(host)
    assert len(link) <= 150, link  # this test server's address is as long as a typical static host's
    expect(host.locator(f"{PANEL} .friend[data-state=waiting] .peer-state")).to_be_visible()
    assert overflowing(host, PANEL) == []
    assert host.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    expect(host.locator("[data-testid=peer-share-1]")).to_have_count(0)
    expect(host.locator(f"{PANEL} [data-act=peer-copy]")).to_be_visible()
    answer(guest, site, link)
    card = guest.locator(".join").bounding_box()
    assert card["y"] >= 12 and card["x"] >= 12 and card["x"] + card["width"] <= PHONE["width"] - 12, card
    # The join card says which game and which seat, in the host page's words; the answer has no QR code.
    expect(guest.locator("[data-testid=join-game]")).to_contain_text("Gobblet")
    expect(guest.locator("[data-testid=join-seat]")).to_have_text("Yellow")
    expect(guest.locator(".join .peer-qr, .join svg.qr, #answer-qr")).to_have_count(0)
    host.fill("[data-testid=peer-answer]", guest.input_value("[data-testid=answer-code]"))
    host.click("[data-testid=peer-connect]")
    host.wait_for_selector(f"{PANEL} .friend[data-state=connected]")
    guest.close()
    host.wait_for_selector(f"{PANEL} .friend[data-state=closed]")
    said = host.evaluate("""() => [...document.querySelectorAll('body *')].filter(e => !e.children.length
        && e.offsetParent !== null && e.textContent.includes(' left')).map(e => e.textContent)""")
    assert said == ["Your friend (Yellow) left. The match is saved: send a new link to carry on."], said
    assert overflowing(host, PANEL) == []


def test_share_sends_the_hosts_link_and_the_guests_answer_code_alone_to_the_share_sheet(
        site, page, make_page, new_browser):
    """Where the browser has a share sheet, the host's Share sends the link (and names the game), and the
    guest's Share sends its answer code alone. Without a share sheet: the phone test above."""
    host, guest = page, make_page(second_browser(new_browser))
    host.add_init_script(SHARE_STUB)
    guest.add_init_script(SHARE_STUB)
    site.open(host)
    host_game(host, "gobblet", gobblet_3x3)
    link = invitation(host)
    host.click("[data-testid=peer-share-1]")
    host.wait_for_function("() => window.sharedData")
    shared = host.evaluate("window.sharedData")
    assert shared["url"] == link and "Gobblet" in shared["text"]
    code = answer(guest, site, link)
    guest.click("[data-testid=answer-share]")
    guest.wait_for_function("() => window.sharedData")
    assert guest.evaluate("window.sharedData.text") == code


def expect_blocked(page: Page, where: str) -> None:
    note = page.locator(where)
    expect(note).to_contain_text("WebRTC")
    expect(note).to_contain_text("What still works")


def test_with_webrtc_held_to_a_proxy_host_and_guest_are_told_why(site, make_page, playwright):
    policy = "--webrtc-ip-handling-policy=disable_non_proxied_udp"  # no candidates without a proxy
    held = playwright.chromium.launch(executable_path=chromium_path(), args=[*LAUNCH_ARGS, policy])
    try:
        host = make_page(held)
        site.open(host)
        host_game(host, "gobblet", gobblet_3x3)
        host.wait_for_selector(f"{PANEL} .friend[data-state=failed]")
        expect_blocked(host, f"{PANEL} .friend .peer-note")
        expect(host.locator("[data-testid^=peer-link-]")).to_have_count(0)
        # A guest in such a browser, given a good link, says the same on its join card.
        friend, guest = make_page(), make_page(held)
        site.open(friend)
        host_game(friend, "gobblet", gobblet_3x3)
        guest.goto(invitation(friend))
        site.wait_ready(guest)
        guest.wait_for_selector("[data-testid=join-status][data-state=failed]")
        expect_blocked(guest, "[data-testid=join-status]")
    finally:
        for context in held.contexts:
            context.close()
        held.close()


def test_a_swap_over_the_same_link_proposed_by_the_host_and_accepted_by_the_friend_swaps_the_seats(
        site, page, make_page, new_browser):
    host, guest, first = linked_gobblet_played_out(site, page, make_page, new_browser)
    expect(guest.locator("#status")).to_have_text("Yellow wins with a line (c1, b2, a3)")
    host.click("[data-testid=swap]")  # the host proposes; nothing starts until the friend accepts
    expect(host.locator("[data-testid=again-note]")).to_have_text(
        "You asked for a rematch with colours swapped: waiting for your friend to accept.")
    expect(guest.locator("[data-testid=end-panel]")).to_have_attribute("data-offer", "theirs")
    expect(guest.locator("[data-testid=again-note]")).to_have_text(
        "The host asks for a rematch with colours swapped.")
    expect(guest.locator("[data-testid=swap]")).to_have_text("Accept swap")
    assert facts(host)["match"] == first
    guest.click("[data-testid=swap]")
    wait_new_match([host, guest], first)
    assert facts(host)["match"] == facts(guest)["match"]
    expect(host.locator(f"{PANEL} .friend[data-state=connected]")).to_have_count(1)
    expect(host.locator("[data-testid^=peer-link-]")).to_have_count(0)  # no new link was needed
    # The friend plays Red now and moves first; the host plays Yellow.
    expect(guest.locator("#status")).to_have_text("Red to move (you)")
    expect(host.locator("#status")).to_have_text("Red to move (your friend)")
    play_gobblet([guest, host], GOBBLET_GAME[:2])
    wait_same(host, guest)
    assert guest.url.endswith(f"#/play/guest-{facts(guest)['match']}")
