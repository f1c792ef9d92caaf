"""The pages' date formats by language (settings.FORMAT_MODULE_PATH), in the names Django
gives them, so a template asks for a kind of date ("SHORT_DATE_FORMAT") and each language
writes it its own way: Persian and Urdu with their own comma ("۳ سپتامبر، ۲۰:۰۰"), where a
format written into a template gave them a Latin one."""
