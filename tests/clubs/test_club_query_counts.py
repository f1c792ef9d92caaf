"""The club's pages cost the same few queries however many players the club has: nothing is
asked of the database once per player (whether one may be taken off the list, whether one is
here)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.clubs.personas import a_club, a_night, as_, people

pytestmark = pytest.mark.django_db


def queries(client, path) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(path).status_code == 200
    return len(captured)


def test_the_pages_cost_the_same_for_four_players_or_forty(client):
    everyone = people()
    club = a_club(everyone)
    night = a_night(club, everyone, format="swiss")
    as_(client, everyone, "organiser")
    paths = [
        reverse("clubs-manage", args=[club.slug]),
        reverse("clubs-night", args=[club.slug, night.pk]),
        reverse("clubs-club", args=[club.slug]),
    ]

    def costs():
        return [queries(client, path) for path in paths]

    def more(names):
        for name in names:
            player, _ = club.add_player(everyone["organiser"], name)
            night.mark_present(everyone["organiser"], player.pk)
        night.pair_in_order(everyone["organiser"])

    more(["Ann2", "Bo2"])
    few = costs()
    more([f"Player {n}" for n in range(36)])
    assert costs() == few
