"""Names in the order their players' language lists them, not by code point (no collation
library is installed, and PyICU would be a compiled dependency for a few lists of names).

`name_key(name, language)` sorts a list the way a phone book of that language does, well
enough for names:

- Case does not count (casefolded): "de Vries" files beside "De Boer".
- An accented letter files with its base letter, and after it where two names differ only
  in the accent ("Elise", "Élise", "Elisa" → "Elisa", "Elise", "Élise"): what Italian, Dutch
  and English lists do. Letters with no decomposition file with their base too (đ, ø, ł).
- A language whose alphabet has letters of its own files them after the base they follow,
  as their own letters: Croatian č and ć after c, dž and đ after d, lj after l, nj after n,
  š after s, ž after z ("Cvek" before "Čačić"); Persian and Urdu their letters that Unicode
  codes after the Arabic ones (پ after ب, گ after ک, ی last, Urdu's ٹ ڈ ڑ ں ھ ے in place).

Plain Python, for the rules cores and the pages alike."""

import unicodedata

# The letters Persian and Urdu share that Unicode codes after every Arabic letter.
PERSO_ARABIC = {
    "پ": ("ب", 1),
    "چ": ("ج", 1),
    "ژ": ("ز", 1),
    "ک": ("ق", 1),
    "ك": ("ق", 1),  # the Arabic kaf a keyboard may type
    "گ": ("ق", 2),
}
# A letter of the language's own alphabet, filed after `base` as the `rank`th letter after it.
TAILORINGS: dict[str, dict[str, tuple[str, int]]] = {
    "hr": {
        "č": ("c", 1),
        "ć": ("c", 2),
        "dž": ("d", 1),
        "đ": ("d", 2),
        "lj": ("l", 1),
        "nj": ("n", 1),
        "š": ("s", 1),
        "ž": ("z", 1),
    },
    # Persian: ا ب پ ت ث ج چ ح خ د ذ ر ز ژ س ش ص ض ط ظ ع غ ف ق ک گ ل م ن و ه ی.
    "fa": {**PERSO_ARABIC, "و": ("ن", 1), "ی": ("ه", 1), "ي": ("ه", 1), "ى": ("ه", 1)},
    # Urdu: ا ب پ ت ٹ ث ج چ ح خ د ڈ ذ ر ڑ ز ژ س ش ص ض ط ظ ع غ ف ق ک گ ل م ن ں و ہ ھ ء ی ے.
    "ur": {
        **PERSO_ARABIC,
        **{"ٹ": ("ت", 1), "ڈ": ("د", 1), "ڑ": ("ر", 1)},
        **{"ں": ("ن", 1), "و": ("ن", 2), "ہ": ("ن", 3), "ه": ("ن", 3), "ھ": ("ن", 4)},
        **{"ء": ("ن", 5), "ی": ("ن", 6), "ي": ("ن", 6), "ے": ("ن", 7)},
    },
}
# Latin letters Unicode does not decompose, filed with the letter they are written from.
BASES = {"đ": "d", "ø": "o", "ł": "l", "ħ": "h", "ı": "i", "ŧ": "t"}


def name_key(name: str, language: str | None = None) -> tuple:
    """What sorts `name` as a list in `language` ("hr", "hr-hr", or None for no tailoring)
    files it: the letters first, then the accents, then the name as written (so two names
    that differ only in case still come in one fixed order)."""
    tailoring = TAILORINGS.get((language or "").split("-")[0].lower(), {})
    letters, accents = [], []
    text = unicodedata.normalize("NFC", name.casefold())
    index = 0
    while index < len(text):
        pair = text[index : index + 2]
        if len(pair) == 2 and pair in tailoring:
            letters.append(tailoring[pair])
            accents.append("")
            index += 2
            continue
        letter, accent = _filed(text[index], tailoring)
        letters.append(letter)
        accents.append(accent)
        index += 1
    return tuple(letters), tuple(accents), name


def _filed(char: str, tailoring: dict[str, tuple[str, int]]) -> tuple[tuple[str, int], str]:
    """A character's place among the letters, and its accent (for names that differ only
    there): its language's own letter, or its base letter and the marks on it."""
    if char in tailoring:
        return tailoring[char], ""
    if char in BASES:
        return (BASES[char], 0), char
    decomposed = unicodedata.normalize("NFD", char)
    base, marks = decomposed[0], decomposed[1:]
    return tailoring.get(base, (base, 0)), marks
