"""`make bench`, over HTTP: gunicorn as `make serve` runs it (config/gunicorn.py: gthread
workers, the production settings) on PostgreSQL, driven from 127.0.0.1 by an asyncio load
generator in this process. Every figure is printed beside the bare views' measured in the
same run.

- the hand POST at game depths 10, 100 and 400, alternating with the bare INSERT;
- a spectator's poll, unchanged (304) and changed (200), against the bare SELECT;
- the tonight page's poll after a hand and unchanged, against its bare view (one SELECT of
  the night's games: the 40 tables' games are ten league matches tonight, bench/tonight.py);
- a league night as an evening goes: 40 tables each saving a hand every 20 s; N spectators
  arriving over 30 s (one in ten watching the league's tonight page, the rest a game's),
  each loading the live page once, then polling its board every 4 s (with
  the ETag they were last given, as a browser's cache sends it), for each N, and the same load
  against the bare INSERT and SELECT, the two taking turns five seconds at a time: p50, p95,
  errors, requests a second, and gunicorn's CPU time a request in each load's turns.

PostgreSQL: `DATABASE_URL` when it names one; else a throwaway cluster (Debian's
/usr/lib/postgresql/15, as root, as .ci/run starts one); else SQLite, and the report says so.
BENCH_ARRIVE sets the arrivals' spread (default 30 s), BENCH_SECONDS how long each level runs
after it (default 15), BENCH_LEVELS the spectator counts (default 400,800,1600,2400),
BENCH_SERVER_CPUS pins the server with taskset (e.g. "0,1") on a
machine with cores to spare for the load generator."""

import asyncio
import gc
import json
import os
import random
import statistics
import time
import uuid
from bisect import bisect_left

from bench.server import TABLES, cpu_seconds, free_port, gunicorn, postgres, prepare, server_env
from config import gunicorn as serving

HAND_EVERY, POLL_EVERY = 20.0, 4.0
# Pegboard's evening and the bare views' take turns, this many seconds of each at a time.
WINDOW = 5.0
# The spectators' arrivals are spread over this many seconds (BENCH_ARRIVE), as an evening's
# are; each level then runs BENCH_SECONDS more with everyone polling.
ARRIVE = float(os.environ.get("BENCH_ARRIVE", "30"))
LEVELS = "400,800,1600,2400"
# Every browser asks for its answers compressed; the bare views' are too short to be.
BROWSER = {"Accept-Encoding": "gzip, deflate, br"}
FORM = BROWSER | {"Content-Type": "application/x-www-form-urlencoded"}
POLL = BROWSER | {"HX-Request": "true", "HX-Target": "board"}  # as htmx polls #board
TONIGHT_POLL = BROWSER | {"HX-Request": "true", "HX-Target": "tonight"}  # as htmx polls it
# One spectator in this many watches the league's tonight page rather than a game's board.
TONIGHT_ONE_IN = 10
POSTED = {"turned": "4", "beg": "stand", "high": "A", "low": "B", "jack": "none", "game": "A"}


class Http:
    """Just enough HTTP/1.1 for the load: one connection per request, as gunicorn meets them
    behind nginx as it comes (HTTP/1.0 to its upstream, closed after each answer), and as a
    spectator polling every 4 s would meet it directly (gunicorn closes a connection idle for
    its keep-alive's 2 s). A proxy that keeps its connections open (Caddy) spares the connect
    to Pegboard and the bare views alike."""

    def __init__(self, port: int) -> None:
        self.port = port

    async def send(self, method: str, path: str, headers: dict | None = None, body: str = ""):
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        data = body.encode()
        lines = [
            f"{method} {path} HTTP/1.1",
            "Host: 127.0.0.1",
            "Connection: close",
            f"Content-Length: {len(data)}",
        ]
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
        answer = await reader.read()
        writer.close()
        head, _, content = answer.partition(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        found = {}
        for line in header_lines:
            name, _, value = line.partition(":")
            found.setdefault(name.strip().lower(), []).append(value.strip())
        return int(status_line.split()[1]), found, content


class Table:
    """A scorer's phone: its CSRF cookie and token, and whose deal it is."""

    def __init__(self, http: Http, game: dict) -> None:
        self.http, self.game, self.hands = http, game, game["hands"]

    async def open(self) -> None:
        _, headers, body = await self.http.send("GET", self.game["scorer"])
        cookie = next(c for c in headers["set-cookie"] if c.startswith("csrftoken="))
        self.cookie = cookie.split(";")[0]
        self.token = json.loads(body.decode().split("hx-headers='")[1].split("'")[0])["X-CSRFToken"]

    async def save_hand(self) -> int:
        form = {**POSTED, "dealer": "AB"[self.hands % 2], "client_id": str(uuid.uuid4())}
        body = "&".join(f"{name}={value}" for name, value in form.items())
        headers = BROWSER | {
            "Cookie": self.cookie,
            "X-CSRFToken": self.token,
            "HX-Request": "true",
            "HX-Target": "entry",
            "Content-Type": "application/x-www-form-urlencoded",
        }
        status, _, _ = await self.http.send("POST", self.game["add"], headers, body)
        self.hands += status == 200
        return status


async def median_pair(first, second, rounds: int) -> tuple[float, float]:
    """Medians of two requests timed alternately, so both meet the same machine."""
    times = ([], [])
    for _ in range(rounds):
        for work, into in ((first, times[0]), (second, times[1])):
            started = time.perf_counter()
            await work()
            into.append((time.perf_counter() - started) * 1000)
    return statistics.median(times[0]), statistics.median(times[1])


# Pairs of requests per figure (25 until session 9: more, for a steadier median). Each game
# grows by the hands saved into it; its row names where it starts.
PAIRS = 80


async def single_requests(http: Http, games: dict) -> list[str]:
    rows = []

    def bare_insert():
        return http.send("POST", "/bench/insert/", FORM, "v=x")

    saved, bares = {}, {}
    for depth, game in games["depths"].items():
        table = Table(http, game)
        await table.open()
        hand, bare = await median_pair(table.save_hand, bare_insert, PAIRS)
        saved[int(depth)], bares[int(depth)] = hand, bare
        rows.append(
            f"hand POST, {depth:>3}-hand game    {hand:6.1f} ms   {hand / bare:5.2f}x bare INSERT"
            f" ({bare:.1f} ms)"
        )
    deepest = max(saved)
    rows.append(f"hand POST, {deepest} v 10 hands       {saved[deepest] / saved[10]:5.2f}x")
    # The database's part: a bare view making the same round trips as a saved hand.
    table = Table(http, games["depths"]["10"])
    await table.open()
    hand, floor = await median_pair(
        table.save_hand, lambda: http.send("POST", "/bench/hand-statements/", FORM, "v=x"), PAIRS
    )
    rows.append(
        f"hand POST v its statements bare  {hand / floor:4.1f}x ({floor:.1f} ms: the database's"
        f" share alone is {floor / bares[10]:.1f}x the bare INSERT)"
    )
    live = games["depths"]["10"]["live"]
    _, headers, _ = await http.send("GET", live, POLL)
    etag = headers["etag"][0]
    bare_select = lambda: http.send("GET", "/bench/select/", BROWSER)  # noqa: E731
    # A changed game's board is rendered by the first poll after the change in each worker,
    # and kept for the others: what a spectator who last saw an older version gets.
    changed, bare = await median_pair(lambda: http.send("GET", live, POLL), bare_select, 40)
    unchanged, bare2 = await median_pair(
        lambda: http.send("GET", live, POLL | {"If-None-Match": etag}), bare_select, 40
    )
    rows.append(
        f"live poll, changed (200)        {changed:6.1f} ms   {changed / bare:5.1f}x bare SELECT"
        "  (the board kept)"
    )
    rows.append(
        f"live poll, unchanged (304)      {unchanged:6.1f} ms"
        f"   {unchanged / bare2:5.1f}x bare SELECT"
    )
    return rows + await tonight_polls(http, games)


async def tonight_polls(http: Http, games: dict) -> list[str]:
    """The tonight page's poll just after a hand was saved to one of its games (each worker
    renders it once a change), and unchanged (304), against its bare view (one SELECT of the
    night's games), timed in turns."""
    tonight, bare = games["tonight"]["page"], games["tonight"]["bare"]
    poll = TONIGHT_POLL
    table = Table(http, games["tables"][0])  # a game of tonight's first match
    await table.open()
    changed, bares = [], []
    for _ in range(20):
        await table.save_hand()  # (untimed)
        for path, into in ((tonight, changed), (bare, bares)):
            started = time.perf_counter()
            await http.send("GET", path, poll if path == tonight else BROWSER)
            into.append((time.perf_counter() - started) * 1000)
    _, headers, _ = await http.send("GET", tonight, poll)
    asks = poll | {"If-None-Match": headers["etag"][0]}
    bare_tonight = lambda: http.send("GET", bare, BROWSER)  # noqa: E731
    unchanged, bare2 = await median_pair(lambda: http.send("GET", tonight, asks), bare_tonight, 40)
    after, bare1 = statistics.median(changed), statistics.median(bares)
    return [
        f"tonight poll, after a hand      {after:6.1f} ms   {after / bare1:5.1f}x bare tonight"
        f" ({bare1:.1f} ms)",
        f"tonight poll, unchanged (304)   {unchanged:6.1f} ms   {unchanged / bare2:5.1f}x bare"
        " tonight",
    ]


class Load:
    """One of a level's two loads (Pegboard's or the bare views'): its requests, each due at an
    offset of its own evening, run a window at a time; what each took from when it was due
    (so a server that falls behind shows it: no coordinated omission), the errors, and the
    CPU gunicorn (master and workers) spent in this load's windows."""

    def __init__(self, events: list, server: int) -> None:
        self.events, self.server = sorted(events, key=lambda event: event[0]), server
        self.offsets = [offset for offset, _ in self.events]
        self.latencies, self.errors, self.answered, self.cpu, self.seconds = [], 0, 0, 0.0, 0.0

    async def window(self, first: float, last: float) -> None:
        """This load's requests due from `first` to `last` of its evening, then quiet until
        the window's end; the CPU of the window is this load's."""
        due_now = self.events[bisect_left(self.offsets, first) : bisect_left(self.offsets, last)]
        cpu_before, started = cpu_seconds(self.server), time.perf_counter()
        tasks = []
        for offset, work in due_now:
            due = started + offset - first
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            tasks.append(asyncio.create_task(self._timed(due, work)))
        await asyncio.gather(*tasks)
        await asyncio.sleep(max(0.0, started + last - first - time.perf_counter()))
        self.cpu += cpu_seconds(self.server) - cpu_before
        self.seconds += time.perf_counter() - started

    async def _timed(self, due: float, work) -> None:
        failed = False
        try:
            failed = await asyncio.wait_for(work(), 10) >= 400
            self.answered += 1
        except (TimeoutError, OSError):
            failed = True
        self.errors += failed
        self.latencies.append((time.perf_counter() - due) * 1000)

    def figures(self) -> dict:
        latencies = sorted(self.latencies)
        return {
            "p50": latencies[len(latencies) // 2],
            "p95": latencies[int(len(latencies) * 0.95)],
            "errors": self.errors,
            "requests": len(latencies),
            "per_second": len(latencies) / self.seconds,
            "cpu_ms": self.cpu * 1000 / max(self.answered, 1),  # (one given up cost nothing)
        }


async def night(http: Http, games: dict, spectators: int, seconds: float, server: int) -> dict:
    """One level of a league night, for Pegboard and for the bare views, as an evening goes:
    the tables save a hand every 20 s; the spectators arrive over the first ARRIVE seconds,
    each loading the live page once (the whole page) and then polling its board every 4 s
    with the ETag they were last given, as htmx and the browser's cache do. The two loads
    take turns, WINDOW seconds of each evening at a time, so both meet the machine as it is
    at the same moments: run one after the other, a busy spell of the shared machine fell on
    either (the same code measured 1.12x and 1.39x in session 15)."""
    gc.collect()  # the last level's garbage, before the clock starts
    tables = [Table(http, game) for game in games["tables"]]
    await asyncio.gather(*(table.open() for table in tables))
    span = ARRIVE + seconds
    # Both loads run the same evening (when each table saves, when each spectator arrives),
    # and so does every run of the level: its draw is seeded by the level. Apart, the two
    # loads of a run were two evenings, and the figures moved with the draw as well as the code.
    loads = {
        bare: Load(_evening(http, games, tables, spectators, span, bare), server)
        for bare in (False, True)
    }
    for first in _every(0.0, WINDOW, span - 1e-9):
        for load in loads.values():
            await load.window(first, min(first + WINDOW, span))
    return {bare: load.figures() for bare, load in loads.items()}


def _evening(http: Http, games: dict, tables: list, spectators: int, span: float, bare: bool):
    """A level's requests as (when they are due, the request): the tables' hands and the
    spectators' arrivals and polls, against Pegboard or the bare INSERT and SELECT."""
    draw = random.Random(spectators)

    def spectator(live: str, poll: dict, bare_path: str = "/bench/select/"):
        seen = {}  # nothing yet: the first look is the whole page

        async def look() -> int:
            if bare:
                return (await http.send("GET", bare_path, BROWSER))[0]
            if not seen:
                status, _, _ = await http.send("GET", live, BROWSER)
                seen["page"] = True
                return status
            # htmx's polls: the first without a validator (the page's own was for the page),
            # then with the ETag the last poll was given, as the browser's cache sends it.
            asks = poll | ({"If-None-Match": seen["etag"]} if "etag" in seen else {})
            status, headers, _ = await http.send("GET", live, asks)
            if "etag" in headers:
                seen["etag"] = headers["etag"][0]
            return 200 if status in (286, 304) else status

        return look

    def saver(table: Table):
        async def save() -> int:
            if bare:
                return (await http.send("POST", "/bench/insert/", FORM, "v=x"))[0]
            return await table.save_hand()

        return save

    events = [
        (start + k * HAND_EVERY, saver(table))
        for table in tables
        for start in [draw.uniform(0, HAND_EVERY)]
        for k in range(int(span / HAND_EVERY) + 1)
        if start + k * HAND_EVERY < span
    ]
    tonight = games["tonight"]
    for n in range(spectators):
        arrives = draw.uniform(0, ARRIVE)
        if n % TONIGHT_ONE_IN == 0:  # the pubs' screens and phones on the tonight page
            look = spectator(tonight["page"], TONIGHT_POLL, tonight["bare"])
        else:
            look = spectator(games["tables"][n % TABLES]["live"], POLL)
        events += [(at, look) for at in _every(arrives, POLL_EVERY, span)]
    return events


def _every(first: float, every: float, before: float) -> list[float]:
    return [first + k * every for k in range(int((before - first) / every) + 1)]


async def drive(port: int, server: int, games: dict) -> list[str]:
    http = Http(port)
    rows = await single_requests(http, games)
    seconds = float(os.environ.get("BENCH_SECONDS", "15"))
    levels = [int(n) for n in os.environ.get("BENCH_LEVELS", LEVELS).split(",")]
    rows.append("")
    rows.append(
        f"league night: {TABLES} tables saving a hand every {HAND_EVERY:.0f} s; N spectators "
        f"arriving over {ARRIVE:.0f} s, each loading the page once, then polling every "
        f"{POLL_EVERY:.0f} s; {ARRIVE + seconds:.0f} s of each load a level, in turns of"
        f" {WINDOW:.0f} s; CPU is gunicorn's a request, in that load's turns"
    )
    for spectators in levels:
        level = await night(http, games, spectators, seconds, server)
        for bare, got in level.items():
            name = "bare views" if bare else "Pegboard  "
            rows.append(
                f"N = {spectators:>5}  {name}  p50 {got['p50']:7.1f} ms   p95 {got['p95']:7.1f} ms"
                f"   errors {got['errors']} of {got['requests']}   {got['per_second']:4.0f}/s"
                f"   CPU {got['cpu_ms']:.2f} ms"
            )
        cpu = level[False]["cpu_ms"] / level[True]["cpu_ms"]
        rows.append(f"N = {spectators:>5}  CPU a request, Pegboard v bare views  {cpu:.2f}x")
    return rows


def main() -> list[str]:
    with postgres() as database_url:
        env = server_env(database_url)
        games = prepare(env)
        port = free_port()
        with gunicorn(env, port) as server:
            rows = asyncio.run(drive(port, server, games))
    where = "PostgreSQL" if database_url else "SQLite (no PostgreSQL found)"
    workers = f"{serving.workers} {serving.worker_class} workers of {serving.threads} threads"
    return [f"Over HTTP: gunicorn, {workers}, on {where}, load from 127.0.0.1", "", *rows]


if __name__ == "__main__":
    print("\n".join(main()))
