r"""Cardinal numbers written in words in every language num2words writes (Finnish, Hungarian, Turkish,
Welsh, Esperanto, Swedish, Danish, Dutch, Polish, Czech, Vietnamese, Indonesian, Persian, Hebrew, ...),
in every case and gender CLDR's spell-out rules write (Polish genitive, Latvian feminine, Estonian, Hindi,
Croatian, Bulgarian, Korean native numerals), and in Swahili, Greek, Basque, Tagalog and the languages of
:data:`_DECIMAL` (Maori, Guarani, Quechua, Wolof, Kurmanji, Tatar, Frisian, ...), Malagasy, Breton, Scottish Gaelic
and Nahuatl,
read where a reader would take them for the answer's number.

The table is generated once per process from num2words and CLDR (unicode-rbnf): every cardinal from 0 to
100 and the hundreds to 1000 (a number between is read as its hundreds and the rest), keyed by its letters
(case, spaces and hyphens dropped, so "kırk iki" and "kırkiki", "واحد و عشرون" and "واحد وعشرون" are
one key). A key that two languages give different values is dropped. Words that are also common
words of the languages the grader reads ("to", "en", "et", "fire", "hat") are never read as numbers
alone, only inside a longer one ("hai mươi bốn", "dvadeset i četiri"),
and a short word (four letters or fewer) only where it is the value a label introduces ("Cevap:
iki", "Svar: fem äpplen").

>>> spell_other_languages("Vastaus: kaksikymmentäneljä.")
'Vastaus: 24.'
>>> spell_other_languages("La respondo estas dek kvin.")
'La respondo estas 15.'
>>> spell_other_languages("Svar: nittio äpplen."), spell_other_languages("Cevap: iki")
('Svar: 90 äpplen.', 'Cevap: 2')
>>> spell_other_languages("Answer: to be decided.")
'Answer: to be decided.'
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from num2words import CONVERTER_CLASSES, num2words
from unicode_rbnf import RbnfEngine

from reward_plugins.math.answer_phrases import ANSWER_WORDS
from reward_plugins.math.known_words import BESIDE_LANGUAGES, WORDFREQ_LANGUAGES, in_common_use, read_language_word
from reward_plugins.math.number_languages import COMMON_NUMBER_WORDS, library_spellings, load_language_numbers
from reward_plugins.math.scale_words import read_scales
from reward_plugins.math.units import DEGREE_WORDS

# Written without spaces between words: their syllables would be read inside other words.
_UNSPACED_LANGUAGES = frozenset({"ja", "ko", "th"})
_VALUES = (*range(101), *range(200, 1001, 100))
# A word: letters with the marks that belong to them (Indic vowel signs, Hebrew points, Arabic harakat).
_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670\u0900-\u0dff\u1200-\u137f])+")
# Common words of the languages the grader reads that some language also uses as a number word.
_COMMON = COMMON_NUMBER_WORDS
# A word this short is a number only as the value a label introduces.
_SHORT = 4
_LONGEST_PHRASE = 7  # words ("mashome a mararo a metso e tsheletseng", Sesotho 36)
_SEPARATOR = re.compile(r"[ \t\-‐'’]{1,3}")  # "vint-i-quatre", "dalawampu't apat"
# A half said after a whole number, in the languages that say it so ("iki buçuk", "dwa i pół", "tři a půl").
_HALF = re.compile(
    r"[ \t]{1,2}(?:buçuk|i[ \t]pół|a[ \t]půl|a[ \t]pol|és[ \t]fél|ja[ \t]puoli|с[ \t]половиной|och[ \t]en[ \t]halv"
    r"|og[ \t]en[ \t]halv|en[ \t]een[ \t]half|setengah|i[ \t]pol)(?![^\W\d_])", re.IGNORECASE)
_LABEL_END = re.compile(r"[:：][ \t*_]*$")
# A Korean native numeral before its counter counts something ("서른두 개입니다", "스물네 자루", "열 명이"), whatever its
# length: the counter, then a particle or the copula at most ("개구리", a frog, is no counter).
_KOREAN_COUNTED = re.compile(
    r"[ \t]?(?:개|명|마리|자루|권|장|살|대|그루|송이|켤레|벌|잔|병|채|곳|가지|봉지|상자|묶음|줄|쪽|점|알|통|판|조각|사람|분)"
    r"(?:입니다|이다|이에요|예요|이야|야|이고|이며|가|이|을|를|은|는|의|씩|요|과|와|도|만|쯤)?(?![\uac00-\ud7a3])")
_DEGREES_AFTER = re.compile(r"[ \t]+([^\W\d_]+)(?:[ \t]+[^\W\d_]+){0,2}[ \t]*[*_]*[.!。]?[ \t]*")
_SLOT_AFTER = re.compile(r"[ \t]*(?:[^\W\d_]+[ \t]*)?[*_]*[.!。]?[ \t]*$")


def _key(phrase: str) -> str:
    # Romanian written with a cedilla ("şi", CLDR's spelling) or a comma below ("și") is one word.
    return "".join(_WORD.findall(unicodedata.normalize("NFKC", phrase).lower().translate(_CEDILLA)))


_CEDILLA = str.maketrans("şţ", "șț")


def load_spoken_numbers() -> None:
    """Build the table of number words now (about a second, once per process), so no batch pays for it."""
    _table()
    _scale_words()
    _thai()
    _sino_korean()
    _spaced_numerals()
    _thousand_words()
    decimal_point_words()
    load_language_numbers()


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, int], frozenset[str]]:
    """Every number phrase's key with its value, and every word that is part of one. num2words's phrases
    (and the generated ones below) come first; CLDR's spellings of every case and gender add the keys they
    lack, unless their word is a common word of a language the grader reads or a short word in Latin letters."""
    words: set[str] = set()
    first = _unique(_num2words_phrases(), words)
    more = _unique(_cldr_phrases(), words)
    table = dict(first)
    own = _own_language_words()
    for key, n in more.items():
        if key not in first and (key in _MULTI_WORD or (_not_short_latin(key) and (not read_language_word(key) or key in own))):
            table[key] = n
    # Languages neither library spells add the keys the libraries lack; a phrase of common words only ("iva", Samoan
    # 9; "po sa", Guarani 500) is no number.
    for key, n in _unique(((n, p) for n, p in _unspelled_languages() if not _common_words_only(p)), words).items():
        table.setdefault(key, n)
    return table, frozenset(words)


def _common_words_only(phrase: str) -> bool:
    return all(w in _COMMON or read_language_word(w) for w in _WORD.findall(unicodedata.normalize("NFKC", phrase).lower()))


def _own_language_words() -> frozenset[str]:
    """CLDR's spellings that are common words of their own language only ("veintiún", Spanish 21 before a noun;
    "четырьмя"): a number there, read. One ("einen", "одного") is an article or a pronoun too, and a short word
    ("семью", Russian "family" and 7) may be another word of its language: neither is read."""
    found: dict[str, set[str]] = {}
    for _, locale, n, _, phrase in _spellings("rbnf"):
        key = _key(phrase)
        if n >= 2 and len(key) >= 6:
            found.setdefault(key, set()).add(locale.split("_")[0])
    return frozenset(key for key, languages in found.items() if len(languages) == 1 and next(iter(languages)) in WORDFREQ_LANGUAGES
                     and not in_common_use(key, tuple(x for x in WORDFREQ_LANGUAGES if x not in languages)))


def _not_short_latin(word: str) -> bool:
    """A word of four Latin letters or fewer ("ni", "isá") from the many languages CLDR spells collides with the
    prose of others; a longer one, or one in another script ("스물네", "пет"), is read."""
    return len(word) > _SHORT or not word.isascii() and not all(unicodedata.name(c, "").startswith("LATIN") for c in word)


_MULTI_WORD: set[str] = set()  # keys of phrases of two words or more (a word of prose is never a whole one)


def _unique(phrases, words: set[str]) -> dict[str, int]:
    """Each phrase's key with its value, where the phrases give the key one value only."""
    values: dict[str, set[int]] = {}
    for n, phrase in phrases:
        key = _key(phrase)
        values.setdefault(key, set()).add(n)
        found = [w.lower() for w in _WORD.findall(unicodedata.normalize("NFKC", phrase).translate(_CEDILLA))]
        words.update(found)
        if len(found) > 1:
            _MULTI_WORD.add(key)
    return {k: next(iter(v)) for k, v in values.items() if len(v) == 1}


def _num2words_phrases():
    for _, language, n, _, phrase in _spellings("num2words"):
        if language in _UNSPACED_LANGUAGES:
            continue
        yield n, phrase
        if language == "hu":
            yield from ((n, accusative) for accusative in _hungarian_accusative(phrase))
        if language in ("cs", "sk") and 20 < n < 100 and n % 10:
            yield n, _units_first(n, language)
        if language == "bn":
            yield from ((n, spoken) for spoken in _bengali_spoken(n, phrase))
    yield from _swahili()
    yield from _greek()
    yield from _basque()
    yield from _tagalog()


def _cldr_phrases():
    """Every cardinal of CLDR's spell-out rules (Unicode RBNF, through unicode-rbnf) in every locale: the genders
    and cases num2words does not write ("dwudziestu czterech", "divdesmit četras", "patruzeci şi două"), the
    languages it does not write (Estonian, Hindi, Croatian, Bulgarian), and Korean's native numerals ("스물네")."""
    for _, locale, n, name, phrase in _spellings("rbnf"):
        if locale.split("_")[0] != "ko" or "native" in name:  # Korean's Sino-Korean syllables ("이", "사") are everyday words
            yield n, phrase


def _spellings(library: str):
    """The spellings of ``library`` of the values this table holds (the other readers' tables hold more)."""
    return (s for s in library_spellings() if s[0] == library and s[2] in _VALUE_SET)


_VALUE_SET = frozenset(_VALUES)


def _units_first(n: int, language: str) -> str:
    """Czech and Slovak say a number from 21 to 99 units first too: "pětadvacet" (25), "štyriadvadsať" (24)."""
    units = "jeden" if n % 10 == 1 else num2words(n % 10, lang=language)
    return f"{units}a{num2words(n - n % 10, lang=language)}"


# Spoken Bengali writes the hundreds with "শো" or "শ" where num2words writes "শত", its units short before them
# ("একশো", "দুশো", "নশো"), and says 20 as a score ("কুড়ি"): "একশো কুড়ি" is 120.
_BENGALI_SHORT_UNITS = (("দুই", "দু"), ("ছয়", "ছ"), ("নয়", "ন"))


def _bengali_spoken(n: int, phrase: str):
    if n == 20:
        yield "কুড়ি"
    phrase = unicodedata.normalize("NFKC", phrase)
    if n % 100 or not 100 <= n < 1000 or not phrase.endswith("শত"):
        return
    unit = phrase[: -len("শত")]
    short = next((s for long, s in _BENGALI_SHORT_UNITS if unicodedata.normalize("NFKC", long) == unit), unit)
    for spoken in {unit, short}:
        yield spoken + "শো"
        yield spoken + "শ"


# The accusative of a Hungarian number is its last element's ("huszonnégy" -> "huszonnégyet", "száz" -> "százat").
_HUNGARIAN_ACCUSATIVES = (
    ("egy", "egyet"), ("kettő", "kettőt"), ("három", "hármat"), ("négy", "négyet"), ("öt", "ötöt"), ("hat", "hatot"),
    ("hét", "hetet"), ("nyolc", "nyolcat"), ("kilenc", "kilencet"), ("tíz", "tizet"), ("húsz", "húszat"),
    ("harminc", "harmincat"), ("negyven", "negyvenet"), ("ötven", "ötvenet"), ("hatvan", "hatvanat"),
    ("hetven", "hetvenet"), ("nyolcvan", "nyolcvanat"), ("kilencven", "kilencvenet"), ("száz", "százat"),
    ("ezer", "ezret"), ("nulla", "nullát"),
)


def _hungarian_accusative(phrase: str):
    for nominative, accusative in _HUNGARIAN_ACCUSATIVES:
        if phrase.endswith(nominative):
            yield phrase[: len(phrase) - len(nominative)] + accusative
            return


def _basque():
    """Basque cardinals to 100 and the hundreds (CLDR and num2words have none), counted in twenties: "hogeita lau"
    is 24, "berrogeita hamar" 50."""
    below = ["zero", *"bat bi hiru lau bost sei zazpi zortzi bederatzi hamar hamaika hamabi hamahiru hamalau hamabost "
             "hamasei hamazazpi hemezortzi hemeretzi".split()]
    twenties = {20: "hogei", 40: "berrogei", 60: "hirurogei", 80: "laurogei"}
    yield from enumerate(below)
    for n in range(20, 100):
        base, rest = n - n % 20, n % 20
        yield n, twenties[base] if not rest else f"{twenties[base]}ta {below[rest]}"
    hundreds = "ehun berrehun hirurehun laurehun bostehun seiehun zazpiehun zortziehun bederatziehun mila".split()
    yield from ((100 * (i + 1), word) for i, word in enumerate(hundreds))


def _tagalog():
    """Tagalog cardinals to 100 (CLDR writes an older spelling, num2words none): "dalawampu't apat" is 24."""
    units = "isa dalawa tatlo apat lima anim pito walo siyam".split()
    teens = "labing-isa labindalawa labintatlo labing-apat labinlima labing-anim labimpito labingwalo labinsiyam".split()
    tens = "sampu dalawampu tatlumpu apatnapu limampu animnapu pitumpu walumpu siyamnapu".split()
    yield 0, "sero"
    yield from enumerate(units, 1)
    yield from enumerate(teens, 11)
    for t, ten in enumerate(tens, 1):
        yield 10 * t, ten
        if t > 1:
            yield from ((10 * t + u, f"{ten}'t {unit}") for u, unit in enumerate(units, 1))
    yield 100, "sandaan"


def _swahili():
    """Swahili cardinals to 999 (num2words has none): "kumi na nane" is 18, "mia mbili na kumi" 210."""
    units = "moja mbili tatu nne tano sita saba nane tisa".split()
    tens = "kumi ishirini thelathini arobaini hamsini sitini sabini themanini tisini".split()
    below = {i: unit for i, unit in enumerate(units, 1)}
    for t, ten in enumerate(tens, 1):
        below[10 * t] = ten
        below.update({10 * t + i: f"{ten} na {unit}" for i, unit in enumerate(units, 1)})
    yield 0, "sifuri"
    yield from below.items()
    for h, unit in enumerate(units, 1):
        yield 100 * h, f"mia {unit}"
        yield from ((100 * h + n, f"mia {unit} na {phrase}") for n, phrase in below.items())


# Greek cardinals (num2words has none), each digit's spellings: neuter first, then masculine/feminine and
# spoken variants ("τρία", "τρεις"; "επτά", "εφτά").
_GREEK_UNITS = ("ένα ένας μία μια", "δύο δυο", "τρία τρεις", "τέσσερα τέσσερις", "πέντε", "έξι", "επτά εφτά",
                "οκτώ οχτώ", "εννέα εννιά")
_GREEK_TEENS = ("έντεκα", "δώδεκα", "δεκατρία δεκατρείς", "δεκατέσσερα δεκατέσσερις", "δεκαπέντε", "δεκαέξι δεκάξι",
                "δεκαεπτά δεκαεφτά", "δεκαοκτώ δεκαοχτώ", "δεκαεννέα δεκαεννιά")
_GREEK_TENS = ("δέκα", "είκοσι", "τριάντα", "σαράντα", "πενήντα", "εξήντα", "εβδομήντα", "ογδόντα", "ενενήντα")
_GREEK_HUNDREDS = ("εκατόν", "διακόσια", "τριακόσια", "τετρακόσια", "πεντακόσια", "εξακόσια", "επτακόσια εφτακόσια",
                   "οκτακόσια οχτακόσια", "εννιακόσια εννεακόσια")


def _greek():
    """Greek cardinals to 1000 (num2words has none), with and without their accents: "εξήντα" and "εξηντα"
    are 60, "είκοσι πέντε" 25, "εκατόν είκοσι" 120, "διακόσια" 200."""
    below = {0: ["μηδέν"]}
    for i, forms in enumerate(_GREEK_UNITS, 1):
        below[i] = forms.split()
    for i, forms in enumerate(_GREEK_TEENS, 11):
        below[i] = forms.split()
    for t, ten in enumerate(_GREEK_TENS, 1):
        below[10 * t] = [ten]
        if t > 1:
            for i, forms in enumerate(_GREEK_UNITS, 1):
                below[10 * t + i] = [f"{ten} {unit}" for unit in forms.split()]
    spelled = dict(below)
    spelled[100] = ["εκατό"]
    spelled[1000] = ["χίλια"]
    for h, forms in enumerate(_GREEK_HUNDREDS, 1):
        for hundred in forms.split():
            if h > 1:
                spelled.setdefault(100 * h, []).append(hundred)
            for n, rests in below.items():
                if n:
                    spelled.setdefault(100 * h + n, []).extend(f"{hundred} {rest}" for rest in rests)
    for n, phrases in spelled.items():
        for phrase in phrases:
            yield n, phrase
            bare = unicodedata.normalize("NFC", "".join(c for c in unicodedata.normalize("NFD", phrase) if c != "\u0301"))
            if bare != phrase:
                yield n, bare


# --- languages neither library spells --------------------------------------------------------------------------
# Each: its units 1-9, its tens 10-90 (forms split by "/", "_" a space inside one), how a ten and a unit join
# ("{t}" a ten, "{u}" a unit, "{c}" a unit as it stands after a ten where that differs), the teens where they are
# words of their own, its hundred and its thousand, and whether a hundred's multiplier comes first ("rua rau",
# Maori 200) or after ("{h} {u}"). A phrase is read with and without its accents and glottal marks ("ʻelua",
# "elua"); a word that is also a common word of a language the grader reads is never read alone (see _table).
_DECIMAL = {
    # Polynesian
    "mi": ("tahi rua toru whā rima ono whitu waru iwa", "tekau rua_tekau toru_tekau whā_tekau rima_tekau ono_tekau "
           "whitu_tekau waru_tekau iwa_tekau", ("{t} mā {u}",), "", "", "rau/kotahi_rau", "mano", "{u} {h}"),
    "sm": ("tasi lua tolu fā lima ono fitu valu iva", "sefulu luasefulu tolusefulu fāsefulu limasefulu onosefulu fitusefulu "
           "valusefulu ivasefulu", ("{t} ma le {u}", "{t} {u}"), "", "", "selau", "afe", "{u} {h}"),
    "to": ("taha ua tolu fā nima ono fitu valu hiva", "hongofulu uofulu tolungofulu fāngofulu nimangofulu onongofulu "
           "fitungofulu valungofulu hivangofulu", ("{t} mā {u}",), "", "", "teau", "afe", "{u} {h}"),
    "haw": ("ʻekahi ʻelua ʻekolu ʻehā ʻelima ʻeono ʻehiku ʻewalu ʻeiwa", "ʻumi iwakālua kanakolu kanahā kanalima kanaono "
            "kanahiku kanawalu kanaiwa", ("{t}kumamā{c}", "{t} kumamā{c}"), "kahi lua kolu hā lima ono hiku walu iwa", "",
            "haneli/hoʻokahi_haneli", "kaukani", "{u} {h}"),
    # Andean and Paraguayan
    "ay": ("maya paya kimsa pusi phisqa suxta paqallqu kimsaqallqu llätunka", "tunka pä_tunka kimsa_tunka pusi_tunka "
           "phisqa_tunka suxta_tunka paqallqu_tunka kimsaqallqu_tunka llätunka_tunka", ("{t} {c}",),
           "mayani payani kimsani pusini phisqani suxtani paqallquni kimsaqallquni llätunkani", "", "pataka", "waranqa", "{u} {h}"),
    "gn": ("peteĩ mokõi mbohapy irundy po poteĩ pokõi poapy porundy", "pa mokõipa mbohapypa irundypa popa poteĩpa pokõipa "
           "poapypa porundypa", ("{t} {u}", "{t}{u}"), "", "pateĩ/pa_peteĩ pakõi/pa_mokõi", "sa/peteĩ_sa", "su/peteĩ_su", "{u} {h}"),
    # Quechua: a unit after a ten takes "-yuq" ("iskay chunka pichqayuq", 25).
    "qu": ("huk iskay kimsa tawa pichqa suqta qanchis pusaq isqun", "chunka iskay_chunka kimsa_chunka tawa_chunka "
           "pichqa_chunka suqta_chunka qanchis_chunka pusaq_chunka isqun_chunka", ("{t} {c}",),
           "hukniyuq iskayniyuq kimsayuq tawayuq pichqayuq suqtayuq qanchisniyuq pusaqniyuq isqunniyuq", "", "pachak",
           "waranqa", "{u} {h}"),
    # African
    "rw": ("rimwe/umwe/imwe kabiri/babiri/ebyiri/abiri gatatu/batatu/eshatu/atatu kane/bane/enye/ane "
           "gatanu/batanu/eshanu/atanu gatandatu/batandatu/esheshatu/atandatu karindwi/barindwi/zirindwi/arindwi umunani "
           "icyenda", "icumi/cumi makumyabiri mirongo_itatu mirongo_ine mirongo_itanu mirongo_itandatu mirongo_irindwi "
           "mirongo_inani mirongo_cyenda", ("{t} na {u}",), "", "", "ijana", "igihumbi", "{h} {u}"),
    "st": ("nngwe pedi tharo nne hlano tsheletseng supileng robedi robong", "leshome mashome_a_mabedi mashome_a_mararo "
           "mashome_a_mane mashome_a_mahlano mashome_a_tsheletseng mashome_a_supileng mashome_a_robedi mashome_a_robong",
           ("{t} a metso e {c}",), "le_mong/mong mmedi/mebedi meraro mene mehlano tsheletseng supileng robedi robong", "",
           "lekgolo", "sekete", "{h} {u}"),
    "tn": ("nngwe pedi tharo nne tlhano thataro supa robedi robongwe", "lesome masome_a_mabedi masome_a_mararo masome_a_mane "
           "masome_a_matlhano masome_a_marataro masome_a_supa masome_a_robedi masome_a_robongwe", ("{t} le {u}",), "", "",
           "lekgolo", "sekete", "{h} {u}"),
    # Shona: a unit after a ten takes "ne-" ("makumi maviri nemana", 24).
    "sn": ("potsi/imwe piri/mbiri tatu ina shanu tanhatu nomwe sere pfumbamwe", "gumi makumi_maviri makumi_matatu makumi_mana "
           "makumi_mashanu makumi_matanhatu makumi_manomwe makumi_masere makumi_mapfumbamwe", ("{t} ne{c}",),
           "rimwe mbiri nhatu na/mana shanu nhanhatu nomwe sere pfumbamwe", "", "zana", "churu", "{h} {u}"),
    "xh": ("nye/inye mbini/zimbini ntathu/zintathu ne/zine ntlanu/zintlanu ntandathu/zintandathu sixhenxe sibhozo lithoba",
           "lishumi amashumi_amabini amashumi_amathathu amashumi_amane amashumi_amahlanu amashumi_amathandathu "
           "amashumi_asixhenxe amashumi_asibhozo amashumi_alithoba", (), "", "", "ikhulu", "iwaka", "{h} {u}"),
    "wo": ("benn ñaar ñett ñeent juróom juróom-benn juróom-ñaar juróom-ñett juróom-ñeent", "fukk ñaar_fukk fanweer "
           "ñeent_fukk juróom_fukk juróom-benn_fukk juróom-ñaar_fukk juróom-ñett_fukk juróom-ñeent_fukk", ("{t} ak {u}",),
           "", "", "téeméer", "junni", "{u} {h}"),
    "ln": ("mókó míbalé mísáto mínei mítáno motóbá sámbó mwámbe libwa", "zómi ntúkú_míbalé ntúkú_mísáto ntúkú_mínei "
           "ntúkú_mítáno ntúkú_motóbá ntúkú_sámbó ntúkú_mwámbe ntúkú_libwa", ("{t} na {u}",), "", "", "nkámá", "nkóto", "{h} {u}"),
    # Oromo: a ten before its unit ends in "-ii" ("digdamii tokko", 21).
    "om": ("tokko lama sadii afur shan jaha torba saddeet sagal", "kudhan digdama/digdamii soddoma/soddomii "
           "afurtama/afurtamii shantama/shantamii jaatama/jaatamii torbaatama/torbaatamii saddeettama/saddeettamii "
           "sagaltama/sagaltamii", ("{t} {u}",), "", "kudha_tokko kudha_lama kudha_sadii kudha_afur "
           "kudha_shan kudha_jaha kudha_torba kudha_saddeet kudha_sagal", "dhibba", "kuma", "{h} {u}"),
    "ti": ("ሓደ ክልተ ሰለስተ ኣርባዕተ ሓሙሽተ ሽዱሽተ ሸውዓተ ሸሞንተ ትሽዓተ", "ዓሰርተ ዕስራ ሰላሳ ኣርብዓ ሓምሳ ሱሳ ሰብዓ ሰማንያ ቴስዓ",
           ("{t}ን {u}ን", "{t} {u}"), "", "", "ሚእቲ", "ሽሕ", "{u} {h}"),
    # Iranian and Indo-Aryan
    "kmr": ("yek du sê çar pênc şeş heft heşt neh", "deh bîst sî çil pêncî şêst heftê heştê nod", ("{t} û {u}", "{t} u {u}"), "",
            "yazdeh duwazdeh sêzdeh çardeh panzdeh şanzdeh hivdeh hejdeh nozdeh", "sed", "hezar", "{u} {h}"),
    "ckb": ("یەک دوو سێ چوار پێنج شەش حەوت هەشت نۆ", "دە بیست سی چل پەنجا شەست حەفتا هەشتا نەوەد", ("{t} و {u}", "{t}و{u}"), "",
            "یازدە دوازدە سێزدە چواردە پازدە شازدە حەڤدە هەژدە نۆزدە", "سەد", "هەزار", "{u} {h}"),
    "ps": ("یو دوه درې څلور پنځه شپږ اووه اته نهه", "لس شل دېرش څلوېښت پنځوس شپېته اویا اتیا نوي", (), "",
           "یوولس دولس دیارلس څوارلس پنځلس شپاړس اوولس اتلس نولس", "سل", "زر", "{u} {h}"),
    "sd": ("هڪ ٻه ٽي چار پنج ڇهه ست اٺ نو", "ڏهه ويهه ٽيهه چاليهه پنجاهه سٺ ستر اسي نوي", (), "", "", "سؤ", "هزار", "{u} {h}"),
    # Turkic of Russia and China
    "ug": ("بىر ئىككى ئۈچ تۆت بەش ئالتە يەتتە سەككىز توققۇز", "ئون يىگىرمە ئوتتۇز قىرىق ئەللىك ئاتمىش يەتمىش سەكسەن توقسان",
           ("{t} {u}",), "", "", "يۈز", "مىڭ", "{u} {h}"),
    "tt": ("бер ике өч дүрт биш алты җиде сигез тугыз", "ун егерме утыз кырык илле алтмыш җитмеш сиксән туксан", ("{t} {u}",),
           "", "", "йөз", "мең", "{u} {h}"),
    "ba": ("бер ике өс дүрт биш алты ете һигеҙ туғыҙ", "ун егерме утыҙ ҡырҡ илле алтмыш етмеш һикһән туҡһан", ("{t} {u}",),
           "", "", "йөҙ", "мең", "{u} {h}"),
    "cv": ("пӗрре/пӗр иккӗ/икӗ виҫҫӗ/виҫӗ тӑваттӑ/тӑватӑ пиллӗк/пилӗк улттӑ/улт ҫиччӗ/ҫичӗ саккӑр/сакӑр тӑххӑр/тӑхӑр",
           "вуннӑ/вун ҫирӗм вӑтӑр хӗрӗх аллӑ утмӑл ҫитмӗл сакӑрвуннӑ/сакӑр_вунӑ тӑхӑрвуннӑ/тӑхӑр_вунӑ", ("{t} {u}",), "", "",
           "ҫӗр", "пин", "{u} {h}"),
    "sah": ("биир икки үс түөрт биэс алта сэттэ аҕыс тоҕус", "уон сүүрбэ отут түөрт_уон биэс_уон алта_уон сэттэ_уон аҕыс_уон "
            "тоҕус_уон", ("{t} {u}",), "", "", "сүүс", "тыһыынча", "{u} {h}"),
    # Frisian: the unit first, joined by "en" ("twaensantich", 72).
    "fy": ("ien twa trije fjouwer fiif seis sân acht njoggen", "tsien tweintich tritich fjirtich fyftich sechstich santich "
           "tachtich njoggentich", ("{u}en{t}", "{u}-en-{t}"), "", "alve tolve trettjin fjirtjin fyftjin sechstjin santjin "
           "achttjin njoggentjin", "hûndert/hondert", "tûzen", "{u}{h}"),
}
# Arabic-script texts write the Persian "ی" and "ک" or the Arabic "ي" and "ك" for one letter.
_ARABIC_LETTERS = str.maketrans("یک", "يك")
_ARABIC_LETTERS_BACK = str.maketrans("يك", "یک")


def _forms(row: str) -> list[list[str]]:
    """A row of :data:`_DECIMAL`: each number's forms."""
    return [forms.replace("_", " ").split("/") for forms in row.split()]


def _decimal(units_row: str, tens_row: str, joins: tuple[str, ...], after_ten: str, teens_row: str, hundred: str,
             thousand: str, hundreds: str):
    """The phrases of one language of :data:`_DECIMAL`: 1 to 99, the hundreds and the thousand."""
    units, tens = _forms(units_row), _forms(tens_row)
    joined = _forms(after_ten) if after_ten else units
    below: dict[int, list[str]] = {u: f for u, f in enumerate(units, 1)}
    for t, ten_forms in enumerate(tens, 1):
        below[10 * t] = list(ten_forms)
        for u in range(1, 10):
            below[10 * t + u] = [j.format(t=ten, u=unit, c=after) for j in joins for ten in ten_forms
                                 for unit in units[u - 1] for after in joined[u - 1]]
    for i, teen_forms in enumerate(_forms(teens_row) if teens_row else (), 11):
        below[i] = below.get(i, []) + teen_forms
    yield from ((n, phrase) for n, phrases in below.items() for phrase in phrases)
    for form in _forms(hundred)[0]:
        yield 100, form
        yield from ((100 * m, hundreds.format(u=unit, h=form)) for m in range(2, 10) for unit in units[m - 1])
    for form in _forms(thousand)[0]:
        yield 1000, form


def _malagasy():
    """Malagasy says the small part first: "sivy amby efapolo" (9 and 40) is 49, "efapolo sy dimanjato" 540."""
    units = ["iray/iraika", *"roa telo efatra dimy enina fito valo sivy".split()]
    tens = "folo roapolo telopolo efapolo dimampolo enimpolo fitopolo valopolo sivifolo".split()
    hundreds = "zato roanjato telonjato efajato dimanjato eninjato fitonjato valonjato sivinjato".split()
    below = {u: forms.split("/") for u, forms in enumerate(units, 1)}
    for t, ten in enumerate(tens, 1):
        below[10 * t] = [ten]
        joiner = "ambin'ny" if t == 1 else "amby"
        below.update({10 * t + u: [f"{unit} {joiner} {ten}" for unit in forms.split("/")] for u, forms in enumerate(units, 1)})
    yield from ((n, phrase) for n, phrases in below.items() for phrase in phrases)
    for h, hundred in enumerate(hundreds, 1):
        yield 100 * h, hundred
        yield from ((100 * h + n, f"{phrase} sy {hundred}") for n, phrases in below.items() for phrase in phrases)
    yield 1000, "arivo"


def _breton():
    """Breton counts by twenties from 40, the unit first: "daou-ugent" is 40, "unan ha tregont" 31, "pemzek ha
    tri-ugent" 75, "unan warn-ugent" 21."""
    below = {n: forms.split("/") for n, forms in enumerate(
        "unan daou/div tri/teir pevar/peder pemp c'hwec'h seizh eizh nav dek unnek daouzek trizek pevarzek pemzek "
        "c'hwezek seitek triwec'h naontek".split(), 1)}
    bases = {20: "ugent", 30: "tregont", 40: "daou-ugent", 50: "hanter-kant", 60: "tri-ugent", 80: "pevar-ugent"}
    yield from ((n, phrase) for n, phrases in below.items() for phrase in phrases)
    for base, word in bases.items():
        yield base, word
        for rest in range(1, 20 if base in (60, 80) else 10):
            for small in below[rest]:
                joiners = ("warn",) if base == 20 else ("hag", "ha") if small[0] in "aeiou" else ("ha",)
                yield from ((base + rest, f"{small} {joiner}-{word}" if base == 20 else f"{small} {joiner} {word}") for joiner in joiners)
    yield 100, "kant"
    yield 1000, "mil"


def _gaelic():
    """Scottish Gaelic counts by twenties ("dà fhichead 's a ceithir deug", 2 × 20 + 14 = 54) or by tens
    ("ceathrad 's a ceithir", 44)."""
    units = [forms.split("/") for forms in "aon dà/dhà trì ceithir còig sia seachd ochd naoi".split()]
    below = {u: forms for u, forms in enumerate(units, 1)}
    below[10] = ["deich"]
    below.update({10 + u: [f"{unit} {'dheug' if u == 2 else 'deug'}" for unit in forms] for u, forms in enumerate(units, 1)})
    scores = {20: "fichead", 40: "dà fhichead", 60: "trì fichead", 80: "ceithir fichead"}
    tens = {30: "trìthead", 40: "ceathrad", 50: "caogad", 60: "seasgad", 70: "seachdad", 80: "ochdad", 90: "naochad"}
    yield from ((n, phrase) for n, phrases in below.items() for phrase in phrases)
    for base, word in (*scores.items(), *tens.items()):
        yield base, word
        for rest in range(1, 20 if base in scores else 10):
            for small in below[rest]:
                yield base + rest, f"{word} 's a {small}"
                if small[0] in "aeiou":
                    yield base + rest, f"{word} 's a h-{small}"
                if base == 20:
                    yield from ((20 + rest, f"{small} {on} fhichead") for on in ("air", "ar"))
    yield 100, "ceud"
    yield 1000, "mìle"


def _nahuatl():
    """Nahuatl counts by twenties, the rest joined by "on" ("ompohualli ommacuilli", 2 × 20 + 5 = 45; "mahtlactli
    omome" 12; "caxtolli once" 16)."""
    units = [forms.split("/") for forms in "ce ome yei/eyi nahui macuilli chicuace chicome chicuei chiconahui".split()]
    below = {u: forms for u, forms in enumerate(units, 1)}
    for base, word in ((10, "mahtlactli"), (15, "caxtolli")):
        below[base] = [word]
        below.update({base + u: [f"{word} {on}{unit}" for on in ("on", "om") for unit in units[u - 1]] for u in range(1, 5)})
    scores = {20: "cempohualli", 40: "ompohualli", 60: "yeipohualli/eyipohualli", 80: "nauhpohualli"}
    yield from ((n, phrase) for n, phrases in below.items() for phrase in phrases)
    for base, forms in scores.items():
        for score in forms.split("/"):
            yield base, score
            yield from ((base + rest, f"{score} {on}{phrase}") for rest, phrases in below.items() for phrase in phrases
                        for on in ("on", "om", "ihuan "))


# Sinhala, whose copula joins the number it says ("විස්සයි", it is twenty).
_SINHALA = ("එක දෙක තුන හතර පහ හය හත අට නවය", "දහය විස්ස/විසි තිහ/තිස් හතළිහ/හතළිස් පනහ/පනස් හැට හැත්තෑව/හැත්තෑ අසූව/අසූ "
            "අනූව/අනූ", ("{t} {u}", "{t}{u}"), "", "එකොළහ දොළහ දහතුන දහහතර පහළොව දහසය දහහත දහඅට දහනවය", "සියය", "දහස", "{u}{h}")


def _sinhala():
    for n, phrase in _decimal(*_SINHALA):
        yield n, phrase
        yield n, phrase + "යි"


def _unspelled_languages():
    """The phrases of :data:`_DECIMAL` and the languages above, each with its plain spellings (see there)."""
    phrases = [pair for spec in _DECIMAL.values() for pair in _decimal(*spec)]
    phrases += [*_malagasy(), *_breton(), *_gaelic(), *_nahuatl(), *_sinhala()]
    for n, phrase in phrases:
        for spelled in {phrase, _plain(phrase), phrase.translate(_ARABIC_LETTERS), phrase.translate(_ARABIC_LETTERS_BACK)}:
            yield n, spelled


_GLOTTAL = str.maketrans("", "", "ʻʼ'’‘")


def _plain(phrase: str) -> str:
    """``phrase`` without the accents of its Latin letters and its glottal marks ("ʻelua" -> "elua", "zómi" -> "zomi")."""
    kept = []
    for ch in unicodedata.normalize("NFD", phrase.translate(_GLOTTAL)):
        if not (unicodedata.combining(ch) and kept and kept[-1].isascii()):
            kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept))


# Thai numerals are written unspaced, glued to the words around them ("คำตอบ: ยี่สิบสี่ผล"): a run of their
# parts is read where num2words writes it whole.
_THAI_RUN = re.compile("(?:" + "|".join("ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า สิบ ยี่ เอ็ด ร้อย พัน".split()) + ")+")


@lru_cache(maxsize=1)
def _thai() -> dict[str, int]:
    return {num2words(n, lang="th"): n for n in range(1001)}


# The word for "answer" and what joins it to its value ("คำตอบคือ ", "คำตอบสุดท้ายคือ", "คำตอบ: "), and the end of
# its sentence (after a polite particle): a numeral below ten between them is the answer's value ("คำตอบคือ เจ็ด").
_THAI_ANSWER_BEFORE = re.compile("(?:คำตอบ|" + unicodedata.normalize("NFKC", "คำตอบ") + ")(?:สุดท้าย)?(?:คือ|:|：)?[ \t]*$")  # as written or NFKC
_THAI_SENTENCE_END = re.compile("[ \t]*(?:ครับ|ค่ะ|คะ|นะ)*[ \t]*(?:[.!]|\n|$)")


def spell_thai(text: str, counters: frozenset[str]) -> str:
    """``text`` with its Thai numerals as digits: from ten up ("ยี่สิบสี่" is 24), a smaller one before a
    counter (``counters``: "สามถุง" is 3 bags) or alone as the value of "คำตอบ" ("คำตอบคือ เจ็ด"); "สี่เหลี่ยม" (a
    square) keeps its word."""
    def sub(m: re.Match) -> str:
        value = _thai().get(m.group())
        if value is None or (value < 10 and not text.startswith(tuple(counters), m.end()) and not (
                _THAI_SENTENCE_END.match(text, m.end()) and _THAI_ANSWER_BEFORE.search(text[max(0, m.start() - 20) : m.start()]))):
            return m.group()
        return str(value)

    return _THAI_RUN.sub(sub, text)



# Lao, Khmer, Burmese and Tibetan write a number as a word of its own between spaces ("ຄຳຕອບແມ່ນ ສາມສິບຫ້າ",
# "ចម្លើយគឺ ដប់ប្រាំ នាទី", "ལན་ནི་ ཉི་ཤུ་རྩ་ལྔ་ ཡིན།"): such a word is read whole, from ten up (a unit alone is an
# everyday word too: Burmese "လေး" is four and small), from CLDR's spellings and the Tibetan table below.
_SPACED_NUMERAL = re.compile(
    r"(?<!\S)([\u0e80-\u0eff\u1000-\u1049\u104c-\u109f\u1780-\u17d3\u17d7-\u17ff\u0f00-\u0f0c\u0f0e-\u0fff]{2,40})"
    r"(?=[\s.,!?:;)\]*_\u0f0d\u104a\u104b\u17d4\u17d5]|$)")
_TSHEG = "\u0f0b"
_TIBETAN_UNITS = "གཅིག གཉིས གསུམ བཞི ལྔ དྲུག བདུན བརྒྱད དགུ".split()
_TIBETAN_TEENS = "བཅུ་གཅིག བཅུ་གཉིས བཅུ་གསུམ བཅུ་བཞི བཅོ་ལྔ བཅུ་དྲུག བཅུ་བདུན བཅོ་བརྒྱད བཅུ་དགུ".split()
# Each ten, and the syllable that joins a unit to it ("སུམ་ཅུ་སོ་གཅིག" or "སོ་གཅིག", 31).
_TIBETAN_TENS = (("ཉི་ཤུ", "ཉེར"), ("སུམ་ཅུ", "སོ"), ("བཞི་བཅུ", "ཞེ"), ("ལྔ་བཅུ", "ང"), ("དྲུག་ཅུ", "རེ"), ("བདུན་ཅུ", "དོན"),
                 ("བརྒྱད་ཅུ", "གྱ"), ("དགུ་བཅུ", "གོ"))


def _tibetan():
    yield 10, "བཅུ"
    yield from enumerate(_TIBETAN_TEENS, 11)
    for t, (ten, joiner) in enumerate(_TIBETAN_TENS, 2):
        yield 10 * t, ten
        for u, unit in enumerate(_TIBETAN_UNITS, 1):
            yield from ((10 * t + u, phrase) for phrase in (f"{ten}་རྩ་{unit}", f"{ten}་{joiner}་{unit}", f"{joiner}་{unit}"))
    yield 100, "བརྒྱ"


# Burmese writes the creaky tone on a ten, a hundred or a thousand that more of the number follows ("နှစ်ဆယ့်လေး", 24;
# "တစ်ရာ့ငါး", 105), where CLDR writes the plain syllable ("နှစ်ဆယ်လေး").
_BURMESE_CREAKY = re.compile("(ဆယ|ထောင)\u103a(?=.)|(ရာ)(?=[^\u1037])")


def _burmese_creaky(phrase: str) -> str:
    return _BURMESE_CREAKY.sub(lambda m: f"{m.group(1)}\u1037\u103a" if m.group(1) else f"{m.group(2)}\u1037", phrase)


@lru_cache(maxsize=1)
def _spaced_numerals() -> dict[str, int]:
    """Each word of :data:`_SPACED_NUMERAL`'s scripts for a number from 10 to 1000, with its value."""
    found = {phrase: n for n, phrase in _tibetan()}
    for locale in ("lo", "km", "my"):
        engine = RbnfEngine.for_language(locale)
        for n in range(10, 1001):
            for phrase in engine.format_number(n, ruleset_names=["spellout-cardinal"]).text_by_ruleset.values():
                phrase = phrase.replace("\u200b", "")
                found.setdefault(phrase, n)
                if locale == "my":
                    found.setdefault(_burmese_creaky(phrase), n)
    return found


def spell_spaced_numerals(sentence: str) -> str:
    """``sentence`` with its Lao, Khmer, Burmese and Tibetan number words of ten and up, each a word of its own, as digits."""
    def sub(m: re.Match) -> str:
        value = _spaced_numerals().get(m.group(1).rstrip(_TSHEG))
        return m.group() if value is None else str(value)

    return _SPACED_NUMERAL.sub(sub, sentence)

# A Sino-Korean numeral written as a word of its own ("정답은 육십 자루입니다"), or joined to the copula, a particle or a
# counter ("답은 이십구입니다", "삼십분"): its syllables are everyday words alone ("이", "사"), so only a whole word of two
# syllables or more that num2words writes is read, and one syllable only alone as the value of "답" ("답은 팔입니다.").
_KOREAN_ENDINGS = "입니다|이다|이에요|에요|예요|이며|이고|개|명|분|원|살|번|가지|[은는을를와과도]"
_KOREAN_RUN = re.compile("(?<![\uac00-\ud7a3])[일이삼사오육칠팔구십백천]{2,8}(?:(?![\uac00-\ud7a3])|(?=" + _KOREAN_ENDINGS + "))")
_KOREAN_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_KOREAN_ALONE = re.compile(r"((?<![\uac00-\ud7a3])(?:정답|답)(?:은|는)?[ \t]*[:：]?[ \t]*)([일이삼사오육칠팔구])"
                           r"(?=(?:입니다|이다|이에요|예요)?[ \t]*(?:[.!。]|\n|$))")


@lru_cache(maxsize=1)
def _sino_korean() -> dict[str, int]:
    # "백일" (101, also a child's hundredth day) and "천사" (1004, an angel): a unit right after the hundreds is
    # read only with tens between them.
    return {word: n for n in range(10, 1001) if "십" in (word := num2words(n, lang="ko")) or n % 100 == 0}


def spell_sino_korean(text: str) -> str:
    """``text`` with its Sino-Korean numerals of two syllables or more, written as words of their own, as digits."""
    text = _KOREAN_RUN.sub(lambda m: str(_sino_korean().get(m.group(), m.group())), text)
    return _KOREAN_ALONE.sub(lambda m: m.group(1) + str(_KOREAN_DIGITS[m.group(2)]), text) if "답" in text else text


def any_language_value(word: str) -> int | None:
    """The value of ``word`` as a number word of any language of the table, a common word of another language too
    ("sto", "yüz", "ста"), else ``None``."""
    return _table()[0].get(_key(word))


def spoken_value(word: str) -> int | None:
    """The value of one number word of the table ("fyra", "négy"), else ``None``."""
    key = _key(word)
    return None if key in _COMMON else _table()[0].get(key)


# The concord a Swahili number from one to five and eight takes from the noun it counts ("watoto wanne", "miti minne",
# "machungwa manne", "vitabu vinne", "kitabu kimoja"): the prefix of the noun's class before the stem. Some of these
# are words of a language read ("manne", French; "wanne", German), so they are read only in a sentence of no language
# read (:func:`spell_outside_read_languages`).
_SWAHILI_CONCORDS = ("wa", "mi", "ma", "vi", "ki", "m")
_SWAHILI_STEMS = {"moja": 1, "wili": 2, "tatu": 3, "nne": 4, "tano": 5, "nane": 8}
_SPELLED_ALONE_LETTERS = 3  # a shorter word ("na", "ni") is a number of some language by chance of spelling


def _concord_value(word: str) -> int | None:
    for prefix in _SWAHILI_CONCORDS:
        if word.startswith(prefix) and word[len(prefix) :] in _SWAHILI_STEMS:
            return _SWAHILI_STEMS[word[len(prefix) :]]
    return None


def spell_outside_read_languages(sentence: str) -> str:
    """``sentence``, one in no language the grader reads, with its number words as digits: the phrases every language
    is read for (:func:`spell_other_languages`), and then each word left that is a number word of one language only,
    short or a common word of another language too, or a Swahili number in its noun's concord ("Kila mtoto anapata
    machungwa manne." is "Kila mtoto anapata machungwa 4."). Elsewhere these words are left alone: in a sentence of a
    language read they are its own words ("manne", "to")."""
    spelled = spell_other_languages(sentence)
    table = _table()[0]

    def one(m: re.Match) -> str:
        key = _key(m.group())
        value = _concord_value(key) if len(key) >= _SPELLED_ALONE_LETTERS else None
        if value is None and len(key) >= _SPELLED_ALONE_LETTERS:
            value = table.get(key)
        return m.group() if value is None else str(value)

    return _WORD.sub(one, spelled)


@lru_cache(maxsize=8192)  # the same sentences come back from each reader of numbers in words
def spell_other_languages(sentence: str, phrases_only: bool = False, known: frozenset[str] = frozenset()) -> str:
    """``sentence`` with its number phrases in other languages written as digits (see the module docstring).
    A run of number words is read whole or not at all: "dwa tysiące pięćset" is never 2 or 500. A common word
    is part of a run only where the run is read with it ("hai mươi bốn", "dvadeset i četiri"); ``phrases_only``:
    only runs of two words or more are read, and only those with a word outside ``known`` (the words another
    reader reads: "two hundred and forty" is left to it whole). A half after the number ("iki buçuk", "dwa i pół")
    adds one half."""
    found = list(_WORD.finditer(sentence))
    if not found:
        return sentence
    table, words = _table()
    lowered = [m.group().lower().translate(_CEDILLA) for m in found]
    numberish = [_number_like(w, words) for w in lowered]
    if not any(numberish):
        return sentence
    # A common word of the vocabulary ("i", "hai") or a word for thousands ("ribu") joins a run of number words.
    thousands = _thousand_words()
    joins = [n or w in words or w in thousands for n, w in zip(numberish, lowered)]
    out, last, i = [], 0, 0
    while i < len(found):
        if not joins[i]:
            i += 1
            continue
        end = i + 1
        while end < len(found) and joins[end] and _joined(sentence, found, end):
            end += 1
        span = _read_span(found, lowered, numberish, i, end, table)
        scaled = None
        if span is not None:
            a, b, value = span
            scaled = _times_scale_word(sentence, found, joins, a, b, value) if a == i else None
            if scaled is not None:
                b, value = b + 1, scaled
            if (phrases_only and all(w in known for w in lowered[a:b])) or (scaled is None and _scale_follows(lowered, b)):
                span = None
            elif value >= 1000 and a > 0 and _beside(sentence, found[a - 1], found[a]) and is_scale_word(found[a - 1].group()):
                span = None  # thousands after a larger scale word ("one lakh, twenty thousand"): the number began before
        if span is not None:
            half = None if scaled is not None else _HALF.match(sentence, found[b - 1].end())
            if (b - a > 1 or (not phrases_only and (len(found[a].group()) > _SHORT or _in_label_slot(sentence, found, a, half.end() if half else found[b - 1].end())
                                                   or _korean_counted(sentence, found[a])))):
                out.append(sentence[last : found[a].start()] + (f"{value}.5" if half else str(value)))
                last = half.end() if half else found[b - 1].end()
                end = max(end, next((k for k in range(b, len(found)) if found[k].start() >= last), len(found)))
        i = end
    return "".join(out) + sentence[last:] if out else sentence


def _times_scale_word(sentence: str, found: list[re.Match], joins: list[bool], a: int, b: int, value: int) -> int | None:
    """The number the words read (``a:b``, the whole run from its start) make with a scale word right after them,
    read as :mod:`reward_plugins.math.scale_words` reads one after digits ("तीस हज़ार" 30000, "dwadzieścia
    cztery tysiące" 24000, "তিন লাখ" 300000); ``None`` where no scale word follows, its reading is not one number,
    or the number goes on after it ("dwa tysiące pięćset" is never 2000)."""
    if b >= len(found) or not _joined(sentence, found, b):
        return None
    # The number neither goes on after the scale word nor began before the words ("দুই কোটি চল্লিশ লাখ",
    # "one lakh, twenty thousand"): a word beside them may not be a number word, a scale word, or a word of no
    # language the grader reads (a number word the table lacks).
    if b + 1 < len(found) and _beside(sentence, found[b], found[b + 1]) and (joins[b + 1] or is_scale_word(found[b + 1].group())):
        return None
    if a > 0 and _beside(sentence, found[a - 1], found[a]):
        before = found[a - 1].group()
        if joins[a - 1] or is_scale_word(before) or not in_common_use(before.lower(), BESIDE_LANGUAGES):
            return None
    head, tail = sentence[: found[a].start()], sentence[found[b].end() :]
    read = read_scales(f"{head}{value} {found[b].group()}{tail}")
    product = read[len(head) : len(read) - len(tail)]
    if not (read.startswith(head) and read.endswith(tail) and product.isascii() and product.isdigit()):
        return None
    return int(product) if int(product) != value else None


# The words for a decimal point that num2words does not write between a whole and a digit ("virgül" it joins to both,
# "phẩy" it follows with tenths), and those it writes that are everyday words too: English "point" ("at one point
# three of them left"). A language that names the fraction's denominator after ("két egész öt tized") has none.
_MORE_POINT_WORDS = ("virgül", "phẩy", "chấm", "punto")
_NOT_POINT_WORDS = frozenset({"point"})


@lru_cache(maxsize=1)
def decimal_point_words() -> frozenset[str]:
    """The word each language reads a decimal point or comma aloud with ("phẩy", "koma", "Komma", "virgule",
    "przecinek"): num2words's spelling of 2.5 between its spellings of 2 and of 5, lower case."""
    found = set(_MORE_POINT_WORDS)
    for language in CONVERTER_CLASSES:
        try:
            whole, two, five = (num2words(n, lang=language).lower() for n in (2.5, 2, 5))
        except (NotImplementedError, OverflowError, ValueError, TypeError, KeyError, IndexError, AttributeError):
            continue
        rest = whole[len(two) :].split(None, 1) if whole.startswith(two + " ") else []
        if len(rest) == 2 and rest[1] == five and rest[0].isalpha() and len(rest[0]) > 2:
            found.add(rest[0])
    return frozenset(found - _NOT_POINT_WORDS)


def _beside(sentence: str, first: re.Match, second: re.Match) -> bool:
    """Whether two words stand in one number's stretch: only spaces, hyphens or a comma between them."""
    return not sentence[first.end() : second.start()].strip(" \t,-‐'’")


def is_scale_word(word: str) -> bool:
    """Whether ``word`` is a scale word :mod:`reward_plugins.math.scale_words` reads after digits as one number ("lakh", "tysiące")."""
    read = read_scales(f"2 {word}")
    return read.isascii() and read.isdigit() and read != "2"


def _scale_follows(lowered: list[str], b: int) -> bool:
    """Whether a word for thousands or more follows the words read, perhaps after a joiner ("dwadzieścia cztery
    tysiące", "douăzeci și patru de mii"): the number goes on beyond the table, and is not read in part."""
    after = lowered[b : b + 2]
    return bool(after) and (after[0] in _scale_words() or (len(after) == 2 and len(after[0]) <= 2 and after[1] in _scale_words()))


@lru_cache(maxsize=1)
def _scale_words() -> frozenset[str]:
    """The last word of every language's spelling of thousands, millions and billions ("tysiące", "tysięcy", "mii",
    "ezer", "миллионов"), as num2words writes them."""
    found = set()
    for language in CONVERTER_CLASSES:
        for n in (1000, 2000, 5000, 21000, 10**6, 2 * 10**6, 5 * 10**6, 10**9, 2 * 10**9, 5 * 10**9):
            try:
                phrase = num2words(n, lang=language)
            except (NotImplementedError, OverflowError, ValueError, TypeError, KeyError, IndexError):
                continue
            spelled = _WORD.findall(unicodedata.normalize("NFKC", phrase).lower().translate(_CEDILLA))
            if len(spelled) > 1:
                found.add(spelled[-1])
    return frozenset(found - _COMMON)


def _read_span(found, lowered, numberish, i: int, end: int, table) -> tuple[int, int, int] | None:
    """The run ``i:end`` read whole, else without the words at its edges that are no number by themselves or
    common words too (the joiners "na", "de", "și"; "ni"): ``(start, end, value)``."""
    a, b = i, end
    while a < b:
        if any(numberish[a:b]) and b - a <= _LONGEST_PHRASE and (b - a > 1 or lowered[a] not in _COMMON):
            value = _run_value(lowered[a:b], table)
            if value is not None:
                return a, b, value
        if not numberish[a] or _run_value(lowered[a : a + 1], table) is None:
            a += 1
        elif not numberish[b - 1] or _run_value(lowered[b - 1 : b], table) is None:
            b -= 1
        else:
            return None  # a number word at each edge ("sto dwadzieścia jeden" unread): never a part of it
    return None


def _joined(sentence: str, found: list[re.Match], j: int) -> bool:
    """Whether word ``j`` follows word ``j - 1`` with only a space or a hyphen between them."""
    return _SEPARATOR.fullmatch(sentence[found[j - 1].end() : found[j].start()]) is not None


def _number_like(word: str, words: frozenset[str]) -> bool:
    """A number word of the table, or a longer word that starts like one ("százhuszonhat", "tysiące")."""
    if word in _COMMON:
        return False
    return word in words or (len(word) > _SHORT + 1 and word[:_SHORT] in _prefixes())


@lru_cache(maxsize=1)
def _prefixes() -> frozenset[str]:
    return frozenset(w[:_SHORT] for w in _table()[1] if len(w) >= _SHORT and w not in _COMMON)


def _run_value(run: list[str], table: dict[str, int]) -> int | None:
    """The number a whole run of words says: one phrase of the table, or its hundreds and the rest."""
    key = "".join(run)
    return table.get(key) or _hundreds_and_rest(key, table) or _thousands_and_rest(key, table)


def _thousands_and_rest(key: str, table: dict[str, int]) -> int | None:
    """A number from 1001 to 999999: a number below a thousand times the word for a thousand (or that word alone for
    one thousand), then perhaps a rest below a thousand ("négyezer-háromszázötven": "négy" + "ezer" + "háromszázötven", 4350; "fyratusen" 4000;
    "mười ba nghìn năm trăm", 13500; "tiga puluh tujuh ribu lima ratus", 37500)."""
    thousands = _thousand_words()
    for cut in range(2, len(key) - 1):
        if table.get(key[:cut]) == 1000:  # a thousand said alone before the rest ("seribu lima ratus", 1500)
            rest = table.get(key[cut:]) or _hundreds_and_rest(key[cut:], table)
            if rest is not None and 0 < rest < 1000:
                return 1000 + rest
        for end in range(cut + 2, min(len(key), cut + _LONGEST_THOUSAND) + 1):
            if key[cut:end] not in thousands and table.get(key[cut:end]) != 1000:
                continue
            unit = table.get(key[:cut]) or _hundreds_and_rest(key[:cut], table)
            if not unit or not 1 < unit < 1000:
                break
            rest = (table.get(key[end:]) or _hundreds_and_rest(key[end:], table)) if end < len(key) else 0
            if rest is not None and rest < 1000:
                return unit * 1000 + rest
    return None


_LONGEST_THOUSAND = 12  # letters of the longest word for thousands read after a multiplier


@lru_cache(maxsize=1)
def _thousand_words() -> frozenset[str]:
    """The word each language says a multiplier's thousands with, where it has no value alone ("nghìn" in "hai
    nghìn", "ribu" in "dua ribu", "tysiące" in "dwa tysiące"): a spelling of 2000 to 9000 less its multiplier's."""
    spelled: dict[tuple[str, str, int], str] = {}
    for _, language, n, ruleset, phrase in library_spellings():
        if 2 <= n <= 9 or (n % 1000 == 0 and 2000 <= n <= 9000):
            spelled[language, ruleset, n] = _key(phrase)
    multipliers: dict[tuple[str, str, str], int] = {}  # a word with the number of multipliers it follows
    for (language, ruleset, n), whole in spelled.items():
        unit = spelled.get((language, ruleset, n // 1000), "") if n >= 1000 else ""
        if unit and whole.startswith(unit) and 2 <= len(whole) - len(unit) <= _LONGEST_THOUSAND:
            word = (language, ruleset, whole[len(unit) :])
            multipliers[word] = multipliers.get(word, 0) + 1
    # A word one ruleset writes after most multipliers (not a ten's ending a "tens" ruleset writes after one), and no
    # common word of the languages the grader reads ("min", Azerbaijani thousand and minutes).
    return frozenset(word for (_, _, word), count in multipliers.items() if count >= 3 and word not in _COMMON)


def _hundreds_and_rest(key: str, table: dict[str, int]) -> int | None:
    """A number from 101 to 999 the table holds in two parts: its hundreds and the rest
    ("százhuszonhat": "száz" + "huszonhat", "dwieście pięćdziesiąt": "dwieście" + "pięćdziesiąt")."""
    for cut in range(2, len(key) - 1):
        hundreds, rest = table.get(key[:cut]), table.get(key[cut:])
        if hundreds and rest and hundreds % 100 == 0 and hundreds < 1000 and rest < 100:
            return hundreds + rest
    return None


def _korean_counted(sentence: str, word: re.Match) -> bool:
    """Whether ``word`` is Hangul directly before a counter (see :data:`_KOREAN_COUNTED`)."""
    return "\uac00" <= word.group()[0] <= "\ud7a3" and _KOREAN_COUNTED.match(sentence, word.end()) is not None


def _in_label_slot(sentence: str, found: list[re.Match], i: int, stop: int) -> bool:
    """Whether the phrase is what a label introduces ("Cevap: iki", "Jibu ni tano"), with at most one word after it."""
    before = sentence[: found[i].start()]
    introduced = _LABEL_END.search(before) is not None or (i > 0 and found[i - 1].group().lower() in ANSWER_WORDS)
    if not introduced:
        return False
    after = sentence[stop:]
    if _SLOT_AFTER.fullmatch(after) is not None:
        return True
    # A temperature: its degrees, and the words that put it below zero ("Odpověď: osm stupňů pod nulou.").
    degrees = _DEGREES_AFTER.fullmatch(after)
    return degrees is not None and degrees.group(1).lower() in DEGREE_WORDS
