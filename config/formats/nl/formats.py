# As Dutch writes a date: months and days in lower case ("do 1 okt"), no comma after the day.
DATE_FORMAT = "l j F Y"
DATETIME_FORMAT = "j b Y, H:i"
SHORT_DATETIME_FORMAT = "D j b, H:i"
SHORT_DATE_FORMAT = "D j b"
MONTH_DAY_FORMAT = "j b"
YEAR_MONTH_FORMAT = "F Y"
