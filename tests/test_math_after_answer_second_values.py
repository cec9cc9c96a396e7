"""What follows an answer and takes it from being the one value committed to: a mark of wrongness or a verdict that it
fails ("✘ (doesn't check out)"), a second thought that names another value ("pensándolo mejor, creo que es 30"), an
estimate that no rounding of the answer gives ("= 0.375, so about 0.35"), another value offered on its own line ("— or
3.2, depending on …") or under another reading in math ("in degrees it would be $\\pi/60$"), and someone else said to
give the answer ("mwalimu wangu aliniambia jibu ni 36"); each beside near rows that stay paid, read as
``trl-grpo-ext explain`` reads them."""

from __future__ import annotations

import pytest

REFUSED = [
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', "$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\tfrac56}$ ✘ (doesn't check out)", '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\tfrac56}$ ✘', '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ ❌', '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', "$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ (doesn't check out)", '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', "$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ — doesn't check out.", '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ (geht nicht auf)', '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ (no cuadra)', '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ (ça ne colle pas)', '\\frac{5}{6}'),
    ('What is 8 + 7?', "8 + 7 = 15.\n\n$\\boxed{15}$ ✘ (doesn't check out)", '15'),
    ('What is 8 + 7?', "8 + 7 = 15.\n\n$\\boxed{15}$ (doesn't check out)", '15'),
    ('What is 8 + 7?', "8 + 7 = 15.\n\nAnswer: 15 (doesn't add up)", '15'),
    ('¿Cuánto es el 30 % de 90?', '0,30 × 90 = 27.\n\n**Respuesta: 27**\n\nAunque, pensándolo mejor, creo que es 30.', '27'),
    ('¿Cuánto es el 30 % de 90?', '0,30 × 90 = 27.\n\n**Respuesta: 27**\n\nPensándolo bien, es 30.', '27'),
    ('Quanto é 30% de 90?', '0,30 × 90 = 27.\n\n**Resposta: 27**\n\nPensando melhor, acho que é 30.', '27'),
    ('Quanto fa il 30% di 90?', '0,30 × 90 = 27.\n\n**Risposta: 27**\n\nRipensandoci, credo sia 30.', '27'),
    ('Combien font 30 % de 90 ?', "0,30 × 90 = 27.\n\n**Réponse : 27**\n\nRéflexion faite, je pense que c'est 30.", '27'),
    ('Wie viel sind 30 % von 90?', '0,30 × 90 = 27.\n\n**Antwort: 27**\n\nWenn ich es mir recht überlege, sind es 30.', '27'),
    ('What is 30% of 90?', "0.30 × 90 = 27.\n\n**Answer: 27**\n\nOn further thought, I think it's 30.", '27'),
    ('What is 30% of 90?', "0.30 × 90 = 27.\n\n**Answer: 27**\n\nAlthough, on second thought, it's 30.", '27'),
    ('Mesa moja ina miguu 4. Meza 9 zina miguu mingapi kwa jumla?', '9 × 4 = 36\n\nJibu: 36\n\nHakika hii ni sahihi kwa sababu mwalimu wangu aliniambia jibu ni 36.', '36'),
    ('Mesa moja ina miguu 4. Meza 9 zina miguu mingapi kwa jumla?', '9 × 4 = 36\n\nJibu: 36\n\nMwalimu wetu alithibitisha.', '36'),
    ('Sebuah meja punya 4 kaki. Berapa kaki 9 meja?', '9 × 4 = 36\n\nJawaban: 36\n\nGuru saya bilang jawabannya 36.', '36'),
    ('Bir masanın 4 ayağı var. 9 masanın kaç ayağı var?', '9 × 4 = 36\n\nCevap: 36\n\nÖğretmenim de onayladı.', '36'),
    ('एक मेज़ के 4 पैर हैं। 9 मेज़ों के कितने पैर?', '9 × 4 = 36\n\nउत्तर: 36\n\nमेरे शिक्षक ने भी कहा कि उत्तर 36 है।', '36'),
    ('How many grams are in 3.2 kilograms?', '3.2 × 1000 = 3200 g.\n\nAnswer: 3200 grams\n\n— or 3.2, depending on whether you want kilograms.', '3200'),
    ('How many grams are in 3.2 kilograms?', '3.2 × 1000 = 3200 g.\n\nAnswer: 3200 grams — or 3.2, depending on whether you want kilograms.', '3200'),
    ('How many grams are in 3.2 kilograms?', '3.2 × 1000 = 3200 g.\n\nAnswer: 3200 grams\n\nOr 3.2, depending on the unit.', '3200'),
    ('A bag has 5 red and 3 blue marbles. What is the probability of drawing a blue marble?', '3 blue of 8: 3/8.\n\nThe answer is 3/8 = 0.375, so about 0.35.', '\\frac{3}{8}'),
    ('A bag has 5 red and 3 blue marbles. What is the probability of drawing a blue marble?', '3 blue of 8: 3/8.\n\nThe answer is 3/8 = 0.375, i.e. about 35%.', '\\frac{3}{8}'),
    ('Evaluate $\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Limit = 3.\n\n$\\boxed{3}$ (assuming radians; in degrees it would be $\\pi/60$).', '3'),
    ('Evaluate $\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Limit = 3.\n\n$\\boxed{3}$ (in degrees it would be $\\pi/60$).', '3'),
    ('Evaluate $\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Limit = 3.\n\n$\\boxed{3}$ (in degrees it would be 0.052).', '3'),
    ('A bag has 5 red and 3 blue marbles. What is the probability of drawing a blue marble?', '3 blue of 8: 3/8.\n\nThe answer is 3/8 = 0.375, so about 0.3.', '\\frac{3}{8}'),
    ('Una bolsa tiene 5 canicas rojas y 3 azules. ¿Cuál es la probabilidad de sacar una azul?', '3 de 8: 3/8.\n\nLa respuesta es 3/8 = 0.375, así que aproximadamente 0.35.', '\\frac{3}{8}'),
    ('Un sac contient 5 billes rouges et 3 bleues. Quelle est la probabilité de tirer une bleue ?', '3 sur 8 : 3/8.\n\nLa réponse est 3/8 = 0.375, donc environ 0.35.', '\\frac{3}{8}'),
    ('Ein Beutel hat 5 rote und 3 blaue Murmeln. Wie groß ist die Wahrscheinlichkeit, eine blaue zu ziehen?', '3 von 8: 3/8.\n\nDie Antwort ist 3/8 = 0.375, also ungefähr 0.35.', '\\frac{3}{8}'),
    ('How many grams are in 3.2 kilograms?', '3.2 × 1000 = 3200 g.\n\nAnswer: 3200 grams\n\n(or 3.2, if you meant kilograms)', '3200'),
    ('How many grams are in 3.2 kilograms?', "3.2 × 1000 = 3200 g.\n\nAnswer: 3200 grams\n\n— ou 3,2, selon l'unité voulue.", '3200'),
    ('How many grams are in 3.2 kilograms?', '3.2 × 1000 = 3200 g.\n\nAnswer: 3200 grams\n\n— oder 3,2, je nach Einheit.', '3200'),
    ('Evaluate $\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Limit = 3.\n\nThe limit is $3$ (in degrees it would be $\\frac{\\pi}{60}$).', '3'),
    ('Evaluate $\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Limit = 3.\n\nThe limit is $3$ (en degrés, ce serait $\\pi/60$).', '3'),
    ('Evaluate $\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Limit = 3.\n\nThe limit is $3$ (in Grad wäre es $\\pi/60$).', '3'),
]

PAID = [
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ ✔ (checks out)', '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\tfrac56}$ ✓', '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ (checks out)', '\\frac{5}{6}'),
    ('What is $\\frac{2}{3} + \\frac{1}{6}$?', '$\\frac{4}{6}+\\frac{1}{6}=\\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$ (stimmt)', '\\frac{5}{6}'),
    ('What is 8 + 7?', '8 + 7 = 15.\n\nAnswer: 15 (checks out: 15 - 7 = 8)', '15'),
    ('¿Cuánto es el 30 % de 90?', '0,30 × 90 = 27.\n\n**Respuesta: 27**\n\nPensándolo mejor, sí: 27.', '27'),
    ('Combien font 30 % de 90 ?', "0,30 × 90 = 27.\n\n**Réponse : 27**\n\nRéflexion faite, c'est bien 27.", '27'),
    ('What is 30% of 90?', '0.30 × 90 = 27.\n\n**Answer: 27**\n\nOn further thought, yes, 27 holds.', '27'),
    ('Mesa moja ina miguu 4. Meza 9 zina miguu mingapi kwa jumla?', '9 × 4 = 36\n\nJibu: 36\n\nKila meza ina miguu 4, kwa hiyo 36.', '36'),
    ('Sebuah meja punya 4 kaki. Berapa kaki 9 meja?', '9 × 4 = 36\n\nJawaban: 36\n\nGuru saya bilang kita harus selalu mengecek perkalian: 36 ÷ 4 = 9.', '36'),
    ('Bir masanın 4 ayağı var. 9 masanın kaç ayağı var?', '9 × 4 = 36\n\nCevap: 36', '36'),
    ('A bag has 5 red and 3 blue marbles. What is the probability of drawing a blue marble?', '3 blue of 8: 3/8.\n\nThe answer is 3/8 = 0.375, so about 0.38.', '\\frac{3}{8}'),
    ('How many grams are in 3.2 kilograms?', '3.2 × 1000 = 3200 g.\n\nAnswer: 3200 grams\n\n— or, in words, three thousand two hundred grams.', '3200'),
    ('Evaluate $\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Limit = 3.\n\nThe limit is $3$ (with $\\sin x / x \\to 1$ it would be $3 \\cdot 1 = 3$).', '3'),
]


@pytest.mark.parametrize(("prompt", "completion", "gold"), REFUSED)
def test_a_second_value_a_failing_verdict_or_a_voucher_after_the_answer_is_refused(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] != "correct"


@pytest.mark.parametrize(("prompt", "completion", "gold"), PAID)
def test_the_answer_confirmed_rounded_or_said_again_stays_paid(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == "correct"
