"""A count's answer names what it counts: "18 boys" for "How many girls …?" counts another thing the prompt counts
and is refused, as a number in another unit is; the noun asked, a noun of the question, or a bare number is paid."""

from __future__ import annotations

import pytest

from reward_plugins.math.counted_noun import other_counted

_GIRLS = "A class of 30 students has 6 more girls than boys. How many girls are in the class?"
_FRUIT = "A basket holds 3 apples and 5 pears. Tom adds 4 pears. How many pears are in the basket?"
_OF_THE = "There are 30 children: 12 boys and the rest girls. How many of the children are girls?"
_STUDENTS = "A class has 12 boys and 6 girls. How many students are in the class?"
_PLUS_QUE = "Une école a 240 élèves. Il y a 40 garçons de plus que de filles. Combien y a-t-il de filles ?"
_MORE = "A class has 18 girls and 12 boys. How many more girls than boys are there?"


@pytest.mark.parametrize("prompt, answer, other", [
    (_GIRLS, "18 boys", "boys"),
    (_GIRLS, "18 Boys.", "Boys"),
    (_GIRLS, "18 boy", "boy"),
    (_FRUIT, "9 apples", "apples"),
    (_FRUIT, "9 apple", "apple"),
    ("Ana has 4 cats, 7 dogs. How many dogs does she have?", "4 cats", "cats"),
    ("Ana has 4 cats, 7 dogs. How many dogs does she have?", "7 dogs", None),
    ("There are 5 fewer boxes than crates. There are 12 crates. How many boxes?", "7 crates", "crates"),
    (_STUDENTS, "18 boys", "boys"),  # one part of the pair where the whole is asked and neither part is named
    (_STUDENTS, "18 girls", "girls"),
    ("Ana has 4 cats and 7 dogs. How many pets does she have?", "11 cats", "cats"),
    ("Ana has 4 cats and 7 dogs. How many pets does she have?", "11 pets", None),
    ("Ana has 4 cats and 7 dogs. How many pets does she have?", "11", None),
    ("A class has 12 boys and 6 girls. How many students are boys?", "12 boys", None),  # the question names the part
    ("A class has 12 boys and 6 girls. How many students, boys and girls, are there?", "18 boys", None),
    ("A farm has 5 cows and 3 hens. How many legs do the animals have?", "26 legs", None),
    ("Tom has 3 apples and 5 pears. He eats 2 apples. How many does he have?", "6 apples", None),  # no noun asked
    # the same in other languages: the other member, a part for the whole, and the near rows that stay paid
    ("In einer Klasse sind es 6 mehr Mädchen als Jungen. Wie viele Mädchen sind es?", "12 Jungen", "Jungen"),
    ("Eine Klasse hat 12 Jungen und 6 Mädchen. Wie viele Kinder sind in der Klasse?", "18 Jungen", "Jungen"),
    ("Eine Klasse hat 12 Jungen und 6 Mädchen. Wie viele Kinder sind in der Klasse?", "18 Kinder", None),
    ("Eine Klasse hat 12 Jungen und 6 Mädchen. Wie viele Jungen sind in der Klasse?", "12 Jungen", None),
    ("Une classe compte 12 garçons et 6 filles. Combien d'élèves y a-t-il ?", "18 garçons", "garçons"),
    ("Une classe compte 12 garçons et 6 filles. Combien d'élèves y a-t-il ?", "18 élèves", None),
    ("Il y a 6 filles de plus... 4 plus de filles que de garçons. Combien de filles ?", "10 garçons", "garçons"),
    ("Il y a 6 filles de plus... 4 plus de filles que de garçons. Combien de filles ?", "10 filles", None),
    ("Una clase tiene 12 niños y 6 niñas. ¿Cuántos alumnos hay en la clase?", "18 niños", "niños"),
    ("Una clase tiene 12 niños y 6 niñas. ¿Cuántos alumnos hay en la clase?", "18 alumnos", None),
    ("Una clase tiene 12 niños y 6 niñas. ¿Cuántas niñas hay?", "6 niñas", None),
    ("Una clase tiene 12 niños y 6 niñas. ¿Cuántas niñas hay?", "6 niños", "niños"),
    ("Uma turma tem 12 meninos e 6 meninas. Quantos alunos há na turma?", "18 meninos", "meninos"),
    ("Una classe ha 12 ragazzi e 6 ragazze. Quanti studenti ci sono?", "18 ragazzi", "ragazzi"),
    ("Una classe ha 12 ragazzi e 6 ragazze. Quanti studenti ci sono?", "18 studenti", None),
    # a comparison written after the first noun ("40 garçons de plus que de filles"), and French questions that put
    # the verb before the noun ("Combien y a-t-il de filles ?")
    ("Er zijn 6 meer meisjes dan jongens. Hoeveel meisjes zijn er?", "12 jongens", "jongens"),
    ("Er zijn 6 meer meisjes dan jongens. Hoeveel meisjes zijn er?", "12 meisjes", None),
    ("Een klas heeft 12 jongens en 6 meisjes. Hoeveel leerlingen zijn er?", "18 jongens", "jongens"),
    ("Een klas heeft 12 jongens en 6 meisjes. Hoeveel leerlingen zijn er?", "18 leerlingen", None),
    ("A school has 240 pupils and boys outnumber girls by 40. How many girls are there?", "140 boys", "boys"),
    ("A school has 240 pupils and boys outnumber girls by 40. How many girls are there?", "100 girls", None),
    (_PLUS_QUE, "100 garçons.", "garçons"),
    (_PLUS_QUE, "100 filles", None),
    (_PLUS_QUE, "100", None),
    ("Il y a 40 garçons en moins que de filles. Combien a-t-elle de filles ?", "100 garçons", "garçons"),
    ("Hay 40 niños más que niñas. ¿Cuántas niñas hay?", "100 niños", "niños"),
    ("Hay 40 niños más que niñas. ¿Cuántas niñas hay?", "100 niñas", None),
    ("Es gibt 40 Jungen mehr als Mädchen. Wie viele Mädchen gibt es?", "100 Jungen", "Jungen"),
    ("Es gibt 40 Jungen mehr als Mädchen. Wie viele Mädchen gibt es?", "100 Mädchen", None),
    ("Há 40 meninos a mais do que meninas. Quantas meninas há?", "100 meninos", "meninos"),
    ("Ci sono 40 maschi in più delle femmine. Quante femmine ci sono?", "100 maschi", "maschi"),
    ("There are 40 boys more than girls. How many girls are there?", "100 boys", "boys"),
    ("There are 40 boys more than girls. How many girls are there?", "100 girls", None),
    ("Il y a 40 garçons de plus que de filles. Combien d'élèves y a-t-il en tout ?", "240 élèves", None),
    (_GIRLS, "18 girls", None),
    (_GIRLS, "18 Girls", None),
    (_GIRLS, "18 girl", None),
    (_GIRLS, "18", None),
    (_GIRLS, "18 students", None),  # a noun counted apart from the pair may name the girls too
    (_FRUIT, "9 pears", None),
    (_OF_THE, "18 girls", None),
    (_OF_THE, "18 children", None),
    (_STUDENTS, "18 students", None),
    (_MORE, "6 girls", None),  # both nouns are words of the question
    (_MORE, "6 boys", None),
    ("What is 12 + 6?", "18 boys", None),  # no count asked
    ("Ann has 4 more stickers than Ben. Ann has 12. How many does Ben have?", "8 stickers", None),  # no noun asked
    ("Ann has 4 more stickers than her brother. How many stickers does her brother have?", "8 stickers", None),
    (_GIRLS, "18 boys and 12 girls", None),  # not one number and its noun: other rules read it
])
def test_the_counted_noun_of_a_count(prompt, answer, other):
    assert other_counted(prompt, answer) == other


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    (_GIRLS, "So the class has 12 girls and 18 boys.\n\n**Answer: 18 boys**", "18", False),
    (_GIRLS, "**Answer: 18 girls**", "18", True),
    (_PLUS_QUE, "f + (f + 40) = 240, f = 100. Les garçons sont 140.\n\n**Réponse : 100 garçons.**", "100", False),
    (_PLUS_QUE, "f + (f + 40) = 240, f = 100. Les garçons sont 140.\n\n**Réponse : 100 filles.**", "100", True),
    (_GIRLS, "Answer: 18", "18", True),
    (_FRUIT, "Answer: 9 apples", "9", False),
    (_FRUIT, "Answer: 9 pears", "9", True),
    (_OF_THE, "Answer: 18 girls", "18", True),
    (_STUDENTS, "Answer: 18 students", "18", True),
    (_STUDENTS, "12 + 6 = 18\n\n**Answer: 18 boys**", "18", False),
    (_STUDENTS, "12 + 6 = 18\n\n**Answer: 18**", "18", True),
    ("Une classe compte 12 garçons et 6 filles. Combien d'élèves y a-t-il ?", "12 + 6 = 18\n\nRéponse : 18 garçons", "18", False),
    ("Une classe compte 12 garçons et 6 filles. Combien d'élèves y a-t-il ?", "12 + 6 = 18\n\nRéponse : 18 élèves", "18", True),
])
def test_a_count_of_another_noun_is_not_paid(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") is paid
