"""The Drinking War table drawn from a view, as HTML (pure: board.py puts it on the page and wires it).

The players' panels (life points, tallies, countries, epidemics, potions), the table (draw pile, the fight,
the discard pile), the prompt with its buttons, the hand as a fan of cards, a spy's peek and the final
summary. Buttons carry `data-act` ("drinking-war-card", "drinking-war-attack", ...) and `data-key`,
which board.py's handlers read back. Only the view is drawn, never a match: while the screen is
`covered` (waiting to be handed on) no hand is drawn at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.games.drinking_war.cards import EPIDEMIC_TURNS, NAMES, kind
from pygames.games.drinking_war.controls import (
    NO_DRINK_LIMIT,
    attack_outcome,
    attack_tokens,
    hand_cards,
    join_seats,
    picked_cards,
    picked_power,
    power_seats,
    targets,
    total,
)
from pygames.games.drinking_war.faces import (
    card_face,
    card_name,
    country_chip,
    effect,
    info_mark,
    small_card,
)
from pygames.games.drinking_war.listing import NOTICE
from pygames.games.drinking_war.prompt import Scene
from pygames.games.drinking_war.summary import ending
from pygames.web.html import attrs, esc

RESULTS = {"blocked": "blocked it all", "choosing": "is choosing", "drank": "drank",
           "life": "lost a life point", "spared": "took it (under 13: no life point lost)",
           "water": "drank it as water", "slept": "slept", "out": "is out of life points"}


@dataclass
class Drawing(Scene):
    """The board drawn from a view: the players, the table and its fights, a spy's peek, the prompt, the
    hand, and the final summary."""

    def board_html(self) -> str:
        """The whole board."""
        view = self.view
        powers = " ".join(sorted({a.split(" ")[1] for a in self.legal if a.startswith("power ")}))
        state = attrs(class_="drinking-war" + (" over" if view["over"] else ""), data_testid="drinking-war",
                      data_ply=view["ply"], data_phase=view["phase"], data_turn=view["turn"],
                      data_seat="" if view.get("seat") is None or self.covered else view["seat"],
                      data_over="yes" if view["over"] else "no", data_acting="yes" if self.legal else "no",
                      data_covered="yes" if self.covered else "no", data_pack=view.get("pack", 1),
                      data_powers=powers,
                      data_giving="yes" if any(a.startswith("give ") for a in self.legal) else "no")
        # The prompt and the hand stay docked at the bottom of the screen (what to do, and with what).
        dock = ("" if view["over"]
                else f'<div class="drinking-war-dock">{self.prompt_html()}{self.hand_html()}</div>')
        summary = ending(view, self.names, self.teams) if view["over"] else ""
        parts = [summary, self.notice(), self.seats_html(), self.table_html(),
                 "" if view["over"] else self.peek_html(), dock]
        return f'<div {state}>{"".join(parts)}</div>'

    def notice(self) -> str:
        """The friendly word about drinking, or how the game goes without it: once, until the first fight
        (the rules page keeps it)."""
        if self.view.get("last") or self.view.get("fights"):
            return ""
        if self.view["drinking"]:
            return ('<p class="drinking-war-notice drinking" data-testid="notice"><strong>Drink responsibly.'
                    f"</strong> {esc(NOTICE)}</p>")
        return ('<p class="drinking-war-notice" data-testid="notice"><strong>No drinking.</strong> '
                "What is left of "
                f"an attack after the defence costs a life point when it is {NO_DRINK_LIMIT} or more.</p>")

    def seats_html(self) -> str:
        """One panel per player: life points, cards held, sips drunk or life points lost."""
        view = self.view
        buttons = self.seat_buttons()
        panels = []
        for seat, name in enumerate(self.names):
            lives, start = view["lives"][seat], view["start_lives"]
            classes = ["drinking-war-seat", f"seat{seat}"]
            if seat == view["turn"] and not view["over"]:
                classes.append("to-move")
            if seat == view["target"]:
                classes.append("defending")
            if lives <= 0:
                classes.append("out")
            if seat == self.shown_seat:
                classes.append("you")
            before = self.seen_lives[seat] if self.seen_lives else lives
            hearts = "".join(f'<span class="{"full" if i < lives else "lost"}'
                             f'{" just-lost" if lives <= i < before else ""}">♥</span>' for i in range(start))
            count = view["hand_counts"][seat]
            backs = "".join('<span class="back"></span>' for _ in range(min(count, 7)))
            tally = f'{start - lives} life point{"s" if start - lives != 1 else ""} lost'
            team = self.teams[seat] if seat < len(self.teams) else None
            if view["drinking"]:
                sips = view["sips"][seat]
                tally = f'{sips} sip{"s" if sips != 1 else ""} drunk{" each" if team else ""} · {tally}'
            members = (f'<div class="members" data-testid="members-{seat}">{esc(", ".join(team["people"]))}'
                       "</div>") if team else ""
            you = ' <span class="you-tag">you</span>' if seat == self.shown_seat else ""
            role = ""
            if lives <= 0:
                role = '<span class="role">out</span>'
            elif seat == view["target"]:
                role = '<span class="role">defending</span>'
            elif seat == view["turn"] and not view["over"]:
                role = '<span class="role">turn</span>'
            button = ""
            if seat in buttons:
                hit = attrs(class_="button primary small drinking-war-hit", data_act="drinking-war-attack",
                            data_seat=seat,
                            data_key=f"attack{seat}", data_testid=f"attack-{seat}",
                            aria_keyshortcuts="A" if seat in targets(self.legal) else None)
                button = f"<button {hit}>{esc(buttons[seat])}</button>"
            panels.append(
                f'<li {attrs(class_=" ".join(classes), data_seat=seat, data_lives=lives)}>'
                f'<div class="drinking-war-seat-head"><span class="name">{esc(name)}{you}</span>{role}</div>'
                f"{members}"
                f'<div class="hearts" role="img" aria-label="{lives} of {start} life points">{hearts}'
                f'<span class="life-count">{lives}/{start}</span></div>'
                f'<div class="held"><span class="backs" aria-hidden="true">{backs}</span>'
                f'{count} card{"s" if count != 1 else ""}</div>'
                f'<div class="tally" data-testid="tally-{seat}">{esc(tally)}</div>{self.in_front(seat)}'
                f'{button}</li>')
        return f'<ul class="drinking-war-seats" aria-label="Players">{"".join(panels)}</ul>'

    def seat_buttons(self) -> dict[int, str]:
        """The seats a press may aim at now, with the button's words: attack, a power, or a join."""
        if self.covered or not self.legal:
            return {}
        view, names = self.view, self.names
        joins = join_seats(self.legal)
        if joins:
            return {seat: f"Join {names[seat]}" for seat in joins}
        name = picked_power(view, self.picked)
        if name is not None:
            french = NAMES["unicorn" if name == "unicorns" else name][0]
            seats = power_seats(self.legal, name, self.first if name == "tornado" else None)
            if name == "tornado" and self.first is not None:
                return {seat: f"Swap with {names[seat]}" for seat in seats}
            return {seat: f"{french} on {names[seat]}" for seat in seats}
        tokens = attack_tokens(picked_cards(view, self.picked))
        sips, strikes = self.strength(tokens)
        power_words = f" with {self.hit_words(sips, strikes)}" if tokens and (sips or strikes) else ""
        outcome = attack_outcome(view["drinking"], sips, strikes) if tokens else ""
        power_words += f": {outcome}" if outcome else ""
        return {seat: f"Attack {names[seat]}{power_words}" for seat in targets(self.legal)}

    def in_front(self, seat: int) -> str:
        """What lies in front of a seat: its countries, epidemics, a sleeping potion, the seat it joined."""
        view = self.view
        parts = []
        countries = view.get("countries", [[]] * (seat + 1))[seat]
        if countries:
            parts.append(f'<ul class="drinking-war-countries" aria-label="Countries">'
                         f'{"".join(country_chip(c) for c in countries)}</ul>')
        marks = []
        for done in view.get("epidemics", [[]] * (seat + 1))[seat]:
            marks.append(f'<span class="drinking-war-mark epidemic" title="{esc(effect("epidemic"))}">'
                         "☣ Epidémie "
                         f'<i>epidemic</i> {done}/{EPIDEMIC_TURNS}</span>')
        if view.get("potions", [0] * (seat + 1))[seat]:
            marks.append(f'<span class="drinking-war-mark sleep" title="{esc(effect("sleep"))}">'
                         "Zz Potion de Sommeil "
                         "<i>sleeping potion</i></span>")
        ally = view.get("allies", [-1] * (seat + 1))[seat]
        if ally is not None and ally >= 0:
            marks.append(f'<span class="drinking-war-mark ally">joined {esc(self.names[ally])}</span>')
        if marks:
            parts.append(f'<div class="drinking-war-marks">{"".join(marks)}</div>')
        return "".join(parts)

    def peek_html(self) -> str:
        """The hand the spy's satellite watches, for the spy only (the view holds it for nobody else)."""
        peek = self.view.get("peek")
        if not peek or self.covered:
            return ""
        hacking = any(a.startswith(f"power hack {peek['seat']} ") for a in self.legal)
        cards = []
        for item in peek["hand"]:
            card = item["card"]
            if hacking:
                press = attrs(class_="drinking-war-peek-card", data_act="drinking-war-peek-card",
                              data_card=card, data_seat=peek["seat"],
                              title=f"Piratage: take {card_name(card)[1]}")
                cards.append(f"<button {press}>{small_card(card)}</button>")
            else:
                cards.append(small_card(card))
        hint = " Press a card to steal it with Piratage." if hacking else ""
        when = " as it was before the Tornade" if peek.get("swapped") else ""
        return (f'<section class="drinking-war-peek" data-testid="peek" aria-label="Satellite">'
                f'<p>Satellite: {esc(self.names[peek["seat"]])}\'s hand{when}, seen by you only.{hint}</p>'
                f'<div class="stack">{"".join(cards) or "no cards"}</div></section>')

    @property
    def shown_seat(self) -> int | None:
        """The seat whose hand the screen shows (None for a spectator or while covered)."""
        seat = self.view.get("seat")
        return None if self.covered else seat

    def table_html(self) -> str:
        """The draw pile, the fight in progress (or the last one), and the discard pile."""
        view = self.view
        discard = view["discard"]
        top = small_card(discard[-1]) if discard else '<span class="drinking-war-slot">empty</span>'
        last_turns = ""
        if view["last_turns"] >= 0 and not view["over"]:
            left = view["last_turns"]
            last_turns = (f'<p class="last-turns">The pile is empty: the last round, one turn per player '
                          f'without drawing ({left} more to come).</p>')
        return (f'<section class="drinking-war-table" aria-label="Table">'
                f'<div class="pile"><span class="drinking-war-back-big" aria-hidden="true"></span>'
                f'<span class="pile-count" data-testid="pile-count">{view["pile_count"]}</span>'
                f'<span class="pile-label">draw pile</span></div>'
                f'<div class="fight" data-testid="fight" aria-live="polite">{self.fight_html()}</div>'
                f'<div class="discard"><div class="discard-top">{top}</div>'
                f'<span class="pile-label">discard · {len(discard)}</span></div>{last_turns}</section>')

    def fight_html(self) -> str:
        """The attack stack building up, the defence, and what the defender chose, on one row of cards
        (a title, the row, a sum) whatever the phase, so the table keeps its height as cards are picked."""
        view, names = self.view, self.names
        mine = picked_cards(view, self.picked) if not self.covered else []
        building = mine and self.legal and picked_power(view, self.picked) is None
        if view["phase"] in ("attack", "power") and building:
            tokens = attack_tokens(mine)
            sips, strikes = self.strength(tokens)
            outcome = attack_outcome(view["drinking"], sips, strikes)
            return self.fight("Your attack", tokens, None,
                              f"{self.amount(sips, strikes)} · {outcome} · now press the player to attack",
                              building=True)
        if view["phase"] == "defend":
            hit, strikes = view["damage"], view.get("strikes", 0)
            title = f"{names[view['turn']]} attacks {names[view['target']]}"
            if mine:
                numbered = all(c[0] == "-" for c in mine)
                left = f"{max(0, hit - total(mine))} left after your defence" if numbered else "your defence"
                return self.fight(title, view["attack"], mine, f"{self.amount(hit, strikes)} · {left}") + \
                    self.earlier_fights(None)
            return self.fight(title, view["attack"], None, self.amount(hit, strikes)) + \
                self.earlier_fights(None)
        last = view.get("last")
        if not last:
            return self.fight("No attack yet.", [], None, "")
        title, summary = self.settled(last)
        fresh = last != self.seen_last and self.seen_last is not None
        burst = self.burst(last) if fresh else ""
        defence = last["defence"] if last["attack"] else None  # a hold or a sleep has no fight to show
        return self.fight(title, last["attack"], defence, summary, burst=burst) + self.earlier_fights(last)

    def settled(self, last: dict[str, Any]) -> tuple[str, str]:
        """A settled fight (or a hold) as a title and what it cost: cards, defences, sips or life points."""
        names = self.names
        who = names[last["attacker"]]
        if last["result"] in ("held", "slept"):
            did = "slept through the turn" if last["result"] == "slept" else "did not attack"
            return f"{who} {did}.", ""
        whom = names[last["target"]]
        victim = last.get("victim")
        hurt = names[victim] if victim is not None else whom
        outcome = RESULTS[last["result"]]
        if last["result"] == "drank":
            outcome = f'drank {last["damage"]} sip{"s" if last["damage"] != 1 else ""}'
        bombs = f" · {hurt} lost {last['strikes']} life point{'s' if last['strikes'] != 1 else ''} to bombs" \
            if last.get("strikes") else ""
        mirror = " (mirrored back)" if victim is not None and victim != last["target"] else ""
        return f"{who} attacked {whom}", f"{last['damage']} left{mirror} · {hurt} {outcome}{bombs}"

    @staticmethod
    def burst(last: dict[str, Any]) -> str:
        """The picture of what a fight just cost: a breaking heart for a life point, a glass for sips."""
        if last["result"] in ("life", "out") or last.get("strikes"):
            return '<span class="drinking-war-burst heart" aria-hidden="true">♥</span>'
        if last["result"] in ("drank", "water"):
            return f'<span class="drinking-war-burst sip" aria-hidden="true">{last["damage"]}</span>'
        if last["result"] in ("blocked", "spared"):
            return '<span class="drinking-war-burst safe" aria-hidden="true">✓</span>'
        return ""

    def earlier_fights(self, shown: dict[str, Any] | None) -> str:
        """The fights of the last round but the one `shown` above, newest first, so that a fight's result
        stays on the table for a round after the next player's turn replaces it."""
        fights = [f for f in self.view.get("fights", []) if f != shown]
        if not fights:
            return ""
        rows = []
        for fight in reversed(fights):
            title, summary = self.settled(fight)
            cards = "".join(small_card(c) for c in fight["attack"])
            if fight["attack"]:
                guards = "".join(small_card(c) for c in fight["defence"])
                cards += '<span class="vs" aria-hidden="true">−</span>' + (
                    guards or '<span class="drinking-war-none">no defence</span>')
            rows.append(f'<li><span class="what">{esc(title)}</span><span class="stack mini">{cards}</span>'
                        f'<span class="cost">{esc(summary)}</span></li>')
        return ('<details class="drinking-war-fights" data-testid="fights" open>'
                "<summary>Earlier this round</summary>"
                f'<ol>{"".join(rows)}</ol></details>')

    def fight(self, title: str, attack: list[str], defence: list[str] | None, summary: str,
              building: bool = False, burst: str = "") -> str:
        """A title, the attack cards (and the defence cards after a minus sign), and a sum."""
        cards = "".join(small_card(c) for c in attack)
        if defence is not None:
            guards = ("".join(small_card(c) for c in defence)
                      or '<span class="drinking-war-none">no defence</span>')
            cards += f'<span class="vs" aria-hidden="true">−</span>{guards}'
        quiet = "" if attack else " quiet"
        if not attack and not summary and not building:  # a hold: no empty row of cards above the others
            return f'<p class="fight-title quiet">{esc(title)}</p>'
        return (f'<p class="fight-title{quiet}">{esc(title)}</p>'
                f'<div class="stack{" building" if building else ""}">{cards}</div>'
                f'<p class="fight-sum{" fresh" if burst else ""}" data-testid="outcome">{burst}'
                f"{esc(summary)}</p>")

    def hand_html(self) -> str:
        """The hand as a fan of cards (none while covered or for a spectator)."""
        if self.shown_seat is None:
            return ""
        cards = hand_cards(self.view)
        if not cards:
            return ('<section class="drinking-war-hand" aria-label="Your hand">'
                    '<p class="empty">No cards in hand.</p>'
                    "</section>")
        items = "".join(self.hand_card(i, card, len(cards)) for i, card in enumerate(cards))
        return (f'<section class="drinking-war-hand" aria-label="Your hand ({len(cards)} cards)">'
                f'<div class="fan" role="group" aria-label="Your cards: press to pick">{items}</div>'
                "</section>")

    def hand_card(self, index: int, card: str, count: int) -> str:
        """One card of the hand, as a button (pressed when picked)."""
        picked = index in self.picked
        # The button is named by its face (French name, English name, effect); aria-pressed says picked.
        button = attrs(class_=f"drinking-war-card {kind(card)}" + (" picked" if picked else ""),
                       data_act="drinking-war-card",
                       data_index=index, data_card=card, data_key=f"card{index}",
                       aria_pressed="true" if picked else "false", aria_keyshortcuts=str(index + 1),
                       title=effect(card))
        return (f'<div class="drinking-war-hold" style="--i: {index - (count - 1) / 2:.1f}"><button {button}>'
                f"{card_face(card)}"
                f"<span class='drinking-war-key key-hint' aria-hidden='true'>{index + 1}</span>"
                "</button>"
                f"{info_mark('card', card, card_name(card)[0])}</div>")
