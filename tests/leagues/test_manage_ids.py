"""Every id on the manage page is one element's (issue 48): a label's `for` and the browser's
scroll to a field in error find the field they name, before the fixtures (when the add-team
and add-division forms are both open) and after them (a form per team and per fixture)."""

import collections
import re

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from tests.leagues.test_divisions_nights import MONDAY, shared_league

pytestmark = pytest.mark.django_db


def ids_used_twice(page: str) -> list[str]:
    counts = collections.Counter(re.findall(r'\sid="([^"]+)"', page))
    return sorted(name for name, times in counts.items() if times > 1)


@pytest.mark.parametrize("with_fixtures", [False, True])
def test_no_id_is_used_twice_on_the_manage_page(client, with_fixtures):
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    if with_fixtures:
        season.generate_fixtures(MONDAY, 0)
    client.force_login(secretary)
    page = client.get(reverse("leagues-manage", args=[season.slug])).content.decode()
    assert ids_used_twice(page) == []
    # Each label names a field that is there.
    ids = set(re.findall(r'\sid="([^"]+)"', page))
    assert set(re.findall(r'<label[^>]*\sfor="([^"]+)"', page)) <= ids
