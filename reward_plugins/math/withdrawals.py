r"""Words that judge an answer wrong or disown it, in the languages a policy may switch to: read after the answer
(:mod:`reward_plugins.math.after`) and between two answer markers (:mod:`reward_plugins.math.extract`, where
an earlier answer judged wrong is withdrawn, not a second answer)."""

from __future__ import annotations

import re

from reward_plugins.math.literal_filter import LiteralFilter

# Words that judge an answer wrong, in the languages a policy may switch to (the eight of
# ``answer_phrases`` read withdrawals in full; these catch the rest).
WRONG = re.compile(
    r"(?i)(?<![^\W\d_])(?:wrong|incorrect|incorrect[oae]s?|incorret[oa]s?|mistaken|falsch|faux|fausse|errado|errada|sbagliato|equivocado|неверно|неправильно"
    r"|salah|keliru|sai[ \t]rồi|sai|nhầm|yanlış|hatalı|fout|onjuist|błąd|błędnie|źle|fel|felaktig|forkert|feil|väärin"
    r"|λάθος|שגוי|טעות|mali|greșit|špatně|chybně|hibás|rossz|неправильно|невірно|si[ \t]sahihi|sio[ \t]sahihi|haiko[ \t]sahihi|si[ \t](?:zuri|kweli|hivyo)|sio[ \t](?:sawa|kweli)|baya|potofu|imekosea|nimekosea|nilikosea|makosa"
    r"|səhv\w*|düzgün[ \t]deyil"
    # "erroneous" and "(I was) wrong" as an adjective, in the languages read ("Это было ошибочно.", "wynik jest błędny",
    # "Я был неправ", "résultat erroné")
    r"|erroneous(?:ly)?|erron[ée]\w*|err[óô]ne\w*|errat[oaie]|fehlerhaft\w*|foutief|ошибочн\w*|неправ[аы]?|błędn\w*"
    # "that doesn't add up / isn't right" in more languages (nl, sv, da, no, hu, cs, sk, hr, sl, ro, fi, lt, lv, et)
    r"|(?:doesn't|does[ \t]not|didn't|did[ \t]not)[ \t](?:check[ \t]out|add[ \t]up)|geht[ \t]nicht[ \t]auf|не[ \t]сходится|no[ \t]encaja"
    r"|no[ \t]cuadra|não[ \t]bate|ne[ \t]colle[ \t]pas|non[ \t]torna|klopt[ \t](?:het[ \t])?niet|stämmer[ \t]inte|stemmer[ \t]ikke|passer[ \t]ikke|nem[ \t](?:stimmel|jó|helyes)|nesedí|nesouhlasí"
    r"|ne[ \t]štima|nije[ \t](?:točno|tačno|ispravno|dobro)|pogrešno|pogrešan|pogrešna|krivo|netočn\w{0,2}|loš\w{0,2}|nije[ \t](?:dobar|dobra|tako|u[ \t]redu)|pogriješi\w{0,3}|ne[ \t]drži|narobe|nu[ \t](?:e|este)[ \t]corect"
    r"|ei[ \t](?:täsmää|pidä[ \t]paikkaansa)|neteising\w*|nepareiz\w*|pole[ \t]õige"
    r"|गलत|ग़लत|भूल|ভুল|తప్పు|தவறு|خطأ|خاطئ|غلط|اشتباه"
    # more languages: Zulu, Gujarati, Armenian, Slovak, Albanian, Irish, Basque
    r"|akulungile|ayilungile|ખોટું|ખોટો|ખોટી|սխալ|zle|nesprávn\w*|gabim\w*|i[ \t]gabuar|mícheart|oker|gaizki"
    # "not right / not correct": the answer judged by its negation
    r"|not[ \t](?:right|correct)|nicht[ \t](?:richtig|korrekt)|pas[ \t](?:juste|correct|bon)|no[ \t]es[ \t](?:correcto|cierto)"
    r"|não[ \t](?:está[ \t])?(?:certo|correto)|non[ \t]è[ \t]giusto|не[ \t](?:так|верно|правильно)|לא[ \t](?:נכון|מדויק)"
    r"|không[ \t](?:đúng|phải)|tidak[ \t](?:benar|tepat)|bukan|doğru[ \t]değil|niet[ \t](?:goed|juist)|nie[ \t](?:tak|jest[ \t]dobrze)"
    # Polish, Czech and Slovak "(that) is not correct / right", either word order ("to nie jest poprawne", "nie jest to
    # prawidłowe", "není to správně", "nie je správne"), and their one-word "incorrect"
    r"|nie[ \t]jest[ \t](?:to[ \t])?(?:poprawn|prawidłow|słuszn|właściw)\w{1,3}|niepoprawn\w{1,3}|nieprawidłow\w{1,3}"
    r"|není[ \t](?:to[ \t])?(?:správn\w{1,2}|dobře|v[ \t]pořádku)|nie[ \t]je[ \t](?:to[ \t])?(?:správn\w{1,2}|dobre|v[ \t]poriadku)|chybn\w{1,3}"
    r"|δεν[ \t]είναι[ \t]σωστ\w*|सही[ \t]नहीं|ঠিক[ \t]নয়|ঠিক[ \t]না|درست[ \t]نیست|si[ \t]sawa|не[ \t]правильно|неправильно)(?![^\W\d_])"
    r"|不正确|不正確|正しくない|옳지[ \t]?않|맞지[ \t]?않|ไม่ถูก"
    r"|错了|錯了|不对|不對|間違い|違います|ちがう|틀렸|틀린|잘못|ผิด"
)
# A short sentence that opens with "no" after the answer says the answer is not right, in any language.
OPENS_WITH_NO = re.compile(
    r"(?i)^[\s*_>-]*(?:no|nope|nah|nein|non|não|nao|нет|ні|nie|ne|nej|nee|hayır|hayir|tidak|bukan|không|hapana|la|lo|όχι|לא"
    r"|नहीं|না|아니다|아니요|아뇨|いいえ|いや|不|不是|ไม่|hindi|nu)(?![^\W\d_])[ \t]*[,.!…—–:;]"
)
MISTAKE = re.compile(
    r"(?i)(?<![^\W\d_])(?:nimekosea|kosa|pomyłk\w*|pomyliłe\w*|nie[ \t]zgadza|ঠিক[ \t]হয়নি|ভুল\w*|실수|착각"
    # the answer doubted or discarded: "that can't be right", "I doubt that", "scrap that", "disregard the above"
    r"|(?:that|this|it)(?:'s|[ \t]is|[ \t]was)[ \t](?:off|not[ \t]it)|(?:don't|do[ \t]not)[ \t](?:use|trust|rely[ \t]on)[ \t](?:this|that|it|my[ \t]answer)"
    r"|(?:messed|screwed|mixed)[ \t](?:\w+[ \t])?up|stimmt[ \t](?:\w+[ \t]){0,2}nicht|can(?:'|no)?t[ \t]be[ \t](?:right|correct)|(?:doesn't|does[ \t]not)[ \t](?:look|seem)[ \t](?:right|correct)"
    r"|(?:isn't|is[ \t]not)[ \t](?:right|correct)|I[ \t]doubt[ \t](?:that|it|this)|(?:scrap|scratch)[ \t](?:that|this)|strike[ \t]that"
    r"|(?:disregard|ignore|forget)[ \t](?:that|this|(?:all[ \t](?:of[ \t])?)?(?:the|everything)[ \t](?:above|before|previous)|what[ \t]I[ \t](?:said|wrote)|my[ \t]answer)"
    r"|ignorez[ \t]ce[ \t]qui[ \t]précède|ignoriere[ \t]das[ \t]obige|ignora[ \t]lo[ \t]anterior|игнорируй\w*[ \t]вышесказанное"
    # "ignore this answer" in the other languages read ("Abaikan jawaban ini.", "Ignorez cette réponse.")
    r"|(?:abaikan|lupakan)[ \t](?:(?:jawaban|jawapan|hasil|angka)(?:[ \t](?:ini|itu|saya|di[ \t]atas))?|ini|itu|yang[ \t]di[ \t]atas)"
    r"|ignorez[ \t](?:cette|ma)[ \t]réponse|ignorier(?:e|en)?[ \t](?:diese|meine)[ \t]Antwort|ignora[ \t](?:esta|mi|questa|la[ \t]mia)[ \t](?:respuesta|risposta)"
    r"|ignore[ \t](?:esta|minha|a[ \t]minha)[ \t]resposta|игнорируй\w*[ \t](?:этот|мой)[ \t]ответ"
    r"|take[ \t](?:that|it)[ \t]back|retract\w*|withdraw\w*"
    # a step forgotten: "I forgot ...", "nimesahau ...", "j'ai oublié ...", "ich habe ... vergessen"
    r"|I[ \t]forgot|forgot[ \t]to|nimesahau|oublié|vergessen|olvidé|esqueci|dimenticato|забыл\w*|lupa|quên|unuttum"
    r"|zapomniał\w*|vergeten"
    # the writer saying they erred ("creo que me equivoqué", "je me suis trompé", "ich habe mich verrechnet", "я ошибся"); a
    # negation right before it keeps the answer ("no me equivoqué", "я не ошибся"; "je ne me suis pas trompé" never matches)
    r"|(?<!no[ \t])(?:me[ \t]equivoqu[ée]|me[ \t]he[ \t]equivocado|me[ \t]confundí)|(?<!não[ \t])(?:me[ \t]enganei|errei)"
    # (an adverb or two may stand between the auxiliary and the participle: "je me suis sûrement trompé", "ich habe mich
    # wohl verrechnet", "me he seguramente equivocado"; the negation stands before the pronoun and never matches)
    r"|je[ \t]me[ \t]suis[ \t](?:(?!pas\b)[^\W\d_]{2,12}[ \t]){0,2}tromp[ée]e?|j'ai[ \t](?:(?!pas\b)[^\W\d_]{2,12}[ \t]){0,2}fait[ \t]une[ \t]erreur"
    r"|(?:habe?|hab')[ \t]mich[ \t](?:(?!nicht\b)[^\W\d_]{2,12}[ \t]){0,2}(?:verrechnet|geirrt|vertan|verzählt)"
    r"|(?<!no[ \t])me[ \t]he[ \t](?:[^\W\d_]{2,12}[ \t]){1,2}equivocado"
    r"|mi[ \t]sono[ \t](?:(?!non\b)[^\W\d_]{2,12}[ \t]){0,2}sbagliat[oa]|ho[ \t](?:(?!non\b)[^\W\d_]{2,12}[ \t]){0,2}sbagliato|(?<!не[ \t])(?:ошибся|ошиблась|ошибся[ \t]где-то)|(?<!nie[ \t])(?:pomyliłe[mś]|pomyliłam)"
    r"|ik[ \t]heb[ \t]me[ \t](?:vergist|verrekend)|yanıldım|hata[ \t]yaptım"
    # the same in the present or inverted ("je me trompe", "habe ich mich verrechnet", "Wie peinlich, verrechnet.", "я
    # ошибаюсь", "mylę się"); a negation right before keeps the answer ("ich habe mich nicht verrechnet")
    r"|je[ \t]me[ \t]trompe|(?<!no[ \t])me[ \t]equivoco|(?<!não[ \t])me[ \t]engano|estou[ \t]enganad[oa]|(?<!non[ \t])mi[ \t]sbaglio"
    r"|(?:habe?|hab')[ \t](?:ich|wir)[ \t](?:mich|uns)[ \t](?:verrechnet|geirrt|vertan|verzählt)|(?<!nicht[ \t])(?:verrechnet|verzählt)"
    r"|ich[ \t]irre[ \t]mich|irre[ \t]ich[ \t]mich|(?<!не[ \t])ошибаюсь|(?<!nie[ \t])mylę[ \t]się|nie[ \t]mam[ \t]racji)(?![^\W\d_])"
    r"|間違え|違う(?=[.。！!…]|$)|違った|違います|忘了|忘れ"
    # a sentence that is only a verdict of falsity, in any register, after an adverb or two ("Definitely false.", "Totally
    # bogus.", "Likely nonsense.", "Totaler Quatsch.", "Полная чушь."); "Definitely correct." names no falsity
    r"|^[\s*_>-]*(?:(?:definitely|totally|completely|clearly|surely|probably|likely|most|almost|certainly|utterly|absolutely"
    r"|quite|pretty|very|all|highly|kinda|somewhat|rather|seems|looks|sounds|feels|totalement|complètement|sûrement|probablement|archi|völlig|total|totaler"
    r"|kompletter|wahrscheinlich|totalmente|completamente|seguramente|probablemente|provavelmente|sicuramente"
    r"|probabilmente|совершенно|полная|полный|полнейшая|наверное|całkowicie|kompletna|zupełnie)[ \t]+){0,2}"
    r"(?:false|bogus|untrue|nonsense|rubbish|garbage|baloney|bunk|junk|invalid|dubious|fishy|sketchy|iffy|shaky|suspect"
    r"|questionable|off|unreliable|made[ \t]up|doubtful|fake|sus|way[ \t]off|far[ \t]off|not[ \t]even[ \t]close|bidon|n'importe[ \t]quoi|quatsch|unsinn|blödsinn|falso|falsa|mentira|sciocchezze"
    r"|чушь|ерунда|враньё|вранье|ложь|bzdura|nonsens)[\s.!…*_]*$")
# A verb of withdrawal in any tense or aspect ("I withdraw", "I'm withdrawing", "we retracted"), and its object: the answer,
# a word for its figure or what precedes it, after a determiner ("that figure", "my answer", "the above").
_WITHDRAWING = (r"withdraw(?:s|n|ing)?|withdrew|retract(?:s|ed|ing)?|rescind(?:s|ed|ing)?|revok(?:e|es|ed|ing)|disavow(?:s|ed|ing)?"
                r"|repudiat(?:e|es|ed|ing)|disown(?:s|ed|ing)?")
_THE_FIGURE = (r"(?:(?:the|my|our|this|that|these|those|said|above|aforementioned|foregoing|preceding|previous|stated|final|whole)[ \t]+){1,3}"
               r"(?:figure|answer|result|value|response|solution|number|amount|conclusion|submission|count|total|tally|estimate|above|foregoing)s?")
# The writer doubting, disowning or disclaiming the answer in a sentence of its own after it, by the shape of the
# sentence rather than a fixed phrase, in the languages a policy may switch to: a word of confidence, reliance or
# vouching under a negation, with the writer as subject and the answer (or a pronoun that closes the clause) as object
# ("I'm honestly not confident in this", "I wouldn't submit it", "je ne m'y fierais pas", "darauf würde ich mich nicht
# verlassen"); the answer as subject of "not to be relied on" or of a disclaimer ("The above answer is for illustration
# only and should not be relied upon."); the answer called a guess or the writer guessing ("Just guessing here,
# honestly.", "C'est une simple supposition."); the answer said to be likely off or off somewhere ("this is almost
# certainly off by a factor somewhere"). Confidence stated ("I'm confident this is right."), a guess declined ("No
# guessing needed"), another thing not to be relied on ("Don't rely on rounding here") and a wrong way named ("that
# would be wrong") disown nothing.
_DEGREE = (r"(?:honestly|really|just|still|entirely|completely|totally|fully|quite|so|too|very|that|all[ \t]+that|at[ \t]+all"
           r"|particularly|terribly|overly|truly|actually|even|remotely|frankly|100%|exactly|necessarily|personally|myself)")
_PRONOUN_CLOSES = (r"(?:it|them|this|that)(?=[ \t]*(?:[.;:!?,)—–…]|$)|[ \t]+(?:" + _DEGREE + r"|one|answer|result|figure|number|value"
                   r"|total|count|either|much|here|though|yet|anyway|now|one[ \t]+bit|blindly|as[ \t]+(?:is|final|it[ \t]+stands))(?![^\W\d_]))")
_OBJECT = r"(?:" + _PRONOUN_CLOSES + r"|" + _THE_FIGURE + r")"
_SUBJECT = r"(?:this|that|it|" + _THE_FIGURE + r")"
_LIKELY = (r"(?:almost|certainly|probably|likely|definitely|surely|possibly|somehow|slightly|a[ \t]+bit|a[ \t]+little|way|still|quite"
           r"|most|very|pretty|clearly|obviously|perhaps|maybe|already)")
DISOWNS = {
    "en": r"(?:I|we)(?:'m|’m|[ \t]+am|'re|’re|[ \t]+are|[ \t]+feel|[ \t]+remain)(?:[ \t]+" + _DEGREE + r"){0,2}"
    r"(?:[ \t]+(?:not|hardly|barely|far[ \t]+from|by[ \t]+no[ \t]+means)|n't|’t)(?:[ \t]+" + _DEGREE + r"){0,2}[ \t]+(?:confident|sure|certain|convinced|positive)"
    r"(?:(?=[ \t]*(?:[.;:!?,)—–…]|$))|[ \t]+(?:in|of|about|on|with|that)[ \t]+" + _OBJECT + r")"
    r"|(?:I|we)[ \t]+(?:have|'ve|feel|put)[ \t]+(?:no|zero|little|low|limited|not[ \t]+much|not[ \t]+a[ \t]+lot[ \t]+of)[ \t]+(?:real[ \t]+)?(?:confidence|faith|trust)[ \t]+in[ \t]+" + _OBJECT,
    # reliance, vouching or handing in, negated, with the writer as subject
    "en reliance": r"(?:I|we)(?:(?:'d|’d|[ \t]+would|[ \t]+do|[ \t]+can|[ \t]+could|[ \t]+will|[ \t]+should)(?:[ \t]+not|[ \t]+never|n't|’t)"
    r"|[ \t]+(?:cannot|won't|wouldn't|couldn't|can't|don't|shouldn't|no[ \t]+longer|never))(?:[ \t]+" + _DEGREE + r"){0,2}[ \t]+"
    r"(?:(?:submit|vouch[ \t]+for|stand[ \t]+(?:by|behind)|commit[ \t]+to|trust|rely[ \t]+(?:up)?on|bet[ \t]+(?:on|money[ \t]+on)|count[ \t]+on"
    r"|swear[ \t]+(?:by|to)|guarantee|defend|sign[ \t]+off[ \t]+on|put[ \t]+(?:money|my[ \t]+name)[ \t]+on|endorse)[ \t]+" + _OBJECT
    + r"|(?:hand|turn)[ \t]+(?:it|this|that)[ \t]+in)",
    # the answer as subject of not being relied on, or of a disclaimer
    "en disclaimed": _SUBJECT + r"[^.!?\n]{0,60}?(?:(?:should|must|can|could|may|is[ \t]+to|are[ \t]+to)(?:[ \t]+not|n't)|cannot|isn't[ \t]+to)"
    r"(?:[ \t]+" + _DEGREE + r")?[ \t]+be[ \t]+(?:relied[ \t]+(?:up)?on|trusted|taken[ \t]+(?:as[ \t]+(?:final|definitive|correct|certain|given)|at[ \t]+face[ \t]+value|seriously)"
    r"|treated[ \t]+as[ \t]+(?:final|definitive|correct|certain)|considered[ \t]+(?:final|definitive|reliable|correct)|submitted|quoted|cited)"
    r"|(?:for|as)[ \t]+(?:an[ \t]+)?(?:illustrat(?:ion|ive)|demonstrat(?:ion|ive)|entertainment)(?:[ \t]+purposes)?[ \t]+only"
    r"|(?:only|merely|purely)[ \t]+(?:for|as)[ \t]+(?:an[ \t]+)?(?:illustration|demonstration)",
    # a guess said so
    "en guess": r"(?<!no[ \t])(?<!not[ \t])(?<!any[ \t])(?<!without[ \t])(?:(?:I(?:'m|’m|[ \t]+am|[ \t]+was)|just|only|merely|purely|mostly|basically|simply|partly|largely)"
    r"[ \t]+(?:" + _DEGREE + r"[ \t]+)?guessing"
    r"|" + _SUBJECT + r"(?:'s|’s|[ \t]+is|[ \t]+was)[ \t]+(?:(?:just|only|merely|basically|really|mostly|largely|partly|little[ \t]+more[ \t]+than"
    r"|no[ \t]+more[ \t]+than|nothing[ \t]+but)[ \t]+)?(?:a|an|my|pure|sheer)[ \t]+(?:(?:best|wild|blind|rough|educated|lucky|informed|quick|pure|total)[ \t]+)?(?:guess|guesswork|stab)"
    r"|(?:pure|sheer|mere|wild|blind|total)[ \t]+guess(?:work)?|guesswork|shot[ \t]+in[ \t]+the[ \t]+dark)",
    # the answer said to be likely off, or off somewhere
    "en off": _SUBJECT + r"(?:'s|’s|[ \t]+is|[ \t]+was|[ \t]+(?:might|may|could|must)[ \t]+be|[ \t]+seems|[ \t]+looks)(?:[ \t]+" + _LIKELY + r"){1,3}"
    r"[ \t]+(?:off(?![ \t]+from)|wrong|incorrect|mistaken|flawed|inaccurate|erroneous|too[ \t]+(?:high|low|big|small|large))"
    r"|(?:off|wrong|mistaken)[ \t]+(?:by[ \t]+(?:a|an|one|some)[ \t]+(?:[^\W\d_]{1,12}[ \t]+)?)?somewhere",
    "fr": r"je[ \t]+n'en[ \t]+suis[ \t]+pas[ \t]+(?:(?:du[ \t]+tout|vraiment|très|tout[ \t]+à[ \t]+fait|si)[ \t]+)?(?:sûre?|certaine?|convaincue?)"
    r"|je[ \t]+n'ai[ \t]+pas[ \t]+(?:(?:vraiment|très|trop|beaucoup)[ \t]+)?(?:de[ \t]+)?confiance[ \t]+(?:en|dans)[ \t]+(?:ce|cette|mon|ma|cela|ça|ce[ \t]+résultat)"
    r"|je[ \t]+ne[ \t]+(?:m'y[ \t]+fierais|me[ \t]+fierais|le[ \t]+rendrais|la[ \t]+rendrais|le[ \t]+soumettrais|la[ \t]+soumettrais|le[ \t]+garantis|garantis|garantirais|parierais)"
    r"|ne[ \t]+(?:vous|t')[ \t]*y[ \t]+fiez?[ \t]+pas|à[ \t]+ne[ \t]+pas[ \t]+prendre[ \t]+(?:au[ \t]+sérieux|pour[ \t]+argent[ \t]+comptant)"
    r"|à[ \t]+titre[ \t]+(?:purement[ \t]+)?(?:illustratif|d'illustration)"
    r"|(?:c'est|ce[ \t]+n'est[ \t]+qu')[ \t]*(?:(?:juste|seulement|simplement)[ \t]+)?une[ \t]+(?:simple[ \t]+)?(?:supposition|conjecture|devinette|estimation[ \t]+au[ \t]+pif)"
    r"|au[ \t]+pif|au[ \t]+jugé|(?:c'est|ce[ \t]+résultat[ \t]+est|cette[ \t]+réponse[ \t]+est)[ \t]+(?:probablement|sûrement|sans[ \t]+doute|certainement|peut-être)[ \t]+(?:faux|fausse|erroné|erronée|inexacte?)",
    "de": r"darauf[ \t]+würde[ \t]+ich[ \t]+(?:mich[ \t]+)?(?:nicht|kaum)(?:[ \t]+[^\W\d_]{1,12}){0,2}?[ \t]+(?:verlassen|wetten)|ich[ \t]+würde[ \t]+mich[ \t]+(?:nicht|kaum)[ \t]+darauf[ \t]+verlassen"
    r"|ich[ \t]+würde[ \t]+(?:es|das|dies|diese[ \t]+(?:Antwort|Zahl)|das[ \t]+Ergebnis)[ \t]+(?:so[ \t]+)?nicht[ \t]+(?:abgeben|einreichen|unterschreiben)"
    r"|verlass(?:t|en[ \t]+Sie)?[ \t]+(?:dich|euch|sich)[ \t]+(?:lieber[ \t]+)?nicht[ \t]+darauf|lege[ \t]+(?:ich[ \t]+)?(?:meine[ \t]+Hand[ \t]+)?nicht[ \t]+ins[ \t]+Feuer"
    r"|ich[ \t]+habe[ \t]+(?:kein|wenig)[ \t]+(?:großes[ \t]+)?Vertrauen[ \t]+(?:in|zu)[ \t]+(?:das|dies|diese|dieses|mein|meine|das[ \t]+Ergebnis)"
    r"|(?:nur|bloß|lediglich)[ \t]+(?:zur|als)[ \t]+(?:Veranschaulichung|Illustration)|(?:nur|bloß|einfach)[ \t]+geraten|ins[ \t]+Blaue(?:[ \t]+hinein)?|auf[ \t]+gut[ \t]+Glück"
    r"|(?:das|es|dies)[ \t]+ist[ \t]+(?:(?:nur|bloß|lediglich)[ \t]+)?(?:eine[ \t]+)?(?:Vermutung|Mutmaßung|Raterei)"
    r"|(?:das|es|dies)[ \t]+ist[ \t]+(?:wohl|wahrscheinlich|vermutlich|sicher|bestimmt|fast[ \t]+sicher)[ \t]+(?:falsch|daneben|nicht[ \t]+richtig)|irgendwo[ \t]+(?:falsch|daneben)",
    "es": r"no[ \t]+(?:me[ \t]+)?(?:fiaría|confiaría|fío|confío)[ \t]+(?:de|en)[ \t]+(?:esto|eso|ello|este[ \t]+resultado|esta[ \t]+respuesta|mi[ \t]+respuesta)"
    r"|no[ \t]+lo[ \t]+(?:entregaría|presentaría|daría[ \t]+por[ \t]+bueno)|no[ \t]+(?:pondría|apostaría)[ \t]+(?:la[ \t]+mano[ \t]+en[ \t]+el[ \t]+fuego|nada)[ \t]+por"
    r"|no[ \t]+tengo[ \t]+(?:mucha|ninguna)[ \t]+confianza[ \t]+en|a[ \t]+modo[ \t]+ilustrativo|con[ \t]+fines[ \t]+ilustrativos"
    r"|(?:es|solo[ \t]+es|sólo[ \t]+es)[ \t]+una[ \t]+(?:simple[ \t]+)?(?:suposición|conjetura|corazonada)|a[ \t]+ojo(?:[ \t]+de[ \t]+buen[ \t]+cubero)?"
    r"|(?:probablemente|seguramente|casi[ \t]+seguro)[ \t]+(?:esté|está|es)[ \t]+(?:mal|incorrect[oa]|errónea|erróneo)",
    "pt": r"não[ \t]+(?:confiaria|confio|me[ \t]+fiaria)[ \t]+(?:nisso|nesse|neste|nessa|nesta|em[ \t]+mim)|(?:eu[ \t]+)?não[ \t]+(?:entregaria|submeteria|apostaria[ \t]+nisso)"
    r"|não[ \t]+(?:ponho|poria|colocaria)[ \t]+a[ \t]+mão[ \t]+no[ \t]+fogo|não[ \t]+tenho[ \t]+(?:muita|nenhuma)[ \t]+confiança[ \t]+(?:nisso|nesse|neste|em)"
    r"|(?:apenas|só)[ \t]+para[ \t]+(?:fins[ \t]+)?ilustra(?:ção|tivos)|para[ \t]+fins[ \t]+ilustrativos"
    r"|(?:é|foi)[ \t]+(?:(?:só|apenas)[ \t]+)?um[ \t]+(?:chute|palpite)|(?:provavelmente|com[ \t]+certeza)[ \t]+(?:está|é)[ \t]+errad[oa]",
    "it": r"non[ \t]+(?:mi[ \t]+ci[ \t]+fiderei|mi[ \t]+fiderei|ci[ \t]+conterei|lo[ \t]+consegnerei|la[ \t]+consegnerei|lo[ \t]+presenterei|ci[ \t]+scommetterei)"
    r"|non[ \t]+ho[ \t]+(?:molta|nessuna)[ \t]+fiducia[ \t]+in|a[ \t]+(?:scopo|titolo)[ \t]+(?:puramente[ \t]+)?illustrativo"
    r"|(?:è|sono)[ \t]+(?:(?:solo|soltanto)[ \t]+)?(?:un'ipotesi|una[ \t]+supposizione|un[ \t]+tentativo)|(?:sto[ \t]+)?tir(?:o|ando)[ \t]+a[ \t]+indovinare"
    r"|(?:probabilmente|sicuramente|quasi[ \t]+certamente)[ \t]+(?:è[ \t]+)?sbagliat[oa]",
    "ru": r"я[ \t]+бы[ \t]+(?:на[ \t]+(?:это|него|неё)[ \t]+)?не[ \t]+(?:стал[ \t]+\w+|сдавал|сдал|полагался|доверял|ставил)"
    r"|на[ \t]+(?:это|этот[ \t]+ответ|него)[ \t]+(?:не[ \t]+стоит|нельзя|не[ \t]+следует)[ \t]+полагаться"
    r"|(?:не[ \t]+стоит|нельзя|не[ \t]+следует)[ \t]+(?:полагаться[ \t]+на[ \t]+(?:это|этот[ \t]+ответ|него)|доверять[ \t]+(?:этому(?:[ \t]+ответу)?|ему))"
    r"|не[ \t]+(?:ручаюсь|могу[ \t]+(?:по)?ручиться)|(?:это|ответ)[ \t]+(?:(?:лишь|только|всего[ \t]+лишь)[ \t]+)?(?:догадка|предположение)"
    r"|я[ \t]+(?:просто[ \t]+)?(?:угадываю|гадаю)|только[ \t]+для[ \t]+иллюстрации"
    r"|(?:наверняка|скорее[ \t]+всего|вероятно)[ \t]+(?:где-то[ \t]+)?(?:ошибка|неверно|неправильно)",
    "uk": r"я[ \t]+б[ \t]+на[ \t]+(?:це|нього)[ \t]+не[ \t]+покладав(?:ся|ася)|лише[ \t]+(?:здогадка|припущення)|навмання|не[ \t]+ручаюся",
    "pl": r"nie[ \t]+(?:ręczę|gwarantuję)|nie[ \t]+polegał(?:bym|abym)[ \t]+na[ \t]+(?:tym|tej)|(?:tylko|jedynie)[ \t]+(?:dla[ \t]+ilustracji|poglądowo)"
    r"|(?:to[ \t]+)?(?:tylko[ \t]+)?(?:zgaduję|zgadywanie|strzał[ \t]+w[ \t]+ciemno)",
    "nl": r"ik[ \t]+zou[ \t]+(?:er|het|dit)[ \t]+niet[ \t]+(?:op[ \t]+vertrouwen|inleveren|indienen)|(?:puur|alleen[ \t]+maar|maar)[ \t]+(?:een[ \t]+)?gok|ter[ \t]+illustratie",
    "id": r"jangan[ \t]+(?:terlalu[ \t]+)?(?:mengandalkan|percaya(?:[ \t]+(?:pada|dengan))?)[ \t]+(?:ini|itu|jawaban[ \t]+(?:ini|itu|saya))|(?:hanya|cuma)[ \t]+(?:tebakan|menebak|asal[ \t]+tebak)|saya[ \t]+tidak[ \t]+bisa[ \t]+menjamin"
    r"|hanya[ \t]+untuk[ \t]+ilustrasi",
    "vi": r"chỉ[ \t]+là[ \t]+(?:đoán|phỏng[ \t]+đoán)|tôi[ \t]+đoán|không[ \t]+dám[ \t]+chắc|đừng[ \t]+(?:tin|dựa[ \t]+vào)[ \t]+(?:điều[ \t]+này|(?:kết[ \t]+quả|đáp[ \t]+án|câu[ \t]+trả[ \t]+lời)[ \t]+(?:này|đó))|chỉ[ \t]+mang[ \t]+tính[ \t]+minh[ \t]+họa",
    "tr": r"sadece[ \t]+(?:bir[ \t]+)?tahmin|tahmin[ \t]+ediyorum|(?:buna|bu[ \t]+(?:cevaba|sonuca))[ \t]+güvenmeyin|sadece[ \t]+örnek[ \t]+amaçlı",
}
# Chinese and Japanese, unspaced: "我不敢保证", "仅作示例", "纯属瞎猜", "自信はありません"
DISOWNS_UNSPACED = (r"不敢保[证證]|不能保[证證]|无法保[证證]|無法保證|仅作示例|僅作示例|仅为示意|僅為示意|仅作说明|纯属猜测|純屬猜測|瞎猜|我猜的|蒙的"
                    r"|不要(?:依赖|依賴|相信|轻信|輕信)(?:这个|這個|此)|(?:没|沒)(?:有)?(?:把握|信心)|不太可靠|我不会(?:提交|交)"
                    r"|当てずっぽう|勘です|ただの推測|あてにしないで")
# A verb of withdrawal whose object is the answer or what precedes it, at any length of sentence ("The undersigned hereby
# withdraws the foregoing figure in its entirety", "I retract my answer above", "je retire ma réponse", "ich ziehe meine
# Antwort zurück", "отзываю свой ответ"); a negation before the verb keeps the answer ("I do not retract it").
WITHDRAWS_ANSWER = re.compile(
    r"(?i)(?<![^\W\d_])(?<!not[ \t])(?<!n't[ \t])(?:(?:hereby[ \t])?(?:" + _WITHDRAWING + r")"
    r"[ \t]+" + _THE_FIGURE + r"|(?:take|takes|taking|took)[ \t]+(?:back[ \t]+" + _THE_FIGURE + r"|" + _THE_FIGURE + r"[ \t]+back)"
    r"|(?:je|nous)[ \t]+(?:retire|retirons|rétracte)[ \t]+(?:ma|mon|notre|la|cette|ce|le)[ \t]+(?:réponse|résultat|chiffre|valeur|nombre|total)"
    r"|(?:ich|wir)[ \t]+(?:ziehe|ziehen|widerrufe|widerrufen)[ \t]+(?:meine|unsere|die|diese|das|dieses|den|diesen|meinen)[ \t]+(?:Antwort|Ergebnis|Zahl|Wert|Betrag)"
    r"|(?:retiro|retiramos|revoco)[ \t]+(?:mi|la|esta|el|esa|ese|este|a|minha|esse|o)[ \t]+(?:respuesta|resposta|resultado|cifra|valor|número|numero)"
    r"|(?:ritiro|ritiriamo|revoco)[ \t]+(?:la|mia|questa|il|mio|questo|quel|quella)[ \t]+(?:risposta|risultato|valore|numero|cifra)"
    r"|(?:отзываю|беру[ \t]+назад)[ \t]+(?:свой[ \t]+|этот[ \t]+|мой[ \t]+|эту[ \t]+|это[ \t]+|свою[ \t]+)?(?:ответ|результат|цифру|число)"
    # the passive ("The foregoing answer is hereby withdrawn", "the above figure is void")
    r"|(?:figure|answer|result|value|response|solution)[ \t]+(?:(?:given|stated|above|here)[ \t]+){0,2}"
    r"(?:is|are|was|(?:shall|should|must|is[ \t]+to)[ \t]+be(?:[ \t]+(?:treated|regarded|considered)[ \t]+as)?)"
    r"[ \t]+(?:hereby[ \t]+)?(?:withdrawn|retracted|rescinded|revoked|(?:null[ \t]+and[ \t]+)?void)"
    # the writer no longer standing behind the answer, at any length of sentence ("I no longer stand behind this number",
    # "I'd rather not commit to 260", "I don't trust that figure"): the object is the answer, a word for it or its value
    r"|(?:I|we)(?:'d|[ \t]+would)[ \t]+rather[ \t]+not[ \t]+(?:commit[ \t]+to|stand[ \t]+(?:by|behind)|vouch[ \t]+for|give|state)"
    r"|(?:I|we)[ \t]+(?:no[ \t]+longer|(?:do|can|will)(?:n't|[ \t]+not)|cannot|won't)[ \t]+(?:really[ \t]+)?"
    r"(?:stand[ \t]+(?:by|behind)|vouch[ \t]+for|commit[ \t]+to|trust|believe|endorse)[ \t]+(?:(?:this|that|the|my|our|said)[ \t]+)"
    r"(?:(?:final|last|above|boxed|stated)[ \t]+)?(?:figure|answer|result|value|number|total|amount|conclusion)"
    # the answer or its value not to be taken as the answer ("don't take 72 as my final figure", "treat the box as a
    # placeholder rather than an answer", "I have no confidence in this")
    r"|(?:don't|do[ \t]+not|never)[ \t]+(?:take|treat|count|read|use|submit|record)[ \t]+(?:[^\s.!?]{1,24}[ \t]+){1,3}?as[ \t]+(?:my|our|the|a|an)[ \t]+"
    r"(?:(?:final|real|actual|definitive|official)[ \t]+)?(?:figure|answer|result|value|number|total|conclusion)"
    r"|(?:treat|take|read|regard|consider)[ \t]+(?:the[ \t]+box(?:ed[ \t]+\w+)?|this|that|it|my[ \t]+answer|the[ \t]+answer|[^\s.!?]{1,24})[ \t]+as[ \t]+"
    r"(?:(?:a|an|just[ \t]+a|only[ \t]+a|merely[ \t]+a)[ \t]+)?(?:placeholder|stand-?in|guess|draft|rough[ \t]+guess)"
    r"|(?:I|we)[ \t]+have[ \t]+(?:no|zero|little)[ \t]+(?:real[ \t]+)?(?:confidence|faith)[ \t]+in[ \t]+(?:this|that|it|my[ \t]+answer|the[ \t]+answer|the[ \t]+result)"
    # all that was written discarded ("scratch everything I just wrote", "disregard all of the above")
    r"|(?:scratch|disregard|ignore|forget|discard)[ \t]+(?:everything|all[ \t]+(?:of[ \t]+)?(?:that|this|the[ \t]+above))"
    # the question left unanswered ("I'll leave it unanswered", "lo dejo sin respuesta", "je la laisse sans réponse")
    r"|leav(?:e|ing)[ \t]+(?:it|this|that|the[ \t]+(?:question|problem|answer))[ \t]+(?:blank|unanswered)"
    r"|(?:lo|la|le)[ \t]+(?:dejo|dejamos|deixo|lascio|laisse)[ \t]+(?:sin|sem|senza|sans)[ \t]+(?:respuesta|responder|resposta|risposta|réponse)"
    r"|(?:dejo|deixo|lascio|laisse)[ \t]+(?:la[ \t]+pregunta|a[ \t]+pergunta|a[ \t]+questão|la[ \t]+domanda|la[ \t]+question|esto|isso)[ \t]+"
    r"(?:sin|sem|senza|sans)[ \t]+(?:respuesta|responder|resposta|risposta|réponse))(?![^\W\d_])"
    # Chinese and Japanese: "特此撤回上述答案", "上記の回答を撤回いたします", "答案作废"
    r"|撤回|撤銷|撤销|作废|作廢|取り下げ"
)
# The disowning sentences, each row searched only where the text holds its words (most texts hold none).
DISOWNS_ANSWER = LiteralFilter([re.compile(r"(?i)(?<![^\W\d_])(?:" + row + r")(?![^\W\d_])") for row in DISOWNS.values()]
                               + [re.compile(DISOWNS_UNSPACED)])
# A value the sentence goes on to reject ("6 is not a solution", "6 doesn't work", "6 ist keine Lösung", "$s = -4.5$,
# is rejected", "$n = 0$ is excluded"), in the languages read; a negation of a fault ("8 is not wrong") rejects nothing.
REJECTED_AFTER = re.compile(
    r"(?i)[ \t$}*_)]{0,4},?[ \t]*(?:(?:is|was)[ \t]+(?:not|no)[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:valid[ \t]+)?(?:solution|root|answer|zero)"
    r"|(?:does[ \t]+not|doesn't|did[ \t]+not|didn't)[ \t]+(?:work|satisfy|fit|check)|fails"
    r"|(?:is|are|was|were|must[ \t]+be|gets?)[ \t]+(?:rejected|extraneous|ruled[ \t]+out|excluded|discarded|inadmissible|not[ \t]+allowed)"
    r"|n'est[ \t]+pas[ \t]+(?:une[ \t]+|la[ \t]+)?(?:solution|racine|réponse)|ne[ \t]+(?:convient|marche|vérifie)[ \t]+pas"
    r"|(?:ist[ \t]+)?(?:keine|nicht[ \t]+die)[ \t]+(?:Lösung|Nullstelle|Antwort)|(?:funktioniert|passt)[ \t]+nicht"
    r"|no[ \t]+es[ \t]+(?:una[ \t]+|la[ \t]+)?(?:solución|raíz|respuesta)|no[ \t]+(?:funciona|cumple|sirve)"
    r"|não[ \t]+é[ \t]+(?:uma[ \t]+|a[ \t]+)?(?:solução|raiz|resposta)|não[ \t]+(?:funciona|serve)"
    r"|non[ \t]+è[ \t]+(?:una[ \t]+|la[ \t]+)?(?:soluzione|radice|risposta)|non[ \t]+funziona"
    r"|не[ \t]+является[ \t]+(?:решением|корнем|ответом)|не[ \t]+подходит|не[ \t]+удовлетворяет"
    r"|is[ \t]+geen[ \t]+(?:oplossing|wortel)|werkt[ \t]+niet)(?![^\W\d_])")
# A sentence that opens by conceding or correcting ("Yes, sorry, 180.", "Stimmt, Entschuldigung, 180.", "对，抱歉，是180。"),
# after a speaker's label ("Student: ..."): a value it gives is adopted, whether or not the working wrote it before. A word
# that may open any sentence ("Right triangles ...", "Ja 3 ...") concedes only with a mark after it ("Right, ...").
CONCEDES = re.compile(
    r"(?i)^[ \t*_>#-]{0,6}(?:[^\W\d_]{1,15}[ \t]{0,2}[:：][ \t]*)?(?:(?<![^\W\d_])(?:(?:yes|yeah|yep|right|indeed|correct|ok|okay"
    r"|true|fair|agreed|ja|jawohl|stimmt|richtig|genau|oui|en[ \t]effet|effectivement|exact|sí|cierto|vale|sim|certo|correto|sì"
    r"|giusto|esatto|да|верно|правильно|klopt|tak|racja|evet|ya|benar|vâng|đúng|haan|हाँ)[ \t]*[,.!:;—–…]"
    r"|(?:sorry|oops|whoops|actually|correction|my[ \t]bad|you(?:'re|[ \t]are)[ \t]right|I[ \t]meant|entschuldigung|verzeihung"
    r"|tatsächlich|eigentlich|korrektur|hoppla|pardon|désolée?|oups|en[ \t]fait|perdón|perdona|lo[ \t]siento|en[ \t]realidad"
    r"|corrijo|desculp[ae]|na[ \t]verdade|scusa(?:te)?|in[ \t]realtà|извините|простите|точнее|на[ \t]самом[ \t]деле|eigenlijk"
    r"|przepraszam|özür[ \t]dilerim|maaf|sebenarnya|xin[ \t]lỗi|माफ़[ \t]कीजिए)(?![^\W\d_]))"
    r"|是的|对不起|对|對|没错|沒錯|抱歉|不好意思|其实|其實|更正|はい|すみません|ごめん|実は|訂正|네|죄송|사실)"
)
