"""The start form's first dealer is chosen among the sides named, by name: never "First,
Second, … Sixth", never a side nobody named. Without the page's script the form still works:
the chips of the names given are shown, and none chosen, the first name deals."""

import re

import pytest
from django.urls import reverse

from scoring.models import Game

pytestmark = pytest.mark.django_db


def dealer_chips(page: str) -> list[tuple[str, bool]]:
    """Each dealer chip's name and whether it is shown."""
    fieldset = page.split('id="field-first_dealer"')[1].split("</fieldset>")[0]
    chips = re.findall(
        r'<label class="chip" data-name-of="[^"]*"( hidden)?>.*?<span>(.*?)</span>', fieldset
    )
    return [(name, not hidden) for hidden, name in chips]


def test_a_two_team_game_offers_the_teams_by_name(client):
    page = client.get(reverse("scoring-new-game"), {"variant": "allfours:trinidad"})
    shown = [name for name, visible in dealer_chips(page.content.decode()) if visible]
    assert shown == ["Us", "Them"]
    assert "Second" not in page.content.decode().split('id="field-first_dealer"')[1]


def test_players_not_yet_named_are_not_offered(client):
    page = client.get(reverse("scoring-new-game"), {"variant": "amerikaner:kani"}).content.decode()
    assert [name for name, visible in dealer_chips(page) if visible] == []
    assert "the first name deals" in page


def test_four_named_players_offer_four_dealers_by_name_after_a_refusal(client):
    """A form sent back (here for a missing target) offers exactly the four names typed."""
    names = {"side_a": "Ann", "side_b": "Bob", "side_c": "Cy", "side_d": "Di"}
    page = client.post(
        reverse("scoring-new-game"), {"variant": "amerikaner:kani", **names}
    ).content.decode()
    assert not Game.objects.exists()
    assert [name for name, visible in dealer_chips(page) if visible] == ["Ann", "Bob", "Cy", "Di"]


def test_with_no_dealer_tapped_the_first_name_deals(client):
    names = {"side_a": "", "side_b": "Crown", "side_c": "Swan"}
    client.post(reverse("scoring-new-game"), {"variant": "allfours:sevenup", **names})
    assert Game.objects.get().first_dealer == "B"


def test_a_dealer_nobody_named_is_refused_in_words(client):
    page = client.post(
        reverse("scoring-new-game"),
        {"variant": "allfours:trinidad", "side_a": "Crown", "side_b": "Swan", "first_dealer": "C"},
    ).content.decode()
    assert not Game.objects.exists()
    assert "That side is not playing: choose one who is." in page


def test_the_dealer_tapped_deals(client):
    client.post(
        reverse("scoring-new-game"),
        {"variant": "allfours:trinidad", "side_a": "Crown", "side_b": "Swan", "first_dealer": "B"},
    )
    assert Game.objects.get().first_dealer == "B"
