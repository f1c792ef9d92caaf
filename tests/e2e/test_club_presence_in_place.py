"""A tick on the night's page, with scripts, swaps in what it changes and not only the list of
who is here: the tick that makes a table shows the "Draw round 1" button (before, the button
came only with a reload, and the organiser who had ticked everyone saw "not enough present"),
and a pair night's tick of a second player without a partner shows the form to pair them."""

import pytest
from playwright.sync_api import expect

from clubs.models import ClubPlayer
from tests.clubs.nights import a_club, a_night, people

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def organisers_night_page(live_server, page, night) -> None:
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "organiser")
    page.fill("#id_password", "pw-for-tests-1")
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()
    page.goto(f"{live_server.url}/clubs/{night.club.slug}/nights/{night.pk}/")
    page.evaluate("window.notReloaded = true")


def tick(page, name: str) -> None:
    button = page.locator(".presence").get_by_role("button", name=name, exact=True)
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


def test_the_tick_that_makes_a_table_shows_the_draw(live_server, page):
    night = a_night(a_club(people()["organiser"]), present=3)
    with night.club.changing() as club:
        ClubPlayer.objects.create(club=club, name="Zoë")
    organisers_night_page(live_server, page, night)
    draw = page.get_by_role("button", name="Draw round 1")
    expect(draw).to_have_count(0)
    tick(page, "Zoë")
    expect(draw).to_be_visible()
    assert page.evaluate("window.notReloaded === true")  # swapped in place
    draw.click()
    expect(page.locator("#rounds .club-table")).to_have_count(1)
    assert night.rounds.get().number == 1


def test_a_pair_nights_tick_shows_the_form_to_pair_them(live_server, page):
    night = a_night(a_club(people()["organiser"]), present=4, night_format="swiss")
    with night.club.changing() as club:
        for name in ("Yan", "Zoë"):
            ClubPlayer.objects.create(club=club, name=name)
    organisers_night_page(live_server, page, night)
    make_the_pair = page.get_by_role("button", name="Make the pair")
    tick(page, "Yan")
    expect(make_the_pair).to_have_count(0)  # nobody to pair Yan with yet
    tick(page, "Zoë")
    expect(make_the_pair).to_be_visible()
    assert page.evaluate("window.notReloaded === true")
    page.get_by_role("button", name="Pair them in the order ticked").click()
    expect(page.locator("#pairs .team-lines li")).to_have_count(3)
