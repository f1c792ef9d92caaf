"""Numbers and marks in the players' languages: Persian digits on Persian pages (machinery kept
Western), forms that take Persian and Arabic digits, and Urdu's and Persian's own list and
sentence marks."""

import re
import uuid

import pytest
from django.urls import reverse

from tests.i18n_helpers import TWO_HANDS, main_of

pytestmark = pytest.mark.django_db


def test_a_persian_page_shows_persian_digits_and_keeps_its_machinery_western(client):
    """Every number a Persian page shows is in Persian digits; its addresses, attributes,
    scripts and entities keep Western ones (so links work and forms post back as they came),
    and other languages keep Western digits."""
    from scoring.models import Game

    game = Game.from_record(TWO_HANDS)
    url = reverse("scoring-scorer", args=[game.public_id, game.secret])
    persian = client.get(url, headers={"Accept-Language": "fa"}).content.decode()
    main = main_of(persian)
    text = re.sub(r"<script\b.*?</script>|<[^>]*>|&#?\w+;", " ", main, flags=re.S)
    assert re.search(r"[0-9]", text) is None, re.findall(r".{20}[0-9].{20}", text)[:3]
    assert re.search(r"[۰-۹]", text)
    add_url = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    assert f'action="{add_url}"' in persian
    tags = re.findall(r"<[^>]*>", persian)
    machinery = [re.sub(r' value="[^"]*"', "", tag) if "inputmode" in tag else tag for tag in tags]
    assert all(re.search(r"[۰-۹]", tag) is None for tag in machinery)
    for language in ("ur", "it", "hr", "nl"):
        other = client.get(url, headers={"Accept-Language": language}).content.decode()
        assert re.search(r"[۰-۹]", main_of(other)) is None, language


def test_a_form_takes_persian_and_arabic_digits(client):
    from tests.scoring_helpers import POSTED, new_game, urls

    game = new_game()
    hand = {**POSTED, "dealer": "A", "client_id": str(uuid.uuid4()), "game": ""}
    hand |= {"points_A": "۲۳", "points_B": "١٧"}  # Persian 23, Arabic-Indic 17
    answer = client.post(urls(game)["add"], hand, headers={"Accept-Language": "fa"})
    assert answer.status_code == 302
    assert game.hands.get().data["game"] == {"A": 23, "B": 17}


def test_code_keeps_the_digits_it_is_written_with(client):
    """A Persian page writes its numbers in Persian digits, but not a program's words."""
    page = client.get(reverse("scoring-import"), headers={"Accept-Language": "fa"})
    assert "<code>pegboard-record/1</code>" in page.content.decode()


def test_urdu_and_persian_lists_and_sentences_take_their_own_marks(client):
    """The totals after a saved hand, and the live page's spoken summary: "،" between the
    sides in Persian and Urdu, and Urdu's "۔" at the end of the sentence."""
    from scoring.models import Game

    game = Game.from_record(TWO_HANDS)
    hand = {"dealer": "A", "turned": "4", "beg": "stand", "high": "A", "low": "B", "game": "A"}
    said = {}
    for language in ("fa", "ur", "en"):
        response = client.post(
            reverse("scoring-add-hand", args=[game.public_id, game.secret]),
            {**hand, "jack": "none", "client_id": str(uuid.uuid4())},
            headers={"Accept-Language": language, "HX-Request": "true", "HX-Target": "entry"},
        )
        status = re.search(r'id="change-status".*?</div>', response.content.decode(), re.S)
        live = client.get(
            reverse("scoring-live", args=[game.public_id]), headers={"Accept-Language": language}
        ).content.decode()
        spoken = re.search(r"data-announce>(.*?)</p>", live, re.S).group(1)
        said[language] = tuple(re.sub(r"<[^>]+>", "", words) for words in (status[0], spoken))
        hand["dealer"] = "B" if hand["dealer"] == "A" else "A"
    assert "Red Lion" in said["ur"][0] and "، Crown" in said["ur"][0], said["ur"]
    assert said["ur"][0].rstrip().endswith("۔") and said["ur"][1].rstrip().endswith("۔")
    assert "، Crown" in said["fa"][0] and "، Crown" in said["fa"][1]
    assert ", Crown" in said["en"][0] and said["en"][0].rstrip().endswith(".")


def test_a_charts_coordinates_are_numbers_in_every_language(client):
    """An Italian, Croatian or Dutch page writes 10,5 for ten and a half, but a chart's
    coordinates are read by the browser: "10,5" there is no number, and the picture falls
    apart."""
    from tests.leagues.cards import SLUG, league_with_everyone

    league_with_everyone()
    for language in ("it", "hr", "nl", "fa", "ur", "en"):
        page = client.get(
            reverse("leagues-season", args=[SLUG]), headers={"Accept-Language": language}
        )
        svg = re.search(r"<svg viewBox.*?</svg>", page.content.decode(), re.S)[0]
        numbers = re.findall(r'\b(?:x|y|x1|x2|y1|y2)="([^"]*)"', svg)
        assert numbers and all(re.fullmatch(r"-?\d+(\.\d+)?", n) for n in numbers), language


def test_a_date_is_written_as_the_language_writes_it(client):
    """Croatian writes a day with its dot and a month in the genitive (1. listopada 2026.) or
    as a number (3. 9.), Dutch its months in small letters; English is as it was. The season
    chart's nights too."""
    import datetime

    from tests.leagues.cards import SLUG, league_with_everyone

    _season, fixture, _people = league_with_everyone()
    assert fixture.date == datetime.date(2026, 10, 1)
    url = reverse("leagues-fixture", args=[SLUG, fixture.pk])
    said = {
        language: main_of(client.get(url, headers={"Accept-Language": language}).content.decode())
        for language in ("hr", "nl", "en")
    }
    assert "Četvrtak, 1. listopada 2026." in said["hr"]  # (the line's first word)
    assert "Donderdag 1 oktober 2026" in said["nl"]
    assert "Thursday 1 October 2026" in said["en"]
    season = client.get(reverse("leagues-season", args=[SLUG]), headers={"Accept-Language": "hr"})
    chart = re.search(r"<svg viewBox.*?</svg>", season.content.decode(), re.S)[0]
    assert ">3. 9.<" in chart and "Ruj" not in chart


def test_days_and_months_are_in_small_letters_mid_sentence(client):
    """Italian, Croatian and Dutch write a day's and a month's name in small letters: "giocata
    il gio 1 ott", "odigran čet, 1. 10.", in a mail's "giocata giovedì 1 ottobre 2026"; a date
    that opens a line takes the line's capital ("Giovedì 1 ottobre 2026 · ...") (issue 48)."""
    import datetime

    from django.utils import translation
    from django.utils.formats import date_format

    from tests.leagues.cards import CARD, SLUG, enter_url, league_with_everyone

    _season, fixture, people = league_with_everyone()
    client.force_login(people["home_captain"])
    client.post(enter_url(fixture), CARD)
    client.force_login(people["secretary"])
    waiting = reverse("leagues-waiting-cards", args=[SLUG])
    fixture_page = reverse("leagues-fixture", args=[SLUG, fixture.pk])
    expected = {
        "it": ("giocata il gio 1 ott", "Giovedì 1 ottobre 2026", "giovedì 1 ottobre 2026"),
        "hr": ("odigran čet, 1. 10.", "Četvrtak, 1. listopada 2026.", "četvrtak, 1. listopada"),
        "nl": ("gespeeld op do 1 okt", "Donderdag 1 oktober 2026", "donderdag 1 oktober 2026"),
    }
    for language, (played, line, in_a_sentence) in expected.items():
        headers = {"Accept-Language": language}
        assert played in main_of(client.get(waiting, headers=headers).content.decode())
        assert (
            f'<p class="muted">{line}' in client.get(fixture_page, headers=headers).content.decode()
        )
        with translation.override(language):
            assert date_format(datetime.date(2026, 10, 1), "DATE_FORMAT").startswith(in_a_sentence)
            assert date_format(datetime.date(2026, 11, 1), "YEAR_MONTH_FORMAT")[0].islower()
