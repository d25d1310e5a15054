"""The peer link panel's markup: the seats and who plays them, each invited friend's row (its link,
its state, what the host does next), the answer form and the connection settings."""

from __future__ import annotations

from typing import Any

from pyscript import document

from pygames.core.i18n import N_, _
from pygames.net.paths import route_words
from pygames.web.dom import attrs, by_id, esc, toast
from pygames.web.peer_link import BLOCKED_NOTE, blocked_html, can_share, ice_text, save_ice_text
from pygames.web.peer_roster import STATE_WORDS, Friend, Roster

ICE_HINT = N_("A link for a friend elsewhere asks these STUN servers for your public address, and carries "
              "them so your friend's browser asks them too (a STUN server learns both public addresses and "
              "when you play, nothing of the game). A link for your own network uses none. If a link between "
              "homes does not connect, add your own TURN server as {example}: it relays the game when no "
              "direct path opens, and its password stays in this browser. One server a line; kept in this "
              "browser.")


def ice_settings_html() -> str:
    """The connection settings: the STUN servers (a public default) and this person's TURN server."""
    return f"""
<details class="peer-settings"><summary>{esc(_("Connection settings"))}</summary>
  <p class="hint">{esc(_(ICE_HINT)).format(example="<code>turn:host:3478 user password</code>")}</p>
  <textarea {attrs(id="ice-servers", rows=3, spellcheck="false", data_testid="ice-servers")}>
{esc(ice_text())}</textarea>
  <button class="button small" {attrs(data_act="peer-ice-save", type="button")}>
    {esc(_("Save settings"))}</button>
</details>"""


def save_ice_settings() -> bool:
    """Keep the ICE servers typed in the settings (or say which line is wrong); True if kept."""
    try:
        save_ice_text(str(by_id("ice-servers").value))
    except ValueError as error:
        toast(_("Not saved: {error}").format(error=error), "error")
        return False
    toast(_("Connection settings saved: new links and answers use them."))
    return True


def share_button(field: str, testid: str) -> str:
    """A Share button for the text of `field`, where the browser has a share sheet (else nothing)."""
    if not can_share():
        return ""
    button = attrs(class_="button small", data_act="peer-share", data_field=field, type="button",
                   data_testid=testid)
    return f"<button {button}>{esc(_('Share'))}</button>"


def panel_frame(host: bool, trust: str) -> str:
    """The panel's fixed parts: the list of seats (redrawn), and at the host the answer form and the
    settings; `trust` is the sentence a game with hidden cards shows (or "")."""
    answer = ""
    if host:
        field = attrs(id="peer-answer", data_testid="peer-answer", spellcheck="false",
                      placeholder=_("answer code"))
        connect = attrs(class_="button primary small", type="submit", data_testid="peer-connect")
        paste = _("Paste your friend's answer code (or its link):")
        answer = (f'<form class="peer-answer" id="peer-answer-form" hidden autocomplete="off">'
                  f'<label for="peer-answer">{esc(paste)}</label>'
                  f'<div class="peer-row"><input {field}><button {connect}>{esc(_("Connect"))}</button></div>'
                  f'<p class="peer-note" id="peer-answer-note" role="alert" '
                  f'data-testid="peer-answer-note"></p></form>')
    settings = ice_settings_html() if host else ""
    if trust:
        trust = f'<p class="peer-note peer-trust" data-testid="trust-note">{esc(trust)}</p>'
    return f'{trust}<div id="peer-seats" class="peer-seats"></div>{answer}{settings}'


def insert_panel(host: bool, trust: str, role: str) -> Any:
    """Put the link panel above the board (the page's .play gets the classes peer and peer-<role>)."""
    area = document.querySelector(".play")
    area.classList.add("peer", f"peer-{role}")
    panel = document.createElement("section")
    panel.className = "peer-panel"
    panel.id = "peer-panel"
    panel.setAttribute("aria-label", _("Players and links"))
    panel.innerHTML = panel_frame(host, trust)
    area.insertBefore(panel, document.querySelector(".play-body"))
    return panel


def seat_row(roster: Roster, seat: int, name: str, who: str) -> str:
    """One seat: its name, who plays it, and at the host every browser invited to it (a team)."""
    head = (f'<span class="peer-seat-name">{esc(name)}</span>'
            f'<span class="peer-who">{esc(who)}</span>')
    friends = roster.on_seat(seat)
    if not friends:
        return f'<li class="peer-seat" data-seat="{seat}">{head}</li>'
    rows = "".join(friend_row(roster, friend) for friend in friends)
    team = ""
    if roster.can_invite_teammate(seat):
        invite = attrs(class_="button small peer-team", data_act="peer-team", data_seat=seat,
                       type="button", data_testid=f"peer-team-{seat}")
        team = f'<button {invite}>{esc(_("Invite a teammate"))}</button>'
    row = attrs(class_="peer-seat remote", data_seat=seat, data_people=roster.connected(seat))
    return (f'<li {row}><div class="peer-seat-head">{head}</div>'
            f'<ul class="peer-friends">{rows}</ul>{team}</li>')


def friend_row(roster: Roster, friend: Friend) -> str:
    """One invited browser: its label, its link's state and what the host does next."""
    row = attrs(class_=f"friend {friend.state}", data_seat=friend.seat, data_slot=friend.slot,
                data_state=friend.state,
                data_open_ms=None if friend.open_ms is None else round(friend.open_ms, 1),
                data_route=friend.route or None)
    label = esc(roster.label(friend))
    return (f'<li {row}><div class="peer-friend-head"><span class="peer-friend-name">{label}</span>'
            f'<span class="peer-state">{esc(_(STATE_WORDS.get(friend.state, friend.state)))}</span></div>'
            f'{friend_html(friend)}</li>')


def friend_html(friend: Friend) -> str:
    """What the host does next for `friend`: wait, send the link, or make a new one."""
    key, mate = friend.key, friend.slot > 1
    if friend.state == "preparing":
        return f'<p class="peer-note">{esc(_("Making a link…"))}</p>'
    if friend.state == "waiting":
        label = _("Link for your friend's teammate") if mate else _("Link for your friend")
        field = attrs(id=f"peer-link-{key}", class_="peer-link", readonly=True, value=friend.url,
                      data_testid=f"peer-link-{key}", aria_label=label)
        copy = attrs(class_="button small", data_act="peer-copy", data_field=f"peer-link-{key}",
                     type="button")
        cancel = attrs(class_="button small quiet", data_act="peer-cancel", data_peer=friend.peer_id,
                       type="button")
        send = share_button(f"peer-link-{key}", f"peer-share-{key}")
        text = (_("Send this link to your friend's teammate: it opens this game in their browser. Then paste "
                  "the answer code they get below. They play the same seat and see the same view.") if mate
                else _("Send this link to your friend: it opens this game in their browser. Then paste the "
                       "answer code they get below."))
        return (f'{where_html(friend)}'
                f'<p class="peer-note">{esc(text)}</p>'
                f'<div class="peer-row peer-link-row"><input {field}><span class="peer-buttons">{send}'
                f'<button {copy}>{esc(_("Copy"))}</button><button {cancel}>{esc(_("Cancel"))}</button>'
                f'</span></div>'
                f'<div class="peer-qr" aria-label="{esc(_("QR code of the link"))}">{friend.qr}</div>')
    if friend.state == "connecting":
        return f'<p class="peer-note">{esc(_("Connecting…"))}</p>'
    if friend.state == "connected":
        return route_html(friend)
    again = attrs(class_="button small", data_act="peer-relink", data_seat=friend.seat,
                  data_slot=friend.slot, data_testid=f"peer-relink-{key}", type="button")
    if friend.note == BLOCKED_NOTE:  # why, in two lines, the rest under "More"
        return f'<div class="peer-note peer-blocked" role="alert">{blocked_html()}</div>'
    return (f'<p class="peer-note" role="alert">{esc(_(friend.note))}</p>'
            f'<button {again}>{esc(_("New link"))}</button>')


def where_html(friend: Friend) -> str:
    """Whom the link is for: a friend on this network (no server) or elsewhere (STUN); a change makes a
    new link."""
    choices = []
    for value, words in (("here", _("on your network")), ("away", _("elsewhere"))):
        box = attrs(type="radio", name=f"peer-where-{friend.key}", value=value,
                    checked=friend.away == (value == "away"), data_act="peer-where",
                    data_seat=friend.seat,
                    data_slot=friend.slot, data_testid=f"peer-where-{value}-{friend.key}")
        choices.append(f"<label><input {box}> {esc(words)}</label>")
    return (f'<fieldset class="peer-where" data-testid="peer-where-{friend.key}"><legend>'
            f'{esc(_("This link is for a friend"))}</legend>{"".join(choices)}</fieldset>')


def route_html(friend: Friend) -> str:
    """How an open link goes: a relay is said; a wavering path is said until it comes back."""
    text = _(friend.note) if friend.note else route_words(friend.route, "")
    return f'<p class="peer-note" data-testid="peer-route-{friend.key}">{esc(text)}</p>' if text else ""
