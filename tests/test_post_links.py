"""Games by message played to the end by passing links, and every edited, stale, doubled or foreign link
refused with words and nothing changed (pygames.net.post)."""

from __future__ import annotations

import base64
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from post_kit import pass_until, receive, seed_of, set_up, tell_everyone

from pygames.net.post import chain, from_json, play, waiting, write, write_for_all
from pygames.net.post.letter import _write, decode, encode, open_link
from pygames.net.post.record import MOVE, OUTCOME, REVEAL, Record, digest_at, match_of, step_digest
from pygames.net.wire import Refused


# -- whole games ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "seats", "options"), [
    ("yacht", 2, None), ("war-of-lights", 3, None), ("gobblet", 2, {"size": 3}),
    ("drinking", 2, {"hourglass": 0}), ("drinking", 3, {"hourglass": 0, "choices": 2})])
def test_a_game_by_message_ends_the_same_on_every_page(game: str, seats: int, options: dict | None) -> None:
    pages = set_up(game, seats, options)
    holder = pass_until(pages, seats - 1, rng=random.Random(seats))
    tell_everyone(pages, holder)
    matches = [match_of(page) for page in pages]
    assert matches[0].is_over
    assert all(m.state == matches[0].state and m.history == matches[0].history for m in matches)
    assert all(from_json(page.to_json()) == page for page in pages)  # each page's save reads back


def test_a_page_with_no_record_takes_the_whole_game_from_one_link() -> None:
    pages = set_up("yacht", 2)
    holder = pass_until(pages, 1, stop=lambda page: len(page.steps) > 30)
    follower = open_link(None, write(pages[holder]))
    assert follower.steps == pages[holder].steps and follower.seat is None and follower.secret is None


def test_one_link_for_a_group_chat_brings_every_page_up_to_date() -> None:
    pages = set_up("war-of-lights", 3)
    holder = pass_until(pages, 2, stop=lambda page: len(page.steps) > 25)
    link = write_for_all(pages[holder])
    for seat in range(3):
        if seat != holder:
            pages[seat] = open_link(pages[seat], link)
    assert len({page.steps for page in pages}) == 1


# -- links refused --------------------------------------------------------------------------------------
def yacht_after_a_keep() -> tuple[list[Record], str]:
    """Two Yacht pages once seat 0 has rolled and kept: its link to seat 1 (a keep and a reveal)."""
    pages = set_up("yacht", 2)
    pages[0] = receive(pages[0], write(pages[1], 0))
    pages[0] = play(pages[0], "all")
    return pages, write(pages[0], 1)


def refused(record: Record | None, link: str, words: str) -> None:
    """`link` is refused with `words`, and the record still takes the links it took before."""
    before = None if record is None else record.to_json()
    with pytest.raises(Refused, match=words):
        open_link(record, link)
    assert record is None or record.to_json() == before


def edited(link: str, steps: tuple | None = None, redigest: bool = True, **changes: object) -> str:
    """`link` with its steps or other fields changed, its end digest made anew unless `redigest` is off."""
    letter = decode(link)
    letter = replace(letter, **changes)  # type: ignore[arg-type]
    if steps is not None:
        letter = replace(letter, steps=steps)
    if redigest:
        digest = letter.base_digest if letter.setup is None else letter.setup.digest()
        for step in letter.steps:
            digest = step_digest(digest, step)
        letter = replace(letter, end_digest=digest)
    return encode(letter)


def test_an_edited_die_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    pages[1] = receive(pages[1], link)
    back = write(pages[1], 0)
    steps = decode(back).steps
    kind, seat, dice = steps[-1]
    assert kind == OUTCOME and waiting(pages[0]).kind == "reveal"
    other = "66666" if dice != "66666" else "11111"
    refused(pages[0], edited(back, (*steps[:-1], (kind, seat, other))), "not what the players' secrets make")
    pages[0] = receive(pages[0], back)  # the true link still opens
    assert waiting(pages[0]).kind == "move"


def test_an_edited_reveal_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    steps = decode(link).steps
    kind, seat, _value = steps[-1]
    assert kind == REVEAL
    forged = (*steps[:-1], (kind, seat, chain.value(seed_of(5), 3)))
    refused(pages[1], edited(link, forged), "does not match the commitment")


def test_an_edited_commitment_is_refused() -> None:
    pages = set_up("yacht", 2)
    whole = write(pages[1])
    steps = decode(whole).steps
    forged = ((steps[0][0], 0, chain.head(seed_of(9))), *steps[1:])
    refused(pages[0], edited(whole, forged), "changes a step your page already has")
    # A page new to the game meets the edited commitment at the first reveal of seat 0.
    pages[0] = receive(pages[0], write(pages[1], 0))
    whole = write(pages[0])
    steps = decode(whole).steps
    refused(None, edited(whole, ((steps[0][0], 0, chain.head(seed_of(9))), *steps[1:])),
            "does not match the commitment")


def test_an_edited_move_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    steps = decode(link).steps
    keep = steps.index((MOVE, 0, "all"))
    dice = [text for kind, _seat, text in pages[0].steps if kind == OUTCOME][-1]
    changed = (*steps[:keep], (MOVE, 0, dice[0]), *steps[keep + 1:])  # reroll one die, not all five
    refused(pages[1], edited(link, changed, redigest=False), "changed on the way")
    refused(pages[1], edited(link, (*steps[:keep], (MOVE, 0, "zzz"), *steps[keep + 1:])), "cannot play")
    # The keep's own page meets the change when a link comes back with it.
    pages[1] = receive(pages[1], link)
    back = decode(write(pages[1], 0))
    again = replace(back, base=back.base - 2, base_digest=digest_at(pages[1], back.base - 2),
                    steps=(*pages[1].steps[back.base - 2: back.base - 1], (MOVE, 0, "x"), *back.steps))
    refused(pages[0], edited(encode(again)), "changes a step your page already has")


def test_a_move_for_the_readers_own_seat_is_refused() -> None:
    pages = set_up("gobblet", 2, {"size": 3})
    pages[0] = receive(pages[0], write(pages[1], 0))
    pages[0] = play(pages[0], "3b2")
    pages[1] = receive(pages[1], write(pages[0], 1))
    pages[1] = play(pages[1], "3a1")
    link = write(pages[1], 0)
    steps = decode(link).steps
    refused(pages[0], edited(link, (*steps, (MOVE, 0, "2c3"))), "for your seat")


def test_an_edited_digest_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    letter = decode(link)
    refused(pages[1], encode(replace(letter, end_digest=bytes(8))), "changed on the way")
    refused(pages[1], encode(replace(letter, base_digest=bytes(8))), "does not follow your game")


def test_a_link_opened_before_the_one_it_follows_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    assert len(pages[1].steps) == 3
    refused(pages[1], _write(pages[0], 5), "a link is missing")  # written for a page that has 5 steps
    assert receive(pages[1], link).steps


def test_a_link_opened_twice_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    pages[1] = open_link(pages[1], link)
    refused(pages[1], link, "already opened")


def test_a_link_for_another_game_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    other = set_up("yacht", 2, match="ffeeddccbbaa0099")
    refused(pages[1], write(other[0], 1), "another game")
    refused(pages[1], write(other[0]), "another game")
    refused(None, _write(pages[0], 3), "whole game")  # a page with no record needs the whole game


def test_a_stale_link_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    pages[1] = receive(pages[1], link)  # seat 1's page opened it and added its reveal and the roll
    refused(pages[1], link, "older than your game")
    pages[0] = receive(pages[0], write(pages[1], 0))
    pages[0] = play(pages[0], "a")  # seat 0 scores; seat 1's page then moves past both links
    pages[1] = receive(pages[1], write(pages[0], 1))
    refused(pages[1], link, "older than your game")


# -- hostile links --------------------------------------------------------------------------------------
HOSTILE_PAGES: dict[str, tuple[Record, str]] = {}


def _hostile_base() -> tuple[Record, str]:
    if "yacht" not in HOSTILE_PAGES:
        pages, link = yacht_after_a_keep()
        HOSTILE_PAGES["yacht"] = (pages[1], link)
    return HOSTILE_PAGES["yacht"]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_hostile_link_never_crashes_and_changes_nothing(data: st.DataObject) -> None:
    page, link = _hostile_base()
    whole = data.draw(st.booleans())
    if whole:  # a link of the whole game, set-up included, to a page that has it
        link = write(page)
    raw = bytearray(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))
    how = data.draw(st.sampled_from(["flip", "cut", "text", "bytes"]))
    if how == "flip":
        for _ in range(data.draw(st.integers(1, 4))):
            raw[data.draw(st.integers(0, len(raw) - 1))] ^= 1 << data.draw(st.integers(0, 7))
        hostile: object = base64.urlsafe_b64encode(bytes(raw)).rstrip(b"=").decode()
    elif how == "cut":
        hostile = link[: data.draw(st.integers(0, len(link) - 1))]
    elif how == "text":
        hostile = data.draw(st.text(max_size=300))
    else:
        hostile = base64.urlsafe_b64encode(data.draw(st.binary(max_size=400))).rstrip(b"=").decode()
    before = page.to_json()
    try:
        opened = open_link(page, hostile)
    except Refused as error:
        assert str(error)
    else:
        assert opened.steps[: len(page.steps)] == page.steps and from_json(opened.to_json()) == opened
    assert page.to_json() == before
    # The true link still opens after it.
    assert open_link(None, link).steps == page.steps if whole else open_link(page, link).steps


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_hostile_set_up_is_refused_in_words(data: st.DataObject) -> None:
    page, _link = _hostile_base()
    letter = decode(write(page))
    assert letter.setup is not None
    options = data.draw(st.dictionaries(st.sampled_from(["joker", "size", "hourglass", "x"]),
                                        st.one_of(st.integers(-2, 99), st.text(max_size=4), st.none(),
                                                  st.lists(st.integers(), max_size=2)), max_size=3))
    setup = replace(letter.setup, game=data.draw(st.sampled_from(["yacht", "gobblet", "drinking-war", "?"])),
                    options=options, seat_count=data.draw(st.integers(0, 255)))
    try:
        opened = open_link(None, edited(encode(replace(letter, setup=setup))))
    except Refused as error:
        assert str(error)
    else:
        assert from_json(opened.to_json()) == opened


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_hostile_step_is_refused_in_words(data: st.DataObject) -> None:
    page, link = _hostile_base()
    letter = decode(link)
    kind = data.draw(st.sampled_from(["c", "m", "r", "o"]))
    seat = -1 if kind == "o" else data.draw(st.integers(0, 1))
    text = (chain.text_of(data.draw(st.binary(min_size=16, max_size=16))) if kind in "cr"
            else data.draw(st.text(alphabet="0123456abcdefghlrstxy ", min_size=1, max_size=8)))
    at = data.draw(st.integers(0, len(letter.steps)))
    steps = (*letter.steps[:at], (kind, seat, text), *letter.steps[at:])
    try:
        open_link(page, edited(link, steps))
    except Refused as error:
        assert str(error)


def test_a_replay_refusing_a_step_does_not_spoil_the_next_reading() -> None:
    pages, link = yacht_after_a_keep()
    steps = decode(link).steps
    with pytest.raises(Refused):
        open_link(pages[1], edited(link, (*steps[:-1], (REVEAL, 0, chain.value(seed_of(4), 2)))))
    assert waiting(receive(pages[1], link)) == waiting(receive(pages[1], link))
    assert waiting(receive(pages[1], link)).seats == (0,)


def test_a_damaged_save_is_refused() -> None:
    pages, _link = yacht_after_a_keep()
    save = pages[0].to_json()
    assert from_json(save) == pages[0]
    with pytest.raises(Refused, match="damaged"):
        from_json({**save, "secret": seed_of(3)})  # a seed that is not the one committed
    with pytest.raises(Refused):
        from_json({**save, "steps": [*save["steps"][:-1], ["m", 0, "zz"]]})


def test_a_move_changed_by_the_page_that_forwards_it_is_caught_by_its_author() -> None:
    """Three seats passing links round: the second page changes the first seat's move for the third,
    which cannot tell; the first seat's page refuses the link that comes back with the change."""
    pages = set_up("war-of-lights", 3)
    rng = random.Random(3)

    def quiet_moves(page: Record) -> list[str]:
        match = match_of(page)
        seat = match.to_move
        quiet = []
        for action in match.legal_actions(seat)[:12]:
            trial = match_of(page)
            trial.play(action, seat)
            if not trial.at_chance:
                quiet.append(action)
        return quiet

    holder = pass_until(pages, 2, rng=rng, stop=lambda page: waiting(page).kind == "move"
                        and len(quiet_moves(page)) >= 2)
    author = waiting(pages[holder]).seats[0]
    if holder != author:
        pages[author] = receive(pages[author], write(pages[holder], author))
    first, second = quiet_moves(pages[author])[:2]
    pages[author] = play(pages[author], first)
    forwarder = waiting(pages[author]).seats[0]
    third = 3 - author - forwarder
    pages[forwarder] = receive(pages[forwarder], write(pages[author], forwarder))
    link = decode(write(pages[forwarder], third))
    changed = tuple((MOVE, author, second) if step == (MOVE, author, first) else step for step in link.steps)
    assert changed != link.steps
    pages[third] = receive(pages[third], edited(encode(link), changed))  # the third page cannot tell
    link = write(pages[third], author)
    refused(pages[author], link, "does not follow your game|changes a step your page already has")


def test_a_link_is_url_safe_and_short_for_one_move() -> None:
    pages = set_up("gobblet", 2, {"size": 4})
    pages[0] = receive(pages[0], write(pages[1], 0))
    pages[0] = play(pages[0], "4a1")
    gobblet = write(pages[0], 1)
    _pages, yacht = yacht_after_a_keep()
    for link in (gobblet, yacht, write(pages[0])):
        assert set(link) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert len(gobblet) <= 60 and len(yacht) <= 90  # bench/bymessage_sizes.py prints the figures


def test_a_link_from_a_newer_version_is_refused() -> None:
    pages, link = yacht_after_a_keep()
    raw = bytearray(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))
    raw[0] = 2 << 4 | raw[0] & 0x0F
    refused(pages[1], base64.urlsafe_b64encode(bytes(raw)).rstrip(b"=").decode(), "newer version")
