"""A club night's pages, for each persona (tests/clubs/personas.py): making a night once
however often its form is sent, ticking who is present (a doubled tap changes nothing more),
walk-ins, late arrivals and early leavers between rounds, and the fixed pairs."""

import uuid

import pytest
from django.urls import reverse

from clubs.models import Attendance, ClubPlayer, Night, Pair, Round
from tests.clubs.personas import NIGHT, PERSONAS, RUN_IT, a_club, a_night, as_, people

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    everyone = people()
    club = a_club(everyone)
    return everyone, club, a_night(club, everyone)


def url(name, night, *more):
    return reverse(name, args=[night.club.slug, night.pk, *more])


def tick(client, night, name, here="yes"):
    player = night.club.players.get(name=name)
    return client.post(url("clubs-presence", night), {"player": player.pk, "here": here})


def drawn(night, number):
    """A round drawn (the clubround engineer's draw, stood in for by its row)."""
    with night.club.changing():
        Round.objects.create(night=night, number=number)


def test_the_organiser_makes_a_night_once_however_often_the_form_is_sent(client, world):
    everyone, club, _ = world
    as_(client, everyone, "organiser")
    form = client.get(reverse("clubs-new-night", args=[club.slug]))
    assert form.context["form"]["format"].value() == "individual"
    assert form.context["form"]["date"].value() is not None  # today
    sent = {
        "key": str(uuid.uuid4()),
        "date": "2026-12-04",
        "title": "Sinterklaasdrive",
        "format": "individual",
        "rounds_planned": "6",
    }
    first = client.post(reverse("clubs-new-night", args=[club.slug]), sent)
    again = client.post(reverse("clubs-new-night", args=[club.slug]), sent)
    night = Night.objects.get(title="Sinterklaasdrive")
    assert first.url == again.url == reverse("clubs-night", args=[club.slug, night.pk])
    assert night.rounds_planned == 6 and str(night.date) == "2026-12-04"
    client.post(reverse("clubs-new-night", args=[club.slug]), {**sent, "key": str(uuid.uuid4())})
    assert club.nights.filter(title="Sinterklaasdrive").count() == 2  # another form: another


@pytest.mark.parametrize(
    ("given", "field"),
    [
        ({"date": "not a date"}, "date"),
        ({"date": "1899-01-01"}, "date"),
        ({"rounds_planned": "0"}, "rounds_planned"),
        ({"rounds_planned": "x"}, "rounds_planned"),
        ({"format": "swiss", "key": "not-a-uuid"}, "key"),
        ({"format": "chess"}, "format"),
        ({"title": "Drive\u202e"}, "title"),
    ],
)
def test_a_refused_night_names_the_field_and_keeps_the_entries(client, world, given, field):
    everyone, club, _ = world
    as_(client, everyone, "organiser")
    nights = Night.objects.count()
    sent = {"key": str(uuid.uuid4()), "date": "2026-12-04", "title": "Drive", "rounds_planned": "5"}
    sent["format"] = "individual"
    response = client.post(reverse("clubs-new-night", args=[club.slug]), {**sent, **given})
    assert response.status_code == 400 and Night.objects.count() == nights
    assert field in response.context["form"].errors
    kept = "2026-12-04" if field != "date" else "Drive"  # an entry not refused, kept
    assert f'value="{kept}"' in response.content.decode()


@pytest.mark.parametrize("who", PERSONAS)
def test_everyone_reads_the_night_and_only_the_organisers_tick(client, world, who):
    everyone, club, night = world
    as_(client, everyone, who)
    page = client.get(url("clubs-night", night))
    assert page.status_code == 200 and "27 November 2026" in page.content.decode()
    assert (url("clubs-presence", night) in page.content.decode()) == (who in RUN_IT)
    response = tick(client, night, "Ann")
    assert response.status_code == {"anonymous": 302}.get(who, 302 if who in RUN_IT else 403)
    assert night.attendances.filter(player__name="Ann").exists() == (who in RUN_IT)
    new_night = client.get(reverse("clubs-new-night", args=[club.slug]))
    assert new_night.status_code == {"anonymous": 302}.get(who, 200 if who in RUN_IT else 403)


def test_a_doubled_tick_is_one_attendance_and_untick_takes_it_off(client, world):
    everyone, _, night = world
    as_(client, everyone, "organiser")
    tick(client, night, "Ann")
    answer = tick(client, night, "Ann")
    assert answer.status_code == 302 and night.attendances.count() == 1
    assert "Ann is here." in client.get(answer.url).content.decode()
    tick(client, night, "Ann", "no")
    tick(client, night, "Ann", "no")
    assert night.attendances.count() == 0


def test_a_late_arrival_plays_from_the_next_round_and_a_leaver_leaves_after_this(client, world):
    everyone, _, night = world
    as_(client, everyone, "organiser")
    for name in ("Ann", "Bo", "Cy"):
        tick(client, night, name)
    drawn(night, 1)
    tick(client, night, "Di")
    late = night.attendances.get(player__name="Di")
    assert (late.from_round, late.until_round) == (2, None)
    answer = tick(client, night, "Ann", "no")
    tick(client, night, "Ann", "no")  # a doubled tap: still after round 1
    ann = night.attendances.get(player__name="Ann")
    assert (ann.from_round, ann.until_round) == (1, 1)
    assert "Ann leaves after round 1." in client.get(answer.url).content.decode()
    tick(client, night, "Ann")  # back before round 2 is drawn: stays after all
    assert night.attendances.get(player__name="Ann").until_round is None
    tick(client, night, "Ann", "no")
    drawn(night, 2)
    refused = tick(client, night, "Ann")
    assert (
        "Ann left after round 1 and has missed a round since."
        in client.get(refused.url).content.decode()
    )
    assert night.attendances.get(player__name="Ann").until_round == 1
    page = client.get(url("clubs-night", night)).content.decode()
    ann_pk = night.club.players.get(name="Ann").pk
    assert f'name="player" value="{ann_pk}"' not in page  # no button the POST refuses
    assert "left after round 1" in page


def test_a_walk_in_is_named_at_the_door_once(client, world):
    everyone, club, night = world
    as_(client, everyone, "organiser")
    client.post(url("clubs-walk-in", night), {"name": "Fleur"})
    client.post(url("clubs-walk-in", night), {"name": "Fleur"})
    fleur = ClubPlayer.objects.get(club=club, name="Fleur")
    assert fleur.walk_in and night.attendances.filter(player=fleur).count() == 1
    client.post(url("clubs-walk-in", night), {"name": "bo"})  # the club's player of that name
    assert night.attendances.filter(player__name="Bo").exists()
    assert not club.players.filter(name="bo").exists()
    refused = client.post(url("clubs-walk-in", night), {"name": " "})
    assert refused.status_code == 400
    assert refused.context["walk_in_form"].errors["name"] == ["Player's name: fill this in."]
    club_page = client.get(reverse("clubs-club", args=[club.slug])).content.decode()
    assert "Fleur" not in club_page  # a walk-in is not one of the registered players


@pytest.fixture
def pairs_night(world):
    everyone, club, _ = world
    night = a_night(club, everyone, format="swiss")
    for name in ("Ann", "Bo", "Cy", "Di"):
        night.mark_present(everyone["organiser"], club.players.get(name=name).pk)
    return everyone, club, night


def test_the_organiser_pairs_the_present_players_once(client, pairs_night):
    everyone, club, night = pairs_night
    as_(client, everyone, "organiser")
    ann, bo = (club.players.get(name=name).pk for name in ("Ann", "Bo"))
    client.post(url("clubs-pair", night), {"first": ann, "second": bo})
    client.post(url("clubs-pair", night), {"first": ann, "second": bo})  # doubled
    assert list(night.pairs.values_list("number", "first", "second")) == [(1, ann, bo)]
    taken = client.post(url("clubs-pair", night), {"first": ann, "second": bo + 1})
    assert taken.status_code == 400
    assert "Choose a player here and in no pair." in taken.content.decode()
    client.post(url("clubs-pair", night), {"in_order": "1"})
    client.post(url("clubs-pair", night), {"in_order": "1"})
    assert [str(pair) for pair in night.pairs.all()] == ["Ann & Bo", "Cy & Di"]


def test_pairs_part_only_before_a_round_is_drawn(client, pairs_night):
    everyone, _, night = pairs_night
    as_(client, everyone, "organiser")
    client.post(url("clubs-pair", night), {"in_order": "1"})
    refused = tick(client, night, "Ann", "no")
    assert (
        "Ann plays in a pair: take the pair apart first."
        in client.get(refused.url).content.decode()
    )
    client.post(url("clubs-part-pair", night, 2))
    client.post(url("clubs-part-pair", night, 2))
    assert list(night.pairs.values_list("number", flat=True)) == [1]
    drawn(night, 1)
    page = client.get(url("clubs-night", night)).content.decode()
    assert url("clubs-part-pair", night, 1) not in page
    kept = client.post(url("clubs-part-pair", night, 1), follow=True)
    assert "A round is drawn: the pairs stay as they are." in kept.content.decode()
    assert Pair.objects.filter(night=night).count() == 1


@pytest.mark.parametrize(
    "post",
    [{}, {"player": "x"}, {"player": "³"}, {"player": "99999"}, {"first": "a", "second": "1"}],
)
def test_malformed_ticks_and_pairs_answer_calmly(client, pairs_night, post):
    everyone, _, night = pairs_night
    as_(client, everyone, "organiser")
    before = list(Attendance.objects.values_list("pk", "until_round"))
    assert tick_raw(client, night, post).status_code in (302, 400)
    assert client.post(url("clubs-pair", night), post).status_code in (302, 400)
    assert list(Attendance.objects.values_list("pk", "until_round")) == before


def tick_raw(client, night, post):
    return client.post(url("clubs-presence", night), post)


def test_an_individual_night_has_no_pairs(client, world):
    everyone, _, night = world
    as_(client, everyone, "organiser")
    page = client.get(url("clubs-night", night)).content.decode()
    assert url("clubs-pair", night) not in page
    answer = client.post(url("clubs-pair", night), {"in_order": "1"}, follow=True)
    assert "This night is played without fixed pairs." in answer.content.decode()
    assert night.date == NIGHT


def test_a_night_over_keeps_who_played(client, pairs_night):
    everyone, club, night = pairs_night
    with club.changing():
        Night.objects.filter(pk=night.pk).update(finished=True)
    as_(client, everyone, "organiser")
    page = client.get(url("clubs-night", night)).content.decode()
    assert url("clubs-presence", night) not in page and url("clubs-walk-in", night) not in page
    refused = tick(client, night, "Ann", "no")
    assert "The night is over" in client.get(refused.url).content.decode()
    walk_in = client.post(url("clubs-walk-in", night), {"name": "Late Lou"})
    assert walk_in.status_code == 400 and not club.players.filter(name="Late Lou").exists()
    assert night.attendances.count() == 4
