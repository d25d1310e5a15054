"""The Drinking War page (packs 1-3): the players' life points and tallies (with their countries, epidemics
and sleeping potions), the table (draw pile, the fight, the discard pile), the hand as a fan of cards, the
hand a satellite shows its spy, and the final summary.

The board draws only from the view it is given, never from a match: on a guest's screen there is none.
While the screen waits to be passed to the next person ("pass the device"), no hand is drawn at all, so
the page never holds one seat's cards while another person holds the device. The picked cards are UI
state (pygames.games.drinking_war.controls turns presses into actions) and are dropped on a new position.
"""

from __future__ import annotations

from typing import Any

from pygames.games.drinking_war.cards import EPIDEMIC_TURNS, NAMES, attack_strength, kind
from pygames.games.drinking_war.controls import (
    NO_DRINK_LIMIT,
    Press,
    attack,
    attack_outcome,
    attack_tokens,
    defend,
    hand_cards,
    join_seats,
    picked_cards,
    picked_power,
    plays_alone,
    power,
    power_seats,
    press_card,
    simple,
    targets,
    tornado,
    total,
)
from pygames.games.drinking_war.faces import (
    card_face,
    card_info,
    card_name,
    country_chip,
    country_info,
    effect,
    info_mark,
    small_card,
)
from pygames.games.drinking_war.listing import NOTICE
from pygames.games.drinking_war.teams import people_of, teams_of
from pygames.web.board import Board
from pygames.web.dom import attrs, body_child, esc, on, toast
from pygames.web.seat_text import your_turn

TARGETS = ".dwar-hit, .dw-peek"  # the buttons a picked power (or an attack) aims at
ARROWS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
RESULTS = {"blocked": "blocked it all", "choosing": "is choosing", "drank": "drank",
           "life": "lost a life point", "spared": "took it (under 13: no life point lost)",
           "water": "drank it as water", "slept": "slept", "out": "is out of life points"}


class DrinkingWarBoard(Board):
    """Draws the table and the hand, and turns presses and keys into actions."""

    def __init__(self, page: Any):
        self.page = page
        self.view: dict[str, Any] = {}
        self.legal: list[str] = []
        self.area: Any = None
        self.picked: frozenset[int] = frozenset()
        self.ply: int | None = None
        self.first: int | None = None  # a tornado's first seat, once pressed
        # The last fight and life points drawn before: a change is new, and is pictured once (UI state).
        self.seen_last: dict[str, Any] | None = None
        self.seen_lives: list[int] | None = None
        self.teams = teams_of(page.table.options or {}, len(page.names))
        if any(self.teams):  # a team's name stands for its seat everywhere: status, moves, cover, result
            page.names = [team["name"] if team else name for team, name in zip(self.teams, page.names)]

    def attach(self, area: Any) -> None:
        """Take over the board area (clicks arrive through the page's [data-act] handler); a long press
        (or a right click) on a card or a country opens its full text."""
        self.area = area
        on(area, "contextmenu", self.on_long_press)

    def on_long_press(self, event: Any) -> None:
        """A touch screen's long press (a context menu) on a card or a country: show its full text."""
        target = event.target.closest(".dw-hold, .dw-country") if hasattr(event.target, "closest") else None
        mark = target.querySelector("[data-info]") if target else None
        if mark:  # querySelector's null is falsy
            event.preventDefault()
            self.show_info(str(mark.getAttribute("data-info")))

    def show_info(self, what: str) -> None:
        """Open the panel with the full text of "card:+4" or "country:japan" (French and English)."""
        kind, _, code = what.partition(":")
        # one panel for the page, outside the board (a redraw leaves it open)
        dialog = body_child("dialog", "dw-info-dialog", "options-dialog dw-info-dialog",
                            {"aria-label": "About this card", "data-testid": "card-info"})
        text = country_info(code) if kind == "country" else card_info(code)
        dialog.innerHTML = (f'<div class="dialog-body">{text}<div class="form-actions"><form method="dialog">'
                            '<button class="button primary" data-testid="card-info-close">Close</button>'
                            "</form></div></div>")
        dialog.showModal()

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return list(self.page.names)

    @property
    def covered(self) -> bool:
        """True while the screen waits to be handed to the next person: no hand may be drawn."""
        return self.page.covered_for is not None

    # -- drawing ------------------------------------------------------------------------------------
    def render(self, view: dict[str, Any], legal: list[str]) -> None:
        """Redraw for `view`; `legal` holds what the person at the screen may play now."""
        if view["ply"] != self.ply or view.get("seat") != self.view.get("seat"):
            self.picked = frozenset()
            self.first = None
            self.ply = view["ply"]
            if self.view:  # what the screen showed before this position: its news is pictured once
                self.seen_last, self.seen_lives = self.view.get("last") or {}, list(self.view["lives"])
        self.view, self.legal = view, legal
        self.draw()

    def draw(self) -> None:
        """Write the board's HTML, keeping the focus on the same control."""
        focused = self.focused_key()
        view = self.view
        powers = " ".join(sorted({a.split(" ")[1] for a in self.legal if a.startswith("power ")}))
        state = attrs(class_="dwar" + (" over" if view["over"] else ""), data_testid="drinking-war",
                      data_ply=view["ply"], data_phase=view["phase"], data_turn=view["turn"],
                      data_seat="" if view.get("seat") is None or self.covered else view["seat"],
                      data_over="yes" if view["over"] else "no", data_acting="yes" if self.legal else "no",
                      data_covered="yes" if self.covered else "no", data_pack=view.get("pack", 1),
                      data_powers=powers,
                      data_giving="yes" if any(a.startswith("give ") for a in self.legal) else "no")
        # The prompt and the hand stay docked at the bottom of the screen (what to do, and with what).
        dock = "" if view["over"] else f'<div class="dwar-dock">{self.prompt_html()}{self.hand_html()}</div>'
        parts = [self.ending() if view["over"] else "", self.notice(), self.seats_html(), self.table_html(),
                 "" if view["over"] else self.peek_html(), dock]
        self.area.innerHTML = f'<div {state}>{"".join(parts)}</div>'
        self.refocus(focused)

    def notice(self) -> str:
        """The friendly word about drinking, or how the game goes without it: once, until the first fight
        (the rules page keeps it)."""
        if self.view.get("last") or self.view.get("fights"):
            return ""
        if self.view["drinking"]:
            return ('<p class="dwar-notice drinking" data-testid="notice"><strong>Drink responsibly.'
                    f"</strong> {esc(NOTICE)}</p>")
        return ('<p class="dwar-notice" data-testid="notice"><strong>No drinking.</strong> What is left of '
                f"an attack after the defence costs a life point when it is {NO_DRINK_LIMIT} or more.</p>")

    def seats_html(self) -> str:
        """One panel per player: life points, cards held, sips drunk or life points lost."""
        view = self.view
        buttons = self.seat_buttons()
        panels = []
        for seat, name in enumerate(self.names):
            lives, start = view["lives"][seat], view["start_lives"]
            classes = ["dwar-seat", f"seat{seat}"]
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
                hit = attrs(class_="button primary small dwar-hit", data_act="dw-attack", data_seat=seat,
                            data_key=f"attack{seat}", data_testid=f"attack-{seat}",
                            aria_keyshortcuts="A" if seat in targets(self.legal) else None)
                button = f"<button {hit}>{esc(buttons[seat])}</button>"
            panels.append(
                f'<li {attrs(class_=" ".join(classes), data_seat=seat, data_lives=lives)}>'
                f'<div class="dwar-seat-head"><span class="name">{esc(name)}{you}</span>{role}</div>{members}'
                f'<div class="hearts" role="img" aria-label="{lives} of {start} life points">{hearts}'
                f'<span class="life-count">{lives}/{start}</span></div>'
                f'<div class="held"><span class="backs" aria-hidden="true">{backs}</span>'
                f'{count} card{"s" if count != 1 else ""}</div>'
                f'<div class="tally" data-testid="tally-{seat}">{esc(tally)}</div>{self.in_front(seat)}'
                f'{button}</li>')
        return f'<ul class="dwar-seats" aria-label="Players">{"".join(panels)}</ul>'

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

    def strength(self, tokens: list[str]) -> tuple[int, int]:
        """What the attack `tokens` of the seat to move is worth now (the engine's own count)."""
        view = self.view
        own = tuple(view["countries"][view["turn"]]) if view.get("countries") else ()
        return attack_strength(own, tuple(tokens), view.get("bombs_down", 0)) if tokens else (0, 0)

    @staticmethod
    def hit_words(sips: int, strikes: int) -> str:
        """"12", "1 life point" or "15 + 1 life point"."""
        lives = f"{strikes} life point{'s' if strikes != 1 else ''}" if strikes else ""
        return " + ".join(x for x in (str(sips) if sips or not strikes else "", lives) if x)

    def in_front(self, seat: int) -> str:
        """What lies in front of a seat: its countries, epidemics, a sleeping potion, the seat it joined."""
        view = self.view
        parts = []
        countries = view.get("countries", [[]] * (seat + 1))[seat]
        if countries:
            parts.append(f'<ul class="dw-countries" aria-label="Countries">'
                         f'{"".join(country_chip(c) for c in countries)}</ul>')
        marks = []
        for done in view.get("epidemics", [[]] * (seat + 1))[seat]:
            marks.append(f'<span class="dw-mark epidemic" title="{esc(effect("epidemic"))}">☣ Epidémie '
                         f'<i>epidemic</i> {done}/{EPIDEMIC_TURNS}</span>')
        if view.get("potions", [0] * (seat + 1))[seat]:
            marks.append(f'<span class="dw-mark sleep" title="{esc(effect("sleep"))}">Zz Potion de Sommeil '
                         "<i>sleeping potion</i></span>")
        ally = view.get("allies", [-1] * (seat + 1))[seat]
        if ally is not None and ally >= 0:
            marks.append(f'<span class="dw-mark ally">joined {esc(self.names[ally])}</span>')
        if marks:
            parts.append(f'<div class="dw-marks">{"".join(marks)}</div>')
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
                press = attrs(class_="dw-peek", data_act="dw-peek", data_card=card, data_seat=peek["seat"],
                              title=f"Piratage: take {card_name(card)[1]}")
                cards.append(f"<button {press}>{small_card(card)}</button>")
            else:
                cards.append(small_card(card))
        hint = " Press a card to steal it with Piratage." if hacking else ""
        when = " as it was before the Tornade" if peek.get("swapped") else ""
        return (f'<section class="dwar-peek" data-testid="peek" aria-label="Satellite">'
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
        top = small_card(discard[-1]) if discard else '<span class="dw-slot">empty</span>'
        last_turns = ""
        if view["last_turns"] >= 0 and not view["over"]:
            left = view["last_turns"]
            last_turns = (f'<p class="last-turns">The pile is empty: the last round, one turn per player '
                          f'without drawing ({left} more to come).</p>')
        return (f'<section class="dwar-table" aria-label="Table">'
                f'<div class="pile"><span class="dw-back-big" aria-hidden="true"></span>'
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
            return '<span class="dw-burst heart" aria-hidden="true">♥</span>'
        if last["result"] in ("drank", "water"):
            return f'<span class="dw-burst sip" aria-hidden="true">{last["damage"]}</span>'
        if last["result"] in ("blocked", "spared"):
            return '<span class="dw-burst safe" aria-hidden="true">✓</span>'
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
                    guards or '<span class="dw-none">no defence</span>')
            rows.append(f'<li><span class="what">{esc(title)}</span><span class="stack mini">{cards}</span>'
                        f'<span class="cost">{esc(summary)}</span></li>')
        return (f'<details class="dw-fights" data-testid="fights" open><summary>Earlier this round</summary>'
                f'<ol>{"".join(rows)}</ol></details>')

    def fight(self, title: str, attack: list[str], defence: list[str] | None, summary: str,
              building: bool = False, burst: str = "") -> str:
        """A title, the attack cards (and the defence cards after a minus sign), and a sum."""
        cards = "".join(small_card(c) for c in attack)
        if defence is not None:
            guards = "".join(small_card(c) for c in defence) or '<span class="dw-none">no defence</span>'
            cards += f'<span class="vs" aria-hidden="true">−</span>{guards}'
        quiet = "" if attack else " quiet"
        if not attack and not summary and not building:  # a hold: no empty row of cards above the others
            return f'<p class="fight-title quiet">{esc(title)}</p>'
        return (f'<p class="fight-title{quiet}">{esc(title)}</p>'
                f'<div class="stack{" building" if building else ""}">{cards}</div>'
                f'<p class="fight-sum{" fresh" if burst else ""}" data-testid="outcome">{burst}'
                f"{esc(summary)}</p>")

    def amount(self, sips: int, strikes: int = 0) -> str:
        """An attack's strength: "7 sips" drinking, a bare "7" without (and the bombs' life points)."""
        text = str(sips) if not self.view["drinking"] else f"{sips} sip{'s' if sips != 1 else ''}"
        if strikes:
            return f"{text} + {strikes} life point{'s' if strikes != 1 else ''}"
        return text

    def prompt_html(self) -> str:
        """What the person at the screen may do now, with its buttons."""
        view, legal = self.view, self.legal
        if not legal or self.covered:
            return f'<div class="dwar-prompt"><p>{esc(self.waiting_text())}</p></div>'
        phase = view["phase"]
        buttons: list[str] = []
        keys = ""  # a keyboard hint after the text (touch screens hide it: .key-hint in play.css)
        if join_seats(legal):
            text = ("You are out of life points: press the player you join (you drink with them from now "
                    "on), or join nobody.")
            buttons = [self.button("stay", "Join nobody", "N")]
        elif any(a.startswith("give ") for a in legal):
            text = (f"Carte Postale: press a card of your hand to give it to {self.names[view['turn']]}. You "
                    "must give one: only a player with no card to give loses a life point instead.")
        elif phase == "draw":
            text = "Your turn: draw a card (after it you may end your turn without attacking)."
            buttons = [self.button("draw", "Draw a card", "D", "draw" in legal, primary=True)]
            if "sleep" in legal:
                text = ("A sleeping potion lies in front of you: sleep through this turn, or play on and "
                        "discard your whole hand.")
                buttons.insert(0, self.button("sleep", "Sleep", "S", primary=True))
        elif phase == "power":
            used, limit = view.get("stars", 0), view.get("star_limit", 3)
            name = picked_power(view, self.picked)
            # Only a power that needs nobody is played by the button: a Tornade or a targeted power
            # is played by pressing players, so the button stays off rather than answer with a hint.
            alone = plays_alone(view, legal, self.picked)
            if name is None:
                text = (f"Powers: {used} of {limit} stars used. Pick a power card and press its target, "
                        "or pick red attack cards (and combos) and press the player to attack.")
            else:
                if name == "tornado":
                    text = ("Tornade: press the second player." if self.first is not None
                            else "Tornade: press the two players whose hands swap (you may be one).")
                else:
                    text = "It needs nobody: press Play power." if alone else "Press the player it is for."
                keys = "Keys: arrows choose, Enter plays, Escape lets the card go."
            buttons = [self.button("power", "Play power", "W", enabled=alone),
                       self.button("hold", "End turn without attacking", "H")]
        elif phase == "attack":
            text = ("Pick red attack cards (keys 1-9), then press the player to attack (A). Or end your turn "
                    "without attacking.") if targets(legal) else "You hold no attack card: end your turn."
            buttons = [self.button("hold", "End turn without attacking", "H")]
        elif phase == "defend":
            hit, mine = view["damage"], picked_cards(view, self.picked)
            left = max(0, hit - total(mine))
            strength = self.amount(hit, view.get("strikes", 0))
            text = f"You are attacked with {strength}. Pick blue defence cards to take some off, then defend."
            if not mine:
                label = f"No defence: take {hit}"
            elif all(c[0] == "-" for c in mine):
                label = f"Defend ({left} left)"
            else:
                label = "Defend"
            buttons = [self.button("defend", label, "F", primary=True)]
        elif phase == "choose":
            damage = view["damage"]
            sips = self.amount(damage)
            text = f"{damage} left after your defence: drink {sips}, or lose a life point instead."
            buttons = [self.button("drink", f"Drink {sips}", "K", primary=True),
                       self.button("life", "Lose a life point", "L")]
        else:
            text = "You hold more than five cards: press a card to discard it."
        keys = f' <span class="key-hint">{esc(keys)}</span>' if keys else ""
        return (f'<div class="dwar-prompt mine" data-testid="prompt"><p>{esc(text)}{keys}</p>'
                f'<div class="dwar-buttons">{"".join(buttons)}</div></div>')

    @staticmethod
    def button(act: str, label: str, key: str, enabled: bool = True, primary: bool = False) -> str:
        """A button of the prompt, with its keyboard shortcut shown."""
        button = attrs(class_="button" + (" primary" if primary else ""), data_act=f"dw-{act}",
                       data_key=act, data_testid=act, disabled=not enabled, aria_keyshortcuts=key)
        return f'<button {button}>{esc(label)} <kbd aria-hidden="true">{key}</kbd></button>'

    def status_text(self, view: dict[str, Any], text: str) -> str:
        """Who is choosing what, for the phases where that is not the player whose turn it is: a Carte
        Postale's givers ("Player 2 is choosing a card to give"), and a defence ("Your turn: defend")."""
        if view["over"] or "paused" in text or text.startswith("Pass the device"):
            return text
        names, yours = self.names, your_turn(text)
        if view.get("givers"):
            if yours:
                return f"Your turn: choose a card to give {names[view['turn']]}"
            givers = [names[g] for g in view["givers"]]
            return (f"{' and '.join(givers)} {'is' if len(givers) == 1 else 'are'} choosing a card to give "
                    f"{names[view['turn']]}")
        if view["phase"] == "defend" and view["target"] is not None:
            hit = self.hit_words(view["damage"], view.get("strikes", 0))
            attack = f"{names[view['turn']]}'s attack of {hit}"
            return f"Your turn: defend against {attack}" if yours else \
                f"{names[view['target']]} is choosing a defence against {attack}"
        return text

    def waiting_text(self) -> str:
        """What is going on while the person here waits."""
        view, names = self.view, self.names
        if self.covered:
            return "Hands are hidden until the next player takes the device."
        phase, who = view["phase"], names[view["turn"]]
        if phase == "defend":
            return f"{names[view['target']]} is choosing a defence against {view['damage']}."
        if phase == "choose":
            return (f"{names[view['target']]} chooses: drink {self.amount(view['damage'])} or lose a life "
                    "point.")
        if phase == "discard":
            return f"{who} is discarding down to the hand limit."
        if view.get("givers"):
            return "Carte Postale: the others choose a card to give " + f"{who}."
        if view.get("joining"):
            return f"{names[view['joining'][0]]} chooses whom to join."
        if phase == "power":
            return f"{who} may play powers, then attack."
        return f"{who}'s turn."

    def hand_html(self) -> str:
        """The hand as a fan of cards (none while covered or for a spectator)."""
        if self.shown_seat is None:
            return ""
        cards = hand_cards(self.view)
        if not cards:
            return ('<section class="dwar-hand" aria-label="Your hand"><p class="empty">No cards in hand.</p>'
                    "</section>")
        items = "".join(self.hand_card(i, card, len(cards)) for i, card in enumerate(cards))
        return (f'<section class="dwar-hand" aria-label="Your hand ({len(cards)} cards)">'
                f'<div class="fan" role="group" aria-label="Your cards: press to pick">{items}</div>'
                "</section>")

    def hand_card(self, index: int, card: str, count: int) -> str:
        """One card of the hand, as a button (pressed when picked)."""
        picked = index in self.picked
        # The button is named by its face (French name, English name, effect); aria-pressed says picked.
        button = attrs(class_=f"dw-card {kind(card)}" + (" picked" if picked else ""), data_act="dw-card",
                       data_index=index, data_card=card, data_key=f"card{index}",
                       aria_pressed="true" if picked else "false", aria_keyshortcuts=str(index + 1),
                       title=effect(card))
        return (f'<div class="dw-hold" style="--i: {index - (count - 1) / 2:.1f}"><button {button}>'
                f"{card_face(card)}<span class='dw-key key-hint' aria-hidden='true'>{index + 1}</span>"
                "</button>"
                f"{info_mark('card', card, card_name(card)[0])}</div>")

    def ending(self) -> str:
        """The final summary: places by life points, sips drunk and life points lost (the result itself and
        Play again are the page's end panel's)."""
        view, names = self.view, self.names
        lives, start = view["lives"], view["start_lives"]
        order = sorted(range(len(lives)), key=lambda s: (-lives[s], s))
        sips_head = "<th scope='col'>Sips drunk</th>" if view["drinking"] else ""
        rows = []
        for seat in order:
            place = 1 + sum(x > lives[seat] for x in lives)
            sips = f"<td>{view['sips'][seat]}</td>" if view["drinking"] else ""
            rows.append(f'<tr class="{"winner" if seat in view["winners"] else ""}"><td>{place}</td>'
                        f"<th scope='row'>{esc(names[seat])}</th><td>{lives[seat]}</td>"
                        f"<td>{start - lives[seat]}</td>{sips}</tr>")
        return (f'<section class="dwar-end" data-testid="summary" aria-label="Final summary">'
                f"<h2>Final standings</h2><table><thead><tr><th scope='col'>Place</th>"
                f"<th scope='col'>Player</th><th scope='col'>Life points</th><th scope='col'>Lost</th>"
                f"{sips_head}</tr></thead><tbody>{''.join(rows)}</tbody></table>{self.people_tally()}</section>")

    def people_tally(self) -> str:
        """With teams, what each person drank or lost: each member of a team takes the whole amount."""
        if not any(self.teams):
            return ""
        view, names = self.view, self.names
        people = people_of({"teams": self.teams}, len(names), names)
        head = "<th scope='col'>Sips drunk</th>" if view["drinking"] else ""
        rows = "".join(
            f"<tr><th scope='row'>{esc(person)}</th><td>{esc(names[seat])}</td>"
            + (f"<td>{view['sips'][seat]}</td>" if view["drinking"] else "")
            + f"<td>{view['start_lives'] - view['lives'][seat]}</td></tr>" for person, seat in people)
        return (f'<table class="dw-people" data-testid="people-tally"><caption>Each person</caption>'
                f"<thead><tr>"
                f"<th scope='col'>Person</th><th scope='col'>Seat</th>{head}<th scope='col'>Life points lost"
                f"</th></tr></thead><tbody>{rows}</tbody></table>")

    def result_text(self, view: dict[str, Any]) -> str:
        """How the game ended, in words."""
        winners = [self.names[s] for s in view["winners"]]
        best = max(view["lives"])
        points = f"{best} life point{'s' if best != 1 else ''}"
        if len(winners) == 1:
            return f"{winners[0]} wins with {points}"
        return f"{', '.join(winners[:-1])} and {winners[-1]} share the win with {points}"

    # -- input --------------------------------------------------------------------------------------
    def focused_key(self) -> str | None:
        """The data-key of the focused control inside the board, to focus it again after a redraw."""
        if self.area is None:
            return None
        from pyscript import document

        active = document.activeElement
        if active is None or not self.area.contains(active):
            return None
        key = active.getAttribute("data-key")
        return str(key) if key else None

    def refocus(self, key: str | None) -> None:
        """Focus the control with data-key `key` again, or, if it is gone, the next thing to press."""
        if key:
            element = (self.area.querySelector(f'[data-key="{key}"]')
                       or self.area.querySelector(".dwar-prompt.mine button:not(:disabled), .dw-card"))
            if element:  # querySelector's null is falsy
                element.focus()

    def take(self, press: Press) -> None:
        """Apply a press: a message, new picks, or an action for the page to play."""
        if press.message:
            toast(press.message, "warn")
        if press.action:
            self.picked, self.first = frozenset(), None
            self.page.play(press.action)
            return
        if press.picked == self.picked and self.first is not None:  # a Tornade's first seat: on to the second
            self.focus_target()
        if press.picked != self.picked:
            self.picked = press.picked
            self.draw()
            self.focus_target()

    def focus_target(self) -> None:
        """With a power picked, put the focus on its first target (a player, a watched card, or Play), so
        the keyboard needs no Tab hunting; arrows then move between the targets."""
        if self.area is None or picked_power(self.view, self.picked) is None:
            return
        first = self.area.querySelector(f"{TARGETS}, [data-testid=power]:not(:disabled)")
        if first:  # querySelector's null is falsy
            first.focus()

    def step_target(self, step: int) -> bool:
        """Arrow keys on a target: focus the next (or previous) one, round the row. True if one moved."""
        from pyscript import document

        active = document.activeElement
        targets = list(self.area.querySelectorAll(TARGETS)) if self.area is not None else []
        if active is None or len(targets) < 2 or not active.matches(TARGETS):
            return False
        index = next((i for i, element in enumerate(targets) if element.isSameNode(active)), 0)
        targets[(index + step) % len(targets)].focus()
        return True

    def cancel(self) -> bool:
        """Escape: let go of the picked cards (a power and its first Tornade seat); focus its card again."""
        if not self.picked and self.first is None:
            return False
        card = min(self.picked) if self.picked else None
        self.picked, self.first = frozenset(), None
        self.draw()
        toast("Cancelled: nothing is picked.")
        if card is not None and self.area is not None:
            element = self.area.querySelector(f'[data-key="card{card}"]')
            if element:
                element.focus()
        return True

    def pick(self, index: int) -> None:
        """A press on card `index` of the hand."""
        if self.covered or self.shown_seat is None:
            return
        self.take(press_card(self.view, self.legal, self.picked, index))

    def press_seat(self, seat: int) -> None:
        """A press on a player: a join, a tornado's seats, a power's target, or an attack."""
        if picked_power(self.view, self.picked) == "tornado" and not join_seats(self.legal):
            press, first = tornado(self.view, self.legal, self.picked, self.first, seat)
            if first != self.first:
                self.first = first
                self.draw()
            self.take(press)
            return
        self.take(attack(self.view, self.legal, self.picked, seat))

    def on_action(self, act: str, element: Any) -> None:
        """Cards, opponents and the prompt's buttons."""
        if act == "dw-info":
            self.show_info(str(element.getAttribute("data-info")))
        elif act == "dw-card":
            self.pick(int(element.getAttribute("data-index")))
        elif act == "dw-attack":
            self.press_seat(int(element.getAttribute("data-seat")))
        elif act == "dw-power":
            self.take(power(self.view, self.legal, self.picked))
        elif act == "dw-peek":
            seat, card = element.getAttribute("data-seat"), element.getAttribute("data-card")
            self.take(simple(self.legal, self.picked, f"power hack {seat} {card}"))
        elif act == "dw-defend":
            self.take(defend(self.view, self.legal, self.picked))
        elif act == "dw-stay":
            self.take(simple(self.legal, self.picked, "join none"))
        elif act.startswith("dw-"):
            self.take(simple(self.legal, self.picked, act[3:]))

    def info_key(self) -> None:
        """I (or ?): the full text of the focused card (the first of the hand if none has focus)."""
        from pyscript import document

        active = document.activeElement
        holder = active.closest(".dw-hold, .dw-country") if active and hasattr(active, "closest") else None
        mark = (holder.querySelector("[data-info]") if holder
                else self.area.querySelector(".dw-hold [data-info]"))
        if mark:  # querySelector's null is falsy
            self.show_info(str(mark.getAttribute("data-info")))

    def attack_key(self) -> None:
        """A: attack with the picked cards, at once when one player may be attacked, else by focusing the
        first player's Attack button (arrows choose, Enter attacks)."""
        seats = targets(self.legal)
        if not seats:
            toast("There is nobody you can attack now.", "warn")
            return
        if len(seats) == 1 or not self.picked:
            self.take(attack(self.view, self.legal, self.picked, seats[0]))
            return
        toast("Choose the player to attack: arrows move, Enter attacks.")
        first = self.area.querySelector(".dwar-hit")
        if first:  # querySelector's null is falsy
            first.focus()

    def on_key(self, event: Any) -> None:
        """1-9 pick a card; A attack with them; I a card's full text; D draw, S sleep, W play a power, H end
        the turn, F defend, K drink, L lose a life point, N join nobody (a fallen survivor); arrows move
        between a power's targets, Escape lets the picked cards go."""
        key = str(event.key)
        if key in ARROWS and self.step_target(ARROWS[key]):
            event.preventDefault()
            return
        if key == "Escape" and not self.covered and self.cancel():
            event.preventDefault()
            return
        if len(key) == 1 and key in "123456789":
            self.pick(int(key) - 1)
            return
        if key.lower() == "i" or key == "?":  # the full text of the focused card or country
            self.info_key()
            return
        acts = {"d": "draw", "h": "hold", "k": "drink", "l": "life", "s": "sleep", "n": "join none"}
        if not self.legal or self.covered:
            return
        if key.lower() == "a":
            self.attack_key()
        elif key.lower() == "w":
            self.take(power(self.view, self.legal, self.picked))
        elif key.lower() == "f":
            self.take(defend(self.view, self.legal, self.picked))
        elif key.lower() in acts:
            self.take(simple(self.legal, self.picked, acts[key.lower()]))
