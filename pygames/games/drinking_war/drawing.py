"""The Drinking War table drawn from a view, as HTML (pure: ui.py draws through it).

The players' panels (life points, tallies, countries, epidemics, potions), the table (draw pile, the fight,
the discard pile), the prompt with its buttons, the hand as a fan of cards, a spy's peek and the final
summary. Buttons carry `data-act` ("drinking-war-card", "drinking-war-attack", ...) and `data-key`,
which ui.py reads back from a press. Only the view is drawn, never a match: while the screen is
`covered` (waiting to be handed on) no hand is drawn at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.core.i18n import N_, _, language, ngettext
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
    shown_effect,
    small_card,
)
from pygames.games.drinking_war.listing import NOTICE
from pygames.games.drinking_war.prompt import Scene
from pygames.games.drinking_war.summary import ending
from pygames.web.html import attrs, esc

RESULTS = {"blocked": N_("blocked it all"), "choosing": N_("is choosing"), "drank": N_("drank"),
           "life": N_("lost a life point"), "spared": N_("took it (under 13: no life point lost)"),
           "water": N_("drank it as water"), "slept": N_("slept"), "out": N_("is out of life points")}


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
            return ('<p class="drinking-war-notice drinking" data-testid="notice">'
                    f"<strong>{esc(_('Drink responsibly.'))}</strong> {esc(_(NOTICE))}</p>")
        rule = _("What is left of an attack after the defence costs a life point when it is {limit} or "
                 "more.").format(limit=NO_DRINK_LIMIT)
        return ('<p class="drinking-war-notice" data-testid="notice">'
                f"<strong>{esc(_('No drinking.'))}</strong> {esc(rule)}</p>")

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
            backs = "".join('<span class="back"></span>' for _back in range(min(count, 7)))
            lost = start - lives
            tally = ngettext("{n} life point lost", "{n} life points lost", lost).format(n=lost)
            team = self.teams[seat] if seat < len(self.teams) else None
            if view["drinking"]:
                sips = view["sips"][seat]
                drunk = (ngettext("{n} sip drunk each", "{n} sips drunk each", sips) if team
                         else ngettext("{n} sip drunk", "{n} sips drunk", sips)).format(n=sips)
                tally = f"{drunk} · {tally}"
            members = (f'<div class="members" data-testid="members-{seat}">{esc(", ".join(team["people"]))}'
                       "</div>") if team else ""
            you = (f' <span class="drinking-war-you-tag">{esc(_("you"))}</span>' if seat == self.shown_seat
                   else "")
            role = ""
            if lives <= 0:
                role = f'<span class="role">{esc(_("out"))}</span>'
            elif seat == view["target"]:
                role = f'<span class="role">{esc(_("defending"))}</span>'
            elif seat == view["turn"] and not view["over"]:
                role = f'<span class="role">{esc(_("turn"))}</span>'
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
                f'<div class="drinking-war-hearts" role="img" '
                f'aria-label="{esc(self.lives_label(lives, start))}">'
                f'{hearts}<span class="drinking-war-life-count">{lives}/{start}</span></div>'
                f'<div class="drinking-war-held"><span class="drinking-war-backs" aria-hidden="true">{backs}'
                f'</span>{esc(ngettext("{n} card", "{n} cards", count).format(n=count))}</div>'
                f'<div class="drinking-war-tally" data-testid="tally-{seat}">{esc(tally)}</div>'
                f'{self.in_front(seat)}'
                f'{button}</li>')
        return f'<ul class="drinking-war-seats" aria-label="{esc(_("Players"))}">{"".join(panels)}</ul>'

    @staticmethod
    def lives_label(lives: int, start: int) -> str:
        """A seat's hearts read aloud: "3 of 5 life points"."""
        return ngettext("{lives} of {start} life point", "{lives} of {start} life points", start).format(
            lives=lives, start=start)

    def seat_buttons(self) -> dict[int, str]:
        """The seats a press may aim at now, with the button's words: attack, a power, or a join."""
        if self.covered or not self.legal:
            return {}
        view, names = self.view, self.names
        joins = join_seats(self.legal)
        if joins:
            return {seat: _("Join {player}").format(player=names[seat]) for seat in joins}
        name = picked_power(view, self.picked)
        if name is not None:
            french = NAMES["unicorn" if name == "unicorns" else name][0]
            seats = power_seats(self.legal, name, self.first if name == "tornado" else None)
            if name == "tornado" and self.first is not None:
                return {seat: _("Swap with {player}").format(player=names[seat]) for seat in seats}
            return {seat: _("{power} on {player}").format(power=french, player=names[seat]) for seat in seats}
        tokens = attack_tokens(picked_cards(view, self.picked))
        sips, strikes = self.strength(tokens)
        outcome = attack_outcome(view["drinking"], sips, strikes) if tokens else ""
        if tokens and (sips or strikes):
            label = _("Attack {player} with {hit}: {outcome}") if outcome else _("Attack {player} with {hit}")
        else:
            label = _("Attack {player}: {outcome}") if outcome else _("Attack {player}")
        hit = self.hit_words(sips, strikes)
        return {seat: label.format(player=names[seat], hit=hit, outcome=outcome)
                for seat in targets(self.legal)}

    def in_front(self, seat: int) -> str:
        """What lies in front of a seat: its countries, epidemics, a sleeping potion, the seat it joined."""
        view = self.view
        parts = []
        countries = view.get("countries", [[]] * (seat + 1))[seat]
        if countries:
            parts.append(f'<ul class="drinking-war-countries" aria-label="{esc(_("Countries"))}">'
                         f'{"".join(country_chip(c) for c in countries)}</ul>')
        marks = []
        for done in view.get("epidemics", [[]] * (seat + 1))[seat]:
            marks.append(f'<span class="drinking-war-mark epidemic" title="{esc(effect("epidemic"))}">'
                         "☣ Epidémie "
                         + (f'<i>{esc(_("epidemic"))}</i> ' if language() == "en" else "")
                         + f"{done}/{EPIDEMIC_TURNS}</span>")
        if view.get("potions", [0] * (seat + 1))[seat]:
            marks.append(f'<span class="drinking-war-mark sleep" title="{esc(effect("sleep"))}">'
                         "Zz Potion de Sommeil"
                         + (f' <i>{esc(_("sleeping potion"))}</i>' if language() == "en" else "") + "</span>")
        ally = view.get("allies", [-1] * (seat + 1))[seat]
        if ally is not None and ally >= 0:
            joined = _("joined {player}").format(player=self.names[ally])
            marks.append(f'<span class="drinking-war-mark ally">{esc(joined)}</span>')
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
                              title=_("Piratage: take {card}").format(
                                  card=card_name(card)[language() == "en"]))
                cards.append(f"<button {press}>{small_card(card)}</button>")
            else:
                cards.append(small_card(card))
        seen = (_("Satellite: {player}'s hand as it was before the Tornade, seen by you only.")
                if peek.get("swapped") else _("Satellite: {player}'s hand, seen by you only.")).format(
                    player=self.names[peek["seat"]])
        hint = " " + _("Press a card to steal it with Piratage.") if hacking else ""
        return (f'<section class="drinking-war-peek" data-testid="peek" aria-label="Satellite">'
                f'<p>{esc(seen + hint)}</p>'
                f'<div class="drinking-war-stack">{"".join(cards) or esc(_("no cards"))}</div></section>')

    @property
    def shown_seat(self) -> int | None:
        """The seat whose hand the screen shows (None for a spectator or while covered)."""
        seat = self.view.get("seat")
        return None if self.covered else seat

    def table_html(self) -> str:
        """The draw pile, the fight in progress (or the last one), and the discard pile."""
        view = self.view
        discard = view["discard"]
        empty = f'<span class="drinking-war-slot">{esc(_("empty"))}</span>'
        top = small_card(discard[-1]) if discard else empty
        last_turns = ""
        if view["last_turns"] >= 0 and not view["over"]:
            left = view["last_turns"]
            words = _("The pile is empty: the last round, one turn per player without drawing ({left} more "
                      "to come).").format(left=left)
            last_turns = f'<p class="drinking-war-last-turns">{esc(words)}</p>'
        return (f'<section class="drinking-war-table" aria-label="{esc(_("Table"))}">'
                '<div class="drinking-war-pile">'
                '<span class="drinking-war-back-big" aria-hidden="true"></span>'
                f'<span class="drinking-war-pile-count" data-testid="pile-count">{view["pile_count"]}</span>'
                f'<span class="drinking-war-pile-label">{esc(_("draw pile"))}</span></div>'
                f'<div class="drinking-war-fight" data-testid="fight" aria-live="polite">{self.fight_html()}'
                "</div>"
                f'<div class="drinking-war-discard"><div class="drinking-war-discard-top">{top}</div>'
                f'<span class="drinking-war-pile-label">{esc(_("discard"))} · {len(discard)}</span></div>'
                f"{last_turns}</section>")

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
            return self.fight(_("Your attack"), tokens, None,
                              f"{self.amount(sips, strikes)} · {outcome} · "
                              f"{_('now press the player to attack')}",
                              building=True)
        if view["phase"] == "defend":
            hit, strikes = view["damage"], view.get("strikes", 0)
            title = _("{player} attacks {target}").format(player=names[view["turn"]],
                                                          target=names[view["target"]])
            if mine:
                numbered = all(c[0] == "-" for c in mine)
                left = (_("{left} left after your defence").format(left=max(0, hit - total(mine))) if numbered
                        else _("your defence"))
                return self.fight(title, view["attack"], mine, f"{self.amount(hit, strikes)} · {left}") + \
                    self.earlier_fights(None)
            return self.fight(title, view["attack"], None, self.amount(hit, strikes)) + \
                self.earlier_fights(None)
        last = view.get("last")
        if not last:
            return self.fight(_("No attack yet."), [], None, "")
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
            did = (_("{player} slept through the turn.") if last["result"] == "slept"
                   else _("{player} did not attack."))
            return did.format(player=who), ""
        whom = names[last["target"]]
        victim = last.get("victim")
        hurt = names[victim] if victim is not None else whom
        outcome = _(RESULTS[last["result"]])
        if last["result"] == "drank":
            outcome = ngettext("drank {n} sip", "drank {n} sips", last["damage"]).format(n=last["damage"])
        strikes = last.get("strikes") or 0
        bombs = " · " + ngettext("{player} lost {n} life point to bombs", "{player} lost {n} life points to "
                                 "bombs", strikes).format(player=hurt, n=strikes) if strikes else ""
        left = (_("{left} left (mirrored back)") if victim is not None and victim != last["target"]
                else _("{left} left")).format(left=last["damage"])
        return (_("{player} attacked {target}").format(player=who, target=whom),
                f"{left} · {hurt} {outcome}{bombs}")

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
                    guards or f'<span class="drinking-war-none">{esc(_("no defence"))}</span>')
            rows.append(f'<li><span class="what">{esc(title)}</span>'
                        f'<span class="drinking-war-stack mini">{cards}</span>'
                        f'<span class="cost">{esc(summary)}</span></li>')
        return ('<details class="drinking-war-fights" data-testid="fights" open>'
                f"<summary>{esc(_('Earlier this round'))}</summary>"
                f'<ol>{"".join(rows)}</ol></details>')

    def fight(self, title: str, attack: list[str], defence: list[str] | None, summary: str,
              building: bool = False, burst: str = "") -> str:
        """A title, the attack cards (and the defence cards after a minus sign), and a sum."""
        cards = "".join(small_card(c) for c in attack)
        if defence is not None:
            guards = ("".join(small_card(c) for c in defence)
                      or f'<span class="drinking-war-none">{esc(_("no defence"))}</span>')
            cards += f'<span class="vs" aria-hidden="true">−</span>{guards}'
        quiet = "" if attack else " quiet"
        if not attack and not summary and not building:  # a hold: no empty row of cards above the others
            return f'<p class="drinking-war-fight-title quiet">{esc(title)}</p>'
        return (f'<p class="drinking-war-fight-title{quiet}">{esc(title)}</p>'
                f'<div class="drinking-war-stack{" building" if building else ""}">{cards}</div>'
                f'<p class="drinking-war-fight-sum{" fresh" if burst else ""}" data-testid="outcome">{burst}'
                f"{esc(summary)}</p>")

    def hand_html(self) -> str:
        """The hand as a fan of cards (none while covered or for a spectator)."""
        if self.shown_seat is None:
            return ""
        cards = hand_cards(self.view)
        if not cards:
            return (f'<section class="drinking-war-hand" aria-label="{esc(_("Your hand"))}">'
                    f'<p class="empty">{esc(_("No cards in hand."))}</p>'
                    "</section>")
        items = "".join(self.hand_card(i, card, len(cards)) for i, card in enumerate(cards))
        held = ngettext("Your hand ({n} card)", "Your hand ({n} cards)", len(cards)).format(n=len(cards))
        return (f'<section class="drinking-war-hand" aria-label="{esc(held)}">'
                f'<div class="drinking-war-fan" role="group" '
                f'aria-label="{esc(_("Your cards: press to pick"))}">{items}</div>'
                "</section>")

    def hand_card(self, index: int, card: str, count: int) -> str:
        """One card of the hand, as a button (pressed when picked)."""
        picked = index in self.picked
        # The button is named by its face (French name, English name, effect); aria-pressed says picked.
        button = attrs(class_=f"drinking-war-card {kind(card)}" + (" picked" if picked else ""),
                       data_act="drinking-war-card",
                       data_index=index, data_card=card, data_key=f"card{index}",
                       aria_pressed="true" if picked else "false", aria_keyshortcuts=str(index + 1),
                       title=shown_effect(card))
        return (f'<div class="drinking-war-hold" style="--i: {index - (count - 1) / 2:.1f}"><button {button}>'
                f"{card_face(card, language(), english_name=language() == 'en')}"
                f"<span class='drinking-war-key key-hint' aria-hidden='true'>{index + 1}</span>"
                "</button>"
                f"{info_mark('card', card, card_name(card)[0])}</div>")
