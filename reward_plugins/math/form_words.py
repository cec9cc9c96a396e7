r"""The words that name an answer's form, in many languages: one line per language.

CLDR and the number-word libraries name no forms, so the table is written here. Each entry is the start of a
word (or a short phrase) that names a form in any of its grammatical cases: "dešimtain" reads "dešimtaine
trupmena" and "dešimtainę trupmeną". :func:`named_forms` gives the forms a prompt names; the form rule
(:func:`reward_plugins.math.forms.form_fault`) takes a named form as asked where the gold is written in it
("Išreikškite 3/8 dešimtaine trupmena", gold 0.375: a decimal is asked, and "3/8" is not one). A word for a
value rounded ("to the nearest tenth", "iki dešimtųjų") names the decimal form too.

>>> sorted(named_forms("Išreikškite $\\frac{3}{8}$ dešimtaine trupmena."))
['decimal', 'fraction']
>>> sorted(named_forms("Գրեք 1/4-ը տասնորդական կոտորակի տեսքով։"))
['decimal', 'fraction']
"""

from __future__ import annotations

import re
from functools import lru_cache

MAX_PROMPT_CHARS = 8000
FORMS = ("decimal", "percent", "fraction", "lowest", "mixed", "scientific", "rounded")

# language: decimal | percent | fraction | lowest terms | mixed number | scientific notation | rounded ("-": none listed).
# English is read by the form rule's own phrases (forms._ASKED); its line holds only words that name no other thing.
_TABLE = """
en: decimal places,decimal equivalent,decimal value,decimal representation,decimal expansion,decimal number | - | - | - | mixed number,mixed numeral | scientific notation | rounded to,round to,nearest tenth,nearest hundredth,nearest thousandth,significant figure,significant digit
af: desimale breuk,desimaal | persent | breuk | eenvoudigste vorm | gemengde getal | wetenskaplike notasie | afgerond,rond af
sq: dhjetor | përqind | thyes | më të thjeshtë,pathjeshtueshme | numër të përzier,numër i përzier | shënim shkencor,formë standarde | rrumbullak
hy: տասնորդական | տոկոս | կոտորակ | անկրճատելի,կրճատ | խառը թիվ | ստանդարտ տեսք | կլորաց
az: onluq kəsr,onluq | faiz | kəsr | ixtisar,sadə şəkil | qarışıq ədəd,qarışıq kəsr | standart şəkil,elmi yazılış | yuvarlaq
eu: hamartar | ehuneko | zatiki | sinplifikat,laburtu | zenbaki misto | idazkera zientifiko | biribild
be: дзесятков | працэнт | дроб | нескарачальн | змешан | стандартным выглядзе | акругл
bn: দশমিক | শতাংশ | ভগ্নাংশ | লঘিষ্ঠ | মিশ্র ভগ্নাংশ | বৈজ্ঞানিক | আসন্ন
bg: десетичн | процент | дроб | несъкратим,съкратен | смесено число,смесена дроб | стандартен вид,научен запис | закръгл
ca: decimal | percentatge,per cent | fracció | irreductible,més simple | nombre mixt,fracció mixta | notació científica | arrodon
hr: decimaln | postot | razlom | do kraja skraćen,skraćen | mješovit | znanstven | zaokruž
cs: desetinn | procent | zlom | v základním tvaru,základní tvar,zkrácen | smíšen | vědeck,semilogaritmick | zaokrouhl
da: decimaltal,decimalbrøk,decimal | procent | brøk | uforkortelig,forkortet | blandet tal | videnskabelig notation,standardform | afrund
nl: decimaal,decimale | procent,percentage | breuk | eenvoudigste vorm,vereenvoudigd | gemengd getal | wetenschappelijke notatie | afgerond,rond af
et: kümnendmur,kümnendarv | protsent | murd,murru | taandumatu,taanda | segaarv | standardkuju,teaduslik kuju | ümarda
fil: desimal | porsiyento,bahagdan | praksyon,fraction | pinakasimpleng anyo | halo-halong bilang,mixed number | siyentipikong notasyon | i-round
fi: desimaali | prosent | murtoluku,murtolukuna | supistettu,sievennetty,sievennä | sekaluku | tieteellinen muoto,kymmenpotenssimuoto | pyöristä,pyöristettynä
gl: decimal | porcentaxe,por cento | fracción | irredutible,máis simple | número mixto | notación científica | arredond
ka: ათწილად | პროცენტ | წილად | უკვეცი,შეკვეც | შერეულ | სტანდარტულ სახე | დამრგვალ
el: δεκαδικ | ποσοστ,τοις εκατό | κλάσμα | ανάγωγο,απλοποιημέν | μεικτ | επιστημονική γραφή | στρογγυλοποι
he: עשרוני | אחוז | שבר | מצומצם,הפשוט ביותר | מספר מעורב | כתיב מדעי | עגל
hi: दशमलव | प्रतिशत | भिन्न | सरलतम,न्यूनतम पद | मिश्र भिन्न,मिश्रित संख्या | वैज्ञानिक संकेतन | निकटतम,पूर्णांकित
hu: tizedes | százalék | tört | legegyszerűbb,egyszerűsített | vegyes szám | normálalak,tudományos jelölés | kerekít
is: tugabrot,tugabroti | prósent | brot | einfaldasta form,fullstytt | blandin tala | staðalform | námunda
id: desimal,perpuluhan | persen | pecahan | paling sederhana,bentuk sederhana | pecahan campuran | notasi ilmiah,bentuk baku | bulatkan,dibulatkan
ga: deachúil | faoin gcéad,céatadán | codán | téarmaí is ísle,simplí | uimhir mheasctha | nodaireacht eolaíoch | slánaigh
kk: ондық | пайыз | бөлшек | қысқартылмайтын,қысқарт | аралас сан | стандарт түр | дөңгелект
ko: 소수점 | 백분율,퍼센트 | 분수 | 기약분수 | 대분수 | 과학적 표기법 | 반올림
lv: decimāldaļ,decimālskait | procent | daļ | nesaīsināma,saīsināt | jaukt | standartform,zinātnisk | noapaļo
lt: dešimtain | procent | trupmen | nesuprastinama,suprastint | mišri | standartin,mokslin | suapvalin,apvalin,iki dešimtųjų,iki šimtųjų
mk: децимал | процент | дропка,дропки | нескратлив,скратен,скратена | мешан | стандарден запис,научен запис | заокруж
ms: perpuluhan | peratus | pecahan | sebutan terendah,paling ringkas | nombor bercampur | tatatanda saintifik | bundarkan,dibundarkan
mn: аравтын бутархай | хувь | бутархай | хураагдашгүй,хураа | холимог | стандарт хэлбэр | тоймло
no: desimaltall,desimalbrøk,desimal | prosent | brøk | uforkortelig,forkortet | blandet tall | standardform,vitenskapelig notasjon | avrund
fa: اعشاری | درصد | کسر | ساده‌ترین,تحویل‌ناپذیر | عدد مخلوط | نماد علمی | گرد
ro: zecimal | procent | fracți | ireductibil,simplificat | număr mixt,fracție mixtă | notație științifică,formă standard | rotunj
sr: децимал,decimaln | процен,procen | разлом,razlom | нескратив,skraćen | мешовит,mešovit | научн,naučn | заокруж,zaokruž
sk: desatinn | percent | zlom | v základnom tvare,zákl. tvar,nekrátiteľn | zmiešan | vedeck | zaokrúhl
sl: decimaln | odstot | ulom | okrajšan | mešan | znanstven | zaokrož
sw: desimali | asilimia | sehemu | rahisi zaidi | namba mchanganyiko,sehemu mchanganyiko | nukuu ya kisayansi | kadiria
sv: decimaltal,decimalform,decimal | procent | bråk | enklaste form,förkortat | blandad form,blandat tal | grundpotensform,tiopotensform | avrunda
ta: தசம | சதவீத | பின்ன | எளிய வடிவ | கலப்பு பின்ன | அறிவியல் குறியீட | முழுமையாக்
th: ทศนิยม | เปอร์เซ็นต์,ร้อยละ | เศษส่วน | อย่างต่ำ | จำนวนคละ | สัญกรณ์วิทยาศาสตร์ | ปัดเศษ
tr: ondalık | yüzde | kesir | en sade,sadeleştir | tam sayılı kesir,bileşik kesir | bilimsel gösterim | yuvarla
uk: десятков | відсот | дріб,дробу,дробом | нескоротн,скорот | мішан | стандартному вигляді | округл
ur: اعشاریہ,اعشاری | فیصد | کسر | مختصر ترین | مخلوط عدد | سائنسی | قریب ترین
uz: o'nli kasr,oʻnli kasr,o‘nli kasr,ўнли каср | foiz,фоиз | kasr,каср | qisqarmas,qisqartir | aralash son,аралаш сон | standart shakl | yaxlit
vi: thập phân | phần trăm | phân số | tối giản,rút gọn | hỗn số | ký hiệu khoa học,dạng chuẩn | làm tròn
cy: degol | canran | ffracsiwn | termau isaf,symlaf | rhif cymysg | nodiant gwyddonol | talgrynn
ar: عشري,عشرية | مئوية,بالمئة | كسر | أبسط صورة | عدد كسري | الصيغة العلمية | قرب,تقريب
am: አስርዮሽ | በመቶ | ክፍልፋይ | ቀላሉ | ድብልቅ | ሳይንሳዊ | አጠጋጋ
my: ဒသမ | ရာခိုင်နှုန်း | အပိုင်းကိန်း | အငယ်ဆုံး | ရောနှော | သိပ္ပံ | နီးစပ်ရာ
km: ទសភាគ | ភាគរយ | ប្រភាគ | សម្រួល | ចំនួនចម្រុះ | វិទ្យាសាស្ត្រ | បង្គត់
ne: दशमलव | प्रतिशत | भिन्न | सरलतम | मिश्रित | वैज्ञानिक | नजिकको
"""


def _table() -> dict[str, dict[str, tuple[str, ...]]]:
    table: dict[str, dict[str, tuple[str, ...]]] = {}
    for line in _TABLE.strip().splitlines():
        language, cells = line.split(":", 1)
        parts = [cell.strip() for cell in cells.split("|")]
        if len(parts) != len(FORMS):
            raise ValueError(f"form_words: the line for {language!r} has {len(parts)} cells, not {len(FORMS)}")
        table[language] = {form: tuple(w.strip().lower() for w in cell.split(",") if w.strip() and w.strip() != "-")
                           for form, cell in zip(FORMS, parts)}
    return table


FORM_WORDS = _table()
# Each form's words, from every language, as one pattern: a word starts where no letter is before it.
_NAMED = {
    form: re.compile("(?<![^\\W\\d_])(?:" + "|".join(sorted({re.escape(w) for words in FORM_WORDS.values() for w in words[form]},
                                                          key=len, reverse=True)) + ")")
    for form in FORMS if any(words[form] for words in FORM_WORDS.values())
}
# Scripts written without spaces between words, or with marks a word start cannot see (Thai, Khmer, Burmese, Brahmic
# scripts' vowel signs): their words are found anywhere.
_NAMED_ANYWHERE = {
    form: re.compile("|".join(sorted({re.escape(w) for words in FORM_WORDS.values() for w in words[form] if not w.isascii()
                                      and any("\u0900" <= c <= "\u0dff" or "\u0e00" <= c <= "\u109f" or "\u1780" <= c <= "\u17ff"
                                              for c in w)}, key=len, reverse=True)) or "(?!)")
    for form in _NAMED
}


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def named_forms(prompt: str) -> frozenset[str]:
    """The forms the prompt names in the words of any language of the table. ``rounded`` and ``lowest`` are reported
    as the forms they ask for: a rounded value is a ``decimal``, lowest terms are a ``fraction``'s."""
    text = prompt[:MAX_PROMPT_CHARS].lower()
    found = {form for form, pattern in _NAMED.items() if pattern.search(text) or _NAMED_ANYWHERE[form].search(text)}
    if "rounded" in found:
        found.add("decimal")
    if "lowest" in found:
        found.add("fraction")
    return frozenset(found - {"rounded", "lowest"})
