"""`make bench`'s club night (issue 51), in process: a Klaverjas drive of 120 players, individual,
four-handed (30 tables a round), its first five rounds drawn and played on the tables' phones
(each table's game to the club's 16 deals). Three figures, in this process's CPU time, each
against the night page's bare view (bench/urls.py: one SELECT of the night's tables, the
page's floor) timed beside each sample:

- drawing round 6 through the model method the draw button calls (`draw_round`: inside the
  club's door, with the five rounds before it to avoid repeating, and the 30 tables' games
  made), undone (untimed) between draws; and its rule alone (`draw_individual`, the two
  matchings), the part no Django code can spare;
- the night page afresh after one more result: round 6's tables play 15 deals, then each
  sample's table plays its 16th and last (untimed) and a visitor reads the page (timed), its
  standings ranked anew;
- the night page again with nothing changed since, as the room's phones reload it (kept for
  anonymous visitors: `Night.kept_key`)."""

import datetime
import statistics
import time
import uuid

from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubs.models import Club, Night
from clubs.models.draws import NightRounds, draw_round, seating_of
from clubs.rules.draws import draw_individual
from scoring.models import Game

PLAYERS, PLAYED, DEALS = 120, 5, 16
# A Klaverjas deal as a table's phone saves it: the side that made trump and each side's card
# points (162 a deal, the last trick's 10 included); the sides take turns to make trump.
CARD_POINTS = (110, 52)


def deal(game: Game, number: int) -> None:
    maker, other = ("A", "B") if number % 2 else ("B", "A")
    hand = {"maker": maker, "card_points": {maker: CARD_POINTS[0], other: CARD_POINTS[1]}}
    game.add_hand(hand, uuid.uuid4())


def a_drive(slug: str = "bench-drive") -> tuple[Night, object]:
    """The club, its 120 players present, round 1 to PLAYED drawn and every table's game played
    to its end, as the organiser's taps and the tables' phones make them."""
    organiser = get_user_model().objects.create_user(f"{slug}-organiser")
    club = Club.start(organiser, slug, "bela:klaverjas", {})
    night = Night.plan(club, organiser, None, datetime.date(2026, 11, 28), "individual", 8)
    for n in range(1, PLAYERS + 1):
        player, _ = club.add_player(organiser, f"Player {n}")
        night.mark_present(organiser, player.pk)
    for number in range(1, PLAYED + 1):
        played(night, number, organiser, DEALS)
    return night, organiser


def played(night: Night, number: int, organiser, deals: int) -> list[Game]:
    """Round `number` drawn, each table's game `deals` deals on."""
    outcome = draw_round(night, number, organiser)
    assert outcome.changed, outcome.message
    games = list(
        Game.objects.filter(club_table__round__night=night, club_table__round__number=number)
    )
    for game in games:
        for n in range(deals):
            deal(game, n)
    return games


def undrawn(night: Night, number: int) -> None:
    """Round `number` taken back (through the club's door), with its tables' games."""
    with night.club.changing():
        games = list(
            Game.objects.filter(club_table__round__night=night, club_table__round__number=number)
        )
        night.rounds.filter(number=number).delete()
    for game in games:
        game.delete()


def timed(work) -> float:
    """The CPU time `work` takes in this process, in ms: on a machine whose cores others share,
    the wall clock counts their work too, and a long sample meets more of it than a bare
    view of a millisecond does (as bench/night.py counts gunicorn's CPU time a request)."""
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def club_night(client) -> list[str]:
    """The three figures, each sample beside the median of three bare night views timed just
    after it (the machine's busy spells then meet both)."""
    night, organiser = a_drive()
    page = reverse("clubs-night", args=[night.club.slug, night.pk])
    bare = reverse("bench-night", args=[night.pk])

    def bare_ms() -> float:
        return statistics.median(timed(lambda: client.get(bare)) for _ in range(3))

    def draw():
        assert draw_round(night, PLAYED + 1, organiser).changed

    rounds = NightRounds(night)
    seating, playing = seating_of(night.club.variant), rounds.playing(PLAYED + 1)
    samples = {"draw": [], "rule": [], "afresh": [], "kept": []}
    for _ in range(7):
        samples["draw"].append((timed(draw), bare_ms()))
        undrawn(night, PLAYED + 1)
        rule = timed(lambda: draw_individual(playing, rounds.earlier(), seating, night.seed))
        samples["rule"].append((rule, bare_ms()))
    games = played(night, PLAYED + 1, organiser, DEALS - 1)
    client.get(page)  # every game's score as it stands read once, as the wall screen has
    for game in games:
        deal(game, DEALS - 1)  # the table's last deal: its result, and the standings, change
        samples["afresh"].append((timed(lambda: client.get(page)), bare_ms()))
    for _ in range(15):
        samples["kept"].append((timed(lambda: client.get(page)), bare_ms()))
    with CaptureQueriesContext(connection) as captured:
        size = len(client.get(page).content)
    return [
        _line("round drawn, 120 players", samples["draw"]),
        _line("  its rule alone (matching)", samples["rule"]),
        _line("night page, one more result", samples["afresh"]),
        _line("night page, nothing changed", samples["kept"]),
        f"night page, 6 rounds of 30 tables: {len(captured)} queries, {size / 1024:.0f} KB",
    ]


def _line(name: str, samples: list[tuple[float, float]]) -> str:
    """The median time and the median of each sample's ratio to its bare views."""
    ms = statistics.median(sample for sample, _ in samples)
    ratios = sorted(sample / bare for sample, bare in samples)
    bare_ms = statistics.median(bare for _, bare in samples)
    return (
        f"{name + ',':<30} {ms:7.1f} ms   {statistics.median(ratios):6.1f}x bare night"
        f" ({bare_ms:.2f} ms; {ratios[0]:.0f}x-{ratios[-1]:.0f}x)"
    )
