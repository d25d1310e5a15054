"""Peer play on the play page: the host's match with links to friends, and a guest's view of it.

The page holds a Table and draws and acts only through it (pygames.web.peer_tables says which table each
role holds and what a guest keeps): the host a HostTable, whose Match decides and whose computer seats and
clock run in this browser; a linked guest a GuestTable, which in a game with secrets holds only its seats'
views; a guest's saved copy opened without a link a CopyTable. Moves go through `table.propose`; the
link's messages go in through the table (`on_message`, `connect`, `peer_closed`, `on_timeout`) and out
through its `send`; rolls are drawn fairly by the protocol, the page only runs the timers of `awaited()`.
Undo and redo are off. A guest may tick Auto-play on its own seats: its browser's computer then plays
them from what the seat may know (`GuestTable.knowledge`) and proposes its moves as a person would.
At the end, Rematch (the same seats) and Swap (everyone one seat on; two players swap colours) are
offered to the other browsers (pygames.net.again): the end panel shows the offer, its button turns to
Accept, and once every browser agrees the host starts the match; the connected friends' links pass to
the new match's page (CARRIED) and each guest's page follows its session there. Where the browser has a
share sheet, a Share button sits by Copy; a browser that cannot open a direct link (no WebRTC, or no
address to offer) says so in two lines, the rest under "More".

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
import time
from typing import Any

from pyscript import document, window

from pygames.core import IllegalAction, Match
from pygames.core.table import next_game_seats
from pygames.net import CLOSED
from pygames.net.paths import host_no_path, kinds, route_words
from pygames.net.signal import BadCode, code_in, invitation_code, offer_tag, parse_sdp, read_answer
from pygames.net.sync import restore_match
from pygames.net.table import NO_TAKEBACKS, GuestTable
from pygames.web.computer import computer_action
from pygames.web.dom import attrs, by_id, data, esc, later, need, on, switched, toast
from pygames.web.peer_link import (
    BLOCKED_NOTE,
    Link,
    NoWebRTC,
    blocked_html,
    can_share,
    copy_text,
    elsewhere,
    ice_text,
    link_servers,
    qr_svg,
    save_elsewhere,
    save_ice_text,
    share,
    stun_urls,
)
from pygames.web.peer_roster import Friend, Roster
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
    name_seats,
    new_host_match,
    offer_text,
    rematch_seat,
    rematch_seats,
    sort_events,
    trust_note,
)
from pygames.web.play import PlayPage, computer_pause_s

REMOTE = "remote"
CONNECT_TIMEOUT_MS = 20_000  # from the answer to an open channel
# The e2e NAT lab sets this on window to give up sooner (dom.switched); the site never does.
CONNECT_SWITCH = "pygamesTestPeerConnectMs"
SHARE_TIMEOUT_MS = 20_000  # a roll waiting on the other browser's share
# A rematch's friend rows, by the new match's save id: the host's next page takes them (and their links).
CARRIED: dict[str, Roster] = {}
__all__ = ["PEER", "REMOTE", "PeerPage", "is_peer", "new_host_match", "open_peer_page"]


def connect_timeout_ms() -> int:
    """How long the host waits from a friend's answer to an open channel: CONNECT_TIMEOUT_MS for a person."""
    return int(switched(CONNECT_SWITCH, CONNECT_TIMEOUT_MS))


def open_peer_page(app: Any, save_id: str, listing: Any) -> PeerPage:
    """The page of a saved peer match, loaded so that a pending roll stays open for the fair draw."""
    return PeerPage(app, save_id, restore_match(app.book.raw(save_id)), listing)


def site_url() -> str:
    """This page's URL without its fragment: where links point."""
    return str(window.location.href).split("#", 1)[0]


def ice_settings_html() -> str:
    """The connection settings: the STUN servers (a public default) and this person's TURN server."""
    return f"""
<details class="peer-settings"><summary>Connection settings</summary>
  <p class="hint">A link for a friend elsewhere asks these STUN servers for your public address, and
  carries them so your friend's browser asks them too (a STUN server learns both public addresses and
  when you play, nothing of the game). A link for your own network uses none. If a link between homes
  does not connect, add your own TURN server as <code>turn:host:3478 user password</code>: it relays the
  game when no direct path opens, and its password stays in this browser. One server a line; kept in this
  browser.</p>
  <textarea {attrs(id="ice-servers", rows=3, spellcheck="false", data_testid="ice-servers")}>
{esc(ice_text())}</textarea>
  <button class="button small" {attrs(data_act="peer-ice-save", type="button")}>Save settings</button>
</details>"""


def save_ice_settings() -> bool:
    """Keep the ICE servers typed in the settings (or say which line is wrong); True if kept."""
    try:
        save_ice_text(str(by_id("ice-servers").value))
    except ValueError as error:
        toast(f"Not saved: {error}", "error")
        return False
    toast("Connection settings saved: new links and answers use them.")
    return True


def share_button(field: str, testid: str) -> str:
    """A Share button for the text of `field`, where the browser has a share sheet (else nothing)."""
    if not can_share():
        return ""
    button = attrs(class_="button small", data_act="peer-share", data_field=field, type="button",
                   data_testid=testid)
    return f"<button {button}>Share</button>"


def sentence(text: str) -> str:
    """`text` with a full stop, unless it ends a sentence already."""
    return text if text.endswith((".", "?", "!")) else text + "."


class PeerPage(PlayPage):
    """The play page of a peer match: the host's (role "host"), a linked guest's ("guest"), or a
    guest's saved copy opened without a link ("copy").

    `match` is the saved match of a host or a copy; a guest passes None and `guest` = (its joined
    GuestSession, its open Link).
    """

    table: Any  # a host's, a guest's or a copy's table (net/table.py, peer_tables.py), never a LocalTable
    # The board snapshot of a peer game is the seat's own view, as at this screen; the link panel is left
    # out (its links and codes are stale on the next load, which makes new ones).
    SNAPSHOT_LEFT_OUT = "#peer-panel"

    def __init__(self, app: Any, save_id: str, match: Match | None, listing: Any,
                 guest: tuple[Any, Link] | None = None):
        self.roster = Roster(())
        self.timers: dict[str, int] = {}  # peer id (or "host") -> the token of its running timer
        self.attempts = 0
        self.note = ""  # the latest word about the link, for the panel
        table: Any
        if guest is not None:
            self.role = GUEST_ROLE
            self.link: Link | None = guest[1]
            table = GuestTable(guest[0], send=lambda _peer, text: self.link_send(text))
        elif match is not None and (match.meta.get(PEER) or {}).get("role") == HOST_ROLE:
            self.role, self.link = HOST_ROLE, None
            table = host_table(match, send=self.send_to_friend)
        else:
            assert match is not None  # a copy is opened from its save
            self.role, self.link = COPY_ROLE, None
            table = CopyTable(match, listing.seat_names(match.players))
        self.side = PeerSide(table, self.role, listing.seat_names(table.players))
        super().__init__(app, save_id, match, listing, table)
        area = document.querySelector(".play")
        area.classList.add("peer", f"peer-{self.role}")
        panel = document.createElement("section")
        panel.className = "peer-panel"
        panel.id = "peer-panel"
        panel.setAttribute("aria-label", "Players and links")
        panel.innerHTML = self.panel_frame()
        area.insertBefore(panel, document.querySelector(".play-body"))
        on(panel, "submit", self.on_panel_submit)
        self.linked_match = self.table.match_id  # a guest's changes on a rematch
        if self.role == HOST_ROLE:
            carried = CARRIED.pop(save_id, None)
            self.roster = carried or Roster(self.table.session.remote_seats)
            for friend in list(carried.friends if carried else []):  # a rematch: their links carry on
                self.bind_friend(friend)
                self.table.connect(friend.peer_id, [friend.seat], shared=True)
            self.heard_events()
            for seat in self.roster.remote_seats:
                if not self.roster.on_seat(seat):
                    self.invite(seat)
        elif self.role == GUEST_ROLE and self.link is not None:
            self.link.bind(lambda: None, self.on_guest_message, self.on_guest_closed)
            self.link.watch(self.on_guest_state)
            self.note = "Connected to the host"
            asyncio.ensure_future(self.say_guest_route())
            self.save()
            if not self.side.keeps_copy:  # nothing is kept, so there is nothing to export
                document.querySelector("[data-act=export]").hidden = True
        else:
            self.note = ("A copy of a match hosted in another browser. To play on, ask the host for a new "
                         "link.")
        self.render()

    # -- who plays what ---------------------------------------------------------------------------------
    def who(self, seat: int) -> str:
        """Who plays `seat`, as this screen sees it."""
        return self.side.who(seat)

    def autoplay_seats(self) -> list[int]:
        """The host and a guest switch their own browser's computer on their own seats; a copy on none."""
        if self.role == GUEST_ROLE:
            return list(self.table.session.seats)
        if self.role != HOST_ROLE:
            return []
        return list(self.table.session.local_seats)

    @property
    def acting_seat(self) -> int | None:
        """The seat the person at this screen may move for now (none on a closed link or a copy)."""
        if self.role == COPY_ROLE or self.side.link_closed:
            return None
        return super().acting_seat

    def status(self) -> str:
        """Whose turn it is (and who that is), the roll being made, or how the game ended."""
        return self.side.status(self.shown, self.board.result_text, self.thinking is not None,
                                self.covered_for, self.board.chance_words)

    # -- drawing --------------------------------------------------------------------------------------
    def panel_frame(self) -> str:
        """The panel's fixed parts: the list of seats (redrawn), the answer form, the settings."""
        answer = ""
        if self.role == HOST_ROLE:
            field = attrs(id="peer-answer", data_testid="peer-answer", spellcheck="false",
                          placeholder="answer code")
            connect = attrs(class_="button primary small", type="submit", data_testid="peer-connect")
            answer = (f'<form class="peer-answer" id="peer-answer-form" hidden autocomplete="off">'
                      f'<label for="peer-answer">Paste your friend\'s answer code (or its link):</label>'
                      f'<div class="peer-row"><input {field}><button {connect}>Connect</button></div>'
                      f'<p class="peer-note" id="peer-answer-note" role="alert" '
                      f'data-testid="peer-answer-note"></p></form>')
        settings = ice_settings_html() if self.role == HOST_ROLE else ""
        trust = trust_note(self.table.game.id)
        if trust:
            trust = f'<p class="peer-note peer-trust" data-testid="trust-note">{esc(trust)}</p>'
        return f'{trust}<div id="peer-seats" class="peer-seats"></div>{answer}{settings}'

    def render(self) -> None:
        """Redraw the match, with undo and redo off, and the panel."""
        super().render()
        if self.closed:
            return
        for name in ("undo", "redo"):
            button = by_id(name)
            if button is not None:
                button.disabled = True
        self.render_panel()

    def render_panel(self) -> None:
        """Redraw the seats, the friends' links and the state attributes of the panel."""
        panel = by_id("peer-panel")
        if panel is None:
            return
        facts = {"peer-state": self.peer_state(), **self.side.panel(self.shown)}
        for name, value in facts.items():
            panel.setAttribute(f"data-{name}", value)
        rows = "".join(self.seat_row(seat) for seat in range(self.table.players))
        note = f'<p class="peer-note" data-testid="peer-note">{esc(self.note)}</p>' if self.note else ""
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

    def seat_row(self, seat: int) -> str:
        """One seat: its name, who plays it, and at the host every browser invited to it (a team)."""
        head = (f'<span class="peer-seat-name">{esc(self.names[seat])}</span>'
                f'<span class="peer-who">{esc(self.who(seat))}</span>')
        friends = self.roster.on_seat(seat)
        if not friends:
            return f'<li class="peer-seat" data-seat="{seat}">{head}</li>'
        rows = "".join(self.friend_row(friend) for friend in friends)
        team = ""
        if self.roster.can_invite_teammate(seat):
            invite = attrs(class_="button small peer-team", data_act="peer-team", data_seat=seat,
                           type="button", data_testid=f"peer-team-{seat}")
            team = f'<button {invite}>Invite a teammate</button>'

        row = attrs(class_="peer-seat remote", data_seat=seat, data_people=self.roster.connected(seat))
        return (f'<li {row}><div class="peer-seat-head">{head}</div>'
                f'<ul class="peer-friends">{rows}</ul>{team}</li>')

    def friend_row(self, friend: Friend) -> str:
        """One invited browser: its label, its link's state and what the host does next."""
        row = attrs(class_=f"friend {friend.state}", data_seat=friend.seat, data_slot=friend.slot,
                    data_state=friend.state,
                    data_open_ms=None if friend.open_ms is None else round(friend.open_ms, 1),
                    data_route=friend.route or None)
        label = esc(self.roster.label(friend))
        return (f'<li {row}><div class="peer-friend-head"><span class="peer-friend-name">{label}</span>'
                f'<span class="peer-state">{esc(friend.state)}</span></div>'
                f'{self.friend_html(friend)}</li>')

    def friend_html(self, friend: Friend) -> str:
        """What the host does next for `friend`: wait, send the link, or make a new one."""
        key, mate = friend.key, friend.slot > 1
        if friend.state == "preparing":
            return '<p class="peer-note">Making a link…</p>'
        if friend.state == "waiting":
            who = "your friend's teammate" if mate else "your friend"
            field = attrs(id=f"peer-link-{key}", class_="peer-link", readonly=True, value=friend.url,
                          data_testid=f"peer-link-{key}", aria_label=f"Link for {who}")
            copy = attrs(class_="button small", data_act="peer-copy", data_field=f"peer-link-{key}",
                         type="button")
            cancel = attrs(class_="button small quiet", data_act="peer-cancel", data_peer=friend.peer_id,
                           type="button")
            send = share_button(f"peer-link-{key}", f"peer-share-{key}")
            shared = " They play the same seat and see the same view." if mate else ""
            return (f'{self.where_html(friend)}'
                    f'<p class="peer-note">Send this link to {who}: it opens this game in their '
                    f'browser. Then paste the answer code they get below.{shared}</p>'
                    f'<div class="peer-row peer-link-row"><input {field}><span class="peer-buttons">{send}'
                    f'<button {copy}>Copy</button><button {cancel}>Cancel</button></span></div>'
                    f'<div class="peer-qr" aria-label="QR code of the link">{friend.qr}</div>')
        if friend.state == "connecting":
            return '<p class="peer-note">Connecting…</p>'
        if friend.state == "connected":
            return self.route_html(friend)
        again = attrs(class_="button small", data_act="peer-relink", data_seat=friend.seat,
                      data_slot=friend.slot, data_testid=f"peer-relink-{key}", type="button")
        if friend.note == BLOCKED_NOTE:  # why, in two lines, the rest under "More"
            return f'<div class="peer-note peer-blocked" role="alert">{blocked_html()}</div>'
        return f'<p class="peer-note" role="alert">{esc(friend.note)}</p><button {again}>New link</button>'

    def where_html(self, friend: Friend) -> str:
        """Whom the link is for: a friend on this network (no server) or elsewhere (STUN); a change makes a
        new link."""
        choices = []
        for value, words in (("here", "on your network"), ("away", "elsewhere")):
            box = attrs(type="radio", name=f"peer-where-{friend.key}", value=value,
                        checked=friend.away == (value == "away"), data_act="peer-where",
                        data_seat=friend.seat,
                        data_slot=friend.slot, data_testid=f"peer-where-{value}-{friend.key}")
            choices.append(f"<label><input {box}> {words}</label>")
        return (f'<fieldset class="peer-where" data-testid="peer-where-{friend.key}"><legend>This link is '
                f'for a friend</legend>{"".join(choices)}</fieldset>')

    def route_html(self, friend: Friend) -> str:
        """How an open link goes: a relay is said; a wavering path is said until it comes back."""
        text = friend.note or route_words(friend.route, "")
        return f'<p class="peer-note" data-testid="peer-route-{friend.key}">{esc(text)}</p>' if text else ""

    # -- playing --------------------------------------------------------------------------------------
    def after_change(self) -> None:
        """After this screen's own move: the host saves and goes on; a guest waits for the host's answer."""
        self.heard_events()
        if self.role == HOST_ROLE:
            super().after_change()
        else:
            self.render()

    def schedule_computer(self, resume: bool = False) -> None:
        """The host's computer plays from its match; a guest's from what its seat may see (a copy: none)."""
        if self.role == HOST_ROLE:
            super().schedule_computer(resume)
        elif self.role == GUEST_ROLE and not self.closed and self.thinking is None:
            due = self.table.computers_due()
            if due:
                self.thinking = self.table.ply
                self.turn_token += 1
                self.render()
                asyncio.ensure_future(self.guest_computer_turn(due[0], self.table.ply, self.turn_token))

    async def guest_computer_turn(self, seat: int, ply: int, token: int) -> None:
        """A guest's computer works out `seat`'s move from the seat's own knowledge and proposes it."""
        started = time.monotonic()
        if self.closed or token != self.turn_token:
            return  # the host's news arrived between scheduling and this task's first step
        try:
            action = await computer_action(self.table.knowledge(seat), seat, self.level_of(seat))
            await asyncio.sleep(max(0.0, computer_pause_s() - (time.monotonic() - started)))
        except Exception as error:  # noqa: BLE001 - shown to the person; nothing was sent
            if token == self.turn_token and not self.closed:
                self.thinking = None
                self.render()
                toast(f"The computer could not move: {error}", "error")
            return
        if self.closed or token != self.turn_token:
            return
        self.thinking = None
        if self.table.ply == ply and self.is_computer(seat) and seat in self.table.actors():
            try:
                self.apply(action, seat)
            except IllegalAction as error:
                toast(f"Not allowed: {error}", "error")
        self.after_change()

    def undo(self) -> None:
        """Off in peer games: both browsers keep the same moves."""

    def redo(self) -> None:
        """Off in peer games."""

    def goto(self, ply: int) -> None:
        """Off in peer games: say why (a computer move being worked out goes on)."""
        toast(f"{NO_TAKEBACKS[0].upper()}{NO_TAKEBACKS[1:]}.", "warn")

    def new_game(self) -> None:
        """New game: after a linked match, the rematch offer (agreed by both); before its end (host only),
        the same seats with new links."""
        if self.role != HOST_ROLE:
            if self.role == GUEST_ROLE and self.table.is_over:
                self.propose_again(False)
                return
            toast("Only the host can start a new game: ask them for a new link.", "warn")
            return
        if self.table.is_over:
            self.propose_again(False)
            return
        self.start_next(False)

    def swap_colours(self) -> None:
        """Swap: propose (or accept) the next game with everyone one seat on."""
        self.propose_again(True)

    @property
    def offers_next_game(self) -> bool:
        """The end panel's Rematch and Swap work at the host and a linked guest, not on a copy."""
        return self.role == HOST_ROLE or (self.role == GUEST_ROLE and not self.side.link_closed)

    @property
    def can_swap(self) -> bool:
        """Every peer match can move its players one seat on (two swap colours)."""
        return self.table.players > 1

    def propose_again(self, swap: bool) -> None:
        """Propose the next game to the others, or accept theirs (the host starts it when all agree)."""
        if self.role == COPY_ROLE:
            toast(f"{NOT_LIVE[0].upper()}{NOT_LIVE[1:]}.", "warn")
            return
        try:
            self.table.want_again(swap)
        except IllegalAction as error:
            toast(sentence(str(error)[0].upper() + str(error)[1:]), "error")
            return
        self.heard()

    def start_next(self, swap: bool) -> None:
        """The host starts the next match: once this one is over its connected friends keep their links
        (with `swap` everyone moves one seat on), else the same seats with new links."""
        seats = next_game_seats(self.match.meta) or []  # each seat as set up (auto-play off again)
        carry = self.table.is_over and any(f.state == "connected" for f in self.roster.friends)
        if swap:
            seats = rematch_seats(seats)
        match = new_host_match(self.table.game.id, seats, self.table.options, self.title)
        save_id = self.app.book.new_id()
        if carry:
            remote = [seat for seat, info in enumerate(seats) if info.get("kind") == REMOTE]
            players = len(seats)
            CARRIED[save_id] = self.roster.rematch(
                remote, (lambda seat: rematch_seat(seat, players)) if swap else (lambda seat: seat))
            for friend in self.roster.friends:  # their links now belong to the rematch's page
                if friend.state == "connected":
                    friend.link = None
        self.app.book.put(save_id, match, match.meta["title"], "just started")
        self.app.go(f"#/play/{save_id}")

    def render_end(self, view: dict[str, Any]) -> None:
        """The end panel, with the next game on offer: what was asked, and Accept on its button."""
        super().render_end(view)
        panel = by_id("end-panel")
        if panel is None or panel.hidden:
            return
        offer: Any = self.table.again if self.role in (HOST_ROLE, GUEST_ROLE) else None
        theirs = bool(offer) and not offer["agreed"]
        panel.setAttribute("data-offer", "" if not offer else "theirs" if theirs else "mine")
        panel.setAttribute("data-offer-swap", "" if not offer else "true" if offer["swap"] else "false")
        swap_name = "Swap colours" if self.table.players == 2 else "Seats one on"
        accept = theirs and offer is not None
        by_id("rematch").textContent = "Accept rematch" if accept and not offer["swap"] else "Rematch"
        by_id("swap").textContent = "Accept swap" if accept and offer["swap"] else swap_name
        note = by_id("again-note")
        if note is None:
            note = document.createElement("p")
            note.id, note.className = "again-note", "again-note"
            note.setAttribute("data-testid", "again-note")
            note.setAttribute("aria-live", "polite")
            document.querySelector("#end-panel .end-text").appendChild(note)
        text = offer_text(offer, self.role, self.table.players)
        if note.textContent != text:
            note.textContent = text
        note.hidden = not text

    def save(self) -> None:
        """Autosave: the host's match; a guest's copy of a game without secrets under its own id (a guest
        of a game with secrets keeps nothing); a copy opened without a link is not written."""
        if self.role == HOST_ROLE:
            super().save()
            return
        copy = self.side.guest_copy()
        if copy is None:
            return
        view = self.table.view(None)
        status = self.board.result_text(view) if view["over"] else f"move {len(copy.records()) + 1}"
        try:
            self.revision = self.app.book.put(self.save_id, copy, f"{self.title} (guest copy)", status)
        except Exception as error:  # noqa: BLE001 - a full storage must not break the game
            toast(f"Could not save: {error}", "error")

    # -- what the link reports -------------------------------------------------------------------------
    def heard_events(self) -> bool:
        """Show what the table's calls reported since last time and start the roll timers; True if the
        match changed."""
        events, self.table.events = getattr(self.table, "events", []), []
        heard = sort_events(events, self.side.names)
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
        if self.role == GUEST_ROLE and self.table.match_id != self.linked_match:
            self.rematched()
            return
        if self.role == HOST_ROLE and self.table.agreed is not None:  # every browser agreed: the next game
            self.start_next(self.table.agreed)
            return
        if changed and self.role == HOST_ROLE:
            super().after_change()
        else:
            if changed:
                self.save()
            self.render()
            self.schedule_computer()  # a guest's auto-played seat may act now

    def link_send(self, text: str) -> None:
        """A guest's message to the host."""
        if self.link is not None:
            self.link.send(text)

    def send_to_friend(self, peer: str, text: str) -> None:
        """A host's message to the friend linked as `peer`."""
        friend = self.roster.by_peer(peer)
        if friend is not None and friend.link is not None:
            friend.link.send(text)

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
        save_id = f"guest-{self.table.match_id}"
        window.history.replaceState(None, "", f"#/play/{save_id}")
        self.close()
        self.app.page = PeerPage(self.app, save_id, None, self.listing, guest=(self.table.session, link))
        toast(self.app.page.side.welcome().replace("Connected: you play", "A new game: you play"))

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
            self.note = "The link to the host wavers: waiting for it to come back…"
        elif state == "open":
            self.note = "The link is back: play on."
        self.render_panel()

    async def say_guest_route(self) -> None:
        """Say in the panel when the link goes through a relay."""
        if self.link is not None:
            words = route_words(*(await self.link.route()))
            if words and not self.closed:
                self.note = words
                self.render_panel()

    def on_guest_closed(self, reason: str, was_open: bool) -> None:
        if self.closed:
            return
        self.table.peer_closed()
        self.heard()

    # -- the host's friends --------------------------------------------------------------------------
    def invite(self, seat: int, slot: int = 1) -> None:
        """Make a new link for `seat`'s `slot` (a friend already there is let go: the link is for a new
        browser)."""
        self.start_link(*self.roster.invite(seat, slot))

    def invite_teammate(self, seat: int) -> None:
        """Make a link for another browser on `seat`: a teammate who shares its view and plays it too."""
        try:
            friend, old = self.roster.invite_teammate(seat)
        except ValueError as error:
            toast(sentence(f"No teammate can join: {error}"), "warn")
            return
        self.start_link(friend, old)

    def start_link(self, friend: Friend, old: Friend | None) -> None:
        """Let `old` go (its link closes) and make `friend`'s link."""
        if old is not None and old.link is not None:
            old.link.close()
            if old.state == "connected":
                self.table.peer_closed(old.peer_id)
                self.heard()
        self.render_panel()
        asyncio.ensure_future(self.make_link(friend))

    async def make_link(self, friend: Friend) -> None:
        friend.away = elsewhere()
        try:
            link = await Link.offer(link_servers(friend.away))
            if not parse_sdp(link.sdp).candidates:  # no address at all: WebRTC is held to a proxy
                link.close()
                raise NoWebRTC()
        except NoWebRTC:
            self.friend_failed(friend, BLOCKED_NOTE)
            return
        except Exception as error:  # noqa: BLE001 - the browser refused: say so
            self.friend_failed(friend, f"Could not make a link: {error}")
            return
        if self.closed or not self.roster.is_current(friend):
            link.close()
            return
        try:
            code = invitation_code(link.sdp, self.table.match_id, [friend.seat], self.table.game.id,
                                   self.table.players, friend.away, stun_urls() if friend.away else ())
        except (BadCode, ValueError) as error:
            link.close()
            self.friend_failed(friend, f"Could not make a link: {error}")
            return
        friend.link, friend.tag, friend.state = link, offer_tag(link.sdp), "waiting"
        friend.url = f"{site_url()}#join={code}"
        friend.qr = qr_svg(friend.url)
        self.bind_friend(friend)
        self.render_panel()

    def bind_friend(self, friend: Friend) -> None:
        """Route `friend`'s link to this page."""
        friend.link.bind(lambda: self.friend_open(friend), lambda text: self.friend_message(friend, text),
                         lambda reason, was_open: self.friend_closed(friend, reason, was_open))
        friend.link.watch(lambda state: self.friend_path(friend, state))

    def friend_path(self, friend: Friend, state: str) -> None:
        """`friend`'s path stalled before opening (no path: say why), or wavers and comes back."""
        if self.closed or not self.roster.is_current(friend):
            return
        if state == "stalled" and friend.state == "connecting":
            friend.link.close()
            self.friend_failed(friend, self.no_path(friend))
        elif state == "unsteady" and friend.state == "connected":
            friend.note = "The link to your friend wavers: waiting for it to come back…"
            self.render_panel()
        elif state == "open" and friend.state == "connected":
            friend.note = "The link is back: play on."
            self.render_panel()

    def no_path(self, friend: Friend) -> str:
        """Why `friend`'s answer led to no connection, and what to do."""
        mine = kinds(parse_sdp(friend.link.sdp)) if friend.link is not None else frozenset()
        return host_no_path(friend.away, mine, friend.theirs)

    async def say_route(self, friend: Friend) -> None:
        """Find out whether `friend`'s open link goes through a relay, and say so in its row."""
        local, remote = await friend.link.route()
        if self.roster.is_current(friend) and friend.state == "connected":
            friend.route = "relay" if "relay" in (local, remote) else "direct"
            self.render_panel()

    async def accept_answer(self, text: str) -> None:
        """Connect the friend whose link `text` (an answer code, or its link) answers."""
        note = by_id("peer-answer-note")
        try:
            answer = read_answer(code_in(text))
        except BadCode as error:
            self.answer_note(sentence(f"That is not an answer code: {error}"))
            return
        friend = self.roster.by_tag(answer.tag)
        if friend is None:
            self.answer_note("That answer code is for an older link (each link works once). Send your friend "
                             "the link shown now and paste the answer they get from it.")
            return
        if friend.state != "waiting":
            self.answer_note("That answer code was already used.")
            return
        if note is not None:
            note.textContent = ""
            by_id("peer-answer").value = ""
        friend.state, friend.theirs = "connecting", kinds(answer.description)
        self.render_panel()
        try:
            await friend.link.accept(answer.sdp)
        except Exception as error:  # noqa: BLE001 - the browser refused the description
            self.friend_failed(friend, f"Your friend's answer could not be used ({error}). Make a new link.")
            return
        later(lambda: self.connect_timed_out(friend), connect_timeout_ms())

    def answer_note(self, text: str) -> None:
        note = by_id("peer-answer-note")
        if note is not None:
            note.textContent = text
        toast(text, "error")

    def connect_timed_out(self, friend: Friend) -> None:
        if not self.closed and self.roster.is_current(friend) and friend.state == "connecting":
            reason = self.no_path(friend)
            friend.link.close()
            self.friend_failed(friend, reason)

    def friend_failed(self, friend: Friend, text: str) -> None:
        if self.roster.is_current(friend):
            friend.state, friend.note = "failed", text
            self.render_panel()

    def friend_open(self, friend: Friend) -> None:
        if self.closed or not self.roster.is_current(friend):
            return
        friend.state, friend.open_ms = "connected", friend.link.open_ms
        self.note = ""
        asyncio.ensure_future(self.say_route(friend))
        # Each link is made for one seat, so the page decides who shares it: a teammate joins a played seat.
        self.table.connect(friend.peer_id, [friend.seat], shared=True)
        self.heard()

    def friend_message(self, friend: Friend, text: str) -> None:
        if not self.closed and self.roster.is_current(friend):
            self.timers.pop(friend.peer_id, None)
            self.table.on_message(friend.peer_id, text)
            self.heard()

    def friend_closed(self, friend: Friend, reason: str, was_open: bool) -> None:
        if self.closed or not self.roster.is_current(friend):
            return
        if was_open:
            out = self.table.peer_closed(friend.peer_id)
            friend.state = "closed"
            text = next((text for kind, text in out.events if kind == CLOSED), "Your friend left.")
            friend.note = name_seats(text, self.side.names)
            # Said once, in the friend's row (announced there): not again as a toast and a panel note.
            self.table.events = [event for event in self.table.events if event[0] != CLOSED]
            self.heard()
        else:
            self.friend_failed(friend, self.no_path(friend))

    def cancel(self, peer_id: str) -> None:
        """Cancel the link of the friend row `peer_id` (a teammate's row goes away)."""
        friend = self.roster.by_peer(peer_id)
        if friend is not None and friend.state in ("preparing", "waiting", "connecting"):
            if friend.link is not None:
                friend.link.close()
            self.roster.cancel(friend)
            self.render_panel()

    # -- events ---------------------------------------------------------------------------------------
    def on_action(self, act: str, element: Any) -> None:
        """The panel's buttons; the rest as on any play page."""
        if act == "peer-copy":
            field = by_id(need(element, "field"))
            if field is not None:
                asyncio.ensure_future(copy_text(str(field.value), field))
        elif act == "peer-share":
            field = by_id(need(element, "field"))
            if field is not None:
                text = f"Play {self.table.game.title} with me: open this link in your browser."
                asyncio.ensure_future(share(self.title, text, str(field.value)))
        elif act == "peer-cancel":
            self.cancel(str(data(element, "peer")))
        elif act == "peer-relink":
            self.invite(int(need(element, "seat")), int(data(element, "slot") or 1))
        elif act == "peer-where":
            self.choose_where(element)
        elif act == "peer-team":
            self.invite_teammate(int(need(element, "seat")))
        elif act == "peer-ice-save":
            if save_ice_settings():
                self.relink_waiting()
        else:
            super().on_action(act, element)

    def relink_waiting(self) -> None:
        """Saved settings: every link not yet answered is made anew with them (the shown link changes)."""
        for friend in list(self.roster.friends):
            if friend.state == "waiting" and friend.away:
                self.invite(friend.seat, friend.slot)

    def choose_where(self, element: Any) -> None:
        """The host picked whom a waiting link is for: keep the choice and make that link anew."""
        seat, slot = int(need(element, "seat")), int(data(element, "slot") or 1)
        friend = self.roster.at(seat, slot)
        away = str(element.value) == "away"
        save_elsewhere(away)
        if friend is not None and friend.state == "waiting" and friend.away != away:
            self.invite(seat, slot)

    def on_panel_submit(self, event: Any) -> None:
        event.preventDefault()
        event.stopPropagation()  # the app's own submit handler is for the set-up form
        asyncio.ensure_future(self.accept_answer(str(by_id("peer-answer").value)))

    def close(self) -> None:
        """The page goes away: its links close (the other browsers are told), the match stays saved."""
        super().close()
        for friend in self.roster.friends:
            if friend.link is not None:
                friend.link.close()
        if self.role == GUEST_ROLE and self.link is not None:
            self.link.close()
