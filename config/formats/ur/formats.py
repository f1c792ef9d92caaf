# As English (config/formats/en), with the month's name in full (Urdu has no short names)
# and the Urdu comma "،".
DATE_FORMAT = "l j F Y"
DATETIME_FORMAT = "j F Y، H:i"
SHORT_DATETIME_FORMAT = "l j F، H:i"
SHORT_DATE_FORMAT = "l j F"
MONTH_DAY_FORMAT = "j F"
YEAR_MONTH_FORMAT = "F Y"
