"""The pages drawn from a game's listing alone, as HTML (pure: the app shows them, and the build
pre-renders them into index.html for site/js/pages.js to show before Python is ready)."""

from __future__ import annotations

import pygames.core
from pygames.ai import levels
from pygames.web.catalogue import Listing
from pygames.web.html import esc
from pygames.web.lesson import tutorials
from pygames.web.seat_picker import seat_choices, seat_picker
from pygames.web.seat_text import setup_default


def game_card(game: Listing) -> str:
    """A game's card on the home page: icon, title, blurb, New game and Rules."""
    return (f'<article class="game-card" data-game="{esc(game.id)}" data-kind="{esc(game.kind)}">'
            f'<div class="game-icon" aria-hidden="true">{game.icon}</div>'
            f'<div class="game-text"><h2>{esc(game.title)}</h2><p>{esc(game.blurb)}</p></div>'
            f'<div class="game-actions"><a class="button primary" href="#/new/{esc(game.id)}">New game</a>'
            f'<a class="button quiet" href="#/rules/{esc(game.id)}">Rules</a>{learn_link(game)}'
            "</div></article>")


def learn_link(game: Listing) -> str:
    """The link to a game's guided first game ("" for a game without one)."""
    if game.id not in tutorials():
        return ""
    return (f'<a class="button quiet" href="#/learn/{esc(game.id)}" data-testid="learn-{esc(game.id)}">'
            "Learn to play</a>")


def setup_page(game: Listing) -> str:
    """The new-game form: the game's options and who plays each seat ("Nobody" leaves a seat out)."""
    rules = pygames.core.get_game(game.id)
    names = game.seat_names(rules.max_seats)
    rows = []
    for i, name in enumerate(names):
        choices = seat_choices(i, levels(game.id), optional=i >= rules.min_seats)
        computers = [value for value, _, group in choices if group]
        rows.append(seat_picker(i, name, choices, setup_default(i, rules.min_seats, computers)))
    return f"""
<div class="setup">
  <nav class="crumbs"><a href="#/">← Home</a></nav>
  <h1>New game of {esc(game.title)}</h1>
  <form class="setup-form" data-game="{esc(game.id)}">
    {game.option_fields}
    <fieldset class="seats"><legend>Players</legend>{"".join(rows)}</fieldset>
    {game.after_seats}
    <div class="form-actions"><button class="button primary" type="submit" data-testid="start">Start</button>
      <button class="button" type="submit" name="peer" value="yes" data-testid="play-friend"
        title="Play with someone on another device: you get a link to send them">Play with a friend</button>
      <a class="button quiet" href="#/rules/{esc(game.id)}">Rules</a></div>
  </form>
</div>"""


def rules_page(game: Listing) -> str:
    """The in-app rules of a game."""
    return (f'<div class="rules"><nav class="crumbs"><a href="#/">← Home</a> · '
            f'<a href="#/new/{esc(game.id)}">New game</a></nav>'
            f'<h1>{esc(game.title)}: rules</h1>'
            + (f'<p class="learn">{learn_link(game)}</p>' if learn_link(game) else "")
            + f'{game.rules_html}</div>')
