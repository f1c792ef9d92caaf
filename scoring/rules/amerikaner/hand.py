"""Reading one Amerikaner or Kani hand record (spec/record-format.md, "Amerikaner / Kani
hands") and checking it against the deal (rulebook §2.3)."""

from dataclasses import dataclass
from typing import Any

from kernel.said import said

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING, describe
from ..words import listed_sides
from .variants import AMERIKANER_BID, Deal

HAND_KEYS = ("bidder", "bid", "partner", "tricks", "passed")


@dataclass(frozen=True)
class AmerikanerHand:
    number: int
    passed: bool
    bidder: str | None
    bid: int | str | None  # a number of tricks, or "amerikaner"
    partner: str | None  # None: an Amerikaner bid, or the called card lay in the kitty
    tricks: dict[str, int] | None

    @property
    def amerikaner(self) -> bool:
        return self.bid == AMERIKANER_BID


@dataclass(frozen=True)
class HandRules:
    """What the hand is checked against."""

    sides: tuple[str, ...]
    deal: Deal
    kani: bool
    passed_hands_played: bool  # all_pass: play_negative


def read_hand(raw: Any, number: int, rules: HandRules) -> AmerikanerHand:
    problems = Problems(hand=number)
    if not problems.object_with_keys(raw, HAND_KEYS, said("an Amerikaner hand"), "hand"):
        problems.raise_if_any()
    passed = raw.get("passed", False)
    if not isinstance(passed, bool):
        problems.add("passed", said("passed is true or false, got {value}", value=describe(passed)))
        passed = False
    if passed:
        hand = _read_passed(raw, number, rules, problems)
    else:
        hand = _read_bid(raw, number, rules, problems)
    problems.raise_if_any()
    return hand


def _read_passed(raw: dict, number: int, rules: HandRules, problems: Problems) -> AmerikanerHand:
    """Everyone passed: thrown in (no score), or played without trumps under
    `all_pass: play_negative`, when every player's tricks are given (rulebook E62)."""
    allowed = {"passed", "tricks"} if rules.passed_hands_played else {"passed"}
    for key in sorted(set(raw) - allowed):
        problems.add(key, said("everyone passed: leave the bid, the partner and the tricks out"))
    tricks = None
    if rules.passed_hands_played:
        tricks = _read_tricks(raw.get("tricks", MISSING), rules, problems)
    return AmerikanerHand(number, True, None, None, None, tricks)


def _read_bid(raw: dict, number: int, rules: HandRules, problems: Problems) -> AmerikanerHand:
    bidder = _side(raw.get("bidder", MISSING), "bidder", rules, problems)
    bid = _read_bid_value(raw.get("bid", MISSING), rules, problems)
    partner = raw.get("partner")
    if bid == AMERIKANER_BID:
        if partner is not None:
            problems.add("partner", said("an Amerikaner bid is played alone: leave partner out"))
        partner = None
    elif partner is None:
        if not rules.deal.kitty:
            problems.add("partner", said("name the partner: the player who held the called card"))
    else:
        partner = _side(partner, "partner", rules, problems)
        if partner is not None and partner == bidder:
            problems.add(
                "partner", said("the partner holds the called card, so it cannot be the bidder")
            )
    tricks = _read_tricks(raw.get("tricks", MISSING), rules, problems)
    return AmerikanerHand(number, False, bidder, bid, partner, tricks)


# A bid hand's players that must be named, as a refusal says it.
NAMES_NEEDED = {
    "bidder": said("every bid hand names the bidder"),
    "partner": said("every bid hand names the partner"),
}


def _side(value: Any, field: str, rules: HandRules, problems: Problems) -> str | None:
    if value is MISSING:
        problems.add(field, NAMES_NEEDED[field])
    elif isinstance(value, str) and value in rules.sides:
        return value
    else:
        problems.add(
            field,
            said(
                "choose one of the players ({players})",
                in_the_file="{value} is not one of the players ({players})",
                value=describe(value),
                players=listed_sides(rules.sides),
            ),
        )
    return None


def _read_bid_value(value: Any, rules: HandRules, problems: Problems) -> int | str | None:
    """V-AM-2: the minimum to the highest number bid, or Amerikaner (not in Kani, whose top
    bid is 13, "Kani")."""
    deal = rules.deal
    if value is MISSING:
        bids = (
            said("a number of tricks") if rules.kani else said("a number of tricks, or Amerikaner")
        )
        problems.add("bid", said("give the bid: {bids}", bids=bids))
        return None
    if value == AMERIKANER_BID and not rules.kani:
        return value
    if not values.is_whole(value):
        top = said("13 for Kani") if rules.kani else '"amerikaner"'
        problems.add(
            "bid",
            said(
                "the bid is a number of tricks or {top}, got {value}",
                top=top,
                value=describe(value),
            ),
        )
        return None
    if not deal.min_bid <= value <= deal.max_bid:
        problems.add(
            "bid",
            said(
                "bids run from {lowest} to {highest}, not {bid}",
                lowest=deal.min_bid,
                highest=deal.max_bid,
                bid=int(value),
            ),
        )
        return None
    return int(value)


def _read_tricks(value: Any, rules: HandRules, problems: Problems) -> dict[str, int] | None:
    """V-AM-1: every player's tricks, whole and not negative, adding up to the tricks played."""
    if value is MISSING:
        problems.add("tricks", said("give the tricks every player won"))
        return None
    if not isinstance(value, dict):
        problems.add(
            "tricks",
            said('tricks is an object of each player\'s tricks, e.g. {{"N": 5, "E": 2, ...}}'),
        )
        return None
    tricks, valid = {}, True
    for player, count in value.items():
        if player not in rules.sides:
            problems.add(
                key_path("tricks", player),
                said(
                    "tricks of someone who is not playing",
                    in_the_file='"{player}" is not one of the players',
                    player=player,
                ),
            )
            valid = False
            continue
        try:
            tricks[player] = values.whole_number(count, minimum=0)
        except values.Refused as error:
            problems.add(key_path("tricks", player), said("tricks: {why}", why=error.said))
            valid = False
    missing = [p for p in rules.sides if p not in value]
    if missing:
        problems.add(
            "tricks",
            said("give every player's tricks (missing: {missing})", missing=listed_sides(missing)),
        )
        return None
    total, expected = sum(tricks.values()), rules.deal.tricks
    if valid and total != expected:
        problems.add(
            "tricks",
            said(
                "tricks add up to {total}; a {players}-player hand has {expected}",
                total=total,
                players=len(rules.sides),
                expected=expected,
            ),
        )
    return tricks if valid else None
