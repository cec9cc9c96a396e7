"""``math_accuracy`` after the answer: honest text that works the answer again or names a related quantity is no second
value ("Equivalently, $\\binom{4}{2}/\\binom{10}{2} = 6/45 = 2/15$", "36 / 12 = 3 és 36 / 18 = 2"); the same shapes that
end on or offer another value stay refused. Rules in docs/MATH.md, "After the answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

# (prompt, gold, completion, paid)
CASES = [
    # A chain of "=" after the answer whose sides are each an operation and whose last side is the answer.
    ("Two of 4 red and 6 blue marbles are drawn. Probability both are red? Express as a common fraction.", "\\frac{2}{15}",
     "P = (4/10)(3/9) = 2/15.\n\n$\\boxed{\\dfrac{2}{15}}$\n\nEquivalently, $\\binom{4}{2}/\\binom{10}{2} = 6/45 = 2/15$.", True),
    ("Two of 4 red and 6 blue marbles are drawn. Probability both are red? Express as a common fraction.", "\\frac{2}{15}",
     "P = (4/10)(3/9) = 2/15.\n\n$\\boxed{\\dfrac{2}{15}}$\n\nEquivalently, $\\frac{4}{30} = 2/15$.", True),
    ("Two of 4 red and 6 blue marbles are drawn. Probability both are red? Express as a common fraction.", "\\frac{2}{15}",
     "P = (4/10)(3/9) = 2/15.\n\n$\\boxed{\\dfrac{2}{15}}$\n\nEquivalently, $3/45 = 2/15$.", False),  # a false side: 1/15
    ("Two of 4 red and 6 blue marbles are drawn. Probability both are red? Express as a common fraction.", "\\frac{2}{15}",
     "P = (4/10)(3/9) = 2/15.\n\n$\\boxed{\\dfrac{2}{15}}$\n\nEquivalently, $\\binom{4}{2}/\\binom{10}{2} = 6/45 = 1/15$.", False),
    # One computation's result joined by a word to the next computation's operand: a check, no two values offered.
    ("Mennyi a 12 és 18 legkisebb közös többszöröse?", "36",
     "LKKT = 2²·3² = 36.\n\nVálasz: 36\n\nEllenőrzés: 36 / 12 = 3 és 36 / 18 = 2, mindkettő egész.", True),
    ("What is the least common multiple of 12 and 18?", "36",
     "LCM = 36.\n\nAnswer: 36\n\nCheck: 36 / 12 = 3 and 36 / 18 = 2, both whole.", True),
    ("What is the least common multiple of 12 and 18?", "36", "LCM = 36.\n\nAnswer: 36 or 72", False),
    ("What is the least common multiple of 12 and 18?", "36", "LCM = 36.\n\nAnswer: 36\n\nCheck: 36 / 12 = 4 and 36 / 18 = 2.", False),
    # The answer dividing a given exactly: a check of divisibility; a quotient that is false, or of no given, states a value.
    ("What is the greatest common divisor of 84 and 126?", "42",
     "126 = 1·84 + 42, 84 = 2·42.\n\n<answer>42</answer>\n\nThis means 84/42 = 2 and 126/42 = 3 are coprime, as expected.", True),
    ("What is the greatest common divisor of 84 and 126?", "42",
     "126 = 1·84 + 42, 84 = 2·42.\n\n<answer>42</answer>\n\nThis means 84/42 = 2 and 126/42 = 4 are coprime.", False),
    ("What is the greatest common divisor of 84 and 126?", "42",
     "126 = 1·84 + 42, 84 = 2·42.\n\n<answer>42</answer>\n\nThis means 210/42 = 5.", False),
    # A percentage true of the answer and a given: a check; one that is not true states a second share.
    ("Ile wynosi 2/5 z 350 zł?", "140", "2/5 × 350 = 140 zł.\n\nOdpowiedź: 140 zł\n\nSprawdzenie: 140 zł to 40% z 350 zł ✓. Pozdrawiam!", True),
    ("What is 2/5 of 350?", "140", "2/5 × 350 = 140.\n\nAnswer: 140\n\nCheck: 140 is 40% of 350.", True),
    ("What is 2/5 of 350?", "140", "2/5 × 350 = 140.\n\nAnswer: 140\n\nCheck: 140 is 45% of 311.", False),
    ("What is 2/5 of 350?", "140", "2/5 × 350 = 140.\n\nAnswer: 140\n\nCheck: 150 is 40% of 350.", False),
    # A value the sentence gives to a quantity the question does not ask: a related fact; the asked one's noun, a second value.
    ("A rectangle is 5 cm by 6 cm. What is its area?", "30", "5 × 6 = 30.\n\nAnswer: 30 cm²\n\nIts perimeter would then be 22 cm.", True),
    ("A rectangle is 5 cm by 6 cm. What is its area?", "30", "5 × 6 = 30.\n\nAnswer: 30 cm²\n\nIl perimetro è 22 cm.", True),
    ("Ein Rechteck ist 5 cm mal 6 cm groß. Wie groß ist seine Fläche?", "30", "5 · 6 = 30.\n\nAntwort: 30 cm²\n\nDer Umfang beträgt 22 cm.", True),
    ("A rectangle is 5 cm by 6 cm. What is its area?", "30", "5 × 6 = 30.\n\nAnswer: 30 cm²\n\nThe area is 32 cm².", False),
    ("A rectangle is 5 cm by 6 cm. What is its area?", "30", "5 × 6 = 30.\n\nAnswer: 30 cm²\n\nThe final answer, not the perimeter, is 32.", False),
    ("A rectangle is 5 cm by 6 cm. How many tiles?", "30", "5 × 6 = 30.\n\nAnswer: 30\n\nIts perimeter is 22.", False),  # no quantity asked by name
    # A number the prompt says in words is known when a sentence after the answer writes it in digits.
    ("What is the probability of rolling a sum of 7 with two fair dice? Express as a common fraction.", "\\frac{1}{6}",
     "6 of 36, so $\\frac{6}{36} = \\frac{1}{6}$.\n\n$\\boxed{\\frac{1}{6}}$\n\nSeven is the most likely sum with two dice.", True),
    ("What is the probability of rolling a sum of 7 with two fair dice? Express as a common fraction.", "\\frac{1}{6}",
     "6 of 36, so $\\frac{6}{36} = \\frac{1}{6}$.\n\n$\\boxed{\\frac{1}{6}}$\n\nSeven is the most likely sum with three dice.", False),
    # A mistake others commonly make, named before its value, or a value called wrong right after it: no value stated.
    ("Oblicz pole trójkąta o podstawie 10 cm i wysokości 7 cm.", "35", "$P = \\frac{1}{2} \\cdot 10 \\cdot 7 = 35$ cm².\n\n**Odpowiedź: 35 cm²**\n\nPamiętaj o czynniku ½ — częsty błąd to podanie 70. Powodzenia!", True),
    ("Find the area of a triangle with base 10 cm and height 7 cm.", "35", "A = 1/2 · 10 · 7 = 35.\n\n**Answer: 35 cm²**\n\nA common mistake is to forget the 1/2 and give 70.", True),
    ("Find the area of a triangle with base 10 cm and height 7 cm.", "35", "A = 1/2 · 10 · 7 = 35.\n\n**Answer: 35 cm²**\n\nEin häufiger Fehler ist 70.", True),
    ("Find the area of a triangle with base 10 cm and height 7 cm.", "35", "A = 1/2 · 10 · 7 = 35.\n\n**Answer: 35 cm²**\n\nMy mistake: it is 70.", False),
    ("Find the area of a triangle with base 10 cm and height 7 cm.", "35", "A = 1/2 · 10 · 7 = 35.\n\n**Answer: 35 cm²**\n\nA common mistake is to halve it, but the answer is 70.", False),
    ("Tính giá trị của biểu thức $(-3)^2 + 4 \\cdot 2$.", "17",
     "$(-3)^2 = 9$; $4 \\cdot 2 = 8$; tổng $= 17$.\n\nĐáp số: $\\boxed{17}$\n\nLưu ý: nhiều bạn nhầm $(-3)^2 = -9$ và ra kết quả $-1$, điều đó sai. Chúc bạn học tốt!", True),
    ("Tính giá trị của biểu thức $(-3)^2 + 4 \\cdot 2$.", "17",
     "$(-3)^2 = 9$; $4 \\cdot 2 = 8$; tổng $= 17$.\n\nĐáp số: $\\boxed{17}$\n\nLưu ý: kết quả đúng là $-1$.", False),
    # A given of the prompt as written, described after a word of concession: a fact about it; bare, it is conceded.
    ("Combien font 25 % de 80 ?", "20", "25 % de 80 = 80 / 4 = 20.\n\n**Réponse : 20**\n\nEn effet, 25 %, c'est un quart. Bonne continuation !", True),
    ("Combien font 25 % de 80 ?", "20", "25 % de 80 = 80 / 4 = 20.\n\n**Réponse : 20**\n\nOui, 25 %.", False),
    ("Combien font 25 % de 80 ?", "20", "25 % de 80 = 80 / 4 = 20.\n\n**Réponse : 20**\n\nEn effet, 30 %, c'est plus.", False),
    # A value beside a word for what remains, where the question asks no remainder: the rest of the whole, a related fact.
    ("Kitabu kina kurasa 240. Asha amesoma 3/4 yake. Amesoma kurasa ngapi?", "180", "240 × 3/4 = 180.\n\nJibu: 180\n\nKwa hiyo Asha amesoma kurasa 180, na zimebaki 60.", True),
    ("A book has 240 pages. Asha read 3/4 of it. How many pages did she read?", "180", "240 × 3/4 = 180.\n\nAnswer: 180\n\nSo she has read 180 pages, and 60 pages are left.", True),
    ("A book has 240 pages. Asha read 3/4 of it. How many pages did she read?", "180", "240 × 3/4 = 180.\n\nAnswer: 180\n\nActually she read 190.", False),
    ("A book has 240 pages. Asha read 3/4 of it. How many pages did she read?", "180", "240 × 3/4 = 180.\n\nAnswer: 180\n\nThe remaining answer is 60.", False),
    ("A book has 240 pages. Asha read 3/4 of it. How many pages are left?", "60", "240 × 1/4 = 60.\n\nAnswer: 60\n\nOr maybe 70 are left.", False),
    ("A book has 240 pages. Asha read 3/4 of it. How many pages are left?", "60", "240 × 1/4 = 60.\n\nAnswer: 60\n\nSo 70 pages remain.", False),
    # A value a contrast sets aside in a sentence that ends on the answer, after "though" as after "but".
    ("What is the sum of the interior angles of a hexagon?", "720", "$(6-2) \\times 180° = 720°$.\n\n**Answer: 720°**\n\nEach angle of a regular hexagon is therefore 120°, though the question asks for the sum, which is 720°.", True),
    ("What is the sum of the interior angles of a hexagon?", "720", "$(6-2) \\times 180° = 720°$.\n\n**Answer: 720°**\n\nEach angle of a regular hexagon is therefore 120°, though it could be 730°.", False),
    # A recap line labelled with a given's words, its number one the working arrived at: a step; the question's words, or
    # a number the working never reached, state a value.
    ("Janet’s ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her friends every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. How much in dollars does she make every day at the farmers' market?", "18", "She eats 3 and uses 4 for muffins: 3 + 4 = 7 eggs used.\nRemaining: 16 − 7 = 9 eggs.\nShe sells each for $2: 9 × $2 = $18.\n\n#### 18\n\nRecap:\n1. Eggs used: 7\n2. Eggs left: 9\n3. Revenue: $18 per day\n\nLet me know if you'd like her weekly earnings too!", True),
    ("Janet’s ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her friends every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. How much in dollars does she make every day at the farmers' market?", "18", "She eats 3 and uses 4 for muffins: 3 + 4 = 7 eggs used.\nRemaining: 16 − 7 = 9 eggs.\nShe sells each for $2: 9 × $2 = $18.\n\n#### 18\n\nRecap:\n1. Eggs used: 8\n2. Eggs left: 9", False),
    ("Janet’s ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her friends every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. How much in dollars does she make every day at the farmers' market?", "18", "She eats 3 and uses 4 for muffins: 3 + 4 = 7 eggs used.\nRemaining: 16 − 7 = 9 eggs.\nShe sells each for $2: 9 × $2 = $18.\n\n#### 18\n\nRecap:\n1. Eggs used: 7\n2. Dollars per day: 14", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_after_the_answer(scores, index):
    assert scores[index] == (1.0 if CASES[index][3] else 0.0), CASES[index][2]
