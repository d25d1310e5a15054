"""War of Lights over peer links: a host and two guests (each its own profile, the guests in a second
Chromium process) resume a saved three-player game late in its course over new links and play it to its
end by clicks, every spin of the dreidel drawn by the three browsers together. The turns before are
whole-game sync and fair spins over the link, unit-tested (tests/test_net_chance.py, test_net_play.py)."""

from __future__ import annotations

import random

from peer_helpers import PANEL, facts, link_guests, second_browser, wait_all_same
from playwright.sync_api import Page, expect
from position_helpers import hosted, late_match, open_position
from war_of_lights_helpers import PLAYABLE, TABLE, holders

from pygames.core.match import Match
from pygames.games.war_of_lights.state import EMPTY

LETTERS = "abcdefghi"
CORNERS = "acgi"
MAX_TURNS = 200  # the clicking players below end a whole game of three in about 50 turns
FACES = ("gimel", "hey", "nun", "shin")
LATE_SEED, LATE_TURNS = 4, 33  # the host then attacks (a spin), all three in play; ~13 turns to the end


def like_the_clicks(match: Match, actions: list[str], rng: random.Random) -> str:
    """The engine's stand-in for click_a_move: stay or spawn, else an attack (on a spawn point first),
    else the first move; the saved game is played this way up to its late position."""
    seat, board = match.state.turn, match.state.board
    for action in ("stay", "spawn"):
        if action in actions:
            return action
    moves = [action for action in actions if "-" in action]

    def held(action: str) -> int:
        target = action.split("-")[1]
        return board[(int(target[0]) - 1) * 9 + LETTERS.index(target[1])]

    attacks_ = sorted((a for a in moves if held(a) not in (EMPTY, seat)), key=lambda a: not a.endswith("e"))
    return (attacks_ or moves or actions)[0]


def three_players_late() -> Match:
    """A cross-layout game of the host and two friends, LATE_TURNS decisions in, the host to attack."""
    def decisions(match: Match) -> int:
        return sum(action not in FACES for action in match.actions)

    match = late_match("war-of-lights", ["human", "remote", "remote"], {"layout": "cross"}, seed=LATE_SEED,
                       until=lambda m: decisions(m) == LATE_TURNS and not m.at_chance, choose=like_the_clicks)
    return hosted(match)


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


def test_a_host_and_two_guests_resume_a_late_three_player_game_and_play_it_to_its_end(
        site, page, make_page, new_browser):
    other = second_browser(new_browser)  # the guests: each its own profile, in another process
    host, left, right = page, make_page(other), make_page(other)
    pages = [host, left, right]
    site.open(host)
    late = three_players_late()
    assert late.state.turn == 0 and all(late.state.count(seat) for seat in range(3))
    open_position(host, late)
    link_guests(host, [left, right], site)
    wait_all_same(pages)
    spun = int(host.get_attribute(TABLE, "data-spins"))
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
    assert len(spins) == 1 and int(spins.pop()[0]) > spun  # spun here, by the three browsers
    assert len({facts(page)["hash"] for page in pages}) == 1
