"""The admin cannot go around the season's door. Two processes on one database, as two app
servers are: one reads the season page (and so keeps its story), the other makes a change
in the real admin as a superuser, and the first, reading again, shows the change, because
the admin's change counted the season's version. On SQLite (a database file of their own)
and on PostgreSQL (a database of their own beside the test database)."""

import json
import os
import subprocess
import sys
import uuid

import pytest
from django.conf import settings

from tests.conftest import REPO
from tests.leagues.cards import SLUG

SEASON = f"/leagues/{SLUG}/"
ADMIN = "/admin/leagues"


class Node:
    """tests/leagues/node.py in a process of its own."""

    def __init__(self, environ):
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.leagues.node"],
            cwd=REPO,
            env=environ,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def __call__(self, **command) -> dict:
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line, "the other process stopped"
        return json.loads(line)

    def stop(self):
        self.process.stdin.close()
        self.process.wait(timeout=30)


@pytest.fixture(scope="module")
def database(tmp_path_factory):
    """A database of the two processes' own, migrated: a file for SQLite, a database beside
    the test database on PostgreSQL."""
    config = settings.DATABASES["default"]
    if config["ENGINE"] == "django.db.backends.sqlite3":
        yield f"sqlite:///{tmp_path_factory.mktemp('nodes') / 'db.sqlite3'}"
        return
    import psycopg

    name = f"nodes_{uuid.uuid4().hex[:8]}"
    server = {"host": config["HOST"], "port": config["PORT"], "user": config["USER"]}
    password = f":{config['PASSWORD']}" if config.get("PASSWORD") else ""
    with psycopg.connect(**server, password=config.get("PASSWORD"), dbname="postgres") as db:
        db.autocommit = True
        db.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"postgres://{config['USER']}{password}@{config['HOST']}:{config['PORT']}/{name}"
    finally:
        with psycopg.connect(**server, password=config.get("PASSWORD"), dbname="postgres") as db:
            db.autocommit = True
            db.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="module")
def nodes(database):
    environ = {
        **os.environ,
        "DATABASE_URL": database,
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "LOG_LEVEL": "WARNING",
    }
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--verbosity", "0"],
        cwd=REPO,
        env=environ,
        check=True,
    )
    admin, reader = Node(environ), Node(environ)
    try:
        admin(setup=True)
        yield admin, reader
    finally:
        admin.stop()
        reader.stop()


def kept_then_changed(nodes, change) -> tuple[dict, dict]:
    """The season page read twice in the reader by a signed-in visitor (the second from the
    story it kept) and twice by an anonymous one (the second the page it kept), the change
    made in the admin process, and the page read again: (kept, after), as the signed-in
    visitor read them. Both kept things were dropped: the anonymous page was made afresh
    (a kept page makes no story), from a story made afresh (the signed-in page then used it)."""
    admin, reader = nodes
    reader(get=SEASON)
    kept = reader(get=SEASON)
    reader(get=SEASON, anonymous=1)
    assert reader(get=SEASON, anonymous=1)["made"] == kept["made"]
    answer = change(admin)
    assert answer["status"] == 302, answer
    anonymous = reader(get=SEASON, anonymous=1)
    assert anonymous["status"] == 200 and anonymous["made"] == kept["made"] + 1
    after = reader(get=SEASON)
    assert after["status"] == 200
    assert after["made"] == kept["made"] + 1
    return kept, after


def pk_of(admin, model: str, **where) -> int:
    """A row's pk, from the two processes' database (the test process has its own)."""
    return admin(pk=model, where=where)["pk"]


def test_a_team_renamed_in_the_admin(nodes):
    pk = pk_of(nodes[0], "team", code="bull")
    path = f"{ADMIN}/team/{pk}/change/"
    kept, after = kept_then_changed(nodes, lambda admin: admin(admin=path, set={"name": "Bull"}))
    assert kept["rows"]["bull"][0] == "The Black Bull" and after["rows"]["bull"][0] == "Bull"


def test_a_seasons_rules_changed_in_the_admin(nodes):
    pk = pk_of(nodes[0], "season", slug=SLUG)
    path = f"{ADMIN}/season/{pk}/change/"
    change = lambda admin: admin(admin=path, set={"game_win_points": "3"})  # noqa: E731
    kept, after = kept_then_changed(nodes, change)
    won = 5  # the Bull's games won
    assert after["rows"]["bull"][2] == kept["rows"]["bull"][2] + won
    nodes[0](admin=path, set={"game_win_points": "2"})


def test_a_league_renamed_in_the_admin(nodes):
    pk = pk_of(nodes[0], "league")
    path = f"{ADMIN}/league/{pk}/change/"
    change = lambda admin: admin(admin=path, set={"name": "Calder Valley League"})  # noqa: E731
    kept, after = kept_then_changed(nodes, change)
    assert "Calder Valley League" in after["text"] and "Calder Valley League" not in kept["text"]


def test_a_venue_renamed_in_the_admin(nodes):
    admin, reader = nodes
    team = pk_of(admin, "team", code="swan")
    assert admin(admin=f"{ADMIN}/venue/add/", set={"name": "X"})["status"] == 302  # no team's
    venue = pk_of(admin, "venue", name="X")
    admin(admin=f"{ADMIN}/team/{team}/change/", set={"venue": str(venue)})
    kept_then_changed(
        nodes,
        lambda admin: admin(admin=f"{ADMIN}/venue/{venue}/change/", set={"name": "The Cygnet"}),
    )
    assert "The Cygnet" in reader(get=f"/leagues/{SLUG}/teams/swan/fixtures.ics")["text"]
    kept_then_changed(
        nodes, lambda admin: admin(post=f"{ADMIN}/venue/{venue}/delete/", data={"post": "yes"})
    )


def test_a_player_added_renamed_and_deleted_in_the_admin(nodes):
    admin, reader = nodes
    team = pk_of(admin, "team", code="swan")
    add = {"team": str(team), "name": "Zed"}
    kept_then_changed(nodes, lambda admin: admin(admin=f"{ADMIN}/player/add/", set=add))
    pk = pk_of(admin, "player", name="Zed")
    path = f"{ADMIN}/player/{pk}/change/"
    team_page = f"/leagues/{SLUG}/teams/swan/"
    assert "Zed" in reader(get=team_page, anonymous=1)["text"]  # kept by this process
    kept_then_changed(nodes, lambda admin: admin(admin=path, set={"name": "Zak"}))
    assert "Zak" in reader(get=team_page)["text"]
    assert "Zak" in reader(get=team_page, anonymous=1)["text"]
    kept_then_changed(
        nodes, lambda admin: admin(post=f"{ADMIN}/player/{pk}/delete/", data={"post": "yes"})
    )


def test_an_adjustment_added_and_deleted_in_the_admin(nodes):
    admin, _ = nodes
    season = pk_of(admin, "season", slug=SLUG)
    bull = pk_of(admin, "team", code="bull")
    add = {"season": str(season), "team": str(bull), "points": "-2", "reason": "late"}
    kept, after = kept_then_changed(
        nodes, lambda admin: admin(admin=f"{ADMIN}/adjustment/add/", set=add)
    )
    assert after["rows"]["bull"][2] == kept["rows"]["bull"][2] - 2
    pk = pk_of(admin, "adjustment")
    action = {"action": "delete_selected", "_selected_action": [str(pk)], "post": "yes"}
    kept, after = kept_then_changed(
        nodes, lambda admin: admin(post=f"{ADMIN}/adjustment/", data=action)
    )
    assert after["rows"]["bull"][2] == kept["rows"]["bull"][2] + 2


def test_a_fixture_moved_and_deleted_in_the_admin(nodes):
    admin, _ = nodes
    pk = pk_of(admin, "fixture", home__code="crown", away__code="swan")  # played
    path = f"{ADMIN}/fixture/{pk}/change/"
    kept_then_changed(nodes, lambda admin: admin(admin=path, set={"date": "2026-08-01"}))
    # Its cards are versions no one deletes: nor can the fixture be, with them.
    assert admin(post=f"{ADMIN}/fixture/{pk}/delete/", data={"post": "yes"})["status"] == 403
    pk = pk_of(admin, "fixture", cards=None)
    kept, after = kept_then_changed(
        nodes, lambda admin: admin(post=f"{ADMIN}/fixture/{pk}/delete/", data={"post": "yes"})
    )
    assert f"/fixtures/{pk}/" in kept["text"] and f"/fixtures/{pk}/" not in after["text"]


def test_a_team_added_in_the_seasons_admin_and_deleted_in_the_teams(nodes):
    admin, _ = nodes
    season = pk_of(admin, "season", slug=SLUG)
    path = f"{ADMIN}/season/{season}/change/"
    duke = {"teams-TOTAL_FORMS": "4", "teams-3-code": "duke", "teams-3-name": "The Duke"}
    duke["teams-3-season"] = str(season)
    kept, after = kept_then_changed(nodes, lambda admin: admin(admin=path, set=duke))
    assert "duke" not in kept["rows"] and "duke" in after["rows"]
    pk = pk_of(admin, "team", code="duke")
    kept, after = kept_then_changed(
        nodes, lambda admin: admin(post=f"{ADMIN}/team/{pk}/delete/", data={"post": "yes"})
    )
    assert "duke" in kept["rows"] and "duke" not in after["rows"]
    bull = pk_of(admin, "team", code="bull")  # with its cards: not deleted
    assert admin(post=f"{ADMIN}/team/{bull}/delete/", data={"post": "yes"})["status"] == 403


def test_match_cards_are_only_read_in_the_admin(nodes):
    admin = nodes[0]
    pk = pk_of(admin, "matchcard")
    for path in (f"{ADMIN}/matchcard/{pk}/change/", f"{ADMIN}/matchcard/{pk}/delete/"):
        assert admin(post=path, data={"post": "yes", "status": "superseded"})["status"] == 403
    assert admin(post=f"{ADMIN}/matchcard/add/", data={})["status"] == 403
    action = {"action": "delete_selected", "_selected_action": [str(pk)], "post": "yes"}
    admin(post=f"{ADMIN}/matchcard/", data=action)  # no such action offered
    assert admin(post=f"{ADMIN}/matchcard/{pk}/delete/", data={"post": "yes"})["status"] == 403
    assert pk_of(admin, "matchcard", pk=pk, status="confirmed") == pk  # untouched


def test_a_teams_code_changed_in_the_admin(nodes):
    """Through Team.save's carry_codes, inside the admin's door (a cup's draws follow it:
    tests/leagues/test_team_code_in_cups.py): the season's page is made afresh."""
    pk = pk_of(nodes[0], "team", code="bull")
    path = f"{ADMIN}/team/{pk}/change/"
    kept, after = kept_then_changed(nodes, lambda admin: admin(admin=path, set={"code": "bull2"}))
    assert "bull" in kept["rows"] and "bull2" in after["rows"] and "bull" not in after["rows"]
    kept_then_changed(nodes, lambda admin: admin(admin=path, set={"code": "bull"}))
