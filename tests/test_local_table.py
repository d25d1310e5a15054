"""LocalTable: the page's view of a game at this screen (people, computer seats, clock, takebacks)."""

from __future__ import annotations

import pytest
from conftest import HIGH_CARD

from pygames import IllegalAction, Match, new_match
from pygames.core.game import Timeout
from pygames.core.table import COMPUTER, HUMAN, SET_UP, next_game_seats
from pygames.web.local_table import LocalTable


def table(seats, *actions, game="gobblet", options=None):
    match = new_match(game, len(seats), options or {"size": 3}, seed=3,
                      meta={"seats": [{"kind": kind} for kind in seats]})
    for action in actions:
        match.play(action)
    return LocalTable(match)


def test_a_person_acts_for_their_own_seats_only():
    t = table(["human", "computer"])
    assert t.here == (0,) and t.people_to_act() == [0] and t.computers_due() == []
    t.propose(0, "3b2")
    assert t.people_to_act() == [] and t.computers_due() == [1]


def test_a_proposal_for_a_seat_that_may_not_act_changes_nothing():
    t = table(["human", "human"])
    with pytest.raises(IllegalAction, match="seat 1 may not act"):
        t.propose(1, "3b2")
    assert t.ply == 0 and t.records(None) == []


def test_a_computer_seat_waits_in_a_rewound_game_until_resumed():
    t = table(["human", "computer"], "3b2", "1a1", "2c3")
    t.undo()  # back over the computer's move too, to the person's last turn
    assert t.ply == 2 and t.people_to_act() == [0]
    t.goto(1)  # the computer is to act, with moves left to replay
    assert t.paused and t.computers_due() == [] and t.computers_due(resume=True) == [1]
    assert t.people_to_act() == [1]  # the person may play for it meanwhile


def test_a_takeback_steps_over_the_computers_moves_both_ways_and_says_when_there_is_none():
    t = table(["human", "computer"], "3b2", "1a1", "2c3")
    with pytest.raises(IllegalAction, match="nothing to replay"):
        t.redo()
    t.undo()
    t.undo()  # over the computer's 1a1 as well, to the person's first turn
    assert t.ply == 0 and t.people_to_act() == [0]
    with pytest.raises(IllegalAction, match="nothing to take back"):
        t.undo()
    assert t.ply == 0 and t.moves == 3  # the refusal changed nothing
    t.redo()  # on over the computer's move, to the person's next turn
    assert t.ply == 2 and t.people_to_act() == [0]


def test_auto_play_switches_a_seat_and_keeps_its_level_in_the_save():
    t = table(["human", "human"])
    t.set_level(1, "smart")
    t.set_kind(1, "computer")
    assert t.match.meta["seats"] == [{"kind": "human"}, {"kind": "computer", "level": "smart"}]
    t.set_kind(1, "human")
    assert t.seats[1].level == "smart"


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def timed_table(clock, seats=("human", "human")):
    match = new_match("gobblet", 2, {"size": 3}, seed=1, meta={"seats": [{"kind": k} for k in seats]})
    match.game = _Timed()
    return LocalTable(match, clock=clock)


class _Timed(type(new_match("gobblet", 2).game)):
    """Gobblet with a 10-second clock whose timeout brings in a small piece on a1 (when legal)."""

    def deadline(self, state, seat):
        return Timeout(10, "1a1") if "1a1" in self.legal_actions(state, seat) else None


def test_the_clock_counts_down_from_when_the_decision_came_up():
    clock = Clock()
    t = timed_table(clock)
    assert t.deadline(0) == 10
    clock.now += 4
    assert t.deadline(0) == 6 and t.deadline(1) is None and t.tick() == []


def test_a_timeout_is_played_as_an_ordinary_recorded_action_and_restarts_the_clock():
    clock = Clock()
    t = timed_table(clock)
    clock.now += 10
    assert t.tick() == [(0, "1a1")]
    assert t.match.actions == ["1a1"] and t.deadline(1) is None  # 1a1 is taken: no timeout for yellow
    saved = t.match.to_json()
    assert saved["actions"] == ["1a1"] and saved["seats"] == [0]


def test_the_clock_does_not_run_in_a_rewound_game():
    clock = Clock()
    t = timed_table(clock)
    t.propose(0, "3b2")
    t.propose(1, "3c3")
    t.undo()
    clock.now += 60
    assert t.deadline(1) is None and t.tick() == []


def test_hands_are_covered_between_two_people_at_one_screen_only():
    for seats, covered in ((["human", "human"], True), (["human", "computer"], False)):
        match = Match(HIGH_CARD, 2, seed=4, meta={"seats": [{"kind": k} for k in seats]})
        t = LocalTable(match)
        assert t.needs_cover is covered
        assert t.shown_seat == 0
    match = Match(HIGH_CARD, 2, seed=4, meta={"seats": [{"kind": "human"}] * 2})
    t = LocalTable(match)
    t.propose(0, "stay")
    assert t.shown_seat == 1  # the screen must now pass to the second person


def test_the_view_drawn_for_a_seat_hides_the_other_hand():
    match = Match(HIGH_CARD, 2, seed=4, meta={"seats": [{"kind": "human"}] * 2})
    t = LocalTable(match)
    cards = t.view(t.shown_seat)["cards"]
    assert cards[0] is not None and cards[1] is None


def test_the_next_game_plays_every_seat_as_it_was_set_up_keeping_levels_chosen_meanwhile():
    set_up = [{"kind": "human"}, {"kind": "computer", "level": "easy"}]
    t = LocalTable(new_match("gobblet", 2, {"size": 3}, seed=3, meta={"seats": set_up, SET_UP: set_up}))
    t.set_level(0, "smart")
    t.set_kind(0, COMPUTER)  # the person let the computer finish their game
    t.set_kind(1, HUMAN)  # and took over the computer's seat
    t.set_level(1, "smart")
    assert next_game_seats(t.match.meta) == [{"kind": "human", "level": "smart"},
                                             {"kind": "computer", "level": "smart"}]


def test_a_match_saved_without_its_set_up_keeps_its_seats_for_the_next_game():
    seats = [{"kind": "computer", "level": "easy"}, {"kind": "human"}]
    assert next_game_seats({"seats": seats}) == seats
    assert next_game_seats({"seats": seats, SET_UP: seats[:1]}) == seats  # a set-up that does not fit
