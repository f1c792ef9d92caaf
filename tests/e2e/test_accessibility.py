"""Accessibility in a real browser at 390×844: axe-core finds nothing serious or critical on the
main pages, in light and dark, and at 200% zoom no page scrolls sideways.

axe-core comes from the npm registry (`make test` installs it into .venv); it is injected
into a browser context that bypasses the CSP, as only a test may."""

import os
import uuid
from pathlib import Path

import pytest
from django.contrib.auth.models import User

from leagues.models import Fixture, Player, Season
from scoring.models import Game
from tests.conftest import import_example_league

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
AXE = Path(__file__).resolve().parents[2] / ".venv/axe-core/node_modules/axe-core/axe.min.js"
SLUG = "calder-valley-all-fours-league-2026-27"
SIDES = [
    {"id": "A", "name": "Red Lion", "players": []},
    {"id": "B", "name": "Crown", "players": []},
]


def need_axe() -> None:
    if not AXE.exists():
        if os.environ.get("CI"):
            raise AssertionError(f"axe-core is missing at {AXE}: run make test")
        pytest.skip("axe-core is not installed (make test installs it with npm)")


@pytest.fixture
def site():
    """A game with a hand, a league with a card, and the paths of the main pages."""
    need_axe()
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, first_dealer="A")
    game.add_hand(
        {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}, uuid.uuid4()
    )
    finished = Game.objects.create(
        game="allfours", variant="trinidad", sides=SIDES, first_dealer="A"
    )
    for n in range(7):  # Trinidad to 14: the seventh hand wins, and the chart is drawn
        hand = {"dealer": "AB"[n % 2], "turned": ["4"], "high": "A", "low": "B", "game": "A"}
        finished.add_hand(hand, uuid.uuid4())
    klaberjass = Game.objects.create(
        game="bela", variant="klaberjass", sides=SIDES, first_dealer="A"
    )
    names = ["Ann", "Bob", "Cy", "Di"]
    players = [{"id": c, "name": n, "players": []} for c, n in zip("ABCD", names, strict=True)]
    amerikaner = Game.objects.create(
        game="amerikaner", variant="amerikaner", sides=players, first_dealer="A"
    )
    import_example_league()
    season = Season.objects.get(slug=SLUG)
    fixture = Fixture.objects.filter(season=season, cards__isnull=False).first()
    with season.changing():
        player = Player.objects.create(team=fixture.home, name="Ann")
    scorer = f"/g/{game.public_id}/score/{game.secret}/"
    return {
        "home": "/",
        "start": "/games/new/",
        "start-form": "/games/new/?variant=allfours:trinidad",
        "scorer": scorer,
        "edit": scorer + "hands/1/",
        "changes": scorer + "changes/",
        "live": f"/g/{game.public_id}/",
        "finished": f"/g/{finished.public_id}/",
        "won-scorer": f"/g/{finished.public_id}/score/{finished.secret}/",  # with Play again
        "klaberjass": f"/g/{klaberjass.public_id}/score/{klaberjass.secret}/",  # runs as chips
        # Tricks as chips, and a board of four read down, a line each.
        "amerikaner": f"/g/{amerikaner.public_id}/score/{amerikaner.secret}/",
        "import": "/games/import/",
        "mine": "/games/mine/",
        "leagues": "/leagues/",
        "season": f"/leagues/{SLUG}/",
        "fixture": f"/leagues/{SLUG}/fixtures/{fixture.pk}/",
        "team": f"/leagues/{SLUG}/teams/{fixture.home.code}/",
        "player": f"/leagues/{SLUG}/players/{player.pk}/",
        "leaderboard": f"/leagues/{SLUG}/players/",
        "head-to-head": f"/leagues/{SLUG}/teams/crown/against/swan/",
        "history": f"/leagues/history/{season.league.slug}/",
        "sign-in": "/accounts/login/",
        "sign-up": "/accounts/signup/",
        "offline": "/offline/",
    }


def serious_findings(page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("axe.run(document).then(r => r.violations)")
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_on_the_main_pages(live_server, browser, site, scheme):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, bypass_csp=True, color_scheme=scheme
    )
    page = context.new_page()
    findings = {}
    for name, path in site.items():
        page.goto(live_server.url + path)
        page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")
        if problems := serious_findings(page):
            findings[name] = problems
    # A signed-in captain's card form too.
    captain = User.objects.create_user("cap", password="pegboard-test-pw")
    fixture = Fixture.objects.get(season__slug=SLUG, home__code="swan", away__code="crown")
    fixture.home.captains.add(captain)
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "cap")
    page.fill("#id_password", "pegboard-test-pw")
    page.get_by_role("button", name="Sign in").click()
    page.goto(f"{live_server.url}/leagues/{SLUG}/fixtures/{fixture.pk}/card/")
    if problems := serious_findings(page):
        findings["card"] = problems
    context.close()
    assert findings == {}


def test_no_page_scrolls_sideways_at_200_percent_zoom(live_server, browser, site):
    # 200% zoom on a 390 px phone leaves 195 CSS pixels across.
    context = browser.new_context(viewport={"width": 195, "height": 422}, device_scale_factor=2)
    page = context.new_page()
    wide = {}
    for name, path in site.items():
        page.goto(live_server.url + path)
        page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > 195:
            wide[name] = width
    context.close()
    assert wide == {}


SMALL_TARGETS = """() => {
  const small = [];
  const controls = "a[href], button, input:not([type=hidden]), select, textarea, summary";
  document.querySelectorAll(controls).forEach(el => {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const target = el.closest("label") || el;  // a chip's input is tapped through its label
    const height = target.getBoundingClientRect().height;
    // Links inside a sentence are exempt (WCAG 2.5.8): their line is the target.
    const inSentence = el.tagName === "A" && el.parentElement.childNodes.length > 1 &&
      Array.from(el.parentElement.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
    const what = (el.textContent.trim() || el.name || el.type).slice(0, 30);
    if (height < 44 && !inSentence) small.push(el.tagName + " " + what + " " + Math.round(height));
  });
  return small;
}"""


def test_every_control_is_a_44_pixel_target(live_server, page, site):
    small = {}
    for name, path in site.items():
        page.goto(live_server.url + path)
        page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")
        if found := page.evaluate(SMALL_TARGETS):
            small[name] = found
    assert small == {}


def contrast(first: str, second: str) -> float:
    """WCAG contrast ratio of two computed colours, "rgb(r, g, b)"."""

    def luminance(colour: str) -> float:
        channels = [int(part) / 255 for part in colour[colour.index("(") + 1 : -1].split(",")[:3]]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_chip_borders_stand_out_from_the_form_3_to_1(live_server, browser, site, scheme):
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=scheme)
    page = context.new_page()
    page.goto(live_server.url + site["scorer"])
    border, card = page.evaluate(
        """() => [getComputedStyle(document.querySelector('.chip span')).borderTopColor,
                  getComputedStyle(document.querySelector('.hand-form')).backgroundColor]"""
    )
    context.close()
    assert contrast(border, card) >= 3, (border, card)
