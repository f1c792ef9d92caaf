"""Every character at every door (issue 47): a lone surrogate (JSON's "\\ud800") or a
direction control anywhere in an imported record is refused with a message naming where,
never a 500, and nothing is stored; a name holding one is refused on the start form too; the
joiners Persian writes inside words are kept (scoring/rules/names.py)."""

import html
import io
import json
import sys

import pytest
from django.core.management import call_command
from django.urls import reverse

from scoring.models import Game
from scoring.rules.names import UNWRITABLE_VALUE
from tests.rules.test_limits import record
from tests.test_game_limits import START, errors_beside

pytestmark = pytest.mark.django_db
UNWRITABLE = str(UNWRITABLE_VALUE)


def spoilt(where: str, value) -> dict:
    """A good record of two hands with one string in it replaced."""
    good = record(2, target=14)
    good["sides"] = [{"id": "A", "name": "Red Lion", "players": ["Ann"]}, "B"]
    spoilers = {
        "a side's name": lambda r: r["sides"][0].update(name=value),
        "a player": lambda r: r["sides"][0].update(players=[value]),
        "the game": lambda r: r.update(game=value),
        "the variant": lambda r: r.update(variant=value),
        "an option's value": lambda r: r["options"].update(target=value),
        "an option's key": lambda r: r["options"].update({value: 1}),
        "a hand's field": lambda r: r["hands"][1].update(high=value),
        "a hand's key": lambda r: r["hands"][0].update({value: "A"}),
        "a key of the record": lambda r: r.update({value: 1}),
        "the start": lambda r: r.update(start={value: 3}),
    }
    spoilers[where](good)
    return good


WHERE = {
    "a side's name": "sides[0].name",
    "a player": "sides[0].players[0]",
    "the game": "game",
    "the variant": "variant",
    "an option's value": "options.target",
    "an option's key": "options",
    "a hand's field": "hands[1].high",
    "a hand's key": "hands[0]",
    "a key of the record": "record",
    "the start": "start",
}
# Where the import page says it is, in the players' words (scoring/record_places.py); a game
# or a variant no game has is answered with the games there are, a key no record has with
# what the file is not.
ON_THE_PAGE = {
    "a side's name": f"The sides: {UNWRITABLE}",
    "a player": f"The sides: {UNWRITABLE}",
    "the game": "The game: Pegboard scores All Fours",
    "the variant": "The game: choose All Fours (Trinidad)",
    "an option's value": f"The house rules, points to win: {UNWRITABLE}",
    "an option's key": f"The house rules: {UNWRITABLE}",
    "a hand's field": f"Hand 2: {UNWRITABLE}",
    "a hand's key": f"Hand 1: {UNWRITABLE}",
    "a key of the record": "This is not a Pegboard game record",
    "the start": f"The scores to start from: {UNWRITABLE}",
}
BAD = ["\ud800", "\udfff", "Red\ud83dLion", "\u202eRed Lion", "Red \u2067Lion"]


@pytest.mark.parametrize("bad", BAD, ids=ascii)
@pytest.mark.parametrize("where", WHERE)
def test_an_imported_record_holding_one_is_refused_naming_where(client, where, bad):
    text = json.dumps(spoilt(where, bad))  # (ensure_ascii: the surrogate as JSON writes it)
    answer = client.post(reverse("scoring-import"), {"text": text})
    assert answer.status_code == 200 and Game.objects.count() == 0
    assert ON_THE_PAGE[where] in html.unescape(answer.content.decode())


@pytest.mark.parametrize("where", ["a side's name", "an option's key", "a hand's field"])
def test_the_score_command_refuses_it_with_status_2(where, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(spoilt(where, "\ud800"))))
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as exit:
        call_command("score", "-", stdout=out, stderr=err)
    assert exit.value.code == 2 and "Traceback" not in err.getvalue()
    errors = json.loads(out.getvalue())["errors"]
    assert errors == [{"hand": None, "field": WHERE[where], "message": UNWRITABLE}]


def test_a_paired_surrogate_is_a_character_like_any_other(client):
    text = json.dumps(spoilt("a side's name", "Red Lion \U0001f981"))  # "\ud83e\udd81"
    answer = client.post(reverse("scoring-import"), {"text": text})
    assert answer.status_code == 302 and Game.objects.get().sides[0]["name"] == "Red Lion 🦁"


@pytest.mark.parametrize("name", ["\u202eCrown", "Crown\u2066", "Cr\u202aown"], ids=ascii)
def test_a_name_that_turns_the_text_around_is_refused_on_the_start_form(client, name):
    answer = client.post(reverse("scoring-new-game"), START | {"side_b": name})
    page = answer.content.decode()
    assert answer.status_code == 200 and Game.objects.count() == 0
    assert UNWRITABLE.capitalize() in html.unescape(errors_beside(page, "side_b"))


def test_two_sides_a_zero_width_space_apart_are_one_name(client):
    answer = client.post(reverse("scoring-new-game"), START | {"side_b": "Red\u200b Lion"})
    assert answer.status_code == 200 and Game.objects.count() == 0
    assert "Give each side a different name." in errors_beside(answer.content.decode(), "side_b")


def test_the_joiners_persian_writes_are_kept(client):
    name = "می\u200cخانه"  # a zero-width non-joiner inside the word
    answer = client.post(reverse("scoring-new-game"), START | {"side_b": name})
    assert answer.status_code == 302 and Game.objects.get().sides[1]["name"] == name


def test_a_name_in_running_text_is_isolated_and_escaped():
    """A name inside a sentence is in <bdi> (kernel/words.py and the `bdi` filter), so a name
    in Persian, or one ending in a neutral, leaves the order of the sentence alone."""
    from django.template import Context, Template

    from kernel.words import with_names

    said = with_names("You are now %(team)s's captain.", team="<b>شیر</b> (B)")
    assert said == "You are now <bdi>&lt;b&gt;شیر&lt;/b&gt; (B)</bdi>&#x27;s captain."
    page = Template(
        "{% load i18n pegboard %}{% blocktranslate with winner=name|bdi %}{{ winner }} won."
        "{% endblocktranslate %}"
    ).render(Context({"name": "علی & مریم"}))
    assert page == "<bdi>علی &amp; مریم</bdi> won."
