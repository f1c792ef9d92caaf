"""Every page of the scorer and of the league, as each persona sees it, in Persian, Urdu and
Italian: no English word of the English page is left in it. The words are found, not listed:
each page is read in English first, and its words (names aside: the league's, the teams',
the players', the games' own) must not be on the translated page."""

import html
import json
import re
import uuid

import pytest
from django.conf import settings
from django.urls import reverse

from scoring.models import Game
from scoring.rules import games
from tests.conftest import EXAMPLES
from tests.i18n_helpers import THEIR_OWN, main_of
from tests.leagues.cards import games_posted

pytestmark = pytest.mark.django_db

# A word of any script (an Italian word with an accent is one word, not English pieces); only
# those written in English's letters are compared.
ANY_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z']{2,}")
# Words every language writes the same: the site's name, file kinds, and the record
# format's own words a player must type as they are.
THE_SAME = {"Pegboard", "pegboard", "JSON", "json", "CSV", "iCal", "PDF"}
# The games' own words, which the tables that play them say in their language, English pages
# included: Croatian Bela's and Dutch Klaverjas's.
THE_SAME |= {"bela", "belot", "kontra", "rekontra", "Kontra", "Rekontra", "Belot"}
THE_SAME |= {"roem", "stuk", "pit", "nat", "verzaakt", "Roem", "Stuk", "Pit", "Verzaakt"}
THE_SAME |= {"kraak", "herkraak", "superkraak", "Kraak", "Herkraak", "Superkraak", "Kraken", "boom"}
# Words Italian shares with English (it is not English left behind).
ITALIAN_TOO = {
    "bela",
    "non",
    "record",
    "file",
    "link",
    "Password",
    "password",
    "mail",  # e-mail
    "come",  # "how", "as": la classifica come sarebbe
    "account",
    "nov",  # months, in small letters as Italian writes them: "7 set", "24 nov"
    "set",
    "Pub",
    "pub",
}


# Words a language writes as English does (tests/i18n_helpers.py has hr's and nl's own).
THEIRS_TOO = {
    "it": ITALIAN_TOO,
    "hr": THEIR_OWN["hr"] | {"Partner", "bela", "minus"},
    # Dutch: "team(s)", "jokers", "link", "code", "download", "claim", "open", "over" (about),
    # "was" (was), "week", "site(s)" and "website" are Dutch words as well.
    "nl": THEIR_OWN["nl"]
    | {"team", "teams", "jokers", "link", "code", "download", "claim", "Open", "over", "was"}
    | {"site", "sites", "Sites", "website", "week"}
    | {"mail"},  # e-mail
}


def page_text(page: str, names: set[str]) -> str:
    # Scripts (the phone's words are keys there), code (a record's keys, typed as they are)
    # and a snippet of HTML to copy (a textarea) are not read as words; the page's text is.
    text = re.sub(r"<(script|code|textarea)\b.*?</\1>", " ", main_of(page), flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    for name in sorted(names, key=len, reverse=True):  # whole names: "Cal" is in "Calder"
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", text)
    return text


def latin_words(text: str) -> set[str]:
    words = {word for word in ANY_WORD.findall(text) if LATIN_WORD.fullmatch(word)}
    return words - THE_SAME


def where(word: str, text: str) -> str:
    """The word in its place on the page, to find it in the templates."""
    found = re.search(rf"(?<![^\W\d_]).{{0,30}}{re.escape(word)}.{{0,30}}", text, re.S)
    return " ".join(found.group(0).split()) if found else word


def game_names() -> set[str]:
    """The games' and variants' own names and the words in them ("Seven Up / Old Sledge")."""
    names = set()
    for game in games().values():
        for title in (game.title, *(variant.title for variant in game.variants.values())):
            names |= {str(title), *LATIN_WORD.findall(str(title))}
    return names


def scored_games() -> list[Game]:
    """A game of each family with hands played."""
    found = []
    for example in ("allfours-trinidad-two-hands", "klaberjass-made", "amerikaner-made-wins"):
        record = json.loads((EXAMPLES / "games" / f"{example}.json").read_text())["record"]
        found.append(Game.from_record(record))
    return found


def pages(client, people, season, fixture) -> list[tuple[str | None, str, dict | None]]:
    """(persona, address, posted data or None) for every page."""
    scorer = [
        reverse("scoring-home"),
        reverse("scoring-new-game"),
        *(
            reverse("scoring-new-game") + f"?variant={key}"
            for key in ("allfours:trinidad", "bela:klaberjass", "amerikaner:amerikaner")
        ),
        reverse("scoring-import"),
        reverse("scoring-my-games"),
    ]
    for game in scored_games():
        args = [game.public_id, game.secret]
        scorer += [
            reverse("scoring-scorer", args=args),
            reverse("scoring-live", args=[game.public_id]),
            reverse("scoring-changes", args=args),
            reverse("scoring-edit-hand", args=[*args, 1]),
        ]
    slug = season.slug
    league = [
        reverse("leagues-list"),
        reverse("leagues-history", args=[season.league.slug]),
        reverse("leagues-season", args=[slug]),
        reverse("leagues-results", args=[slug]),
        reverse("leagues-fixtures", args=[slug]),
        reverse("leagues-team", args=[slug, "crown"]),
        reverse("leagues-fixture", args=[slug, fixture.pk]),
        reverse("leagues-print-fixtures", args=[slug]),
        reverse("leagues-print-card", args=[slug, fixture.pk]),
        reverse("leagues-embed-table", args=[slug]),
        reverse("login"),
    ]
    return [
        *((None, url, None) for url in scorer + league),
        ("home_captain", reverse("leagues-enter-card", args=[slug, fixture.pk]), None),
        ("away_captain", reverse("leagues-fixture", args=[slug, fixture.pk]), None),
        ("secretary", reverse("leagues-manage", args=[slug]), None),
        ("secretary", reverse("leagues-waiting-cards", args=[slug]), None),
        ("secretary", reverse("leagues-edit-team", args=[slug, "swan"]), None),
        ("home_captain", reverse("leagues-ask-player", args=[slug, "swan"]), None),
        ("home_captain", reverse("leagues-ask-player", args=[slug, "swan"]), {"name": ""}),
        ("secretary", reverse("leagues-edit-team", args=[slug, "swan"]), {"name": ""}),
        ("secretary", reverse("leagues-new-season"), None),
        ("secretary", reverse("leagues-house-rules", args=[slug]), None),
        ("secretary", reverse("leagues-deadlines", args=[slug]), None),
        ("secretary", reverse("leagues-set-deadlines", args=[slug]), {"late_card": "x"}),
        ("secretary", reverse("leagues-import"), None),
        ("secretary", reverse("leagues-import"), {"file": ""}),
        (
            "home_captain",
            reverse("leagues-enter-card", args=[slug, fixture.pk]),
            {"replaces": 0, **games_posted()},
        ),
        # Accounts (issue 36): the profile, what waits for a captain, the invitation, the reset.
        ("home_captain", reverse("profile"), None),
        ("away_captain", reverse("leagues-list"), None),
        ("outsider", reverse("leagues-invitation", args=[invitation(fixture).token]), None),
        (None, reverse("leagues-invitation", args=[invitation(fixture).token]), None),
        (None, reverse("password_reset"), None),
        (None, reverse("password_reset_done"), None),
        (None, reverse("password_reset_confirm", args=["MQ", "no-such-token"]), None),
        (None, reverse("password_reset_complete"), None),
        ("home_captain", reverse("password_change"), None),
        ("home_captain", reverse("password_change"), {"old_password": "not it"}),
        ("home_captain", reverse("password_change_done"), None),
        # The league night live (issue 53): tonight, on a phone and on the TV, a game's start.
        (None, reverse("leagues-tonight", args=[slug]), None),
        (None, reverse("leagues-tonight-tv", args=[slug]), None),
        ("home_captain", reverse("leagues-start-fixture-game", args=[slug, fixture.pk]), None),
    ]


def invitation(fixture):
    from leagues.models import Invitation

    return Invitation.objects.get_or_create(team=fixture.home, email="new@example.org")[0]


def visit(client, people, who, url, data, language) -> str:
    client.logout()
    if who:
        client.force_login(people[who])
    headers = {"Accept-Language": language}
    answer = client.post(url, data, headers=headers) if data else client.get(url, headers=headers)
    assert answer.status_code in (200, 400, 422), (url, answer.status_code)
    return answer.content.decode()


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_no_english_word_is_left_on_any_page(client, language):
    from django.contrib.auth.models import User

    from leagues.models import Player, Team
    from tests.leagues.cards import CARD, enter_url, league_with_everyone

    season, fixture, people = league_with_everyone()
    client.force_login(people["home_captain"])
    client.post(enter_url(fixture), CARD)  # a card for the away captain to answer
    # Captains may ask for a player, and one waits for the secretary (the manage page).
    season.set_registration(None, True)
    fixture.home.ask_to_register(people["home_captain"], "Sam Hill")
    names = (
        {season.league.name, str(season), season.name, "Another league"}
        | {team.name for team in Team.objects.all()}
        | {player.name for player in Player.objects.all()}
        | {user.username for user in User.objects.all()}
        | {"Ann & Bob", "Cal & Dee", "Red Lion", "Crown", "North", "East", "South", "West"}
        | {"Sam Hill", "Ann & Bo", "Cy & Di"}
        | game_names()
        # An invitation's address, and the languages by their own names (the profile's choice).
        | {"new@example.org"}
        | {name for _, name in settings.LANGUAGES}
    )
    left = {}
    for who, url, data in pages(client, people, season, fixture):
        if data is not None:
            data = {**data, "client_id": str(uuid.uuid4())}
        english = latin_words(page_text(visit(client, people, who, url, data, "en"), names))
        text = page_text(visit(client, people, who, url, data, language), names)
        found = latin_words(text) & english
        found -= THEIRS_TOO.get(language, set())
        if found:
            left[(who, url)] = sorted(f"{word}: {where(word, text)}" for word in found)
    assert not left, "\n".join(f"{where}: {words}" for where, words in left.items())
