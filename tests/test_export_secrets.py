"""Issue 20 item 9: no export shows the hands of an unfinished game with hidden cards in one step.

Decision: Export is withheld until such a game is over (savebook.WITHHELD says why); the saves list marks
those saves "sealed" so the home page, drawn by Python or before it by site/js/pages.js, shows the button
as unavailable. A finished game, and any game without hidden cards, exports as before.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from kit import play_randomly

import pygames
from pygames.core.savebook import WITHHELD, ExportWithheld, MemoryStore, SaveBook, export_text, sealed

ROOT = Path(__file__).resolve().parents[1]


def war(seed: int = 3, finished: bool = False) -> pygames.Match:
    match = pygames.new_match("drinking-war", 2, {"pack": 2}, seed=seed, meta={"title": "War"})
    if finished:
        play_randomly(match, random.Random(seed))
    return match


def test_an_unfinished_game_with_hidden_cards_is_not_exported() -> None:
    match = war()
    assert match.state.hands[1] and sealed(match)
    with pytest.raises(ExportWithheld, match="every player's hand"):
        export_text(match)


def test_a_finished_game_with_hidden_cards_exports() -> None:
    match = war(finished=True)
    assert match.is_over and not sealed(match)
    assert json.loads(export_text(match))["actions"] == match.history


def test_a_game_without_hidden_cards_exports_at_any_move() -> None:
    match = pygames.new_match("gobblet", 2, {"size": 3}, seed=1)
    assert not sealed(match) and json.loads(export_text(match))["game"] == "gobblet"


def test_the_saves_list_marks_a_hidden_game_sealed_until_it_ends() -> None:
    book = SaveBook(MemoryStore())
    book.put("w", war(), "War", "move 1")
    book.put("g", pygames.new_match("gobblet", 2, {"size": 3}, seed=1), "Gobblet", "move 1")
    assert {e.id: e.sealed for e in book.entries()} == {"w": True, "g": False}
    book.put("w", war(finished=True), "War", "finished")
    assert {e.id: e.sealed for e in book.entries()}["w"] is False
    index = json.loads(book.store.getItem("pygames:index") or "[]")
    assert {e["id"]: e["sealed"] for e in index} == {"w": False, "g": False}  # what pages.js reads


def test_an_old_index_without_the_mark_still_reads() -> None:
    book = SaveBook(MemoryStore())
    book.put("w", war(), "War", "move 1")
    index = json.loads(book.store.getItem("pygames:index") or "[]")
    for entry in index:
        del entry["sealed"]
    book.store.setItem("pygames:index", json.dumps(index))
    assert [e.sealed for e in book.entries()] == [False]  # the button shows; pressing it still refuses
    with pytest.raises(ExportWithheld):
        export_text(book.get("w"))


def test_the_home_page_without_python_says_the_same_as_python() -> None:
    script = (ROOT / "site/js/pages.js").read_text()
    found = re.search(r'const WITHHELD = ((?:"[^"]*"\s*\+?\s*)+);', script)
    assert found, "pages.js has no WITHHELD text"
    text = "".join(re.findall(r'"([^"]*)"', found.group(1)))
    assert text == WITHHELD
    assert "exportButton(id, e.sealed === true)" in script
