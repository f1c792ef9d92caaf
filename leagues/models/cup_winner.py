"""The cup's winner, kept on the cup (Cup.winner) so the league's history (history.py) reads
every cup's winner in one query. It is never set by hand: it is settled again from the cup's
bracket (Cup.bracket, the winner of the Final by leagues/rules/cup.py's `champion`), inside
the season's door, by each change that can make or unmake it: a change to the card of the
Final's tie (Fixture._changing: sent, answered, corrected, a walkover, a league file's), a
round made (Cup._add_round), and the season's rules changed (a cup match is won on them: the
admin, a league file). A change to any other fixture costs no query here."""


def decides_the_cup(cup_round) -> bool:
    """Whether a change to a tie of this round (None: a league fixture) can change the cup's
    winner: only the Final's, the round of one pair (leagues/rules/cup.py, `champion`); a tie
    before it keeps its winner once the next round is drawn (CupRound.check_winner_kept)."""
    return cup_round is not None and len(cup_round.draw) == 1


def settle_winner(cup, season) -> None:
    """Inside the season's door: the cup's stored winner set to its bracket's, as the cup's
    rounds and cards are now (the cup read inside the door, so its winner is the stored one;
    written only when it changes)."""
    cup.season = season
    cup.__dict__.pop("_bracket", None)  # the bracket as it is now, not as first read
    winner = cup.bracket().winner
    if cup.winner_id != (winner.pk if winner else None):
        type(cup).objects.filter(pk=cup.pk).update(winner=winner)
        cup.winner = winner


def settle_every_cup(season) -> None:
    """Inside the season's door, once its rules have changed: each of its cups settled
    again (one query for a season without a cup)."""
    for cup in season.cups.all():
        settle_winner(cup, season)
