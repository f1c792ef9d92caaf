"""Each season's story (its table, and every team's position after each night),
kept in this process by the season's version, so its pages read and add up the season's cards
only after something changed. On a 40-team season that is two thirds of the season page's
work, and the table changes a few times a night while it is read all evening.

Every change to what the story is made of (a card sent, answered or imported; a team, a
fixture's date, an adjustment, the rules) counts one on the season's version in its own
transaction (the season's door, `Season.changing`). A page reads the version with the season,
before the cards, so what it keeps under a version is never older than that version; a change
since is a new version, and the next page makes the story afresh. Nothing is shared between
processes or has to be invalidated. Private to the season: pages ask `Season.kept_stories`.

`season_key` is the one key of everything kept of a season: its story here, and its pages
(kernel.caching.kept_page) and their validators, which ask it through `Season.kept_key`."""

import threading
from collections import OrderedDict

KEPT = 64  # seasons' stories per process (each with and without the cards awaiting an answer)
_lock = threading.Lock()
# Bounded by KEPT, and each story under the version it was made for: never stale, only unused.
_kept: OrderedDict[str, object] = OrderedDict()


def season_key(state: tuple, *shown) -> str:
    """The key of what is kept of a season as it was read, and of a page showing it: the
    season by its (pk, created, version) and what the page shows of it besides (a division,
    the site's address). A pk SQLite gives again after a delete is another season: its
    creation time tells; the version is counted by its door at every change to what its
    pages show, so a key names one state of the season. (A restore sets versions back: it
    renews the folder of rendered pages, and the site is stopped for it, so no process keeps
    anything across it.)"""
    pk, created, version = state
    return "season:" + repr((pk, created.isoformat(), version, *shown))


def story_of(season, provisional: bool, adjustments: list):
    """The season's stories, a division each (`Season.stories` of its `Season.results`), as
    of the version it was read at; `adjustments` are the season's, as the page has them."""
    key = season.kept_key("story", provisional)
    with _lock:
        found = _kept.get(key)
        if found is not None:
            _kept.move_to_end(key)
            return found
    results = season.results(provisional)
    found = season.stories(results, adjustments)
    with _lock:
        _kept[key] = found
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return found


def forget_all() -> None:
    """For tests: start with nothing kept."""
    with _lock:
        _kept.clear()
