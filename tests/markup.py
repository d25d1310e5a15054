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
