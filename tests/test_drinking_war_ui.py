"""The Drinking War page logic played as the page plays it: presses in as data, pictures out
(pygames/games/drinking_war/ui.py through pygames/web/board_logic.py's contract), no browser."""

from __future__ import annotations

import random

import pytest

from pygames.core.match import Match, new_match
from pygames.games.drinking_war.controls import hand_cards
from pygames.games.drinking_war.ui import KEYS, LOGIC, TARGETS, HandUI
from pygames.web.board_logic import Press, Reply, Scene
from tests import page_kit

NAMES = ("Ann", "Bob", "Cy")
BY_KEY = {action: key for key, action in KEYS.items()}


class Screen(page_kit.Screen):
    """A shared screen: whoever is to act holds it and sees their own hand (no cover between turns here)."""

    logic = LOGIC

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.covered = False
        self.show()

    @property
    def viewer(self) -> int | None:
        return self.me

    def scene(self) -> Scene:
        return Scene(NAMES[:self.match.seat_count], self.me, 0.0, covered=self.covered,
                     options=self.match.options)

    def card(self, index: int, by_key: bool) -> Reply[HandUI]:
        return self.send(Press(key=str(index + 1)) if by_key else Press(act="drinking-war-card",
                                                                         data={"index": str(index)}))


def by_presses(screen: Screen, action: str, rng: random.Random) -> bool:
    """Play `action` as a person would, if it is one a person plays by presses here; False if not tried."""
    hand = hand_cards(screen.ui.view)
    words = action.split()
    by_key = rng.random() < 0.5
    if action in BY_KEY:
        reply = screen.send(Press(key=BY_KEY[action]))
    elif words[0] == "discard":
        reply = screen.card(hand.index(words[1]), by_key)
    elif words[0] == "attack" and "x" not in words[2]:
        cards = words[2].split(",")
        places = [hand.index(c) for c in cards] if len(set(cards)) == len(cards) else None
        if places is None:
            return False
        for place in places:
            assert screen.card(place, by_key).action is None
        reply = screen.send(Press(act="drinking-war-attack", data={"seat": words[1]}))
    elif action == "defend none":
        reply = screen.send(Press(key="f") if by_key else Press(act="drinking-war-defend"))
    else:
        return False
    assert reply.action == action, (action, reply.hint)
    return True


@pytest.mark.parametrize(("seats", "pack"), [(2, 1), (3, 2)])
def test_a_game_is_played_by_presses_wherever_a_person_would_press(seats, pack):
    match = new_match("drinking-war", seats, {"pack": pack, "mode": "domination", "drinking": False},
                      seed=seats)
    match.resolve_chance()
    screen = Screen(match)
    rng = random.Random(seats)
    pressed = 0
    for _step in range(1500):
        if match.game.is_over(match.state):
            break
        action = rng.choice(match.legal_actions(screen.me))
        if by_presses(screen, action, rng):
            pressed += 1
        else:
            match.play(action, screen.me)
            match.resolve_chance()
            screen.show()
    assert match.game.is_over(match.state) and 'drinking-war' in screen.html
    assert pressed > 50


def started(seed: int = 4) -> Screen:
    """Pack 2, two seats, Ann to attack once she has drawn."""
    match = new_match("drinking-war", 2, {"pack": 2, "mode": "domination", "drinking": False}, seed=seed)
    match.resolve_chance()
    screen = Screen(match)
    screen.send(Press(key="d"))
    return screen


def attack_card(screen: Screen) -> int:
    hand = hand_cards(screen.ui.view)
    return next(i for i, card in enumerate(hand) if card.startswith("+") and "x" not in card)


def test_escape_lets_go_of_the_picked_cards_says_so_and_focuses_the_card():
    screen = started()
    index = attack_card(screen)
    assert screen.card(index, by_key=False).redraw and screen.ui.picked == {index}
    reply = screen.send(Press(key="Escape"))
    assert reply.used and reply.notice and reply.focus == f'[data-key="card{index}"]' and not screen.ui.picked
    assert not screen.send(Press(key="Escape")).used  # nothing picked: Escape is the page's


def test_a_new_position_lets_go_of_the_picked_cards():
    screen = started()
    screen.card(attack_card(screen), by_key=True)
    screen.match.play("hold", screen.me)
    screen.match.resolve_chance()
    screen.show()
    assert screen.ui.picked == frozenset()


def test_the_i_key_opens_the_focused_cards_full_text_else_the_first_cards():
    screen = started()
    hand = hand_cards(screen.ui.view)
    reply = screen.send(Press(key="i", focus={"card": hand[1], "key": "card1"}))
    assert reply.dialog is not None and reply.dialog.testid == "card-info"
    second = Press(act="drinking-war-info", data={"info": f"card:{hand[1]}"})
    assert reply.dialog == screen.send(second).dialog
    first = Press(act="drinking-war-info", data={"info": f"card:{hand[0]}"})
    assert screen.send(Press(key="?")).dialog == screen.send(first).dialog


def test_arrows_walk_a_powers_targets_and_no_hand_shows_while_covered():
    screen = started()
    assert screen.send(Press(key="ArrowRight")).walk == (TARGETS, 1)
    screen.covered = True
    covered = LOGIC.draw(screen.ui, screen.scene()).html
    assert not any(f'data-key="card{i}"' in covered for i in range(9))
    assert screen.card(0, by_key=False).action is None and screen.ui.picked == frozenset()


def test_a_card_pressed_out_of_turn_or_out_of_the_hand_plays_nothing():
    screen = started()
    assert screen.send(Press(act="drinking-war-card", data={"index": "40"})).action is None
    assert screen.send(Press(act="drinking-war-card", data={"index": ""})).action is None
    waiting = Screen(screen.match)
    waiting.ui = LOGIC.take(waiting.ui, screen.match.view(1), [], waiting.scene())
    assert LOGIC.interpret(waiting.ui, Press(key="1"), waiting.scene()).hint == "Wait for your turn."
