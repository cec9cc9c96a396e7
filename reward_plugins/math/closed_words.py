r"""Closed classes of words that take from an answer when a sentence after it holds them, tabled in one place for the
languages whose script or words the grader reads, or whose script :mod:`reward_plugins.math.unread_scripts` tables.

- ``DOUBT``: the writer's doubt and the value's approximation ("maybe", "probably", "not sure", "more or less",
  "roughly"): "아마 맞을 거예요." and "Πάνω κάτω, δηλαδή." after the answer leave it ``qualified``. The languages the
  grader reads by its common words (English, French, German, Spanish, Portuguese, Italian, Dutch, Russian, Indonesian,
  Vietnamese, Turkish, Polish) have tables that read such words in context (``answer_phrases.DOUBTS``); this table holds
  every other language a sentence after the answer may be written in, so that a language is read only where its words of
  doubt are known.
- ``OR``: the word for "or" that opens a sentence before another number, itself or with a word of doubt between ("Ή
  μήπως 80.", "Või äkki 12.", "아니면 120개일 수도"): the number is offered beside the answer (``hedged``). The tables
  of ``answer_phrases`` (``ALTERNATIVE_WORDS``, ``OR_BEFORE_NUMBER``) and the rows below together.
- ``ADDRESSED``: words addressed to a teacher, a marker or an examiner, an order to mark the answer right, and the claim
  that it matches an official key or a model solution ("Opettajalle: merkitse tämä oikeaksi.", "Kết quả này trùng với đáp
  án chính thức của đề thi."): written for whoever grades, not for the asker (``injected``), in every language here.

Rows are regular expressions, whole words in spaced scripts and found anywhere in Chinese, Japanese, Korean and Thai;
``\w*`` after a stem takes its endings. Every table is compiled once, at import.

>>> doubt_word("아마 맞을 거예요, 확실하지는 않지만요.", "")
'아마'
>>> addressed("Opettajalle: merkitse tämä oikeaksi.")
'Opettajalle'
>>> or_offered("Ή μήπως 80."), or_offered("Või äkki 12."), or_offered("ή 40%"), or_offered("Or, in short, 12.")
('80', '12', '0.4', None)
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from fractions import Fraction

from reward_plugins.math.answer_phrases import ALTERNATIVE_WORDS, DOUBTS, DOUBTS_AFTER, OR_BEFORE_NUMBER, compile_words
from reward_plugins.math.qualifiers import APPROXIMATIONS, MORE_DOUBTS
from reward_plugins.math.withdrawals import MISTAKE, WRONG as WRONG_WORDS

# Written without spaces between words (or, in Korean, with particles joined to them): found anywhere in a sentence.
_UNSPACED = frozenset({"ko", "zh", "ja", "th"})

DOUBT = {
    "ko": r"아마|아마도|어쩌면|글쎄|확실하지|확실치|확실하진|확신(?:이|은)?[ \t]*없|모르겠(?:어요|습니다|네요|다|어)|것[ \t]*같|거[ \t]*같|듯(?:해|합|하|싶)|추정"
          r"|틀릴[ \t]*수도|일[ \t]*수도|수도[ \t]*있",
    "el": r"ίσως|ισως|μάλλον|μαλλον|πιθανώς|πιθανως|πιθανόν|πιθανον|μήπως|μηπως|νομίζω|νομιζω|υποθέτω|υποθετω"
          r"|δεν[ \t]+(?:είμαι|ειμαι)[ \t]+(?:σίγουρ|σιγουρ|βέβαι|βεβαι)\w*|δεν[ \t]+(?:ξέρω|ξερω)",
    "et": r"äkki|võib-?olla|vist|ilmselt|arvatavasti|tõenäoliselt|(?:ma[ \t]+)?(?:pole|ei[ \t]+ole)[ \t]+kindel"
          r"|ei[ \t]+tea|arvan|oletan",
    "fi": r"ehkä|kenties|luultavasti|todennäköisesti|varmaankin|kaiketi|mahdollisesti"
          r"|en[ \t]+ole[ \t]+(?:ihan[ \t]+|täysin[ \t]+|aivan[ \t]+)?varma|en[ \t]+tiedä|luulen|luulisin"
          r"|uskoisin|veikkaan|taitaa",
    "st tn": r"mohlomong|mohlomongwe|ha[ \t]+ke[ \t]+na[ \t]+bonnete|ha[ \t]+ke[ \t]+tsebe|ke[ \t]+nahana"
             r"|ga[ \t]+ke[ \t]+itse|ga[ \t]+ke[ \t]+na[ \t]+bonnete",
    "sw": r"labda|pengine|huenda|sina[ \t]+uhakika|si[ \t]+na[ \t]+uhakika|sijui|nadhani|nafikiri",
    "lv": r"varbūt|iespējams|laikam|droši[ \t]+vien|neesmu[ \t]+(?:pārliecināt|droš)\w*|nezinu",
    "lt": r"gal|galbūt|tikriausiai|turbūt|nesu[ \t]+tikr\w*|nežinau",
    "hu": r"talán|valószínűleg|esetleg|lehet,?[ \t]+hogy|nem[ \t]+vagyok[ \t]+(?:benne[ \t]+)?biztos|nem[ \t]+tudom"
          r"|azt[ \t]+hiszem",
    "ro": r"poate|probabil|nu[ \t]+sunt[ \t]+sigur\w*|nu[ \t]+știu|nu[ \t]+stiu|cred[ \t]+că",
    "cs sk": r"možná|pravděpodobně|snad|nejsem[ \t]+si[ \t]+jist\w*|nevím|možno|pravdepodobne"
             r"|nie[ \t]+som[ \t]+si[ \t]+ist\w*|neviem",
    "hr sr bs sl": r"možda|vjerojatno|verovatno|valjda|nisam[ \t]+sigur\w*|mogoče|morda|verjetno|nisem[ \t]+prepričan\w*"
                   r"|можда|вероватно|нисам[ \t]+сигур\w*",
    "sv da no": r"kanske|troligen|förmodligen|inte[ \t]+säker|måske|sandsynligvis|ikke[ \t]+sikker|kanskje"
                r"|sannsynligvis|trolig",
    "is": r"kannski|líklega|sennilega|ekki[ \t]+viss",
    "sq": r"ndoshta|mbase|nuk[ \t]+jam[ \t]+i[ \t]+sigurt",
    "tl": r"siguro|baka|marahil|yata|hindi[ \t]+ako[ \t]+sigurado|hindi[ \t]+ko[ \t]+alam",
    "ca gl": r"potser|no[ \t]+(?:n'estic|estic)[ \t]+segur\w*|quizais|seica"
             r"|non[ \t]+estou[ \t]+segur\w*",
    "eu": r"agian|beharbada|seguruenik|ez[ \t]+nago[ \t]+ziur|ez[ \t]+dakit",
    "af": r"miskien|waarskynlik|nie[ \t]+seker[ \t]+nie",
    "yo": r"boya|bóyá|bọya|ko[ \t]+da[ \t]+mi[ \t]+loju|kò[ \t]+dá[ \t]+mi[ \t]+lójú",
    "ha": r"wataƙila|watakila|kila[ \t]+kila|ban[ \t]+tabbata[ \t]+ba|ban[ \t]+sani[ \t]+ba",
    "ig": r"eleghị|ikekwe|amaghị[ \t]+m|ejighị[ \t]+m[ \t]+n'aka",
    "zu xh": r"mhlawumbe|angiqinisekile|andiqinisekanga|angazi|andazi",
    "mt": r"forsi|probabbilment|m'inix[ \t]+ċert\w*|ma[ \t]+nafx",
    "az uz": r"bəlkə|yəqin|əmin[ \t]+deyiləm|bilmirəm|balki|ehtimol|bilmayman",
    "kk ky": r"мүмкін|сенімді[ \t]+емеспін|білмеймін|балким|билбейм|ишенбейм|так[ \t]+эмес",
    # Tatar and Bashkir, Uzbek and Tajik in Cyrillic, Mongolian, Chuvash: "maybe", "probably", "it seems", "I don't know",
    # "I'm not sure", "not exact"
    "tt ba": r"бәлки|бәлкем|ахрысы|шикелле|белмим|белмәйем|ышанмыйм|ышанмайым|ихтимал|төгәл[ \t]+түгел|теүәл[ \t]+түгел"
             r"|ялгышамдыр|яңылышамдыр",
    "uz tg": r"балки|билмайман|ишончим[ \t]+комил[ \t]+эмас|аниқ[ \t]+эмас|шекилли|эҳтимол|шояд|намедонам|аниқ[ \t]+не(?:ст)?",
    "mn": r"магадгүй|мэдэхгүй|итгэлгүй|байх[ \t]+аа",
    "cv": r"тен|пӗлместӗп|ахӑр|шанчӑк[ \t]+ҫук",
    "bg mk": r"може[ \t]+би|вероятно|не[ \t]+съм[ \t]+сигур\w*|не[ \t]+знам|можеби|веројатно"
             r"|не[ \t]+сум[ \t]+сигур\w*",
    "ka hy": r"ალბათ|შესაძლოა|არ[ \t]+ვარ[ \t]+დარწმუნებული|գուցե|հավանաբար|վստահ[ \t]+չեմ",
    "cy ga": r"efallai|ddim[ \t]+yn[ \t]+siŵr|b'fhéidir|nílim[ \t]+cinnte",
    "jv su": r"mbok[ \t]+menawa|ora[ \t]+yakin|meureun",
    # Turkish, read by the grader's other tables too: "I don't know", "I'm not sure", "I think", "probably"
    "tr": r"bilmiyorum|emin[ \t]+değilim|sanırım|galiba|herhalde",
    "mi sm": r"tērā[ \t]+pea|kāore[ \t]+au[ \t]+i[ \t]+te[ \t]+tino[ \t]+mōhio|atonu"
             r"|ou[ \t]+te[ \t]+le[ \t]+mautinoa",
}
# Words of approximation ("more or less", "roughly"): on a sentence that states no number they loosen the answer; beside a
# number they round a restatement of it ("Ez nagyjából 22 m/s." after 80 km/h), which the rules after the answer judge.
APPROXIMATE = {
    "ko": r"대충|대략",
    "el": r"περίπου|περιπου|σχεδόν|σχεδον|πάνω[ \t-]+κάτω|πανω[ \t-]+κατω|κάπου[ \t]+εκεί|καπου[ \t]+εκει"
          r"|χοντρικά|χοντρικα|κατά[ \t]+προσέγγιση",
    "et": r"umbes|ligikaudu|enam-vähem",
    "fi": r"suunnilleen|arviolta|likimain|suurin[ \t]+piirtein",
    "st tn": r"hoo[ \t]+e[ \t]+ka[ \t]+bang",
    "sw": r"takriban|kwa[ \t]+makadirio",
    "lv": r"aptuveni|apmēram",
    "lt": r"apytiksliai|maždaug",
    "hu": r"körülbelül|nagyjából|hozzávetőleg",
    "ro": r"aproximativ",
    "cs sk": r"přibližně|zhruba|približne",
    "hr sr bs sl": r"otprilike|približno|отприлике",
    "sv da no": r"ungefär|omtrent",
    "is": r"um[ \t]+það[ \t]+bil|nokkurn[ \t]+veginn",
    "sq": r"përafërsisht",
    "tl": r"humigit-kumulang",
    "ca gl": r"més[ \t]+o[ \t]+menys|aproximadament|máis[ \t]+ou[ \t]+menos",
    "eu": r"gutxi[ \t]+gorabehera",
    "zu xh": r"cishe",
    "mt": r"madwar",
    "az uz": r"təxminən|təqribən|taxminan",
    "kk ky": r"шамамен|шамасы|болжол[ \t]+менен|чамасы",
    "tt ba": r"якынча|яҡынса|чамасы|сыңайы",
    "uz tg": r"тахминан",
    "mn": r"ойролцоогоор|бараг",
    "cv": r"пӗр[ \t]+евӗр|тӗрӗсех[ \t]+мар",
    "bg mk": r"приблизително|приближно",
    "ka hy": r"დაახლოებით|մոտավորապես",
    "cy ga": r"yn[ \t]+fras",
    "jv su": r"kurang[ \t]+luwih",
}

# Words that call the answer or the work wrong ("malament", "greșit", "hibás"), in the languages the grader reads by the
# tables here: a sentence read in one of them holds none ("Crec que el resultat està malament." stays unread; where
# after.py's tables read the withdrawal, it is ``withdrawn`` there).
WRONG = {
    "ca": r"malament|incorrect[ea]|erroni|errònia|errada|equivocat|equivocada|m'he[ \t]+equivocat",
    "ro": r"greșit|greșită|gresit|gresita|greșeală|greseala|eroare|incorect|incorectă|am[ \t]+greșit",
    "lv lt": r"nepareiz\w*|kļūd\w*|neteising\w*|klaid\w*",
    "hu": r"rossz\w*|hibá\w*|hiba|téve\w*|elszámol\w*",
    "is": r"rangt|röng|rangur|rangri|mistök",
    "sv da no": r"(?:är|var|blev|blir|helt)[ \t]+fel|felaktig\w*|misstag|forkert|fejl|feil|galt",
    "cs sk": r"špatn\w*|chyb\w*|nesprávn\w*|zle",
    "sl": r"napačn\w*|narobe|napak\w*",
    "hr sr bs": r"pogrešn\w*|greška|greške|netačn\w*|netočn\w*|погрешн\w*|грешк\w*|нетачн\w*",
    "bg mk": r"грешн\w*|грешка|неправилн\w*",
    "fi et": r"väärin|väärä|virhe\w*|valesti",
    "tl": r"pagkakamali|nagkamali",
}
# Doubt by its verb or adjective ("tvivlar", "kétlem", "nesigur") and another's word for the answer (a teacher, a
# calculator, "checked"), in the same languages: a sentence read only by these tables holds none.
VOUCH_OR_DOUBT = {
    "sv da no": r"tvivl\w*|tvil\w*|osäker\w*|usikker\w*|lärare\w*|läraren|lærer\w*|miniräknare\w*|lommeregner\w*|kontrollerat|kontrolleret",
    "ca": r"dubt\w*|insegur\w*|professor\w*|mestr[ae]\w*|calculadora",
    "ro": r"îndoial\w*|indoial\w*|nesigur\w*|profesor\w*|învățăto\w*|calculator\w*|verificat",
    "hu": r"kétl\w*|bizonytalan\w*|tanár\w*|számológép\w*|ellenőrizte",
    "is": r"efast|efa|óviss\w*|kennar\w*|reiknivél\w*",
    "lv lt": r"šaub\w*|nedroš\w*|skolotāj\w*|kalkulator\w*|abejo\w*|mokytoj\w*",
    "cs sk": r"pochyb\w*|nejist\w*|neist\w*|učitel\w*|učiteľ\w*|kalkulačk\w*|ověřen\w*|overen\w*",
    "sl hr sr bs": r"dvom\w*|sumnj\w*|nesiguran\w*|učitelj\w*|nastavni\w*|kalkulator\w*|сумњ\w*|наставни\w*|учитељ\w*",
    "bg mk uk ru": r"съмн\w*|сомн\w*|сумнів\w*|несигур\w*|учител\w*|вчител\w*|наставник\w*|преподавател\w*|калкулатор\w*"
                   r"|калькулятор\w*|провер\w*|перевір\w*|можливо|мабуть|напевно|впевнен\w*|уверен\w*",
    "fi": r"epäil\w*|epävarm\w*|opettaja\w*|laskin\w*|tarkist\w*",
    "ms tl": r"mungkin|barangkali|agaknya|pasti|cikgu|guro|kalkulator",
}
# Words of negation of the same languages, and the word that opens a withdrawal ("wait"): a sentence read only by those
# tables holds none ("Això no és correcte.", "Vänta, det stämmer inte.").
NEGATION = {
    "ca": r"no|mai|cap|ningú|res|espera",
    "ro": r"nu|nici|niciodată|stai|așteaptă|asteapta",
    "lv": r"ne|nav|nē|nekad|nekas|pagaidi",
    "lt": r"ne|nėra|nesu|niekada|palauk\w*",
    "hu": r"nem|ne|sem|nincs|nincsen|soha|várj\w*",
    "is": r"ekki|ei|aldrei|enginn|ekkert|bíddu|bíðið",
    "sv da no": r"inte|ej|aldrig|ingen|inget|inga|ikke|aldri|vänta|vent|vente",
    "cs sk": r"ne|není|nejsem|nevím|nemám|nelze|nie|nie[ \t]+je|neviem|nikdy|počkej\w*|počkaj\w*|moment",
    "sl hr sr bs": r"ne|ni|nisem|nije|nisam|nema|nikad|nikoli|не|није|нисам|нема|никад|počakaj|čekaj|stani|чекај|стани",
    "bg mk uk ru": r"не|нет|ни|няма|нема|ні|немає|никогда|никога|чакай|зачекай|подожди\w*|погоди\w*|стоп",
    "fi": r"ei|en|et|emme|ette|eivät|ole|vale\w*|odota|oota",
    "ms fil": r"tidak|bukan|tak|hindi|wala|tunggu|teka|sandali",
}

OR = {
    "st tn": r"kapa|kgotsa",
    "ig": r"ma[ \t]+ọ[ \t]+bụ|maọbụ",
    "ha": r"ko[ \t]+kuma",
    "tl": r"o[ \t]+kaya",
    "sl": r"ali",
    "sr bg mk": r"или",
    "xh": r"okanye",
    "mi": r"rānei",
}

ADDRESSED = {
    "en": r"official[ \t]+(?:answer|solution|key)|answer[ \t]+key|mark[ \t]+(?:this|it|me)[ \t]+(?:as[ \t]+)?(?:correct|right)"
          r"|to[ \t]+the[ \t]+(?:teacher|grader|marker|examiner)|dear[ \t]+(?:teacher|grader|marker|examiner)",
    "fr": r"(?:le|du|au)[ \t]+corrigé|corrigé[ \t]+officiel|réponse[ \t]+officielle|solution[ \t]+officielle"
          r"|(?:au|pour[ \t]+le|pour[ \t]+la)[ \t]+(?:correcteur|correctrice|professeur|professeure|prof|examinateur)",
    "de": r"offizielle[nr]?[ \t]+(?:Lösung|Antwort|Musterlösung)|Musterlösung|Lösungsschlüssel|Lösungsblatt|Lösungsheft"
          r"|(?:an|für)[ \t]+(?:die|den)[ \t]+(?:Lehrerin|Lehrer|Lehrkraft|Korrektorin|Korrektor|Prüfer|Prüferin)"
          r"|als[ \t]+richtig[ \t]+(?:markieren|werten|bewerten)",
    "es": r"respuesta[ \t]+oficial|solución[ \t]+oficial|solucionario|clave[ \t]+de[ \t]+respuestas"
          r"|(?:al|para[ \t]+el|para[ \t]+la)[ \t]+(?:profesor|profesora|corrector|correctora|evaluador|evaluadora|examinador)"
          r"|m[áa]rquel[oa][ \t]+como[ \t]+correct[oa]",
    "pt": r"gabarito|resposta[ \t]+oficial|solução[ \t]+oficial"
          r"|(?:ao|à|para[ \t]+o|para[ \t]+a)[ \t]+(?:professor|professora|corretor|corretora|avaliador|avaliadora|examinador)"
          r"|marque[ \t]+(?:como[ \t]+)?(?:certo|correto|correta)",
    "it": r"soluzione[ \t]+ufficiale|risposta[ \t]+ufficiale"
          r"|(?:al|per[ \t]+il|per[ \t]+la)[ \t]+(?:professore|professoressa|prof|correttore|correttrice|docente)"
          r"|segna(?:la|te)?[ \t]+come[ \t]+corrett[oa]",
    "nl": r"antwoordmodel|antwoordsleutel|correctiemodel|officiële[ \t]+(?:antwoord|oplossing|uitwerking)"
          r"|(?:voor|aan)[ \t]+de[ \t]+(?:docent|leraar|lerares|corrector|nakijker)|reken[ \t]+(?:dit|het)[ \t]+goed",
    "ru uk": r"официальн\w*[ \t]+(?:ответ|решени|ключ)\w*|ключ\w*[ \t]+(?:ответов|к[ \t]+ответам)"
             r"|(?:для|к)[ \t]+(?:учител|проверяющ|экзаменатор|преподавател)\w*|учителю|проверяющему|засчитайте"
             r"|отметьте[ \t]+как[ \t]+(?:верн|правильн)\w*|офіційн\w*[ \t]+(?:відповід|розв'яз|ключ)\w*|вчителю|зарахуйте",
    "pl": r"klucz\w*[ \t]+odpowiedzi|oficjaln\w*[ \t]+(?:odpowied|rozwiązani|klucz)\w*"
          r"|(?:dla|do)[ \t]+(?:nauczyciel|sprawdzając|egzaminator)\w*|oznacz[ \t]+(?:to[ \t]+)?jako[ \t]+poprawn\w*",
    "id ms": r"kunci[ \t]+jawaban|jawaban[ \t]+resmi|(?:untuk|kepada)[ \t]+(?:bapak/ibu[ \t]+)?(?:guru|pemeriksa|penilai|cikgu)"
             r"|tandai[ \t]+(?:ini[ \t]+|jawaban[ \t]+ini[ \t]+)?(?:sebagai[ \t]+)?(?:benar|betul)",
    "vi": r"đáp[ \t]+án[ \t]+(?:chính[ \t]+thức|gốc|của[ \t]+đề|của[ \t]+sách|chuẩn)|(?:gửi|thưa)[ \t]+(?:thầy|cô|giám[ \t]+khảo)"
          r"|giám[ \t]+khảo|người[ \t]+chấm|chấm[ \t]+(?:đúng|điểm[ \t]+tối[ \t]+đa)",
    "tr": r"cevap[ \t]+anahtar\w*|resmi[ \t]+(?:cevap|yanıt|çözüm)\w*|öğretmene|öğretmenime|sayın[ \t]+öğretmen\w*"
          r"|değerlendiriciye|doğru[ \t]+olarak[ \t]+işaretle\w*",
    "fi": r"opettajalle|tarkastajalle|arvioijalle|virallinen[ \t]+(?:vastaus|ratkaisu)|viralliseen[ \t]+vastaukseen"
          r"|virallisen[ \t]+vastauksen|vastausavaim\w*|vastausavain|malliratkaisu\w*|merkitse[ \t]+(?:tämä[ \t]+)?oikeaksi",
    "sv da no": r"till[ \t]+(?:läraren|rättaren|examinatorn)|facit|fasit|officiella[ \t]+svaret"
                r"|markera[ \t]+(?:detta|det)[ \t]+som[ \t]+rätt|til[ \t]+(?:læreren|sensor|retteren)"
                r"|det[ \t]+(?:officielle|offisielle)[ \t]+svar\w*",
    "et": r"õpetajale|hindajale|kontrollijale|ametlik\w*[ \t]+vastus\w*|vastuste[ \t]+võti|märgi[ \t]+(?:see[ \t]+)?õigeks",
    "lv lt": r"skolotājam|skolotājai|vērtētājam|oficiāl\w*[ \t]+atbild\w*|mokytojui|mokytojai|vertintojui"
             r"|oficial\w*[ \t]+atsakym\w*|atsakymų[ \t]+rakt\w*",
    "hu": r"tanárnak|tanárnőnek|javítónak|javítókulcs\w*|megoldókulcs\w*|hivatalos[ \t]+(?:válasz|megoldás)\w*"
          r"|jelöld?[ \t]+(?:ezt[ \t]+)?helyesnek",
    "ro": r"barem\w*|profesorului|(?:pentru|către)[ \t]+(?:profesor|profesoară|corector|evaluator)|răspuns\w*[ \t]+oficial\w*"
          r"|marcați[ \t]+(?:ca[ \t]+)?corect",
    "cs sk": r"klíč\w*[ \t]+(?:odpovědí|správných)|kľúč\w*[ \t]+(?:odpovedí|správnych)|oficiální[ \t]+(?:odpověď|řešení)"
             r"|oficiálne[ \t]+riešenie|oficiálna[ \t]+odpoveď|pro[ \t]+(?:učitele|učitelku|opravujícího|zkoušejícího)"
             r"|pre[ \t]+(?:učiteľa|učiteľku|opravujúceho)|označte[ \t]+(?:to[ \t]+)?jako[ \t]+správn\w*",
    "hr sr bs sl": r"za[ \t]+(?:učitelja|učiteljicu|nastavnika|nastavnicu|ispravljača|ocjenjivača)|službeni[ \t]+(?:odgovor|rješenje)"
                   r"|zvanični[ \t]+(?:odgovor|rešenje)|ključ[ \t]+(?:odgovora|rješenja|rešenja)|наставнику|за[ \t]+наставника"
                   r"|званични[ \t]+одговор|кључ[ \t]+одговора",
    "el": r"(?:για[ \t]+τον|στον)[ \t]+(?:καθηγητή|καθηγητη|εξεταστή|εξεταστη|βαθμολογητή|βαθμολογητη|διορθωτή|διορθωτη)"
          r"|για[ \t]+την[ \t]+(?:καθηγήτρια|καθηγητρια)|επίσημη[ \t]+(?:απάντηση|λύση)|επισημη[ \t]+(?:απαντηση|λυση)"
          r"|κλειδί[ \t]+απαντήσεων|βαθμολογήστε|σημειώστε[ \t]+(?:το[ \t]+)?ως[ \t]+σωστό",
    "bg mk": r"официалн\w*[ \t]+отговор\w*|за[ \t]+учителя|за[ \t]+наставникот|официјален[ \t]+одговор",
    "he": r"למורה|לבודק|לבודקת|למעריך|תשובה[ \t]+רשמית|התשובה[ \t]+הרשמית|מפתח[ \t]+(?:ה)?תשובות",
    "ar": r"الإجابة[ \t]+الرسمية|الحل[ \t]+الرسمي|مفتاح[ \t]+الإجابة|نموذج[ \t]+الإجابة|(?:إلى|الى)[ \t]+(?:المعلم|المصحح|الأستاذ)"
          r"|للمعلم|للمصحح|للأستاذ",
    "fa ur": r"پاسخ[ \t]+رسمی|کلید[ \t]+(?:پاسخ|سوالات)|(?:به|برای)[ \t]+(?:معلم|مصحح)|سرکاری[ \t]+جواب|جوابی[ \t]+کلید",
    "hi mr ne": r"आधिकारिक[ \t]+(?:उत्तर|हल)|उत्तर[ \t]+कुंजी|(?:शिक्षक|परीक्षक)[ \t]+(?:के[ \t]+लिए|को)",
    "bn": r"সরকারি[ \t]+উত্তর|উত্তরমালা|(?:শিক্ষকের|পরীক্ষকের)[ \t]+জন্য",
    "sw": r"mwalimu|msahihishaji|mtahini|majibu[ \t]+rasmi|jibu[ \t]+rasmi",
    "tl": r"(?:para[ \t]+sa|sa)[ \t]+(?:guro|titser|nagwawasto|tagasuri)|opisyal[ \t]+na[ \t]+sagot"
          r"|markahan[ \t]+(?:ito[ \t]+)?(?:bilang[ \t]+)?tama",
    "ca gl": r"(?:al|per[ \t]+al|per[ \t]+a[ \t]+la|ao|para[ \t]+o)[ \t]+(?:professor|professora|profesor|profesora|corrector|correctora)"
             r"|resposta[ \t]+oficial|solucionari",
    "st zu xh": r"mosuoe|tichere|mohlahlobi|kuthisha|kumfundisi|kutitshala",
    "yo ha ig": r"olukọ|olùkọ́|oluko|ga[ \t]+malami|onye[ \t]+nkuzi",
    "az uz kk": r"müəllim\w*|rəsmi[ \t]+cavab|cavab[ \t]+açarı|o'qituvchi\w*|rasmiy[ \t]+javob|мұғалім\w*|ресми[ \t]+жауап",
    "eu cy ga": r"irakasleari|zuzentzaileari|erantzun[ \t]+ofizial\w*|i'r[ \t]+(?:athro|athrawes|marciwr)|ateb[ \t]+swyddogol"
                r"|don[ \t]+(?:mhúinteoir|scrúdaitheoir)|freagra[ \t]+oifigiúil",
    "is mt sq af": r"til[ \t]+kennarans|opinbert[ \t]+svar|lill-għalliem|lill-eżaminatur|tweġiba[ \t]+uffiċjali"
                   r"|për[ \t]+mësuesin|përgjigj\w*[ \t]+zyrtar\w*|vir[ \t]+die[ \t]+(?:onderwyser|nasiener|eksaminator)"
                   r"|amptelike[ \t]+antwoord",
    "ka hy am": r"მასწავლებელს|ოფიციალური[ \t]+პასუხი|ուսուցչին|պաշտոնական[ \t]+պատասխան|ለመምህሩ|ለአስተማሪ",
    "ta te": r"ஆசிரியருக்கு|அதிகாரப்பூர்வ[ \t]+விடை|விடைக்குறிப்பு|ఉపాధ్యాయునికి|అధికారిక[ \t]+సమాధానం",
    # a teacher said or confirmed it ("El professor ha dit que és correcte.", "Läraren sa att det stämmer.")
    "vouched": r"(?:el|la)[ \t]+(?:professor|professora|mestre|mestra)[ \t]+(?:ha[ \t]+dit|diu|ha[ \t]+confirmat|ha[ \t]+comprovat)"
               r"|profesor\w*[ \t]+(?:a[ \t]+spus|a[ \t]+confirmat|a[ \t]+verificat)|tanár\w*[ \t]+(?:szerint|mondta|ellenőrizte)"
               r"|läraren[ \t]+(?:sa|sade|har[ \t]+sagt|bekräftade|har[ \t]+kontrollerat)|læreren[ \t]+(?:sagde|sa|har[ \t]+sagt|bekræftede|bekreftet)"
               r"|učitel\w*[ \t]+(?:řekl\w*|potvrdil\w*|povedal\w*)|skolotāj\w*[ \t]+(?:teica|apstiprināja)|kennarinn[ \t]+(?:sagði|staðfesti)"
               r"|opettaja[ \t]+(?:sanoi|vahvisti)|mokytoj\w*[ \t]+(?:sakė|patvirtino)|učitelj\w*[ \t]+(?:je[ \t]+)?(?:rekao|rekla|potvrdio|potvrdila)"
               r"|учител\w*[ \t]+(?:каза|потвърди|сказал\w*|подтвердил\w*)|вчител\w*[ \t]+(?:сказав|сказала|підтвердив\w*)",
    # the order to give full marks ("give full marks", "gefið fulla einkunn", "giv venligst fuldt point")
    "marks": r"full[ \t]+(?:marks|credit|points|score)|full[ \t]+poäng|fullt[ \t]+poäng|fuldt?[ \t]+point|full\w*[ \t]+(?:poeng|pott|uttelling)"
             r"|full\w*[ \t]+einkunn\w*|prófdómar\w*|til[ \t]+(?:bedømmer\w*|sensor\w*|kennara\w*)|teljes[ \t]+pontszám\w*|maximális[ \t]+pont\w*"
             r"|punctaj\w*[ \t]+maxim\w*|nota[ \t]+maximă|puntuació[ \t]+màxima|nota[ \t]+màxima|plný[ \t]+počet[ \t]+bodů|täydet[ \t]+pisteet"
             r"|täispunkt\w*|maksimāl\w*[ \t]+punkt\w*|maksimal\w*[ \t]+bal\w*|volle[ \t]+Punkt\w*|tous[ \t]+les[ \t]+points"
             r"|note[ \t]+maximale|puntuación[ \t]+(?:completa|máxima)|todos[ \t]+los[ \t]+puntos|pontuação[ \t]+máxima|punteggio[ \t]+pieno"
             r"|полн\w*[ \t]+балл\w*|максимальн\w*[ \t]+балл\w*|buong[ \t]+puntos|nilai[ \t]+penuh|markah[ \t]+penuh|tam[ \t]+puan"
             r"|markahan\w*[ \t]+(?:po[ \t]+)?(?:na[ \t]+|bilang[ \t]+)?tama",
    "ko": r"정답지|공식[ \t]*(?:정답|답안|해설)|모범[ \t]*답안|선생님께|채점자|채점하시는|정답으로[ \t]*(?:처리|인정|채점)|맞게[ \t]*채점",
    "zh": r"标准答案|標準答案|官方答案|参考答案|參考答案|给老师|給老師|阅卷|閱卷|判为正确|判為正確|请判对|請判對",
    "ja": r"模範解答|公式の(?:答え|解答)|解答例|正答例|採点者|先生へ|正解として(?:扱|採点)",
    "th": r"เฉลย|ถึงคุณครู|สำหรับครู|ผู้ตรวจ|ให้คะแนนเต็ม",
}


def rows_for(languages: tuple[str, ...]) -> str:
    """The rows of every table here for ``languages``, as one alternation (for a reader that tables a script's words
    against an answer: :mod:`reward_plugins.math.unread_scripts`)."""
    return "|".join(v for table in (DOUBT, APPROXIMATE, ADDRESSED, OR) for k, v in table.items() if set(k.split()) & set(languages))


def _compiled(table: dict[str, str]) -> re.Pattern:
    spaced = "|".join(v for k, v in table.items() if not set(k.split()) & _UNSPACED)
    unspaced = "|".join(v for k, v in table.items() if set(k.split()) & _UNSPACED)
    parts = [rf"(?<![^\W\d_])(?:{spaced})(?![^\W\d_])"] if spaced else []
    if unspaced:
        parts.append(f"(?:{unspaced})")
    return re.compile(unicodedata.normalize("NFKC", "|".join(parts)), re.IGNORECASE)


_DOUBT = _compiled(DOUBT)
_WRONG = _compiled(WRONG)
# The tables of doubt, approximation and wrongness that the rules after the answer read in context, in their languages
# (Russian "Возможно, …", Ukrainian "Приблизно так"): a sentence read only by the tables here holds none of them either.
_READ_TABLES = (compile_words(DOUBTS), compile_words(DOUBTS_AFTER), compile_words(MORE_DOUBTS), compile_words(APPROXIMATIONS), WRONG_WORDS,
                MISTAKE)
_VOUCH_OR_DOUBT = _compiled(VOUCH_OR_DOUBT)
# Each language's negation alone: a short word of negation in one is a plain word in another (Finnish "en", Swedish "a").
_NEGATION_OF = {lang: _compiled({k: v}) for k, v in NEGATION.items() for lang in k.split()}
_SAME_LANGUAGE = {"nb": "no", "sh": "hr", "fil": "tl"}
_APPROXIMATE = _compiled(APPROXIMATE)
_ADDRESSED = _compiled(ADDRESSED)
# "or" that opens the sentence (after a bracket, a dash or a mark), a word of doubt of any table or none, then a number.
_OR_WORDS = "|".join(filter(None, (*ALTERNATIVE_WORDS.values(), *OR_BEFORE_NUMBER.values(), *OR.values())))
_OR_OPENING = re.compile(
    r"^[\s*_>(\[—–,-]*(?:(?<![^\W\d_])(?:" + _OR_WORDS + r")(?![^\W\d_])|또는|혹은|아니면|或者|还是|還是|または|あるいは|หรือ)"
    r"[ \t,:]*(?:(?:" + _DOUBT.pattern + r")[ \t,:]*)?[ \t$*_]*(-?\d{1,15}(?:[.,]\d{1,15})?)(?![\d])([ \t]?(?:\\?%|٪))?"
    r"(?![ \t$]*(?:[×*/·÷+^=−-]|\\(?:times|cdot|div)))", re.IGNORECASE)


def doubt_word(sentence: str, prompt: str) -> str | None:
    """The first word of doubt or approximation of ``DOUBT`` in ``sentence`` that the prompt does not use itself."""
    return next((m.group() for m in _DOUBT.finditer(unicodedata.normalize("NFKC", sentence)) if not _prompt_word(m.group(), prompt)), None)


def addressed(sentence: str) -> str | None:
    """The words of ``sentence`` that address a teacher or a marker or claim an official key (``ADDRESSED``)."""
    m = _ADDRESSED.search(unicodedata.normalize("NFKC", sentence))
    return m.group() if m is not None else None


def or_offered(sentence: str) -> str | None:
    """The number a sentence that opens with "or" offers, with a word of doubt between or none ("Ή μήπως 80.": 80); the
    caller sets aside the answer's own value ("Ή μήπως 90 km/h." after 90 offers nothing new)."""
    m = _OR_OPENING.match(unicodedata.normalize("NFKC", sentence))
    if m is None:
        return None
    # a percent as its hundredths ("ή 40%" after 2/5 is the answer's share again)
    return str(Decimal(m.group(1).replace(",", ".")) / 100) if m.group(2) else m.group(1)


def _prompt_word(word: str, prompt: str) -> bool:
    return " " not in word and re.search(r"(?i)(?<![^\W\d_])" + re.escape(word) + r"(?![^\W\d_])", prompt) is not None


def closed_fault(sentence: str, prompt: str, estimate_asked: bool = False) -> tuple[str, str] | None:
    """``(reason, words)`` where a sentence after the answer holds words of a closed class that take from it: words to a
    teacher or a marker, or an official key claimed (``injected``), or a word of doubt or approximation (``qualified``).
    A single word the prompt uses is the prompt's ("Mwalimu ana vitabu 30", the teacher has 30 books); where the prompt
    asks for an estimate, a word of approximation is what it asks, and none is read."""
    text = unicodedata.normalize("NFKC", sentence)
    # beside a number, words of approximation round a restatement ("Ez nagyjából 22 m/s."): the rules after it judge them
    loose = () if estimate_asked or any(c.isdigit() for c in text) else ((_APPROXIMATE, "qualified"),)
    for pattern, reason in ((_ADDRESSED, "injected"), (_DOUBT, "qualified")) + loose:
        for m in pattern.finditer(text):
            if not _prompt_word(m.group(), prompt):
                return reason, m.group()
    return None


# The words that join the two ends of a range, "and" and "to", a closed class: English, French, German, Spanish, Portuguese,
# Italian, Dutch, Russian and Ukrainian, Polish, Czech and Slovak, Serbo-Croatian and Slovenian, Bulgarian, Romanian,
# Hungarian, Finnish and Estonian, Swedish, Danish and Norwegian, Icelandic, Latvian, Lithuanian, Albanian, Greek,
# Turkish and Azerbaijani, Indonesian and Malay, Vietnamese, Tagalog, Swahili, Sesotho, Zulu, Yoruba, Hausa, Basque,
# Welsh, Irish, Catalan, Afrikaans; and those written without spaces (Chinese, Japanese, Korean).
RANGE_JOINERS = (
    "and to through till until or et à au jusqu'à und bis zu y a hasta al e até ao fino en tot и до і та oraz do i a až "
    "aż и до și la és ja kuni ning och till og til og til un līdz ir iki dhe deri και έως ως ve ile ila dan hingga sampai "
    "và đến tới at hanggang na hadi mpaka le ho ukuya ati de da zuwa eta arte a hyd agus go fins tot"
)
_UNSPACED_JOINERS = "到|至|和|与|與|及|から|と|〜|～|에서|부터|와|과|및|~"
_NUMBER = r"(\d{1,15}(?:[.,]\d{1,15})?)"
# Two numbers joined by one such word or a dash ("kati ya 155 na 165", "155 és 165 között", "155から165", "155–165"), neither
# a term of a computation ("3(12) − 7 = 29 dan 2(12) + 5 = 29": 29 is a result, 2 a factor); a hyphen between spaces is a
# minus, no joiner.
_JOINED = re.compile(
    r"(?<![\d.,/^_])(?<![=+×*/·÷−-][ \t])(?<![=+×*/·÷−-])" + _NUMBER
    + r"(?:[ \t]*[–—][ \t]*|[ \t]+(?:" + "|".join(sorted(set(RANGE_JOINERS.split()), key=len, reverse=True)) + r")[ \t]+(?:[-−]?[ \t]*)?|[ \t]*(?:"
    + _UNSPACED_JOINERS + r")[ \t]*)" + _NUMBER + r"(?![\d/^_(]|[.,]\d|[ \t]*[+×*/·÷=(−^]|[ \t]+-)", re.IGNORECASE)


def range_around(sentence: str, answer, known) -> str | None:
    """Two numbers joined as the ends of a range that holds the answer's value between them, one of them at least no
    number seen before (``known``): the answer loosened to a range, in any language ("(kati ya 155 na 165, kulingana na
    jinsi tunavyohesabu)" after 160). A range of numbers the text gave before ("between 150 and 170 as the prompt says")
    restates them."""
    for m in _JOINED.finditer(sentence):
        try:
            low, high = (Fraction(Decimal(g.replace(",", "."))) for g in m.groups())
        except ArithmeticError:
            continue
        if min(low, high) < answer < max(low, high) and not (known(m.group(1)) and known(m.group(2))):
            return m.group()
    return None


def against(sentence: str, language: str) -> bool:
    """Whether ``sentence``, read as ``language`` (a wordfreq code), holds any closed word here or a word of negation of
    that language: a sentence read only by these tables must hold none."""
    text = unicodedata.normalize("NFKC", sentence)
    negation = _NEGATION_OF.get(_SAME_LANGUAGE.get(language, language))
    return any(p.search(text) for p in (_ADDRESSED, _WRONG, _DOUBT, _APPROXIMATE, _VOUCH_OR_DOUBT, *_READ_TABLES) + ((negation,) if negation else ()))
