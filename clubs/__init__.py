"""Club nights: whoever turns up plays, partners and tables drawn each round (docs/clubs.md)."""
