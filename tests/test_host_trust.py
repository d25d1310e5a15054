"""Issue 20: where friends set up or join a linked game with hidden cards, one plain sentence says the host's
browser deals and so holds every hand (the host's page and the guest's join page show it)."""

from __future__ import annotations

from pygames.core.game import get_game, list_games
from pygames.web.peer_tables import trust_note


def test_a_linked_game_with_hidden_cards_says_the_host_holds_every_hand() -> None:
    note = trust_note("drinking-war")
    assert "host" in note and "deals" in note and "every player's hand" in note
    assert note.count(".") == 1 and note.endswith(".")  # one sentence


def test_games_without_hidden_cards_say_nothing_of_it() -> None:
    for game_id in list_games():
        assert bool(trust_note(game_id)) == get_game(game_id).hidden_information, game_id
