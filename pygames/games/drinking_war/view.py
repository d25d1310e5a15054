"""What a seat sees of a Drinking War position: the typed view a page draws (its own hand, a spy's peek,
everything public), with the last fights as the table saw them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from pygames.games.drinking_war.cards import NAMES
from pygames.games.drinking_war.state import State
from pygames.games.drinking_war.tokens import starting_lives

if TYPE_CHECKING:
    from pygames.games.drinking_war import DrinkingWar


class CardView(TypedDict):
    """A card in a hand, with both its names."""

    card: str  # its code in the actions ("+4", "hack")
    name_fr: str
    name_en: str


class FightView(TypedDict):
    """A settled fight or hold, as everyone saw it."""

    attacker: int
    target: int | None  # None on a hold
    attack: list[str]
    defence: list[str]
    damage: int
    # "held", "slept", "blocked", "choosing", "drank", "life", "spared" (without drinking, under 13 left),
    # "water" (Chimiste), "out" (bombs put the victim out)
    result: str
    victim: NotRequired[int | None]  # packs 2-3: who took what was left (the attacker after a Miroir)
    strikes: NotRequired[int]  # packs 2-3: the life points the bombs took


class PeekView(TypedDict):
    """The hand a spy's satellite watches (after a Tornade moved it: the hand as the spy saw it)."""

    seat: int
    hand: list[CardView]
    swapped: bool


class DrinkingWarView(TypedDict):
    """What a seat sees of a Drinking War position (the match adds its own facts beside these)."""

    phase: str  # deal, draw, drawcard, power, attack, defend, choose, discard, over
    turn: int
    target: int | None  # the seat attacked
    lives: list[int]
    start_lives: int
    sips: list[int]
    hand: list[CardView]  # the viewer's own cards (none for a spectator)
    hand_counts: list[int]
    pile_count: int
    discard: list[str]
    attack: list[str]  # the attack on the table
    damage: int
    last: FightView | None  # the last fight or hold (None before the first)
    drinking: bool
    fights: list[FightView]  # the settled fights and holds of the last round, oldest first
    last_turns: int  # in Domination's last round the last turns still to begin, else -1
    scores: list[float] | None  # once the game is over
    winners: list[int]
    pack: int
    mode: str
    water: list[int]
    taken: list[int]  # life points each seat took from others
    countries: list[list[str]]
    country_pile_count: int
    epidemics: list[list[int]]  # per seat, the turns each epidemic in front of it has run
    potions: list[int]  # per seat: 1 if a sleeping potion lies in front of it
    stars: int  # stars of powers played this turn
    star_limit: int
    bombs_down: int  # bombs played since the draw pile was built
    victim: int | None
    strikes: int
    givers: list[int]
    joining: list[int]
    allies: list[int]  # survivor: the seat each fallen seat helps, or -1
    peek: PeekView | None  # for the spy only


def card_view(card: str) -> CardView:
    """A card with both its names."""
    return {"card": card, "name_fr": NAMES[card][0], "name_en": NAMES[card][1]}


def fight_view(last: tuple[Any, ...]) -> FightView | None:
    """A fight as the state keeps it, (attacker, target, attack, defence, damage, result[, victim,
    strikes]), as a view shows it."""
    if not last:
        return None
    attacker, target, attack, defence, damage, result = last[:6]
    out: FightView = {"attacker": attacker, "target": target if target >= 0 else None, "attack": list(attack),
                      "defence": list(defence), "damage": damage, "result": result}
    if len(last) > 6:
        out["victim"] = last[6] if last[6] >= 0 else None
        out["strikes"] = last[7]
    return out


def peek_view(s: State, viewer: int | None) -> PeekView | None:
    """The watched hand, for the spy who watches it."""
    if not (s.peek and viewer is not None and s.peek[0] == viewer):
        return None
    seen = s.peek_seen or s.hands[s.peek[1]]
    return {"seat": s.peek[1], "hand": [card_view(c) for c in seen], "swapped": bool(s.peek_seen)}


def view_of(game: DrinkingWar, s: State, viewer: int | None) -> DrinkingWarView:
    """What `viewer` (a seat, or None for a spectator) sees of `s`."""
    mine = viewer is not None and 0 <= viewer < s.seats
    hand = list(s.hands[viewer]) if mine and viewer is not None else []
    return {"phase": s.phase, "turn": s.turn, "target": s.target if s.target >= 0 else None,
            "lives": list(s.lives), "start_lives": starting_lives(s.seats),
            "sips": list(s.sips), "hand": [card_view(c) for c in hand],
            "hand_counts": [len(h) for h in s.hands], "pile_count": len(s.pile),
            "discard": list(s.discard), "attack": list(s.attack), "damage": s.damage,
            "last": fight_view(s.last), "drinking": s.drinking,
            "fights": [f for f in map(fight_view, s.fights) if f is not None],
            "last_turns": -1 if s.last_round is None else sum(s.lives[t] > 0 for t in s.last_round),
            "scores": game.scores(s) if s.phase == "over" else None, "winners": game.winners(s),
            "pack": s.pack, "mode": s.mode, "water": list(s.water or (0,) * s.seats),
            "taken": list(s.taken or (0,) * s.seats),
            "countries": [list(c) for c in s.countries] if s.countries else [[] for _ in s.lives],
            "country_pile_count": len(s.country_pile),
            "epidemics": [[done for _o, done in e] for e in s.epidemics or ((),) * s.seats],
            "potions": [int(game.slept_on(s, i)) for i in range(s.seats)], "stars": s.stars,
            "star_limit": game.star_limit(s, s.turn), "bombs_down": game.bombs_down(s),
            "victim": s.victim if s.victim >= 0 else None, "strikes": s.strikes, "givers": list(s.givers),
            "joining": list(s.joining), "allies": list(s.allies or (-1,) * s.seats),
            "peek": peek_view(s, viewer)}
