"""A score below zero is written with a real minus, "−7", on every page that shows scores
(a hyphen reads as a dash: "10 – -6"), kept beside its digits in right-to-left text."""

import json
import re

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


@pytest.mark.parametrize("language", ["fa", "ur"])
def test_a_persian_or_urdu_score_row_keeps_its_minus_apart_from_the_separator(client, language):
    """In Persian and Urdu fonts a dash and a minus are the same stroke: a hand's scores are
    parted by the language's comma, never a dash beside a minus (issue 48)."""
    example = json.loads((EXAMPLES / "games" / "amerikaner-seed-examples.json").read_text())
    game = Game.from_record(example["record"])  # S stands at -7 after the second hand
    page = client.get(
        reverse("scoring-live", args=[game.public_id]), headers={"Accept-Language": language}
    ).content.decode()
    rows = re.findall(r'<span class="hand-scores">(.*?)</span></div>', page)
    digits = "۰۴۷۱" if language == "fa" else "0471"  # Urdu pages keep the Western digits
    zero, four, seven, one = digits
    assert f'{zero}، {four}، <span dir="ltr">−{seven}</span>، {one}{one}' in rows
    assert "–" not in "".join(rows)


@pytest.mark.parametrize("language", ["fa", "ur"])
def test_a_deduction_and_negative_points_read_with_an_isolated_minus(client, language):
    """A points deduction on the secretary's page and the season's, and a team's points below
    zero on its page: a real minus kept left of its digits, the team and reason isolated."""
    from leagues.models.next_season import start_next_season
    from tests.leagues.cards import league_with_everyone

    season, fixture, people = league_with_everyone()
    season.adjust(fixture.home.code, -40, "late card")
    start_next_season(season, None, "2027-28")  # the team's page lists its seasons' points
    client.force_login(people["secretary"])
    for name, args in (
        ("leagues-manage", [season.slug]),
        ("leagues-season", [season.slug]),
        ("leagues-team", [season.slug, fixture.home.code]),
    ):
        page = client.get(reverse(name, args=args), headers={"Accept-Language": language})
        main = page.content.decode().split('<main id="main">')[1]
        assert re.search(r'dir="ltr">−[0-9۰-۹]+</span>', main), name
        assert not re.search(r"[\s:(،][-+][0-9۰-۹]", re.sub(r"<[^>]+>", "", main)), name
        if name != "leagues-team":
            assert re.search(r'dir="ltr">−[4۴][0۰]</span>: <bdi>late card</bdi>', main), name
