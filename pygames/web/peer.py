"""Peer play on the play page: the link panel a linked table comes with (host, guest, or a guest's copy).

The page (pygames.web.play.PlayPage, the one page of every table) draws and acts only through its Table
(pygames.web.peer_tables says which table each role holds and what a guest keeps): the host a HostTable,
whose Match decides and whose computer seats and clock run in this browser; a linked guest a GuestTable,
which in a game with secrets holds only its seats' views; a guest's saved copy opened without a link a
CopyTable. Moves go through `table.propose`; the link's messages go in through the table (`on_message`,
`connect`, `peer_closed`, `on_timeout`) and out through its `send`; rolls are drawn fairly by the
protocol, this part only runs the timers of `awaited()`. Undo and redo are off (the tables refuse). A
guest may tick Auto-play on its own seats: its browser's computer then plays them from what the seat may
know (`GuestTable.knowledge`) and proposes its moves as a person would.

The page holds a PeerLink (`page.link`) and calls it at a few set points: to draw the panel, to say the
status, after its own change, for the panel's buttons, for the next game, and when it closes.
At the end, Rematch (the same seats) and Swap (everyone one seat on; two players swap colours) are
offered to the other browsers (pygames.net.again): the end panel shows the offer, its button turns to
Accept, and once every browser agrees the host starts the match; the connected friends' links pass to
the new match's page (CARRIED) and each guest's page follows its session there. The host's friends and
their links are pygames.web.peer_friends; the panel's markup pygames.web.peer_panel.

The page's state, for people and tests: #peer-panel has data-role, data-peer-state, data-match-id,
data-ply, data-to-move (empty during a roll, at the end, and while several seats may act), data-hash and
data-public (the same in every browser at one position, in a game with secrets too);
each seat row (.peer-seat) has data-seat and, at the host, data-people (the browsers connected to it);
each friend row (.friend, one per invited browser: a seat's first friend and up to two teammates, see
pygames.web.peer_roster) has data-seat, data-slot and data-state (preparing, waiting, connecting,
connected, closed, failed, cancelled).
"""

from __future__ import annotations

import asyncio
import functools
from typing import Any

from pyscript import document, window

from pygames.core import IllegalAction
from pygames.core.i18n import N_, _
from pygames.core.table import REMOTE
from pygames.net.guest_table import GuestTable
from pygames.net.paths import route_words
from pygames.net.sync import restore_match
from pygames.web.dom import by_id, data, esc, later, need, on, toast
from pygames.web.html import sentence
from pygames.web.peer_friends import Friends
from pygames.web.peer_link import DROPPED, Link, copy_text, share
from pygames.web.peer_panel import insert_panel, save_ice_settings, seat_row
from pygames.web.peer_roster import Roster
from pygames.web.peer_tables import (
    COPY_ROLE,
    GUEST_ROLE,
    HOST_ROLE,
    NOT_LIVE,
    PEER,
    CopyTable,
    PeerSide,
    host_table,
    is_peer,
    new_host_match,
    offer_text,
    rematch_seat,
    sort_events,
    trust_note,
)
from pygames.web.play import PlayPage

SHARE_TIMEOUT_MS = 20_000  # a roll waiting on the other browser's share
# The panel's own notes, kept in English and drawn in the reader's language (render).
HOST_LINKED = N_("Connected to the host")
A_COPY = N_("A copy of a match hosted in another browser. To play on, ask the host for a new link.")
HOST_WAVERS = N_("The link to the host wavers: waiting for it to come back…")
BACK = N_("The link is back: play on.")
# A rematch's friend rows, by the new match's save id: the host's next page takes them (and their links).
CARRIED: dict[str, Roster] = {}
__all__ = ["PEER", "REMOTE", "PeerLink", "is_peer", "new_host_match", "open_guest_page", "open_peer_page"]


def open_peer_page(app: Any, save_id: str, listing: Any) -> PlayPage:
    """The page of a saved peer match (the host's, or a guest's copy), loaded so that a pending roll
    stays open for the fair draw."""
    match = restore_match(app.book.raw(save_id))
    names = listing.seat_names(match.seat_count)
    if (match.meta.get(PEER) or {}).get("role") == HOST_ROLE:
        part = PeerLink(HOST_ROLE, names)
        host = part.table = host_table(match, send=part.friends.send)
        return PlayPage(app, save_id, listing, host, part)
    part = PeerLink(COPY_ROLE, names)
    copy = part.table = CopyTable(match, names)
    return PlayPage(app, save_id, listing, copy, part)


def open_guest_page(app: Any, save_id: str, listing: Any, session: Any, link: Link) -> PlayPage:
    """A linked guest's page of the match its joined GuestSession `session` plays over `link`."""
    part = PeerLink(GUEST_ROLE, listing.seat_names(session.seat_count), link)
    guest = part.table = GuestTable(session, send=lambda _peer, text: part.link_send(text))
    return PlayPage(app, save_id, listing, guest, part)


class PeerLink:
    """The link panel of a peer table, held by its play page: the host's ("host"), a linked guest's
    ("guest"), or a guest's saved copy opened without a link ("copy")."""

    left_out = "#peer-panel"  # its links and codes are stale on the next load, which makes new ones
    redrawn_in_place = True  # a language switch keeps the page, and so its links

    def __init__(self, role: str, names: list[str], link: Link | None = None) -> None:
        self.role, self.names = role, names
        self.link = link  # a guest's link to the host
        self.table: Any = None  # set by the opener: the role's table (it sends through this part)
        self.page: Any = None  # the play page, once it holds this part (attach)
        self.roster = Roster(())
        self.friends = Friends(self)
        self.timers: dict[str, int] = {}  # peer id (or "host") -> the token of its running timer
        self.attempts = 0
        self.note = ""  # the latest word about the link, for the panel
        self.linked_match = ""  # a guest's changes on a rematch

    @property
    def side(self) -> PeerSide:
        """What the panel and the status line say of the table."""
        return PeerSide(self.table, self.role, self.names)

    @property
    def closed(self) -> bool:
        """True once the page went away."""
        return self.page is None or bool(self.page.closed)

    def attach(self, page: Any) -> None:
        """The page's frame is drawn: add the panel, bind the links, and (host) invite the friends."""
        self.page = page
        panel = insert_panel(self.role == HOST_ROLE, trust_note(self.table.game.id), self.role)
        on(panel, "submit", self.friends.on_submit)
        self.linked_match = self.table.match_id
        if self.role == HOST_ROLE:
            carried = CARRIED.pop(page.save_id, None)
            self.roster = carried or Roster(self.table.session.remote_seats)
            for friend in list(carried.friends if carried else []):  # a rematch: their links carry on
                self.friends.bind_friend(friend)
                self.table.connect(friend.peer_id, [friend.seat], shared=True)
            self.heard_events()
            for seat in self.roster.remote_seats:
                if not self.roster.on_seat(seat):
                    self.friends.invite(seat)
        elif self.role == GUEST_ROLE and self.link is not None:
            self.link.bind(lambda: None, self.on_guest_message, self.on_guest_closed)
            self.link.watch(self.on_guest_state)
            self.note = HOST_LINKED
            asyncio.ensure_future(self.say_guest_route())
            page.save()
            if not self.table.keeps:  # nothing is kept, so there is nothing to export
                document.querySelector("[data-act=export]").hidden = True
        else:
            self.note = A_COPY

    # -- what the page asks ---------------------------------------------------------------------------
    @property
    def may_act(self) -> bool:
        """False on a copy and on a guest's closed link: nobody may move from this screen."""
        return not (self.role == COPY_ROLE or self.side.link_closed)

    def status(self) -> str:
        """Whose turn it is (and who that is), the roll being made, or how the game ended."""
        page = self.page
        return self.side.status(page.shown, page.board.result_text, page.thinking is not None,
                                page.covered_for, page.board.chance_words)

    def after_own_change(self) -> bool:
        """After this screen's own move: show the link's news; True where the page saves and goes on
        (the host), False where it only redraws (a guest waits for the host's answer)."""
        self.heard_events()
        return self.role == HOST_ROLE

    def render(self) -> None:
        """Redraw the seats, the friends' links and the state attributes of the panel."""
        panel = by_id("peer-panel")
        if panel is None:
            return
        facts = {"peer-state": self.peer_state(), **self.side.panel(self.page.shown)}
        for name, value in facts.items():
            panel.setAttribute(f"data-{name}", value)
        side = self.side
        rows = "".join(seat_row(self.roster, seat, self.page.names[seat], side.who(seat))  # a team's name
                       for seat in range(self.table.seat_count))
        note = f'<p class="peer-note" data-testid="peer-note">{esc(_(self.note))}</p>' if self.note else ""
        by_id("peer-seats").innerHTML = f'<ul class="peer-seat-list">{rows}</ul>{note}'
        form = by_id("peer-answer-form")
        if form is not None:
            form.hidden = not self.roster.waiting

    def peer_state(self) -> str:
        """One word for the links: connected, waiting, closed (or offline for a copy)."""
        if self.role == COPY_ROLE:
            return "offline"
        if self.role == GUEST_ROLE:
            return "closed" if self.side.link_closed else "connected"
        return self.roster.peer_state()

    def on_action(self, act: str, element: Any) -> bool:
        """The panel's buttons; False for any other (the page's)."""
        if act in ("peer-copy", "peer-share"):
            field = by_id(need(element, "field"))
            if field is not None and act == "peer-copy":
                asyncio.ensure_future(copy_text(str(field.value), field))
            elif field is not None:
                text = _("Play {game} with me: open this link in your browser.").format(
                    game=self.table.game.title)
                asyncio.ensure_future(share(self.page.title, text, str(field.value)))
        elif act == "peer-cancel":
            self.friends.cancel(str(data(element, "peer")))
        elif act == "peer-relink":
            self.friends.invite(int(need(element, "seat")), int(data(element, "slot") or 1))
        elif act == "peer-where":
            self.friends.choose_where(element)
        elif act == "peer-team":
            self.friends.invite_teammate(int(need(element, "seat")))
        elif act == "peer-ice-save":
            if save_ice_settings():
                self.friends.relink_waiting()
        else:
            return False
        return True

    def close(self) -> None:
        """The page goes away: its links close (the other browsers are told), the match stays saved."""
        for friend in self.roster.friends:
            if friend.link is not None:
                friend.link.close()
        if self.role == GUEST_ROLE and self.link is not None:
            self.link.close()

    # -- the next game --------------------------------------------------------------------------------
    def new_game(self) -> None:
        """New game: after a linked match, the rematch offer (agreed by both); before its end (host only),
        the same seats with new links."""
        if self.role != HOST_ROLE:
            if self.role == GUEST_ROLE and self.table.is_over:
                self.propose_again(False)
                return
            toast(_("Only the host can start a new game: ask them for a new link."), "warn")
            return
        if self.table.is_over:
            self.propose_again(False)
            return
        self.page.start_next(False)

    def propose_again(self, swap: bool) -> None:
        """Propose the next game to the others, or accept theirs (the host starts it when all agree)."""
        if self.role == COPY_ROLE:
            toast(sentence(_(NOT_LIVE)), "warn")
            return
        try:
            self.table.want_again(swap)
        except IllegalAction as error:
            toast(sentence(str(error)), "error")
            return
        self.heard()

    def carry(self, save_id: str, swap: bool) -> None:
        """The host opens the next match as `save_id`: once this one is over its connected friends keep
        their links (with `swap` everyone moves one seat on), else the next match makes new links."""
        if not (self.table.is_over and any(f.state == "connected" for f in self.roster.friends)):
            return
        seats = self.table.seat_count
        move = (lambda seat: rematch_seat(seat, seats)) if swap else (lambda seat: seat)
        remote = sorted(move(seat) for seat in self.table.session.remote_seats)
        CARRIED[save_id] = self.roster.rematch(remote, move)
        for friend in self.roster.friends:  # their links now belong to the rematch's page
            if friend.state == "connected":
                friend.link = None

    def render_offer(self) -> None:
        """The end panel, with the next game on offer: what was asked, and Accept on its button."""
        offer: Any = self.table.again if self.role in (HOST_ROLE, GUEST_ROLE) else None
        panel = by_id("end-panel")
        theirs = bool(offer) and not offer["agreed"]
        panel.setAttribute("data-offer", "" if not offer else "theirs" if theirs else "mine")
        panel.setAttribute("data-offer-swap", "" if not offer else "true" if offer["swap"] else "false")
        swap_name = _("Swap colours") if self.table.seat_count == 2 else _("Seats one on")
        accept = theirs and offer is not None
        by_id("rematch").textContent = _("Accept rematch") if accept and not offer["swap"] else _("Rematch")
        by_id("swap").textContent = _("Accept swap") if accept and offer["swap"] else swap_name
        note = by_id("again-note")
        if note is None:
            note = document.createElement("p")
            note.id, note.className = "again-note", "again-note"
            note.setAttribute("data-testid", "again-note")
            note.setAttribute("aria-live", "polite")
            document.querySelector("#end-panel .end-text").appendChild(note)
        text = offer_text(offer, self.role, self.table.seat_count)
        if note.textContent != text:
            note.textContent = text
        note.hidden = not text

    # -- what the link reports -------------------------------------------------------------------------
    def heard_events(self) -> bool:
        """Show what the table's calls reported since last time and start the roll timers; True if the
        match changed."""
        events, self.table.events = self.table.events, []
        heard = sort_events(events, self.names)
        for text, kind in heard.toasts:
            toast(text, kind)
        for text in heard.errors:
            window.console.warn(f"peer: {text}")
        if heard.note is not None:
            self.note = heard.note
        self.watch_rolls()
        return heard.changed

    def heard(self) -> None:
        """The link brought something: show it, and on a change save, redraw and go on."""
        changed = self.heard_events()
        if self.closed:
            return
        page = self.page
        if self.role == GUEST_ROLE and self.table.match_id != self.linked_match:
            self.rematched()
            return
        if self.role == HOST_ROLE and self.table.agreed is not None:  # every browser agreed: the next game
            page.start_next(self.table.agreed)
            return
        if changed and self.role == HOST_ROLE:
            page.changed()
            return
        if changed:
            page.save()
        page.render()
        page.schedule_computer()  # a guest's auto-played seat may act now

    def link_send(self, text: str) -> None:
        """A guest's message to the host."""
        if self.link is not None:
            self.link.send(text)

    def watch_rolls(self) -> None:
        """Start a timer for every browser whose share of a roll is awaited."""
        for peer in self.side.awaited():
            if peer not in self.timers:
                self.attempts += 1
                token = self.timers[peer] = self.attempts
                later(functools.partial(self.roll_timed_out, peer, token), SHARE_TIMEOUT_MS)

    def roll_timed_out(self, peer: str, token: int) -> None:
        if self.closed or self.timers.get(peer) != token:
            return
        del self.timers[peer]
        if self.role == HOST_ROLE:
            self.table.on_timeout(peer)
        elif self.side.rolling:
            self.table.on_timeout()
        self.heard()

    def rematched(self) -> None:
        """The host started a rematch over this link: the page of the new match takes the link over."""
        link, self.link = self.link, None
        assert link is not None  # only a guest's linked page hears of a rematch
        page, save_id = self.page, f"guest-{self.table.match_id}"
        window.history.replaceState(None, "", f"#/play/{save_id}")
        page.close()
        page.app.page = open_guest_page(page.app, save_id, page.listing, self.table.session, link)
        toast(page.app.page.link.side.welcome(rematch=True))

    # -- the guest's link ----------------------------------------------------------------------------
    def on_guest_message(self, text: str) -> None:
        self.timers.pop("host", None)
        self.table.on_message(text)
        self.heard()

    def on_guest_state(self, state: str) -> None:
        """The guest's path wavers ("unsteady") or comes back ("open"): say so in the panel."""
        if self.closed or self.link is None:
            return
        if state == "unsteady":
            self.note = HOST_WAVERS
        elif state == "open":
            self.note = BACK
        self.render()

    async def say_guest_route(self) -> None:
        """Say in the panel when the link goes through a relay."""
        if self.link is not None:
            words = route_words(*(await self.link.route()))
            if words and not self.closed:
                self.note = words
                self.render()

    def on_guest_closed(self, reason: str, was_open: bool) -> None:
        if self.closed:
            return
        self.table.peer_closed(dropped=reason == DROPPED)
        self.heard()
