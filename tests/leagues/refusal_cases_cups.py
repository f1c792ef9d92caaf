"""The refusal walk's cases for a cup's own pages (tests/leagues/test_league_refusals.py): a
tie's card that is not level but has an extra game, a correction that would change a winner
the next round is drawn with, the next round drawn before every tie has its winner, teams
that cannot withdraw now; and the secretary's invitations to captain (a wrong address, past
the site's limits)."""

from django.test import RequestFactory
from django.urls import reverse

from kernel.limits import mailbox_key, past_limit
from leagues.models import Cup
from tests.leagues.cards import SLUG, games_posted
from tests.leagues.cups import CODES, ROUND_ONE, SEED, WON
from tests.leagues.refusal_cases import CARD, Case

LEVEL_WITH_EXTRA = {**games_posted(5), "game-5-home_score": 15, "game-5-away_score": 9}
# The Crown through instead of the Swan: level, then the extra game to the away pair.
CROWN_THROUGH = {"replaces": 1, **games_posted(5),
                 "game-1-home_score": 15, "game-1-away_score": 10, "game-2-home_score": 10,
                 "game-2-away_score": 15, "game-3-home_score": 15, "game-3-away_score": 12,
                 "game-4-home_score": 12, "game-4-away_score": 15, "game-5-home_score": 9,
                 "game-5-away_score": 15}  # fmt: skip


def drawn(season, fixture) -> None:
    """The Challenge Cup drawn: the Swan at home to the Crown, the Bull with a bye."""
    secretary = season.league.secretary
    _, cup = Cup.start(season, secretary, "Challenge Cup", "aggregate", "drawn")
    assert cup.make_draw(secretary, CODES, SEED, ROUND_ONE).changed


def swan_through(season, fixture) -> None:
    """The Swan through on its card; the next round not drawn yet."""
    drawn(season, fixture)
    Cup.objects.get().ties().get().send_card(season.league.secretary, WON)


def next_round_drawn(season, fixture) -> None:
    """The Swan through, and the next round drawn with it."""
    swan_through(season, fixture)
    assert Cup.objects.get().draw_next(season.league.secretary, 1, 5, None).changed


def tie_card(season, fixture) -> str:
    return reverse(
        "leagues-enter-card", args=[SLUG, Cup.objects.get().ties().get(cup_round__number=1).pk]
    )


def cup_page(name: str, *args):
    return lambda season, fixture: reverse(name, args=[SLUG, Cup.objects.get().pk, *args])


def invite(code: str):
    return lambda season, fixture: reverse("leagues-invite-captain", args=[SLUG, code])


def invited_often(what: str, key, rate_setting: str):
    """The invitations the site allows (`what` by `key`) counted as sent already."""

    def ready(season, fixture):
        from django.conf import settings

        rate = getattr(settings, rate_setting)
        request = RequestFactory().post("/")
        for _ in range(int(rate.split("/")[0])):
            past_limit(request, what, key(season), rate)

    return ready


ADDRESS = "ann@example.org"
CUP_CARD_CASES = [
    Case("secretary", tie_card, {**CARD, **LEVEL_WITH_EXTRA}, drawn),
    Case("secretary", tie_card, CROWN_THROUGH, next_round_drawn),
    Case("secretary", cup_page("leagues-cup-next"), {"after": 1, "seed": 5}, drawn),
    Case("secretary", cup_page("leagues-cup-withdraw", "bull"), {}, drawn),
    Case("secretary", cup_page("leagues-cup-withdraw", "swan"), {}, swan_through),
]
INVITE_CASES = [
    Case("secretary", invite("swan"), {"email": "ann at the swan"}),
    Case("secretary", invite("swan"), {"email": ""}),
    Case(
        "secretary",
        invite("swan"),
        {"email": ADDRESS},
        invited_often(
            "invitations-to", lambda s: mailbox_key(ADDRESS), "LIMIT_INVITATIONS_TO_ONE_ADDRESS"
        ),
    ),
    Case(
        "secretary",
        invite("swan"),
        {"email": ADDRESS},
        invited_often("invitations-by", lambda s: str(s.league.secretary.pk), "LIMIT_INVITATIONS"),
    ),
]
