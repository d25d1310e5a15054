"""The new-game forms on a 390x844 phone: nothing in any game's set-up form is wider than the screen."""

from __future__ import annotations

PHONE = {"width": 390, "height": 844}
# Every element of the form whose box reaches past the screen's edges (the page's own scrollbar aside).
OVERFLOW = """() => [...document.querySelectorAll('form *')].filter(e => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && (r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5);
}).map(e => { const r = e.getBoundingClientRect();
  return `${e.tagName.toLowerCase()}.${e.className} ${(e.textContent || '').trim().slice(0, 30)}`
         + ` ${Math.round(r.left)}..${Math.round(r.right)}`; })"""


def test_no_set_up_form_element_of_any_game_is_wider_than_a_phone(site, make_page):
    page = make_page(viewport=PHONE)
    site.open(page)
    games = page.eval_on_selector_all("a[href*='#/new/']", "els => [...new Set(els.map(e => e.hash))]")
    assert len(games) >= 5, games
    for game in games:
        page.evaluate(f"location.hash = '{game}'")
        page.wait_for_selector("[data-testid=start]")
        # Open every choice that shows more fields (mugs, teams), so the widest state is measured.
        for box in page.locator("form input[type=radio]").all():
            if box.is_visible() and box.get_attribute("value") in ("mugs", "teams"):
                box.check()
        assert page.evaluate(OVERFLOW) == [], f"{game}: wider than the phone"
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], game
