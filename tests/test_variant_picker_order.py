"""The variant picker offers first what this phone played last and its language's games
(Croatian Bela in Croatian, Klaverjas in Dutch, Amerikaner and Kani in Persian and Urdu), so
nobody scrolls past ten All Fours variants; English and Italian keep the list as it was."""

import pytest
from django.urls import reverse

from scoring.models import Game
from scoring.rules.registry import FIRST_IN_LANGUAGE, find_variant

pytestmark = pytest.mark.django_db
PICKER = reverse("scoring-new-game")


def first_links(client, language: str) -> list[str]:
    """The variants linked to in the picker's first list, in order."""
    page = client.get(PICKER, headers={"accept-language": language}).content.decode()
    if "first-variants" not in page:
        return []
    listed = page[page.index("first-variants") : page.index("</ul>", page.index("first-variants"))]
    return [part.split('"')[0] for part in listed.split("?variant=")[1:]]


def test_every_language_names_games_that_exist():
    for keys in FIRST_IN_LANGUAGE.values():
        assert all(find_variant(key) is not None for key in keys)


@pytest.mark.parametrize(
    ("language", "first"),
    [
        ("hr", ["bela:croatian"]),
        ("nl", ["bela:klaverjas"]),
        ("fa", ["amerikaner:amerikaner", "amerikaner:kani", "bela:bela2"]),
        ("ur", ["amerikaner:amerikaner", "amerikaner:kani", "allfours:trinidad"]),
        ("en", []),
        ("it", []),
    ],
)
def test_the_language_puts_its_games_first(client, language, first):
    assert first_links(client, language) == first


def test_the_last_played_comes_before_the_language(client):
    for variant in ("kani", "amerikaner", "kani"):
        client.post(
            PICKER,
            {"variant": f"amerikaner:{variant}", "side_a": "Ali", "side_b": "Bahar"}
            | {"side_c": "Cyrus", "side_d": "Dara", "target": "52"},
        )
    assert Game.objects.count() == 3
    played = ["amerikaner:kani", "amerikaner:amerikaner"]
    assert first_links(client, "hr") == [*played, "bela:croatian"]
    assert first_links(client, "en") == played


def test_each_variant_is_offered_once(client):
    page = client.get(PICKER, headers={"accept-language": "fa"}).content.decode()
    for key in ("amerikaner:kani", "bela:bela2", "allfours:pitch"):
        assert page.count(f"?variant={key}") == 1
    assert page.count("?variant=") == 17  # every variant still offered
