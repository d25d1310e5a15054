"""Drinking over the peer link with six players: two people at the host's screen, two computer players
and two friends in other browsers. One friend plays by clicks; the other never touches the board, so the
host's hourglass drinks for them until they pass out and lose a turn. Every screen agrees.

Seats: Player 1 and Player 5 people at the host, Player 2 and Player 6 the computer (easy), Player 3 a
friend who clicks, Player 4 a friend who lets the time run out. The game is opened by the host from a save
of a seeded game in which Player 4 has already let the time run out twice (drunk), and linked anew; it is
played until Player 4 has run out of time once more, passed out and missed a turn. The end of a linked
Drinking game: test_drinking.py::test_two_browsers_play_drinking_to_the_end; a six-seat game's end and
score sheet: test_drinking.py's six-player test; whole linked games from their first draw, the same in
every browser, with an idle friend passing out: tests/test_net_drinking.py. Each wait is on the pages'
own state (#peer-panel's data-ply and data-hash, the table's data-turn and data-over), bounded.
"""

from __future__ import annotations

import random

from drinking_helpers import TABLE, moves, play_a_turn
from peer_helpers import PANEL, link_guests, second_browser, wait_all_same, wait_ply
from playwright.sync_api import Page, expect
from position_helpers import hosted, late_match, open_position

from pygames.core.match import Match

HOURGLASS_S = 10  # room for a click after three screens agree on a loaded machine (6 s ran out once under
# the host's fingers in a whole run), short enough that Player 4's timeouts go by fast
TARGET = 600  # far beyond the scores of the saved game (100 at most) and of the rounds played here
GAME_STEPS = 60  # a bound on the loop: Player 4 misses a turn within two rounds (each turn 1-3 steps)
STEP_MS = 60_000  # any one step: a computer's move, a click, a timeout (with the hourglass in it)
HOST_PEOPLE, COMPUTERS, CLICKING_FRIEND, IDLE_FRIEND = (0, 4), (1, 5), 2, 3


def idle_friend_runs_out(match: Match, actions: list[str], rng: random.Random) -> str:
    """Player 4 lets the time run out; the others take any other move."""
    if match.game.to_move(match.state) == IDLE_FRIEND and "time" in actions:
        return "time"
    return rng.choice([action for action in actions if action != "time"])


def six_players_late() -> Match:
    """Seed 1, 27 plies in: Player 4 drunk from two timeouts, every score under 101, Player 6 has just
    moved and Player 1's drink is still to be drawn: a draw needs a linked friend, so no clock runs while
    the friends link up."""
    match = late_match("drinking", ["human", "easy", "remote", "remote", "human", "easy"],
                       {"target": TARGET, "hourglass": HOURGLASS_S}, seed=1, choose=idle_friend_runs_out,
                       until=lambda match: match.state.drunk[IDLE_FRIEND] == 2 and match.at_chance
                       and match.history_seats[-1:] == [COMPUTERS[1]])
    return hosted(match)


def where(host: Page) -> dict:
    """The host's ply, seat to play and whether the game is over, read at one instant."""
    return host.evaluate(f"(() => {{ const t = document.querySelector('{TABLE}');"
                         f" const p = document.querySelector('{PANEL}');"
                         " return {ply: Number(p.dataset.ply), turn: Number(t.dataset.turn),"
                         " over: t.dataset.over === 'yes'}; })()")


def feed(page: Page) -> str:
    return page.inner_text("[data-testid=feed]") if page.locator("[data-testid=feed]").count() else ""


def test_six_players_people_computers_and_friends_play_drinking_and_an_idle_friend_passes_out(
        site, page, make_page, new_browser):
    host, clicker, idle = page, make_page(second_browser(new_browser)), make_page()
    site.open(host)
    open_position(host, six_players_late())
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
        assert not now["over"], "the game ended before Player 4 missed a turn"
        seat = now["turn"]
        if seat in seat_page:
            page = seat_page[seat]
            page.wait_for_selector(".drinking-offered:not(:disabled)", timeout=STEP_MS)
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
        if len(told) == 2:  # Player 5 has now played after the turn Player 4 missed
            break
    assert told == {"Time ran out for Player 4", "Player 4 misses this turn"}, told
    wait_all_same(pages)
    played = moves(host)
    for other in (moves(clicker), moves(idle)):  # a computer seat may have moved on since they agreed
        common = min(len(other), len(played))
        assert common >= len(played) - 1 and other[:common] == played[:common]
    timeouts = [text for text in played if text.startswith("Player 4 ")]
    assert len(timeouts) >= 3 and all("(time ran out)" in text for text in timeouts), timeouts
    skipped = [i for i in range(len(played) - 1)
               if played[i].startswith("Player 3 ") and played[i + 1].startswith("Player 5 ")]
    assert skipped, "Player 4, passed out, never lost a turn"
    for person in ("Player 1 ", "Player 3 ", "Player 5 "):  # people played by clicks
        assert any(text.startswith(person) and "(time ran out)" not in text for text in played), person
    assert any(text.startswith(("Player 2 ", "Player 6 ")) for text in played)
