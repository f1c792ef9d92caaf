"""The cup's pages per persona (leagues/cup_views.py): everyone reads the bracket and its
downloads; the secretary alone creates a cup, draws it (preview, then confirm), dates its
rounds and draws the next; the captains send and answer a tie's card on the fixture's pages,
as a league card, and the table does not move."""

import pytest
from django.urls import reverse

from leagues.models import Cup, Season
from leagues.rules.cup import first_round
from tests.leagues.cards import CAPTAINS, PERSONAS, SLUG, as_, games_posted
from tests.leagues.cups import CODES, SEED, WON, drawn_cup

pytestmark = pytest.mark.django_db
NOT_SECRETARY = [who for who in PERSONAS if who not in ("secretary", "anonymous")]


def cup_url(cup, name="leagues-cup"):
    return reverse(name, args=[SLUG, cup.pk])


def table_rows(season):
    return [
        (r.team, r.played, r.league_points) for r in Season.objects.get(pk=season.pk).table().rows
    ]


def test_everyone_reads_the_bracket_and_only_the_secretary_sees_its_actions(client, league):
    season, _, people = league
    _, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    for who in PERSONAS:
        body = as_(client, people, who).get(cup_url(cup)).content.decode()
        assert "Challenge Cup" in body and "Not drawn yet." in body, who
        assert (cup_url(cup, "leagues-cup-draw") in body) == (who == "secretary"), who
    season_page = as_(client, people, "anonymous").get(reverse("leagues-season", args=[SLUG]))
    assert cup_url(cup) in season_page.content.decode()


def test_only_the_secretary_starts_a_cup_once(client, league):
    people = league[2]
    url = reverse("leagues-new-cup", args=[SLUG])
    data = {"name": "Challenge Cup", "level_rule": "extra_game", "draw_mode": "bracket"}
    assert as_(client, people, "anonymous").post(url, data).status_code == 302
    for who in NOT_SECRETARY:
        assert as_(client, people, who).get(url).status_code == 403, who
        assert as_(client, people, who).post(url, data).status_code == 403, who
    assert not Cup.objects.exists()
    as_(client, people, "secretary")
    assert client.get(url).status_code == 200
    first, again = client.post(url, data), client.post(url, data)
    cup = Cup.objects.get()
    assert first.url == again.url == cup_url(cup)
    assert (cup.level_rule, cup.draw_mode) == ("extra_game", "bracket")
    assert "There is a cup of that name already." in client.get(cup_url(cup)).content.decode()


def test_the_draw_is_previewed_then_confirmed_as_previewed(client, league):
    season, _, people = league
    _, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    url = cup_url(cup, "leagues-cup-draw")
    query = {"teams": CODES, "date": "2026-11-04", "seed": SEED}
    for who in NOT_SECRETARY:
        assert as_(client, people, who).get(url, query).status_code == 403, who
        assert as_(client, people, who).post(url, query).status_code == 403, who
    as_(client, people, "secretary")
    preview = client.get(url, query).content.decode()
    # A number of its own at each preview, never the address's (a link would pick the draw).
    shown = int(preview.split("Draw number ")[1].split("<")[0].replace(",", ""))
    assert shown != SEED and f'name="seed" value="{shown}"' in preview
    assert "a bye: through to the next round" in preview and not cup.rounds.exists()
    assert client.get(url, {"teams": ["swan"]}).status_code == 400
    assert client.post(url, query).status_code == 302
    assert client.post(url, query).status_code == 302  # sent twice: kept once
    assert cup.rounds.get().draw == [[p.home, p.away] for p in first_round(CODES, SEED)]
    other = client.post(url, {**query, "seed": SEED + 1})
    assert other.status_code == 409 and cup.rounds.count() == 1
    bracket = client.get(cup_url(cup)).content.decode()
    assert "Semi-finals" in bracket and "Final" in bracket and f"draw number {SEED}" in bracket


def test_a_tie_is_carded_by_the_captains_and_the_next_round_drawn_by_the_secretary(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    table = table_rows(season)
    enter = reverse("leagues-enter-card", args=[SLUG, tie.pk])
    as_(client, people, "home_captain")
    form = client.get(enter).content.decode()
    assert "Extra game, only if the match is level" in form
    level = {"replaces": 0, **games_posted(5)}
    for n, (home, away) in enumerate([(15, 10), (10, 15), (15, 12), (12, 15)], start=1):
        level |= {f"game-{n}-home_score": home, f"game-{n}-away_score": away}
    refused = client.post(enter, level)
    assert refused.status_code == 200 and "give the extra game" in refused.content.decode()
    assert (
        client.post(enter, {**level, "game-5-home_score": 9, "game-5-away_score": 15}).status_code
        == 302
    )
    page = client.get(reverse("leagues-fixture", args=[SLUG, tie.pk])).content.decode()
    assert "Challenge Cup</a> · Semi-finals" in page and "awaiting the other captain" in page
    confirm = reverse("leagues-confirm-card", args=[SLUG, tie.pk, 1])
    for who in CAPTAINS - {"away_captain", "away_cocaptain"} | {"other_captain", "player"}:
        assert as_(client, people, who).post(confirm).status_code == 403, who
    assert as_(client, people, "away_captain").post(confirm).status_code == 302
    assert table_rows(season) == table
    bracket = as_(client, people, "anonymous").get(cup_url(cup)).content.decode()
    assert "<bdi>The Crown</bdi> through on an extra game (9–15)" in bracket
    next_url = cup_url(cup, "leagues-cup-next")
    for who in NOT_SECRETARY:
        assert as_(client, people, who).post(next_url, {"after": 1}).status_code == 403, who
    as_(client, people, "secretary")
    preview = client.get(next_url).content.decode()  # drawn afresh: either at home
    pairs = ("The Black Bull</bdi> v <bdi>The Crown", "The Crown</bdi> v <bdi>The Black Bull")
    assert any(pair in preview for pair in pairs)
    assert client.post(next_url, {"after": 1, "seed": 4, "date": "2026-12-02"}).status_code == 302
    assert client.post(next_url, {"after": 1, "seed": 4}).status_code == 302  # once
    assert cup.rounds.count() == 2 and cup.ties().count() == 2
    assert client.get(next_url).status_code == 302  # nothing to draw now: the bracket


def test_a_bracket_fixed_in_advance_shows_who_meets_whom(client, league):
    season, _, people = league
    cup, _ = drawn_cup(season, people, draw_mode="bracket")
    body = client.get(cup_url(cup)).content.decode()
    assert 'The Black Bull</bdi> v <span class="muted">winner of tie 2' in body
    assert "drawn when the round before is played" not in body


def test_round_dates_are_the_secretarys(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    url = reverse("leagues-cup-round-date", args=[SLUG, cup.pk, 1])
    for who in NOT_SECRETARY:
        assert as_(client, people, who).post(url, {"date": "2026-11-11"}).status_code == 403
    as_(client, people, "secretary")
    assert client.post(url, {"date": "1900-01-01"}).status_code == 400
    assert client.post(url, {"date": "2026-11-11"}).status_code == 302
    tie.refresh_from_db()
    assert str(tie.date) == "2026-11-11"


def test_the_cups_fixtures_download_as_csv_and_ical(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    tie.send_card(people["secretary"], [], walkover_to="away")
    csv = client.get(cup_url(cup, "leagues-cup-csv")).content.decode()
    assert (
        csv.splitlines()[1]
        == "1,2026-11-04,The Swan,The Crown,confirmed,0,0,walkover,The Crown,walkover"
    )
    ical = client.get(cup_url(cup, "leagues-cup-calendar")).content.decode()
    assert (
        "SUMMARY:Challenge Cup: The Swan v The Crown" in ical
        and "DTSTART;VALUE=DATE:20261104" in ical
    )
    team_feed = client.get(reverse("leagues-team-calendar", args=[SLUG, "swan"])).content.decode()
    assert f"fixture-{tie.pk}." in team_feed  # a team's own feed has its cup ties


def test_a_cup_card_to_settle_is_on_the_secretarys_list(client, league):
    season, _, people = league
    _, tie = drawn_cup(season, people)
    tie.send_card(people["home_captain"], WON)
    as_(client, people, "secretary")
    manage = client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    assert "1 awaiting the other captain, 0 disputed" in manage
    waiting = client.get(reverse("leagues-waiting-cards", args=[SLUG])).content.decode()
    assert reverse("leagues-fixture", args=[SLUG, tie.pk]) in waiting


def test_the_secretary_rearranges_a_tie_from_the_cups_page(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    url = reverse("leagues-rearrange", args=[SLUG, tie.pk])
    for who in NOT_SECRETARY:
        assert as_(client, people, who).post(url, {"postponed": "on"}).status_code == 403
    as_(client, people, "secretary")
    assert url in client.get(cup_url(cup)).content.decode()
    answer = client.post(url, {"date": "2026-11-18", "postponed": "on"})
    assert answer.status_code == 302 and answer.url == cup_url(cup)
    tie.refresh_from_db()
    assert (str(tie.date), tie.postponed) == ("2026-11-18", True)
    refused = client.post(url, {"date": "1900-01-01"})
    assert (
        refused.status_code == 400
        and "Give a date from the year 2000 on." in refused.content.decode()
    )
    tie.send_card(people["secretary"], WON)
    assert url not in client.get(cup_url(cup)).content.decode()  # played: nothing to move
