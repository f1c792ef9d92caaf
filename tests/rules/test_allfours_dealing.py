from scoring.rules.allfours.dealing import next_dealer


def test_the_deal_passes_round_the_sides():
    assert next_dealer(("A", "B", "C"), "B", []) == "B"
    assert next_dealer(("A", "B", "C"), "B", [{"dealer": "B"}]) == "C"
    assert next_dealer(("A", "B", "C"), "B", [{"dealer": "C"}]) == "A"


def test_the_same_dealer_deals_again_after_a_misdeal_or_a_run_out_pack():
    misdeal = {"dealer": "A", "penalties": [{"kind": "misdeal", "side": "A"}]}
    assert next_dealer(("A", "B"), "A", [misdeal]) == "A"
    assert next_dealer(("A", "B"), "A", [{"dealer": "B", "redeal": True}]) == "B"
