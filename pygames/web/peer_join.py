"""The guest's way in: a link `#join=<code>` opens this page, which says which game and seat the link is
for, answers the host's offer, shows the answer code to send back (Copy, and Share where the browser has a
share sheet; no QR code, since the host's page has no camera to read one), and hands over to the play page
once the host's match arrives.

Also the peer routes of the app: `#join=` (before any other route), `#answer=`, an answer code
opened as a link in the host's own tab, and `#/play/guest-<match id>` of a guest that kept no copy
(a game with secrets): it goes home saying why.
"""

from __future__ import annotations

import asyncio
from typing import Any

from pyscript import window

from pygames.core.i18n import N_, _
from pygames.net import GuestSession
from pygames.net.paths import ANSWER_KEEPS_MIN, guest_quiet, kinds
from pygames.net.sdp import BadCode, parse_sdp
from pygames.net.signal import Invitation, answer_code, read_invitation
from pygames.web.dom import attrs, by_id, esc, later, switched, toast
from pygames.web.html import language_switch, sentence
from pygames.web.peer import PeerLink, open_guest_page
from pygames.web.peer_link import BLOCKED_NOTE, Link, NoWebRTC, blocked_html, copy_text, link_servers, share
from pygames.web.peer_panel import ice_settings_html, save_ice_settings, share_button
from pygames.web.peer_tables import HOST_ROLE, trust_note

GUEST_WAIT_MS = ANSWER_KEEPS_MIN * 60_000  # how long an answer waits (and tries) for the host to take it
QUIET_MS = 20_000  # after this long with nothing from the host's browser, the page says what may be wrong
# The e2e NAT lab sets this on window to say it sooner (dom.switched); the site never does.
QUIET_SWITCH = "pygamesTestPeerQuietMs"
GUEST_ROUTE = "#/play/guest-"
GONE = N_("That match was played in another browser and this one kept no copy of it (its cards are "
          "hidden). Ask the host for a new link to join it again.")


def quiet_ms() -> int:
    """How long the friend's page waits in silence before it says what may be wrong: QUIET_MS for a person."""
    return int(switched(QUIET_SWITCH, QUIET_MS))


def route_peer(app: Any) -> bool:
    """Handle a peer fragment; True if it was one (and the app should not route further)."""
    fragment = str(window.location.hash)
    if fragment.startswith("#join="):
        if app.page:
            app.page.close()
        app.page = JoinPage(app, fragment[len("#join="):])
        window.scrollTo(0, 0)
        return True
    if fragment.startswith(GUEST_ROUTE):
        if fragment[len("#/play/"):] not in {entry.id for entry in app.book.entries()}:
            # A guest of a game with secrets keeps no copy, so its page cannot come back after a reload.
            window.history.replaceState(None, "", "#/")
            toast(_(GONE), "warn")
        return False
    if fragment.startswith("#answer="):
        page = app.page
        link = page.link if page is not None else None
        if isinstance(link, PeerLink) and link.role == HOST_ROLE and not page.closed:
            window.history.replaceState(None, "", f"#/play/{page.save_id}")
            asyncio.ensure_future(link.friends.accept_answer(fragment))
            return True
        window.history.replaceState(None, "", "#/")
        toast(_("Open an answer code in the tab that made the link, or paste it there."), "warn")
    return False


class JoinPage:
    """A guest's page from opening the link until the host's match arrives."""

    def __init__(self, app: Any, code: str):
        self.app, self.closed, self.handed_over = app, False, False
        self.link: Link | None = None
        self.session: GuestSession | None = None
        self.invitation: Invitation | None = None
        try:
            self.invitation = read_invitation(code)
        except BadCode as error:
            self.frame()
            self.fail(sentence(_("This link cannot be used: {error}").format(error=error)) + " "
                      + _("Ask your friend for a new link."))
            return
        self.session = GuestSession(self.invitation.match_id)
        self.frame()
        self.show("preparing", _("Answering your friend's link…"))
        asyncio.ensure_future(self.answer())

    def frame(self) -> None:
        self.app.root.innerHTML = f"""
<div class="join">
  <nav class="crumbs"><a href="#/">← {_("Home")}</a>{language_switch()}</nav>
  <h1>{_("Join a friend's game")}</h1>
  {self.game_html()}
  {self.where_html()}
  <div class="join-status" id="join-status" role="status" aria-live="polite" data-testid="join-status"></div>
  <section class="join-answer" id="join-answer" hidden>
    <p>{_("Send this answer code back to your friend: they paste it into their page, and the game starts "
          "here as soon as they do.")}</p>
    <div class="peer-row">
      <input {attrs(id="answer-code", readonly=True, data_testid="answer-code", aria_label=_("Answer code"))}>
      <span class="peer-buttons">{share_button("answer-code", "answer-share")}
      <button {attrs(class_="button small", data_act="join-copy", type="button")}>{_("Copy")}</button>
      </span></div>
  </section>
  <div class="form-actions">
    <button {attrs(class_="button quiet", data_act="join-cancel", data_testid="join-cancel", type="button")}>
      {_("Cancel")}</button></div>
  {ice_settings_html()}
</div>"""

    def game_html(self) -> str:
        """Which game the link is for and which seat the friend will play, as the host's page names it."""
        invitation = self.invitation
        if invitation is None:
            return ""
        listing = self.app.games.get(invitation.game)
        if listing is None:
            missing = _("The link is for a game this site does not have ({game}).").format(
                game=invitation.game)
            return f'<p class="join-game" data-testid="join-game">{esc(missing)}</p>'
        names = listing.seat_names(invitation.seat_count)
        seats = _(" and ").join(names[seat] for seat in invitation.seats if seat < len(names))
        icon = f'<span class="join-icon" aria-hidden="true">{listing.icon}</span>' if listing.icon else ""
        trust = trust_note(invitation.game)
        return (f'<p class="join-game" data-testid="join-game" {attrs(data_game=invitation.game)}>{icon}'
                "<span>" + _("A game of {game} for {players}: you will play {seats}.").format(
                    game=f"<b>{esc(listing.title)}</b>", players=invitation.seat_count,
                    seats=f'<b data-testid="join-seat">{esc(seats)}</b>') + "</span></p>"
                + (f'<p class="peer-note peer-trust" data-testid="trust-note">{esc(trust)}</p>'
                   if trust else ""))

    def where_html(self) -> str:
        """Whom the host made the link for, and so which servers this browser asks (none, or STUN)."""
        invitation = self.invitation
        if invitation is None:
            return ""
        if not invitation.elsewhere:
            text = _("Your friend made this link for someone on their own network: no server is used.")
        else:
            names = ", ".join(url.removeprefix("stun:") for url in invitation.stun) or _("none")
            text = _("Your friend made this link for someone elsewhere: your browser asks their STUN server "
                     "({names}) for its public address.").format(names=names)
        return f'<p class="join-where hint" data-testid="join-where">{esc(text)}</p>'

    def show(self, state: str, text: str) -> None:
        status = by_id("join-status")
        if status is not None and not self.closed:
            status.textContent = text
            status.setAttribute("data-state", state)

    def fail(self, text: str) -> None:
        self.show("failed", text)
        box = by_id("join-answer")
        if box is not None:
            box.hidden = True
        if self.link is not None:
            self.link.close()

    async def answer(self) -> None:
        invitation = self.invitation
        assert invitation is not None  # answer() runs once the link was read
        try:
            link = await Link.answer(invitation.sdp, link_servers(invitation.elsewhere, invitation.stun))
            if not parse_sdp(link.sdp).candidates:  # the link carries no host address: the answer must
                link.close()
                raise NoWebRTC()
        except NoWebRTC:
            self.fail(BLOCKED_NOTE)
            status = by_id("join-status")
            if status is not None and not self.closed:  # why, in two lines, the rest under "More"
                status.innerHTML = blocked_html()
            return
        except Exception as error:  # noqa: BLE001 - a damaged offer
            self.fail(_("This browser could not answer the link ({error}).").format(error=error) + " "
                      + _("Ask your friend for a new link."))
            return
        if self.closed:
            link.close()
            return
        self.link = link
        try:
            code = answer_code(link.sdp, invitation.sdp)
        except BadCode as error:
            self.fail(_("Could not make an answer code: {error}").format(error=error))
            return
        link.bind(self.on_open, self.on_message, self.on_close)
        by_id("answer-code").value = code
        by_id("join-answer").hidden = False
        self.show("answer", _("Your answer code is ready."))
        later(self.timed_out, GUEST_WAIT_MS)
        later(lambda: self.quiet(link), quiet_ms())

    def quiet(self, link: Link) -> None:
        """Nothing from the host's browser for QUIET_MS: say what may be wrong (the answer keeps waiting)."""
        if self.closed or link is not self.link or self.session is None or self.session.joined:
            return
        if str(link.js.state) in ("open", "closed") or self.invitation is None:
            return
        hosts = kinds(self.invitation.description)
        self.show("quiet", guest_quiet(self.invitation.elsewhere, hosts, kinds(parse_sdp(link.sdp))))

    def answer_again(self) -> None:
        """Saved settings while the answer waits: make the answer anew with them (same link, new code)."""
        if self.closed or self.link is None or str(self.link.js.state) in ("open", "closed"):
            return
        self.link.close()
        self.link = None
        by_id("join-answer").hidden = True
        self.show("preparing", _("Making your answer code again with your settings…"))
        asyncio.ensure_future(self.answer())

    def timed_out(self) -> None:
        if not self.closed and self.session is not None and not self.session.joined:
            self.fail(_("Your friend did not connect within {minutes} minutes. The link may be old (each "
                        "works once) or their page closed: ask for a new link.").format(
                            minutes=GUEST_WAIT_MS // 60_000))

    def on_open(self) -> None:
        self.show("connected", _("Connected: the match is on its way…"))

    def on_message(self, text: str) -> None:
        session, link = self.session, self.link
        if self.closed or session is None or link is None:  # a message comes over an open link only
            return
        out = session.on_message(text)
        for _kind, reply in out.messages:
            link.send(reply)
        errors = out.errors
        if errors:
            self.fail(errors[0])
        elif session.joined:
            self.hand_over()

    def on_close(self, reason: str, was_open: bool) -> None:
        if not self.closed:
            self.fail(_("The link closed before the match arrived ({reason}).").format(reason=reason) + " "
                      + _("Ask your friend for a new link."))

    def hand_over(self) -> None:
        """The host's match arrived: the play page takes the link and the session.

        The page draws from the session's views alone, so a game with secrets is shown as well as one
        without (where the session also holds a copy of the match).
        """
        session, link = self.session, self.link
        assert session is not None and link is not None and session.game is not None  # it has joined
        listing = self.app.games.get(session.game.id)
        if listing is None:
            self.fail(_("This site cannot show {game} yet.").format(game=session.game.title))
            return
        self.closed = self.handed_over = True
        save_id = f"guest-{session.match_id}"
        window.history.replaceState(None, "", f"#/play/{save_id}")
        self.app.page = open_guest_page(self.app, save_id, listing, session, link)
        toast(self.app.page.link.side.welcome())

    def on_action(self, act: str, element: Any) -> None:
        if act == "join-copy":
            field = by_id("answer-code")
            asyncio.ensure_future(copy_text(str(field.value), field))
        elif act == "peer-share":
            # The code alone, so that whatever the friend pastes from the message is the code.
            asyncio.ensure_future(share(_("pygames answer code"), str(by_id("answer-code").value)))
        elif act == "join-cancel":
            self.app.go("#/")
        elif act == "peer-ice-save":
            if save_ice_settings():
                self.answer_again()

    def on_key(self, event: Any) -> None:
        """No keys on this page."""

    def close(self) -> None:
        self.closed = True
        if self.link is not None and not self.handed_over:
            self.link.close()

