"""Yacht, one test per rule of the module docstring of pygames/games/yacht/.

Positions are built with `table`: scorecards as {"a": 3, "y": 50, ...} per seat, the dice as a pip
string ("13556") and the rolls made this turn. Matches with chosen dice are driven with `scripted`,
which plays chance outcomes and seat actions from one list.
"""

from __future__ import annotations

import random
import re
from math import isclose

import pytest
from kit import scripted as played

from pygames import IllegalAction, Match, new_match
from pygames.ai import choose_action, levels
from pygames.core import CHANCE
from pygames.games.yacht import YACHT, State, normalize_command
from pygames.games.yacht.ai import choice_action, describe_choice, ranked_choices
from pygames.games.yacht.scoring import CATEGORIES

EMPTY = dict.fromkeys(CATEGORIES)


def scripted(*steps: str, seats: int = 1) -> Match:
    """A Yacht match (jokers by the seed's rule) after `steps`: dice outcomes and decisions."""
    return played("yacht", {"joker": "seed"}, *steps, seats=seats)


def table(*cards: dict[str, int], dice: str = "", rolls: int = 1, joker: str = "original", turn: int = 0,
          yachts: tuple[int, ...] | None = None) -> State:
    """A position: one scorecard per seat (filled boxes only), the dice on the table, rolls made."""
    cards = cards or ({},)
    rows = tuple(tuple({**EMPTY, **card}[c] for c in CATEGORIES) for card in cards)
    return State(joker, rows, yachts or (0,) * len(rows), turn, tuple(int(p) for p in dice), rolls)


def after(state: State, action: str) -> State:
    """The position after the legal `action`."""
    assert action in YACHT.legal_actions(state), f"{action} should be legal"
    return YACHT.apply(state, action)


def boxes(state: State) -> list[str]:
    """The box letters among the legal actions."""
    return [a for a in YACHT.legal_actions(state) if a in CATEGORIES]


def scored(state: State, box: str, seat: int = 0) -> int:
    """The points that scoring `box` now writes on the scorecard."""
    return after(state, box).cards[seat][CATEGORIES.index(box)]


def refused(state: State, action: str, message: str) -> None:
    """Assert that `action` is illegal, for the reason `message` (a regex)."""
    assert action not in YACHT.legal_actions(state)
    assert re.search(message, YACHT.explain_illegal(state, action)), YACHT.explain_illegal(state, action)


# -- dice and rolls ---------------------------------------------------------------------------------

def test_a_turn_starts_with_a_roll_of_all_five_dice():
    start = YACHT.initial_state(2, {"joker": "original"})
    assert YACHT.to_move(start) == CHANCE
    outcomes = YACHT.chance_outcomes(start)
    assert len(outcomes) == 252 and outcomes == sorted(outcomes)
    assert isclose(sum(p for _, p in outcomes), 1.0)
    chances = dict(outcomes)
    assert isclose(chances["11111"], 1 / 6 ** 5) and isclose(chances["12345"], 120 / 6 ** 5)
    assert isclose(chances["13556"], 60 / 6 ** 5)
    rolled = YACHT.apply(start, "13556")
    assert rolled.dice == (1, 3, 5, 5, 6) and YACHT.to_move(rolled) == 0


def test_a_reroll_rolls_only_the_chosen_dice():
    state = after(table(dice="12445"), "1244")
    assert state.dice == (5,) and YACHT.to_move(state) == CHANCE
    outcomes = YACHT.chance_outcomes(state)
    assert len(outcomes) == 126 and isclose(sum(p for _, p in outcomes), 1.0)
    assert isclose(dict(outcomes)["1236"], 24 / 6 ** 4)
    state = YACHT.apply(state, "1236")
    assert state.dice == (1, 2, 3, 5, 6) and state.rolls == 2


def test_all_rerolls_all_five_dice():
    state = after(table(dice="12445"), "all")
    assert state.dice == () and len(YACHT.chance_outcomes(state)) == 252


def test_a_reroll_names_pips_with_multiplicity():
    state = table(dice="11346")
    assert {"1", "11", "113", "1346"} <= set(YACHT.legal_actions(state))
    refused(state, "111", "no other 1 among the dice 1 1 3 4 6")
    refused(state, "2", "no 2 among the dice")
    assert "134" not in YACHT.legal_actions(table(dice="22256"))


def test_a_reroll_is_written_in_ascending_order_and_all_five_as_all():
    state = table(dice="11346")
    refused(state, "4311", r'ascending order: "1134"')
    refused(state, "11346", 'to reroll all five dice, write "all"')
    refused(state, "113466", "only five dice")


def test_the_page_normalizes_what_a_person_types():
    dice = [1, 1, 3, 4, 6]
    assert normalize_command("2414", [1, 2, 4, 4, 5]) == "1244"
    assert normalize_command(" 4 1 ", dice) == "14"
    assert normalize_command("64311", dice) == "all"
    assert normalize_command("ALL", dice) == "all"
    assert normalize_command(" E ", dice) == "e"


def test_at_most_two_rerolls_then_the_dice_must_be_scored():
    match = scripted("12345", "5", "6", "1", "2")
    assert match.view(0)["rolls_left"] == 0
    assert match.legal_actions() == sorted(CATEGORIES)
    with pytest.raises(IllegalAction, match="no rolls are left this turn"):
        match.play("all")
    with pytest.raises(IllegalAction, match="no rolls are left"):
        match.play("1")


def test_the_dice_may_be_scored_after_the_first_or_second_roll():
    first = scripted("22256", "b")
    assert first.state.cards[0][1] == 6 and first.at_chance and first.state.turn == 0
    second = scripted("22256", "56", "22", "a")
    assert second.state.cards[0][0] == 0 and second.at_chance


def test_undo_never_rerolls_the_dice():
    match = new_match("yacht", 1, seed=5)
    match.play("all")
    dice = match.view(0)["dice"]
    match.undo()
    match.play("all")
    assert match.view(0)["dice"] == dice
    match.undo()
    match.redo()
    assert match.view(0)["dice"] == dice


# -- the boxes ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("box,dice,points", [
    ("a", "11134", 3), ("a", "23456", 0), ("b", "22256", 6), ("c", "33331", 12), ("d", "44444", 20),
    ("e", "15556", 15), ("f", "66123", 12), ("f", "12345", 0),
    ("t", "33345", 18), ("t", "33335", 17), ("t", "33245", 0),
    ("r", "22225", 13), ("r", "22222", 10), ("r", "22255", 0),
    ("h", "22555", 25), ("h", "22255", 25), ("h", "55555", 0), ("h", "22225", 0), ("h", "12345", 0),
    ("s", "12346", 30), ("s", "23453", 30), ("s", "13456", 30), ("s", "12345", 30), ("s", "12356", 0),
    ("l", "12345", 40), ("l", "23456", 40), ("l", "12346", 0),
    ("y", "66666", 50), ("y", "66665", 0),
    ("x", "12356", 17), ("x", "66666", 30),
])
def test_each_box_scores_as_the_seed_says_and_zero_when_the_dice_do_not_qualify(box, dice, points):
    assert scored(table(dice=dice), box) == points


def test_a_filled_box_cannot_be_scored_again():
    state = table({"e": 15}, dice="15556")
    assert "e" not in boxes(state)
    refused(state, "e", r"Fives is already scored \(15\)")


def test_the_upper_bonus_needs_63_points_not_62():
    upper = {"a": 3, "b": 6, "c": 9, "d": 12, "e": 15}  # 45 in Aces to Fives
    at_63 = after(table(upper, dice="66612"), "f")
    assert YACHT.scores(at_63) == [63 + 35]
    assert YACHT.view(at_63, 0)["cards"][0] | {"boxes": None} == {
        "boxes": None, "upper": 63, "bonus": 35, "upper_total": 98, "yachts": 0, "yacht_bonus": 0,
        "lower_total": 0, "total": 98}
    at_62 = after(table({**upper, "a": 2}, dice="66612"), "f")
    assert YACHT.scores(at_62) == [62]
    assert YACHT.view(at_62, 0)["cards"][0]["bonus"] == 0


def test_the_upper_bonus_counts_once_above_63():
    state = after(table({"a": 4, "b": 8, "c": 12, "d": 16, "e": 20}, dice="66666"), "f")
    assert YACHT.scores(state) == [90 + 35]


# -- extra Yachts -----------------------------------------------------------------------------------

FULL_LOWER = {"t": 20, "r": 20, "h": 25, "s": 30, "l": 40, "x": 20}


def test_seed_an_extra_yacht_with_50_in_the_yacht_box_earns_100():
    state = table({"y": 50}, dice="44444")
    assert YACHT.view(state, 0)["yacht_bonus_now"] == 100
    later = after(state, "x")
    assert later.yachts == (1,) and YACHT.scores(later) == [50 + 20 + 100]
    twice = after(State(later.joker, later.cards, later.yachts, 0, (2, 2, 2, 2, 2), 1), "t")
    assert twice.yachts == (2,) and YACHT.scores(twice) == [50 + 20 + 10 + 200]


@pytest.mark.parametrize("box,points", [("h", 25), ("s", 30), ("l", 40), ("t", 20), ("r", 20), ("x", 20),
                                        ("d", 20), ("b", 0)])
def test_seed_joker_scores_any_open_box_normally_but_full_house_and_straights_in_full(box, points):
    state = table({"y": 50}, dice="44444")
    assert boxes(state) == sorted(c for c in CATEGORIES if c != "y")
    assert scored(state, box) == points


def test_seed_with_0_in_the_yacht_box_an_extra_yacht_has_no_bonus_and_no_joker():
    state = table({"y": 0}, dice="44444")
    assert YACHT.view(state, 0)["yacht_bonus_now"] == 0
    assert scored(state, "h") == 0 and scored(state, "s") == 0 and scored(state, "d") == 20
    assert after(state, "h").yachts == (0,)


def test_a_first_yacht_is_not_a_full_house():
    state = table({}, dice="33333")
    assert scored(state, "h") == 0 and scored(state, "y") == 50
    assert after(state, "y").yachts == (0,)


def test_forced_an_extra_yacht_must_go_in_its_upper_box_while_open():
    state = table({"y": 50}, dice="44444", joker="forced")
    assert boxes(state) == ["d"]
    refused(state, "h", "an extra Yacht must be scored in Fours while that box is open")
    later = after(state, "d")
    assert later.cards[0][3] == 20 and later.yachts == (1,)


def test_forced_with_the_upper_box_filled_a_lower_box_with_full_house_and_straights_in_full():
    state = table({"y": 50, "d": 12}, dice="44444", joker="forced")
    assert boxes(state) == sorted("trhslx")
    assert [scored(state, b) for b in "hslx"] == [25, 30, 40, 20]


def test_forced_with_the_lower_boxes_filled_an_upper_box_for_zero():
    state = table({"y": 50, "d": 12, **FULL_LOWER}, dice="44444", joker="forced")
    assert boxes(state) == list("abcef")
    assert scored(state, "a") == 0
    assert after(state, "a").yachts == (1,)


def test_forced_with_0_in_the_yacht_box_the_joker_applies_without_bonus():
    state = table({"y": 0}, dice="44444", joker="forced")
    assert boxes(state) == ["d"]
    assert after(state, "d").yachts == (0,)
    filled = table({"y": 0, "d": 8}, dice="44444", joker="forced")
    assert scored(filled, "l") == 40


def test_free_any_open_box_and_full_house_straights_in_full_only_with_the_upper_box_filled():
    state = table({"y": 50}, dice="44444", joker="free")
    assert boxes(state) == sorted(c for c in CATEGORIES if c != "y")
    assert scored(state, "h") == 0 and scored(state, "l") == 0 and after(state, "h").yachts == (1,)
    filled = table({"y": 50, "d": 16}, dice="44444", joker="free")
    assert [scored(filled, b) for b in "hsl"] == [25, 30, 40]
    zero = table({"y": 0, "d": 16}, dice="44444", joker="free")
    assert scored(zero, "s") == 30 and after(zero, "s").yachts == (0,)


def test_none_no_yacht_bonus_and_no_joker():
    state = table({"y": 50, "d": 16}, dice="44444", joker="none")
    assert boxes(state) == sorted(c for c in CATEGORIES if c not in "yd")
    assert scored(state, "h") == 0 and after(state, "x").yachts == (0,)
    assert YACHT.view(state, 0)["yacht_bonus_now"] == 0


# -- turns, rounds, the end -----------------------------------------------------------------------

def test_seats_take_turns_in_order_for_thirteen_rounds():
    match = new_match("yacht", 3, seed=2)
    turns = []
    while not match.is_over:
        seat = match.to_move
        view = match.view(seat)
        if not turns or turns[-1] != (seat, view["round"]):
            turns.append((seat, view["round"]))
        match.play(next(a for a in match.legal_actions() if a in CATEGORIES))
    assert turns == [(seat, rnd) for rnd in range(1, 14) for seat in range(3)]
    assert all(None not in card for card in match.state.cards)
    assert match.legal_actions() == [] and match.to_move is None


def test_the_game_ends_when_the_last_seat_fills_its_last_box():
    last = {c: 0 for c in CATEGORIES if c != "x"}
    state = table({**last, "x": 5}, last, dice="12345", turn=1)
    assert YACHT.to_move(state) == 1
    done = after(state, "x")
    assert YACHT.to_move(done) is None and YACHT.legal_actions(done) == []


def test_the_highest_grand_total_wins():
    full = dict.fromkeys(CATEGORIES, 0)
    state = table({**full, "x": 20}, {**full, "x": 25}, {**full, "x": 22})
    assert YACHT.winners(state) == [1] and YACHT.scores(state) == [20, 25, 22]


def test_a_tie_for_the_highest_grand_total_is_shared():
    full = dict.fromkeys(CATEGORIES, 0)
    state = table({**full, "x": 25}, {**full, "x": 20}, {**full, "h": 25})
    assert YACHT.winners(state) == [0, 2]


def test_the_grand_total_adds_boxes_upper_bonus_and_yacht_bonuses():
    card = {"a": 3, "b": 6, "c": 9, "d": 12, "e": 15, "f": 18, "y": 50, "x": 22}
    assert YACHT.scores(table(card, yachts=(2,))) == [63 + 35 + 72 + 200]


def test_a_solo_game_is_won_by_its_only_seat():
    match = new_match("yacht", 1, seed=3)
    while not match.is_over:
        match.play(choose_action(match, 0, "easy"))
    assert match.winners() == [0] and match.scores()[0] > 0


def test_one_to_four_seats():
    assert (YACHT.min_seats, YACHT.max_seats) == (1, 4)
    with pytest.raises(ValueError, match="1 to 4 players"):
        new_match("yacht", 5)


def test_options_default_to_the_original_joker_and_reject_others():
    assert YACHT.normalize_options(None) == {"joker": "original"}
    assert YACHT.normalize_options({"joker": "free"}) == {"joker": "free"}
    with pytest.raises(ValueError, match="joker rule is one of original, forced, free, none"):
        YACHT.normalize_options({"joker": "hasbro"})
    with pytest.raises(ValueError, match="unknown Yacht option"):
        YACHT.normalize_options({"dice": 6})


def test_a_save_made_when_the_default_rule_was_called_seed_loads_and_plays_the_same():
    from pygames.core.saves import load_match

    today = new_match("yacht", 2, {"joker": "original"}, seed=3)
    for action in ("y", "all", "x"):
        if action in today.legal_actions():
            today.play(action)
    old = today.to_json()
    old["options"] = {"joker": "seed"}
    loaded = load_match(old)
    assert loaded.options == {"joker": "original"}
    assert loaded.view(0) == today.view(0)


def test_nonsense_gets_the_notation_in_the_error():
    match = new_match("yacht", 1, seed=1)
    with pytest.raises(IllegalAction, match='"2414"'):
        match.play("roll")


# -- the view -------------------------------------------------------------------------------------

def test_the_view_shows_dice_rolls_left_every_scorecard_and_the_points_of_each_box():
    match = scripted("22256", "b", "13556", seats=2)
    view = match.view(1)
    assert view["dice"] == [1, 3, 5, 5, 6] and view["rolls_left"] == 2 and view["turn"] == 1
    assert len(view["cards"]) == 2 and view["cards"][0]["boxes"]["b"] == 6 and view["cards"][0]["total"] == 6
    assert view["points"] == {"a": 1, "b": 0, "c": 3, "d": 0, "e": 10, "f": 6, "t": 0, "r": 0, "h": 0,
                              "s": 0, "l": 0, "y": 0, "x": 20}
    assert view["round"] == 1 and match.view(None)["dice"] == view["dice"]


def test_describe_says_who_did_what_with_which_roll():
    state = table({"y": 50}, dice="44444")
    assert YACHT.describe(state, "x") == "Player 1, roll 1: 4 4 4 4 4, scores 20 in Chance (+100 Yacht bonus)"
    assert YACHT.describe(state, "44") == "Player 1, roll 1: 4 4 4 4 4, keeps 4 4 4"
    assert YACHT.describe(state, "all") == "Player 1, roll 1: 4 4 4 4 4, rerolls all five"
    assert YACHT.describe(table(dice="445"), "26") == "Player 1 rolls 2 6"  # a chance outcome


def test_the_records_show_every_roll_of_a_turn():
    match = scripted("13556", "13", "26", "e", "11234", "all", seats=1)
    assert [text for _, _, text in match.records()] == [
        "Player 1, roll 1: 1 3 5 5 6, keeps 5 5 6",
        "Player 1, roll 2: 2 5 5 6 6, scores 10 in Fives",
        "Player 1, roll 1: 1 1 2 3 4, rerolls all five",
    ]


# -- computer players -----------------------------------------------------------------------------

def test_levels_are_easy_then_optimal():
    assert levels("yacht") == ["easy", "optimal"]


def test_optimal_keeps_a_yacht_and_its_choices_map_to_actions():
    match = scripted("44444")
    assert choose_action(match, 0, "optimal") == "y"
    ranked = ranked_choices(match.state)
    assert ranked[0][0] == "y" and all(a in match.legal_actions() for a, _ in ranked)
    assert len(ranked) == len(match.legal_actions())
    assert describe_choice("y", (4,) * 5) == "Score Yacht"
    assert describe_choice("all", (4,) * 5) == "Reroll all five"
    assert describe_choice("14", (1, 4, 4, 5, 6)) == "Keep 4 5 6, reroll 1 4"


def test_choice_actions_reroll_what_is_not_kept():
    from pygames.games.yacht.ai_optimal import Choice

    assert choice_action(Choice(None, (5, 6)), (1, 2, 4, 5, 6)) == "124"
    assert choice_action(Choice(None, ()), (1, 2, 4, 5, 6)) == "all"
    assert choice_action(Choice("e"), (1, 2, 4, 5, 6)) == "e"


def test_optimal_outscores_easy():
    def average(level: str, games: int) -> float:
        total = 0
        for seed in range(games):
            match = new_match("yacht", 1, seed=seed)
            while not match.is_over:
                action = choose_action(match, 0, level)
                assert action in match.legal_actions()
                match.play(action)
            total += match.scores()[0]
        return total / games

    easy, best = average("easy", 40), average("optimal", 40)
    assert best > easy + 20 and 150 < easy


def test_easy_takes_a_made_hand_and_otherwise_chases_its_most_common_face():
    assert choose_action(scripted("23456"), 0, "easy") == "l"
    assert choose_action(scripted("15566"), 0, "easy") == "155"
    assert choose_action(scripted("15566", "155", "666"), 0, "easy") == "y"


def test_random_play_in_every_joker_rule_stays_legal():
    for joker in ("original", "forced", "free", "none"):
        match = Match(YACHT, 2, {"joker": joker}, seed=9)
        rng = random.Random(joker)
        while not match.is_over:
            match.play(rng.choice(match.legal_actions()))
        assert len(match.records()) >= 26
