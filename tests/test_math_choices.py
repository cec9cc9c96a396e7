"""Multiple choice: the letter a completion commits to, and whether anything beside or after it rules it out,
offers another option or marks it wrong (reward_plugins/math/choices.py)."""

import pytest

PRIME = "Which number is prime?\nA. 21\nB. 27\nC. 29\nD. 33\nAnswer with the letter."
PRIME_OPEN = "Which number is prime?\nA. 21\nB. 27\nC. 29\nD. 33"
PRIME_INLINE = "Which is prime? (A) 4 (B) 7 (C) 9 (D) 15. Answer with the letter."
PRIME_RU = "Какое число простое?\nА) 21\nБ) 27\nВ) 29\nГ) 33"
PRIME_EL = "Ποιος αριθμός είναι πρώτος;\nΑ) 21\nΒ) 27\nΓ) 29\nΔ) 33"
PRIME_HI = "कौन सी संख्या अभाज्य है?\n(क) 21\n(ख) 27\n(ग) 29\n(घ) 33"


def _judged(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# A letter in a clause that negates it, or followed by a negation that ends its clause, is ruled out, not chosen, in
# the languages read; letters each ruled out before the one a line ends on leave that one chosen.
NEGATED_LETTER = [
    (PRIME_INLINE, "Checking each.\nThe answer: not B.", "B", False),
    (PRIME_OPEN, "The answer is not C.", "C", False),
    (PRIME_OPEN, "Answer: definitely not (C).", "C", False),
    (PRIME_OPEN, "Antwort: nicht C", "C", False),
    (PRIME_OPEN, "Réponse : pas C", "C", False),
    (PRIME_OPEN, "Ответ: не C", "C", False),
    (PRIME_OPEN, "答案：不是C", "C", False),
    (PRIME_RU, "Ответ: не В", "В", False),
    (PRIME_EL, "Απάντηση: όχι Γ", "Γ", False),
    (PRIME_OPEN, "The answer: not C, but B.", "C", False),
    (PRIME_OPEN, "Antwort: C nicht", "C", False),
    (PRIME_OPEN, "Cevap: C değil", "C", False),
    (PRIME_OPEN, "정답: C가 아니다", "C", False),
    (PRIME_HI, "उत्तर: ग नहीं", "ग", False),
    (PRIME_OPEN, "Answer: C? No.", "C", False),
    (PRIME_OPEN, "Answer: C — no.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nNo.", "C", False),
    (PRIME_OPEN, "Answer: 29 nicht", "C", False),
    (PRIME_OPEN, "Answer: C, no doubt.", "C", True),
    (PRIME_OPEN, "Since 21 is not prime, the answer is 29, option C.", "C", True),
    (PRIME_HI, "उत्तर: (ग)", "ग", True),
    (PRIME_OPEN, "Answer: B, not C", "C", False),
    (PRIME, "Answer: not A, not B, not D — so C", "C", True),
    (PRIME_OPEN, "Answer: not D, it is C", "C", True),
    (PRIME_OPEN, "Answer: C, not D", "C", True),
    (PRIME_OPEN, "Answer: C\n\nWhy not D? 33 = 3 × 11.", "C", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", NEGATED_LETTER)
def test_a_negated_letter_is_not_chosen(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


# Another option held open in the answer's own words or after it -- by an alternative, a possibility, a condition, a
# chance in percent, a word that calls it right beside the chosen one, or a sentence about it alone with no working
# and nothing that rules it out -- is a second answer, in the languages read; options explained or ruled out after the
# answer ("D would be wrong since …", "D is also composite: 33 = 3·11", "D is a trap.") are not.
OTHER_OPTION_OFFERED = [
    (PRIME, "Answer: C (29) — or possibly D.", "C", False),
    (PRIME, "Answer: C\n\nAlthough D is also defensible.", "C", False),
    (PRIME_OPEN, "Answer: C (29), or alternatively D (33).", "C", False),
    (PRIME_OPEN, "Answer: C\n\nAnother possibility is D.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nD also works.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nP.S. If the question meant composite, D.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nIf I had to pick a second, D.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nConfidence: C 60%, D 40%", "C", False),
    (PRIME_OPEN, "Answer: C (60%) / D (40%)", "C", False),
    (PRIME_OPEN, "Answer: C\n\nThe book says D.", "C", False),
    (PRIME_OPEN, "Answer: C. (D for the harder version.)", "C", False),
    (PRIME_OPEN, "Answer: C\n\nOthers may say D.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nD is a trap.", "C", True),
    (PRIME_OPEN, "Answer: C\n\nA and B are divisible by 3, and so is D.", "C", True),
    (PRIME_OPEN, "Answer: C\n\nD is correct.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nC is right, and D is right as well.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nI was torn between C and D.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nD ist auch richtig.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nD est aussi possible.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nD también es correcta.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nD тоже подходит.", "C", False),
    (PRIME_OPEN, "Answer: C\n\nD也可以。", "C", False),
    (PRIME_RU, "Ответ: В\n\nХотя Г тоже возможно.", "В", False),
    (PRIME, "Answer: C\n\nD would be wrong since 33 = 3·11.", "C", True),
    (PRIME_OPEN, "Answer: C\n\nD is also composite: 33 = 3·11.", "C", True),
    (PRIME_OPEN, "Answer: C\n\nOnly C is right: A, B and D are composite.", "C", True),
    (PRIME_OPEN, "Answer: C\n\nD is too big to be prime.", "C", True),
    (PRIME_OPEN, "Answer: C\n\nThough D is tempting, 33 = 3·11.", "C", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", OTHER_OPTION_OFFERED)
def test_another_option_held_open_is_a_second_answer(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


# A mark of wrongness beside the chosen letter or its option, or alone after it, withdraws it; a checklist that marks
# the other options wrong does not.
MARKED_WRONG = [
    (PRIME, "Answer: C ✗", "C", False),
    (PRIME_OPEN, "Answer: C ❌", "C", False),
    (PRIME_OPEN, "Answer: C ✘", "C", False),
    (PRIME_OPEN, "Answer: 29 ✗", "C", False),
    (PRIME_OPEN, "\\boxed{C}\n\n❌", "C", False),
    (PRIME_OPEN, "Answer: C ✗ (a guess)", "C", False),
    (PRIME_OPEN, "Answer: c ✗", "C", False),
    (PRIME_OPEN, "Answer: C ✔", "C", True),
    (PRIME_OPEN, "Answer: C\n\n29 is a prime ✓", "C", True),
    (PRIME_OPEN, "A ✗ (21 = 3·7)\nB ✗ (27 = 3³)\nC ✓\nD ✗ (33 = 3·11)\n\nAnswer: C", "C", True),
    (PRIME_OPEN, "Answer: C\n\nA ✗, B ✗, D ✗: all composite.", "C", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", MARKED_WRONG)
def test_a_letter_marked_wrong_is_withdrawn(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


# Several letters, a letter with another option's text, a letter only inside the reasoning: not one answer given.
NOT_ONE_OPTION = [
    (PRIME_OPEN, "Answer: C and D", "C"),
    (PRIME_OPEN, "Answer: C/D", "C"),
    (PRIME_OPEN, "Answer: either C or D", "C"),
    (PRIME_OPEN, "**C** or **D**", "C"),
    (PRIME_OPEN, "Answer: C) 33", "C"),
    (PRIME_OPEN, "Answer: C — 27", "C"),
    (PRIME_OPEN, "Answer: C = 33", "C"),
    (PRIME_OPEN, "Answer: D) 29", "C"),
    (PRIME_OPEN, "Answer: C (29 or 33)", "C"),
    (PRIME_RU, "Ответ: В или Г", "В"),
    (PRIME_EL, "Απάντηση: Γ ή Δ", "Γ"),
    (PRIME_OPEN, "It is not (C), so the answer is (D).", "C"),
    (PRIME_OPEN, "Option (C) is incorrect.", "C"),
    (PRIME_OPEN, "<think>The answer is C.</think>\nI cannot decide.", "C"),
    (PRIME_OPEN, "<think>Answer: C</think>\nThe answer is one of the options.", "C"),
    (PRIME_OPEN, "Answer: C\n\nWait, actually D.", "C"),
    (PRIME_OPEN, "Answer: ~~C~~ D", "C"),
    (PRIME_OPEN, "Answer: Ｄ", "C"),
]


@pytest.mark.parametrize("prompt,completion,gold", NOT_ONE_OPTION)
def test_no_single_right_option_is_not_paid(math_plugin, prompt, completion, gold):
    assert _judged(math_plugin, prompt, completion, gold) != "correct"


# The chosen letter in the spellings a policy writes: full-width, lower case, a look-alike Cyrillic letter, bold.
ONE_OPTION_SPELLED = [
    (PRIME, "29 is prime. **C**", "C"),
    (PRIME, "Answer: Ｃ", "C"),
    (PRIME, "Answer: c", "C"),
    (PRIME_OPEN, "Answer: С", "C"),
    (PRIME_OPEN, "**Answer: (C) 29**", "C"),
    (PRIME_OPEN, "Answer: ~~D~~ C", "C"),
    (PRIME_RU, "Ответ: В", "В"),
    (PRIME_EL, "Απάντηση: Γ", "Γ"),
    (PRIME_OPEN, "Answer: C — 29", "C"),
]


# A Latin letter that looks like one of a Cyrillic prompt's option letters is read as that letter, as a reader sees
# it: "Ответ: B" is В, the third option, not Б.
LOOK_ALIKE_LETTER = [
    ("Какое число простое?\nА) 21\nБ) 29\nВ) 27\nГ) 33", "Ответ: B", "Б", False),
    ("Какое число простое?\nА) 21\nБ) 27\nВ) 29\nГ) 33", "Ответ: B", "В", True),
    ("Какое число простое?\nА) 21\nБ) 29\nВ) 27\nГ) 33", "Ответ: Б", "Б", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", LOOK_ALIKE_LETTER)
def test_a_latin_look_alike_of_an_option_letter_is_that_letter(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


@pytest.mark.parametrize("prompt,completion,gold", ONE_OPTION_SPELLED)
def test_the_chosen_letter_in_any_spelling_is_paid(math_plugin, prompt, completion, gold):
    assert _judged(math_plugin, prompt, completion, gold) == "correct"


# A word between the marker and the answer that affirms it ("surely", "clearly", "definitely") does not qualify it;
# one that doubts or estimates it does.
AFFIRMED = [
    (PRIME_INLINE, "The answer: surely B.", "B", True),
    (PRIME_OPEN, "The answer: definitely C.", "C", True),
    ("What is 6 times 7?", "Answer: certainly 42", "42", True),
    (PRIME_OPEN, "The answer: probably C.", "C", False),
    ("What is 6 times 7?", "Answer: roughly 42", "42", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", AFFIRMED)
def test_an_affirming_word_before_the_answer_does_not_qualify_it(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


# Options written out in words are named by their text too, with or without an article: a second option so named beside
# the chosen letter, or offered after it, is a second answer; an article ("a prime number") is no letter.
SHAPES = "Which shape has 3 sides?\nA. square\nB. pentagon\nC. circle\nD. hexagon\nE. triangle"
FIRST_PRIME = "Which number is prime?\nA. 29\nB. 27\nC. 21\nD. 33"
WORD_OPTIONS = [
    (SHAPES, "Answer: E (triangle)", "E", True),
    (SHAPES, "Answer: a triangle", "E", True),
    (SHAPES, "Answer: the triangle, E", "E", True),
    (SHAPES, "Answer: E (a square)", "E", False),
    (SHAPES, "Answer: the square, E", "E", False),
    (SHAPES, "Answer: E\n\nOr a square.", "E", False),
    (SHAPES, "Answer: E, not a square", "E", True),
    (FIRST_PRIME, "Answer: a prime number", "A", False),
    (FIRST_PRIME, "I think the answer is a tricky one.", "A", False),
    (FIRST_PRIME, "Answer: a", "A", True),
    (FIRST_PRIME, "A (27)", "A", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", WORD_OPTIONS)
def test_an_option_written_in_words_is_named_by_its_text(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


# A letter written with another option's text (or value) is a contradiction, in any phrasing and wherever the text
# stands: before the letter, after it in brackets, after a colon, a dash or a full stop that ends the letter's sentence.
LOG = "Question: What is the value of $\\log_2 64$?\nA. 5\nB. 6\nC. 8\nD. 32\nAnswer:"
LETTER_WITH_OTHER_TEXT = [
    (LOG, "2^6 = 64, so the answer is B. 8", "B", False),
    (LOG, "2^6 = 64, so the answer is B. 8.", "B", False),
    (LOG, "so the answer is (B). 8", "B", False),
    (LOG, "so the answer is B. 8 metres", "B", False),
    (LOG, "Answer: B (8)", "B", False),
    (LOG, "Answer: B: 8", "B", False),
    (LOG, "Answer: (B) — 8", "B", False),
    (LOG, "Answer: 8 (B)", "B", False),
    (LOG, "Answer: B) 8", "6", False),
    (LOG, "2^6 = 64, so the answer is B. 6", "B", True),
    (LOG, "2^6 = 64, so the answer is B. 6.", "B", True),
    (LOG, "Answer: B (6)", "B", True),
    (LOG, "Answer: 6 (B)", "B", True),
    (LOG, "so the answer is B. That is 2^6 = 64.", "B", True),
    # a few words written with the letter that end on another option's value, in its sentence or just after it
    (LOG, "Answer: B → 8", "B", False),
    (LOG, "Answer: B [8]", "B", False),
    (LOG, "Answer: B (=8)", "B", False),
    (LOG, "The answer is B, namely 8.", "B", False),
    (LOG, "Answer: B\nValue: 8", "B", False),
    (LOG, "Answer: B\n\n8", "B", False),
    (LOG, "Answer: B → 6", "B", True),
    (LOG, "The answer is B, namely 6.", "B", True),
    (LOG, "Answer: B\nValue: 6", "B", True),
    (LOG, "Answer: B, not 8", "B", True),
    (LOG, "Answer: B, since 2^6 = 64.", "B", True),
    # the text in brackets glued to the letter, full-width brackets too, and in another alphabet
    (LOG, "答案：B（8）", "B", False),
    (LOG, "Answer: B(8)", "B", False),
    (LOG, "答案：B（6）", "B", True),
    ("log_2 64 は？\nア 5\nイ 6\nウ 8\nエ 32", "答え：イ（8）", "イ", False),
    ("log_2 64 は？\nア 5\nイ 6\nウ 8\nエ 32", "答え：イ（6）", "イ", True),
    ("Сколько будет $\\log_2 64$?\nА) 5\nБ) 6\nВ) 8\nГ) 32", "Ответ: Б. 8", "Б", False),
    ("Сколько будет $\\log_2 64$?\nА) 5\nБ) 6\nВ) 8\nГ) 32", "Ответ: Б. 6", "Б", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", LETTER_WITH_OTHER_TEXT)
def test_a_letter_written_with_another_options_text_is_not_paid(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


# Words that leave out what follows them ("anything but B") and a verdict of wrongness after the letter ("B不对") rule
# the letter out.
LETTER_LEFT_OUT = [
    (LOG, "Answer: anything but B", "B", False),
    (LOG, "Answer: all except (B)", "B", False),
    (LOG, "答案：B不对", "B", False),
    (LOG, "答案：B", "B", True),
    # a verdict of wrongness in the letter's own clause, in the languages read
    (LOG, "Answer: B — false", "B", False),
    (LOG, "Antwort: B ist falsch", "B", False),
    (LOG, "Respuesta: B es incorrecta", "B", False),
    (LOG, "Réponse : B n'est pas correcte", "B", False),
    (LOG, "Ответ: B неверно", "B", False),
    (LOG, "答案：B是错的", "B", False),
    (LOG, "答え：Bは間違い", "B", False),
    (LOG, "정답: B는 틀렸다", "B", False),
    (LOG, "उत्तर: B गलत है", "B", False),
    (LOG, "Answer: B excluded", "B", False),
    (LOG, "答案：B。不错", "B", True),
    ("Which statement is false?\nA. 2 is prime\nB. 9 is prime\nC. 5 is odd\nD. 4 is even", "Answer: B — false", "B", True),
    (LOG, "Answer: B — correct", "B", True),
    (LOG, "Answer: B, not C", "B", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", LETTER_LEFT_OUT)
def test_a_letter_left_out_or_called_wrong_is_not_chosen(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid


AMC_DIGITS = ("How many digits are in the base-ten representation of $8^5 \\cdot 5^{10} \\cdot 15^5$? "
              "$\\textbf{(A) }14\\qquad\\textbf{(B) }15\\qquad\\textbf{(C) }16\\qquad\\textbf{(D) }17\\qquad\\textbf{(E) }18$")

# AMC's bold letters, with a space inside the braces or after them, letter the options; a letter written in bold with
# its own option's value names that option, one with another option's value names both.
BOLD_LETTERS = [
    ("The answer is $\\textbf{(E) }18$.", "correct"),
    ("The answer is $\\textbf{(E)}\\ 18$.", "correct"),
    ("The answer is $\\textbf{(E)}$.", "correct"),
    ("The answer is $\\textbf{(D) }18$.", "hedged"),
    ("The answer is $\\textbf{(E) }17$.", "hedged"),
    ("The answer is $\\textbf{(D) }17$.", "wrong"),
]


@pytest.mark.parametrize("completion, reason", BOLD_LETTERS)
def test_a_bold_amc_letter_with_its_options_value_names_that_option(math_plugin, completion, reason):
    assert math_plugin.explain(AMC_DIGITS, completion, "18")["reason"] == reason


ROOT = "What is the value of $\\sqrt{0.16}$?\n\nA. 0.04\nB. 0.4\nC. 4\nD. 0.016"
# A letter the text after the answer names as the answer's is another option when it is not the value's: named after an
# option word in any language, in brackets, in bold, after an arrow, in the answer's sentence or a later one. A letter
# negated, or followed by its own option's text, describes that option and names nothing.
LETTER_NAMED_AFTER = [
    (ROOT, "$\\sqrt{0.16} = 0.4$, which is option **A**.", False),
    (ROOT, "$\\sqrt{0.16} = 0.4$, also Variante A.", False),
    (ROOT, "$\\sqrt{0.16} = 0.4$，选A。", False),
    (ROOT, "$\\sqrt{0.16} = 0.4$, c'est la réponse A.", False),
    (ROOT, "$\\sqrt{0.16} = 0.4$, es decir, la opción A.", False),
    (ROOT, "$\\sqrt{0.16} = 0.4$ → **A**", False),
    (ROOT, "\\boxed{0.4}\n\nThis is option A.", False),
    (ROOT, "\\boxed{0.4}\n\nThat matches choice (A).", False),
    (ROOT, "The value is 0.4, option A (0.4).", False),
    (ROOT, "$\\sqrt{0.16} = 0.4$, which is option **B**.", True),
    (ROOT, "$\\sqrt{0.16} = 0.4$, also Variante B.", True),
    (ROOT, "$\\sqrt{0.16} = 0.4$，选B。", True),
    (ROOT, "$\\sqrt{0.16} = 0.4$, es decir, la opción B.", True),
    (ROOT, "\\boxed{0.4}\n\nThis is option B.", True),
    (ROOT, "\\boxed{0.4}\n\nThis is option B, not A.", True),
    (ROOT, "\\boxed{B}\n\n(A) 0.04 and (C) 4 are off by a power of ten.", True),
    (ROOT, "Answer: B\n\nWhy not A? Because 0.04 is the square of 0.2.", True),
]


@pytest.mark.parametrize("prompt, completion, paid", LETTER_NAMED_AFTER)
def test_a_letter_named_after_the_answer_is_an_option_named(math_plugin, prompt, completion, paid):
    for gold in ("B", "0.4"):
        assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid, (completion, gold)


# A Latin gold letter names its option by position whatever the alphabet the prompt letters its options with (a data
# set's answer column writes "B" for Б, the second), never the look-alike letter (В, the third); a gold in the options'
# own letters is read as theirs. Options on one line apart by a spaced "|" are read as options.
PRIME_RU_ONE_LINE = "Какое число простое? А) 21 | Б) 27 | В) 29 | Г) 33"
GOLD_LETTER_BY_POSITION = [
    (PRIME_RU, "Ответ: В", "C", True),
    (PRIME_RU, "Ответ: В", "B", False),
    (PRIME_RU, "Сумма цифр 27 равна 9.\n\nОтвет: Б", "B", True),
    (PRIME_RU, "Ответ: Б", "C", False),
    (PRIME_RU, "Ответ: В", "В", True),
    (PRIME_RU, "Ответ: 29", "C", True),
    (PRIME_RU_ONE_LINE, "Ответ: 29", "C", True),
    (PRIME_RU_ONE_LINE, "Ответ: 27", "C", False),
    (PRIME_RU_ONE_LINE, "Ответ: В", "C", True),
    (PRIME_EL, "Απάντηση: Γ", "C", True),
    (PRIME_EL, "Απάντηση: Β", "C", False),
    (PRIME_HI, "उत्तर: (ग)", "C", True),
    (PRIME_HI, "उत्तर: (ख)", "C", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", GOLD_LETTER_BY_POSITION)
def test_a_latin_gold_letter_names_its_option_by_position(math_plugin, prompt, completion, gold, paid):
    assert (_judged(math_plugin, prompt, completion, gold) == "correct") == paid
