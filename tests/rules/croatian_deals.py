"""Croatian Bela's deals as its line-by-line tables write them (test_croatian_lines.py,
test_croatian_bonus_lines.py, test_croatian_option_lines.py): the declarations, card points
and a hand's own fields, and one check for a case of any of the tables."""

from tests.rules.helpers import PUBS, read_line_by_line

RL, CR = "Red Lion", "Crown"  # PUBS's names, as the lines' notes say them


def seq(side, cards, top=None, suit=None):
    return {"side": side, "kind": "sequence", "cards": cards, "top": top, "suit": suit}


def four(side, rank):
    return {"side": side, "kind": "four", "rank": rank}


def cp(a, b):
    return {"A": a, "B": b}


def made(a, b, totals=None, held=0):
    return {"totals": totals or {"A": a, "B": b}, "made": True, "held_over": held}


def fell(totals, held=0):
    return {"totals": totals, "made": False, "held_over": held}


def read_croatian(hands, options, start, expected_hands, scores, winners) -> None:
    """One case of a table: a Croatian game between PUBS, to `options` (None: the defaults)
    from `start` (None: nought each), read line by line (helpers.read_line_by_line)."""
    fields = {"sides": PUBS}
    fields |= {"options": options} if options else {}
    fields |= {"start": start} if start else {}
    read_line_by_line("bela", ("croatian", hands, fields, expected_hands, scores, winners))
