# As Croatian writes a date: the day with a full stop, the month as a number or in the
# genitive ("1. listopada 2026."), the year with a full stop of its own.
DATE_FORMAT = "l, j. E Y."
DATETIME_FORMAT = "j. n. Y., H:i"
SHORT_DATETIME_FORMAT = "D, j. n., H:i"
SHORT_DATE_FORMAT = "D, j. n."
MONTH_DAY_FORMAT = "j. n."
YEAR_MONTH_FORMAT = "F Y."
