"""The faces of Drinking War's cards on the page: the pack band and colour, stars for powers, the French name
with the English one beside it, and the effect; small cards for the table; country cards for the seats.

Pure Python (HTML strings) so that pytest reads them; the names and effects come from the card data.
"""

from __future__ import annotations

from html import escape

from pygames.core.i18n import _, language, ngettext
from pygames.games.drinking_war.cards import (
    COUNTRIES,
    EFFECTS,
    EFFECTS_FR,
    NAMES,
    PACK1,
    STARS,
    country_text,
    country_text_fr,
    kind,
)

PACKS = {1: "Soldat", 2: "Tacticien", 3: "Maître du monde"}
SHORT = {"bomb": "☢", "blue": "10", "chemist": "H₂O", "mirror": "⇄", "sabotage": "½", "sleep": "Zz",
         "shovel": "⤴", "syringe": "⇢", "unicorn": "♞", "satellite": "◉", "hack": "⌨", "draw2": "⇊",
         "tornado": "↻", "epidemic": "☣", "postcard": "✉", "meteor": "☄", "transplant": "♥"}


def esc(text: object) -> str:
    """HTML-escaped text (here rather than pygames.web.dom's, so that pytest imports this module)."""
    return escape(str(text), quote=True)


def card_name(card: str) -> tuple[str, str]:
    """The French and English names of a card code ("+4" -> Attaque +4, Attack +4)."""
    return NAMES[card]


def effect(card: str) -> str:
    """What a card does, in a few words."""
    if card[0] in "+-" and card[1:].isdigit():
        amount = abs(int(card))
        return f"adds {amount} to an attack" if card[0] == "+" else f"takes {amount} off an attack"
    return EFFECTS[card]


def shown_effect(card: str) -> str:
    """What a card does, in the reader's language (the board's cards)."""
    return effect_fr(card) if language() == "fr" else effect(card)


def pack_of(card: str) -> int:
    """The pack a card comes with: 1 (Soldat) or 2 (Tacticien, also in pack 3)."""
    return 1 if card in PACK1 else 2


def stars(card: str) -> str:
    """A power's stars as ★ characters ("" for other cards)."""
    return "★" * STARS.get(card, 0)


def face_value(card: str) -> str:
    """The big sign in the middle of a card: its number, or a symbol."""
    return card if card[0] in "+-x" else SHORT.get(card, "?")


def value_class(card: str) -> str:
    """The value's classes: three signs (+12, -10) are set smaller, so the info mark beside them never
    covers one, whichever serif the device falls back to (DejaVu Serif's are a third wider than Georgia's)."""
    return "drinking-war-value" + (" long" if len(face_value(card)) >= 3 else "")


def card_face(card: str, lang: str = "en", english_name: bool = True) -> str:
    """A card's face in the hand: the pack band (with stars), the value, both names (the French alone
    without `english_name`), the effect (in French for `lang` "fr": the French rules page and UI)."""
    french, english = card_name(card)
    en = ' lang="en"' if lang == "fr" else ""  # the English name, read as English on the French page
    star_count = ngettext("{n} star", "{n} stars", len(stars(card))).format(n=len(stars(card)))
    band = PACKS[pack_of(card)] + (f' <span class="drinking-war-stars" aria-label="{esc(star_count)}">'
                                   f"{stars(card)}</span>" if card in STARS else "")
    return (f'<span class="drinking-war-pack pack{pack_of(card)}">{band}</span>'
            f'<span class="{value_class(card)}" aria-hidden="true">{esc(face_value(card))}</span>'
            f'<span class="drinking-war-fr" lang="fr">{esc(french)}</span>'
            + (f'<span class="drinking-war-en"{en}>{esc(english)}</span>' if english_name else "")
            + '<span class="drinking-war-effect">'
            f'{esc(effect_fr(card) if lang == "fr" else effect(card))}</span>')


def small_card(token: str) -> str:
    """A card on the table (public), or an attack token "+6x2": its value and French name."""
    card, combo = (token.split("x", 1)[0], "x" + token.split("x", 1)[1]) if token[0] == "+" and "x" in token \
        else (token, "")
    french, english = card_name(card)
    named = french if language() == "fr" else english  # the title speaks the reader's language
    combo_name = NAMES[combo][language() == "en"].lower() if combo else ""
    title = named + (_(" with {combo}").format(combo=combo_name) if combo else "")
    label = french.split(" ")[0] if card[0] in "+-" else french
    badge = f'<span class="drinking-war-combo">{esc(combo)}</span>' if combo else ""
    return (f'<span class="drinking-war-mini {kind(card)}" title="{esc(title)}">'
            f"<b>{esc(face_value(card))}</b>"
            f'<span lang="fr">{esc(label)}</span>{badge}</span>')


def country_chip(code: str) -> str:
    """A country card in front of its owner: its face and the "i" that opens its full text."""
    face = country_face(code, language())
    return (f'<li class="drinking-war-country" data-country="{esc(code)}">{face}'
            f'{info_mark("country", code, COUNTRIES[code][0])}</li>')


def country_face(code: str, lang: str = "en") -> str:
    """A country card's face: the French name, the English one, and its bonus (in French for "fr")."""
    french, english, _bonus, _detail = COUNTRIES[code]
    bonus = country_text_fr(code) if lang == "fr" else country_text(code)
    en = ' lang="en"' if lang == "fr" else ""
    other = "" if french == english else f" <i{en}>{esc(english)}</i>"
    return f'<span lang="fr">{esc(french)}</span>{other}<small>{esc(bonus)}</small>'


def info_mark(kind: str, code: str, name: str) -> str:
    """The small "i" button that opens the full text of a card or a country."""
    return ('<button type="button" class="drinking-war-info" data-act="drinking-war-info" '
            f'data-info="{esc(kind)}:{esc(code)}" '
            f'aria-label="{esc(_("About {name}").format(name=name))}" '
            f'title="{esc(_("About {name} (or a long press, or the I key)").format(name=name))}">'
            "i</button>")


def upper(text: str) -> str:
    """`text` with its first letter a capital (the rest as it is: card names keep theirs)."""
    return text[:1].upper() + text[1:]


def effect_fr(card: str) -> str:
    """What a card does, in French."""
    if card[0] in "+-" and card[1:].isdigit():
        amount = abs(int(card))
        return f"ajoute {amount} à une attaque" if card[0] == "+" else f"retire {amount} à une attaque"
    return EFFECTS_FR[card]


def card_info(card: str) -> str:
    """A card's full text for its info panel: both names, its pack and stars, its effect in both languages."""
    french, english = card_name(card)
    star = f" · {len(stars(card))} star{'s' if len(stars(card)) != 1 else ''}" if card in STARS else ""
    return (f'<h2><span lang="fr">{esc(french)}</span> · {esc(english)}</h2>'
            f'<p class="drinking-war-info-pack">Pack {pack_of(card)}, {esc(PACKS[pack_of(card)])}{star}</p>'
            f'<p lang="fr">{esc(upper(effect_fr(card)))}.</p><p>{esc(upper(effect(card)))}.</p>')


def country_info(code: str) -> str:
    """A country's bonus for its info panel, in French and English."""
    french, english, _bonus, _detail = COUNTRIES[code]
    other = "" if french == english else f" · {esc(english)}"
    return (f'<h2><span lang="fr">{esc(french)}</span>{other}</h2>'
            f'<p class="drinking-war-info-pack">Country card, pack 3 (Maître du monde)</p>'
            f'<p lang="fr">{esc(upper(country_text_fr(code)))}.</p><p>{esc(upper(country_text(code)))}.</p>')
