"""`manage.py score FILE` (or - for standard input): print a record's result as JSON.

Exit status 0 for a valid record (finished or not); 2 for an invalid one, with
{"format": "pegboard-result/1", "errors": [...]} on standard output and one readable line per
error on standard error (spec/record-format.md). Needs no database."""

import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand

from scoring.rules import Problem, RecordError, score_record, unwrap_example
from scoring.rules.result import RESULT_FORMAT

INVALID = 2
INTERNAL_ERROR = 1


class Command(BaseCommand):
    help = "Score a pegboard-record/1 file and print its pegboard-result/1 JSON."
    requires_system_checks = []
    requires_migrations_checks = False

    def add_arguments(self, parser):
        parser.add_argument("file", help="a record file, or - to read standard input")

    def handle(self, *args, file: str, **options):
        try:
            data = read_record(file)
            result = score_record(data).to_json()
        except RecordError as error:
            self.fail(error.problems, INVALID)
        except Exception as error:  # a bug of ours: still no traceback for the user
            message = f"Pegboard could not score this record (internal error: {error!r})"
            self.fail([Problem(None, "record", message)], INTERNAL_ERROR)
        self.stdout.write(json.dumps(result, indent=2, ensure_ascii=False))

    def fail(self, problems: list[Problem], status: int):
        payload = {"format": RESULT_FORMAT, "errors": [p.to_json() for p in problems]}
        self.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False))
        for problem in problems:
            self.stderr.write(str(problem))
        raise SystemExit(status)


def read_record(file: str):
    """The record in a file or on standard input. A worked example (the record
    wrapped with its expected result) is read for its record."""
    try:
        text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError([Problem(None, "file", f"cannot read {file}: {error}")]) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        message = f"not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        raise RecordError([Problem(None, "record", message)]) from None
    except RecursionError:
        raise RecordError([Problem(None, "record", "the JSON is nested too deeply")]) from None
    except ValueError:  # an integer of thousands of digits (Python's int_max_str_digits)
        raise RecordError([Problem(None, "record", "a number is too long to be a score")]) from None
    return unwrap_example(data)
