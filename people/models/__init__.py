"""The people app's models, in their one import order: the book (the door), the ratings and
merges as they stand, the rated results (and how they are recorded), the persons."""

from people.models.book import RatingBook
from people.models.persons import Person
from people.models.results import RatedResult, Rebuilt, Seat
from people.models.standing import Alias, PersonRating

__all__ = ["Alias", "Person", "PersonRating", "RatedResult", "RatingBook", "Rebuilt", "Seat"]
