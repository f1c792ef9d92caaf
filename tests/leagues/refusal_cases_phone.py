"""The refusal walk's cases for what a card takes from elsewhere (tests/leagues/
test_league_refusals.py): a game scored on a phone and linked to the card (another game than
the league's, another score typed, other pairs), and players registered for a team."""

import uuid

from django.contrib.auth import get_user_model

from leagues.models import Player, Season
from scoring.models import Game
from tests.doors import through_its_door
from tests.leagues.refusal_cases import Case, card, card_page, played, players_named

NO_SCORE_1 = {"game-1-home_score": "", "game-1-away_score": ""}


def phone_game_ready(house: str = "", players=((), ())):
    """The home captain's phone game, Heckmondwike finished 15-12 to the Swan's pair; with
    `house`, the league plays that game."""

    def ready(season, fixture):
        played(season, fixture)
        if house:
            with season.changing():
                Season.objects.filter(pk=season.pk).update(house_variant=house)
        game = Game.objects.create(
            game="allfours",
            variant="heckmondwike",
            start={"A": 11, "B": 12},
            owner=get_user_model().objects.get(username="home_captain"),
            sides=[
                {"id": "A", "name": "Swan pair", "players": list(players[0])},
                {"id": "B", "name": "Crown pair", "players": list(players[1])},
            ],
        )
        game.add_hand(
            {"dealer": "B", "high": "A", "low": "A", "jack": "A", "game": "A"}, uuid.uuid4()
        )

    return ready


def linked(**fields):
    """The card with game 1 linked to the phone game."""
    return lambda season, fixture: card(
        **{"game-1-phone_game": Game.objects.get().public_id}, **fields
    )


@through_its_door
def registered_for_the_crown(season, fixture) -> None:
    players_named(season, fixture)
    Player.objects.create(team=fixture.away, name="Dee")


@through_its_door
def one_guest(season, fixture) -> None:
    played(season, fixture)
    season.guests_per_season = 1
    with season.changing():
        season.save()


PHONE_CASES = [
    Case("home_captain", card_page, linked(**NO_SCORE_1), phone_game_ready("allfours:trinidad")),
    Case("home_captain", card_page, linked(), phone_game_ready()),
    Case(
        "home_captain",
        card_page,
        linked(**NO_SCORE_1, **{"game-1-home_pair": "Zed & Yan"}),
        phone_game_ready(players=(("Ann", "Bob"), ("Cal", "Dee"))),
    ),
    Case(
        "home_captain",
        card_page,
        card(**{"game-1-home_pair": "Dee & Ann"}),
        registered_for_the_crown,
    ),
    Case("home_captain", card_page, card(**{"game-1-home_pair": "Zed & Yan"}), one_guest),
]
