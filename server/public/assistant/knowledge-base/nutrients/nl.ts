import "server-only";
import type { TopicTexts } from "../types";
import type { NutrientId } from "./topics";

export const nl: TopicTexts<NutrientId> = {
  "vitamin-d": {
    title: "Vitamine D",
    summary:
      "Vitamine D helpt het lichaam calcium op te nemen en ondersteunt botten, spieren en het afweersysteem. De huid maakt het aan onder invloed van zonlicht; daarom daalt de waarde in de winter in Noord- en Midden-Europa vaak, net als bij mensen die weinig buiten komen, hun huid bedekken of een donkere huid hebben. De bloedtest meet 25-hydroxyvitamine D, de opslagvorm in het lichaam.",
    insights: [
      "Labs en landen gebruiken iets andere grenzen voor tekort en voldoende; vergelijk uw uitslag met het referentiegebied op het verslag en bespreek haar met uw arts.",
      "Meer is niet altijd beter: vitamine D is vetoplosbaar, en te veel uit supplementen kan het calcium schadelijk verhogen.",
      "Een test aan het eind van de winter toont uw laagste punt van het jaar, een test aan het eind van de zomer uw beste.",
    ],
    steps: [
      [
        "Test voordat u suppleert",
        "Een bloedtest, ook als vingerprik voor thuis, laat zien of u überhaupt iets nodig hebt.",
      ],
      [
        "Spreek vorm en hoeveelheid af met een professional",
        "Is uw waarde laag, vraag dan uw arts of apotheker wat bij u past en wanneer u opnieuw test.",
      ],
      [
        "Haal veilig daglicht",
        "Tijd buiten helpt in de warmere maanden; volg het plaatselijke advies over zonbescherming.",
      ],
    ],
  },
  "vitamin-b12": {
    title: "Vitamine B12",
    summary:
      "Vitamine B12 is nodig voor de aanmaak van rode bloedcellen, DNA en de myeline die zenuwen isoleert. Het zit bijna alleen in dierlijke voeding; mensen die veganistisch eten, ouderen en mensen die lang bepaalde medicijnen gebruiken, zoals metformine of maagzuurremmers, hebben daardoor eerder te weinig. Een tekort kan zich jarenlang langzaam ontwikkelen en moeheid, tintelingen of geheugenproblemen geven.",
    insights: [
      "Een B12-waarde in het lage normale gebied sluit een tekort niet uit; artsen voegen dan soms actief B12 (holotranscobalamine) of methylmalonzuur toe.",
      "Foliumzuur en B12 werken samen en worden daarom meestal samen bepaald en beoordeeld, met een volledig bloedbeeld.",
      "Mensen die veganistisch eten wordt meestal geadviseerd verrijkte producten of een supplement te gebruiken; vraag een professional wat bij u past.",
    ],
    steps: [
      ["Vraag om een B12-test", "Het liefst samen met foliumzuur en een volledig bloedbeeld."],
      [
        "Kijk naar voeding en medicijnen",
        "Een diëtist of apotheker kan nagaan of uw voeding of langdurige medicijnen het B12 beïnvloeden.",
      ],
      [
        "Bespreek aanvulling",
        "Is uw waarde laag, dan adviseert uw arts over de vorm en toedieningswijze die bij u passen.",
      ],
    ],
  },
  folate: {
    title: "Foliumzuur (folaat)",
    summary:
      "Folaat (vitamine B9) is nodig voor celdeling en voor de aanmaak van DNA en rode bloedcellen. Het is vooral belangrijk vóór en in het begin van de zwangerschap, wanneer genoeg folaat het risico op een open ruggetje bij de baby verkleint. Bladgroenten, peulvruchten en volkoren producten zijn goede bronnen.",
    insights: [
      "Folaat en vitamine B12 worden samen beoordeeld: foliumzuur kan de bloedtekenen van een B12-tekort verbergen terwijl zenuwschade toeneemt.",
      "Een laag folaat, B12 of B6 kan elk het homocysteïne verhogen.",
      "Veelvoorkomende MTHFR-genvarianten zijn wijdverbreid, en de meeste medische verenigingen raden testen af omdat de uitslag zelden verandert wat u moet doen.",
      "Wie een zwangerschap plant, bespreekt foliumzuur het best ruim voor de conceptie met een arts of verloskundige.",
    ],
    steps: [
      ["Test folaat samen met B12", "De twee worden samen beoordeeld, vaak met een bloedbeeld."],
      [
        "Zwangerschap gepland? Praat met uw arts",
        "Vraag vóór de conceptie naar foliumzuur; uw arts of verloskundige adviseert wat bij u past.",
      ],
      [
        "Eet meer bladgroenten en peulvruchten",
        "Een diëtist kan uw inname nagaan en eenvoudige aanpassingen voorstellen.",
      ],
    ],
  },
  "iron-ferritin": {
    title: "Ferritine en ijzer",
    summary:
      "IJzer vervoert zuurstof in het hemoglobine, en ferritine is het eiwit dat ijzer opslaat; de ferritinewaarde is de meest gebruikte maat voor uw ijzervoorraad. Een laag ferritine kan moeheid, kortademigheid, haaruitval en minder conditie geven, al voordat bloedarmoede ontstaat, en komt vaak voor bij menstruerende vrouwen, bloeddonors, duursporters en mensen die weinig vlees eten. Te veel ijzer is ook schadelijk, bijvoorbeeld bij erfelijke hemochromatose.",
    insights: [
      "Ferritine stijgt ook bij ontsteking, infectie, leverziekte en veel alcohol; een normale of hoge waarde betekent dus niet altijd een goede voorraad. Artsen voegen vaak CRP en transferrineverzadiging toe.",
      "Uitzoeken waarom het ijzer laag is, is even belangrijk als het aanvullen; bij mannen en na de overgang moet verborgen bloedverlies uit de darm worden uitgesloten.",
      "IJzersupplementen horen alleen na een test en met advies te worden gebruikt, omdat het lichaam overtollig ijzer moeilijk kwijtraakt.",
    ],
    steps: [
      [
        "Test ferritine met een volledig ijzerpanel",
        "Ferritine, transferrineverzadiging, CRP en een bloedbeeld samen geven het duidelijkste beeld.",
      ],
      ["Zoek de oorzaak met uw arts", "Te laag of te hoog ijzer vraagt om een verklaring vóór elke behandeling."],
      [
        "Plan ijzerrijke maaltijden",
        "Een diëtist laat zien hoe u ijzerrijk voedsel combineert met vitamine C en wanneer u thee en koffie drinkt.",
      ],
    ],
  },
  "omega-3-index": {
    title: "Omega-3-index",
    summary:
      "De omega-3-index meet het aandeel van de omega-3-vetzuren EPA en DHA in de membranen van uw rode bloedcellen en weerspiegelt uw inname van de afgelopen maanden. EPA en DHA komen vooral uit vette vis zoals zalm, makreel, haring en sardines, of uit algen. Een hogere omega-3-index ging in observationele studies samen met een lager risico op hart- en vaatziekten.",
    insights: [
      "Het is een vingerprikbloedtest, ook als thuistest; omdat hij maanden weerspiegelt, heeft vaker testen dan om de paar maanden weinig zin.",
      "Studies naar omega-3-supplementen ter voorkoming van hartziekten gaven wisselende resultaten, dus voeding is meestal de eerste stap.",
      "Visolie kan een wisselwerking hebben met bloedverdunners; vraag uw arts of apotheker voordat u met een supplement begint.",
    ],
    steps: [
      ["Meet uw omega-3-index", "Een vingerpriktest voor thuis laat uw uitgangswaarde zien."],
      ["Eet regelmatig vette vis", "Een diëtist kan opties met vis of algen voorstellen die bij uw voeding passen."],
      [
        "Vraag het voordat u suppleert",
        "Vooral als u bloedverdunners gebruikt of een aandoening hebt; uw arts of apotheker adviseert wat bij u past.",
      ],
    ],
  },
  creatine: {
    title: "Creatine",
    summary:
      "Creatine is een stof die het lichaam zelf aanmaakt en uit vlees en vis haalt; spieren gebruiken haar voor korte, intensieve inspanningen. Als supplement is creatinemonohydraat een van de best onderzochte: samen met krachttraining helpt het betrouwbaar bij spierkracht en spiermassa, ook bij ouderen. Onderzoek naar voordelen voor de hersenen, zoals geheugen of mentale vermoeidheid, is veelbelovend maar nog klein en wisselend. Voor gezonde volwassenen geldt het in het algemeen als veilig.",
    insights: [
      "Creatine werkt samen met training; op zichzelf doet het weinig voor de spieren.",
      "Het kan de bloedwaarde van creatinine, een niermarker, verhogen zonder de nieren te schaden; vertel het uw arts vóór een niertest.",
      "Mensen met een nierziekte, zwangere vrouwen en wie vaste medicijnen gebruikt, vragen het eerst aan een arts.",
      "Kies producten die door een onafhankelijke instantie zijn getest, want supplementen worden niet gecontroleerd zoals medicijnen.",
    ],
    steps: [
      [
        "Ga na of het bij u past",
        "Vraag het eerst uw arts of apotheker als u een nierziekte of diabetes hebt of medicijnen gebruikt.",
      ],
      [
        "Combineer het met krachttraining",
        "Een trainer of sportarts helpt u een training te plannen die het voordeel oplevert.",
      ],
      ["Kies een getest product", "Let op onafhankelijke tests; supplementen met creatine staan in de gids."],
    ],
  },
  magnesium: {
    title: "Magnesium",
    summary:
      "Magnesium is een mineraal dat betrokken is bij honderden processen, waaronder de werking van spieren en zenuwen, de energieproductie, de bloedsuikerregeling en het hartritme. Noten, zaden, peulvruchten, volkoren granen en bladgroenten zijn goede bronnen. Supplementen zijn populair bij slaapproblemen, spierkrampen en stress, maar het nut is vooral aangetoond bij het aanvullen van een tekort; bij slaap en krampen van gezonde mensen zijn de resultaten bescheiden of wisselend.",
    insights: [
      "Bloedtests meten maar een klein deel van het magnesium in het lichaam; een normale uitslag sluit een te lage inname dus niet helemaal uit.",
      "Sommige plaspillen en maagzuurremmers, veel alcohol, diarree en slecht geregelde diabetes zijn veelvoorkomende oorzaken van een laag magnesium.",
      "Te veel magnesium uit supplementen geeft diarree en kan gevaarlijk zijn bij een verminderde nierfunctie; het heeft ook een wisselwerking met sommige antibiotica en osteoporosemiddelen.",
    ],
    steps: [
      [
        "Vraag het voordat u suppleert",
        "Uw arts of apotheker kan uw medicijnen en nierfunctie nagaan en adviseren over vorm en hoeveelheid.",
      ],
      [
        "Test bij een vermoeden van een tekort",
        "Labs in de gids bieden micronutriëntenpanels aan; uw huisarts beoordeelt de uitslag.",
      ],
      [
        "Eet magnesiumrijk",
        "Een diëtist helpt u noten, zaden, peulvruchten en volkoren granen aan uw maaltijden toe te voegen.",
      ],
    ],
  },
  "vitamin-k2": {
    title: "Vitamine K2",
    summary:
      "Vitamine K helpt het bloed te stollen en activeert eiwitten die calcium binden in botten en vaatwanden. K1 komt uit bladgroenten; K2 (menachinonen zoals MK-7) komt uit gefermenteerd voedsel zoals natto en sommige kazen, en uit dierlijke producten. In supplementen wordt K2 vaak met vitamine D gecombineerd. Dat K2 botten of bloedvaten gezonder maakt, is aannemelijk, maar studies laten tot nu toe kleine of wisselende effecten zien.",
    insights: [
      "Wie acenocoumarol, warfarine of andere vitamine K-antagonisten gebruikt, mag niet zonder overleg met de arts met vitamine K beginnen, omdat het de werking van het medicijn verandert.",
      "Een echt vitamine K-tekort is zeldzaam bij gezonde volwassenen die gevarieerd eten.",
      "D en K2 combineren is gebruikelijk in producten, maar bewijs dat de combinatie botbreuken of hartziekten voorkomt, is nog beperkt.",
    ],
    steps: [
      [
        "Controleer eerst uw medicijnen",
        "Vraag uw arts of apotheker voordat u vitamine K neemt, zeker bij bloedverdunners.",
      ],
      [
        "Test vitamine D in plaats van te gokken",
        "Een vitamine D-test laat zien of u iets nodig hebt; labs in de gids bieden hem aan.",
      ],
      [
        "Eet groenten en gefermenteerd voedsel",
        "Een diëtist kan bronnen van vitamine K voorstellen die bij uw voeding passen.",
      ],
    ],
  },
  "nad-precursors": {
    title: "NAD+-voorlopers (NMN, NR)",
    summary:
      "NAD+ is een molecuul dat elke cel nodig heeft voor de energiehuishouding en het herstel van DNA, en in sommige weefsels daalt de hoeveelheid met de leeftijd. Voorlopers zoals nicotinamide-riboside (NR) en nicotinamide-mononucleotide (NMN) verhogen NAD+ in het bloed, en bij dieren verbetert meer NAD+ verschillende tekenen van veroudering. In studies bij mensen lijken ze op korte termijn veilig, maar duidelijke voordelen voor gezondheid, conditie of levensduur zijn niet aangetoond.",
    insights: [
      "Een bloedwaarde verhogen is niet hetzelfde als gezondheidswinst; grotere en langere studies bij mensen zijn nog nodig.",
      "NAD+-infusen die sommige klinieken aanbieden, zijn nog minder onderbouwd en hebben de gewone risico's van een infuus.",
      "De regels verschillen: in sommige landen is NMN niet toegestaan als voedingssupplement, waardoor kwaliteit en etikettering sterk wisselen.",
    ],
    steps: [
      [
        "Bespreek het voordat u koopt",
        "Vraag uw arts of apotheker of het een wisselwerking kan hebben met uw medicijnen of aandoeningen.",
      ],
      [
        "Praat met een zorgvuldige longevity-arts",
        "Een longevity-arts kan het bewijs uitleggen en wat wel en niet zinvol is om te meten.",
      ],
      [
        "Probeert u het, kies dan een getest product",
        "Supplementen met NR staan in de gids; let op onafhankelijke kwaliteitscontrole.",
      ],
    ],
  },
  "longevity-supplements": {
    title: "Supplementen voor een lang leven",
    summary:
      "Veel supplementen worden verkocht voor een lang leven, zoals urolithine A, spermidine, resveratrol, fisetine, quercetine en alfa-ketoglutaraat. De meeste steunen op veelbelovende studies met cellen en dieren; studies bij mensen zijn klein en kort en meten markers, geen langer leven. Van geen enkel middel is aangetoond dat het de veroudering bij mensen afremt. Het best bewezen blijven bewegen, slaap, niet roken, gezond eten en het behandelen van bloeddruk en cholesterol.",
    insights: [
      "Resveratrol werd sterk gepromoot maar stelde in studies bij mensen teleur: een goede herinnering dat resultaten bij dieren vaak niet te vertalen zijn.",
      "Senolytica, die verouderde cellen moeten opruimen, zijn nog experimenteel en worden in klinische studies getest; ze zijn niet bedoeld voor eigen gebruik.",
      "Supplementen kunnen een wisselwerking hebben met medicijnen en verschillen in kwaliteit; meer producten betekent niet meer voordeel.",
    ],
    steps: [
      [
        "Controleer op wisselwerkingen",
        "Vraag uw arts of apotheker voordat u een supplement toevoegt, zeker als u medicijnen gebruikt.",
      ],
      [
        "Vraag wat het bewijs laat zien",
        "Een arts preventieve of longevity-geneeskunde kan goed onderbouwde van experimentele maatregelen onderscheiden.",
      ],
      [
        "Meet eerst wat ertoe doet",
        "Bloeddruk, bloedvetten, bloedsuiker en conditie zijn bewezen doelen; labs in de gids testen ze.",
      ],
    ],
  },
  nootropics: {
    title: "Nootropica en supplementen voor de hersenen",
    summary:
      "Nootropica zijn middelen die concentratie, geheugen of mentale energie zouden verbeteren, van cafeïne en L-theanine tot plantenextracten als bacopa, ginkgo en pruikzwam, en receptgeneesmiddelen. Bij gezonde mensen is het bewijs zwak: de effecten zijn meestal klein, kortdurend of in goede studies niet te zien, met cafeïne als best onderbouwd voor alertheid. Stimulerende middelen op recept zijn niet bedoeld voor gezonde mensen en hebben echte risico's.",
    insights: [
      "Slaap, regelmatig bewegen, omgaan met stress en het behandelen van problemen als slechthorendheid, depressie of slaapapneu verbeteren het denken veel betrouwbaarder dan welk supplement ook.",
      "Kruidenmiddelen kunnen een wisselwerking hebben met medicijnen; ginkgo kan bijvoorbeeld met bloedverdunners het bloedingsrisico verhogen.",
      "Aanhoudende concentratieproblemen kunnen medische oorzaken hebben, zoals schildklierproblemen, ijzertekort, depressie of ADHD, die het nagaan waard zijn.",
    ],
    steps: [
      [
        "Laat producten controleren door een professional",
        "Vraag uw arts of apotheker naar wisselwerkingen voordat u een nootropicum probeert.",
      ],
      [
        "Zoek oorzaken van slechte concentratie",
        "Houden de problemen aan, dan kan uw huisarts naar behandelbare oorzaken zoeken.",
      ],
      [
        "Probeert u er een, kies dan zorgvuldig",
        "Supplementen die als nootropica worden verkocht, staan in de gids; kies bij voorkeur onafhankelijk geteste producten.",
      ],
    ],
  },
  protein: {
    title: "Eiwit",
    summary:
      "Eiwit levert de aminozuren waarmee het lichaam spieren, botten, huid, enzymen en afweercellen opbouwt en herstelt. De behoefte stijgt met de leeftijd, bij ziekte en bij lichamelijke activiteit, en veel ouderen eten minder dan ideaal is om hun spieren te behouden. Voeding als vis, eieren, zuivel, peulvruchten, tofu en vlees dekt de behoefte van de meeste mensen; eiwitpoeders zijn handig, niet noodzakelijk.",
    insights: [
      "Eiwit over de maaltijden verdelen en combineren met krachttraining helpt spiermassa te behouden, vooral vanaf ongeveer 60 jaar.",
      "Mensen met een chronische nierziekte moeten eiwit soms beperken en horen het advies van hun arts te volgen.",
      "Plantaardig eiwit werkt goed als u over de dag verschillende bronnen eet.",
    ],
    steps: [
      [
        "Bepaal uw behoefte",
        "Een diëtist schat hoeveel eiwit past bij uw leeftijd, gewicht, activiteit en gezondheid.",
      ],
      [
        "Laat bij een aandoening uw nieren nakijken",
        "Bij een nierziekte of diabetes vraagt u uw arts voordat u meer eiwit gaat eten.",
      ],
      ["Maak het makkelijk", "Eiwitrijke producten en poeders staan in de gids; kies wat bij uw voeding past."],
    ],
  },
  multivitamins: {
    title: "Multivitaminen",
    summary:
      "Multivitaminen combineren veel vitamines en mineralen in één product. Bij de meeste gezonde mensen die gevarieerd eten, vonden grote studies weinig of geen effect op hartziekten, kanker of levensduur. Ze kunnen zinvol zijn voor bepaalde groepen, zoals mensen met een beperkt dieet, bij een kinderwens of bij aandoeningen die de opname verminderen; sommige voedingsstoffen, zoals vitamine D in de winter of B12 bij veganistisch eten, vult u beter gericht aan.",
    insights: [
      "Testen op een specifiek tekort, zoals ijzer, vitamine D of B12, is meestal nuttiger dan alles tegelijk te nemen.",
      "Sommige producten zitten ver boven de aanbevolen hoeveelheden; bij vitamine A, D en E, ijzer of selenium is meer niet beter.",
      "Groenpoeders en gepersonaliseerde abonnementen zijn handig, maar vervangen geen groente en fruit.",
    ],
    steps: [
      [
        "Test op specifieke tekorten",
        "Uw huisarts kan voedingsstoffen controleren waarvan u te weinig zou kunnen hebben; labs in de gids bieden micronutriëntenpanels aan.",
      ],
      ["Kijk eerst naar uw voeding", "Een diëtist of apotheker kan zeggen of een supplement voor u iets toevoegt."],
      [
        "Kies zo nodig een gematigd, getest product",
        "Kies producten dicht bij de referentiewaarden en met onafhankelijke kwaliteitscontrole.",
      ],
    ],
  },
  collagen: {
    title: "Collageen",
    summary:
      "Collageen is het belangrijkste bouweiwit van huid, pezen, kraakbeen en botten, en het lichaam maakt er met de leeftijd minder van. Collageensupplementen worden bij de vertering afgebroken tot aminozuren en kleine peptiden. Sommige studies melden een bescheiden verbetering van de huidelasticiteit of gewrichtspijn, maar veel zijn klein en door fabrikanten betaald, dus het bewijs blijft beperkt. Voor huidveroudering tellen zonbescherming en niet roken zwaarder.",
    insights: [
      "Het lichaam bouwt collageen op uit eiwit in het algemeen; genoeg eiwit en vitamine C vormen dus de basis.",
      "Bij gewrichtspijn zijn beweging en fysiotherapie veel beter onderbouwd dan supplementen.",
      "Collageen is een dierlijk product (meestal van rund, varken of vis) en is niet geschikt voor veganisten.",
    ],
    steps: [
      [
        "Bescherm eerst uw huid",
        "Een dermatoloog adviseert over zonbescherming en goed onderbouwde behandelingen tegen huidveroudering.",
      ],
      [
        "Begin bij gewrichten met bewegen",
        "Een huisarts of fysiotherapeut kan oefeningen voorstellen die gewrichtspijn verlichten.",
      ],
      [
        "Probeert u collageen, kies dan een getest product",
        "Sommige merken in de gids bieden collageenproducten aan; let op onafhankelijke tests.",
      ],
    ],
  },
  adaptogens: {
    title: "Adaptogenen (ashwagandha, rhodiola, medicinale paddenstoelen)",
    summary:
      "Adaptogenen zijn kruiden en paddenstoelen die het lichaam zouden helpen met stress om te gaan, zoals ashwagandha, rhodiola, ginseng en reishi. Enkele kleine studies melden bescheiden effecten op stress, slaap of vermoeidheid, vooral bij ashwagandha, maar de studies zijn kort en van wisselende kwaliteit. Natuurlijk betekent niet onschuldig: er zijn meldingen van leverschade door ashwagandha, en verschillende adaptogenen hebben een wisselwerking met medicijnen.",
    insights: [
      "Ashwagandha kan de schildklierhormonen beïnvloeden en wordt afgeraden tijdens de zwangerschap; sommige landen hebben ervoor gewaarschuwd.",
      "De kwaliteit van producten loopt sterk uiteen, en in kruidensupplementen zijn verontreinigingen of verkeerde inhoud gevonden.",
      "Langdurige stress reageert meestal beter op slaap, beweging, psychologische hulp en het aanpakken van de oorzaken.",
    ],
    steps: [
      [
        "Ga de veiligheid na met een professional",
        "Vraag uw arts of apotheker, zeker als u zwanger bent, een schildklier- of leveraandoening hebt of medicijnen gebruikt.",
      ],
      [
        "Pak de bron van de stress aan",
        "Een huisarts, psycholoog of psychotherapeut helpt bij aanhoudende stress, angst of slecht slapen.",
      ],
      [
        "Probeert u er een, kies dan zorgvuldig",
        "Supplementen met adaptogenen staan in de gids; kies bij voorkeur onafhankelijk geteste producten.",
      ],
    ],
  },
  melatonin: {
    title: "Melatonine en slaapsupplementen",
    summary:
      "Melatonine is het hormoon dat de hersenen 's avonds afgeven om aan te geven dat het nacht wordt. Als supplement of medicijn kan het helpen de biologische klok te verschuiven, bijvoorbeeld bij een jetlag of een verschoven slaapritme, en sommige mensen vallen er iets sneller mee in slaap. Chronische slapeloosheid geneest het niet. De regels verschillen per land: soms is het een receptgeneesmiddel, soms een voedingssupplement.",
    insights: [
      "Voor het verschuiven van de biologische klok telt het tijdstip meer dan de hoeveelheid; een arts of apotheker kan adviseren over gebruik in uw situatie.",
      "Cognitieve gedragstherapie bij slapeloosheid (CGT-I) is de eerste keus bij langdurige slapeloosheid.",
      "Melatonine kan een wisselwerking hebben met sommige medicijnen en wordt afgeraden tijdens de zwangerschap; bij kinderen hoort een arts het gebruik te begeleiden.",
    ],
    steps: [
      [
        "Vraag het eerst een arts of apotheker",
        "Zij kunnen nagaan of melatonine past bij uw slaapprobleem, uw medicijnen en de regels in uw land.",
      ],
      [
        "Laat aanhoudende slapeloosheid beoordelen",
        "Een slaapspecialist kan CGT-I aanbieden en naar oorzaken als slaapapneu zoeken.",
      ],
      ["Volg uw slaapgewoonten", "Slaap-apps in de gids helpen patronen in tijden en regelmaat te zien."],
    ],
  },
  "supplement-quality": {
    title: "Veilig supplementen kiezen",
    summary:
      "In Europa worden de meeste supplementen als voedingsmiddel verkocht: hun werking wordt vóór de verkoop niet getest, en kwaliteit, inhoud en claims lopen uiteen. Veel mensen nemen meerdere producten zonder te weten of ze die nodig hebben. Supplementen kunnen een wisselwerking hebben met medicijnen, en sommige, zoals vitamine A, ijzer of hoog gedoseerde vitamine D, zijn schadelijk bij te veel. Testen op een echt tekort en kiezen voor onafhankelijk geteste producten is het veiligst.",
    insights: [
      "Onafhankelijke keurmerken zoals NSF Certified for Sport of Informed Sport controleren inhoud en verontreiniging, maar niet de werkzaamheid.",
      "Sint-janskruid, grapefruitextract, ginkgo, hoog gedoseerde visolie en vitamine K horen bij de supplementen met een wisselwerking met gangbare medicijnen.",
      "Vertel uw arts en apotheker welke supplementen u gebruikt, ook vóór een operatie.",
    ],
    steps: [
      [
        "Loop uw supplementen door met een professional",
        "Neem de producten die u gebruikt mee naar uw arts of apotheker om behoefte en wisselwerkingen na te gaan.",
      ],
      [
        "Test voordat u slikt",
        "Uw huisarts kan op echte tekorten testen; labs in de gids bieden micronutriëntenpanels aan.",
      ],
      ["Kies geteste producten", "Welk merk uit de gids u ook kiest: let op onafhankelijke kwaliteitscontrole."],
    ],
  },
};
