from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("", include("scoring.urls")),
    path("leagues/", include("leagues.urls")),
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
]
