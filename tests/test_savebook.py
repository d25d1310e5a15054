"""The book of saves in browser storage: autosave, continue, delete, import, and damaged entries."""

import json

import pytest

import pygames
from pygames.core.savebook import INDEX_KEY, MAX_IMPORT_BYTES, PREFIX, MemoryStore, SaveBook, export_text


def played(*actions, size=3):
    match = pygames.new_match("gobblet", 2, {"size": size}, seed=7, meta={"title": "Gobblet test"})
    for action in actions:
        match.play(action)
    return match


@pytest.fixture
def book():
    return SaveBook(MemoryStore())


def test_put_then_get_restores_the_same_match(book):
    match = played("3b2", "2a1")
    book.put("g1", match, "Gobblet 3x3", "move 3")
    assert book.get("g1") == match
    assert [e.id for e in book.entries()] == ["g1"]
    assert book.last_id() == "g1"


def test_latest_played_is_listed_first_and_continued(book):
    book.put("old", played("3b2"), "A", "move 2")
    book.put("new", played("3a1"), "B", "move 2")
    book.put("old", played("3b2", "2a1"), "A", "move 3")
    assert [e.id for e in book.entries()] == ["old", "new"]
    assert book.last_id() == "old"


def test_delete_touches_no_other_save(book):
    book.put("a", played("3b2"), "A", "")
    book.put("b", played("3a1"), "B", "")
    book.delete("b")
    assert [e.id for e in book.entries()] == ["a"]
    assert book.get("a") == played("3b2")
    assert book.last_id() is None  # the last played game was the deleted one


def test_a_corrupted_save_is_reported_and_the_others_still_load(book):
    book.put("good", played("3b2"), "Good", "")
    book.put("bad", played("3a1"), "Bad", "")
    book.store.setItem(PREFIX + "save:bad", '{"format": "pygames", "version": 1, "game": "gob')
    with pytest.raises(pygames.BadSave, match="not valid JSON"):
        book.get("bad")
    assert book.get("good") == played("3b2")
    assert {e.id for e in book.entries()} == {"good", "bad"}  # kept, so the player decides


def test_a_newer_version_save_says_so(book):
    data = played("3b2").to_json()
    data["version"] = 99
    book.store.setItem(PREFIX + "save:future", json.dumps(data))
    with pytest.raises(pygames.BadSave, match="newer"):
        book.get("future")


def test_a_damaged_index_reads_as_empty_and_saves_go_on(book):
    book.store.setItem(INDEX_KEY, "not json")
    assert book.entries() == []
    book.put("g", played(), "G", "")
    assert [e.id for e in book.entries()] == ["g"]


def test_export_then_import_round_trip(book):
    match = played("3b2", "2a1", "b2c1")
    save_id, imported = book.import_text(export_text(match))
    assert imported == match
    assert book.get(save_id) == match
    assert book.entries()[0].title == "Gobblet test"


@pytest.mark.parametrize("text, reason", [
    ("{}", "not a pygames save"),
    ("[1, 2]", "not a JSON object"),
    ('{"format": "pygames", "version": 1, "game": "chess"}', "unknown game"),
    ("x" * (MAX_IMPORT_BYTES + 1), "too large"),
])
def test_a_bad_import_adds_nothing(book, text, reason):
    book.put("keep", played("3b2"), "Keep", "")
    before = dict(book.store.items)
    with pytest.raises(pygames.BadSave, match=reason):
        book.import_text(text)
    assert book.store.items == before


def test_missing_save_is_a_bad_save(book):
    with pytest.raises(pygames.BadSave, match="no saved game"):
        book.get("nope")
