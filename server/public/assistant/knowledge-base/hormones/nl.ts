import "server-only";
import type { TopicTexts } from "../types";
import type { HormoneId } from "./topics";

export const nl: TopicTexts<HormoneId> = {
  "thyroid-tsh": {
    title: "Schildklier (TSH)",
    summary:
      "Schildklierstimulerend hormoon (TSH) wordt door de hypofyse gemaakt en vertelt de schildklier hoeveel hormoon die moet aanmaken. Het is de gebruikelijke eerste test van de schildklierfunctie: bij een trage schildklier stijgt TSH meestal, bij een te snelle schildklier daalt het. Schildklierhormonen beïnvloeden energie, gewicht, hartslag, lichaamstemperatuur en stemming.",
    insights: [
      "TSH schommelt met het tijdstip, ziekte, zwangerschap en sommige medicijnen en supplementen – biotine kan meerdere schildkliertests verstoren –, daarom wordt een grenswaarde meestal herhaald.",
      "Artsen beoordelen TSH samen met vrij T4 en soms schildklierantistoffen voordat ze conclusies trekken.",
      "Moeheid of gewichtsverandering heeft veel mogelijke oorzaken; een normaal TSH maakt een schildklieroorzaak minder waarschijnlijk.",
    ],
    steps: [
      ["Laat TSH samen met vrij T4 bepalen", "Veel labs bieden een schildklierpakket aan, ook als thuistest."],
      [
        "Bespreek uitslagen en klachten met een arts",
        "Zeker als waarden buiten het referentiegebied vallen of u klachten hebt.",
      ],
      [
        "Meld supplementen vóór de test",
        "Vertel uw arts of u supplementen zoals biotine gebruikt, die de test kunnen verstoren.",
      ],
    ],
  },
  "free-t4": {
    title: "Vrij T4",
    summary:
      "Vrij T4 (thyroxine) is het belangrijkste hormoon van de schildklier, gemeten in de ongebonden, actieve vorm. Samen met TSH laat het zien of de schildklier te traag of te snel werkt en of de hypofyse normaal aanstuurt. Sommige labs meten ook vrij T3, de actievere vorm die het lichaam in de weefsels uit T4 maakt.",
    insights: [
      "Het patroon telt meer dan één getal: een hoog TSH met een laag vrij T4 wijst op een trage schildklier, een laag TSH met een hoog vrij T4 op een te snelle, wat een arts daarna bevestigt.",
      "Lichte TSH-afwijkingen met een normaal vrij T4 ('subklinisch') komen vaak voor, vooral op oudere leeftijd, en vragen vaak alleen om controle.",
      "Biotinesupplementen, zwangerschap en acute ziekte kunnen de uitslagen veranderen.",
    ],
    steps: [
      ["Test vrij T4 samen met TSH", "De twee worden samen beoordeeld."],
      [
        "Laat het uitleggen door een arts",
        "Een endocrinoloog helpt als de uitslagen onduidelijk zijn of u klachten hebt.",
      ],
    ],
  },
  testosterone: {
    title: "Testosteron",
    summary:
      "Testosteron is het belangrijkste mannelijke geslachtshormoon en is in kleinere hoeveelheden ook belangrijk voor vrouwen. Het ondersteunt spieren, botten, libido, de aanmaak van rode bloedcellen en de stemming. De waarden zijn 's ochtends het hoogst, dalen geleidelijk met de leeftijd en hangen sterk af van slaap, lichaamsvet, ziekte en stress.",
    insights: [
      "Artsen meten testosteron 's ochtends en herhalen een lage uitslag voordat ze conclusies trekken, vaak samen met SHBG, LH en FSH.",
      "Bij mannen met overgewicht hangen afvallen, krachttraining en goed slapen samen met gezondere testosteronwaarden.",
      "Testosterontherapie heeft voor- en nadelen, kan de vruchtbaarheid onderdrukken en hoort alleen door een arts te worden gestart en gevolgd.",
      "Bij vrouwen wordt testosteron meestal bepaald als onderdeel van een breder hormoonpakket, bijvoorbeeld bij een onregelmatige cyclus.",
    ],
    steps: [
      [
        "Test 's ochtends en herhaal",
        "Een ochtendbloedafname, herhaald bij een lage waarde, voorkomt misleidende uitslagen.",
      ],
      [
        "Bespreek de uitslagen met een specialist",
        "Een endocrinoloog of uroloog bekijkt het hele hormoonbeeld en uw klachten.",
      ],
      [
        "Geef voorrang aan slaap, krachttraining en een gezond gewicht",
        "Dit zijn de leefstijlfactoren die het duidelijkst met testosteron samenhangen.",
      ],
    ],
  },
  oestradiol: {
    title: "Oestradiol",
    summary:
      "Oestradiol is bij vrouwen in de vruchtbare leeftijd de belangrijkste vorm van oestrogeen en komt ook bij mannen voor. Het regelt de menstruatiecyclus en ondersteunt botten, bloedvaten, huid en hersenen. De waarden wisselen sterk binnen de cyclus en dalen rond de overgang, wat opvliegers, slechter slapen en botverlies kan geven.",
    insights: [
      "Omdat oestradiol binnen de cyclus sterk schommelt, zegt één waarde weinig zonder de cyclusdag te kennen; rond de perimenopauze wisselt het van maand tot maand flink.",
      "De overgang wordt meestal herkend aan klachten en leeftijd, niet aan één bloedtest.",
      "Hormoontherapie in de overgang verlicht bij veel vrouwen de klachten; of het bij u past, hangt af van uw persoonlijke risicoprofiel, dat uw arts kan inschatten.",
      "Bij mannen wordt oestradiol uit testosteron gemaakt en is het belangrijk voor de botgezondheid.",
    ],
    steps: [
      [
        "Praat met een gynaecoloog of overgangsconsulent",
        "Zij kunnen samen met u klachten, mogelijkheden en uw persoonlijke risico's afwegen.",
      ],
      [
        "Stem hormoontests af op uw cyclus",
        "Vraag op welke cyclusdag u moet testen, zodat de uitslag te beoordelen is.",
      ],
      [
        "Bescherm botten en hart",
        "Krachttraining, genoeg eiwit en calciumrijke voeding ondersteunen de botten rond de overgang.",
      ],
    ],
  },
  cortisol: {
    title: "Cortisol",
    summary:
      "Cortisol is een hormoon van de bijnieren dat helpt bloedsuiker, bloeddruk, ontstekingen en het slaap-waakritme te regelen. Normaal piekt het kort na het wakker worden en bereikt het rond middernacht het laagste punt. Korte stijgingen bij stress zijn gezond; een langdurig verstoord ritme hangt samen met slecht slapen, chronische stress en sommige aandoeningen.",
    insights: [
      "Omdat cortisol een dagritme volgt, is het tijdstip van afname belangrijk; soms worden speekseltests op meerdere momenten van de dag gebruikt om de curve te zien.",
      "'Bijnieruitputting' is geen erkende medische diagnose; echte bijnierziekten zijn zeldzaam en worden door een endocrinoloog met specifieke tests vastgesteld.",
      "Vaste slaaptijden, daglicht in de ochtend, beweging en technieken om met stress om te gaan helpen het ritme gezond te houden.",
    ],
    steps: [
      [
        "Meet op het juiste moment van de dag",
        "Vraag welke test bij uw vraag past: bloed in de ochtend of speekselmonsters verspreid over de dag.",
      ],
      [
        "Ga naar een arts bij aanhoudende klachten",
        "Duidelijke gewichtsverandering, zwakte, duizeligheid of een zeer hoge bloeddruk moeten medisch worden beoordeeld.",
      ],
      ["Volg stress en slaap", "Wearables tonen patronen in slaap, hartslag en HRV die helpen om herstel te plannen."],
    ],
  },
  "dhea-s": {
    title: "DHEA-S",
    summary:
      "DHEA-S (dehydro-epiandrosteronsulfaat) is een hormoon dat vooral door de bijnieren wordt gemaakt en dat het lichaam kan omzetten in testosteron en oestrogenen. De waarden pieken in de vroege volwassenheid en dalen daarna gestaag, daarom is het onderzocht als verouderingsmarker. Het wordt meestal getest als onderdeel van een bijnier- of hormoonpakket.",
    insights: [
      "Referentiewaarden per leeftijd en geslacht zijn onmisbaar, omdat normale waarden tussen een 25-jarige en een 65-jarige sterk verschillen.",
      "Bewijs dat DHEA-supplementen veroudering afremmen is beperkt; ze kunnen andere hormonen beïnvloeden en de wettelijke status verschilt per land: bespreek ze eerst met een arts.",
      "Een zeer hoge DHEA-S-waarde vraagt om beoordeling door een arts.",
    ],
    steps: [
      ["Test het als onderdeel van een hormoonpakket", "DHEA-S zegt het meest samen met andere hormonen."],
      [
        "Laat het beoordelen door een endocrinoloog",
        "Die vergelijkt uw waarde met het juiste bereik voor uw leeftijd en geslacht en met uw klachten.",
      ],
    ],
  },
  menopause: {
    title: "Overgang en perimenopauze",
    summary:
      "De menopauze is het moment twaalf maanden na de laatste menstruatie, meestal tussen 45 en 55 jaar; de jaren met wisselende hormonen daarvoor heten de perimenopauze. Dalend en schommelend oestrogeen kan opvliegers, nachtzweten, slecht slapen, stemmingswisselingen, gewrichtspijn en vaginale droogheid geven; na de menopauze nemen botverlies en het risico op hart- en vaatziekten toe. De klachten verschillen sterk, en er zijn werkzame behandelingen, met en zonder hormonen.",
    insights: [
      "De overgang wordt meestal herkend aan leeftijd en klachten; hormoontests zijn vooral nuttig bij jongere vrouwen of onduidelijke situaties, omdat de waarden in de perimenopauze sterk wisselen.",
      "Huidige richtlijnen zien hormoontherapie als de meest werkzame behandeling van opvliegers; voor de meeste gezonde vrouwen die rond de menopauze beginnen wegen de voordelen zwaarder, maar de keuze hangt af van de eigen en de familiegeschiedenis.",
      "Krachttraining, genoeg eiwit en calcium, niet roken en weinig alcohol beschermen botten en hart in de jaren na de menopauze.",
    ],
    steps: [
      [
        "Praat met een gynaecoloog of een huisarts met kennis van de overgang",
        "Beschrijf uw klachten en vraag naar hormonale en niet-hormonale mogelijkheden en uw persoonlijke risico's.",
      ],
      [
        "Laat botten en hart nakijken",
        "Vraag of bloeddruk, bloedvetten, bloedsuiker en een botdichtheidsmeting aan de beurt zijn; hormoontests helpen alleen in sommige situaties.",
      ],
      [
        "Bouw kracht op en eet voor uw botten",
        "Krachttraining, eiwit en calciumrijke voeding ondersteunen spieren en botten; professionals in de gids kunnen u begeleiden.",
      ],
    ],
  },
  "womens-health": {
    title: "Vrouwengezondheid en de menstruatiecyclus",
    summary:
      "Vrouwengezondheid omvat de menstruatiecyclus, vruchtbaarheid, zwangerschap, de overgang en aandoeningen die vaker bij vrouwen voorkomen, zoals schildklierziekten, ijzertekort, botontkalking en auto-immuunziekten. De cyclus is een nuttig vitaal teken: heel hevige, pijnlijke of onregelmatige menstruaties komen vaak voor, maar zijn niet iets om zomaar te verdragen, want oorzaken als endometriose, vleesbomen, PCOS of schildklierproblemen zijn te behandelen. Hartziekten, vaak gezien als mannenprobleem, zijn ook bij vrouwen een belangrijke doodsoorzaak.",
    insights: [
      "Hevige menstruaties zijn een veelvoorkomende oorzaak van ijzertekort; bij moeheid of kortademigheid is het zinvol het ferritine te laten controleren.",
      "Endometriose wordt vaak pas na jaren vastgesteld; menstruatiepijn die u belemmert in het dagelijks leven verdient een beoordeling door een gynaecoloog.",
      "Cyclus-apps helpen veranderingen op te merken en aan de arts te beschrijven, maar zijn als enige anticonceptie niet betrouwbaar, tenzij de app daarvoor gecertificeerd is.",
      "Bevolkingsonderzoeken naar baarmoederhals- en borstkanker redden levens; vraag welke in uw land voor u gelden.",
    ],
    steps: [
      [
        "Ga naar een gynaecoloog bij veranderingen of pijn",
        "Hevige, pijnlijke of onregelmatige menstruaties of bloedverlies tussendoor verdienen onderzoek.",
      ],
      [
        "Laat zo nodig hormonen en ijzer controleren",
        "Een arts bepaalt welke tests, zoals schildklier, ijzer of een hormoonpakket, passen bij uw klachten en cyclus.",
      ],
      [
        "Houd uw cyclus bij",
        "Apps in de gids helpen uw cyclus en klachten vast te leggen om met uw arts te bespreken.",
      ],
    ],
  },
  pcos: {
    title: "PCOS (polycysteus ovariumsyndroom)",
    summary:
      "Het polycysteus ovariumsyndroom (PCOS) is een van de meest voorkomende hormonale aandoeningen bij vrouwen in de vruchtbare leeftijd. Het wordt vastgesteld aan een combinatie van een onregelmatige of uitblijvende eisprong, tekenen van verhoogde mannelijke hormonen zoals acne of overbeharing, en eierstokken met veel follikels op de echo. Insulineresistentie speelt vaak mee, en PCOS verhoogt het risico op diabetes type 2, problemen met zwanger worden en op termijn hartziekten.",
    insights: [
      "De diagnose hoort bij een arts: andere oorzaken van een onregelmatige cyclus, zoals schildklierziekte of een verhoogd prolactine, worden eerst uitgesloten.",
      "Leefstijlmaatregelen, vooral regelmatig bewegen en bij overgewicht een bescheiden gewichtsverlies, verbeteren bij veel vrouwen de cyclus en de insulinegevoeligheid.",
      "De behandeling hangt af van het doel – een regelmatige cyclus, huidklachten of een zwangerschap – en wordt gekozen met een gynaecoloog of endocrinoloog.",
    ],
    steps: [
      [
        "Laat een goede diagnose stellen",
        "Een huisarts of gynaecoloog kan hormoontests en een echo regelen en andere oorzaken uitsluiten.",
      ],
      [
        "Controleer uw stofwisselingsgezondheid",
        "Glucose, HbA1c en zo nodig insuline laten zien of insulineresistentie meespeelt.",
      ],
      [
        "Zoek een haalbaar leefstijlplan",
        "Een diëtist met ervaring met PCOS helpt u met eten en bewegen die bij uw doelen passen.",
      ],
    ],
  },
  "igf-1": {
    title: "IGF-1 en groeihormoon",
    summary:
      "IGF-1 (insulineachtige groeifactor 1) wordt vooral door de lever gemaakt als reactie op groeihormoon, en de waarde weerspiegelt de activiteit van dat groeihormoon. Het ondersteunt de groei bij kinderen en spieren en botten bij volwassenen, en daalt met de leeftijd. Artsen meten het om stoornissen van het groeihormoon op te sporen. In verouderingsonderzoek hangt minder groeisignalering bij sommige dieren samen met een langer leven, terwijl bij mensen zowel een heel laag als een heel hoog IGF-1 met gezondheidsrisico's in verband is gebracht.",
    insights: [
      "IGF-1 moet worden vergeleken met waarden voor leeftijd en geslacht; eiwitinname, vasten, leverziekte en ondervoeding veranderen het.",
      "Groeihormoon als 'antiverouderingsmiddel' of bij bodybuilding is daarvoor niet goedgekeurd en kan vocht vasthouden, gewrichtspijn, diabetes en andere schade veroorzaken.",
      "Er is geen bewezen voordeel van IGF-1 bewust verhogen of verlagen bij gezonde volwassenen; verstandiger is de aandacht voor voeding, kracht en slaap.",
    ],
    steps: [
      [
        "Test alleen bij een medische vraag",
        "Een endocrinoloog kan beslissen of een IGF-1-test zinvol is en hem voor uw leeftijd beoordelen.",
      ],
      [
        "Gebruik geen groeihormoon zonder recept",
        "Hormonen of peptiden die zonder recept online worden gekocht, kunnen schadelijk zijn en hun inhoud is onzeker; overleg met een arts of apotheker.",
      ],
      [
        "Ondersteun spieren en botten op bewezen wijze",
        "Krachttraining, genoeg eiwit en goed slapen werken met uw eigen hormonen.",
      ],
    ],
  },
  fertility: {
    title: "Vruchtbaarheid en kinderwens",
    summary:
      "Vruchtbaarheid hangt van beide partners af en neemt af met de leeftijd, bij vrouwen duidelijker vanaf halverwege de dertig. Roken, veel alcohol, een heel hoog of heel laag gewicht en sommige aandoeningen verminderen haar. De meeste stellen worden binnen een jaar zwanger; artsen raden meestal na een jaar onderzoek aan, na zes maanden als de vrouw 35 of ouder is, en eerder bij bekende problemen of een onregelmatige cyclus.",
    insights: [
      "Gezondheidsautoriteiten raden foliumzuur aan vóór en in het begin van de zwangerschap om het risico op een open ruggetje te verkleinen; vraag uw arts of apotheker naar het juiste product.",
      "AMH weerspiegelt de eicelvoorraad, maar voorspelt de natuurlijke vruchtbaarheid van een individuele vrouw slecht; het wordt vooral gebruikt bij het plannen van een vruchtbaarheidsbehandeling.",
      "Een zaadonderzoek is een eenvoudig en onmisbaar onderdeel van elk onderzoek, want bij ongeveer de helft van de stellen spelen mannelijke factoren mee.",
    ],
    steps: [
      [
        "Ga op tijd naar een vruchtbaarheidsspecialist",
        "Een gynaecoloog of fertiliteitsarts kan onderzoek voor beide partners regelen; labs in de gids bieden bloedtests rond vruchtbaarheid aan.",
      ],
      [
        "Bereid u voor met uw huisarts",
        "Loop vaccinaties, medicijnen, chronische aandoeningen en foliumzuur na voordat u zwanger probeert te worden.",
      ],
      [
        "Betrek de mannelijke partner",
        "Een huisarts of uroloog kan een zaadonderzoek regelen en naar behandelbare oorzaken zoeken.",
      ],
    ],
  },
};
