"""Where persons play, as the clubs say it (people/places.py): the clubs they are players of,
for their page, and those of them playing at a club the user organises, whom that organiser
may merge (docs/ratings.md, "When two persons are merged")."""

from collections.abc import Collection

from django.urls import reverse

from clubs.models import ClubPlayer
from people.places import Place


class ClubPlaces:
    def played_at(self, persons: Collection[int]) -> list[Place]:
        clubs = {
            (player.club.name, player.club.slug)
            for player in ClubPlayer.objects.filter(person__in=persons).select_related("club")
        }
        return [
            Place("club", name, reverse("clubs-club", kwargs={"slug": slug}))
            for name, slug in sorted(clubs)
        ]

    def managed_by(self, user, persons: Collection[int]) -> set[int]:
        run = ClubPlayer.objects.filter(person__in=persons, club__organisers=user)
        return set(run.values_list("person_id", flat=True))
