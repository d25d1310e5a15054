"""Rules tests of Drinking War packs 2 and 3 (Tacticien, Maître du monde), the modes and the countries."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from pygames.games.drinking_war import DrinkingWar, State, starting_lives
from pygames.games.drinking_war.cards import COUNTRIES, NAMES, PACK2

G = DrinkingWar()


def table(*hands: tuple[str, ...], pack: int = 2, drinking: bool = False, mode: str = "domination",
          countries: dict[int, tuple[str, ...]] | None = None, **more: Any) -> State:
    """Seat 0's power phase with these hands (cards taken from the pile) and countries."""
    s = G.initial_state(len(hands), {"pack": pack, "mode": mode, "drinking": drinking})
    pile = list(s.pile)
    for hand in hands:
        for card in hand:
            pile.remove(card)
    owned = tuple(countries.get(i, ()) if countries else () for i in range(len(hands)))
    left = tuple(c for c in s.country_pile if all(c not in o for o in owned))
    return replace(s, hands=tuple(tuple(sorted(h)) for h in hands), pile=tuple(pile), phase="power",
                   pending=(), countries=owned, country_pile=left, **more)


def attack(s: State, action: str, defence: str = "defend none") -> State:
    """Seat 0 attacks, the target answers."""
    s = G.apply(s, action, 0)
    return G.apply(s, defence, s.target)


# -- set-up --------------------------------------------------------------------------------------------

def test_life_points_by_seat_count_up_to_six() -> None:
    assert [starting_lives(n) for n in range(2, 7)] == [7, 5, 5, 4, 4]
    assert G.initial_state(6, {"pack": 2}).lives == (4,) * 6


def test_pack_1_is_for_four_seats_and_packs_2_3_for_six() -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        G.initial_state(5, {"pack": 1})
    assert G.initial_state(6, {"pack": 3}).seats == 6


def test_packs_2_and_3_deck_has_eighty_cards() -> None:
    s = G.initial_state(2, {"pack": 2})
    assert len(s.pile) == sum(PACK2.values()) == 80 and set(s.pile) == set(NAMES)
    assert s.country_pile == () and len(G.initial_state(2, {"pack": 3}).country_pile) == 23


def test_pack_3_deals_a_country_to_each_seat_before_the_cards() -> None:
    s = G.initial_state(3, {"pack": 3})
    assert G.actors(s) == (-1,) and len(G.chance_outcomes(s)) == 23
    for country in ("japan", "france", "china"):
        s = G.apply(s, country)
    assert s.countries == (("japan",), ("france",), ("china",)) and len(s.country_pile) == 20
    assert G.legal_actions(s) == sorted(set(s.pile))  # now the cards


def test_power_phase_follows_the_draw_in_packs_2_and_3() -> None:
    s = replace(table(("sleep",), ()), phase="draw")
    s = G.apply(G.apply(s, "draw", 0), "+2")
    assert s.phase == "power" and "power sleep 1" in G.legal_actions(s, 0) and "hold" in G.legal_actions(s, 0)


def test_at_most_three_stars_of_powers_a_turn() -> None:
    s = G.apply(table(("postcard", "sleep"), ("+2",)), "power postcard", 0)
    s = G.apply(s, "give +2", 1)
    assert s.stars == 3 and not any(a.startswith("power") for a in G.legal_actions(s, 0))
    assert "3 stars" in G.explain_illegal(s, "power sleep 1", 0)


def test_no_powers_after_the_attack() -> None:
    s = G.apply(table(("+2", "sleep"), ("-1",)), "attack 1 +2", 0)
    assert "power" not in " ".join(G.legal_actions(s, 1))


# -- attacks, combos, defences ------------------------------------------------------------------------

def test_combo_multiplies_one_numbered_attack_card() -> None:
    s = G.apply(table(("+6", "+2", "x2"), ()), "attack 1 +2,+6x2", 0)
    assert s.damage == 14 and s.discard == ("+2", "+6", "x2")


def test_combo_never_rides_on_a_bomb_or_the_blue_card_nor_twice_on_one_card() -> None:
    legal = G.legal_actions(table(("bomb", "blue", "+4", "x2", "x3"), ()), 0)
    assert "attack 1 +4x2" in legal and "attack 1 +4x3" in legal
    assert not any("bombx" in a or "bluex" in a or "x2x" in a or "x3x" in a for a in legal)


def test_bomb_strength_by_bombs_already_played() -> None:
    hits = []
    for down in range(4):
        s = table(("bomb",), ())
        s = replace(s, discard=("bomb",) * down, discard_by=(-1,) * down, bombs=down)
        s = G.apply(s, "attack 1 bomb", 0)
        hits.append((s.damage, s.strikes))
    assert hits == [(15, 0), (25, 0), (35, 0), (0, 1)]


def test_a_bomb_discarded_unplayed_does_not_count() -> None:
    """Bombs count by those played before ("jouées"); one dropped to the hand limit was never played."""
    s = G.apply(table(("bomb", "bomb", "+2", "+2", "+2", "+2"), ("+3",)), "hold", 0)
    s = G.apply(s, "discard bomb", 0)
    s = G.apply(G.apply(G.apply(s, "draw", 1), "+3"), "hold", 1)
    s = G.apply(G.apply(s, "draw", 0), "+4")
    assert "bomb" in s.discard and G.bombs_down(s) == 0
    assert G.apply(s, "attack 1 bomb", 0).damage == 15


def test_a_bomb_counts_once_played_even_shovelled_back() -> None:
    s = attack(table(("bomb",), ("shovel",)), "attack 1 bomb")
    s = G.apply(G.apply(G.apply(s, "draw", 1), "+3"), "power shovel", 1)  # seat 1 takes the bomb back
    assert s.hands[1] == ("+3", "bomb")
    assert G.bombs_down(s) == 1 and G.apply(s, "attack 0 bomb", 1).damage == 25


def test_bombs_of_one_attack_count_in_order() -> None:
    assert G.apply(table(("bomb", "bomb"), ()), "attack 1 bomb,bomb", 0).damage == 40


def test_fourth_bomb_takes_a_life_point_whatever_the_defence() -> None:
    s = replace(table(("bomb",), ("-6",)), discard=("bomb",) * 3, discard_by=(-1,) * 3, bombs=3)
    s = attack(s, "attack 1 bomb", "defend -6")
    assert s.lives == (7, 6) and s.taken == (1, 0)


def test_carte_bleue_finishes_the_glass_as_ten_sips() -> None:
    assert G.apply(table(("blue",), ()), "attack 1 blue", 0).damage == 10


def test_sabotage_halves_rounding_up() -> None:
    s = attack(table(("+8", "+3"), ("sabotage",), drinking=True), "attack 1 +3,+8", "defend sabotage")
    assert s.phase == "choose" and s.damage == 6


def test_miroir_sends_the_attack_back_to_the_attacker() -> None:
    s = attack(table(("+4",), ("mirror", "-1"), drinking=True), "attack 1 +4", "defend -1,mirror")
    assert s.phase == "choose" and G.actors(s) == (0,) and s.damage == 3
    s = G.apply(s, "life", 0)
    assert s.lives == (6, 7) and s.taken == (0, 1)


def test_miroir_sends_a_bombs_life_point_back_too() -> None:
    s = replace(table(("bomb",), ("mirror",)), discard=("bomb",) * 3, discard_by=(-1,) * 3, bombs=3)
    assert attack(s, "attack 1 bomb", "defend mirror").lives == (6, 7)


def test_chimiste_drinking_the_attack_is_drunk_as_water() -> None:
    s = attack(table(("+12",), ("chemist",), drinking=True), "attack 1 +12", "defend chemist")
    assert s.water == (0, 12) and s.sips == (0, 0) and s.lives == (7, 7) and s.turn == 1
    assert G.view(s, None)["last"]["result"] == "water"


def test_chimiste_without_drinking_costs_no_life_point() -> None:
    s = attack(table(("+12", "+8"), ("chemist",)), "attack 1 +12,+8", "defend chemist")
    assert s.lives == (7, 7) and s.water == (0, 0)


def test_without_drinking_13_left_after_defence_costs_a_life_point() -> None:
    assert attack(table(("+12", "+2"), ("-1",)), "attack 1 +12,+2", "defend -1").lives == (7, 6)
    assert attack(table(("+8", "+3", "+2"), ("-1",)), "attack 1 +2,+3,+8", "defend -1").lives == (7, 7)
    assert attack(table(("+12", "+2"), ()), "attack 1 +12,+2").lives == (7, 6)


# -- powers --------------------------------------------------------------------------------------------

def test_potion_de_sommeil_skips_the_targets_turn() -> None:
    s = G.apply(G.apply(table(("sleep",), ("+2", "-1")), "power sleep 1", 0), "hold", 0)
    assert s.turn == 1 and G.legal_actions(s, 1) == ["draw", "sleep"]
    s = G.apply(s, "sleep", 1)
    assert s.turn == 0 and s.hands[1] == ("+2", "-1") and s.potions == (-1, -1) and "sleep" in s.discard


def test_potion_de_sommeil_drawing_instead_drops_the_whole_hand() -> None:
    s = G.apply(G.apply(table(("sleep",), ("+2", "-1")), "power sleep 1", 0), "hold", 0)
    s = G.apply(s, "draw", 1)
    assert s.hands[1] == () and s.discard[-2:] == ("+2", "-1") and s.phase == "drawcard"


def test_pelle_takes_the_top_discard_card_unless_you_put_it_there() -> None:
    s = replace(table(("shovel",), ()), discard=("+2", "+8"), discard_by=(0, 1))
    s = G.apply(s, "power shovel", 0)
    assert s.hands[0] == ("+8",) and s.discard == ("+2", "shovel")
    mine = replace(table(("shovel",), ()), discard=("+8",), discard_by=(0,))
    assert "power shovel" not in G.legal_actions(mine, 0)


def test_seringue_passes_an_epidemic_on_with_its_count() -> None:
    s = table(("syringe",), (), ())
    s = replace(s, epidemics=(((2, 3),), (), ()))
    s = G.apply(s, "power syringe 1", 0)
    assert s.epidemics == ((), ((2, 3),), ())
    assert "power syringe 1" not in G.legal_actions(table(("syringe",), ()), 0)


def test_licornes_all_three_together_take_a_life_point_from_every_opponent() -> None:
    s = table(("unicorn", "unicorn", "unicorn"), (), ())
    assert [a for a in G.legal_actions(s, 0) if a.startswith("power")] == ["power unicorns"]
    s = G.apply(s, "power unicorns", 0)
    assert s.lives == (5, 4, 4) and s.taken == (2, 0, 0) and s.stars == 3
    assert not any(a.startswith("power") for a in G.legal_actions(table(("unicorn", "unicorn"), ()), 0))


def test_satellite_shows_a_hand_to_the_spy_only() -> None:
    s = G.apply(table(("satellite",), ("bomb", "-3"), ("+2",)), "power satellite 1", 0)
    assert [c["card"] for c in G.view(s, 0)["peek"]["hand"]] == ["-3", "bomb"]
    assert G.view(s, 2)["peek"] is None and G.view(s, 1)["peek"] is None
    assert "Atomic bomb" in G.secrets(s, 0) and "Atomic bomb" in G.secrets(s, 1)
    assert G.view(G.apply(s, "hold", 0), 0)["peek"] is None  # over with the turn


def test_satellite_then_piratage_chooses_the_card() -> None:
    s = G.apply(table(("satellite", "hack"), ("bomb", "-3")), "power satellite 1", 0)
    assert "power hack 1 bomb" in G.legal_actions(s, 0) and "power hack 1" not in G.legal_actions(s, 0)
    s = G.apply(s, "power hack 1 bomb", 0)
    assert s.hands == (("bomb",), ("-3",)) and s.stars == 3


def test_piratage_steals_a_random_card() -> None:
    s = G.apply(table(("hack",), ("-3", "-3", "bomb")), "power hack 1", 0)
    assert G.actors(s) == (-1,) and dict(G.chance_outcomes(s)) == pytest.approx({"-3": 2 / 3, "bomb": 1 / 3})
    assert G.describe(s, "bomb", None, 2) == "Player 1 steals a card from Player 2"
    s = G.apply(s, "bomb")
    assert s.hands == (("bomb",), ("-3", "-3")) and s.phase == "power"


def test_pioche_draws_two_cards() -> None:
    s = G.apply(table(("draw2",), ()), "power draw2", 0)
    s = G.apply(G.apply(s, "+2"), "+3")
    assert s.hands[0] == ("+2", "+3") and G.actors(s) == (0,)


def test_tornade_swaps_two_hands_and_epidemics_stay() -> None:
    s = replace(table(("tornado", "+2"), ("-1", "-3"), ("bomb",)), epidemics=(((1, 1),), (), ()))
    legal = G.legal_actions(s, 0)
    assert {"power tornado 0 1", "power tornado 1 2", "power tornado 0 2"} <= set(legal)
    s = G.apply(s, "power tornado 0 1", 0)
    assert s.hands == (("-1", "-3"), ("+2",), ("bomb",)) and s.epidemics[0] == ((1, 1),)
    assert "power tornado 0 1" not in G.legal_actions(table(("tornado",), ("-1",)), 0)  # nothing to swap


def test_epidemie_one_to_five_sips_over_five_turns_before_the_draw() -> None:
    s = G.apply(G.apply(table(("epidemic",), (), drinking=True), "power epidemic 1", 0), "hold", 0)
    drunk = [s.sips[1]]
    for _ in range(4):
        s = G.apply(G.apply(G.apply(s, "draw", 1), "-1"), "hold", 1)
        s = G.apply(G.apply(G.apply(s, "draw", 0), "+2"), "hold", 0)
        drunk.append(s.sips[1])
    assert drunk == [1, 3, 6, 10, 15] and s.epidemics == ((), ()) and s.discard[-1] == "epidemic"


def test_epidemie_without_drinking_costs_a_life_point_on_its_fifth_turn() -> None:
    s = replace(table((), ()), epidemics=((), ((0, 4),)))
    s = G.apply(s, "hold", 0)
    assert s.lives == (7, 6) and s.taken == (1, 0) and s.epidemics == ((), ())


def test_epidemie_two_at_once_but_not_three() -> None:
    s = replace(table(("epidemic",), ()), epidemics=((), ((0, 2),)))
    s = G.apply(s, "power epidemic 1", 0)
    assert s.epidemics[1] == ((0, 2), (0, 0))
    assert "power epidemic 1" not in G.legal_actions(replace(s, stars=0, hands=(("epidemic",), ())), 0)


def test_carte_postale_each_opponent_gives_a_card_or_loses_a_life_point() -> None:
    s = G.apply(table(("postcard",), ("+2", "-6"), ()), "power postcard", 0)
    assert G.actors(s) == (1,) and s.lives == (5, 5, 4) and s.taken == (1, 0, 0)
    assert G.legal_actions(s, 1) == ["give +2", "give -6"]
    s = G.apply(s, "give -6", 1)
    assert s.hands[0] == ("-6",) and G.actors(s) == (0,)


def test_carte_postale_everyone_gives_at_once() -> None:
    s = G.apply(table(("postcard",), ("+2",), ("-1",)), "power postcard", 0)
    assert G.actors(s) == (1, 2)
    s = G.apply(G.apply(s, "give -1", 2), "give +2", 1)
    assert s.hands[0] == ("+2", "-1")


def test_meteorite_destroys_a_hand_and_its_epidemics() -> None:
    s = replace(table(("meteor",), ("bomb", "-6")), epidemics=((), ((0, 2),)))
    s = G.apply(s, "power meteor 1", 0)
    assert s.hands[1] == () and s.epidemics[1] == ()
    assert {"bomb", "-6", "epidemic", "meteor"} <= set(s.discard)


def test_transplantation_wins_back_a_lost_life_point_only() -> None:
    assert "power transplant" not in G.legal_actions(table(("transplant",), ()), 0)
    s = replace(table(("transplant",), ()), lives=(5, 7))
    assert G.apply(s, "power transplant", 0).lives == (6, 7)


def test_hand_limit_five_at_the_end_of_the_turn() -> None:
    s = G.apply(table(("+2",) * 6, ()), "hold", 0)
    assert s.phase == "discard"


# -- countries -----------------------------------------------------------------------------------------

def test_a_life_point_taken_draws_a_country_in_pack_3() -> None:
    s = attack(table(("+12", "+8"), (), pack=3, countries={0: ("france",), 1: ("japan",)}), "attack 1 +12,+8")
    assert s.lives == (7, 6) and G.actors(s) == (-1,) and "france" not in dict(G.chance_outcomes(s))
    s = G.apply(s, "china")
    assert s.countries[0] == ("china", "france") and G.actors(s) == (1,)


def _attack_bonus(country: str, hand: tuple[str, ...], action: str, expected: int) -> None:
    s = table(hand, (), pack=3, countries={0: (country,)})
    assert G.apply(s, action, 0).damage == expected


COUNTRY_CASES: dict[str, Any] = {
    "france": lambda: _attack_bonus("france", ("+4",), "attack 1 +4", 5),
    "brazil": lambda: _attack_bonus("brazil", ("+4", "x2"), "attack 1 +4x2", 10),
    "russia": lambda: _attack_bonus("russia", ("bomb",), "attack 1 bomb", 20),
    "mexico": lambda: _attack_bonus("mexico", ("blue",), "attack 1 blue", 15),
    "germany": lambda: _attack_bonus("germany", ("+2",), "attack 1 +2", 3),
    "spain": lambda: _attack_bonus("spain", ("+3",), "attack 1 +3", 4),
    "italy": lambda: _attack_bonus("italy", ("+4",), "attack 1 +4", 5),
    "portugal": lambda: _attack_bonus("portugal", ("+6", "x2"), "attack 1 +6x2", 14),
    "netherlands": lambda: _attack_bonus("netherlands", ("+8",), "attack 1 +8", 9),
}


def _defence_bonus(country: str, defence: str, attack_cards: str, expected: int) -> None:
    s = table(tuple(attack_cards.split(",")), tuple(d for d in defence.split(",") if d != "none"), pack=3,
              drinking=True, countries={1: (country,)})
    s = attack(s, f"attack 1 {attack_cards}", f"defend {defence}")
    assert s.damage == expected


COUNTRY_CASES |= {
    "japan": lambda: _defence_bonus("japan", "none", "+4", 3),
    "switzerland": lambda: _defence_bonus("switzerland", "-1", "+4", 2),
    "canada": lambda: _defence_bonus("canada", "-3", "+6", 2),
    "sweden": lambda: _defence_bonus("sweden", "-6", "+8", 1),
    "greece": lambda: _defence_bonus("greece", "sabotage", "+3,+4", 3),
}


def _china() -> None:
    s = G.apply(table(("+2",) * 6, (), pack=3, countries={0: ("china",)}), "hold", 0)
    assert s.turn == 1 and len(s.hands[0]) == 6


def _india() -> None:
    s = table(("postcard", "sleep"), ("+2",), pack=3, countries={0: ("india",)})
    s = G.apply(G.apply(s, "power postcard", 0), "give +2", 1)
    assert "power sleep 1" in G.legal_actions(s, 0) and G.view(s, 0)["star_limit"] == 4


def _immune(country: str, card: str) -> None:
    hand = (card, "+2") if card != "syringe" else (card,)
    s = table(hand, ("-1",), ("-3",), pack=3, countries={1: (country,)},
              epidemics=(((2, 0),), (), ()) if card == "syringe" else ((), (), ()))
    powers = [a for a in G.legal_actions(s, 0) if a.startswith("power")]
    assert powers and not any(" 1" in a.partition(card)[2] for a in powers), powers


COUNTRY_CASES |= {
    "china": _china, "india": _india,
    "egypt": lambda: _immune("egypt", "sleep"), "australia": lambda: _immune("australia", "epidemic"),
    "iceland": lambda: _immune("iceland", "meteor"), "uk": lambda: _immune("uk", "hack"),
    "korea": lambda: _immune("korea", "satellite"), "norway": lambda: _immune("norway", "tornado"),
}


def _morocco() -> None:
    s = G.apply(table(("postcard",), ("+2",), (), pack=3, countries={1: ("morocco",)}), "power postcard", 0)
    assert s.givers == () and s.lives == (5, 5, 4)


COUNTRY_CASES["morocco"] = _morocco


def test_every_country_has_a_test() -> None:
    assert sorted(COUNTRY_CASES) == sorted(COUNTRIES)


@pytest.mark.parametrize("country", sorted(COUNTRIES))
def test_country_bonus(country: str) -> None:
    COUNTRY_CASES[country]()


def test_australia_also_keeps_off_the_seringue() -> None:
    _immune("australia", "syringe")


# -- ends ----------------------------------------------------------------------------------------------

def test_domination_ties_go_to_life_points_taken_then_to_the_last_taker() -> None:
    s = replace(table((), (), ()), phase="over", lives=(3, 3, 2), taken=(1, 1, 0), last_take=(1, 2, 0))
    assert G.winners(s) == [1]
    assert G.winners(replace(s, taken=(2, 1, 0))) == [0]
    assert G.winners(replace(s, taken=(0, 0, 0), last_take=(0, 0, 0))) == [0, 1]


def test_domination_seat_at_zero_is_out() -> None:
    s = replace(table(("+12", "+8"), (), ()), lives=(5, 1, 5))
    s = attack(s, "attack 1 +12,+8")
    assert s.lives[1] == 0 and s.turn == 2
    assert "attack 1" not in " ".join(G.legal_actions(replace(s, turn=0, phase="power"), 0))


def test_survivor_a_fallen_seat_joins_another_and_hands_over_its_cards() -> None:
    s = replace(table(("+12", "+8"), ("-1", "bomb"), (), mode="survivor"), lives=(5, 1, 5))
    s = attack(s, "attack 1 +12,+8", "defend none")
    assert G.actors(s) == (1,) and G.legal_actions(s, 1) == ["join 0", "join 2", "join none"]
    s = G.apply(s, "join 2", 1)
    assert s.hands[1] == () and s.hands[2] == ("-1", "bomb") and s.allies == (-1, 2, -1)
    assert G.view(s, None)["allies"] == [-1, 2, -1]


def test_survivor_helpers_share_the_sips_of_their_ally() -> None:
    s = replace(table(("+8",), (), (), mode="survivor", drinking=True), lives=(5, 0, 5), allies=(-1, 2, -1))
    s = G.apply(attack(s, "attack 2 +8"), "drink", 2)
    assert s.sips == (0, 4, 4)
    s = replace(s, sips=(0, 0, 0), turn=0, phase="power", hands=(("+3",), (), ()))
    assert G.apply(attack(s, "attack 2 +3"), "drink", 2).sips == (0, 1, 2)


def test_survivor_rebuilds_the_pile_from_the_discard_but_its_top_card() -> None:
    s = replace(table((), (), mode="survivor"), phase="draw", pile=("+2",), discard=("bomb", "bomb", "-1"),
                discard_by=(0, 1, 1))
    s = G.apply(G.apply(s, "draw", 0), "+2")
    assert s.pile == ("bomb", "bomb") and s.discard == ("-1",) and G.bombs_down(s) == 0
    assert s.last_round is None


def test_survivor_last_seat_with_life_wins() -> None:
    s = replace(table(("+12", "+8"), (), mode="survivor"), lives=(1, 1))
    s = attack(s, "attack 1 +12,+8")
    assert s.phase == "over" and G.winners(s) == [0] and G.actors(s) == ()


def test_country_names_are_bilingual_and_english_card_names_are_not_inside_other_names() -> None:
    english = [en for _fr, en in NAMES.values()]
    names = [n for pair in NAMES.values() for n in pair]
    assert not [(a, b) for a in english for b in names if a != b and a in b]
    assert all(fr and en for fr, en, _kind, _detail in COUNTRIES.values())


def test_the_rules_page_names_every_card_and_country_in_both_languages() -> None:
    from pygames.games.drinking_war.rules_page import RULES_HTML, RULES_HTML_FR
    for card, (fr, en) in NAMES.items():
        if card[0] not in "+-":
            assert fr in RULES_HTML and en in RULES_HTML and fr in RULES_HTML_FR, card
    for fr, en, _kind, _detail in COUNTRIES.values():
        assert en in RULES_HTML and fr in RULES_HTML_FR
    assert "10 sips" in RULES_HTML and "water" in RULES_HTML and "eau" in RULES_HTML_FR


# -- computer players ------------------------------------------------------------------------------------

def _play(options: dict[str, Any], seats: int, seed: int, hard: set[int]) -> Any:
    from pygames.ai import choose_action
    from pygames.core.match import new_match
    m = new_match("drinking-war", seats, options, seed=seed)
    while not m.game.is_over(m.state):
        seat = m.game.actors(m.state)[0]
        act = choose_action(m, seat, "hard" if seat in hard else "easy", seed=m.ply)
        assert act in m.game.legal_actions(m.state, seat)
        m.play(act, seat)
    return m


@pytest.mark.parametrize("options", [{"pack": 2, "drinking": True}, {"pack": 3, "mode": "survivor"}],
                         ids=["pack2-drinking", "pack3-survivor"])
def test_computer_players_of_packs_2_and_3_play_legal_moves_to_the_end(options: dict[str, Any]) -> None:
    m = _play(options, 4, 1, {0, 2})
    assert m.game.winners(m.state)


def test_hard_beats_easy_in_pack_3() -> None:
    wins = 0
    for seed in range(10):
        hard = seed % 2
        m = _play({"pack": 3}, 2, seed, {hard})
        wins += m.game.winners(m.state) == [hard]
    assert wins >= 7
