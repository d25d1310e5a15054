"""Rules of Drinking, one test per rule, on constructed tables."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from pygames import new_match
from pygames.core.game import CHANCE, Timeout, get_game
from pygames.core.match import Match
from pygames.core.saves import encode, load_match
from pygames.games.drinking import SIZE, State, parse_square

G = get_game("drinking")


def table(seats: int = 2, **opts: object) -> State:
    state = G.initial_state(seats, G.normalize_options(dict(opts)))
    return replace(state, turn=0)


def put(state: State, **cells: str) -> State:
    board = list(state.board)
    for name, code in cells.items():
        sq = parse_square(name)
        assert sq is not None
        board[sq] = code
    return replace(state, board=tuple(board))


def offer(state: State, *codes: str) -> State:
    return replace(state, offer=tuple((c, 10) for c in codes), choices=len(codes))


def test_first_mover_is_a_chance_node_over_every_seat() -> None:
    state = G.initial_state(3, G.normalize_options({}))
    assert G.actors(state) == (CHANCE,)
    assert [o for o, _ in G.chance_outcomes(state)] == ["first 0", "first 1", "first 2"]
    assert G.apply(state, "first 2").turn == 2


def test_offer_is_topped_up_one_drink_at_a_time_with_weights() -> None:
    state = G.apply(G.initial_state(2, G.normalize_options({})), "first 0")
    outcomes = dict(G.chance_outcomes(state))
    assert outcomes["N00"] == pytest.approx(6 / 108) and outcomes["H"] == pytest.approx(4 / 108)
    assert abs(sum(outcomes.values()) - 1) < 1e-9
    state = G.apply(state, "N00")
    assert G.actors(state) == (CHANCE,) and state.offer == (("N00", 10),)


def test_normal_drink_fits_where_neighbours_share_colour_or_shape() -> None:
    state = offer(put(table(), d4="N01", d6="N10"), "N11", "N22", "C")
    assert "1 d5" in G.legal_actions(state)  # shares colour 1 with... shape 1 with d4, colour 1 with d6
    assert "2 d5" not in G.legal_actions(state)
    assert "neither colour nor shape" in G.explain_illegal(state, "2 d5")


def test_chip_fits_anywhere_empty() -> None:
    state = offer(put(table(), d4="N01", d6="N10"), "C", "N22")
    assert "1 d5" in G.legal_actions(state)
    assert "1 d4" not in G.legal_actions(state)


def test_hook_removes_any_piece_and_does_not_stain() -> None:
    state = offer(put(table(), d4="N01"), "H", "C")
    assert [a for a in G.legal_actions(state) if a.startswith("1 ")] == ["1 d4"]
    after = G.apply(state, "1 d4")
    assert after.board[parse_square("d4")] == "" and after.stains[parse_square("d4")] == -1


def test_barrel_takes_the_colour_of_its_neighbours_and_accepts_only_that_colour() -> None:
    state = offer(put(table(), d4="N21", c5="N23"), "B", "C")
    assert "1 d5" in G.legal_actions(state)
    assert "1 a1" not in G.legal_actions(state)  # no coloured neighbour
    after = G.apply(state, "1 d5")
    assert after.board[parse_square("d5")] == "B2"
    later = offer(replace(after, turn=0), "N31", "N22")
    assert "1 d6" not in G.legal_actions(later) and "2 d6" in G.legal_actions(later)
    mixed = offer(put(table(), d4="N21", c5="N31"), "B")
    assert "1 d5" not in G.legal_actions(mixed)


def test_playing_scores_the_value_when_more_than_one_choice() -> None:
    state = replace(table(bonus="board", choices=2), offer=(("C", 30), ("N00", 10)))
    after = G.apply(state, "1 a1")
    assert after.sheet[0][0] == 30


def test_no_drink_points_with_a_single_choice() -> None:
    state = offer(table(choices=1), "C")
    after = G.apply(state, "1 a1")
    assert after.sheet[0] == (0, 20, 0, 0, 0)  # drinks, stains, lines, board, mug


def test_unplayed_drinks_gain_ten_each_turn() -> None:
    state = offer(table(), "C", "N00", "H")
    after = G.apply(state, "1 a1")
    assert after.offer == (("N00", 20), ("H", 20))


def test_placing_stains_and_scores_twenty_for_a_square_not_yours() -> None:
    state = offer(table(), "C", "C")
    after = G.apply(state, "1 a1")
    assert after.stains[0] == 0 and after.sheet[0][1] == 20
    again = offer(replace(after, turn=0, board=("",) * 49), "C", "C")
    assert G.apply(again, "1 a1").sheet[0][1] == 20  # no new stain points on own square


def test_board_bonus_goes_to_most_stains_at_the_end() -> None:
    state = offer(replace(table(bonus="board", target=5), stains=(1,) * 3 + (-1,) * 46), "C", "C")
    after = G.apply(state, "1 a1")
    assert after.over and after.sheet[1][3] == 200 and after.sheet[0][3] == 0


def test_full_line_clears_for_most_stains_doubled_on_unstained_square() -> None:
    cells = {f"{c}1": "C" for c in "abcdef"}
    state = put(table(), **cells)
    stains = list(state.stains)
    stains[0:3] = [1, 1, 1]
    state = offer(replace(state, stains=tuple(stains)), "B", "C")
    after = G.apply(state, "2 g1")
    assert after.sheet[1][2] == 200 and after.sheet[0][2] == 0
    assert all(after.board[i] == "" for i in range(7)) and after.stains[6] == 0
    assert {"type": "line", "seat": 1, "points": 200, "detail": "row 1"} in G.view(after, None)["events"]


def test_line_gains_fifty_per_barrel_and_ties_split() -> None:
    cells = {f"{c}1": "C" for c in "bcdef"} | {"a1": "B1"}
    state = put(table(), **cells)
    stains = list(state.stains)
    stains[0], stains[6] = 1, 1
    state = offer(replace(state, stains=tuple(stains)), "C", "C")
    after = G.apply(state, "1 g1")  # g1 stained by seat 1 already: not doubled; stains 0:1? now g1 is 0's
    assert after.sheet[0][2] == 75 and after.sheet[1][2] == 75


def test_nothing_fits_means_drinking() -> None:
    state = offer(replace(table(hourglass=0), board=("N00",) * 49), "N11", "N11")
    assert G.legal_actions(state) == ["drink 1", "drink 2"]


def test_drinking_raises_drunkenness_and_third_passes_out_losing_a_turn() -> None:
    state = replace(offer(table(3), "C", "C"), drunk=(2, 0, 0))
    after = G.apply(state, "drink 1")
    assert after.drunk[0] == 3 and after.sheet[0][0] == 10
    after = replace(offer(after, "C", "C"), turn=1)
    after = G.apply(after, "drink 1")
    after = G.apply(offer(after, "C", "C"), "drink 1")
    assert after.turn == 1 and after.drunk[0] == 2  # seat 0 skipped and woke drunk


def test_two_plays_without_drinking_sober_by_one() -> None:
    state = replace(offer(table(), "C", "C"), drunk=(2, 0), dry=(1, 0))
    assert G.apply(state, "1 a1").drunk[0] == 1


def test_hourglass_timeout_drinks_the_first_offered() -> None:
    state = offer(table(hourglass=20), "N00", "C")
    assert G.deadline(state, 0) == Timeout(20.0, "time")
    assert G.deadline(offer(table(hourglass=0), "C"), 0) is None
    timed_out, chosen = G.apply(state, "time"), G.apply(state, "drink 1")
    assert timed_out.events[0] == ("time ran out", 0, 0, "")
    assert replace(timed_out, events=chosen.events) == chosen  # the same drink drunk, the same points


def test_a_timeout_reads_like_a_drink_drunk_because_the_time_ran_out() -> None:
    state = offer(table(hourglass=20), "N00", "C")
    assert G.describe(state, "time") == "Player 1 drinks the red mug (time ran out)"
    assert G.describe(state, "drink 1") == "Player 1 drinks the red mug"


def test_the_timeout_is_listed_whenever_it_is_legal_and_needs_an_hourglass() -> None:
    state = offer(table(hourglass=20), "N00", "C")
    assert G.is_legal(state, "time", 0) and "time" in G.legal_actions(state, 0)
    assert "time" in G.legal_actions(state)  # the seat to move, unnamed
    assert not G.is_legal(state, "time", 1) and "time" not in G.legal_actions(state, 1)
    without = offer(table(hourglass=0), "N00", "C")
    assert not G.is_legal(without, "time", 0) and "time" not in G.legal_actions(without, 0)
    assert G.explain_illegal(without, "time", 0) == "this game has no hourglass"


def test_the_hourglass_times_every_move_by_default_and_an_untimed_table_is_an_option() -> None:
    state = offer(table(), "N00", "C")
    assert G.normalize_options({})["hourglass"] == 30 and G.deadline(state, 0) == Timeout(30.0, "time")
    assert G.deadline(offer(table(hourglass=0), "N00"), 0) is None


def test_is_legal_agrees_with_the_legal_actions_the_timeout_included() -> None:
    match = new_match("drinking", 3, {"hourglass": 5, "choices": 2}, seed=3)
    words = {"time", "drink 1", "drink 2", "drink 3", "1 a1", "2 d4", "3 g7"}
    for _ in range(60):
        state = match.state
        for seat in range(3):
            timeout = G.deadline(state, seat)
            legal = G.legal_actions(state, seat)
            candidates = words | set(legal) | ({timeout.action} if timeout else set())
            for action in candidates:
                assert G.is_legal(state, action, seat) == (action in legal), (action, seat)
        if match.is_over:
            break
        match.play(sorted(match.legal_actions())[match.ply % len(match.legal_actions())])


def test_game_ends_when_a_score_passes_the_target_and_highest_wins() -> None:
    state = replace(offer(table(target=40), "C", "C"), sheet=((15, 0, 0, 0), (0, 0, 0, 0)))
    after = G.apply(state, "1 a1")
    assert after.over and G.winners(after) == [0] and G.actors(after) == ()


def test_game_ends_when_every_square_is_stained() -> None:
    stains = (1,) * 48 + (-1,)
    state = replace(offer(table(), "C", "C"), stains=stains)
    assert G.apply(state, "1 g7").over


def test_options_are_checked_by_name() -> None:
    for bad in ({"choices": 4}, {"colours": 7}, {"bonus": "x"}, {"mugs": "assigned"}, {"hourglass": -1}):
        with pytest.raises(ValueError, match=next(iter(bad))):
            G.normalize_options(bad)


def test_explain_illegal_names_the_problem() -> None:
    state = offer(table(), "C")
    assert "no drink 3" in G.explain_illegal(state, "3 a1")
    assert "not a square" in G.explain_illegal(state, "1 z9")
    assert "'<slot> <square>'" in G.explain_illegal(state, "play")


@pytest.mark.parametrize("seats", [2, 6])
def test_random_games_end_and_views_stay_json(seats: int) -> None:
    rng = random.Random(seats)
    match = new_match("drinking", seats, {}, seed=seats)
    plies = 0
    while G.actors(match.state):
        seat = G.actors(match.state)[0]
        match.play(rng.choice(G.legal_actions(match.state, seat)), seat)
        json.dumps(G.view(match.state, None))
        plies += 1
        assert plies < 3000
    assert G.is_over(match.state) and len(G.winners(match.state)) >= 1
    assert SIZE == 7


def scripted(seats: int, options: dict[str, object], *steps: str) -> Match:
    """A match where every drink drawn is a chip: `steps` are the moves, each followed by its draw."""
    match = Match(G, seats, options, auto_chance=False)
    match.play_chance("first 0")
    for step in ("",) + steps:
        if step:
            match.play(step)
        while match.at_chance:
            match.play_chance("C")
    return match


def test_one_drink_choice_gives_the_stain_bonus_in_every_stain_mode() -> None:
    for bonus in ("each", "board"):
        match = scripted(2, {"choices": 1, "bonus": bonus}, "1 d4")
        assert sum(match.state.sheet[0]) == 20 and match.state.sheet[0][1] == 20, bonus
    several = scripted(2, {"choices": 2, "bonus": "board"}, "1 d4")
    assert several.state.sheet[0][1] == 0  # with a choice of drinks, "entire board" has no +20


def test_a_drink_completing_a_row_and_a_column_scores_and_clears_both() -> None:
    mine = "b1 c1 d1 e1 f1 g1 a2 a3 a4 a5 a6 a7".split()
    theirs = "b3 c3 d3 e3 f3 b4 c4 d4 e4 f4 b5 c5".split()
    moves = [f"1 {sq}" for pair in zip(mine, theirs) for sq in pair]
    match = scripted(2, {"choices": 1, "hourglass": 0}, *moves)
    before = sum(match.state.sheet[0])
    match.play("1 a1")
    state = match.state
    assert sum(state.sheet[0]) - before == 20 + 200 + 200
    lines = [e for e in state.events if e[0] == "line"]
    assert lines == [("line", 0, 200, "row 1"), ("line", 0, 200, "column a")]
    column_a = [parse_square(f"a{r}") for r in range(1, 8)]
    row_1 = [parse_square(f"{c}1") for c in "abcdefg"]
    assert all(state.board[sq] == "" for sq in column_a + row_1)  # type: ignore[index]
    assert all(state.stains[sq] == 0 for sq in column_a + row_1)  # type: ignore[index]


def test_the_points_end_needs_a_score_past_the_target_not_equal_to_it() -> None:
    options = {"choices": 1, "target": 20, "end": "points"}
    match = scripted(2, options, "1 d4", "1 d5")
    assert [sum(row) for row in match.state.sheet] == [20, 20] and not match.is_over
    match = scripted(2, options, "1 d4", "1 d5", "1 d6")
    assert sum(match.state.sheet[0]) == 40 and match.is_over


def all_but_g7_stained(options: dict[str, object]) -> State:
    return replace(offer(table(**options), "C", "C"), stains=(1,) * 48 + (-1,))


def test_the_end_condition_is_chosen_at_set_up() -> None:
    assert G.normalize_options({})["end"] == "either"
    with pytest.raises(ValueError, match="end"):
        G.normalize_options({"end": "never"})
    assert not G.apply(all_but_g7_stained({"end": "points"}), "1 g7").over  # a stained board: play on
    assert G.apply(all_but_g7_stained({"end": "stains"}), "1 g7").over
    assert G.apply(all_but_g7_stained({"end": "either"}), "1 g7").over
    rich = replace(offer(table(end="stains", target=40), "C", "C"), sheet=((45, 0, 0, 0, 0), (0,) * 5))
    assert not G.apply(rich, "1 a1").over  # past the target, but the board decides
    assert G.apply(replace(rich, end="points"), "1 a1").over
    assert G.apply(replace(rich, end="either"), "1 a1").over


def test_a_save_made_before_the_end_option_loads_with_whichever_comes_first() -> None:
    match = scripted(2, {"choices": 1, "target": 30, "hourglass": 0}, "1 d4", "1 d5")
    save = encode(match)
    del save["options"]["end"]
    match.play("1 d6")
    assert match.is_over
    old = load_match(save)
    assert old.options["end"] == "either"
    old.play("1 d6")
    assert old.is_over and old.state == match.state


def test_a_normal_drink_must_touch_a_piece_on_the_board_in_a_classic_game() -> None:
    state = offer(put(table(), a1="C"), "N00", "C", "B")
    assert "1 a2" in G.legal_actions(state) and "1 d4" not in G.legal_actions(state)
    assert not G.is_legal(state, "1 d4", 0) and "touch" in G.explain_illegal(state, "1 d4")
    assert "1 d4" in G.legal_actions(offer(table(), "N00", "C", "B"))  # the first drink goes anywhere


def test_a_chip_goes_in_any_open_space_in_a_classic_game() -> None:
    state = offer(put(table(), a1="C"), "C", "N00", "N11")
    assert G.is_legal(state, "1 d4", 0) and "1 d4" in G.legal_actions(state)


def test_the_rules_page_says_the_decided_readings() -> None:
    from pygames.games.drinking.rules_page import RULES_HTML

    text = " ".join(RULES_HTML.split())
    for words in ("next to (up, down, left or right of) a piece already on the board",
                  "A chip goes on any empty square", "scores both lines and clears both",
                  "more points than the target", "reaching it exactly is not enough", "whichever of the two",
                  "30 seconds by default", "0 makes an untimed game", "whichever bonus was chosen",
                  "just press the square"):
        assert words in text, words


def test_the_move_list_tells_a_cleared_line_and_who_won_it() -> None:
    state = put(table(), **{f"{c}1": "C" for c in "abcdef"})
    stains = list(state.stains)
    stains[0:3] = [1, 1, 1]
    state = offer(replace(state, stains=tuple(stains)), "B", "C")
    said = G.describe_played(state, "2 g1", G.apply(state, "2 g1"), 0)
    assert said == ("Player 1 puts the chip on g1: +10 for the chip; +20 stain on g1; "
                    "Row 1 cleared: +200 to Player 2")


def test_the_move_list_tells_tipsy_drunk_and_passing_out() -> None:
    state = offer(table(3), "C", "C")
    said = G.describe_played(state, "drink 1", G.apply(state, "drink 1"), 0)
    assert said == "Player 1 drinks the chip: +10 for the chip; Player 1 drinks: now tipsy"
    state = replace(state, drunk=(2, 0, 0))
    said = G.describe_played(state, "drink 2", G.apply(state, "drink 2"), 0)
    assert said.endswith("Player 1 drinks: now passed out; Player 1 passes out and will miss a turn")


def test_the_move_list_tells_a_mug_s_points() -> None:
    state = offer(table(2, mugs=["pitcher", "goblet"]), "C", "C")
    said = G.describe_played(state, "drink 1", G.apply(state, "drink 1"), 0)
    assert said.endswith("; +45 to Player 1 from the pitcher")


def test_every_turn_s_breakdown_stays_in_the_move_list_after_the_next_turn() -> None:
    match = Match(G, 2, {"hourglass": 0}, seed=4)
    rng = random.Random(4)
    while match.ply < 60:
        match.play(rng.choice(match.legal_actions()))
    records = match.records()
    assert len(records) > 10
    assert all(": +" in text for _, _, text in records[1:]), "a turn without its points"
