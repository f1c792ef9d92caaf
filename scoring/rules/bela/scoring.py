"""Scoring one Bela hand: hand totals, the best run, and the maker's outcome with the held-over
pot (rulebook §1.B, V-BE-6 to V-BE-12, OQ-BE-1, -3, -5, -6, -8, -10)."""

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

from kernel.said import said

from ..result import Item
from ..values import Score
from .hand import BelaHand, Meld
from .melds import is_fifty
from .variants import BELA, LAST_TRICK, NO_TRICKER, RUN_RANKS


def run_rank(meld: Meld, trump: str | None) -> tuple:
    """How runs compare (spec clarifications): any run of 4 or more (a fifty) beats any
    twenty, then the higher top card, then a trump run beats a plain one."""
    return (is_fifty(meld.length), -RUN_RANKS.index(meld.top), meld.suit == trump)


def sides_scoring_runs(hand: BelaHand, equal_runs: str) -> set[str]:
    """Only the holder of the best run scores runs, all of its runs (four-handed: the team's,
    partner's included), and only if it won a trick. If that holder took no trick nobody
    scores runs (OQ-BE-3). Equal best runs go to the first declared, to nobody, or to both
    (`equal_runs`, OQ-BE-9)."""
    if not hand.melds:
        return set()
    best = max(run_rank(meld, hand.trump) for meld in hand.melds)
    leaders = [meld for meld in hand.melds if run_rank(meld, hand.trump) == best]
    holders = {meld.side for meld in leaders}
    if len(holders) > 1:
        if equal_runs == "nobody":
            return set()
        if equal_runs == "first":
            holders = {min(leaders, key=lambda meld: meld.order).side}
    return {side for side in holders if hand.took_a_trick(side)}


def swept_by(hand: BelaHand, sides: tuple[str, ...]) -> str | None:
    """The side that took every trick, if one did."""
    takers = [side for side in sides if hand.took_a_trick(side)]
    return takers[0] if len(takers) == 1 else None


def hand_components(
    hand: BelaHand, sides: tuple[str, ...], options: dict, name: Callable
) -> dict[str, list[Item]]:
    """Each side's hand total as items (V-BE-9): card points, 10 for the last trick, runs if
    it holds the best run, and bela, which always counts (OQ-BE-4). Under `no_tricker` a side
    that took all nine tricks scores 360 + its runs + bela instead, and the other only its
    bela (V-BE-15, OQ-BE-10)."""
    runners = sides_scoring_runs(hand, options["equal_runs"])
    sweeper = swept_by(hand, sides) if options["no_tricker"] else None
    components: dict[str, list[Item]] = {}
    for side in sides:
        items = []
        if sweeper == side:
            items.append(
                Item(
                    "no_tricker",
                    side,
                    NO_TRICKER,
                    said=said("{side} took every trick", side=name(side)),
                )
            )
        elif sweeper is None:
            if hand.card_points[side]:
                items.append(
                    Item(
                        "card_points",
                        side,
                        hand.card_points[side],
                        said=said("{side}'s card points", side=name(side)),
                    )
                )
            if hand.last_trick == side:
                items.append(
                    Item(
                        "last_trick",
                        side,
                        LAST_TRICK,
                        said=said("{side} won the last trick", side=name(side)),
                    )
                )
        if side in runners:
            runs = sum(meld.value for meld in hand.melds if meld.side == side)
            items.append(
                Item("runs", side, runs, said=said("{side} held the best run", side=name(side)))
            )
        if hand.bela == side:
            items.append(
                Item("bela", side, BELA, said=said("{side} declared bela", side=name(side)))
            )
        components[side] = items
    return components


@dataclass
class Outcome:
    """What a hand adds: items per side, whether the maker made it (None: level totals), the
    maker's points held over, and who collects the pot already held over."""

    items: list[Item] = field(default_factory=list)
    made: bool | None = None
    held: Score = 0
    pot_collectors: list[tuple[str, Fraction]] = field(default_factory=list)


def share(amount: Score, fraction: Fraction, split: str) -> Score:
    """Level opponents split a bate maker's points: exact halves (OQ-BE-6) or rounded down."""
    if fraction == 1:
        return amount
    part = Fraction(amount) * fraction
    return part if split == "halves" else int(part)


def maker_outcome(
    hand: BelaHand, totals: dict[str, int], options: dict, name: Callable
) -> tuple[bool | None, list[tuple[str, Fraction]]]:
    """Who collects the maker's total. Two sides (V-BE-10, V-BE-11): the maker must be strictly
    higher, or is bate and the opponent collects; level totals go by `tie_rule`. Three sides
    (V-BE-12): the maker must beat each opponent; level with the top one goes by `tie_rule`
    (bate by default, OQ-BE-5); on bate the higher opponent collects, level opponents split,
    or under `bate_to: each` both collect. Going big: the maker must beat the opponents'
    combined total, exactly level fails (OQ-BE-8).
    Returns made (None for a held or lost tie) and the collectors of the maker's points."""
    maker = hand.maker
    opponents = [side for side in totals if side != maker]
    best = max(totals[side] for side in opponents)
    bar = sum(totals[side] for side in opponents) if hand.big else best
    if totals[maker] > bar:
        return True, [(maker, Fraction(1))]
    if totals[maker] == bar and not hand.big and options["tie_rule"] != "bate":
        return None, []
    if hand.big or options["bate_to"] == "each":
        return False, [(side, Fraction(1)) for side in opponents]
    top = [side for side in opponents if totals[side] == best]
    return False, [(side, Fraction(1, len(top))) for side in top]


def score_hand(
    hand: BelaHand, sides: tuple[str, ...], options: dict, name: Callable
) -> tuple[Outcome, dict[str, int]]:
    components = hand_components(hand, sides, options, name)
    totals = {side: sum(item.points for item in components[side]) for side in sides}
    made, collectors = maker_outcome(hand, totals, options, name)
    maker = hand.maker
    outcome = Outcome(made=made, pot_collectors=collectors)
    for side in sides:
        if side != maker or made:
            outcome.items.extend(components[side])
    if made and hand.big:
        outcome.items.append(
            Item(
                "big",
                maker,
                totals[maker],
                said=said("{maker} went big and made it: doubled", maker=name(maker)),
            )
        )
    elif made is False:
        for side, fraction in collectors:
            points = share(totals[maker], fraction, options["split"])
            outcome.items.append(
                Item(
                    "bate",
                    side,
                    points,
                    said=said(
                        "{maker} went bate: {side} scores the maker's {points}",
                        maker=name(maker),
                        side=name(side),
                        points=totals[maker],
                    ),
                )
            )
    elif made is None and options["tie_rule"] == "hold_over":
        outcome.held = totals[maker]
    return outcome, totals


def collect_pot(
    pot: Score, collectors: list[tuple[str, Fraction]], options: dict, name: Callable
) -> list[Item]:
    """The held-over pot goes to whoever wins the next decided hand (OQ-BE-1): the maker if
    they make it, else the side(s) that collect the bate maker's points, split the same way."""
    return [
        Item(
            "held_over",
            side,
            share(pot, fraction, options["split"]),
            said=said("{side} wins the points held over", side=name(side)),
        )
        for side, fraction in collectors
    ]
