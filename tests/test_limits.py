"""Per-address limits (kernel/limits.py): past its limit an address is answered 429 with
Retry-After and a page in its language, and nothing is done; other addresses, pages read and
games being scored are not held up."""

import uuid

import pytest
from django.contrib.auth.models import User
from django.test import override_settings
from django.urls import reverse

from scoring.models import Game

pytestmark = pytest.mark.django_db
TWO = {"scoring-new-game": "2/h", "signup": "2/h", "login": "2/h"}
NEW_GAME = {
    "variant": "allfours:trinidad",
    "side_a": "Red Lion",
    "side_b": "Crown",
    "target": "14",
    "first_dealer": "A",
}


def start(client, address="203.0.113.5"):
    return client.post(reverse("scoring-new-game"), NEW_GAME, REMOTE_ADDR=address)


@override_settings(PER_ADDRESS_LIMITS=TWO)
def test_past_the_limit_a_new_game_is_refused_with_429_and_nothing_is_made(client):
    assert [start(client).status_code for _ in range(2)] == [302, 302]
    refused = start(client)
    assert refused.status_code == 429
    assert 0 < int(refused["Retry-After"]) <= 3600
    assert "Too many at once" in refused.content.decode()
    assert Game.objects.count() == 2
    # Another address is not held up, and reading is never limited.
    assert start(client, address="198.51.100.9").status_code == 302
    assert client.get(reverse("scoring-new-game"), REMOTE_ADDR="203.0.113.5").status_code == 200


@override_settings(PER_ADDRESS_LIMITS=TWO, LANGUAGE_CODE="fa")
def test_the_refusal_is_in_the_visitors_language(client):
    client.cookies["django_language"] = "fa"
    for _ in range(2):
        start(client)
    refused = start(client)
    assert refused.status_code == 429 and "Too many at once" not in refused.content.decode()


@override_settings(PER_ADDRESS_LIMITS=TWO)
def test_sign_ups_are_limited_per_address(client):
    for n in range(2):
        form = {
            "username": f"new{n}",
            "password1": "a-long-pass-4821",
            "password2": "a-long-pass-4821",
        }
        client.post(reverse("signup"), form, REMOTE_ADDR="203.0.113.5")
        client.logout()
    form = {"username": "new9", "password1": "a-long-pass-4821", "password2": "a-long-pass-4821"}
    assert client.post(reverse("signup"), form, REMOTE_ADDR="203.0.113.5").status_code == 429
    assert not User.objects.filter(username="new9").exists()


@override_settings(PER_ADDRESS_LIMITS=TWO)
def test_a_game_being_scored_is_never_limited(client):
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=[{"id": "A", "name": "A", "players": []}, {"id": "B", "name": "B", "players": []}],
        first_dealer="A",
    )
    scorer = reverse("scoring-scorer", args=[game.public_id, game.secret])
    for _ in range(5):
        assert client.get(scorer, REMOTE_ADDR="203.0.113.5").status_code == 200


@override_settings(PER_ADDRESS_LIMITS=TWO)
def test_play_again_is_counted_with_the_new_games(client):
    """Play again starts a new game: it shares the new-games count (once 75 games in 0.6 s)."""
    from tests.test_play_again import again_url, won_game

    won = won_game()
    start(client)
    again = {"start_key": str(uuid.uuid4())}
    assert client.post(again_url(won), again, REMOTE_ADDR="203.0.113.5").status_code == 302
    made = Game.objects.count()
    refused = client.post(
        again_url(won), {"start_key": str(uuid.uuid4())}, REMOTE_ADDR="203.0.113.5"
    )
    assert refused.status_code == 429 and Game.objects.count() == made
    assert start(client).status_code == 429  # and the new-game form shares the count


@override_settings(PER_ADDRESS_LIMITS=TWO)
def test_an_ipv6_client_is_counted_by_its_64_not_each_address(client):
    # One phone or home holds a whole /64: a new address from it is not a new client.
    assert start(client, "2001:db8:1:2::a").status_code == 302
    assert start(client, "2001:db8:1:2:ffff::b").status_code == 302
    assert start(client, "2001:db8:1:2:1234:5678:9abc:def0").status_code == 429
    # The next /64 is another client; an IPv4 address mapped into IPv6 is the IPv4 address.
    assert start(client, "2001:db8:1:3::a").status_code == 302
    assert start(client, "192.0.2.7").status_code == 302
    assert start(client, "::ffff:192.0.2.7").status_code == 302
    assert start(client, "192.0.2.7").status_code == 429
