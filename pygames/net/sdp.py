"""A browser's data-channel SDP, cut down to what a connection needs and rebuilt from it.

`parse_sdp` keeps the ICE credentials, the DTLS fingerprint (sha-256) and role, and up to MAX_CANDIDATES
UDP candidates; `build_sdp` writes a full SDP from them that Chromium, Firefox and Safari accept. The link
codes of `pygames.net.signal` carry a Description; BadCode is what a description or a code that cannot be
used raises, with the reason in a player's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.i18n import _

SETUPS = ("actpass", "active", "passive")
TYPES = ("host", "srflx", "prflx", "relay")
TYPE_PREFERENCE = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}  # RFC 8445 5.1.2.2
MAX_CANDIDATES = 8


class BadCode(ValueError):
    """A link or code that cannot be read, with the reason in words a player can read."""


@dataclass(frozen=True)
class Candidate:
    """One ICE candidate: where the other browser can try to reach this one."""

    type: str  # host, srflx, prflx or relay
    address: str  # an IP address or an mDNS name
    port: int


@dataclass(frozen=True)
class Description:
    """What a data-channel SDP carries that the other side cannot guess."""

    ufrag: str
    pwd: str
    fingerprint: bytes  # sha-256, 32 bytes
    setup: str  # actpass (an offer), active or passive (an answer)
    candidates: tuple[Candidate, ...]


def parse_sdp(sdp: str) -> Description:
    """Take what a connection needs out of a browser's data-channel SDP (UDP candidates only)."""
    values: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        line = line.strip()
        if line.startswith("a=candidate:"):
            candidate = _parse_candidate(line[len("a=candidate:"):])
            if candidate is not None and candidate not in candidates and len(candidates) < MAX_CANDIDATES:
                candidates.append(candidate)
        elif line.startswith("a="):
            name, _sep, value = line[2:].partition(":")
            values.setdefault(name, value.strip())
    for name in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
        if name not in values:
            raise BadCode(_("the connection description has no {name}").format(name=name))
    algorithm, _sep, digest = values["fingerprint"].partition(" ")
    if algorithm.lower() != "sha-256":
        raise BadCode(_("the browser's certificate fingerprint is {algorithm}, not sha-256").format(
            algorithm=algorithm))
    try:
        fingerprint = bytes.fromhex(digest.replace(":", ""))
    except ValueError:
        raise BadCode(_("the certificate fingerprint is not hex")) from None
    if len(fingerprint) != 32 or values["setup"] not in SETUPS:
        raise BadCode(_("the connection description is not one this page can carry"))
    return Description(values["ice-ufrag"], values["ice-pwd"], fingerprint, values["setup"],
                       tuple(candidates))


def _parse_candidate(text: str) -> Candidate | None:
    fields = text.split()
    if len(fields) < 8 or fields[1] != "1" or fields[2].lower() != "udp" or fields[6] != "typ":
        return None  # RTCP components (bundled away) and TCP candidates are left out
    kind, address = fields[7], fields[4]
    if kind not in TYPES or not fields[5].isdigit() or not 0 < int(fields[5]) < 65536:
        return None
    return Candidate(kind, address, int(fields[5]))


def build_sdp(description: Description) -> str:
    """A full data-channel SDP from `description`, as Chromium, Firefox and Safari accept it."""
    d = description
    fingerprint = ":".join(f"{b:02X}" for b in d.fingerprint)
    session = int.from_bytes(d.fingerprint[:7], "big")  # any number, stable for the same description
    lines = ["v=0", f"o=- {session} 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    for index, c in enumerate(d.candidates):
        priority = (TYPE_PREFERENCE[c.type] << 24) | ((65535 - index) << 8) | 255
        related = "" if c.type == "host" else " raddr 0.0.0.0 rport 0"
        lines.append(f"a=candidate:{index + 1} 1 udp {priority} {c.address} {c.port} typ {c.type}{related}")
    lines += [f"a=ice-ufrag:{d.ufrag}", f"a=ice-pwd:{d.pwd}", f"a=fingerprint:sha-256 {fingerprint}",
              f"a=setup:{d.setup}", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"
