"""Drinking War's log and table after a fight (issue 23 item 1): every effect is written in the move list
(a fight's outcome, a Chimiste's water, a sleeping potion, epidemics, a Météorite), each seat's last fight
stays in the view for a round, and no log line names a card its reader may not know."""

from __future__ import annotations

import copy

from drinking_war_knowledge import Checker
from kit import ScriptedMatch

from pygames.core import CHANCE

# Dealt one card at a time, seat 0 first: seat 0 holds sleep +4 +6, seat 1 chemist -1 +2, seat 2 +3 -3 +8.
DEAL = ["sleep", "chemist", "+3", "+4", "-1", "-3", "+6", "+2", "+8"]

def potion_and_water(drinking: bool = False) -> ScriptedMatch:
    """Seat 0 puts a potion on seat 1 and attacks it (16), seat 1 turns it to water; seat 1 then draws
    through the potion, discarding its hand, and ends its turn."""
    match = ScriptedMatch("drinking-war", 3, DEAL + ["+12", "-6"], {"pack": 2, "drinking": drinking})
    for action in ("draw", "power sleep 1", "attack 1 +12,+4", "defend chemist", "draw", "hold"):
        match.play(action)
    return match


def log(match: ScriptedMatch, viewer: int | None) -> list[str]:
    """The move list as `viewer` reads it, draws left out."""
    return [text for _ply, seat, text in match.records(viewer) if seat != CHANCE]


def test_a_chimiste_defence_says_the_attack_turned_to_water() -> None:
    harmless = "Player 2 defends with Chimiste: Chimiste turns 16 to water, harmless"
    assert harmless in log(potion_and_water(), 2)
    drunk = log(potion_and_water(drinking=True), 2)
    assert "Player 2 defends with Chimiste: Chimiste turns 16 sips to water, drunk by Player 2" in drunk


def test_drawing_through_a_sleeping_potion_says_the_hand_was_discarded() -> None:
    lines = log(potion_and_water(), 0)
    assert "Player 1 plays Potion de Sommeil on Player 2" in lines
    discarded = "Player 2 draws a card: the sleeping potion makes Player 2 discard the whole hand (2 cards)"
    assert discarded in lines


def test_a_fight_without_drinking_says_what_it_cost() -> None:
    match = ScriptedMatch("drinking-war", 2, ["+12", "-1", "+4", "-3", "+2", "-6", "+3"], {"pack": 1})
    match.play("draw")
    match.play("attack 1 +12,+3")
    match.play("defend none")
    assert log(match, 0)[-1] == "Player 2 plays no defence (15 left): Player 2 loses a life point"


def test_each_seat_fight_stays_in_the_view_for_a_round() -> None:
    match = potion_and_water()
    fights = match.view(2)["fights"]
    assert [(f["attacker"], f["result"]) for f in fights] == [(0, "water"), (1, "held")]
    assert fights[0]["attack"] == ["+12", "+4"] and fights[0]["defence"] == ["chemist"]
    for action in ("draw", "hold", "draw", "hold"):  # seat 2 holds; seat 0's new fight pushes out its old
        match.play(action)
    assert [(f["attacker"], f["result"]) for f in match.view(2)["fights"]] == [(1, "held"), (2, "held"),
                                                                               (0, "held")]


def test_no_log_line_of_these_effects_names_a_card_its_reader_may_not_know() -> None:
    match = ScriptedMatch("drinking-war", 3, DEAL + ["+12", "-6"], {"pack": 2})
    script = iter(["draw", "power sleep 1", "attack 1 +12,+4", "defend chemist", "draw", "hold"])
    leaks = Checker(match, every=1).play(lambda m: (next(script), None), max_plies=len(DEAL) + 8)
    assert leaks == []


def test_a_played_line_applies_its_action_once_per_state_object_for_every_reader(monkeypatch):
    from pygames.core.per_state import ByState
    from pygames.games.drinking_war import words
    match = potion_and_water()
    monkeypatch.setattr(words, "_AFTER", ByState())
    applied: list[object] = []
    real_apply = match.game.apply

    def counting_apply(state, action, seat=None):
        applied.append(state)
        return real_apply(state, action, seat)

    monkeypatch.setattr(match.game, "apply", counting_apply)
    spectator = match.records(None)
    plays = len(spectator)
    assert len(applied) == plays, "the first reader's move list applies each seat's action once"
    seat_lines = match.records(1)
    assert len(applied) == plays, "a second reader's move list reuses the states worked out for the first"
    monkeypatch.setattr(words, "_AFTER", ByState())
    match.__dict__.pop("_lines", None)
    assert match.records(1) == seat_lines, "a line made from the memo is the line made afresh"
    assert len(applied) == 2 * plays
    # A different state object, equal in value, is worked out anew, not confused with the first.
    ply = next(ply for ply, seat, _ in spectator if match.actions[ply] == "defend chemist")
    state, twin = match._states[ply], copy.copy(match._states[ply])
    assert twin == state and twin is not state
    line = match.game.describe_played(state, "defend chemist", match._states[ply + 1], 1, None)
    assert len(applied) == 2 * plays, "the same state object again: no new apply"
    assert match.game.describe_played(twin, "defend chemist", match._states[ply + 1], 1, None) == line
    assert applied[-1] is twin, "an equal state that is another object is applied to itself"
