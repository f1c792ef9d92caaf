import django.db.models.deletion
from django.db import migrations, models

from scoring.rules.names import name_key

LONGEST_PERSON_NAME = 80  # people.models.persons.LONGEST_NAME when this was written


def persons_of_players(apps, schema_editor):
    """Every player given their person by the rule a new player follows (Player.find_person):
    an account's player is the account's person; else the same name in a team of the same
    code in an earlier season of the league is the same person; else a new person. The
    seasons are walked oldest first, so a later season's player finds the earlier one."""
    Player = apps.get_model("leagues", "Player")
    Person = apps.get_model("people", "Person")
    of_account = dict(Person.objects.filter(user__isnull=False).values_list("user_id", "pk"))
    by_name = {}  # (league, team code, name key) -> person pk
    players = Player.objects.filter(person__isnull=True).order_by(
        "team__season__created", "team__season_id", "pk"
    )
    rows = players.values_list("pk", "name", "user_id", "team__code", "team__season__league_id")
    for pk, name, user, code, league in rows:
        key = (league, code, name_key(name))
        if user is not None:
            if user not in of_account:
                made = Person.objects.create(name=name[:LONGEST_PERSON_NAME], user_id=user)
                of_account[user] = made.pk
            person = of_account[user]
        elif key in by_name:
            person = by_name[key]
        else:
            person = Person.objects.create(name=name[:LONGEST_PERSON_NAME]).pk
        by_name[key] = person  # (the latest season's, as same_person_as reads first)
        Player.objects.filter(pk=pk).update(person_id=person)


def no_persons(apps, schema_editor):
    """Back: the players forget their persons (the persons stay, with any rating)."""
    apps.get_model("leagues", "Player").objects.update(person=None)


class Migration(migrations.Migration):
    dependencies = [
        ("leagues", "0026_bela_seasons_own_target"),
        ("people", "0001_persons_and_ratings"),
    ]

    operations = [
        migrations.AddField(
            model_name="player",
            name="person",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="league_players",
                to="people.person",
            ),
        ),
        migrations.RunPython(persons_of_players, no_persons),
    ]
