"""Links that stay yours: a start's key is made by the server and bound to the session of the
phone it was given to. A link that names a key (`/games/new/?start_key=K`, a QR code on a pub
table) puts nothing in the form; the same key sent again by that phone (a double tap, a retry)
opens the game it started; sent by anyone else it starts a fresh game of their own, and never
reveals the first phone's game or its scorer's link."""

import uuid

import pytest
from django.test import Client
from django.urls import reverse

from scoring.models import Game
from tests.test_limits import NEW_GAME
from tests.test_play_again import again_url, won_game

pytestmark = pytest.mark.django_db
NEW = reverse("scoring-new-game")


def form_key(page: str) -> str:
    """The start key the page's form carries."""
    return page.split('name="start_key" value="')[1].split('"')[0]


def test_a_key_in_a_link_is_not_put_in_the_form(client):
    planted = str(uuid.uuid4())
    page = client.get(NEW, {"variant": "allfours:trinidad", "start_key": planted})
    assert planted not in page.content.decode()
    assert form_key(page.content.decode()) != planted


def test_a_key_another_phone_was_given_starts_a_fresh_game_and_reveals_nothing(client):
    victim = client
    key = form_key(victim.get(NEW, {"variant": "allfours:trinidad"}).content.decode())
    started = victim.post(NEW, {**NEW_GAME, "start_key": key})
    theirs = Game.objects.get()
    assert started.url.endswith(f"/{theirs.secret}/")
    assert victim.post(NEW, {**NEW_GAME, "start_key": key}).url == started.url  # a double tap

    stranger = Client()
    answer = stranger.post(NEW, {**NEW_GAME, "start_key": key})
    assert answer.status_code == 302 and theirs.secret not in answer.url
    assert Game.objects.count() == 2  # a fresh game of the stranger's own
    mine = stranger.get(reverse("scoring-my-games")).content.decode()
    assert theirs.secret not in mine and theirs.public_id not in mine
    assert stranger.post(NEW, {**NEW_GAME, "start_key": key}).url == answer.url  # theirs now


def test_a_start_resent_after_signing_in_still_opens_its_game(client, django_user_model):
    key = form_key(client.get(NEW, {"variant": "allfours:trinidad"}).content.decode())
    first = client.post(NEW, {**NEW_GAME, "start_key": key})
    client.force_login(django_user_model.objects.create_user("sam", password="x-long-pw-1"))
    assert client.post(NEW, {**NEW_GAME, "start_key": key}).url == first.url


def test_play_again_opens_the_game_it_started_only_for_the_phone_that_started_it(client):
    won = won_game()
    page = client.get(reverse("scoring-scorer", args=[won.public_id, won.secret])).content
    key = form_key(page.decode())
    first = client.post(again_url(won), {"start_key": key})
    assert client.post(again_url(won), {"start_key": key}).url == first.url
    other_phone = Client()  # holding the scorer's link too, and the page's key
    second = other_phone.post(again_url(won), {"start_key": key})
    assert second.status_code == 302 and second.url != first.url
    assert Game.objects.count() == 3


def test_a_key_that_is_no_key_is_answered_calmly(client):
    answer = client.post(NEW, {**NEW_GAME, "start_key": "<script>"})
    assert answer.status_code == 200 and Game.objects.count() == 0
    assert client.post(NEW, NEW_GAME).status_code == 302  # an older page sends none
