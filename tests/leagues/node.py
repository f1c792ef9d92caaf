"""Another app server, for the two-process tests (tests/leagues/test_admin_door.py): a
process of its own on the given database (DATABASE_URL), answering one JSON command a line
on standard input with one JSON line on standard output. It keeps what it reads as any app
server does (a season's story, by the season's version), so a change another process made
shows here only if that change counted the season's version.

    {"get": PATH}                  the page's status, text, table rows and stories made, as a
                                   signed-in visitor reads it (made afresh, from the story)
    {"get": PATH, "anonymous": 1}  the same as a visitor who is not signed in (whose page is
                                   kept whole, by the season's version: no rows to read)
    {"admin": PATH, "set": {...}}  the admin's change (or add) form posted, as it is filled in,
                                   with these fields changed
    {"post": PATH, "data": {...}}  a plain POST (a delete's confirmation, an action)
    {"pk": MODEL, "where": {...}}  the pk of the newest leagues.MODEL row matching
    {"setup": true}                the example league and a superuser, "admin"
"""

import datetime
import json
import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")

import django

django.setup()

from django.apps import apps  # noqa: E402
from django.contrib.auth.models import User  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from leagues.models import Season  # noqa: E402

setup_test_environment()  # the test client's host, and the pages' context kept for us
made = []
real_story = Season.stories


def counted_story(season, *args, **kwargs):
    made.append(season.pk)
    return real_story(season, *args, **kwargs)


Season.stories = counted_story


def as_posted(value):
    if value is None or value is False:
        return None
    if value is True:
        return "on"
    if isinstance(value, (list, tuple)):
        return [str(getattr(item, "pk", item)) for item in value]
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return str(getattr(value, "pk", value))


def filled_in(page) -> dict:
    """The admin form as the browser would post it untouched: its fields and every inline's."""
    data = {}
    forms = [page.context["adminform"].form]
    for inline in page.context["inline_admin_formsets"]:
        forms.append(inline.formset.management_form)
        forms.extend(inline.formset.forms)
    for form in forms:
        for field in form:
            value = as_posted(field.value())
            if value is not None:
                data[field.html_name] = value
    return data


def answer(command: dict, client: Client) -> dict:
    if command.get("setup"):
        from tests.conftest import import_example_league

        import_example_league()
        User.objects.create_superuser("admin", password="pegboard-test-pw")
        return {}
    if "pk" in command:
        model = apps.get_model("leagues", command["pk"])
        return {"pk": model.objects.filter(**command.get("where", {})).latest("pk").pk}
    if "get" in command:
        if command.get("anonymous"):
            client.logout()
        else:
            client.force_login(User.objects.get_or_create(username="reader")[0])
        page = client.get(command["get"])
        table = page.context.get("table") if page.context else None
        rows = (
            {row.team: [row.name, row.played, row.league_points] for row in table.rows}
            if table
            else {}
        )
        return {
            "status": page.status_code,
            "text": page.content.decode(),
            "rows": rows,
            "made": len(made),
        }
    client.force_login(User.objects.get(username="admin"))
    if "admin" in command:
        data = filled_in(client.get(command["admin"])) | command.get("set", {})
        response = client.post(command["admin"], data)
    else:
        response = client.post(command["post"], command.get("data", {}))
    client.logout()
    errors = ""
    if response.status_code == 200 and response.context and "adminform" in response.context:
        errors = str(response.context["adminform"].form.errors)
    return {"status": response.status_code, "errors": errors}


def main() -> None:
    client = Client()
    for line in sys.stdin:
        print(json.dumps(answer(json.loads(line), client)), flush=True)


if __name__ == "__main__":
    main()
