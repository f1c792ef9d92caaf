"""The entry forms' chips are written by one filter instead of Django's widget templates
(for speed): the HTML must be exactly what the widget templates give, for every chip of every
family's form, fresh, filled in and with errors."""

import pytest

from kernel.templatetags.pegboard import chip_input
from scoring.entry import entry_form_for
from scoring.models import Game

pytestmark = pytest.mark.django_db

GAMES = [
    ("allfours", "trinidad", 2),
    ("allfours", "sevenup", 3),
    ("allfours", "tobago", 2),
    ("bela", "klaberjass", 2),
    ("bela", "bela3", 3),
    ("amerikaner", "amerikaner", 4),
    ("amerikaner", "kani", 4),
]


def sides(count: int) -> list[dict]:
    return [{"id": c, "name": f"Side {c}", "players": []} for c in "ABCDEF"[:count]]


@pytest.mark.parametrize("game_id,variant,count", GAMES)
@pytest.mark.parametrize("posted", [None, {"dealer": "A", "high": "B", "maker": "A", "bid": "7"}])
def test_every_chip_is_the_html_the_widget_templates_give(game_id, variant, count, posted):
    game = Game(game=game_id, variant=variant, sides=sides(count), first_dealer="A")
    form = entry_form_for(game, posted, hands=[])
    if posted is not None:
        form.is_valid()  # errors and required marks on the fields
    chips = 0
    for field in form:
        if field.widget_type not in ("radioselect", "checkboxselectmultiple"):
            continue
        for choice in field:
            assert chip_input(choice) == choice.tag()
            chips += 1
    assert chips > 5
