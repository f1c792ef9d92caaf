"""The players' languages: the browser's choice or the visitor's, right to left for Persian
and Urdu, one stylesheet for both directions, and catalogues with nothing left untranslated."""

import re
import uuid
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation

from scoring.rules import games
from scoring.sheets import in_words

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = {
    code: ROOT / "locale" / code / "LC_MESSAGES" / "django.po" for code in ("fa", "ur", "it")
}
pytestmark = pytest.mark.django_db


def main_of(page: str) -> str:
    """A page's own content: what is inside <main>, without the frame every page shares."""
    return page.split('<main id="main">')[1].split("</main>")[0]


def words_of(page: str, own=()) -> str:
    """A page's own words: its <main> without tags, and without the names the league or the
    game gives (`own`, the longest first: "Cal" is in "Calder")."""
    text = re.sub(r"<[^>]+>", " ", main_of(page))
    for name in sorted(own, key=len, reverse=True):
        text = text.replace(name, "")
    return text


@pytest.mark.parametrize(
    ("accept", "lang", "direction", "nav"),
    [
        ("fa-IR,fa;q=0.9", "fa", "rtl", "بازی تازه"),
        ("ur", "ur", "rtl", "نیا کھیل"),
        ("it-IT,it;q=0.8,en;q=0.5", "it", "ltr", "Nuova partita"),
        ("en-US,en;q=0.9", "en-gb", "ltr", "New game"),
        ("de-DE", "en-gb", "ltr", "New game"),  # a language Pegboard does not speak
    ],
)
def test_the_browsers_language_picks_the_pages_language(client, accept, lang, direction, nav):
    page = client.get(reverse("scoring-home"), headers={"Accept-Language": accept})
    body = page.content.decode()
    assert f'<html lang="{lang}" dir="{direction}">' in body
    assert nav in body and page["Content-Language"] == lang
    assert "Accept-Language" in page["Vary"]


def test_the_language_switch_is_on_every_page_and_the_choice_is_remembered(client):
    home = client.get(reverse("scoring-home")).content.decode()
    assert 'action="/language/"' in home and '<option value="ur" lang="ur">اردو</option>' in home
    chosen = client.post("/language/", {"language": "ur", "next": "/leagues/"})
    assert chosen.status_code == 302 and chosen["Location"] == "/leagues/"
    assert chosen.cookies[settings.LANGUAGE_COOKIE_NAME].value == "ur"
    # Remembered over what the browser asks for.
    page = client.get(reverse("leagues-list"), headers={"Accept-Language": "it"})
    assert '<html lang="ur" dir="rtl">' in page.content.decode()
    assert 'value="ur" lang="ur" selected' in page.content.decode()


def test_a_shared_cache_keeps_a_page_per_language(client):
    page = client.get(reverse("leagues-list"))
    assert "public" in page["Cache-Control"]
    assert {"Accept-Language", "Cookie"} <= {v.strip() for v in page["Vary"].split(",")}


def test_a_live_poll_is_not_answered_not_modified_across_languages(client):
    from tests.test_scoring_views import new_game

    game = new_game()
    live = reverse("scoring-live", args=[game.public_id])
    english = client.get(live)["ETag"]
    persian = client.get(live, headers={"Accept-Language": "fa"})
    assert persian["ETag"] != english
    again = client.get(live, headers={"Accept-Language": "fa", "If-None-Match": english})
    assert again.status_code == 200


PHYSICAL = re.compile(
    r"(margin|padding|border|inset)-(left|right)|text-align:\s*(left|right)"
    r"|float:\s*(left|right)|[^-]\b(left|right)\s*:"
)


def test_the_stylesheet_serves_both_directions():
    """Written with logical properties (margin-inline-start, text-align: start), so the same
    rules lay a page out right to left for Persian and Urdu."""
    css = (ROOT / "static" / "css" / "pegboard.css").read_text()
    rules = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    assert PHYSICAL.findall(rules) == []


def entries(path: Path) -> list[tuple[str, str, bool]]:
    """(msgid, msgstr, fuzzy) for each entry of a catalogue, multi-line strings joined."""
    found, fuzzy, current, field = [], False, {}, None
    for line in [*path.read_text().splitlines(), ""]:
        if line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
        elif line.startswith(("msgid ", "msgstr ", "msgid_plural ", "msgstr[")):
            field, _, rest = line.partition(" ")
            current[field] = current.get(field, "") + rest.strip()[1:-1]
        elif line.startswith('"') and field:
            current[field] += line.strip()[1:-1]
        elif not line.strip() and current:
            strings = [v for k, v in current.items() if k.startswith("msgstr")]
            translated = "\x00".join(strings) if any(strings) else ""  # plural forms joined
            found.append((current.get("msgid", ""), translated, fuzzy))
            current, fuzzy, field = {}, False, None
    return found


@pytest.mark.parametrize("code", sorted(CATALOGUES))
def test_every_catalogue_is_complete(code):
    found = entries(CATALOGUES[code])
    assert len(found) > 1
    header, *messages = found
    assert not header[2], "the header is marked fuzzy"
    untranslated = [msgid for msgid, translated, _ in messages if not translated]
    fuzzy = [msgid for msgid, _, is_fuzzy in messages if is_fuzzy]
    assert untranslated == [] and fuzzy == []


def test_the_catalogues_hold_the_same_messages():
    ids = {code: {msgid for msgid, _, _ in entries(path)} for code, path in CATALOGUES.items()}
    assert ids["fa"] == ids["ur"] == ids["it"]


ENGLISH_WORDS = re.compile(
    r"\b(Table|Results?|Players?|Games?|Points|won|lost|drawn|against|Season|Form|aggregate"
    r"|confirmed|Fixtures|Partners|Leagues?|Download|Head to head|champions|played)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
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
        reverse("leagues-player", args=[SLUG, players["Ann"].pk]),
        reverse("leagues-head-to-head", args=[SLUG, "crown", "swan"]),
        reverse("leagues-history", args=[season.league.slug]),
    ]
    names = {*(p.name for p in players.values()), "The Crown", "The Swan", "The Black Bull"}
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        text = words_of(body, names | {season.league.name})
        assert ENGLISH_WORDS.findall(text) == [], (url, ENGLISH_WORDS.findall(text))


GAME_WORDS = re.compile(
    r"\b(Hand|Hands|Save|Undo|High|Low|Jack|Game|to go|won|First|Live|Share|Download|Turned"
    r"|Beg|Stand|Penalties|dealt|kept|scores?|turned up|gave|hanged|captured|Nobody|Level"
    r"|tricks?|bid|partnered|defended|card points|bate|claimed|Maker|Trumps|Suit|Bidder)\b"
)
TWO_HANDS = {
    "game": "allfours",
    "variant": "trinidad",
    "sides": [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}],
    "hands": [
        {
            "dealer": "A",
            "turned": ["A"],
            "beg": "stand",
            "high": "A",
            "low": {"held": "B", "won": "A"},
            "jack": {"held": "B", "won": "A"},
            "game": {"A": 20, "B": 18},
        },
        {
            "dealer": "B",
            "turned": ["4"],
            "beg": "give",
            "high": "B",
            "low": "B",
            "jack": "B",
            "game": None,
        },
    ],
}


def example_record(name: str) -> dict:
    import json

    return json.loads((ROOT / "tests" / "data" / "games" / f"{name}.json").read_text())["record"]


@pytest.mark.parametrize("game", ["allfours", "bela2-held-over", "amerikaner-seed-examples"])
@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_the_scorer_and_live_pages_leave_no_english_words(client, language, game):
    """The board, the entry form and every hand line (the rules core's words, translated
    through their messages: scoring/rules/words.py), for a game of each family."""
    from scoring.models import Game

    game = Game.from_record(TWO_HANDS if game == "allfours" else example_record(game))
    for url in (
        reverse("scoring-scorer", args=[game.public_id, game.secret]),
        reverse("scoring-live", args=[game.public_id]),
    ):
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        main = main_of(body)
        main = re.sub(r"<script[^>]*>.*?</script>", " ", main, flags=re.S)
        text = re.sub(r"<[^>]+>", " ", main).replace("Red Lion", "").replace("Crown", "")
        text = text.replace("Trinidad", "")  # the variant's name, kept in Italian
        assert GAME_WORDS.findall(text) == [], (url, GAME_WORDS.findall(text))


@pytest.mark.parametrize("code", sorted(CATALOGUES))
def test_every_translation_keeps_its_placeholders(code):
    """A translation that drops or renames "%(n)s" or "{side}" would fail when filled in."""
    placeholder = re.compile(r"%\(\w+\)s|\{\w+\}")
    for msgid, translated, _ in entries(CATALOGUES[code])[1:]:
        if translated and "\x00" not in translated:  # (a plural's forms may leave the count)
            wanted, given = placeholder.findall(msgid), placeholder.findall(translated)
            assert sorted(wanted) == sorted(given), msgid
            # A JSON example's braces are doubled in a said() message ({{"A": 5}}): a single
            # one would break the filling in.
            assert (msgid.count("{{"), msgid.count("}}")) == (
                translated.count("{{"),
                translated.count("}}"),
            ), msgid


START_WORDS = re.compile(
    r"\b(Start|Play to|First|Second|Players?|sides?|variants?|Change|House|Default|Keep score"
    r"|Games?|Hand|turned up|won|Kicks|points|Us|Them|yes"
    # the house rules' choices, by their record ids or in English words
    r"|every|final|holder|capturer|nobody|opponents|claims|bate|halves|floor|kitty|joint"
    r"|play on|redeal|trumps|bidder|partner|maker|opponent)\b"
)


def test_every_house_rule_choice_has_words():
    """No start form or card page shows a choice by its record id ("non_dealer")."""
    from scoring.option_words import CHOICE_WORDS

    for game in games().values():
        for variant in game.variants.values():
            for key, option in variant.options.items():
                for choice in getattr(option.read, "choices", ()):
                    assert (key, choice) in CHOICE_WORDS, (variant.id, key, choice)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_starting_a_game_leaves_no_english_words(client, language):
    """The home page with its demo game, the list of games and variants (their names and
    summaries, marked in the rules core with `named`) and a variant's start form."""
    pages = [
        reverse("scoring-home"),
        reverse("scoring-new-game"),
        reverse("scoring-new-game") + "?variant=allfours:trinidad",
        reverse("scoring-new-game") + "?variant=amerikaner:amerikaner",
        reverse("scoring-new-game") + "?variant=amerikaner:kani",
        reverse("scoring-new-game") + "?variant=bela:bela3",
        reverse("scoring-new-game") + "?variant=bela:klaberjass",
    ]
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        text = words_of(body, ("Red Lion", "Crown", "All Fours", "Pegboard"))  # the demo's
        assert START_WORDS.findall(text) == [], (url, START_WORDS.findall(text))


SIGN_IN_WORDS = re.compile(
    r"\b(Sign|account|Captains|secretar\w*|Username|Password|name|Required|characters|digits"
    r"|password|information|Enter|match|common|numeric|confirmation)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
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
        found = SIGN_IN_WORDS.findall(text)
        if language == "it":  # Italian's own words for them
            found = [word for word in found if word.lower() not in ("account", "password")]
        assert found == [], (url, found)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("fa", "بالاترین حکم برده شد"),
        ("ur", "اعلی جیتا گیا"),
        ("it", "quindi qualcuno ha vinto anche il Basso"),
    ],
)
def test_a_hand_the_rules_refuse_is_refused_in_the_players_language(client, language, words):
    """The rules core's refusals (said as messages: scoring/rules/words.py) reach the entry
    form translated, beside the field they name, with the entries kept."""
    from tests.test_scoring_views import POSTED, new_game, urls

    game = new_game()
    hand = {**POSTED, "dealer": "A", "high": "A", "low": "none", "client_id": str(uuid.uuid4())}
    answer = client.post(urls(game)["add"], hand, headers={"Accept-Language": language})
    page = answer.content.decode()
    assert answer.status_code == 422
    assert words in page
    assert "High was won" not in page


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("fa", "هیچ کارتی ۱ امتیاز ندارد"),
        ("ur", "کسی پتے کی قیمت 1 نہیں"),
        ("it", "nessuna carta vale 1"),
    ],
)
def test_a_bela_hand_the_rules_refuse_is_refused_in_the_players_language(client, language, words):
    from scoring.models import Game

    game = Game.objects.create(
        game="bela",
        variant="bela2",
        sides=[{"id": "A", "name": "Yusuf"}, {"id": "B", "name": "Mira"}],
    )
    url = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    hand = {"client_id": str(uuid.uuid4()), "maker": "A", "trump": "spades", "points_A": "1"}
    hand |= {"points_B": "70", "last_trick": "B"}
    page = client.post(url, hand, headers={"Accept-Language": language}).content.decode()
    assert words in page and "no card is worth 1" not in page


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
    assert all(re.search(r"[۰-۹]", tag) is None for tag in re.findall(r"<[^>]*>", persian))
    urdu = client.get(url, headers={"Accept-Language": "ur"}).content.decode()
    assert re.search(r"[۰-۹]", main_of(urdu)) is None


def test_a_form_takes_persian_and_arabic_digits(client):
    from tests.test_scoring_views import POSTED, new_game, urls

    game = new_game()
    hand = {**POSTED, "dealer": "A", "client_id": str(uuid.uuid4()), "game": ""}
    hand |= {"points_A": "۲۳", "points_B": "١٧"}  # Persian 23, Arabic-Indic 17
    answer = client.post(urls(game)["add"], hand, headers={"Accept-Language": "fa"})
    assert answer.status_code == 302
    assert game.hands.get().data["game"] == {"A": 23, "B": 17}


PLAYER_PAGE_WORDS = re.compile(
    r"\b(My games|Being played|Finished|None|Start|Import|Every change|Back|Before|After"
    r"|Edit|Delete|Save|hand|Nothing here|address|signal|phone|game)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_a_players_other_pages_leave_no_english_words(client, language):
    """My games, a game's changes, editing a hand, importing a game, a page that is not there
    and the page a phone shows with no signal."""
    from scoring.models import Game

    game = Game.from_record(TWO_HANDS)
    client.get(reverse("scoring-scorer", args=[game.public_id, game.secret]))  # on this phone
    pages = [
        reverse("scoring-my-games"),
        reverse("scoring-changes", args=[game.public_id, game.secret]),
        reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1]),
        reverse("scoring-import"),
        reverse("offline"),
        "/no/such/page/",
    ]
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        main = main_of(body)
        text = re.sub(r"<(script|code)\b.*?</\1>|<[^>]+>", " ", main, flags=re.S)
        text = text.replace("Red Lion", "").replace("Crown", "").replace("Pegboard", "")
        assert PLAYER_PAGE_WORDS.findall(text) == [], (url, PLAYER_PAGE_WORDS.findall(text))


CARD_WORDS = re.compile(
    r"\b(Match card|Game|Send|card|Walkover|pair|Typed|phone|Confirm|Dispute|version|Entered"
    r"|Cards to settle|Nothing to settle|Captains|sign in|Date|scheduled|played|v)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
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
        found = CARD_WORDS.findall(words_of(body, names))
        assert found == [], (who, url, found)
        english = client.get(url, headers={"Accept-Language": "en"}).content.decode()
        assert CARD_WORDS.search(main_of(english)), url  # (words to find)


SECRETARY_WORDS = re.compile(
    r"\b(Run|public page|Cards to settle|settled|awaiting|Teams|captains?|players?|Add|Fixtures"
    r"|Generate|Week|Postponed|Save|House rules|Leaderboard|Adjust\w*|League name|Season"
    r"|tie-breaker|Points|Team|Reason|Username|Which All Fours|Choose another|Play to|now"
    r"|Mon|Thu|required|exists|Nobody|signed up)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_the_secretarys_pages_leave_no_english_words(client, language):
    """Running a season (with a card awaiting an answer and a house rule set), a new season,
    the house rules, and the secretary's forms refused: the league's names are its own."""
    from tests.leagues.cards import CARD, enter_url, league_with_everyone

    season, fixture, people = league_with_everyone()
    season.house_variant, season.house_options = "heckmondwike", {}
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
        found = SECRETARY_WORDS.findall(words_of(response.content.decode(), names))
        assert found == [], (response.request["PATH_INFO"], found)
    english = client.get(manage, headers={"Accept-Language": "en"}).content.decode()
    assert SECRETARY_WORDS.search(main_of(english))  # (words to find)


CARD_REFUSALS = re.compile(
    r"\b(Give|finished game|already plays|match|pair|phone game|Card|version|secretary"
    r"|confirm\w*|answer)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_a_cards_refusals_and_answers_are_in_the_language(client, language):
    """What a captain is told about a card: a score that is no finished game, a player in two
    games, the card sent, answered, and answered again; a league's tie-break notes too."""
    from leagues.models import Player
    from leagues.rules import MatchResult, standings
    from leagues.rules.table import LeagueRules
    from tests.leagues.cards import CARD, answer_url, enter_url, league_with_everyone

    _season, fixture, people = league_with_everyone()
    ann, bob, cy = (Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob", "Cy"))
    wrong = {
        **CARD,
        "home_score_3": 14,
        "away_score_3": 14,
        "home_players_1": [ann.pk, bob.pk],
        "home_players_2": [ann.pk, cy.pk],
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
        assert CARD_REFUSALS.findall(text) == [], CARD_REFUSALS.findall(text)
    english = client.post(enter_url(fixture), wrong, headers={"Accept-Language": "en"})
    assert "already plays in game 1" in english.content.decode()

    level = MatchResult("a", "b", ((15, 9), (9, 15), (15, 9), (9, 15)))
    table = standings({"a": "Anchor", "b": "Bell"}, [level], LeagueRules())
    with translation.override(language):
        notes = [in_words(note) for note in table.notes]
    assert notes and not any(re.search(r"\b(and|level|separated|share)\b", n) for n in notes)


RECORD_WORDS = re.compile(
    r"\b(Hand|expected|got|must|unknown|is not|give|whole number|at least|list|object|sides?"
    r"|players?|nothing|JSON|Record file|paste|Import)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_an_imported_record_is_refused_in_the_language(client, language):
    """What the import page says of a record it cannot read: each problem, with the hand and
    the field the record names it by (its keys and values stay as they are written)."""
    import html
    import json

    envelope = {
        "game": "allfours",
        "variant": "trinidad",
        "sides": ["A", "B", "B"],
        "start": {"A": -1, "C": 2},
        "options": {"target": "x", "colour": 1},
        "hands": "none",
    }
    hands = [{"dealer": "Z", "turned": [7], "beg": "maybe", "game": {"A": 81}, "x": 1}]
    records = [
        envelope,
        {**envelope, "sides": ["A", "B"], "start": {}, "options": {}, "hands": hands},
    ]
    for record in records:
        response = client.post(
            reverse("scoring-import"),
            {"text": json.dumps(record)},
            headers={"Accept-Language": language},
        )
        page = main_of(response.content.decode())
        text = html.unescape(re.sub(r"<(code|textarea)\b.*?</\1>|<[^>]+>", " ", page, flags=re.S))
        assert text.count(":") >= 4  # (the problems are there)
        text = re.sub(
            r'"[^"]*"|\'[^\']*\'|\w+\[\d+\]|\w+\.\w+|\b[a-z_]+:', "", text
        )  # keys, values
        text = re.sub(r"stand\W+give\W+run", "", text)  # (a beg's values, as recorded)
        found = RECORD_WORDS.findall(text)
        assert found == [], found
    english = client.post(reverse("scoring-import"), {"text": json.dumps(records[1])})
    assert "is not one of the sides" in english.content.decode()  # (words to find)


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
    """An Italian page writes 10,5 for ten and a half, but a chart's coordinates are read by
    the browser: "10,5" there is no number, and the picture falls apart."""
    from tests.leagues.cards import SLUG, league_with_everyone

    league_with_everyone()
    for language in ("it", "fa", "ur", "en"):
        page = client.get(
            reverse("leagues-season", args=[SLUG]), headers={"Accept-Language": language}
        )
        svg = re.search(r"<svg viewBox.*?</svg>", page.content.decode(), re.S)[0]
        numbers = re.findall(r'\b(?:x|y|x1|x2|y1|y2)="([^"]*)"', svg)
        assert numbers and all(re.fullmatch(r"-?\d+(\.\d+)?", n) for n in numbers), language
