"""Play by message: a game that travels as links between turns, with fair chance and no live connection.

This package is the protocol only, pure Python (the page flow that sends and opens links comes later).
Each page keeps a Record of the whole game (`record`); a link carries what its reader lacks (`letter`);
the fair chance rests on hash chains (`chain`).

Which games. A game is offered by message when `Game.by_message(options)` gives no reason against it:
Gobblet, Yacht, War of Lights (its opening spin-off and every spin) and Drinking without the hourglass
(a link may wait for days, so no clock). Drinking War is not: its hands are hidden, someone would have to
deal them and hold every hand, and by message no page may. Computer seats are not offered by message:
a computer's move would be chosen by whichever page plays it (its search may draw at random, and some
need data files the page fetches), so the other pages could not tell it from that person's own choice.
Every seat is a person; a person who wants a computer opponent plays at one screen.

Set-up. The host's page draws a secret seed, grows a chain of LENGTH values from it (value k is sha256
applied LENGTH - k times, cut to 16 bytes) and commits to its head, value 0, in the first link. Each
seat's page does the same when it joins: its commitment is a step of the record. Play starts once every
seat has committed. A head tells nothing of the values after it.

Chance runs. Chance outcomes come in runs: the chance nodes between two decisions (Yacht's roll, a War
of Lights spin, the whole spin-off with its re-spins, Drinking's drinks that refill the offer). Run k of
the game draws on value k of every seat's chain: each outcome of the run is picked, with the rules' own
odds and without bias (`chain.pick`), from sha256 of the match id, k, the moves so far and every seat's
value k in seat order. Each seat reveals value k as a step (it is checked by hashing it: it must give
value k - 1, already known), and a reveal is accepted only once run k is due, that is once the decision
before it is fixed in the record. So:

- Nobody can choose an outcome: every value was fixed by the commitments before play began, and the
  outcome needs all of them.
- Nobody can foresee an outcome that follows their own decision: when a seat decides (Yacht's keep
  before a reroll, a War of Lights attack), no other seat has revealed its value for the run that
  follows, so the decider cannot compute it whichever move it weighs. A seat that sends a reveal early
  is refused: the link is edited or comes from a broken page.
- The last seat to reveal learns the outcome first, and may stall (never send its link). Nothing in a
  protocol without a live connection can force it; the others see whom the game waits on (`waiting`).
- Seats that share their secrets in private (collusion) see the outcomes together; no protocol can
  stop that either.

What it costs in links. A run after seat d's decision needs a reveal from every other seat after d's
link. d's page adds its own reveal to the link with its decision; each other page adds its reveal when
it opens the link, and the page that adds the last one computes the outcome and plays on when the move
is its own. With two seats: the first roll of a turn costs nothing (the previous seat's last move comes
with its reveal, the roller's page adds its own and sees its dice at once); each Yacht reroll costs a
round trip (the keep goes to the other seat, whose page sends its reveal back): a turn is one to three
links each way. War of Lights with three seats: an attack's link goes to a second page (its reveal) and
on to a third (its reveal, the spin); when the third seat moves next, that is its turn too. A move with
no chance after it (every Gobblet move, most War of Lights moves) is one link. The order is the cheapest
that keeps the rule "every other seat reveals after the decision": a weaker rule (one other seat's
reveal after the decision, the rest sent earlier) would save a link with three seats or more, but only
with a per-game order of witnesses; it is not done.

Links. A link carries the steps after the last step its reader's page wrote itself (or the whole game
for a page that has none), the digest of the record before them and after them (`letter`). A page
refuses, with words and nothing changed: a damaged link, one for another game, one opened twice or
older than its record (stale), one that skips a link (out of order), one whose steps differ from steps
the page already has (an edited move, reveal or commitment), a reveal that does not hash to its chain,
a chance outcome that is not what the reveals make (an edited die), an illegal move, a move or reveal
for the reader's own seat that the reader did not make, and contents that do not match the digest.

What a page cannot check. Moves are not signed: a page that forwards another seat's move (three seats
passing links round) could change it for the next reader, whose page cannot tell; the page of the seat
that made the move refuses the first link that comes back to it with the change (its own steps
differ). Where every seat opens every link (a group chat), each move reaches every page as its author
wrote it. The seed of a seat's chain is kept in that page's save: a phone that only has a link of the
whole game can follow the game but cannot reveal for that seat.
"""

from pygames.net.post.letter import decode, open_link, write, write_for_all
from pygames.net.post.record import (
    Record,
    Setup,
    Waiting,
    from_json,
    join,
    new_record,
    play,
    replay,
    settle,
    waiting,
)

__all__ = ["Record", "Setup", "Waiting", "decode", "from_json", "join", "new_record", "open_link", "play",
           "replay", "settle", "waiting", "write", "write_for_all"]
