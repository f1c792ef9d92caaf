"""No address answers 500: every URL of the site, its path segments filled with odd text
(unicode, percent signs, control characters, very long) or with a real game's and season's
ids beside a wrong secret, read and posted to by a stranger, answers 4xx or a page, never a
5xx. (A non-ASCII secret in a scorer's link once answered 500.)"""

import re
import urllib.parse

import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from scoring.models import Game
from tests.conftest import import_example_league

pytestmark = pytest.mark.django_db
PARAMETER = re.compile(r"<(?:(\w+):)?(\w+)>")
ODD = ["é", "%", "%C3%A9", "\u202e", "\x01", "a b", "..", "x" * 300, "ا", "0", "-1"]


def site_routes(resolver=None, prefix="") -> list[str]:
    """Every route of the site's own URLs (not the admin's), as written in its urls.py."""
    routes = []
    for entry in (resolver or get_resolver()).url_patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            if not route.startswith("admin/"):
                routes += site_routes(entry, route)
        elif isinstance(entry, URLPattern) and "<" in route:
            routes.append(route)
    return routes


ROUTES = site_routes()
segment = st.one_of(st.sampled_from(ODD), st.text(min_size=1, max_size=60))


@pytest.fixture
def real_ids():
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=[{"id": s, "name": s} for s in "AB"]
    )
    season = import_example_league()
    return {"public_id": game.public_id, "slug": season.slug, "code": season.teams.first().code}


def filled(route: str, texts, real: dict) -> str:
    parts = iter(texts)

    def one(match):
        converter, name = match[1] or "str", match[2]
        text = next(parts)
        if converter == "int":
            return str(abs(hash(text)) % 10**6)
        if text == "<real>" and name in real:
            return real[name]
        return urllib.parse.quote(text, safe="")

    return "/" + PARAMETER.sub(one, route)


def test_every_route_with_parameters_is_covered():
    assert any("score/<str:secret>" in route for route in ROUTES)
    assert len(ROUTES) >= 20


@pytest.mark.parametrize("route", ROUTES)
@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(texts=st.lists(st.one_of(st.just("<real>"), segment), min_size=4, max_size=4))
@example(texts=["<real>", "é", "é", "é"])
def test_odd_path_segments_never_answer_500(client, real_ids, route, texts):
    path = filled(route, texts, real_ids)
    for method in (client.get, client.post):
        assert method(path).status_code < 500, path
