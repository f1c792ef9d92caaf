"""The installable scorer: the manifest, the service worker served from the site root with the
app shell it keeps, and the page for a page never kept."""

import json
import re

import pytest
from django.templatetags.static import static
from django.urls import reverse

from kernel.pwa import APP_SHELL

pytestmark = pytest.mark.django_db


def test_the_service_worker_is_served_from_the_root_for_the_whole_site(client):
    response = client.get("/sw.js")
    body = response.content.decode()
    assert response.status_code == 200 and response["Content-Type"].startswith("text/javascript")
    assert response["Service-Worker-Allowed"] == "/" and response["Cache-Control"] == "no-cache"
    version = re.search(r'const VERSION = "([0-9a-f]{12})"', body).group(1)
    for path in APP_SHELL:
        assert f'"{static(path)}"' in body, path
    assert f'"{reverse("offline")}"' in body
    assert f'importScripts("{static("js/outbox-core.js")}")' in body
    assert version in client.get("/sw.js").content.decode()  # the same files, the same cache


def test_the_manifest_makes_the_scorer_installable(client):
    response = client.get(reverse("manifest"))
    manifest = json.loads(response.content)
    assert response["Content-Type"] == "application/manifest+json"
    assert manifest["display"] == "standalone" and manifest["scope"] == "/"
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])
    page = client.get(reverse("scoring-home")).content.decode()
    assert f'<link rel="manifest" href="{reverse("manifest")}">' in page
    urdu = json.loads(client.get(reverse("manifest"), headers={"Accept-Language": "ur"}).content)
    assert (urdu["lang"], urdu["dir"]) == ("ur", "rtl")
    assert urdu["description"] != manifest["description"]  # (in Urdu)


def test_the_offline_page_says_what_was_not_sent(client):
    page = client.get(reverse("offline")).content.decode()
    assert "No signal" in page and "was <strong>not sent</strong>" in page
