"""Saves in the browser: export and import, damaged and foreign saves, delete, and offline play."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gobblet_helpers import board_text, bring_in, start_game
from playwright.sync_api import expect


def test_export_then_import_round_trip(site, page, tmp_path):
    site.open(page)
    start_game(page)
    bring_in(page, "red", 3, "b2")
    bring_in(page, "yellow", 1, "a1")
    before = board_text(page)
    with page.expect_download() as download:
        page.click("[data-act=export]")
    path = tmp_path / "save.json"
    download.value.save_as(path)
    save = json.loads(path.read_text())
    assert save["format"] == "pygames" and save["actions"] == ["3b2", "1a1"]
    site.open(page)
    page.once("dialog", lambda dialog: dialog.accept())
    page.click(".save >> text=Delete")
    expect(page.locator(".save")).to_have_count(0)
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector(".gobblet-board")
    assert board_text(page) == before
    site.open(page)
    expect(page.locator(".save")).to_have_count(1)
    expect(page.locator(".save")).to_contain_text("move 3")  # its status, not "imported"
    # The same file again opens the game it already is, rather than adding a copy.
    page.set_input_files("#import-file", str(path))
    expect(page.locator(".toast")).to_contain_text("already in your saved games")
    page.wait_for_selector(".gobblet-board")
    site.open(page)
    expect(page.locator(".save")).to_have_count(1)


MAIN_TODAY = Path(__file__).parents[1] / "tests" / "data" / "main_today"


def test_a_game_main_kept_in_this_browser_before_the_rename_resumes_and_its_file_is_known(site, page,
                                                                                           tmp_path):
    """A save and index entry as main's page (9f092a1, save version 2: "players") wrote them to storage."""
    old = json.loads((MAIN_TODAY / "saves.json").read_text())["gobblet 1"]
    entry = {"id": "old1", "game": "gobblet", "title": "Gobblet", "updated": 1.0, "status": "Red to move",
             "fingerprint": old["fingerprint"], "sealed": False}
    site.open(page)
    page.evaluate("""([save, entry]) => { localStorage.setItem('pygames:save:old1', save);
        localStorage.setItem('pygames:rev:old1', '1');
        localStorage.setItem('pygames:index', JSON.stringify([entry])); }""",
                  [json.dumps(old["save"]), entry])
    site.open(page)
    page.click("[data-save='old1'] >> text=Resume")
    # Saved two moves back from Red's win: a finished game reopens at its end, every move kept.
    end = len(old["save"]["actions"])
    expect(page.locator("#moves button[aria-current]")).to_have_attribute("data-ply", str(end))
    expect(page.locator("#status")).to_contain_text("Red wins")
    site.open(page)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old["save"]))
    page.set_input_files("#import-file", str(path))
    expect(page.locator(".toast")).to_contain_text("already in your saved games")
    site.open(page)
    expect(page.locator(".save")).to_have_count(1)


def test_a_bad_import_says_why_and_changes_nothing(site, page, tmp_path):
    site.open(page)
    start_game(page)
    site.open(page)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pygames", "version": 7, "game": "gobblet"}')
    page.set_input_files("#import-file", str(bad))
    expect(page.locator(".toast")).to_contain_text("newer pygames")
    expect(page.locator(".save")).to_have_count(1)


def test_a_corrupted_save_shows_a_message_and_the_others_are_kept(site, page):
    site.open(page)
    start_game(page)
    bring_in(page, "red", 3, "b2")
    good_url = page.url
    start_game(page)
    bad_id = page.url.rsplit("/", 1)[1]
    page.evaluate(f"localStorage.setItem('pygames:save:{bad_id}', '{{\"format\": \"pygames\", \"vers')")
    site.open(page)
    page.click(f"[data-save='{bad_id}'] >> text=Resume")
    expect(page.locator(".toast")).to_contain_text("cannot be opened")
    expect(page.locator(".save")).to_have_count(2)
    page.goto(good_url)
    page.wait_for_selector(".gobblet-board")
    expect(page.locator("[data-square=b2]")).to_have_attribute("aria-label", "b2: red large")
    site.open(page)
    page.once("dialog", lambda dialog: dialog.accept())
    page.click(f"[data-save='{bad_id}'] >> text=Delete")
    expect(page.locator(".save")).to_have_count(1)


@pytest.mark.cold  # offline use after a first visit: a fresh profile
def test_offline_after_a_first_visit_boots_and_plays(site, page):
    site.open(page)
    # The service worker controls the page once it has precached the build.
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.reload()
    site.wait_ready(page)
    start_game(page)
    bring_in(page, "red", 2, "a2")
    expect(page.locator("[data-square=a2]")).to_have_attribute("aria-label", "a2: red medium")
