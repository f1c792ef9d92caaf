"""A league's busy week for the reminder tests: a card not sent, a card not answered, a card
disputed, and captains with and without addresses, in four languages."""

import datetime

from django.utils import timezone

from kernel.models import Profile
from leagues.models import CardLine, Fixture, MatchCard
from tests.leagues.cards import league_with_everyone

FOUR_GAMES = [CardLine(15, 9), CardLine(15, 3), CardLine(14, 15), CardLine(15, 12)]
# Who is reminded of what, and in which language (`busy_week`).
ADDRESSES = {
    "home_captain": ("swan@example.org", "fa", True),
    "home_cocaptain": ("swan2@example.org", "it", False),  # reminders turned off
    "away_captain": ("crown@example.org", "it", True),
    "other_captain": ("bull@example.org", "nl", True),
    "secretary": ("secretary@example.org", "hr", True),
    "other_secretary": ("other@example.org", "nl", True),
}  # and away_cocaptain gave no address


def give_addresses(people) -> None:
    """Each person of ADDRESSES their confirmed address, language and reminders' choice."""
    for who, (email, language, reminders) in ADDRESSES.items():
        people[who].email = email
        people[who].save(update_fields=["email"])
        Profile.objects.create(
            user=people[who], language=language, reminders=reminders, confirmed_email=email
        )


def busy_week(now: datetime.datetime | None = None):
    """The example league at `now` (the clock's, by default): the Swan v the Crown played two
    days ago with no card; the Crown v the Bull's card sent 49 hours ago by the Crown; the
    Bull v the Swan's card disputed by the Swan an hour ago. Gives (season, fixtures by name,
    people)."""
    now = now or timezone.now()
    today = timezone.localdate(now)
    season, swan_crown, people = league_with_everyone()
    give_addresses(people)
    teams = {team.code: team for team in season.teams.all()}
    with season.changing():
        swan_crown.date = today - datetime.timedelta(days=2)
        swan_crown.save(update_fields=["date"])
        crown_bull, bull_swan = (
            Fixture.objects.create(
                season=season, home=teams[home], away=teams[away], date=today - ago
            )
            for home, away, ago in (
                ("crown", "bull", datetime.timedelta(days=5)),
                ("bull", "swan", datetime.timedelta(days=6)),
            )
        )
    _, card = crown_bull.send_card(people["away_captain"], FOUR_GAMES)
    with season.changing():
        MatchCard.objects.filter(pk=card.pk).update(created=now - datetime.timedelta(hours=49))
    _, card = bull_swan.send_card(people["other_captain"], FOUR_GAMES)
    assert card.dispute(people["home_captain"], "Game 3 was 15-14 to us").changed
    with season.changing():
        MatchCard.objects.filter(pk=card.pk).update(answered_at=now - datetime.timedelta(hours=1))
    fixtures = {"swan_crown": swan_crown, "crown_bull": crown_bull, "bull_swan": bull_swan}
    return season, fixtures, people


# What `manage.py remind` sends in that week: (to, language's word in the subject, page).
EXPECTED = {
    ("swan@example.org", "برگه", "swan_crown", "card/"),
    ("crown@example.org", "cartellino", "swan_crown", "card/"),
    ("bull@example.org", "formulier", "crown_bull", ""),
    ("secretary@example.org", "Zapisnik", "bull_swan", ""),
}
