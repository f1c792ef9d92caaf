"""Card clubs and their nights: whoever turns up plays, partners and tables drawn each round
(docs/clubs.md). A sibling of `leagues`, above `scoring`, sharing the kernel."""
