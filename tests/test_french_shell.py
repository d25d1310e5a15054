"""The site's shell in French without a browser: the peer link's panel and join page, the link's words,
core's refusals, and the rules pages of Gobblet and War of Lights show no English word (issue #24)."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from browser_stand_ins import web_modules
from cardgame import registered
from test_peer_tables import NAMES, duel_of_three

from pygames.core import IllegalAction
from pygames.web.peer_roster import STATE_WORDS, Roster
from pygames.web.peer_tables import GUEST_ROLE, HOST_ROLE, PeerSide, name_seats, offer_text, trust_note

# The French walk's words (e2e/test_french.py): English words no French sentence of the site uses.
ENGLISH = re.compile(r"\b(the|and|your|you|turn|move|moves|game|games|new|play|rules|home|player|players|"
                     r"wins|computer|attack|hand|show|with|pass|cards?|start|friend|saved|delete|"
                     r"resume|round|life|roll|choose|waiting|thinking|nobody|rewind|replay|done|"
                     r"drinking|settings|import|link|to move|again|connect(?:s|ed|ing)?|copy|cancel|"
                     r"elsewhere|network|answer|teammates?|host)(?![\w:])", re.IGNORECASE)

def _titles_kept_in_french() -> tuple[str, ...]:
    """The games' titles that French shows as they are (a proper name), longest first."""
    from pygames.core.i18n import catalogue
    from pygames.web.catalogue import listings

    french = catalogue("fr")
    return tuple(sorted((listing.title for listing in listings().values()
                         if french.gettext(listing.title) == listing.title), key=len, reverse=True))


PROPER = (*_titles_kept_in_french(), "pygames", "WebRTC", "STUN", "TURN")


def english_in(markup: str) -> list[str]:
    """The English words in the text of `markup` and in the labels a screen reader reads (aria-label,
    title, placeholder), less the parts marked lang="en" and the proper names."""
    markup = re.sub(r'<(\w+)[^>]*\blang="en"[^>]*>.*?</\1>', " ", markup, flags=re.S)
    labels = " ".join(re.findall(r'(?:aria-label|title|placeholder)="([^"]*)"', markup))
    text = html.unescape(re.sub(r"<[^>]+>", " ", markup) + " " + labels)
    text = re.sub(r"\b(?:stun|turns?):\S*", " ", text)  # a server's address as it is typed
    for name in PROPER:
        text = text.replace(name, " ")
    return sorted({found.group(0).lower() for found in ENGLISH.finditer(text)})


def test_the_word_check_finds_english() -> None:
    assert english_in('<p title="Copy">Votre ami</p><b>waiting</b>') == ["copy", "waiting"]
    assert english_in('<p lang="en">the link</p><p>la partie</p>') == []


# -- the host's panel ------------------------------------------------------------------------------------
def _panel() -> Any:
    return web_modules("peer_panel")[0]


def _roster() -> Roster:
    """Seat 1 with a friend and two teammates' rows, seat 2 with a friend: rows in several states."""
    roster = Roster([1, 2])
    first, _old = roster.invite(1)
    first.state, first.url, first.qr = "waiting", "https://example.org/#join=x", "<svg></svg>"
    mate, _old = roster.invite(1, 2)
    mate.state, mate.url = "waiting", "https://example.org/#join=y"
    third, _old = roster.invite(1, 3)
    third.state, third.note = "failed", "Could not make a link: no"
    friend, _old = roster.invite(2)
    friend.state, friend.route = "connected", "relay"
    return roster


def test_the_host_panel_in_french_shows_no_english_word(french: None) -> None:
    panel = _panel()
    roster = _roster()
    drawn = panel.panel_frame(True, trust_note("drinking-war"))
    drawn += "".join(panel.seat_row(roster, seat, name, who)
                     for seat, name, who in ((0, "Rouge", "vous"), (1, "Jaune", "votre ami"),
                                             (2, "Vert", "votre ami")))
    assert "Collez le code de réponse de votre ami" in drawn and "Lien pour votre ami" in drawn
    assert english_in(drawn) == []


def test_every_friend_row_state_in_french_shows_no_english_word(french: None) -> None:
    panel = _panel()
    for state in STATE_WORDS:
        roster = Roster([1])
        friend, _old = roster.invite(1)
        friend.state = state
        if state == "cancelled":
            roster.cancel(friend)
        elif state in ("failed", "closed"):
            friend.note = "The link to your friend wavers: waiting for it to come back…"
        assert english_in(panel.friend_row(roster, friend)) == [], state


def test_the_no_webrtc_note_in_french_shows_no_english_word(french: None) -> None:
    link = web_modules("peer_link")[0]
    shown = link.blocked_html()
    assert "WebRTC est désactivé" in shown and english_in(shown) == []


def test_the_english_panel_keeps_its_words() -> None:
    panel = _panel()
    roster = _roster()
    row = panel.seat_row(roster, 1, "Yellow", "a team of 2 friends")
    assert "Send this link to your friend: it opens this game in their browser." in row
    assert "They play the same seat and see the same view." in row
    assert ">waiting<" in row and ">Copy<" in row and "on your network" in row
    assert "Paste your friend&#x27;s answer code" in panel.panel_frame(True, "") or \
        "Paste your friend&#39;s answer code" in panel.panel_frame(True, "")


# -- what the panel and the status line say of the table -------------------------------------------------
@pytest.fixture
def duel() -> Iterator[None]:
    with registered():
        yield


def test_who_plays_each_seat_and_the_welcome_in_french(duel: None, french: None) -> None:
    wire = duel_of_three()
    host_side, east_side = wire.sides()
    assert [east_side.who(seat) for seat in range(3)] == ["l’hôte", "vous", "l’ordinateur de l’hôte"]
    assert [host_side.who(seat) for seat in range(3)] == ["vous", "votre ami", "ordinateur"]
    said = east_side.welcome()
    assert said == ("Connecté\u00a0: vous jouez East. North\u00a0: l’hôte\u202f; "
                    "South\u00a0: l’ordinateur de l’hôte.")
    assert east_side.welcome(rematch=True).startswith("Nouvelle partie\u00a0: vous jouez East.")
    status = host_side.status(None, lambda view: "fini")
    assert english_in(status) == [] and english_in(said) == [], status


def test_the_link_words_of_a_seat_name_it_in_french_too(french: None) -> None:
    from pygames.net.wire import players

    assert players((1,)) == "joueur 2" and players((0, 2)) == "joueurs 1 et 3"
    said = name_seats(f"Votre ami ({players((0, 2))}) est parti.", NAMES)
    assert said == "Votre ami (North et South) est parti."


def test_the_rematch_offer_in_french(french: None) -> None:
    offer = {"swap": True, "agreed": False, "by_host": True, "waiting": 0}
    assert offer_text(offer, GUEST_ROLE, 2) == "L’hôte propose une revanche en échangeant les couleurs."
    mine = {"swap": False, "agreed": True, "by_host": True, "waiting": 2}
    assert offer_text(mine, HOST_ROLE, 3) == ("Vous avez proposé une revanche\u00a0: en attente de "
                                              "l’accord de 2 amis.")


def test_a_guests_copy_refuses_in_french(duel: None, french: None) -> None:
    from pygames.web.peer_tables import CopyTable

    wire = duel_of_three()
    copy = CopyTable(wire.host.match, NAMES[:3])
    with pytest.raises(IllegalAction, match="ceci est une copie"):
        copy.propose(0, "x")
    assert PeerSide(copy, "copy", NAMES)  # the side of a copy draws too


# -- why a link does not connect, and what is wrong with a code ------------------------------------------
def test_the_no_path_reasons_and_bad_codes_in_french_show_no_english_word(french: None) -> None:
    from pygames.net.paths import guest_quiet, host_no_path, route_words
    from pygames.net.sdp import BadCode
    from pygames.net.signal import code_in, read_answer, read_invitation

    said = [host_no_path(away, mine, theirs) for away in (False, True)
            for mine in ({"host"}, {"srflx"}, {"relay"}) for theirs in ({"host"}, {"srflx"})]
    said += [guest_quiet(away, hosts, mine) for away in (False, True)
             for hosts in ({"host"}, {"srflx"}) for mine in ({"host"}, {"srflx"})]
    said.append(route_words("relay", "host"))
    for code in ("", "x" * 5000, "!!!", "AAAA"):
        for read in (read_invitation, read_answer):
            with pytest.raises(BadCode) as refused:
                read(code_in(code))
            said.append(str(refused.value))
    left = {text: english_in(text) for text in said if english_in(text)}
    assert left == {}


def test_a_wrong_ice_setting_is_refused_in_french(french: None) -> None:
    from pygames.net.ice import parse_ice_servers

    with pytest.raises(ValueError, match="ligne 1\u00a0: un serveur TURN demande"):
        parse_ice_servers("turn:example.org:3478")


# -- the guest's join page -------------------------------------------------------------------------------
def _join_page(code: str) -> tuple[Any, Any]:
    """A JoinPage for `code` drawn into a stand-in app; returns (page, app)."""
    join = web_modules("peer_join")[0]
    app = SimpleNamespace(root=SimpleNamespace(innerHTML=""), games={}, page=None)
    return join.JoinPage(app, code), app


def test_the_join_page_in_french_shows_no_english_word(french: None) -> None:
    page, app = _join_page("not-a-real-code")
    assert "Rejoindre la partie d’un ami" in app.root.innerHTML
    assert english_in(re.sub(r'<details class="peer-settings">.*?</details>', "", app.root.innerHTML,
                             flags=re.S)) == []
    for elsewhere in (False, True):
        page.invitation = SimpleNamespace(elsewhere=elsewhere, stun=("stun:stun.example.org:3478",),
                                          game="nowhere", seat_count=2, seats=(1,))
        shown = page.where_html() + page.game_html()
        assert english_in(shown) == [], shown


# -- core's refusals and the rules pages --------------------------------------------------------------------
def test_core_refusals_are_said_in_french(french: None) -> None:
    from pygames import new_match

    match = new_match("gobblet", 2, {"size": 3}, seed=1)
    with pytest.raises(IllegalAction, match="il n’y a rien à annuler"):
        match.undo()
    with pytest.raises(IllegalAction, match="la place 1 ne peut pas jouer maintenant"):
        match.play("3b2", 1)


def _games() -> list[str]:
    from pygames.web.catalogue import listings

    return sorted(listings())


# The two games whose rules page is a French text of its own (the others' go through the catalogue, which
# tests/test_i18n.py checks, and e2e/test_french.py reads every rules page in the browser).
@pytest.mark.parametrize("game", ["gobblet", "war-of-lights"])
def test_the_rules_page_in_french_shows_no_english_word(game: str, french: None) -> None:
    from pygames.web.catalogue import listings
    from pygames.web.pages import rules_page

    shown = rules_page(listings()[game])
    assert '<section class="rules-text" lang="fr">' in shown
    assert english_in(shown.replace("Français", "")) == []


@pytest.mark.parametrize("game", _games())
def test_every_rules_page_sits_in_a_rules_text_section(game: str) -> None:
    from pygames.web.catalogue import listings
    from pygames.web.pages import rules_page

    assert '<section class="rules-text"' in rules_page(listings()[game])


def test_a_hostile_message_a_friend_leaving_and_a_refused_move_are_said_in_french(duel: None,
                                                                                   french: None) -> None:
    from pygames.net import CLOSED, ERROR
    from pygames.net.wire import PROTOCOL

    wire = duel_of_three()
    host, east = wire.host, wire.guests["east"]
    host.events = []
    host.on_message("east", json.dumps({"p": PROTOCOL, "v": 99}))
    errors = [text for kind, text in host.events if kind == ERROR]
    assert errors and errors[0].startswith("message de 'east' refusé\u00a0: l’autre navigateur parle la "
                                           "version")
    with pytest.raises(IllegalAction, match="ne peut pas jouer maintenant|c’est au tour de"):
        east.propose(1 if 1 not in east.actors() else 0, "x")
    out = host.peer_closed("east")
    left = [name_seats(text, NAMES) for kind, text in out.events if kind == CLOSED]
    assert left == ["Votre ami (East) est parti. La partie est sauvegardée\u00a0: envoyez un nouveau lien "
                    "pour continuer."]
    assert english_in(" ".join(errors + left)) == []


def test_gobblet_and_war_of_lights_refuse_a_move_in_french(french: None) -> None:
    from pygames.games.gobblet import Gobblet
    from pygames.games.war_of_lights import WarOfLights

    gobblet = Gobblet()
    start = gobblet.initial_state(2, {"size": 3})
    said = [gobblet.explain_illegal(start, "3b2", 1), gobblet.explain_illegal(start, "zz", 0),
            gobblet.explain_illegal(start, "b2a1", 0)]
    assert said[0] == "c’est au tour de rouge"
    war = WarOfLights()
    state = war.initial_state(2, None)
    said += [war.explain_illegal(state, "zz", None), war.explain_illegal(state, "spawn", None)]
    assert english_in(" ".join(said)) == [], said
