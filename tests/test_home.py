"""The home page says what Pegboard is and shows the demo game as the engine scores it."""

import re

from django.urls import reverse


def test_it_shows_what_pegboard_is(client):
    response = client.get(reverse("scoring-home"))
    assert response.status_code == 200
    page = response.content.decode()
    assert "Keep score at the table" in page
    assert "All Fours (Trinidad)" in page and "Seven Up" in page


def test_it_shows_the_demo_game_hand_by_hand(client):
    page = client.get(reverse("scoring-home")).content.decode()
    assert "<bdi>Red Lion</bdi> won." in page
    line = (
        "<bdi>Crown</bdi> hanged <bdi>Red Lion</bdi>&#x27;s jack "
        '<span class="points gain" dir="ltr">+3</span>'
    )
    assert line in page
    # The winning hand's Game point came after the winning hang jack, so it is not counted.
    assert "not counted: the game was already won" in page
    assert "<bdi>Red Lion</bdi> scores for <bdi>Crown</bdi>&#x27;s misdeal" in page


def test_it_rejects_post(client):
    assert client.post(reverse("scoring-home")).status_code == 405


def test_it_sends_a_strict_content_security_policy(client):
    response = client.get(reverse("scoring-home"))
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    # Every script is a same-origin file: no page needs a nonce, so none is sent, and a page
    # a shared cache keeps never repeats one.
    assert "nonce-" not in policy
    page = response.content.decode()
    assert re.findall(r"<script(?![^>]*\bsrc=)", page) == []
