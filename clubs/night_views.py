"""A club night's page: who is present (ticked from the club's players, walk-ins named at
the door), the pairs of a pair format, and the rounds (clubs/round_pages.py). The organiser
changes who is present between rounds: whoever comes now plays from the next round drawn,
whoever goes leaves after the last one drawn."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_POST, require_safe

from clubs.access import club_for_organiser, club_or_404, done, night_of
from clubs.forms import FORMAT_NAMES, REFUSED, PairForm, PlayerForm, made
from clubs.names import by_name
from clubs.round_pages import night_rounds
from kernel.caching import kept_page, shareable


def _night_page(request, night, status=200, **forms) -> HttpResponse:
    club = night.club
    # The organiser's forms, shown exactly while they would be taken (Night._open_to).
    may_change = club.is_run_by(request.user) and not night.finished
    present = night.present()
    here = {attendance.player_id: attendance for attendance in present}
    drawn = night.rounds_drawn()
    unpaired = night.unpaired() if night.with_pairs else []
    context = {
        "club": club,
        "night": night,
        "format": FORMAT_NAMES[night.format],
        "may_change": may_change,
        "drawn": drawn,
        "present": by_name(present, lambda here: here.player.name),
        # Each player, whether they are here, and whether a tap may change it.
        "players": [
            (player, at, at is None or at.may_come_back(drawn))
            for player in by_name(club.players.all())
            for at in [here.get(player.pk)]
        ],
        "pairs": night.pairs.select_related("first", "second") if night.with_pairs else [],
        "unpaired": unpaired,
        "can_part_pairs": may_change and night.can_part_pairs(),
        "walk_in_form": forms.get("walk_in_form") or PlayerForm(),
        "pair_form": forms.get("pair_form") or PairForm(players=unpaired),
        **night_rounds(night, request.user),
    }
    return render(request, "clubs/night.html", context, status=status)


def _night_url(night) -> str:
    return reverse("clubs-night", args=[night.club.slug, night.pk])


@require_safe
@shareable
def night(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Who is here, the rounds and the standings; an anonymous visitor's page (the room's
    phones, reloaded for the standings) made once per state of the night (`Night.kept_key`)."""
    night = night_of(club_or_404(slug), pk)
    return kept_page(request, night.kept_key(), lambda: _night_page(request, night))


def _organisers_night(request, slug, pk):
    return night_of(club_for_organiser(request, slug), pk)


def _player_asked(request) -> int | None:
    """The player a tick names (a malformed one: none)."""
    given = request.POST.get("player", "")
    return int(given) if given.isascii() and given.isdigit() else None


@login_required
@require_POST
def presence(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A player ticked present (`here` = "yes") or not (anything else): each tap names the
    state it asks for, so a doubled tap changes nothing more."""
    night = _organisers_night(request, slug, pk)
    player = _player_asked(request)
    change = night.mark_present if request.POST.get("here") == "yes" else night.mark_absent
    try:
        attendance = change(request.user, player) if player is not None else None
    except ValidationError as refusal:
        return done(request, _night_url(night), "present", refusal.messages[0], messages.ERROR)
    return done(request, _night_url(night), "present", _presence_words(night, attendance))


def _presence_words(night, attendance) -> str:
    if attendance is None:
        return ""
    words = {"name": attendance.player.name, "round": attendance.from_round}
    if attendance.until_round is not None:
        words["round"] = attendance.until_round
        return gettext("%(name)s leaves after round %(round)s.") % words
    if attendance.pk is None:  # taken off the night before playing
        return gettext("%(name)s is not here.") % words
    if attendance.from_round > 1:
        return gettext("%(name)s plays from round %(round)s.") % words
    return gettext("%(name)s is here.") % words


@login_required
@require_POST
def walk_in(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A player named at the door: the club's player of that name, or a walk-in."""
    night = _organisers_night(request, slug, pk)
    form = PlayerForm(request.POST)
    attendance = made(form, lambda data: night.add_walk_in(request.user, data["name"]))
    if attendance is REFUSED:
        return _night_page(request, night, status=400, walk_in_form=form)
    return done(request, _night_url(night), "present", _presence_words(night, attendance))


@login_required
@require_POST
def make_pair(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A pair of two present players, or (`in_order`) every one in no pair, paired in the
    order they were ticked."""
    night = _organisers_night(request, slug, pk)
    if request.POST.get("in_order"):
        try:
            paired = night.pair_in_order(request.user)
        except ValidationError as refusal:  # (a night with no pairs shows no pairs' section)
            place = "pairs" if night.with_pairs else "present"
            return done(request, _night_url(night), place, refusal.messages[0], messages.ERROR)
        said = gettext("Pairs made: %(count)s.") % {"count": len(paired)} if paired else ""
        return done(request, _night_url(night), "pairs", said)
    playing = [here.player for here in night.present() if here.until_round is None]
    form = PairForm(request.POST, players=playing)
    pair = made(form, lambda data: night.add_pair(request.user, data["first"], data["second"]))
    if pair is REFUSED:
        return _night_page(request, night, status=400, pair_form=form)
    said = gettext("Pair %(number)s: %(pair)s.") % {"number": pair.number, "pair": pair}
    return done(request, _night_url(night), "pairs", said)


@login_required
@require_POST
def part_pair(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    night = _organisers_night(request, slug, pk)
    try:
        parted = night.part_pair(request.user, number)
    except ValidationError as refusal:
        return done(request, _night_url(night), "pairs", refusal.messages[0], messages.ERROR)
    said = gettext("%(pair)s are no longer a pair.") % {"pair": parted} if parted else ""
    return done(request, _night_url(night), "pairs", said)
