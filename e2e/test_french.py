"""The site in French: the browser's preference, the switch and its memory, and no English left in sight
on any kind of page (proper names and card names allowed), one page of each kind scanned by axe. The Yacht
and Drinking tables and every lesson played to its end are walked in French by
e2e/test_french_yacht.py, test_french_drinking.py and test_tutorials.py; the peer link's pages here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pygames.games.drinking_war.cards import COUNTRIES, NAMES
from pygames.web.catalogue import listings

# English words of the site's own text that no French sentence of it uses: any of them in sight is a
# string left untranslated.
ENGLISH = re.compile(r"\b(the|and|your|you|turn|move|moves|game|games|new|play|rules|home|player|players|"
                     r"wins|computer|attack|hand|show|with|pass|cards?|start|friend|saved|delete|"
                     r"resume|round|life|roll|choose|waiting|thinking|nobody|rewind|replay|done|"
                     r"drinking|settings|import|link|to move|again)\b", re.IGNORECASE)
# Names shown as they are: the games' titles, the site's name, and Drinking War's English card and country
# names, which the French rules text gives in brackets after the French ones.
PROPER = (*sorted((listing.title for listing in listings().values()), key=len, reverse=True), "pygames",
          *sorted({english for _french, english in NAMES.values()}
                  | {country[1] for country in COUNTRIES.values()}, key=len, reverse=True))


def english_in_sight(page: Page, selector: str = "#app") -> list[str]:
    """The English words in the visible text (and the labels a screen reader reads) under `selector`, less
    what is marked as English (lang="en": the English names beside the French ones on a rules page)."""
    text = page.evaluate("""(selector) => {
      const out = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (el && !el.closest('[lang=en]') && el.checkVisibility()) out.push(node.data);
        }
        for (const el of root.querySelectorAll('[aria-label],[title]')) {
          if (el.closest('[lang=en]') || !el.checkVisibility()) continue;
          out.push((el.getAttribute('aria-label') || '') + ' ' + (el.getAttribute('title') || ''));
        }
      }
      return out.join(' ');
    }""", selector)
    for name in PROPER:
        text = text.replace(name, " ")
    return sorted({match.group(0) for match in ENGLISH.finditer(text)})


def prefer_french(page: Page) -> None:
    """Make `page`'s browser prefer French from its next load on, as Playwright's `locale="fr-FR"` does for a
    new context (Accept-Language, navigator.languages and the ICU locale), on the worker's warm page: a new
    context would start Python cold. The override lasts as long as the page, so the page is not kept for
    the next test (conftest's `dirty`)."""
    page.dirty = True
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setUserAgentOverride", {"userAgent": page.evaluate("navigator.userAgent"),
                                                    "acceptLanguage": "fr-FR"})
    session.send("Emulation.setLocaleOverride", {"locale": "fr-FR"})


def test_a_browser_that_prefers_french_gets_the_site_in_french_and_the_switch_is_remembered(site, page):
    prefer_french(page)
    page.goto(site.url)
    assert page.evaluate("navigator.languages[0]") == "fr-FR"
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator(".home h2#saves-title")).to_have_text("Parties sauvegardées")  # before Python
    site.wait_ready(page)
    expect(page.locator("[data-testid=home-line]")).to_contain_text("Jeux de plateau, de dés et de cartes")
    assert english_in_sight(page) == []
    page.get_by_role("button", name="English").click()
    expect(page.locator("#saves-title")).to_have_text("Saved games")
    page.reload()
    site.wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#saves-title")).to_have_text("Saved games")


def go(page: Page, fragment: str, selector: str) -> None:
    """Follow an in-app route and wait for its page to be drawn."""
    page.evaluate(f"location.hash = {fragment!r}")
    page.wait_for_selector(selector)


def to_french(site, page: Page) -> None:
    """Open the site and press the language switch's Français."""
    site.open(page)
    page.get_by_role("button", name="Français").first.click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#saves-title")).to_have_text("Parties sauvegardées")


def drinking_war_midgame():
    """A Drinking War game (pack 2, you against the computer) some turns in, waiting for the person here."""
    from position_helpers import late_match

    return late_match("drinking-war", ["human", "easy"], {"pack": 2}, seed=3,
                      until=lambda m: len(m.records()) >= 14 and m.actors == (0,))


def drinking_war_ended():
    """A Drinking War game played to its end (pack 1, two computers at this screen)."""
    from position_helpers import late_match

    return late_match("drinking-war", ["human", "easy"], {"pack": 1}, seed=2)


def gobblet_midgame():
    """A 3x3 Gobblet game (you against the computer) a few moves in, a stack on the board, your move."""
    from position_helpers import late_match

    return late_match("gobblet", ["human", "easy"], {"size": 3}, seed=1,
                      until=lambda m: len(m.records()) >= 5 and m.actors == (0,))


def war_of_lights_midgame():
    """A War of Lights game (you against the computer) some spins in, waiting for the person here."""
    from position_helpers import late_match

    return late_match("war-of-lights", ["human", "easy"], None, seed=1,
                      until=lambda m: len(m.records()) >= 10 and m.actors == (0,))


GAMES = tuple(sorted(listings()))  # every game, found as the site finds them


def switch_language_on_the_table_and_back(page: Page) -> None:
    """On the French Drinking War table: English, then French again, each keeps the game (same address,
    same position) and redraws its words in the new language."""
    def where() -> tuple[str, str | None]:
        return page.url, page.get_attribute("[data-testid=drinking-war]", "data-ply")

    before = where()
    page.get_by_role("button", name="English").click()
    expect(page.locator(".play-head h1 + a, .play-head a").last).to_be_visible()
    expect(page.locator("#undo")).to_contain_text("Rewind")
    assert where() == before, "switched to English: another address or position"
    page.get_by_role("button", name="Français").click()
    expect(page.locator("[data-testid=draw], [data-testid=hold]").first).to_contain_text(
        re.compile("Piocher|Finir sans attaquer"))
    assert where() == before, "switched back to French: another address or position"


# The work of 4 former tests, each of which had the suite's 300 s: on a 2-core machine at a load of
# 60-80 a merged walk took 200-300 s and more (the French walk timed out once at 300 s, midway).
@pytest.mark.timeout(900)
def test_every_page_kind_in_french_shows_no_english_word_passes_axe_and_switching_keeps_the_game(site, page):
    """Every kind of page in French shows no English word (the peer link's host panel and join page too, at
    both sizes: screenshots in /work/screens/fr-shell/); one page of each kind passes axe at both sizes
    (the language switch, longer words, lang attributes): the home page, Drinking War's set-up form, rules,
    table and end, the Yacht and Drinking tables, and a lesson; and switching language on a table keeps
    the game."""
    from position_helpers import open_position
    from sections import Sections  # here: tests/test_drinking_french.py imports this module from tests/
    from test_a11y import Scan
    from test_french_drinking import drinking_midgame
    from test_french_yacht import yacht_midgame

    scan, part = Scan(page), Sections()
    to_french(site, page)
    left = {"home": english_in_sight(page)}
    scan("home in French")
    for game in GAMES:
        with part(f"set-up of {game}"):
            go(page, f"#/new/{game}", f".setup-form[data-game={game}]")
            expect(page.locator("[data-testid=start]")).to_have_text("Commencer")
            left[f"set-up of {game}"] = english_in_sight(page)
            if game == "drinking-war":
                scan("set-up of drinking-war in French")
        with part(f"rules of {game}"):
            go(page, f"#/rules/{game}", ".rules .rules-text")
            expect(page.locator(f".rules .crumbs a[href=\"#/new/{game}\"]")).to_be_visible()
            left[f"rules of {game}"] = english_in_sight(page)
            if game == "drinking-war":
                scan("rules of drinking-war in French")
    with part("drinking-war table, and the language switched on it"):
        open_position(page, drinking_war_midgame())
        expect(page.locator("[data-testid=prompt]")).to_be_visible()
        left["drinking-war table"] = english_in_sight(page)
        scan("drinking-war table in French")
        switch_language_on_the_table_and_back(page)
    with part("drinking-war end"):
        open_position(page, drinking_war_ended(), "ended.json")
        expect(page.locator("[data-testid=end-panel]")).to_be_visible()
        expect(page.locator("[data-testid=rematch]")).to_have_text("Rejouer")
        left["drinking-war end"] = english_in_sight(page)
        scan("drinking-war end in French")
    with part("gobblet table"):
        open_position(page, gobblet_midgame(), "gobblet.json")
        expect(page.locator("[data-testid=reserve-red] .gobblet-reserve-label")).to_contain_text("Rouge")
        left["gobblet table"] = english_in_sight(page)
    with part("war-of-lights table"):
        open_position(page, war_of_lights_midgame(), "war-of-lights.json")
        expect(page.locator("[data-testid=last-spin]")).not_to_have_text("")
        left["war-of-lights table"] = english_in_sight(page)
    with part("yacht table"):
        open_position(page, yacht_midgame(), "yacht.json")
        expect(page.locator("[data-testid=roll]")).to_be_enabled()
        scan("yacht table in French")
    with part("drinking table"):
        open_position(page, drinking_midgame(), "drinking.json")
        expect(page.locator(".drinking-offer h2")).to_have_text("Proposées")
        scan("drinking table in French")
    for game in ("gobblet", "war-of-lights"):  # their lessons' first step, words and board
        with part(f"lesson of {game}"):
            go(page, f"#/learn/{game}", "[data-testid=coach-say]")
            expect(page.locator("[data-testid=coach-say]")).to_contain_text("Vous jouez")
            left[f"lesson of {game}"] = english_in_sight(page)
            if game == "war-of-lights":
                scan("lesson of war-of-lights in French")
    with part("join page"):
        go(page, "#join=not-a-real-code", "#join-status[data-state=failed]")
        expect(page.locator(".join h1")).to_have_text("Rejoindre la partie d’un ami")
        left["join page"] = english_in_sight(page)
    with part("the peer link's host and guest pages"):
        left |= host_and_guest_pages_in_french(site, page)
    with part("no English word"):
        assert {where: words for where, words in left.items() if words} == {}
    with part("axe"):
        scan.check()
    part.check()


PEER_SCREENS = Path("/work/screens/fr-shell")
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def english_at_both_sizes(page: Page, name: str, selector: str) -> dict[str, list[str]]:
    """The English words in sight under `selector` at each size, with a screenshot of each (back to the
    desktop size after)."""
    PEER_SCREENS.mkdir(parents=True, exist_ok=True)
    left = {}
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(PEER_SCREENS / f"{name}-{size}.png"), full_page=True)
        left[f"{name} on a {size}"] = english_in_sight(page, selector)
    page.set_viewport_size({"width": SIZES["desktop"][0], "height": SIZES["desktop"][1]})
    return left


def host_and_guest_pages_in_french(site, page: Page) -> dict[str, list[str]]:
    """The peer link in French (issue #24), from a page already in French: the host's link panel and the
    guest's join page (the same link opened in this browser, its language kept, answered) say what they
    should in French; the English words in sight on each, on a desktop and on a phone. The panel's words in
    every state are checked in pytest (tests/test_french_shell.py); here the pages as a person sees them."""
    from peer_helpers import PANEL, host_game, invitation

    host_game(page, "gobblet")
    link = invitation(page)
    expect(page.locator(f"{PANEL} .friend[data-state=waiting] .peer-state")).to_have_text("en attente")
    expect(page.locator(f"{PANEL} .friend .peer-note")).to_contain_text("Envoyez ce lien à votre ami")
    expect(page.locator("[data-testid=peer-where-1] legend")).to_have_text("Ce lien est pour un ami")
    left = english_at_both_sizes(page, "host-panel", "#app")
    page.goto(link)
    site.wait_ready(page)
    expect(page.locator("#join-status")).to_have_attribute("data-state", "answer")
    expect(page.locator(".join h1")).to_have_text("Rejoindre la partie d’un ami")
    expect(page.locator("[data-testid=join-game]")).to_contain_text("vous jouerez")
    return left | english_at_both_sizes(page, "join-page", ".join")
