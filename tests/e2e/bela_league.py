"""What the Croatian Bela league journey (test_bela_league_journey.py) does on its pages: a
user signing up, a team added on the manage page, the printed list's nights, and each page
checked against a phone's width and the browser's console."""

import datetime
from dataclasses import dataclass

from playwright.sync_api import expect

from tests.e2e.fit import spills


@dataclass(frozen=True)
class Team:
    name: str
    pub: str
    division: str
    players: str
    captain: str = ""


# Two pubs with a team in each division, and two teams of their own pubs in each.
TEAMS = [
    Team("Zlatni Lav A", "Zlatni Lav", "Prva liga", "Ivo, Marko, Luka, Josip", "ivo"),
    Team("Stari Most A", "Stari Most", "Prva liga", "Tomo, Pero, Zvone, Dino"),
    Team("Kod Mate", "Kod Mate", "Prva liga", "Ante, Mate, Stipe, Frane", "ante"),
    Team("Bura", "Bura", "Prva liga", "Nikola, Jure, Vinko, Roko"),
    Team("Zlatni Lav B", "Zlatni Lav", "Druga liga", "Kruno, Damir, Goran, Zdravko"),
    Team("Stari Most B", "Stari Most", "Druga liga", "Mirko, Slavko, Boris, Dragan"),
    Team("Konoba Jure", "Konoba Jure", "Druga liga", "Toni, Neno, Siniša, Edi"),
    Team("Maestral", "Maestral", "Druga liga", "Mladen, Željko, Ivica, Bruno"),
]
PUBS = {team.name: team.pub for team in TEAMS}


class Visits:
    """One person's phone: the pages it opens, each checked to fit and logging no error."""

    def __init__(self, page, site: str):
        self.page, self.site, self.errors = page, site, []
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def go(self, path: str) -> None:
        answer = self.page.goto(self.site + path)
        assert answer.status == 200, f"{path}: {answer.status}"
        self.checked()

    def checked(self) -> None:
        """The page as it is now fits the phone, and the console is clean so far."""
        self.page.wait_for_load_state()
        where = self.page.url
        folds = self.page.locator("details")
        found = folds.evaluate_all("all => all.map(d => d.open)")
        assert spills(self.page) == [], f"{where}: {spills(self.page)}"
        # (spills opened every fold: each is left again as the visitor found it, the ones
        # the page opens itself, e.g. the set-up forms of a new season, open)
        folds.evaluate_all("(all, found) => all.forEach((d, i) => d.open = found[i])", found)
        assert self.errors == [], f"{where}: {self.errors}"


def sign_up(visits: Visits, username: str, address: str) -> None:
    """The sign-up form, with an address (for the league's mail)."""
    visits.go("/accounts/signup/")
    page = visits.page
    form = page.locator("form[action$='/accounts/signup/']")
    form.locator("input[name=username]").fill(username)
    form.locator("input[name=email]").fill(address)
    form.locator("input[name=password1]").fill("bela-journey-pw-1001")
    form.locator("input[name=password2]").fill("bela-journey-pw-1001")
    form.locator("button[type=submit]").click()
    expect(page.locator("form[action$='/accounts/signup/']")).to_have_count(0)
    visits.checked()


def unfolded(locator):
    """The element, every fold (<details>) around it that is shut tapped open on its summary,
    the outermost first, as a visitor opens them: the manage page folds its sections."""
    for fold in locator.locator("xpath=ancestor::details").all():  # (in the page's order)
        if fold.get_attribute("open") is None:
            fold.locator(":scope > summary").click()
            expect(fold).to_have_attribute("open", "")
    return locator


def said_in(page, place: str, words: str) -> None:
    """The manage page's answer to a change, in place: `words` said in the part at `place`
    (its id), which htmx has swapped in. The next change waits for it, or it would be made
    on the part the answer replaces."""
    expect(page.locator(f"#{place} [role=status]").first).to_contain_text(words)


def add_team(page, team: Team) -> None:
    """The manage page's add-a-team form, found by its button (whatever folds it), and the
    teams answered with the team added."""
    form = page.locator("form", has=page.locator("button", has_text="Add the team"))
    unfolded(form)
    form.get_by_label("Team name").fill(team.name)
    form.get_by_label("Pub (venue)").fill(team.pub)
    form.get_by_label("Captains' usernames").fill(team.captain)
    form.get_by_label("Players").fill(team.players)
    if team.division:  # (a season of one division asks for none)
        form.get_by_label("Division").select_option(label=team.division)
    form.get_by_role("button", name="Add the team").click()
    said_in(page, "teams", f"{team.name} added.")
    expect(page.locator("#teams summary", has_text=team.name).first).to_be_visible()


def fixture_nights(page) -> dict[str, list[str]]:
    """Each night of the printed fixture list (league nights and cup ties alike), with the
    teams at home that night."""
    nights = {}
    for night in page.locator(".night").all():
        day = night.locator("h2").inner_text()
        nights[day] = night.locator(".home").all_inner_texts()
    return nights


def weeks_ago(weeks: int) -> datetime.date:
    """The Monday `weeks` weeks before this one."""
    day = datetime.date.today() - datetime.timedelta(weeks=weeks)
    return day - datetime.timedelta(days=day.weekday())
