"""Signaling without a server: a WebRTC offer or answer packed into a short URL-safe code, and back.

The two people carry the codes themselves (a link one way, an answer code back), so a code holds only
what a data-channel connection needs, and the other side rebuilds a full SDP from a template:

    ice-ufrag, ice-pwd, the DTLS fingerprint (sha-256), the DTLS role, and up to MAX_CANDIDATES UDP
    candidates (type, address, port); an invitation adds the match id and the seats it is for, an
    answer adds a tag of the offer it answers (so a stale or misplaced answer is told apart).

An invitation carries no host candidates: the guest's answer carries its own, the host's browser dials
them, and the guest learns the host's address from that first check (ICE's peer-reflexive candidate),
so only the candidates a guest could not learn that way (server-reflexive, relay) travel in the link.

Binary layout (then raw deflate when that is shorter, then base64url without padding):

    byte 0      version (3 bits) | deflated (1) | kind (2: offer 0, answer 1) | setup (2)
    text        ice-ufrag, ice-pwd: 1 byte (bit 7: packed as base64, bits 0-6: length) + bytes
    32 bytes    the sha-256 fingerprint
    1 byte      candidate count, then per candidate: 1 byte type (bits 0-1) | address form (bits 2-3),
                the address (IPv4 4 bytes, IPv6 16, an mDNS "<uuid>.local" name 16, other names as
                text), the port (2 bytes)
    offer       match id (8 bytes), the match's seat count (1 byte), the invited seat count (1 byte),
                the seats (1 byte each), the game's id (1 byte length + ASCII), then where the friend is:
                1 byte (bit 7: elsewhere, bit 6: DEFAULT_STUN, bits 0-5: how many other STUN servers
                follow), per server the length of its "host:port" text, then the text
    answer      the offer's tag (TAG_BYTES)

A link for a friend elsewhere carries the STUN servers the friend's browser should ask (the host's
setting), so the friend sets nothing; a TURN server is each person's own (its password stays in their
browser), so none travels. A link for the same network carries none: the browsers use their own
addresses and no server learns of the game.

Chromium's ice-ufrag and ice-pwd (4 and 24 characters of the base64 alphabet) pack into 3 and 18
bytes. A link on a typical static host (https://someone.github.io/pygames/#join=...) to one Gobblet
seat is 143 characters for the same network, 152 for a friend elsewhere (the host's public address
and the default STUN server), 162 when the host also has a TURN relay (tests/test_net_signal.py).
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import hashlib
import ipaddress
import re
import uuid
import zlib
from dataclasses import dataclass

from pygames.core.i18n import _
from pygames.net.ice import DEFAULT_STUN
from pygames.net.sdp import SETUPS, TYPES, BadCode, Candidate, Description, build_sdp, parse_sdp

# 2: invitations carry the game and its seat count, and no host candidates; 3: they also say where the
# friend is (same network or elsewhere) and which STUN servers the friend's browser asks.
VERSION = 3
OFFER, ANSWER = 0, 1
IPV4, IPV6, MDNS, NAME = range(4)
TAG_BYTES = 4
MAX_CODE = 2000  # characters: a code longer than this is not one of ours
_MDNS = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$")
_B64_CHARS = re.compile(r"^[A-Za-z0-9+/]*$")
_GAME_ID = re.compile(r"[a-z0-9_-]{1,40}")
_STUN_ADDRESS = re.compile(rb"[A-Za-z0-9.\-]+(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?")
MAX_STUN = 4


@dataclass(frozen=True)
class Invitation:
    """An offer as a guest reads it from a link: the connection, the match and the seats."""

    description: Description
    match_id: str
    seats: tuple[int, ...]
    game: str  # the game's id, e.g. "gobblet"
    seat_count: int  # the match's seat count
    elsewhere: bool = False  # for a friend on another network (else the host's own network)
    stun: tuple[str, ...] = ()  # the STUN servers the friend's browser asks (stun: URLs)

    @property
    def sdp(self) -> str:
        """The offer SDP to give to RTCPeerConnection."""
        return build_sdp(self.description)


@dataclass(frozen=True)
class Answer:
    """An answer as the host reads it from a code: the connection and the tag of the offer it answers."""

    description: Description
    tag: str

    @property
    def sdp(self) -> str:
        """The answer SDP to give to RTCPeerConnection."""
        return build_sdp(self.description)


# -- codes -----------------------------------------------------------------------------------------------
def invitation_code(offer_sdp: str, match_id: str, seats: tuple[int, ...] | list[int], game: str,
                    seat_count: int, elsewhere: bool = False, stun: tuple[str, ...] | list[str] = ()) -> str:
    """The code of a link that invites a guest to `seats` of match `match_id` of `game` (with `seat_count`
    seats) over this offer, for a friend `elsewhere` (whose browser asks the `stun` servers) or on the
    host's network; the offer's host candidates stay out (see the module docstring)."""
    if (not re.fullmatch(r"[0-9a-f]{16}", match_id) or not seats
            or not all(0 <= s < seat_count for s in seats)):
        raise ValueError("an invitation needs a 16-digit match id and at least one of the match's seats")
    if not _GAME_ID.fullmatch(game) or not 0 < seat_count < 256:
        raise ValueError("an invitation needs a game id and a seat count")
    d = parse_sdp(offer_sdp)
    d = dataclasses.replace(d, candidates=tuple(c for c in d.candidates if c.type != "host"))
    tail = bytes.fromhex(match_id) + bytes([seat_count, len(seats), *seats, len(game)]) + game.encode()
    return _encode(OFFER, d, tail + _where(elsewhere, stun))


def _where(elsewhere: bool, stun: tuple[str, ...] | list[str]) -> bytes:
    """Where the friend is and the STUN servers their browser asks, as an invitation ends."""
    if not elsewhere:
        return bytes([0])
    servers = list(dict.fromkeys(stun))[:MAX_STUN]
    others = [url for url in servers if url != DEFAULT_STUN]
    out = bytearray([0x80 | (0x40 if DEFAULT_STUN in servers else 0) | len(others)])
    for url in others:
        address = url[len("stun:"):].encode() if url.startswith("stun:") else b""
        if not 0 < len(address) < 256 or not _STUN_ADDRESS.fullmatch(address):
            raise ValueError(_("{url} is not a STUN server an invitation can carry (stun:host:port)").format(
                url=repr(url)))
        out += bytes([len(address)]) + address
    return bytes(out)


def read_invitation(code: str) -> Invitation:
    """The invitation in a link's code, or raise BadCode saying why it cannot be used."""
    kind, description, tail = _decode(code)
    if kind != OFFER:
        raise BadCode(_("this is an answer code: it goes back to the browser that made the link"))
    cut = BadCode(_("the link is damaged (its match part is cut short)"))
    if len(tail) < 12 or tail[9] == 0 or len(tail) < 11 + tail[9]:
        raise cut
    seat_count, count = tail[8], tail[9]
    seats, rest = tuple(tail[10:10 + count]), tail[10 + count:]
    if len(rest) < 2 + rest[0]:
        raise cut
    game = rest[1:1 + rest[0]].decode("ascii", "replace")
    if not _GAME_ID.fullmatch(game) or not all(seat < seat_count for seat in seats):
        raise BadCode(_("the link is damaged (its game part cannot be read)"))
    elsewhere, stun = _read_where(rest[1 + rest[0]:])
    return Invitation(description, tail[:8].hex(), seats, game, seat_count, elsewhere, stun)


def _read_where(data: bytes) -> tuple[bool, tuple[str, ...]]:
    damaged = BadCode(_("the link is damaged (its STUN part cannot be read)"))
    if not data or data[0] & 0x3F > MAX_STUN or (not data[0] & 0x80 and data != b"\0"):
        raise damaged
    reader, stun = _Reader(data[1:]), [DEFAULT_STUN] if data[0] & 0x40 else []
    try:
        for _slot in range(data[0] & 0x3F):
            address = reader.take(reader.take(1)[0])
            if not _STUN_ADDRESS.fullmatch(address):
                raise damaged
            stun.append(f"stun:{address.decode()}")
    except IndexError:
        raise damaged from None
    if reader.rest():
        raise damaged
    return bool(data[0] & 0x80), tuple(stun)


def answer_code(answer_sdp: str, offer_sdp: str) -> str:
    """The code a guest sends back: its answer to the offer in `offer_sdp`."""
    return _encode(ANSWER, parse_sdp(answer_sdp), bytes.fromhex(offer_tag(offer_sdp)))


def read_answer(code: str) -> Answer:
    """The answer in a code, or raise BadCode saying why it cannot be used."""
    kind, description, tail = _decode(code)
    if kind != ANSWER:
        raise BadCode(_("this is a link, not an answer code: the answer code is what your friend's page "
                        "shows after opening the link"))
    if len(tail) != TAG_BYTES:
        raise BadCode(_("the answer code is damaged (its tag is cut short)"))
    return Answer(description, tail.hex())


def offer_tag(offer_sdp: str) -> str:
    """A short tag of an offer (from its ICE credentials), which its answer carries."""
    d = parse_sdp(offer_sdp)
    return hashlib.sha256(f"{d.ufrag}:{d.pwd}".encode()).digest()[:TAG_BYTES].hex()


def code_in(text: str) -> str:
    """The code in a pasted text: the code itself, or a link with `#join=<code>` or `#answer=<code>`."""
    text = text.strip()
    if "#" in text:
        text = text.rsplit("#", 1)[1]
        text = text.split("=", 1)[1] if "=" in text else text
    return "".join(text.split())  # a code split over lines by a mail program still reads


def _encode(kind: int, d: Description, tail: bytes) -> str:
    body = bytearray()
    body += _text(d.ufrag) + _text(d.pwd) + d.fingerprint
    body.append(len(d.candidates))
    for c in d.candidates:
        form, address = _address(c.address)
        body.append(TYPES.index(c.type) | form << 2)
        body += address + c.port.to_bytes(2, "big")
    body += tail
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(bytes(body)) + packer.flush()
    deflated = len(packed) < len(body)
    head = VERSION << 5 | deflated << 4 | kind << 2 | SETUPS.index(d.setup)
    data = bytes([head]) + (packed if deflated else bytes(body))
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _decode(code: str) -> tuple[int, Description, bytes]:
    if not isinstance(code, str) or not code or len(code) > MAX_CODE:
        raise BadCode(_("there is no code here") if not code else _("this is too long to be a code"))
    try:
        data = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise BadCode(_("this is not a pygames code (it has letters a code does not use)")) from None
    if not data or data[0] >> 5 != VERSION:
        raise BadCode(_("this code is not one this page can read: is it from another site or another "
                        "version?"))
    head, body = data[0], data[1:]
    if head >> 4 & 1:
        try:
            unpacker = zlib.decompressobj(-15)
            body = unpacker.decompress(body, 4096)
        except zlib.error:
            raise BadCode(_("the code is damaged (it does not unpack): copy it again, whole")) from None
    if head & 3 >= len(SETUPS):
        raise BadCode(_("the code is damaged (unknown connection role)"))
    try:
        reader = _Reader(body)
        ufrag, pwd, fingerprint = reader.text(), reader.text(), reader.take(32)
        candidates = tuple(reader.candidate() for _slot in range(reader.take(1)[0]))
        tail = reader.rest()
    except IndexError:
        raise BadCode(_("the code is cut short: copy it again, whole")) from None
    if not ufrag or not pwd:
        raise BadCode(_("the code is damaged (no ICE credentials)"))
    return head >> 2 & 3, Description(ufrag, pwd, fingerprint, SETUPS[head & 3], candidates), tail


def _text(value: str) -> bytes:
    if value and len(value) % 4 == 0 and _B64_CHARS.match(value):
        raw = base64.b64decode(value)
        return bytes([0x80 | len(raw)]) + raw
    raw = value.encode()
    if len(raw) > 127:
        raise BadCode(_("an ICE credential is too long to carry"))
    return bytes([len(raw)]) + raw


def _address(address: str) -> tuple[int, bytes]:
    if _MDNS.match(address):
        return MDNS, uuid.UUID(address[:-len(".local")]).bytes
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        raw = address.encode()
        if len(raw) > 255:
            raise BadCode(_("a candidate's host name is too long to carry")) from None
        return NAME, bytes([len(raw)]) + raw
    return (IPV4 if ip.version == 4 else IPV6), ip.packed


class _Reader:
    """Reads the fields of a code's body in order; running past the end raises IndexError."""

    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise IndexError("past the end")
        self.at += n
        return self.data[self.at - n:self.at]

    def text(self) -> str:
        head = self.take(1)[0]
        raw = self.take(head & 0x7F)
        if head & 0x80:
            return base64.b64encode(raw).decode()
        try:
            return raw.decode()
        except UnicodeDecodeError:
            raise IndexError("not text") from None

    def candidate(self) -> Candidate:
        tag = self.take(1)[0]
        if tag >> 4:
            raise IndexError("unknown candidate form")
        form = tag >> 2 & 3
        if form == IPV4:
            address = str(ipaddress.IPv4Address(self.take(4)))
        elif form == IPV6:
            address = str(ipaddress.IPv6Address(self.take(16)))
        elif form == MDNS:
            address = f"{uuid.UUID(bytes=self.take(16))}.local"
        else:
            address = self.text_of(self.take(1)[0])
        port = int.from_bytes(self.take(2), "big")
        if port == 0:
            raise IndexError("port 0")
        return Candidate(TYPES[tag & 3], address, port)

    def text_of(self, length: int) -> str:
        raw = self.take(length)
        if not re.fullmatch(rb"[A-Za-z0-9.:\-]+", raw):
            raise IndexError("not a host name")
        return raw.decode()

    def rest(self) -> bytes:
        return self.data[self.at:]
