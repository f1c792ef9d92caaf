"""League names are one line at every door (issue 32): the secretary's forms, the admin's
(the models' validators), league files; and the exports write odd names safely."""

import io
import json
import unicodedata

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.forms import modelform_factory
from django.urls import reverse
from hypothesis import example, given, settings
from hypothesis import strategies as st
from icalendar import Calendar

from leagues.forms import SeasonForm, TeamForm
from leagues.models import League, Player, Season, Team, Venue
from leagues.rules.league_file import LeagueFileError, read_league_file
from scoring.rules.names import TURNS_TEXT_AROUND, UNWRITABLE_VALUE
from tests.conftest import EXAMPLES, import_example_league

EXAMPLE = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]
ONE_LINE = "a name is one line, with no control characters"
# Every character a name refuses: Unicode's controls and line and paragraph separators.
BREAKS = st.characters(categories=["Cc", "Zl", "Zp"])
# Printable names, Persian's zero-width non-joiner (Cf) among them, with no space around.
PRINTABLE = (
    st.text(st.characters(categories=["L", "N", "P", "S", "Zs"]) | st.just("\u200c"), max_size=30)
    .map(str.strip)
    .filter(lambda name: len(name) >= 2)
)


def with_break(name: str, character: str, where: int) -> str:
    """The name with the character inside it (a form strips what surrounds a name)."""
    where = 1 + where % (len(name) - 1)
    return name[:where] + character + name[where:]


@given(PRINTABLE, BREAKS, st.integers(0, 30))
def test_a_league_file_refuses_a_name_with_a_break_and_names_the_field(name, character, where):
    data = {**EXAMPLE, "teams": [dict(team) for team in EXAMPLE["teams"]]}
    data["teams"][1]["name"] = with_break(name, character, where)
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(data)
    # The team refused, its matches are refused too: "home and away must be team ids".
    assert str(refused.value.problems[0]) == f"Team 2's name (name): {ONE_LINE}."


@given(PRINTABLE)
def test_a_league_file_takes_any_printable_name(name):
    league = read_league_file({**EXAMPLE, "name": name, "season": "خزان\u200cها"})
    assert league.name == name.strip() and league.season == "خزان\u200cها"


@pytest.mark.parametrize("key", ["name", "season"])
def test_a_league_file_names_the_league_or_season_at_fault(key):
    with pytest.raises(LeagueFileError) as refused:
        read_league_file({**EXAMPLE, key: "Calder\u2029Valley"})
    whose = {"name": "The league's name (name)", "season": "The season's name (season)"}[key]
    assert [str(problem) for problem in refused.value.problems] == [f"{whose}: {ONE_LINE}."]


@settings(deadline=None)  # the first example loads the forms' translations
@given(PRINTABLE, BREAKS, st.integers(0, 30))
@example("0,", "\x1f", 0)  # once a break beside a comma, stripped with the white space
def test_the_secretarys_forms_refuse_a_name_with_a_break(name, character, where):
    bad = with_break(name, character, where)
    season = SeasonForm({"league": bad, "season": bad})
    # A comma separates players: the break must be inside one name, not beside a comma (a
    # name's surrounding white space, \x1c-\x1f among it, is stripped like a space).
    one_player = with_break(name.replace(",", ";"), character, where)
    team = TeamForm({"name": bad, "venue": bad, "players": f"Ann, {one_player}"})
    assert not season.is_valid() and not team.is_valid()
    errors = {**season.errors, **team.errors}
    for field in ("league", "season", "name", "venue", "players"):
        # Django refuses a NUL in any form first, in words of its own.
        assert ONE_LINE in errors[field] or character == "\x00"


def test_the_secretarys_forms_take_a_persian_name():
    name = "می\u200cخانهٔ شیر"  # a zero-width non-joiner (Cf) inside a word
    assert unicodedata.category("\u200c") == "Cf"
    team = TeamForm({"name": name, "venue": name, "players": f"Ann, {name}"})
    assert team.is_valid(), team.errors


@pytest.mark.django_db
@pytest.mark.parametrize("model", [League, Venue, Season, Team, Player])
def test_the_admins_forms_refuse_a_name_with_a_break(model):
    form = modelform_factory(model, fields=["name"])({"name": "Crown\nA"})
    assert not form.is_valid() and form.errors["name"] == [ONE_LINE]
    with pytest.raises(ValidationError):
        model._meta.get_field("name").run_validators("Crown\x85A")


@pytest.mark.django_db
def test_the_calendar_writes_odd_names_escaped_and_reads_back_the_same(client):
    import_example_league()
    season = Season.objects.get()
    odd = 'The "Crown"; bar, \\ می\u200cخانه =1+2'
    season.name = "2026; 27, \\"
    with season.changing():
        season.save()
        Team.objects.filter(code="crown").update(name=odd)
        Team.objects.filter(code="crown").get().__class__  # noqa: B018 - the row exists
        venue = Venue.objects.create(name=odd)
        Team.objects.filter(code="crown").update(venue=venue)
    feed = client.get(reverse("leagues-team-calendar", args=[season.slug, "crown"]))
    assert feed.status_code == 200
    calendar = Calendar.from_ical(feed.content)
    assert calendar["x-wr-calname"].to_ical().decode() == (
        'The \\"Crown\\"\\; bar\\, \\\\ می\u200cخانه =1+2: Calder Valley All Fours League '
        "2026\\; 27\\, \\\\"
    ).replace('\\"', '"')
    events = calendar.walk("VEVENT")
    assert events and all(odd in str(event["summary"]) for event in events)
    assert {str(event.get("location")) for event in events if event.get("location")} == {odd}


@pytest.mark.django_db
def test_a_stored_name_with_a_break_still_gives_a_calendar(client):
    """Names stored before the validators (or by a door without them) are escaped too."""
    import_example_league()
    season = Season.objects.get()
    with season.changing():
        Team.objects.filter(code="crown").update(name="Crown\r\nA")
    feed = client.get(reverse("leagues-team-calendar", args=[season.slug, "crown"]))
    assert feed.status_code == 200 and b"Crown\\nA" in feed.content


@pytest.mark.django_db
def test_the_csv_and_json_exports_write_odd_names_as_they_are(client):
    import csv

    import_example_league()
    season = Season.objects.get()
    odd = '=The "Crown", bar; می\u200cخانه'
    with season.changing():
        Team.objects.filter(code="crown").update(name=odd)
    table = client.get(reverse("leagues-table-csv", args=[season.slug])).content.decode("utf-8-sig")
    cells = [cell for row in csv.reader(io.StringIO(table)) for cell in row]
    assert "'" + odd in cells  # the spreadsheet reads it as text, never as a formula
    out = io.StringIO()
    call_command("standings", season.slug, "--format", "json", stdout=out)
    assert odd in [row["name"] for row in json.loads(out.getvalue())["rows"]]


# Issue 47: a direction control turns the running text after a name around.
TURNS = st.sampled_from(sorted(TURNS_TEXT_AROUND))


@settings(deadline=None)
@given(PRINTABLE, TURNS, st.integers(0, 30))
def test_the_secretarys_forms_refuse_a_name_that_turns_the_text_around(name, character, where):
    bad = with_break(name.replace(",", ";"), character, where)
    season = SeasonForm({"league": bad, "season": bad})
    team = TeamForm({"name": bad, "venue": bad, "players": f"Ann, {bad}"})
    assert not season.is_valid() and not team.is_valid()
    errors = {**season.errors, **team.errors}
    for field in ("league", "season", "name", "venue", "players"):
        assert str(UNWRITABLE_VALUE) in str(errors[field])


@pytest.mark.django_db
@pytest.mark.parametrize("model", [League, Venue, Season, Team, Player])
@pytest.mark.parametrize("name", ["\u202eCrown", "Crown\u2069", "Cr\ud800own"], ids=ascii)
def test_the_admins_forms_refuse_a_name_that_turns_the_text_around(model, name):
    form = modelform_factory(model, fields=["name"])({"name": name})
    assert not form.is_valid() and form.errors["name"] == [str(UNWRITABLE_VALUE)]


@pytest.mark.django_db
@pytest.mark.parametrize(
    "model, field", [(Season, "tie_breakers"), (Season, "house_options"), (League, "embed_origins")]
)
def test_the_admins_json_boxes_refuse_a_lone_surrogate(model, field):
    for text in ('["\\ud800"]', '{"\\udfff": 1}', '["\\u202e"]'):
        form = modelform_factory(model, fields=[field])({field: text})
        assert not form.is_valid() and form.errors[field] == [str(UNWRITABLE_VALUE)]


@pytest.mark.django_db
def test_a_reason_that_turns_the_text_around_is_refused():
    from leagues.forms.cards import DisputeForm
    from leagues.models import Adjustment, MatchCard

    form = DisputeForm({"reason": "Game 3 was \u202e51-9"})
    assert not form.is_valid() and form.errors["reason"] == [str(UNWRITABLE_VALUE)]
    assert DisputeForm({"reason": "بازی ۳ نه\u200cبار"}).is_valid()  # Persian's joiner stays
    for field in (
        Adjustment._meta.get_field("reason"),
        MatchCard._meta.get_field("dispute_reason"),
    ):
        with pytest.raises(ValidationError):
            field.run_validators("late \u2067again")
