"""A Trinidad game as the phone scoring pages start it and a hand as their form posts it, with
the addresses of its pages: what the tests of those pages share."""

import uuid

from django.urls import reverse

from scoring.models import Game

SIDES = [
    {"id": "A", "name": "Red Lion", "players": []},
    {"id": "B", "name": "Crown", "players": []},
]
# A plain Trinidad hand as the form posts it: A turned a 4 and won High and Game, B won Low.
POSTED = {
    "dealer": "A",
    "turned": "4",
    "beg": "stand",
    "high": "A",
    "low": "B",
    "jack": "none",
    "game": "A",
}


def new_game(**kwargs) -> Game:
    kwargs.setdefault("first_dealer", "A")
    return Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, **kwargs)


def urls(game: Game) -> dict[str, str]:
    scorer_args = [game.public_id, game.secret]
    return {
        "scorer": reverse("scoring-scorer", args=scorer_args),
        "add": reverse("scoring-add-hand", args=scorer_args),
        "undo": reverse("scoring-undo", args=scorer_args),
        "finish": reverse("scoring-finish", args=scorer_args),
        "reopen": reverse("scoring-reopen", args=scorer_args),
        "live": reverse("scoring-live", args=[game.public_id]),
    }


def post_hand(client, game_, htmx=False, **changes):
    data = {**POSTED, "client_id": str(uuid.uuid4()), **changes}
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(urls(game_)["add"], data, headers=headers)
