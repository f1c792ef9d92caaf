"""The site's URLs plus the yardsticks: a bare view that does one INSERT, and one that does one
SELECT, on the same server and database. They live here, never in the app."""

from django.db import connection
from django.http import HttpResponse
from django.urls import include, path
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt
def bare_insert(request):
    with connection.cursor() as cursor:
        cursor.execute("INSERT INTO bench_row (value) VALUES (%s)", [request.POST.get("v", "x")])
    return HttpResponse("ok")


def bare_select(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return HttpResponse("ok")


urlpatterns = [
    path("bench/insert/", bare_insert),
    path("bench/select/", bare_select),
    path("", include("config.urls")),
]
