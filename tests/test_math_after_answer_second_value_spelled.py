"""``math_accuracy`` after the answer: a second value given to the asked quantity is refused however it is spelled or
named: a number of the prompt written only as money or as the count of other things, given to the question's own thing
("She got 3 pizzas." for "How many boxes of pizza …?") or as a total ("he moved 8 discs in all"); each one where the
question asks of one ("So each pencil costs $8." for "the price of one pencil"); a sum named unspaced ("和は五十六");
the Korean word for each only as a word ("생각해", a thought, holds none); a fraction without braces ("$\\tfrac13$");
"a dozen"; what remains where the question asks what one has now (a decimal point ends no sentence of it); a
birthday's ordinal where an age is asked; an estimate of a closed-form answer that no rounding reaches ("about 18.85"
after 9π); an angle said again in radians as another one ("π/3" after 120°). The prompt's count with its own thing,
the answer so said, its rounding and its angle in radians stay paid. Rules in docs/MATH.md, "After the answer"."""

from __future__ import annotations

import pytest

_DVDS = ("Billy sells DVDs. He has 8 customers on Tuesday. His first 3 customers buy one DVD each. His next 2 customers buy "
         "2 DVDs each. His last 3 customers don't buy any DVDs. How many DVDs did Billy sell on Tuesday?")
_DVDS_WORK = "3 + 4 + 0 = 7\n\nAnswer: 7\n\n"
_DVDS_DE = "Billy verkauft DVDs. Er hat am Dienstag 8 Kunden. Wie viele DVDs hat Billy am Dienstag verkauft?"
_PIZZA = ("Marie ordered one chicken meal that costs $12, 5 packs of milk that costs $3 each, 4 apples that cost $1.50 each, "
          "and some boxes of pizza. Marie paid a total of $50. How many boxes of pizza did Marie order if each box costs $8.50?")
_PIZZA_WORK = "12 + 15 + 6 = 33. 50 − 33 = 17. 17 / 8.50 = 2.\n\n\\boxed{2}\n\n"
_PIZZA_FR = "Marie a commandé 5 paquets de lait à 3 € chacun et des pizzas. Combien de pizzas a-t-elle commandées ?"
_PIZZA_DE = "Marie bestellte 5 Packungen Milch zu je 3 € und einige Pizzas. Wie viele Pizzas hat Marie bestellt?"
_APPLES = "Tom had 5 apples and ate 2. How many apples are left?"
_RED = "Tom has 5 red apples and 3 green apples. How many apples does he have?"
_PENCILS = "5 pencils cost $35. What is the price of one pencil?"
_PENCILS_WORK = "35 / 5 = 7\n\nAnswer: $7\n\n"
_PENCILS_FR = "5 crayons coûtent 35 euros. Quel est le prix d'un crayon ?"
_PENCILS_DE = "5 Stifte kosten 35 Euro. Was kostet ein Stift?"
_PENCILS_HI = "5 पेंसिल का मूल्य 35 रुपये है। एक पेंसिल का मूल्य क्या है?"
_PENCILS_DOLLARS = "5 pencils cost 35 dollars. What is the price of one pencil?"
_PENCILS_ES = "5 lápices cuestan 35 pesos. ¿Cuánto cuesta un lápiz?"
_PENCILS_IT = "5 matite costano 35 euro. Quanto costa una matita?"
_PENS = "A pack of 6 pens costs $12. How much does a single pen cost?"
_SUM_JA = "1から10までの整数の和を求めよ。"
_SUM_JA_WORK = "$$\\frac{10 \\times 11}{2} = 55$$\n\n$\\boxed{55}$\n\n"
_LARGER_KO = "두 수의 합이 50이고 차가 14입니다. 큰 수는 얼마입니까?"
_LARGER_KO_WORK = "(50 + 14) ÷ 2 = 32\n\n답: 32\n\n"
_SLOPE = "Find the slope of the line through $(1, 2)$ and $(3, 8)$."
_SLOPE_WORK = "$m = \\frac{8 - 2}{3 - 1} = \\frac{6}{2} = 3$.\n\n$\\boxed{3}$\n\n"
_HALVES = "What is $\\frac{1}{2} + \\frac{1}{4}$?"
_STICKERS = "Lily had 25 stickers. She gave 8 to her brother and 7 to her sister. How many does she have now?"
_STICKERS_WORK = "25 − 15 = 10.\n\n**10**\n\n"
_STICKERS_FR = "Lily a 25 autocollants. Elle en donne 8 à son frère et 7 à sa sœur. Combien en a-t-elle maintenant ?"
_MUFFINS = "A baker makes 36 muffins. How many boxes of a dozen can he fill?"
_CHANGE = "Ana has $20. She buys 3 pens. How much money does she have left if each pen costs $2.50?"
_AGE = "Sam was born in 2012. How old will he turn in 2030?"
_AGE_WORK = "2030 − 2012 = 18.\n\nHe will turn $\\boxed{18}$.\n\n"
_AGE_FR = "Sam est né en 2012. Quel âge aura-t-il en 2030 ?"
_AGE_FR_WORK = "2030 − 2012 = 18.\n\nRéponse : 18\n\n"
_CIRCLE = "What is the area of a circle with radius 3? Express your answer in terms of $\\pi$."
_CIRCLE_WORK = "$A = \\pi r^2 = 9\\pi$.\n\n$\\boxed{9\\pi}$\n\n"
_ROOT = "Simplify $\\sqrt{8}$."
_ROOT_WORK = "$\\sqrt{8} = \\sqrt{4 \\cdot 2}$.\n\n$\\boxed{2\\sqrt{2}}$\n\n"
_HEXAGON = "Find the measure, in degrees, of each interior angle of a regular hexagon."
_HEXAGON_WORK = "Sum of interior angles: (6 − 2)·180° = 720°. Each: 720°/6 = 120°.\n\n**120°**\n\n"

# (prompt, completion, gold, paid)
CASES = [
    # A number of the prompt that counts other things or money, given to the question's thing or as a total.
    (_DVDS, _DVDS_WORK + "So on Tuesday he moved eight discs in all.", "7", False),
    (_DVDS, _DVDS_WORK + "So he sold 8 DVDs.", "7", False),
    (_DVDS_DE, "Antwort: 7\n\nEr hat insgesamt 8 Scheiben verkauft.", "7", False),
    (_DVDS, _DVDS_WORK + "In total he sold 8 discs.", "7", False),
    (_PIZZA, _PIZZA_WORK + "She got three pizzas.", "2", False),
    (_PIZZA_FR, "\\boxed{2}\n\nElle a pris 3 pizzas.", "2", False),
    (_PIZZA_DE, "\\boxed{2}\n\nSie hat also 3 Pizzas bestellt.", "2", False),
    # ... the prompt's count with its own thing, a number it writes bare, or the answer so said stay paid.
    (_DVDS, _DVDS_WORK + "He had 8 customers in all.", "7", True),
    (_DVDS, _DVDS_WORK + "So he sold 7 DVDs in all.", "7", True),
    (_DVDS_DE, "Antwort: 7\n\nEr hatte insgesamt 8 Kunden.", "7", True),
    (_PIZZA, _PIZZA_WORK + "She got 2 pizzas and 5 packs of milk.", "2", True),
    (_PIZZA, _PIZZA_WORK + "She paid $3 per pack of milk.", "2", True),
    (_APPLES, "5 − 2 = 3\n\n**3**\n\nHe ate 2 apples.", "3", True),
    (_RED, "5 + 3 = 8\n\n**8**\n\nHe has 3 green apples.", "8", True),
    # Each one where the question asks of one.
    (_PENCILS, _PENCILS_WORK + "So each pencil costs $8.", "7", False),
    (_PENCILS, _PENCILS_WORK + "So each pencil costs $5.", "7", False),
    (_PENCILS_FR, "35 / 5 = 7\n\nRéponse : 7 €\n\nDonc chaque crayon coûte 8 €.", "7", False),
    (_PENCILS_DE, "35 / 5 = 7\n\nAntwort: 7 €\n\nJeder Stift kostet 8 €.", "7", False),
    (_PENCILS_HI, "35 ÷ 5 = 7\n\nउत्तर: ₹7\n\nअतः प्रत्येक पेंसिल ८ रुपये की है।", "7", False),
    (_PENCILS_DOLLARS, "35 / 5 = 7\n\nAnswer: 7 dollars\n\nSo each pencil costs 8 dollars.", "7", False),
    (_PENCILS_ES, "35 / 5 = 7\n\nRespuesta: 7\n\nAsí que cada lápiz cuesta 8 pesos.", "7", False),
    (_PENCILS_IT, "35 / 5 = 7\n\nRisposta: 7 euro\n\nQuindi ogni matita costa 8 euro.", "7", False),
    (_PENS, "12 / 6 = 2\n\n**$2**\n\nSo each pen costs $3.", "2", False),
    (_PENCILS, _PENCILS_WORK + "So each pencil costs $7.", "7", True),
    (_PENCILS_DOLLARS, "35 / 5 = 7\n\nAnswer: 7 dollars\n\nSo each pencil costs 7 dollars.", "7", True),
    (_PENS, "12 / 6 = 2\n\n**$2**\n\nSo each pen costs $2, and each pack holds 6 pens.", "2", True),
    (_PENCILS_HI, "35 ÷ 5 = 7\n\nउत्तर: ₹7\n\nअतः प्रत्येक पेंसिल ७ रुपये की है।", "7", True),
    # A sum named unspaced; the Korean word for each only as a word.
    (_SUM_JA, _SUM_JA_WORK + "したがって、和は五十六である。", "55", False),
    (_SUM_JA, _SUM_JA_WORK + "したがって、和は五十五である。", "55", True),
    (_LARGER_KO, _LARGER_KO_WORK + "다시 생각해 보니 큰 수는 36인 것 같아요. 😊", "32", False),
    (_LARGER_KO, _LARGER_KO_WORK + "다시 생각해 보니 큰 수는 32가 맞아요.", "32", True),
    # A fraction without braces.
    (_SLOPE, _SLOPE_WORK + "So the gradient of the line is $\\tfrac13$.", "3", False),
    (_HALVES, "$\\boxed{\\frac34}$\n\nSo the sum is $\\dfrac23$.", "\\frac{3}{4}", False),
    (_SLOPE, _SLOPE_WORK + "So the gradient of the line is $3$.", "3", True),
    (_HALVES, "$\\boxed{\\frac34}$\n\nSo the sum is $\\dfrac34$.", "\\frac{3}{4}", True),
    # "a dozen", and what remains where the question asks what one has now.
    (_STICKERS, _STICKERS_WORK + "She is left with a dozen stickers.", "10", False),
    (_STICKERS, _STICKERS_WORK + "She is left with 12 stickers.", "10", False),
    (_STICKERS, _STICKERS_WORK + "She has half a dozen left.", "10", False),
    (_STICKERS_FR, _STICKERS_WORK + "Il lui en reste une douzaine.", "10", False),
    (_CHANGE, "20 − 7.50 = 12.50\n\n**$12.50**\n\nShe has $13.50 left.", "12.50", False),
    (_STICKERS, _STICKERS_WORK + "She is left with 10 stickers.", "10", True),
    (_CHANGE, "20 − 7.50 = 12.50\n\n**$12.50**\n\nShe has $12.50 left.", "12.50", True),
    (_STICKERS, _STICKERS_WORK + "She gave away more than a dozen.", "10", True),
    (_MUFFINS, "36 / 12 = 3\n\n**3**\n\nEach box holds a dozen muffins.", "3", True),
    # A birthday's ordinal where an age is asked.
    (_AGE, _AGE_WORK + "So that year he celebrates his 19th birthday.", "18", False),
    (_AGE_FR, _AGE_FR_WORK + "Il fêtera donc son 19e anniversaire.", "18", False),
    (_AGE, _AGE_WORK + "So that year he celebrates his 18th birthday.", "18", True),
    # An estimate of a closed-form answer that no rounding reaches.
    (_CIRCLE, _CIRCLE_WORK + "Numerically the area is about 18.85.", "9\\pi", False),
    (_CIRCLE, _CIRCLE_WORK + "That is about 19 square units.", "9\\pi", False),
    (_CIRCLE, _CIRCLE_WORK + "With π ≈ 3.14 that is about 18.84.", "9\\pi", False),
    (_ROOT, _ROOT_WORK + "That is about 3.46.", "2\\sqrt{2}", False),
    (_ROOT, _ROOT_WORK + "Numerisch ist das etwa 3,46.", "2\\sqrt{2}", False),
    (_ROOT, _ROOT_WORK + "Numériquement, cela vaut environ 3,46.", "2\\sqrt{2}", False),
    (_CIRCLE, "$\\boxed{9\\pi}$ (≈ 18.85)", "9\\pi", False),
    (_CIRCLE, "$\\boxed{9\\pi}$\n\n(≈ 18.85)", "9\\pi", False),
    (_CIRCLE, "$\\boxed{9\\pi}$ (about 18.8 square units)", "9\\pi", False),
    (_CIRCLE, _CIRCLE_WORK + "Numerically the area is about 28.27.", "9\\pi", True),
    (_CIRCLE, _CIRCLE_WORK + "That is approximately 28.3 square units.", "9\\pi", True),
    (_CIRCLE, _CIRCLE_WORK + "With π ≈ 3.14 that is about 28.26.", "9\\pi", True),
    (_CIRCLE, _CIRCLE_WORK + "The circumference is about 18.85.", "9\\pi", True),
    (_ROOT, _ROOT_WORK + "That is about 2.83.", "2\\sqrt{2}", True),
    (_CIRCLE, "$\\boxed{9\\pi}$ (≈ 28.27)", "9\\pi", True),
    (_CIRCLE, "$\\boxed{9\\pi}$\n\n(≈ 28.27)", "9\\pi", True),
    (_CIRCLE, "$\\boxed{9\\pi}$ (about 28.3 square units)", "9\\pi", True),
    (_ROOT, _ROOT_WORK + "Numerisch ist das etwa 2,83.", "2\\sqrt{2}", True),
    (_ROOT, _ROOT_WORK + "Since $\\sqrt{2} \\approx 1.414$, that is about 2.83.", "2\\sqrt{2}", True),
    # An angle in degrees said again in radians as another angle.
    (_HEXAGON, _HEXAGON_WORK + "In radians that's π/3.", "120", False),
    (_HEXAGON, _HEXAGON_WORK + "In radians that's $\\frac{\\pi}{3}$.", "120", False),
    (_HEXAGON, _HEXAGON_WORK + "En radianes, eso es $\\frac{5\\pi}{6}$.", "120", False),
    (_HEXAGON, _HEXAGON_WORK + "In radians that's 2π/3.", "120", True),
    (_HEXAGON, _HEXAGON_WORK + "In radians that's $\\frac{2\\pi}{3}$.", "120", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", CASES)
def test_a_second_value_however_spelled_after_the_answer(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
