"""The import page's form: a league file (pegboard-league/2, or /1) uploaded from the browser, read
as `manage.py importleague` reads it and refused for the same reasons, in the players' words."""

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.sizes import LARGEST_UPLOAD
from kernel.words import in_words
from leagues.importing import NotALeagueFile, league_from_text
from leagues.rules.league_file import LeagueFileError

SHOWN = 10  # problems of a wrong league file shown

NOT_A_LEAGUE_FILE = {
    "json": _("That is not a league file: it is not valid JSON (line %(line)s)."),
    "nested": _("That is not a league file: it is nested too deeply to read."),
    "digits": _("That is not a league file: a number in it is thousands of digits long."),
}


class LeagueFileForm(forms.Form):
    file = forms.FileField(
        label=_("League file (.json)"),
        help_text=_("A pegboard-league/2 file (or /1), as a league's secretary keeps one."),
        error_messages={"required": _("Choose a league file to import.")},
    )

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > LARGEST_UPLOAD:
            raise forms.ValidationError(gettext("That file is too big for a league file."))
        try:
            text = upload.read().decode("utf-8")
        except UnicodeDecodeError:
            raise forms.ValidationError(
                gettext("That file is not text: choose a league file (.json).")
            ) from None
        try:
            self.cleaned_data["league"] = league_from_text(text)
        except NotALeagueFile as error:
            message = str(NOT_A_LEAGUE_FILE[error.why]) % {"line": error.line}
            raise forms.ValidationError(message) from None
        except LeagueFileError as error:
            # A file may be wrong a thousand times over: the first few say what to fix.
            problems = [in_words(problem) for problem in error.problems[:SHOWN]]
            if len(error.problems) > SHOWN:
                problems.append(gettext("The file has more problems: fix these first."))
            raise forms.ValidationError(problems) from None
        return upload
