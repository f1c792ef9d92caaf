"""Every refusal the league's forms give, in every language (tests/leagues/refusal_cases.py
posts them): with no internal name and no English left (tests/refusal_walk.py's checks),
one that names a field shown under it, and every refusal the league core can say reached by
some case, or listed here with why no form reaches it."""

import ast
import re

import pytest
from django.db import transaction

from leagues.models import Fixture, Season
from tests.i18n_helpers import ROOT
from tests.leagues.cards import league_with_everyone
from tests.leagues.refusal_cases import CASES, shown_after
from tests.leagues.refusal_cases_cups import CUP_CARD_CASES, INVITE_CASES
from tests.leagues.refusal_cases_moves import MOVE_CASES
from tests.leagues.refusal_cases_phone import PHONE_CASES
from tests.leagues.refusal_files import FILE_CASES
from tests.refusal_walk import LANGUAGES, faults

pytestmark = pytest.mark.django_db


def walked(client, language: str) -> list:
    """What every case shows in `language`, each case on the example league as it starts."""
    season, fixture, people = league_with_everyone()
    client.defaults["HTTP_ACCEPT_LANGUAGE"] = language
    found = []
    for case in [*CASES, *PHONE_CASES, *CUP_CARD_CASES, *INVITE_CASES, *FILE_CASES, *MOVE_CASES]:
        start = transaction.savepoint_create()
        here = Season.objects.get(pk=season.pk), Fixture.objects.get(pk=fixture.pk)
        found += shown_after(client, people, case, *here)
        transaction.savepoint_rollback(start)
    return found


# Django's own "Select a valid choice. x is not one of the available choices." may show the
# value posted (a team's code, a game's id): the page offers only valid choices as chips and
# menus, so only a forged POST reaches it, and it is Django's sentence, translated by Django.
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_league_refusal_shows_an_internal_name_or_english(client, language):
    leaks = sorted(
        {shown.text for shown in walked(client, language) if faults(shown.text, language)}
    )
    assert leaks == []


def test_a_refusal_naming_a_field_is_under_it(client):
    misplaced = sorted(
        {s.text for s in walked(client, "en-gb") if s.field is None and s.record_field}
    )
    assert misplaced == []


def test_every_league_refusal_is_reached_by_a_case(client):
    """Every refusal the league core says (`said(...)` in leagues/rules, leagues/models) and
    every one a league form or view raises (gettext inside ValidationError or add_error) is
    shown by some case, or listed below with why no case reaches it."""
    shown = [shown.text for shown in walked(client, "en-gb")]
    unreached = sorted(
        message
        for message in league_refusals()
        if message not in {*NOT_REFUSALS, *NOT_FROM_A_FORM}
        if not any(re.search(as_pattern(message), text, re.I) for text in shown)
    )
    assert unreached == [], "\n".join(unreached)


def as_pattern(message: str) -> str:
    """A message with its placeholders ({name}, %(name)s) as anything."""
    parts = re.split(r"\{\w+\}|%\(\w+\)s", message.replace("{{", "{").replace("}}", "}"))
    return ".+?".join(re.escape(part) for part in parts)


def league_refusals() -> set[str]:
    found = set()
    for path in (ROOT / "leagues").rglob("*.py"):
        if "migrations" in path.parts:
            continue
        tree = ast.parse(path.read_text())
        core = path.parent.name in ("rules", "models")
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name == "said" and core and node.args and isinstance(node.args[0], ast.Constant):
                found.add(node.args[0].value)
            if name in ("ValidationError", "add_error"):
                found |= translated_in(node)
    return found


def translated_in(call: ast.Call) -> set[str]:
    """The messages gettext'd anywhere inside a call's arguments."""
    return {
        node.args[0].value
        for argument in call.args
        for node in ast.walk(argument)
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", None) in ("gettext", "_")
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }


# Said by the league core, but no refusal: names and a table's notes.
NOT_REFUSALS = {
    "Final": "a cup round's name",
    "Semi-finals": "a cup round's name",
    "Quarter-finals": "a cup round's name",
    "Round {number}": "a cup round's name",
    "A player": "a player without a name, inside a refusal",
    "{names} and {last}": "a list of names, inside a note",
    "{names} were level on {points} points: {step} separated them.": "a table's note",
    "{names} could not be separated and share position {position}.": "a table's note",
}

NOT_FROM_A_FORM = {
    "Only teams in the cup can be seeded, a quarter of its places at most.": (
        "the seeds are worked out from the ratings on the server, never sent by a form: the "
        "cup's own guard (leagues/models/cups.py _check_seeds)"
    ),
    "A walkover goes to the home or the away team, with no games.": "the card form offers both",
    "Another league was saved at the same moment: send the file again.": "a race of two saves",
    "Give the season a name.": "the next-season form asks for the name first",
    "Say what is wrong with the card.": "the dispute form asks for the reason first",
    "The team plays in its season's fixtures or cups: it stays in that season (add a team to "
    "the other one instead).": "the admin's form only",
    "That file is too big for a league file.": "the request's own limit refuses it first",
    "A cup match has one extra game at most.": "a tie's card has one extra game's row",
}
