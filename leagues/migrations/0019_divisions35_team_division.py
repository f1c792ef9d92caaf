"""Every team is in a division (0018 put each stored team in its season's one division): in
a migration of its own, so PostgreSQL alters the column after 0018's rows are written."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("leagues", "0018_divisions35_divisions"),
    ]

    operations = [
        migrations.AlterField(
            model_name="team",
            name="division",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE,
                related_name="teams",
                to="leagues.division",
            ),
        ),
    ]
