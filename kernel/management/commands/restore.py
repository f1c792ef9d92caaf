"""`manage.py restore PATH`: put a backup made by `manage.py backup` back in place of the
SQLite database, after asking (or with --noinput). Stop the site first: the restore replaces
every game, league and account with the backup's. The folder of rendered answers (KEPT_DIR) is
emptied and given a new generation: the backup's versions count again from where they were, so
a page kept under a version's number before the restore is not the page that number names
now (kernel/caching.py, renew_generation)."""

import sqlite3
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from kernel.caching import renew_generation
from kernel.management.commands.backup import sqlite_path


class Command(BaseCommand):
    help = "Replace the SQLite database with a backup made by `manage.py backup`."

    def add_arguments(self, parser):
        parser.add_argument("path", help="the backup file to restore")
        parser.add_argument(
            "--noinput", action="store_false", dest="interactive", help="do not ask first"
        )

    def handle(self, *args, path, interactive, **options):
        source_path, target_path = Path(path), sqlite_path()
        if not source_path.is_file():
            raise CommandError(f"No backup at {source_path}.")
        source = sqlite3.connect(f"file:{source_path}?mode=ro", uri=True)
        try:
            if source.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                raise CommandError(f"{source_path} is damaged: nothing was restored.")
            if interactive:
                answer = input(
                    f"Replace everything in {target_path} with the backup {source_path}? "
                    "Type 'yes' to go on: "
                )
                if answer.strip().lower() != "yes":
                    raise CommandError("Nothing was restored.")
            target = sqlite3.connect(target_path, timeout=30)
            try:
                source.backup(target)
            finally:
                target.close()
        finally:
            source.close()
        try:
            renew_generation()
        except OSError as problem:
            raise CommandError(
                f"Restored {target_path.name}, but the folder of rendered answers could not be"
                f" emptied ({problem}): empty KEPT_DIR before the site starts again."
            ) from problem
        self.stdout.write(f"Restored {target_path.name} from {source_path}")
