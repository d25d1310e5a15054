"""The waits a person needs (the computer's pause, the friend's quiet note, the host's wait for a channel)
keep their product lengths unless a test page sets its switch, and nothing the site ships sets one."""

from __future__ import annotations

import re
import types
from pathlib import Path
from typing import Any
from unittest import mock

from browser_stand_ins import web_modules

ROOT = Path(__file__).resolve().parent.parent


def _web_modules(window: Any) -> dict[str, Any]:
    """pygames.web's play_turns, peer_friends and peer_join against browser stand-ins, with `window`."""
    pyscript = mock.MagicMock()
    pyscript.window = window
    play, peer, peer_join = web_modules("play_turns", "peer_friends", "peer_join", pyscript=pyscript)
    return {"play": play, "peer": peer, "peer_join": peer_join}


def test_without_a_switch_a_person_gets_the_product_waits():
    web = _web_modules(types.SimpleNamespace())
    assert web["play"].computer_pause_s() == web["play"].COMPUTER_PAUSE_S == 0.45
    assert web["peer_join"].quiet_ms() == web["peer_join"].QUIET_MS == 20_000
    assert web["peer"].connect_timeout_ms() == web["peer"].CONNECT_TIMEOUT_MS == 20_000


def test_a_test_page_switch_shortens_each_wait():
    window = types.SimpleNamespace(pygamesTestComputerPauseS=0, pygamesTestPeerQuietMs=3000,
                                   pygamesTestPeerConnectMs=8000)
    web = _web_modules(window)
    assert web["play"].computer_pause_s() == 0
    assert web["peer_join"].quiet_ms() == 3000
    assert web["peer"].connect_timeout_ms() == 8000


# An assignment to a switch (`window.pygamesTestX = ...`, `window["pygamesTestX"] = ...`, `setattr(window,
# "pygamesTestX", ...)`); reading one (boot.js's `Boolean(window.pygamesTestAiOnDemand)`) is allowed.
SETTING = re.compile(r"""pygamesTest\w+["']?\]?\s*=(?!=)|setattr\([^)]*pygamesTest""")


def test_nothing_the_site_ships_sets_a_test_switch():
    site, package = ROOT / "site", ROOT / "pygames"
    shipped = [*site.rglob("*.js"), *site.rglob("*.html"), *package.rglob("*.py")]
    setters = [str(path) for path in shipped if SETTING.search(path.read_text(errors="replace"))]
    assert shipped and setters == []


def test_the_switch_check_tells_a_setting_from_a_reading():
    for setting in ("window.pygamesTestAiOnDemand = true;", 'window["pygamesTestPeerQuietMs"] = 5',
                    'setattr(window, "pygamesTestComputerPauseS", 0)'):
        assert SETTING.search(setting), setting
    for reading in ("const aiOnDemand = Boolean(window.pygamesTestAiOnDemand);",
                    'TEST_PAUSE_SWITCH = "pygamesTestComputerPauseS"', "if (window.pygamesTestX === 1) {}"):
        assert not SETTING.search(reading), reading


def _started(reuse: bool) -> tuple[Any, object, Any]:
    """pygames.web.shell's start() against stand-ins, with or without the reuse switch; (window, the value
    a proxy would have, the app)."""
    pyscript = mock.MagicMock()
    pyscript.window.pygamesTestReuse = True if reuse else None
    pyscript.window.location.hash = ""
    (shell,) = web_modules("shell", pyscript=pyscript)
    proxy = object()
    with mock.patch.object(shell, "create_proxy", lambda fn: (proxy, fn)):
        app = shell.start()
    return pyscript.window, proxy, app


def test_only_a_page_with_the_reuse_switch_offers_the_test_reset():
    window, proxy, app = _started(reuse=True)
    assert window.pygamesResetForTest == (proxy, app.reset_for_test)
    window, proxy, _app = _started(reuse=False)
    assert isinstance(window.pygamesResetForTest, mock.MagicMock)  # never set: what a stand-in makes up
