# As English (config/formats/en), in Italian's order and names, days and months in lower case
# ("mar 24 nov"; Django's "M" would capitalise the month: "b" keeps it as Italian writes it).
DATE_FORMAT = "l j F Y"
DATETIME_FORMAT = "j b Y, H:i"
SHORT_DATETIME_FORMAT = "D j b, H:i"
SHORT_DATE_FORMAT = "D j b"
MONTH_DAY_FORMAT = "j b"
YEAR_MONTH_FORMAT = "F Y"
