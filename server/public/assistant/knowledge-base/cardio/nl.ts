import "server-only";
import type { TopicTexts } from "../types";
import type { CardioId } from "./topics";

export const nl: TopicTexts<CardioId> = {
  "ldl-cholesterol": {
    title: "LDL-cholesterol",
    summary:
      "LDL-cholesterol (LDL-C) meet het cholesterol dat wordt vervoerd in lipoproteïnen met een lage dichtheid. In de loop der jaren kunnen deze deeltjes de vaatwand binnendringen en zich ophopen als plaque (atherosclerose). Daarom is LDL-C een van de best onderzochte en meest beïnvloedbare markers van het risico op hart- en vaatziekten. Eén goede waarde voor iedereen bestaat niet: richtlijnen stellen een persoonlijk streefdoel vast op basis van uw totale risico, leeftijd, familiegeschiedenis en andere aandoeningen.",
    insights: [
      "Cardiologen beoordelen LDL-C altijd samen met het totale risico: dezelfde waarde kan voor de een prima zijn en voor de ander te hoog.",
      "ApoB telt de plaquevormende deeltjes rechtstreeks en Lp(a) is grotendeels erfelijk; veel preventieve artsen voegen beide toe aan het standaard lipidenprofiel, vooral bij hartziekten op jonge leeftijd in de familie.",
      "Eten met veel vezels, peulvruchten, noten en onverzadigde vetten en minder verzadigd vet, regelmatig bewegen en niet roken helpen veel mensen; sommigen hebben daarnaast medicijnen nodig, een beslissing voor u en uw arts.",
      "Een zeer hoog LDL-C, of een hoge waarde op jonge leeftijd, kan erfelijk zijn (familiaire hypercholesterolemie) en hoort door een arts beoordeeld te worden.",
    ],
    steps: [
      [
        "Bespreek uw lipidenprofiel met een arts",
        "Vraag uw huisarts of een preventief cardioloog uw LDL-C te beoordelen tegen uw persoonlijke risico op hart- en vaatziekten en samen een streefwaarde af te spreken.",
      ],
      [
        "Overweeg een ApoB- en Lp(a)-test",
        "Deze uitgebreide lipidentests vullen het LDL-C aan; meerdere labs in de gids bieden ze aan als bloedtest.",
      ],
      [
        "Werk aan voeding en beweging",
        "Een voedingsdeskundige helpt u op weg naar een vezelrijk, hartgezond eetpatroon dat u kunt volhouden.",
      ],
    ],
  },
  apob: {
    title: "ApoB",
    summary:
      "Apolipoproteïne B (ApoB) zit op elk LDL-, VLDL- en Lp(a)-deeltje. De waarde laat daardoor zien hoeveel mogelijk plaquevormende deeltjes er in uw bloed circuleren. Omdat ApoB deeltjes telt in plaats van het cholesterol dat ze dragen, kan het een risico zichtbaar maken dat een gewone LDL-C-waarde mist, bijvoorbeeld bij hoge triglyceriden. Europese richtlijnen erkennen ApoB als nuttige marker naast LDL-C.",
    insights: [
      "ApoB en LDL-C bewegen meestal samen; als ze uiteenlopen, geven veel lipidenspecialisten meer gewicht aan ApoB.",
      "Zo'n verschil komt vaker voor bij hoge triglyceriden, insulineresistentie, diabetes type 2 of overgewicht.",
      "Wat LDL-C verlaagt, in leefstijl of met medicijnen, verlaagt ook ApoB; het is vooral een scherpere manier om hetzelfde risico te volgen.",
    ],
    steps: [
      [
        "Laat ApoB meenemen bij uw volgende lipidentest",
        "Vraag naar ApoB naast het standaard lipidenprofiel; meerdere labs in de gids bieden het aan.",
      ],
      [
        "Bespreek de uitslag in samenhang",
        "Een preventief cardioloog kan ApoB plaatsen binnen uw totale risico en uw familiegeschiedenis.",
      ],
    ],
  },
  "lipoprotein-a": {
    title: "Lp(a)",
    summary:
      "Lipoproteïne(a), of Lp(a), is een LDL-achtig deeltje met een extra eiwit eraan. De waarde wordt vooral door uw genen bepaald en blijft een leven lang vrij stabiel. Een hoge waarde is een zelfstandige risicofactor voor hartinfarct, beroerte en vernauwing van de aortaklep. Europese richtlijnen adviseren haar minstens één keer op volwassen leeftijd te meten.",
    insights: [
      "Omdat Lp(a) grotendeels erfelijk is, verandert leefstijl er weinig aan; artsen zien een hoge waarde als reden om alle andere risicofactoren extra serieus te nemen.",
      "Een hoge uitslag is ook belangrijk voor naaste familieleden, omdat zij hem geërfd kunnen hebben.",
      "Behandelingen die specifiek Lp(a) verlagen worden in studies onderzocht; voorlopig ligt de nadruk op het verlagen van het totale risico.",
    ],
    steps: [
      [
        "Laat Lp(a) één keer meten",
        "Eén bloedtest is meestal genoeg, omdat de waarde in de loop van het leven weinig verandert.",
      ],
      [
        "Bespreek uw totale risico met een arts",
        "Is uw waarde hoog, vraag dan hoe dat uw streefwaarden voor LDL-C, bloeddruk en andere risicofactoren verandert.",
      ],
      ["Vertel het uw familie", "Naaste familieleden willen misschien met hun eigen arts over een test praten."],
    ],
  },
  triglycerides: {
    title: "Triglyceriden",
    summary:
      "Triglyceriden zijn de belangrijkste vorm waarin het lichaam vet opslaat en via het bloed als brandstof vervoert. Verhoogde waarden gaan vaak samen met veel geraffineerde koolhydraten en alcohol, overgewicht, insulineresistentie en sommige medicijnen of aandoeningen, en ze verhogen het risico op hart- en vaatziekten. Zeer hoge waarden kunnen ook een ontsteking van de alvleesklier veroorzaken, waarvoor medische zorg nodig is.",
    insights: [
      "Triglyceriden reageren snel op recente maaltijden en drankjes; veel labs vragen daarom een nuchtere afname of een herhaling voordat er conclusies worden getrokken.",
      "Hoge triglyceriden met een laag HDL wijzen artsen vaak op insulineresistentie; dan kijken ze ook naar glucose, HbA1c en middelomtrek.",
      "Minder alcohol en suikerhoudende dranken, regelmatig bewegen en afvallen bij overgewicht zijn de betrouwbaarste manieren om ze te verlagen.",
      "Omega-3-vetzuren worden bij hoge triglyceriden soms onder medisch toezicht gebruikt; vraag het uw arts in plaats van uzelf te behandelen.",
    ],
    steps: [
      [
        "Herhaal en beoordeel de test",
        "Vraag uw arts of een nuchtere herhaling nodig is en hoe de uitslag past bij uw andere bloedvetten.",
      ],
      [
        "Controleer uw stofwisselingswaarden",
        "HbA1c en nuchtere insuline laten zien of de bloedsuikerregeling een rol speelt.",
      ],
      [
        "Kijk naar drinken en eten",
        "Een diëtist helpt u blijvend minder alcohol, frisdrank en geraffineerde koolhydraten te gebruiken.",
      ],
    ],
  },
  "hdl-cholesterol": {
    title: "HDL-cholesterol",
    summary:
      "HDL-cholesterol wordt vaak het 'goede' cholesterol genoemd, omdat HDL-deeltjes cholesterol uit de vaatwand terug naar de lever helpen brengen. Een laag HDL gaat meestal samen met andere risicofactoren, zoals insulineresistentie, weinig beweging of roken. Een zeer hoog HDL beschermt niet per se extra, en medicijnen die alleen het HDL verhogen, voorkwamen in studies grotendeels geen hartinfarcten.",
    insights: [
      "Artsen lezen HDL als onderdeel van het hele lipidenprofiel; non-HDL-cholesterol en de verhouding totaal cholesterol/HDL zeggen vaak meer dan HDL alleen.",
      "Regelmatige duurinspanning, niet roken en afvallen bij overgewicht verhogen het HDL meestal een beetje.",
      "Een laag HDL met hoge triglyceriden is een typisch patroon bij insulineresistentie.",
    ],
    steps: [
      [
        "Bekijk het hele lipidenprofiel",
        "Vraag uw arts hoe uw HDL, LDL-C, triglyceriden en totale risico samenhangen.",
      ],
      [
        "Controleer uw stofwisselingsgezondheid",
        "HbA1c en nuchtere insuline laten zien of insulineresistentie meespeelt.",
      ],
      [
        "Beweeg meer, op de meeste dagen",
        "Regelmatige duurbeweging is een van de weinige betrouwbare manieren om HDL te verhogen; een tracker helpt u het vol te houden.",
      ],
    ],
  },
  homocysteine: {
    title: "Homocysteïne",
    summary:
      "Homocysteïne is een aminozuur dat ontstaat wanneer het lichaam methionine uit eiwit verwerkt. Voor de afbraak zijn foliumzuur, vitamine B12 en vitamine B6 nodig. Een verhoogde waarde wijst daarom vaak op een tekort aan deze vitamines, een verminderde nierfunctie, bepaalde medicijnen of erfelijke verschillen. Een verhoogd homocysteïne hangt samen met hart- en vaatziekten en achteruitgang van het denkvermogen.",
    insights: [
      "Homocysteïne verlagen met B-vitamines voorkwam in studies niet consequent hartinfarcten; artsen zien een hoge waarde daarom vooral als aanwijzing voor de oorzaak.",
      "B12, foliumzuur en de nierfunctie worden meestal tegelijk bepaald.",
      "Of B-vitamines bij ouderen met een hoog homocysteïne de veroudering van de hersenen afremmen, wordt nog onderzocht.",
    ],
    steps: [
      [
        "Test het samen met B12 en foliumzuur",
        "De drie uitslagen worden samen beoordeeld, vaak met de nierfunctie erbij.",
      ],
      [
        "Zoek de oorzaak met uw arts",
        "Vraag of voeding, medicijnen, de nierfunctie of erfelijke factoren een verhoogde waarde kunnen verklaren.",
      ],
      [
        "Eet foliumzuurrijk",
        "Bladgroenten, peulvruchten en volkoren producten leveren foliumzuur; een diëtist kan uw inname van B-vitamines nagaan.",
      ],
    ],
  },
  "blood-pressure": {
    title: "Bloeddruk",
    summary:
      "Bloeddruk is de kracht waarmee het bloed tegen de vaatwanden duwt, weergegeven als twee getallen in mmHg: de bovendruk (als het hart samentrekt) en de onderdruk (tussen de slagen). Hoge bloeddruk geeft zelden klachten, maar is over de jaren een van de grootste risicofactoren voor beroerte, hartinfarct, nierziekte en dementie. Leefstijlveranderingen verlagen hem bij veel mensen, en als medicijnen nodig zijn, zijn die goed onderzocht.",
    insights: [
      "Eén hoge meting bij de huisarts zegt weinig; artsen bevestigen hoge bloeddruk met herhaalde metingen, vaak thuis of met een 24-uursmeting.",
      "Minder zout, meer groente, fruit en peulvruchten, regelmatig bewegen, weinig alcohol en afvallen bij overgewicht verlagen de bloeddruk elk een paar punten, en samen kan dat flink oplopen.",
      "Klinisch gevalideerde bovenarmmeters geven thuis betrouwbaardere waarden dan polsmeters.",
      "Of en wanneer u met een medicijn begint, hangt af van uw waarden en totale risico; dat beslist u samen met uw arts.",
    ],
    steps: [
      [
        "Laat uw bloeddruk controleren",
        "Vraag uw huisarts hem te meten en uw waarden uit te leggen in het licht van uw risico op hart- en vaatziekten.",
      ],
      [
        "Meet een week lang thuis",
        "Een gevalideerde bovenarmmeter, elke dag op dezelfde tijden gebruikt, geeft uw arts een beter beeld dan één meting in de praktijk.",
      ],
      [
        "Minder zout, meer bewegen",
        "Een voedingsdeskundige helpt u een patroon als het DASH- of mediterrane dieet in uw dagelijkse maaltijden toe te passen.",
      ],
    ],
  },
  "coronary-calcium": {
    title: "Kalkscore van de kransslagaders en hartscan",
    summary:
      "De coronaire kalkscore (CAC-score) komt uit een CT-scan van het hart met een lage dosis, die verkalkte plaque in de kransslagaders meet. Een score van nul betekent weinig verkalkte plaque; een hogere score betekent meer aderverkalking en een groter risico op een hartinfarct. De scan wordt vooral gebruikt bij een gemiddeld risico, om te beslissen hoe intensief risicofactoren behandeld moeten worden; het is geen screeningstest voor iedereen.",
    insights: [
      "De kalkscore toont alleen plaque die al verhard is; zachte plaque blijft onzichtbaar. Een score van nul verlaagt het risico dus, maar sluit het niet uit, zeker bij jongere mensen en rokers.",
      "De scan geeft een kleine stralingsdosis, en toevallige bevindingen buiten het hart kunnen tot extra onderzoek leiden; bespreek daarom eerst of de uitslag voor u iets zou veranderen.",
      "Een CT-angiografie met contrastmiddel toont de vaten gedetailleerder en wordt meestal bij klachten aangevraagd, niet als check-up.",
    ],
    steps: [
      [
        "Vraag of een kalkscore bij uw risico past",
        "Een huisarts of preventief cardioloog kan zeggen of de uitslag uw behandeling zou veranderen voordat u een scan boekt.",
      ],
      [
        "Begrijp wat de scan inhoudt",
        "Een radioloog kan de stralingsdosis uitleggen, wat het verslag laat zien en wat het niet kan laten zien.",
      ],
      [
        "Combineer hem met uw bloedvetten",
        "ApoB en Lp(a) maken het beeld van de plaquevormende deeltjes compleet; meerdere labs in de gids testen ze.",
      ],
    ],
  },
  "heart-rhythm": {
    title: "Hartritme en boezemfibrilleren",
    summary:
      "Hartkloppingen, het gevoel dat het hart jaagt, bonkt of een slag overslaat, komen veel voor en zijn vaak onschuldig, bijvoorbeeld na cafeïne, alcohol, stress of slecht slapen. Boezemfibrilleren is de meest voorkomende blijvende ritmestoornis: de boezems kloppen onregelmatig, wat onopgemerkt kan blijven en het risico op een beroerte verhoogt. Hartkloppingen met pijn op de borst, flauwvallen of ernstige benauwdheid vragen om spoedhulp.",
    insights: [
      "Ritmestoornissen worden vastgesteld met een ECG dat tijdens de klachten wordt gemaakt; een langere registratie of een horloge-ECG helpt om episodes te vangen die komen en gaan.",
      "Meldingen van een smartwatch of ring over een onregelmatig ritme kunnen een nuttige aanleiding zijn, maar ze geven vals alarm en missen episodes; een medisch ECG bevestigt de diagnose.",
      "Het risico op boezemfibrilleren stijgt met de leeftijd, hoge bloeddruk, slaapapneu, veel alcohol en overgewicht, en daalt als die worden behandeld.",
    ],
    steps: [
      [
        "Laat terugkerende hartkloppingen onderzoeken",
        "Uw huisarts of een cardioloog kan een ECG maken en beslissen of een langere registratie nodig is.",
      ],
      [
        "Leg een episode vast als die optreedt",
        "Sommige horloges maken een eenkanaals-ECG; deel de opnames met uw arts in plaats van ze zelf te interpreteren.",
      ],
      [
        "Noteer wat ze uitlokt",
        "Schrijf cafeïne, alcohol, slaap en stress rond elke episode op om met uw arts te bespreken.",
      ],
    ],
  },
  statins: {
    title: "Statines en andere cholesterolverlagers",
    summary:
      "Statines verlagen het LDL-cholesterol doordat de lever minder cholesterol aanmaakt, en grote studies laten zien dat ze hartinfarcten en beroertes verminderen, het duidelijkst bij mensen met een hoger risico. Andere medicijnen, zoals ezetimibe en PCSK9-remmers, kunnen worden toegevoegd of in plaats daarvan worden gebruikt. Of een medicijn zinvol is, hangt af van uw totale risico op hart- en vaatziekten; dat beslist u samen met uw arts.",
    insights: [
      "Het nut hangt vooral af van hoe hoog uw risico is en hoeveel het LDL daalt; richtlijnen gebruiken risicoscores en soms de kalkscore of Lp(a) om te beslissen.",
      "Spierpijn is de bekendste klacht; in geblindeerde studies komt het meeste daarvan even vaak voor bij een placebo, maar echte bijwerkingen bestaan en verdienen aandacht.",
      "Stop of wijzig nooit op eigen houtje een voorgeschreven medicijn; als bijwerkingen hinderen, kan de arts vaak een ander middel kiezen of de behandeling aanpassen.",
    ],
    steps: [
      [
        "Bespreek uw totale risico",
        "Een huisarts of preventief cardioloog kan uw risico inschatten en uitleggen wat een medicijn voor u wel en niet zou veranderen.",
      ],
      [
        "Bespreek bijwerkingen openlijk",
        "Vertel uw arts of apotheker over klachten en over andere medicijnen of supplementen die u gebruikt.",
      ],
      [
        "Volg het met bloedtests",
        "Lipidentests, inclusief ApoB, laten zien hoe goed de behandeling werkt; labs in de gids bieden ze aan.",
      ],
    ],
  },
};
