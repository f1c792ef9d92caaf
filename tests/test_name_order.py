"""Names in the order their players' language lists them (kernel/collation.py), checked
against the lists a phone book of each language prints."""

import pytest

from kernel.collation import name_key


def listed(names, language=None):
    return sorted(names, key=lambda name: name_key(name, language))


def test_croatian_files_its_own_letters_after_their_bases():
    names = ["Žarko", "Zoran", "Šime", "Sanja", "Đuro", "Dario", "Ćiro", "Čedo", "Cvita"]
    assert listed(names, "hr") == [
        "Cvita", "Čedo", "Ćiro", "Dario", "Đuro", "Sanja", "Šime", "Zoran", "Žarko"
    ]  # fmt: skip


def test_croatian_files_lj_nj_and_dz_as_letters_of_their_own():
    assert listed(["Ljubo", "Luka", "Lana"], "hr") == ["Lana", "Luka", "Ljubo"]
    assert listed(["Njegoš", "Nuša", "Nada"], "hr") == ["Nada", "Nuša", "Njegoš"]
    assert listed(["Džemal", "Dubravka"], "hr-hr") == ["Dubravka", "Džemal"]


def test_elsewhere_an_accent_files_with_its_base_letter_after_the_plain_one():
    names = ["Zoë", "Élise", "Elisa", "Elise", "Ärne", "Bo", "Arne"]
    for language in (None, "it", "nl", "en"):
        assert listed(names, language) == ["Arne", "Ärne", "Bo", "Elisa", "Elise", "Élise", "Zoë"]
    assert listed(["Čedo", "Cvita", "Dario"], "it") == ["Čedo", "Cvita", "Dario"]


def test_case_does_not_count_but_keeps_one_order():
    assert listed(["de Vries", "De Boer", "Dam"], "nl") == ["Dam", "De Boer", "de Vries"]
    assert listed(["ann", "Ann"]) == listed(["Ann", "ann"])


@pytest.mark.parametrize("language", ["fa", "ur"])
def test_persian_and_urdu_file_their_own_letters_in_their_alphabets_place(language):
    # پ after ب (Unicode codes it after every Arabic letter), گ after ک, ی last.
    assert listed(["یاسمن", "پری", "بهار", "گلناز", "کامران", "لیلا"], language) == [
        "بهار", "پری", "کامران", "گلناز", "لیلا", "یاسمن"
    ]  # fmt: skip


def test_urdu_files_its_retroflex_letters_after_their_bases():
    assert listed(["ثنا", "ٹیپو", "تابش"], "ur") == ["تابش", "ٹیپو", "ثنا"]
