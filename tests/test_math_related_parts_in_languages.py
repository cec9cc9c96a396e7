"""``math_accuracy`` after the answer, in the languages read: a value its clause gives to a part of what the question
counts (two of the five shelves, half the garden, the third month alone), to several of the things the question asks
each one of ("Üç arkadaş birlikte", "Zwei von ihnen … zusammen"), to the change of a payment and the note it is made
with ("おつりは 400 円", "kembaliannya Rp14.000"), to a difference or a mean the question does not ask, is a related fact:
the right answer stays paid. The asked quantity given a value (the whole, each one, the payment, by a word for each, in
total, or all the things the prompt counts) is a second answer and stays refused. Rules in docs/MATH.md, "After the
answer"."""

from __future__ import annotations

import pytest

_NUTS = "Ayşe 84 cevizi 7 arkadaşına eşit olarak paylaştırıyor. Her birine kaç ceviz düşer?"
_NUTS_WORK = "84 ÷ 7 = 12\n\n**Cevap: 12**\n\n"
_SWEETS_ID = "Ibu membagikan 45 permen kepada 9 anak sama banyak. Berapa permen yang diterima setiap anak?"
_SWEETS_ID_WORK = "45 : 9 = 5\n\nJawaban: 5 permen\n\n"
_GROUPS_VI = "Một lớp có 36 học sinh chia đều thành 4 nhóm. Mỗi nhóm có bao nhiêu học sinh?"
_GROUPS_VI_WORK = "36 : 4 = 9\n\nĐáp án: 9 học sinh\n\n"
_SHARE_DE = "Drei Geschwister teilen 27 € gerecht. Wie viel bekommt jedes?"
_SHARE_DE_WORK = "27 € : 3 = 9 €\n\nAntwort: 9 €\n\n"
_SWEETS_ES = "Se reparten 72 caramelos entre 8 niños por igual. ¿Cuántos recibe cada uno?"
_SWEETS_ES_WORK = "72 ÷ 8 = 9\n\nRespuesta: 9\n\n"
_STICKERS = "Six friends share 54 stickers equally. How many does each get?"
_STICKERS_WORK = "54 ÷ 6 = 9.\n\n**Answer: 9**\n\n"
_PENS = "A pack of 12 pens costs $9. How much does each pen cost?"
_PENS_WORK = "$9 ÷ 12 = $0.75.\n\nEach pen costs $\\boxed{0.75}$ dollars.\n\n"

_SHELVES = "W sklepie jest 5 półek, na każdej 24 książki. Ile książek jest w sklepie?"
_SHELVES_WORK = "5 · 24 = 120\n\nOdpowiedź: 120\n\n"
_BOXES_KO = "사과가 한 상자에 24개씩 5상자 있습니다. 사과는 모두 몇 개입니까?"
_BOXES_KO_WORK = "24 × 5 = 120\n\n답: 120개\n\n"
_GARDEN = "Bir bahçede 6 sıra ağaç var, her sırada 9 ağaç var. Bahçede toplam kaç ağaç vardır?"
_GARDEN_WORK = "6 × 9 = 54\n\nCevap: 54\n\n"
_CINEMA = "Un cinéma a 15 rangées de 20 sièges. Combien de places y a-t-il en tout ?"
_CINEMA_WORK = "15 × 20 = 300\n\nRéponse : 300\n\n"

_APPLES_JA = "りんごが 1 個 120 円です。5 個買うといくらですか。"
_APPLES_JA_WORK = "120 × 5 = 600（円）\n\n答え：600 円\n\n"
_APPLES_ID = "Budi membeli 3 kg apel dengan harga Rp12.000 per kg. Berapa yang harus ia bayar?"
_APPLES_ID_WORK = "3 × Rp12.000 = Rp36.000\n\nJawaban: Rp36.000\n\n"
_BOOKS_ES = "Un libro cuesta 15 euros y una libreta 4 euros. ¿Cuánto pagará Ana por 2 libros y 3 libretas?"
_BOOKS_ES_WORK = "2 × 15 + 3 × 4 = 42 €\n\n**Respuesta: 42 euros.**\n\n"

_PENS_AR = "اشترى أحمد 5 أقلام، ثمن القلم الواحد 3 ريالات. كم دفع أحمد؟"
_PENS_AR_WORK = "5 × 3 = 15\n\nالإجابة: 15 ريالًا\n\n"
_APPLES_AR = "وُزّعت 60 تفاحة على 5 صناديق بالتساوي. كم تفاحة في كل صندوق؟"
_APPLES_AR_WORK = "60 ÷ 5 = 12\n\nالإجابة: 12 تفاحة\n\n"
_AGES_PT = "Maria tem 3 vezes a idade de João. João tem 7 anos. Quantos anos tem Maria?"
_AGES_PT_WORK = "3 × 7 = 21\n\nResposta: 21 anos.\n\n"
_OLDER_PT = "Maria tem 21 anos e João tem 7 anos. Quantos anos Maria tem a mais que João?"
_OLDER_PT_WORK = "21 − 7 = 14\n\nResposta: 14 anos.\n\n"
_SUM_JA = "1から10までの整数の和を求めよ。"
_SUM_JA_WORK = "$\\frac{10 \\times 11}{2} = 55$\n\n答え：55\n\n"

# (prompt, completion, gold, paid)
CASES = [
    # Several of the things the question asks each one of, together or counted: their value, not each one's.
    (_NUTS, _NUTS_WORK + "Üç arkadaş birlikte 36 ceviz alır.", "12", True),
    (_NUTS, _NUTS_WORK + "Her birine 13 ceviz düşer.", "12", False),
    (_SWEETS_ID, _SWEETS_ID_WORK + "Tiga anak bersama-sama menerima 15 permen.", "5", True),
    (_SWEETS_ID, _SWEETS_ID_WORK + "Jadi setiap anak menerima 6 permen.", "5", False),
    (_SWEETS_ID, _SWEETS_ID_WORK + "Jadi masing-masing anak mendapat 6 permen.", "5", False),
    (_GROUPS_VI, _GROUPS_VI_WORK + "Hai nhóm gộp lại có 18 học sinh.", "9", True),
    (_GROUPS_VI, _GROUPS_VI_WORK + "Vậy mỗi nhóm có 10 học sinh.", "9", False),
    (_SHARE_DE, _SHARE_DE_WORK + "Zwei von ihnen bekommen zusammen 18 €.", "9", True),
    (_SHARE_DE, _SHARE_DE_WORK + "Zwei von ihnen bekommen je 10 €.", "9", False),
    (_SHARE_DE, _SHARE_DE_WORK + "Also bekommt jedes 10 €.", "9", False),
    (_SWEETS_ES, _SWEETS_ES_WORK + "Dos niños juntos reciben 18 caramelos.", "9", True),
    (_SWEETS_ES, _SWEETS_ES_WORK + "Cada niño se lleva 10 caramelos.", "9", False),
    (_STICKERS, _STICKERS_WORK + "Two friends together would have 18.", "9", True),
    (_STICKERS, _STICKERS_WORK + "So everyone ends up with 10.", "9", False),
    (_STICKERS, _STICKERS_WORK + "Two of them get 10 each.", "9", False),
    (_PENS, _PENS_WORK + "4 pens would cost $3, and 8 pens $6.", "0.75", True),
    (_PENS, _PENS_WORK + "So each pen costs $0.80.", "0.75", False),
    # A part of the whole asked: some of the prompt's things by a count it does not give, a half.
    (_SHELVES, _SHELVES_WORK + "Na dwóch półkach stoi razem 48 książek.", "120", True),
    (_SHELVES, _SHELVES_WORK + "Zatem w sklepie jest łącznie 125 książek.", "120", False),
    (_SHELVES, _SHELVES_WORK + "Na pięciu półkach stoi razem 125 książek.", "120", False),
    (_BOXES_KO, _BOXES_KO_WORK + "두 상자에는 48개가 들어 있습니다.", "120", True),
    (_BOXES_KO, _BOXES_KO_WORK + "따라서 사과는 모두 130개입니다.", "120", False),
    (_GARDEN, _GARDEN_WORK + "Bahçenin yarısında 27 ağaç bulunur.", "54", True),
    (_GARDEN, _GARDEN_WORK + "Yani bahçede toplam 56 ağaç bulunur.", "54", False),
    (_CINEMA, _CINEMA_WORK + "Chaque rangée compte 20 sièges, et la moitié de la salle 150.", "300", True),
    (_CINEMA, _CINEMA_WORK + "Donc la salle compte 320 places au total.", "300", False),
    # The change of a payment, and the note it is made with, where the question asks what is paid.
    (_APPLES_JA, _APPLES_JA_WORK + "1000 円札で払うと、おつりは 400 円です。", "600", True),
    (_APPLES_JA, _APPLES_JA_WORK + "つまり、代金は 650 円です。", "600", False),
    (_APPLES_ID, _APPLES_ID_WORK + "Jika ia membayar dengan uang Rp50.000, kembaliannya Rp14.000.", "36000", True),
    (_APPLES_ID, _APPLES_ID_WORK + "Jadi total belanjanya Rp38.000.", "36000", False),
    (_BOOKS_ES, _BOOKS_ES_WORK + "Si paga con un billete de 50 euros, el cambio es de 8 euros.", "42", True),
    (_BOOKS_ES, _BOOKS_ES_WORK + "Así que en total Ana paga 44 euros.", "42", False),
    (_PENS_AR, _PENS_AR_WORK + "إذا دفع بورقة 20 ريالًا فالباقي له 5 ريالات.", "15", True),
    (_PENS_AR, _PENS_AR_WORK + "إذن المبلغ الإجمالي هو 18 ريالًا.", "15", False),
    (_PENS_AR, _PENS_AR_WORK + "ربما دفع 18 ريالًا.", "15", False),
    (_APPLES_AR, _APPLES_AR_WORK + "وفي صندوقين معًا 24 تفاحة.", "12", True),
    (_APPLES_AR, _APPLES_AR_WORK + "إذن في كل صندوق 13 تفاحة.", "12", False),
    (_APPLES_AR, _APPLES_AR_WORK + "لست متأكدًا من ذلك.", "12", False),
    # A difference or a mean the question does not ask; a difference it asks is the answer.
    (_AGES_PT, _AGES_PT_WORK + "A diferença de idade entre eles é de 14 anos.", "21", True),
    (_AGES_PT, _AGES_PT_WORK + "Portanto, Maria tem 22 anos.", "21", False),
    (_OLDER_PT, _OLDER_PT_WORK + "A diferença de idade entre eles é de 15 anos.", "14", False),
    (_SUM_JA, _SUM_JA_WORK + "平均は 5.5 で、項の数は 10 個です。", "55", True),
    (_SUM_JA, _SUM_JA_WORK + "したがって、平均は 6 である。", "55", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", CASES)
def test_a_value_given_to_a_part_or_another_quantity_in_languages(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
