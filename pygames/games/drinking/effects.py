"""What a play does in Drinking: how drunk it leaves the player; a laid drink's stain, points and lines."""

from __future__ import annotations

from collections.abc import Callable

from pygames.games.drinking.state import (
    CHALICE_POINTS,
    GROWTH,
    HORN_PLAYS,
    LINE_BARREL,
    LINE_BASE,
    PLACE_POINTS,
    STAIN_POINTS,
    STATES,
    STEIN_GAIN,
    STEIN_LOSS,
    TANKARD_POINTS,
    State,
    lines_through,
    mug_of,
    neighbours,
    placed_code,
    square_name,
    stain_leaders,
)


def place(state: State, me: int, mug: str, code: str, sq: int, board: list[str], stains: list[int],
          score: Callable[[int, int, int, str, str], None]) -> int:
    """Lay drink `code` on `sq` (board and stains change in place); return the extra plays it earns."""
    board[sq] = placed_code(state.board, code, sq)
    if mug in PLACE_POINTS:
        score(me, 4, PLACE_POINTS[mug], "mug", mug)
    if mug == "chalice":
        touching = sum(1 for n in neighbours(sq) if board[n])
        if touching:
            score(me, 4, CHALICE_POINTS * touching, "mug", mug)
    was = stains[sq]
    stains[sq] = me
    if was != me:
        if state.bonus == "each" or state.choices == 1:
            score(me, 1, STAIN_POINTS, "stain", square_name(sq))
        if mug == "stein":
            score(me, 4, STEIN_GAIN, "mug", mug)
        if was >= 0 and mug_of(state, was) == "stein":
            score(was, 4, -STEIN_LOSS, "mug", "stein")
    # Every line the drink completes is found before any is cleared: a drink finishing a row and a
    # column scores and clears both.
    full = [(name, squares) for name, squares in lines_through(sq) if all(board[s] for s in squares)]
    for name, squares in full:
        points = LINE_BASE + LINE_BARREL * sum(1 for s in squares if board[s].startswith("B"))
        if was == -1:
            points *= 2
        leaders = stain_leaders(tuple(stains), squares, state.seats)
        for w in leaders:
            share = points // len(leaders)
            if mug_of(state, w) == "flagon":
                share = share * 3 // 2
            score(w, 2, share, "line", name)
        for seat in range(state.seats):
            held = sum(1 for s in squares if stains[s] == seat)
            if seat not in leaders and held and mug_of(state, seat) == "tankard":
                score(seat, 4, TANKARD_POINTS * held, "mug", "tankard")
    for _, squares in full:
        for s in squares:
            board[s] = ""
    return HORN_PLAYS if full and mug == "horn" else 0


def drink_or_dry(me: int, drank: bool, drunk: list[int], dry: list[int],
                 events: list[tuple[str, int, int, str]]) -> None:
    """How drunk `me` gets (`drunk`, `dry` and `events` change in place): a drink raises it a step, a
    second dry play in a row lowers it a step."""
    if drank:
        drunk[me] += 1
        dry[me] = 0
        events.append(("drank", me, 0, STATES[min(drunk[me], 3)]))
    else:
        dry[me] += 1
        if dry[me] >= 2 and drunk[me] > 0:
            drunk[me] -= 1
            dry[me] = 0
            events.append(("sobered", me, 0, STATES[drunk[me]]))


def pass_turn(seats: int, me: int, mug: str, extra: int, offer: tuple[tuple[str, int], ...], drunk: list[int],
              events: list[tuple[str, int, int, str]]) -> tuple[int, int, tuple[tuple[str, int], ...]]:
    """Who plays next after `me`'s play, with the extra plays and the offer left (`drunk` and `events`
    change in place): an extra play from the drinks left, or the next seat awake, the offer's values
    grown."""
    if drunk[me] >= 3:
        events.append(("passed out", me, 0, ""))
    if extra and offer and drunk[me] < 3:  # an extra play from the drinks left on offer
        events.append(("extra play", me, extra, mug))
        return me, extra, offer
    nxt = (me + 1) % seats
    while drunk[nxt] >= 3:  # a passed-out seat loses this turn and wakes drunk
        drunk[nxt] = 2
        events.append(("woke", nxt, 0, STATES[2]))
        nxt = (nxt + 1) % seats
    return nxt, 0, tuple((c, v + GROWTH) for c, v in offer)
