"""The pieces of the War of Lights table as HTML: a gelt coin, what a napkin square holds, the dreidel.

Pure strings (no browser import): board.py draws the table with them and rules_page.py pictures every
piece with them, so the rules show the pieces as the game draws them. style.css gives them their looks.
"""

from __future__ import annotations

from pygames.web.html import esc

LETTERS = "abcdefghi"
SPAWN, EXITS = 4, (0, 2, 6, 8)
FACE_NAMES = {"gimel": "Gimel", "hey": "Hey", "nun": "Nun", "shin": "Shin"}


def square_classes(q: int) -> list[str]:
    """A napkin square's classes by where it lies: the spawn point (e), an exit (a corner), or neither."""
    return ["sq"] + (["spawn"] if q == SPAWN else []) + (["exit"] if q in EXITS else [])


def square_inner(q: int, owner: int | None) -> str:
    """What a square shows: its letter in a corner and the gelt standing on it, if any (in its seat's
    colour, the seat's number drawn on it by CSS). Both hidden from readers: the square's name says them."""
    letter = f'<span class="sq-name" aria-hidden="true">{LETTERS[q]}</span>'
    coin = (f'<span class="coin seat{owner}" data-n="{owner + 1}" data-piece aria-hidden="true"></span>'
            if owner is not None else "")
    return letter + coin


def dreidel_html(letter: str, spinning: bool = False) -> str:
    """The brass dreidel showing `letter` (the Hebrew letter of a face, or "?" before any spin)."""
    return (f'<div class="dreidel{" spinning" if spinning else ""}" aria-hidden="true"><span class="handle">'
            f'</span><span class="body"><span class="letter">{esc(letter)}</span></span>'
            f'<span class="tip"></span></div>')
