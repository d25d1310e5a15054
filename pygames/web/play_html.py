"""The play page's markup (pure Python, tested by pytest): its frame, the Auto-play boxes and dialogs,
the move list, the seat list and the end panel's headline. pygames/web/play.py draws them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pygames.core.i18n import _
from pygames.core.savebook import WITHHELD
from pygames.web.html import attrs, esc, language_switch
from pygames.web.seat_text import by_turn, is_you, level_name, move_text, seat_label, who_plays


def export_button(save_id: str, withheld: bool, classes: str = "button quiet") -> str:
    """The Export button of a save; while the game hides cards it is unavailable and says why (a press
    gets the reason as a message, savebook.WITHHELD)."""
    button = attrs(class_=classes, data_act="export", data_id=save_id, data_testid="export",
                   aria_disabled="true" if withheld else None, title=_(WITHHELD) if withheld else None)
    return f"<button {button}>{_('Export')}</button>"


def frame_html(game_id: str, title: str, controls: str, autoplay: str, dialogs: str, by_turn_: bool) -> str:
    """The page's fixed parts; the board area and the side panel are redrawn on every change."""
    return f"""
<div class="play play-{esc(game_id)}">
  <header class="play-head">
    <a class="button quiet small" href="#/" aria-label="{_('Home')}">← {_('Home')}</a>
    <h1>{esc(title)}</h1>
    <a class="button quiet small" href="#/rules/{esc(game_id)}">{_('Rules')}</a>
    {language_switch()}
  </header>
  <div class="status-row" id="status-row">
    <p class="status" id="status" role="status" aria-live="polite"></p>
    <section class="end-panel" id="end-panel" aria-labelledby="end-title" data-testid="end-panel" hidden>
      <div class="end-text">
        <h2 class="end-title" id="end-title"></h2><p class="end-detail" id="end-detail"></p></div>
      <div class="end-actions">
        <button class="button primary" {attrs(data_act="rematch", id="rematch", data_testid="rematch",
                                              title=_("A new game with the same players and settings"))}>
          {_("Play again")}</button>
        <button class="button" {attrs(data_act="swap", id="swap", data_testid="swap",
                                      title=_("A new game with the seats the other way round"))}>
          {_("Swap colours")}</button>
      </div>
    </section>
    <p class="sr-only" id="announce" aria-live="polite" data-testid="announce"></p>
    <p class="clock" id="clock" role="timer" hidden></p>
    <button class="button small" {attrs(data_act="resume", id="resume", hidden=True,
                                        title=_("Let the computer play on from here"))}>
      {_("Resume")} ▶</button>
  </div>
  <section class="coach" id="coach" aria-labelledby="coach-title" data-testid="coach" hidden></section>
  <style id="coach-light"></style>
  <div class="play-body">
    <div class="board-stage">
      <div id="board-area" class="board-area"></div>
      <div id="pass-cover" class="pass-cover" role="dialog" aria-label="{_('Pass the device')}" hidden></div>
    </div>
    <aside class="side">
      <ul class="seat-list" id="seat-list" aria-label="{_('Players')}"></ul>
      <div class="controls">
        <button class="button" {attrs(data_act="undo", id="undo", title=_("Rewind one turn (<)"))}>
          &lt; {_("Rewind")}</button>
        <button class="button" {attrs(data_act="redo", id="redo", title=_("Replay one turn (>)"))}>
          {_("Replay")} &gt;</button>
        <button class="button" {attrs(data_act="again", title=_("Same players, new game"))}>
          {_("New game")}</button>
        {controls}
      </div>
      {autoplay}
      <h2 class="moves-title">{_("Moves")}</h2>
      <ol class="moves{" by-turn" if by_turn_ else ""}" id="moves"></ol>
    </aside>
  </div>
  {dialogs}
</div>"""


def autoplay_html(seats: Sequence[int], names: Sequence[str], computer: Sequence[bool]) -> str:
    """One "Auto-play <seat>" box per seat of `seats` (ticked where `computer[seat]`), and the button of
    the options dialog; nothing without seats."""
    if not seats:
        return ""
    boxes = "".join(
        f'<label class="autoplay-box"><input type="checkbox" '
        f'{attrs(data_act="autoplay", data_seat=seat, id=f"autoplay{seat}")} '
        f'{attrs(checked=computer[seat])}>'
        f" {esc(_('Auto-play {seat}').format(seat=names[seat]))}</label>"
        for seat in seats)
    return (f'<fieldset class="autoplay"><legend>{_("Computer")}</legend>{boxes}'
            f'<button class="button quiet small" '
            f'{attrs(data_act="autoplay-options", id="autoplay-options")}>'
            f"{_('Auto-play options…')}</button></fieldset>")


def dialogs_html(names: Sequence[str], seats: Sequence[int], levels: Sequence[str],
                 chosen: Sequence[str]) -> str:
    """The "Start a new game?" dialog and the "Auto-play options" dialog: the computer level of each of
    `seats` (`chosen[seat]` selected)."""
    rows = "".join(
        f'<label class="field"><span>{esc(name)}</span>'
        f'<select {attrs(name=f"level{seat}", data_seat=seat, id=f"level{seat}")}>'
        + "".join(f'<option value="{esc(lv)}"{" selected" if lv == chosen[seat] else ""}>'
                  f"{esc(level_name(lv))}</option>" for lv in levels)
        + "</select></label>"
        for seat, name in enumerate(names) if seat in seats)
    return f"""
  <dialog class="options-dialog" id="new-game-dialog" aria-labelledby="new-game-title"
          data-testid="new-game-dialog">
    <div class="dialog-body">
      <h2 id="new-game-title">{_("Start a new game?")}</h2>
      <p class="dialog-hint">{_("This game is not over. It stays in your saved games on the home page.")}</p>
      <div class="form-actions">
        <button class="button primary" {attrs(data_act="again-confirmed", data_testid="new-game-confirm")}>
          {_("Start a new game")}</button>
        <button class="button" {attrs(data_act="again-cancel", data_testid="new-game-cancel")}>
          {_("Keep playing")}
          </button>
      </div>
    </div>
  </dialog>
  <dialog class="options-dialog" id="autoplay-dialog" aria-labelledby="autoplay-dialog-title">
    <div class="dialog-body">
      <h2 id="autoplay-dialog-title">{_("Auto-play options")}</h2>
      <p class="dialog-hint">{_("How well the computer plays each colour when its Auto-play box is on.")}</p>
      {rows}
      <div class="form-actions">
        <button class="button primary" {attrs(data_act="autoplay-close", id="autoplay-done")}>
          {_("Done")}</button>
      </div>
    </div>
  </dialog>"""


def moves_html(records: Sequence[tuple[int, int, str]], current: int, names: Sequence[str],
               paired: bool) -> str:
    """The move list's items, the move at `current` marked: by turn ("1. a1  b2") where `paired`, one
    a line otherwise."""

    def item(ply: int, seat: int, text: str, extra: str = "", style: str = "", shown: str = "") -> str:
        goto = attrs(data_act="goto", data_ply=ply + 1, aria_current=ply + 1 == current and "step",
                     aria_label=text if shown and shown != text else None)
        classes = f'seat{seat}{" future" if ply >= current else ""}{extra}'
        return (f'<li {attrs(class_=classes, style=style or None)}>'
                f"<button {goto}>{esc(shown or text)}</button></li>")

    if not paired:
        return "".join(item(ply, seat, text) for ply, seat, text in records)
    return "".join(
        item(p.ply, p.seat, p.text, " numbered" if p.turn else "",
             f"grid-row:{p.row};grid-column:{1 if p.turn else p.column}/{p.column + 1}"
             + (f";--turn:'{p.turn}.'" if p.turn else ""),
             move_text(p.text, names[p.seat]))
        for p in by_turn(records))


def seats_html(names: Sequence[str], seats: Sequence[Any], actors: set[int]) -> str:
    """Who plays each seat ("Red · You", "Yellow · Computer (Smart)"), the ones to move (`actors`) marked."""
    return "".join(
        f'<li class="seat{seat}{" acting" if seat in actors else ""}" {attrs(data_seat=seat)}>'
        f'<span class="seat-dot" aria-hidden="true"></span>'
        f'{esc(seat_label(names, seats, seat))}'
        f'{"<span class=sr-only> " + _("(to move)") + "</span>" if seat in actors else ""}</li>'
        for seat in range(len(seats)))


def headline(view: dict[str, Any], seats: Sequence[Any], names: Sequence[str]) -> str:
    """The end panel's first words: "You win!", "Computer (Smart) wins", "Red wins" or "Draw"."""
    winners = view.get("winners")
    seat_count = len(seats)
    if not isinstance(winners, list):
        return _("Game over")
    if not winners or len(winners) == seat_count:
        return _("Draw") if not winners or seat_count > 1 else _("Game over")
    if len(winners) > 1:
        return _("Shared win")
    if is_you(seats, winners[0]):
        return _("You win!")
    who = who_plays(seats, winners[0])
    if any(is_you(seats, seat) for seat in range(seat_count)):
        return _("{who} wins").format(who=who or names[winners[0]])
    return _("{who} wins").format(who=names[winners[0]])
