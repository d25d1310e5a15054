"""Saves: {format, version, game, seat_count, options, actions, seats, ply, drawn, meta}, checked on load."""

from __future__ import annotations

import json

import pytest

from pygames import BadSave, load_match, new_match
from pygames.core import SAVE_VERSION

RED_WINS = ["3a1", "1c3", "3b1", "1c2", "2c1"]


def gobblet_save(moves=("3b2", "1a1", "2c3"), **changes) -> dict:
    """A save of a Gobblet match after `moves`, with some of its fields changed."""
    match = new_match("gobblet", 2, {"size": 3}, seed=5, meta={"names": ["Ann", "Bo"]})
    for action in moves:
        match.play(action)
    save = match.to_json()
    save.update(changes)
    return save


def without(key: str, save: dict | None = None) -> dict:
    save = gobblet_save() if save is None else save
    del save[key]
    return save


def version_1_save(**changes) -> dict:
    """A save as pygames wrote it before save version 2: with a seed, without seats."""
    save = {"format": "pygames", "version": 1, "game": "gobblet", "players": 2, "options": {"size": 3},
            "seed": 5, "actions": ["3b2", "1a1", "2c3"], "ply": 3, "meta": {"names": ["Ann", "Bo"]}}
    save.update(changes)
    return save


def version_2_save(**changes) -> dict:
    """A save as pygames wrote it before save version 3: the seat count named "players"."""
    save = gobblet_save(version=2)
    save["players"] = save.pop("seat_count")
    save.update(changes)
    return save


def test_a_save_holds_parameters_the_move_list_and_its_seats_but_no_seed():
    assert gobblet_save() == {
        "format": "pygames", "version": SAVE_VERSION, "game": "gobblet", "seat_count": 2,
        "options": {"size": 3}, "actions": ["3b2", "1a1", "2c3"], "seats": [0, 1, 0], "ply": 3, "drawn": {},
        "meta": {"names": ["Ann", "Bo"]}}


def test_a_version_1_save_still_loads_and_drops_its_seed():
    loaded = load_match(version_1_save())
    assert loaded.actions == ["3b2", "1a1", "2c3"] and loaded.meta == {"names": ["Ann", "Bo"]}
    assert "seed" not in loaded.to_json() and loaded.to_json()["version"] == SAVE_VERSION


def test_a_version_2_save_with_its_players_count_still_loads_as_the_same_match():
    loaded = load_match(version_2_save())
    assert loaded == load_match(gobblet_save()) and loaded.seat_count == 2
    assert loaded.to_json()["version"] == SAVE_VERSION and "players" not in loaded.to_json()


def test_a_save_round_trips_through_json_text_and_bytes():
    match = load_match(gobblet_save())
    text = json.dumps(match.to_json())
    for data in (match.to_json(), text, text.encode()):
        loaded = load_match(data)
        assert loaded == match and loaded.view(0) == match.view(0) and loaded.meta == {"names": ["Ann", "Bo"]}


def test_a_rewound_save_keeps_its_position_and_redo_tail():
    match = load_match(gobblet_save())
    match.undo()
    loaded = load_match(json.dumps(match.to_json()))
    assert (loaded.ply, loaded.actions, loaded.history) == (2, ["3b2", "1a1"], ["3b2", "1a1", "2c3"])
    loaded.redo()
    assert loaded == load_match(gobblet_save())


def test_a_save_without_a_position_opens_at_the_end():
    assert load_match(without("ply")).ply == 3


def test_a_finished_game_loads_finished():
    loaded = load_match(gobblet_save(RED_WINS))
    assert loaded.is_over and loaded.winners() == [0] and loaded.view(None)["line"] == ["a1", "b1", "c1"]


def test_a_save_replays_identically_chance_included(pig):
    match = new_match(pig.id, 3, {"target": 100}, seed=2024)
    while match.ply < 40:
        match.play("hold" if match.view(None)["turn_total"] >= 6 else "roll")
    assert not match.is_over
    loaded = load_match(json.dumps(match.to_json()))
    assert loaded == match
    assert [loaded.view(s) for s in (None, 0, 1, 2)] == [match.view(s) for s in (None, 0, 1, 2)]


def test_a_save_holds_nothing_that_decides_a_future_roll(pig):
    match = new_match(pig.id, 2, {"target": 100}, seed=7)
    match.play("roll")
    text = json.dumps(match.to_json())
    rolls = set()
    for _ in range(40):
        loaded = load_match(text)
        loaded.play("roll")
        rolls.add(loaded.actions[-1])
    assert len(rolls) > 1  # each load meets a fresh draw: the save could not have told it


def test_a_rewound_and_reloaded_save_cannot_re_roll(pig):
    match = new_match(pig.id, 2, {"target": 100})
    match.play("roll")
    first = match.actions[-1]
    match.undo()
    reloaded = load_match(json.dumps(match.to_json()))
    for m in (match, reloaded):
        m.play("roll")
        assert m.actions[-1] == first
    # The redo tail was replaced, but the roll it held is remembered in the save.
    assert load_match(json.dumps(reloaded.to_json())).actions == reloaded.actions


@pytest.mark.parametrize("data, message", [
    pytest.param("{not json", "not valid JSON", id="not JSON"),
    pytest.param(b"\xff\xfe", "not valid JSON", id="not UTF-8"),
    pytest.param("[" * 100_000 + "]" * 100_000, "not valid JSON", id="nested too deep"),
    pytest.param("[1, 2]", "not a JSON object", id="a list"),
    pytest.param(42, "not a JSON object", id="a number"),
    pytest.param(None, "not a JSON object", id="None"),
    pytest.param(gobblet_save(format="chess-app"), "not a pygames save", id="foreign format"),
    pytest.param(without("format"), "not a pygames save", id="no format"),
    pytest.param(without("version"), "no valid version", id="no version"),
    pytest.param(gobblet_save(version="1"), "no valid version", id="version as string"),
    pytest.param(gobblet_save(version=True), "no valid version", id="version as bool"),
    pytest.param(gobblet_save(version=0), "no valid version", id="version 0"),
    pytest.param(gobblet_save(version=SAVE_VERSION + 1), "newer", id="newer version"),
    pytest.param(gobblet_save(game="chess"), "unknown game 'chess'", id="unknown game"),
    pytest.param(without("game"), "unknown game", id="no game"),
    pytest.param(gobblet_save(game=["gobblet"]), "unknown game", id="game as list"),
    pytest.param(without("seat_count"), "seat count", id="no seat count"),
    pytest.param(gobblet_save(seat_count=True), "seat count", id="seat count as bool"),
    pytest.param(gobblet_save(seat_count="2"), "seat count", id="seat count as string"),
    pytest.param(gobblet_save(seat_count=2.0), "seat count", id="seat count as float"),
    pytest.param(gobblet_save(seat_count=3), "settings are wrong.*2 to 2 players",
                 id="seat count out of range"),
    pytest.param(without("players", version_2_save()), "seat count", id="version 2 without players"),
    pytest.param(version_2_save(players="2"), "seat count", id="version 2 players as string"),
    pytest.param(gobblet_save(players=2, **{"seat_count": None}), "seat count",
                 id="version 3 reads seat_count only"),
    pytest.param(without("seed", version_1_save()), "seed", id="version 1 without a seed"),
    pytest.param(version_1_save(seed="5"), "seed", id="seed as string"),
    pytest.param(version_1_save(seed=True), "seed", id="seed as bool"),
    pytest.param(version_1_save(seed=5.5), "seed", id="seed as float"),
    pytest.param(gobblet_save(seats=[0, 1]), "seats do not match", id="seats shorter than actions"),
    pytest.param(gobblet_save(seats="010"), "seats do not match", id="seats as string"),
    pytest.param(gobblet_save(seats=[0, 1, 1]), r"move 3 .*may not act", id="the wrong seat"),
    pytest.param(gobblet_save(seats=[0, -1, 0]), r"move 2 .*seat -1 may not act", id="a chance seat"),
    pytest.param(gobblet_save(drawn=["x"]), "remembered chance", id="drawn as list"),
    pytest.param(gobblet_save(drawn={"k": 3}), "remembered chance", id="drawn outcome as number"),
    pytest.param(without("actions"), "actions", id="no actions"),
    pytest.param(gobblet_save(actions="3b2"), "actions", id="actions as string"),
    pytest.param(gobblet_save(actions=["3b2", 7]), "actions", id="an action as number"),
    pytest.param(gobblet_save(options=["size", 3]), "options", id="options as list"),
    pytest.param(gobblet_save(options=[]), "options", id="options as empty list"),
    pytest.param(gobblet_save(options={"size": 5}), "settings are wrong.*3x3 or 4x4", id="bad option value"),
    pytest.param(gobblet_save(options={"size": 3.0}), "settings are wrong", id="size as float"),
    pytest.param(gobblet_save(options={"rows": 3}), "settings are wrong.*rows", id="unknown option"),
    pytest.param(gobblet_save(meta="Ann v Bo"), "meta", id="meta as string"),
    pytest.param(gobblet_save(meta={"note": "x" * 30_000}), "meta data is too large", id="meta too large"),
    pytest.param(gobblet_save(actions=["3b2", "3b2"], seats=None, ply=2), r"move 2 \('3b2'\).*cannot cover",
                 id="illegal move 2"),
    pytest.param(gobblet_save(actions=["3b2", "1a1", "zz"], seats=None), r"move 3 \('zz'\)",
                 id="garbage move 3"),
    pytest.param(gobblet_save(actions=[*RED_WINS, "1a3"], seats=None, ply=6), r"move 6 .*game is over",
                 id="move after the end"),
    pytest.param(gobblet_save(actions=["3b2"] * 20_001, seats=None), "20001 actions", id="too many actions"),
    pytest.param(gobblet_save(ply=-1), "position is outside", id="ply negative"),
    pytest.param(gobblet_save(ply=4), "position is outside", id="ply past the end"),
    pytest.param(gobblet_save(ply="2"), "position is outside", id="ply as string"),
    pytest.param(gobblet_save(ply=True), "position is outside", id="ply as bool"),
])
def test_a_bad_save_raises_bad_save_saying_why(data, message):
    with pytest.raises(BadSave, match=message):
        load_match(data)


def test_bad_save_is_a_value_error():
    assert issubclass(BadSave, ValueError)
