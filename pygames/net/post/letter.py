"""The link a game by message travels in: what its reader lacks, packed small and URL-safe, and strictly read.

A link is unpadded base64url (letters, digits, "-" and "_": it fits a URL's #fragment as it is) of:

  1 byte   version 1 in the high four bits; flags: 1 the whole game (the set-up comes with it),
           2 the rest is raw deflate (used when that is shorter)
  8 bytes  the match id
  whole:   the game id, the options (JSON), each a varint length and UTF-8; the seat count (1 byte);
           the chain length (varint)
  else:    the number of steps the reader already has (varint) and the digest after them (8 bytes)
  8 bytes  the digest after the link's last step (see record.step_digest)
  varint   the number of steps, then each: a byte (kind << 5 | seat + 1, 0 for chance) and its text:
           a chain value as 16 bytes, an action or outcome as a varint length and UTF-8. A reveal whose
           seat reveals again later in the same link leaves its value out (kind BARE): it is the hash
           of that later value, so a whole game carries one chain value per seat.

`write` makes the link for a reader (the steps after the last one that reader wrote itself, or the
whole game); `open_link` checks a link against a page's record and returns the record with it, or
raises Refused with words saying why, leaving the record as it was.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass, replace

from pygames.core.i18n import _
from pygames.net.post import chain
from pygames.net.post.record import (
    COMMIT,
    DIGEST_BYTES,
    MAX_STEPS,
    MAX_TEXT,
    MOVE,
    OUTCOME,
    REVEAL,
    Record,
    Setup,
    Step,
    digest_at,
    is_match_id,
    last_seen,
    replay,
    step_digest,
)
from pygames.net.wire import Refused

VERSION = 1
WHOLE, DEFLATED = 1, 2
BARE = "b"  # a reveal sent without its value (a later reveal of its seat in the link gives it)
_CODES = {COMMIT: 0, MOVE: 1, REVEAL: 2, BARE: 3, OUTCOME: 4}
_KINDS = {code: kind for kind, code in _CODES.items()}
MAX_LINK = 200_000  # characters: a whole Drinking game to its 400-turn end is far below
MAX_BYTES = 1 << 20  # what a link may inflate to


@dataclass(frozen=True)
class Letter:
    """A decoded link: the match, the set-up (whole games), where it starts, its steps and end digest."""

    match: str
    setup: Setup | None
    base: int
    base_digest: bytes
    end_digest: bytes
    steps: tuple[Step, ...]


# -- writing -------------------------------------------------------------------------------------------
def write(record: Record, reader: int | None = None) -> str:
    """The link for `reader`'s page: the steps after the last one it wrote, or the whole game (None, or
    a seat that has written nothing yet)."""
    since = 0 if reader is None else last_seen(record, reader)
    return _write(record, since)


def write_for_all(record: Record) -> str:
    """One link every other seat's page can open (for a group chat): from the earliest they may lack."""
    others = [s for s in range(record.setup.seat_count) if s != record.seat]
    return _write(record, min((last_seen(record, s) for s in others), default=0))


def _write(record: Record, since: int) -> str:
    whole = since == 0
    return encode(Letter(record.setup.match, record.setup if whole else None, since,
                         b"" if whole else digest_at(record, since), digest_at(record, len(record.steps)),
                         record.steps[since:]))


def encode(letter: Letter) -> str:
    """The link text of `letter` (a whole game when it has a set-up)."""
    out = bytearray(bytes.fromhex(letter.match))
    setup = letter.setup
    if setup is not None:
        flags = WHOLE
        out += _text(setup.game) + _text(json.dumps(setup.options, sort_keys=True, separators=(",", ":")))
        out += bytes([setup.seat_count]) + _varint(setup.length)
    else:
        flags = 0
        out += _varint(letter.base) + letter.base_digest
    out += letter.end_digest + _varint(len(letter.steps))
    later: set[int] = set()  # seats with a reveal later in the link
    packed = []
    for kind, seat, text in reversed(letter.steps):
        if kind == REVEAL and seat in later:
            packed.append(bytes([_CODES[BARE] << 5 | seat + 1]))
            continue
        if kind == REVEAL:
            later.add(seat)
        body = chain.raw_of(text) if kind in (COMMIT, REVEAL) else _text(text)
        packed.append(bytes([_CODES[kind] << 5 | seat + 1]) + body)
    out += b"".join(reversed(packed))
    squeezed = zlib.compressobj(9, zlib.DEFLATED, -15)
    small = squeezed.compress(bytes(out)) + squeezed.flush()
    if len(small) < len(out):
        flags, out = flags | DEFLATED, bytearray(small)
    return base64.urlsafe_b64encode(bytes([VERSION << 4 | flags]) + bytes(out)).rstrip(b"=").decode("ascii")


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _text(text: str) -> bytes:
    raw = text.encode("utf-8")
    return _varint(len(raw)) + raw


# -- reading -------------------------------------------------------------------------------------------
class _Reader:
    """Bytes read in order; anything short or malformed raises Refused."""

    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise _damaged()
        self.at += n
        return self.data[self.at - n: self.at]

    def varint(self) -> int:
        n = shift = 0
        while True:
            byte = self.take(1)[0]
            n |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return n
            if shift > 35:
                raise _damaged()

    def text(self, limit: int) -> str:
        size = self.varint()
        if size > limit:
            raise _damaged()
        try:
            return self.take(size).decode("utf-8")
        except UnicodeDecodeError:
            raise _damaged() from None


def _damaged() -> Refused:
    return Refused(_("this is not a game link"))


def decode(text: object) -> Letter:
    """The link in `text`, decoded and its shape checked (not yet its steps); Refused saying why."""
    if not isinstance(text, str) or not text.isascii() or not 2 <= len(text) <= MAX_LINK:
        raise _damaged()
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise _damaged() from None
    if not data or data[0] >> 4 != VERSION:
        if data and data[0] >> 4 > VERSION:
            raise Refused(_("this link comes from a newer version of the site: load the latest page"))
        raise _damaged()
    flags, body = data[0] & 0x0F, data[1:]
    if flags & ~(WHOLE | DEFLATED):
        raise _damaged()
    if flags & DEFLATED:
        try:
            inflate = zlib.decompressobj(-15)
            body = inflate.decompress(body, MAX_BYTES)
        except zlib.error:
            raise _damaged() from None
        if inflate.unconsumed_tail or not inflate.eof:
            raise _damaged()
    read = _Reader(body)
    match = read.take(8).hex()
    setup = None
    base, base_digest = 0, b""
    if flags & WHOLE:
        game, options_text = read.text(64), read.text(4096)
        seat_count, length = read.take(1)[0], read.varint()
        try:
            options = json.loads(options_text)
        except ValueError:
            raise _damaged() from None
        if not isinstance(options, dict) or not 1 <= length <= chain.LENGTH:
            raise _damaged()
        setup = Setup(game, options, seat_count, match, length)
    else:
        base, base_digest = read.varint(), read.take(DIGEST_BYTES)
    end_digest, count = read.take(DIGEST_BYTES), read.varint()
    if count > MAX_STEPS or base > MAX_STEPS:
        raise _damaged()
    steps = [_step(read) for _number in range(count)]
    if read.at != len(body) or not is_match_id(match):
        raise _damaged()
    return Letter(match, setup, base, base_digest, end_digest, _fill_reveals(steps))


def _step(read: _Reader) -> tuple[str, int, str | None]:
    head = read.take(1)[0]
    kind, seat = _KINDS.get(head >> 5), (head & 0x1F) - 1
    if kind is None or (kind == OUTCOME) != (seat == -1):
        raise _damaged()
    if kind == BARE:
        return REVEAL, seat, None
    if kind in (COMMIT, REVEAL):
        return kind, seat, chain.text_of(read.take(chain.VALUE_BYTES))
    text = read.text(MAX_TEXT)
    if not text:
        raise _damaged()
    return kind, seat, text


def _fill_reveals(steps: list[tuple[str, int, str | None]]) -> tuple[Step, ...]:
    """The steps with every bare reveal's value: the hash of its seat's next reveal in the link."""
    after: dict[int, str] = {}
    filled: list[Step] = []
    for kind, seat, text in reversed(steps):
        if kind == REVEAL:
            if text is None:
                if seat not in after:
                    raise _damaged()
                text = chain.previous(after[seat])
            after[seat] = text
        filled.append((kind, seat, str(text)))
    return tuple(reversed(filled))


def open_link(record: Record | None, text: object) -> Record:
    """`record` (None: this page has none of this game yet) with the link `text` read into it.

    Raises Refused with the reason, and changes nothing, for a link that is damaged, for another game,
    stale, opened already, out of order, edited, or that breaks the rules or the fair-chance scheme."""
    letter = decode(text)
    if record is None:
        if letter.setup is None:
            raise Refused(_("this link continues a game this page does not have: ask for a link with the "
                            "whole game"))
        record = Record(letter.setup)
    elif letter.match != record.setup.match:
        raise Refused(_("this link is for another game"))
    elif letter.setup is not None and letter.setup != record.setup:
        raise Refused(_("this link's set-up differs from your game: it was edited"))
    have = len(record.steps)
    if letter.base > have:
        raise Refused(_("a link is missing before this one: open the links in the order they were sent"))
    if letter.setup is None and letter.base_digest != digest_at(record, letter.base):
        raise Refused(_("this link does not follow your game: a step before it differs from yours"))
    known = have - letter.base
    if tuple(letter.steps[:known]) != record.steps[letter.base: letter.base + len(letter.steps[:known])]:
        raise Refused(_("this link changes a step your page already has: it was edited"))
    if len(letter.steps) <= known:
        if letter.base + len(letter.steps) == have:
            raise Refused(_("you have already opened this link"))
        raise Refused(_("this link is older than your game: you have already seen later moves"))
    fresh = letter.steps[known:]
    if record.seat is not None and any(seat == record.seat for _kind, seat, _text in fresh):
        raise Refused(_("this link plays for your seat something you did not do: it was edited"))
    rep = replay(record)
    digest = digest_at(record, have)
    for step in fresh:
        rep.step(step)
        digest = step_digest(digest, step)
    if digest != letter.end_digest:
        raise Refused(_("the link was changed on the way: its contents do not match its check"))
    return replace(record, steps=(*record.steps, *fresh))
