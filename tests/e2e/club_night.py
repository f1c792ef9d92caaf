"""What the club night journey (test_club_night_journey.py) does on its pages: a phone that
checks every page it shows fits 360 and 390 px and logs no error, the organiser's forms, and
a table's hands entered on its scorer's page as the players would, online or with no signal."""

import re
from dataclasses import dataclass

import segno
from django.utils import translation
from playwright.sync_api import expect

from tests.e2e.fit import spills

PHONE = {"width": 390, "height": 844}
NARROW = {"width": 360, "height": 740}


def words(language: str, message: str, **values) -> str:
    """`message` as the page says it in `language`."""
    with translation.override(language):
        said = translation.gettext(message)
    return said % values if values else said


class Phone:
    """One person's phone (its own browser context, in its language, 390 px wide): every page
    it shows is checked to fit 360 and 390 px, and to log no error."""

    def __init__(self, browser, site: str, language: str):
        self.context = browser.new_context(locale=language, viewport=PHONE)
        self.page = self.context.new_page()
        self.site, self.language, self.errors = site, language, []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def go(self, path: str) -> None:
        answer = self.page.goto(path if path.startswith("http") else self.site + path)
        assert answer.status == 200, f"{path}: {answer.status}"
        self.checked()

    def checked(self) -> None:
        """The page as it is now fits a phone of 360 px and one of 390 px, every fold opened
        (then shut again as they were), and the console is clean so far (a request a phone
        with no signal could not send is logged by the browser, and is no fault)."""
        page = self.page
        page.wait_for_load_state()
        folds = page.locator("details")
        found = folds.evaluate_all("all => all.map(d => d.open)")
        for size in (NARROW, PHONE):
            page.set_viewport_size(size)
            assert spills(page) == [], f"{page.url} at {size['width']} px: {spills(page)}"
        folds.evaluate_all("(all, found) => all.forEach((d, i) => d.open = found[i])", found)
        faults = [e for e in self.errors if "ERR_INTERNET_DISCONNECTED" not in e]
        assert faults == [], f"{page.url}: {faults}"

    def submit(self, name: str) -> None:
        """The main form's button named `name` (in the page's language), tapped."""
        self.page.get_by_role("button", name=words(self.language, name), exact=True).click()

    def close(self) -> None:
        self.context.close()


def exact(text: str) -> re.Pattern:
    return re.compile(f"^{re.escape(text)}$")


def add_player(phone: Phone, name: str) -> None:
    """The manage page's add-a-player form, answered with the player on the list."""
    phone.page.fill("#id_name", name)
    phone.submit("Add the player")
    listed = phone.page.locator("#players .team-line summary bdi").filter(has_text=exact(name))
    expect(listed).to_be_visible()


def tick_present(phone: Phone, name: str) -> None:
    """One tap on the player's button on the night's page, answered with it pressed."""
    button = phone.page.locator(".presence").get_by_role("button", name=name, exact=True)
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


@dataclass(frozen=True)
class DrawnTable:
    number: int
    sides: tuple[tuple[str, ...], ...]  # each side's players, as the night's page names them
    scorer: str  # the link the organiser's page gives the table's phone
    qr: str  # the drawing of its QR code (the path of its dark modules)


def drawn_tables(page, where: str = "#rounds > .club-tables") -> list[DrawnTable]:
    """The tables of the round the night's page shows first (the current one), read from the
    page: each side's players ("Ann & Bo") and the scorer's link."""
    tables = []
    for number, table in enumerate(page.locator(f"{where} > .club-table").all(), start=1):
        sides = tuple(
            tuple(name.split(" & "))
            for name in table.locator(".club-sides > li > bdi").all_inner_texts()
        )
        scorer = table.locator("a[href*='/score/']")
        href = scorer.get_attribute("href") if scorer.count() else ""
        qr = table.locator("svg.qr path.qrline")
        tables.append(DrawnTable(number, sides, href, qr.get_attribute("d") if href else ""))
    return tables


def qr_drawing(address: str) -> str:
    """The path of a QR code's dark modules for `address`, drawn afresh: the same as the
    page's exactly when the page's code says the same address."""
    svg = segno.make(address, error="m").svg_inline(scale=1, border=2, omitsize=True)
    return re.search(r'class="qrline"[^>]* d="([^"]+)"', svg).group(1)


def partnerships(tables: list[DrawnTable]) -> set[frozenset[str]]:
    return {frozenset(side) for table in tables for side in table.sides if len(side) > 1}


# The field a hand's maker is chosen on: Klaverjas's "maker", Croatian Bela's "caller".
MAKER_FIELD = {"bela:klaverjas": "maker", "bela:croatian": "caller"}


def enter_hand(phone: Phone, variant: str, winner: str) -> None:
    """One hand as the table's players enter it: the side that made it tapped, side A's card
    points typed (the other side's worked out from 162), and Save. The maker takes 100 of the
    162 card points."""
    page = phone.page
    field = MAKER_FIELD[variant]
    page.locator(f"#field-{field} label.chip:has(input[value='{winner}'])").click()
    page.fill("#id_points_A", "100" if winner == "A" else "62")
    phone.submit("Save hand")
