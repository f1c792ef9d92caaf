"""The people of the club pages' tests: a club run by its organiser, beside another club run
by someone else, a signed-in stranger and a site administrator (and nobody signed in)."""

import datetime

from django.contrib.auth import get_user_model

from clubs.models import Club, Night

NIGHT = datetime.date(2026, 11, 27)
PERSONAS = ("anonymous", "stranger", "organiser", "other_organiser", "admin")
# Who may change the club: its organiser and a site administrator.
RUN_IT = ("organiser", "admin")


def people() -> dict:
    users = get_user_model().objects
    return {
        "stranger": users.create_user("stranger", password="pw"),
        "organiser": users.create_user("olga", password="pw"),
        "other_organiser": users.create_user("otto", password="pw"),
        "admin": users.create_superuser("root", password="pw"),
    }


def a_club(people, format="individual", players=("Ann", "Bo", "Cy", "Di")) -> Club:
    """Club "De Klaver" (Klaverjas) run by the organiser with its players, and "Other" run by
    the other organiser."""
    club = Club.start(people["organiser"], "De Klaver", "bela:klaverjas", {}, format=format)
    Club.start(people["other_organiser"], "Other", "bela:croatian", {})
    for name in players:
        club.add_player(people["organiser"], name)
    return club


def a_night(club, people, format=None) -> Night:
    return Night.plan(club, people["organiser"], None, NIGHT, format or club.format, 4)


def as_(client, people, who) -> None:
    client.logout()
    if who != "anonymous":
        client.force_login(people[who])
