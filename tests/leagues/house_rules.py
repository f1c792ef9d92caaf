"""A season played to a house game, and the steps the house-rules tests of each game take
through the site: the secretary setting the game with its options, and a phone game of it
sent in on a card."""

import re
from types import SimpleNamespace

from django.urls import reverse

from leagues.models import MatchCard, Season
from scoring.models import Game
from tests.leagues.cards import CARD, SLUG, as_, enter_url

SIDES = [{"id": "A", "name": "Swan pair"}, {"id": "B", "name": "Crown pair"}]
# A fixture as the start query reads it: its teams' names.
FIXTURE = SimpleNamespace(home=SimpleNamespace(name="Crown"), away=SimpleNamespace(name="Swan"))


def house(variant: str, options=None, target=15) -> Season:
    """An unsaved season playing its pair games to `variant` with `options`, to `target`."""
    return Season(house_variant=variant, house_options=options or {}, target=target)


def no_cards_yet(season) -> None:
    """The example season as before its first card: its game may still change (a card in
    fixes the game and its target, leagues/models/house_rules.py)."""
    with season.changing():
        MatchCard.objects.filter(fixture__season=season).delete()


def secretary_sets(client, people, variant, offered, posted, stored, checked) -> str:
    """The secretary's house-rules page offers `variant` and, once picked, each option named
    in `offered`; posting `posted` (option: value) stores `stored` on the season, and the page
    then shows `checked` as the league's choice. The page's address, for more steps."""
    season = Season.objects.get(slug=SLUG)
    no_cards_yet(season)
    url = reverse("leagues-house-rules", args=[SLUG])
    as_(client, people, "secretary")
    assert f"?variant={variant}" in client.get(url).content.decode()
    options = client.get(f"{url}?variant={variant}").content.decode()
    for option in offered:
        assert f'name="option_{option}"' in options, option
    posted = {f"option_{option}": value for option, value in posted.items()}
    saved = client.post(url, {"variant": variant, **posted})
    assert saved.status_code == 302
    season.refresh_from_db()
    assert (season.house_variant, season.house_options) == (variant, stored)
    assert re.search(rf'value="{checked}"[^>]*checked', client.get(url).content.decode())
    return url


def sent_with_phone_game(client, people, fixture, game: Game, **scores):
    """The home captain sends the card with `game` as its first game (the other games'
    `scores` as the form names them, CARD's otherwise): the card's first game."""
    as_(client, people, "home_captain")
    card = {
        **CARD,
        "game-1-home_score": "",
        "game-1-away_score": "",
        "game-1-phone_game": game.public_id,
    }
    sent = client.post(enter_url(fixture), {**card, **scores})
    assert sent.status_code == 302, sent.content.decode()
    return fixture.cards.get().games.get(number=1)
