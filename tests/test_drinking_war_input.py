"""Clicks to actions on the Drinking War page, as a person plays them (drinking_war/controls.py)."""

from __future__ import annotations

from dataclasses import replace

from pygames.games.drinking_war import DrinkingWar, State
from pygames.games.drinking_war.controls import Press, attack, defend, press_card, simple, targets

G = DrinkingWar()


def table(hand0: tuple[str, ...], hand1: tuple[str, ...], phase: str = "attack", seats: int = 2) -> State:
    s = G.initial_state(seats, {"drinking": True})
    pile = list(s.pile)
    for card in hand0 + hand1:
        pile.remove(card)
    hands = (tuple(sorted(hand0)), tuple(sorted(hand1))) + ((),) * (seats - 2)
    return replace(s, hands=hands, pile=tuple(pile), phase=phase)


def at(state: State, seat: int) -> tuple[dict, list[str]]:
    return G.view(state, seat), G.legal_actions(state, seat)


def test_attack_cards_then_an_opponent_make_an_attack():
    view, legal = at(table(("+4", "+6", "-1"), ("-3",)), 0)  # the hand shows sorted: +4 +6 -1
    picked = press_card(view, legal, frozenset(), 1).picked
    picked = press_card(view, legal, picked, 0).picked
    assert picked == {0, 1}
    assert attack(view, legal, picked, 1) == Press(frozenset(), "attack 1 +4,+6")


def test_pressing_a_picked_card_again_lets_it_go():
    view, legal = at(table(("+4", "+6"), ()), 0)
    assert press_card(view, legal, frozenset({0}), 0) == Press(frozenset())


def test_a_defence_card_cannot_join_an_attack_and_nothing_changes():
    view, legal = at(table(("+4", "-1"), ()), 0)
    press = press_card(view, legal, frozenset({0}), 1)
    assert press.picked == {0} and press.action is None and "only answer an attack" in press.message


def test_an_opponent_pressed_before_any_card_says_what_to_do():
    view, legal = at(table(("+4",), ()), 0)
    press = attack(view, legal, frozenset(), 1)
    assert press.action is None and "Pick one or more" in press.message


def test_only_players_still_in_the_game_are_targets():
    state = replace(table(("+4",), (), seats=3), lives=(5, 0, 5))
    view, legal = at(state, 0)
    assert targets(legal) == [2]
    assert attack(view, legal, frozenset({0}), 1).message == "That player cannot be attacked."


def test_defence_cards_answer_an_attack_and_none_picked_takes_it_all():
    state = G.apply(table(("+8",), ("-1", "-3", "+2")), "attack 1 +8", 0)
    view, legal = at(state, 1)  # hand +2 -1 -3
    assert "Only defence cards" in press_card(view, legal, frozenset(), 0).message
    picked = press_card(view, legal, frozenset({2}), 1).picked
    assert defend(view, legal, picked) == Press(frozenset(), "defend -1,-3")
    assert defend(view, legal, frozenset()).action == "defend none"


def test_a_press_in_the_discard_phase_discards_that_card():
    state = G.apply(table(("+2", "+3", "+4", "-1", "-3", "-6"), ()), "hold", 0)
    view, legal = at(state, 0)
    assert press_card(view, legal, frozenset(), 2).action == "discard +4"


def test_a_card_pressed_out_of_turn_or_before_drawing_gives_a_message():
    state = table(("+4",), ("-1",), phase="draw")
    view, legal = at(state, 1)
    assert press_card(view, legal, frozenset(), 0) == Press(frozenset(), message="Wait for your turn.")
    view, legal = at(state, 0)
    assert press_card(view, legal, frozenset(), 0).message == "First draw a card."


def test_draw_pass_hold_drink_and_life_are_played_only_when_legal():
    view, legal = at(table(("+4",), (), phase="draw"), 0)
    assert simple(legal, frozenset(), "draw").action == "draw"
    refused = simple(legal, frozenset({0}), "drink")
    assert refused.action is None and refused.picked == {0} and refused.message


def pack(*hands: tuple[str, ...], **more) -> State:
    s = G.initial_state(len(hands), {"pack": 2})
    pile = list(s.pile)
    for hand in hands:
        for card in hand:
            pile.remove(card)
    return replace(s, hands=tuple(tuple(sorted(h)) for h in hands), pile=tuple(pile), phase="power", **more)


def test_a_picked_combo_rides_on_the_biggest_picked_numbered_card():
    view, legal = at(pack(("+2", "+6", "x2", "bomb"), ()), 0)
    hand = [c["card"] for c in view["hand"]]
    picked = frozenset(hand.index(c) for c in ("+2", "+6", "x2"))
    assert attack(view, legal, picked, 1) == Press(frozenset(), "attack 1 +2,+6x2")


def test_a_power_is_played_by_pressing_its_target():
    from pygames.games.drinking_war.controls import power
    view, legal = at(pack(("sleep", "draw2"), (), ()), 0)
    hand = [c["card"] for c in view["hand"]]
    assert attack(view, legal, frozenset({hand.index("sleep")}), 2) == Press(frozenset(), "power sleep 2")
    assert power(view, legal, frozenset({hand.index("draw2")})) == Press(frozenset(), "power draw2")
    assert "press the player" in power(view, legal, frozenset({hand.index("sleep")})).message


def test_three_unicorns_are_played_together():
    from pygames.games.drinking_war.controls import power
    view, legal = at(pack(("unicorn", "unicorn", "unicorn"), ()), 0)
    assert power(view, legal, frozenset({0, 1, 2})) == Press(frozenset(), "power unicorns")
    assert "three unicorns" in power(view, legal, frozenset({0})).message


def test_a_defence_card_cannot_be_picked_in_the_power_phase():
    view, legal = at(pack(("-3", "+2"), ()), 0)
    hand = [c["card"] for c in view["hand"]]
    assert press_card(view, legal, frozenset(), hand.index("-3")).message.startswith("Defence cards")


def test_pressing_a_card_gives_it_for_a_postcard():
    s = G.apply(pack(("postcard",), ("+2", "-6")), "power postcard", 0)
    view, legal = at(s, 1)
    assert press_card(view, legal, frozenset(), 1) == Press(frozenset(), "give -6")


def test_a_fallen_survivor_joins_the_player_pressed():
    s = replace(pack((), (), ()), joining=(1,), lives=(5, 0, 5), mode="survivor", phase="draw")
    view, legal = at(s, 1)
    assert attack(view, legal, frozenset(), 2) == Press(frozenset(), "join 2")


def test_a_tornado_takes_two_presses_and_swaps_those_hands():
    from pygames.games.drinking_war.controls import power_seats, tornado
    view, legal = at(pack(("tornado", "+2"), ("+3",), ("-1",)), 0)
    picked = frozenset({[c["card"] for c in view["hand"]].index("tornado")})
    assert power_seats(legal, "tornado") == [0, 1, 2] and power_seats(legal, "tornado", 2) == [0, 1]
    press, first = tornado(view, legal, picked, None, 2)
    assert press.action is None and first == 2 and "other player" in press.message
    press, first = tornado(view, legal, picked, 2, 1)
    assert press == Press(frozenset(), "power tornado 1 2") and first is None


def test_the_join_seats_and_the_picked_power_are_read_from_legal_and_picks():
    from pygames.games.drinking_war.controls import join_seats, picked_power
    s = replace(pack((), (), ()), joining=(1,), lives=(5, 0, 5), mode="survivor", phase="draw")
    assert join_seats(G.legal_actions(s, 1)) == [0, 2]
    view, _legal = at(pack(("unicorn", "unicorn", "unicorn", "+2"), ()), 0)  # shown as +2 and the unicorns
    assert picked_power(view, frozenset({1, 2})) == "unicorns" and picked_power(view, frozenset({0})) is None


def test_the_attack_strength_counts_bombs_the_blue_card_combos_and_countries():
    from pygames.games.drinking_war.cards import attack_strength
    assert attack_strength((), ("+6x2", "blue"), 0) == (22, 0)
    assert attack_strength((), ("bomb", "bomb"), 1) == (60, 0)
    assert attack_strength((), ("bomb",), 3) == (0, 1)
    assert attack_strength(("france", "brazil", "germany"), ("+2x3",), 0) == (9 + 1 + 2, 0)


def test_only_a_power_that_needs_nobody_is_played_by_the_play_power_button():
    from pygames.games.drinking_war.controls import plays_alone
    view, legal = at(pack(("tornado", "sleep", "draw2"), ("+3",), ("-1",)), 0)
    hand = [c["card"] for c in view["hand"]]
    assert plays_alone(view, legal, frozenset({hand.index("draw2")}))
    assert not plays_alone(view, legal, frozenset({hand.index("tornado")}))
    assert not plays_alone(view, legal, frozenset({hand.index("sleep")}))
    assert not plays_alone(view, legal, frozenset())
