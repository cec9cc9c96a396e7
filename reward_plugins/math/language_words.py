"""The 100 most frequent words of 39 languages with their Zipf frequencies (wordfreq 3.1.1, "small" lists),
written by bench/lab/language_words.py; do not edit. Each language: "word:zipf ..."."""

FREQUENT_WORDS = {
    'ar': (
        "في:7.5 من:7.5 على:7.2 أن:7.0 لا:6.9 إلى:6.9 و:6.9 ما:6.8 عن:6.8 هذا:6.7 مع:6.7 التي:6.6 كل:6.6 "
        "هذه:6.6 أو:6.6 هو:6.6 كان:6.5 الذي:6.5 ذلك:6.5 بعد:6.4 الله:6.4 لم:6.4 بين:6.3 ان:6.3 كانت:6.3 "
        "يا:6.3 حتى:6.3 قبل:6.3 قد:6.3 هي:6.3 إن:6.3 كما:6.3 أي:6.2 أيضا:6.2 حيث:6.2 أنه:6.2 اليوم:6.2 "
        "خلال:6.2 عليه:6.2 غير:6.2 وهو:6.2 بعض:6.2 تم:6.2 علي:6.1 إذا:6.1 فى:6.1 له:6.1 مثل:6.1 محمد:6.1 "
        "هناك:6.1 يوم:6.1 لك:6.1 أكثر:6.1 عام:6.1 لي:6.1 ولا:6.1 ثم:6.1 بن:6.1 يمكن:6.1 الناس:6.1 به:6.0 "
        "ولكن:6.0 أنت:6.0 الى:6.0 شيء:6.0 لكن:6.0 وفي:6.0 قال:6.0 ومن:6.0 فيه:6.0 فيها:6.0 منذ:6.0 إلا:6.0 "
        "الذين:6.0 العالم:6.0 يكون:6.0 أحد:6.0 عندما:6.0 فقط:6.0 وقد:6.0 الآن:6.0 بها:6.0 لو:6.0 عدد:6.0 "
        "بشكل:6.0 أخرى:5.9 تلك:5.9 هنا:5.9 ليس:5.9 هل:5.9 عند:5.9 كنت:5.9 العام:5.9 انا:5.9 لها:5.9 أنا:5.9 "
        "بأن:5.9 تكون:5.9 كيف:5.9 عبد:5.9 "
    ),
    'bg': (
        "на:7.7 и:7.5 в:7.5 да:7.5 е:7.4 от:7.4 за:7.3 се:7.3 с:7.1 не:7.1 си:7.0 че:7.0 по:7.0 ще:6.9 са:6.8 "
        "това:6.7 като:6.7 а:6.6 ми:6.6 но:6.6 до:6.5 го:6.5 много:6.5 най:6.5 има:6.5 му:6.5 ако:6.4 към:6.4 "
        "може:6.4 съм:6.4 ти:6.4 ли:6.4 само:6.4 няма:6.4 след:6.4 през:6.4 аз:6.4 които:6.4 г:6.4 при:6.4 "
        "ви:6.3 или:6.3 как:6.3 какво:6.3 той:6.3 ни:6.3 трябва:6.3 всички:6.3 който:6.3 във:6.3 което:6.3 "
        "те:6.3 един:6.3 още:6.2 така:6.2 със:6.2 време:6.2 когато:6.2 този:6.2 я:6.2 българия:6.2 тази:6.2 "
        "ги:6.2 вече:6.1 която:6.1 години:6.1 една:6.1 малко:6.1 нещо:6.1 преди:6.1 ме:6.1 повече:6.1 "
        "сега:6.1 без:6.1 беше:6.1 защото:6.1 им:6.0 тези:6.0 тя:6.0 бъде:6.0 всичко:6.0 добре:6.0 защо:6.0 "
        "година:6.0 едно:6.0 софия:6.0 все:6.0 хора:6.0 ден:6.0 както:6.0 между:6.0 също:6.0 тук:6.0 "
        "всеки:6.0 става:6.0 мен:5.9 "
    ),
    'bn': (
        "ও:7.0 এই:6.9 আর:6.8 এর:6.7 এ:6.6 এক:6.5 পর:6.3 সব:6.3 একজন:6.3 এখন:6.3 বছর:6.2 যখন:6.1 এমন:6.1 "
    ),
    'ca': (
        "de:7.8 la:7.6 a:7.5 i:7.5 que:7.4 el:7.4 l:7.3 d:7.2 en:7.2 per:7.2 del:7.1 un:7.1 les:7.1 els:7.1 "
        "una:7.0 no:7.0 amb:7.0 va:6.9 és:6.9 al:6.9 es:6.8 ha:6.8 com:6.8 més:6.7 dels:6.7 s:6.6 hi:6.5 "
        "o:6.5 ser:6.5 aquest:6.5 si:6.5 però:6.4 tot:6.4 fer:6.4 seu:6.4 aquesta:6.4 molt:6.4 als:6.3 ja:6.3 "
        "ho:6.3 van:6.3 seva:6.3 també:6.3 ens:6.3 han:6.3 són:6.3 se:6.3 cap:6.2 anys:6.2 això:6.2 estat:6.2 "
        "sobre:6.2 quan:6.2 ara:6.2 entre:6.2 fa:6.2 fins:6.2 on:6.2 què:6.2 era:6.2 pel:6.2 perquè:6.2 "
        "tots:6.2 des:6.1 després:6.1 està:6.1 dia:6.1 fet:6.1 altres:6.1 gran:6.1 m:6.0 només:6.0 "
        "persones:6.0 sense:6.0 pot:6.0 té:6.0 any:6.0 encara:6.0 part:6.0 seus:6.0 hem:6.0 li:6.0 gent:6.0 "
        "havia:6.0 dos:6.0 em:6.0 així:6.0 dir:6.0 durant:6.0 t:6.0 qui:6.0 ni:6.0 contra:5.9 veure:5.9 "
        "us:5.9 gràcies:5.9 lloc:5.9 jo:5.9 tant:5.9 "
    ),
    'cs': (
        "a:7.5 se:7.4 v:7.3 na:7.3 je:7.2 to:7.2 že:7.0 s:6.9 z:6.9 si:6.9 do:6.8 jsem:6.8 ale:6.8 o:6.8 "
        "i:6.8 tak:6.8 pro:6.7 ve:6.7 za:6.7 co:6.6 k:6.6 jako:6.6 jak:6.5 po:6.5 by:6.5 už:6.5 od:6.5 "
        "jsou:6.5 mi:6.5 když:6.5 mě:6.4 jen:6.4 nebo:6.4 byl:6.4 bude:6.4 já:6.3 u:6.3 má:6.3 jsme:6.3 "
        "které:6.3 ty:6.3 jeho:6.3 který:6.3 až:6.3 není:6.2 bylo:6.2 aby:6.2 než:6.2 ze:6.2 ještě:6.2 "
        "byla:6.2 být:6.2 také:6.2 ani:6.2 pak:6.1 při:6.1 tam:6.1 toho:6.1 ten:6.1 kde:6.1 mám:6.1 která:6.1 "
        "ho:6.1 ne:6.1 před:6.1 bych:6.1 protože:6.1 první:6.1 tu:6.1 podle:6.0 pokud:6.0 tom:6.0 něco:6.0 "
        "tím:6.0 další:6.0 teď:6.0 nic:6.0 let:6.0 mezi:6.0 nás:6.0 vám:6.0 vás:6.0 bez:6.0 jste:6.0 kdo:6.0 "
        "moc:6.0 proč:6.0 své:6.0 tomu:6.0 asi:6.0 jejich:6.0 může:6.0 kdy:5.9 ji:5.9 měl:5.9 ti:5.9 více:5.9 "
    ),
    'da': (
        "i:7.5 og:7.5 er:7.5 af:7.4 det:7.3 at:7.3 en:7.3 til:7.2 på:7.2 jeg:7.1 har:7.1 for:7.1 ikke:7.1 "
        "med:7.1 den:7.1 der:7.0 de:7.0 du:7.0 kan:6.9 som:6.9 så:6.9 et:6.9 var:6.8 vi:6.8 om:6.8 han:6.8 "
        "fra:6.7 men:6.7 skal:6.7 ved:6.7 vil:6.6 også:6.5 være:6.5 hvor:6.5 nu:6.5 man:6.5 hvis:6.5 sig:6.4 "
        "efter:6.4 mig:6.4 eller:6.4 her:6.4 hvad:6.4 ud:6.4 alle:6.3 godt:6.3 meget:6.3 noget:6.3 da:6.3 "
        "dig:6.3 kunne:6.3 lige:6.3 min:6.3 når:6.3 op:6.3 blev:6.3 bliver:6.3 havde:6.3 mere:6.3 over:6.3 "
        "hun:6.3 se:6.3 år:6.3 bare:6.2 få:6.2 have:6.2 dem:6.2 to:6.2 lidt:6.2 selv:6.2 din:6.2 mange:6.2 "
        "vores:6.2 får:6.1 kun:6.1 deres:6.1 helt:6.1 end:6.1 jo:6.1 kommer:6.1 må:6.1 dag:6.1 denne:6.1 "
        "dette:6.1 hans:6.1 ind:6.1 flere:6.1 gør:6.1 ja:6.1 nok:6.1 andre:6.1 mod:6.1 alt:6.0 været:6.0 "
        "blive:6.0 god:6.0 går:6.0 "
    ),
    'de': (
        "die:7.5 der:7.5 und:7.4 in:7.2 das:7.2 ich:7.1 ist:7.1 nicht:7.0 zu:7.0 den:7.0 von:7.0 mit:7.0 "
        "es:6.9 ein:6.9 auf:6.9 für:6.9 im:6.9 sie:6.8 eine:6.8 sich:6.8 auch:6.8 dem:6.8 des:6.7 als:6.7 "
        "er:6.7 an:6.7 dass:6.7 so:6.7 bei:6.7 wie:6.7 aber:6.6 aus:6.6 hat:6.6 sind:6.6 nach:6.6 noch:6.5 "
        "wir:6.5 du:6.5 war:6.5 nur:6.5 wenn:6.5 oder:6.5 wird:6.5 was:6.5 werden:6.5 einen:6.5 am:6.5 "
        "man:6.5 um:6.5 haben:6.5 einer:6.4 zum:6.4 kann:6.4 über:6.4 da:6.4 dann:6.3 einem:6.3 schon:6.3 "
        "habe:6.3 ja:6.3 mehr:6.3 mir:6.3 sein:6.3 vor:6.3 mal:6.3 zur:6.3 durch:6.3 hier:6.3 mich:6.3 "
        "bis:6.2 doch:6.2 ihr:6.2 immer:6.2 jetzt:6.2 diese:6.2 wurde:6.2 wieder:6.2 keine:6.2 alle:6.2 "
        "sehr:6.1 können:6.1 muss:6.1 uns:6.1 bin:6.1 unter:6.1 vom:6.1 gut:6.1 gibt:6.1 hatte:6.1 ihre:6.1 "
        "dieser:6.0 gegen:6.0 seine:6.0 alles:6.0 also:6.0 geht:6.0 viel:6.0 "
    ),
    'el': (
        "και:7.5 το:7.5 να:7.4 του:7.3 η:7.2 με:7.2 την:7.2 τησ:7.2 για:7.2 ο:7.1 που:7.1 τα:7.1 από:7.1 "
        "σε:7.0 δεν:7.0 θα:7.0 τον:7.0 είναι:7.0 στο:7.0 στην:6.9 οι:6.9 των:6.8 μου:6.8 τη:6.8 τουσ:6.8 "
        "μασ:6.7 τισ:6.6 ότι:6.6 μια:6.6 ένα:6.6 στη:6.6 ήταν:6.6 τι:6.5 σασ:6.5 σου:6.5 στα:6.5 αν:6.5 "
        "στον:6.5 έχει:6.4 αλλά:6.4 αυτό:6.4 ή:6.4 στισ:6.4 κι:6.3 όταν:6.3 πωσ:6.2 μην:6.2 γιατί:6.2 "
        "πολύ:6.2 δε:6.2 όπωσ:6.2 πιο:6.2 μετά:6.2 μόνο:6.2 αυτή:6.1 ωσ:6.1 πρέπει:6.1 μπορεί:6.1 κατά:6.1 "
        "όχι:6.1 δύο:6.1 όλα:6.1 μέσα:6.1 σ:6.0 στουσ:6.0 είχε:6.0 τώρα:6.0 έχουν:6.0 έχω:6.0 μία:6.0 σαν:6.0 "
        "χρόνια:6.0 εγώ:6.0 κάνει:6.0 α:6.0 μέχρι:6.0 εδώ:6.0 κάτι:6.0 χωρίσ:6.0 ένασ:5.9 έτσι:5.9 κάθε:5.9 "
        "αυτά:5.9 μη:5.9 κ:5.9 όμωσ:5.9 ζωή:5.9 παιδιά:5.9 σήμερα:5.9 ενώ:5.9 ναι:5.9 πριν:5.9 προσ:5.9 "
        "υπάρχει:5.9 είμαι:5.9 είσαι:5.9 "
    ),
    'en': (
        "the:7.7 to:7.4 and:7.4 of:7.4 a:7.4 in:7.3 i:7.1 is:7.1 for:7.0 that:7.0 you:7.0 it:7.0 on:6.9 "
        "with:6.8 this:6.8 was:6.8 be:6.8 as:6.8 are:6.7 have:6.7 at:6.7 he:6.7 not:6.7 by:6.7 but:6.6 "
        "from:6.6 my:6.6 or:6.5 we:6.5 an:6.5 your:6.5 all:6.5 so:6.5 his:6.5 they:6.5 me:6.5 if:6.5 one:6.5 "
        "can:6.5 will:6.5 just:6.4 like:6.4 about:6.4 up:6.4 out:6.4 what:6.4 has:6.4 when:6.4 more:6.4 "
        "do:6.3 no:6.3 were:6.3 who:6.3 had:6.3 their:6.3 there:6.3 her:6.3 which:6.3 time:6.3 get:6.3 "
        "been:6.3 would:6.3 she:6.3 new:6.2 people:6.2 how:6.2 some:6.2 also:6.2 them:6.2 now:6.2 other:6.2 "
        "its:6.1 our:6.1 than:6.1 good:6.1 only:6.1 after:6.1 first:6.1 him:6.1 into:6.1 know:6.1 see:6.1 "
        "two:6.1 make:6.1 over:6.1 think:6.1 any:6.1 then:6.1 could:6.1 back:6.0 these:6.0 us:6.0 want:6.0 "
        "because:6.0 go:6.0 well:6.0 said:6.0 "
    ),
    'es': (
        "de:7.8 la:7.6 que:7.5 el:7.5 en:7.5 y:7.4 a:7.4 los:7.2 no:7.2 un:7.1 se:7.1 por:7.0 es:7.0 del:7.0 "
        "las:7.0 con:7.0 una:7.0 para:6.9 lo:6.9 su:6.8 al:6.7 como:6.7 me:6.7 más:6.6 si:6.6 pero:6.6 te:6.5 "
        "o:6.5 mi:6.4 le:6.4 este:6.4 sus:6.4 esta:6.4 todo:6.3 ya:6.3 ha:6.3 cuando:6.3 yo:6.3 ser:6.3 "
        "son:6.3 sin:6.2 hay:6.2 está:6.2 fue:6.2 tu:6.2 muy:6.2 sobre:6.2 también:6.2 todos:6.2 eso:6.2 "
        "tiene:6.2 nos:6.1 porque:6.1 qué:6.1 así:6.1 años:6.1 dos:6.1 bien:6.1 entre:6.1 puede:6.1 desde:6.1 "
        "hasta:6.1 hacer:6.1 ahora:6.0 era:6.0 esto:6.0 vez:6.0 hace:6.0 nada:6.0 ni:6.0 donde:6.0 parte:6.0 "
        "solo:6.0 algo:6.0 tiempo:6.0 día:6.0 uno:6.0 mejor:6.0 mucho:6.0 tan:6.0 ver:6.0 vida:6.0 e:5.9 "
        "ese:5.9 han:5.9 mismo:5.9 siempre:5.9 tengo:5.9 cada:5.9 después:5.9 están:5.9 gente:5.9 esa:5.9 "
        "estado:5.9 estoy:5.9 mundo:5.9 va:5.9 año:5.9 "
    ),
    'fa': (
        "و:7.6 به:7.5 در:7.4 از:7.4 که:7.3 این:7.1 با:7.1 را:7.0 است:7.0 رو:6.8 من:6.8 تو:6.8 برای:6.8 "
        "بود:6.7 هم:6.7 تا:6.7 یک:6.7 ها:6.6 ایران:6.6 شده:6.6 ما:6.6 آن:6.5 شد:6.5 می:6.5 یا:6.5 بر:6.5 "
        "شما:6.5 همه:6.4 سال:6.4 کرد:6.4 خود:6.4 هر:6.4 یه:6.4 چه:6.3 های:6.3 نه:6.3 کار:6.3 باید:6.3 دو:6.3 "
        "پس:6.3 اما:6.2 اون:6.2 ای:6.2 فقط:6.2 دست:6.2 یکی:6.2 داره:6.2 کرده:6.2 دارد:6.2 چرا:6.2 کردن:6.2 "
        "اگه:6.2 روز:6.2 فیلم:6.2 قرار:6.1 نام:6.1 کنم:6.1 استفاده:6.1 بعد:6.1 او:6.1 مورد:6.1 دارم:6.1 "
        "کشور:6.1 الان:6.1 اگر:6.1 باشه:6.1 خیلی:6.1 هست:6.1 بازی:6.1 نیست:6.1 انجام:6.0 داشته:6.0 تهران:6.0 "
        "خوب:6.0 كه:6.0 کنید:6.0 گفت:6.0 راه:6.0 روی:6.0 نیز:6.0 چون:6.0 وجود:6.0 سر:6.0 مردم:6.0 چند:6.0 "
        "اول:6.0 حالا:6.0 دیگر:6.0 فکر:6.0 ولی:6.0 پیش:6.0 کردم:6.0 کن:6.0 بوده:6.0 نظر:6.0 حال:6.0 دوست:6.0 "
        "مرد:6.0 چی:6.0 باشد:6.0 "
    ),
    'fi': (
        "ja:7.6 on:7.5 ei:7.2 että:7.0 se:6.9 oli:6.8 mutta:6.8 ole:6.7 kun:6.7 niin:6.7 myös:6.7 hän:6.6 "
        "jos:6.6 ovat:6.6 voi:6.6 nyt:6.6 sen:6.6 kuin:6.5 tai:6.5 en:6.5 joka:6.5 olla:6.4 sitä:6.4 mitä:6.4 "
        "vain:6.4 jo:6.4 kanssa:6.4 tämä:6.4 sitten:6.3 kaikki:6.3 olisi:6.3 ollut:6.3 vielä:6.3 kyllä:6.3 "
        "siitä:6.3 ne:6.3 suomen:6.3 hyvä:6.2 sekä:6.2 jälkeen:6.2 miten:6.2 mukaan:6.2 paljon:6.2 saa:6.2 "
        "olen:6.2 pitää:6.2 ihan:6.2 mitään:6.2 tulee:6.2 hyvin:6.2 tässä:6.2 hänen:6.2 vaan:6.2 koska:6.2 "
        "aina:6.1 eivät:6.1 koko:6.1 kuitenkin:6.1 vaikka:6.1 mikä:6.1 vuoden:6.1 ennen:6.1 jotka:6.1 "
        "aika:6.1 eli:6.0 jossa:6.0 et:6.0 näin:6.0 tämän:6.0 noin:6.0 vuonna:6.0 eikä:6.0 siis:6.0 sillä:6.0 "
        "ehkä:6.0 itse:6.0 onko:6.0 tehdä:6.0 tuo:6.0 vähän:6.0 yksi:6.0 jotain:6.0 juuri:6.0 siinä:6.0 "
        "suomessa:6.0 jonka:6.0 kuten:6.0 miksi:6.0 kaksi:6.0 lisäksi:6.0 taas:6.0 tuli:6.0 enää:6.0 joku:6.0 "
        "siihen:5.9 enemmän:5.9 eri:5.9 "
    ),
    'fil': (
        "sa:7.9 ng:7.8 ang:7.7 na:7.7 mga:7.6 at:7.4 ay:7.3 isang:7.0 hindi:7.0 ito:6.9 ko:6.9 kung:6.8 "
        "may:6.8 ni:6.8 si:6.7 ako:6.7 pa:6.7 para:6.7 mula:6.6 siya:6.6 mo:6.6 o:6.6 pag:6.6 kanyang:6.6 "
        "lang:6.6 naman:6.5 niya:6.5 lahat:6.5 ano:6.5 rin:6.4 ka:6.4 dahil:6.4 din:6.4 upang:6.4 kaya:6.3 "
        "nito:6.3 tao:6.3 nila:6.3 walang:6.3 sila:6.3 mas:6.3 pero:6.3 po:6.3 nang:6.3 araw:6.2 isa:6.2 "
        "ba:6.2 bilang:6.2 kay:6.2 ngayon:6.2 mag:6.2 nga:6.2 kanilang:6.2 pang:6.2 buhay:6.2 wala:6.2 di:6.2 "
        "dapat:6.1 iba:6.1 maaaring:6.1 kahit:6.1 kapag:6.1 saan:6.1 yung:6.1 dito:6.1 ibang:6.1 nag:6.1 "
        "pamamagitan:6.1 noong:6.1 natin:6.1 kasi:6.1 ilang:6.1 lamang:6.1 ngunit:6.1 taon:6.1 taong:6.1 "
        "alam:6.1 kong:6.1 nasa:6.1 i:6.0 panahon:6.0 bagay:6.0 gusto:6.0 hanggang:6.0 kami:6.0 mong:6.0 "
        "namin:6.0 bahay:6.0 bakit:6.0 of:6.0 the:6.0 ayon:6.0 akong:6.0 kasama:6.0 maraming:6.0 naging:6.0 "
        "pagkatapos:6.0 tulad:6.0 babae:6.0 bansa:6.0 "
    ),
    'fr': (
        "de:7.7 la:7.4 le:7.3 et:7.3 l:7.3 à:7.3 les:7.2 est:7.2 en:7.2 des:7.2 d:7.1 un:7.1 que:7.1 a:7.0 "
        "pas:7.0 une:7.0 du:7.0 il:7.0 pour:7.0 dans:6.9 je:6.9 qui:6.9 c:6.9 au:6.8 ce:6.8 sur:6.8 qu:6.8 "
        "par:6.7 on:6.7 ne:6.7 plus:6.7 avec:6.7 j:6.7 n:6.7 mais:6.6 se:6.6 vous:6.6 s:6.5 ça:6.5 tu:6.5 "
        "elle:6.5 son:6.5 y:6.5 ai:6.5 ou:6.5 si:6.5 sont:6.5 tout:6.4 fait:6.4 nous:6.4 comme:6.4 être:6.4 "
        "bien:6.4 ils:6.4 cette:6.3 faire:6.3 sa:6.3 aux:6.3 même:6.3 me:6.3 ont:6.3 t:6.3 m:6.3 était:6.2 "
        "été:6.2 mon:6.2 ses:6.2 lui:6.2 aussi:6.2 peut:6.2 deux:6.2 leur:6.2 moi:6.2 ces:6.1 quand:6.1 "
        "après:6.1 suis:6.1 très:6.1 tous:6.1 sans:6.1 avoir:6.1 non:6.1 où:6.1 va:6.0 encore:6.0 alors:6.0 "
        "avait:6.0 entre:6.0 temps:6.0 ans:6.0 autres:6.0 dit:6.0 ma:6.0 là:6.0 peu:6.0 autre:6.0 france:6.0 "
        "rien:6.0 "
    ),
    'he': (
        "את:7.3 של:7.3 לא:7.2 על:7.2 זה:7.0 הוא:6.9 אני:6.8 כל:6.8 עם:6.8 מה:6.7 גם:6.7 לי:6.7 אם:6.6 היה:6.6 "
        "יש:6.6 אבל:6.5 היא:6.5 או:6.5 כי:6.5 יותר:6.5 רק:6.4 אין:6.4 ב:6.4 אחד:6.4 אל:6.4 בין:6.4 הם:6.4 "
        "ישראל:6.3 לו:6.3 שלי:6.3 אתה:6.3 כמו:6.3 כך:6.3 לך:6.3 עד:6.3 הזה:6.3 שלא:6.3 שם:6.3 אותו:6.2 אז:6.2 "
        "ה:6.2 זו:6.2 טוב:6.2 שהוא:6.2 כדי:6.2 כן:6.2 עוד:6.2 מי:6.2 להיות:6.2 ולא:6.2 לפני:6.2 בית:6.1 "
        "כמה:6.1 שלו:6.1 כבר:6.1 בכל:6.1 שאני:6.1 אך:6.1 דבר:6.1 זאת:6.1 איך:6.1 בן:6.1 אשר:6.1 בו:6.1 "
        "היו:6.1 למה:6.1 לה:6.0 צריך:6.0 אף:6.0 אותי:6.0 עכשיו:6.0 לנו:6.0 שלך:6.0 אחת:6.0 היום:6.0 הרבה:6.0 "
        "ידי:6.0 יום:6.0 יכול:6.0 להם:6.0 אדם:6.0 יהיה:6.0 רוצה:6.0 אותה:6.0 מאוד:6.0 שני:6.0 ביותר:6.0 "
        "לאחר:6.0 לעשות:6.0 שיש:6.0 אחר:6.0 פעם:6.0 כאן:5.9 אחרי:5.9 אנחנו:5.9 ל:5.9 אותם:5.9 אותך:5.9 "
    ),
    'hi': (
        "और:7.3 पर:7.0 एक:6.9 कर:6.8 इस:6.7 यह:6.7 आप:6.5 अब:6.4 तक:6.4 हम:6.3 न:6.3 वह:6.3 आज:6.3 जब:6.3 "
        "हर:6.2 गए:6.2 समय:6.2 अगर:6.1 गई:6.1 तरह:6.1 कई:6.1 आ:6.0 इन:6.0 "
    ),
    'hu': (
        "a:8.0 az:7.5 és:7.3 nem:7.2 hogy:7.2 egy:7.1 is:7.1 de:6.9 meg:6.8 csak:6.7 ha:6.7 van:6.7 volt:6.7 "
        "ez:6.7 vagy:6.7 már:6.7 még:6.6 én:6.5 kell:6.5 el:6.5 jó:6.5 ki:6.5 azt:6.5 most:6.5 akkor:6.4 "
        "mint:6.4 ezt:6.4 minden:6.4 mert:6.3 magyar:6.3 nagyon:6.3 így:6.3 olyan:6.3 itt:6.3 mi:6.3 sem:6.3 "
        "lesz:6.3 lehet:6.3 vagyok:6.3 majd:6.2 es:6.2 nagy:6.2 úgy:6.2 be:6.2 nincs:6.2 aki:6.2 két:6.2 "
        "fel:6.2 után:6.2 ne:6.2 új:6.1 amikor:6.1 ami:6.1 első:6.1 te:6.1 több:6.1 pedig:6.1 mindig:6.1 "
        "nekem:6.1 amit:6.1 szerint:6.1 kis:6.0 mit:6.0 s:6.0 egyik:6.0 ilyen:6.0 le:6.0 sok:6.0 e:6.0 "
        "jól:6.0 i:6.0 miért:6.0 volna:6.0 azért:6.0 tudom:6.0 budapest:6.0 milyen:6.0 igen:6.0 között:6.0 "
        "lett:6.0 ott:6.0 alatt:6.0 ember:6.0 ma:6.0 miatt:6.0 t:6.0 lenne:5.9 által:5.9 hát:5.9 más:5.9 "
        "ő:5.9 mikor:5.9 valami:5.9 ben:5.9 egész:5.9 "
    ),
    'id': (
        "yang:7.5 dan:7.4 di:7.3 ini:7.2 dari:7.0 untuk:7.0 dengan:7.0 itu:7.0 bisa:7.0 aku:6.9 ada:6.9 "
        "tidak:6.9 akan:6.8 adalah:6.8 dalam:6.8 pada:6.8 kita:6.8 orang:6.8 ke:6.7 juga:6.7 anda:6.7 dia:6.6 "
        "saya:6.6 ya:6.6 kamu:6.6 lebih:6.6 apa:6.6 sudah:6.5 mereka:6.5 tapi:6.5 karena:6.5 atau:6.5 "
        "menjadi:6.5 tak:6.5 baik:6.5 jadi:6.5 harus:6.5 satu:6.5 lagi:6.5 seperti:6.5 oleh:6.4 banyak:6.4 "
        "jika:6.4 hanya:6.4 kami:6.4 saat:6.4 tahun:6.4 jangan:6.4 sebagai:6.4 hari:6.4 telah:6.4 semua:6.4 "
        "dapat:6.3 hal:6.3 anak:6.3 bahwa:6.3 bukan:6.3 indonesia:6.3 saja:6.3 sangat:6.3 masih:6.3 "
        "memiliki:6.3 pernah:6.3 mau:6.3 lain:6.2 sekarang:6.2 baru:6.2 sama:6.2 seorang:6.2 tersebut:6.2 "
        "kalau:6.2 beberapa:6.2 besar:6.2 salah:6.2 sendiri:6.2 ingin:6.2 sebuah:6.2 ia:6.2 setelah:6.2 "
        "waktu:6.2 sampai:6.2 tempat:6.2 membuat:6.1 punya:6.1 mungkin:6.1 hidup:6.1 melakukan:6.1 siapa:6.1 "
        "belum:6.1 kali:6.1 kau:6.1 tentang:6.1 atas:6.1 dua:6.1 dunia:6.1 secara:6.1 ketika:6.0 "
    ),
    'is': (
        "og:7.7 í:7.7 á:7.4 að:7.4 er:7.4 sem:7.3 til:7.2 en:7.0 við:7.0 af:7.0 hann:7.0 um:7.0 ekki:7.0 "
        "var:6.9 fyrir:6.9 með:6.9 ég:6.8 eru:6.8 frá:6.7 það:6.7 þar:6.7 því:6.7 eða:6.6 eftir:6.6 hún:6.6 "
        "svo:6.5 hefur:6.5 vera:6.5 þá:6.5 verið:6.5 þegar:6.5 hafa:6.4 þess:6.4 úr:6.4 út:6.4 upp:6.4 ef:6.4 "
        "eins:6.4 nú:6.4 sé:6.3 þú:6.3 fram:6.3 sér:6.3 hér:6.3 þeir:6.3 þetta:6.3 voru:6.3 yfir:6.3 allt:6.2 "
        "hjá:6.2 mér:6.2 þeirra:6.2 einnig:6.2 vel:6.2 gera:6.2 hans:6.2 þeim:6.2 getur:6.2 okkur:6.2 þó:6.2 "
        "sig:6.1 þau:6.1 koma:6.1 okkar:6.1 inn:6.1 hvað:6.1 vegna:6.1 hafi:6.1 undir:6.1 bara:6.1 fara:6.1 "
        "mjög:6.1 væri:6.1 árið:6.1 saman:6.0 fá:6.0 ár:6.0 of:6.0 síðan:6.0 íslands:6.0 aftur:6.0 honum:6.0 "
        "má:6.0 sjá:6.0 áður:6.0 dag:6.0 kemur:6.0 kom:6.0 skal:6.0 heldur:6.0 enn:6.0 hvernig:6.0 líka:6.0 "
        "tíma:6.0 hafði:5.9 sama:5.9 ára:5.9 "
    ),
    'it': (
        "di:7.6 e:7.5 che:7.4 il:7.3 la:7.3 a:7.2 in:7.2 non:7.2 un:7.2 per:7.2 è:7.1 del:7.0 l:7.0 i:6.9 "
        "una:6.9 le:6.9 si:6.9 con:6.9 della:6.9 da:6.8 sono:6.8 ma:6.7 al:6.7 ha:6.7 come:6.7 più:6.6 "
        "dei:6.6 se:6.6 nel:6.6 mi:6.6 alla:6.5 anche:6.5 lo:6.5 gli:6.5 delle:6.5 o:6.5 questo:6.5 ho:6.5 "
        "ci:6.4 su:6.4 ad:6.4 dal:6.3 solo:6.3 essere:6.3 io:6.3 nella:6.3 ti:6.3 cui:6.3 d:6.3 era:6.2 "
        "stato:6.2 quando:6.2 tutti:6.2 ed:6.2 questa:6.2 c:6.2 tutto:6.2 cosa:6.2 hanno:6.2 tra:6.2 "
        "fatto:6.2 prima:6.2 suo:6.2 loro:6.2 parte:6.2 perché:6.2 anni:6.2 due:6.2 sia:6.2 sua:6.2 ai:6.2 "
        "fare:6.2 così:6.1 dalla:6.1 degli:6.1 dopo:6.1 sul:6.1 alle:6.1 uno:6.1 ne:6.1 poi:6.1 quello:6.1 "
        "sempre:6.1 fa:6.1 me:6.1 chi:6.1 ancora:6.1 molto:6.1 senza:6.0 mai:6.0 ogni:6.0 altri:6.0 ora:6.0 "
        "mio:6.0 può:6.0 quanto:6.0 mia:6.0 sulla:6.0 tempo:6.0 dove:6.0 "
    ),
    'lt': (
        "ir:7.5 kad:7.0 į:7.0 su:7.0 iš:6.9 yra:6.9 tai:6.8 kaip:6.8 ar:6.8 o:6.8 buvo:6.7 savo:6.7 tik:6.7 "
        "bet:6.7 nuo:6.7 ne:6.6 apie:6.6 taip:6.6 m:6.6 lietuvos:6.5 kai:6.5 labai:6.5 dėl:6.5 per:6.5 "
        "dar:6.5 gali:6.5 jau:6.5 po:6.5 iki:6.4 jis:6.4 bei:6.4 jei:6.4 už:6.4 jo:6.4 pat:6.4 to:6.3 "
        "būti:6.3 kas:6.3 mūsų:6.3 turi:6.3 prie:6.3 bus:6.3 metų:6.3 nes:6.3 jos:6.3 d:6.3 jie:6.2 "
        "tačiau:6.2 arba:6.2 daug:6.2 jų:6.2 metu:6.2 daugiau:6.2 nors:6.2 čia:6.2 ant:6.2 nėra:6.2 ji:6.2 "
        "jūsų:6.2 prieš:6.2 reikia:6.2 kur:6.1 aš:6.1 ką:6.1 pagal:6.1 tiek:6.1 be:6.1 mes:6.1 net:6.1 a:6.1 "
        "nei:6.1 vienas:6.1 būtų:6.1 lietuvoje:6.1 vis:6.1 dabar:6.0 mano:6.0 kuris:6.0 man:6.0 visi:6.0 "
        "jog:6.0 jums:6.0 jį:6.0 tikrai:6.0 metais:6.0 todėl:6.0 kartą:6.0 tarp:6.0 tuo:6.0 vilniaus:6.0 "
        "europos:6.0 jeigu:5.9 vieną:5.9 g:5.9 kiek:5.9 "
    ),
    'lv': (
        "un:7.5 ir:7.4 ar:7.2 par:7.1 ka:7.0 no:7.0 kā:7.0 uz:6.9 kas:6.9 arī:6.8 vai:6.8 bet:6.8 es:6.8 "
        "tā:6.8 nav:6.8 to:6.8 tas:6.8 man:6.7 ja:6.7 lai:6.7 bija:6.7 ko:6.7 pēc:6.6 tikai:6.5 tad:6.5 "
        "līdz:6.5 kad:6.5 var:6.5 jau:6.5 pie:6.5 tu:6.5 latvijas:6.5 vēl:6.4 būs:6.4 jo:6.4 ļoti:6.3 gan:6.3 "
        "ne:6.3 savu:6.3 tev:6.3 viņš:6.3 gada:6.3 tik:6.3 nu:6.3 šo:6.3 mēs:6.3 kur:6.3 visu:6.3 tās:6.2 "
        "esmu:6.2 kaut:6.2 mums:6.2 tagad:6.2 viņa:6.2 mūsu:6.2 viss:6.2 daudz:6.2 laikā:6.2 būtu:6.2 "
        "valsts:6.2 pa:6.2 jūs:6.2 tiek:6.2 pat:6.2 vairāk:6.2 jums:6.1 labi:6.1 būt:6.1 cik:6.1 kāds:6.1 "
        "tam:6.1 viņu:6.1 mani:6.1 tur:6.1 latvijā:6.1 taču:6.1 varētu:6.1 bez:6.1 rīgas:6.1 visi:6.1 "
        "kurš:6.0 pret:6.0 viens:6.0 šī:6.0 pirms:6.0 tie:6.0 tika:6.0 kopā:6.0 tieši:6.0 kādu:6.0 kāpēc:6.0 "
        "paldies:6.0 viņi:6.0 tāpēc:6.0 esi:6.0 "
    ),
    'mk': (
        "на:7.8 и:7.5 во:7.5 да:7.5 се:7.5 од:7.4 за:7.3 е:7.3 со:7.2 не:7.2 го:7.1 ќе:7.1 што:7.0 дека:7.0 "
        "ги:6.9 како:6.9 ја:6.9 тоа:6.7 а:6.7 кој:6.6 кои:6.6 си:6.6 по:6.5 ми:6.5 до:6.5 ти:6.5 многу:6.5 "
        "но:6.5 или:6.5 само:6.5 има:6.4 кога:6.4 беше:6.4 сите:6.4 тој:6.4 ако:6.4 така:6.4 може:6.4 "
        "која:6.3 ова:6.3 јас:6.3 година:6.3 еден:6.3 нема:6.3 сум:6.3 биде:6.3 му:6.3 треба:6.3 време:6.2 "
        "македонија:6.2 повеќе:6.2 уште:6.2 пред:6.2 им:6.2 тие:6.2 ме:6.2 па:6.2 една:6.2 сега:6.2 каде:6.2 "
        "луѓе:6.2 овој:6.2 ни:6.1 години:6.1 дали:6.1 оваа:6.1 таа:6.1 те:6.1 дел:6.1 без:6.1 би:6.0 ви:6.0 "
        "исто:6.0 кај:6.0 додека:6.0 некој:6.0 ние:6.0 работи:6.0 кон:6.0 поради:6.0 ден:6.0 зошто:6.0 "
        "други:6.0 некои:6.0 овие:6.0 според:6.0 страна:6.0 затоа:6.0 нешто:6.0 веќе:5.9 имаат:5.9 работа:5.9 "
        "колку:5.9 сакам:5.9 сме:5.9 преку:5.9 толку:5.9 бидејќи:5.9 "
    ),
    'ms': (
        "yang:7.5 dan:7.3 di:7.3 tak:7.2 boleh:7.0 dengan:7.0 untuk:7.0 saya:7.0 ini:7.0 awak:6.9 dalam:6.8 "
        "dari:6.8 orang:6.8 aku:6.8 tapi:6.8 kau:6.8 kita:6.8 nak:6.8 adalah:6.8 ke:6.8 semua:6.7 ada:6.7 "
        "pada:6.7 apa:6.7 lagi:6.7 buat:6.7 dah:6.7 bukan:6.6 jadi:6.6 mana:6.6 itu:6.6 dia:6.6 tidak:6.6 "
        "anda:6.6 kepada:6.6 daripada:6.6 ialah:6.6 ia:6.6 telah:6.6 baik:6.5 lebih:6.5 mereka:6.5 "
        "sekolah:6.5 satu:6.5 jangan:6.5 tahu:6.5 hari:6.5 juga:6.4 rasa:6.4 kalau:6.4 ni:6.4 atau:6.4 "
        "bagi:6.4 anak:6.4 lain:6.4 tu:6.4 cakap:6.3 seorang:6.3 seperti:6.3 akan:6.3 keluar:6.3 menjadi:6.3 "
        "malaysia:6.3 selamat:6.3 macam:6.3 sama:6.3 kawan:6.3 tempat:6.3 baru:6.3 lihat:6.3 lelaki:6.2 "
        "tiada:6.2 pun:6.2 malam:6.2 masuk:6.2 tahun:6.2 kerana:6.2 kata:6.2 kan:6.2 suka:6.2 tetapi:6.2 "
        "beliau:6.2 dua:6.2 hidup:6.2 kami:6.2 masa:6.2 pergi:6.2 banyak:6.2 bila:6.1 dunia:6.1 hati:6.1 "
        "kena:6.1 mempunyai:6.1 mak:6.1 pernah:6.1 salah:6.1 atas:6.1 besar:6.1 "
    ),
    'nb': (
        "i:7.5 og:7.5 er:7.5 det:7.4 å:7.3 på:7.2 som:7.2 til:7.2 en:7.2 av:7.2 for:7.2 ikke:7.1 med:7.1 "
        "har:7.1 jeg:7.1 at:7.0 de:6.9 du:6.9 om:6.9 den:6.9 så:6.8 vi:6.8 fra:6.8 var:6.8 kan:6.8 et:6.8 "
        "men:6.8 han:6.7 seg:6.6 dette:6.6 noe:6.6 skal:6.6 noen:6.6 ble:6.5 vil:6.5 bare:6.5 også:6.5 ut:6.5 "
        "da:6.5 nå:6.5 hva:6.5 etter:6.5 eller:6.5 meg:6.5 være:6.5 blir:6.5 hadde:6.4 alle:6.4 når:6.4 "
        "her:6.4 må:6.4 ha:6.4 deg:6.3 få:6.3 man:6.3 mer:6.3 opp:6.3 andre:6.3 gjør:6.3 over:6.3 litt:6.3 "
        "ved:6.3 vært:6.3 bli:6.3 får:6.3 inn:6.3 denne:6.2 enn:6.2 år:6.2 gjøre:6.2 hun:6.2 mye:6.2 der:6.2 "
        "hvor:6.2 norge:6.2 se:6.2 igjen:6.2 kommer:6.2 mot:6.2 selv:6.2 hvis:6.2 ta:6.2 to:6.2 før:6.2 "
        "fikk:6.1 alt:6.1 flere:6.1 helt:6.1 ser:6.1 min:6.1 oss:6.1 går:6.1 vel:6.1 hvordan:6.1 jo:6.1 "
        "uten:6.1 ingen:6.1 mange:6.1 "
    ),
    'nl': (
        "de:7.7 van:7.5 het:7.5 een:7.4 en:7.4 in:7.4 is:7.2 op:7.1 ik:7.1 dat:7.1 voor:7.0 je:7.0 te:7.0 "
        "met:7.0 niet:7.0 zijn:7.0 die:6.9 als:6.8 er:6.8 maar:6.8 om:6.8 aan:6.8 hij:6.7 ook:6.7 ze:6.7 "
        "door:6.7 naar:6.7 uit:6.7 bij:6.6 dan:6.6 dit:6.6 was:6.6 we:6.6 wat:6.6 heeft:6.6 of:6.5 over:6.5 "
        "nog:6.5 deze:6.5 hebben:6.5 kan:6.5 meer:6.4 zo:6.4 al:6.4 geen:6.4 mijn:6.4 wel:6.4 tot:6.4 u:6.4 "
        "wordt:6.4 heb:6.4 worden:6.4 nu:6.4 haar:6.3 ben:6.3 kunnen:6.3 veel:6.3 jaar:6.2 me:6.2 moet:6.2 "
        "hoe:6.2 mensen:6.2 na:6.2 ons:6.2 waar:6.2 werd:6.2 goed:6.2 gaan:6.2 gaat:6.2 onze:6.2 wil:6.2 "
        "zich:6.2 zou:6.2 doen:6.1 andere:6.1 hier:6.1 dus:6.1 tegen:6.1 maken:6.1 alleen:6.1 mij:6.1 "
        "onder:6.1 had:6.1 hun:6.1 twee:6.1 nieuwe:6.0 weer:6.0 zien:6.0 zal:6.0 jij:6.0 moeten:6.0 "
        "eerste:6.0 komt:6.0 wij:6.0 echt:6.0 eens:6.0 daar:6.0 heel:6.0 toch:6.0 "
    ),
    'pl': (
        "w:7.5 i:7.4 nie:7.4 na:7.3 się:7.3 to:7.3 z:7.3 do:7.1 jest:7.1 że:7.0 o:6.9 jak:6.9 a:6.9 ale:6.8 "
        "co:6.8 tak:6.7 za:6.7 od:6.7 po:6.7 dla:6.6 tym:6.6 czy:6.5 przez:6.5 tego:6.5 są:6.5 ma:6.5 "
        "tylko:6.5 już:6.4 mi:6.4 mnie:6.4 ze:6.4 może:6.4 bo:6.3 ja:6.3 ten:6.3 oraz:6.3 bardzo:6.3 "
        "będzie:6.3 być:6.3 jego:6.3 by:6.3 sobie:6.3 ich:6.2 mam:6.2 jeśli:6.2 roku:6.2 też:6.2 jeszcze:6.2 "
        "był:6.2 które:6.2 jako:6.2 jestem:6.2 było:6.2 jej:6.2 kiedy:6.1 który:6.1 nawet:6.1 teraz:6.1 "
        "go:6.1 no:6.1 pod:6.1 coś:6.1 ci:6.1 lat:6.1 tam:6.1 te:6.1 więc:6.1 gdy:6.1 gdzie:6.1 tej:6.1 "
        "bez:6.0 żeby:6.0 jednak:6.0 lub:6.0 wiem:6.0 nic:6.0 wszystko:6.0 można:6.0 przy:6.0 ludzie:6.0 "
        "przed:6.0 więcej:6.0 chyba:6.0 ludzi:6.0 nas:6.0 także:6.0 tu:6.0 on:6.0 była:6.0 u:6.0 tych:6.0 "
        "również:5.9 ta:5.9 takie:5.9 ktoś:5.9 niż:5.9 dobrze:5.9 "
    ),
    'pt': (
        "de:7.7 a:7.5 o:7.5 que:7.4 e:7.4 do:7.2 em:7.1 da:7.1 é:7.1 para:7.1 não:7.1 um:7.1 uma:7.0 com:7.0 "
        "no:7.0 se:6.9 na:6.9 por:6.9 os:6.9 eu:6.8 como:6.8 as:6.7 mais:6.7 dos:6.6 mas:6.6 foi:6.6 ao:6.6 "
        "me:6.5 você:6.5 ser:6.5 seu:6.5 sua:6.5 tem:6.4 são:6.4 das:6.4 ou:6.4 à:6.4 ele:6.4 muito:6.4 "
        "isso:6.3 já:6.3 nos:6.3 também:6.3 quando:6.3 está:6.3 meu:6.3 pelo:6.3 ela:6.3 vai:6.3 só:6.2 "
        "dia:6.2 pela:6.2 sobre:6.2 bem:6.2 até:6.2 mesmo:6.2 pode:6.2 pessoas:6.2 te:6.2 ter:6.2 tudo:6.2 "
        "ainda:6.2 aqui:6.2 fazer:6.2 minha:6.2 anos:6.2 todos:6.1 quem:6.1 sem:6.1 agora:6.1 entre:6.1 "
        "era:6.1 seus:6.1 nas:6.1 assim:6.1 depois:6.1 este:6.0 onde:6.0 vou:6.0 brasil:6.0 mundo:6.0 "
        "estão:6.0 esse:6.0 tempo:6.0 vida:6.0 essa:6.0 eles:6.0 há:6.0 porque:6.0 tenho:6.0 casa:6.0 "
        "nada:6.0 the:6.0 ver:6.0 melhor:6.0 bom:6.0 foram:6.0 sempre:6.0 ano:6.0 grande:6.0 "
    ),
    'ro': (
        "de:7.7 în:7.5 și:7.5 a:7.5 la:7.2 să:7.1 din:7.1 o:7.1 pe:7.1 cu:7.0 nu:7.0 mai:7.0 un:7.0 este:6.9 "
        "că:6.9 care:6.9 pentru:6.9 se:6.8 au:6.8 ce:6.7 fost:6.7 ca:6.7 al:6.6 am:6.6 sunt:6.6 fi:6.6 si:6.6 "
        "va:6.5 s:6.5 lui:6.5 dar:6.5 sau:6.4 e:6.4 sa:6.4 dacă:6.3 după:6.3 i:6.3 ne:6.3 ar:6.3 le:6.3 "
        "poate:6.3 prin:6.3 cum:6.3 când:6.3 ale:6.2 in:6.2 despre:6.2 era:6.2 iar:6.2 mult:6.2 are:6.2 l:6.2 "
        "ai:6.2 cel:6.2 mare:6.2 trebuie:6.2 ani:6.1 cele:6.1 doar:6.1 foarte:6.1 noi:6.1 el:6.1 fie:6.1 "
        "ei:6.1 n:6.1 dintre:6.1 te:6.1 timp:6.1 tot:6.1 până:6.1 face:6.1 într:6.1 pot:6.1 chiar:6.1 "
        "românia:6.1 vă:6.1 toate:6.0 vor:6.0 așa:6.0 acest:6.0 bine:6.0 mi:6.0 acum:6.0 nici:6.0 către:6.0 "
        "două:6.0 atunci:6.0 unui:6.0 avea:6.0 cât:6.0 mă:6.0 unde:6.0 cea:6.0 eu:6.0 unei:6.0 fără:6.0 "
        "fiind:5.9 "
    ),
    'ru': (
        "в:7.6 и:7.5 на:7.2 не:7.2 с:7.1 что:7.1 я:6.9 по:6.9 а:6.9 как:6.8 из:6.8 это:6.7 за:6.7 для:6.7 "
        "о:6.7 к:6.7 но:6.6 то:6.6 у:6.6 его:6.6 он:6.6 от:6.6 все:6.6 так:6.5 же:6.4 мы:6.4 до:6.4 ты:6.4 "
        "только:6.4 был:6.3 если:6.3 когда:6.3 было:6.3 мне:6.3 меня:6.3 уже:6.3 еще:6.3 бы:6.3 или:6.3 "
        "их:6.3 они:6.2 при:6.2 будет:6.2 время:6.2 кто:6.2 года:6.2 чтобы:6.2 есть:6.2 она:6.2 во:6.2 вы:6.2 "
        "может:6.2 после:6.2 нет:6.2 очень:6.1 были:6.1 со:6.1 была:6.1 также:6.1 вот:6.1 ее:6.1 чем:6.1 "
        "быть:6.1 где:6.1 под:6.1 этом:6.1 вас:6.1 россии:6.1 да:6.0 даже:6.0 можно:6.0 того:6.0 просто:6.0 "
        "этого:6.0 больше:6.0 сейчас:6.0 том:6.0 более:6.0 г:6.0 ну:6.0 без:6.0 году:6.0 лет:6.0 нас:6.0 "
        "ни:6.0 об:6.0 там:6.0 человек:6.0 которые:6.0 себя:6.0 этот:6.0 который:5.9 ли:5.9 м:5.9 раз:5.9 "
    ),
    'sh': (
        "je:7.6 u:7.6 i:7.5 da:7.4 se:7.3 na:7.2 od:7.0 za:7.0 su:7.0 a:6.8 ne:6.8 sa:6.8 iz:6.8 to:6.7 "
        "kao:6.7 o:6.7 što:6.7 godine:6.7 koji:6.6 kako:6.5 bi:6.5 ali:6.5 nije:6.5 još:6.5 po:6.5 s:6.5 "
        "do:6.5 sve:6.5 bio:6.4 ili:6.4 sam:6.4 će:6.4 koja:6.4 samo:6.4 te:6.3 biti:6.3 više:6.3 koje:6.3 "
        "kada:6.3 ako:6.3 tako:6.3 bilo:6.2 sad:6.2 smo:6.2 mi:6.2 može:6.2 ima:6.2 on:6.2 ga:6.2 jer:6.2 "
        "pa:6.2 ni:6.2 zbog:6.2 prema:6.1 godina:6.1 bila:6.1 kod:6.1 jedan:6.1 nakon:6.1 treba:6.1 bez:6.1 "
        "li:6.1 mogu:6.1 ih:6.0 oko:6.0 šta:6.0 dok:6.0 ja:6.0 ljudi:6.0 oni:6.0 rekao:6.0 ovo:6.0 dana:6.0 "
        "toga:6.0 gde:6.0 mu:6.0 ovaj:6.0 pod:6.0 sada:6.0 nego:6.0 nas:6.0 broj:6.0 između:5.9 kad:5.9 "
        "svi:5.9 bili:5.9 dva:5.9 pre:5.9 prvi:5.9 svoje:5.9 gdje:5.9 nema:5.9 ona:5.9 tu:5.9 bih:5.9 "
        "bude:5.9 ko:5.9 "
    ),
    'sk': (
        "a:7.5 v:7.4 sa:7.4 na:7.3 je:7.2 to:7.0 z:7.0 že:6.9 s:6.9 ako:6.9 aj:6.8 o:6.8 si:6.8 do:6.8 "
        "som:6.7 ale:6.7 po:6.6 za:6.6 tak:6.6 od:6.6 čo:6.5 už:6.5 bol:6.5 by:6.5 pre:6.5 sú:6.5 ak:6.5 "
        "k:6.5 alebo:6.5 nie:6.5 sme:6.5 ich:6.4 len:6.4 vo:6.4 aby:6.4 keď:6.4 ktorý:6.4 ktoré:6.4 pri:6.4 "
        "má:6.3 jeho:6.3 bola:6.3 bude:6.3 ktorá:6.3 až:6.3 veľmi:6.3 bolo:6.2 byť:6.2 vám:6.2 jej:6.2 so:6.2 "
        "roku:6.2 ho:6.2 ešte:6.2 i:6.2 zo:6.2 podľa:6.2 mi:6.1 však:6.1 ani:6.1 ste:6.1 tu:6.1 viac:6.1 "
        "kde:6.1 boli:6.1 pred:6.1 medzi:6.1 môže:6.1 nás:6.0 vás:6.0 no:6.0 tiež:6.0 tým:6.0 pozri:6.0 "
        "toho:6.0 tom:6.0 či:6.0 pod:6.0 počas:6.0 potom:6.0 ju:6.0 všetko:6.0 bez:6.0 ja:6.0 rokov:6.0 "
        "tento:6.0 nám:5.9 tam:5.9 iba:5.9 ľudí:5.9 ma:5.9 niečo:5.9 preto:5.9 deň:5.9 možno:5.9 "
    ),
    'sl': (
        "je:7.7 in:7.5 v:7.5 na:7.2 se:7.2 da:7.1 so:7.1 za:7.1 ki:7.0 pa:6.9 z:6.9 tudi:6.9 lahko:6.8 s:6.8 "
        "ne:6.8 kot:6.8 po:6.7 še:6.7 iz:6.7 bi:6.6 bo:6.6 od:6.6 tako:6.6 to:6.6 pri:6.6 ali:6.6 o:6.6 "
        "če:6.5 že:6.5 bil:6.5 do:6.5 ni:6.5 med:6.5 vse:6.5 jih:6.5 ko:6.5 kar:6.4 ga:6.4 si:6.4 smo:6.4 "
        "bila:6.4 leta:6.3 več:6.3 sem:6.3 tem:6.3 ter:6.3 nekaj:6.2 saj:6.2 ta:6.2 tega:6.2 zelo:6.2 jo:6.2 "
        "zaradi:6.2 bilo:6.2 ob:6.2 a:6.2 bodo:6.2 ker:6.2 kjer:6.2 sta:6.2 zato:6.2 vedno:6.1 le:6.1 ima:6.1 "
        "pred:6.1 veliko:6.1 prav:6.1 kaj:6.1 samo:6.1 naj:6.0 vam:6.0 kako:6.0 nas:6.0 mi:6.0 te:6.0 "
        "brez:6.0 k:6.0 let:6.0 boste:5.9 nam:5.9 vendar:5.9 dan:5.9 del:5.9 čas:5.9 bomo:5.9 dela:5.9 "
        "vas:5.9 ime:5.9 svoje:5.9 mu:5.9 pod:5.9 bili:5.9 gre:5.9 slovenije:5.9 času:5.9 bolj:5.8 danes:5.8 "
    ),
    'sv': (
        "är:7.5 det:7.5 att:7.4 och:7.4 i:7.4 jag:7.3 på:7.3 en:7.2 inte:7.2 som:7.2 för:7.2 med:7.1 har:7.1 "
        "av:7.0 om:7.0 du:7.0 så:7.0 till:7.0 den:6.9 de:6.8 ett:6.8 kan:6.8 vi:6.8 men:6.8 man:6.7 var:6.7 "
        "ska:6.7 när:6.6 nu:6.6 vad:6.6 från:6.6 här:6.6 mig:6.5 bara:6.5 eller:6.5 han:6.5 då:6.5 hur:6.5 "
        "kommer:6.5 alla:6.5 vill:6.5 sig:6.5 vara:6.5 där:6.5 får:6.5 bra:6.4 finns:6.4 ha:6.4 skulle:6.4 "
        "ut:6.4 min:6.3 dig:6.3 hade:6.3 ju:6.3 lite:6.3 mycket:6.3 upp:6.3 in:6.3 gör:6.3 få:6.3 blir:6.3 "
        "mer:6.3 än:6.3 år:6.3 efter:6.2 göra:6.2 över:6.2 detta:6.2 ni:6.2 ta:6.2 också:6.2 allt:6.2 hon:6.2 "
        "måste:6.2 se:6.2 går:6.2 även:6.2 under:6.2 någon:6.2 vet:6.2 andra:6.2 något:6.2 tror:6.2 bli:6.1 "
        "ja:6.1 mot:6.1 kanske:6.1 ser:6.1 vid:6.1 ingen:6.1 sverige:6.1 två:6.1 varför:6.1 många:6.1 dem:6.1 "
        "din:6.1 hela:6.1 sen:6.1 sin:6.1 helt:6.1 "
    ),
    'ta': (
        "பல:6.4 என:6.3 "
    ),
    'tr': (
        "ve:7.4 bir:7.3 bu:7.1 için:6.9 de:6.9 da:6.8 çok:6.8 ile:6.7 ne:6.6 daha:6.6 en:6.6 gibi:6.6 "
        "olarak:6.6 her:6.6 kadar:6.6 o:6.6 olan:6.5 ben:6.5 var:6.5 ama:6.5 sonra:6.5 ki:6.4 iyi:6.4 yok:6.4 "
        "ya:6.3 değil:6.3 sen:6.3 büyük:6.3 yeni:6.2 güzel:6.2 sadece:6.2 zaman:6.2 ilk:6.2 iki:6.2 mi:6.2 "
        "hiç:6.2 ise:6.2 oldu:6.2 bile:6.1 nasıl:6.1 şey:6.1 benim:6.1 böyle:6.1 son:6.1 tek:6.1 gün:6.1 "
        "tüm:6.1 yer:6.1 önce:6.1 artık:6.1 göre:6.1 mı:6.1 seni:6.1 beni:6.1 türkiye:6.1 aynı:6.1 bana:6.1 "
        "tarafından:6.1 türk:6.1 doğru:6.1 veya:6.1 biz:6.0 olduğunu:6.0 diye:6.0 kendi:6.0 olduğu:6.0 "
        "olur:6.0 d:6.0 şu:6.0 birlikte:6.0 devam:6.0 diğer:6.0 sana:6.0 fazla:6.0 neden:6.0 a:6.0 önemli:6.0 "
        "yıl:6.0 içinde:5.9 olmak:5.9 şimdi:5.9 çünkü:5.9 ancak:5.9 başka:5.9 biri:5.9 bunu:5.9 işte:5.9 "
        "olsun:5.9 karşı:5.9 arasında:5.9 insanlar:5.9 öyle:5.9 şekilde:5.9 bütün:5.9 istanbul:5.9 "
    ),
    'uk': (
        "в:7.4 на:7.4 не:7.3 і:7.3 у:7.3 з:7.3 що:7.1 та:7.1 до:7.0 це:6.9 за:6.9 а:6.9 я:6.9 як:6.8 про:6.8 "
        "для:6.7 від:6.7 так:6.7 україни:6.6 але:6.5 він:6.5 його:6.5 все:6.5 то:6.5 є:6.5 ви:6.4 по:6.4 "
        "ми:6.4 й:6.4 ще:6.4 які:6.4 під:6.3 вже:6.3 коли:6.3 якщо:6.3 або:6.3 року:6.3 було:6.3 вони:6.3 "
        "із:6.3 мене:6.3 щоб:6.3 мені:6.3 ж:6.3 тут:6.3 чи:6.3 час:6.2 який:6.2 просто:6.2 ти:6.2 був:6.2 "
        "с:6.2 буде:6.2 нас:6.2 ну:6.2 тому:6.2 її:6.2 також:6.2 дуже:6.2 може:6.2 після:6.2 через:6.2 їх:6.2 "
        "хто:6.2 де:6.2 там:6.2 тільки:6.2 б:6.1 можна:6.1 вона:6.1 всі:6.1 ні:6.1 років:6.1 те:6.1 того:6.1 "
        "україні:6.1 цього:6.1 бути:6.1 при:6.1 без:6.0 яка:6.0 має:6.0 цей:6.0 треба:6.0 більше:6.0 чому:6.0 "
        "була:6.0 були:6.0 зі:6.0 бо:6.0 вас:6.0 зараз:6.0 вам:6.0 один:6.0 щодо:6.0 будь:6.0 "
    ),
    'ur': (
        "کے:7.6 میں:7.5 کی:7.5 ہے:7.4 اور:7.4 سے:7.3 کا:7.2 کو:7.2 اس:7.1 پر:7.1 ہیں:7.1 نے:7.0 بھی:6.9 "
        "ایک:6.9 کر:6.9 یہ:6.9 نہیں:6.8 کہ:6.8 تو:6.8 کیا:6.7 وہ:6.7 ہو:6.7 ان:6.7 تھا:6.7 جو:6.6 ہی:6.6 "
        "و:6.5 جس:6.5 نہ:6.5 پاکستان:6.5 گیا:6.5 آپ:6.5 لیے:6.5 اللہ:6.4 تھے:6.4 بعد:6.4 کوئی:6.4 اپنے:6.4 "
        "گا:6.3 ہم:6.3 کسی:6.3 تھی:6.3 کرنے:6.3 یا:6.3 ساتھ:6.3 جب:6.3 رہے:6.3 تک:6.3 گے:6.3 دیا:6.3 والے:6.3 "
        "بات:6.3 ہوئے:6.3 اگر:6.2 ہونے:6.2 جائے:6.2 ہوں:6.2 اپنی:6.2 ہوا:6.2 کرتے:6.2 بہت:6.2 سب:6.2 کچھ:6.2 "
        "اب:6.2 ملک:6.2 پھر:6.2 گئے:6.2 حکومت:6.2 رہا:6.2 لیکن:6.1 ہر:6.1 زیادہ:6.1 طور:6.1 لئے:6.1 گئی:6.1 "
        "گی:6.1 وقت:6.1 ہوتا:6.1 دو:6.1 پہلے:6.1 پی:6.1 کریں:6.1 آئی:6.1 صرف:6.1 نام:6.1 انہوں:6.0 جاتا:6.0 "
        "خان:6.0 لوگوں:6.0 ہوئی:6.0 اسے:6.0 دے:6.0 بے:6.0 سال:6.0 طرح:6.0 بن:6.0 دنیا:6.0 رہی:6.0 اسلام:6.0 "
        "دی:6.0 "
    ),
    'vi': (
        "là:7.3 và:7.2 có:7.1 của:7.1 được:7.0 một:7.0 các:7.0 không:7.0 trong:6.9 cho:6.9 người:6.8 này:6.8 "
        "với:6.8 ở:6.8 đã:6.8 thể:6.7 để:6.7 như:6.7 những:6.6 đến:6.6 khi:6.6 làm:6.6 sẽ:6.6 từ:6.6 ra:6.6 "
        "công:6.6 họ:6.6 tại:6.6 về:6.6 vào:6.5 đó:6.5 cũng:6.5 thành:6.5 lại:6.5 đầu:6.5 chỉ:6.5 năm:6.5 "
        "sự:6.5 tôi:6.5 bị:6.5 học:6.5 phải:6.5 chính:6.5 ngày:6.5 số:6.5 ông:6.5 động:6.5 mà:6.5 nhà:6.5 "
        "thì:6.5 trên:6.5 việc:6.5 sau:6.4 nam:6.4 điều:6.4 còn:6.4 chúng:6.4 gia:6.4 mình:6.4 thế:6.4 "
        "nhưng:6.4 rất:6.4 đi:6.4 bộ:6.4 nhân:6.4 thực:6.4 bạn:6.3 hiện:6.3 theo:6.3 thời:6.3 anh:6.3 con:6.3 "
        "hơn:6.3 nước:6.3 nhất:6.3 sinh:6.3 đây:6.3 nên:6.3 sử:6.3 cả:6.3 quốc:6.3 trung:6.3 hành:6.3 "
        "hình:6.3 phát:6.3 vì:6.3 nó:6.3 cần:6.3 nhiều:6.3 tin:6.3 đại:6.3 quan:6.3 viên:6.3 đang:6.3 "
        "biết:6.2 ta:6.2 độ:6.2 do:6.2 hội:6.2 "
    ),
}
