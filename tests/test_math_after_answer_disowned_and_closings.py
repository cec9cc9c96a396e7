"""After a right answer, a sentence in which the writer doubts, disowns or disclaims it, by its shape and in any wording
(a word of confidence, reliance or vouching under a negation with the writer as subject and the answer as object; the
answer as the subject of "not to be relied on" or of a disclaimer; the answer called a guess; the answer said to be
likely off or off somewhere), in the languages of the tables: refused. Near rows that state confidence, decline a
guess, warn against another thing or name a wrong way stay paid. Then honest closings, offers, confirmations and notes
in languages and wordings read since: paid, beside refused twins that doubt or withdraw in the same language."""

from __future__ import annotations

import pytest

CLIPS = ("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did "
         "Natalia sell altogether in April and May?")
CLIPS_WORK = "In April she sold 48 clips. In May she sold half as many: 48 / 2 = 24.\nTotal = 48 + 24 = 72.\n\n**Answer: 72**\n\n"

# (the text after the answer, paid)
DISOWNED = [
    # the writer's confidence, reliance or vouching negated, the answer or a pronoun closing the clause as object
    ("Hmm, rereading the problem, I'm honestly not confident in this; I could be misreading 'half as many'.", False),
    ("I'm not confident in the answer.", False),
    ("We aren't sure about this.", False),
    ("I have little confidence in this result.", False),
    ("I can't vouch for it.", False),
    ("I wouldn't bet on it, to be honest.", False),
    ("Looking back, this is almost certainly off by a factor somewhere — I wouldn't submit it.", False),
    ("Honestly, I wouldn't hand it in.", False),
    ("I'm confident this is right.", True),
    ("I'm confident in this.", True),
    ("I'm sure of it: 48 + 24 = 72.", True),
    ("I wouldn't trust a calculator here, so I did it by hand.", True),
    # the answer as subject of "not to be relied on", or of a disclaimer
    ("(The above answer is for illustration only and should not be relied upon.)", False),
    ("This should not be taken at face value.", False),
    ("Don't rely on rounding here; the exact value is 72.", True),
    ("Rounding should not be relied upon here.", True),
    # a guess said so
    ("Just guessing here, honestly.", False),
    ("That's just a guess.", False),
    ("It's a wild guess, really.", False),
    ("Pure guesswork on my part.", False),
    ("No guessing needed: the equation gives it directly.", True),
    ("No guesswork: the equation gives 72 directly.", True),
    ("Without any guessing, the sum is exact.", True),
    ("I guessed and checked to find the split.", True),
    # the answer likely off, or off somewhere
    ("This is probably off somewhere.", False),
    ("A common mistake is to add 48 twice — that would be wrong.", True),
    ("Nothing is off: 24 is half of 48.", True),
    # the other languages of the tables
    ("Je n'en suis pas vraiment sûr.", False),
    ("Je ne m'y fierais pas trop.", False),
    ("C'est une simple supposition.", False),
    ("Darauf würde ich mich nicht verlassen.", False),
    ("Das ist nur eine Vermutung.", False),
    ("No me fiaría de esto.", False),
    ("Es una simple conjetura, la verdad.", False),
    ("Não confiaria nisso.", False),
    ("Foi só um chute.", False),
    ("Non mi fiderei.", False),
    ("Sto tirando a indovinare.", False),
    ("На это не стоит полагаться.", False),
    ("Это лишь догадка.", False),
    ("纯属猜测。", False),
    ("我不敢保证这个答案。", False),
    ("Nie ręczę za to.", False),
    ("Ik zou er niet op vertrouwen.", False),
    ("Hanya tebakan saja.", False),
    ("Chỉ là đoán thôi.", False),
    ("Sadece bir tahmin.", False),
    ("Je ne m'y attendais pas, mais c'est bien 72.", True),
    ("Sans aucune supposition, le calcul est exact.", True),
    ("Ich bin mir sicher.", True),
]


@pytest.mark.parametrize("after,paid", DISOWNED)
def test_the_answer_disowned_after_it(math_plugin, after, paid):
    assert (math_plugin.explain(CLIPS, CLIPS_WORK + after, "72")["reason"] == "correct") == paid


SHEEP = ("Toulouse has twice as many sheep as Charleston. Charleston has 4 times as many sheep as Seattle. How many sheep do "
         "Toulouse, Charleston, and Seattle have together if Seattle has 20 sheep?")
SHEEP_WORK = "Charleston: 4 × 20 = 80\nToulouse: 2 × 80 = 160\n\nTogether: 20 + 80 + 160 = 260 sheep.\n\n"
POLYGON_UK = "Кількість сторін правильного многокутника, внутрішній кут якого дорівнює 150°?"
POLYGON_UK_WORK = "Зовнішній кут = 180° − 150° = 30°. Кількість сторін n = 360° / 30° = 12.\n\n**Відповідь: 12**\n\n"
WORKERS_ID = "Jika 4 pekerja menyelesaikan pekerjaan dalam 12 hari, berapa hari yang diperlukan oleh 6 pekerja?"
WORKERS_ID_WORK = "Total kerja = 4 × 12 = 48 hari-orang. Dengan 6 pekerja: 48 / 6 = 8 hari.\n\n**Jawaban: 8 hari**\n\n"
PAGES_SW = "Kwa kipindi cha siku 7, Amina husoma kurasa 15 kila siku. Amesoma kurasa ngapi?"
PAGES_SW_WORK = "15 × 7 = 105.\n\n**Jibu: 105**\n\n"
MINUTES_MS = "Berapakah 45 minit dalam jam?"
MINUTES_MS_WORK = "45/60 = 0.75 jam.\n\nJawapan: 0.75 jam\n\n"
BYTE_HR = "Koliko je 2⁸?"
BYTE_HR_WORK = "2⁸ = 256.\n\nOdgovor: 256\n\n"
POWER_RU = "Вычислите $2^{12}$."
POWER_RU_WORK = "$2^{12} = 2^{10}\\cdot 2^2 = 1024\\cdot4 = 4096$.\n\n"
SQUARES_VI = "Tính √144 + √25."
SQUARES_VI_WORK = "√144 = 12, √25 = 5, nên tổng là 17.\n\nKết quả: 17\n\n"
SPEED_VI = "Một xe đi 60 km/giờ trong 2 giờ 15 phút. Xe đi được bao nhiêu km?"
SPEED_VI_WORK = "2 giờ 15 phút = 2,25 giờ. 60 × 2,25 = 135.\n\nĐáp số: 135 km\n\n"
MEAN_PT = "Qual é a média de 4, 8, 12 e 16?"
MEAN_PT_WORK = "Soma = 40, média = 40/4 = 10.\n\n**Resposta: 10**\n\n"
TRIANGLE_PL = "Trójkąt ma podstawę 10 cm i wysokość 7 cm. Jakie jest jego pole?"
TRIANGLE_PL_WORK = "P = ½ · a · h = ½ · 10 · 7 = 35.\n\nOdpowiedź: 35 cm²\n\n"

# (prompt, completion, gold, paid)
READ_SINCE = [
    # a count stated after the answer's label with a subject and "to have" ("ils ont", "sie haben")
    (SHEEP, SHEEP_WORK + "Réponse : ils ont 260 moutons au total.", "260", True),
    (SHEEP, SHEEP_WORK + "Antwort: sie haben 260 Schafe zusammen.", "260", True),
    (SHEEP, SHEEP_WORK + "Réponse : ils ont environ 260 moutons.", "260", False),
    (SHEEP, SHEEP_WORK + "Réponse : ils ont peut-être 260 moutons.", "260", False),
    # a confirmation that the work was checked
    (POWER_RU, POWER_RU_WORK + "Ответ: 4096. Проверено дважды.", "4096", True),
    (POWER_RU, POWER_RU_WORK + "Ответ: 4096. Не проверено.", "4096", False),
    # the answer said again as the shape it names, and an offer
    (POLYGON_UK, POLYGON_UK_WORK + "Тобто це правильний дванадцятикутник. Якщо щось незрозуміло — питайте!", "12", True),
    (POLYGON_UK, POLYGON_UK_WORK + "Тобто це правильний дванадцятикутник. Але я не впевнений.", "12", False),
    # an assumption the method rests on, in Indonesian
    (WORKERS_ID, WORKERS_ID_WORK + "Asumsi: semua pekerja bekerja dengan kecepatan yang sama (perbandingan berbalik nilai).", "8", True),
    (WORKERS_ID, WORKERS_ID_WORK + "Asumsi: semua pekerja bekerja dengan kecepatan yang sama, tapi saya tidak yakin.", "8", False),
    # the answer in words, a congratulation to the prompt's person; a word of doubt of another language that is the prompt's noun
    (PAGES_SW, PAGES_SW_WORK + "Yaani kurasa mia moja na tano kwa wiki nzima. Hongera Amina! 📚", "105", True),
    (PAGES_SW, PAGES_SW_WORK + "Yaani kurasa mia moja na tano kwa wiki nzima. Labda.", "105", False),
    (PAGES_SW, PAGES_SW_WORK + "Hongera Amina! Au 110.", "105", False),
    # the answer said again in words in Malay, a closing
    (MINUTES_MS, MINUTES_MS_WORK + "Iaitu tiga suku jam. Semoga membantu!", "0.75", True),
    # a fact about the answer and a closing in Croatian
    (BYTE_HR, BYTE_HR_WORK + "To je ujedno broj vrijednosti jednog bajta. Lijep pozdrav!", "256", True),
    (BYTE_HR, BYTE_HR_WORK + "To je ujedno broj vrijednosti jednog bajta. Možda.", "256", False),
    # thanks and offers in Vietnamese, Portuguese, Polish and Tamil
    (SQUARES_VI, SQUARES_VI_WORK + "Cảm ơn bạn đã hỏi! 🌟", "17", True),
    (SQUARES_VI, SQUARES_VI_WORK + "Cảm ơn bạn đã hỏi! Có lẽ là 18.", "17", False),
    (SPEED_VI, SPEED_VI_WORK + "Bạn cần thêm bài tương tự không? Mình sẵn sàng giúp!", "135", True),
    (SPEED_VI, SPEED_VI_WORK + "Không.", "135", False),
    (SPEED_VI, SPEED_VI_WORK + "Chỉ là đoán thôi. Mình sẵn sàng giúp!", "135", False),
    (MEAN_PT, MEAN_PT_WORK + "Obrigado pela pergunta! Bons estudos 📖", "10", True),
    (MEAN_PT, MEAN_PT_WORK + "Obrigado pela pergunta! Mas não tenho certeza.", "10", False),
    (TRIANGLE_PL, TRIANGLE_PL_WORK + "Czyli trzydzieści pięć centymetrów kwadratowych. Daj znać, jeśli potrzebujesz więcej przykładów!", "35", True),
    (TRIANGLE_PL, TRIANGLE_PL_WORK + "Daj znać, jeśli potrzebujesz więcej przykładów! Chyba 36.", "35", False),
    ("ஒரு சதுரத்தின் பக்கம் 9 செ.மீ. பரப்பளவு என்ன?", "பரப்பளவு = 9 × 9 = 81.\n\nவிடை: 81 சதுர செ.மீ.\n\nநன்றி! மேலும் கேள்விகள் இருந்தால் கேளுங்கள்.", "81", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", READ_SINCE)
def test_honest_text_after_the_answer_read_since(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
