"""The game import page's refusals in every language: for each game's form, files with a
side the game does not have, a field left out, a house rule it does not know, a value it does
not take, and a league file given instead of a game. Each refusal names its place as the
hand's form does ("Hand 1, who called"), in the page's language, with no record field, JSON
word or side id left (tests/refusal_walk.py's checks); the command line and the JSON keep
the file's own English (tests/test_score_command.py, tests/test_import_export.py)."""

import json
import re

import pytest
from django.urls import reverse
from django.utils import translation

from scoring.rules import RecordError, score_record
from scoring.sheets import refusal_words
from tests.refusal_walk import LANGUAGES, faults

SIDES = [{"id": "ida", "name": "Red Lion", "players": []}, {"id": "idb", "name": "Crown"}]
FOUR = [*SIDES, {"id": "idc", "name": "Plough"}, {"id": "idd", "name": "Swan"}]
POINTS = {"ida": 100, "idb": 62}
# Each game's file: its hand naming a side, the field that names it, a choice rule and a
# value it refuses.
GAMES = {
    ("allfours", "trinidad"): ({"dealer": "ida", "turned": ["4"], "high": "ida", "low": "idb",
                                "jack": "none", "game": "ida"}, "dealer", "low_to"),
    ("bela", "bela2"): ({"maker": "ida", "trump": "hearts", "card_points": POINTS}, "maker",
                        "tie_rule"),
    ("bela", "croatian"): ({"caller": "ida", "trump": "hearts", "card_points": POINTS},
                           "caller", "tie_rule"),
    ("bela", "klaverjas"): ({"maker": "ida", "trump": "hearts", "card_points": POINTS},
                            "maker", "end"),
    ("amerikaner", "amerikaner"): ({"bidder": "ida", "bid": 7, "partner": "idc",
                                    "tricks": {"ida": 7, "idb": 2, "idc": 2, "idd": 2}},
                                   "bidder", "kitty"),
}  # fmt: skip
LEAGUE_FILE = {"format": "pegboard-league/2", "name": "Pub League", "season": "2026"}


@pytest.fixture(autouse=True)
def no_limits(settings):
    """Many files from one address: the walk is not a flood (tests/test_limits.py is)."""
    settings.PER_ADDRESS_LIMITS = {}


def record(game, variant, hand, options=None) -> dict:
    sides = FOUR if game == "amerikaner" else SIDES
    return {"format": "pegboard-record/1", "game": game, "variant": variant,
            "options": options or {}, "sides": sides, "hands": [hand]}  # fmt: skip


def bad_files(game, variant) -> list[dict]:
    hand, side_field, choice = GAMES[game, variant]
    missing = {key: value for key, value in hand.items() if key != side_field}
    return [
        record(game, variant, {**hand, side_field: "Z"}),
        record(game, variant, missing),
        record(game, variant, hand, {"house": 1}),
        record(game, variant, hand, {choice: "never"}),
        record(game, variant, {**hand, side_field: 3}),
        LEAGUE_FILE,
    ]


def refusals(client, language, data) -> list[str]:
    client.cookies["django_language"] = language
    with translation.override(language):
        response = client.post(reverse("scoring-import"), {"text": json.dumps(data)})
    assert response.status_code == 200, data
    return [str(error) for error in response.context["form"].non_field_errors()]


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bad_game_file_is_refused_in_the_players_words(client, language):
    leaks, said = [], []
    for game, variant in GAMES:
        for data in bad_files(game, variant):
            shown = refusals(client, language, data)
            assert shown, data
            said += shown
            leaks += [(text, faults(text, language)) for text in shown if faults(text, language)]
    assert leaks == []
    if language != "en-gb":  # nothing said as in English: each sentence is translated
        english = {text for game in GAMES for data in bad_files(*game)
                   for text in refusals(client, "en-gb", data)}  # fmt: skip
        assert set(said) & english == set()
    if language in ("fa", "ur"):  # nor a phrase of English left inside one
        assert [text for text in said if re.search(r"\b[a-z]+ [a-z]+ [a-z]+\b", text)] == []


# What each game's form shows over the field naming the side (scoring/entry/*.py).
LABELS = {"trinidad": "Dealer", "bela2": "Maker", "croatian": "Called trumps",
          "klaverjas": "Played", "amerikaner": "Bidder"}  # fmt: skip


@pytest.mark.django_db
def test_a_hands_refusal_names_the_field_as_its_form_does(client):
    """The place is the form's label ("Hand 1, Called trumps"), not the record's key; the
    command line and the JSON keep the key (tests/test_score_command.py)."""
    for (game, variant), (hand, side_field, _) in GAMES.items():
        shown = refusals(client, "en-gb", record(game, variant, {**hand, side_field: "Z"}))
        assert f"Hand 1, {LABELS[variant]}: choose one of the" in shown[0]


def test_an_options_choices_are_said_by_their_words_and_the_json_keeps_the_ids():
    """The house-rules form and the import page name a choice as the start form offers it;
    the JSON and the command line say the record's ids."""
    hand = GAMES["bela", "klaverjas"][0]
    with pytest.raises(RecordError) as refused:
        score_record(record("bela", "klaverjas", hand, {"end": "never"}))
    problem = refused.value.problems[0]
    with translation.override("en-gb"):
        said = refusal_words(problem)
    assert said == "How the match ends: choose a boom of deals or to the target."
    with translation.override("nl"):
        assert refusal_words(problem).endswith(": kies een boom van rondes of tot het doel.")
    assert problem.message == 'end: expected one of boom, points; got "never"'
