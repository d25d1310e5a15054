"""Writes the saves, peer messages and invitation codes of pygames as main was at 9f092a1 (2026-11-26).

Run once with that code, before the seat count was renamed from `players` to `seat_count`; the files it
wrote are what tests/test_compat_main_today.py loads with today's code. Running it again with newer code
would write today's formats, so it is kept only as the record of how the files were made:
`.venv/bin/python tests/data/main_today/make.py` from the repository root, at commit 9f092a1.
"""

from __future__ import annotations

import hashlib
import json
import random
import secrets
from pathlib import Path
from typing import Any

import pygames  # noqa: F401 - registers the games
from pygames.core import get_game, list_games
from pygames.core.match import new_match
from pygames.core.savebook import fingerprint
from pygames.net import HostSession, new_peer_match
from pygames.net.loopback import Loopback
from pygames.net.signal import invitation_code

HERE = Path(__file__).parent
SDP = HERE.parent / "sdp"


def deterministic_token_hex() -> Any:
    """secrets.token_hex made repeatable, so match and link ids and draw secrets come out the same."""
    calls = iter(range(1_000_000))

    def token_hex(nbytes: int = 32) -> str:
        return hashlib.sha256(f"main-today {next(calls)}".encode()).hexdigest()[: 2 * nbytes]
    return token_hex


def random_play(match: Any, rng: random.Random, plies: int) -> None:
    """Up to `plies` random actions (chance drawn by the match's seed); "time" only where it is all."""
    for _ in range(plies):
        if match.is_over:
            return
        if match.at_chance:
            match.resolve_chance()
            continue
        seat = rng.choice(match.actors)
        legal = [a for a in match.legal_actions(seat) if a != "time"] or match.legal_actions(seat)
        match.play(rng.choice(legal), seat)


def saves() -> dict[str, Any]:
    """Per game and option set: a save mid-game (two plies taken back) and what it shows."""
    out = {}
    for game_id in list_games():
        game = get_game(game_id)
        for number, options in enumerate(game.variants()):
            seats = max(game.min_seats, min(3, game.max_seats)) if number % 2 else game.min_seats
            if game_id == "gobblet":
                seats = 2
            match = new_match(game_id, seats, options, seed=100 + number)
            random_play(match, random.Random(number), 60)
            if match.can_undo:  # a takeback leaves a redo list and may leave drawn outcomes behind
                match.undo()
                match.undo()
            save = match.to_json()
            out[f"{game_id} {number}"] = {
                "save": save, "fingerprint": fingerprint(save), "view": match.view(None),
                "views": {str(seat): match.view(seat) for seat in range(seats)},
                "legal": {str(seat): match.legal_actions(seat) for seat in match.actors if seat >= 0},
            }
    return out


def transcript(game_id: str, options: dict[str, Any], moves: int, seed: int) -> dict[str, Any]:
    """A linked game between a host (seat 0) and a guest (seat 1), every message as sent."""
    secrets.token_hex = deterministic_token_hex()  # type: ignore[assignment]
    match = new_peer_match(game_id, 2, options)
    start = match.to_json()
    net = Loopback(HostSession(match, remote_seats=[1]))
    net.join("p1", [1])
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        seat = match.actors[0]
        legal = [a for a in match.legal_actions(seat) if a != "time"]
        action = rng.choice(legal)
        out = net.local(action, seat) if seat == 0 else net.guest_plays("p1", action, seat)
        assert not out.errors, out.errors
    return {"game": game_id, "options": options, "start": start, "end": match.to_json(),
            "messages": [list(m) for m in net.sent]}


def links() -> list[dict[str, Any]]:
    """Invitation codes for a few matches, with what they invite to."""
    out = []
    for sdp_file, match_id, seats, game, count, elsewhere, stun in [
        ("chromium-offer-mdns.sdp", "0123456789abcdef", [1], "gobblet", 2, False, []),
        ("chromium-offer-ip.sdp", "fedcba9876543210", [2, 3], "drinking-war", 4, True,
         ["stun:stun.l.google.com:19302", "stun:example.org:3478"]),
        ("chromium-offer-mdns.sdp", "00000000000000ff", [0], "yacht", 1, True, []),
    ]:
        code = invitation_code((SDP / sdp_file).read_text(), match_id, seats, game, count, elsewhere, stun)
        out.append({"code": code, "match_id": match_id, "seats": seats, "game": game, "seat_count": count,
                    "elsewhere": elsewhere})
    return out


def main() -> None:
    original = secrets.token_hex
    peer = [transcript("gobblet", {"size": 3}, 40, 1), transcript("yacht", {"joker": "original"}, 12, 2),
            transcript("drinking-war", {"pack": 2, "mode": "survivor", "drinking": False}, 30, 3)]
    secrets.token_hex = original
    for name, data in [("saves.json", saves()), ("peer.json", peer), ("links.json", links())]:
        (HERE / name).write_text(json.dumps(data, indent=None, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
