"""The people pages' forms: a name searched for (the persons' index, the other person of a
merge), and a merge as it is confirmed, naming both persons."""

from django import forms
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
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
