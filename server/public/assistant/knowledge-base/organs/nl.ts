import "server-only";
import type { TopicTexts } from "../types";
import type { OrganId } from "./topics";

export const nl: TopicTexts<OrganId> = {
  inflammation: {
    title: "Ontsteking en hs-CRP",
    summary:
      "Ontsteking is de reactie van het afweersysteem op letsel of infectie; als een milde, sluimerende vorm aanhoudt, hangt die samen met hartziekten, diabetes en andere ouderdomsaandoeningen. Het hooggevoelige C-reactief proteïne (hs-CRP) is de bloedwaarde die het vaakst wordt gebruikt om deze laaggradige ontsteking in te schatten. Eén waarde kan verhoogd zijn door een verkoudheid, letsel of zware training, dus wordt ze in samenhang gelezen en vaak herhaald.",
    insights: [
      "Cardiologen gebruiken hs-CRP soms om het risico op hart- en vaatziekten nauwkeuriger te bepalen, gemeten als u gezond bent en het liefst twee keer, met enkele weken ertussen.",
      "Veelvoorkomende oorzaken van aanhoudende laaggradige ontsteking zijn buikvet, roken, slecht slapen, weinig bewegen, tandvleesziekte en sommige darmproblemen.",
      "Eten met veel groente, peulvruchten, volkoren, olijfolie, noten en vette vis gaat samen met regelmatig bewegen met lagere ontstekingswaarden.",
      "Een duidelijk verhoogd CRP wijst op een acute infectie of ontsteking en vraagt om beoordeling door een arts, niet om leefstijlaanpassingen.",
    ],
    steps: [
      [
        "Meet hs-CRP als u gezond bent",
        "Test als u een paar weken geen verkoudheid, letsel of zware training hebt gehad, en herhaal een verhoogde waarde.",
      ],
      [
        "Zoek de oorzaak",
        "Een preventief of functioneel werkende arts kijkt naar factoren als buikvet, slaap, darmen of gebit.",
      ],
      [
        "Eet ontstekingsremmend",
        "Een voedingsdeskundige helpt u een mediterraan eetpatroon op te bouwen dat bij uw smaak past.",
      ],
    ],
  },
  "gut-health": {
    title: "Darmgezondheid",
    summary:
      "Darmgezondheid gaat over hoe goed u voedsel verteert en over de biljoenen microben in uw darmen, het darmmicrobioom. Deze microben helpen vezels af te breken, maken stoffen die de darmwand voeden en werken samen met het afweersysteem en de stofwisseling. Het onderzoek gaat snel, maar hoe een 'gezond' microbioom er voor een individu uitziet, is nog niet goed omschreven.",
    insights: [
      "Voedingsvezels en een grote variatie aan plantaardig voedsel zijn de best onderbouwde manieren om een divers microbioom te voeden; gefermenteerd voedsel helpt misschien ook.",
      "Microbioomtests voor consumenten beschrijven welke microben aanwezig zijn; ze kunnen interessant en leerzaam zijn, maar zijn geen diagnostisch hulpmiddel.",
      "Aanhoudende pijn, een blijvende verandering in de ontlasting, bloed bij de ontlasting of onverklaard gewichtsverlies horen bij een arts, niet bij een testkit.",
      "Slaap, stress en alcohol hebben bij veel mensen duidelijk invloed op darmklachten.",
    ],
    steps: [
      [
        "Ga naar een arts bij aanhoudende klachten",
        "Langdurige pijn, veranderingen in de ontlasting, bloed bij de ontlasting of gewichtsverlies moeten eerst door een arts worden beoordeeld.",
      ],
      [
        "Eet meer vezels en meer plantaardige variatie",
        "Een diëtist met aandacht voor darmgezondheid helpt u vezels geleidelijk te verhogen, wat veel mensen beter verdragen.",
      ],
      [
        "Overweeg een microbioomtest voor inzicht",
        "Nuttig uit nieuwsgierigheid en voor motivatie, niet voor een diagnose.",
      ],
    ],
  },
  "liver-enzymes": {
    title: "Leverwaarden (ALAT, GGT)",
    summary:
      "ALAT en GGT zijn enzymen die in een standaard leverpanel worden gemeten. ALAT stijgt als levercellen belast of beschadigd zijn, en GGT is gevoelig voor alcohol, sommige medicijnen en galwegproblemen. De meest voorkomende oorzaak van licht verhoogde leverwaarden in Europa is tegenwoordig vet dat zich in de lever ophoopt, samenhangend met overgewicht, insulineresistentie en alcohol.",
    insights: [
      "Leverwaarden kunnen tijdelijk hoger zijn na zware inspanning, alcohol of door sommige medicijnen of supplementen; een licht afwijkende uitslag wordt daarom meestal herhaald.",
      "Leververvetting geeft vaak geen klachten; artsen beoordelen haar met een echo of niet-invasieve scores.",
      "Afvallen, minder alcohol en frisdrank en regelmatig bewegen kunnen leververvetting flink verbeteren.",
      "Kruiden- en bodybuildingsupplementen zijn een bekende oorzaak van leverschade; vertel uw arts alles wat u gebruikt.",
    ],
    steps: [
      [
        "Herhaal en bespreek met een arts",
        "Vraag of de uitslag herhaald moet worden en wat haar kan verklaren, ook alcohol, medicijnen en supplementen.",
      ],
      [
        "Laat een volledig lever- en stofwisselingspanel doen",
        "Leverwaarden lees je het best samen met glucose, bloedvetten en HbA1c.",
      ],
      ["Minder alcohol en frisdrank", "Een diëtist helpt u veranderingen te maken die blijven."],
    ],
  },
  "kidney-egfr": {
    title: "Nierfunctie (eGFR)",
    summary:
      "De eGFR (geschatte glomerulaire filtratiesnelheid) schat hoe goed uw nieren afvalstoffen uit het bloed filteren. Ze wordt berekend uit het creatinine, soms uit cystatine C, samen met leeftijd en geslacht. De nierfunctie daalt langzaam met de leeftijd; hoge bloeddruk en diabetes zijn de meest voorkomende oorzaken van chronische nierschade, en een beginnende nierziekte geeft meestal geen klachten – daarom zijn tests belangrijk.",
    insights: [
      "Creatinine hangt af van de spiermassa, dus zeer gespierde mensen of wie creatine gebruikt, kunnen een lagere eGFR hebben zonder nierziekte; cystatine C helpt dat te verduidelijken.",
      "De albumine-creatinineratio in de urine spoort vroege nierschade op die de eGFR kan missen.",
      "Bloeddruk en bloedsuiker goed regelen, niet roken en geen pijnstillers zoals NSAID's regelmatig gebruiken zonder overleg beschermen de nierfunctie.",
    ],
    steps: [
      [
        "Beoordeel de eGFR samen met een urinetest",
        "Vraag uw arts of een albuminetest in de urine moet worden toegevoegd.",
      ],
      ["Ken uw bloeddruk", "Meet hem regelmatig; thuismeters van merken voor medische apparatuur maken dat makkelijk."],
      ["Laat medicijnen en supplementen nakijken", "Een apotheker kan nagaan of iets wat u gebruikt de nieren belast."],
    ],
  },
  "bone-density": {
    title: "Botdichtheid en botontkalking",
    summary:
      "De botdichtheid bereikt haar hoogtepunt in de vroege volwassenheid en neemt daarna langzaam af, bij vrouwen na de overgang sneller. Osteoporose betekent dat de botten dun en broos zijn geworden en makkelijker breken, vaak zonder waarschuwing tot er een breuk ontstaat. Een DEXA-scan meet de botdichtheid en helpt artsen, samen met leeftijd, geslacht en risicofactoren, het risico op een breuk in te schatten. Bewegen, voeding en zo nodig medicijnen verlagen dat risico.",
    insights: [
      "Risicofactoren zijn onder meer een vroege overgang, een laag lichaamsgewicht, roken, veel alcohol, langdurig prednisongebruik, sommige aandoeningen en een ouder met een heupbreuk.",
      "Gewichtdragende oefeningen en krachttraining prikkelen het bot, en balanstraining verlaagt het risico op vallen, de oorzaak van de meeste breuken.",
      "Genoeg calcium uit voeding, vitamine D en eiwit ondersteunen de botten; supplementen kiest u het best samen met een arts, want meer is niet altijd beter.",
    ],
    steps: [
      [
        "Vraag of een botdichtheidsmeting zinvol is",
        "Uw huisarts kan uw risicofactoren beoordelen en beslissen of een DEXA-scan voor u zin heeft.",
      ],
      [
        "Controleer vitamine D en uw voeding",
        "Een vitamine D-test en een blik op uw calcium- en eiwitinname laten zien of er iets ontbreekt.",
      ],
      [
        "Belast uw botten en train uw balans",
        "Een fysiotherapeut of trainer stelt een veilig programma samen met kracht-, spring- en balansoefeningen.",
      ],
    ],
  },
  hearing: {
    title: "Gehoor en oorsuizen",
    summary:
      "Gehoorverlies komt met de leeftijd en door lawaai heel vaak voor en ontstaat vaak zo geleidelijk dat anderen het eerst merken. Onbehandeld gehoorverlies hangt samen met sociaal isolement en geldt in grote overzichtsstudies als een van de belangrijkste beïnvloedbare risicofactoren voor dementie; of hoortoestellen dat risico verlagen, wordt onderzocht, met bemoedigende resultaten. Oorsuizen (tinnitus), een piep of ruis in de oren, heeft veel oorzaken en verdient controle, zeker als het aan één kant zit.",
    insights: [
      "Een gehoortest is snel en pijnloos; veel audiciens bieden er een aan.",
      "Moderne hoortoestellen zijn klein en doeltreffend, toch wachten veel mensen jaren voordat ze er een proberen.",
      "Plotseling gehoorverlies aan één oor is een spoedgeval voor de KNO-arts, het liefst binnen een à twee dagen.",
      "Lawaai is de best te voorkomen oorzaak: beperk hard geluid en gebruik gehoorbescherming bij concerten, met lawaaiig gereedschap en op lawaaiige werkplekken.",
    ],
    steps: [
      ["Laat uw gehoor testen", "Een audicien kan uw gehoor testen en de uitslag en mogelijkheden uitleggen."],
      [
        "Ga snel naar een arts bij plotselinge veranderingen",
        "Plotseling gehoorverlies, oorsuizen aan één kant of oorpijn horen zonder uitstel bij de huisarts of KNO-arts.",
      ],
      ["Bescherm uw oren tegen lawaai", "Oordoppen voor concerten, reizen en slapen staan in de gids."],
    ],
  },
  "eye-health": {
    title: "Gezonde ogen en zicht",
    summary:
      "Veel oogziekten die het zicht bedreigen, zoals glaucoom, maculadegeneratie en oogschade door diabetes, geven in het begin geen klachten. Daarom zijn regelmatige oogonderzoeken belangrijk, vooral na je veertigste en bij diabetes, hoge bloeddruk of oogziekten in de familie. Staar, een vertroebeling van de lens, komt op oudere leeftijd veel voor en is goed te opereren. Roken, slecht geregelde diabetes en uv-licht verhogen de risico's voor de ogen.",
    insights: [
      "Het meten van de oogdruk en het bekijken van oogzenuw en netvlies sporen glaucoom vroeg op, voordat zicht verloren gaat.",
      "Een goed geregelde bloedsuiker en bloeddruk beschermen de kleine bloedvaten van het netvlies.",
      "Plotseling zichtverlies, een gordijn voor een deel van het beeld, nieuwe lichtflitsen en vlekjes of een pijnlijk rood oog vragen dezelfde dag nog om medische zorg.",
    ],
    steps: [
      [
        "Laat uw ogen regelmatig onderzoeken",
        "Een oogarts of optometrist kan zeggen hoe vaak u op controle moet, afhankelijk van uw leeftijd en risico's.",
      ],
      [
        "Houd bloedsuiker en bloeddruk op peil",
        "Uw huisarts kan HbA1c en bloeddruk controleren; beide zijn belangrijk voor de ogen.",
      ],
      [
        "Ken de alarmsignalen",
        "Plotselinge veranderingen in het zien zijn dringend; vraag uw huisarts bij welke klachten u dezelfde dag hulp nodig hebt.",
      ],
    ],
  },
  "skin-health": {
    title: "Gezonde huid en huidveroudering",
    summary:
      "Het grootste deel van zichtbare huidveroudering – rimpels, pigmentvlekken en verlies van elasticiteit – komt door zonlicht en niet alleen door de leeftijd, en uv-straling is ook de belangrijkste oorzaak van huidkanker. Dagelijkse zonbescherming, niet roken en een gezonde leefstijl zijn de best onderbouwde manieren om de huid gezond te houden. Sommige behandelingen, zoals retinoïden op de huid, zijn goed onderbouwd tegen zonschade, terwijl veel crèmes en supplementen veel beloven met weinig bewijs.",
    insights: [
      "Controleer uw huid: een moedervlek die verandert van grootte, vorm of kleur, bloedt of er anders uitziet dan de andere, hoort door een arts te worden bekeken.",
      "Zonnebrandcrème met breed spectrum, schaduw en kleding beschermen het best; een bruine kleur is een teken van huidschade.",
      "Sommige medicijnen maken de huid gevoeliger voor de zon; een apotheker kan zeggen of dat voor de uwe geldt.",
    ],
    steps: [
      [
        "Laat veranderende moedervlekken nakijken",
        "Een dermatoloog kan uw huid onderzoeken en adviseren hoe vaak u op controle moet.",
      ],
      [
        "Kies behandelingen met bewijs",
        "Een dermatoloog legt uit welke behandelingen tegen zonschade en veroudering bewezen zijn; klinieken in de gids bieden huidbehandelingen aan.",
      ],
      [
        "Stop met roken en laat uw medicijnen nakijken",
        "Roken versnelt huidveroudering; uw huisarts helpt u stoppen en controleert medicijnen die de zongevoeligheid verhogen.",
      ],
    ],
  },
  "oral-health": {
    title: "Mondgezondheid en tandvlees",
    summary:
      "Tandvleesontsteking die dieper gaat (parodontitis) komt veel voor bij volwassenen en is in het begin vaak pijnloos; tekenen zijn bloedend tandvlees, een slechte adem en terugtrekkend tandvlees of loszittende tanden. Naast tandverlies hangt het samen met diabetes en hart- en vaatziekten: behandeling van parodontitis verbetert de bloedsuikerregeling bij diabetes, terwijl nog wordt onderzocht of het hartziekten voorkomt. Dagelijks poetsen en regelmatige controles bij de tandarts voorkomen de meeste problemen.",
    insights: [
      "Tandvlees dat bloedt bij het poetsen is niet normaal; het is een vroeg teken van ontsteking die de tandarts kan behandelen.",
      "Twee keer per dag poetsen met fluoridetandpasta en tussen de tanden reinigen vormen de basis.",
      "Roken en slecht geregelde diabetes verhogen het risico op parodontitis sterk.",
    ],
    steps: [
      [
        "Ga regelmatig naar de tandarts",
        "Een controle en professionele reiniging vinden tandvleesziekte vroeg; vraag hoe vaak u moet komen.",
      ],
      [
        "Kijk naar het grotere geheel",
        "Hebt u parodontitis, vraag dan uw huisarts of bloedsuiker of ontstekingswaarden gecontroleerd moeten worden.",
      ],
      [
        "Reinig elke dag tussen uw tanden",
        "Uw tandarts of mondhygiënist laat zien welke floss of ragers bij uw gebit passen.",
      ],
    ],
  },
  "lung-health": {
    title: "Gezonde longen en ademhaling",
    summary:
      "De longfunctie bereikt haar hoogtepunt in de vroege volwassenheid en neemt daarna langzaam af met de leeftijd, veel sneller bij roken. Chronische aandoeningen als astma en COPD komen veel voor en worden vaak niet herkend; een eenvoudige blaastest (spirometrie) kan ze opsporen. Niet roken, vervuilde lucht waar mogelijk vermijden, actief blijven en de aanbevolen vaccinaties halen beschermen de longen. Plotselinge ernstige benauwdheid of pijn op de borst is een spoedgeval.",
    insights: [
      "Hoesten dat langer dan een paar weken aanhoudt, piepende ademhaling of benauwdheid bij dagelijkse bezigheden verdienen een medische controle.",
      "Stoppen met roken remt op elke leeftijd de achteruitgang van de longfunctie.",
      "Regelmatige duurbeweging herstelt de longen niet, maar verbetert de conditie en hoe benauwd u zich voelt bij inspanning; longrevalidatie helpt mensen met een longziekte.",
    ],
    steps: [
      [
        "Laat aanhoudende klachten onderzoeken",
        "Uw huisarts kan een spirometrie regelen bij langdurig hoesten, piepen of benauwdheid.",
      ],
      [
        "Stop met roken, met hulp",
        "Stoppen-met-rokenprogramma's vergroten de kans om blijvend te stoppen tot meer dan het dubbele.",
      ],
      [
        "Blijf actief",
        "Een huisarts of fysiotherapeut kan een veilig beweegplan voorstellen; wearables in de gids houden activiteit en conditie bij.",
      ],
    ],
  },
  "immune-system": {
    title: "Afweersysteem",
    summary:
      "Het afweersysteem beschermt tegen infecties en ruimt ook beschadigde cellen op; met de leeftijd wordt het minder effectief en vatbaarder voor laaggradige ontsteking. Slaap, regelmatig bewegen, gevarieerd eten, niet roken, weinig alcohol en de aanbevolen vaccinaties zijn de best onderbouwde manieren om het goed te laten werken. Producten die de weerstand zouden 'boosten', missen meestal bewijs, behalve bij het aanvullen van een echt tekort, zoals aan vitamine D.",
    insights: [
      "Vaak terugkerende, ernstige of ongewone infecties zijn een reden om naar de arts te gaan, die bijvoorbeeld bloedbeeld, antistoffen of andere oorzaken kan nagaan.",
      "In studies vergroot kort slapen de kans op een verkoudheid na blootstelling.",
      "Vaccinaties tegen griep, pneumokokken, gordelroos en andere worden belangrijker met de leeftijd; uw arts kan zeggen welke voor u gelden.",
    ],
    steps: [
      [
        "Ga naar de arts bij vaak terugkerende infecties",
        "Uw huisarts kan naar onderliggende oorzaken zoeken en uw vaccinaties nalopen.",
      ],
      [
        "Test op echte tekorten",
        "Tests op vitamine D, ijzer en B12 laten zien of er iets ontbreekt; labs in de gids bieden ze aan.",
      ],
      ["Eet gevarieerd", "Een diëtist helpt u uw behoefte te dekken met groente, fruit, eiwit en vezels."],
    ],
  },
  alcohol: {
    title: "Alcohol en gezondheid",
    summary:
      "Alcohol verhoogt het risico op verschillende vormen van kanker, hoge bloeddruk, boezemfibrilleren, leverziekte en ongelukken, en het verstoort de slaap. Het oude idee dat matig drinken het hart beschermt, is door nieuwer onderzoek verzwakt, en gezondheidsautoriteiten zeggen nu dat minder beter is en dat geen enkele hoeveelheid zonder risico is. Minderen levert binnen enkele weken winst op voor bloeddruk, slaap, gewicht en lever.",
    insights: [
      "Alcoholvrije dagen, kleinere glazen en bijhouden wat u drinkt helpen veel mensen minderen.",
      "Leverwaarden zoals GGT kunnen veel drinken weerspiegelen, maar normale uitslagen betekenen niet dat drinken onschuldig is.",
      "Drinkt u dagelijks veel, stop dan niet ineens, want plotseling stoppen kan gevaarlijk zijn; vraag eerst medisch advies.",
    ],
    steps: [
      [
        "Zoek hulp als minderen moeilijk is",
        "Uw huisarts of een verslavingszorginstelling helpt vertrouwelijk, met begeleiding en zo nodig medicijnen.",
      ],
      [
        "Laat uw lever controleren",
        "Een leverpanel laat zien of alcohol uw lever heeft aangetast; labs in de gids bieden het aan.",
      ],
      [
        "Houd uw drinken en gewoonten bij",
        "Apps in de gids helpen patronen te zien en drinkgewoonten door andere te vervangen.",
      ],
    ],
  },
  smoking: {
    title: "Roken en vapen",
    summary:
      "Roken is de grootste afzonderlijke vermijdbare oorzaak van ziekte en vroegtijdig overlijden: het veroorzaakt long- en andere kankers, hartinfarcten, beroertes, COPD en snellere veroudering van huid en bloedvaten. Stoppen loont op elke leeftijd: het hartrisico daalt al in het eerste jaar en blijft dalen. E-sigaretten zijn veel minder schadelijk dan roken en kunnen sommige rokers helpen stoppen, maar ze zijn niet zonder risico en worden niet aangeraden aan niet-rokers.",
    insights: [
      "Gedragsmatige begeleiding combineren met nicotinevervangers of medicijnen op recept vergroot de kans om te stoppen tot meer dan het dubbele.",
      "De meeste mensen hebben meerdere pogingen nodig; elke poging vergroot de kans op succes.",
      "Wie lang veel heeft gerookt, kan in sommige landen meedoen aan longkankerscreening; vraag het uw arts.",
    ],
    steps: [
      [
        "Gebruik een stoppen-met-rokenprogramma",
        "Gratis landelijke stoplijnen en programma's bieden begeleiding en een plan op maat.",
      ],
      [
        "Vraag naar medicijnen",
        "Uw huisarts of apotheker legt nicotinevervangers en receptopties uit en wat bij u past.",
      ],
      [
        "Laat hart en longen controleren",
        "Een check-up met bloeddruk en bloedvetten laat zien waar u staat; klinieken in de gids bieden dat aan.",
      ],
    ],
  },
  "joint-pain": {
    title: "Rug-, knie- en gewrichtspijn",
    summary:
      "Rug-, knie- en andere gewrichtspijn horen bij de meest voorkomende redenen om naar de huisarts te gaan, en de meeste periodes van rugpijn gaan binnen enkele weken over. Artrose, slijtage van de gewrichten, komt vaker voor op oudere leeftijd en bij overgewicht. De meeste mensen hebben meer aan actief blijven, de spieren rond het gewricht versterken en bij overgewicht wat afvallen dan aan rust, en beeldvorming is in het begin zelden nodig.",
    insights: [
      "Oefentherapie is de best onderbouwde behandeling bij knie- en heupartrose en bij langdurige lage rugpijn; een fysiotherapeut kan die op u afstemmen.",
      "Alarmsignalen vragen snel om medische zorg: rugpijn met krachtverlies in de benen of gevoelloosheid in het kruis, verlies van controle over blaas of darm, koorts, een recente val of onverklaard gewichtsverlies, en een warm, gezwollen gewricht.",
      "Pijnstillers hebben bij langdurig gebruik bijwerkingen, vooral ontstekingsremmers voor maag, nieren en hart; vraag uw arts of apotheker wat bij u past.",
    ],
    steps: [
      [
        "Laat aanhoudende pijn beoordelen",
        "Een huisarts of fysiotherapeut kan u onderzoeken en een oefenplan voor rug of gewrichten opstellen.",
      ],
      [
        "Weet wanneer u snel naar een arts moet",
        "Pijn met alarmsignalen, na een ongeluk of die steeds erger wordt, hoort door een huisarts of orthopeed te worden bekeken.",
      ],
      [
        "Blijf actief en bouw kracht op",
        "Regelmatig bewegen en krachttraining beschermen de gewrichten; klinieken in de gids bieden fysiotherapie en training aan.",
      ],
    ],
  },
};
