"""Where a person plays in the leagues, as people/places.py asks it (people never imports
leagues): the leagues they play in, for their page, and those of them who play in a league the
user is secretary of, who may therefore be merged by them (docs/ratings.md)."""

from collections.abc import Collection

from django.urls import reverse

from leagues.models import League, Player
from people.places import Place


class LeaguePlaces:
    def played_at(self, persons: Collection[int]) -> list[Place]:
        """Each league any of these persons played in (a player of any of its seasons)."""
        leagues = League.objects.filter(seasons__teams__players__person__in=list(persons))
        return [
            Place("league", name, reverse("leagues-history", args=[slug]))
            for name, slug in leagues.distinct().values_list("name", "slug")
        ]

    def managed_by(self, user, persons: Collection[int]) -> set[int]:
        """Those of these persons who play in a league the user is secretary of."""
        players = Player.objects.filter(person__in=list(persons))
        if not user.is_superuser:
            players = players.filter(team__season__league__secretary=user)
        return set(players.values_list("person", flat=True).distinct())
