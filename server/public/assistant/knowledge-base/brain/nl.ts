import "server-only";
import type { TopicTexts } from "../types";
import type { BrainId } from "./topics";

export const nl: TopicTexts<BrainId> = {
  stress: {
    title: "Stress",
    summary:
      "Stress is de reactie van het lichaam op eisen: hormonen als adrenaline en cortisol verhogen hartslag en alertheid, wat op korte termijn helpt. Als stress constant is en herstel ontbreekt, kan het slaap, spijsvertering, bloeddruk, bloedsuiker en stemming verstoren en maakt het gezonde gewoonten moeilijker vol te houden. Omgaan met stress hoort daarom bij preventie; het is geen luxe.",
    insights: [
      "Regelmatig bewegen, genoeg slaap, sociale contacten en tijd buiten horen bij de meest consequente buffers tegen stress.",
      "Ademhalingsoefeningen, meditatie en mindfulnessprogramma's verminderen aantoonbaar de ervaren stress; apps helpen er een gewoonte van te maken.",
      "Wearables kunnen via hartslag en HRV stresspatronen laten zien, maar hoe u zich voelt telt meer dan een score.",
      "Houden stress, angst of somberheid wekenlang aan of belemmeren ze het dagelijks leven, praat dan met een arts of een professional in de geestelijke gezondheidszorg.",
    ],
    steps: [
      [
        "Zoek hulp als het aanhoudt",
        "Een huisarts, psycholoog of psychotherapeut kan helpen als stress of angst het dagelijks leven beïnvloeden.",
      ],
      [
        "Bouw een dagelijkse herstelgewoonte op",
        "Elke dag een paar minuten ademhalen, mediteren of buiten wandelen; apps kunnen u begeleiden.",
      ],
      ["Volg stress en herstel", "Trends in hartslag en HRV van een wearable laten zien wat u helpt herstellen."],
    ],
  },
  energy: {
    title: "Energie en vermoeidheid",
    summary:
      "Weinig energie hebben is een van de meest voorkomende gezondheidsklachten en heeft meestal meer dan één oorzaak. Te kort of slecht slapen, stress, weinig beweging, onregelmatige maaltijden, alcohol en sommige medicijnen dragen vaak bij; medische oorzaken zijn onder meer ijzertekort of bloedarmoede, een laag vitamine B12 of D, een trage schildklier, bloedsuikerproblemen, depressie en slaapapneu.",
    insights: [
      "Artsen beginnen meestal met vragen over slaap, stemming, voeding en medicijnen, gevolgd door basisbloedonderzoek: bloedbeeld, ferritine, schildklier, glucose of HbA1c en vaak B12 en vitamine D.",
      "Regelmatig bewegen verbetert bij de meeste mensen de energie, ook al voelt dat tegenstrijdig als u moe bent.",
      "Vermoeidheid die langer dan een paar weken duurt, of samengaat met gewichtsverlies, koorts, nachtzweten of benauwdheid, moet door een arts worden beoordeeld.",
    ],
    steps: [
      [
        "Vraag uw arts om vermoeidheid te onderzoeken",
        "Een gesprek en basisbloedonderzoek sluiten de veelvoorkomende medische oorzaken uit.",
      ],
      ["Kijk eerst naar uw slaap", "Twee weken slaapduur en regelmaat bijhouden laat vaak de grootste hefboom zien."],
      [
        "Beweeg elke dag een beetje",
        "Korte dagelijkse wandelingen of lichte training geven de meeste mensen meer energie; bouw het rustig op.",
      ],
    ],
  },
  cognition: {
    title: "Geheugen, concentratie en gezonde hersenen",
    summary:
      "Enige vertraging van geheugen en denksnelheid hoort bij normaal ouder worden, en af en toe iets vergeten komt op elke leeftijd voor, vooral bij stress, slecht slapen of multitasken. Wat goed is voor het hart, is goed voor de hersenen: bewegen, goed slapen, gezond eten, sociaal en geestelijk actief blijven en hoge bloeddruk, diabetes en gehoorverlies behandelen. Geheugenproblemen die erger worden of het dagelijks leven beïnvloeden, verdienen medisch onderzoek.",
    insights: [
      "Behandelbare oorzaken van een slecht geheugen en slechte concentratie zijn onder meer een B12-tekort, schildklierproblemen, depressie, slaapapneu en bijwerkingen van medicijnen.",
      "Regelmatige duurbeweging is een van de best onderbouwde manieren om de hersenen te ondersteunen; het verbetert ook slaap en stemming.",
      "Hersentrainingsapps maken u beter in de geoefende taken, maar bewijs dat ze het denken in het dagelijks leven verbeteren is beperkt; nieuwe dingen leren en sociaal actief blijven zijn goede alternatieven.",
    ],
    steps: [
      [
        "Laat een achteruitgaand geheugen onderzoeken",
        "Uw huisarts kan geheugenveranderingen beoordelen en naar behandelbare oorzaken zoeken.",
      ],
      [
        "Test op tekorten",
        "Tests op B12, vitamine D en schildklier sluiten veelvoorkomende oorzaken uit; labs in de gids bieden ze aan.",
      ],
      [
        "Beweeg, slaap en blijf in contact",
        "Regelmatig bewegen en goed slapen ondersteunen het denken; wearables in de gids houden beide bij.",
      ],
    ],
  },
  "dementia-risk": {
    title: "Dementierisico en preventie",
    summary:
      "Dementie, meestal de ziekte van Alzheimer of vasculaire dementie, komt vaker voor op oudere leeftijd, maar is geen onvermijdelijk gevolg van ouder worden. Internationale overzichtsstudies schatten dat een aanzienlijk deel van de gevallen samenhangt met beïnvloedbare risicofactoren, zoals hoge bloeddruk, diabetes, roken, weinig bewegen, gehoorverlies, depressie, sociaal isolement, veel alcohol, een hoog LDL-cholesterol en onbehandeld zichtverlies. Genen zoals APOE4 verhogen het risico maar bepalen het niet.",
    insights: [
      "Wat het hart beschermt, beschermt de hersenen: bloeddruk, bloedsuiker en cholesterol goed regelen telt vanaf middelbare leeftijd.",
      "Nieuwe alzheimermedicijnen zijn in sommige landen toegelaten voor beginnende ziekte bij geselecteerde patiënten; ze vragen om specialistisch onderzoek en hebben aanzienlijke bijwerkingen.",
      "Een APOE4-gentest zonder klachten wordt niet standaard aangeraden, omdat hij het preventieadvies niet verandert en onrust kan geven; bespreek hem eerst met een arts of genetisch consulent.",
    ],
    steps: [
      [
        "Bespreek uw zorgen met uw arts",
        "Een huisarts of neuroloog kan geheugenveranderingen en uw persoonlijke risicofactoren beoordelen.",
      ],
      [
        "Behandel vasculaire risicofactoren",
        "Laat bloeddruk, bloedsuiker en bloedvetten controleren; klinieken in de gids bieden hart- en vaatcheck-ups aan.",
      ],
      [
        "Laat uw gehoor testen",
        "Gehoorverlies is een van de grootste beïnvloedbare risicofactoren; een audicien kan het testen.",
      ],
    ],
  },
  mood: {
    title: "Stemming en depressie",
    summary:
      "Iedereen heeft weleens een slechte dag, maar depressie is meer dan verdriet: een aanhoudend sombere stemming of verlies van interesse gedurende twee weken of langer, vaak met slecht slapen, moeheid, veranderde eetlust, concentratieproblemen of gevoelens van waardeloosheid. Het komt veel voor, is te behandelen en is geen teken van zwakte. Lichamelijke oorzaken, zoals schildklierproblemen, een laag vitamine D of B12 en sommige medicijnen, kunnen bijdragen en zijn het nakijken waard.",
    insights: [
      "Psychologische behandelingen zoals cognitieve gedragstherapie en zo nodig medicijnen zijn werkzaam; een arts kan helpen de juiste optie te vinden.",
      "Regelmatig bewegen verbetert lichte tot matige depressie in studies en ondersteunt andere behandelingen.",
      "Denkt u eraan een eind aan uw leven te maken of uzelf iets aan te doen, neem dan nu contact op met de hulpdiensten of een crisislijn.",
    ],
    steps: [
      [
        "Praat met een professional",
        "Een huisarts, psycholoog of psychotherapeut kan uw stemming beoordelen en een behandeling bespreken.",
      ],
      [
        "Sluit lichamelijke oorzaken uit",
        "Uw huisarts kan schildklier, vitamines en medicijnen nakijken; labs in de gids bieden deze tests aan.",
      ],
      [
        "Bouw ondersteunende routines op",
        "Regelmatig slapen, daglicht, bewegen en contact met anderen helpen; apps voor mentale gezondheid in de gids kunnen u ondersteunen.",
      ],
    ],
  },
  anxiety: {
    title: "Angst en paniek",
    summary:
      "Angst is een normale reactie op dreiging, maar als het piekeren constant, moeilijk te beheersen of buiten proportie is, of als er paniekaanvallen optreden, kan het een angststoornis worden. Angststoornissen horen bij de meest voorkomende psychische aandoeningen en zijn goed te behandelen. Lichamelijke klachten zoals hartkloppingen, benauwdheid en duizeligheid zijn typisch voor paniek, maar pijn op de borst of benauwdheid moet een arts beoordelen, zeker de eerste keer.",
    insights: [
      "Cognitieve gedragstherapie is de best onderbouwde behandeling; ook sommige medicijnen helpen, en een arts kan de mogelijkheden uitleggen.",
      "Cafeïne, alcohol, slecht slapen en sommige medicijnen of schildklierproblemen kunnen angst verergeren.",
      "Langzaam ademhalen, regelmatig bewegen en mindfulness verlichten klachten en vullen therapie aan.",
    ],
    steps: [
      [
        "Praat met een professional",
        "Een huisarts, psycholoog of psychotherapeut kan de angst beoordelen en therapie en andere behandelingen bespreken.",
      ],
      [
        "Laat lichamelijke factoren nakijken",
        "Uw huisarts kan schildklier, medicijnen en cafeïnegebruik bekijken; labs in de gids testen de schildklier.",
      ],
      [
        "Oefen kalmerende technieken",
        "Adem- en mindfulness-apps in de gids helpen er een dagelijkse gewoonte van te maken.",
      ],
    ],
  },
  meditation: {
    title: "Meditatie, mindfulness en ademwerk",
    summary:
      "Meditatie en mindfulness trainen aandacht en bewustzijn; ademhalingsoefeningen vertragen de ademhaling om het zenuwstelsel te kalmeren. Overzichtsstudies van gestructureerde programma's, zoals mindfulness-gebaseerde stressreductie, laten matige voordelen zien bij stress, angst en somberheid, en mindfulness-gebaseerde cognitieve therapie helpt terugval bij depressie te voorkomen. De effecten op lichamelijke waarden zoals de bloeddruk zijn kleiner. Regelmatig kort oefenen werkt meestal beter dan af en toe lang.",
    insights: [
      "Begeleide cursussen en apps maken het makkelijker om te beginnen; volhouden telt meer dan de methode.",
      "Bij sommige mensen, vooral met trauma of een ernstige psychische aandoening, kan intensieve meditatie moeilijke ervaringen oproepen; oefen met begeleiding.",
      "Sommige ademtechnieken met hyperventilatie of adem inhouden zijn niet veilig in het water, achter het stuur of bij bepaalde hart- of longaandoeningen.",
    ],
    steps: [
      [
        "Begin met een begeleid programma",
        "Meditatie- en mindfulness-apps in de gids bieden korte dagelijkse sessies.",
      ],
      [
        "Zoek steun bij een psychische aandoening",
        "Een huisarts, psycholoog of psychotherapeut kan adviseren hoe u naast een behandeling veilig oefent.",
      ],
      [
        "Probeer ademen met biofeedback",
        "Wearables in de gids die HRV meten, laten zien hoe langzaam ademen op u werkt.",
      ],
    ],
  },
};
