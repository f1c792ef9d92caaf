"""A link whose game id cannot be one (a NUL, a slash, too long) names no game: every game
page answers 404 without asking the database, which on PostgreSQL refuses a NUL in text."""

import pytest

pytestmark = pytest.mark.django_db
PAGES = ["", "qr.svg", "record.json", "hands.csv", "score/secret/", "score/secret/changes/"]


@pytest.mark.parametrize("public_id", ["%00", "a%00b", "x" * 17, "a.b", "%C3%A9"])
def test_a_link_that_names_no_possible_game_answers_404(
    client, public_id, django_assert_num_queries
):
    for page in PAGES:
        with django_assert_num_queries(0):
            assert client.get(f"/g/{public_id}/{page}").status_code == 404, page
