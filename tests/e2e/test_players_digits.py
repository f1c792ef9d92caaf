"""A phone at the table (360 and 390 px): the digits its keyboard types, Persian or
Arabic-Indic, stay in every number box and save the right hand, in English, Persian, Urdu and
Italian; on a Persian page the first dealer is chosen among the names typed, and an
Amerikaner hand takes at most 8 taps."""

import pytest
from playwright.sync_api import expect

from scoring.models import Game

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
WIDTHS = [360, 390]


@pytest.fixture(params=WIDTHS)
def persian_page(request, browser):
    context = browser.new_context(
        viewport={"width": request.param, "height": 800}, locale="fa-IR", device_scale_factor=1
    )
    page = context.new_page()
    yield page
    context.close()


class Taps:
    """The page's taps, counted: a hand's cost at the table."""

    def __init__(self, page):
        self.page, self.count = page, 0

    def chip(self, field: str, value: str):
        self.count += 1
        self.page.locator(f"#field-{field} label.chip:has(input[value='{value}'])").click()

    def button(self, name: str):
        self.count += 1
        self.page.get_by_role("button", name=name).click()


def typed(page, selector: str, digits: str):
    """Digits typed key by key, as a phone keyboard sends them, then read back."""
    box = page.locator(selector)
    box.click()
    box.press_sequentially(digits)
    expect(box).to_have_value(digits)


def test_the_first_dealer_follows_the_names_and_play_to_keeps_persian_digits(
    live_server, persian_page
):
    page = persian_page
    page.goto(f"{live_server.url}/games/new/?variant=amerikaner:kani")
    dealers = page.locator("#field-first_dealer label.chip:visible")
    expect(dealers).to_have_count(0)  # nobody named yet
    for key, name in zip("abcd", ["Ann", "Bob", "Cy", "Di"], strict=True):
        page.locator(f"#id_side_{key}").fill(name)
    expect(dealers).to_have_text(["Ann", "Bob", "Cy", "Di"])  # four players, four dealers
    page.locator("#id_side_c").fill("")
    expect(dealers).to_have_text(["Ann", "Bob", "Di"])
    page.locator("#id_side_c").press_sequentially("Cyd")
    expect(dealers).to_have_text(["Ann", "Bob", "Cyd", "Di"])
    dealers.filter(has_text="Bob").click()
    typed(page, "#id_target", "۳۰")
    page.locator("button.save").click()
    expect(page.locator("#field-bidder")).to_be_visible()
    game = Game.objects.get()
    assert game.first_dealer == "B" and game.options == {"target": 30}
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


def test_an_amerikaner_hand_in_eight_taps_or_typed_in_arabic_indic_digits(
    live_server, persian_page
):
    page = persian_page
    sides = [{"id": c, "name": n} for c, n in zip("ABCD", ["Ann", "Bob", "Cy", "Di"], strict=True)]
    game = Game.objects.create(
        game="amerikaner", variant="kani", sides=sides, options={"target": 30}, first_dealer="A"
    )
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/")
    expect(page.locator("#field-tricks_A .chip")).to_have_count(14)  # 0 to 13
    expect(page.locator("#field-tricks_A .chip").nth(13)).to_have_text("۱۳")
    taps = Taps(page)
    taps.chip("bidder", "A")
    taps.chip("bid", "7")
    taps.chip("partner", "B")
    taps.chip("tricks_A", "4")
    taps.chip("tricks_B", "4")
    taps.chip("tricks_C", "3")  # Di's two are worked out
    taps.button("ذخیرهٔ دست")
    expect(page.locator("#hand-list li").first).to_be_visible()
    assert taps.count <= 8, taps.count
    assert game.hands.get().data["tricks"] == {"A": 4, "B": 4, "C": 3, "D": 2}
    # The next hand typed: Arabic-Indic and Persian digits stay in the boxes as typed.
    page.locator("#field-bidder label.chip:has(input[value='C'])").click()
    page.locator("#field-bid label.chip:has(input[value='7'])").click()
    page.locator("#field-partner label.chip:has(input[value='D'])").click()
    typed(page, "#id_tricks_A_typed", "٢")
    typed(page, "#id_tricks_B_typed", "۳")
    typed(page, "#id_tricks_C_typed", "٤")
    page.get_by_role("button", name="ذخیرهٔ دست").click()
    expect(page.locator("#change-status")).to_contain_text("۲")
    second = game.hands.order_by("position").last()
    assert second.data["tricks"] == {"A": 2, "B": 3, "C": 4, "D": 4}


def test_all_fours_game_points_typed_in_persian_and_arabic_indic(live_server, persian_page):
    page = persian_page
    sides = [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}]
    game = Game.objects.create(game="allfours", variant="trinidad", sides=sides, first_dealer="A")
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/")
    taps = Taps(page)
    taps.chip("turned", "4")
    taps.chip("beg", "stand")
    taps.chip("high", "A")
    taps.chip("low", "B")
    taps.chip("jack", "none")
    page.locator("summary", has_text="یا امتیازهای شمرده‌شدهٔ گیم").click()
    typed(page, "#id_points_A", "۲۳")
    typed(page, "#id_points_B", "١٧")
    taps.button("ذخیرهٔ دست")
    expect(page.locator("#change-status")).to_contain_text("۱")
    assert game.hands.get().data["game"] == {"A": 23, "B": 17}


def test_bela_card_points_typed_in_persian(live_server, persian_page):
    page = persian_page
    sides = [{"id": "A", "name": "Us"}, {"id": "B", "name": "Them"}]
    game = Game.objects.create(game="bela", variant="klaberjass", sides=sides, first_dealer="A")
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/")
    taps = Taps(page)
    taps.chip("maker", "A")
    taps.chip("trump", "hearts")
    typed(page, "#id_points_A", "۱۰۰")
    taps.chip("last_trick", "A")
    taps.button("ذخیرهٔ دست")
    expect(page.locator("#change-status")).to_contain_text("۱")
    assert game.hands.get().data["card_points"] == {"A": 100, "B": 52}


# Every language of the issue, each at both widths: a Persian phone is not the only one whose
# keyboard types its own digits (an Urdu or Italian player may have a Persian or Arabic one).
LOCALES = {"en": "en-GB", "fa": "fa-IR", "ur": "ur-PK", "it": "it-IT"}
SCRIPTS = (str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"), str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def every_box_keeps_its_digits(page) -> int:
    """Type into every number box of the page's form, folds opened, in Persian and
    Arabic-Indic digits by turns; each keeps what was typed. Then each has its value back."""
    page.evaluate("document.querySelectorAll('main form details').forEach(d => d.open = true)")
    boxes = page.locator("main form input[inputmode=numeric]:visible")
    for n in range(boxes.count()):
        box = boxes.nth(n)
        value = box.input_value()
        box.fill("")
        box.press_sequentially("12".translate(SCRIPTS[n % 2]))
        expect(box).to_have_value("12".translate(SCRIPTS[n % 2]))
        box.fill(value)
    return boxes.count()


def saved(page, count: int) -> None:
    page.locator("button.save").click()
    expect(page.locator("#hand-list > li")).to_have_count(count)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("language", LOCALES)
def test_every_number_box_keeps_persian_and_arabic_indic_digits_and_saves_the_hand(
    live_server, browser, language, width
):
    """One page through a game's start and a hand of each family, in the language and width."""
    context = browser.new_context(
        viewport={"width": width, "height": 800}, locale=LOCALES[language], device_scale_factor=1
    )
    page = context.new_page()
    persian, arabic = (lambda text, script=script: text.translate(script) for script in SCRIPTS)
    # The start form: Play to and every house rule that is a number.
    page.goto(f"{live_server.url}/games/new/?variant=amerikaner:kani")
    assert page.locator("html").get_attribute("lang").startswith(language)
    for key, name in zip("abcd", ["Ann", "Bob", "Cy", "Di"], strict=True):
        page.locator(f"#id_side_{key}").fill(name)
    assert every_box_keeps_its_digits(page) >= 3  # Play to and two house rules
    typed(page, "#id_target", arabic("30"))
    page.locator("button.save").click()
    expect(page.locator("#field-bidder")).to_be_visible()
    kani = Game.objects.get()
    assert kani.options == {"target": 30}
    # Amerikaner: each player's tricks, typed.
    assert every_box_keeps_its_digits(page) >= 4  # the four players' tricks
    for field, value in (("bidder", "A"), ("bid", "7"), ("partner", "B")):
        page.locator(f"#field-{field} label.chip:has(input[value='{value}'])").click()
    typed(page, "#id_tricks_A_typed", persian("5"))
    typed(page, "#id_tricks_B_typed", arabic("3"))
    typed(page, "#id_tricks_C_typed", persian("2"))
    saved(page, 1)
    assert kani.hands.get().data["tricks"] == {"A": 5, "B": 3, "C": 2, "D": 3}
    # All Fours: the game points counted.
    two = [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}]
    trinidad = Game.objects.create(game="allfours", variant="trinidad", sides=two, first_dealer="A")
    page.goto(f"{live_server.url}/g/{trinidad.public_id}/score/{trinidad.secret}/")
    assert every_box_keeps_its_digits(page) >= 2
    for field, value in (("turned", "4"), ("beg", "stand"), ("high", "A"), ("low", "B")):
        page.locator(f"#field-{field} label.chip:has(input[value='{value}'])").click()
    page.locator("#field-jack label.chip:has(input[value='none'])").click()
    typed(page, "#id_points_A", persian("23"))
    typed(page, "#id_points_B", arabic("17"))
    saved(page, 1)
    assert trinidad.hands.get().data["game"] == {"A": 23, "B": 17}
    # Klaberjass: one side's card points, a claim's points and trick among the boxes.
    klaberjass = Game.objects.create(game="bela", variant="klaberjass", sides=two, first_dealer="A")
    page.goto(f"{live_server.url}/g/{klaberjass.public_id}/score/{klaberjass.secret}/")
    assert every_box_keeps_its_digits(page) >= 2
    page.locator("#field-maker label.chip:has(input[value='B'])").click()
    page.locator("#field-trump label.chip:has(input[value='hearts'])").click()
    typed(page, "#id_points_B", arabic("100"))
    page.locator("#field-last_trick label.chip:has(input[value='B'])").click()
    saved(page, 1)
    assert klaberjass.hands.get().data["card_points"] == {"A": 52, "B": 100}
    context.close()


@pytest.mark.parametrize(("language", "width"), [("fa", 360), ("ur", 390)])
def test_a_match_cards_scores_typed_in_both_scripts_are_kept_and_sent(
    live_server, browser, language, width
):
    """A captain's card: every game's score typed in its box, not tapped, in Persian and
    Arabic-Indic digits by turns."""
    from leagues.models import Fixture
    from tests.leagues.cards import league_with_everyone

    season, fixture, _people = league_with_everyone()
    context = browser.new_context(
        viewport={"width": width, "height": 800}, locale=LOCALES[language], device_scale_factor=1
    )
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "home_captain")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").click()
    page.goto(f"{live_server.url}/leagues/{season.slug}/fixtures/{fixture.pk}/card/")
    scores = [(15, 9), (15, 3), (14, 15), (15, 12)]
    for n, (home, away) in enumerate(scores, start=1):
        for turn, (side, value) in enumerate((("home", home), ("away", away))):
            typed(page, f"#id_game-{n}-{side}_score_typed", str(value).translate(SCRIPTS[turn]))
    page.locator("main form button.save").click()
    expect(page.locator("main form button.save")).to_have_count(0)
    card = Fixture.objects.get(pk=fixture.pk).latest_card()
    assert [(line.home_score, line.away_score) for line in card.lines()] == scores
    context.close()
