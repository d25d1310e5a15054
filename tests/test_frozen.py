"""pygames.core.frozen.replace: the cheap copy Drinking War's apply makes of its state."""

from __future__ import annotations

import dataclasses
import random

import pytest
from kit import play_randomly

from pygames import Match
from pygames.core import get_game
from pygames.core.frozen import replace
from pygames.games import drinking_war
from pygames.games.drinking_war import powers


@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


def test_replace_gives_what_dataclasses_replace_gives_and_leaves_the_original():
    point = Point(1, 2, ("a",))
    for changes in ({}, {"x": 5}, {"y": 7, "tags": ("b", "c")}):
        copy = replace(point, **changes)
        assert copy == dataclasses.replace(point, **changes) and type(copy) is Point
        assert repr(copy) == repr(dataclasses.replace(point, **changes))
        assert hash(copy) == hash(dataclasses.replace(point, **changes))
    assert point == Point(1, 2, ("a",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        replace(point, x=3).x = 4  # type: ignore[misc]


def test_replace_refuses_an_unknown_field_and_a_class_it_cannot_copy_exactly():
    with pytest.raises(TypeError, match="no field"):
        replace(Point(1), z=3)

    @dataclasses.dataclass
    class Mutable:
        x: int

    @dataclasses.dataclass(frozen=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            assert self.x >= 0

    @dataclasses.dataclass(frozen=True)
    class Derived:
        x: int
        double: int = dataclasses.field(init=False, default=0)

    for value in (Mutable(1), Checked(1), Derived(1), (1, 2)):
        with pytest.raises(TypeError):
            replace(value, x=2)


def test_drinking_war_plays_the_same_games_with_either_copy(monkeypatch):
    """The engine's behaviour is unchanged: the same seeded games, saves, views and move lists."""
    game = get_game("drinking-war")

    def games() -> list[tuple]:
        out = []
        for options in game.variants():
            options = game.normalize_options(options)
            match = Match(game, 4, dict(options), seed=3)
            play_randomly(match, random.Random(3))
            out.append((match.to_json(), match.state, match.view(1), match.records(2)))
        return out

    cheap = games()
    monkeypatch.setattr(drinking_war, "replace", dataclasses.replace)
    monkeypatch.setattr(powers, "replace", dataclasses.replace)
    assert games() == cheap
