"""A game's pages in the players' languages: the scorer's and live pages, starting a game, a
player's other pages, and the rules core's refusals of a hand or an imported record, with no
English words left."""

import re
import uuid

import pytest
from django.urls import reverse

from tests.i18n_helpers import ROOT, TWO_HANDS, english_left, main_of, words_of

pytestmark = pytest.mark.django_db


GAME_WORDS = re.compile(
    r"\b(Hand|Hands|Save|Undo|High|Low|Jack|Game|to go|won|First|Live|Share|Download|Turned"
    r"|Beg|Stand|Penalties|dealt|kept|scores?|turned up|gave|hanged|captured|Nobody|Level"
    r"|tricks?|bid|partnered|defended|card points|bate|claimed|Maker|Trumps|Suit|Bidder|Dealer)\b"
)


def example_record(name: str) -> dict:
    import json

    return json.loads((ROOT / "tests" / "data" / "games" / f"{name}.json").read_text())["record"]


@pytest.mark.parametrize("game", ["allfours", "bela2-held-over", "amerikaner-seed-examples"])
@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_scorer_and_live_pages_leave_no_english_words(client, language, game):
    """The board, the entry form and every hand line (the rules core's words, translated
    through their messages: kernel/said.py), for a game of each family."""
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
        assert english_left(GAME_WORDS, text, language) == [], url


START_WORDS = re.compile(
    r"\b(Start|Play to|First|Second|Players?|sides?|variants?|Change|House|Default|Keep score"
    r"|Games?|Hand|turned up|won|Kicks|points|Us|Them|yes"
    # the house rules' choices, by their record ids or in English words
    r"|every|final|holder|capturer|nobody|opponents|claims|bate|halves|floor|kitty|joint"
    r"|play on|redeal|trumps|bidder|partner|maker|opponent)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
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
        assert english_left(START_WORDS, text, language) == [], url


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("fa", "بالاترین حکم برده شد"),
        ("ur", "اعلی جیتا گیا"),
        ("it", "quindi qualcuno ha vinto anche il Basso"),
        ("hr", "netko je osvojio i najniži"),
        ("nl", "iemand won ook Laag"),
    ],
)
def test_a_hand_the_rules_refuse_is_refused_in_the_players_language(client, language, words):
    """The rules core's refusals (said as messages: kernel/said.py) reach the entry
    form translated, beside the field they name, with the entries kept."""
    from tests.scoring_helpers import POSTED, new_game, urls

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
        ("it", "Nessuna carta vale 1"),
        ("hr", "Nijedna karta ne vrijedi 1"),
        ("nl", "Geen kaart is 1 waard"),
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
    assert words in page and "o card is worth 1" not in page


PLAYER_PAGE_WORDS = re.compile(
    r"\b(My games|Being played|Finished|None|Start|Import|Every change|Back|Before|After"
    r"|Edit|Delete|Save|hand|Nothing here|address|signal|phone|game|resolver\w*)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
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
        assert english_left(PLAYER_PAGE_WORDS, text, language) == [], url


RECORD_WORDS = re.compile(
    r"\b(Hand|expected|got|must|unknown|is not|give|whole number|at least|list|object|sides?"
    r"|players?|nothing|JSON|Record file|paste|Import)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
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
        found = english_left(RECORD_WORDS, text, language)
        assert found == [], found
    english = client.post(reverse("scoring-import"), {"text": json.dumps(records[1])})
    assert "choose one of the sides" in english.content.decode()  # (words to find)


def test_a_games_name_joins_its_sides_in_the_language():
    """The title of a game's pages and its line in My games: "Red Lion v Crown" in English."""
    from django.utils import translation

    from scoring.models import Game

    game = Game(sides=TWO_HANDS["sides"])
    said = {}
    for language in ("en", "it", "hr", "nl"):
        with translation.override(language):
            said[language] = str(game)
    assert said == {
        "en": "Red Lion v Crown",
        "it": "Red Lion contro Crown",
        "hr": "Red Lion protiv Crown",
        "nl": "Red Lion tegen Crown",
    }


def phone_words_of(client, url: str, language: str) -> dict:
    import json

    body = client.get(url, headers={"Accept-Language": language}).content.decode()
    found = re.search(r'<script id="phone-words" type="application/json">(.*?)</script>', body)
    return json.loads(found.group(1))


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_phone_words_are_in_the_page_language(client, language):
    """What the scorer's page says by itself with no signal (static/js/outbox.js: a hand kept,
    the totals provisional) is in the page, every word of it translated."""
    from scoring.models import Game

    game = Game.from_record(TWO_HANDS)
    url = reverse("scoring-scorer", args=[game.public_id, game.secret])
    english, theirs = phone_words_of(client, url, "en"), phone_words_of(client, url, language)
    assert theirs.keys() == english.keys() and "provisional_totals" in theirs
    assert [key for key in english if theirs[key] == english[key]] == []


def test_a_croatian_count_of_kept_hands_reads_right_for_any_number(client):
    """Croatian nouns after a number take one form for 1, 21, another for 2-4 and another for
    5-20 ("2 sačuvana dijeljenja", "5 sačuvanih dijeljenja"); the script puts in one number
    and has one sentence, so each count of kept hands stands alone after a colon, where no
    word must agree with it ("Spremljeno je 2 sačuvanih dijeljenja" read wrong)."""
    from scoring.models import Game

    game = Game.from_record(TWO_HANDS)
    url = reverse("scoring-scorer", args=[game.public_id, game.secret])
    words = phone_words_of(client, url, "hr")
    for key in ("kept_saved_many", "kept_saved_some"):
        assert re.search(r": \{n\}[.;]", words[key]), words[key]
