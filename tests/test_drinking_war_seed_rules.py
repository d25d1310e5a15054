"""Drinking War against the seed's words (issue 20, items 11-17 and what a re-reading found): the turn
starts with the draw, the Pelle, the last round, bombs after a rebuild, seats out of life points, the
Survivor rally, and no card ever made or lost (a conservation check over seeded playouts)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from pygames.core.game import CHANCE
from pygames.games.drinking_war import DrinkingWar, State
from pygames.games.drinking_war.cards import COUNTRIES, PACK1, PACK2

G = DrinkingWar()


def table(*hands: tuple[str, ...], pack: int = 2, drinking: bool = False, mode: str = "domination",
          phase: str = "power", **more: Any) -> State:
    """Seat 0 to play (`phase`) with these hands, their cards taken from the pile."""
    s = G.initial_state(len(hands), {"pack": pack, "mode": mode, "drinking": drinking})
    pile = list(s.pile)
    for hand in hands:
        for card in hand:
            pile.remove(card)
    return replace(s, **{"hands": tuple(tuple(sorted(h)) for h in hands), "pile": tuple(pile), "phase": phase,
                         "pending": ()} | more)


def dealt(seats: int, options: dict[str, Any], cards: list[str]) -> State:
    """A new game with `cards` dealt in order (one at a time, round the table)."""
    s = G.initial_state(seats, options)
    for card in cards:
        s = G.apply(s, card)
    assert s.phase == "draw" and s.turn == 0
    return s


def play(s: State, *actions: str) -> State:
    """Each action by whoever acts (chance included)."""
    for action in actions:
        who = G.actors(s)[0]
        s = G.apply(s, action, None if who == CHANCE else who)
    return s


# -- 11. A turn starts with the draw ----------------------------------------------------------------

def test_a_turn_starts_with_the_draw_and_pass_before_it_is_no_move() -> None:
    s = dealt(2, {"pack": 1}, ["+4", "-1", "+2", "-1", "+3", "-3"])
    assert len(s.pile) == 34 and G.legal_actions(s, 0) == ["draw"]
    with pytest.raises(ValueError, match="starts with the draw"):
        G.apply(s, "pass", 0)
    assert "attack 1 +4" not in G.legal_actions(s, 0)
    s = play(s, "draw", "+6")
    assert "attack 1 +4" in G.legal_actions(s, 0)


def test_after_the_draw_the_player_may_end_the_turn_at_once() -> None:
    s = play(dealt(2, {"pack": 2}, ["+4", "-1", "sleep", "-1", "+3", "-3"]), "draw", "+6")
    assert "hold" in G.legal_actions(s, 0)
    s = play(s, "hold")
    assert s.turn == 1 and s.phase == "draw"


def test_with_the_pile_empty_a_sleeping_potion_can_only_be_slept_off() -> None:
    s = table((), ("+2",), phase="draw", pile=(), potions=(-1, 0), turn=1)
    assert G.legal_actions(s, 1) == ["sleep"]


# -- 12. The Pelle never takes back your own card ----------------------------------------------------

def test_pelle_cannot_take_back_a_sleeping_potion_you_placed() -> None:
    s = dealt(2, {"pack": 2}, ["shovel", "+3", "sleep", "-3", "-1", "+2"])
    s = play(s, "draw", "+6", "power sleep 1", "hold", "sleep", "draw", "+2")
    assert s.discard[-1] == "sleep" and "power shovel" not in G.legal_actions(s, 0)


def test_pelle_may_take_a_potion_someone_else_placed() -> None:
    s = table(("shovel",), (), (), discard=("sleep",), discard_by=(2,))
    assert "power shovel" in G.legal_actions(s, 0)


def test_a_refused_potion_is_still_its_placers_card() -> None:
    s = table(("+2",), ("sleep",), phase="draw", potions=(1, -1))
    s = G.apply(s, "draw", 0)
    assert s.discard == ("sleep", "+2") and s.discard_by == (1, 0)


# -- 13. Domination's last round: one turn per player ----------------------------------------------

def test_domination_last_round_is_one_turn_per_player_when_one_falls() -> None:
    s = table((), ("+12", "+8"), (), pack=1, phase="draw", pile=("+2",), lives=(5, 5, 1))
    s = play(s, "draw", "+2", "hold")  # seat 0 drew the last card and played its last turn
    assert s.turn == 1 and s.phase == "attack"
    s = play(s, "attack 2 +12,+8", "defend none")  # seat 2 falls before its last turn
    assert s.lives == (5, 5, 0) and s.phase == "over"


def test_domination_last_round_goes_on_when_the_drawer_falls() -> None:
    s = table((), ("+12", "+8"), (), pack=1, phase="draw", pile=("+2",), lives=(1, 5, 5))
    s = play(s, "draw", "+2", "hold", "attack 0 +12,+8", "defend none")
    assert s.lives[0] == 0 and s.turn == 2 and s.phase == "attack"
    s = play(s, "hold")
    assert s.phase == "over" and G.winners(s) == [1]  # tied on life points, seat 1 took one


# -- 14. Survivor: bombs count from 0 after the rebuild ---------------------------------------------

def test_survivor_bombs_count_from_zero_after_the_rebuild_even_with_a_bomb_on_top() -> None:
    s = table(("bomb",), (), mode="survivor", phase="draw", pile=("+2",), discard=("bomb", "-1", "bomb"),
              discard_by=(0, 1, 1), bombs=2)
    s = play(s, "draw", "+2")
    assert s.discard == ("bomb",) and s.pile == ("-1", "bomb") and G.bombs_down(s) == 0
    assert G.apply(s, "attack 1 bomb", 0).damage == 15


def test_survivor_an_empty_pile_is_rebuilt_when_a_turn_starts() -> None:
    """A rebuild from a discard pile of one card leaves the pile empty: the next turn rebuilds it."""
    s = table(("+4",), ("-1",), mode="survivor", phase="draw", pile=("+2",), discard=("+3",),
              discard_by=(1,))
    s = play(s, "draw", "+2")
    assert s.pile == () and s.discard == ("+3",)
    s = play(s, "attack 1 +4", "defend -1")
    assert s.turn == 1 and s.phase == "draw" and s.pile == ("+3", "+4") and s.discard == ("-1",)


# -- 15. A seat out of life points is out --------------------------------------------------------

def test_a_seat_out_of_life_points_is_never_asked_to_drink() -> None:
    s = table(("bomb", "+12"), (), (), drinking=True, lives=(4, 1, 4), bombs=3)
    s = play(s, "attack 1 +12,bomb", "defend none")
    assert s.lives == (4, 0, 4) and s.sips == (0, 0, 0) and s.phase == "draw" and s.turn == 2
    assert G.view(s, None)["last"]["result"] == "out"


def test_a_mirrored_bomb_that_puts_the_attacker_out_asks_nothing_more() -> None:
    s = table(("bomb", "+12"), ("mirror",), (), drinking=True, lives=(1, 4, 4), bombs=3)
    s = play(s, "attack 1 +12,bomb", "defend mirror")
    assert s.lives == (0, 4, 4) and s.sips == (0, 0, 0) and s.turn == 1 and G.actors(s) == (1,)


def test_chimiste_waters_the_sips_but_a_fourth_bombs_life_point_still_goes() -> None:
    s = table(("bomb", "+12"), ("chemist",), drinking=True, bombs=3)
    s = play(s, "attack 1 +12,bomb", "defend chemist")
    assert s.lives == (7, 6) and s.water == (0, 12) and s.sips == (0, 0)


# -- 16. Survivor: rallying is a choice ----------------------------------------------------------

def test_survivor_a_fallen_seat_may_join_nobody() -> None:
    s = table(("+12", "+8"), ("-1", "bomb"), ("+8",), mode="survivor", drinking=True, lives=(5, 1, 5))
    s = play(s, "attack 1 +12,+8", "defend none", "life")
    assert G.actors(s) == (1,) and "join none" in G.legal_actions(s, 1)
    assert G.describe(s, "join none", 1) == "Player 2 joins nobody"
    s = G.apply(s, "join none", 1)
    assert s.joining == () and s.allies == (-1, -1, -1) and s.hands[1] == ("-1", "bomb")
    s = play(replace(s, phase="power", turn=2), "attack 0 +8", "defend none", "drink")
    assert s.sips == (8, 0, 0)


def scripted(seats: int, options: dict[str, Any], deal: str, moves: str) -> State:
    """A game dealt `deal` (outcomes in order), then `moves`: "seat:action" or a chance outcome, "/" apart."""
    s = dealt(seats, options, deal.split())
    for move in moves.split("/"):
        seat, _, action = move.rpartition(":")
        if seat:
            s = G.apply(s, action, int(seat))
        else:
            assert G.actors(s) == (CHANCE,), f"{move!r} is no chance outcome here"
            s = G.apply(s, action)
    return s


def test_a_fallen_survivor_s_join_choices_are_sorted_like_every_legal_action_list() -> None:
    """Issue 34's reading: the contract's sorted action strings hold for the rally too ("join none" last)."""
    s = scripted(3, {"pack": 1, "mode": "survivor", "drinking": True}, "+2 +2 -1 +3 +3 -1 +4 +4 -3",
                 "0:draw/+6/0:attack 2 +2/2:defend none/2:life/1:draw/+6/1:attack 2 +2/2:defend none/2:life/"
                 "2:draw/-6/2:hold/0:draw/+6/0:attack 2 +3/2:defend none/2:life/"
                 "1:draw/+6/1:attack 2 +3/2:defend none/2:life/2:draw/-6/2:hold/"
                 "0:draw/+8/0:attack 2 +4/2:defend none/2:life")
    assert s.lives[2] == 0 and G.actors(s) == (2,)
    assert G.legal_actions(s, 2) == ["join 0", "join 1", "join none"]


# -- Issue 34: the hand limit is judged once what the fight brought is on the table -----------------
# "Le joueur doit finir son tour avec 5 cartes maximum", and a country's bonus holds "tout au long de la
# partie": from the moment it lies in front of its owner, the turn it arrives included.

def test_a_china_won_in_the_fight_lifts_the_hand_limit_before_the_turn_ends() -> None:
    """Issue 34's repro: seat 0 takes a life point with six cards in hand and draws China: no discard."""
    s = scripted(2, {"pack": 3, "mode": "domination", "drinking": False},
                 "france spain +12 +2 draw2 +3 -1 +4",
                 "0:draw/-1/0:hold/1:draw/+2/1:hold/0:draw/-3/0:hold/1:draw/+3/1:hold/"
                 "0:draw/-3/0:power draw2/-6/-6/0:attack 1 +12/1:defend none/china")
    assert s.countries[0] == ("china", "france") and len(s.hands[0]) == 6 and G.hand_limit(s, 0) == 6
    assert s.phase == "draw" and s.turn == 1 and G.actors(s) == (1,)


def test_a_china_won_in_the_fight_leaves_one_card_to_discard_from_seven() -> None:
    s = table(("+12", "+8", "+2", "-1", "-1", "-3", "-3", "-6", "-6"), ("+2",), pack=3, lives=(5, 3))
    s = play(s, "attack 1 +12,+8", "defend none")
    assert s.lives == (5, 2) and s.phase == "discard" and G.actors(s) == (CHANCE,)
    s = play(s, "china")
    assert s.phase == "discard" and G.legal_actions(s, 0) == ["discard +2", "discard -1", "discard -3",
                                                              "discard -6"]
    s = play(s, "discard -6")
    assert len(s.hands[0]) == 6 and s.turn == 1 and s.phase == "draw"


def test_any_other_country_won_in_the_fight_leaves_the_limit_at_five() -> None:
    s = table(("+12", "+8", "-1", "-1", "-3", "-3", "-6", "-6"), ("+2",), pack=3, lives=(5, 3))
    s = play(s, "attack 1 +12,+8", "defend none", "france")
    assert s.phase == "discard" and G.actors(s) == (0,)
    s = play(s, "discard -6")
    assert len(s.hands[0]) == 5 and s.turn == 1


def test_an_india_won_with_the_unicorns_raises_the_star_limit_in_the_same_turn() -> None:
    s = table(("unicorn", "unicorn", "unicorn", "sleep"), ("+2",), ("+3",), pack=3, lives=(5, 3, 3))
    s = play(s, "power unicorns")
    assert s.stars == 3 and "power sleep 1" not in G.legal_actions(replace(s, pending=()), 0)
    s = play(s, "india", "spain")
    assert G.star_limit(s, 0) == 4 and "power sleep 1" in G.legal_actions(s, 0)


def test_a_turn_a_china_ends_logs_the_next_player_s_epidemic_on_the_china_s_line() -> None:
    s = table(("+12", "+8", "-1", "-1", "-3", "-3", "-6", "-6"), ("+2",), pack=3, lives=(5, 3),
              epidemics=((), ((0, 1),)))
    s = play(s, "attack 1 +12,+8", "defend none")
    after = G.apply(s, "china")
    assert after.turn == 1 and after.phase == "draw"
    line = G.describe_played(s, "china", after, None, 1)
    assert "epidemic ticks (2 of 5)" in line, line


def test_cards_a_fallen_seat_rallies_with_count_toward_the_player_s_hand_limit_that_turn() -> None:
    """The rally comes of the player's own attack, in its turn: the turn ends after it, 5 cards at most."""
    s = table(("+12", "+8", "-1", "-3", "-6"), ("-1", "-3", "x2"), ("+2",), mode="survivor", lives=(5, 1, 5))
    s = play(s, "attack 1 +12,+8", "defend none")
    assert s.lives[1] == 0 and G.actors(s) == (1,) and s.turn == 0
    s = G.apply(s, "join 0", 1)
    assert len(s.hands[0]) == 6 and s.phase == "discard" and G.actors(s) == (0,)
    s = play(s, "discard x2")
    assert len(s.hands[0]) == 5 and s.turn == 2 and s.phase == "draw"


def test_a_seat_that_rallies_elsewhere_leaves_the_player_s_turn_to_end() -> None:
    s = table(("+12", "+8", "-1", "-3", "-6"), ("-1", "-3", "x2"), ("+2",), mode="survivor", lives=(5, 1, 5))
    s = G.apply(play(s, "attack 1 +12,+8", "defend none"), "join 2", 1)
    assert len(s.hands[2]) == 4 and s.turn == 2 and s.phase == "draw" and G.actors(s) == (2,)


def test_while_a_fallen_seat_chooses_whom_to_join_the_table_reads_that_not_a_discard() -> None:
    from pygames.games.drinking_war.prompt import Scene
    s = table(("+12", "+8", "-1", "-3", "-6"), ("-1", "-3", "x2"), ("+2",), mode="survivor", lives=(5, 1, 5))
    s = play(s, "attack 1 +12,+8", "defend none")
    assert s.phase == "discard" and G.legal_actions(s, 0) == []
    assert Scene(G.view(s, 0), [], ["Ann", "Bo", "Cy"]).waiting_text() == "Bo chooses whom to join."


# -- 17. No card is ever duplicated ----------------------------------------------------------------

def test_an_epidemic_that_puts_a_seat_out_is_discarded_once() -> None:
    s = table((), (), (), lives=(4, 1, 4), epidemics=((), ((0, 4), (2, 1)), ()))
    s = G.apply(s, "hold", 0)
    assert s.lives[1] == 0 and s.epidemics[1] == () and s.discard.count("epidemic") == 2
    assert s.taken == (1, 0, 0) and s.turn == 2


def test_two_epidemics_ending_together_are_both_discarded_once() -> None:
    s = table((), (), lives=(7, 1), epidemics=((), ((0, 4), (0, 4))))
    s = G.apply(s, "hold", 0)
    assert s.phase == "over" and s.discard.count("epidemic") == 2 and s.lives == (7, 0)


def _cards(s: State) -> Counter[str]:
    """Every card of the game wherever it is: pile, hands, discard, potions and epidemics on the table."""
    out = Counter(s.pile) + Counter(s.discard)
    for hand in s.hands:
        out += Counter(hand)
    out["sleep"] += sum(G.slept_on(s, i) for i in range(s.seats))
    out["epidemic"] += sum(len(e) for e in s.epidemics)
    return out


def _countries(s: State) -> Counter[str]:
    return Counter(s.country_pile) + Counter(c for owned in s.countries for c in owned)


CONFIGS = [(pack, mode, drinking) for pack in (1, 2, 3) for mode in ("domination", "survivor")
           for drinking in (False, True)]


@pytest.mark.parametrize("pack, mode, drinking", CONFIGS)
def test_no_card_is_ever_made_or_lost(pack: int, mode: str, drinking: bool) -> None:
    """The multiset of cards (pile, hands, discard, cards in front of seats) never changes, move after
    move, over seeded random playouts of every pack, mode and drinking option (and of the countries)."""
    deck = Counter(PACK1 if pack == 1 else PACK2)
    for seed in range(3):
        rng = random.Random(f"{pack}{mode}{drinking}{seed}")
        seats = rng.choice(G.seat_range({"pack": pack}))
        s = G.initial_state(seats, {"pack": pack, "mode": mode, "drinking": drinking})
        for _ in range(600):
            actors = G.actors(s)
            if not actors:
                break
            if actors == (CHANCE,):
                names, weights = zip(*G.chance_outcomes(s))
                s = G.apply(s, rng.choices(names, weights)[0])
            else:
                who = rng.choice(actors)
                s = G.apply(s, rng.choice(G.legal_actions(s, who)), who)
            assert _cards(s) == deck, (seed, s)
            assert pack < 3 or _countries(s) == Counter(list(COUNTRIES))


def test_the_rules_page_says_the_readings_decided_here_in_both_languages() -> None:
    from pygames.games.drinking_war.rules_page import RULES_HTML, RULES_HTML_FR
    english, french = " ".join(RULES_HTML.split()), " ".join(RULES_HTML_FR.split())
    for words in ("no passing before the draw", "one last turn per player", "Joining is a choice",
                  "even if a bomb is left on top", "discarded without being played",
                  "nor a potion you placed", "never again asked to drink",
                  "counted once the fight is settled"):
        assert words in english, words
    for words in ("On ne passe pas avant de piocher", "un dernier tour par joueur", "Se rallier est un choix",
                  "même s'il reste une bombe", "défaussée sans être jouée",
                  "ni une potion que vous avez posée", "on ne lui demande plus jamais de boire",
                  "comptées une fois le combat réglé"):
        assert words in french, words
