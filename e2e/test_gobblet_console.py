"""The console stays quiet over a boot and a computer's move: no warnings from the page or its workers."""

from __future__ import annotations

import pytest
from gobblet_helpers import bring_in, start_game, wait_status
from playwright.sync_api import Page

pytestmark = pytest.mark.cold  # a first visit's boot, and a console hook on the whole context


def test_a_boot_and_a_computer_move_log_no_shared_array_buffer_warning(site, page: Page):
    heard: list[str] = []
    page.context.on("console", lambda message: heard.append(f"{message.type}: {message.text}"))
    site.open(page)
    start_game(page, red="human", yellow="computer:ok")
    bring_in(page, "red", 3, "b2")
    wait_status(page, r"^Your turn \(Red\)$")
    # The move was worked out in the AI worker, so the worker booted within this test.
    assert page.evaluate("window.pygamesTimings.map(t => t.where)") == ["worker"]
    assert not [line for line in heard if "SharedArrayBuffer" in line], heard
    assert not [line for line in heard if line.startswith(("warning", "error"))], heard
