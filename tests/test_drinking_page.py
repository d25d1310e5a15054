"""The Drinking page logic played whole, as the page plays it: presses in as data, pictures out
(pygames/games/drinking/ui.py through pygames/web/board_logic.py's contract), no browser."""

from __future__ import annotations

import random

import pytest

from pygames.core.match import Match, new_match
from pygames.games.drinking.ui import ANIMATION_S, LOGIC
from pygames.web.board_logic import Press, Scene
from tests import page_kit
from tests.markup import Elements

NAMES = ("Red", "Blue", "Green", "Yellow")


class Screen(page_kit.Screen):
    """One browser's table at a shared screen, with the clock."""

    logic = LOGIC

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.now = 50.0
        self.show()

    def scene(self) -> Scene:
        return Scene(NAMES[:self.match.seat_count], self.me, self.now)


def play_as_a_person(screen: Screen, action: str, by_keys: bool) -> None:
    """Play `action` by clicks or keys: pick its drink unless it comes picked, then a square or the head."""
    first, second = action.split()
    slot = int(second if first == "drink" else first)
    replies = []
    if screen.ui.picked != slot:
        pick = Press(key=str(slot)) if by_keys else Press(act="pick", data={"slot": str(slot)})
        replies.append(screen.send(pick))
    if first == "drink":
        replies.append(screen.send(Press(key="d") if by_keys else Press(act="drink-head")))
    else:
        replies.append(screen.send(Press(act="square", data={"square": second})))
    assert replies[-1].action == action, [r.hint for r in replies]


@pytest.mark.parametrize(("seats", "by_keys"), [(2, False), (3, True)])
def test_a_whole_game_is_played_by_presses_alone(seats, by_keys):
    match = new_match("drinking", seats, {"hourglass": 0}, seed=seats)
    match.resolve_chance()
    screen = Screen(match)
    rng = random.Random(seats)
    for _turn in range(500):
        if match.game.is_over(match.state):
            break
        legal = [a for a in match.legal_actions(screen.me) if a != "time"]
        play_as_a_person(screen, rng.choice(legal), by_keys)
        screen.now += 0.5
    assert match.game.is_over(match.state)
    assert 'data-over="yes"' in screen.html


def test_a_lone_drink_on_offer_comes_picked_and_a_square_is_enough():
    match = new_match("drinking", 2, {"hourglass": 0}, seed=2)
    match.resolve_chance()
    lone = [a for a in match.legal_actions(0) if a == "drink 2" or a.startswith("2 ")]  # an offer of one
    ui = LOGIC.take(LOGIC.start({}), match.view(None), lone, Scene(NAMES[:2], 0))
    assert ui.picked == 2
    square = lone[-1].split()[1]
    reply = LOGIC.interpret(ui, Press(act="square", data={"square": square}), Scene(NAMES[:2], 0))
    assert reply.action == f"2 {square}"


def several_drinks_offered(seed: int) -> Screen:
    """A fresh table whose first turn offers more than one drink (nothing comes picked)."""
    match = new_match("drinking", 2, {"hourglass": 0}, seed=seed)
    match.resolve_chance()
    screen = Screen(match)
    assert screen.ui.picked is None, "this seed offers a single drink"
    return screen


def test_a_square_with_no_drink_picked_gives_a_hint_and_plays_nothing():
    screen = several_drinks_offered(2)
    ply = screen.match.ply
    reply = screen.send(Press(act="square", data={"square": "d4"}))
    assert reply.action is None and reply.hint and screen.match.ply == ply


def test_pressing_the_picked_drink_again_or_escape_lets_go_of_it():
    screen = several_drinks_offered(2)
    assert screen.send(Press(act="pick", data={"slot": "1"})).redraw and screen.ui.picked == 1
    assert screen.send(Press(act="pick", data={"slot": "1"})).redraw and screen.ui.picked is None
    screen.send(Press(key="2"))
    assert screen.ui.picked == 2
    assert screen.send(Press(key="Escape")).redraw and screen.ui.picked is None


def test_arrows_move_the_cursor_from_the_focused_square_or_the_body_and_stop_at_the_edge():
    screen = several_drinks_offered(2)
    assert not screen.send(Press(key="ArrowUp")).used  # focus elsewhere: the key keeps its own meaning
    reply = screen.send(Press(key="ArrowUp", on_body=True))
    assert reply.used and screen.ui.cursor == "d5" and reply.focus == '[data-square="d5"]'
    reply = screen.send(Press(key="ArrowLeft", focus={"square": "a3", "key": "a3"}))
    assert screen.ui.cursor == "a3"
    squares = Elements(screen.html).with_attr("data-square")
    cursor = [a["data-square"] for a in squares if a.get("tabindex") == "0"]
    assert cursor == ["a3"]


def test_a_scoring_is_animated_once_and_a_redraw_meanwhile_runs_it_on():
    match = new_match("drinking", 2, {"hourglass": 0}, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    assert screen.ui.animation is None  # the first drawing animates nothing (a reload says it in words)
    play_as_a_person(screen, next(a for a in match.legal_actions(screen.me) if a != "time"), False)
    started = screen.ui.animation
    assert started is not None and started[0] == match.view(None)["ply"]
    screen.now += 0.5
    screen.send(Press(key="Escape"))  # a redraw of its own (or none): the animation stays as it was
    assert screen.ui.animation == started
    during = LOGIC.draw(screen.ui, Scene(NAMES[:2], screen.me, started[2] + 0.5)).html
    after = LOGIC.draw(screen.ui, Scene(NAMES[:2], screen.me, started[2] + ANIMATION_S)).html
    assert during != after  # past the animation the board is drawn without the board before


def test_the_hourglass_shows_for_the_seat_to_move_only_while_the_game_runs():
    match = new_match("drinking", 2, {"hourglass": 30}, seed=2)
    match.resolve_chance()
    screen = Screen(match)
    assert LOGIC.clock_seat(screen.ui) == screen.me
    untimed = Screen(new_match("drinking", 2, {"hourglass": 0}, seed=2))
    assert LOGIC.clock_seat(untimed.ui) is None
