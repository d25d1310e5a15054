"""Peer play of a game with secrets (Drinking War) in two browsers: the guest's page draws from its own
seat's views alone, never shows the host's hand, and keeps nothing in its storage.

It runs once the site has a Drinking War page (pygames/games/drinking_war/board.py and
e2e/drinking_war_helpers.py); until then it is skipped.
"""

from __future__ import annotations

import importlib.util

import pytest

if importlib.util.find_spec("pygames.games.drinking_war.board") is None:
    pytest.skip("the site has no Drinking War page yet", allow_module_level=True)

from drinking_war_helpers import TABLE, page_markup, play_a_step  # noqa: E402 - exists only with that page
from peer_helpers import PANEL, facts, host_game, link_up, wait_ply, wait_same  # noqa: E402
from playwright.sync_api import Page, expect  # noqa: E402
from setup_helpers import choose_seat

from pygames.core.saves import load_match  # noqa: E402

STEPS = 24  # decisions played by clicks, each in the browser of the seat to act


def host_and_friend(page: Page) -> None:
    page.check("[data-testid=drinking-no]")
    choose_seat(page, 0, "human")
    choose_seat(page, 1, "remote")
    choose_seat(page, 2, "none")


def hosts_secrets(host: Page) -> list[str]:
    """What only the host's seat may know, from the match the host's page saved."""
    save_id = host.evaluate("location.hash").split("/")[-1]
    match = load_match(host.evaluate(f"localStorage.getItem('pygames:save:{save_id}')"))
    return list(match.secrets(0))


def test_a_guest_plays_drinking_war_from_its_views_and_keeps_no_copy(site, make_page, new_browser):
    host, guest = make_page(), make_page(new_browser())
    site.open(host)
    host_game(host, "drinking-war", host_and_friend)
    link_up(host, guest, site)
    guest.wait_for_selector(TABLE)
    pages, secrets_seen = [host, guest], 0
    for _ in range(STEPS):
        host.wait_for_function(f"(() => {{ const p = document.querySelector('{PANEL}');"
                               f" const t = document.querySelector('{TABLE}');"
                               f" return p.dataset.toMove !== '' || t.dataset.over === 'yes'; }})()")
        if host.get_attribute(TABLE, "data-over") == "yes":
            break
        page = pages[int(host.get_attribute(PANEL, "data-to-move"))]
        page.wait_for_function(f"document.querySelector('{TABLE}').dataset.acting === 'yes'")
        before = int(facts(host)["ply"])
        play_a_step(page)
        wait_ply(host, before + 1)
        wait_same(host, guest, secrets=True)  # the guest shows the host's position, from its own view
        shown = page_markup(guest)
        for card in hosts_secrets(host):
            secrets_seen += 1
            assert card not in shown
        assert not guest.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pygames:save:'))")
    assert secrets_seen  # the host held a card nobody else could know at some point
    expect(guest.locator("[data-act=export]")).to_be_hidden()
    # A reload cannot bring the guest's page back (nothing was kept): it goes home and says why.
    guest.reload()
    site.wait_ready(guest)
    expect(guest.locator(".toast")).to_contain_text("kept no copy")
    assert guest.evaluate("location.hash") in ("", "#/")
