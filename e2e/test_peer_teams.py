"""A team over the peer link: Yacht with a host and two guests (each its own profile, in a second
Chromium process), both on seat 1. Both see the same dice, one keeps and rolls, the other scores; every
screen agrees (data-ply and data-hash on #peer-panel); then one teammate closes their page and the other
plays on."""

from __future__ import annotations

from axe_helpers import contrast, report, violations
from peer_helpers import (
    PANEL,
    answer,
    facts,
    host_game,
    invitation,
    link_up,
    paste_answer,
    second_browser,
    wait_ply,
    wait_same,
)
from playwright.sync_api import Page, expect
from setup_helpers import choose_seat
from yacht_helpers import dice, kept

TEAM_LINK = "[data-testid=peer-link-1-2]"


def host_and_team(page: Page) -> None:
    choose_seat(page, 0, "human")
    choose_seat(page, 1, "remote")


def invite_teammate(host: Page, mate: Page, site) -> None:
    """The host invites a second browser to seat 1 and pastes its answer; wait until both say so."""
    host.click("[data-testid=peer-team-1]")
    host.wait_for_selector(TEAM_LINK, timeout=30_000)
    paste_answer(host, answer(mate, site, host.input_value(TEAM_LINK)))
    host.wait_for_selector(f"{PANEL} .friend[data-seat='1'][data-slot='2'][data-state=connected]",
                           timeout=30_000)
    mate.wait_for_selector(f"{PANEL}[data-peer-state=connected]", timeout=30_000)


def wait_turn(pages: list[Page], seat: int) -> None:
    """Wait until every page says `seat` may act (its dice rolled)."""
    for page in pages:
        page.wait_for_function(f"document.querySelector('{PANEL}').dataset.toMove === '{seat}'")


def who(page: Page, seat: int):
    return page.locator(f"{PANEL} .peer-seat[data-seat='{seat}'] .peer-who")


def score_first_box(page: Page) -> None:
    before = int(facts(page)["ply"])
    page.click(".yacht-pot >> nth=0")
    wait_ply(page, before + 1)


def test_two_browsers_share_a_seat_see_the_same_dice_and_one_plays_on_after_the_other_leaves(
        site, page, make_page, new_browser):
    other = second_browser(new_browser)  # the teammates: each its own profile, in another process
    host, ann, bob = page, make_page(other), make_page(other)
    site.open(host)
    host_game(host, "yacht", host_and_team)
    link_up(host, ann, site)
    invite_teammate(host, bob, site)
    # The whole guest page: the host's score previews on its card are muted but readable (AA).
    assert not report("a team's pages", violations(host) + violations(bob))
    # Everyone's panel says who plays what: the team on seat 1, the host on seat 0.
    expect(who(host, 1)).to_have_text("a team of 2 friends")
    expect(host.locator(f"{PANEL} .peer-seat[data-seat='1']")).to_have_attribute("data-people", "2")
    expect(bob.locator(".toast")).to_have_text(
        "Connected: you play Player 2 with a teammate. Player 1: the host.")
    expect(ann.locator(".toast")).to_have_text("A teammate joined you on Player 2")  # the page's seat name
    for mate in (ann, bob):
        expect(who(mate, 1)).to_have_text("you and a teammate")
        expect(who(mate, 0)).to_have_text("the host")
    pages = [host, ann, bob]

    # The host scores its first turn; then the team's turn: both see the same dice.
    wait_turn(pages, 0)
    score_first_box(host)
    wait_turn(pages, 1)
    for page in pages[1:]:
        page.wait_for_selector(".yacht-pot")
    wait_same(host, ann)
    wait_same(host, bob)
    assert dice(ann) == dice(bob) == dice(host)
    # Ann keeps a die and rolls the others; Bob sees the new dice and scores them.
    before = int(facts(ann)["ply"])
    ann.click(".yacht-die >> nth=0")
    assert len(kept(ann)) == 1 and kept(bob) == []  # what is kept is Ann's choice on Ann's screen
    ann.click("[data-testid=roll]")
    for page in pages:
        page.wait_for_function(f"(() => {{ const p = document.querySelector('{PANEL}');"
                               f" return Number(p.dataset.ply) >= {before + 2}"
                               f" && p.dataset.toMove === '1'; }})()")
    wait_same(host, bob)
    assert dice(bob) == dice(ann) == dice(host)
    bob.wait_for_selector(".yacht-pot")
    score_first_box(bob)
    for page in pages:
        wait_ply(page, int(facts(bob)["ply"]))
    wait_turn(pages, 0)
    wait_same(host, ann)
    wait_same(host, bob)
    assert facts(ann)["hash"] == facts(bob)["hash"] == facts(host)["hash"]
    expect(ann.locator("#moves li.seat1")).to_have_count(host.locator("#moves li.seat1").count())

    # Ann closes her page: the seat plays on with Bob, and the host's panel says who left.
    ann.close()
    host.wait_for_selector(f"{PANEL} .friend[data-seat='1'][data-slot='1'][data-state=closed]")
    expect(host.locator(f"{PANEL} .friend[data-seat='1'][data-slot='2']")).to_have_attribute(
        "data-state", "connected")
    expect(host.locator(f"{PANEL} .peer-seat[data-seat='1']")).to_have_attribute("data-people", "1")
    expect(host.locator(PANEL)).to_have_attribute("data-peer-state", "connected")
    expect(host.locator(f"{PANEL} .friend[data-slot='1'] .peer-note")).to_contain_text("teammate")
    expect(who(bob, 1)).to_have_text("you")
    pages = [host, bob]
    for turn in range(2):  # one more turn each, rolled fairly by the two browsers left
        seat = turn % 2
        wait_turn(pages, seat)
        page = pages[seat]
        page.wait_for_selector(".yacht-pot")
        score_first_box(page)
    wait_same(host, bob)
    expect(host.locator("#status")).to_have_text("Player 1 to move (you)")
    expect(bob.locator("#status")).to_have_text("Player 1 to move (the host)")


def test_a_whole_team_can_be_invited_at_once_and_its_rows_read_well(site, page):
    """The rows read well (axe, contrast) at a desktop's size and, the same page resized, at a phone's."""
    host = page
    host.set_viewport_size({"width": 1280, "height": 800})
    site.open(host)
    host_game(host, "yacht", host_and_team)
    first = invitation(host)
    host.click("[data-testid=peer-team-1]")
    host.wait_for_selector(TEAM_LINK, timeout=30_000)
    host.click("[data-testid=peer-team-1]")
    host.wait_for_selector("[data-testid=peer-link-1-3]", timeout=30_000)
    links = {first, host.input_value(TEAM_LINK), host.input_value("[data-testid=peer-link-1-3]")}
    assert len(links) == 3  # one link per browser, each works once
    expect(host.locator("[data-testid=peer-team-1]")).to_have_count(0)  # a team is three at most
    names = host.locator(f"{PANEL} .friend .peer-friend-name")
    expect(names).to_have_text(["Friend 1", "Friend 2", "Friend 3"])
    for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
        host.set_viewport_size(size)
        assert not report(f"host's page inviting a team, {size['width']} px wide", violations(host))
        assert contrast(host, f"{PANEL} .friend[data-slot='2'] .peer-friend-name")["ratio"] >= 4.5, size
    # Cancelling a teammate's link takes its row away; the seat's first link stays.
    host.click(f"{PANEL} .friend[data-slot='3'] [data-act=peer-cancel]")
    expect(host.locator(f"{PANEL} .friend")).to_have_count(2)
    expect(host.locator("[data-testid=peer-team-1]")).to_be_visible()
