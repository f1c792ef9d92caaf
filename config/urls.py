from django.contrib import admin
from django.urls import include, path
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language

handler500 = "kernel.outage.server_error"

urlpatterns = [
    # The language switch on every page. Pages everyone sees alike are kept by shared caches
    # and so carry no CSRF token; choosing a language changes nothing but the visitor's own
    # pages, so it is the one form that needs none.
    path("language/", csrf_exempt(set_language), name="set_language"),
    # The games first: a league night's spectators poll a live game hundreds of times a
    # second, and the patterns are tried in order (no two of these two lists match alike).
    path("", include("scoring.urls")),
    path("", include("kernel.urls")),
    path("leagues/", include("leagues.urls")),
    path("clubs/", include("clubs.urls")),
    path("people/", include("people.urls")),
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
]
