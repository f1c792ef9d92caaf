"""The cup's winner kept on the cup (leagues/models/cup_winner.py), filled for the cups already
stored as the bracket finds it: the winner of the Final (leagues.rules.cup.champion), that
tie's winner from its confirmed card (leagues.rules.cup.tie_winner) on the season's rules."""

import django.db.models.deletion
from django.db import migrations, models

from leagues.rules.cup import Pair, champion, tie_winner
from leagues.rules.facts import LeagueRules

# The season's rule fields as this migration is written (a later rule keeps its default).
RULE_FIELDS = ("target", "games_per_match", "game_win_points", "aggregate_points")
RULE_FIELDS += ("aggregate_tie", "walkover_points")


def rules_of(season) -> LeagueRules:
    fields = {name: getattr(season, name) for name in RULE_FIELDS}
    return LeagueRules(**fields, tie_breakers=tuple(season.tie_breakers))


def fill(apps, schema_editor):
    """Each stored cup's winner, from the models as this migration sees them."""
    Cup, Fixture = apps.get_model("leagues", "Cup"), apps.get_model("leagues", "Fixture")
    for cup in Cup.objects.select_related("season").order_by("pk").iterator():
        rounds = [
            [Pair(home, away) for home, away in made.draw]
            for made in cup.rounds.order_by("number")
        ]
        if not rounds or len(rounds[-1]) != 1:
            continue  # the Final is not drawn yet
        final = rounds[-1][0]
        tie = (
            Fixture.objects.filter(cup_round__cup=cup, cup_round__number=len(rounds))
            .filter(home__code=final.home)
            .first()
        )
        card = tie and tie.cards.filter(status="confirmed").first()
        if card is None:
            continue
        walkover = ""
        if card.walkover_to_id is not None:
            walkover = "home" if card.walkover_to_id == tie.home_id else "away"
        games = list(card.games.order_by("number").values_list("home_score", "away_score"))
        decision = tie_winner(games, rules_of(cup.season), cup.level_rule, walkover)
        if decision.winner is None:
            continue
        won = {final.home: final.home if decision.winner == "home" else final.away}
        code = champion(rounds, {len(rounds): won})
        cup.winner = cup.season.teams.get(code=code)
        cup.save(update_fields=["winner"])


class Migration(migrations.Migration):
    dependencies = [
        ("leagues", "0020_divisions35_next_season"),
    ]

    operations = [
        migrations.AddField(
            model_name="cup",
            name="winner",
            field=models.ForeignKey(
                editable=False,
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="cups_won",
                to="leagues.team",
            ),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop, elidable=False),
    ]
