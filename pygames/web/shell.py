"""The app shell: routes (home, set-up, rules, play), the book of saves, import and export.

Routes live in the URL fragment (#/new/gobblet, #/play/<save id>, #/rules/gobblet, #/learn/gobblet: its
guided first game) so that every page
can be reloaded or bookmarked on any static host.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from pyodide.ffi import to_js
from pyscript import document, window

import pygames
from pygames.core.errors import BadSave
from pygames.core.savebook import ExportWithheld, MemoryStore, SaveBook, export_text
from pygames.core.table import SET_UP
from pygames.web.catalogue import Listing, home_line, listings
from pygames.web.dom import attrs, by_id, closest, data, esc, need, on, toast
from pygames.web.lesson import LessonTable, tutorials
from pygames.web.local_table import LocalTable
from pygames.web.pages import game_card, rules_page, setup_page
from pygames.web.peer import REMOTE, is_peer, new_host_match, open_peer_page
from pygames.web.peer_join import route_peer
from pygames.web.play import PlayPage, export_button


def browser_store() -> Any:
    """localStorage, or a memory store (with a warning) where the browser refuses it."""
    try:
        store = window.localStorage
        store.setItem("pygames:probe", "1")
        store.removeItem("pygames:probe")
        return store
    except Exception:  # noqa: BLE001 - private modes throw a SecurityError or a QuotaExceededError
        toast("This browser does not let the site keep saves; games will be lost on reload.", "warn")
        return MemoryStore()


class App:
    """The single-page app: draws the page for the current route and handles its events."""

    def __init__(self) -> None:
        self.root = by_id("app")
        self.book = SaveBook(browser_store())
        self.games = listings()
        self.lessons = tutorials()
        self.page: PlayPage | None = None
        on(window, "hashchange", lambda _event: self.route())
        on(self.root, "click", self.on_click)
        on(self.root, "submit", self.on_submit)
        on(self.root, "change", self.on_change)
        on(document, "keydown", self.on_key)

    # -- routing ------------------------------------------------------------------------------------
    def route(self) -> None:
        """Draw the page named by the URL fragment (a peer link's #join= or #answer= first)."""
        if route_peer(self):
            return
        if self.page:
            self.page.close()
            self.page = None
        parts = [p for p in str(window.location.hash).lstrip("#").split("/") if p]
        kind, arg = (parts + [None, None])[:2]
        if kind == "new" and arg in self.games:
            self.show_setup(self.games[arg])
        elif kind == "rules" and arg in self.games:
            self.show_rules(self.games[arg])
        elif kind == "play" and arg:
            self.show_play(arg)
        elif kind == "learn" and arg in self.lessons and arg in self.games:
            self.show_lesson(arg)
        else:
            self.show_home()
        window.scrollTo(0, 0)

    def go(self, fragment: str) -> None:
        """Navigate to `fragment` (a hashchange then draws it)."""
        if str(window.location.hash) == fragment:
            self.route()
        else:
            window.location.hash = fragment

    # -- pages --------------------------------------------------------------------------------------
    def show_home(self) -> None:
        """The home page: continue, the games, the saved games, import."""
        last = self.book.last_id()
        entries = self.book.entries()
        cont = ""
        if last:
            entry = next(e for e in entries if e.id == last)
            cont = (f'<a class="continue" href="#/play/{esc(last)}" data-testid="continue">'
                    f'<span class="continue-label">Continue</span>'
                    f'<span class="continue-detail">{esc(entry.title)} · {esc(entry.status)}</span></a>')
        cards = "".join(game_card(g) for g in self.games.values())
        rows = "".join(self._save_row(e) for e in entries) or '<li class="empty">No saved games yet.</li>'
        self.root.innerHTML = f"""
<div class="home">
  <header class="hero"><h1>pygames</h1><p data-testid="home-line">{esc(home_line(list(self.games.values())))}
  Play the computer, a friend at this screen, or a friend on another device by link; every game saves
  itself as you play.</p></header>
  {cont}
  <section class="games" aria-label="Games">{cards}</section>
  <section class="saves" aria-labelledby="saves-title">
    <div class="section-head"><h2 id="saves-title">Saved games</h2>
      <label class="button quiet file-button">Import a save…
        <input type="file" id="import-file" accept=".json,application/json" hidden></label></div>
    <ul class="save-list">{rows}</ul>
  </section>
  <footer class="foot">pygames {esc(pygames.__version__)} · works offline once visited</footer>
</div>"""

    def _save_row(self, entry: Any) -> str:
        when = time.strftime("%d %b %Y %H:%M", time.localtime(entry.updated))
        return (f'<li class="save" data-save="{esc(entry.id)}"><div class="save-text">'
                f'<strong>{esc(entry.title)}</strong><span>{esc(entry.status)} · {esc(when)}</span></div>'
                f'<div class="save-actions"><a class="button small" href="#/play/{esc(entry.id)}">Resume</a>'
                f'{export_button(entry.id, entry.sealed, "button small quiet")}'
                f'<button class="button small danger" {attrs(data_act="delete", data_id=entry.id)}>'
                f'Delete</button>'
                f'</div></li>')

    def show_setup(self, game: Listing) -> None:
        """The new-game form: the game's options and who plays each seat ("Nobody" leaves a seat out)."""
        self.root.innerHTML = setup_page(game)

    def show_rules(self, game: Listing) -> None:
        """The in-app rules of a game."""
        self.root.innerHTML = rules_page(game)

    def show_play(self, save_id: str) -> None:
        """The play page of a saved match; a damaged save gets a message and stays in the book."""
        try:
            match = self.book.get(save_id)
        except BadSave as error:
            self.show_home()
            toast(f"That saved game cannot be opened: {error}. Your other saves are safe.", "error")
            return
        game = self.games.get(match.game.id)
        if game is None:
            self.show_home()
            toast(f"This site cannot show {match.game.title} yet.", "error")
            return
        if is_peer(match):
            self.page = open_peer_page(self, save_id, game)
        else:
            self.page = PlayPage(self, save_id, game, LocalTable(match, game.seat_names(match.seat_count)))

    def show_lesson(self, game_id: str) -> None:
        """A game's guided first game, at the step it was left at (the first on a first visit)."""
        game = self.games[game_id]
        table = LessonTable(self.lessons[game_id], self.book.lesson_step(game_id),
                            game.seat_names(self.lessons[game_id].seat_count),
                            lambda step: self.book.keep_lesson_step(game_id, step))
        self.page = PlayPage(self, f"lesson-{game_id}", game, table)

    # -- events -------------------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """Buttons of the home page; the play page handles its own."""
        button = closest(event, "[data-act]")
        if button is None:
            return
        act, save_id = need(button, "act"), data(button, "id") or ""
        if act == "delete":
            if window.confirm("Delete this saved game? This cannot be undone."):
                self.book.delete(save_id)
                self.show_home()
                toast("Saved game deleted.")
        elif act == "export":
            self.export(save_id)
        elif act == "restart-lesson" and need(button, "game") in self.lessons:
            self.book.keep_lesson_step(need(button, "game"), 0)
            self.route()
        elif self.page:
            self.page.on_action(act, button)

    def export(self, save_id: str) -> None:
        """Download a save as a JSON file."""
        try:
            text = export_text(self.book.get(save_id))
        except BadSave as error:
            toast(f"That save is damaged and cannot be exported: {error}", "error")
            return
        except ExportWithheld as error:
            toast(str(error), "warn")
            return
        blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"},
                                                     dict_converter=window.Object.fromEntries))
        link = document.createElement("a")
        link.href = window.URL.createObjectURL(blob)
        link.download = f"pygames-{save_id}.json"
        document.body.appendChild(link)
        link.click()
        link.remove()

    def on_submit(self, event: Any) -> None:
        """Start a new match from the set-up form."""
        event.preventDefault()
        form = event.target
        game = self.games[need(form, "game")]
        try:
            options = game.read_options(form)
            seats = []
            # Only the seats these options allow: the form hides the others (a pack for four hides 5 and 6).
            for i in range(max(pygames.core.get_game(game.id).seat_range(options))):
                kind, _, level = str(form.elements.namedItem(f"seat{i}").value).partition(":")
                if kind != "none":
                    seats.append({"kind": kind, "level": level} if level else {"kind": kind})
            title = f"{game.title} {game.describe_options(options)}".strip()
            submitter = getattr(event, "submitter", None)
            if (submitter and data(submitter, "testid") == "play-friend") or any(
                    seat["kind"] == REMOTE for seat in seats):
                if not any(seat["kind"] == REMOTE for seat in seats):  # the button alone: a friend joins
                    friend = {"kind": REMOTE}
                    if len(seats) < pygames.core.get_game(game.id).max_seats:
                        seats.append(friend)
                    else:
                        seats[-1] = friend
                match = new_host_match(game.id, seats, options, f"{title} · with a friend")
            else:
                meta = {"seats": seats, SET_UP: list(seats), "title": title}
                match = pygames.new_match(game.id, len(seats), options, meta=meta)
        except ValueError as error:
            message = str(error)
            toast(message[:1].upper() + message[1:], "error")
            return
        save_id = self.book.new_id()
        self.book.put(save_id, match, match.meta["title"], "just started")
        self.go(f"#/play/{save_id}")

    def on_change(self, event: Any) -> None:
        """Import the save file a person chose."""
        if getattr(event.target, "id", "") == "import-file" and event.target.files.length:
            asyncio.ensure_future(self.import_file(event.target.files.item(0)))

    async def import_file(self, file: Any) -> None:
        """Read, check and add an imported save; a bad file adds nothing and says why."""
        try:
            save_id, _, added = self.book.import_text(str(await file.text()), status=progress_text)
        except BadSave as error:
            toast(f"Import failed: {error}. Nothing was changed.", "error")
            self.show_home()
            return
        toast("Save imported." if added else "That game is already in your saved games: opening it.")
        self.go(f"#/play/{save_id}")

    def on_key(self, event: Any) -> None:
        """Keyboard shortcuts of the play page."""
        if self.page and getattr(event.target, "tagName", "") not in ("INPUT", "SELECT", "TEXTAREA"):
            self.page.on_key(event)


def progress_text(match: Any) -> str:
    """How far a saved match has got, for the saves list: "move 7", or "finished"."""
    return "finished" if match.is_over else f"move {len(match.records()) + 1}"


def start() -> App:
    """Create the app, draw the first page and mark the page ready for people and tests."""
    app = App()
    app.route()
    document.documentElement.classList.add("app-ready")
    return app
