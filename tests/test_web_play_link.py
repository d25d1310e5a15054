"""The play page always holds a link (pygames.web.play_link.Link): a LocalLink that does nothing of its own
for a game at this screen, the link panel (pygames.web.peer.PeerLink) over the peer link; and the page
never asks which link or which table it holds."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from browser_stand_ins import web_modules

from pygames.web.play_link import Link, LocalLink

ROOT = Path(__file__).resolve().parent.parent
PAGE_MODULES = ("play.py", "play_parts.py", "play_turns.py", "play_html.py", "shell.py")


def _page() -> Any:
    started: list[bool] = []
    return SimpleNamespace(own_status=lambda: "Player 1 to move", start_next=started.append, started=started)


def test_a_local_link_says_the_pages_own_status_and_lets_the_person_act() -> None:
    link, page = LocalLink(), _page()
    link.attach(page)
    assert link.status() == "Player 1 to move" and link.may_act and link.after_own_change()
    assert link.left_out == "" and not link.redrawn_in_place  # a game here is drawn anew from its save


def test_a_local_link_starts_the_next_game_at_once_and_has_no_buttons_of_its_own() -> None:
    link, page = LocalLink(), _page()
    link.attach(page)
    link.new_game()
    link.propose_again(True)
    assert page.started == [False, True]
    assert link.on_action("undo", None) is False and link.on_action("peer-copy", None) is False
    link.carry("next", True)
    link.render()
    link.render_offer()
    link.close()
    assert page.started == [False, True]  # nothing else starts anything


def _members(protocol: type) -> set[str]:
    return {name for name in vars(protocol) if not name.startswith("_")} | set(protocol.__annotations__)


def test_the_peer_link_panel_and_the_local_link_answer_all_that_the_page_asks_of_a_link() -> None:
    (peer,) = web_modules("peer")
    for cls in (peer.PeerLink, LocalLink):
        missing = sorted(name for name in _members(Link) if not hasattr(cls, name))
        assert not missing, f"{cls.__name__} lacks {missing}"
    assert peer.PeerLink.left_out == "#peer-panel" and peer.PeerLink.redrawn_in_place


# A page module asking what it holds: a None link, an isinstance test on a link or table, a peer role.
ASKS = re.compile(r"link is (not )?None|isinstance\([^)]*(link|table)|\.role\b|_ROLE\b", re.IGNORECASE)


def test_the_page_never_asks_which_link_or_table_it_holds() -> None:
    asked = [f"{name}:{number}: {line.strip()}" for name in PAGE_MODULES
             for number, line in enumerate((ROOT / "pygames" / "web" / name).read_text().splitlines(), 1)
             if ASKS.search(line)]
    assert asked == []
