"""After a right answer, a sentence may give another quantity its own value by naming it ("For completeness, its
perimeter is 2(12 + 5) = 34 cm", "the least common multiple is 252", "each exterior angle is 60°", "That leaves 18
girls"): a related fact, paid. A value the sentence gives to the asked quantity (its noun from the question, a word for
the answer, a pronoun or no subject at all) is a second answer, refused, in every language read."""

from __future__ import annotations

import pytest

_AREA = "A rectangle has length 12 cm and width 5 cm. What is its area in square centimetres?"
_PERIMETER = "A rectangle has length 12 cm and width 5 cm. What is its perimeter in centimetres?"
_GCD = "What is the greatest common divisor of 84 and 126?"
_LCM = "What is the least common multiple of 84 and 126?"
_ANGLES = "Find the sum of the interior angles of a hexagon, in degrees."
_BOYS = "A class has 30 students. There are 6 more girls than boys. How many boys are in the class?"
_PRIMES = "How many prime numbers are less than 30?"
_FIB = "What is the 10th Fibonacci number, if $F_1 = F_2 = 1$?"
_EDGE = "A cube has a volume of 125 cm³. What is the length of one edge in cm?"
_DUCKS = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins with four. "
          "She sells the remainder for $2 per egg. How much in dollars does she make per day?")
_WIDTH_ES = "Un rectángulo tiene un área de 48 cm² y un largo de 8 cm. ¿Cuál es su ancho en centímetros?"
_PERIMETER_ZH = "一个长方形的长是 8 厘米，宽是 5 厘米。它的周长是多少厘米？"
_AREA_JA = "長さ 12 cm の正方形の面積は何平方センチメートルですか。"
_AREA_SW = "Shamba lina umbo la mstatili lenye urefu wa mita 20 na upana wa mita 12. Eneo la shamba ni mita za mraba ngapi?"
_CIRCLE_VI = "Cho hình tròn có bán kính 7 cm. Tính chu vi hình tròn (lấy π = 22/7)."
_RICE_VI = ("Một cửa hàng bán 120 kg gạo trong ngày thứ nhất, ngày thứ hai bán được nhiều hơn ngày thứ nhất 30 kg. "
            "Hỏi ngày thứ hai cửa hàng bán được bao nhiêu ki-lô-gam gạo?")
_GIRLS_TR = "Bir sınıfta 18 kız ve 12 erkek öğrenci var. Kızların sınıftaki oranı yüzde kaçtır?"
_DUCKS_EVERY_DAY = _DUCKS.replace("per day?", "every day?")
_PAGES_UK = "Оля прочитала 45 сторінок за 3 дні, щодня однакову кількість. Скільки сторінок вона читала щодня?"
_AGE_DE = "Anna ist 3 Jahre älter als Ben. Zusammen sind sie 41 Jahre alt. Wie alt ist Anna?"
_TRAIN_DE = "Ein Zug fährt um 14:35 Uhr ab und kommt um 17:10 Uhr an. Wie viele Minuten dauert die Fahrt?"
_TRAIN = "A train leaves at 14:35 and arrives at 17:10. How many minutes does the trip take?"
_BINOM = "Evaluate $\\binom{10}{3}$."
_SUM_BOXED = "Find the sum of all integers $n$ such that $3 < n < 8$. Please reason step by step."

RELATED = [
    # another quantity named by its noun, with working between it and its value
    (_AREA, "12 × 5 = 60.\n\nThe area is $\\boxed{60}$ cm².\n\nFor completeness, its perimeter is 2(12 + 5) = 34 cm and its "
            "diagonal is 13 cm.", "60", True),
    (_GCD, "So gcd = 42.\n\nThe GCD is $\\boxed{42}$.\n\nRelated: the least common multiple is 84·126/42 = 252.", "42", True),
    (_ANGLES, "$(6-2) \\cdot 180° = 720°$.\n\nFinal answer: 720°\n\nIf the hexagon is regular, each interior angle is "
              "720/6 = 120°, and each exterior angle is 60°.", "720", True),
    (_PRIMES, "2, 3, 5, 7, 11, 13, 17, 19, 23, 29.\n\nThere are $\\boxed{10}$ primes less than 30.\n\nTheir sum is 129, and "
              "the largest is 29.", "10", True),
    (_FIB, "1, 1, 2, 3, 5, 8, 13, 21, 34, 55.\n\n$F_{10} = \\boxed{55}$\n\nThe next two are 89 and 144.", "55", True),
    (_EDGE, "Edge = ∛125 = 5 cm.\n\nEdge length: $\\boxed{5}$ cm\n\nIts total surface area is 6 × 25 = 150 cm², and a face "
            "diagonal is 5√2 ≈ 7.07 cm.", "5", True),
    (_WIDTH_ES, "Ancho = 48 / 8 = 6 cm.\n\nEl ancho es $\\boxed{6}$ cm.\n\nSu perímetro sería entonces 2(8 + 6) = 28 cm.", "6", True),
    (_PERIMETER_ZH, "周长 = 2 ×（8 + 5）= 26 厘米。\n\n答案：26 厘米\n\n顺便说一下，它的面积是 8 × 5 = 40 平方厘米。", "26", True),
    (_AREA_JA, "12 × 12 = 144\n\n答え：144 平方センチメートル\n\nちなみに周の長さは 48 cm です。", "144", True),
    (_AREA_SW, "Eneo = 20 × 12 = 240\n\nJibu: mita za mraba 240\n\nMzunguko wake ni mita 64.", "240", True),
    (_CIRCLE_VI, "Chu vi = 2 × 22/7 × 7 = 44 (cm)\n\nĐáp số: 44 cm\n\nDiện tích hình tròn là 154 cm² nếu bạn cần thêm.", "44", True),
    (_RICE_VI, "Ngày thứ hai bán được: 120 + 30 = 150 (kg)\n\nĐáp số: 150 kg\n\nNhư vậy cả hai ngày cửa hàng bán được "
               "120 + 150 = 270 kg gạo.", "150", True),
    # a thing the prompt counts that the question does not ask, as subject or as the value's noun
    (_BOYS, "2b + 6 = 30, so b = 12.\n\nAnswer: 12\n\nThat leaves 18 girls.", "12", True),
    (_GIRLS_TR, "18/30 = 0,6 = %60.\n\nCevap: %60\n\nErkeklerin oranı da %40'tır.", "60", True),
    # a span of time the question does not name
    (_DUCKS_EVERY_DAY, "9 × $2 = $18\n\n#### 18\n\nOver a week that comes to about $126, which seems reasonable.", "18", True),
    (_PAGES_UK, "45 : 3 = 15\n\nВідповідь: 15 сторінок щодня.\n\nЗа тиждень у такому темпі вона прочитала б 105 сторінок.", "15", True),
    (_DUCKS_EVERY_DAY, "9 × $2 = $18\n\n#### 18\n\nSo every day she makes $126 at the market.", "18", False),
    (_AGE_DE, "2b + 3 = 41, also b = 19, Anna ist 22.\n\n**Antwort: 22**\n\nAnna ist also neunzehn Jahre alt.", "22", False),
    (_AGE_DE, "2b + 3 = 41, also b = 19, Anna ist 22.\n\n**Antwort: 22**\n\nAnna ist also 29.", "22", False),
    # the answer said again as a duration of two units
    (_TRAIN_DE, "Von 14:35 bis 17:35 sind es 180 Minuten; 25 weniger ergibt 155.\n\nAntwort: 155 Minuten\n\nDas sind 2 Stunden und "
                "35 Minuten.", "155", True),
    (_TRAIN, "14:35 to 17:35 is 180 minutes; 25 fewer is 155.\n\nAnswer: 155 minutes\n\nThat is 2 hours and 35 minutes.", "155", True),
    (_TRAIN, "14:35 to 17:35 is 180 minutes; 25 fewer is 155.\n\nAnswer: 155 minutes\n\nThat is 2 hours and 45 minutes.", "155", False),
    (_TRAIN_DE, "Von 14:35 bis 17:35 sind es 180 Minuten; 25 weniger ergibt 155.\n\nAntwort: 155 Minuten\n\nDas sind 2 Stunden und "
                "45 Minuten.", "155", False),
    # a binomial coefficient's arguments are operands
    (_BINOM, "$\\frac{720}{6} = 120$.\n\n\\boxed{120}\n\nBy symmetry $\\binom{10}{7}$ is also 120, and the whole row sums to "
             "$2^{10} = 1024$.", "120", True),
    (_BINOM, "$\\frac{720}{6} = 120$.\n\n\\boxed{120}\n\nBy symmetry $\\binom{10}{7}$ is 126.", "120", False),
    # the asked quantity given another value: a second answer
    (_PERIMETER, "2(12 + 5) = 34 cm.\n\n\\boxed{34}\n\nOn second thought the perimeter is 29 cm.", "34", False),
    (_PERIMETER, "2(12 + 5) = 34 cm.\n\n\\boxed{34}\n\nFor a fenced side, the perimeter is 29 cm.", "34", False),
    (_LCM, "lcm = 84·126/42 = 252.\n\n\\boxed{252}\n\nThe least common multiple is 84·126/36 = 294.", "252", False),
    (_GCD, "So gcd = 42.\n\nThe GCD is $\\boxed{42}$.\n\nSo the answer is 84·126/42 = 252.", "42", False),
    (_ANGLES, "$(6-2) \\cdot 180° = 720°$.\n\nFinal answer: 720°\n\nSo the sum of the interior angles is 900°.", "720", False),
    (_BOYS, "2b + 6 = 30, so b = 12.\n\nAnswer: 12\n\nSo the boys number 18.", "12", False),
    (_DUCKS, "9 × 2 = 18.\n\n#### 18\n\nSo each day she makes $126 at the market.", "18", False),
    (_WIDTH_ES, "Ancho = 48 / 8 = 6 cm.\n\nEl ancho es $\\boxed{6}$ cm.\n\nEntonces el ancho sería 2(8 + 6) = 28 cm.", "6", False),
    (_PERIMETER_ZH, "周长 = 2 ×（8 + 5）= 26 厘米。\n\n答案：26 厘米\n\n所以它的周长是 8 × 5 = 40 厘米。", "26", False),
    (_SUM_BOXED, "4 + 5 + 6 + 7 = 22.\n\n$\\boxed{22}$\n\nIncluding the endpoints, the sum would be 3+4+5+6+7+8=33.", "22", False),
    # another quantity's noun, but the sentence names the answer or offers it as one
    (_FIB, "1, 1, 2, 3, 5, 8, 13, 21, 34, 55.\n\n$F_{10} = \\boxed{55}$\n\nThe next one, 89, would be the answer if we "
           "started at $F_0$.", "55", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", RELATED)
def test_a_value_given_to_another_quantity_after_the_answer(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


_SWEETS = "There are 56 sweets shared equally by 7 friends. How many does each get?"
_SWEETS_NAMED = "There are 56 sweets shared equally by 7 friends. How many sweets does each friend get?"
_SWEETS_FR = "Il y a 56 bonbons partagés entre 7 amis. Combien chacun en reçoit-il ?"
_SWEETS_DE = "56 Bonbons werden gleichmäßig an 7 Freunde verteilt. Wie viele bekommt jeder?"
_PAY = "A pen costs $3 and Mia buys 4 pens and 2 notebooks. How much does she pay for the pens?"
_BOYS_MORE = "A class has 30 students. There are 6 more girls than boys. How many more girls than boys are there?"

# A question that names no thing ("How many does each get?") may ask any thing the prompt counts: a value given to one
# of them after the answer is a second answer; where the question names its thing, another counted thing's value is not.
ASKED_BY_PRONOUN = [
    (_SWEETS, "Each friend gets 56/7 sweets.\n\nAnswer: 8. So each friend gets 7 sweets.", "8", False),
    (_SWEETS, "Each friend gets 56/7 sweets.\n\nAnswer: 8. So each friend gets seven sweets.", "8", False),
    (_SWEETS, "Each friend gets 56/7 sweets.\n\nAnswer: 8. So each friend gets 8 sweets.", "8", True),
    (_SWEETS_NAMED, "56 / 7 = 8.\n\n**Answer: 8**\n\nSo each friend gets 7 sweets.", "8", False),
    (_SWEETS_FR, "56 / 7 = 8.\n\nRéponse : 8\n\nDonc chaque ami reçoit 7 bonbons.", "8", False),
    (_SWEETS_FR, "56 / 7 = 8.\n\nRéponse : 8\n\nDonc chaque ami reçoit 8 bonbons.", "8", True),
    (_SWEETS_DE, "56 / 7 = 8.\n\nAntwort: 8\n\nAlso bekommt jeder Freund 7 Bonbons.", "8", False),
    (_PAY, "4 × 3 = 12.\n\n#### 12\n\nSo she pays 11 dollars for the pens.", "12", False),
    (_BOYS, "2b + 6 = 30, so b = 12.\n\nAnswer: 12\n\nThat leaves 18 girls.", "12", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", ASKED_BY_PRONOUN)
def test_a_value_after_a_question_that_names_no_thing(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
