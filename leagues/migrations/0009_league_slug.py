from django.db import migrations, models
from django.utils.text import slugify


def give_each_league_a_slug(apps, schema_editor):
    """Each league's name as its address, numbered after the first league that has it (as
    League.free_slug did when this was written; a migration keeps its own copy)."""
    League = apps.get_model("leagues", "League")
    taken = set()
    for league in League.objects.order_by("pk"):
        base = slugify(league.name)[:130] or "league"
        slug, n = base, 1
        while slug in taken:
            n += 1
            slug = f"{base}-{n}"
        taken.add(slug)
        league.slug = slug
        league.save(update_fields=["slug"])


class Migration(migrations.Migration):
    dependencies = [("leagues", "0008_leaderboard_min_games")]

    operations = [
        migrations.AddField(
            model_name="league",
            name="slug",
            field=models.SlugField(max_length=140, null=True, db_index=False),
        ),
        migrations.RunPython(give_each_league_a_slug, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="league",
            name="slug",
            field=models.SlugField(
                help_text="the league's page address", max_length=140, unique=True
            ),
        ),
    ]
