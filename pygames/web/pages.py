"""The pages drawn from a game's listing alone, as HTML (pure: the app shows them, and the build
pre-renders them into index.html for site/js/pages.js to show before Python is ready)."""

from __future__ import annotations

import time

import pygames
import pygames.core
from pygames.ai import levels
from pygames.core.i18n import N_, _
from pygames.core.savebook import WITHHELD
from pygames.web.catalogue import Listing, drawn, home_line
from pygames.web.html import esc, language_switch
from pygames.web.lesson import tutorials
from pygames.web.seat_picker import seat_choices, seat_picker
from pygames.web.seat_text import setup_default


def game_card(game: Listing) -> str:
    """A game's card on the home page: icon, title, blurb, New game and Rules."""
    return (f'<article class="game-card" data-game="{esc(game.id)}" data-kind="{esc(game.kind)}">'
            f'<div class="game-icon" aria-hidden="true">{game.icon}</div>'
            f'<div class="game-text"><h2>{esc(game.title)}</h2><p>{esc(_(game.blurb))}</p></div>'
            f'<div class="game-actions">'
            f'<a class="button primary" href="#/new/{esc(game.id)}">{_("New game")}</a>'
            f'<a class="button quiet" href="#/rules/{esc(game.id)}">{_("Rules")}</a>{learn_link(game)}'
            "</div></article>")


def learn_link(game: Listing) -> str:
    """The link to a game's guided first game ("" for a game without one)."""
    if game.id not in tutorials():
        return ""
    return (f'<a class="button quiet" href="#/learn/{esc(game.id)}" data-testid="learn-{esc(game.id)}">'
            f'{esc(_("Learn to play"))}</a>')


def setup_page(game: Listing) -> str:
    """The new-game form: the game's options and who plays each seat ("Nobody" leaves a seat out)."""
    rules = pygames.core.get_game(game.id)
    names = game.seat_names(rules.max_seats)
    rows = []
    for i, name in enumerate(names):
        choices = seat_choices(i, levels(game.id), optional=i >= rules.min_seats)
        computers = [value for value, _text, group in choices if group]
        rows.append(seat_picker(i, name, choices, setup_default(i, rules.min_seats, computers)))
    return f"""
<div class="setup">
  <nav class="crumbs"><a href="#/">← {_("Home")}</a>{language_switch()}</nav>
  <h1>{esc(_("New game of {game}").format(game=game.title))}</h1>
  <form class="setup-form" data-game="{esc(game.id)}">
    {drawn(game.option_fields)}
    <fieldset class="seats"><legend>{_("Players")}</legend>{"".join(rows)}</fieldset>
    {drawn(game.after_seats)}
    <div class="form-actions">
      <button class="button primary" type="submit" data-testid="start">{_("Start")}</button>
      <button class="button" type="submit" name="peer" value="yes" data-testid="play-friend"
        title="{_("Play with someone on another device: you get a link to send them")}">
        {_("Play with a friend")}</button>
      <a class="button quiet" href="#/rules/{esc(game.id)}">{_("Rules")}</a></div>
  </form>
</div>"""


def rules_page(game: Listing) -> str:
    """The in-app rules of a game."""
    return (f'<div class="rules"><nav class="crumbs"><a href="#/">← {_("Home")}</a> · '
            f'<a href="#/new/{esc(game.id)}">{_("New game")}</a>{language_switch()}</nav>'
            f'<h1>{esc(_("{game}: rules").format(game=game.title))}</h1>'
            + (f'<p class="learn">{learn_link(game)}</p>' if learn_link(game) else "")
            + f'{drawn(game.rules_html)}</div>')


# Month abbreviations of the saves list (time.strftime's are the C locale's English ones).
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))

# The words site/js/pages.js draws before Python is up (the build hands it their translations).
EARLY_WORDS = (N_("Continue"), N_("Resume"), N_("Export"), N_("Delete"), N_("Import a save…"),
               N_("No saved games yet."), WITHHELD, *MONTHS)


def save_time(seconds: float) -> str:
    """When a save was last played, "23 Nov 2026 16:55" (pages.js writes it alike)."""
    moment = time.localtime(seconds)
    return (f"{moment.tm_mday:02d} {_(MONTHS[moment.tm_mon - 1])} {moment.tm_year} "
            f"{moment.tm_hour:02d}:{moment.tm_min:02d}")


INVITATION = N_("Play the computer, a friend at this screen, or a friend on another device by link; every "
                "game saves itself as you play.")


def home_page(games: list[Listing], continue_html: str = "", rows: str | None = None) -> str:
    """The home page: what there is to play, Continue, the game cards and the saved games.

    Without `rows` it is the build's page for site/js/pages.js, which draws the saves and Import itself.
    """
    if rows is None:
        saves = f'<li class="empty">{esc(_("Your saved games show here in a moment…"))}</li>'
        importer = ""
    else:
        saves = rows or f'<li class="empty">{esc(_("No saved games yet."))}</li>'
        importer = (f'<label class="button quiet file-button">{esc(_("Import a save…"))}'
                    f'<input type="file" id="import-file" accept=".json,application/json" hidden></label>')
    cards = "".join(game_card(game) for game in games)
    shell = ' data-shell="home"' if rows is None else ""  # site/js/pages.js's page, until Python draws
    return f"""<div class="home"{shell}>
  <header class="hero">{language_switch()}<h1>pygames</h1><p data-testid="home-line">{esc(home_line(games))}
  {esc(_(INVITATION))}</p></header>
  {continue_html}
  <section class="games" aria-label="{esc(_("Games"))}">{cards}</section>
  <section class="saves" aria-labelledby="saves-title">
    <div class="section-head"><h2 id="saves-title">{esc(_("Saved games"))}</h2>{importer}</div>
    <ul class="save-list">{saves}</ul>
  </section>
  <footer class="foot">pygames {esc(pygames.__version__)} · {esc(_("works offline once visited"))}</footer>
</div>"""
