"""A club night made straight in the database, through the club's door, for the tests of its
rounds: a club of Trinidad All Fours played to 2 (one plain hand wins a table's game), its
organiser, a stranger and another club's organiser, its players present, or its pairs."""

import datetime
import uuid

from django.contrib.auth import get_user_model

from clubs.models import Attendance, Club, ClubPlayer, Night, Pair

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou"]
NAMES += [f"Player {n}" for n in range(len(NAMES) + 1, 201)]
DATE = datetime.date(2026, 11, 26)


def people() -> dict:
    User = get_user_model()
    made = {
        name: User.objects.create_user(name, password="pw-for-tests-1")
        for name in ("organiser", "stranger", "other_organiser")
    }
    return made


def a_club(organiser, slug="the-crown", variant="allfours:trinidad", options=None) -> Club:
    club = Club.objects.create(
        name=slug.title(), slug=slug, variant=variant, options=options or {"target": 2}
    )
    with club.changing() as club:
        club.organisers.add(organiser)
    return club


def a_night(club: Club, present: int = 8, night_format="individual", rounds=4) -> Night:
    """A night with the first `present` names there from round 1 (for the pair formats, paired
    in order: Ann & Bo, Cy & Di, ...)."""
    with club.changing() as club:
        night = Night.objects.create(
            club=club, date=DATE, format=night_format, rounds_planned=rounds
        )
        players = [ClubPlayer.objects.create(club=club, name=name) for name in NAMES[:present]]
        for player in players:
            Attendance.objects.create(night=night, player=player)
        if night_format != "individual":
            for number, (first, second) in enumerate(
                zip(players[::2], players[1::2], strict=False), 1
            ):
                Pair.objects.create(night=night, number=number, first=first, second=second)
    return night


def win_for_side_a(game) -> None:
    """A plain Trinidad hand that takes a game played to 2 for side A (High and Game)."""
    hand = {
        **{"dealer": game.first_dealer, "turned": ["4"], "beg": "stand", "jack": None},
        **{"high": "A", "low": "B", "game": {"A": 30, "B": 20}},
    }
    outcome = game.add_hand(hand, uuid.uuid4())
    assert outcome.changed and game.result().finished


def a_table(night: Night, organiser, number: int = 1, round_number: int = 1):
    """A table of the night's round, drawn by hand (the draw's own tests draw theirs): the
    night's first four players, Ann & Cy against Bo & Di, with its game made for it."""
    from clubs.models import ClubTable, Round
    from clubs.models.table_games import game_for_table

    players = list(night.club.players.order_by("pk")[:4])
    sides = [[str(players[0].pk), str(players[2].pk)], [str(players[1].pk), str(players[3].pk)]]
    seated = [[players[0].name, players[2].name], [players[1].name, players[3].name]]
    with night.club.changing():
        drawn, _ = Round.objects.get_or_create(night=night, number=round_number)
        game = game_for_table(night.club, seated, organiser)
        game.save()
        return ClubTable.objects.create(round=drawn, number=number, sides=sides, game=game)
