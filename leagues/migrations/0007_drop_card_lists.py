# Cards become rows (issue 12), step 3 of 3: the old lists go, and the database allows at
# most one confirmed version of a fixture's card.

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('leagues', '0006_cards_to_rows'),
    ]

    operations = [
        migrations.RemoveField(model_name='matchcard', name='old_games'),
        migrations.RemoveField(model_name='matchcard', name='pairs'),
        migrations.RemoveField(model_name='matchcard', name='lineup'),
        migrations.RemoveField(model_name='matchcard', name='scored_games'),
        migrations.AddConstraint(
            model_name='matchcard',
            constraint=models.UniqueConstraint(condition=models.Q(('status', 'confirmed')), fields=('fixture',), name='one_confirmed_card_per_fixture'),
        ),
    ]
