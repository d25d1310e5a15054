"""The Drinking War page's card faces for packs 2-3, read as HTML text (pygames.games.drinking_war.faces)."""

from __future__ import annotations

from pygames.games.drinking_war.faces import card_face, country_chip, effect, small_card


def test_a_power_card_shows_its_pack_stars_both_names_and_effect():
    face = card_face("hack")
    assert "Tacticien" in face and "★★" in face and "Piratage" in face and "Hacking" in face
    assert "steal a random card" in face


def test_a_pack_1_card_keeps_its_soldat_band_and_effect():
    face = card_face("+4")
    assert "Soldat" in face and "Attaque +4" in face and "Attack +4" in face and effect("+4") in face


def test_a_combo_rides_on_its_card_on_the_table_and_specials_show_their_french_name():
    assert 'class="drinking-war-combo">x2' in small_card("+6x2") and "+6" in small_card("+6x2")
    assert "Bombe Atomique" in small_card("bomb") and "attack" in small_card("blue")


def test_a_country_card_shows_both_names_and_its_bonus():
    chip = country_chip("japan")
    assert "Japon" in chip and "Japan" in chip and "attacks on you lose 1 sip" in chip
    assert "Piratage has no effect on you" in country_chip("uk")
