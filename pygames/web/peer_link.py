"""The page's side of a WebRTC link (site/js/peer.js), the ICE-server setting, Copy, Share and the QR code.

A Link wraps one JS link: it makes the offer or the answer, and calls Python back when the data
channel opens, brings a message or closes, and when its path stalls or wavers (`watch`). The setting
of ICE servers lives in localStorage: the public DEFAULT_STUN until the person changes it, used only by
links for a friend elsewhere (a link for the same network uses no server at all). Which of the two a new
link is for is kept too (elsewhere until the person picks the same network).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from pygames.core.i18n import N_, _
from pygames.net.ice import DEFAULT_STUN, parse_ice_servers
from pygames.web.dom import esc, toast

ICE_KEY = "pygames:ice-servers"
WHERE_KEY = "pygames:peer-where"  # "here" (the same network) or "away"
# The reason peer.js gives when ICE gave up the path of a link that had opened (its DROPPED).
DROPPED = "the connection dropped"
# Said in two lines on a phone; the rest waits behind "More" (blocked_html).
BLOCKED = N_("No direct link can be made in this browser: WebRTC is off.")
STILL_WORKS = N_("What still works: every game at this screen, and your saved games.")
BLOCKED_MORE = N_("A policy, a setting or an extension has turned WebRTC off here, or holds it to a proxy, "
                  "so this page cannot reach another browser. You can still play every game at this screen, "
                  "against the computer or with someone beside you (New game, then Start), and open all your "
                  "saved games. To play a friend on another device, allow WebRTC here or open the link in "
                  "another browser.")
BLOCKED_NOTE = f"{BLOCKED} {STILL_WORKS}"  # the note's identity (drawn by blocked_html, translated)


def blocked_html() -> str:
    """Why no link can be made, and what still works, in two short lines with the detail under "More"."""
    return (f'<p class="blocked-short">{esc(_(BLOCKED))} {esc(_(STILL_WORKS))}</p>'
            f'<details class="blocked-more" data-testid="blocked-more"><summary>{esc(_("More"))}</summary>'
            f"<p>{esc(_(BLOCKED_MORE))}</p></details>")


def ice_text() -> str:
    """The ICE-server setting as typed (empty: none; never saved: the public DEFAULT_STUN)."""
    try:
        text = window.localStorage.getItem(ICE_KEY)
    except Exception:  # noqa: BLE001 - storage turned off: the default
        text = None
    return DEFAULT_STUN if text is None or not isinstance(text, str) else text


def elsewhere() -> bool:
    """Whether new links are for a friend on another network (the default) or on this one."""
    try:
        return str(window.localStorage.getItem(WHERE_KEY) or "away") != "here"
    except Exception:  # noqa: BLE001 - storage turned off: the default
        return True


def save_elsewhere(away: bool) -> None:
    """Keep where new links are for."""
    try:
        window.localStorage.setItem(WHERE_KEY, "away" if away else "here")
    except Exception:  # noqa: BLE001 - storage turned off: this link still follows the choice
        pass


def setting_servers() -> list[dict[str, str]]:
    """The ICE servers of the setting (a wrong stored setting counts as none)."""
    try:
        return parse_ice_servers(ice_text())
    except ValueError:
        return []


def stun_urls() -> list[str]:
    """The STUN servers of the setting: what a link for a friend elsewhere carries."""
    return [server["urls"] for server in setting_servers() if server["urls"].startswith("stun:")]


def turn_servers() -> list[dict[str, str]]:
    """This person's own TURN servers (with their passwords): never put in a link."""
    return [server for server in setting_servers() if server["urls"].startswith("turn")]


def link_servers(away: bool, stun: list[str] | tuple[str, ...] | None = None) -> str:
    """The ICE servers of a link as JSON for peer.js: none for the same network; for a friend elsewhere
    the `stun` servers (default: the setting's) and this person's TURN servers."""
    if not away:
        return "[]"
    urls = stun_urls() if stun is None else list(stun)
    return json.dumps([{"urls": url} for url in urls] + turn_servers())


def save_ice_text(text: str) -> None:
    """Check and keep the ICE-server setting; raise ValueError naming a wrong line."""
    parse_ice_servers(text)
    window.localStorage.setItem(ICE_KEY, text.strip())


def ice_json() -> str:
    """The ICE servers as JSON for peer.js (a wrong stored setting counts as none)."""
    try:
        return json.dumps(parse_ice_servers(ice_text()))
    except ValueError:
        return "[]"


class NoWebRTC(RuntimeError):
    """This browser cannot open a direct link: WebRTC is missing, or gives no address to reach it by."""

    def __init__(self) -> None:
        super().__init__(_(BLOCKED))


def peer_api() -> Any:
    """window.pygamesPeer, or raise NoWebRTC when the browser has no WebRTC (or peer.js is missing)."""
    api = getattr(window, "pygamesPeer", None)
    if not api or not getattr(window, "RTCPeerConnection", None):
        raise NoWebRTC()
    return api


class Link:
    """One data channel to another browser; set the callbacks, then `send` text once it is open."""

    def __init__(self, js: Any):
        self.js = js
        self._proxies: list[Any] = []

    @classmethod
    async def offer(cls, ice: str | None = None) -> Link:
        """A new link with its offer made (the host's side), over the `ice` servers (JSON; default: the
        setting's)."""
        return cls(await peer_api().offer(ice_json() if ice is None else ice))

    @classmethod
    async def answer(cls, offer_sdp: str, ice: str | None = None) -> Link:
        """A new link answering `offer_sdp` (the guest's side)."""
        return cls(await peer_api().answer(offer_sdp, ice_json() if ice is None else ice))

    def watch(self, on_state: Callable[[str], None]) -> None:
        """Call `on_state(state)` when the path stalls ("stalled"), wavers ("unsteady") or comes back."""
        proxy = create_proxy(lambda state, *_: on_state(str(state)))
        self._proxies.append(proxy)
        self.js.onstate = proxy

    async def route(self) -> tuple[str, str]:
        """The candidate types (host, srflx, prflx, relay) of the path in use: (this side's, the other's)."""
        try:
            found = await self.js.route()
            return str(found.local or ""), str(found.remote or "")
        except Exception:  # noqa: BLE001 - a closed link has no route
            return "", ""

    @property
    def sdp(self) -> str:
        """This side's description, once the offer or answer is made."""
        return str(self.js.sdp)

    @property
    def open_ms(self) -> float | None:
        """Milliseconds from the answer to the open channel, once it is open."""
        value = self.js.openMs  # JS null arrives as a JsNull, not None
        return float(value) if isinstance(value, (int, float)) else None

    async def accept(self, answer_sdp: str) -> None:
        """Take the friend's answer (the host's side); the channel opens soon after."""
        await self.js.accept(answer_sdp)

    def bind(self, on_open: Callable[[], None], on_message: Callable[[str], None],
             on_close: Callable[[str, bool], None]) -> None:
        """Route the link's events to these handlers (replacing earlier ones; `watch` again after)."""
        self._drop_proxies()
        self.js.onstate = None
        handlers = {"onopen": lambda *_: on_open(), "onmessage": lambda text, *_: on_message(str(text)),
                    "onclose": lambda reason="", was_open=False, *_: on_close(str(reason), bool(was_open))}
        for name, handler in handlers.items():
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            setattr(self.js, name, proxy)

    def send(self, text: str) -> bool:
        """Send `text`; False if the channel is not open."""
        return bool(self.js.send(text))

    def close(self) -> None:
        """Close the link without calling the handlers."""
        self.js.close()
        self._drop_proxies()

    def _drop_proxies(self) -> None:
        for proxy in self._proxies:
            proxy.destroy()
        self._proxies.clear()


def qr_svg(text: str) -> str:
    """A QR code of `text` as inline SVG (qrcode-generator, vendored)."""
    try:
        return str(peer_api().qrSvg(text))
    except Exception as error:  # noqa: BLE001 - the link still works without its picture
        window.console.warn(f"no QR code: {error}")
        return ""


def can_share() -> bool:
    """True where the browser has a native share sheet (navigator.share)."""
    return bool(getattr(window.navigator, "share", None))


async def share(title: str, text: str, url: str = "") -> None:
    """Open the browser's share sheet; a person closing it is no error, a refusal falls back to Copy."""
    facts = {"title": title, "text": text, **({"url": url} if url else {})}
    try:
        await window.navigator.share(to_js(facts, dict_converter=window.Object.fromEntries))
    except Exception as error:  # noqa: BLE001 - AbortError when the sheet is closed; others: copy instead
        if "AbortError" not in str(error):
            await copy_text(url or text)


async def copy_text(text: str, field: Any = None) -> None:
    """Put `text` on the clipboard (selecting `field` as a fallback) and say so."""
    try:
        await window.navigator.clipboard.writeText(text)
    except Exception:  # noqa: BLE001 - no permission (or no clipboard API): select it for Ctrl+C
        if field is not None:
            field.focus()
            field.select()
            if not document.execCommand("copy"):
                toast(_("Selected: press Ctrl+C (or ⌘C) to copy."), "warn")
                return
    toast(_("Copied."))
