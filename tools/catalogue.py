"""The message catalogues: extract the strings the code marks, and compile .po files to .mo.

Each game carries its own catalogue: `pygames/games/<game>/locale/<lang>.po` holds the strings marked in
that folder (its template: `locale/messages.pot`), and `pygames/locale/<lang>/LC_MESSAGES/pygames.po` holds
the generic ones (marked anywhere outside a game's folder; template `pygames/locale/pygames.pot`). A string
marked both in a game and in generic code is the generic catalogue's. `python3 -m tools.catalogue pot`
writes every template from the code. The build merges the generic .po and every game's into the one .mo
per language the stdlib `gettext` reads (`pygames/locale/<lang>/LC_MESSAGES/pygames.mo`, ignored by git,
shipped in the wheel); two catalogues that translate one string differently stop it. Pure Python, stdlib
only: no gettext tools need to be installed.
"""

from __future__ import annotations

import ast
import functools
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

from tools.common import ROOT

PACKAGE = ROOT / "pygames"
LOCALE = PACKAGE / "locale"
GAMES = PACKAGE / "games"
DOMAIN = "pygames"  # pygames.core.i18n.DOMAIN: the merged catalogue's name
MARKERS = {"_": 1, "N_": 1, "ngettext": 2}  # function name -> how many leading string arguments are ids


@dataclass
class Entry:
    """One message of a .po file."""

    msgid: str
    plural: str | None = None
    strings: dict[int, str] = field(default_factory=dict)  # msgstr (index 0) or msgstr[n]
    fuzzy: bool = False


@dataclass(frozen=True)
class Marked:
    """A string the code marks for translation, and where."""

    msgid: str
    plural: str | None
    where: str


def extract(root: Path = PACKAGE, skip: tuple[Path, ...] = ()) -> list[Marked]:
    """Every literal string passed to _(), N_() or ngettext() under `root` (but not under `skip`), in file
    order."""
    found: list[Marked] = []
    for path in sorted(root.rglob("*.py")):
        if not any(path.is_relative_to(folder) for folder in skip):
            stat = path.stat()
            found += _marked_in_file(path, stat.st_mtime_ns, stat.st_size)
    return found


@functools.cache
def _marked_in_file(path: Path, mtime_ns: int, size: int) -> tuple[Marked, ...]:
    # Each catalogue's checks read the same files again: parsed once while they stay as they are.
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS):
            continue
        args = node.args[:MARKERS[node.func.id]]
        if not args or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
            continue  # _(variable): a string marked elsewhere, translated here
        texts = [str(a.value) for a in args if isinstance(a, ast.Constant)]
        where = f"{path.relative_to(ROOT).as_posix()}:{node.lineno}"
        found.append(Marked(texts[0], texts[1] if len(texts) > 1 else None, where))
    return tuple(found)


def _unquote(text: str) -> str:
    return ast.literal_eval(text.strip())  # a .po string is a C-style double-quoted string


def parse_po(text: str) -> dict[str, Entry]:
    """A .po file's entries by msgid (the header's msgid is "")."""
    entries: dict[str, Entry] = {}
    entry: Entry | None = None
    key: tuple[str, int] | None = None
    fuzzy = False

    def finish() -> None:
        if entry is not None:
            entries[entry.msgid] = entry

    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        if line.startswith("#,"):
            fuzzy = "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif line.startswith("msgid_plural "):
            assert entry is not None
            entry.plural = _unquote(line[13:])
            key = ("plural", 0)
        elif line.startswith("msgid "):
            finish()
            entry = Entry(_unquote(line[6:]), fuzzy=fuzzy)
            fuzzy, key = False, ("msgid", 0)
        elif line.startswith("msgstr"):
            assert entry is not None
            head, _, rest = line.partition(" ")
            index = int(head[7:-1]) if head.startswith("msgstr[") else 0
            entry.strings[index] = _unquote(rest)
            key = ("msgstr", index)
        elif line.startswith('"') and entry is not None and key is not None:
            more = _unquote(line)
            if key[0] == "msgid":
                entry.msgid += more
            elif key[0] == "plural":
                entry.plural = (entry.plural or "") + more
            else:
                entry.strings[key[1]] += more
        else:
            raise ValueError(f"line {number}: cannot read {line!r}")
    finish()
    return entries


def mo_bytes(entries: dict[str, Entry]) -> bytes:
    """The GNU .mo file of `entries` (fuzzy and untranslated ones left out, as msgfmt does)."""
    pairs = []
    for entry in entries.values():
        if entry.fuzzy and entry.msgid:
            continue
        if entry.plural is None:
            if entry.strings.get(0):
                pairs.append((entry.msgid.encode(), entry.strings[0].encode()))
        elif all(entry.strings.values()) and entry.strings:
            strings = [entry.strings[i] for i in sorted(entry.strings)]
            pairs.append((f"{entry.msgid}\0{entry.plural}".encode(), "\0".join(strings).encode()))
    pairs.sort()
    ids = b"".join(key + b"\0" for key, _ in pairs)
    strs = b"".join(value + b"\0" for _, value in pairs)
    start = 7 * 4 + 16 * len(pairs)
    offsets, position = [], 0
    for key, _ in pairs:
        offsets += [len(key), start + position]
        position += len(key) + 1
    value_offsets, position = [], 0
    for _, value in pairs:
        value_offsets += [len(value), start + len(ids) + position]
        position += len(value) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(pairs), 7 * 4, 7 * 4 + 8 * len(pairs), 0, 0)
    return (header + struct.pack(f"{len(offsets)}i", *offsets)
            + struct.pack(f"{len(value_offsets)}i", *value_offsets) + ids + strs)


@dataclass(frozen=True)
class Catalogue:
    """One catalogue: the code it covers, where its .po files and its template live."""

    name: str  # "pygames" (the generic one) or the game's folder name
    root: Path  # the code whose marked strings it holds
    template: Path

    def po(self, language: str) -> Path:
        """Its .po file for `language`."""
        if self.name == DOMAIN:
            return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"
        return self.template.parent / f"{language}.po"

    def languages(self) -> list[str]:
        """The languages it has a .po file for."""
        if self.name == DOMAIN:
            return sorted(po.parent.parent.name for po in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
        return sorted(po.stem for po in self.template.parent.glob("*.po"))


def game_folders() -> list[Path]:
    """Every game's folder (pygames/games/<game>/, a package), found on disk."""
    return sorted(init.parent for init in GAMES.glob("*/__init__.py"))


def catalogues() -> list[Catalogue]:
    """The generic catalogue first, then one per game folder."""
    return [Catalogue(DOMAIN, PACKAGE, LOCALE / f"{DOMAIN}.pot")] + [
        Catalogue(folder.name, folder, folder / "locale" / "messages.pot") for folder in game_folders()]


def marked_in(catalogue: Catalogue) -> list[Marked]:
    """The strings `catalogue` holds: generic code's own, or those a game's folder marks that generic code
    does not (the generic catalogue has those)."""
    generic = extract(PACKAGE, skip=tuple(game_folders()))
    if catalogue.name == DOMAIN:
        return generic
    shared = {item.msgid for item in generic}
    return [item for item in extract(catalogue.root) if item.msgid not in shared]


def merged(language: str) -> dict[str, Entry]:
    """The entries of every catalogue's .po for `language`, in one map; loud on two translations of one
    string."""
    entries: dict[str, Entry] = {}
    where: dict[str, Path] = {}
    for catalogue in catalogues():
        po = catalogue.po(language)
        if not po.exists():
            continue
        for msgid, entry in parse_po(po.read_text(encoding="utf-8")).items():
            if msgid in entries and msgid and entries[msgid].strings != entry.strings:
                raise ValueError(f"{msgid!r} is translated one way in {where[msgid]} and another in {po}")
            if msgid not in entries:
                entries[msgid], where[msgid] = entry, po
    return entries


def compile_catalogues() -> list[Path]:
    """Merge every catalogue's .po of each language into pygames/locale/<lang>/LC_MESSAGES/pygames.mo; the
    paths written."""
    written = []
    languages = sorted({language for catalogue in catalogues() for language in catalogue.languages()})
    for language in languages:
        mo = LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
        data = mo_bytes(merged(language))
        mo.parent.mkdir(parents=True, exist_ok=True)
        if not mo.exists() or mo.read_bytes() != data:
            mo.write_bytes(data)
        written.append(mo)
    return written


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def pot_text(marked: list[Marked]) -> str:
    """The template (.pot) of every marked string, each once, with where the code uses it."""
    merged: dict[str, tuple[str | None, list[str]]] = {}
    for item in marked:
        plural, places = merged.setdefault(item.msgid, (item.plural, []))
        places.append(item.where)
        if item.plural and not plural:
            merged[item.msgid] = (item.plural, places)
    lines = ['msgid ""', 'msgstr ""', '"Project-Id-Version: pygames\\n"',
             '"Content-Type: text/plain; charset=UTF-8\\n"', '"Content-Transfer-Encoding: 8bit\\n"', ""]
    for msgid, (plural, places) in merged.items():
        lines += [f"#: {' '.join(places[:4])}"]
        if "{" in msgid:
            lines.append("#, python-brace-format")
        lines.append(f"msgid {_quote(msgid)}")
        if plural:
            lines += [f"msgid_plural {_quote(plural)}", 'msgstr[0] ""', 'msgstr[1] ""', ""]
        else:
            lines += ['msgstr ""', ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """`pot`: write every catalogue's template; `missing`: print the msgids each French .po lacks."""
    if argv[:1] == ["pot"]:
        for catalogue in catalogues():
            catalogue.template.parent.mkdir(parents=True, exist_ok=True)
            catalogue.template.write_text(pot_text(marked_in(catalogue)), encoding="utf-8")
        return 0
    if argv[:1] == ["missing"]:
        for catalogue in catalogues():
            po_path = catalogue.po("fr")
            po = parse_po(po_path.read_text(encoding="utf-8")) if po_path.exists() else {}
            seen: set[str] = set()
            for item in marked_in(catalogue):
                done = item.msgid in po and all(po[item.msgid].strings.values())
                if item.msgid not in seen and not done:
                    if not seen:
                        print(f"# ---- {po_path.relative_to(ROOT).as_posix()}\n")
                    seen.add(item.msgid)
                    print(f"# {item.where}\nmsgid {_quote(item.msgid)}")
                    if item.plural:
                        print(f'msgid_plural {_quote(item.plural)}\nmsgstr[0] ""\nmsgstr[1] ""\n')
                    else:
                        print('msgstr ""\n')
        return 0
    print("usage: python3 -m tools.catalogue pot|missing", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
