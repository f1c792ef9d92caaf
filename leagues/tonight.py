"""A league night as it is played (issue 53, "tonight, live"): each match of the night with the
games its pairs score on their phones, and the table as it would stand if the night ended now,
marked provisional. The fixture's page and the season's "tonight" page (and its TV view) show
it, and poll it as the live game page polls its board: a poll of an unchanged night is
answered 304 after two small queries (`tonight_key`), each anonymous answer rendered once per
process and state of the night, kept under its validator (kernel.caching.kept_answer)."""

import dataclasses
import datetime
import hashlib
import threading
from collections import OrderedDict
from functools import lru_cache

from django.utils import timezone
from django.utils.translation import get_language

from kernel.caching import signed_in, templates_version
from leagues.models import FixtureGame, Season
from leagues.models.card_answers import SIDES
from leagues.rules.table import MatchResult, standings, tally
from scoring.rules.names import name_key


def tonight() -> datetime.date:
    """The night being played: today, where the league is."""
    return timezone.localdate()


def night_state(slug: str, fixture: int | None = None) -> tuple | None:
    """What a live page shows depends on, read before anything else: the season's (pk,
    created, version), counted by its door at every change to its cards, fixtures and teams,
    and each of the night's games' (public id, version, status) (of the `fixture` alone, when
    given), which the games' own change path counts at every hand. None: no such season."""
    season = Season.objects.filter(slug=slug).values_list("pk", "created", "version").first()
    if season is None:
        return None
    games = FixtureGame.objects.filter(fixture__season_id=season[0])
    if fixture is None:
        games = games.filter(fixture__date=tonight(), fixture__cup_round=None)
    else:
        games = games.filter(fixture_id=fixture)
    rows = games.order_by("pk").values_list("game__public_id", "game__version", "game__status")
    return season, tuple(rows)


def tonight_key(request, slug: str, pk: int | None = None) -> str | None:
    """A live page's validator, and where an anonymous visitor's answer is kept: the night's
    state and everything else the answer depends on (the address, a poll's section or the
    whole page, who is signed in, the language, the day, this deploy's templates)."""
    state = night_state(slug, pk)
    if state is None:
        return None
    season, games = state
    who = request.user.pk if signed_in(request) else 0  # a captain is offered the card
    shape = (request.path, int(bool(request.htmx)), who, get_language(), tonight())
    named = Season.kept_key_of(season, "tonight", games, *shape, templates_version())
    request.tonight_key = hashlib.sha256(named.encode()).hexdigest()[:32]
    return request.tonight_key


def kept_under(request) -> str | None:
    """Where this answer is kept: an anonymous visitor's, under its validator; else nowhere."""
    if not getattr(request, "public_page", False):
        return None
    return getattr(request, "tonight_key", None)


@dataclasses.dataclass
class LiveGame:
    number: int
    game: object  # scoring.models.Game
    home_score: int
    away_score: int
    finished: bool


@dataclasses.dataclass
class LiveMatch:
    fixture: object  # leagues.models.Fixture
    games: list[LiveGame]
    home_games: int = 0  # games won so far
    away_games: int = 0

    @property
    def all_ended(self) -> bool:
        """Every game of the match is scored to its end, and there are as many as the card
        holds: its card can be offered, filled in."""
        wanted = self.fixture.season.games_per_match
        return len(self.games) >= wanted and all(game.finished for game in self.games)


def live_games(fixture) -> LiveMatch:
    """The fixture's games scored on phones as they stand now, in game order."""
    rows = fixture.live_games.select_related("game").order_by("number")
    return _match(fixture, list(rows))


def _match(fixture, rows: list) -> LiveMatch:
    games = []
    for row in rows:
        home, away, finished = _standing(row.game, row.game.kept_key_as_read())
        games.append(LiveGame(row.number, row.game, home, away, finished))
    counted = tally(tuple((game.home_score, game.away_score) for game in games if game.finished))
    return LiveMatch(fixture, games, counted.home_games, counted.away_games)


def live_context(request, fixture) -> dict:
    """What the fixture's live section shows until a card is in (then the card shows its
    games, and nothing more is asked): its games; to a captain who may send the card, the
    card offered once every game has ended; and whether it polls (its night, or while its
    games are played)."""
    if fixture.latest_card() is not None:  # (the fixture page's cards are prefetched)
        return {"match": LiveMatch(fixture, []), "offer_card": False, "polling": False}
    match = live_games(fixture)
    return {
        "match": match,
        "offer_card": match.all_ended and fixture.can_send_card(request.user),
        "polling": fixture.date == tonight() or bool(match.games),
    }


@lru_cache(maxsize=1024)
def _standing(game, key: str) -> tuple[int, int, bool]:
    """A game's (home score, away score, finished) as of its kept `key`, read with it:
    the night's page reads every game of every match, so a game unchanged since the last read
    costs no query (each read of a game's score asks its audit trail), as a club night's wall
    reads its tables' (clubs/models/results.py). The key moves on at every change, so
    nothing kept goes stale; it names the game by its public id, never reused."""
    result = game.result()  # the game's kept fold: nothing replayed on a read
    home, away = (result.scores[side] for side in game.side_ids)
    return home, away, result.finished


def night_of(season) -> list[LiveMatch]:
    """Every league match of tonight, each with its games as they stand (two queries, and
    the games' scores kept by their versions)."""
    date = tonight()
    fixtures = season.fixtures.in_league().filter(date=date).select_related("home", "away")
    fixtures = fixtures.order_by("week", "pk")
    rows = {}
    for row in FixtureGame.objects.of_night(season, date):
        rows.setdefault(row.fixture_id, []).append(row)
    matches = []
    for fixture in fixtures:
        fixture.season = season
        matches.append(_match(fixture, rows.get(fixture.pk, [])))
    return matches


def table_as_it_would_stand(season, matches: list[LiveMatch]) -> list[tuple]:
    """Each division's table if the night ended now: the confirmed cards, the cards awaiting
    an answer, and each match of tonight without a card yet as its games stand (every game
    begun, at its score now), all but the confirmed marked provisional. (division, Table)."""
    results = _carded_results(season)
    carded = {result.fixture for result in results}
    for match in matches:
        fixture = match.fixture
        if not match.games or fixture.pk in carded:
            continue
        scores = tuple((game.home_score, game.away_score) for game in match.games)
        results.append(
            MatchResult(
                fixture.home.code, fixture.away.code, scores, None, True, fixture.date, fixture.pk
            )
        )
    # The table alone, not the season's story (each team's position after every night, for
    # the season page's chart): ranking the teams once, not once a night, is most of the
    # page's cost after every hand (bench/tonight.py).
    adjustments = list(season.adjustments.rules())
    return [
        (division, standings(teams, played, season.rules, adjusted))
        for division, teams, played, adjusted in season.divisions.split(
            season, results, adjustments
        )
    ]


# The season's results from its cards (confirmed and awaiting an answer), by the season's key
# (its version: a card sent or answered counts one), so a hand saved tonight re-reads none of
# them. Never changed once kept (threads share them); bounded.
_KEPT_RESULTS = 16
_kept_results: OrderedDict[str, tuple] = OrderedDict()
_lock = threading.Lock()


def _carded_results(season) -> list:
    key = season.kept_key("tonight", "results")
    with _lock:
        found = _kept_results.get(key)
    if found is None:
        found = tuple(season.results(provisional=True))
        with _lock:
            _kept_results[key] = found
            while len(_kept_results) > _KEPT_RESULTS:
                _kept_results.popitem(last=False)
    return list(found)


def offered_card(fixture) -> dict | None:
    """The card form's entries filled in from the fixture's games once every one has ended
    (the scores, the pairs, each game's phone game), for the captain to check and send; None
    before (or when the fixture has no games scored here)."""
    match = live_games(fixture)
    if not match.games or not match.all_ended:
        return None
    players = {side: _players_by_name(getattr(fixture, side)) for side in SIDES}
    games = []
    for game in match.games:
        entries = {
            "home_score": game.home_score,
            "away_score": game.away_score,
            "phone_game": game.game.public_id,
            "phone_swap": False,  # side A is the home pair (fixture_games.pair_game)
        }
        for side, game_side in zip(SIDES, game.game.sides, strict=True):
            picked = _registered(players[side], game_side.get("players") or [])
            entries[f"{side}_players"] = picked
            entries[f"{side}_pair"] = "" if picked else game_side["name"]
        games.append(entries)
    return {"replaces": 0, "games": games}


def _players_by_name(team) -> dict[str, int]:
    return {name_key(player.name): player.pk for player in team.players.all()}


def _registered(players: dict[str, int], names: list[str]) -> list[int]:
    """The pks of the team's registered players the names are, or [] unless all are (the pair
    is then written as the phone game named it)."""
    picked = [players.get(name_key(name)) for name in names]
    return picked if picked and None not in picked else []
