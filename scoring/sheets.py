"""A record and its engine result laid out hand by hand for a template."""

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import get_language_bidi, gettext

from kernel.charts import LineChart, line_chart
from kernel.words import as_sentence, in_words, listed, listed_or, param_words
from scoring.option_words import choice_words
from scoring.rules import GameResult, Record, parse_record
from scoring.rules.result import Item
from scoring.rules.values import to_json_number
from scoring.rules.words import OptionChoices, Side, Sides


@dataclass(frozen=True)
class HandRow:
    number: int
    heading: str  # who dealt, made trumps or bid
    items: list[dict]
    points: list[int]
    scores: list[int]
    held_over: int = 0  # Bela: points waiting for the next decided hand after a tie


@dataclass(frozen=True)
class Scoresheet:
    title: str
    target: int
    sides: list[str]
    hands: list[HandRow]  # the hands laid out: all, or the latest few
    played: int  # how many hands the game has
    scores: list[int]
    winner: str | None
    result: GameResult  # the engine's result the sheet was laid out from

    @property
    def totals(self) -> list[tuple[str, int]]:
        return list(zip(self.sides, self.scores, strict=True))


def scoresheet(data: dict) -> Scoresheet:
    """A record and its engine result, laid out hand by hand for a template."""
    record = parse_record(data)
    return lay_out(record, record.game.score(record), record.hands)


def lay_out(record: Record, result: GameResult, raws: Sequence[dict], first: int = 1) -> Scoresheet:
    """The result laid out with the hands `raws`, which are the game's hands from number
    `first` on: the whole game, or only its latest hands on a long game's board."""
    ids = record.side_ids
    rows = [
        HandRow(
            number=number,
            heading=_heading(raw, record.name_of),
            items=[{**item.to_json(), "note": spoken(item)} for item in hand.items],
            points=[hand.points[side] for side in ids],
            scores=[hand.scores[side] for side in ids],
            held_over=hand.extra.get("held_over") or 0,
        )
        for number, raw, hand in zip(
            range(first, first + len(raws)), raws, result.hands[first - 1 :], strict=True
        )
    ]
    winners = _joined([record.name_of(side) for side in result.winners])
    return Scoresheet(
        title=gettext(record.variant.title),
        target=result.target,
        sides=[side.name for side in record.sides],
        hands=rows,
        played=len(result.hands),
        scores=[result.scores[side] for side in ids],
        winner=winners or None,
        result=result,
    )


def spoken(item: Item) -> str:
    """A hand line in the page's language: the rules core says it as a message and its
    parameters (kernel/said.py); a line it gives only in English stays so."""
    return in_words(item.said) if item.said else item.note


def problem_words(problem, names: dict | None = None) -> str:
    """A refusal of the rules core in the page's language, where the core says it as a message
    (kernel/said.py); else as it is given, in English. `names`: the sides' names by
    their ids, for a refusal that names a side."""
    return in_words(problem.said, names) if problem.said else problem.message


def refusal_words(problem, names: dict | None = None) -> str:
    """A refusal of the rules core shown beside a form's field: problem_words as a sentence."""
    return as_sentence(problem_words(problem, names))


def problem_where(problem) -> str:
    """A refusal with where it is in the record (a hand and a field, as the record names
    them), in the page's language: for an imported record, or a change the game refuses."""
    where = {"problem": problem_words(problem), "field": problem.field}
    if problem.hand is None:
        return gettext("The record, %(field)s: %(problem)s") % where
    return gettext("Hand %(n)s, %(field)s: %(problem)s") % {**where, "n": problem.hand}


# The games' own words in a message (scoring/rules/words.py), as a page says them: an option's
# choices in the players' words, a side by its name where the page knows it. Registered when
# the app is ready (ScoringConfig.ready imports this module), before any page is made.
@param_words.register
def _(value: OptionChoices, names: dict):
    return listed_or(choice_words(value.key, choice) for choice in value)


@param_words.register
def _(value: Sides, names: dict):
    return listed(names.get(side, side) for side in value)


@param_words.register
def _(value: Side, names: dict):
    return names.get(value, value)


def _heading(raw: dict, name) -> str:
    """What a hand is known by at the table: its dealer (All Fours), its maker (Bela), its
    caller (Croatian Bela) or its bid (Amerikaner)."""
    if raw.get("dealer"):
        return gettext("%(side)s dealt") % {"side": name(raw["dealer"])}
    if raw.get("passed"):
        return gettext("everyone passed")
    if raw.get("maker"):
        return gettext("%(side)s made trumps") % {"side": name(raw["maker"])}
    if raw.get("caller"):
        return gettext("%(side)s called trumps") % {"side": name(raw["caller"])}
    if raw.get("bidder"):
        bid = raw.get("bid")
        bid = gettext("Amerikaner") if bid == "amerikaner" else bid
        return gettext("%(side)s bid %(bid)s") % {"side": name(raw["bidder"]), "bid": bid}
    return ""


def _joined(names: list[str]) -> str:
    """Winners as a sentence says them: "Red Lion", "Ann and Bob"."""
    if len(names) < 2:
        return "".join(names)
    return gettext("%(first)s and %(last)s") % {"first": listed(names[:-1]), "last": names[-1]}


def running_score_chart(record: Record, result: GameResult) -> LineChart | None:
    """Each side's score after every hand, from the start, with the target drawn across;
    None before the first hand. A Klaverjas boom has no points to reach: its end is its
    count of deals, the chart's last hand, so no level is drawn across its points."""
    if not result.hands:
        return None
    ids = record.side_ids
    first = result.hands[0]
    start = [first.scores[side] - first.points[side] for side in ids]
    series = {
        side.name: [
            to_json_number(n) for n in (start[i], *(h.scores[ids[i]] for h in result.hands))
        ]
        for i, side in enumerate(record.sides)
    }
    values = [value for line in series.values() for value in line]
    finals = listed(f"{name} {line[-1]}" for name, line in series.items())
    hands = len(result.hands)
    target = None if result.extra.get("boom") else to_json_number(result.target)
    lowest, highest = min(0, *values), max(target or 0, *values)
    return line_chart(
        title=gettext("The score after each hand"),
        summary=_chart_summary(result, finals),
        x_labels=[gettext("start"), *(str(n) for n in range(1, hands + 1))],
        series=series,
        lowest=lowest,
        highest=highest,
        guide=target,
        y_labels=sorted({lowest, highest if target is None else target}),
        right_to_left=get_language_bidi(),
    )


def _chart_summary(result: GameResult, finals: str) -> str:
    """The chart in a sentence: how many hands to what target, or how many deals of a boom."""
    where = {"hands": len(result.hands), "finals": finals}
    if deals := result.extra.get("boom"):
        return gettext(
            "The running score over %(hands)s deals of a boom of %(deals)s: %(finals)s."
        ) % {**where, "deals": deals}
    return gettext("The running score over %(hands)s hands to %(target)s: %(finals)s.") % {
        **where,
        "target": result.target,
    }
