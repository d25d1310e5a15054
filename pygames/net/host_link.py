"""The host's record of one open link to a guest (kept apart so the host's parts can share it)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Link:
    """One open link to a guest: its peer id, the seats it plays and the last message number it sent."""

    peer: str
    seats: tuple[int, ...]
    link: str  # random id of this connection; a reconnect gets a new one
    last_n: int = 0
