"""What a sent card is checked against before it is a version (Fixture.send_card, inside the
season's door): its scores against the season's rules and the house rules' finish (a cup
tie's with its extra game), its players against the two teams, the line-up and who plays for
whom (registration.py), and a cup tie's winner kept once the next round is drawn. The card
form asks score_problems too, so it says what the change would refuse."""

from collections.abc import Sequence

from django.core.exceptions import ValidationError
from django.utils.translation import gettext

from leagues.models.card_answers import SIDES
from leagues.models.card_lines import CardLine, in_game
from leagues.models.registration import registration_of
from leagues.models.teams import Player
from leagues.rules import check_card, check_lineup
from leagues.rules.cup import cup_card_problems
from leagues.rules.house import least_game_total
from leagues.rules.registration import check_registration, pair_names


def check_sent_card(fixture, lines: Sequence[CardLine], walkover_to: str) -> None:
    """Raises ValidationError saying what is wrong with a card: its scores against the
    season's rules, its players against the two teams and the line-up rules; a cup tie's
    card, also that it keeps the winner the next round was drawn with (CupRound)."""
    if walkover_to:
        if walkover_to not in SIDES or lines:
            raise ValidationError(
                gettext("A walkover goes to the home or the away team, with no games.")
            )
    else:
        _check_scores(fixture, lines)
    if fixture.cup_round_id is not None:
        fixture.cup_round.check_winner_kept(fixture, lines, walkover_to)


def _check_scores(fixture, lines: Sequence[CardLine]) -> bool:
    """check_sent_card's scores and players: raises ValidationError saying what is wrong."""
    problems = [
        in_game(problem.number, problem.said)
        for problem in score_problems(
            fixture, [(line.home_score, line.away_score) for line in lines]
        )
    ]
    players = {  # the two teams' players: pk -> (team pk, name)
        pk: (team, name)
        for pk, team, name in Player.objects.filter(
            team__in=(fixture.home_id, fixture.away_id)
        ).values_list("pk", "team_id", "name")
    }
    teams = {"home": fixture.home, "away": fixture.away}
    for number, line in enumerate(lines, start=1):
        for side in SIDES:
            picked = getattr(line, f"{side}_players")
            if any(players.get(pk, (None,))[0] != teams[side].pk for pk in picked):
                problems.append(
                    gettext("Game %(n)s: that pair is not %(team)s's players.")
                    % {"n": number, "team": teams[side]}
                )
    # A cup's extra game is played by a pair of the match: the line-up is the match's.
    lineup = [(line.home_players, line.away_players) for line in lines]
    lineup = lineup[: fixture.season.rules.games_per_match]
    names = {pk: name for pk, (_, name) in players.items()}
    problems += [in_game(p.number, p.said) for p in check_lineup(lineup, names)]
    problems += [in_game(p.number, p.said) for p in _unregistered(fixture, lines, names)]
    if problems:
        raise ValidationError(problems)


def _unregistered(fixture, lines: Sequence[CardLine], names: dict) -> list:
    """Who plays for whom (leagues/rules/registration.py), decided inside the season's
    door: two cards bringing a team's last allowed guest queue, and the second sees the
    first. A pair is its players picked, else its names as written."""
    facts = registration_of(fixture)
    pairs = [[_pair_of(line, side, names) for side in SIDES] for line in lines]
    teams = (fixture.home.name, fixture.away.name)
    return check_registration(
        pairs, teams, facts.registered, facts.guests_allowed, facts.guests_before
    )


def score_problems(fixture, scores: Sequence[tuple[int, int]]) -> list:
    """What is wrong with a card's game scores (CardProblem): a league match's, or a cup
    match's with its extra game when level (leagues/rules/cup.py)."""
    season = fixture.season
    least = least_game_total(season.house_variant, season.house_options)
    if fixture.cup_round_id is None:
        return check_card(scores, season.rules, season.finish, least)
    level_rule = fixture.cup_round.cup.level_rule
    return cup_card_problems(
        scores, season.rules, level_rule, finish=season.finish, least_total=least
    )


def _pair_of(line: CardLine, side: str, names: dict) -> list[str]:
    """A side's players in a card's game: those picked, else the names as written."""
    picked = getattr(line, f"{side}_players")
    return [names.get(pk, "") for pk in picked] or pair_names(getattr(line, f"{side}_pair"))
