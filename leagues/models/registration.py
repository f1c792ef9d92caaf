"""What a fixture's card is checked against for who may play for whom (leagues/rules/
registration.py): the season's registered players and each side's guests so far, in two
queries."""

from collections import defaultdict
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from django.db import models

from leagues.models.cards import PAIR_FIELDS, CardGame, MatchCard
from leagues.models.teams import Player
from leagues.rules.registration import pair_names
from scoring.rules.names import name_key


@dataclass(frozen=True)
class Registration:
    registered: Mapping[str, Collection[str]]  # a person -> the teams they are registered for
    guests_allowed: int | None  # a team's guests a season; None: registration not checked
    guests_before: tuple[Collection[str], Collection[str]]  # the home and away sides' guests


def registration_of(fixture) -> Registration:
    """The season's registered players and, where the league checks registration, the guests
    each side of the fixture fielded on its other live cards this season."""
    season = fixture.season
    registered = defaultdict(set)
    for name, team in Player.objects.filter(team__season=season.pk).values_list(
        "name", "team__name"
    ):
        registered[name_key(name)].add(team)
    guests = {fixture.home_id: set(), fixture.away_id: set()}
    if season.guests_per_season is not None:
        names = {fixture.home_id: fixture.home.name, fixture.away_id: fixture.away.name}
        rows = (
            CardGame.objects.filter(card__fixture__season=season.pk)
            .filter(
                models.Q(card__fixture__home__in=guests) | models.Q(card__fixture__away__in=guests)
            )
            .exclude(card__fixture=fixture.pk)
            .exclude(card__status=MatchCard.Status.SUPERSEDED)
            .values_list(
                "card__fixture__home_id",
                "card__fixture__away_id",
                "home_pair",
                "away_pair",
                *(f"{place}__name" for place in PAIR_FIELDS),
            )
        )
        for home, away, home_pair, away_pair, *players in rows:
            for team, written, picked in (
                (home, home_pair, players[:2]),
                (away, away_pair, players[2:]),
            ):
                if team not in guests:
                    continue
                for name in [name for name in picked if name] or pair_names(written):
                    if names[team] not in registered.get(name_key(name), ()):
                        guests[team].add(name_key(name))
    return Registration(
        dict(registered),
        season.guests_per_season,
        (frozenset(guests[fixture.home_id]), frozenset(guests[fixture.away_id])),
    )
