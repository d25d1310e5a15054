"""A guided first game as a Table: the play page plays a tutorial (pygames.core.tutorial) through the
same Table as any game (the base, pygames.core.table.Table), and this table alone knows it is a lesson.

Pure Python (no browser import), so pytest drives it exactly as the page does. The learner's seat is
the one person here; the other seats are the computer's, but their moves are the script's: they are
played, with the scripted chance outcomes, as soon as the learner's expected action is. Any other action
is refused with the step's hint (a `Hint`, an IllegalAction) and changes nothing. A lesson keeps no save:
the step reached is remembered (`remember(step)`), so the lesson reopens there.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from pygames.ai import levels
from pygames.core.game import get_game
from pygames.core.i18n import N_, _
from pygames.core.match import Match, new_match
from pygames.core.table import COMPUTER, HUMAN, SET_UP
from pygames.core.tutorial import Hint, Tutorial, follow, lesson_match
from pygames.web.html import attrs, esc
from pygames.web.local_table import MatchTable

LESSON_TITLE = N_("Learn to play")
OVER = N_("This lesson is over: start it again, or play a real game.")


@dataclass(frozen=True)
class Coaching:
    """What the page shows of a lesson now: the step (1-based; total + 1 once done), its words, what to
    light, and the hint of the last refused action ("" if none)."""

    game: str
    number: int
    total: int
    say: str
    light: tuple[str, ...]
    hint: str = ""

    @property
    def done(self) -> bool:
        """True once every step is played."""
        return self.number > self.total


@cache
def tutorials() -> dict[str, Tutorial]:
    """Every game's tutorial, by game id (`pygames/games/<game>/tutorial.py`'s TUTORIAL; none without)."""
    import pygames.games

    found: dict[str, Tutorial] = {}
    for module in pkgutil.iter_modules(pygames.games.__path__):
        name = f"pygames.games.{module.name}.tutorial"
        try:
            tutorial = getattr(importlib.import_module(name), "TUTORIAL", None)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
            continue
        if isinstance(tutorial, Tutorial):
            found[tutorial.game] = tutorial
    return found


def lesson_seats(tutorial: Tutorial) -> list[dict[str, str]]:
    """The seats of a lesson as a match's meta keeps them: the learner a person, the others the computer."""
    return [{"kind": HUMAN if seat == tutorial.seat else COMPUTER} for seat in range(tutorial.seat_count)]


class LessonTable(MatchTable):
    """A tutorial played at this screen, step by step; `remember(step)` keeps the step reached."""

    no_takebacks = N_("A lesson goes forward only: use Start over to begin it again.")

    def __init__(self, tutorial: Tutorial, step: int = 0, names: list[str] | None = None,
                 remember: Callable[[int], None] = lambda step: None):
        self.tutorial = tutorial
        self.step = step if isinstance(step, int) and 0 <= step <= len(tutorial.steps) else 0
        self.remember = remember
        self.hint = ""
        super().__init__(self._match(), list(tutorial.names) or names)

    def _match(self) -> Match:
        title = _("Learn {game}").format(game=get_game(self.tutorial.game).title)
        return lesson_match(self.tutorial, self.step, {"seats": lesson_seats(self.tutorial), "title": title})

    def lesson(self) -> Coaching:
        """The step due now, its words and what to light."""
        steps = self.tutorial.steps
        if self.step >= len(steps):
            return Coaching(self.tutorial.game, len(steps) + 1, len(steps), _(self.tutorial.done), ())
        step = steps[self.step]
        return Coaching(self.tutorial.game, self.step + 1, len(steps), _(step.say), step.light, self.hint)

    # -- acting: only the step's action ----------------------------------------------------------------
    def propose(self, seat: int, action: str) -> None:
        """Play the step's action and what the script says follows it; anything else gets the hint."""
        steps = self.tutorial.steps
        if self.step >= len(steps):
            raise Hint(_(OVER))
        step = steps[self.step]
        if seat != self.tutorial.seat or action != step.do:
            self.hint = _(step.hint)  # the tutorials' words are marked with N_
            raise Hint(self.hint)
        self.match.play(action, seat)
        follow(self.match, step.then)
        self.step += 1
        self.hint = ""
        self.remember(self.step)

    def computers_due(self, resume: bool = False) -> list[int]:
        """The other seats' moves are the script's, played with the learner's: the computer never thinks."""
        return []

    # -- no clock, no takebacks, no save, no auto-play, no end panel (the Table's defaults but these) ------
    def refusal(self) -> Hint:
        """Undo and redo are refused kindly: a lesson goes forward only."""
        return Hint(_(self.no_takebacks))

    def goto(self, ply: int) -> None:
        """Refused (but staying where it is): a lesson goes forward only."""
        if ply != self.ply:
            self.undo()

    @property
    def swappable(self) -> bool:
        """The end panel is not offered (the lesson's own last words offer a real game)."""
        return False

    @property
    def keeps(self) -> bool:
        """A lesson keeps only its step (`remember`), never a save, and its last words offer a real game
        instead of the end panel."""
        return False

    def next_match(self, swap: bool, title: str) -> Match:
        """A real game of this game with its usual settings: the learner against the computer."""
        strongest = levels(self.game.id)[-1:]
        seats = [{"kind": HUMAN} if seat == self.tutorial.seat else
                 {"kind": COMPUTER, **({"level": strongest[0]} if strongest else {})}
                 for seat in range(self.seat_count)]
        return new_match(self.game.id, self.seat_count, {},
                         meta={"seats": seats, SET_UP: list(seats), "title": self.game.title})


def coach_html(coaching: Coaching | None) -> str:
    """The lesson's panel: the step's words, the hint of a refused action, Start over, and at the end a
    real game (nothing without a lesson)."""
    if coaching is None:
        return ""
    game = esc(coaching.game)
    counter = (_("Done") if coaching.done
               else _("Step {n} of {total}").format(n=coaching.number, total=coaching.total))
    hint = (f'<p class="coach-hint" data-testid="coach-hint">{esc(coaching.hint)}</p>'
            if coaching.hint else "")
    real = (f'<a class="button primary" href="#/new/{game}" data-testid="real-game">'
            f'{esc(_("Play a real game"))}</a>' if coaching.done else "")
    again = attrs(class_="button small quiet", data_act="restart-lesson", data_game=coaching.game,
                  data_testid="restart-lesson")
    restart = f"<button {again}>{esc(_('Start over'))}</button>"
    return (f'<h2 class="coach-title" id="coach-title">{esc(_(LESSON_TITLE))} · '
            f'<span data-testid="coach-step">{counter}</span></h2>'
            f'<p class="coach-say" data-testid="coach-say">{esc(coaching.say)}</p>{hint}'
            f'<div class="coach-actions">{real}{restart}</div>')


def lit(coaching: Coaching | None) -> list[str]:
    """The page-wide selectors of the step's targets (a bare one is looked for on the board)."""
    if coaching is None:
        return []
    return [selector if selector.startswith("#") else f"#board-area {selector}"
            for selector in coaching.light]


def light_css(coaching: Coaching | None) -> str:
    """The style that lights the step's targets (a style rule, so a board's own redraw keeps it)."""
    chosen = lit(coaching)
    if not chosen:
        return ""
    return (f":is({', '.join(chosen)}) {{ outline: 4px solid #1e88e5; outline-offset: 3px; "
            "box-shadow: 0 0 0 9px rgb(30 136 229 / 35%); }")
