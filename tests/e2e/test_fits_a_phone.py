"""Every page a table is on, and the scorer of each family, fits a phone held upright, at 360
and 390 px, in every language:
long pair and team names wrap inside their cells, scores stay in theirs, a heading's word is
never broken, nothing leaves the screen (tests/e2e/fit.py measures it)."""

import pytest
from django.contrib.auth.models import User

from leagues.models import CardLine, Fixture, Player, Season
from scoring.models import Game
from tests.conftest import import_example_league
from tests.e2e.fit import spills

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LONG_HOME = "The Red Lion Darts and Cards Club"
LONG_AWAY = "Coach and Horses Snug Bar"
PAIRS = [
    ("Samantha Hill", "Josephine Briggs"),
    ("Bartholomew Featherstonehaugh", "Maximilian Oyelaran-Whitcombe"),
    ("Anastasia Petrovna", "Christopher Llewellyn"),
    ("Gwendolyn Abernathy", "Fitzwilliam Darcy-Bennet"),
]


def a_league_night():
    """The example league with two long team names, a card with long pair names sent and
    confirmed, and the home captain; the season, the fixture and the player pages' ids."""
    import_example_league()
    season = Season.objects.get()
    fixture = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    home, away = (User.objects.create_user(n, password="pegboard-test-pw") for n in "ha")
    people = {}
    with season.changing():
        fixture.home.name, fixture.away.name = LONG_HOME, LONG_AWAY
        fixture.home.save()
        fixture.away.save()
        fixture.home.captains.add(home)
        fixture.away.captains.add(away)
        for team, (first, second) in ((fixture.home, PAIRS[0]), (fixture.away, PAIRS[1])):
            for name in (first, second):
                people[name] = Player.objects.create(team=team, name=name)
    pair = lambda a, b: (people[a].pk, people[b].pk)  # noqa: E731
    lines = [
        CardLine(15, 9, home_players=pair(*PAIRS[0]), away_players=pair(*PAIRS[1])),
        CardLine(15, 13, " & ".join(PAIRS[2]), " & ".join(PAIRS[3])),
        CardLine(14, 15, " & ".join(PAIRS[3]), " & ".join(PAIRS[2])),
        CardLine(15, 12, " & ".join(PAIRS[0]), " & ".join(PAIRS[1])),
    ]
    outcome, card = fixture.send_card(home, lines)
    assert outcome.changed
    assert card.confirm(away).changed
    return season, fixture, people["Samantha Hill"]


def scored_games():
    """A Klaberjass game with long team names part way, and an All Fours game won."""
    bela = Game.from_record(
        {
            "format": "pegboard-record/1",
            "game": "bela",
            "variant": "klaberjass",
            "sides": [
                {"id": "A", "name": "Samantha Hill & Josephine Briggs"},
                {"id": "B", "name": "Bartholomew Featherstonehaugh & Max"},
            ],
            "hands": [
                {
                    "maker": "A",
                    "trump": "hearts",
                    "melds": [{"side": "A", "length": 3, "top": "Q", "suit": "clubs"}],
                    "bela": "B",
                    "card_points": {"A": 90, "B": 62},
                    "last_trick": "A",
                }
            ],
        }
    )
    won = Game.from_record(
        {
            "format": "pegboard-record/1",
            "game": "allfours",
            "variant": "trinidad",
            "options": {"target": 4},
            "sides": [
                {"id": "A", "name": "Samantha Hill & Josephine Briggs"},
                {"id": "B", "name": "Anastasia Petrovna & Christopher"},
            ],
            "hands": [
                {"dealer": "A", "turned": ["4"], "high": "A", "low": "A", "game": "A"},
                {"dealer": "B", "turned": ["9"], "high": "A", "low": "B", "game": "B"},
            ],
        }
    )
    return bela, won


def amerikaner_of_four():
    """Four players with long names, their tricks as chips: the scorer's widest form."""
    names = ["Samantha Hill", "Bartholomew Featherstonehaugh", "Anastasia Petrovna", "Gwendolyn"]
    sides = [{"id": c, "name": n} for c, n in zip("ABCD", names, strict=True)]
    return Game.objects.create(
        game="amerikaner", variant="amerikaner", sides=sides, first_dealer="A"
    )


def scorer(game) -> str:
    return f"/g/{game.public_id}/score/{game.secret}/"


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur", "it"])
def test_the_league_and_scorer_pages_fit_at_360_and_390(live_server, browser, language):
    season, fixture, player = a_league_night()
    bela, won = scored_games()
    context = browser.new_context(locale=language)
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "h")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("form [type=submit]").last.click()
    league = f"/leagues/{season.slug}"
    paths = [
        f"{league}/",
        f"{league}/results/",
        f"{league}/fixtures/{fixture.pk}/",
        f"{league}/fixtures/{fixture.pk}/card/",
        f"{league}/teams/swan/",
        f"{league}/teams/swan/against/crown/",
        f"{league}/players/",
        f"{league}/players/{player.pk}/",
        scorer(bela),
        scorer(won),
        scorer(amerikaner_of_four()),
        f"/g/{bela.public_id}/",
        scorer(bela) + "hands/1/",
        scorer(bela) + "changes/",
    ]
    found = {}
    for width, height in ((360, 740), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        for path in paths:
            page.goto(live_server.url + path)
            if problems := spills(page):
                found[f"{width} {path}"] = problems
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
