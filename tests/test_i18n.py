"""The site in English and French: the gettext catalogue against the code, plurals, the language choice."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.core.i18n import _, ngettext
from tools import catalogue as tool
from tools.catalogue import DOMAIN, PACKAGE, catalogues, extract, marked_in, merged, parse_po

PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
CATALOGUES = catalogues()
each_catalogue = pytest.mark.parametrize("catalogue", CATALOGUES, ids=[c.name for c in CATALOGUES])


def french(catalogue) -> dict:
    """The entries of `catalogue`'s French .po (none where it has no file)."""
    po = catalogue.po("fr")
    return parse_po(po.read_text(encoding="utf-8")) if po.exists() else {}


def test_every_game_folder_has_a_catalogue_of_its_own() -> None:
    games = sorted(path.parent.name for path in (PACKAGE / "games").glob("*/__init__.py"))
    assert [c.name for c in CATALOGUES] == [DOMAIN, *games]
    assert all(c.po("fr").exists() for c in CATALOGUES if marked_in(c)), "marked strings but no fr.po"


@each_catalogue
def test_every_string_the_code_marks_is_in_its_french_catalogue(catalogue) -> None:
    entries = french(catalogue)
    missing = sorted({f"{item.where}: {item.msgid!r}" for item in marked_in(catalogue)
                      if item.msgid not in entries})
    assert not missing, f"add these to {catalogue.po('fr')}:\n" + "\n".join(missing)


def test_every_string_the_code_marks_is_in_the_merged_french_catalogue() -> None:
    entries = merged("fr")
    assert sorted({item.msgid for item in extract()} - set(entries)) == []


@each_catalogue
def test_every_french_entry_is_translated_and_none_is_fuzzy(catalogue) -> None:
    entries = french(catalogue)
    bad = [msgid for msgid, entry in entries.items() if msgid and (
        entry.fuzzy or not entry.strings or not all(entry.strings.values())
        or (entry.plural is not None and sorted(entry.strings) != [0, 1]))]
    assert not bad, f"untranslated, fuzzy or without both plural forms: {bad}"


@each_catalogue
def test_the_catalogue_holds_nothing_the_code_no_longer_marks(catalogue) -> None:
    """A game's catalogue holds its folder's strings only; the generic one only those marked outside the
    games' folders (a string both mark is the generic one's)."""
    marked = {item.msgid for item in marked_in(catalogue)}
    assert sorted(set(french(catalogue)) - marked - {""}) == []


@each_catalogue
def test_the_template_lists_every_marked_string(catalogue) -> None:
    template = parse_po(catalogue.template.read_text(encoding="utf-8")) if catalogue.template.exists() else {}
    assert sorted({item.msgid for item in marked_in(catalogue)} - set(template)) == [], \
        "run: python3 -m tools.catalogue pot"


def test_two_catalogues_that_translate_one_string_differently_stop_the_merge(tmp_path: Path,
                                                                            monkeypatch) -> None:
    header = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    for name, french_words in (("one", "Règles"), ("two", "Les règles")):
        (tmp_path / name / "locale").mkdir(parents=True)
        (tmp_path / name / "__init__.py").write_text("")
        (tmp_path / name / "locale" / "fr.po").write_text(
            header + f'msgid "Rules"\nmsgstr "{french_words}"\n', encoding="utf-8")
    monkeypatch.setattr(tool, "GAMES", tmp_path)
    with pytest.raises(ValueError, match="'Rules' is translated one way in .* and another in"):
        tool.merged("fr")


@each_catalogue
def test_a_translation_keeps_the_placeholders_of_its_english(catalogue) -> None:
    for msgid, entry in french(catalogue).items():
        for text in entry.strings.values():
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(msgid)), (msgid, text)


@each_catalogue
def test_french_typography_puts_a_no_break_space_before_high_punctuation(catalogue) -> None:
    for msgid, entry in french(catalogue).items():
        for text in entry.strings.values() if msgid else ():  # not the header
            assert not re.search(r"[ \w][:;!?](\s|$)", text.replace("://", "")), (msgid, text)


@each_catalogue
def test_the_french_header_has_french_plural_forms(catalogue) -> None:
    if catalogue.po("fr").exists():
        assert "Plural-Forms: nplurals=2; plural=(n > 1);" in french(catalogue)[""].strings[0]


def test_plural_forms_zero_one_and_two_in_each_language(french: None) -> None:
    forms = {n: ngettext("{n} team", "{n} teams", n).format(n=n) for n in (0, 1, 2)}
    assert forms == {0: "0 équipe", 1: "1 équipe", 2: "2 équipes"}  # French: 0 takes the singular
    i18n.set_language("en")
    assert [ngettext("{n} team", "{n} teams", n).format(n=n) for n in (0, 1, 2)] == \
        ["0 teams", "1 team", "2 teams"]


def test_the_switch_changes_every_later_lookup(french: None) -> None:
    assert _("New game") == "Nouvelle partie"
    i18n.set_language("en")
    assert _("New game") == "New game"


def test_an_unknown_language_is_refused_and_changes_nothing() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        i18n.set_language("de")
    assert i18n.language() == "en"


def test_the_stored_choice_wins_then_the_browsers_first_known_language_then_english() -> None:
    assert i18n.choose("en", ["fr-FR", "fr"]) == "en"
    assert i18n.choose(None, ["de-DE", "fr-CA", "en"]) == "fr"
    assert i18n.choose("xx", ["en-GB", "fr"]) == "en"
    assert i18n.choose(None, ["de"]) == "en"


def test_the_merged_catalogue_reads_back_through_the_stdlib_gettext(tmp_path: Path) -> None:
    import gettext

    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "t.mo").write_bytes(tool.mo_bytes(merged("fr")))  # the generic and the games' catalogues
    catalogue = gettext.translation("t", tmp_path, ["fr"])
    assert catalogue.gettext("Rules") == "Règles"
    assert catalogue.ngettext("{n} team", "{n} teams", 0) == "{n} équipe"


def test_a_fuzzy_entry_is_left_out_of_the_compiled_catalogue() -> None:
    entries = parse_po('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                       '#, fuzzy\nmsgid "Rules"\nmsgstr "Règles"\n')
    assert entries["Rules"].fuzzy and b"R\xc3\xa8gles" not in tool.mo_bytes(entries)


def _modules_importing_underscore() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        if any(isinstance(node, ast.ImportFrom) and node.module == "pygames.core.i18n"
               and any(alias.name == "_" for alias in node.names) for node in ast.walk(tree)):
            yield path, tree


def test_no_module_that_translates_with_underscore_also_uses_it_as_a_throwaway_name() -> None:
    for path, tree in _modules_importing_underscore():
        for node in ast.walk(tree):
            assert not (isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)), \
                f"{path}:{node.lineno} assigns _ and so hides the translation function"


def test_every_translated_call_passes_a_literal_or_a_marked_name_never_an_f_string() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "N_"):
                assert node.args and not isinstance(node.args[0], ast.JoinedStr | ast.BinOp), \
                    f"{path}:{node.lineno}: an f-string cannot be looked up; use _('...{{x}}').format(x=...)"


def test_every_computer_level_has_a_translated_name() -> None:
    from pygames.ai import levels
    from pygames.core.game import list_games
    from pygames.web.seat_text import LEVEL_NAMES

    for game in list_games():
        assert set(levels(game)) <= set(LEVEL_NAMES), game


def test_a_gobblet_move_in_french_opens_with_the_seat_name_the_log_column_drops(french: None) -> None:
    from pygames.games.gobblet import Gobblet
    from pygames.games.gobblet.listing import LISTING
    from pygames.web.seat_text import move_text

    game = Gobblet()
    start = game.initial_state(2, {"size": 3})
    names = LISTING.seat_names(2)
    text = game.describe(start, "3b2")
    assert names == ["Rouge", "Jaune"] and text == "Rouge\u00a0: grande en b2"
    assert move_text(text, names[0]) == "grande en b2"
    after = game.apply(start, "3b2", 0)
    assert move_text(game.describe(after, "1a1"), names[1]) == "petite en a1"


def test_a_lesson_in_french_says_its_steps_and_hints_in_french(french: None) -> None:
    from pygames.core.tutorial import Hint
    from pygames.web.lesson import LessonTable, tutorials

    table = LessonTable(tutorials()["gobblet"])
    assert table.lesson().say.startswith("Vous jouez Rouge.")
    with pytest.raises(Hint, match="Pas celle-là"):
        table.propose(0, "1a1")
    assert table.lesson().hint.startswith("Pas celle-là")
    assert LessonTable(tutorials()["war-of-lights"], 4).lesson().say.startswith("Vous tenez le point")


def test_the_note_for_a_browser_without_javascript_is_in_both_languages() -> None:
    # No script runs to pick the language there, so the static page says it in both.
    index = (Path(__file__).resolve().parent.parent / "site" / "index.html").read_text(encoding="utf-8")
    note = re.search(r"<noscript>(.*?)</noscript>", index, re.S)
    assert note and "needs JavaScript" in note.group(1) and 'lang="fr"' in note.group(1)
    assert "a besoin de JavaScript" in note.group(1)
