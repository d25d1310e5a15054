"""Drinking War (pack 1) over the peer link: three browsers, each a seat, in which no guest's page, storage
or received messages ever hold another seat's hand; and a team of two browsers sharing one hand.

Messages are recorded as they arrive: an init script wraps the data channel's `onmessage` setter (the
only way site/js/peer.js takes messages in). What only a seat may know is read from the host's save,
replayed here at the position each message or screen shows.
"""

from __future__ import annotations

import json
import re

from drinking_war_helpers import TABLE, hand, page_markup, play_a_step, saved_match, wait_for_change
from peer_helpers import (
    PANEL,
    answer,
    facts,
    host_game,
    link_guests,
    link_up,
    paste_answer,
    second_browser,
    wait_all_same,
    wait_ply,
)
from playwright.sync_api import Page, expect
from setup_helpers import choose_seat

from pygames.core.match import Match

STEPS = 30  # a bound on the decisions played by clicks, each in the browser of the seat to act
EACH = 2  # the three-browser game stops once every seat has played this many decisions (a few each way)
RECORD_MESSAGES = """(() => {
  const handler = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
  window.pygamesReceived = [];
  Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
    configurable: true,
    get() { return handler.get.call(this); },
    set(fn) {
      const recorded = typeof fn !== 'function' ? fn
        : function (event) { window.pygamesReceived.push(String(event.data)); return fn.call(this, event); };
      handler.set.call(this, recorded);
    },
  });
})();"""
DRAW = re.compile(r"Player (\d+) draws (.+)")


def record_messages(page: Page) -> None:
    """From the next page load on, keep every message the page's data channels bring in."""
    page.context.add_init_script(RECORD_MESSAGES)


def received(page: Page, start: int = 0) -> list[str]:
    """The messages the page has received, from the `start`-th on."""
    return page.evaluate(f"window.pygamesReceived.slice({start})")


def others_secrets(match: Match, ply: int, seat: int) -> set[str]:
    """The card names only some other seat than `seat` knew at position `ply` (from the host's save)."""
    state = match._states[ply]  # noqa: SLF001 - the test reads the history the save replays
    return {card for other in range(match.seat_count) if other != seat
            for card in match.game.secrets(state, other)}


def check_records(records: list, seat: int) -> None:
    """A move list as `seat` reads it names only the cards `seat` drew itself."""
    for text in records:
        drawn = DRAW.fullmatch(text)
        if drawn and drawn.group(2) != "a card":
            assert int(drawn.group(1)) == seat + 1, f"seat {seat} reads another's draw: {text}"


def check_message(match: Match, text: str, seat: int) -> int:
    """A message received by `seat`'s guest holds no other seat's secret; return how many were looked for."""
    message = json.loads(text)
    if "views" not in message:
        return 0
    assert set(message["views"]) == {str(seat)}, message["views"].keys()
    for lines in message["records"].values():
        check_records([line[2] for line in lines], seat)
    rest = json.dumps({key: value for key, value in message.items() if key != "records"})
    secrets = others_secrets(match, message["ply"], seat)
    for card in secrets:
        assert card not in rest, f"seat {seat} received {card!r} at ply {message['ply']}"
    own = match.game.secrets(match._states[message["ply"]], seat)  # noqa: SLF001
    assert all(card in rest for card in own)  # the recording does see a hand: its own
    return len(secrets)


def check_guest(host: Page, guest: Page, seat: int, seen: int) -> tuple[int, int]:
    """The guest's page, storage and new messages hold no other seat's hand: (messages read, secrets)."""
    match = saved_match(host)
    secrets = others_secrets(match, match.ply, seat)
    shown = page_markup(guest, without=("#moves",))
    stored = guest.evaluate("JSON.stringify(Object.entries(localStorage))")
    for card in secrets:
        assert card not in shown and card not in stored, f"seat {seat}'s screen or storage holds {card!r}"
    assert "pygames:save:" not in stored
    check_records(guest.eval_on_selector_all("#moves li", "els => els.map(e => e.textContent.trim())"), seat)
    messages = received(guest, seen)
    looked = len(secrets) + sum(check_message(match, text, seat) for text in messages)
    return seen + len(messages), looked


def three_seats(page: Page) -> None:
    page.check("[data-testid=drinking-no]")
    for seat, kind in enumerate(["human", "remote", "remote", "none"]):
        choose_seat(page, seat, kind)


def test_three_browsers_play_drinking_war_and_no_guest_ever_holds_another_hand(site, page, make_page,
                                                                               new_browser):
    """A few decisions each way, by clicks in the browser of the seat to act; after each, no guest's
    screen, storage, move list or received messages hold a card of another seat. At the end a guest's
    reload cannot bring its page back: it kept no copy, goes home and says so. (Whole games' secrecy over
    the link: tests/test_net_cardgame.py, tests/test_drinking_war_secrets.py.)"""
    other = second_browser(new_browser)
    host, east, west = page, make_page(other), make_page(other)
    for guest in (east, west):
        record_messages(guest)
    site.open(host)
    host_game(host, "drinking-war", three_seats)
    link_guests(host, [east, west], site)
    pages, guests = [host, east, west], {1: east, 2: west}
    seen, looked, acted = {1: 0, 2: 0}, 0, {0: 0, 1: 0, 2: 0}
    for _ in range(STEPS):
        host.wait_for_function(f"(() => {{ const p = document.querySelector('{PANEL}');"
                               f" const t = document.querySelector('{TABLE}');"
                               " return p.dataset.toMove !== '' || t.dataset.over === 'yes'; })()")
        if host.get_attribute(TABLE, "data-over") == "yes":
            break
        seat = int(host.get_attribute(PANEL, "data-to-move"))
        page = pages[seat]
        page.wait_for_function(f"document.querySelector('{TABLE}').dataset.acting === 'yes'")
        before = int(facts(host)["ply"])
        play_a_step(page)
        wait_ply(host, before + 1)  # a guest's step counts once the host has played it, not when clicked
        acted[seat] += 1
        wait_all_same(pages, secrets=True)
        for other, guest in guests.items():
            seen[other], found = check_guest(host, guest, other, seen[other])
            looked += found
        if min(acted.values()) >= EACH:
            break
    assert min(acted.values()) >= EACH, acted  # every browser played
    assert looked  # some seat held a card nobody else could know, and it was looked for
    assert all(seen.values())
    for guest in guests.values():
        expect(guest.locator("[data-act=export]")).to_be_hidden()
    # A reload cannot bring a guest's page back (nothing was kept): it goes home and says why.
    west.reload()
    site.wait_ready(west)
    expect(west.locator(".toast")).to_contain_text("kept no copy")
    assert west.evaluate("location.hash") in ("", "#/")


def two_seats(page: Page) -> None:
    page.check("[data-testid=drinking-no]")
    for seat, kind in enumerate(["human", "remote", "none", "none"]):
        choose_seat(page, seat, kind)


def invite_teammate(host: Page, mate: Page, site) -> None:
    """The host invites a second browser to seat 1 and pastes its answer; wait until both say so."""
    host.click("[data-testid=peer-team-1]")
    host.wait_for_selector("[data-testid=peer-link-1-2]", timeout=30_000)
    paste_answer(host, answer(mate, site, host.input_value("[data-testid=peer-link-1-2]")))
    host.wait_for_selector(f"{PANEL} .friend[data-seat='1'][data-slot='2'][data-state=connected]",
                           timeout=30_000)
    mate.wait_for_selector(f"{PANEL}[data-peer-state=connected]", timeout=30_000)


def test_a_team_of_two_browsers_shares_one_hand_and_sees_each_others_card(site, page, make_page, new_browser):
    other = second_browser(new_browser)
    host, ann, bob = page, make_page(other), make_page(other)
    site.open(host)
    host_game(host, "drinking-war", two_seats)
    link_up(host, ann, site)
    invite_teammate(host, bob, site)
    pages = [host, ann, bob]
    for step in range(STEPS):  # play on until the team may attack with a card
        host.wait_for_function(f"document.querySelector('{PANEL}').dataset.toMove !== ''")
        wait_all_same(pages, secrets=True)
        seat = int(host.get_attribute(PANEL, "data-to-move"))
        if seat == 1 and ann.get_attribute(TABLE, "data-phase") == "attack" and any(
                card.startswith("+") for card in hand(ann)):
            break
        page = host if seat == 0 else (ann, bob)[step % 2]  # either teammate may act for the seat
        page.wait_for_function(f"document.querySelector('{TABLE}').dataset.acting === 'yes'")
        before = int(facts(host)["ply"])
        play_a_step(page)
        wait_ply(host, before + 1)  # the host has played the step before the next one is looked at
    else:
        raise AssertionError("the team never had an attack card to play")
    shared = hand(ann)
    assert hand(bob) == shared and shared  # one hand, seen by both teammates
    for mate in (ann, bob):
        expect(mate.locator(f"{TABLE}[data-acting=yes]")).to_have_count(1)  # either may play it
    card = next(i for i, code in enumerate(shared) if code.startswith("+"))
    ann.click(f".drinking-war-card[data-index='{card}']")
    ann.wait_for_selector(".drinking-war-card.picked")
    # What is picked is Ann's choice on Ann's screen.
    assert bob.locator(".drinking-war-card.picked").count() == 0
    before = int(facts(bob)["ply"])
    ann.click(".drinking-war-hit >> nth=0")
    wait_for_change(bob, before)
    wait_all_same(pages, secrets=True)
    left = shared[:card] + shared[card + 1:]
    assert hand(ann) == hand(bob) == left  # Bob's hand lost the card Ann played
    for page in pages:  # and everyone sees it in the fight
        attack = page.locator("[data-testid=fight] > .drinking-war-stack .drinking-war-mini.attack b")
        expect(attack).to_have_text([shared[card]])
    expect(bob.locator("#moves li").last).to_contain_text(f"Player 2 attacks Player 1 with {shared[card]}")
