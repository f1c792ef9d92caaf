"""The All Fours counting-order engine (rulebook §1.A.0): a hand's scoring items are built in
the order the rules count them, and the first side to reach the target wins at that item.
Items after it are kept, marked uncounted (rulebook E8, E21)."""

from collections.abc import Callable
from dataclasses import dataclass, field

from kernel.said import Said, said

from ..errors import Problems
from ..result import Item
from ..values import MISSING
from .hand import FIELD_WORDS, AllFoursHand, Capture, GamePoint
from .variants import card_name

REVOKE_POINT = 1  # rulebook §1.A.1: "the opponents score 1"
HIGH_POINT = LOW_POINT = JACK_POINT = MISDEAL_POINT = 1


@dataclass
class Tally:
    """Running scores that count items one at a time and stop once the game is decided."""

    sides: tuple[str, ...]
    scores: dict[str, int]
    target: int
    winners: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return bool(self.winners)

    def count(self, item: Item) -> Item:
        """Add an item unless the game is already decided; the first to the target wins."""
        if self.finished:
            item.counted = False
            return item
        self.scores[item.side] += item.points
        if self.scores[item.side] >= self.target:
            self.winners = [item.side]
        return item

    def forfeit(self, loser: str, item: Item) -> Item:
        """The game ends at once and every other side wins (revoke_honour, V-AF-19)."""
        if self.finished:
            item.counted = False
        else:
            self.winners = [side for side in self.sides if side != loser]
        return item


@dataclass
class HandCount:
    """Counts one hand's items onto the tally, collecting problems that need the score."""

    hand: AllFoursHand
    options: dict
    tally: Tally
    name: Callable[[str], str]
    problems: Problems
    items: list[Item] = field(default_factory=list)

    def add(self, item: str, side: str, points: int, note: Said) -> None:
        self.items.append(self.tally.count(Item(item, side, points, said=note)))

    def others(self, side: str) -> list[str]:
        """Every other side, in the order of `sides` (spec: "each other side")."""
        return [s for s in self.tally.sides if s != side]

    def require(self, field: str) -> bool:
        """A played hand must give High, Low and Game unless the game was decided before them."""
        if getattr(self.hand, field) is MISSING:
            if not self.tally.finished:
                needed = said(
                    "{field} is needed: the game was not decided before it",
                    field=FIELD_WORDS[field],
                )
                self.problems.add(field, needed)
            return False
        return True


def count_misdeal(count: HandCount) -> None:
    """Misdeal: the dealer's opponents each score 1, before anything else (rulebook §1.A.1)."""
    for penalty in count.hand.penalties_of("misdeal"):
        for side in count.others(penalty.side):
            count.add(
                "misdeal",
                side,
                MISDEAL_POINT,
                said(
                    "{side} scores for {dealer}'s misdeal",
                    side=count.name(side),
                    dealer=count.name(penalty.side),
                ),
            )


def scoring_turn_ups(hand: AllFoursHand, options: dict) -> list[str]:
    """Which turned cards score: every card turned, also while running the pack (Trinidad,
    `kick_scoring: every`), or only the card that finally set trumps (`final`: Seven Up,
    American, and by default Cotton and Running, OQ-AF-8). When the pack runs out, no card
    set trumps, so under `final` nothing scores."""
    if not hand.turned:  # a pitch game, or a misdeal
        return []
    if options["kick_scoring"] == "every":
        return list(hand.turned)
    return [hand.trump_card] if hand.trump_card else []


def count_kicks(count: HandCount) -> None:
    """Kicks: the dealer's side scores each scoring turn-up at once, in the order turned, so a
    kick can win before a card is played (rulebook E6)."""
    kicks = count.options.get("kicks") or {}
    for rank in scoring_turn_ups(count.hand, count.options):
        if kicks.get(rank, 0) > 0:
            count.add(
                "kick",
                count.hand.dealer,
                kicks[rank],
                said(
                    "{dealer} turned up {card}",
                    dealer=count.name(count.hand.dealer),
                    card=card_name(rank),
                ),
            )


def count_looking(count: HandCount) -> None:
    """Looking too early (Yorkshire family): each other side scores the penalty (4)."""
    for penalty in count.hand.penalties_of("looked"):
        for side in count.others(penalty.side):
            count.add(
                "looked",
                side,
                count.options["looked_penalty"],
                said(
                    "{side} scores: {looker} looked too early",
                    side=count.name(side),
                    looker=count.name(penalty.side),
                ),
            )


def count_gift(count: HandCount) -> None:
    """The beg point: on "give", each side other than the dealer's scores `beg_point`.
    Where a gift may not win (`take_one_may_win: false`, Foster's law, OQ-AF-4), a gift that
    would bring any receiver to the target is invalid: the dealer must run (V-AF-14)."""
    hand, tally, points = count.hand, count.tally, count.options["beg_point"]
    if hand.beg != "give":
        return
    receivers = count.others(hand.dealer)
    if not count.options["take_one_may_win"] and not tally.finished:
        out = [s for s in receivers if tally.scores[s] + points >= tally.target]
        if out:
            refusal = said(
                "the dealer cannot give: {points} would put {side} out ({score} + {points} "
                "reaches {target}); the dealer must run",
                points=points,
                side=count.name(out[0]),
                score=tally.scores[out[0]],
                target=tally.target,
            )
            count.problems.add("beg", refusal)
            return
    for side in receivers:
        note = said(
            "{dealer} gave {side} the beg point",
            dealer=count.name(hand.dealer),
            side=count.name(side),
        )
        count.add("beg", side, points, note)


def count_revokes(count: HandCount) -> None:
    """Revokes, in the order claimed, before High (OQ-AF-6): a plain revoke gives each other
    side 1; a revoke holding a top-five trump loses the game at once (V-AF-19)."""
    for penalty in count.hand.penalties:
        if penalty.kind == "revoke":
            for side in count.others(penalty.side):
                count.add(
                    "revoke",
                    side,
                    REVOKE_POINT,
                    said(
                        "{side} scores: {revoker} revoked",
                        side=count.name(side),
                        revoker=count.name(penalty.side),
                    ),
                )
        elif penalty.kind == "revoke_honour":
            note = said(
                "{side} revoked holding a top-five trump: the game is lost",
                side=count.name(penalty.side),
            )
            item = Item("revoke_honour", penalty.side, 0, said=note)
            count.items.append(count.tally.forfeit(penalty.side, item))


def count_high(count: HandCount) -> None:
    """High: the side that held the highest trump in play scores 1."""
    if count.require("high") and count.hand.high is not None:
        note = said("High to {side}", side=count.name(count.hand.high))
        count.add("high", count.hand.high, HIGH_POINT, note)


def low_scorer(low: Capture, options: dict) -> str:
    """Low goes to the side dealt the lowest trump, or under `low_to: capturer` (Lancashire)
    to the side that won the trick it fell in (rulebook E22)."""
    return low.won if options["low_to"] == "capturer" else low.held


def count_low(count: HandCount) -> None:
    """Low: 1 to its holder's or its capturer's side, as the variant says."""
    low = count.hand.low
    if count.require("low") and low is not None:
        side = low_scorer(low, count.options)
        if low.captured:
            note = said(
                "Low to {side} ({held}'s low captured by {won})",
                side=count.name(side),
                held=count.name(low.held),
                won=count.name(low.won),
            )
        else:
            note = said("Low to {side}", side=count.name(side))
        count.add("low", side, LOW_POINT, note)


def count_jack(count: HandCount) -> None:
    """Jack: 1 to the holder's side when it keeps the jack; when another side wins it in a
    trick, that side scores `hang_jack` (Trinidad's hang jack 3; 1 elsewhere). Not in play:
    nobody scores."""
    jack = count.hand.jack
    if jack is None:
        return
    if jack.captured:
        points = count.options["hang_jack"]
        # "Hanging" the jack is Trinidad's word for its bonus; elsewhere the jack simply goes to
        # the side that wins the trick holding it (rulebook §1.A.2 and the variants' tables).
        won, held = count.name(jack.won), count.name(jack.held)
        if points > JACK_POINT:
            note = said("{won} hanged {held}'s jack", won=won, held=held)
        else:
            note = said("{won} won {held}'s jack", won=won, held=held)
        count.add("hang_jack", jack.won, points, note)
    else:
        note = said("{side} kept the jack", side=count.name(jack.held))
        count.add("jack", jack.held, JACK_POINT, note)


def game_point_winner(
    game: GamePoint, dealer: str, sides: tuple[str, ...], tie_rule: str
) -> str | None:
    """Who scores Game: the side with more game points; 0-0 scores nobody (OQ-AF-17); level
    totals go by `game_tie` (V-AF-10): nobody, or the non-dealer. With three sides (Seven Up,
    rulebook E27) two non-dealers level score nobody, and a dealer level with one non-dealer
    gives it to that non-dealer."""
    if game.side is not None:
        return game.side
    if game.totals is None:
        level = list(sides)
    else:
        best = max(game.totals.values())
        if best == 0:
            return None
        level = [side for side, total in game.totals.items() if total == best]
        if len(level) == 1:
            return level[0]
    if tie_rule == "nobody":
        return None
    non_dealers = [side for side in level if side != dealer]
    return non_dealers[0] if len(non_dealers) == 1 else None


def after_revoke(
    winner: str | None, revokers: set[str], sides: tuple[str, ...], rule: str
) -> str | None:
    """A revoking side cannot score Game (rulebook §1.A.1): under `revoke_game: nobody` it is
    lost (OQ-AF-5), under `opponents` it goes to the other side, under `no_effect` it stands."""
    if winner is None or winner not in revokers or rule == "no_effect":
        return winner
    if rule == "opponents":
        others = [side for side in sides if side not in revokers]
        return others[0] if len(others) == 1 else None  # pragma: no mutate (docs/mutants.md)
    return None


def count_game(count: HandCount) -> None:
    """Game: `game_value` (1) to the side with more game points, after the tie and revoke rules."""
    if not count.require("game"):
        return
    hand, options = count.hand, count.options
    winner = game_point_winner(hand.game, hand.dealer, count.tally.sides, options["game_tie"])
    revokers = {p.side for p in hand.penalties_of("revoke")}
    scorer = after_revoke(winner, revokers, count.tally.sides, options["revoke_game"])
    if scorer is None:
        return
    count.add("game", scorer, options["game_value"], game_note(count, scorer, winner))


def game_note(count: HandCount, scorer: str, winner: str) -> Said:
    """A Game line: "Game to A", with the game points when given ("Game to A (23-17)"), and why
    when it went by a rule: the counter's revoke, or the tie rule."""
    game = count.hand.game
    side = count.name(scorer)
    totals = "-".join(str(game.totals[s]) for s in count.tally.sides) if game.totals else ""
    if scorer != winner:
        revoker = count.name(winner)
        if totals:
            return said(
                "Game to {side} ({totals}): {revoker} revoked",
                side=side,
                totals=totals,
                revoker=revoker,
            )
        return said("Game to {side}: {revoker} revoked", side=side, revoker=revoker)
    if game.side is None and (game.totals is None or _level_top(game.totals)):
        if totals:
            return said("Game to {side} ({totals}) on the tie", side=side, totals=totals)
        return said("Game to {side} on the tie", side=side)
    if totals:
        return said("Game to {side} ({totals})", side=side, totals=totals)
    return said("Game to {side}", side=side)


def _level_top(totals: dict[str, int]) -> bool:
    best = max(totals.values())
    return sum(1 for total in totals.values() if total == best) > 1


# The counting order (spec, "All Fours hands"): misdeal, turn-ups, looked, the beg point,
# revoke penalties, then High, Low, Jack, Game.
DEAL_PHASE = (count_misdeal, count_kicks, count_looking, count_gift, count_revokes)
PLAY_PHASE = (count_high, count_low, count_jack, count_game)


def count_hand(count: HandCount) -> None:
    for step in DEAL_PHASE:
        step(count)
    if count.hand.played:
        for step in PLAY_PHASE:
            step(count)


THE_FOUR = ("high", "low", "jack", "game")  # the four points the game is named for (§1.A.2)


def the_four_won(items: list[Item]) -> dict[str, str]:
    """Who won each of High, Low, Jack and Game in a hand, counted or not (a jack hanged
    is the jack won); those not played that hand are left out."""
    winners = {}
    for item in items:
        key = "jack" if item.item == "hang_jack" else item.item
        if key in THE_FOUR:
            winners[key] = item.side
    return winners


def all_fours_side(items: list[Item]) -> str | None:
    """The side that won High, Low, Jack and Game in a hand, counted or not (for the
    all-fours stake, rulebook §1.A.2), else None."""
    winners = the_four_won(items)
    if len(winners) == len(THE_FOUR) and len(set(winners.values())) == 1:
        return winners["high"]
    return None
