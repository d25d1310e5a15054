"""Reading rendered HTML in tests: the start tags of a board's markup and the squares they mark."""

from __future__ import annotations

from html.parser import HTMLParser


class Elements(HTMLParser):
    """Every start tag of a piece of HTML, as (tag, attributes)."""

    def __init__(self, markup: str) -> None:
        super().__init__()
        self.found: list[tuple[str, dict[str, str]]] = []
        self.feed(markup)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.append((tag, {name: value or "" for name, value in attrs}))

    def with_attr(self, name: str) -> list[dict[str, str]]:
        """The attributes of every element that has attribute `name`, in document order."""
        return [a for _, a in self.found if name in a]

    def squares_with(self, css_class: str) -> set[str]:
        """The squares whose button has `css_class`."""
        return {a["data-square"] for _, a in self.found
                if "data-square" in a and css_class in a.get("class", "").split()}

    def reserve(self, colour: str) -> dict[str, str]:
        """The attributes of a colour's reserve box."""
        return next(a for _, a in self.found if a.get("data-testid") == f"reserve-{colour}")


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class SeenText(HTMLParser):
    """What a reader of a piece of HTML meets: its text, and the labels, titles and placeholders a screen
    reader or a hover gives, less what is marked as English (lang="en", as e2e/test_french.py skips it)."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.open: list[bool] = []  # per open element: True inside a lang="en" one
        self.feed(markup)
        self.close()

    @property
    def english(self) -> bool:
        """True inside an element marked as English."""
        return bool(self.open) and self.open[-1]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        inside = self.english or named.get("lang") == "en"
        if not inside:
            self.parts += [named.get(key) or "" for key in ("aria-label", "title", "placeholder")]
        if tag not in VOID:
            self.open.append(inside)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID and self.open:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        if not self.english:
            self.parts.append(data)

    @property
    def text(self) -> str:
        """Everything met, one string."""
        return " ".join(self.parts)
