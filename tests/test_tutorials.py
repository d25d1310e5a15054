"""The guided first games (pygames/games/<game>/tutorial.py, played by pygames.web.lesson.LessonTable):
every step's action and what follows it is legal in the engine with its scripted chance, each lesson
reaches the ending its words promise, a wrong action gets the step's hint and changes nothing, a lesson
reopens at the step it was left at, and what a step lights is a kind of element its game draws."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames.core.errors import IllegalAction
from pygames.core.match import Match
from pygames.core.savebook import MemoryStore, SaveBook
from pygames.core.tutorial import Hint, Tutorial, lesson_match
from pygames.web.catalogue import listings
from pygames.web.lesson import Coaching, LessonTable, coach_html, light_css, lit, tutorials
from pygames.web.pages import game_card, rules_page

LESSONS = tutorials()
GAMES = sorted(LESSONS)
SHORT = range(3, 11)  # a first game stays short


def at(game: str, step: int) -> Match:
    """The match of `game`'s lesson when its step `step` (0-based) is due."""
    return lesson_match(LESSONS[game], step)


def test_the_games_with_a_lesson_are_found_from_their_folders():
    folders = Path(__file__).resolve().parents[1] / "pygames" / "games"
    with_lesson = {listing.id for listing in listings().values()
                   if (folders / listing.package.rsplit(".", 1)[1] / "tutorial.py").exists()}
    assert with_lesson and set(GAMES) == with_lesson


@pytest.mark.parametrize("game", GAMES)
def test_every_step_is_legal_in_the_engine_with_its_scripted_chance(game):
    tutorial = LESSONS[game]
    assert len(tutorial.steps) in SHORT
    for number, step in enumerate(tutorial.steps):
        match = at(game, number)
        assert not match.at_chance, f"step {number + 1}: a chance outcome is missing before it"
        assert match.actors == (tutorial.seat,), f"step {number + 1}: the learner is not the one to act"
        assert step.do in match.legal_actions(tutorial.seat), f"step {number + 1}: {step.do!r} is illegal"
    end = at(game, len(tutorial.steps))  # every `then` replays too (follow raises on an illegal one)
    assert not end.at_chance


def test_gobblet_lesson_gobbles_a_small_piece_and_ends_in_reds_line():
    before = at("gobblet", 1).view(None)["squares"][0]  # a1, before the gobble
    after = at("gobblet", 2).view(None)["squares"][0]
    assert before == [{"colour": "yellow", "size": 1}]
    assert after == [{"colour": "yellow", "size": 1}, {"colour": "red", "size": 2}]
    end = at("gobblet", len(LESSONS["gobblet"].steps))
    assert end.is_over and end.winners() == [0] and end.view(None)["line"] == ["c1", "b2", "a3"]


def owner(match: Match, square: str) -> int | None:
    """Whose gelt stands on a War of Lights square ("2a"), None when it is empty."""
    state = match.state
    value = state.board[(int(square[0]) - 1) * 9 + "abcdefghi".index(square[1])]
    return None if value < 0 else value


def test_war_of_lights_lesson_gimel_takes_the_square_shin_loses_the_attacker_and_blue_wins():
    steps = LESSONS["war-of-lights"].steps
    assert [step.then[0] for step in steps[:3]] == ["gimel", "shin", "gimel"]
    after_gimel = at("war-of-lights", 1)
    assert owner(after_gimel, "2a") == 0 and owner(after_gimel, "1a") is None
    before_shin, after_shin = at("war-of-lights", 1), at("war-of-lights", 2)
    assert after_shin.scores()[0] == before_shin.scores()[0] - 1  # the attacker is gone
    assert owner(after_shin, "2a") == 1  # Red steps into the square the attacker lost
    end = at("war-of-lights", len(steps))
    assert end.is_over and end.winners() == [0] and owner(end, "2e") == 0


def test_drinking_war_lesson_a_bomb_met_by_miroir_costs_its_attacker_a_life_point():
    steps = LESSONS["drinking-war"].steps
    mirror = next(number for number, step in enumerate(steps) if step.do == "defend mirror")
    bombed = at("drinking-war", mirror)
    assert bombed.history[-1] == "attack 0 bomb"
    after = at("drinking-war", mirror + 1)
    assert after.view(0)["lives"] == [bombed.view(0)["lives"][0], bombed.view(0)["lives"][1] - 1]


def test_drinking_lesson_clears_row_1_with_a_barrel_in_it_for_300_points():
    steps = LESSONS["drinking"].steps
    barrel = next(number for number, step in enumerate(steps) if step.do == "1 f1")
    assert at("drinking", barrel).view(0)["offer"][0]["kind"] == "barrel"
    before, after = at("drinking", barrel + 1), at("drinking", barrel + 2)
    assert before.view(0)["board"][0][5]["kind"] == "barrel"
    assert all(before.view(0)["board"][0][:6]) and not any(after.view(0)["board"][0])  # row 1 cleared
    gained = after.view(0)["scores"][0] - before.view(0)["scores"][0]
    assert gained == 300 + 50 + 20  # the line (100 + 50 for the barrel, doubled), the glass, its stain


def test_yacht_lesson_rolls_a_yacht_and_a_large_straight_and_scores_them():
    card = at("yacht", len(LESSONS["yacht"].steps)).view(0)
    assert at("yacht", 1).view(0)["dice"] == [2, 2, 2, 2, 2]
    assert sorted(at("yacht", 3).view(0)["dice"]) == [1, 2, 3, 4, 5]
    assert at("yacht", len(LESSONS["yacht"].steps)).scores() == [50 + 40 + 3]
    assert card["dice"] == [3, 3, 4, 5, 6]


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_action_gets_the_steps_hint_and_changes_nothing(game):
    tutorial = LESSONS[game]
    for number, step in enumerate(tutorial.steps):
        kept: list[int] = []
        table = LessonTable(tutorial, number, remember=kept.append)
        wrong = [action for action in table.legal(tutorial.seat) if action != step.do]
        history = table.match.history
        for action in wrong[:3] + ["no such action"]:
            with pytest.raises(Hint, match=re.escape(step.hint)):
                table.propose(tutorial.seat, action)
        assert table.match.history == history and table.step == number and kept == []
        assert table.lesson().hint == step.hint  # the panel shows it too
        table.propose(tutorial.seat, step.do)
        assert kept == [number + 1] and table.lesson().hint == ""


def test_a_hint_is_an_illegal_action_so_every_page_refuses_it_as_one():
    assert issubclass(Hint, IllegalAction)


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_reopens_at_the_step_it_was_left_at(game):
    tutorial = LESSONS[game]
    book = SaveBook(MemoryStore())
    table = LessonTable(tutorial, book.lesson_step(game), remember=lambda s: book.keep_lesson_step(game, s))
    for step in tutorial.steps[:2]:
        table.propose(tutorial.seat, step.do)
    again = LessonTable(tutorial, book.lesson_step(game))
    assert book.lesson_step(game) == 2 and again.step == 2
    assert again.match.history == table.match.history and again.lesson().say == tutorial.steps[2].say
    book.keep_lesson_step(game, 0)  # Start over
    assert LessonTable(tutorial, book.lesson_step(game)).match.history == at(game, 0).history


def test_a_damaged_step_note_opens_the_lesson_at_its_start():
    book = SaveBook(MemoryStore())
    book.store.setItem("pygames:lesson:gobblet", "x")
    assert book.lesson_step("gobblet") == 0
    assert LessonTable(LESSONS["gobblet"], 99).step == 0


def test_the_end_of_a_lesson_says_its_last_words_and_offers_a_real_game():
    tutorial = LESSONS["gobblet"]
    table = LessonTable(tutorial, len(tutorial.steps))
    coaching = table.lesson()
    assert coaching.done and coaching.say == tutorial.done and not coaching.light
    assert 'href="#/new/gobblet"' in coach_html(coaching) and "Done" in coach_html(coaching)
    with pytest.raises(Hint):
        table.propose(0, "1a1")
    real = table.next_match(False, "")
    assert real.meta["seats"][0] == {"kind": "human"} and real.meta["seats"][1]["kind"] == "computer"


def test_a_lesson_keeps_no_save_has_no_takebacks_no_clock_and_no_auto_play():
    table = LessonTable(LESSONS["gobblet"])
    assert not table.keeps and not table.can_undo and not table.can_redo and table.switchable == ()
    assert not table.offers_next_game and table.computers_due(resume=True) == [] and table.deadline(0) is None
    with pytest.raises(Hint):
        table.undo()


def source_of(game: str) -> str:
    """Every pure page module of a game, and the page's own markup, as one text."""
    folder = Path(__file__).parent.parent / "pygames" / "games" / game.replace("-", "_")
    web = Path(__file__).parent.parent / "pygames" / "web" / "play_html.py"
    return "\n".join(path.read_text() for path in [*sorted(folder.glob("*.py")), web]
                     if path.name != "tutorial.py")


@pytest.mark.parametrize("game", GAMES)
def test_what_a_step_lights_is_a_kind_of_element_its_game_draws(game):
    text = source_of(game)
    for step in LESSONS[game].steps:
        assert step.light, f"{step.say!r} lights nothing"
        for selector in step.light:
            names = re.findall(r"\[([a-z-]+)=", selector)
            classes = re.findall(r"\.([a-z][a-z0-9-]*)", selector)
            assert names or classes, selector
            for name in names:  # written data-square="..." or data_square=... in Python's attrs()
                assert name in text or name.replace("-", "_") in text, f"{selector}: nothing draws {name}"
            for name in classes:
                assert name in text, f"{selector}: nothing draws class {name}"


def test_the_lit_targets_are_looked_for_on_the_board_and_lit_by_a_style_rule():
    coaching = Coaching("gobblet", 1, 4, "say", ('[data-square="b2"]', "#status"))
    assert lit(coaching) == ['#board-area [data-square="b2"]', "#status"]
    assert light_css(coaching).startswith(':is(#board-area [data-square="b2"], #status) {')
    assert light_css(None) == "" and coach_html(None) == ""


def test_every_game_with_a_lesson_links_it_from_its_home_card_and_its_rules_page():
    games = listings()
    for game in GAMES:
        assert f'href="#/learn/{game}"' in game_card(games[game])
        assert f'href="#/learn/{game}"' in rules_page(games[game])
    for game in set(games) - set(GAMES):
        assert "#/learn/" not in game_card(games[game])


def test_every_lesson_is_a_tutorial_of_a_registered_game_with_its_words_in_each_step():
    for game, tutorial in LESSONS.items():
        assert isinstance(tutorial, Tutorial) and tutorial.game == game
        for step in tutorial.steps:
            assert step.say and step.hint and step.say != step.hint
