"""The Klaverjas variant, its house rules and its roem figures against docs/variants.md and
docs/rules/klaverjas.md, checked as `built_afresh` builds them, inside the test."""

import pytest

from .helpers import built_afresh


def test_the_klaverjas_variant_and_its_defaults():
    module = built_afresh("scoring.rules.bela.klaverjas")
    fold = object()
    spec = module.klaverjas_variant(fold)
    assert (spec.game, spec.id, spec.side_counts, spec.side_word) == (
        "bela",
        "klaverjas",
        (2,),
        "team",
    )
    assert spec.title == "Klaverjas (Dutch, four-handed)"
    assert spec.summary == (
        "Two teams, 162 a deal with roem; the players must make more than the others or "
        "go nat. A boom of 16 deals, or to 1500."
    )
    assert spec.defaults == {
        "end": "boom",
        "deals": 16,
        "target": 1500,
        "tie": "nat",
        "four_of_a_kind": "tens",
        "pit_bonus": 100,
        "pit_by": "any",
        "revoke_roem": "all",
        "double_roem": False,
        "kraak_scoring": "whole",
        "revoke_pit": False,
    }
    assert list(spec.options) == list(spec.defaults)
    traits = spec.traits
    assert (traits.players, traits.tricks, traits.cards_each, spec.fold) == (4, 8, 8, fold)
    deal = built_afresh("scoring.rules.bela.variants").DEAL_POINTS  # K1, Croatian Bela's too
    assert (deal, module.STUK, module.TRICKS, module.DOUBLINGS) == (
        162,
        20,
        8,
        (2, 4, 8),
    )


def test_the_house_rules_read_what_the_docs_list():
    options = built_afresh("scoring.rules.bela.klaverjas").OPTIONS
    read = {key: option.read for key, option in options.items()}
    assert read["end"].choices == ("boom", "points")
    assert read["tie"].choices == ("nat", "made")
    assert read["four_of_a_kind"].choices == ("tens", "faces", "nines")
    assert read["revoke_roem"].choices == ("all", "own")
    assert read["pit_by"].choices == ("any", "maker")
    assert read["double_roem"].kind == "boolean"
    assert read["kraak_scoring"].choices == ("whole", "each")
    assert read["revoke_pit"].kind == "boolean"
    assert (read["deals"].minimum, read["deals"].maximum) == (1, 100)
    assert (read["pit_bonus"].minimum, read["pit_bonus"].maximum) == (0, 500)
    assert read["target"].minimum == 1
    assert all(option.meaning for option in options.values())


@pytest.mark.parametrize(
    ("choice", "ranks", "most"),
    [
        ("tens", ("A", "K", "Q", "10"), 200 + 400 + 150),
        ("faces", ("A", "K", "Q"), 200 + 300 + 200),
        ("nines", ("A", "K", "Q", "10", "9"), 200 + 500 + 100),
    ],
)
def test_which_four_of_a_kind_count_and_the_most_roem_a_deal_holds(choice, ranks, most):
    klaverjas = built_afresh("scoring.rules.bela.klaverjas")
    roem = built_afresh("scoring.rules.bela.klaverjas_roem")
    options = {"four_of_a_kind": choice}
    assert klaverjas.four_of_a_kind_ranks(options) == ranks
    assert roem.most_roem(options) == most
    counted = roem.kinds_counted(options)
    assert counted[:3] == ("three", "four", "four_jacks") and counted[-1] == "stuk"
    assert len(counted) == 4 + len(ranks)


def test_what_each_roem_is_worth():
    roem = built_afresh("scoring.rules.bela.klaverjas_roem")
    worth = {kind: roem.roem_value(kind) for kind in roem.KINDS}
    assert worth == {
        "three": 20,
        "four": 50,
        "four_jacks": 200,
        "four_aces": 100,
        "four_kings": 100,
        "four_queens": 100,
        "four_tens": 100,
        "four_nines": 100,
        "stuk": 20,
    }
    assert set(roem.KIND_WORDS) == set(roem.KINDS)


@pytest.mark.parametrize(
    ("points", "made"),
    [
        (0, True),
        (10, False),
        (20, True),
        (25, False),
        (30, False),
        (40, True),
        (50, True),
        (70, True),
        (90, True),
        (200, True),
        (-20, False),
    ],
)
def test_roem_totals_that_can_be_made(points, made):
    assert built_afresh("scoring.rules.bela.klaverjas_roem").can_be_made(points) is made


def test_the_entry_form_reads_the_klaverjas_facts():
    facts = built_afresh("scoring.rules.bela.facts")
    assert (facts.DEAL_POINTS, facts.DOUBLINGS) == (162, (2, 4, 8))
    assert "four_tens" not in facts.kinds_counted({"four_of_a_kind": "faces"})
    assert facts.roem_value("four_jacks") == 200
