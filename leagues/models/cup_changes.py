"""Putting a cup right once it is drawn (docs/league.md, "The cup"): the last round's draw
undone while none of its ties has a card (round one's: the cup is not drawn again, so a team
entered by mistake is left out of the next draw), and a team withdrawn, its undecided tie
going to its opponent as the secretary's confirmed walkover card (the card flow of
fixtures.py, so the bracket, the exports and the tables read it as any walkover).

A mixin of Cup (as card_answers.py is of MatchCard): it needs of the cup its rounds, its
season's door and its bracket as the page shows it (cup_bracket.py, imported, not reached
for). Each change is decided inside the season's door on the cup as it is then; the pages ask
the same methods, so a button shows exactly when its POST would succeed. Sent twice, a change
happens once."""

from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.utils.translation import gettext

from kernel.outcomes import Outcome
from kernel.words import with_names
from leagues.models.cup_bracket import Round, Tie
from leagues.models.cup_winner import settle_winner
from leagues.models.teams import Team


@dataclass
class Withdrawal:
    """A team still in the cup, and what withdrawing it would do: its tie of the last round
    made (`tie`, a cups.Tie, None when it has nothing to concede, and `why_not` says why), the
    opponent who would go through on a walkover, and that tie's round."""

    team: Team
    round: Round
    tie: Tie | None = None
    why_not: str = ""

    @property
    def opponent(self) -> Team | None:
        if self.tie is None:
            return None
        return self.tie.away if self.side == "home" else self.tie.home

    @property
    def side(self) -> str:
        """The team's side in the tie it concedes."""
        return "home" if self.tie is not None and self.tie.home == self.team else "away"

    @property
    def card_set_aside(self) -> bool:
        """A card awaits an answer for the tie: the walkover card replaces it."""
        return self.tie is not None and self.tie.waiting


class CupChanges:
    """Cup's changes once drawn (a mixin: the rounds, bracket and door are the model's)."""

    # Undoing the last round's draw.

    def can_undo_round(self, user) -> bool:
        """The secretary may undo the last round made while none of its ties has a card."""
        return self.season.league.is_run_by(user) and self.undoable() is not None

    def _last_made(self) -> Round | None:
        """The bracket's last round made, or None before the draw."""
        made = [shown for shown in self.bracket().rounds if shown.made]
        return made[-1] if made else None

    def undoable(self):
        """The last round made (the bracket's Round), if no card is in for any of its ties."""
        last = self._last_made()
        if last is None:
            return None
        carded = any(tie.fixture and tie.fixture.latest_card() for tie in last.ties)
        return None if carded else last

    def undo_round(self, by, number: int, drawn: int) -> Outcome:
        """Deletes round `number` (its CupRound `drawn`, as the page showed it) and its ties,
        if it is still the last round and none of its ties has a card. Sent twice, undone once;
        a later round drawn meanwhile, or this one drawn again, is not touched (a conflict)."""
        with self.season.changing() as season:
            cup = self._as_now(season, by)
            last = cup.rounds.order_by("-number").first()
            if last is None or last.number < number:
                return Outcome(False, gettext("That round is undone already."))
            if last.number > number:
                words = gettext("A later round is drawn: undo that one first.")
                return Outcome(False, words, conflict=True)
            if last.pk != drawn:
                words = gettext("This round was drawn again meanwhile: look at the new draw.")
                return Outcome(False, words, conflict=True)
            if cup.undoable() is None:
                words = gettext("A card is in for a tie of this round: the round stands.")
                return Outcome(False, words, conflict=True)
            last.delete()  # with its ties (no card is in for them) and their reminders
            settle_winner(cup, season)  # kept for the history: none once a round is undone
        if number == 1:
            return Outcome(True, gettext("The draw is undone: the cup is not drawn now."))
        return Outcome(True, gettext("The round's draw is undone: draw it again."))

    # Withdrawing a team.

    def can_withdraw(self, user) -> bool:
        """Teams may be withdrawn (the page's link) once the cup is drawn, until it is won."""
        bracket = self.bracket()
        drawn = bool(bracket.rounds) and bracket.winner is None
        return drawn and self.season.league.is_run_by(user)

    def withdrawals(self) -> list[Withdrawal]:
        """Every team still in the cup, with what withdrawing it would do (none once won)."""
        last, staying = self._last_made(), []
        if last is None or self.bracket().winner is not None:
            return []
        for tie in last.ties:
            if tie.away is None:
                words = gettext(
                    "%(team)s has a bye in this round, so no tie to concede: withdraw them "
                    "once the next round is drawn, or undo this draw while no card is in."
                )
                staying.append(Withdrawal(tie.home, last, why_not=words % {"team": tie.home}))
            elif tie.winner is not None:
                words = gettext(
                    "%(team)s is through to the next round, so no tie to concede yet: "
                    "withdraw them once it is drawn."
                )
                staying.append(Withdrawal(tie.winner, last, why_not=words % {"team": tie.winner}))
            else:
                staying += [Withdrawal(tie.home, last, tie), Withdrawal(tie.away, last, tie)]
        return staying

    def withdrawal_of(self, code: str) -> Withdrawal | None:
        """The team's withdrawal (by code), or None when it is not in the cup (any more)."""
        return next((w for w in self.withdrawals() if w.team.code == code), None)

    def not_in_words(self, team) -> str:
        """Why a team has nothing to withdraw from: not entered (or not drawn yet), or out."""
        first = self.rounds.filter(number=1).first()
        if first is None or team.code not in first.entrants():
            return with_names(gettext("%(team)s is not in the cup."), team=team)
        return with_names(gettext("%(team)s is out of the cup."), team=team)

    def withdraw(self, by, code: str) -> Outcome:
        """The team (by code) withdraws: its undecided tie of the last round made goes to its
        opponent as the secretary's walkover card, confirmed at once (Fixture.send_card, over
        any card awaiting an answer). Raises ValidationError if it has no tie to concede; a
        team out of the cup already (withdrawn twice) is said calmly."""
        with self.season.changing() as season:
            cup = self._as_now(season, by)
            going = cup.withdrawal_of(code)
            if going is None:  # withdrawn already, or knocked out meanwhile
                return Outcome(False, cup.not_in_words(season.teams.get(code=code)))
            if going.tie is None:
                raise ValidationError(going.why_not)
            fixture = going.tie.fixture
            latest = fixture.latest_card()
            walkover_to = "away" if going.side == "home" else "home"
            # The secretary's card, over the latest as it is now (behind the door): confirmed.
            fixture.send_card(by, [], walkover_to, replaces=latest.version if latest else 0)
        words = gettext("%(team)s withdrew: %(other)s go through on a walkover.")
        return Outcome(True, with_names(words, team=going.team, other=going.opponent))
