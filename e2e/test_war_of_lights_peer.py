"""War of Lights over peer links: a host and two guests in three Chromium processes play a three-player
game to its end by clicks, every spin of the dreidel drawn by the three browsers together."""

from __future__ import annotations

from peer_helpers import PANEL, facts, host_game, link_guests, wait_all_same
from playwright.sync_api import Page, expect
from setup_helpers import choose_seat
from war_of_lights_helpers import PLAYABLE, TABLE, holders

LETTERS = "abcdefghi"
CORNERS = "acgi"
MAX_TURNS = 200  # the clicking players below end a game of three in about 50 turns


def three_players(page: Page) -> None:
    page.check("[data-testid=layout-cross]")
    choose_seat(page, 0, "human")
    choose_seat(page, 1, "remote")
    choose_seat(page, 2, "remote")


def attacks(page: Page, seat: int) -> list[tuple[str, str]]:
    """The attacks `seat` could make, read off the napkins: onto an opponent's gelt next to or across."""
    owner = {square: (None if who is None else int(who)) for square, who in holders(page)}
    found = []
    for square, who in owner.items():
        if who != seat:
            continue
        napkin, q = square[0], LETTERS.index(square[1])
        row, col = divmod(q, 3)
        near = [f"{napkin}{LETTERS[r * 3 + c]}" for r in range(3) for c in range(3)
                if max(abs(r - row), abs(c - col)) == 1]
        across = [f"{n}{square[1]}" for n in "123" if n != napkin] if square[1] in CORNERS else []
        found += [(square, t) for t in near + across if owner.get(t) not in (None, seat)]
    return sorted(found, key=lambda m: not m[1].endswith("e"))  # spawn points first: they win the game


def click_a_move(page: Page, seat: int) -> None:
    """Play one turn for `seat` by clicks: a spawn or stay button, else an attack, else the first lit step."""
    for action in ("stay", "spawn"):
        if page.locator(f"[data-testid=act-{action}]").count():
            page.click(f"[data-testid=act-{action}]")
            return
    for source, target in attacks(page, seat)[:1]:
        page.click(f"[data-square='{source}']")
        page.click(f"{TABLE} .sq.target[data-square='{target}']")
        return
    sources = page.eval_on_selector_all(f"{TABLE} .sq.movable", "els => els.map(e => e.dataset.square)")
    if not sources:
        page.click("[data-act=war-of-lights-play] >> nth=0")  # risky spawn or pass
        return
    page.click(f"[data-square='{sources[0]}']")
    page.click(f"{TABLE} .sq.target >> nth=0")


def test_a_host_and_two_guests_play_a_three_player_game_to_its_end(site, make_page, new_browser):
    host, left, right = make_page(), make_page(new_browser()), make_page(new_browser())
    pages = [host, left, right]
    site.open(host)
    host_game(host, "war-of-lights", three_players)
    link_guests(host, [left, right], site)
    wait_all_same(pages)
    expect(left.locator(f"{PANEL} .peer-seat[data-seat='1'] .peer-who")).to_have_text("you")
    expect(right.locator(f"{PANEL} .peer-seat[data-seat='2'] .peer-who")).to_have_text("you")
    for _turn in range(MAX_TURNS):
        host.wait_for_function(f"document.querySelector('{PANEL}').dataset.toMove !== ''"
                               f" || document.querySelector('{TABLE}').dataset.over === 'yes'")
        if host.get_attribute(TABLE, "data-over") == "yes":
            break
        seat = int(host.get_attribute(PANEL, "data-to-move"))
        page = pages[seat]
        page.wait_for_function(f"document.querySelector('{PANEL}').dataset.toMove === '{seat}'"
                               f" && !!document.querySelector('{PLAYABLE}')")
        for other in pages:
            if other is not page:  # not their turn: nothing to press there
                expect(other.locator(f"{TABLE} .sq.movable, [data-act=war-of-lights-play]")).to_have_count(0)
        before = int(facts(host)["ply"])
        click_a_move(page, seat)
        host.wait_for_function(f"Number(document.querySelector('{PANEL}').dataset.ply) > {before}")
    assert host.get_attribute(TABLE, "data-over") == "yes", "the game did not end"
    wait_all_same(pages)
    for page in pages:
        expect(page.locator(f"{TABLE}[data-over=yes]")).to_be_visible()
    said = [page.text_content("#status") for page in pages]
    assert said[0] == said[1] == said[2] and ("wins" in said[0] or "share" in said[0])
    # The same spins everywhere: the dreidel's count and its latest face agree in the three browsers.
    spins = {(p.get_attribute(TABLE, "data-spins"), p.inner_text("[data-testid=last-spin]")) for p in pages}
    assert len(spins) == 1 and int(spins.pop()[0]) >= 3
    assert len({facts(page)["hash"] for page in pages}) == 1
