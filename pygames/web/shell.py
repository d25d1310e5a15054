"""The app shell: routes (home, set-up, rules, play), the book of saves, import and export.

Routes live in the URL fragment (#/new/gobblet, #/play/<save id>, #/rules/gobblet, #/learn/gobblet: its
guided first game) so that every page
can be reloaded or bookmarked on any static host.
"""

from __future__ import annotations

import asyncio
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

import pygames
from pygames.core import i18n
from pygames.core.errors import BadSave
from pygames.core.i18n import _
from pygames.core.savebook import WITHHELD, ExportWithheld, MemoryStore, SaveBook, export_text
from pygames.core.table import SET_UP
from pygames.web.catalogue import Listing, listings
from pygames.web.dom import attrs, by_id, closest, data, esc, need, on, toast
from pygames.web.lesson import LessonTable, tutorials
from pygames.web.local_table import LocalTable
from pygames.web.pages import home_page, rules_page, save_time, setup_page
from pygames.web.peer import REMOTE, is_peer, new_host_match, open_peer_page
from pygames.web.peer_join import route_peer
from pygames.web.play import PlayPage, export_button, move_status
from pygames.web.play_link import LocalLink

# A test switch (set by e2e/conftest.py, never by the site): the page offers the e2e harness
# window.pygamesResetForTest(fragment), so that one booted page serves test after test (App.reset_for_test).
REUSE_SWITCH = "pygamesTestReuse"


def browser_store() -> Any:
    """localStorage, or a memory store (with a warning) where the browser refuses it."""
    try:
        store = window.localStorage
        store.setItem("pygames:probe", "1")
        store.removeItem("pygames:probe")
        return store
    except Exception:  # noqa: BLE001 - private modes throw a SecurityError or a QuotaExceededError
        toast(_("This browser does not let the site keep saves; games will be lost on reload."), "warn")
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
                    f'<span class="continue-label">{esc(_("Continue"))}</span>'
                    f'<span class="continue-detail">{esc(entry.title)} · {esc(entry.status)}</span></a>')
        rows = "".join(self._save_row(e) for e in entries)
        self.root.innerHTML = home_page(list(self.games.values()), cont, rows)

    def _save_row(self, entry: Any) -> str:
        when = save_time(entry.updated)
        return (f'<li class="save" data-save="{esc(entry.id)}"><div class="save-text">'
                f'<strong>{esc(entry.title)}</strong><span>{esc(entry.status)} · {esc(when)}</span></div>'
                f'<div class="save-actions">'
                f'<a class="button small" href="#/play/{esc(entry.id)}">{esc(_("Resume"))}</a>'
                f'{export_button(entry.id, entry.sealed, "button small quiet")}'
                f'<button class="button small danger" {attrs(data_act="delete", data_id=entry.id)}>'
                f'{esc(_("Delete"))}</button>'
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
            text = _("That saved game cannot be opened: {error}. Your other saves are safe.")
            toast(text.format(error=error), "error")
            return
        game = self.games.get(match.game.id)
        if game is None:
            self.show_home()
            toast(_("This site cannot show {game} yet.").format(game=match.game.title), "error")
            return
        if is_peer(match):
            self.page = open_peer_page(self, save_id, game)
        else:
            table = LocalTable(match, game.seat_names(match.seat_count))
            self.page = PlayPage(self, save_id, game, table, LocalLink())

    def show_lesson(self, game_id: str) -> None:
        """A game's guided first game, at the step it was left at (the first on a first visit)."""
        game = self.games[game_id]
        table = LessonTable(self.lessons[game_id], self.book.lesson_step(game_id),
                            game.seat_names(self.lessons[game_id].seat_count),
                            lambda step: self.book.keep_lesson_step(game_id, step))
        self.page = PlayPage(self, f"lesson-{game_id}", game, table, LocalLink())

    # -- events -------------------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """Buttons of the home page; the play page handles its own."""
        button = closest(event, "[data-act]")
        if button is None:
            return
        act, save_id = need(button, "act"), data(button, "id") or ""
        if act == "delete":
            if window.confirm(_("Delete this saved game? This cannot be undone.")):
                self.book.delete(save_id)
                self.show_home()
                toast(_("Saved game deleted."))
        elif act == "language":
            self.switch_language(need(button, "lang"))
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
            toast(_("That save is damaged and cannot be exported: {error}").format(error=error), "error")
            return
        except ExportWithheld:
            toast(_(WITHHELD), "warn")
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
                kind, _colon, level = str(form.elements.namedItem(f"seat{i}").value).partition(":")
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
                linked = _("{title} · with a friend").format(title=title)
                match = new_host_match(game.id, seats, options, linked)
            else:
                meta = {"seats": seats, SET_UP: list(seats), "title": title}
                match = pygames.new_match(game.id, len(seats), options, meta=meta)
        except ValueError as error:
            message = str(error)
            message = _(message)  # an engine's reason is in English unless the catalogue has it
            toast(message[:1].upper() + message[1:], "error")
            return
        save_id = self.book.new_id()
        self.book.put(save_id, match, match.meta["title"], _("just started"))
        self.go(f"#/play/{save_id}")

    def on_change(self, event: Any) -> None:
        """Import the save file a person chose."""
        if getattr(event.target, "id", "") == "import-file" and event.target.files.length:
            asyncio.ensure_future(self.import_file(event.target.files.item(0)))

    async def import_file(self, file: Any) -> None:
        """Read, check and add an imported save; a bad file adds nothing and says why."""
        try:
            save_id, _new, added = self.book.import_text(str(await file.text()), status=progress_text)
        except BadSave as error:
            toast(_("Import failed: {error}. Nothing was changed.").format(error=error), "error")
            self.show_home()
            return
        toast(_("Save imported.") if added else _("That game is already in your saved games: opening it."))
        self.go(f"#/play/{save_id}")

    def switch_language(self, code: str) -> None:
        """Show the site in language `code` from now on (remembered in this browser), redrawing this page.

        A local game is redrawn from its save, where every move already is; a linked game's page keeps
        its link and redraws its board and status (its frame changes language on the next page).
        """
        i18n.set_language(code)
        try:
            window.localStorage.setItem(i18n.STORAGE_KEY, code)
        except Exception:  # noqa: BLE001 - no storage: the choice lasts for this visit
            pass
        document.documentElement.lang = code
        if self.page is not None and self.page.link.redrawn_in_place:
            self.page.render()
            for switch in document.querySelectorAll("[data-act=language]"):
                switch.setAttribute("aria-pressed", "true" if need(switch, "lang") == code else "false")
        else:
            # The page is drawn anew from its save; what the person set on the board and no move holds
            # yet (Yacht's kept dice) is carried over to the new page of the same game.
            before = self.page
            keepsake = before.board.keepsake() if before else None
            self.route()
            if keepsake is not None and self.page and before and self.page.save_id == before.save_id:
                self.page.board.restore(keepsake)

    def reset_for_test(self, fragment: str) -> None:
        """Back to a first visit without a reload, then draw `fragment`: the e2e tests' kept page, between
        two tests (only with the test switch REUSE_SWITCH; the harness clears the storage first).

        What a reload would redo: the page closed (its clocks and links stop), the elements made at the
        end of the body on demand removed (a toast, a dialog, a glide), the browser's own language."""
        if self.page:
            self.page.close()
            self.page = None
        for made in document.querySelectorAll("body > .toast, body > dialog, body > .gliding, body > .ghost"):
            made.remove()
        code = i18n.choose(None, [str(tag) for tag in window.navigator.languages])
        i18n.set_language(code)
        document.documentElement.lang = code
        self.book = SaveBook(browser_store())
        window.history.replaceState(None, "", str(window.location.pathname) + fragment)
        if document.activeElement:
            document.activeElement.blur()
        self.route()

    def on_key(self, event: Any) -> None:
        """Keyboard shortcuts of the play page."""
        if self.page and getattr(event.target, "tagName", "") not in ("INPUT", "SELECT", "TEXTAREA"):
            self.page.on_key(event)


def progress_text(match: Any) -> str:
    """How far a saved match has got, for the saves list: "move 7", or "finished"."""
    return _("finished") if match.is_over else move_status(len(match.records()) + 1)


def start() -> App:
    """Create the app, draw the first page and mark the page ready for people and tests."""
    # index.html chose the language before Python (the stored choice, else the browser's preference).
    i18n.set_language(i18n.choose(str(document.documentElement.lang), []))
    app = App()
    app.route()
    if getattr(window, REUSE_SWITCH, None):
        window.pygamesResetForTest = create_proxy(app.reset_for_test)
    document.documentElement.classList.add("app-ready")
    return app
