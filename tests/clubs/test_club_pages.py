"""Starting a club and its organiser's page, for each persona (tests/clubs/personas.py):
who may open and change what, a doubled POST changing the data once, and a refusal that
names its field with the entries kept."""

import re

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from clubs.models import Club, ClubPlayer
from clubs.rules.standings import DEFAULT_ORDER
from tests.clubs.personas import PERSONAS, RUN_IT, a_club, a_night, as_, people

pytestmark = pytest.mark.django_db

START = {
    "name": "Harten Vrouw",
    "variant": "bela:klaverjas",
    "target": "",
    "format": "individual",
    "season_rule": "best",
    "season_count": "8",
    "ranked_1": "games_won",
    "ranked_2": "points_difference",
    "ranked_3": "points_for",
}


@pytest.fixture
def world():
    everyone = people()
    return everyone, a_club(everyone)


def test_a_signed_in_user_starts_a_club_and_runs_it(client, world):
    everyone, _ = world
    as_(client, everyone, "stranger")
    response = client.post(reverse("clubs-new"), START)
    club = Club.objects.get(name="Harten Vrouw")
    assert response.status_code == 302 and response.url == reverse("clubs-manage", args=[club.slug])
    assert club.slug == "harten-vrouw" and club.is_run_by(everyone["stranger"])
    assert (club.variant, club.options, club.season_rule, club.season_count) == (
        "bela:klaverjas",
        {},
        "best",
        8,
    )
    again = client.post(reverse("clubs-new"), START)  # a doubled tap: the one club
    assert again.status_code == 302 and Club.objects.filter(name="Harten Vrouw").count() == 1


def test_a_club_named_in_its_own_script_has_its_own_address(client, world):
    everyone, _ = world
    as_(client, everyone, "stranger")
    client.post(reverse("clubs-new"), {**START, "name": "Клуб Бела", "variant": "bela:croatian"})
    club = Club.objects.get(name="Клуб Бела")
    assert club.slug == "клуб-бела"
    assert client.get(reverse("clubs-club", args=[club.slug])).status_code == 200


def test_nobody_signed_in_is_sent_to_sign_in_and_nothing_is_made(client, world):
    response = client.post(reverse("clubs-new"), START)
    assert response.status_code == 302 and "/accounts/login/" in response.url
    assert not Club.objects.filter(name="Harten Vrouw").exists()


@pytest.mark.parametrize(
    ("given", "field", "words"),
    [
        ({"name": ""}, "name", "Club name: fill this in."),
        ({"name": "De Klaver"}, "name", "There is a club of that name already."),
        ({"variant": "allfours:trinidad"}, "variant", "Select a valid choice"),
        ({"target": "0"}, "target", "Games played to: type 1 or more."),
        ({"variant": "amerikaner:kani"}, "target", "agree one before you play"),
        ({"variant": "bela:bela2", "format": "swiss"}, "format", "partnerships"),
        ({"season_count": ""}, "season_count", "Say how many nights count."),
    ],
)
def test_a_refused_club_names_the_field_and_keeps_the_entries(client, world, given, field, words):
    everyone, _ = world
    as_(client, everyone, "stranger")
    clubs = Club.objects.count()
    response = client.post(reverse("clubs-new"), {**START, **given})
    assert response.status_code == 400 and Club.objects.count() == clubs
    assert any(words in str(error) for error in response.context["form"].errors[field])
    # another entry than the refused one, kept on the form
    kept = START["name"] if field == "season_count" else START["season_count"]
    assert f'value="{kept}"' in response.content.decode()


def test_the_game_of_the_pages_language_is_offered_first(client, world):
    everyone, _ = world
    as_(client, everyone, "stranger")
    for language, first in [("nl", "bela:klaverjas"), ("hr", "bela:croatian")]:
        form = client.get(reverse("clubs-new"), headers={"accept-language": language})
        assert form.context["form"].fields["variant"].choices[0][0] == first


@pytest.mark.parametrize("who", PERSONAS)
def test_everyone_reads_the_clubs_and_the_club(client, world, who):
    everyone, club = world
    a_night(club, everyone)
    as_(client, everyone, who)
    listed = client.get(reverse("clubs-list")).content.decode()
    assert "De Klaver" in listed
    assert (reverse("clubs-manage", args=[club.slug]) in listed) == (who in RUN_IT)
    page = client.get(reverse("clubs-club", args=[club.slug])).content.decode()
    assert "Klaverjas" in page and "Ann" in page and "27 November 2026" in page
    assert (reverse("clubs-manage", args=[club.slug]) in page) == (who in RUN_IT)


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_organisers_manage_the_club(client, world, who):
    everyone, club = world
    as_(client, everyone, who)
    manage = client.get(reverse("clubs-manage", args=[club.slug]))
    added = client.post(reverse("clubs-add-player", args=[club.slug]), {"name": "Eve"})
    expected = {"anonymous": 302, "stranger": 403, "other_organiser": 403}.get(who, 200)
    assert manage.status_code == expected
    assert added.status_code == (302 if who in RUN_IT or who == "anonymous" else 403)
    assert club.players.filter(name="Eve").exists() == (who in RUN_IT)


def test_the_organiser_adds_renames_and_removes_players_once_each(client, world):
    everyone, club = world
    as_(client, everyone, "organiser")
    add = reverse("clubs-add-player", args=[club.slug])
    client.post(add, {"name": " Eve "})
    client.post(add, {"name": "Eve"})  # a doubled tap
    eve = club.players.get(name="Eve")
    assert club.players.filter(name="Eve").count() == 1
    rename = reverse("clubs-rename-player", args=[club.slug, eve.pk])
    client.post(rename, {f"player-{eve.pk}-name": "Eva"})
    client.post(rename, {f"player-{eve.pk}-name": "Eva"})
    assert ClubPlayer.objects.get(pk=eve.pk).name == "Eva"
    taken = client.post(rename, {f"player-{eve.pk}-name": "Ann"})
    assert taken.status_code == 400 and ClubPlayer.objects.get(pk=eve.pk).name == "Eva"
    assert "Another player has that name." in taken.content.decode()
    remove = reverse("clubs-remove-player", args=[club.slug, eve.pk])
    assert client.post(remove).status_code == 302 and client.post(remove).status_code == 302
    assert not club.players.filter(pk=eve.pk).exists()


def test_a_player_who_has_been_at_a_night_stays(client, world):
    everyone, club = world
    ann = club.players.get(name="Ann")
    a_night(club, everyone).mark_present(everyone["organiser"], ann.pk)
    as_(client, everyone, "organiser")
    page = client.get(reverse("clubs-manage", args=[club.slug])).content.decode()
    assert reverse("clubs-remove-player", args=[club.slug, ann.pk]) not in page
    response = client.post(reverse("clubs-remove-player", args=[club.slug, ann.pk]), follow=True)
    assert "Ann has played at a night, so they stay on the list." in response.content.decode()
    assert club.players.filter(pk=ann.pk).exists()


def test_a_second_organiser_is_added_by_username(client, world):
    everyone, club = world
    as_(client, everyone, "organiser")
    url = reverse("clubs-add-organiser", args=[club.slug])
    unknown = client.post(url, {"username": "nobody"})
    assert unknown.status_code == 400
    assert "Nobody has signed up with that username." in unknown.content.decode()
    client.post(url, {"username": "stranger"})
    client.post(url, {"username": "stranger"})
    assert club.is_run_by(everyone["stranger"]) and club.organisers.count() == 2


@pytest.mark.parametrize(
    "post",
    [
        {"name": "x" * 500},
        {"name": "a\u202eb"},
        {"name": "\x00"},
        {},
    ],
)
def test_malformed_names_are_refused_in_words(client, world, post):
    everyone, club = world
    as_(client, everyone, "organiser")
    for url in [reverse("clubs-add-player", args=[club.slug]), reverse("clubs-new")]:
        response = client.post(url, post)
        assert response.status_code == 400, url


@pytest.mark.parametrize(
    ("variant", "target", "options", "words"),
    [
        ("bela:klaverjas", "", {}, "Klaverjas (Dutch, four-handed), to 16 deals"),
        ("bela:klaverjas", "1000", {"end": "points", "target": 1000}, "to 1000"),
        ("bela:croatian", "", {}, "Croatian Bela (four-handed), to 1001"),
        ("amerikaner:kani", "41", {"target": 41}, "Kani, to 41"),
    ],
)
def test_the_clubs_game_is_said_as_the_engine_plays_it(
    client, world, variant, target, options, words
):
    everyone, _ = world
    as_(client, everyone, "stranger")
    client.post(reverse("clubs-new"), {**START, "variant": variant, "target": target})
    club = Club.objects.get(name=START["name"])
    assert club.options == options
    assert words in client.get(reverse("clubs-club", args=[club.slug])).content.decode()


def test_the_club_pages_anyone_reads_alike_may_be_kept_by_a_shared_cache(client, world):
    """Nobody signed in: no cookie, no CSRF token, so a shared cache may keep the pages; an
    organiser's own copy (with its forms) is private."""
    everyone, club = world
    night = a_night(club, everyone)
    paths = [
        reverse("clubs-list"),
        reverse("clubs-club", args=[club.slug]),
        reverse("clubs-night", args=[club.slug, night.pk]),
    ]
    for path in paths:
        response = client.get(path)
        assert response["Cache-Control"] == "public, max-age=5", path
        assert not response.cookies and b"csrfmiddlewaretoken" not in response.content
    as_(client, everyone, "organiser")
    for path in paths:
        assert client.get(path)["Cache-Control"] == "private", path


def rules(**given) -> dict:
    sent = {
        "variant": "bela:klaverjas",
        "target": "",
        "format": "swiss",
        "season_rule": "all",
        **dict(zip(("ranked_1", "ranked_2", "ranked_3"), DEFAULT_ORDER, strict=True)),
    }
    return {f"rules-{key}": value for key, value in {**sent, **given}.items()}


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_organisers_change_the_house_rules(client, world, who):
    everyone, club = world
    as_(client, everyone, who)
    response = client.post(reverse("clubs-house-rules", args=[club.slug]), rules())
    assert response.status_code == (302 if who in RUN_IT or who == "anonymous" else 403)
    assert Club.objects.get(pk=club.pk).format == ("swiss" if who in RUN_IT else "individual")


def test_the_game_stays_while_a_night_is_under_way(client, world):
    everyone, club = world
    as_(client, everyone, "organiser")
    url = reverse("clubs-house-rules", args=[club.slug])
    refused = client.post(url, rules(variant="bela:bela2"))  # no partners for fixed pairs
    assert refused.status_code == 400 and "format" in refused.context["rules_form"].errors
    changed = client.post(url, rules(target="1000", season_rule="best", season_count="8"))
    club.refresh_from_db()
    assert (club.options, club.season_count) == ({"end": "points", "target": 1000}, 8)
    assert "to 1000" in client.get(changed.url).content.decode()
    night = a_night(club, everyone)
    with club.changing():
        night.rounds.create(number=1)
    under_way = client.post(url, rules(variant="bela:croatian"))
    assert under_way.status_code == 400
    assert "A night is under way: change the game after it." in under_way.content.decode()
    assert Club.objects.get(pk=club.pk).variant == "bela:klaverjas"
    client.post(url, rules(target="1000", season_rule="drop_worst"))  # the game as it is: taken
    assert Club.objects.get(pk=club.pk).season_rule == "drop_worst"


def test_the_organiser_ranks_the_standings_by_the_steps_in_the_order_chosen(client, world):
    everyone, club = world
    as_(client, everyone, "organiser")
    url = reverse("clubs-house-rules", args=[club.slug])
    order = {"ranked_1": "points_for", "ranked_2": "games_won", "ranked_3": "points_difference"}
    assert client.post(url, rules(**order)).status_code == 302
    assert Club.objects.get(pk=club.pk).order == ["points_for", "games_won", "points_difference"]
    form = client.get(reverse("clubs-manage", args=[club.slug])).context["rules_form"]
    assert [form[field].value() for field in order] == list(order.values())


def test_a_step_chosen_twice_is_refused_where_it_is_chosen_again(client, world):
    everyone, club = world
    as_(client, everyone, "organiser")
    url = reverse("clubs-house-rules", args=[club.slug])
    refused = client.post(url, rules(ranked_2="games_won", target="1000"))
    assert refused.status_code == 400
    errors = refused.context["rules_form"].errors
    assert errors == {"ranked_2": ["Rank by each once: games won is chosen above."]}
    assert refused.context["rules_form"]["target"].value() == "1000"  # the entries kept
    assert Club.objects.get(pk=club.pk).order == list(DEFAULT_ORDER)


def test_the_door_refuses_an_order_that_is_not_every_step_once(world):
    everyone, club = world
    with pytest.raises(ValidationError) as refusal:
        club.set_house_rules(everyone["organiser"], club.variant, {}, order=["games_won"])
    assert list(refusal.value.error_dict) == ["order"]


def test_the_manage_page_is_titled_by_its_club(client, world):
    everyone, club = world
    as_(client, everyone, "organiser")
    page = client.get(reverse("clubs-manage", args=[club.slug])).content.decode()
    title = page.split("<title>")[1].split("</title>")[0]
    assert title == "Run the club · De Klaver · Pegboard"
    assert page.count('id="house-rules"') == 1


def test_the_manage_page_lists_the_players_by_name_as_the_night_does(client, world):
    # A count of each player's nights groups the rows, and Django leaves a model's own
    # ordering out of a grouped query: the list came in whatever order the database gave.
    everyone, club = world
    for name in ("Zoë", "Abe"):
        club.add_player(everyone["organiser"], name)
    as_(client, everyone, "organiser")
    page = client.get(reverse("clubs-manage", args=[club.slug])).content.decode()
    listed = re.findall(r"<summary><strong><bdi>([^<]+)</bdi>", page)
    assert listed == ["Abe", "Ann", "Bo", "Cy", "Di", "Zoë"]
