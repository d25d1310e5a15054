"""Rules tests for War of Lights, one per rule, from constructed states or scripted Matches."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace

import pytest

from pygames import IllegalAction, load_match, new_match
from pygames.core.game import CHANCE
from pygames.core.match import Match
from pygames.games.war_of_lights import EMPTY, FACES, HEBREW, NO_CAPTURE_LIMIT, State
from pygames.games.war_of_lights import WAR_OF_LIGHTS as G

E = EMPTY


def board(*napkins: str) -> tuple[int, ...]:
    """Napkins as 9-char strings: digit = seat (0-based), '.' = empty."""
    return tuple(E if ch == "." else int(ch) for n in napkins for ch in n)


def st(*napkins: str, turn: int = 0, start: int = 9) -> State:
    return State(len(napkins), board(*napkins), start, "turn", turn)


def scripted(seats: int = 2) -> Match:
    return Match(G, seats, seed=1, auto_chance=False)


def test_every_napkin_starts_with_nine_gelt_of_its_colour() -> None:
    s = G.initial_state(3, G.normalize_options(None))
    assert [s.count(x) for x in range(3)] == [9, 9, 9]
    assert s.board[9:18] == (1,) * 9


def test_cross_variant_has_five_gelt_in_a_cross() -> None:
    s = G.initial_state(2, G.normalize_options({"layout": "cross"}))
    assert s.board[:9] == (E, 0, E, 0, 0, 0, E, 0, E)
    assert s.start_count == 5


def test_the_cross_layout_is_among_the_variants_the_conformance_suite_plays() -> None:
    assert {"layout": "cross"} in G.variants() and {"layout": "full"} in G.variants()


def test_bad_option_is_named() -> None:
    with pytest.raises(ValueError, match="colour"):
        G.normalize_options({"colour": 1})
    with pytest.raises(ValueError, match="layout"):
        G.normalize_options({"layout": "square"})


def test_spin_off_highest_face_starts() -> None:
    m = scripted(3)
    assert G.actors(m.state) == (CHANCE,)
    for f in ("nun", "gimel", "hey"):
        m.play_chance(f)
    assert G.to_move(m.state) == 1


def test_spin_off_tied_players_spin_again() -> None:
    m = scripted(3)
    for f in ("hey", "shin", "hey"):
        m.play_chance(f)
    assert m.state.phase == "spinoff" and m.state.contenders == (0, 2)
    m.play_chance("nun")
    m.play_chance("gimel")
    assert G.to_move(m.state) == 2


def test_moves_go_one_step_in_any_direction_including_vertical() -> None:
    s = st("....0....", "111111111")
    moves = {a for a in G.legal_actions(s) if a.startswith("1e-")}
    assert moves == {f"1e-1{x}" for x in "abcdfghi"}


def test_a_gelt_may_not_move_onto_its_own_side() -> None:
    s = st("00.......", "111111111")
    assert "1a-1b" not in G.legal_actions(s)
    assert "already held by your own gelt" in G.explain_illegal(s, "1a-1b")


def test_cross_napkin_move_goes_corner_to_same_corner() -> None:
    s = st("0........", ".........", "222222222")
    acts = G.legal_actions(s)
    assert "1a-2a" in acts and "1a-3a" in acts and "1a-2c" not in acts
    assert "same corner" in G.explain_illegal(s, "1a-2c")
    s2 = G.apply(s, "1a-2a")
    assert s2.board[9] == 0 and s2.board[0] == E


def test_pieces_may_move_on_any_napkin() -> None:
    s = st("11.......", "....0....")
    assert "2e-2a" in G.legal_actions(s)


def _attack(face: str) -> State:
    s = st("01.......", "111111111")
    s = G.apply(s, "1a-1b")
    assert G.actors(s) == (CHANCE,)
    return G.apply(s, face)


def test_gimel_removes_the_defender_and_takes_its_square() -> None:
    s = _attack("gimel")
    assert s.board[0] == E and s.board[1] == 0 and s.count(1) == 9


def test_hey_removes_the_defender_and_the_attacker_stays() -> None:
    s = _attack("hey")
    assert s.board[0] == 0 and s.board[1] == E


def test_nun_changes_nothing() -> None:
    s = _attack("nun")
    assert s.board[:2] == (0, 1)


def test_shin_removes_the_attacker() -> None:
    s = _attack("shin")
    assert s.board[:2] == (E, 1)


def test_safe_spawn_needs_opposite_pieces_empty_spawn_and_a_loss() -> None:
    s = st(".0.....0.", "111111111", start=9)
    assert "spawn" in G.legal_actions(s)
    s2 = G.apply(s, "spawn")
    assert s2.board[4] == 0 and G.to_move(s2) == 1
    full = st(".0.....0.", "111111111", start=2)
    assert "spawn" not in G.legal_actions(full)
    assert "lost gelt" in G.explain_illegal(full, "spawn")
    assert "spawn" not in G.legal_actions(st(".0...0...", "111111111"))


def test_safe_spawn_needs_gelt_on_opposite_sides_of_the_spawn_point_not_opposite_corners() -> None:
    assert "spawn" in G.legal_actions(st("...0.0...", "111111111"))
    assert "spawn" not in G.legal_actions(st("0.......0", "111111111"))
    assert "spawn" not in G.legal_actions(st("..0...0..", "111111111"))


def test_risky_spawn_gimel_spawns_and_may_step() -> None:
    s = G.apply(st(".0.......", "111111111"), "risk 1b")
    s = G.apply(s, "gimel")
    assert s.phase == "step" and G.to_move(s) == 0 and s.board[4] == 0
    assert "stay" in G.legal_actions(s) and "1b" not in G.legal_actions(s)
    s = G.apply(s, "1f")
    assert s.board[4] == E and s.board[5] == 0 and G.to_move(s) == 1


def test_risky_spawn_hey_spawns() -> None:
    s = G.apply(G.apply(st(".0.......", "111111111"), "risk 1b"), "hey")
    assert s.board[4] == 0 and s.count(0) == 2


def test_risky_spawn_nun_does_nothing() -> None:
    s = G.apply(G.apply(st(".0.......", "111111111"), "risk 1b"), "nun")
    assert s.count(0) == 1 and G.to_move(s) == 1


def test_risky_spawn_shin_removes_the_spawning_piece() -> None:
    s = G.apply(G.apply(st(".0......0", "111111111"), "risk 1b"), "shin")
    assert s.board[1] == E and s.board[8] == 0


def test_risky_spawn_the_player_names_the_spawning_gelt_lost_on_shin() -> None:
    s = st(".0.0.0.0.", "111111111")
    risks = [a for a in G.legal_actions(s) if a.startswith("risk")]
    assert risks == ["risk 1b", "risk 1d", "risk 1f", "risk 1h"]
    after = G.apply(G.apply(s, "risk 1f"), "shin")
    assert after.board[:9] == board(".0.0...0.") and G.to_move(after) == 1
    assert "risk 1b" in G.explain_illegal(s, "risk") and "risk 1d" in G.explain_illegal(s, "risk 1a")
    assert G.describe(s, "risk 1f", 0) == "Blue tries a risky spawn, staking the gelt on 1f"


def test_a_save_with_a_bare_risk_still_loads_and_loses_the_first_gelt_in_letter_order() -> None:
    # Saves made before the spawning gelt was named wrote "risk"; they lost the first gelt in letter order.
    save = scripted(2).to_json()
    save["actions"] = ["gimel", "nun", "1a-2a", "shin", "2a-1a", "1e-1a", "gimel", "2b-2a", "risk", "shin"]
    save["seats"] = [CHANCE, CHANCE, 0, CHANCE, 1, 0, CHANCE, 1, 0, CHANCE]
    save["ply"] = len(save["actions"])
    loaded = load_match(json.dumps(save))
    assert loaded.actions[-2] == "risk 1a"
    assert loaded.state.board[:9] == board(".000.0000") and loaded.to_move == 1


def test_a_player_with_no_pieces_is_out_and_skipped() -> None:
    s = st("0........", "....1...2", ".........", start=9)
    s = replace(s, board=board("01.......", "........2", "........."))
    s = G.apply(G.apply(s, "1a-1b"), "gimel")
    assert s.count(1) == 0
    assert G.to_move(s) == 2
    assert G.view(s, None)["eliminated"] == [False, True, False]


def test_last_with_pieces_wins() -> None:
    s = G.apply(G.apply(st("01.......", "........."), "1a-1b"), "gimel")
    assert G.winners(s) == [0] and G.actors(s) == ()


def test_holding_every_opposing_spawn_point_wins() -> None:
    s = st("0........", "...0.1...", "1...2...2")
    s = G.apply(s, "2d-2e")
    assert G.winners(s) == []
    s = replace(st("0........", "....0.1..", "1...0...2"), turn=0)
    s = G.apply(s, "1a-1b")
    assert G.winners(s) == [0]


def test_when_one_move_completes_two_holds_the_player_whose_move_it_was_wins() -> None:
    # Red (seat 1) holds Blue's spawn point and Blue holds Red's; Red captures Green's last gelt, so both
    # now hold every opposing spawn point still in play: Red made the move, so Red got there first.
    s = st("12..1....", "....0....", ".........", turn=1)
    s = G.apply(G.apply(s, "1a-1b"), "hey")
    assert s.count(2) == 0 and G.winners(s) == [1] and s.reason == "holds the spawn points"


def test_with_more_than_three_players_two_spawn_points_win() -> None:
    s = st("0........", "...0....1", "....0...2", "........3")
    s = G.apply(s, "2d-2e")
    assert G.winners(s) == [0]


def test_no_capture_limit_ends_the_game_with_most_gelt_winning() -> None:
    s = replace(st("00.......", "........1"), quiet=NO_CAPTURE_LIMIT - 1)
    s = G.apply(s, "1b-1c")
    assert G.actors(s) == () and G.winners(s) == [0]


def test_a_seat_that_may_not_act_has_no_legal_actions_and_its_action_is_refused() -> None:
    s = st("0........", "111111111", turn=0)
    assert G.legal_actions(s, 1) == [] and G.legal_actions(s, 0) == G.legal_actions(s)
    with pytest.raises(IllegalAction, match="Red may not act now"):
        G.apply(s, "1a-1b", 1)
    spinning = G.apply(st("01.......", "1........"), "1a-1b")
    assert G.legal_actions(spinning, 0) == [] and G.legal_actions(spinning, 1) == []
    with pytest.raises(IllegalAction):
        G.apply(spinning, "gimel", 0)


def test_pass_only_when_nothing_else_is_legal() -> None:
    s = st("000000000", "111111111", start=9)
    s = replace(s, seats=2)
    assert "pass" not in G.legal_actions(s)
    assert "only when no other" in G.explain_illegal(s, "pass")


def test_the_hint_for_a_string_that_is_no_action_names_the_actions_as_they_are_written() -> None:
    """Issue 34 (2c): a risky spawn names its gelt ("risk 1b"); a bare 'risk' is no action any more."""
    s = st("0........", "111111111")
    said = G.explain_illegal(s, "jump")
    assert re.findall(r"'([^']*)'", said) == ["jump", "spawn", "risk 1b", "pass"]
    legal = G.legal_actions(s)
    assert "risk" not in legal and any(re.fullmatch(r"risk 1[a-i]", a) for a in legal)


@pytest.mark.parametrize("hostile", ["\ud800", "1a-1\udfff", "\udc00-1b", "1a-1b\ud83c", "\udfb2\ud83c"])
def test_a_refusal_never_echoes_an_unpaired_surrogate(hostile: str) -> None:
    """Hostile text is echoed as the page can show it: each lone surrogate becomes U+FFFD."""
    for s in (st("0........", "111111111"), G.apply(st("01.......", "1........"), "1a-1b")):
        said = G.explain_illegal(s, hostile)
        assert said.encode("utf-8") and "\ufffd" in said


def test_notation_errors_are_explained() -> None:
    s = st("0........", "111111111")
    assert "not an action" in G.explain_illegal(s, "jump")
    assert "does not exist" in G.explain_illegal(s, "1a-9a")
    assert "no gelt of yours" in G.explain_illegal(s, "1b-1c")
    assert "not next to" in G.explain_illegal(s, "1a-1i")
    assert "dreidel face" in G.explain_illegal(G.apply(st("01.......", "1........"), "1a-1b"), "x")


def test_view_shows_last_spin_with_hebrew_letter() -> None:
    v = G.view(_attack("gimel"), 0)
    assert v["last_spin"]["label"] == "ג gimel" and v["napkins"][0][1] == 0 and v["napkins"][0][0] is None
    json.dumps(v)


def test_view_lists_the_latest_spins_with_what_they_were_for() -> None:
    m = scripted(2)
    for face in ("gimel", "nun"):  # the spin-off: seat 1 starts
        m.play_chance(face)
    v = G.view(m.state, None)
    assert [(e["seat"], e["face"], e["for"]) for e in v["spins"]] == [(0, "gimel", ""), (1, "nun", "")]
    s = _attack("hey")
    entry = G.view(s, 0)["spins"][-1]
    assert (entry["seat"], entry["letter"], entry["for"], entry["defender"]) == (0, "ה", "1a-1b", 1)
    assert G.view(s, 0)["spin_count"] == 1
    for _ in range(20):  # only the latest few are kept
        s = G.apply(replace(s, phase="spin", pending="risk 1a"), "nun")
    assert len(s.spin_log) == 8 and s.spin_count == 21


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_random_games_end_and_views_stay_jsonable(seats: int) -> None:
    rng = random.Random(seats)
    m = new_match("war-of-lights", seats, seed=seats)
    while not m.is_over:
        json.dumps(m.game.view(m.state, 0))
        m.play(rng.choice(m.game.legal_actions(m.state)), m.game.actors(m.state)[0])
        assert m.ply < 3000
    assert m.winners()


# The seed's four faces for an attack: gimel removes the attacked gelt and the attacker moves in, hey
# removes it and the attacker stays, nun is a push, shin removes the attacker.
ATTACK_WORDS = {
    "gimel": "Blue attacks Red on 2c from 1c: ג gimel, Red's gelt is removed and Blue moves onto 2c",
    "hey": "Blue attacks Red on 2c from 1c: ה hey, Red's gelt is removed; Blue stays on 1c",
    "nun": "Blue attacks Red on 2c from 1c: נ nun, a push, nothing happens",
    "shin": "Blue attacks Red on 2c from 1c: ש shin, Blue loses the gelt on 1c",
}


@pytest.mark.parametrize("face", FACES)
def test_the_move_list_tells_what_an_attack_did_never_a_move_where_the_attacker_stayed(face: str) -> None:
    match = Match(G, 2, {}, auto_chance=False)
    for action in ("gimel", "nun", "1c-2c"):
        match.play_chance(action) if match.at_chance else match.play(action)
    assert match.records() == [(2, 0, "Blue attacks Red on 2c from 1c: the dreidel spins")]
    match.play_chance(face)
    assert match.records() == [(2, 0, ATTACK_WORDS[face])]


@pytest.mark.parametrize(("face", "words"), [
    ("gimel", "a gelt appears on the spawn point and may step off"),
    ("hey", "a gelt appears on the spawn point"), ("nun", "nothing happens"),
    ("shin", "Blue loses the gelt on 1d")])
def test_the_move_list_tells_what_a_risky_spawn_did(face: str, words: str) -> None:
    state = st("0000.0000", "111111111")
    after = G.apply(G.apply(state, "risk 1d", 0), face)
    assert G.describe_played(state, "risk 1d", after, 0) == (
        f"Blue tries a risky spawn, staking the gelt on 1d: {HEBREW[face]} {face}, {words}")


def test_moves_are_told_with_the_seats_colours() -> None:
    s = st("0........", "111111111", turn=0)
    assert G.describe(s, "1a-1b", 0) == "Blue moves 1a to 1b"
    assert G.describe(replace(s, turn=1), "spawn", 1) == "Red spawns a gelt safely"
