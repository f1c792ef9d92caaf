"""Every club player is a person (issue 52): the players made before persons were get theirs
by the rule a new player's is made by (ClubPlayer.save): the account's person when the player
has an account (one person an account, made once), else a person of their own."""

import django.db.models.deletion
from django.db import migrations, models


def give_each_player_a_person(apps, schema_editor):
    ClubPlayer = apps.get_model("clubs", "ClubPlayer")
    Person = apps.get_model("people", "Person")
    of_account = {person.user_id: person for person in Person.objects.filter(user__isnull=False)}
    for player in ClubPlayer.objects.filter(person__isnull=True).order_by("pk"):
        if player.user_id is None:
            player.person = Person.objects.create(name=player.name)
        else:
            if player.user_id not in of_account:
                of_account[player.user_id] = Person.objects.create(
                    name=player.name, user_id=player.user_id
                )
            player.person = of_account[player.user_id]
        player.save(update_fields=["person"])


class Migration(migrations.Migration):
    dependencies = [
        ("clubs", "0002_night_form_key"),
        ("people", "0001_persons_and_ratings"),
    ]

    operations = [
        migrations.AddField(
            model_name="clubplayer",
            name="person",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="club_players",
                to="people.person",
            ),
        ),
        migrations.RunPython(give_each_player_a_person, migrations.RunPython.noop),
    ]
