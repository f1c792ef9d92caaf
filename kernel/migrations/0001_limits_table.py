"""The table the per-address limits are counted in (settings.CACHES["limits"]), made by
migrate, so every database the site runs on (and every test database) has it."""

from django.conf import settings
from django.core.management import call_command
from django.db import migrations


def make_the_table(apps, schema_editor):
    # (createcachetable's arguments are table names; with none it makes every cache table the
    # settings name, as the test runner does for a test database)
    call_command("createcachetable", database=schema_editor.connection.alias)


def drop_the_table(apps, schema_editor):
    table = settings.CACHES["limits"]["LOCATION"]
    schema_editor.execute(f"DROP TABLE IF EXISTS {schema_editor.quote_name(table)}")


class Migration(migrations.Migration):
    dependencies = []

    operations = [migrations.RunPython(make_the_table, drop_the_table)]
