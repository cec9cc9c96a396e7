"""What honest writers add after an answer in the languages the grader reads (a closing, a note, a remark) and "I think"
opening an answer in languages it does not: each a case paid and a near one, a withdrawal or a doubt in the same
language or a negation, still refused, read as ``trl-grpo-ext explain`` reads them."""

from __future__ import annotations

import pytest

SQUARE = "Quel est le périmètre d'un carré de côté 7 cm ?"
HOUR = "Quanti secondi ci sono in un'ora?"
CIRCLE = "Calcola l'area di un cerchio di raggio 3. Lascia la risposta in funzione di $\\pi$."
DIVISION = "Сколько будет $48 : 6 + 2$?"
CHAIRS = "Em uma sala há 7 fileiras com 8 cadeiras cada. Quantas cadeiras há?"
MINUTE = "Wie viele Sekunden hat eine Minute?"
SQUARES = "Ile wynosi $12^2 - 44$?"
FACTORIALS = "Evaluate $\\frac{10!}{8!}$."
TIMES = "What is 7 times 8?"
SHILLINGS = "Juma ana shilingi 500. Ananunua madaftari 3 kwa shilingi 120 kila moja. Amebaki na shilingi ngapi?"
DIVISORS = "How many positive divisors does 196 have?"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# A closing, a remark or a note after the answer in a language read, in its common words, says nothing against it.
CLOSINGS_READ = [
    (SQUARE, "$4 \\times 7 = 28$ cm.\n\n**Réponse : 28 cm**\n\nBonne continuation dans vos révisions !", "28"),
    (HOUR, "$60 \\times 60 = 3600$.\n\n**Risposta: 3600 secondi**\n\nCioè tremilaseicento secondi. Buono studio! 📚", "3600"),
    (HOUR, "$60 \\times 60 = 3600$.\n\n**Risposta: 3600 secondi**\n\nAbbiamo moltiplicato i minuti per i secondi, come richiesto.", "3600"),
    (CIRCLE, "$A = \\pi \\cdot 3^2 = 9\\pi$.\n\nRisposta: $\\boxed{9\\pi}$\n\nNota: abbiamo lasciato $\\pi$ in forma simbolica come richiesto, senza approssimarlo.", "9\\pi"),
    (DIVISION, "$48 : 6 = 8$, $8 + 2 = 10$.\n\nОтвет: 10.\n\nНадеюсь, объяснение было понятным. Обращайтесь, если будут вопросы!", "10"),
    (CHAIRS, "7 × 8 = 56.\n\nResposta: 56\n\nQualquer dúvida, estou à disposição!", "56"),
    (CHAIRS, "7 × 8 = 56.\n\nResposta: 56\n\nValeu! Se precisar, é só chamar. 👍", "56"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nDas weiß man einfach. 😉", "60"),
    (SQUARES, "$144 - 44 = 100$.\n\nOdpowiedź: 100\n\nWynik jest okrągły, co dobrze świadczy o obliczeniach. Powodzenia!", "100"),
    (FACTORIALS, "$\\frac{10!}{8!} = 10 \\cdot 9 = 90$.\n\n$\\boxed{90}$\n\nCancelling the common $8!$ saves a lot of work.", "90"),
    (DIVISORS, "$(2+1)(2+1) = 9$.\n\nJawapan: 9 pembahagi. Mudah sahaja, kan? 😄", "9"),
]


@pytest.mark.parametrize("prompt,completion,gold", CLOSINGS_READ)
def test_a_closing_in_a_language_read_is_harmless(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


# The same languages' withdrawals and doubts, and sentences whose common words are too few to be read (a withdrawal's
# verb no table lists: "je me trompe", "verrechnet", "неправ"), stay refused; so do sentences of languages not read that
# share a few words with them.
REFUSED_AFTER = [
    (SQUARE, "**Réponse : 28 cm**\n\nAttendez, je me suis trompé, ce n'est pas bon.", "28"),
    (SQUARE, "**Réponse : 28 cm**\n\nMais je ne suis pas sûr de mon calcul.", "28"),
    (SQUARE, "**Réponse : 28 cm**\n\nComme d'habitude, je me trompe.", "28"),
    (SQUARE, "**Réponse : 28 cm**\n\nBonne question, mais je doute.", "28"),
    (HOUR, "**Risposta: 3600 secondi**\n\nAspetta, ho sbagliato: non è corretto.", "3600"),
    (HOUR, "**Risposta: 3600 secondi**\n\nMa non sono sicuro del risultato.", "3600"),
    (HOUR, "**Risposta: 3600 secondi**\n\nSenza garanzie.", "3600"),
    (DIVISION, "Ответ: 10.\n\nПодождите, это было неправильно.", "10"),
    (DIVISION, "Ответ: 10.\n\nЯ был неправ.", "10"),
    (DIVISION, "Ответ: 10.\n\nНо я не уверен, что это верно.", "10"),
    (CHAIRS, "Resposta: 56\n\nEspera, errei: essa resposta está errada.", "56"),
    (CHAIRS, "Resposta: 56\n\nPortanto, há um erro.", "56"),
    (CHAIRS, "Resposta: 56\n\nMas não tenho certeza se está certo.", "56"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nMoment, das ist falsch.", "60"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nDas weiß ich nicht genau.", "60"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nMan weiß nie.", "60"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nWie peinlich, verrechnet.", "60"),
    (SQUARES, "Odpowiedź: 100\n\nChwila, wynik jest błędny.", "100"),
    (SQUARES, "Odpowiedź: 100\n\nNie jestem pewien, czy wynik jest dobry.", "100"),
    (TIMES, "7 × 8 = 56.\n\nRăspuns: 56\n\nNu, se pare că am greșit.", "56"),
    (TIMES, "7 × 8 = 56.\n\nSvar: 56\n\nNej, det är fel, tyvärr.", "56"),
    (TIMES, "7 × 8 = 56.\n\nResposta: 56\n\nNo és correcte, ho sento.", "56"),
    (TIMES, "7 × 8 = 56.\n\nOdgovor: 56\n\nNe, to nije točno, se ispričavam.", "56"),
    (TIMES, "7 × 8 = 56.\n\nJibu: 56\n\nSidhani jibu ni sahihi.", "56"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED_AFTER)
def test_a_withdrawal_or_doubt_after_the_answer_stays_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"


# "I think (that)" opening the answer's sentence commits to the value in any language, as "I think the answer is 140"
# does; after a negation it doubts, and a word of doubt beside the value is read on its own.
OPINION_BEFORE = [
    ("Nadhani jibu ni shilingi 140.", "correct"),
    ("Szerintem a válasz 140.", "correct"),
    ("Νομίζω ότι η απάντηση είναι 140.", "correct"),
    ("Mielestäni vastaus on 140.", "correct"),
    ("Cred că răspunsul este 140.", "correct"),
    ("Myslím, že odpověď je 140.", "correct"),
    ("Jag tror att svaret är 140.", "correct"),
    ("Jeg tror at svaret er 140.", "correct"),
    ("Saya rasa jawapannya 140.", "correct"),
    ("Úgy gondolom, a válasz 140.", "correct"),
    ("Nemyslím si, že odpověď je 140.", "refused"),
    ("Jag tror inte att svaret är 140.", "refused"),
    ("Jag tror att svaret är kanske 140.", "refused"),
    ("Saya tidak rasa jawapannya 140.", "refused"),
    ("Nem úgy gondolom, a válasz 140.", "refused"),
    ("Nadhani jibu ni labda shilingi 140.", "refused"),
    ("Sidhani jibu ni shilingi 140.", "refused"),
    ("Szerintem talán 140.", "refused"),
    ("Δεν νομίζω ότι η απάντηση είναι 140.", "refused"),
    ("Νομίζω ότι η απάντηση είναι ίσως 140.", "refused"),
    ("Luulen, että vastaus on ehkä 140.", "refused"),
    ("Nu cred că răspunsul este 140.", "refused"),
    ("Cred că răspunsul este probabil 140.", "refused"),
]


@pytest.mark.parametrize("sentence,expected", OPINION_BEFORE)
def test_i_think_opening_the_answer_commits(math_plugin, sentence, expected):
    found = _reason(math_plugin, SHILLINGS, "500 − 360 = 140.\n\n" + sentence, "140")
    assert ("correct" if found == "correct" else "refused") == expected


# The answer's sentence starts after the last break before the value (a sentence's mark and a space, a line's end, the
# end of a statement of code), at most 300 characters back; a decimal point or a mark without a space breaks nothing.
HEAD_STARTS = [
    ("So the answer is 42", 0),
    ("First 3 + 4 = 7. So the answer is 42", 17),
    ("x = 1; y = 2. Then\tthe answer is 42", 14),
    ("Line one!\nthe answer is 42", 10),
    ("a[0]the answer is 42", 4),
    ("pi is 3.14 and e.g.the answer is 42", 0),
    ("第一步。 答案是42", 5),
    ("Done. " + "x" * 400 + " the answer is 42", 406 + 15 - 300),
]


@pytest.mark.parametrize("text,start", HEAD_STARTS)
def test_the_answer_sentence_starts_after_the_last_break(text, start):
    from reward_plugins.math.answer_sentence import _head_start

    assert _head_start(text, len(text) - 2) == start
