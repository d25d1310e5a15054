"""The peer protocol: two to six browsers play one match over a direct link, with no server.

One browser hosts: its Match decides. Up to five guests link to it (a star), each bound to its seats.
The page owns the transport (WebRTC data channels) and hands this package plain strings; every entry
point returns an Outbox (messages to send as (peer id, text), events to show as (kind, text)) and never
raises on what arrives from the other side.

Messages are compact JSON {"p": "pygames-peer", "v": 2, "t": type, "n": sequence, ...}
(version 1, read too, named the seat count "players": see pygames.net.wire):

host -> guest
  hello   {match_id, game, seat_count, options, seats, link, hidden, ply, hash, clock, people,
           save | views+legal+records+actors (+view+record for a spectator)}
  sync    the same fields, answering a resync
  action  {ply, seat, action, hash, clock}               a move was played (games without secrets)
  state   {ply, hash, views, legal, records, actors, clock (, view, record)}
                                                        anything changed (games with secrets)
  commit  {ply, commit, parties}                        a roll begins: the host's commitment
  commits {ply, commits}                                every commitment is in: reveal now
  chance  {ply, outcome, commits, reveals, hash, clock} the roll is made (games without secrets)
  error   {text}                                        the guest's last message was refused
  people  {people}                                      who plays each seat changed (also in hello/sync)
  again   {match_id, swap, agreed, waiting, by_host}    the next game on offer (pygames.net.again)
guest -> host (each with the `link` id of its hello)
  propose {link, ply, action, seat?}    commit {link, ply, commit}    reveal {link, ply, secret}
  resync  {link, reason}                again {link, match_id, swap}  (propose or accept the next game)

Who plays: `people` lists, per seat, {"kind": "human" (the host's person) | "computer" (the host's
computer) | "remote" (friends), "browsers": the guests linked to it}, so a guest can say who plays the
other seats (even where it sees no save) and whether it shares its seat with team-mates.

Seats and secrets: a link is bound to seats (`seats`; [] for a spectator, several links may share a seat
when the host connects them with `shared=True`). `propose` names the seat it acts for (left out, it
means the link's one seat that may act); the host plays proposals from any bound seat in `actors`, in
arrival order, and refuses one made at an older `ply`. In a game with secrets a guest gets, per seat it
plays, that seat's view, legal actions (seats in `actors` only) and records as that seat reads them
(`views`, `legal`, `records`, keyed by the seat as text); a spectator gets `view`/`record` of view(None).
Never the save, the action list or the state. `clock` maps each acting seat with a time limit to the
seconds left on the host's clock when the message was written.

Tables: `pygames.net.host_table.HostTable` and `pygames.net.guest_table.GuestTable` give a page the
`pygames.core.table.Table` protocol over these sessions.

By message (no live link: the game travels as links between turns, with fair chance from hash chains):
`pygames.net.post`.

`hash` is a short sha256 of the canonical JSON of the host's `match.view(None)` (or of the guest's views
in a game with secrets). The fair draw is in `fair`, the state hash and peer matches in `sync`.
"""

from pygames.net.fair import commitment, fair_outcome, new_secret
from pygames.net.guest import GuestSession
from pygames.net.guest_table import GuestTable
from pygames.net.host import HostSession
from pygames.net.host_table import HostTable
from pygames.net.sync import is_hidden, match_hash, new_peer_match, restore_match
from pygames.net.wire import (
    AGAIN,
    CLOSED,
    ERROR,
    HOST,
    INFO,
    JOINED,
    PAUSED,
    PROTOCOL,
    RESYNCED,
    TEAM,
    UPDATE,
    VERSION,
    Outbox,
    Refused,
)

__all__ = ["AGAIN", "CLOSED", "ERROR", "HOST", "INFO", "JOINED", "PAUSED", "PROTOCOL", "RESYNCED", "TEAM",
           "UPDATE", "VERSION", "GuestSession", "GuestTable", "HostSession", "HostTable", "Outbox", "Refused",
           "commitment", "fair_outcome", "is_hidden", "match_hash", "new_peer_match", "new_secret",
           "restore_match"]
