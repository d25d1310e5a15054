"""Drinking War teams: the "teams" option the engine checks, and the new-game form's team rows read back."""

from __future__ import annotations

import pytest

from pygames.core.match import Match
from pygames.core.saves import encode, load_match
from pygames.games.drinking_war import DrinkingWar
from pygames.games.drinking_war.team_form import team_fields, teams_from_rows
from pygames.games.drinking_war.teams import people_of

G = DrinkingWar()
REDS = {"name": "Reds", "people": ["Ann", "Bob"]}
BLUES = {"name": "Blues", "people": ["Cat", "Dan", "Eve"]}
EMPTY = ("", ["", "", ""])


def test_teams_are_kept_in_the_options_and_the_save():
    match = Match(G, 2, {"pack": 1, "teams": [REDS, BLUES]})
    assert match.options["teams"] == [REDS, BLUES]
    assert load_match(encode(match)).options["teams"] == [REDS, BLUES]


def test_a_game_without_teams_keeps_its_options_as_before():
    assert G.normalize_options({"pack": 2}) == {"pack": 2, "mode": "domination", "drinking": False}


@pytest.mark.parametrize("teams, words", [
    ([{"name": "Solo", "people": ["Ann"]}, None], "a team is 2 or 3 people"),
    ([{"name": "Many", "people": ["A", "B", "C", "D"]}, None], "a team is 2 or 3 people"),
    ([{"name": " ", "people": ["A", "B"]}, None], "needs a name"),
    ([{"name": "Reds"}, None], "a name and its people"),
    ([None, None], "at least one team"),
    ("Reds", "a list"),
])
def test_bad_teams_are_refused_saying_why(teams, words):
    with pytest.raises(ValueError, match=words):
        G.normalize_options({"teams": teams})


def test_teams_must_list_every_seat():
    with pytest.raises(ValueError, match="teams lists 2 seats, not 3"):
        G.initial_state(3, G.normalize_options({"teams": [REDS, BLUES]}))


def test_up_to_eighteen_people_in_six_teams_of_three():
    teams = [{"name": f"T{i}", "people": [f"P{i}{j}" for j in range(3)]} for i in range(6)]
    options = G.normalize_options({"pack": 2, "teams": teams})
    assert len(people_of(options, 6, [f"Player {i}" for i in range(1, 7)])) == 18


def test_every_person_is_listed_with_their_seat_a_lone_player_by_the_seat_name():
    options = {"teams": [REDS, None, BLUES]}
    assert people_of(options, 3, ["Player 1", "Player 2", "Player 3"]) == [
        ("Ann", 0), ("Bob", 0), ("Player 2", 1), ("Cat", 2), ("Dan", 2), ("Eve", 2)]


def test_the_form_rows_give_the_teams_of_the_seats_playing():
    rows = [(" Reds ", ["Ann", " Bob", ""]), EMPTY, EMPTY, ("Blues", ["Cat", "Dan", "Eve"]), EMPTY, EMPTY]
    kinds = ["human", "computer", "none", "remote", "none", "none"]
    assert teams_from_rows(kinds, rows) == [REDS, None, BLUES]  # the seat left out moves the rest up


def test_the_form_without_team_names_gives_no_teams_and_a_nameless_team_gets_one():
    assert teams_from_rows(["human", "human"], [EMPTY, EMPTY]) is None
    assert teams_from_rows(["human", "human"], [("", ["Ann", "Bob"]), EMPTY]) == [
        {"name": "Team 1", "people": ["Ann", "Bob"]}, None]


@pytest.mark.parametrize("kinds, rows, words", [
    (["human", "human"], [("Reds", ["Ann", "", ""]), EMPTY], "Reds: a team is 2 or 3 people"),
    (["human", "computer"], [EMPTY, ("Bots", ["A", "B", ""])], "Player 2 is the computer"),
    (["human", "none"], [EMPTY, ("Ghosts", ["A", "B", ""])], "Player 2's seat has nobody"),
])
def test_the_form_says_what_to_fix(kinds, rows, words):
    with pytest.raises(ValueError, match=words):
        teams_from_rows(kinds, rows)


def test_the_form_offers_a_name_and_three_people_for_each_of_six_seats():
    html = team_fields()
    assert html.count('data-testid="team5-2"') == 1 and html.count("Team name") == 6
    assert "each of them drinks the whole amount" in html


def test_the_move_list_names_a_team_by_its_name():
    match = Match(G, 2, {"pack": 1, "teams": [REDS, None]})  # dealt at random: seat 0 to draw
    assert G.describe(match.state, "draw", 0) == "Reds draws a card"
    match.play("draw")
    match.play(G.legal_actions(match.state)[0])
    assert G.describe(match.state, "hold", 0) == "Reds does not attack"
