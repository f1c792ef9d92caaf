"""A cup beside the example league, for the cup tests: Swan v Crown drawn in round one (the
fixture of every persona, tests/leagues/cards.py), the Bull with a bye; or a cup of those two
alone, its one round the Final."""

import datetime

from leagues.models import CardLine, Cup, Fixture
from leagues.rules.cup import Pair, first_round

CODES = ["bull", "crown", "swan"]
TWO = ["swan", "crown"]
# The first draw number that draws the Swan at home to the Crown, the Bull with a bye.
SEED = next(s for s in range(1, 1000) if Pair("swan", "crown") in first_round(CODES, s))
ROUND_ONE = datetime.date(2026, 11, 4)
WON = [CardLine(15, 9), CardLine(15, 3), CardLine(14, 15), CardLine(15, 12)]  # 8-2
LEVEL = [CardLine(15, 10), CardLine(10, 15), CardLine(15, 12), CardLine(12, 15)]  # 5-5


def drawn_cup(season, people, level_rule="aggregate", draw_mode="drawn") -> tuple[Cup, Fixture]:
    """The season's Challenge Cup, drawn: the cup and its Swan v Crown tie."""
    secretary = people["secretary"]
    _, cup = Cup.start(season, secretary, "Challenge Cup", level_rule, draw_mode)
    assert cup.make_draw(secretary, CODES, SEED, ROUND_ONE).changed
    return cup, cup.ties().get()


# The first draw number that draws a cup of two, the Swan at home to the Crown: its Final.
FINAL_SEED = next(s for s in range(1, 1000) if Pair("swan", "crown") in first_round(TWO, s))


def the_final(season, people, name="Challenge Cup") -> tuple[Cup, Fixture]:
    """A cup of the Swan and the Crown, drawn: the cup and its one tie, the Final."""
    secretary = people["secretary"]
    _, cup = Cup.start(season, secretary, name, "aggregate", "drawn")
    assert cup.make_draw(secretary, TWO, FINAL_SEED, None).changed
    return cup, cup.ties().get()
