"""What the site shows of Drinking War before its board: the home card, the new-game form, the rules page
(pure: the build pre-renders them; board.py wires the board itself)."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, _, language, ngettext
from pygames.games.drinking_war.rules_page import RULES_HTML, RULES_HTML_FR
from pygames.games.drinking_war.team_form import read_teams, team_fields
from pygames.web.catalogue import Listing, numbered_players
from pygames.web.html import checked_value, esc, radio_fieldset

NOTICE = N_("Drinking mode is for adults who choose to drink. Sip, don't gulp; drink water between rounds; "
          "never drink and drive. Losing a life point instead is always allowed, and nobody has to drink.")


# The pack the form starts on: pack 2, where life points fall about four times as often as in pack 1
# (bench/drinking_war_lengths.py). A game's options without a pack still mean pack 1 (saves keep meaning).
DEFAULT_PACK = 2


def _option_fields() -> str:
    choices = {
        "no": _("Play without drinking: an attack of 13 or more after defence costs a life point"),
        "yes": _("Play with drinks: what is left of an attack is drunk in sips, or costs a life point")}
    packs = {
        1: _("Pack 1, Soldat: attack and defence cards only (2 to 4 players). The shortest, about 45 moves a "
             "player, but without drinking few attacks reach 13: one to three life points fall in a game"),
        2: _("Pack 2, Tacticien: adds bombs, special defences, combos and powers (2 to 6 players). About 100 "
             "moves a player; bombs and unicorns take life points, so five or six fall in a game"),
        3: _("Pack 3, Maître du monde: all of pack 2 and a country card for each player (2 to 6 players). "
             "As long as pack 2")}
    modes = {
        "domination": _("Domination: out at zero; when the pile runs out, most life points wins"),
        "survivor": _("Survivor: a player at zero may join another; the last one with life points wins. "
                      "Two to four times longer than Domination")}
    note = f'<p class="drinking-war-setup-note">{esc(_(NOTICE))}</p>'
    return (radio_fieldset("drinking", choices, "no", _("Drinking"), note)
            + radio_fieldset("pack", packs, DEFAULT_PACK, _("Pack"))
            + radio_fieldset("mode", modes, "domination", _("Mode")))


def _read_options(form: Any) -> dict[str, Any]:
    options = {"drinking": checked_value(form, "drinking", "no") == "yes",
               "pack": int(checked_value(form, "pack", DEFAULT_PACK)),
               "mode": checked_value(form, "mode", "domination")}
    teams = read_teams(form)
    return options | ({"teams": teams} if teams else {})


def _describe(options: dict[str, Any]) -> str:
    pack = int(options.get("pack", 1))
    words = [_("pack {n}").format(n=pack)] + ([_("survivor")] if options.get("mode") == "survivor" else [])
    teams = sum(1 for team in options.get("teams") or [] if team)
    words += [ngettext("{n} team", "{n} teams", teams).format(n=teams)] if teams else []
    words.append(_("with drinks") if options.get("drinking") else _("no drinking"))
    return f"({', '.join(words)})"


def _rules() -> str:
    """The rules page in the reader's language (the game is French: in English, the French text follows)."""
    french = ('<section class="rules-text" lang="fr"><p class="drinking-war-lang-tag">Français</p>'
              f"{RULES_HTML_FR}</section>")
    if language() == "fr":
        return french
    # The English page, then the French original: its button names are those of the site in French.
    note = french.replace('<p class="drinking-war-lang-tag">Français</p>',
                          '<p class="drinking-war-lang-tag">Français <span lang="en">(the original; it names '
                          "the buttons of the site in French)</span></p>", 1)
    return ('<section class="rules-text" lang="en"><p class="drinking-war-lang-tag">English</p>'
            f"{RULES_HTML}</section>{note}")

ICON = ('<svg viewBox="0 0 64 64" width="64" height="64"><rect x="4" y="4" width="56" height="56" '
        'rx="8" fill="#1f5c3a"/><g transform="rotate(-12 24 32)"><rect x="10" y="12" width="26" height="38" '
        'rx="4" fill="#fbf6ea" stroke="#a3202a" stroke-width="3"/><text x="23" y="37" font-size="13" '
        'font-weight="700" text-anchor="middle" fill="#a3202a" font-family="sans-serif">+8</text></g>'
        '<g transform="rotate(10 40 32)"><rect x="28" y="14" width="26" height="38" rx="4" fill="#fbf6ea" '
        'stroke="#1f4e8c" stroke-width="3"/><text x="41" y="39" font-size="13" font-weight="700" '
        'text-anchor="middle" fill="#1f4e8c" font-family="sans-serif">-3</text></g></svg>')

LISTING = Listing(
    id="drinking-war",
    title="Drinking War",
    blurb=N_("Attack with red cards, defend with blue ones, play powers and countries, keep your life "
             "points. 2 to 6 players, with or without drinks."),
    seat_names=numbered_players,
    option_fields=_option_fields,
    read_options=_read_options,
    board_name="DrinkingWarBoard",
    rules_html=_rules,
    describe_options=_describe,
    icon=ICON,
    kind="card",
    after_seats=team_fields,
)
