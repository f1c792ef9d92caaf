"""`manage.py backup PATH`: a consistent copy of the SQLite database, taken while the site
serves. It uses SQLite's online backup API, which copies a snapshot page by page and starts
again if a writer changes a page meanwhile; a file copy of a live WAL database can be torn.
On PostgreSQL, use pg_dump (README, "Hosting")."""

import sqlite3
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import connection


def sqlite_path() -> Path:
    if connection.vendor != "sqlite":
        raise CommandError(
            f"The database is {connection.vendor}: back it up with pg_dump (README, Hosting)."
        )
    return Path(connection.settings_dict["NAME"])


class Command(BaseCommand):
    help = "Write a consistent copy of the SQLite database to PATH while the site runs."

    def add_arguments(self, parser):
        parser.add_argument("path", help="the backup file to write (replaced if it exists)")

    def handle(self, *args, path, **options):
        source_path, target = sqlite_path(), Path(path)
        if target.resolve() == source_path.resolve():
            raise CommandError("The backup cannot be written over the database itself.")
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(target.name + ".partial")
        source = sqlite3.connect(source_path, timeout=30)
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy, pages=256)  # in steps, so writers are never held up for long
            if copy.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                raise CommandError("The copy failed its integrity check; nothing was replaced.")
        finally:
            copy.close()
            source.close()
        partial.replace(target)  # a half-written backup never stands in for a good one
        self.stdout.write(f"Backed up {source_path.name} to {target}")
