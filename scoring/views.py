from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from scoring.demo import demo_record, scoresheet
from scoring.rules import games


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    context = {"games": games().values(), "demo": scoresheet(demo_record())}
    return render(request, "scoring/home.html", context)
