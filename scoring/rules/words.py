"""The games' own words in a message (kernel/said.py): a side named by its id, sides listed, an
option's choices. The JSON note reads each by its id (the record's own word for it); a page
says it in the players' words (scoring/sheets.py teaches kernel/words.py `in_words` how)."""


class Side(str):
    """A side's id where a message names the side: the JSON note reads the id (the record's
    own word for it), a page reads the side's name (scoring/sheets.py)."""


class Sides(tuple):
    """Sides' ids listed in a message ("A, B" in the JSON note), their names on a page."""

    def __str__(self) -> str:
        return ", ".join(self)


class OptionChoices(tuple):
    """An option's choices listed in a message: their ids in the JSON note ("boom, points"),
    their words on a page ("a boom of deals or to the target", scoring/option_words.py)."""

    def __new__(cls, key: str, ids):
        listing = super().__new__(cls, ids)
        listing.key = key
        return listing

    def __str__(self) -> str:
        return ", ".join(self)


def listed_sides(ids) -> Sides:
    return Sides(Side(side) for side in ids)
