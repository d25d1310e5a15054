"""What the site shows of Gobblet before its board: the home card, the new-game form, the rules page
(pure: the build pre-renders them; board.py wires the board itself)."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _
from pygames.games.gobblet import SEAT_NAMES
from pygames.games.gobblet.rules_page import rules_html
from pygames.web.catalogue import Listing
from pygames.web.html import esc


def _option_fields() -> str:
    return (f"<fieldset><legend>{esc(_('Board'))}</legend>"
            '<label class="choice"><input type="radio" name="size" value="3" checked '
            f'data-testid="size3"> {esc(_("3×3 · six pieces each (Gobblet Jr.)"))}</label>'
            '<label class="choice"><input type="radio" name="size" value="4" data-testid="size4"> '
            f"{esc(_('4×4 · twelve pieces in three stacks'))}</label></fieldset>")


def _read_options(form: Any) -> dict[str, Any]:
    checked = form.querySelector('input[name="size"]:checked')
    return {"size": int(checked.value) if checked else 3}



LISTING = Listing(
    id="gobblet",
    title="Gobblet",
    blurb=N_("Three (or four) in a row, where big pieces gobble small ones. 3×3 or 4×4."),
    seat_names=lambda seats: [_(name) for name in SEAT_NAMES],
    option_fields=_option_fields,
    read_options=_read_options,
    board_name="GobbletBoard",
    rules_html=rules_html,
    describe_options=lambda options: f"{options['size']}×{options['size']}",
    icon=('<svg viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" rx="8" '
          'fill="#c8935a"/><circle cx="22" cy="22" r="12" fill="#d6453d"/><circle cx="42" cy="42" r="14" '
          'fill="#f3c33c"/><circle cx="42" cy="22" r="7" fill="#d6453d"/></svg>'),
)
