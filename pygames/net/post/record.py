"""The game record each page keeps, its checked replay, and what the page itself adds to it.

A record is the set-up (game, options, seat count, match id, chain length) and the list of steps, each
(kind, seat, text): COMMIT (a seat's chain head), MOVE (a seat's action), REVEAL (a seat's next chain
value), OUTCOME (a chance outcome, seat CHANCE). The page's own seat and chain seed sit beside them; the
seed never goes into a link. `Replay` checks steps one by one against the rules and the scheme (see the
package docstring), so a record, a save and a link are all checked by the same code.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass, field, replace
from typing import Any, cast

from pygames.core.errors import IllegalAction
from pygames.core.game import CHANCE, get_game
from pygames.core.i18n import _
from pygames.core.match import Match, path_key
from pygames.net.post import chain
from pygames.net.wire import MAX_SEATS, Refused, players

COMMIT, MOVE, REVEAL, OUTCOME = "c", "m", "r", "o"
KINDS = (COMMIT, MOVE, REVEAL, OUTCOME)
Step = tuple[str, int, str]
DIGEST_BYTES = 8
MAX_STEPS = 20_000  # as a save's moves: far beyond any real game, a bound for hostile links
MAX_TEXT = 64  # an action or an outcome, as the peer link's messages bound them


@dataclass(frozen=True)
class Setup:
    """What every page of one game by message agrees on before the first step."""

    game: str
    options: dict[str, Any]
    seat_count: int
    match: str  # 16 hex digits, random: tells this game's links from any other's
    length: int = chain.LENGTH

    def digest(self) -> bytes:
        """The start of the record's digest chain."""
        text = json.dumps([self.game, self.options, self.seat_count, self.match, self.length],
                          sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).digest()[:DIGEST_BYTES]


@dataclass(frozen=True)
class Record:
    """One page's copy of a game by message: plain data, kept in the page's saves."""

    setup: Setup
    steps: tuple[Step, ...] = ()
    seat: int | None = None  # this page's seat; None until it joins (or for a follower)
    secret: str | None = field(default=None, repr=False)  # this page's chain seed: never in a link

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-able dict (`from_json` reads it back, checking every step)."""
        s = self.setup
        return {"format": "pygames-post", "version": 1, "game": s.game, "options": s.options,
                "seat_count": s.seat_count, "match": s.match, "length": s.length,
                "steps": [list(step) for step in self.steps], "seat": self.seat, "secret": self.secret}


def step_digest(before: bytes, step: Step) -> bytes:
    """The digest after `step`, from the digest `before` it."""
    kind, seat, text = step
    return hashlib.sha256(before + f"{kind}\x1f{seat}\x1f{text}".encode()).digest()[:DIGEST_BYTES]


def digest_at(record: Record, count: int) -> bytes:
    """The record's digest after its first `count` steps."""
    digest = record.setup.digest()
    for step in record.steps[:count]:
        digest = step_digest(digest, step)
    return digest


def _who(seat: int) -> str:
    return players((seat,))


class Replay:
    """A record's steps replayed through the rules, each checked; raises Refused saying what is wrong."""

    def __init__(self, setup: Setup):
        try:
            game = get_game(setup.game)
            options = game.normalize_options(setup.options)
            if not isinstance(setup.seat_count, int) or not 2 <= setup.seat_count <= MAX_SEATS:
                raise ValueError(setup.seat_count)
            self.match = Match(game, setup.seat_count, options, auto_chance=False)
        except (ValueError, TypeError, KeyError, AttributeError):  # options from a link are untrusted
            raise Refused(_("this is not a game link")) from None
        reason = game.by_message(options)
        if reason:
            raise Refused(reason)
        self.setup = setup
        self.heads: list[str | None] = [None] * setup.seat_count
        self.last: list[str | None] = [None] * setup.seat_count  # each seat's latest known chain value
        self.run = 0  # chance runs begun: run k draws on value k of every chain
        self.revealed: set[int] = set()  # the seats whose value for the current run is known
        self.steps: list[Step] = []  # the steps played so far
        self.broken = False  # a step was refused: this replay is no longer that of any record

    @property
    def joined(self) -> bool:
        """True once every seat has committed to its chain."""
        return None not in self.heads

    @property
    def missing(self) -> tuple[int, ...]:
        """The seats whose reveal the current chance run still needs (empty when none is due)."""
        if not (self.joined and self.match.at_chance):
            return ()
        return tuple(s for s in range(self.setup.seat_count) if s not in self.revealed)

    def outcome(self) -> str:
        """The outcome the run's reveals make at the chance node now due (every reveal is in)."""
        reveals = [str(v) for v in self.last]
        material = chain.run_material(self.setup.match, self.run, path_key(self.match.actions), reveals)
        return chain.pick(self.match.game.chance_outcomes(self.match.state), material)

    def step(self, step: Step) -> None:
        """Check `step` and play it; Refused (the replay then unusable) if it breaks the rules or scheme."""
        try:
            self._step(step)
        except Exception:
            self.broken = True
            raise
        self.steps.append(step)

    def _step(self, step: Step) -> None:
        if self.broken:
            raise ValueError("a replay that refused a step plays no more")
        if not is_step(step, self.setup.seat_count):
            raise Refused(_("this is not a game link"))
        kind, seat, text = step
        if kind == COMMIT:
            self._commit(seat, text)
        elif not self.joined:
            raise Refused(_("{who} has not joined the game yet").format(
                who=_who(self.heads.index(None))))
        elif kind == MOVE:
            self._move(seat, text)
        elif kind == REVEAL:
            self._reveal(seat, text)
        else:
            self._outcome(text)

    def _commit(self, seat: int, head: str) -> None:
        if self.heads[seat] is not None:
            raise Refused(_("{who} has already joined the game").format(who=_who(seat)))
        self.heads[seat] = self.last[seat] = head
        self._open_run()

    def _move(self, seat: int, action: str) -> None:
        try:
            self.match.check(action, seat)
        except IllegalAction as error:
            raise Refused(_("{who} cannot play {action}: {reason}").format(
                who=_who(seat), action=action, reason=error)) from None
        self.match.play(action, seat)
        self._open_run()

    def _open_run(self) -> None:
        # A run begins once the decisions before it are fixed: every later reveal is made after them.
        if self.joined and self.match.at_chance:
            self.run += 1
            self.revealed = set()
            if self.run > self.setup.length:
                raise Refused(_("the players' chains of secrets are used up: this game cannot go on by "
                                "message"))

    def _reveal(self, seat: int, value: str) -> None:
        if seat not in self.missing:
            if self.match.at_chance:
                raise Refused(_("{who} revealed a secret twice").format(who=_who(seat)))
            raise Refused(_("{who} revealed a secret before the move it answers was made").format(
                who=_who(seat)))
        if not chain.follows(value, str(self.last[seat])):
            raise Refused(_("{who}'s secret does not match the commitment: the link was edited").format(
                who=_who(seat)))
        self.last[seat] = value
        self.revealed.add(seat)

    def _outcome(self, outcome: str) -> None:
        if not self.match.at_chance:
            raise Refused(_("no chance outcome is due"))
        if self.missing:
            raise Refused(_("a chance outcome came before every player's secret was in"))
        if outcome != self.outcome():
            raise Refused(_("the chance outcome {outcome} is not what the players' secrets make: the link "
                            "was edited").format(outcome=outcome))
        self.match.play_chance(outcome)


_KEPT: list[Replay] = []  # the latest replays, most recent last: a page replays one game over and over
_KEEP = 6


def replay(record: Record) -> Replay:
    """The record's steps replayed and checked (Refused if one is wrong).

    The replay is kept and may be handed out again, stepped on, for a later record of the same game:
    read it (its match) before the next call of this module, and never step it for a record of your own.
    """
    found = [rep for rep in _KEPT if not rep.broken and rep.setup == record.setup
             and len(rep.steps) <= len(record.steps) and tuple(rep.steps) == record.steps[:len(rep.steps)]]
    rep = max(found, key=lambda r: len(r.steps)) if found else Replay(record.setup)
    if rep in _KEPT:
        _KEPT.remove(rep)
    for step in record.steps[len(rep.steps):]:
        rep.step(step)
    _KEPT.append(rep)
    del _KEPT[:-_KEEP]
    return rep


def match_of(record: Record) -> Match:
    """A match of its own at the record's position (for a page to show), replayed from the steps."""
    rep = Replay(record.setup)
    for step in record.steps:
        rep.step(step)
    return rep.match


def new_record(game_id: str, seat_count: int, options: dict[str, Any] | None = None, seat: int = 0,
               secret: str | None = None, match: str | None = None) -> Record:
    """A new game by message set up on this page, committed to its chain for `seat`.

    Raises Refused with the reason when the game (with these options) cannot be played by message."""
    try:
        options = get_game(game_id).normalize_options(options)
    except ValueError as error:
        raise Refused(str(error)) from None
    setup = Setup(game_id, json.loads(json.dumps(options)), seat_count, match or secrets.token_hex(8))
    Replay(setup)  # refuses a game or options that cannot travel by message
    return join(Record(setup), seat, secret)


def join(record: Record, seat: int, secret: str | None = None) -> Record:
    """`record` with this page in `seat`: its chain committed (and any reveal then due added)."""
    if record.seat is not None:
        raise Refused(_("this page already plays in this game"))
    rep = replay(record)
    if type(seat) is not int or not 0 <= seat < record.setup.seat_count:
        raise Refused(_("there is no seat {seat} in this game").format(seat=seat))
    secret = secret or chain.new_seed()
    step = (COMMIT, seat, chain.head(secret, record.setup.length))
    rep.step(step)
    return settle(replace(record, steps=(*record.steps, step), seat=seat, secret=secret))


def play(record: Record, action: str) -> Record:
    """`record` after this page's seat plays `action` (and the reveals and outcomes it can add then)."""
    if record.seat is None:
        raise Refused(_("this page has no seat in this game"))
    step = (MOVE, record.seat, action)
    replay(record).step(step)
    return settle(replace(record, steps=(*record.steps, step)))


def settle(record: Record) -> Record:
    """`record` with this page's reveal for a chance run now due, and the outcomes every reveal makes."""
    rep = replay(record)
    steps = list(record.steps)
    while rep.match.at_chance and rep.joined:
        if record.seat is not None and record.secret and record.seat in rep.missing:
            step: Step = (REVEAL, record.seat, chain.value(record.secret, rep.run, record.setup.length))
        elif not rep.missing:
            step = (OUTCOME, CHANCE, rep.outcome())
        else:
            break
        rep.step(step)
        steps.append(step)
    return replace(record, steps=tuple(steps))


@dataclass(frozen=True)
class Waiting:
    """Whom a game by message waits on: "join", "reveal", "move" or "over", and the seats."""

    kind: str
    seats: tuple[int, ...]


def waiting(record: Record) -> Waiting:
    """Whom the game waits on now."""
    rep = replay(record)
    if not rep.joined:
        return Waiting("join", tuple(s for s, h in enumerate(rep.heads) if h is None))
    if rep.match.is_over:
        return Waiting("over", ())
    if rep.match.at_chance:
        return Waiting("reveal", rep.missing)
    return Waiting("move", rep.match.actors)


def last_seen(record: Record, seat: int) -> int:
    """How many steps `seat`'s page surely has: all of them up to the last step it wrote itself."""
    for number in range(len(record.steps), 0, -1):
        kind, author, _text = record.steps[number - 1]
        if author == seat and kind != OUTCOME:
            return number
    return 0


def from_json(data: Any) -> Record:
    """The record saved in `data` (a dict), every step checked again; Refused saying why if it is not."""
    if not isinstance(data, dict) or data.get("format") != "pygames-post":
        raise Refused(_("this is not a game by message"))
    if data.get("version") != 1:
        raise Refused(_("this link comes from a newer version of the site: load the latest page"))
    steps, seat, secret = data.get("steps"), data.get("seat"), data.get("secret")
    fields: tuple[Any, ...] = (data.get("game"), data.get("options"), data.get("seat_count"),
                               data.get("match"), data.get("length"))
    good = (isinstance(fields[0], str) and isinstance(fields[1], dict) and type(fields[2]) is int
            and is_match_id(fields[3]) and type(fields[4]) is int and 1 <= fields[4] <= chain.LENGTH
            and isinstance(steps, list) and len(steps) <= MAX_STEPS
            and all(isinstance(s, list) and len(s) == 3 and is_step(tuple(s), fields[2]) for s in steps)
            and (seat is None or (type(seat) is int and 0 <= seat < fields[2]))
            and (secret is None or chain.is_value(secret)))
    if not good:
        raise Refused(_("this saved game by message is damaged"))
    record = Record(Setup(*fields), tuple((k, s, t) for k, s, t in cast(list, steps)), seat, secret)
    rep = replay(record)
    if seat is not None and secret is not None and rep.heads[seat] != chain.head(secret, record.setup.length):
        raise Refused(_("this saved game by message is damaged"))
    return record


def is_match_id(value: Any) -> bool:
    """16 lower-case hex digits."""
    return isinstance(value, str) and len(value) == 16 and all(c in "0123456789abcdef" for c in value)


def is_step(step: tuple[Any, ...], seat_count: int) -> bool:
    """A (kind, seat, text) step of the right shape for a game of `seat_count` seats."""
    kind, seat, text = step
    if kind not in KINDS or type(seat) is not int or not isinstance(text, str):
        return False
    if kind == OUTCOME:
        return seat == CHANCE and 0 < len(text) <= MAX_TEXT
    if not 0 <= seat < seat_count:
        return False
    return chain.is_value(text) if kind in (COMMIT, REVEAL) else 0 < len(text) <= MAX_TEXT
