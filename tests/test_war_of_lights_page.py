"""The War of Lights page logic played whole, as the page plays it: presses in as data, pictures out
(pygames/games/war_of_lights/ui.py through pygames/web/board_logic.py's contract), no browser."""

from __future__ import annotations

import random

import pytest

from pygames.core.match import Match, new_match
from pygames.games.war_of_lights.text import seat_names, spin_text
from pygames.games.war_of_lights.ui import LOGIC, NapkinsUI
from pygames.web.board_logic import Press, Reply, Scene
from tests import page_kit
from tests.markup import Elements


class Screen(page_kit.Screen):
    """One browser's board, with the clock and what the live region has said."""

    logic = LOGIC

    def __init__(self, match: Match, seat: int | None = None) -> None:
        super().__init__(match, seat)
        self.now = 100.0
        self.names = tuple(seat_names(match.seat_count))
        self.said: list[str] = []
        self.serial: int | None = None
        self.show()

    def scene(self) -> Scene:
        return Scene(self.names, self.me, self.now)

    def draw(self) -> None:
        """Draw, and note the words the live region says anew."""
        picture = LOGIC.draw(self.ui, self.scene())
        if picture.said and picture.said[0] != self.serial:
            self.serial = picture.said[0]
            self.said.append(picture.said[1])
        self.html = picture.html

    def click_square(self, square: str) -> Reply[NapkinsUI]:
        return self.send(Press(act="square", data={"square": square, "act": "square"}))

    def click_button(self, name: str) -> Reply[NapkinsUI]:
        buttons = {a["data-action"] for a in Elements(self.html).with_attr("data-action")}
        assert name in buttons, f"no {name} button on the board: {sorted(buttons)}"
        return self.send(Press(act="war-of-lights-play", data={"action": name}))

    def key(self, key: str, focus: str | None = None) -> Reply[NapkinsUI]:
        return self.send(Press(key=key, focus={"square": focus} if focus else None))


def presses_for(action: str, by_keys: bool) -> list[tuple[str, str]]:
    """How a person plays `action`: ("square", "1a") clicks or types a square, ("button", name) a button."""
    if "-" in action:
        return [("square", part) for part in action.split("-")]
    if action.startswith("risk "):
        return [("button", "risk"), ("square", action.split()[1])]
    if len(action) == 2:
        return [("square", action)]
    return [("button", action)]


def play_as_a_person(screen: Screen, action: str, by_keys: bool) -> None:
    """Play `action` by clicks (or keys) and check the board proposes exactly it."""
    proposed = None
    for kind, what in presses_for(action, by_keys):
        if kind == "square":
            replies = [screen.key(what[0]), screen.key(what[1])] if by_keys else [screen.click_square(what)]
        else:
            letters = {"spawn": "s", "risk": "r", "stay": "t", "pass": "p"}
            replies = [screen.key(letters[what])] if by_keys else [screen.click_button(what)]
        for reply in replies:
            assert reply.hint is None, f"{action}: {reply.hint}"
            proposed = reply.action or proposed
        if proposed:
            break  # a risky spawn with one gelt beside the spawn point plays at the button
    assert proposed == action


def eager(match: Match, seat: int, rng: random.Random) -> str:
    """A player in a hurry: an attack when there is one (the game ends sooner), else anything."""
    legal = match.legal_actions(seat)
    napkins = match.view(None)["napkins"]
    attacks = [a for a in legal if "-" in a
               and napkins[int(a[-2]) - 1]["abcdefghi".index(a[-1])] not in (None, seat)]
    return rng.choice(attacks or legal)


@pytest.mark.parametrize(("seats", "by_keys"), [(2, False), (3, True)])
def test_a_whole_game_is_played_by_presses_alone(seats, by_keys):
    match = new_match("war-of-lights", seats, seed=seats)
    match.resolve_chance()
    screen = Screen(match)
    rng = random.Random(seats)
    for _turn in range(400):
        if match.game.is_over(match.state):
            break
        play_as_a_person(screen, eager(match, screen.me, rng), by_keys)
        screen.now += 0.3
    assert match.game.is_over(match.state)
    assert 'data-over="yes"' in screen.html
    assert screen.click_square("1e").hint  # the game is over: said, nothing played


def test_every_new_spin_is_announced_once_in_its_own_words():
    match = new_match("war-of-lights", 2, seed=5)
    match.resolve_chance()
    screen = Screen(match)
    spins_before = len(match.view(None)["spins"])
    screen.draw()  # a redraw of the same position says nothing new
    assert screen.said == []
    rng = random.Random(1)
    while len(screen.said) < 3:
        play_as_a_person(screen, rng.choice(match.legal_actions(screen.me)), False)
    view = match.view(None)
    assert len(view["spins"]) > spins_before
    assert screen.said[-1] == spin_text(view["spins"][-1], list(screen.names))


def test_a_redraw_while_the_dreidel_spins_lets_it_run_on():
    match = new_match("war-of-lights", 2, seed=5)
    match.resolve_chance()
    screen = Screen(match)
    rng = random.Random(2)
    count = match.view(None)["spin_count"]
    while match.view(None)["spin_count"] == count:
        play_as_a_person(screen, rng.choice(match.legal_actions(screen.me)), False)
    assert "spinning" in screen.html
    started = screen.ui.spun_at
    screen.now += 0.4
    screen.draw()
    assert screen.ui.spun_at == started and "--since:-0.40s" in screen.html and "spinning" in screen.html
    screen.now += 1.0
    screen.draw()
    assert "spinning" not in screen.html


def test_picking_a_gelt_lights_its_moves_and_pressing_it_again_lets_go():
    match = new_match("war-of-lights", 2, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    seat = screen.me
    mine = f"{seat + 1}a"
    reply = screen.click_square(mine)
    assert reply.redraw and screen.ui.selected == mine
    assert 'aria-pressed="true"' in screen.html
    screen.click_square(mine)
    assert screen.ui.selected is None
    screen.click_square(mine)
    assert screen.key("Escape").redraw and screen.ui.selected is None


def test_a_press_on_someone_elses_gelt_says_why_nothing_happens():
    match = new_match("war-of-lights", 2, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    other = f"{2 - screen.me}e"
    reply = screen.click_square(other)
    assert reply.action is None and reply.hint and not reply.redraw


def test_arrows_walk_the_focus_from_the_focused_square_and_take_the_key():
    match = new_match("war-of-lights", 2, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    assert not screen.key("ArrowRight").used  # focus is off the table: the page scrolls
    reply = screen.key("ArrowRight", focus="1c")
    assert reply.used and reply.focus == '[data-square="2a"]' and screen.ui.cursor == "2a"
    squares = Elements(screen.html).with_attr("data-square")
    in_tab_order = [a["data-square"] for a in squares if a["tabindex"] == "0"]
    assert in_tab_order == ["2a"]


def test_a_screen_that_may_not_act_offers_nothing_and_plays_nothing():
    match = new_match("war-of-lights", 2, seed=3)
    match.resolve_chance()
    to_move = match.game.actors(match.state)[0]
    screen = Screen(match, seat=1 - to_move)
    assert "Waiting for the other players." in screen.html
    reply = screen.click_square(f"{2 - to_move}a")
    assert reply.action is None and reply.hint
