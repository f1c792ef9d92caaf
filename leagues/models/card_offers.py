"""What a card's form offers to fill it in from (the captains' card page, card_views.py): the
phone games its captain scored and can vouch for, and the pairs each side wrote on its other
cards. Read only: the card itself changes through fixtures.py."""

import datetime
from collections.abc import Sequence

from django.db import models
from django.utils import timezone

from leagues.models.card_answers import SIDES
from leagues.models.cards import PAIR_FIELDS, CardGame
from scoring.models import Game

PHONE_GAME_HOURS = 36  # a card is sent in the evening it is played, or the day after


def phone_games_for(fixture, user, started_here: Sequence[str] = ()) -> list[Game]:
    """The games a captain can vouch for, to fill a card's games from: finished two-sided
    games of the season's pair game (All Fours, or the house rules' Bela) they scored
    lately (signed in, or on this phone: `started_here`), those on this fixture's cards
    already, and those started from the fixture. Never anyone else's. Each with its
    `final_scores`, newest first."""
    since = timezone.now() - datetime.timedelta(hours=PHONE_GAME_HOURS)
    theirs = Game.objects.started_on(started_here, user).filter(
        game=fixture.season.pair_game, created__gte=since
    )
    # (and the games started from the fixture, by either captain: leagues/tonight.py)
    linked = Game.objects.filter(card_games__card__fixture=fixture) | Game.objects.filter(
        fixture_game__fixture=fixture
    )
    games = []
    for game in (theirs | linked).distinct().order_by("-created")[:30]:
        result = game.result()
        if result.finished and len(game.sides) == 2:
            game.final_scores = tuple(result.scores[side] for side in game.side_ids)
            games.append(game)
    return games


def earlier_pairs(fixture, most: int = 40) -> dict[str, list[str]]:
    """Each side's pairs as its team wrote them on its other cards, newest first, once
    each: offered as this card's pairs are typed (one query)."""
    pairs = {side: [] for side in SIDES}
    teams = {fixture.home_id: "home", fixture.away_id: "away"}
    rows = (
        CardGame.objects.filter(
            models.Q(card__fixture__home__in=teams) | models.Q(card__fixture__away__in=teams)
        )
        .exclude(card__fixture=fixture)
        .order_by("-card__created", "number")
        .values_list(
            "card__fixture__home_id",
            "card__fixture__away_id",
            "home_pair",
            "away_pair",
            *(f"{place}__name" for place in PAIR_FIELDS),
        )
    )
    for home_id, away_id, home_pair, away_pair, *players in rows[: most * 8]:
        # A pair picked from the players is written with their names, as a card does.
        home_pair = home_pair or " & ".join(name for name in players[:2] if name)
        away_pair = away_pair or " & ".join(name for name in players[2:] if name)
        for team, name in ((home_id, home_pair), (away_id, away_pair)):
            side = teams.get(team)
            if side and name and name not in pairs[side] and len(pairs[side]) < most:
                pairs[side].append(name)
    return pairs
