"""The people pages' forms: a name searched for (the persons' index, the other person of a
merge), a merge as it is confirmed, naming both persons, and the persons who sat at a scored
game."""

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from kernel.forms import REQUIRED, SaysWhatIsMissing
from people.models import Person
from people.models.persons import LONGEST_NAME


class NameSearch(forms.Form):
    """A name, or part of one; empty lists everyone."""

    q = forms.CharField(label=_("Name"), required=False, max_length=LONGEST_NAME)

    def words(self) -> str:
        return self.cleaned_data["q"] if self.is_valid() else ""


class MergeForm(SaysWhatIsMissing):
    """A merge as confirmed: both persons named, so the same form sent twice (a double tap, a
    reload) asks for the same merge, which is then made once (Person.merge_into)."""

    merged = forms.IntegerField(label=_("The person merged"), min_value=1, widget=forms.HiddenInput)
    into = forms.IntegerField(label=_("The person kept"), min_value=1, widget=forms.HiddenInput)


class SeatsForm(forms.Form):
    """Each seat of a scored game named as a person: by their name as the players' list has it
    (/people/), or by their number (the end of their page's address) when two share a name."""

    def __init__(self, seats: list[tuple[str, list[str]]], *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.seats = seats
        for side, (_side_name, players) in enumerate(seats):
            for seat, player in enumerate(players):
                self.fields[f"seat-{side}-{seat}"] = forms.CharField(
                    label=player,
                    max_length=LONGEST_NAME,
                    initial=player,
                    error_messages={"required": format_lazy(REQUIRED, field=player)},
                )

    def sides(self) -> list[tuple[str, list]]:
        """Each side's name and its seats' fields, for the page."""
        return [
            (name, [self[f"seat-{side}-{seat}"] for seat in range(len(players))])
            for side, (name, players) in enumerate(self.seats)
        ]

    def clean(self) -> dict:
        data = super().clean()
        persons, named = [], set()
        for side, (_side_name, players) in enumerate(self.seats):
            persons.append([])
            for seat in range(len(players)):
                field = f"seat-{side}-{seat}"
                person = self._person(field, data.get(field, ""))
                if person is None:
                    continue
                if person.pk in named:
                    message = _("%(name)s is on two seats: each player sits once.")
                    self.add_error(field, message % {"name": person.name})
                named.add(person.pk)
                persons[side].append(person.pk)
        data["persons"] = persons
        return data

    def _person(self, field: str, typed: str):
        typed = typed.strip()
        if not typed:
            return None
        kept = Person.objects.kept()
        # Digits are a person's number (short enough to be one: no database error on a long
        # run of them); anything else a name, matched whole.
        found = list(
            kept.filter(pk=int(typed))
            if typed.isdecimal() and len(typed) < 10
            else kept.filter(name__iexact=typed)[:2]
        )
        if len(found) == 1:
            return found[0]
        if found:
            message = _(
                "Several players are called “%(name)s”: type the number of the one who played "
                "(the end of their page's address)."
            )
        else:
            message = _(
                "Nobody is called “%(name)s” on the players' list: type the name as it has it."
            )
        self.add_error(field, message % {"name": typed})
        return None
