"""`make bench`: Pegboard's own benchmarks, printed beside their yardsticks measured in the same
run. They report; they assert nothing (speed targets are ratios, read here, never timed tests).

First in-process (Django's test client, the production middleware and settings, a SQLite file
of its own), so the ratios compare Pegboard's view code with a bare view's on equal terms; then
over HTTP against gunicorn on PostgreSQL, with the league-night load (bench/night.py)."""

import json
import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.settings")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import django

django.setup()

from django.core.cache import cache, caches  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.core.signals import request_started  # noqa: E402
from django.db import connection, reset_queries  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import reverse  # noqa: E402

from bench.clubs import club_night  # noqa: E402
from bench.tonight import tonight_page  # noqa: E402
from bench.urls import make_bench_table  # noqa: E402
from leagues.models import Player  # noqa: E402
from leagues.models import _kept as kept  # noqa: E402
from scoring.models import Game  # noqa: E402
from scoring.rules import score_record, unwrap_example  # noqa: E402
from scoring.rules.limits import LARGEST_OPTION, MOST_HANDS  # noqa: E402
from tests.leagues.sizes import league_of  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "games"
SIDES = [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}]
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}
POSTED = {"turned": "4", "beg": "stand", "high": "A", "low": "B", "jack": "none", "game": "A"}
# The game lengths a hand is saved at. A game holds at most MOST_HANDS (500) hands, and a run
# adds up to a hundred to the deepest, so it starts at 400 (before the limit it was 500).
DEEPEST = MOST_HANDS - 100
DEPTHS = (10, 100, DEEPEST)


def median_ms(work, repeat: int, before=None) -> float:
    """The median time of `work`; `before` (untimed) runs ahead of each."""
    times = []
    for _ in range(repeat):
        if before is not None:
            before()
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def engines() -> list[str]:
    """Hands scored per second, per family, replaying each worked example's record."""
    rows = []
    for family in ("allfours", "bela", "amerikaner"):
        records = []
        for path in sorted(DATA.glob("*.json")):
            record = unwrap_example(json.loads(path.read_text()))
            if (
                record.get("game") == family
                and "error" not in json.loads(path.read_text())["expect"]
            ):
                records.append(record)
        hands = sum(len(r["hands"]) for r in records)
        started, rounds = time.perf_counter(), 0
        while time.perf_counter() - started < 1.0:
            for record in records:
                score_record(record)
            rounds += 1
        rate = hands * rounds / (time.perf_counter() - started)
        rows.append(f"engine {family:<11} {rate:>10,.0f} hands/s")
    return rows


def game_with(hands: int) -> Game:
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=SIDES,
        first_dealer="A",
        options={"target": LARGEST_OPTION},  # never reached: the games run on
    )
    for n in range(hands):
        game.add_hand({**HAND, "dealer": "AB"[n % 2]}, uuid.uuid4())
    return game


def hand_entry(client: Client) -> list[str]:
    """The htmx hand POST at game depths 10, 100 and DEEPEST, alternating with the bare
    INSERT."""
    rows = []
    for depth in DEPTHS:
        game = game_with(depth)
        url = reverse("scoring-add-hand", args=[game.public_id, game.secret])

        def save(url=url, dealer=["AB"[depth % 2]]):  # noqa: B006 - the dealer turns over
            body = {**POSTED, "dealer": dealer[0], "client_id": str(uuid.uuid4())}
            client.post(url, body, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="entry")
            dealer[0] = "B" if dealer[0] == "A" else "A"

        def bare():
            client.post("/bench/insert/", {"v": "x"})

        pairs = [(median_ms(save, 1), median_ms(bare, 1)) for _ in range(15)]
        save_ms = statistics.median(p[0] for p in pairs)
        bare_ms = statistics.median(p[1] for p in pairs)
        ratio = save_ms / bare_ms
        rows.append(
            f"hand POST, {depth:>3}-hand game   {save_ms:7.1f} ms   {ratio:5.1f}x bare INSERT"
        )
    return rows


def live_poll(client: Client) -> list[str]:
    """A spectator's poll of an unchanged game (304 from the ETag) and of a changed one."""
    game = game_with(12)
    url = reverse("scoring-live", args=[game.public_id])
    etag = client.get(url, HTTP_HX_REQUEST="true")["ETag"]
    full = median_ms(lambda: client.get(url, HTTP_HX_REQUEST="true"), 30)
    unchanged = median_ms(
        lambda: client.get(url, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag), 30
    )
    bare = median_ms(lambda: client.get("/bench/select/"), 30)
    size = len(client.get(url, HTTP_HX_REQUEST="true").content)
    return [
        f"live poll, changed (200)      {full:7.1f} ms   {full / bare:5.1f}x bare SELECT"
        f"   {size / 1024:.0f} KB  (rendered: the first poll of a version)",
        f"live poll, unchanged (304)    {unchanged:7.1f} ms   {unchanged / bare:5.1f}x bare SELECT",
    ]


def league_pages(client: Client) -> list[str]:
    """The league pages at 6 and 40 teams. The season and team pages twice: as they are read
    all evening (the season's story and an anonymous visitor's page kept since the last
    change: leagues/models/_kept.py, kernel/caching.py), and afresh, as the first visitor
    after a card comes in reads them. The two sizes of a page are timed in turn, so both meet
    the machine as it is at the same moments (one after the other, a busy spell made either
    look slower)."""
    rows, times = [], {}
    urls = {}
    for teams in (6, 40):
        season = league_of(teams, slug=f"bench-{teams}")
        team = season.teams.first()
        player = Player.objects.filter(team=team).first()
        season_url = reverse("leagues-season", args=[season.slug])
        team_url = reverse("leagues-team", args=[season.slug, team.code])
        urls[teams] = {
            "season page": season_url,
            "season page afresh": season_url,
            "team page": team_url,
            "team page afresh": team_url,
            "player page": reverse("leagues-player", args=[season.slug, player.pk]),
        }
    names = list(urls[6])
    for name in names:
        afresh = name.endswith("afresh")
        for teams in (6, 40):
            url = urls[teams][name]
            forget_all()
            with CaptureQueriesContext(connection) as captured:
                size = len(client.get(url).content)
            packed = len(client.get(url, HTTP_ACCEPT_ENCODING="gzip").content)
            rows.append((teams, name, len(captured.captured_queries), size / 1024, packed / 1024))
        # Forgetting is not timed: on PostgreSQL, emptying the cache's table took longer than
        # the page.
        times[name] = median_pair_ms(
            lambda url=urls[6][name]: client.get(url),
            lambda url=urls[40][name]: client.get(url),
            9,
            before=forget_all if afresh else None,
        )
    lines = [
        f"{name + ',':<20} {teams:>2} teams  {times[name][teams == 40]:7.1f} ms   "
        f"{queries:>2} queries   {size:.0f} KB ({packed:.0f} KB compressed)"
        for teams in (6, 40)
        for (at, name, queries, size, packed) in rows
        if at == teams
    ]
    for name in names:
        lines.append(f"{name + ',':<20} 40 v 6 teams {times[name][1] / times[name][0]:5.2f}x")
    return lines


def median_pair_ms(first, second, repeat: int, before=None) -> tuple[float, float]:
    """The median times of two requests timed in turn; `before` (untimed) runs ahead of
    each."""
    times = ([], [])
    for _ in range(repeat):
        for work, into in ((first, times[0]), (second, times[1])):
            if before is not None:
                before()
            started = time.perf_counter()
            work()
            into.append((time.perf_counter() - started) * 1000)
    return statistics.median(times[0]), statistics.median(times[1])


def forget_all() -> None:
    """As the first visitor after a change finds it: no season's story or page kept."""
    kept.forget_all()
    cache.clear()
    caches["rendered"].clear()  # what the other workers would have rendered


def scorer_page(client: Client) -> list[str]:
    """The first load of a long game's scorer page, compressed as a phone receives it."""
    game = game_with(100)
    url = reverse("scoring-scorer", args=[game.public_id, game.secret])
    size = len(client.get(url).content)
    packed = len(client.get(url, HTTP_ACCEPT_ENCODING="gzip").content)
    every = len(client.get(url + "?hands=all", HTTP_ACCEPT_ENCODING="gzip").content)
    return [
        f"scorer page, 100-hand game   {size / 1024:.0f} KB ({packed / 1024:.0f} KB compressed;"
        f" every hand shown: {every / 1024:.0f} KB compressed)"
    ]


def main() -> None:
    database = Path(connection.settings_dict["NAME"])
    if connection.vendor == "sqlite" and database.exists():
        database.unlink()
    call_command("migrate", verbosity=0)
    make_bench_table()
    # Each request would empty the query log it is counted in.
    request_started.disconnect(reset_queries)
    client = Client()
    if sys.argv[1:] == ["clubs"]:  # `python -m bench.run clubs`: the club night alone
        print(f"Pegboard's club night, in-process, on {connection.vendor}:")
        print("\n".join(club_night(client)))
        return
    if sys.argv[1:] == ["tonight"]:  # `python -m bench.run tonight`: the league night live
        print(f"Pegboard's tonight page, in-process, on {connection.vendor}:")
        print("\n".join(tonight_page(client)))
        return
    print(f"Pegboard benchmarks, one run. In-process, on {connection.vendor}:")
    for section in (engines(), hand_entry(client), live_poll(client), league_pages(client)):
        print()
        print("\n".join(section))
    print()
    print("\n".join(scorer_page(client)))
    print()
    print("\n".join(club_night(client)))
    print()
    print("\n".join(tonight_page(client)))
    print(flush=True)
    # The ratings' own run (issue 52): a database of its own, 100,000 results in it.
    subprocess.run([sys.executable, "-m", "bench.ratings"], check=True)
    print(flush=True)
    # The load generator starts afresh, as it would on a machine of its own: after the part
    # above, this process holds hundreds of thousands of objects, and one pass of Python's
    # garbage collector over them stalls every request it has in flight (the likely cause of
    # 166 ms at p95 in session 7's league night, against 9 ms when run alone).
    subprocess.run([sys.executable, "-m", "bench.night"], check=True)


if __name__ == "__main__":
    main()
