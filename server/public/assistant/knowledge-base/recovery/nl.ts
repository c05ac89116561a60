import "server-only";
import type { TopicTexts } from "../types";
import type { RecoveryId } from "./topics";

export const nl: TopicTexts<RecoveryId> = {
  sleep: {
    title: "Slaap en herstel",
    summary:
      "Tijdens de slaap doen lichaam en hersenen een groot deel van hun herstelwerk: herinneringen worden vastgelegd, hormonen geregeld en de hersenen ruimen afvalstoffen op. De meeste volwassenen hebben ongeveer zeven tot negen uur nodig, en zowel te kort als onregelmatig slapen hangt samen met een hoger risico op hartziekten, diabetes, gewichtstoename, sombere stemming en infecties. Herstel na het sporten hangt sterk af van slaap.",
    insights: [
      "Vaste bed- en opstatijden, daglicht in de ochtend, een koele, donkere slaapkamer en minder cafeïne en alcohol later op de dag zijn de best onderbouwde gewoonten.",
      "Hard snurken met ademstops of naar adem happen, of slaperigheid overdag ondanks genoeg tijd in bed, kan wijzen op slaapapneu, wat medisch onderzoek vraagt.",
      "Cognitieve gedragstherapie bij slapeloosheid (CGT-I) is volgens de richtlijnen de eerste keus bij chronische slapeloosheid, vóór slaapmiddelen.",
      "Slaaptrackers meten de totale slaapduur en regelmaat goed, de slaapfasen minder nauwkeurig; let op trends, niet op losse nachten.",
    ],
    steps: [
      [
        "Houd twee weken een vast ritme aan",
        "Elke dag op dezelfde tijd naar bed en opstaan, ook in het weekend, is de basis van beter slapen.",
      ],
      ["Volg slaap en herstel", "Een ring of horloge laat de duur, regelmaat en hersteltrends van uw slaap zien."],
      [
        "Laat snurken of aanhoudende slapeloosheid onderzoeken",
        "Ademstops, naar adem happen of maandenlange slapeloosheid verdienen een professionele beoordeling.",
      ],
    ],
  },
  "sleep-apnoea": {
    title: "Snurken en slaapapneu",
    summary:
      "Bij obstructieve slaapapneu vernauwen of sluiten de bovenste luchtwegen zich tijdens de slaap steeds opnieuw, met ademstops, dalingen van het zuurstofgehalte en korte ontwakingen die u zich vaak niet herinnert. Typische tekenen zijn hard snurken, ademstops of naar adem happen die een ander opmerkt, hoofdpijn in de ochtend en slaperigheid overdag. Het komt veel voor, vooral bij overgewicht en op oudere leeftijd, wordt vaak niet herkend en hangt samen met hoge bloeddruk, boezemfibrilleren, ongelukken en een slechtere bloedsuikerregeling. Er zijn goede behandelingen.",
    insights: [
      "Voor de diagnose is een slaaponderzoek nodig, in een slaapcentrum of thuis met een draagbaar apparaat; ringen en horloges kunnen zuurstofdalingen doen vermoeden, maar geen diagnose stellen.",
      "CPAP is de standaardbehandeling bij matige tot ernstige apneu; een mondbeugel, positietherapie en afvallen helpen sommige mensen.",
      "Slaperigheid achter het stuur is gevaarlijk: valt u onder het rijden in slaap, stop dan met rijden en ga snel naar een arts.",
    ],
    steps: [
      [
        "Vertel uw huisarts over snurken en slaperigheid",
        "Uw arts kan uw risico met eenvoudige vragenlijsten inschatten en u verwijzen voor een slaaponderzoek.",
      ],
      [
        "Laat een slaaponderzoek doen",
        "Een slaapspecialist kan de diagnose bevestigen en de behandelmogelijkheden bespreken.",
      ],
      [
        "Gebruik trackers alleen als aanwijzing",
        "Wearables in de gids leggen trends in slaap en zuurstof vast die u aan uw arts kunt laten zien.",
      ],
    ],
  },
  sauna: {
    title: "Sauna",
    summary:
      "Regelmatig saunabezoek is een traditie in Finland, waar langlopende observationele studies vonden dat mannen die meerdere keren per week in de sauna gingen minder hartinfarcten en een lagere sterfte hadden. Zulke studies bewijzen geen oorzaak en gevolg, maar kortlopende studies laten zien dat warmte de bloeddruk tijdelijk verlaagt en de werking van de bloedvaten verbetert, vergelijkbaar met lichte inspanning. Voor de meeste gezonde mensen is de sauna veilig bij verstandig gebruik.",
    insights: [
      "Alcohol en sauna zijn een gevaarlijke combinatie; drink water in plaats van alcohol en ga eruit als u zich niet goed voelt.",
      "Mensen met een instabiele hartziekte, een recent hartinfarct of een zeer lage bloeddruk, en zwangere vrouwen, vragen eerst een arts om advies.",
      "Infraroodsauna's werken met lagere temperaturen; er is minder onderzoek naar gedaan dan naar de traditionele sauna.",
    ],
    steps: [
      [
        "Vraag uw arts bij een hartaandoening",
        "Een huisarts of cardioloog kan zeggen of de sauna voor u veilig is en hoe u die gebruikt.",
      ],
      ["Maak het onderdeel van uw routine", "Saunabouwers staan in de gids als u er thuis een wilt."],
      [
        "Bezoek een spa of thermaal bad",
        "Sommige klinieken en resorts in de gids bieden sauna's aan als onderdeel van hun spa.",
      ],
    ],
  },
  "cold-exposure": {
    title: "Kou en ijsbaden",
    summary:
      "Koude douches, ijsbaden en winterzwemmen zijn populair geworden voor herstel, stemming en weerbaarheid. Studies laten kortetermijneffecten zien, zoals meer alertheid en een stijging van noradrenaline, en koud water na het sporten vermindert spierpijn een beetje. Bewijs voor gezondheidswinst op lange termijn is beperkt, en regelmatige ijsbaden direct na krachttraining kunnen de spiergroei verminderen. Plotseling onderdompelen in koud water brengt bovendien echte risico's mee.",
    insights: [
      "De koudeshock laat u naar adem happen en jaagt hartslag en bloeddruk sterk op; hij veroorzaakt de meeste verdrinkingen in koud water, dus zwem nooit alleen in koud water.",
      "Mensen met een hartziekte, hoge bloeddruk of doorbloedingsproblemen zoals het fenomeen van Raynaud overleggen eerst met een arts.",
      "Begin geleidelijk met kortere, minder koude blootstellingen en warm daarna langzaam op.",
    ],
    steps: [
      ["Laat eerst uw hart nakijken", "Een huisarts of cardioloog kan zeggen of kou voor u veilig is."],
      [
        "Stem het af op uw training",
        "Een trainer helpt bepalen wanneer koud water het herstel helpt en wanneer het de krachtwinst kan remmen.",
      ],
      [
        "Probeer het onder begeleiding",
        "Sommige spa's en klinieken in de gids bieden koudwaterbaden of cryotherapie met personeel erbij.",
      ],
    ],
  },
  "red-light-therapy": {
    title: "Roodlichttherapie",
    summary:
      "Rood- en nabij-infraroodlichttherapie (fotobiomodulatie) beschijnt de huid met licht van lage sterkte, met apparaten van klinieken tot panelen voor thuis. Voor bepaalde toepassingen is er enig bewijs, zoals sommige huidaandoeningen, wondgenezing en mondslijmvliesontsteking tijdens kankerbehandeling, maar beloften over afvallen, hormonen of een lang leven steunen op zwak bewijs. Het is iets anders dan lichttherapie met fel licht, die goed onderbouwd is bij winterdepressie en problemen met de biologische klok.",
    insights: [
      "Vermogen, golflengte en dosis van apparaten lopen sterk uiteen, waardoor studies moeilijk te vergelijken en producten moeilijk te beoordelen zijn.",
      "Bescherm uw ogen en vraag eerst een arts als u medicijnen gebruikt die lichtgevoelig maken of een huidaandoening hebt.",
      "Een felle daglichtlamp in de ochtend kan helpen bij een winterdip of een verschoven biologische klok; vraag uw arts of dat voor u geldt.",
    ],
    steps: [
      [
        "Vraag een dermatoloog naar huidtoepassingen",
        "Bij huidproblemen kan een dermatoloog zeggen welke lichtbehandelingen bewezen zijn.",
      ],
      [
        "Laat uw medicijnen nakijken",
        "Een arts of apotheker kan zeggen of uw medicijnen de lichtgevoeligheid verhogen.",
      ],
      [
        "Vergelijk apparaten zorgvuldig",
        "Merken voor lichttherapie staan in de gids; let op duidelijke veiligheidsinformatie.",
      ],
    ],
  },
  "hyperbaric-oxygen": {
    title: "Hyperbare zuurstoftherapie",
    summary:
      "Bij hyperbare zuurstoftherapie ademt u zuivere zuurstof in een drukkamer. Het is een erkende ziekenhuisbehandeling voor enkele aandoeningen, zoals duikersziekte, koolmonoxidevergiftiging en sommige moeilijk genezende wonden. Het gebruik als wellness- of antiverouderingsbehandeling steunt op kleine studies die markers zoals telomeren meten, niet op bewijs voor een betere gezondheid of een langer leven, en het brengt risico's mee zoals letsel aan oren en bijholten.",
    insights: [
      "Medische hyperbare centra volgen strikte veiligheidsregels; wellnesskamers met lagere druk zijn minder onderzocht.",
      "Sommige aandoeningen, zoals bepaalde longziekten of recente oorproblemen, maken de behandeling onveilig.",
      "Wees voorzichtig met klinieken die het omkeren van veroudering beloven; vraag welke uitkomsten bij wie zijn gemeten.",
    ],
    steps: [
      [
        "Vraag of er een medische reden is",
        "Uw huisarts kan zeggen of een erkende reden voor behandeling op u van toepassing is.",
      ],
      [
        "Controleer eerst de veiligheid",
        "Een arts hoort oren, longen en medicijnen na te kijken vóór een behandeling onder druk.",
      ],
      [
        "Stel vragen bij longevity-beloften",
        "Een zorgvuldige longevity-arts kan uitleggen wat het bewijs wel en niet laat zien.",
      ],
    ],
  },
};
