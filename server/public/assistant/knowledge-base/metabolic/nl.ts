import "server-only";
import type { TopicTexts } from "../types";
import type { MetabolicId } from "./topics";

export const nl: TopicTexts<MetabolicId> = {
  "blood-glucose": {
    title: "Bloedsuiker en insuline",
    summary:
      "Bloedsuiker (glucose) is de belangrijkste brandstof van uw cellen, en insuline is het hormoon dat glucose de cellen in helpt. De nuchtere glucose laat uw waarde zien na een nacht niet eten, de nuchtere insuline hoe hard uw lichaam moet werken om die waarde te houden. Insulineresistentie, steeds meer insuline nodig hebben voor hetzelfde effect, kan jaren ontstaan voordat de glucose stijgt en hangt samen met diabetes type 2, leververvetting en hartziekten.",
    insights: [
      "De nuchtere glucose alleen kan normaal lijken terwijl de insuline al hoog is; sommige preventieve artsen kijken daarom ook naar nuchtere insuline of HOMA-IR, waarvan de referentiewaarden per lab verschillen.",
      "Na het eten stijgt de glucose vanzelf; het gaat vooral om hoe hoog, hoe snel weer omlaag en het gemiddelde, niet om losse metingen.",
      "Spieren zijn de grootste glucosevoorraad van het lichaam: krachttraining, een korte wandeling na de maaltijd, genoeg slaap en minder stress verbeteren de insulinegevoeligheid.",
      "Continue glucosemeters worden steeds vaker gebruikt door mensen zonder diabetes; ook gezonde mensen hebben pieken, dus de uitslagen bespreekt u het best met een professional.",
    ],
    steps: [
      [
        "Laat nuchtere waarden bepalen",
        "Vraag naar nuchtere glucose, HbA1c en zo nodig nuchtere insuline, en bespreek ze met uw arts.",
      ],
      [
        "Bekijk uw dagpatroon",
        "Een continue glucosemeter die u een paar weken draagt, laat zien hoe maaltijden, slaap en beweging op u werken.",
      ],
      [
        "Bouw bloedsuikervriendelijke gewoonten op",
        "Een voedingsdeskundige helpt met de samenstelling, vezels en timing van maaltijden die bij u passen.",
      ],
    ],
  },
  hba1c: {
    title: "HbA1c",
    summary:
      "HbA1c laat zien welk deel van het hemoglobine in uw rode bloedcellen glucose heeft gebonden. Omdat rode bloedcellen ongeveer drie maanden leven, weerspiegelt het uw gemiddelde bloedsuiker over de afgelopen twee à drie maanden en niet één moment. Artsen gebruiken het samen met de nuchtere glucose om prediabetes en diabetes op te sporen en te volgen.",
    insights: [
      "Bij bloedarmoede, ijzertekort, sommige hemoglobinevarianten, nierziekte of recent bloedverlies kan HbA1c vals hoog of laag uitvallen; artsen bevestigen het dan met glucosemetingen.",
      "Het middelt pieken en dalen: twee mensen met hetzelfde HbA1c kunnen heel verschillende schommelingen per dag hebben, die een continue glucosemeter zichtbaar maakt.",
      "Regelmatig bewegen (vooral na het eten), beter slapen, afvallen bij overgewicht en eten op basis van vezelrijke, onbewerkte producten verbeteren het in enkele maanden.",
    ],
    steps: [
      [
        "Bespreek uw HbA1c met een arts",
        "Vraag wat uw uitslag voor u betekent en of nuchtere glucose of andere tests moeten volgen.",
      ],
      [
        "Test opnieuw met een zinvol interval",
        "Omdat HbA1c ongeveer drie maanden weerspiegelt, heeft vaker testen weinig zin; uw arts kan een interval voorstellen.",
      ],
      [
        "Begrijp uw dagpatroon",
        "Een continue glucosemeter, enkele weken gebruikt met begeleiding, laat zien hoe maaltijden, slaap en beweging op u werken.",
      ],
    ],
  },
  "uric-acid": {
    title: "Urinezuur",
    summary:
      "Urinezuur is een afvalstof die ontstaat wanneer het lichaam purines afbreekt; die zitten in onze eigen cellen en in voedingsmiddelen als rood vlees, orgaanvlees, sommige zeevruchten, bier en suikerhoudende dranken. De nieren voeren het grootste deel af. Blijft de waarde hoog, dan kunnen zich kristallen in gewrichten vormen en jicht veroorzaken; hoge waarden hangen ook samen met nierstenen, hoge bloeddruk en het metabool syndroom.",
    insights: [
      "Veel mensen met een verhoogd urinezuur krijgen nooit jicht; of behandeling nodig is, hangt af van klachten en andere aandoeningen, wat uw arts afweegt.",
      "Alcohol (vooral bier), dranken met veel fructose, overgewicht en sommige plaspillen dragen er vaak aan bij.",
      "Een plotseling warm, gezwollen en zeer pijnlijk gewricht moet snel door een arts worden beoordeeld.",
    ],
    steps: [
      ["Bespreek de uitslag met uw arts", "Zeker als u gewrichtspijn, nierstenen of hoge bloeddruk hebt gehad."],
      ["Test urinezuur samen met de nierfunctie", "Die twee worden vaak samen beoordeeld."],
      [
        "Kijk naar drinken en eten",
        "Een diëtist helpt u op een evenwichtige manier minder bier, frisdrank en purinerijk voedsel te gebruiken.",
      ],
    ],
  },
  "insulin-resistance": {
    title: "Insulineresistentie en stofwisselingsgezondheid",
    summary:
      "Insulineresistentie betekent dat de lichaamscellen minder goed op insuline reageren, zodat de alvleesklier meer moet aanmaken om de bloedsuiker normaal te houden. Het ontstaat vaak ongemerkt over jaren, door weinig beweging, buikvet, slecht slapen en aanleg, en kan al lang bestaan voordat glucose of HbA1c stijgen. Het hangt nauw samen met prediabetes, diabetes type 2, leververvetting, hoge triglyceriden en hartziekten, en verbetert meestal door andere dagelijkse gewoonten.",
    insights: [
      "Eén perfecte test bestaat niet: artsen combineren nuchtere glucose, HbA1c, triglyceriden, HDL en middelomtrek, en sommigen voegen nuchtere insuline of HOMA-IR toe, waarvan de referentiewaarden per lab verschillen.",
      "Spieren nemen na een maaltijd het grootste deel van de glucose op; krachttraining en regelmatig bewegen, zelfs een korte wandeling na het eten, horen daarom bij de sterkste hefbomen.",
      "Een deel van het overgewicht kwijtraken, genoeg slapen en meer vezels en minder geraffineerde koolhydraten eten verbeteren allemaal de insulinegevoeligheid.",
    ],
    steps: [
      [
        "Vraag om een stofwisselingspanel",
        "Nuchtere glucose, HbA1c en bloedvetten, zo nodig met nuchtere insuline, geven uw arts een vollediger beeld; labs in de gids bieden ze aan.",
      ],
      [
        "Bouw spieren op en beweeg na het eten",
        "Twee of drie krachttrainingen per week en korte wandelingen na de maaltijd helpen uw spieren glucose te gebruiken.",
      ],
      [
        "Eet voor een stabielere bloedsuiker",
        "Een diëtist helpt u maaltijden op te bouwen rond groente, eiwit, vezels en onbewerkte producten.",
      ],
    ],
  },
  "glp1-medicines": {
    title: "GLP-1-medicijnen (semaglutide, tirzepatide)",
    summary:
      "GLP-1-medicijnen zoals semaglutide (Ozempic, Wegovy) en tirzepatide (Mounjaro) bootsen darmhormonen na die eetlust en bloedsuiker regelen. Het zijn receptgeneesmiddelen voor diabetes type 2 en in sommige landen voor obesitas; studies laten flink gewichtsverlies zien en bij sommige mensen minder hartinfarcten en beroertes. Ze hebben bijwerkingen, vooral van maag en darmen, en na het stoppen komt het gewicht vaak terug. Of er een bij u past, is een medische beslissing.",
    insights: [
      "Artsen schrijven ze voor op basis van BMI, andere aandoeningen en uw voorgeschiedenis; ze zijn niet voor iedereen geschikt, bijvoorbeeld tijdens de zwangerschap of bij bepaalde schildklier- of alvleesklierziekten.",
      "Snel afvallen kost ook spiermassa, dus genoeg eiwit en krachttraining zijn tijdens de behandeling belangrijk.",
      "Middelen die zonder recept online worden verkocht, kunnen nep of vervuild zijn; Europese toezichthouders hebben daar herhaaldelijk voor gewaarschuwd.",
      "Hun effect op hart, nieren, lever en verslaving wordt volop onderzocht, maar gegevens over meer dan een paar jaar zijn nog beperkt.",
    ],
    steps: [
      [
        "Bespreek of het bij u past",
        "Een huisarts of obesitasspecialist kan voordelen en risico's voor uw gezondheid afwegen en de alternatieven uitleggen.",
      ],
      [
        "Gebruik ze alleen op recept",
        "Haal ze met een recept bij de apotheek en vraag de apotheker naar bijwerkingen en wisselwerkingen.",
      ],
      [
        "Bescherm uw spieren en voeding",
        "Een diëtist helpt u genoeg eiwit en voedingsstoffen binnen te krijgen terwijl u minder trek hebt.",
      ],
    ],
  },
  "weight-management": {
    title: "Gewicht en lichaamsvet",
    summary:
      "Te veel lichaamsvet, vooral rond de buik, verhoogt het risico op diabetes type 2, hoge bloeddruk, hartziekten, leververvetting, gewrichtsklachten en sommige vormen van kanker. Het lichaamsgewicht wordt net zo goed bepaald door genen, slaap, stress, medicijnen en omgeving als door eten en bewegen; het is dus geen kwestie van alleen wilskracht. Zelfs een matig, blijvend verlies van overgewicht verbetert bloeddruk, bloedsuiker en bloedvetten.",
    insights: [
      "Middelomtrek en lichaamssamenstelling zeggen meer over het gezondheidsrisico dan gewicht of BMI alleen, die spieren niet van vet onderscheiden.",
      "Een eetpatroon dat u volhoudt, werkt op de lange termijn beter dan een streng dieet; eiwit, vezels en minder ultrabewerkt voedsel helpen bij een verzadigd gevoel.",
      "Krachttraining beschermt de spieren tijdens het afvallen, en goed slapen maakt de eetlust beter te hanteren.",
      "Voor sommige mensen zijn medicijnen of een operatie passende opties; daarover beslist u samen met een arts.",
    ],
    steps: [
      [
        "Kijk naar het hele plaatje",
        "Een huisarts of obesitasspecialist kan bloeddruk, bloedsuiker, bloedvetten en mogelijke oorzaken zoals medicijnen of hormonen bekijken.",
      ],
      [
        "Plan maaltijden die u volhoudt",
        "Een diëtist helpt u een manier van eten te vinden die bij uw leven past in plaats van een kortdurend dieet.",
      ],
      [
        "Volg uw gewoonten, niet alleen de weegschaal",
        "Apps in de gids helpen maaltijden, beweging en slaap bij te houden, die vaak eerder veranderen dan het gewicht.",
      ],
    ],
  },
  cgm: {
    title: "Continue glucosemeters (CGM)",
    summary:
      "Een continue glucosemeter is een kleine sensor op de arm of buik die tot twee weken lang om de paar minuten de glucose meet in het vocht onder de huid. Voor mensen met diabetes is het een erkend medisch hulpmiddel. Mensen zonder diabetes gebruiken steeds vaker vrij verkrijgbare sensoren om te zien hoe maaltijden, slaap, stress en sport op hen werken; bewijs dat dit hun gezondheid verbetert, is nog beperkt.",
    insights: [
      "Ook bij gezonde mensen stijgt de glucose na het eten; een losse piek is normaal, en patronen over meerdere dagen zeggen meer dan één meting.",
      "Sensoren meten weefselvocht met een kleine vertraging en zijn bij snelle veranderingen minder nauwkeurig; ze vervangen geen diagnostische bloedtests.",
      "CGM-gegevens kunnen sommige mensen onrustig maken over eten; de uitslagen met een diëtist bespreken houdt de aandacht bij de algemene gewoonten.",
    ],
    steps: [
      [
        "Probeer een sensor met begeleiding",
        "Bent u benieuwd naar uw patronen, draag er dan een of twee weken een; de gids bevat meerdere sensoren en apps.",
      ],
      [
        "Lees de patronen met een professional",
        "Een diëtist helpt u de curves om te zetten in praktische veranderingen, zonder onnodige beperkingen.",
      ],
      [
        "Controleer uw HbA1c bij hoge waarden",
        "Vaak hoge waarden of een hoge nuchtere glucose moeten door uw arts met bloedtests worden bevestigd.",
      ],
    ],
  },
  fasting: {
    title: "Intermittent vasten en tijdgebonden eten",
    summary:
      "Intermittent vasten omvat eten binnen een dagelijks tijdvenster, zoals 16:8, vastendagen in de week en langere of vastennabootsende kuren. In studies helpt het bij afvallen en bij de bloedsuiker ongeveer even goed als gewoon minder calorieën eten; het grootste voordeel is misschien dat sommige mensen het makkelijker volhouden. Beweringen dat het het menselijk leven verlengt, steunen vooral op dierstudies.",
    insights: [
      "Wat en hoeveel u binnen het venster eet, blijft belangrijk; goede voeding en genoeg eiwit beschermen de spieren.",
      "Vasten is niet voor iedereen geschikt: mensen met diabetesmedicatie, zwangere en borstvoedende vrouwen, mensen met een eetstoornis in de voorgeschiedenis en mensen met ondergewicht vragen eerst medisch advies.",
      "Langer vasten van meerdere dagen gebeurt het best onder medisch toezicht, dat sommige klinieken in de gids aanbieden.",
    ],
    steps: [
      [
        "Ga na of het voor u veilig is",
        "Overleg eerst met uw huisarts als u medicijnen gebruikt, vooral voor diabetes of bloeddruk, of andere aandoeningen hebt.",
      ],
      [
        "Houd de kwaliteit van uw eten hoog",
        "Een diëtist helpt u maaltijden te plannen die ook in een korter eetvenster aan uw behoeften voldoen.",
      ],
      [
        "Vast langer alleen onder begeleiding",
        "Overweegt u meerdere dagen te vasten, kies dan een programma met medisch toezicht.",
      ],
    ],
  },
  "healthy-diet": {
    title: "Gezond eten voor een lang leven",
    summary:
      "De eetpatronen die het vaakst samengaan met een langer en gezonder leven, zoals het mediterrane dieet, hebben dezelfde basis: veel groente, fruit, peulvruchten, volkoren granen, noten en olijfolie, vis, en minder rood en bewerkt vlees, suikerhoudende dranken en ultrabewerkt voedsel. Geen enkel superfood of streng dieet heeft dit patroon op de lange termijn verslagen. Koolhydraatarme, vegetarische en andere diëten kunnen gezond zijn als ze op onbewerkte producten zijn gebouwd.",
    insights: [
      "Grote studies verbinden meer vezels, peulvruchten en volkoren met minder hartziekten, diabetes type 2 en darmkanker.",
      "Genoeg eiwit wordt met de leeftijd belangrijker om spiermassa te behouden; de behoefte hangt af van lichaamsbouw, activiteit en gezondheid.",
      "Ketogene en zeer koolhydraatarme diëten kunnen sommige mensen helpen met gewicht of bloedsuiker, maar verhogen bij sommigen het LDL-cholesterol en zijn moeilijk vol te houden; laat uw bloedvetten controleren als u er een volgt.",
      "Het beste dieet is het dieet dat u volhoudt: kleine, blijvende veranderingen werken meestal beter dan korte, strenge plannen.",
    ],
    steps: [
      [
        "Vraag persoonlijk voedingsadvies",
        "Een diëtist of voedingsdeskundige stemt een gezond eetpatroon af op uw smaak, cultuur, budget en gezondheid.",
      ],
      [
        "Bespreek voeding en aandoeningen met uw arts",
        "Bij diabetes, nierziekte of medicijngebruik hebben sommige veranderingen medische begeleiding nodig.",
      ],
      [
        "Maak de gezonde keuze makkelijker",
        "Biowinkels, maaltijdboxen en merken met onbewerkte producten in de gids helpen om goed eten bij de hand te hebben.",
      ],
    ],
  },
  metformin: {
    title: "Metformine en een lang leven",
    summary:
      "Metformine is een oud, goedkoop receptgeneesmiddel tegen diabetes type 2. Observationele studies en dieronderzoek wekten de vraag of het ook bij mensen zonder diabetes de veroudering afremt, en een grote studie (TAME) is voorgesteld om dat te toetsen. Tot nu toe is niet bewezen dat het leven of gezondheid verlengt bij mensen zonder diabetes, en sommige studies wijzen erop dat het de winst van training kan afzwakken. Het wordt niet aanbevolen voor een lang leven.",
    insights: [
      "Het nut bij diabetes staat vast; de vraag over een lang leven staat daar los van en is nog open.",
      "Bijwerkingen zijn onder meer maag-darmklachten en na jaren een lager vitamine B12; ook de nierfunctie en contrastmiddelen spelen een rol, daarom is medisch toezicht nodig.",
      "Onderzoekers zien het als voorbeeld van hoe moeilijk het is om een antiverouderingseffect te bewijzen: daarvoor zijn grote, lange studies bij gezonde mensen nodig.",
    ],
    steps: [
      [
        "Vraag naar het bewijs, niet om een recept",
        "Een huisarts of diabetoloog kan uitleggen wat bekend is en of metformine voor u medisch een rol heeft.",
      ],
      [
        "Neem nooit zelf receptgeneesmiddelen",
        "Medicijnen kopen zonder recept geeft risico op bijwerkingen, wisselwerkingen en namaak; overleg met een arts of apotheker.",
      ],
      [
        "Ken uw stofwisselingswaarden",
        "HbA1c, nuchtere glucose en nuchtere insuline laten zien waar u echt staat; labs in de gids testen ze.",
      ],
    ],
  },
  rapamycin: {
    title: "Rapamycine en een lang leven",
    summary:
      "Rapamycine (sirolimus) is een receptgeneesmiddel dat het afweersysteem onderdrukt en wordt gebruikt na orgaantransplantaties en bij enkele zeldzame ziekten. Het remt mTOR, een centrale groeiroute in de cel, en verlengt het leven van muizen en andere dieren, waardoor het een speerpunt van verouderingsonderzoek werd. Bij gezonde mensen zijn er alleen kleine, korte studies, de bijwerkingen kunnen ernstig zijn, en het is geen goedgekeurde of aanbevolen behandeling voor een lang leven.",
    insights: [
      "Resultaten bij dieren gelden niet vanzelf voor mensen; doses, schema's en veiligheid op lange termijn bij gezonde mensen zijn onbekend.",
      "Mogelijke bijwerkingen zijn mondzweren, infecties, hogere bloedvetten en bloedsuiker en tragere wondgenezing.",
      "Sommige longevityklinieken bespreken het, maar een zorgvuldige arts is duidelijk over de onzekerheid en presenteert het niet als bewezen.",
    ],
    steps: [
      [
        "Bespreek het bewijs met een arts",
        "Een arts preventieve of longevity-geneeskunde kan uitleggen wat studies wel en niet laten zien.",
      ],
      [
        "Experimenteer niet op uzelf",
        "Medicijnen die op het afweersysteem werken, vragen om een recept en controles; koop ze nooit online.",
      ],
      [
        "Richt u op wat bewezen is",
        "Bewegen, slaap, bloeddruk, bloedvetten en niet roken zijn veel beter onderbouwd; tests in de gids helpen u ze te volgen.",
      ],
    ],
  },
};
