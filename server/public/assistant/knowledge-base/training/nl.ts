import "server-only";
import type { TopicTexts } from "../types";
import type { TrainingId } from "./topics";

export const nl: TopicTexts<TrainingId> = {
  hrv: {
    title: "Hartslagvariabiliteit (HRV)",
    summary:
      "Hartslagvariabiliteit (HRV) is de kleine variatie in tijd tussen twee hartslagen. Ze weerspiegelt de balans van het autonome zenuwstelsel: een HRV die hoog is ten opzichte van uw eigen basiswaarde wijst meestal op goed herstel, terwijl een daling kan volgen op slecht slapen, alcohol, ziekte, zware training of stress. HRV is heel persoonlijk, dus uw eigen verloop volgen is nuttiger dan u met anderen vergelijken.",
    insights: [
      "Wearables meten HRV vooral tijdens de slaap; trends over weken zeggen meer dan één nacht.",
      "Leeftijd, aanleg en conditie bepalen uw basiswaarde; duurtraining en regelmatig slapen verhogen die meestal na verloop van tijd.",
      "Langzaam ademhalen verhoogt de HRV op het moment zelf en is een eenvoudige manier om ontspanning te oefenen.",
    ],
    steps: [
      ["Bepaal uw basiswaarde", "Draag een tracker een paar weken consequent voordat u iets in veranderingen leest."],
      [
        "Plan training en rust op basis van de trend",
        "Een aanhoudende daling onder uw basiswaarde is een teken om slaap en rustigere dagen voorrang te geven.",
      ],
      [
        "Probeer dagelijkse ademhalingsoefeningen",
        "Een paar minuten langzaam ademen is een makkelijke gewoonte; apps kunnen u begeleiden.",
      ],
    ],
  },
  "resting-heart-rate": {
    title: "Rusthartslag",
    summary:
      "De rusthartslag is het aantal hartslagen per minuut wanneer u volledig in rust bent, het best gemeten direct na het wakker worden. Een lagere rusthartslag wijst meestal op een betere conditie van hart en bloedvaten, en een blijvend hogere hangt in grote studies samen met een hoger risico op hart- en vaatziekten. Hij stijgt tijdelijk bij ziekte, vochttekort, alcohol, stress en slecht slapen.",
    insights: [
      "Uw eigen verloop zegt meer dan één meting; een stijging van enkele slagen boven uw gebruikelijke niveau kan een vroeg teken van ziekte of overtraining zijn.",
      "Regelmatige duurinspanning verlaagt de rusthartslag in weken tot maanden.",
      "Een zeer lage of zeer hoge rusthartslag samen met duizeligheid, flauwvallen of benauwdheid hoort door een arts te worden beoordeeld.",
    ],
    steps: [
      [
        "Meet elke dag op dezelfde manier",
        "Een wearable of een meting 's ochtends voor het opstaan geeft vergelijkbare waarden.",
      ],
      [
        "Bouw uw conditie op",
        "Stevig wandelen, fietsen of zwemmen op de meeste dagen verlaagt de rusthartslag na verloop van tijd.",
      ],
      [
        "Ga naar een arts als hij afwijkt en u klachten hebt",
        "Hartkloppingen, duizeligheid, flauwvallen of benauwdheid vragen om medisch onderzoek.",
      ],
    ],
  },
  vo2max: {
    title: "VO2max en conditie",
    summary:
      "VO2max is de maximale hoeveelheid zuurstof die uw lichaam tijdens zware inspanning kan gebruiken, de standaardmaat voor de conditie van hart en longen. In grote observationele studies is een goede conditie een van de sterkste voorspellers van een langer leven, en de VO2max daalt van nature met de leeftijd. Hij wordt het nauwkeurigst gemeten in een lab met een masker op een loopband of fiets; sporthorloges schatten hem uit hartslag en tempo.",
    insights: [
      "Zowel rustige, gelijkmatige training (vaak zone 2 genoemd) als korte zware intervallen verbeteren de VO2max; volhouden over maanden telt het meest.",
      "Schattingen van horloges zijn goed om trends te volgen, maar kunnen duidelijk afwijken van een labtest.",
      "Begint u vanuit weinig beweging of hebt u risicofactoren voor het hart, overleg dan met een arts voordat u intensief gaat trainen.",
    ],
    steps: [
      ["Laat hem schatten en volg de trend", "Veel sporthorloges schatten de VO2max uit uw loop- of fietsritten."],
      [
        "Doe een labtest voor precisie",
        "Een inspanningstest met ademgasanalyse geeft een exacte waarde en uw trainingszones.",
      ],
      [
        "Overleg met een arts voor intensieve training bij risicofactoren",
        "Bijvoorbeeld bij een bekende hartziekte, klachten op de borst bij inspanning of meerdere risicofactoren voor hart- en vaatziekten.",
      ],
    ],
  },
  "body-composition": {
    title: "Lichaamssamenstelling",
    summary:
      "Lichaamssamenstelling beschrijft waaruit uw gewicht bestaat – vet, spieren, botten en water – en zegt meer over gezondheid dan gewicht of BMI alleen. Vet rond de organen (visceraal vet) hangt het sterkst samen met diabetes en hartziekten, terwijl spiermassa en kracht de gezondheid beschermen naarmate u ouder wordt. Een DEXA-scan meet de samenstelling het nauwkeurigst; slimme weegschalen met bio-impedantie geven ruwe schattingen, vooral bruikbaar voor trends.",
    insights: [
      "De middelomtrek is een eenvoudige, gratis aanwijzing voor visceraal vet die artsen vaak naast de BMI gebruiken.",
      "Krachttraining en genoeg eiwit helpen spiermassa te behouden, vooral tijdens het afvallen en na uw veertigste.",
      "Bio-impedantiewaarden schommelen met vochtbalans, maaltijden en tijdstip, dus meet altijd onder dezelfde omstandigheden.",
    ],
    steps: [
      ["Meet consequent", "De middelomtrek en een slimme weegschaal op hetzelfde tijdstip laten uw trend zien."],
      ["Geef krachttraining en eiwit voorrang", "Een trainer of diëtist kan een plan maken dat spiermassa behoudt."],
      [
        "Overweeg een DEXA- of bodyscan",
        "Sommige klinieken bieden nauwkeurige metingen van de lichaamssamenstelling aan als onderdeel van een check-up.",
      ],
    ],
  },
  "strength-training": {
    title: "Krachttraining en spieren",
    summary:
      "Spiermassa en kracht nemen af vanaf middelbare leeftijd, en na je zestigste sneller: dit heet sarcopenie en verhoogt het risico op vallen, kwetsbaarheid en verlies van zelfstandigheid. Krachttraining is op elke leeftijd de effectiefste manier om dit af te remmen of om te keren, en verbetert ook bloedsuiker, botdichtheid en stemming. Richtlijnen adviseren minstens twee dagen per week spierversterkende oefeningen voor alle grote spiergroepen.",
    insights: [
      "Geleidelijk zwaardere belasting met een goede techniek telt meer dan het precieze schema; eigen lichaamsgewicht, elastieken en machines werken allemaal.",
      "Genoeg eiwit, verdeeld over de dag, helpt het lichaam na de training spieren op te bouwen, vooral bij ouderen.",
      "Mensen met een hartziekte, slecht geregelde bloeddruk of gewrichtsklachten kunnen meestal veilig trainen met een aangepast plan; vraag het eerst aan een arts.",
    ],
    steps: [
      [
        "Leer een goede techniek",
        "Een gekwalificeerde trainer of fysiotherapeut kan een veilig, opbouwend programma voor uw niveau maken.",
      ],
      [
        "Overleg eerst bij een aandoening",
        "Een sportarts kan u adviseren bij hart-, gewrichts- of andere gezondheidsproblemen.",
      ],
      [
        "Eet genoeg eiwit",
        "Een diëtist helpt u eiwitrijke maaltijden te plannen; eiwitrijke producten staan in de gids.",
      ],
    ],
  },
  "grip-strength": {
    title: "Knijpkracht",
    summary:
      "Knijpkracht, gemeten door in een handdynamometer te knijpen, is een eenvoudige maat voor de algemene spierkracht. In grote studies hangt een zwakkere knijpkracht samen met een hoger risico op beperkingen, hartziekten en vroegtijdig overlijden; het is dus een nuttig teken van lichamelijke veerkracht, geen doel op zich. Ze neemt af met leeftijd en weinig bewegen en verbetert met krachttraining voor het hele lichaam.",
    insights: [
      "Knijpkracht weerspiegelt de totale kracht, dus alleen de handen trainen heeft minder zin dan het hele lichaam trainen.",
      "Uitslagen worden vergeleken met waarden voor leeftijd en geslacht; sommige klinieken en check-ups meten haar.",
      "Plotseling krachtverlies in één hand, zeker met gevoelloosheid of andere klachten, vraagt om dringende medische hulp.",
    ],
    steps: [
      [
        "Train het hele lichaam",
        "Een trainer kan een programma maken met trek-, draag- en tiloefeningen die ook de grip versterken.",
      ],
      [
        "Laat haar meten",
        "Vraag uw huisarts, een sportarts of de check-up van een kliniek haar met normwaarden te vergelijken.",
      ],
      [
        "Voeg draag- en hangoefeningen toe",
        "Farmer's walks en hangen aan een stang zijn eenvoudige gripoefeningen; merken van fitnessmateriaal staan in de gids.",
      ],
    ],
  },
  "zone-2": {
    title: "Zone 2-training",
    summary:
      "Zone 2 staat voor gelijkmatige duurtraining op lage tot matige intensiteit, ongeveer waar u nog in hele zinnen kunt praten. Het bouwt de aerobe basis op, verbetert hoe spieren vet en glucose gebruiken en is makkelijk te herstellen, zodat u het vaak kunt doen. Het is populair geworden in de longevity-wereld; het bewijs ondersteunt regelmatige matige duurbeweging in het algemeen, en de precieze hartslagzone doet er minder toe dan volhouden.",
    insights: [
      "Zones zijn te schatten met een hartslagmeter of de praattest; labtests die lactaat of ademgassen meten, geven de nauwkeurigste drempels.",
      "Enkele uren matige training per week, gecombineerd met wat zwaardere intervallen, verbeteren de VO2max het meest.",
      "Stevig wandelen, fietsen, zwemmen of roeien tellen allemaal; de beste keuze is wat u regelmatig zult doen.",
    ],
    steps: [
      ["Vind uw zone", "Gebruik de praattest of een hartslagmeter; borstbanden en horloges staan in de gids."],
      [
        "Overleg met een arts bij risicofactoren",
        "Een hartziekte, klachten op de borst bij inspanning of meerdere risicofactoren vragen om een controle voordat u begint.",
      ],
      ["Laat uw drempels testen voor precisie", "Een sportmedische praktijk kan uw lactaat- of ademdrempels meten."],
    ],
  },
  hiit: {
    title: "Intervaltraining (HIIT)",
    summary:
      "Hoogintensieve intervaltraining wisselt korte zware inspanningen af met herstel, zoals het Noorse 4x4-protocol met vier minuten zwaar en drie minuten rustig. Het verbetert efficiënt de VO2max en de bloedsuikerregeling, en studies bij ouderen laten zien dat het haalbaar en effectief is. Omdat het hart en gewrichten zwaar belast, werkt het het best als aanvulling, een of twee keer per week, op een basis van regelmatige matige beweging.",
    insights: [
      "Zware trainingen vragen om herstel; meer is niet beter, en te veel intensieve training verhoogt het risico op blessures en overtraining.",
      "Een goede warming-up en de intensiteit over weken geleidelijk opbouwen maken intervallen veiliger.",
      "Pijn op de borst, ongewone benauwdheid, duizeligheid of hartkloppingen tijdens het sporten betekenen: stoppen en naar een arts.",
    ],
    steps: [
      [
        "Laat eerst uw hart nakijken",
        "Bij een hartziekte, hoge bloeddruk of als beginner overlegt u voor intensieve training met uw huisarts of een cardioloog.",
      ],
      [
        "Begin met een eenvoudig protocol",
        "Een trainer past de intervallen aan uw conditie aan; hartslagmeters in de gids helpen bij het doseren.",
      ],
      [
        "Plan hersteldagen",
        "Rustige dagen, slaap en voeding laten de training werken; een trainer helpt de week in balans te brengen.",
      ],
    ],
  },
  "daily-steps": {
    title: "Dagelijkse stappen en wandelen",
    summary:
      "Wandelen is de meest toegankelijke vorm van bewegen. Grote studies verbinden meer stappen per dag met een lager risico op vroegtijdig overlijden en hartziekten, met voordelen die voor de meeste volwassenen oplopen tot ongeveer zeven- à tienduizend stappen per dag en daarna afvlakken; de beroemde 10.000 was oorspronkelijk een reclamegetal. Stevig doorwandelen en lang zitten onderbreken geven extra winst.",
    insights: [
      "Elke toename helpt het meest als u laag begint; de grootste winst zit in de stap van heel weinig naar een matig aantal stappen.",
      "Een korte wandeling na de maaltijd dempt de stijging van de bloedsuiker.",
      "Telefoons en wearables tellen stappen goed genoeg om trends te volgen, ook al verschillen de absolute aantallen per apparaat.",
    ],
    steps: [
      [
        "Ken uw startpunt",
        "Tel een week lang uw stappen met uw telefoon of een wearable en doe er daarna elke week een beetje bij.",
      ],
      [
        "Maak wandelen veilig en prettig",
        "Beperken pijn of evenwichtsproblemen het wandelen, dan kan een huisarts of fysiotherapeut helpen.",
      ],
      [
        "Bouw het in uw dag in",
        "Wandelend vergaderen, de trap en een wandeling na het eten tellen op; activiteitenapps in de gids kunnen u eraan herinneren.",
      ],
    ],
  },
  "mobility-balance": {
    title: "Mobiliteit, lenigheid en evenwicht",
    summary:
      "Mobiliteit en evenwicht laten u vrij bewegen en voorkomen vallen, dat met de leeftijd een van de belangrijkste oorzaken van letsel wordt. Het evenwicht gaat vanaf middelbare leeftijd achteruit maar reageert goed op training: programma's met evenwichts- en krachtoefeningen verminderen vallen bij ouderen in overzichtsstudies met ongeveer een kwart. Yoga, tai chi en pilates combineren mobiliteit, evenwicht en kracht, en regelmatig rekken houdt de bewegingsvrijheid op peil.",
    insights: [
      "Eenvoudige tests, zoals op één been staan of zonder handen uit een stoel opstaan, geven een ruwe indruk van evenwicht en beenkracht.",
      "Tai chi hoort bij de best onderbouwde manieren om vallen bij ouderen te voorkomen.",
      "Duizeligheid, herhaald vallen of plotselinge evenwichtsproblemen moeten door een arts worden beoordeeld, want medicijnen, bloeddruk of het binnenoor kunnen de oorzaak zijn.",
    ],
    steps: [
      [
        "Laat uw beweging beoordelen",
        "Een fysiotherapeut kan uw mobiliteit en evenwicht testen en oefeningen voorstellen.",
      ],
      [
        "Volg een les",
        "Yoga, tai chi of pilates bevorderen mobiliteit en evenwicht; sommige klinieken in de gids bieden ze aan.",
      ],
      [
        "Bespreek vallen en duizeligheid met uw huisarts",
        "Uw arts kan medicijnen, bloeddruk en andere oorzaken nagaan.",
      ],
    ],
  },
  exercise: {
    title: "Beweging en lichamelijke activiteit",
    summary:
      "Regelmatig bewegen is een van de krachtigste dingen die u kunt doen voor een langer en gezonder leven: het verlaagt het risico op hartziekten, diabetes, verschillende vormen van kanker, depressie en dementie. De WHO adviseert volwassenen per week 150 tot 300 minuten matig intensieve of 75 tot 150 minuten zwaar intensieve duurbeweging, plus spierversterkende oefeningen op twee of meer dagen en voor ouderen ook balansoefeningen. Een beetje bewegen is beter dan niets, en de winst begint op elke leeftijd.",
    insights: [
      "De grootste gezondheidswinst zit in de stap van niet bewegen naar matig bewegen; u hoeft geen sporter te zijn.",
      "Een mix van duur, kracht, evenwicht en lenigheid dekt de verschillende manieren waarop het lichaam ouder wordt.",
      "Mensen met een hartziekte, klachten op de borst of andere aandoeningen vragen een arts het best hoe ze veilig beginnen.",
    ],
    steps: [
      [
        "Begin veilig",
        "Hebt u een aandoening of bewoog u lang weinig, vraag dan uw huisarts of een sportarts hoe u kunt starten.",
      ],
      [
        "Zoek een plan dat u leuk vindt",
        "Een trainer helpt u duur, kracht en evenwicht te combineren in een routine die bij uw leven past.",
      ],
      ["Houd uw activiteit bij", "Wearables in de gids laten uw activiteit zien en helpen u vol te houden."],
    ],
  },
};
