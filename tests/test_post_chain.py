"""Fair chance by message: the hash chains, the unbiased pick, when a reveal may come (pygames.net.post)."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest
from post_kit import pass_until, receive, seed_of, set_up

from pygames.core import get_game
from pygames.core.game import CLOCKED, HIDDEN_HANDS
from pygames.net.post import chain, play, replay, waiting, write
from pygames.net.post.letter import decode, encode, open_link
from pygames.net.post.record import REVEAL, new_record
from pygames.net.wire import Refused


# -- the chain ----------------------------------------------------------------------------------------
def test_each_value_of_a_chain_hashes_to_the_one_before_it() -> None:
    seed = seed_of(0)
    values = [chain.value(seed, k, 16) for k in range(17)]
    assert values[0] == chain.head(seed, 16)
    assert all(chain.follows(values[k], values[k - 1]) for k in range(1, 17))
    assert not chain.follows(values[3], values[1])  # a value skipped is not the next one
    assert len(set(values)) == 17 and all(len(v) == chain.VALUE_CHARS for v in values)


def test_a_value_has_one_spelling_only() -> None:
    value = chain.value(seed_of(1), 5, 16)
    other = value[:-1] + ("B" if value[-1] == "A" else "A")  # the last character holds 2 unused bits
    assert chain.is_value(value)
    assert not chain.is_value(value + "A") and not chain.is_value(value[:-1]) and not chain.is_value(7)
    if chain.raw_of(value) == chain.raw_of(value[:-1] + "A") and other != value:
        assert not chain.is_value(other)


def test_a_seeded_chain_is_the_same_every_time_and_a_fresh_one_is_not() -> None:
    assert chain.new_seed(b"x") == chain.new_seed(b"x") != chain.new_seed(b"y")
    assert chain.new_seed() != chain.new_seed()


# -- the pick -----------------------------------------------------------------------------------------
def test_the_pick_weighs_each_outcome_exactly_as_the_rules_do() -> None:
    yacht = get_game("yacht")
    first_roll = yacht.chance_outcomes(yacht.initial_state(2, yacht.normalize_options(None)))
    names, counts, total = chain._weights(tuple(first_roll))
    weight = dict(zip(names, counts, strict=True))
    assert total == 6**5 and weight["11111"] == 1 and weight["12345"] == 120 and weight["11122"] == 10
    names, counts, total = chain._weights(tuple((str(f), 1 / 6) for f in range(1, 7)))
    assert counts == (1,) * 6 and total == 6


def test_the_pick_spreads_evenly_over_a_die() -> None:
    d6 = [(str(f), 1 / 6) for f in range(1, 7)]
    tally = Counter(chain.pick(d6, hashlib.sha256(str(n).encode()).digest()) for n in range(6000))
    chi2 = sum((tally[str(f)] - 1000) ** 2 / 1000 for f in range(1, 7))
    assert chi2 < 20.5  # p > 0.001 with 5 degrees of freedom


def test_the_same_reveals_and_moves_pick_the_same_outcome_and_any_change_another() -> None:
    d6 = [(str(f), 1 / 6) for f in range(1, 7)]
    base = chain.run_material("0" * 16, 3, "path", ["a", "b"])
    assert chain.pick(d6, base) == chain.pick(d6, base)
    picks = {chain.pick(d6, chain.run_material("0" * 16, 3, f"path{n}", ["a", "b"])) for n in range(40)}
    assert len(picks) == 6


# -- when reveals come ----------------------------------------------------------------------------------
def test_the_first_roll_of_a_turn_costs_no_link_of_its_own() -> None:
    pages = set_up("yacht", 2)
    # The last joiner's page added its reveal for the first roll: the host's page rolls on opening.
    pages[0] = receive(pages[0], write(pages[1], 0))
    assert waiting(pages[0]).kind == "move" and waiting(pages[0]).seats == (0,)


def test_a_reroll_waits_for_the_other_seats_reveal_after_the_keep() -> None:
    pages = set_up("yacht", 2)
    pages[0] = receive(pages[0], write(pages[1], 0))
    pages[0] = play(pages[0], "all")
    rep = replay(pages[0])
    assert waiting(pages[0]).kind == "reveal" and waiting(pages[0]).seats == (1,)
    # The keeper's page holds seat 1's value of the run before, never the one that decides this roll.
    assert rep.last[1] == chain.value(seed_of(1), rep.run - 1)
    pages[1] = receive(pages[1], write(pages[0], 1))
    pages[0] = receive(pages[0], write(pages[1], 0))
    assert waiting(pages[0]).kind == "move"


def test_a_reveal_sent_before_the_decision_it_answers_is_refused() -> None:
    pages = set_up("yacht", 2)
    pages[0] = receive(pages[0], write(pages[1], 0))
    run = replay(pages[0]).run
    letter = decode(write(pages[0], 1))
    # Seat 1's page lets out its value for the next run before seat 0 has decided its keep.
    early = (REVEAL, 1, chain.value(seed_of(1), run + 1))
    forged = encode(letter.__class__(letter.match, None, letter.base, letter.base_digest, letter.end_digest,
                                     (*letter.steps, early)))
    with pytest.raises(Refused, match="before the move it answers"):
        open_link(pages[0], forged)


def test_a_seat_cannot_reveal_twice_for_one_run() -> None:
    pages = set_up("yacht", 2)
    rep = replay(pages[1])
    with pytest.raises(Refused, match="twice"):
        rep.step((REVEAL, 1, chain.value(seed_of(1), 2)))


def test_the_seed_of_a_chain_never_leaves_its_page() -> None:
    pages = set_up("war-of-lights", 3)
    holder = pass_until(pages, 2, stop=lambda page: len(page.steps) > 40)
    for reader in (None, 0, 1, 2):
        raw = write(pages[holder], reader)
        seeds = {seed_of(seat) for seat in range(3)}
        assert not any(seed in raw for seed in seeds)
        assert not seeds & {text for _kind, _seat, text in decode(raw).steps}


# -- which games ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["gobblet", "yacht", "war-of-lights"])
def test_games_without_secrets_or_clock_travel_by_message(game: str) -> None:
    assert get_game(game).by_message(get_game(game).normalize_options(None)) is None


def test_drinking_travels_by_message_without_the_hourglass_only() -> None:
    drinking = get_game("drinking")
    assert drinking.by_message(drinking.normalize_options({"hourglass": 30})) == CLOCKED
    assert drinking.by_message(drinking.normalize_options({"hourglass": 0})) is None
    with pytest.raises(Refused, match="no clock"):
        new_record("drinking", 2, {"hourglass": 30})


def test_drinking_war_is_not_offered_by_message_and_says_why() -> None:
    war = get_game("drinking-war")
    assert war.by_message(war.normalize_options(None)) == HIDDEN_HANDS
    with pytest.raises(Refused, match="hands are hidden"):
        new_record("drinking-war", 2)


def test_the_refusal_of_a_hidden_game_is_in_french(french: None) -> None:
    war = get_game("drinking-war")
    assert "cach" in str(war.by_message(war.normalize_options(None)))
