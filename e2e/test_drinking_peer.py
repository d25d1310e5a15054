"""Drinking over the peer link with six players: two people at the host's screen, two computer players
and two friends in other browsers. One friend plays by clicks; the other never touches the board, so the
host's hourglass drinks for them until they pass out and lose turns. Played to the end; every screen agrees.

Seats: Player 1 and Player 5 people at the host, Player 2 and Player 6 the computer (easy), Player 3 a
friend who clicks, Player 4 a friend who lets the time run out. Each wait is on the pages' own state
(#peer-panel's data-ply and data-hash, the table's data-turn and data-over) with a bounded timeout.
"""

from __future__ import annotations

from drinking_helpers import TABLE, moves, over, play_a_turn
from peer_helpers import PANEL, host_game, link_guests, wait_all_same, wait_ply
from playwright.sync_api import Page, expect
from setup_helpers import choose_seat

HOURGLASS_S = 6  # room for a click on a loaded machine, short enough that Player 4's timeouts go by fast
TARGET = 600  # long enough for Player 4 to drink three times, pass out and miss a turn before the end
GAME_STEPS = 400  # a bound on the loop; a game takes about 50 turns (each turn one to three steps)
STEP_MS = 60_000  # any one step: a computer's move, a click, a timeout (with the hourglass in it)
HOST_PEOPLE, COMPUTERS, CLICKING_FRIEND, IDLE_FRIEND = (0, 4), (1, 5), 2, 3


def six_players(page: Page) -> None:
    for seat, kind in enumerate(["human", "computer:easy", "remote", "remote", "human", "computer:easy"]):
        choose_seat(page, seat, kind)
    page.fill("[data-testid=target]", str(TARGET))
    page.fill("[data-testid=hourglass]", str(HOURGLASS_S))


def where(host: Page) -> dict:
    """The host's ply, seat to play and whether the game is over, read at one instant."""
    return host.evaluate(f"(() => {{ const t = document.querySelector('{TABLE}');"
                         f" const p = document.querySelector('{PANEL}');"
                         " return {ply: Number(p.dataset.ply), turn: Number(t.dataset.turn),"
                         " over: t.dataset.over === 'yes'}; })()")


def feed(page: Page) -> str:
    return page.inner_text("[data-testid=feed]") if page.locator("[data-testid=feed]").count() else ""


def test_six_players_people_computers_and_friends_play_drinking_to_the_end(site, make_page, new_browser):
    host, clicker, idle = make_page(), make_page(new_browser()), make_page(new_browser())
    site.open(host)
    host_game(host, "drinking", six_players)
    link_guests(host, [clicker, idle], site, seats=[CLICKING_FRIEND, IDLE_FRIEND])
    pages = [host, clicker, idle]
    for page in pages:
        page.wait_for_selector(f"{TABLE} .sq")
    seat_page = {seat: host for seat in HOST_PEOPLE} | {CLICKING_FRIEND: clicker}
    told: set[str] = set()
    for step in range(GAME_STEPS):
        host.wait_for_function(f"(() => {{ const t = document.querySelector('{TABLE}');"
                               " return t.dataset.over === 'yes' || t.dataset.turn !== '-1'; })()",
                               timeout=STEP_MS)
        now = where(host)
        if now["over"]:
            break
        seat = now["turn"]
        if seat in seat_page:
            page = seat_page[seat]
            page.wait_for_selector(".offered:not(:disabled)", timeout=STEP_MS)
            if seat == HOST_PEOPLE[1]:  # Player 4 moved just before: every screen tells how it went
                wait_all_same(pages)
                said = [feed(page) for page in pages]
                assert said[0] == said[1] == said[2]
                told.update(line for line in ("Time ran out for Player 4", "Player 4 misses this turn")
                            if line in said[0])
            play_a_turn(page, nth=step)
        elif seat == IDLE_FRIEND:  # nobody at that screen touches anything: the host's clock decides
            expect(idle.locator("[data-testid=hourglass]")).to_be_visible(timeout=STEP_MS)
            host.wait_for_function(f"(() => {{ const t = document.querySelector('{TABLE}'); return"
                                   f" t.dataset.over === 'yes' || t.dataset.turn !== '{IDLE_FRIEND}'; }})()",
                                   timeout=STEP_MS)
        wait_ply(host, now["ply"] + 1)  # a computer's move (or a drink drawn) also counts as progress
    assert over(host), "the game did not end"
    wait_all_same(pages)
    played = moves(host)
    assert moves(clicker) == played and moves(idle) == played
    for page in pages:
        expect(page.locator("[data-testid=score-sheet] tbody tr")).to_have_count(6)
    timeouts = [text for text in played if text.startswith("Player 4 ")]
    assert len(timeouts) >= 3 and all(text.endswith("(time ran out)") for text in timeouts), timeouts
    skipped = [i for i in range(len(played) - 1)
               if played[i].startswith("Player 3 ") and played[i + 1].startswith("Player 5 ")]
    assert skipped, "Player 4, passed out, never lost a turn"
    for person in ("Player 1 ", "Player 3 ", "Player 5 "):  # people played by clicks
        assert any(text.startswith(person) and "(time ran out)" not in text for text in played), person
    assert any(text.startswith(("Player 2 ", "Player 6 ")) for text in played)
    assert told == {"Time ran out for Player 4", "Player 4 misses this turn"}, told
