"""The Yacht page logic played whole, as the page plays it: presses in as data, pictures out, a computer's
turn shown beat by beat on a clock the test holds (pygames/games/yacht/ui.py), no browser."""

from __future__ import annotations

import random

import pytest

from pygames.core.game import CHANCE
from pygames.core.match import Match, new_match
from pygames.games.yacht import REROLL_ALL
from pygames.games.yacht.show import KEEP_MS, LAND_MS, SCORE_MS, playing_text
from pygames.games.yacht.ui import FAST_KEY, LOGIC, TrayUI
from pygames.web.board_logic import Picture, Press, Reply, Scene
from tests.markup import Elements

NAMES = ("Ann", "Computer")


class Screen:
    """One browser's Yacht board: the match, the UI state, a clock, and what the status line says."""

    def __init__(self, match: Match, computers: frozenset[int] = frozenset(), fast: bool = False) -> None:
        self.match, self.computers, self.now = match, computers, 10.0
        self.ui: TrayUI = LOGIC.start({FAST_KEY: "1" if fast else "0"})
        self.statuses: list[str | None] = []
        self.show()

    @property
    def to_move(self) -> int | None:
        actors = self.match.game.actors(self.match.state)
        return actors[0] if actors and actors[0] != CHANCE else None

    @property
    def me(self) -> int | None:
        seat = self.to_move
        return None if seat is None or seat in self.computers else seat

    def scene(self) -> Scene:
        return Scene(NAMES[:self.match.seat_count], self.me, self.now, None, self.computers)

    def show(self) -> Picture:
        """Take the match's view as the page does after every change, and draw it."""
        legal = self.match.legal_actions(self.me) if self.me is not None else []
        self.ui = LOGIC.take(self.ui, self.match.view(None), legal, self.scene())
        return self.draw()

    def draw(self) -> Picture:
        picture = LOGIC.draw(self.ui, self.scene())
        self.html, self.picture = picture.html, picture
        self.statuses.append(picture.status)
        return picture

    def send(self, press: Press) -> Reply[TrayUI]:
        reply = LOGIC.interpret(self.ui, press, self.scene())
        self.ui = reply.ui
        if reply.action is not None:
            self.play(reply.action)
        elif reply.redraw:
            self.draw()
        return reply

    def play(self, action: str, seat: int | None = None) -> None:
        self.match.play(action, self.me if seat is None else seat)
        self.match.resolve_chance()
        self.show()

    def run_clock(self, limit: float = 30.0) -> None:
        """Let time pass, waking the logic whenever its picture asks, until it asks no more."""
        end = self.now + limit
        while self.picture.wake_ms is not None and self.now < end:
            self.tick()

    def tick(self) -> None:
        """Let time pass until the picture's wake, and wake the logic."""
        self.now += (self.picture.wake_ms or 0) / 1000
        self.ui = LOGIC.wake(self.ui, self.scene()).ui
        self.draw()

    @property
    def dice(self) -> list[int]:
        return list(self.ui.shown)


def keep_and_roll(screen: Screen, rng: random.Random, by_keys: bool) -> None:
    """Mark a random set of dice to keep (at least one rolled), then Roll."""
    for index in range(5):
        if rng.random() < 0.4 and len(screen.ui.kept) < 4:
            screen.send(Press(key=str(index + 1)) if by_keys else Press(act="keep", data={"die": str(index)}))
    kept = set(screen.ui.kept)
    rolled = sorted(face for i, face in enumerate(screen.dice) if i not in kept)
    reply = screen.send(Press(key="r") if by_keys else Press(act="roll"))
    assert reply.action == (REROLL_ALL if not kept else "".join(map(str, rolled)))


def score_somewhere(screen: Screen, rng: random.Random, typed: bool) -> None:
    """Score an open box: by its button, or typed into the command field."""
    boxes = [a for a in screen.match.legal_actions(screen.me) if a.isalpha() and a != REROLL_ALL]
    box = rng.choice(boxes)
    boxed = Elements(screen.html).with_attr("data-box")
    pots = {a["data-box"] for a in boxed if a.get("data-act") == "score"}
    assert set(boxes) == pots
    press = Press(act="command", data={"text": f" {box.upper()} "}) if typed else Press(act="score",
                                                                                       data={"box": box})
    assert screen.send(press).action == box


@pytest.mark.parametrize(("seats", "by_keys"), [(1, False), (2, True)])
def test_a_whole_game_is_played_by_presses_alone(seats, by_keys):
    match = new_match("yacht", seats, seed=seats)
    match.resolve_chance()
    screen = Screen(match)
    rng = random.Random(seats)
    while not match.game.is_over(match.state):
        if REROLL_ALL in match.legal_actions(screen.me) and rng.random() < 0.7:
            keep_and_roll(screen, rng, by_keys)
        else:
            score_somewhere(screen, rng, typed=by_keys)
        screen.now += 1.0
    assert 'data-over="yes"' in screen.html


def test_dice_kept_stay_kept_and_in_their_places_after_a_reroll():
    match = new_match("yacht", 1, seed=7)
    match.resolve_chance()
    screen = Screen(match)
    screen.send(Press(act="keep", data={"die": "1"}))
    screen.send(Press(act="keep", data={"die": "3"}))
    before = screen.dice
    screen.send(Press(act="roll"))
    assert screen.ui.kept == frozenset({1, 3})
    assert [screen.dice[1], screen.dice[3]] == [before[1], before[3]]


def computer_game(fast: bool = False) -> Screen:
    """Ann (seat 0) against the computer (seat 1), Ann's first turn scored: the computer is to move."""
    match = new_match("yacht", 2, seed=11)
    match.resolve_chance()
    screen = Screen(match, computers=frozenset({1}), fast=fast)
    screen.run_clock()
    screen.send(Press(act="score", data={"box": "c"}))
    assert screen.to_move == 1
    return screen


def computer_turn(screen: Screen) -> None:
    """The computer rerolls all five twice, then scores its first open box, each as the page gets it."""
    for _ in range(2):
        screen.play(REROLL_ALL, 1)
    screen.play(next(a for a in screen.match.legal_actions(1) if a.isalpha() and a != REROLL_ALL), 1)


def test_the_status_never_hands_the_turn_back_while_the_computers_turn_is_on_show():
    screen = computer_game()
    start_ply = screen.ui.ply
    computer_turn(screen)  # three decisions arrive at once, as they do when the computer is quick
    assert screen.to_move == 0 and screen.ui.ply == start_ply  # the board still shows where it was
    assert screen.picture.status == playing_text("Computer")
    beats = []
    while screen.picture.wake_ms is not None:
        screen.tick()
        beats.append((screen.ui.beat, screen.picture.status, screen.ui.legal))
        if screen.ui.showing is not None:  # nothing to press for Ann while any beat is shown
            assert screen.picture.status is not None and screen.ui.legal == ()
            assert 'data-act="score"' not in screen.html
    assert screen.picture.status is None  # the page's own words ("Your turn") come back only now
    assert screen.ui.ply == screen.match.ply and screen.ui.legal  # with Ann's controls live
    said = [status for _beat, status, _legal in beats if status]
    assert said[0] == "Computer rolls all five again" and any("scores" in s for s in said)


def test_a_computer_beat_lasts_as_long_as_it_says():
    screen = computer_game()
    screen.play(REROLL_ALL, 1)
    waits = []
    while screen.picture.wake_ms is not None:
        waits.append(screen.picture.wake_ms)
        screen.tick()
    assert waits[0] <= LAND_MS and waits[1] == KEEP_MS


def test_a_scored_box_stays_lit_before_the_next_turns_dice():
    screen = computer_game()
    screen.play(next(a for a in screen.match.legal_actions(1) if a.isalpha() and a != REROLL_ALL), 1)
    screen.tick()  # the first beat
    assert screen.ui.beat == "score" and "scored-now" in screen.html
    assert screen.picture.wake_ms == SCORE_MS


def test_fast_shows_the_computers_turn_at_once_and_is_kept():
    screen = computer_game()
    computer_turn(screen)
    reply = screen.send(Press(act="fast"))
    assert reply.store == (FAST_KEY, "1") and reply.focus == "[data-act=fast]"
    assert screen.ui.ply == screen.match.ply and screen.picture.status is None
    fast = computer_game(fast=True)
    computer_turn(fast)
    assert fast.ui.ply == fast.match.ply and fast.ui.showing is None  # no show at all


def test_a_takeback_during_the_show_drops_it():
    screen = computer_game()
    drawn = screen.ui.ply
    computer_turn(screen)
    screen.match.goto(drawn - 2)  # back into Ann's turn
    screen.show()
    assert screen.ui.showing is None and screen.ui.ply == screen.match.ply and screen.picture.status is None


def test_the_arrows_walk_the_dice_and_tab_stops_follow_the_focus():
    match = new_match("yacht", 1, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    reply = screen.send(Press(key="ArrowRight", focus={"die": "2", "act": "keep"}))
    third = '[data-die="3"]'
    assert reply.used and reply.focus == third and reply.tabstop == ("[data-die]", third)
    reply = screen.send(Press(act="focus", data={"die": "2"}))
    assert screen.ui.die_home == 2 and not reply.redraw
    screen.draw()
    homes = [a["data-die"] for a in Elements(screen.html).with_attr("data-die") if a.get("tabindex") == "0"]
    assert homes == ["2"]
    assert not screen.send(Press(key="ArrowRight")).used  # focus off the tray: the page keeps the key


def test_a_hint_is_worked_out_as_a_job_and_a_stale_answer_is_dropped():
    match = new_match("yacht", 1, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    reply = screen.send(Press(act="hint"))
    assert reply.job == "hint" and screen.ui.hint == {"ply": screen.ui.ply}
    answer = {"ply": screen.ui.ply, "choices": [], "ms": 1.0, "load_ms": 1.0}
    done = LOGIC.done(screen.ui, "hint", answer, screen.scene())
    assert done.ui.hint == answer and done.redraw and done.reveal
    screen.send(Press(act="roll"))  # a new position before the answer came
    assert LOGIC.done(screen.ui, "hint", answer, screen.scene()).ui.hint is None


def test_a_language_switch_carries_the_kept_dice_over_to_the_new_page():
    match = new_match("yacht", 1, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    screen.send(Press(act="keep", data={"die": "0"}))
    keepsake = LOGIC.keepsake(screen.ui)
    again = Screen(match)
    assert LOGIC.adopt(again.ui, keepsake).kept == frozenset({0})
    assert LOGIC.adopt(again.ui, {"ply": 99}) is again.ui


def test_a_yacht_gets_its_banner_once_and_its_words():
    match = new_match("yacht", 1, seed=3)
    match.resolve_chance()
    screen = Screen(match)
    view = dict(match.view(None))
    view.update(ply=view["ply"] + 1, dice=[4] * 5, rolled=[4] * 5, rolls_left=view["rolls_left"] - 1)
    ui = LOGIC.take(screen.ui, view, [], screen.scene())
    picture = LOGIC.draw(ui, screen.scene())
    assert 'data-cheer="yes"' in picture.html and 'class="yacht-cheer"' in picture.html
    assert picture.said and "five 4s" in picture.said[1]
    later = Scene(NAMES[:1], None, screen.now + 3.0)
    gone = LOGIC.wake(ui, later)
    assert gone.redraw and 'class="yacht-cheer"' not in LOGIC.draw(gone.ui, later).html
