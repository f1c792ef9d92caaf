"""A club night from the organiser's phone and four tables' phones, at 390 px, in Dutch
(Klaverjas) and in Croatian (Croatian Bela), issue 51: the organiser starts a club from its
form, adds seventeen players, makes a night of two rounds, ticks everyone present one tap
each and draws round 1; each of the four tables opens its game from the link the night's page
gives (the address its QR code says) and scores it to the end on its own phone, one of them
with no signal for two hands; the round closes by itself, the standings fill, and round 2 is
drawn with nobody partnering the same player again, and someone else sitting out. No result
is typed by hand (the night's results file says each table's result is its game's), and every
page on every phone fits 360 and 390 px.

The site is the one `make serve` runs (tests/hosting/production.py: gunicorn, DEBUG off, the
manifest's static files, behind a proxy), as the league's judged journey's is: the organiser
signs up through the form, and the journey reads only pages and the night's files; the served
site keeps its database to itself."""

import re
from urllib.parse import unquote

import pytest
from playwright.sync_api import expect

from tests.e2e.bela_league import sign_up
from tests.e2e.club_night import (
    Phone,
    add_player,
    drawn_tables,
    enter_hand,
    partnerships,
    qr_drawing,
    tick_present,
    words,
)
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]
# The served site's own address, as its QR codes say it: SITE_URL's default, the first of the
# ALLOWED_HOSTS tests/hosting/production.py gives it, over HTTPS.
SERVED_SITE_URL = "https://localhost"

PLAYERS = {
    "nl": "Anneke Bram Cees Dirk Els Femke Gert Hanneke Ilse Joost Kees Lotte Maarten Nienke "
    "Otto Pim Sjoerd",
    "hr": "Ana Božo Cvita Dujam Đurđa Frane Goran Hrvoje Iva Jure Katica Ljubo Mate Nives "
    "Šime Tonka Željko",
}
GAME = {"nl": "bela:klaverjas", "hr": "bela:croatian"}
CLUB = {"nl": "Klaverjasclub De Eenhoorn", "hr": "Belaški klub Škver"}
# Three hands of 100 card points to 62 take the hands' winner past 250: a short game, real.
TARGET, HANDS = 250, 3
WON_BY = {1: "A", 2: "B", 3: "A", 4: "B"}  # each table's winning side
OFFLINE_TABLE = 4  # its phone loses its signal after the first hand


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with production_site(tmp_path_factory.mktemp("club-night")) as address:
        yield address


def start_the_club(organiser: Phone, language: str) -> str:
    """The new-club form, the language's own game offered first, played to the target; the
    club's address (its slug), from the organiser's page it opens."""
    organiser.go("/clubs/new/")
    page = organiser.page
    expect(page.locator("#id_variant option").first).to_have_attribute("value", GAME[language])
    page.fill("#id_name", CLUB[language])
    page.fill("#id_target", str(TARGET))
    organiser.submit("Start the club")
    expect(page.locator("#players")).to_be_visible()
    slug = re.fullmatch(r".*/clubs/([^/]+)/manage/", unquote(page.url))[1]
    rules = page.locator("#house-rules")  # the house rules kept, as the form shows them again
    expect(rules.locator("#id_rules-variant")).to_have_value(GAME[language])
    expect(rules.locator("#id_rules-target")).to_have_value(str(TARGET))
    return slug


def make_the_night(organiser: Phone, players: list[str]) -> None:
    """The players added, a night of two rounds made from its form, everyone ticked."""
    for name in players:
        add_player(organiser, name)
    organiser.checked()
    organiser.page.get_by_role("link", name=words(organiser.language, "A new night")).click()
    expect(organiser.page.locator("#field-format input[value=individual]")).to_be_checked()
    organiser.page.fill("#id_rounds_planned", "2")
    organiser.checked()
    organiser.submit("Make the night")
    expect(organiser.page.locator(".presence button")).to_have_count(len(players))
    for name in players:
        tick_present(organiser, name)
    organiser.checked()


def draw(organiser: Phone, number: int) -> None:
    button = words(organiser.language, "Draw round %(n)s", n=number)
    organiser.page.get_by_role("button", name=button, exact=True).click()
    heading = words(organiser.language, "Round %(n)s", n=number)
    expect(organiser.page.locator("#rounds > h2").first).to_contain_text(heading)
    organiser.checked()


def play_the_round(tables, phones: dict[int, Phone], variant: str, organiser: Phone) -> None:
    """Each table enters its hands in turn, as the tables play side by side; the offline
    table's phone loses its signal after its first hand, keeps its next hands waiting (the
    organiser's page meanwhile shows that table still being played, the round open), and sends
    them when the signal is back."""
    for hand in range(1, HANDS + 1):
        for table in tables:
            phone = phones[table.number]
            offline = table.number == OFFLINE_TABLE and hand > 1
            if offline and hand == 2:
                phone.context.set_offline(True)
            enter_hand(phone, variant, WON_BY[table.number])
            if offline:  # kept on the phone, and said so in its language
                waiting = phone.page.locator(".outbox .hand.waiting")
                expect(waiting).to_have_count(hand - 1)
                said = words(phone.language, "Hand {n} · waiting").replace("{n}", str(hand))
                expect(waiting.filter(has_text=said)).to_have_count(1)
            else:
                expect(phone.page.locator(".hands .hand")).to_have_count(hand)
            phone.checked()
    the_round_waits_for(organiser, OFFLINE_TABLE)
    phone = phones[OFFLINE_TABLE]
    phone.context.set_offline(False)
    phone.page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(phone.page.locator(".outbox .hand")).to_have_count(0, timeout=15_000)
    expect(phone.page.locator(".hands .hand")).to_have_count(HANDS)
    phone.checked()


def the_round_waits_for(organiser: Phone, number: int) -> None:
    """The organiser's page, reloaded: the table whose hands wait on its phone is still being
    played, at its score before the signal went, and no next round can be drawn yet."""
    organiser.page.reload()
    language = organiser.language
    table = organiser.page.locator("#rounds > .club-tables > .club-table").nth(number - 1)
    expect(table).to_contain_text(words(language, "Being played"))
    first_hand = ["100", "62"] if WON_BY[number] == "A" else ["62", "100"]
    expect(table.locator(".club-score strong")).to_have_text(first_hand)
    expect(organiser.page.locator("#rounds > h2").first).not_to_contain_text(
        words(language, "every table has its result")
    )
    expect(organiser.page.locator("#rounds form button")).to_have_count(0)
    organiser.checked()


def the_round_closed_by_itself(organiser: Phone, tables) -> None:
    """The organiser's page, reloaded (nothing typed): every table's result, the games' own;
    the round closed; the standings filled from them."""
    language = organiser.language
    organiser.page.reload()
    rounds = organiser.page.locator("#rounds")
    expect(rounds.locator("> h2").first).to_contain_text(
        words(language, "every table has its result")
    )
    own = words(language, "The game's own result")
    for table in rounds.locator("> .club-tables > .club-table").all():
        expect(table).to_contain_text(own)
        expect(table.locator(".winner")).to_have_count(1)
    standing = {}
    for row in rounds.locator("table.league-table tbody tr").all():
        cells = row.locator("td").all_inner_texts()
        standing[cells[1]] = (cells[2], cells[3], cells[6])
    for table in tables:
        for index, side in enumerate(table.sides):
            won = "AB"[index] == WON_BY[table.number]
            expected = ("1", "1", "300–186") if won else ("1", "0", "186–300")
            assert {standing[name] for name in side} == {expected}, side
    assert len(standing) == len(PLAYERS[language].split())  # who sat out is listed too
    organiser.checked()


def nothing_typed_by_hand(organiser: Phone, address: str) -> None:
    """The night's results file: round 1's every table won, its result its game's, with no
    typed version; round 2's tables waiting for theirs."""
    answer = organiser.page.request.get(address)
    assert answer.status == 200
    first, second = answer.json()["rounds"]
    assert [(t["result"], t["version"]) for t in first["tables"]] == [("game", None)] * 4
    assert all(t["winner"] is not None for t in first["tables"])
    assert [t["result"] for t in second["tables"]] == [None] * 4


def seated(tables) -> set[str]:
    return {name for table in tables for side in table.sides for name in side}


def sitting_out(organiser: Phone) -> list[str]:
    """Who sits the current round out, as the night's page names them."""
    said = words(organiser.language, "Sitting out:")
    return organiser.page.locator("#rounds > p", has_text=said).locator("bdi").all_inner_texts()


@pytest.mark.parametrize("language", ["nl", "hr"])
def test_a_club_night_scored_at_its_tables_on_their_phones(site, browser, language):
    players = PLAYERS[language].split()
    organiser = Phone(browser, site, language)
    sign_up(organiser, f"organiser-{language}", f"organiser-{language}@example.org")
    slug = start_the_club(organiser, language)
    make_the_night(organiser, players)
    night = re.fullmatch(r".*/nights/(\d+)/", organiser.page.url)[1]
    draw(organiser, 1)
    first = drawn_tables(organiser.page)
    assert len(first) == 4
    for table in first:  # the QR code a phone may scan instead says the same link
        assert table.qr == qr_drawing(SERVED_SITE_URL + table.scorer), table.number
    (sat_out,) = sitting_out(organiser)
    assert set(players) == seated(first) | {sat_out}

    phones = {}
    for table in first:  # each table's phone opens its link
        phones[table.number] = Phone(browser, site, language)
        phones[table.number].go(table.scorer)
        expect(phones[table.number].page.locator("form.hand-form")).to_be_visible()
    play_the_round(first, phones, GAME[language], organiser)
    the_round_closed_by_itself(organiser, first)

    draw(organiser, 2)
    second = drawn_tables(organiser.page)
    assert len(second) == 4
    assert partnerships(first) & partnerships(second) == set()  # nobody partners anyone twice
    assert sat_out in seated(second) and len(sitting_out(organiser)) == 1
    nothing_typed_by_hand(organiser, f"{site}/clubs/{slug}/nights/{night}/results.json")
    for phone in [organiser, *phones.values()]:
        phone.close()
