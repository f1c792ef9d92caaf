"""What a fixture's move tells by mail (leagues/models/moves.py), after the answer (kernel/
mail.py): dates asked for, to the other team's captains; a date agreed that waits for the
secretary, to the secretary; the match moved or the move refused, to both teams' captains.
Each person is written to in their own language (their profile's), only at an address they
proved theirs (kernel.models.reach), with the absolute link to the fixture's move page."""

from django.tasks import task
from django.urls import reverse
from django.utils import translation
from django.utils.formats import date_format
from django.utils.translation import gettext

from kernel.digits import OWN_DIGITS
from kernel.mail import site_link, site_mail
from kernel.models import Profile, reach
from kernel.words import listed
from leagues.models import FixtureMove

State = FixtureMove.State


def told_of(move: FixtureMove) -> list:
    """Who is told of the request in its state now."""
    fixture = move.fixture
    if move.state == State.ASKED:
        return list(move.answering_team.captains.all())
    if move.state == State.AGREED:
        secretary = fixture.season.league.secretary
        return [secretary] if secretary else []
    if move.state in (State.MOVED, State.REFUSED):
        captains = [*fixture.home.captains.all(), *fixture.away.captains.all()]
        return list({user.pk: user for user in captains}.values())
    return []


@task
def mail_move(move_id: int, state: str) -> None:
    """The mails of the request's step `state` (none if it has moved on since)."""
    move = (
        FixtureMove.objects.select_related(
            "fixture__season__league__secretary", "fixture__home", "fixture__away"
        )
        .filter(pk=move_id, state=state)
        .first()
    )
    if move is None:
        return
    for user in told_of(move):
        if reach(user) is None:
            with translation.override(Profile.of(user).language):
                move_message(move, user.email).send()


def _words(move: FixtureMove) -> dict:
    fixture = move.fixture
    days = [date_format(day) for day in move.offered]
    return {
        "fixture": str(fixture),
        "season": str(fixture.season),
        "team": str(move.asking_team),
        "dates": listed(days),
        "date": date_format(move.chosen) if move.chosen else "",
        "was": date_format(move.was) if move.was else gettext("no date yet"),
    }


def _said(move: FixtureMove) -> tuple[str, str]:
    """The step's subject and sentence, in the language active."""
    if move.state == State.ASKED:
        subject = gettext("%(fixture)s: other dates asked for")
        said = gettext(
            "%(team)s asks to move %(fixture)s (%(season)s), now on %(was)s, to one of these "
            "dates: %(dates)s. Accept one, or ask for others, here:"
        )
    elif move.state == State.AGREED:
        subject = gettext("%(fixture)s: a move waits for your approval")
        said = gettext(
            "The captains of %(fixture)s (%(season)s) agreed to move it from %(was)s to "
            "%(date)s. Approve or refuse it here:"
        )
    elif move.state == State.MOVED:
        subject = gettext("%(fixture)s is moved")
        said = gettext(
            "%(fixture)s (%(season)s) is moved from %(was)s to %(date)s. A calendar that "
            "subscribed to the team's fixtures follows by itself. The match:"
        )
    else:
        subject = gettext("%(fixture)s: the move is refused")
        said = gettext(
            "The league secretary refused to move %(fixture)s (%(season)s) to %(date)s: it "
            "stays on %(was)s. The match:"
        )
    words = _words(move)
    return subject % words, said % words


def move_message(move: FixtureMove, to: str):
    """The mail of the request's state, in the language active (Persian in its digits)."""
    digits = OWN_DIGITS.get(translation.get_language(), {})
    subject, said = _said(move)
    fixture = move.fixture
    link = site_link(reverse("leagues-move-fixture", args=[fixture.season.slug, fixture.pk]))
    return site_mail(subject.translate(digits), [said.translate(digits), link], to)
