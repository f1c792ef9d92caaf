"""A form's refusals read as sentences that say what to do: a capital letter, a full stop,
and the field named where Django would say only "This field is required."."""

import re
import uuid

import pytest
from django.urls import reverse

from scoring.models import Game

pytestmark = pytest.mark.django_db


def refusals(page: str) -> list[str]:
    return re.findall(r'<p class="error" role="alert">(.*?)</p>', page, re.S)


def test_the_engines_refusals_beside_a_hand_are_sentences(client):
    for game_id, variant, count, options in (
        ("allfours", "trinidad", 2, {}),
        ("bela", "klaberjass", 2, {}),
        ("amerikaner", "kani", 4, {"target": 30}),
    ):
        sides = [{"id": c, "name": f"S{c}"} for c in "ABCD"[:count]]
        game = Game.objects.create(
            game=game_id, variant=variant, sides=sides, options=options, first_dealer="A"
        )
        url = reverse("scoring-add-hand", args=[game.public_id, game.secret])
        for posted in ({"dealer": "A"}, {"maker": "A", "bid": "7", "bidder": "A"}):
            page = client.post(url, {"client_id": str(uuid.uuid4()), **posted}).content.decode()
            said = refusals(page)
            assert said, (variant, posted)
            for sentence in said:
                assert sentence[0].isupper() and sentence.endswith("."), sentence


def test_a_missing_answer_names_its_field(client):
    from tests.leagues.cards import SLUG, league_with_everyone

    _season, _fixture, people = league_with_everyone()
    client.force_login(people["secretary"])
    page = client.post(reverse("leagues-add-team", args=[SLUG]), {}).content.decode()
    assert "Team name: fill this in." in page and "This field is required." not in page
    page = client.post(reverse("leagues-new-season"), {"season": "2027"}).content.decode()
    assert "League name: fill this in." in page
