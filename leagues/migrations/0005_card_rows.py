# Cards become rows (issue 12), step 1 of 3: the new columns and the CardGame table beside the
# old lists. The old `games` list is renamed first, so the rows can be called `games`.

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('leagues', '0004_match_time'),
        ('scoring', '0004_change_targets'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RenameField(model_name='matchcard', old_name='games', new_name='old_games'),
        migrations.AddField(
            model_name='matchcard',
            name='answered_at',
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.AddField(
            model_name='matchcard',
            name='disputed_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='matchcard',
            name='sent_by',
            field=models.CharField(choices=[('home', 'the home captain'), ('away', 'the away captain'), ('league', 'the league')], default='league', max_length=6),
        ),
        migrations.CreateModel(
            name='CardGame',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('number', models.PositiveSmallIntegerField()),
                ('home_score', models.PositiveIntegerField()),
                ('away_score', models.PositiveIntegerField()),
                ('home_pair', models.CharField(blank=True, help_text='as written on the card', max_length=120)),
                ('away_pair', models.CharField(blank=True, help_text='as written on the card', max_length=120)),
                ('card', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='games', to='leagues.matchcard')),
                ('home_player_1', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='leagues.player')),
                ('home_player_2', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='leagues.player')),
                ('away_player_1', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='leagues.player')),
                ('away_player_2', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='leagues.player')),
                ('game', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='card_games', to='scoring.game')),
            ],
            options={
                'ordering': ['card', 'number'],
                'constraints': [models.UniqueConstraint(fields=('card', 'number'), name='one_row_per_card_game')],
            },
        ),
    ]
