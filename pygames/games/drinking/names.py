"""Drinks and mugs in words, in the reader's language, with the articles and agreements French needs.

English is the code's own words (state.drink_name: "red mug"; the engine's events keep those words).
French nouns have a gender, which gettext cannot carry, so *decided*: the French words of the drinks and
mugs live in one small table here, each noun with its plural and its gender, each colour with its four
forms (masculine, feminine, singular, plural); the sentences around them stay in the catalogue and take
the name with its article ("{the_drink}": "the red mug", "la chope rouge"). A new language with genders
adds its own table beside FRENCH_NOUNS.
"""

from __future__ import annotations

from pygames.core.i18n import language
from pygames.games.drinking.state import COLOUR_NAMES, SHAPE_NAMES
from pygames.games.drinking.state import drink_name as english_name

# noun -> (singular, plural, gender "m"/"f"): the drinks' shapes, the special drinks, the mugs, "drink".
FRENCH_NOUNS = {
    "mug": ("chope", "chopes", "f"), "glass": ("verre à pied", "verres à pied", "m"),
    "bottle": ("bouteille", "bouteilles", "f"), "flute": ("flûte", "flûtes", "f"),
    "tumbler": ("verre droit", "verres droits", "m"), "cocktail": ("cocktail", "cocktails", "m"),
    "chip": ("jeton", "jetons", "m"), "hook": ("crochet", "crochets", "m"),
    "barrel": ("tonneau", "tonneaux", "m"), "drink": ("boisson", "boissons", "f"),
    "wooden cup": ("gobelet en bois", "gobelets en bois", "m"), "goblet": ("coupe", "coupes", "f"),
    "pitcher": ("pichet", "pichets", "m"), "flagon": ("cruche", "cruches", "f"),
    "stein": ("chope en grès", "chopes en grès", "f"), "horn": ("corne", "cornes", "f"),
    "tankard": ("pinte", "pintes", "f"), "skull": ("crâne", "crânes", "m"),
    "chalice": ("calice", "calices", "m"),
}
# colour -> (masculine singular, feminine singular, masculine plural, feminine plural)
FRENCH_COLOURS = {
    "red": ("rouge", "rouge", "rouges", "rouges"), "yellow": ("jaune", "jaune", "jaunes", "jaunes"),
    "green": ("vert", "verte", "verts", "vertes"), "blue": ("bleu", "bleue", "bleus", "bleues"),
    "purple": ("violet", "violette", "violets", "violettes"),
    "orange": ("orange", "orange", "orange", "orange"),  # a colour named after a fruit does not agree
}
ENGLISH_PLURALS = {"glass": "glasses"}  # every other noun here takes an s
VOWELS = "aeiouâéèêhAEIOUÂÉÈÊH"


def _parts(code: str) -> tuple[str, str | None]:
    """The noun and the colour (None: colourless) of drink `code`, in the code's English words."""
    if code.startswith("N"):
        return SHAPE_NAMES[int(code[2])], COLOUR_NAMES[int(code[1])]
    if code.startswith("B"):
        return "barrel", COLOUR_NAMES[int(code[1])] if len(code) > 1 else None
    return {"C": "chip", "H": "hook"}[code], None


def gender(noun: str) -> str:
    """The grammatical gender of `noun` (a shape, a special drink, a mug, "drink") in the current language:
    "m", "f", or "" in English."""
    return FRENCH_NOUNS[noun][2] if language() == "fr" else ""


def _french(noun: str, colour: str | None, count: int) -> str:
    singular, plural, kind = FRENCH_NOUNS[noun]
    many = count > 1  # French counts 0 and 1 as singular
    words = plural if many else singular
    if colour is not None:
        words += " " + FRENCH_COLOURS[colour][(2 if many else 0) + (kind == "f")]
    return words


def drink_name(code: str, count: int = 1) -> str:
    """Drink `code` in words, no article, for `count` of them ("red mug"; "chope rouge", "chopes rouges")."""
    noun, colour = _parts(code)
    if language() == "fr":
        return _french(noun, colour, count)
    name = english_name(code)
    if count == 1:
        return name
    return name[: -len(noun)] + ENGLISH_PLURALS.get(noun, noun + "s")


def _with_article(words: str, noun: str, definite: bool) -> str:
    if language() != "fr":
        return ("the " if definite else ("an " if words[0] in "aeiou" else "a ")) + words
    if definite:
        return ("l’" if words[0] in VOWELS else ("la " if FRENCH_NOUNS[noun][2] == "f" else "le ")) + words
    return ("une " if FRENCH_NOUNS[noun][2] == "f" else "un ") + words


def the_drink(code: str) -> str:
    """Drink `code` with the definite article ("the red mug", "la chope rouge", "le jeton")."""
    return _with_article(drink_name(code), _parts(code)[0], True)


def a_drink(code: str) -> str:
    """Drink `code` with the indefinite article ("a red mug", "une chope rouge", "un tonneau")."""
    return _with_article(drink_name(code), _parts(code)[0], False)


def mug_name(mug: str) -> str:
    """A mug power's mug in words ("stein", "chope en grès")."""
    return FRENCH_NOUNS[mug][0] if language() == "fr" else mug


def the_mug(mug: str) -> str:
    """A mug with the definite article ("the stein", "la chope en grès")."""
    return _with_article(mug_name(mug), mug, True)


def noun_name(noun: str) -> str:
    """A special drink's noun alone ("chip", "jeton")."""
    return FRENCH_NOUNS[noun][0] if language() == "fr" else noun


def code_named(name: str) -> str | None:
    """The code of the drink the engine's events name in English ("red mug" -> "N00"), None if none."""
    return _BY_NAME.get(name)


_CODES = [f"N{c}{s}" for c in range(len(COLOUR_NAMES)) for s in range(len(SHAPE_NAMES))]
_BY_NAME = {english_name(code): code for code in [*_CODES, "C", "H", "B",
                                                     *(f"B{c}" for c in range(len(COLOUR_NAMES)))]}
