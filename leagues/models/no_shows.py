"""The no-show house rule (issue 53, docs/league.md "Deadlines"): a walkover that comes to
count in the table takes the league's no-show points (`Season.no_show_points`) from the team
that did not turn up, as an entry of the ledger by the house rule; a walkover corrected into
played games, or given the other way, withdraws it. Names no model: the season's ledger is
reached through its relation, inside the fixture's door (the caller's)."""

from django.utils import timezone

NO_SHOW = "no_show"  # Adjustment.HouseRule.NO_SHOW (teams.py, a layer above)


def settle_no_show(fixture, card) -> None:
    """Inside the fixture's door, as `card` comes to count: the ledger made to say what the
    card says of who did not turn up. Once however often it is called: a team's standing
    no-show entry for the fixture is kept, not written again (the database holds one)."""
    season = fixture.season
    entries = season.adjustments.filter(fixture=fixture, house_rule=NO_SHOW)
    absent = None
    if card.walkover_to_id is not None and fixture.cup_round_id is None:
        absent = fixture.away if card.walkover_to_id == fixture.home_id else fixture.home
    stale = entries if absent is None else entries.exclude(team=absent)
    stale.update(withdrawn_at=timezone.now())  # the card no longer says they did not come
    if absent is None or not season.no_show_points or entries.filter(team=absent).exists():
        return
    season.adjustments.create(
        team=absent, points=-season.no_show_points, house_rule=NO_SHOW, fixture=fixture,
        on=fixture.date or timezone.localdate(),
    )  # fmt: skip
