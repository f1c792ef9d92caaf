# Cards become rows (issue 12), step 2 of 3: every card's four lists (games, pairs, lineup,
# scored_games) become one CardGame row per game, nothing lost; who sent each card is worked
# out; and each fixture is left with one live version. Tested on a populated database in
# tests/leagues/test_card_rows_migration.py.

from django.db import migrations

SUPERSEDED, CONFIRMED = 'superseded', 'confirmed'


def _padded(values, count, empty):
    return list(values or [])[:count] + [empty] * (count - len(values or []))


def _pair(ids, players):
    """Two player ids that still exist, or none (a pair is two players or not given)."""
    ids = [pk for pk in (ids or []) if pk in players]
    return ids if len(ids) == 2 else [None, None]


def cards_to_rows(apps, schema_editor):
    MatchCard = apps.get_model('leagues', 'MatchCard')
    CardGame = apps.get_model('leagues', 'CardGame')
    Player = apps.get_model('leagues', 'Player')
    Game = apps.get_model('scoring', 'Game')
    Team = apps.get_model('leagues', 'Team')
    players = set(Player.objects.values_list('pk', flat=True))
    captains = {}  # team pk -> its captains' user pks
    for team_pk, user_pk in Team.captains.through.objects.values_list('team_id', 'user_id'):
        captains.setdefault(team_pk, set()).add(user_pk)
    rows = []
    cards = MatchCard.objects.select_related('fixture').order_by('fixture', 'version')
    for card in cards.iterator(chunk_size=500):
        count = len(card.old_games)
        pairs = _padded(card.pairs, count, ['', ''])
        lineup = _padded(card.lineup, count, [[], []])
        linked = _padded(card.scored_games, count, '')
        games = dict(Game.objects.filter(public_id__in=[g for g in linked if g]).values_list('public_id', 'pk'))
        for number, ((home, away), pair, sides, public_id) in enumerate(
            zip(card.old_games, pairs, lineup, linked), start=1
        ):
            home_players, away_players = _pair(sides[0], players), _pair(sides[1], players)
            rows.append(CardGame(
                card_id=card.pk, number=number, home_score=home, away_score=away,
                home_pair=pair[0] or '', away_pair=pair[1] or '',
                home_player_1_id=home_players[0], home_player_2_id=home_players[1],
                away_player_1_id=away_players[0], away_player_2_id=away_players[1],
                game_id=games.get(public_id),
            ))
        card.sent_by = _sender(card, captains)
        card.save(update_fields=['sent_by'])
        if len(rows) >= 2000:
            CardGame.objects.bulk_create(rows)
            rows = []
    CardGame.objects.bulk_create(rows)
    _one_live_version(MatchCard)


def _sender(card, captains) -> str:
    """The side whose captain entered the card; else the league (its secretary, a file)."""
    for side in ('home', 'away'):
        if card.entered_by_id in captains.get(getattr(card.fixture, f'{side}_id'), ()):
            if card.status != CONFIRMED or card.confirmed_by_id != card.entered_by_id:
                return side
    return 'league'


def _one_live_version(MatchCard):
    """Older versions stop standing, as a new version always made them; the one exception
    kept is the newest confirmed card, which the table counts today (a confirm that raced a
    correction could leave it behind a newer card): it stays until a newer one is confirmed,
    so no table changes."""
    newest, confirmed = {}, {}
    for pk, fixture, status in MatchCard.objects.order_by('fixture', 'version').values_list('pk', 'fixture', 'status'):
        newest[fixture] = pk
        if status == CONFIRMED:
            confirmed[fixture] = pk
    keep = set(newest.values()) | set(confirmed.values())
    MatchCard.objects.exclude(pk__in=keep).exclude(status=SUPERSEDED).update(status=SUPERSEDED)


def rows_to_cards(apps, schema_editor):
    """Back again: the rows become the four lists (the statuses stay as they are)."""
    MatchCard = apps.get_model('leagues', 'MatchCard')
    Game = apps.get_model('scoring', 'Game')
    public = dict(Game.objects.values_list('pk', 'public_id'))
    for card in MatchCard.objects.prefetch_related('games'):
        rows = sorted(card.games.all(), key=lambda row: row.number)
        card.old_games = [[row.home_score, row.away_score] for row in rows]
        card.pairs = [[row.home_pair, row.away_pair] for row in rows]
        card.lineup = [
            [[pk for pk in (row.home_player_1_id, row.home_player_2_id) if pk],
             [pk for pk in (row.away_player_1_id, row.away_player_2_id) if pk]]
            for row in rows
        ]
        card.scored_games = [public.get(row.game_id, '') for row in rows]
        card.save(update_fields=['old_games', 'pairs', 'lineup', 'scored_games'])
    apps.get_model('leagues', 'CardGame').objects.all().delete()  # so forward again starts clean


class Migration(migrations.Migration):

    dependencies = [
        ('leagues', '0005_card_rows'),
    ]

    operations = [migrations.RunPython(cards_to_rows, rows_to_cards)]
