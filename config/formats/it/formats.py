# As English (config/formats/en), in Italian's order and names.
DATE_FORMAT = "l j F Y"
DATETIME_FORMAT = "j M Y, H:i"
SHORT_DATETIME_FORMAT = "D j M, H:i"
SHORT_DATE_FORMAT = "D j M"
MONTH_DAY_FORMAT = "j M"
YEAR_MONTH_FORMAT = "F Y"
