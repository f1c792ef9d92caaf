"""Who may open a club's pages and change them, shared by the club's view modules (each
answers its own addresses; none imports another): the club its address names, the
organiser's check, a night of the club, and a change's answer."""

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.shortcuts import get_object_or_404, redirect
from django.utils.translation import gettext

from clubs.models import Club, Night


def club_or_404(slug: str) -> Club:
    return get_object_or_404(Club, slug=slug)


def club_for_organiser(request: HttpRequest, slug: str) -> Club:
    club = club_or_404(slug)
    if not club.is_run_by(request.user):
        raise PermissionDenied(gettext("Only the club's organisers can change the club."))
    return club


def night_of(club: Club, pk: int) -> Night:
    night = get_object_or_404(club.nights, pk=pk)
    night.club = club
    return night


def done(request: HttpRequest, page: str, place: str, said="", level=messages.SUCCESS):
    """A change made, answered by going back to the page it was made on, at its `place` (the
    section's id), where `said` waits (templates/clubs/_said.html): a reload sends nothing
    again. With scripts the section alone is swapped in, its words in it."""
    if said:
        messages.add_message(request, level, said, extra_tags=place)
    return redirect(f"{page}#{place}")
