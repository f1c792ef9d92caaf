"""The league's forms posted with bad input, as the secretary or a captain would (the example
league's Swan v Crown, tests/leagues/cards.py), and every refusal each page then shows,
with the field it is shown under (tests/leagues/test_league_refusals.py walks them)."""

import datetime
import json
from collections.abc import Callable
from dataclasses import dataclass, field

from django.core.files.uploadedfile import SimpleUploadedFile
from django.forms import BaseForm, BaseFormSet
from django.urls import reverse

from leagues.models import CardGame, Cup, Division, Fixture, MatchCard, Player, Season
from leagues.rules.facts import DEFAULT_TIE_BREAKERS
from tests.conftest import EXAMPLES
from tests.doors import through_its_door
from tests.leagues.cards import CARD, SLUG, as_
from tests.refusal_walk import Shown


@dataclass(frozen=True)
class Case:
    """A form posted by `who` to the page `url(season, fixture)` names, with `post`, after
    `ready(season, fixture)` set the season as the refusal needs it."""

    who: str
    url: Callable
    post: dict | Callable = field(default_factory=dict)  # or (season, fixture) -> dict
    ready: Callable | None = None


def manage(name: str, *args) -> Callable:
    return lambda season, fixture: reverse(name, args=[SLUG, *args])


def page(name: str) -> Callable:
    return lambda season, fixture: reverse(name)


def card_page(season, fixture) -> str:
    return reverse("leagues-enter-card", args=[SLUG, fixture.pk])


def card(**games) -> dict:
    return {**CARD, **games}


@through_its_door
def played(season, fixture) -> None:
    Fixture.objects.filter(pk=fixture.pk).update(date=datetime.date(2026, 1, 8))


@through_its_door
def players_named(season, fixture) -> None:
    played(season, fixture)
    for name in ("Ann", "Bob", "Cy"):
        Player.objects.create(team=fixture.home, name=name)
    season.guests_per_season = 0
    with season.changing():
        season.save()


def picked(games: dict) -> Callable:
    """A card whose pairs are picked from the players: {field: names}."""

    def post(season, fixture):
        named = dict(Player.objects.values_list("name", "pk"))
        return card(**{key: [named[name] for name in names] for key, names in games.items()})

    return post


def game_of(house: str, target: int) -> Callable:
    @through_its_door
    def ready(season, fixture):
        played(season, fixture)
        Season.objects.filter(pk=season.pk).update(house_variant=house, target=target)

    return ready


@through_its_door
def no_cards(season, fixture) -> None:
    MatchCard.objects.filter(fixture__season=season).delete()


@through_its_door
def future(season, fixture) -> None:
    Fixture.objects.filter(pk=fixture.pk).update(date=datetime.date(2099, 1, 8))


@through_its_door
def a_cup(season, fixture) -> None:
    Cup.objects.create(season=season, name="Challenge Cup")


def cup(name: str) -> Callable:
    return lambda season, fixture: reverse(name, args=[SLUG, Cup.objects.get().pk])


def league_file(**changes) -> dict:
    """The example league's file with `changes` to its league (None: the key left out)."""
    data = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]
    data |= changes
    return {key: value for key, value in data.items() if value is not None}


SEASON = {"league": "New League", "season": "2026-27", "games_per_match": 4}
SEASON |= {"game_win_points": 2, "aggregate_points": 2, "aggregate_tie": "split"}
SEASON |= {f"breaker_{n}": b for n, b in enumerate(DEFAULT_TIE_BREAKERS, 1)}

CARD_CASES = [
    Case(
        "home_captain",
        card_page,
        card(**{"game-1-home_score": 15, "game-1-away_score": 15}),
        played,
    ),
    Case(
        "home_captain", card_page, card(**{"game-1-home_score": 7, "game-1-away_score": 9}), played
    ),
    Case(
        "home_captain", card_page, card(**{"game-1-home_score": "", "game-1-away_score": 9}), played
    ),
    Case("home_captain", card_page, card(**{"game-1-home_score": 99999}), played),
    Case("home_captain", card_page, card(replaces="x"), played),
    Case("home_captain", card_page, card(**{"game-1-home_pair": "Ann\nBob"}), played),
    Case("home_captain", card_page, card(), future),
    Case(
        "home_captain",
        card_page,
        card(**{"game-1-home_score": 1001, "game-1-away_score": 756}),
        game_of("bela:croatian", 1001),
    ),
    Case(
        "home_captain",
        card_page,
        card(**{"game-1-home_score": 900, "game-1-away_score": 900}),
        game_of("bela:croatian", 1001),
    ),
    Case(
        "home_captain",
        card_page,
        card(**{"game-1-home_score": 80, "game-1-away_score": 80}),
        game_of("bela:klaverjas", 1500),
    ),
    Case("home_captain", card_page, picked({"game-1-home_players": ["Ann"]}), players_named),
    Case(
        "home_captain",
        card_page,
        picked({"game-1-home_players": ["Ann", "Bob"], "game-2-home_players": ["Ann", "Cy"]}),
        players_named,
    ),
    Case("home_captain", card_page, card(**{"game-1-away_pair": "Zed & Yan"}), players_named),
]

TEAM = {"name": "The Plough", "venue": "", "captains": "", "players": ""}
SECRETARY_CASES = [
    Case("secretary", manage("leagues-add-team"), {**TEAM, "name": "The Swan"}),
    Case("secretary", manage("leagues-add-team"), {**TEAM, "name": ""}),
    Case("secretary", manage("leagues-add-team"), {**TEAM, "captains": "nobody, ghost"}),
    Case("secretary", manage("leagues-add-team"), {**TEAM, "players": "Ann\u200e\u202e"}),
    Case("secretary", manage("leagues-add-team"), {**TEAM, "venue": "Red\nLion"}),
    Case("secretary", manage("leagues-edit-team", "swan"), {**TEAM, "name": "The Crown"}),
    Case("secretary", manage("leagues-add-captain", "swan"), {"username": "nobody"}),
    Case("secretary", manage("leagues-add-captain", "swan"), {"username": ""}),
    Case("secretary", manage("leagues-generate-fixtures"), {"start": "1999-01-01", "weekday": 9}),
    Case("secretary", manage("leagues-generate-fixtures"), {"start": "2100-01-01", "weekday": 3}),
    Case("secretary", manage("leagues-generate-fixtures"), {"start": "", "weekday": ""}),
    Case("secretary", lambda s, f: reverse("leagues-rearrange", args=[SLUG, f.pk]), {"date": "x"}),
    Case(
        "secretary",
        manage("leagues-add-adjustment"),
        {"team": "nowhere", "points": "5000", "reason": ""},
    ),
    Case("secretary", manage("leagues-add-adjustment"), {"team": "swan", "points": "x"}),
    Case("secretary", manage("leagues-set-leaderboard"), {"min_games": "0"}),
    Case("secretary", manage("leagues-set-leaderboard"), {"min_games": ""}),
    Case("secretary", manage("leagues-set-registration"), {"guests": "-1"}),
    Case("secretary", manage("leagues-set-embed-origins"), {"origins": "theswan example"}),
    Case(
        "secretary",
        manage("leagues-set-embed-origins"),
        {"origins": " ".join(f"https://pub{n}.example" for n in range(12))},
    ),
    Case("secretary", manage("leagues-add-division"), {"division-name": ""}),
    Case("secretary", manage("leagues-rename-division", 1), {"name": "A\nB"}),
    Case("secretary", manage("leagues-move-team", "swan"), {"division": "abc"}),
    Case("secretary", manage("leagues-next-season"), {"name": "", "moves": "99"}),
    Case("secretary", manage("leagues-next-season"), {"name": "2026-27", "moves": "1"}),
    Case("secretary", page("leagues-new-season"), {**SEASON, "season": ""}),
    Case("secretary", page("leagues-new-season"), {**SEASON, "target": "0", "game": "x"}),
    Case(
        "secretary",
        page("leagues-new-season"),
        {**SEASON, "league": "Calder Valley All Fours League", "breaker_3": "games_won"},
    ),
    Case(
        "other_secretary",
        page("leagues-new-season"),
        {**SEASON, "league": "Calder Valley All Fours League"},
    ),
    Case(
        "secretary", manage("leagues-house-rules"), {"variant": "allfours:trinidad", "target": "0"}
    ),
    Case(
        "secretary",
        manage("leagues-set-deadlines"),
        {"confirm_after_hours": "0", "late_card": "fine", "late_card_points": ""},
    ),
    Case(
        "secretary",
        manage("leagues-set-deadlines"),
        {"confirm_after_hours": "9999", "late_card": "penalty", "late_card_points": "100"},
    ),
]
HOUSE_OPTIONS = [
    {"variant": "bela:klaverjas", "option_end": "boom", "option_deals": "1"},
    {"variant": "bela:croatian", "target": "1001", "option_belot": "x"},
]
SECRETARY_CASES += [
    Case("secretary", manage("leagues-house-rules"), post) for post in HOUSE_OPTIONS
]

CUP_CASES = [
    Case("secretary", manage("leagues-new-cup"), {"name": "", "level_rule": "x", "draw_mode": "y"}),
    Case("secretary", cup("leagues-cup-draw"), {"teams": ["swan"], "seed": "0"}, a_cup),
    Case("secretary", cup("leagues-cup-draw"), {"teams": ["swan", "x"], "date": "x"}, a_cup),
]


def import_case(text: str) -> Case:
    upload = lambda season, fixture: {  # noqa: E731 (a fresh file for each post)
        "file": SimpleUploadedFile("league.json", text.encode(), "application/json")
    }
    return Case("secretary", page("leagues-import"), upload)


GAMES = [[15, 12], [9, 15], [15, 14], [15, 7]]
BAD_MATCHES = [
    1,
    {"home": "crown", "away": "crown"},
    {"home": "crown", "away": "swan", "date": "x", "games": "x"},
    {"home": "crown", "away": "swan", "games": [[15, 12]]},
    {"home": "swan", "away": "bull", "games": [["a", 1], [99999, 1], [3, 4], [15, 15]]},
]
BAD_FILES = [
    "{",
    "[1]",
    json.dumps({"format": "pegboard-record/1", "game": "allfours", "hands": []}),
    json.dumps(league_file(divisions=[{"name": "A", "teams": ["crown"]}])),
    json.dumps(league_file(format="pegboard-league/2", house_rules="x", moves=-1)),
    json.dumps(
        league_file(format="pegboard-league/2", house_rules={"variant": "x", "options": {}})
    ),
    json.dumps(
        league_file(format="pegboard-league/2", house_rules={"variant": "trinidad", "options": []})
    ),
    json.dumps(
        league_file(
            format="pegboard-league/2",
            house_rules={"variant": "bela:klaverjas", "options": {"pit_bonus": -5}},
        )
    ),
    json.dumps(
        league_file(rules={"target": 0, "aggregate_tie": "x", "tie_breakers": ["x"], "foo": 1})
    ),
    json.dumps(league_file(matches="x", teams="x")),
    json.dumps(league_file(matches=BAD_MATCHES)),
    json.dumps(league_file(name="A\nB", season="B\nC", teams=[{"id": "a b", "name": "C\nD"}])),
    json.dumps(league_file(format="pegboard-league/2", divisions="x", cups="x")),
    json.dumps(
        league_file(
            format="pegboard-league/2",
            divisions=[{"name": "A"}, {"name": "B\nC", "teams": []}],
            cups=[1, {"name": ""}, {"name": "C\nD", "level_rule": "x", "draw_mode": "y"}],
        )
    ),
    json.dumps(league_file(format="pegboard-league/9", name="", season=" ", rules=[])),
    json.dumps(
        league_file(teams=[{"id": "a"}, {"id": "a", "name": "A"}, {"id": "a", "name": "B"}])
    ),
]
IMPORT_CASES = [import_case(text) for text in BAD_FILES]
CASES = [*CARD_CASES, *SECRETARY_CASES, *CUP_CASES, *IMPORT_CASES]


def shown_after(client, people, case: Case, season, fixture) -> list[Shown]:
    """Every refusal the page shows after the case's post: each form's errors under their
    field (None: above the form), a refusal the view passes beside its forms, and the
    messages said above the page."""
    if case.ready:
        case.ready(season, fixture)
    post = case.post(season, fixture) if callable(case.post) else case.post
    response = as_(client, people, case.who).post(case.url(season, fixture), post, follow=True)
    assert response.status_code < 500, case
    return shown_on(response)


def named(form, key: str, message) -> str | None:
    """The field a message above the form names by its label ("League name: …"), if any."""
    if key != "__all__":
        return None
    labels = {name: str(field.label) for name, field in form.fields.items() if field.label}
    return next((name for name, label in labels.items() if str(message).startswith(label)), None)


def formsets_of(form) -> list[BaseFormSet]:
    """The formsets a form carries (a match card's games), their errors shown within it."""
    return [value for value in vars(form).values() if isinstance(value, BaseFormSet)]


def forms_of_its_formsets(form) -> list[BaseForm]:
    return [one for formset in formsets_of(form) for one in formset.forms]


def shown_on(response) -> list[Shown]:
    context = response.context or {}
    values = {}
    for scope in context if isinstance(context, list) else [context]:
        values |= scope.flatten()
    found = []
    for name, value in values.items():
        if isinstance(value, BaseForm):
            found += [
                Shown(
                    str(message),
                    None if key == "__all__" else key,
                    None,
                    named(form, key, message),
                )
                for form in [value, *forms_of_its_formsets(value)]
                for key, messages in form.errors.items()
                for message in messages
            ]
            found += [
                Shown(str(message), None)
                for formset in formsets_of(value)
                for message in formset.non_form_errors()
            ]
        elif name in ("refusal", "captain_error", "rearrange_error", "invite_error") and value:
            found.append(Shown(str(value[-1] if isinstance(value, tuple) else value), None))
    found += [Shown(str(message), None) for message in values.get("messages") or ()]
    return found


@through_its_door
def played_for_swan(season, fixture) -> None:
    """A player of the Swan's named in a pair of one of its cards."""
    swan = season.teams.get(code="swan")
    player = Player.objects.create(team=swan, name="Ann")
    CardGame.objects.filter(card__fixture__home=swan).update(home_player_1=player)


def swan_player_removed(season, fixture) -> dict:
    return {**TEAM, "name": "The Swan", f"player_{Player.objects.get(name='Ann').pk}": ""}


@through_its_door
def one_team(season, fixture) -> None:
    no_cards(season, fixture)
    season.fixtures.all().delete()
    season.teams.exclude(code="swan").delete()


@through_its_door
def a_division_of_one(season, fixture) -> None:
    no_cards(season, fixture)
    lower = Division.objects.create(season=season, name="First", order=2)
    season.teams.filter(code="swan").update(division=lower)


@through_its_door
def a_first_division(season, fixture) -> None:
    Division.objects.create(season=season, name="First", order=2)


FIXTURES = {"start": "2026-09-03", "weekday": 3}
DIVISION_CASES = [
    Case("secretary", manage("leagues-edit-team", "swan"), swan_player_removed, played_for_swan),
    Case("secretary", manage("leagues-generate-fixtures"), FIXTURES, one_team),
    Case("secretary", manage("leagues-generate-fixtures"), FIXTURES, a_division_of_one),
    Case("secretary", manage("leagues-add-division"), {"division-name": "First"}, a_first_division),
]
CASES += DIVISION_CASES
