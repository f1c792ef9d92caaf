"""Teams' codes changed together in one save of the season's admin form (its list of teams):
two teams swapping theirs, a round of three, a chain, are made at once through the season's
door (Team.recode), the cup's draws following each team to its new code; a code two teams
would share is the form's error on each team given it (Team.shared_codes), in the players'
words, and changes nothing. Never a 500, on SQLite or PostgreSQL."""

import pytest
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.translation import override
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from leagues.models import Cup, Season, Team
from leagues.models.teams import SHARED_CODE
from tests.leagues.cups import WON, drawn_cup
from tests.leagues.test_cup_winner import posted

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client):
    client.force_login(User.objects.create_superuser("admin", password="pegboard-test-pw"))
    return client


def codes(season) -> dict[int, str]:
    return dict(season.teams.values_list("pk", "code"))


def version(season) -> int:
    return Season.objects.get(pk=season.pk).version


def post_codes(admin_client, season, given: dict[str, str], **more):
    """The season's admin form posted as read, the teams of the codes `given` given new ones."""
    path = reverse("admin:leagues_season_change", args=[season.pk])
    data = posted(admin_client.get(path))
    fields = {value: name for name, value in data.items() if name.endswith("-code")}
    return admin_client.post(path, data | {fields[was]: code for was, code in given.items()} | more)


def drawn_teams(cup) -> list[tuple[int, int | None]]:
    """Round one of the cup's bracket, by team (pk): home, away (None: a bye)."""
    bracket = Cup.objects.get(pk=cup.pk).bracket()
    return [(tie.home.pk, tie.away.pk if tie.away else None) for tie in bracket.rounds[0].ties]


def code_errors(page) -> list[list[str]]:
    """Each team's form's errors on its code, as the admin's page shows them."""
    (inline,) = page.context["inline_admin_formsets"]
    return [list(form.errors.get("code", [])) for form in inline.formset.forms]


def test_two_teams_swap_their_codes_in_one_save(league, admin_client):
    season, _, people = league
    cup, tie = drawn_cup(season, people)  # Swan v Crown, the Bull's bye
    tie.send_card(people["secretary"], WON)  # the Swan through
    before, drawn, now = codes(season), drawn_teams(cup), version(season)
    swan, crown = (season.teams.get(code=code).pk for code in ("swan", "crown"))
    page = post_codes(admin_client, season, {"swan": "crown", "crown": "swan"})
    assert page.status_code == 302
    assert codes(season) == before | {swan: "crown", crown: "swan"}
    assert version(season) > now  # through the door
    assert drawn_teams(cup) == drawn  # each team in its own place, by its new code
    (first,) = cup.rounds.all()
    assert sorted(first.entrants()) == ["bull", "crown", "swan"]
    bracket = Cup.objects.get(pk=cup.pk).bracket()
    played = [tie for tie in bracket.rounds[0].ties if tie.away is not None]
    assert [tie.winner.pk for tie in played] == [swan]  # the card still reads
    assert [tie.winner.code for tie in played] == ["crown"]
    page = admin_client.get(reverse("leagues-cup", args=[season.slug, cup.pk]))
    assert page.status_code == 200
    # The same save posted again (a doubled request) changes no code again.
    assert post_codes(admin_client, season, {}).status_code == 302
    assert codes(season) == before | {swan: "crown", crown: "swan"}
    assert drawn_teams(cup) == drawn


def test_a_round_of_three_and_a_chain_are_made_too(league, admin_client):
    season, _, people = league
    cup, _ = drawn_cup(season, people)
    drawn = drawn_teams(cup)
    pk = {code: team for team, code in codes(season).items()}
    round_of_three = {"swan": "crown", "crown": "bull", "bull": "swan"}
    assert post_codes(admin_client, season, round_of_three).status_code == 302
    assert codes(season) == {pk[was]: code for was, code in round_of_three.items()}
    assert drawn_teams(cup) == drawn
    # Now the Swan's team is "crown", the Crown's "bull": the Crown's gives "bull" up.
    chain = {"crown": "bull", "bull": "cygnet"}
    assert post_codes(admin_client, season, chain).status_code == 302
    assert codes(season) == {pk["swan"]: "bull", pk["crown"]: "cygnet", pk["bull"]: "swan"}
    assert drawn_teams(cup) == drawn


@pytest.mark.parametrize(
    "given, refused",
    [
        ({"swan": "cygnet", "crown": "cygnet"}, ["crown", "swan"]),  # one new code for two
        ({"swan": "crown"}, ["swan"]),  # the Crown keeps its own
        ({"swan": "crown", "crown": "bull"}, ["crown"]),  # the Bull keeps its own
    ],
)
def test_a_code_two_teams_would_share_is_the_forms_error(league, admin_client, given, refused):
    season, _, people = league
    cup, _ = drawn_cup(season, people)
    before, drawn, now = codes(season), drawn_teams(cup), version(season)
    page = post_codes(admin_client, season, given)
    assert page.status_code == 200  # the form again, each team given a shared code marked
    names = [form.instance.code for form in page.context["inline_admin_formsets"][0].formset]
    marked = [name for name, errors in zip(names, code_errors(page), strict=True) if errors]
    assert sorted(marked) == sorted(given[was] for was in refused)  # (as given, on the form)
    assert all(errors in ([], [str(SHARED_CODE)]) for errors in code_errors(page))
    assert codes(season) == before and drawn_teams(cup) == drawn and version(season) == now


def test_a_new_team_and_a_deleted_one(league, admin_client):
    """A new team may take a code another gives up in the same save; a team deleted in it
    keeps its code until saved, so no other takes it then."""
    season, _, _ = league
    pk = {code: team for team, code in codes(season).items()}
    new = {"teams-TOTAL_FORMS": "4", "teams-3-code": "swan", "teams-3-name": "Cygnet"}
    page = post_codes(admin_client, season, {"swan": "cygnet"}, **new)
    assert page.status_code == 302
    assert codes(season) == {pk["swan"]: "cygnet", pk["crown"]: "crown", pk["bull"]: "bull"} | {
        season.teams.get(name="Cygnet").pk: "swan"
    }
    path = reverse("admin:leagues_season_change", args=[season.pk])
    data = posted(admin_client.get(path))
    (bull,) = [name[: -len("code")] for name, value in data.items() if value == "bull"]
    (swan,) = [name[: -len("code")] for name, value in data.items() if value == "swan"]
    page = admin_client.post(path, data | {f"{bull}DELETE": "on", f"{swan}code": "bull"})
    assert page.status_code == 200 and str(SHARED_CODE) in [
        e for es in code_errors(page) for e in es
    ]
    assert season.teams.filter(code="bull").exists()


def test_the_refusal_is_in_the_players_words(league, admin_client):
    season, _, _ = league
    with override("it"):
        admin_client.cookies["django_language"] = "it"
        page = post_codes(admin_client, season, {"swan": "crown"})
        assert page.status_code == 200
        said = str(SHARED_CODE)
        assert said != "Another team of the season has this code: each team needs its own."
        assert said in page.content.decode().replace("&#x27;", "'")


def test_recode_itself_refuses_a_shared_code_inside_the_door(league):
    """What the form checks first, the change checks again where no other change comes
    between (the season's row taken)."""
    season, _, _ = league
    before, now = codes(season), version(season)
    swan, crown = season.teams.get(code="swan"), season.teams.get(code="crown")
    swan.code = crown.code = "cygnet"
    with pytest.raises(ValidationError):
        Team.recode([swan, crown])
    assert codes(season) == before and version(season) == now  # (rolled back, count too)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(st.sampled_from(["swan", "crown", "bull", "x", "y"]), min_size=3, max_size=3))
def test_any_codes_given_are_made_or_refused_whole(league, admin_client, given_codes):
    """Whatever codes the three teams are given: all distinct, the save makes them, the draw
    following each team; else the form refuses and nothing changes. From wherever the
    examples before left the season."""
    season, _, people = league
    cup = Cup.objects.filter(season=season).first() or drawn_cup(season, people)[0]
    before, drawn = codes(season), drawn_teams(cup)
    given = dict(zip(sorted(before.values()), given_codes, strict=True))
    pk = {code: team for team, code in before.items()}
    page = post_codes(admin_client, season, given)
    if len(set(given_codes)) == len(given_codes):
        assert page.status_code == 302
        assert codes(season) == {pk[was]: code for was, code in given.items()}
    else:
        assert page.status_code == 200 and any(code_errors(page))
        assert codes(season) == before
    assert drawn_teams(cup) == drawn


def test_a_teams_own_form_refuses_a_code_of_another_in_the_same_words(league, admin_client):
    season, _, _ = league
    swan = season.teams.get(code="swan")
    path = reverse("admin:leagues_team_change", args=[swan.pk])
    page = admin_client.post(path, posted(admin_client.get(path)) | {"code": "crown"})
    assert page.status_code == 200
    assert page.context["adminform"].form.errors["code"] == [str(SHARED_CODE)]
    assert season.teams.get(pk=swan.pk).code == "swan"
    page = admin_client.post(path, posted(admin_client.get(path)) | {"code": "cygnet"})
    assert page.status_code == 302 and season.teams.get(pk=swan.pk).code == "cygnet"
