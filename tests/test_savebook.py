"""The book of saves in browser storage: autosave, continue, delete, import, and damaged entries."""

import json

import pytest

import pygames
from pygames.core.savebook import (
    INDEX_KEY,
    MAX_IMPORT_BYTES,
    MAX_SNAPSHOTS,
    PREFIX,
    MemoryStore,
    SaveBook,
    SaveConflict,
    export_text,
)

SHOT = PREFIX + "shot:"  # site/js/pages.js reads the board snapshots under these keys


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
    save_id, imported, added = book.import_text(export_text(match))
    assert added
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


def test_a_write_over_a_save_another_tab_moved_on_is_refused(book):
    first = book.put("g", played("3b2"), "G", "move 2")
    # Two tabs read revision 1; the second plays on and saves first.
    second = book.put("g", played("3b2", "2a1"), "G", "move 3", revision=first)
    with pytest.raises(SaveConflict, match="another tab"):
        book.put("g", played("3b2", "1c3"), "G", "move 3", revision=first)
    assert book.get("g").actions == ["3b2", "2a1"]  # the other tab's move is kept
    assert book.put("g", played("3b2", "2a1", "1c3"), "G", "move 4", revision=second) == second + 1


def test_importing_the_same_file_twice_adds_it_once(book):
    text = export_text(played("3b2", "2a1"))
    first_id, _, added = book.import_text(text)
    again_id, _, added_again = book.import_text(text)
    assert added and not added_again and again_id == first_id
    assert len(book.entries()) == 1


def test_an_imported_save_is_listed_with_its_status(book):
    save_id, _, _ = book.import_text(export_text(played("3b2", "2a1")), status=lambda m: f"move {m.ply + 1}")
    assert [e.status for e in book.entries() if e.id == save_id] == ["move 3"]


class BrowserStore(MemoryStore):
    """localStorage as Pyodide hands it over: a missing item is JS null, a falsy object that is not None."""

    class JsNull:
        def __bool__(self):
            return False

    def getItem(self, key):  # noqa: N802
        found = super().getItem(key)
        return self.JsNull() if found is None else found


def test_a_missing_save_in_the_browser_says_there_is_none():
    book = SaveBook(BrowserStore())
    with pytest.raises(pygames.BadSave, match="no saved game"):
        book.get("nope")
    assert book.raw("nope") is None


def test_a_board_snapshot_is_kept_with_its_revision_and_version(book):
    revision = book.put("g1", played("3b2"), "Gobblet", "move 2")
    book.put_snapshot("g1", revision, '<div class="play">board</div>', "9.9")
    assert json.loads(book.store.getItem(SHOT + "g1")) == {"v": "9.9", "rev": 1,
                                                          "html": '<div class="play">board</div>'}


def test_a_deleted_save_leaves_no_board_snapshot(book):
    book.put("g1", played("3b2"), "Gobblet", "move 2")
    book.put_snapshot("g1", 1, "board", "9.9")
    book.delete("g1")
    assert book.store.getItem(SHOT + "g1") is None


def test_only_the_saves_played_last_keep_a_board_snapshot(book):
    ids = [f"g{i}" for i in range(MAX_SNAPSHOTS + 2)]
    for save_id in ids:
        revision = book.put(save_id, played("3b2"), "Gobblet", "move 2")
        book.put_snapshot(save_id, revision, "board " + save_id, "9.9")
    kept = [save_id for save_id in ids if book.store.getItem(SHOT + save_id) is not None]
    assert kept == ids[-MAX_SNAPSHOTS:]
    revision = book.put(ids[0], played("3b2", "2a1"), "Gobblet", "move 3")  # played again: first
    book.put_snapshot(ids[0], revision, "board", "9.9")
    kept = [save_id for save_id in ids if book.store.getItem(SHOT + save_id) is not None]
    assert kept == [ids[0], *ids[-(MAX_SNAPSHOTS - 1):]]
