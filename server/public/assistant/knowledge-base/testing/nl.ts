import "server-only";
import type { TopicTexts } from "../types";
import type { TestingId } from "./topics";

export const nl: TopicTexts<TestingId> = {
  longevity: {
    title: "Lang leven en gezond ouder worden",
    summary:
      "Longevity-geneeskunde wil de gezonde levensjaren verlengen, niet alleen de levensduur. Het sterkste bewijs wijst nog steeds op de basis: regelmatig bewegen inclusief krachttraining, niet roken, overwegend plantaardig eten, goed slapen, een gezond gewicht, weinig alcohol en sterke sociale banden, samen met het vroeg opsporen en behandelen van risico op hart- en vaatziekten, diabetes en kanker. Veel nieuwere aanpakken, waaronder supplementen die tegen veroudering worden verkocht, worden bij mensen nog onderzocht.",
    insights: [
      "Preventieve artsen richten zich op de belangrijkste oorzaken van overlijden en beperkingen – hartziekten, kanker, stofwisselingsziekten en neurodegeneratie – en volgen markers als ApoB, HbA1c, bloeddruk, conditie en spierkracht.",
      "Conditie van hart en longen en spierkracht horen bij de sterkste voorspellers van gezond ouder worden, en beide zijn op elke leeftijd te trainen.",
      "Het bewijs voor de meeste antiverouderingssupplementen bij mensen is nog beperkt; bespreek elk supplement met een arts, zeker als u medicijnen gebruikt.",
      "Bevolkingsonderzoeken, bijvoorbeeld naar darm-, borst- en baarmoederhalskanker, zijn bewezen middelen voor een langer leven en het waard om bij te houden.",
    ],
    steps: [
      [
        "Laat een nulmeting van uw gezondheid doen",
        "Een preventie- of longevitykliniek kan als startpunt uw risico op hart- en vaatziekten, stofwisselingsziekten en kanker inschatten.",
      ],
      [
        "Meet belangrijke biomarkers",
        "ApoB, Lp(a), HbA1c, hs-CRP en vitamine D zijn veelgebruikte startpunten; labs in de gids bieden ze aan.",
      ],
      [
        "Train conditie en kracht",
        "Conditie en spierkracht horen bij de sterkste voorspellers van gezond ouder worden; een wearable helpt u uw vooruitgang te volgen.",
      ],
    ],
  },
  "biological-age": {
    title: "Biologische leeftijd",
    summary:
      "Tests voor de biologische leeftijd schatten hoe oud uw lichaam zich gedraagt vergeleken met uw kalenderleeftijd. De bekendste zijn epigenetische klokken, die chemische markeringen (DNA-methylering) op uw genen aflezen; andere gebruiken telomeerlengte, glycanen of gewone bloedwaarden. Het zijn veelbelovende onderzoeksinstrumenten, maar uitslagen verschillen tussen tests en zelfs tussen herhaalde monsters, en ze zijn nog niet gevalideerd voor medische beslissingen.",
    insights: [
      "Verschillende klokken meten verschillende dingen; vergelijk dus alleen uitslagen van dezelfde test door de tijd.",
      "Gevestigde markers als bloeddruk, ApoB, HbA1c, conditie en kracht blijven betere gidsen voor wat u kunt veranderen.",
      "Roken, obesitas, slecht slapen en weinig bewegen gaan samen met hogere schattingen van de biologische leeftijd.",
    ],
    steps: [
      [
        "Begin met bewezen markers",
        "Bloeddruk, ApoB, HbA1c en conditie zeggen meer over wat u kunt veranderen dan één leeftijdsschatting.",
      ],
      [
        "Bespreek de uitslag met een longevity-arts",
        "Die kan een schatting van de biologische leeftijd in samenhang met uw andere uitslagen plaatsen.",
      ],
      [
        "Test u, gebruik dan steeds dezelfde test",
        "Verschillende tests zijn niet vergelijkbaar; herhaal bij dezelfde aanbieder om een trend te zien.",
      ],
    ],
  },
  "full-body-mri": {
    title: "Total body MRI en bodyscans",
    summary:
      "MRI-scans van het hele lichaam worden particulier aangeboden aan mensen zonder klachten om ziekten vroeg te vinden. Een MRI gebruikt geen straling, maar bij gezonde mensen vindt een scan vaak toevalsbevindingen, meestal onschuldig, die kunnen leiden tot extra onderzoek, zorgen en soms onnodige ingrepen. Medische verenigingen raden zulke screeningsscans bij mensen zonder klachten nu niet aan, omdat niet is aangetoond dat ze levens redden – gevestigde bevolkingsonderzoeken doen dat wel.",
    insights: [
      "Vraag vóór het boeken wat de scan wel en niet kan opsporen, wie de beelden beoordeelt en hoe bevindingen worden opgevolgd.",
      "Een MRI vervangt geen bewezen bevolkingsonderzoek naar darm-, borst- en baarmoederhalskanker en ook niet het controleren van bloeddruk en cholesterol.",
      "Gerichte beeldvorming die een arts aanvraagt bij klachten of een specifiek risico is een andere situatie en vaak heel waardevol.",
    ],
    steps: [
      [
        "Weeg de voor- en nadelen af met een arts",
        "Een preventieve arts kan zeggen of een scan voor u iets toevoegt; klinieken in de gids die scans aanbieden staan vermeld.",
      ],
      [
        "Vraag naar het verloop en de beoordeling",
        "Een radioloog kan beeldkwaliteit, verslaglegging en de opvolging van onverwachte bevindingen uitleggen.",
      ],
      [
        "Doe mee aan bewezen bevolkingsonderzoek",
        "Uw huisarts kan zeggen welke bevolkingsonderzoeken en check-ups voor u gelden.",
      ],
    ],
  },
  "genetic-tests": {
    title: "Genetische tests",
    summary:
      "Genetische tests lopen van medische tests op bepaalde erfelijke aandoeningen, zoals BRCA of familiaire hypercholesterolemie, tot dna-tests voor consumenten en het sequencen van het hele genoom. Medisch erfelijkheidsonderzoek is waardevol als uw eigen of familiegeschiedenis op een erfelijk risico wijst. Consumententests kunnen interessant zijn, maar risicoscores voor veelvoorkomende ziekten veranderen uw risico meestal maar weinig, sommige uitslagen zijn onzeker, en bevindingen kunnen gevolgen hebben voor familieleden en in sommige landen voor verzekeringen.",
    insights: [
      "Erfelijkheidsadvies vóór en na de test helpt begrijpen wat een uitslag wel en niet betekent.",
      "Een gunstige consumententest op enkele BRCA-varianten sluit een erfelijk kankerrisico niet uit; medische tests onderzoeken een veel groter deel van het gen.",
      "Voor de meeste mensen tellen leefstijl en gewone risicofactoren zoals bloeddruk, ApoB en roken zwaarder dan veelvoorkomende genvarianten.",
    ],
    steps: [
      [
        "Praat met een genetisch consulent",
        "Die kan beoordelen of testen zinvol is en u voorbereiden op mogelijke uitslagen.",
      ],
      [
        "Breng uw familiegeschiedenis in kaart",
        "Schrijf ziekten en leeftijden van naaste familieleden op en bespreek ze met uw huisarts.",
      ],
      [
        "Test u, kies dan zorgvuldig",
        "Labs met dna-tests staan in de gids; ga na wat er getest wordt, hoe gegevens worden bewaard en of er medisch advies bij de uitslag hoort.",
      ],
    ],
  },
  "cancer-screening": {
    title: "Kankerscreening",
    summary:
      "Screening zoekt naar kanker of voorstadia daarvan voordat er klachten zijn, wanneer behandeling het best werkt. Georganiseerde bevolkingsonderzoeken naar darm-, borst- en baarmoederhalskanker verlagen de sterfte, en sommige landen screenen zware rokers op longkanker. De PSA-test op prostaatkanker heeft voor- en nadelen en is een persoonlijke keuze met de arts. Nieuwe bloedtests die veel kankersoorten tegelijk zoeken, worden nog geëvalueerd en vervangen bewezen screening niet.",
    insights: [
      "Welke tests u nodig hebt en hoe vaak, hangt af van leeftijd, geslacht, familiegeschiedenis en land; nationale programma's nodigen uit voor de bewezen tests.",
      "Kanker op jonge leeftijd in de familie kan een reden zijn om eerder te screenen of erfelijkheidsadvies te vragen.",
      "Screening is voor mensen zonder klachten; alarmsignalen zoals bloed bij de ontlasting, een nieuwe knobbel of onverklaard gewichtsverlies vragen snel om een arts.",
    ],
    steps: [
      [
        "Ga na welke programma's voor u gelden",
        "Uw huisarts kan zeggen welke screeningstests worden aangeraden voor uw leeftijd en voorgeschiedenis.",
      ],
      [
        "Houd baarmoederhals- en borstonderzoek bij",
        "Een huisarts of gynaecoloog kan onderzoeken regelen die aan de beurt zijn.",
      ],
      [
        "Bespreek de PSA-test als die voor u speelt",
        "Een huisarts of uroloog kan de voor- en nadelen van een PSA-test voor u uitleggen.",
      ],
    ],
  },
  "health-checkup": {
    title: "Gezondheidschecks en bloedonderzoek",
    summary:
      "Een goede check-up richt zich op wat de gezondheid het meest beïnvloedt en waar u iets aan kunt doen: bloeddruk, gewicht en middelomtrek, roken en alcohol, bloedvetten, bloedsuiker, nierfunctie en kankerscreening passend bij de leeftijd, samen met klachten en familiegeschiedenis. Meer tests zijn niet vanzelf beter: grote panels bij gezonde mensen geven vaak grenswaarden die zonder nut zorgen en extra onderzoek opleveren.",
    insights: [
      "Nuttige basisbloedtests voor volwassenen zijn vaak een lipidenprofiel (bij voorkeur met ApoB), HbA1c of nuchtere glucose, nierfunctie en, afhankelijk van de voorgeschiedenis, leverwaarden, bloedbeeld, ferritine, schildklier of vitamine D.",
      "Uitslagen kunt u het best laten beoordelen door een arts die uw voorgeschiedenis kent; referentiewaarden zijn geen streefwaarden.",
      "Preventie- en longevityklinieken bieden uitgebreide check-ups aan; vraag wat erbij zit en hoe de uitslagen worden uitgelegd.",
    ],
    steps: [
      [
        "Begin bij uw huisarts",
        "Uw huisarts kan bepalen welke tests zinvol zijn voor uw leeftijd, voorgeschiedenis en risicofactoren.",
      ],
      [
        "Overweeg een uitgebreide preventieve check-up",
        "Preventieklinieken in de gids bieden check-ups aan die tests combineren met een gesprek met een arts.",
      ],
      [
        "Laat de bloedtests doen die u nodig hebt",
        "Labs in de gids bieden bloedtests aan, ook als thuistest; deel de uitslagen met uw arts.",
      ],
    ],
  },
  "microbiome-tests": {
    title: "Microbioom- en voedselintolerantietests",
    summary:
      "Microbioomtests voor thuis onderzoeken een ontlastingsmonster en beschrijven welke darmbacteriën aanwezig zijn; ze kunnen leerzaam zijn, maar de wetenschap kan de meeste uitslagen nog niet vertalen naar betrouwbaar persoonlijk advies. Voedselintolerantietests die IgG-antistoffen meten, worden door allergieverenigingen afgeraden, omdat IgG blootstelling aan voedsel weerspiegelt en geen intolerantie. Echte allergieën en aandoeningen als coeliakie of lactose-intolerantie worden vastgesteld met gevalideerde medische tests.",
    insights: [
      "Voedingsmiddelen schrappen op basis van IgG-uitslagen kan leiden tot onnodig strenge diëten en tekorten.",
      "Aanhoudende darmklachten, gewichtsverlies, bloed bij de ontlasting of bloedarmoede horen bij een arts, niet bij een consumententest.",
      "Gevarieerd en vezelrijk eten ondersteunt het darmmicrobioom, wat een test ook zegt.",
    ],
    steps: [
      [
        "Ga bij klachten eerst naar een arts",
        "Een huisarts of maag-darm-leverarts kan met gevalideerde methoden testen op coeliakie, allergieën of andere oorzaken.",
      ],
      [
        "Vraag voedingsadvies",
        "Een diëtist met aandacht voor darmgezondheid kan een eliminatiedieet veilig begeleiden als dat nodig is.",
      ],
      [
        "Test u uit nieuwsgierigheid, ken dan de grenzen",
        "Labs met microbioomtests staan in de gids; zie de uitslag als informatie, niet als diagnose.",
      ],
    ],
  },
};
