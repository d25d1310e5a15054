"""What the site shows of War of Lights before its board: the home card, the new-game form, the rules page
(pure: the build pre-renders them; board.py wires the board itself)."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _
from pygames.games.war_of_lights.rules_page import rules_html
from pygames.games.war_of_lights.text import seat_names
from pygames.web.catalogue import Listing
from pygames.web.html import checked_value, radio_fieldset


def _option_fields() -> str:
    labels = {value: _(label) for value, label in LAYOUTS.items()}
    return radio_fieldset("layout", labels, "full", _("Napkins"))


def _read_options(form: Any) -> dict[str, Any]:
    return {"layout": checked_value(form, "layout", "full")}


LAYOUTS = {"full": N_("Full: nine gelt on every square"), "cross": N_("Cross: five gelt, corners empty")}

ICON = ('<svg viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" rx="8" '
        'fill="#1f3f6b"/><rect x="29" y="8" width="6" height="12" rx="2" fill="#e8c36a"/>'
        '<path d="M16 20h32v20L32 58 16 40z" fill="#e8c36a" stroke="#8a5a2b" stroke-width="2"/>'
        '<text x="32" y="40" font-size="20" text-anchor="middle" fill="#2b2118" '
        'font-family="serif">&#1490;</text></svg>')

LISTING = Listing(
    id="war-of-lights",
    title="War of Lights",
    blurb=N_("Gelt on napkins and a dreidel to settle every attack. For 2 to 6 players."),
    seat_names=seat_names,
    option_fields=_option_fields,
    read_options=_read_options,
    board_name="WarOfLightsBoard",
    rules_html=rules_html,
    describe_options=lambda options: _("(cross)") if options.get("layout") == "cross" else "",
    icon=ICON,
)
