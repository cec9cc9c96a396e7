"""The sizes of the units a completion may write, by kind, and their names as words: read by the units' rules and by the
readers of words after an answer (a module of tables that reads no other of the package's rules)."""

from __future__ import annotations

from fractions import Fraction

from reward_plugins.math.cldr_words import DURATION_WORDS

# unit -> (kind, size in the kind's base unit)
UNIT_SIZES: dict[str, tuple[str, Fraction]] = {}
for _kind, _table in {
    "time": {"s": 1, "sec": 1, "second": 1, "min": 60, "minute": 60, "h": 3600, "hr": 3600, "hour": 3600,
             "day": 86400, "week": 604800},
    "length": {"mm": Fraction(1, 1000), "cm": Fraction(1, 100), "m": 1, "meter": 1, "metre": 1, "km": 1000,
               "millimeter": Fraction(1, 1000), "millimetre": Fraction(1, 1000), "centimeter": Fraction(1, 100),
               "centimetre": Fraction(1, 100), "kilometer": 1000, "kilometre": 1000, "mi": Fraction(1609344, 1000),
               "yd": Fraction(9144, 10000),
               "inch": Fraction(254, 10000), "in": Fraction(254, 10000), "foot": Fraction(3048, 10000),
               "feet": Fraction(3048, 10000), "ft": Fraction(3048, 10000), "yard": Fraction(9144, 10000),
               "mile": Fraction(1609344, 1000)},
    "mass": {"mg": Fraction(1, 1000), "g": 1, "gram": 1, "kg": 1000, "kilogram": 1000, "milligram": Fraction(1, 1000),
             "pound": Fraction(45359237, 100000), "lb": Fraction(45359237, 100000),
             "ounce": Fraction(28349523125, 10 ** 9), "oz": Fraction(28349523125, 10 ** 9), "tonne": 10 ** 6},
    "volume": {"ml": Fraction(1, 1000), "mL": Fraction(1, 1000), "l": 1, "L": 1, "liter": 1, "litre": 1,
               "milliliter": Fraction(1, 1000), "millilitre": Fraction(1, 1000), "gallon": Fraction(3785411784, 10 ** 9),
               # The US kitchen's measures, each a part of the gallon: a cup is 16 tablespoons, 48 teaspoons.
               "quart": Fraction(3785411784, 4 * 10 ** 9), "pint": Fraction(3785411784, 8 * 10 ** 9),
               "cup": Fraction(3785411784, 16 * 10 ** 9), "tablespoon": Fraction(3785411784, 256 * 10 ** 9),
               "tbsp": Fraction(3785411784, 256 * 10 ** 9), "teaspoon": Fraction(3785411784, 768 * 10 ** 9),
               "tsp": Fraction(3785411784, 768 * 10 ** 9)},
    # Currencies have no fixed ratio: each is its own kind, so one never stands for another (their signs, codes and
    # names as a text writes them beside an amount).
    "rupee": {"rupee": 1, "₹": 1, "Rs": 1, "INR": 1, "रुपये": 1, "रुपए": 1},
    "money": {"cent": 1, "dollar": 100, "$": 100, "USD": 100},
    "euro": {"euro": 1, "€": 1, "EUR": 1}, "pound_sterling": {"pence": 1, "£": 100, "GBP": 100},
    # ¥ is the yen's sign and the yuan's: one kind, so neither stands for another currency.
    "yen": {"yen": 1, "¥": 1, "円": 1, "JPY": 1, "元": 1, "CNY": 1, "RMB": 1, "yuan": 1},
    "krone": {"kr": 1, "SEK": 1, "NOK": 1, "DKK": 1, "ISK": 1, "kronor": 1, "kroner": 1, "krone": 1, "krona": 1},
    "koruna": {"Kč": 1, "CZK": 1, "korun": 1, "koruny": 1, "koruna": 1}, "kuna": {"HRK": 1, "kuna": 1},
    "zloty": {"zł": 1, "PLN": 1, "złotych": 1, "złote": 1, "złoty": 1}, "forint": {"HUF": 1, "forint": 1},
    "leu": {"lei": 1, "leu": 1, "RON": 1}, "lira": {"TL": 1, "₺": 1, "TRY": 1, "lira": 1},
    "dong": {"đồng": 1, "₫": 1, "VND": 1, "VNĐ": 1}, "rupiah": {"Rp": 1, "IDR": 1, "rupiah": 1},
    "ringgit": {"RM": 1, "MYR": 1, "ringgit": 1}, "baht": {"฿": 1, "บาท": 1, "THB": 1, "baht": 1},
    "won": {"₩": 1, "원": 1, "KRW": 1}, "ruble": {"₽": 1, "руб": 1, "рублей": 1, "рубля": 1, "рубль": 1, "RUB": 1},
    "hryvnia": {"₴": 1, "грн": 1, "UAH": 1}, "peso": {"₱": 1, "PHP": 1, "MXN": 1, "ARS": 1, "COP": 1, "CLP": 1, "peso": 1},
    "naira": {"₦": 1, "NGN": 1, "naira": 1}, "shekel": {"₪": 1, "ILS": 1, "shekel": 1}, "franc": {"CHF": 1, "franc": 1},
    "real": {"BRL": 1, "reais": 1}, "rand": {"ZAR": 1, "rand": 1}, "taka": {"৳": 1, "টাকা": 1, "BDT": 1, "taka": 1},
    "rial": {"ریال": 1, "ريال": 1, "IRR": 1, "SAR": 1, "rial": 1, "riyal": 1}, "toman": {"تومان": 1, "toman": 1},
    "dirham": {"درهم": 1, "AED": 1, "dirham": 1},
    "tenge": {"₸": 1, "KZT": 1, "теңге": 1, "тенге": 1, "tenge": 1}, "som": {"сом": 1, "KGS": 1, "UZS": 1, "сўм": 1, "so'm": 1, "som": 1},
    "manat": {"₼": 1, "AZN": 1, "TMT": 1, "manat": 1}, "lari": {"₾": 1, "GEL": 1, "ლარი": 1, "lari": 1},
    "dram": {"֏": 1, "AMD": 1, "դրամ": 1, "dram": 1}, "tugrik": {"₮": 1, "MNT": 1, "төгрөг": 1, "tugrik": 1},
    "birr": {"ብር": 1, "ETB": 1, "birr": 1}, "riel": {"៛": 1, "KHR": 1, "riel": 1}, "kip": {"₭": 1, "LAK": 1, "ກີບ": 1, "kip": 1},
    "kyat": {"ကျပ်": 1, "MMK": 1, "kyat": 1}, "lek": {"lek": 1, "lekë": 1}, "denar": {"MKD": 1, "денари": 1, "денар": 1, "denar": 1},
    # Temperature scales have offsets, not ratios: each is its own kind, so one never stands for another.
    "celsius": {"°C": 1, "celsius": 1, "Celsius": 1}, "fahrenheit": {"°F": 1, "fahrenheit": 1, "Fahrenheit": 1},
    "kelvin": {"kelvin": 1, "Kelvin": 1, "°K": 1},
    # Data sizes, decimal and binary: a quantity of its own ("160 GB" answers no duration).
    "data": {"byte": 1, "bytes": 1, "kB": 1000, "KB": 1000, "MB": 10 ** 6, "GB": 10 ** 9, "TB": 10 ** 12, "KiB": 2 ** 10,
             "MiB": 2 ** 20, "GiB": 2 ** 30, "TiB": 2 ** 40, "kilobyte": 1000, "megabyte": 10 ** 6, "gigabyte": 10 ** 9,
             "terabyte": 10 ** 12},
    # (Dutch writes an hour "u", uur: "km/u")
    "speed": {"m/s": 1, "km/h": Fraction(1000, 3600), "km/hr": Fraction(1000, 3600), "km/u": Fraction(1000, 3600), "kph": Fraction(1000, 3600),
              "mph": Fraction(1609344, 3600000), "ft/s": Fraction(3048, 10000)},
}.items():
    for _name, _size in _table.items():
        UNIT_SIZES[_name] = (_kind, Fraction(_size))

# The metric prefixes below milli of the same base units, and deci/centi of a litre: a prefix is another unit ("2500 µg"
# is 2.5 mg, not the milligrams asked). The micro sign (µ) and the Greek mu (μ) are both written.
for _kind, _base, _names in (("mass", "g", ("gram", "gramme")), ("length", "m", ("meter", "metre")),
                             ("volume", "L", ("liter", "litre")), ("time", "s", ("second",))):
    for _prefix, _size in (("µ", Fraction(1, 10 ** 6)), ("μ", Fraction(1, 10 ** 6)), ("n", Fraction(1, 10 ** 9))):
        UNIT_SIZES.setdefault(_prefix + _base, (_kind, _size))
    for _name in _names:
        UNIT_SIZES.setdefault("micro" + _name, (_kind, Fraction(1, 10 ** 6)))
        UNIT_SIZES.setdefault("nano" + _name, (_kind, Fraction(1, 10 ** 9)))
UNIT_SIZES.update({"mcg": ("mass", Fraction(1, 10 ** 6)), "µl": ("volume", Fraction(1, 10 ** 6)),
                   "μl": ("volume", Fraction(1, 10 ** 6)),
                   "µL": ("volume", Fraction(1, 10 ** 6)), "μL": ("volume", Fraction(1, 10 ** 6)), "cl": ("volume", Fraction(1, 100)),
                   "cL": ("volume", Fraction(1, 100)), "dl": ("volume", Fraction(1, 10)), "dL": ("volume", Fraction(1, 10)),
                   "dm": ("length", Fraction(1, 10)), "ms": ("time", Fraction(1, 1000)),
                   "millisecond": ("time", Fraction(1, 1000))})

# The word for degrees (of temperature or angle) in the languages a temperature is often asked in.
DEGREE_WORDS = frozenset("""
degree degrees degré degrés grad grade grado grados grau graus gradi stopni stopnie stopień stopnia градус градуса
градусов graden grader graders stupeň stupně stupňů derece derajat fok fokkal astetta aste stiga gráður gráða kraadi
laipsniai laipsnių grādi grādu
درجة درجات درجه βαθμός βαθμοί βαθμό βαθμούς βαθμοὺς डिग्री מעלות מעלה
""".split())
# The units' names as words (lower case), for a reader of the words after an answer: these, the words for degrees
# and the names of time's units in every CLDR language ("jam", "menit", "saat", "godzin"), and the parts of a rate ("km/u":
# "km" and "u", so a rate of units is no quotient of letters).
UNIT_NAMES = frozenset(name.lower() for name in UNIT_SIZES if name.isalpha()) | DEGREE_WORDS | frozenset(
    name.lower() for name in DURATION_WORDS if name.isalpha() and len(name) >= 3) | frozenset(
    part.lower() for name in UNIT_SIZES if "/" in name for part in name.split("/"))


# The English plural that adds "es" to a name ending in a hiss ("inches"); others add "s" alone ("meters", "feet" listed).
_HISSING_PLURAL = ("ches", "shes", "xes", "sses")


def unit_named(word: str) -> tuple[str, Fraction] | None:
    """The unit a word names, as written, in lower case, or as a plural of a name the table holds ("inches", "miles")."""
    found = UNIT_SIZES.get(word) or UNIT_SIZES.get(word.lower())
    if found is None and word.endswith("s"):
        single = word[:-2] if word.lower().endswith(_HISSING_PLURAL) else word[:-1]
        found = UNIT_SIZES.get(single) or UNIT_SIZES.get(single.lower())
    return found


def other_size(first: tuple[str, Fraction] | None, second: tuple[str, Fraction] | None) -> bool:
    """Whether two units are of one kind and of different sizes, so that one number said in both is two amounts: "20 km/h"
    and "20 m/s", "120 km/h" and "120 m/s", "6 kg" and "6 g" (a conversion between them changes the number)."""
    return first is not None and second is not None and first[0] == second[0] and first[1] != second[1]
