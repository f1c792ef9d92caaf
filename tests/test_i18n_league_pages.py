"""The league pages in the players' languages: the public pages, signing in and up, the
captains' cards and the secretary's pages, and a card's refusals and answers, with no English
words left."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from kernel.words import in_words
from tests.i18n_helpers import english_left, main_of, words_of

pytestmark = pytest.mark.django_db


ENGLISH_WORDS = re.compile(
    r"\b(Table|Results?|Players?|Games?|Points|won|lost|drawn|against|Season|Form|aggregate"
    r"|confirmed|Fixtures|Partners|Leagues?|Download|Head to head|champions|played)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_league_pages_leave_no_english_words(client, language):
    """The words of the league pages (the teams' and players' names are the league's own)."""
    from tests.leagues.cards import SLUG, league_with_everyone, with_pairs_named

    season, players, _people = with_pairs_named(*league_with_everyone())
    pages = [
        reverse("leagues-list"),
        reverse("leagues-season", args=[SLUG]),
        reverse("leagues-results", args=[SLUG]),
        reverse("leagues-team", args=[SLUG, "crown"]),
        reverse("leagues-leaderboard", args=[SLUG]),
        reverse("leagues-ratings", args=[SLUG]),
        reverse("leagues-player", args=[SLUG, players["Ann"].pk]),
        reverse("leagues-head-to-head", args=[SLUG, "crown", "swan"]),
        reverse("leagues-history", args=[season.league.slug]),
    ]
    names = {*(p.name for p in players.values()), "The Crown", "The Swan", "The Black Bull"}
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        text = words_of(body, names | {season.league.name})
        assert english_left(ENGLISH_WORDS, text, language) == [], url


SIGN_IN_WORDS = re.compile(
    r"\b(Sign|account|Captains|secretar\w*|Username|Password|name|Required|characters|digits"
    r"|password|information|Enter|match|common|numeric|confirmation)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_signing_in_and_up_leave_no_english_words(client, language):
    """The two pages a captain or secretary meets first, and a sign-up refused for its password
    (Django's own words: the project's catalogues carry those Django's Urdu catalogue lacks,
    kernel/django_words.py)."""
    refused = {"username": "ann", "password1": "123", "password2": "1234"}
    for url, data in (
        (reverse("login"), None),
        (reverse("signup"), None),
        (reverse("signup"), refused),
    ):
        headers = {"Accept-Language": language}
        answer = (
            client.post(url, data, headers=headers) if data else client.get(url, headers=headers)
        )
        body = answer.content.decode()
        main = main_of(body)
        text = re.sub(r"<[^>]+>", " ", main)
        found = english_left(SIGN_IN_WORDS, text, language)
        if language == "it":  # Italian's own words for them
            found = [word for word in found if word.lower() not in ("account", "password")]
        assert found == [], (url, found)


CARD_WORDS = re.compile(
    r"\b(Match card|Game|Send|card|Walkover|pair|Typed|phone|Confirm|Dispute|version|Entered"
    r"|Cards to settle|Nothing to settle|Captains|sign in|Date|scheduled|played|v)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_captains_card_pages_leave_no_english_words(client, language):
    """The fixture with its card, entering a card (a captain), and the cards to settle (the
    secretary): the teams' names are the league's own."""
    from tests.leagues.cards import league_with_everyone

    season, fixture, people = league_with_everyone()
    pages = [
        ("anonymous", reverse("leagues-fixture", args=[season.slug, fixture.pk])),
        ("home_captain", reverse("leagues-fixture", args=[season.slug, fixture.pk])),
        ("home_captain", reverse("leagues-enter-card", args=[season.slug, fixture.pk])),
        ("secretary", reverse("leagues-waiting-cards", args=[season.slug])),
    ]
    names = {str(team.name) for team in season.teams.all()} | {str(season)}
    for who, url in pages:
        client.logout()
        if who != "anonymous":
            client.force_login(people[who])
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        found = english_left(CARD_WORDS, words_of(body, names), language)
        assert found == [], (who, url, found)
        english = client.get(url, headers={"Accept-Language": "en"}).content.decode()
        assert CARD_WORDS.search(main_of(english)), url  # (words to find)


SECRETARY_WORDS = re.compile(
    r"\b(Run|public page|Cards to settle|settled|awaiting|Teams|captains?|players?|Add|Fixtures"
    r"|Generate|Week|Postponed|Save|House rules|Leaderboard|Adjust\w*|League name|Season"
    r"|tie-breaker|Points|Team|Reason|Username|Which All Fours|Choose another|Play to|now"
    r"|Mon|Thu|required|exists|Nobody|signed up)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_secretarys_pages_leave_no_english_words(client, language):
    """Running a season (with a card awaiting an answer and a house rule set), a new season,
    the house rules, and the secretary's forms refused: the league's names are its own."""
    from tests.leagues.cards import CARD, enter_url, league_with_everyone

    season, fixture, people = league_with_everyone()
    season.house_variant, season.house_options = "heckmondwike", {}
    with season.changing():
        season.save()
    client.force_login(people["home_captain"])
    client.post(enter_url(fixture), CARD)
    client.force_login(people["secretary"])
    heard = {"headers": {"Accept-Language": language}}
    manage = reverse("leagues-manage", args=[season.slug])
    house = reverse("leagues-house-rules", args=[season.slug])
    pages = [
        client.get(manage, **heard),
        client.get(reverse("leagues-new-season"), **heard),
        client.get(house, **heard),
        client.get(f"{house}?variant=allfours:trinidad", **heard),
        client.post(reverse("leagues-new-season"), {"league": season.league.name}, **heard),
        client.post(reverse("leagues-add-team", args=[season.slug]), {"name": "crown"}, **heard),
        client.post(reverse("leagues-add-team", args=[season.slug]), {}, **heard),
        client.post(
            reverse("leagues-add-captain", args=[season.slug, "crown"]),
            {"username": "nobody-here"},
            **heard,
        ),
    ]
    names = (  # the league's own names, and the usernames, which are the people's own
        {str(team.name) for team in season.teams.all()}
        | {str(team.venue) for team in season.teams.all()}
        | {str(season), season.league.name, season.name, "captain", "secretary"}
    )
    for response in pages:
        found = english_left(SECRETARY_WORDS, words_of(response.content.decode(), names), language)
        assert found == [], (response.request["PATH_INFO"], found)
    english = client.get(manage, headers={"Accept-Language": "en"}).content.decode()
    assert SECRETARY_WORDS.search(main_of(english))  # (words to find)


CARD_REFUSALS = re.compile(
    r"\b(Give|finished game|already plays|match|pair|phone game|Card|version|secretary"
    r"|confirm\w*|answer)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_a_cards_refusals_and_answers_are_in_the_language(client, language):
    """What a captain is told about a card: a score that is no finished game, a player in two
    games, the card sent, answered, and answered again; a league's tie-break notes too."""
    from leagues.models import Player
    from leagues.rules import MatchResult, standings
    from leagues.rules.table import LeagueRules
    from tests.leagues.cards import CARD, answer_url, enter_url, league_with_everyone

    season, fixture, people = league_with_everyone()
    with season.changing():
        ann, bob, cy = (
            Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob", "Cy")
        )
    wrong = {
        **CARD,
        "game-3-home_score": 14,
        "game-3-away_score": 14,
        "game-1-home_players": [ann.pk, bob.pk],
        "game-2-home_players": [ann.pk, cy.pk],
    }
    heard = {"headers": {"Accept-Language": language}}
    client.force_login(people["home_captain"])
    said = [
        client.post(enter_url(fixture), wrong, **heard),
        client.post(enter_url(fixture), CARD, follow=True, **heard),
    ]
    client.force_login(people["away_captain"])
    said.append(client.post(answer_url(fixture, "confirm"), follow=True, **heard))
    said.append(client.post(answer_url(fixture, "confirm"), follow=True, **heard))
    for response in said:
        text = words_of(response.content.decode(), ("Ann", "The Swan", "The Crown"))
        assert english_left(CARD_REFUSALS, text, language) == []
    english = client.post(enter_url(fixture), wrong, headers={"Accept-Language": "en"})
    assert "already plays in game 1" in english.content.decode()

    level = MatchResult("a", "b", ((15, 9), (9, 15), (15, 9), (9, 15)))
    table = standings({"a": "Anchor", "b": "Bell"}, [level], LeagueRules())
    with translation.override(language):
        notes = [in_words(note) for note in table.notes]
    assert notes and not any(re.search(r"\b(and|level|separated|share)\b", n) for n in notes)
