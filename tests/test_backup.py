"""Backups of the embedded SQLite database: a copy taken while hands are being written is
consistent, and a site backed up and restored into an empty database shows every game's
totals, every league table and every history page exactly as before."""

import json
import os
import subprocess
import sys

import pytest

from tests.conftest import REPO

SCRIPT = "from tests.hosting import site_script as s; s.{}"


def manage(database, *args, check=True, script=None, input=None, kept=None):
    environ = {
        "PATH": os.environ["PATH"],
        # The tests' settings: static files from the checkout (no collectstatic needed).
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "DATABASE_URL": f"sqlite:///{database}",
        "SECRET_KEY": "backup-test-" + "x" * 40,
        "ALLOWED_HOSTS": "testserver",
        "SECURE_SSL_REDIRECT": "0",
        "LOG_LEVEL": "WARNING",
        **({"TESTS_KEPT_DIR": str(kept)} if kept else {}),  # one machine's folder of answers
    }
    command = [sys.executable, "manage.py", *args]
    if script:
        command = [sys.executable, "manage.py", "shell", "-v", "0", "-c", SCRIPT.format(script)]
    return subprocess.run(
        command,
        cwd=REPO,
        env=environ,
        capture_output=True,
        text=True,
        check=check,
        input=input,
        timeout=300,
    )


def pages(database) -> dict:
    return json.loads(manage(database, script="pages()").stdout)


@pytest.fixture
def site(tmp_path):
    database = tmp_path / "site.sqlite3"
    manage(database, "migrate", "--noinput")
    manage(database, script="fill()")
    return database


def test_a_backup_taken_while_hands_are_written_restores_whole(site, tmp_path):
    writer = subprocess.Popen(
        [sys.executable, "manage.py", "shell", "-v", "0", "-c", SCRIPT.format("write(6)")],
        cwd=REPO,
        env={
            "PATH": os.environ["PATH"],
            "DJANGO_SETTINGS_MODULE": "tests.settings",
            "DATABASE_URL": f"sqlite:///{site}",
            "SECRET_KEY": "x" * 50,
            "LOG_LEVEL": "WARNING",
        },
        stdout=subprocess.PIPE,
        text=True,
    )
    backups = []
    for n in range(3):  # while the writer runs
        backups.append(tmp_path / f"during-{n}.sqlite3")
        manage(site, "backup", str(backups[-1]))
    written = int(writer.communicate(timeout=120)[0])
    assert written > 0
    for backup in backups:
        restored = tmp_path / f"restored-{backup.name}"
        manage(restored, "restore", str(backup), "--noinput")
        answers = pages(restored)
        assert answers and all(status == 200 for status, _ in answers.values())
        # A snapshot, not a torn copy: the busy game's hands run 1..n without a gap.
        check = manage(
            restored,
            "shell",
            "-c",
            (
                "from scoring.models import Game; g = Game.objects.order_by('pk').last(); "
                "p = list(g.hands.values_list('position', flat=True)); "
                "print(p == list(range(1, len(p) + 1)), g.version == len(p))"
            ),
        )
        assert check.stdout.splitlines()[-1].split() == ["True", "True"]


def test_a_whole_site_backed_up_and_restored_reads_the_same(site, tmp_path):
    before = pages(site)
    backup = tmp_path / "site-backup.sqlite3"
    assert "Backed up" in manage(site, "backup", str(backup)).stdout
    restored = tmp_path / "empty.sqlite3"
    refused = manage(restored, "restore", str(backup), check=False, input="no\n")
    assert refused.returncode != 0 and "Nothing was restored." in refused.stderr
    assert "Restored" in manage(restored, "restore", str(backup), input="yes\n").stdout
    after = pages(restored)
    assert len(before) > 20 and after == before


def test_backing_up_over_the_database_or_from_postgresql_is_refused(site):
    done = manage(site, "backup", str(site), check=False)
    assert done.returncode != 0 and "cannot be written over the database" in done.stderr


def test_a_server_restarted_after_a_restore_serves_no_page_kept_before_it(site, tmp_path):
    """The season page kept by a server before a restore, and the same version counted again
    after it with something else in it: a server started with the same process ids (as in a
    container) renders the page afresh, since the restore emptied the machine's folder and
    renewed its generation."""
    kept, backup = tmp_path / "kept", tmp_path / "before.sqlite3"
    manage(site, "backup", str(backup))
    before = manage(site, script='adjust_and_read("Before the restore")', kept=kept).stdout
    assert "Before the restore" in before
    manage(site, "restore", str(backup), "--noinput", kept=kept)
    after = manage(site, script='adjust_and_read("After the restore")', kept=kept).stdout
    assert "After the restore" in after and "Before the restore" not in after
