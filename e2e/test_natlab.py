"""Friend play between homes, proved in the NAT lab (e2e/natlab.py): every step by clicks in the real
pages, each home's Chromium inside its own network namespace behind its router's NAT."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from conftest import DIST, chromium_path
from natlab import Homes, open_lab, our_namespaces, unavailable
from peer_helpers import facts, host_game, invitation, paste_answer, wait_connected, wait_same
from test_peer import GOBBLET_GAME, gobblet_3x3, play_gobblet

pytestmark = pytest.mark.xdist_group("natlab")


@pytest.fixture(scope="module")
def lab(playwright) -> Iterator[Homes]:
    why = unavailable()
    if why:
        pytest.skip(why)
    if not (DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run `python3 build.py build`")
    built = open_lab(DIST, chromium_path())
    homes = Homes(built, playwright)
    try:
        yield homes
    finally:
        homes.close()
        built.close()
    assert not our_namespaces(), "the lab left namespaces behind"


@pytest.fixture
def homes(lab: Homes) -> Iterator[Homes]:
    yield lab
    problems = lab.problems()
    if problems:
        pytest.fail("the page went wrong:\n  " + "\n  ".join(problems), pytrace=False)


class LabSite:
    def __init__(self, homes: Homes):
        self.homes = homes

    def wait_ready(self, page) -> None:
        page.wait_for_selector("html.app-ready", state="attached", timeout=90_000)


def answer_in(guest, link: str) -> str:
    guest.goto(link)
    guest.wait_for_selector("html.app-ready", state="attached", timeout=90_000)
    guest.wait_for_function("() => { const f = document.querySelector('[data-testid=answer-code]');"
                            " return f && f.value; }", timeout=30_000)
    return guest.input_value("[data-testid=answer-code]")


def test_two_browsers_in_one_home_connect_with_no_server(homes):
    host = homes.open("a1")
    guest = homes.page("a2")
    host_game(host, "gobblet", gobblet_3x3)
    link = invitation(host)
    code = answer_in(guest, link)
    paste_answer(host, code)
    wait_connected(host, guest)
    play_gobblet([host, guest], GOBBLET_GAME[:4])
    wait_same(host, guest)
    assert facts(host)["hash"] == facts(guest)["hash"]
