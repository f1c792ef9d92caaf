# A fixture's day in full; when a card was sent or a change made; a fixture's day in a list;
# a day in a list; a month of results.
DATE_FORMAT = "l j F Y"
DATETIME_FORMAT = "j M Y, H:i"
SHORT_DATETIME_FORMAT = "D j M, H:i"
SHORT_DATE_FORMAT = "D j M"
MONTH_DAY_FORMAT = "j M"
YEAR_MONTH_FORMAT = "F Y"
