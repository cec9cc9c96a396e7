"""After the answer: a chain of restatements in other units, each link the answer's quantity or a second value; a
sentence that opens on a word for "or" and a number, in the languages whose word for "or" is listed, read or not; the
answer held to the writer's own count or reading ("by my count, anyway"); and a check's result from rounded values,
which agrees with the answer to the places it shows and is no estimate of it. On the answer itself: a count of things
the prompt counts where an amount in a unit is asked ("18 eggs" for "How much in dollars …?"); a word of approximation
of one language that is the prompt's noun in another ("80 quả cam": Vietnamese "orange", Romanian "about"); an approximation after
a task that forbids one ("do not approximate"). Each with twins that stay paid or stay refused."""

import pytest

from trl_grpo_ext.registry import get_reward

FEET = ("Convert 5 feet to inches.", "1 foot = 12 inches → 5 × 12 = 60 inches.\n\n", "60")
METRES = ("How many meters are in 2.1 km?", "2.1 × 1000 = 2100.\n\n", "2100")
BOYS_SW = ("Kuna wanafunzi 45, 2/3 ni wasichana. Wavulana ni wangapi?", "Wasichana: 30. Wavulana: 15.\n\n", "15")
BOYS_ES = ("Hay 45 alumnos y 2/3 son niñas. ¿Cuántos niños hay?", "Niñas: 30. Niños: 15.\n\n", "15")
BOYS_RO = ("Sunt 45 de elevi, iar 2/3 sunt fete. Câți băieți sunt?", "Fete: 30. Băieți: 15.\n\n", "15")
EGGS = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast and bakes muffins with four. She sells the "
        "remainder at the market for $2 per fresh duck egg. How much in dollars does she make every day at the market?",
        "16 − 3 − 4 = 9 eggs remain, 9 × 2 = 18.\n\n", "18")
EGGS_SOLD = (EGGS[0].rsplit(".", 1)[0] + ". How many eggs does she sell every day?", "16 − 3 − 4 = 9.\n\n", "9")
CAKES = ("A baker bakes 12 cakes one after another. Each cake takes 15 minutes. How many minutes does the baking take?",
         "12 × 15 = 180.\n\n", "180")
CLASSES = ("A grade 5 class has 30 students. How many in two classes?", "", "60")
MEAN = ("Sarah scored 85, 90 and 95 on three tests. What is her average score?", "(85 + 90 + 95)/3 = 270/3 = 90.\n\n", "90")
ROOTS = ("Mennyi $\\sqrt{2} \\cdot \\sqrt{8}$?", "√2 · √8 = √16 = 4.\n\n", "4")
ROOTS_EN = ("What is $\\sqrt{2} \\cdot \\sqrt{8}$?", "√2 · √8 = √16 = 4.\n\n", "4")
ORANGES = ("Một cửa hàng có 320 quả cam, bán được 3/4 số cam. Cửa hàng còn lại bao nhiêu quả cam?", "Còn lại: 320 - 240 = 80 quả.\n\n", "80")
APPLES_RO = ("Ana are 50 de mere și dă 8. Câte mere îi rămân?", "50 - 8 = 42.\n\n", "42")
EXACT = ("Solve $9x = 7$. Express $x$ as a fraction in lowest terms, and do not approximate.", "9x = 7, so x = 7/9.\n\n", "\\frac{7}{9}")

# (task, the text after the working, paid)
CASES = [
    # a chain of restatements: every link must be the answer's quantity
    (FEET, "Answer: 60 inches, i.e. 152.4 cm, i.e. 15.24 m.", False),
    (FEET, "Answer: 60 inches, i.e. 152.4 cm, i.e. 1.524 m.", True),
    (FEET, "Answer: 60 inches, i.e. 150 cm.", False),
    (FEET, "Answer: 60 inches, i.e. 152.4 cm.", True),
    (FEET, "Answer: 60 inches", True),
    (METRES, "Answer: 2100 meters, i.e. 210000 cm, i.e. 21 km.", False),
    (METRES, "Answer: 2100 meters, i.e. 210000 cm, i.e. 2.1 km.", True),
    # a sentence that opens on a word for "or" and another value
    (BOYS_SW, "Jibu: 15\n\nAu 30 ukimaanisha wasichana.", False),
    (BOYS_SW, "Jibu: 15", True),
    (BOYS_ES, "Respuesta: 15\n\nO 30 si te refieres a las niñas.", False),
    (BOYS_ES, "Respuesta: 15", True),
    (BOYS_RO, "Răspuns: 15\n\nSau 30 dacă te referi la fete.", False),
    (BOYS_RO, "Răspuns: 15", True),
    # a count of things the prompt counts where an amount in a unit is asked
    (EGGS, "#### 18 eggs", False),
    (EGGS, "#### 18 dollars", True),
    (EGGS, "#### 18", True),
    (EGGS, "#### $18", True),
    (EGGS_SOLD, "#### 9 eggs", True),
    (CAKES, "Answer: 180 cakes", False),
    (CAKES, "Answer: 180 minutes", True),
    (CLASSES, "Two grade 5 classes: 60 students.", True),
    # the answer held to the writer's own count or reading
    (MEAN, "Answer: 90 — by my count, anyway; the teacher may weight them.", False),
    (MEAN, "Answer: 90, by my reckoning.", False),
    (MEAN, "Answer: 90 — at least by my reading.", False),
    (MEAN, "Answer: 90, as far as I can tell.", False),
    (MEAN, "Réponse : 90, selon mes calculs.", False),
    (MEAN, "Antwort: 90, nach meiner Rechnung.", False),
    (MEAN, "Respuesta: 90, según mis cuentas.", False),
    (MEAN, "Answer: 90", True),
    (MEAN, "Answer: 90. The mean is the sum divided by the count.", True),
    # a check's result from rounded values, to the places it shows
    (ROOTS, "$\\boxed{4}$\n\nEllenőrzés: √2 ≈ 1,4142 és √8 ≈ 2,8284, szorzatuk ≈ 4,0000. ✓", True),
    (ROOTS_EN, "$\\boxed{4}$\n\nCheck: √2 ≈ 1.4142 and √8 ≈ 2.8284, so the product ≈ 4.0000.", True),
    (ROOTS, "$\\boxed{4}$\n\nEllenőrzés: szorzatuk ≈ 4.", False),
    (ROOTS_EN, "$\\boxed{4}$\n\nSo the product is approximately 4.00.", False),
    # a word of approximation of one language that is the prompt's noun in another, and one before the value
    (ORANGES, "Đáp số: 80 quả cam.", True),
    (ORANGES, "Đáp số: khoảng 80 quả cam.", False),
    (APPLES_RO, "Răspuns: 42 de mere.", True),
    (APPLES_RO, "Răspuns: cam 42 de mere.", False),
    # a decimal beside the exact answer where the task forbids approximating: no estimate asked, the exact value answers
    (EXACT, "Answer: 7/9 (≈ 0.778)", True),
    (EXACT, "Answer: 7/9", True),
    (EXACT, "Answer: about 0.778", False),
]


@pytest.fixture(scope="module")
def reward():
    return get_reward("math_accuracy")


@pytest.mark.parametrize("task, after, paid", CASES)
def test_what_follows_the_answer_and_its_noun(reward, task, after, paid):
    prompt, work, gold = task
    completion = work + after
    assert (reward([prompt], [completion], answer=[gold])[0] >= 0.5) is paid, reward.explain(prompt, completion, gold)
