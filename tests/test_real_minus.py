"""A score below zero is written with a real minus, "−7", on every page that shows scores
(a hyphen reads as a dash: "10 – -6"), kept beside its digits in right-to-left text."""

import json

import pytest
from django.urls import reverse

from kernel.templatetags.pegboard import score, scores_joined, scores_listed
from scoring.models import Game
from tests.conftest import EXAMPLES

pytestmark = pytest.mark.django_db


def test_the_filters_write_a_real_minus():
    assert score(-6) == '<span dir="ltr">\u22126</span>' and score(14) == "14"
    assert scores_joined([10, -6]) == '10 – <span dir="ltr">\u22126</span>'
    assert "\u22127" in scores_listed([("Sue", -7)])


@pytest.mark.parametrize("language", ["en", "fa"])
def test_the_scorer_and_live_pages_write_negative_scores_with_a_minus(client, language):
    example = json.loads((EXAMPLES / "games" / "amerikaner-seed-examples.json").read_text())
    game = Game.from_record(example["record"])  # S stands at -7 after a hand at -8
    for url in (
        reverse("scoring-scorer", args=[game.public_id, game.secret]),
        reverse("scoring-live", args=[game.public_id]),
    ):
        page = client.get(url, headers={"Accept-Language": language}).content.decode()
        main = page.split('<main id="main">')[1]
        assert "\u2212" in main
        assert not any(f">-{digit}" in main or f" -{digit}" in main for digit in "0123456789")
