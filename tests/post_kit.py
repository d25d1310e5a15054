"""Pages of a game by message passing links, for the tests of pygames.net.post (seeded chains and moves)."""

from __future__ import annotations

import random
from typing import Any

from pygames.net.post import chain, join, new_record, open_link, play, settle, waiting, write
from pygames.net.post.record import Record, match_of


def seed_of(seat: int) -> str:
    """A test's fixed chain seed for `seat`."""
    return chain.new_seed(f"seat {seat}".encode())


def set_up(game: str, seats: int, options: dict[str, Any] | None = None,
           match: str = "0011223344556677") -> list[Record]:
    """Every seat's page once all have joined: the host's link passed from page to page (the earlier
    pages have not yet seen the later ones join)."""
    pages = [new_record(game, seats, options, 0, seed_of(0), match=match)]
    for seat in range(1, seats):
        pages.append(join(open_link(None, write(pages[seat - 1], seat)), seat, seed_of(seat)))
    return pages


def receive(page: Record, link: str) -> Record:
    """What a page does with a link: read it, then add its own reveal and the outcomes it can."""
    return settle(open_link(page, link))


def pass_until(pages: list[Record], holder: int, stop: Any = None, rng: random.Random | None = None,
               sizes: list[int] | None = None) -> int:
    """Play seeded random legal moves, sending each link to the seat the game waits on next, until the
    game is over or `stop(page)` says so; returns the seat whose page is the latest."""
    rng = rng or random.Random(7)
    while True:
        page = pages[holder]
        if stop is not None and stop(page):
            return holder
        wait = waiting(page)
        if wait.kind == "over":
            return holder
        if holder not in wait.seats:
            reader = wait.seats[0]
            link = write(page, reader)
            if sizes is not None:
                sizes.append(len(link))
            pages[reader] = receive(pages[reader], link)
            holder = reader
            continue
        match = match_of(page)
        moves = [a for a in match.legal_actions(holder) if a not in match.game.clock_actions]
        pages[holder] = play(page, rng.choice(moves))


def tell_everyone(pages: list[Record], holder: int) -> None:
    """Send the latest page's link to every other page."""
    for seat in range(len(pages)):
        if seat != holder:
            pages[seat] = receive(pages[seat], write(pages[holder], seat))
