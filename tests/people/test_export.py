"""`manage.py ratings --export` writes every rated result in order as pegboard-rated-games/1
(docs/record-format.md), and the ratings worked out from that file alone, with openskill
called directly (not through people.rules), agree with the site's to the last digit: the
issue's first judgement. A merge in the book is in the file, and counts the same."""

import io
import json
from datetime import datetime

import pytest
from django.core.management import call_command
from openskill.models import PlackettLuce

from people.models import RatedResult
from tests.people.results import at, history, persons, record_all, stored_ratings

pytestmark = pytest.mark.django_db


def exported() -> dict:
    out = io.StringIO()
    call_command("ratings", "--export", stdout=out)
    return json.loads(out.getvalue())


def rated_from(file: dict) -> dict[int, tuple[float, float, int]]:
    """The ratings as docs/ratings.md ("Checking it yourself") says anyone can work them out:
    every game in order of when, then source; each person as the merges say; a game with one
    person on it twice (two merged persons who met) left out; openskill's PlackettLuce with
    its defaults, the winner ranked first, a draw level."""
    model = PlackettLuce()
    into = {merge["merged"]: merge["into"] for merge in file["merges"]}

    def kept(person):
        while person in into:
            person = into[person]
        return person

    ratings, played = {}, {}
    games = sorted(file["games"], key=lambda g: (datetime.fromisoformat(g["when"]), g["source"]))
    for game in games:
        sides = [[kept(person) for person in side] for side in game["sides"]]
        everyone = [person for side in sides for person in side]
        if len(set(everyone)) != len(everyone):
            continue
        teams = [[model.rating(*ratings.get(p, (25.0, 25.0 / 3))) for p in s] for s in sides]
        winner = game["winner"]
        ranks = [1 if winner in (None, index) else 2 for index in range(len(sides))]
        for side, team in zip(sides, model.rate(teams, ranks=ranks), strict=True):
            for person, rating in zip(side, team, strict=True):
                ratings[person] = (rating.mu, rating.sigma)
                played[person] = played.get(person, 0) + 1
    return {int(p): (mu, sigma, played[p]) for p, (mu, sigma) in ratings.items()}


def as_stored() -> dict[int, tuple[float, float, int]]:
    return {pk: (row["mu"], row["sigma"], row["games"]) for pk, row in stored_ratings().items()}


@pytest.mark.parametrize("seed", [1, 2])
def test_the_ratings_worked_out_from_the_export_agree_with_the_sites(seed):
    players = persons(*"ABCDEFGH")
    record_all(history(players, 60, seed=seed))  # late results among them: rebuilds too
    players[0].merge_into(players[1], None)
    file = exported()
    assert file["format"] == "pegboard-rated-games/1"
    assert file["merges"] == [{"merged": str(players[0].pk), "into": str(players[1].pk)}]
    assert len(file["games"]) == 60
    assert rated_from(file) == as_stored()
    assert {int(p): (r["mu"], r["sigma"], r["games"]) for p, r in file["ratings"].items()} == (
        as_stored()
    )


def test_the_games_are_in_the_one_order_with_who_played_and_the_names():
    ann, bo, cy = persons("Ann", "Bo", "Cy")
    RatedResult.objects.record("game:b", at(2), [[ann.pk], [bo.pk]], [11, 3], 0)
    RatedResult.objects.record("game:a", at(2), [[cy.pk], [bo.pk]], [4, 4], None)
    RatedResult.objects.record("club:table:7", at(1), [[ann.pk], [cy.pk]], [2, 11], 1)
    file = exported()
    assert [g["source"] for g in file["games"]] == ["club:table:7", "game:a", "game:b"]
    first = file["games"][0]
    assert first == {
        "source": "club:table:7",
        "when": "2026-01-02T19:30:00+00:00",
        "sides": [[str(ann.pk)], [str(cy.pk)]],
        "points": [2, 11],
        "winner": 1,
    }
    assert file["persons"] == {str(ann.pk): "Ann", str(bo.pk): "Bo", str(cy.pk): "Cy"}


def test_an_empty_book_exports_an_empty_file_and_export_stands_alone():
    assert exported() == {
        "format": "pegboard-rated-games/1",
        "games": [],
        "merges": [],
        "persons": {},
        "ratings": {},
    }
    with pytest.raises(Exception, match="not allowed with"):
        call_command("ratings", "--export", "--rebuild", stdout=io.StringIO())
