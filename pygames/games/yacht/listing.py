"""What the site shows of Yacht before its board: the home card, the new-game form, the rules page
(pure: the build pre-renders them; board.py wires the board itself)."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _
from pygames.games.yacht.rules_page import rules_html
from pygames.web.catalogue import Listing, numbered_players
from pygames.web.html import checked_value, radio_fieldset


def _option_fields() -> str:
    labels = {value: _(label) for value, label in JOKER_LABELS.items()}
    return radio_fieldset("joker", labels, "original", _("Extra Yachts"))


def _read_options(form: Any) -> dict[str, Any]:
    return {"joker": checked_value(form, "joker", "original")}


JOKER_LABELS = {
    "original": N_("Original rule: +100, any open box, Full House and straights in full"),
    "forced": N_("Hasbro: +100, and the extra Yacht must go in its upper box if open"),
    "free": N_("Free choice (Verhoeff): any open box; Full House and straights in full once its upper box "
               "is filled"),
    "none": N_("No Yacht bonus and no joker"),
}
JOKER_TITLES = {"original": "", "forced": N_("(Hasbro joker)"), "free": N_("(free joker)"),
                "none": N_("(no joker)")}


def _describe(options: dict[str, Any]) -> str:
    return _(JOKER_TITLES.get(options.get("joker", "original"), ""))



ICON = ('<svg viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" rx="8" '
        'fill="#1f5c3a"/><g transform="rotate(-10 22 26)"><rect x="9" y="13" width="26" height="26" rx="6" '
        'fill="#fbf6ea"/><circle cx="16" cy="20" r="2.8" fill="#2b2118"/><circle cx="22" cy="26" r="2.8" '
        'fill="#2b2118"/><circle cx="28" cy="32" r="2.8" fill="#2b2118"/></g><g transform="rotate(12 42 40)">'
        '<rect x="29" y="27" width="26" height="26" rx="6" fill="#fbf6ea"/><circle cx="36" cy="34" r="2.8" '
        'fill="#b3402a"/><circle cx="48" cy="34" r="2.8" fill="#b3402a"/><circle cx="36" cy="46" r="2.8" '
        'fill="#b3402a"/><circle cx="48" cy="46" r="2.8" fill="#b3402a"/><circle cx="42" cy="40" r="2.8" '
        'fill="#b3402a"/></g></svg>')

LISTING = Listing(
    id="yacht",
    title="Yacht",
    blurb=N_("Five dice, three rolls, thirteen boxes. For 1 to 4 players, with a hint from an optimal "
             "player."),
    seat_names=numbered_players,
    option_fields=_option_fields,
    read_options=_read_options,
    board_name="YachtBoard",
    rules_html=rules_html,
    describe_options=_describe,
    icon=ICON,
    kind="dice",
)
