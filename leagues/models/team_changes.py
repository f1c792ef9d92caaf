"""The secretary's change to a team of a season (docs/league.md): its name, pub, captains and
players, through the season's door. Above the cards and the invitations it reads (a player on
a card stays; captains newly named are asked), as those modules import the team's."""

from collections.abc import Iterable, Mapping

from django.core.exceptions import ValidationError
from django.utils.translation import gettext

from kernel.words import listed
from leagues.models.cards import CardGame
from leagues.models.league import Season, Venue
from leagues.models.mail import Invitation
from leagues.models.teams import Player, Team, named_alike
from scoring.rules.names import name_key


def change_team(
    team: Team,
    name: str,
    venue: str,
    captains: Iterable,
    players: Mapping[int, str],
    new_players: Iterable[str] = (),
    by=None,
) -> Team:
    """The secretary's (`by`) change to the team, through its season's door: its name (its
    code, the address and the key its history and cards are kept by, stays), its pub (""
    none), its captains (users, in place of the old; those new to it are asked:
    InvitationQuerySet.name_captains), its players by id (renamed, or removed when "") and
    players added by name. Raises ValidationError, changing nothing, when another team of the
    season has the name or a removed player is on a card (their games keep them on the
    team). The same change sent twice changes it once."""
    with Season.objects.changing(team.season_id) as season:
        team = season.teams.select_for_update().get(pk=team.pk)
        name = name.strip()
        if named_alike(name, season.teams.exclude(pk=team.pk)):
            raise ValidationError({"name": gettext("There is a team of that name already.")})
        mine = {player.pk: player for player in team.players.all()}
        gone = [mine[pk] for pk, given in players.items() if pk in mine and not given.strip()]
        on_cards = [player for player in gone if CardGame.objects.naming_any([player]).exists()]
        if played := [player.name for player in on_cards]:
            raise ValidationError(
                gettext("%(names)s played on the team's cards: their games keep them on it.")
                % {"names": listed(played)}
            )
        team.name = name
        team.venue = Venue.objects.get_or_create(name=venue.strip())[0] if venue.strip() else None
        team.save(update_fields=["name", "venue"])
        Invitation.objects.name_captains(team, captains, by)
        for pk, given in players.items():
            if pk in mine and given.strip() and given.strip() != mine[pk].name:
                mine[pk].name = given.strip()
                mine[pk].save(update_fields=["name"])
        Player.objects.filter(pk__in=[player.pk for player in gone]).delete()
        known = {name_key(player.name) for player in mine.values() if player not in gone}
        added = {name_key(name): name.strip() for name in new_players if name.strip()}
        Player.objects.bulk_create(
            Player(team=team, name=name) for key, name in added.items() if key not in known
        )
    return team
