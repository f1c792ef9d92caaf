"""The account pages of issue 36 fit a phone held upright, at 360 px, in a left-to-right and a
right-to-left language: what waits for a captain, the secretary's invitation form, the
profile, the invitation, the password reset and change (tests/e2e/fit.py measures them)."""

import pytest

from leagues.models import Invitation
from tests.e2e.fit import spills
from tests.leagues.mailing import busy_week

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def sign_in(page, url: str, username: str) -> None:
    page.goto(url + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").click()
    page.wait_for_url(url + "/leagues/")


@pytest.mark.parametrize("language", ["en-GB", "fa", "it"])
def test_the_account_pages_fit_at_360(live_server, browser, language):
    season, fixtures, _people = busy_week()
    team = fixtures["swan_crown"].home
    team.name = "The Red Lion Darts and Cards Club"
    with season.changing():
        team.save()
    invitation = Invitation.objects.create(
        team=team, email="a.very.long.address.for.a.captain@the-red-lion-darts.example.org"
    )
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    url = live_server.url
    found = {}

    def measure(paths):
        for path in paths:
            page.goto(url + path)
            if problems := spills(page):
                found[path] = problems

    measure(
        [
            f"/leagues/invitations/{invitation.token}/",
            "/accounts/password_reset/",
            "/accounts/password_reset/done/",
            "/accounts/reset/MQ/no-such-token/",
            "/accounts/reset/done/",
        ]
    )
    sign_in(page, url, "home_captain")
    measure(["/leagues/", "/accounts/profile/", f"/leagues/invitations/{invitation.token}/"])
    measure(["/accounts/password_change/", "/accounts/password_change/done/"])
    sign_in(page, url, "secretary")
    measure(["/leagues/", f"/leagues/{season.slug}/manage/"])
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
