import "server-only";
import type { ListingKind } from "@/lib/directory/kinds";

// Word lists for reading a question, in English, German, French, Spanish, Italian and Dutch, written folded
// (lower case, no accents: "gerät" → "gerat"), like the matcher's aliases.

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Words that carry no subject: question words, pronouns, articles, everyday verbs and adjectives, and words about
 * dosing or buying. A question reduced to what is left is what the listings are searched for.
 */
export const STOPWORDS = new Set(
  words(`
    a an the is are am was were be been being do does did doing have has had having i me my mine myself we us our you
    your yours he him his she her it its they them their this that these those what which who whom whose how why when
    where there here can could should would will shall may might must to of in on at by for with without from about
    into over under after before between during near nearby around and or but not no nor so than then too very just
    also any some all each every more most less least much many few lot lots other another such same own only really
    actually good better best great bad worse worst top recommend recommended recommendation recommendations suggest
    advice tips tip help helps helpful work works working worth need needs want wants like get getting got buy buying
    bought order find finding found look looking use using used take taking took try trying make makes making give keep
    know tell say please thanks thank ok okay yes hi hello dear anyone someone something anything thing things way ways
    normal high low level levels range value values result results number amount enough safe safety risk risks benefit
    benefits effect effects side dose doses dosage dosing dosis mg mcg ug iu g kg ml mmol dl l day daily week
    weekly month year years per time times often long new old real true right wrong quick quickly
    natural naturally without meds medication medications pill pills option options alternative alternatives vs versus
    compare comparison review reviews reviewed price prices cost cheap expensive online shop store near me europe european
    world worldwide country countries city place places company companies provider providers service services brand brands
    product products health healthy wellness wellbeing lower lowering reduce reducing raise raising increase increasing
    improve improving boost boosting fix treat treating prevent preventing avoid stop start lose losing gain support
    gesundheit gesund senken erhohen steigern verbessern reduzieren vorbeugen sante sain saine baisser augmenter
    ameliorer reduire prevenir salud sano sana bajar subir aumentar mejorar reducir prevenir salute sano sana abbassare
    aumentare migliorare ridurre prevenire gezondheid gezond verlagen verhogen verbeteren verminderen voorkomen
    der die das den dem des ein eine einen einem einer eines ist sind bin bist war waren sein mein meine meinen meinem
    meiner ich mir mich du dir dich er sie es wir uns ihr euch ihre ihren ihrem ihnen wie was warum wieso weshalb wann wo
    woher wohin welche welcher welches welchen wer wen wem soll sollte sollten kann konnte konnen muss musste mussen darf
    will mochte mochten mit ohne fur von vom zu zum zur im in an am auf aus bei nach uber unter vor seit durch gegen um und
    oder aber nicht kein keine keinen nur auch noch schon sehr mehr viel viele wenig gut gute guter gutes beste besten
    bester hilft helfen hilfe empfehlen empfehlung tipps tipp brauche braucht gibt es habe hast hat haben kaufen finden
    suche suchen nehmen einnehmen dosierung menge wert werte normal hoch niedrig naturlich medikamente
    lieber wirklich
    le la les l un une des du de d est sont suis es etait etre mon ma mes ton ta tes son sa ses notre nos votre vos leur
    leurs je j me m moi tu te t toi il elle on nous vous ils elles ce cet cette ces quel quelle quels quelles comment
    pourquoi quand ou qui que qu quoi dois doit peut peux puis avec sans pour par sur sous dans en au aux et mais ni pas
    ne plus moins tres trop bien bon bonne bons bonnes meilleur meilleure meilleurs meilleures aide aider conseil
    conseils besoin faut acheter trouver prendre dosage quantite valeur valeurs normal naturellement medicaments
    el la los las lo un una unos unas es son soy eres estoy esta estan era ser estar mi mis tu tus su sus nuestro yo me
    te se nos le les que como por porque cuando donde cual cuales quien debo debe deberia puedo puede pueden con sin
    para de del al y e o u pero ni no mas menos muy mucho muchos bien bueno buena buenos buenas mejor mejores ayuda
    ayudar consejo consejos necesito hay tengo tiene comprar encontrar tomar dosis cantidad valor valores natural
    naturalmente medicamentos
    il lo la i gli le un uno una e ed sono sei ero essere mio mia miei mie tuo tua suo sua nostro io mi ti ci vi si tu lui
    lei noi voi loro che come perche quando dove quale quali chi devo deve dovrei posso puo possono con senza per di del
    dello della dei degli delle da dal dalla in nel nella nei su sul sulla al alla ai agli alle a ma non piu meno molto
    molti bene buono buona buoni migliore migliori aiuto aiutare consiglio consigli bisogno serve servono ho hai ha
    comprare trovare prendere dosaggio quantita valore valori naturale naturalmente farmaci
    de het een is zijn ben bent was waren mijn mijne jouw je jij u uw zijn haar ons onze hun ik mij me wij we jullie ze
    zij hij wat hoe waarom wanneer waar welke welk wie moet moeten kan kun kunnen mag mogen wil met zonder voor van
    vanaf naar te op in aan bij uit over onder om en of maar niet geen ook nog al zeer heel erg veel weinig meer minder
    goed goede beste beter hulp helpen helpt advies tips nodig heb hebt heeft hebben er kopen vinden nemen innemen
    dosering hoeveelheid waarde waarden normaal natuurlijk medicijnen
  `),
);

type KindWords = { kind: ListingKind; generic: readonly string[]; specific?: readonly string[] };

/**
 * How a question names the kind of listing it wants. Generic words only name the kind ("clinic"); specific ones
 * also describe what is wanted ("ring", "MRI") and stay search words. Phrases are matched as consecutive words.
 */
export const KIND_WORDS: readonly KindWords[] = [
  {
    kind: "lab",
    generic: words(`
      lab labs laboratory laboratories labor labore laboratoire laboratoires laboratorio laboratorios laboratori
      laboratorium laboratoria test tests testing tested kit kits testkit selbsttest bluttest bluttests blutuntersuchung
      blutbild thuistest bloedtest bloedonderzoek analyse analyses analisis analitica analisi esame esami
    `),
    specific: ["dna", "microbiome", "methylation", "panel"],
  },
  {
    kind: "clinic",
    generic: words(`
      clinic clinics klinik kliniken clinique cliniques clinica clinicas cliniche kliniek klinieken hospital hospitals
      krankenhaus hopital hospitales ospedale ziekenhuis centre center centres centers zentrum centro centri centrum
      retreat retreats resort spa checkup praxis
    `),
    specific: words(`
      mri mrt irm resonancia risonanza scan scans scanner imaging ct dexa dxa ultrasound ultraschall echographie ecografia
      bodyscan ganzkorper
    `),
  },
  {
    kind: "practitioner",
    generic: words(`
      practitioner practitioners nutritionist nutritionists dietitian dietitians dietician naturopath naturopaths therapist
      therapists physician physicians specialist specialists arztin arzte heilpraktiker ernahrungsberater ernahrungsberaterin
      praticien praticiens nutritionniste naturopathe specialiste nutricionista naturopata especialista nutrizionista
      specialista dietist voedingsdeskundige natuurgeneeskundige
    `),
  },
  {
    kind: "supplement",
    generic: words(`
      supplement supplements supplementation nahrungserganzung nahrungserganzungsmittel erganzungsmittel
      nahrungserganzungen complement complements suplemento suplementos integratore integratori supplementen
      voedingssupplement voedingssupplementen capsule capsules kapseln gelules capsulas tablets tabletten comprimes
      pastillas compresse
    `),
    specific: words(
      `nootropic nootropics nootropika nootropiques nootropicos nootropi powder pulver poudre polvo polvere poeder`,
    ),
  },
  {
    kind: "wearable",
    generic: words(`
      wearable wearables device devices gadget gadgets gerat gerate appareil appareils dispositivo dispositivos
      dispositivi apparaat apparaten
    `),
    specific: words(`
      tracker trackers ring rings smartring watch watches smartwatch smartwatches uhr uhren fitnessuhr fitnesstracker
      fitnessarmband armband sensor sensors monitor monitors cgm montre montres bague bagues anneau capteur capteurs
      reloj relojes anillo anillos pulsera pulseras sensores orologio orologi anello anelli braccialetto sensore
      horloge horloges sensoren meter band strap
    `),
  },
  {
    kind: "food",
    generic: words(`
      food foods meal meals snack snacks lebensmittel mahlzeit mahlzeiten aliment aliments repas alimento alimentos comida
      comidas cibo cibi alimenti pasto pasti voedsel voedingsmiddel voedingsmiddelen maaltijd maaltijden
    `),
  },
  {
    kind: "app",
    generic: words(
      `app apps application applications anwendung anwendungen aplicacion aplicaciones applicazione applicazioni`,
    ),
  },
];

/** Phrases that name a kind only together ("find a doctor", "blood test"), where a single word would not. */
export const KIND_PHRASES: readonly { kind: ListingKind; phrase: string }[] = [
  ...[
    "blood test",
    "blood tests",
    "lab test",
    "home test",
    "test kit",
    "prise de sang",
    "analyse de sang",
    "bilan sanguin",
    "analisis de sangre",
    "analisi del sangue",
    "esami del sangue",
  ].map((phrase) => ({ kind: "lab" as const, phrase })),
  ...[
    "where can i get",
    "where can i do",
    "where can i have",
    "wo kann ich",
    "ou puis je",
    "ou faire",
    "donde puedo",
    "dove posso",
    "waar kan ik",
    "check up",
    "health check",
  ].map((phrase) => ({ kind: "clinic" as const, phrase })),
  ...[
    "find a doctor",
    "a doctor for",
    "doctor for",
    "doctors for",
    "doctor in",
    "doctor near",
    "longevity doctor",
    "functional medicine doctor",
    "einen arzt",
    "arzt fur",
    "arzt in",
    "un medecin",
    "medecin pour",
    "un medico",
    "medico para",
    "medico per",
    "een arts",
    "arts voor",
  ].map((phrase) => ({ kind: "practitioner" as const, phrase })),
];

/** "Brand" names a kind only when nothing more specific is asked for. */
export const BRAND_WORDS = new Set(
  words(`brand brands marke marken marque marques marca marcas marchio marchi merk merken`),
);

/** Foreign words for things listings describe in English, so the full-text search can find them. */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  uhr: "watch",
  uhren: "watch",
  montre: "watch",
  montres: "watch",
  reloj: "watch",
  relojes: "watch",
  orologio: "watch",
  orologi: "watch",
  horloge: "watch",
  horloges: "watch",
  fitnessuhr: "watch",
  bague: "ring",
  bagues: "ring",
  anneau: "ring",
  anillo: "ring",
  anillos: "ring",
  anello: "ring",
  anelli: "ring",
  smartring: "ring",
  capteur: "sensor",
  capteurs: "sensor",
  sensore: "sensor",
  sensores: "sensor",
  sensoren: "sensor",
  pulsera: "band",
  braccialetto: "band",
  armband: "band",
  fitnessarmband: "band",
  fitnesstracker: "tracker",
  mrt: "mri",
  irm: "mri",
  resonancia: "mri",
  risonanza: "mri",
  ganzkorper: "full-body",
  bodyscan: "body scan",
  ultraschall: "ultrasound",
  echographie: "ultrasound",
  ecografia: "ultrasound",
  pulver: "powder",
  poudre: "powder",
  polvo: "powder",
  polvere: "powder",
  poeder: "powder",
  nootropika: "nootropic",
  nootropiques: "nootropic",
  nootropicos: "nootropic",
  nootropi: "nootropic",
  schlaf: "sleep",
  sommeil: "sleep",
  sueno: "sleep",
  sonno: "sleep",
  slaap: "sleep",
  waage: "scale",
  balance: "scale",
  bascula: "scale",
  bilancia: "scale",
  weegschaal: "scale",
  blutdruckmessgerat: "blood pressure",
  tensiometre: "blood pressure",
  tensiometro: "blood pressure",
  bloeddrukmeter: "blood pressure",
  mikrobiom: "microbiome",
  microbiote: "microbiome",
  microbiota: "microbiome",
  microbioom: "microbiome",
  fasten: "fasting",
  jeune: "fasting",
  ayuno: "fasting",
  digiuno: "fasting",
  vasten: "fasting",
  meditation: "meditation",
  meditacion: "meditation",
  meditazione: "meditation",
  meditatie: "meditation",
  zahnpasta: "toothpaste",
  ernahrungsmedizin: "nutrition",
  ernahrung: "nutrition",
  complet: "complete",
  complets: "complete",
  completa: "complete",
  completo: "complete",
  compleet: "complete",
  boire: "drink",
  beber: "drink",
  bere: "drink",
  trinken: "drink",
  drinken: "drink",
  ciclo: "cycle",
  zyklus: "cycle",
  cyclus: "cycle",
  laufen: "running",
  course: "running",
  correr: "running",
  corsa: "running",
  hardlopen: "running",
};

/** Countries a question may name (as a place or an adjective), to the English name the listings store. */
export const COUNTRY_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ["Germany", "germany german deutschland deutsche deutschen deutscher allemagne alemania germania duitsland"],
      ["Austria", "austria austrian osterreich osterreichische autriche oostenrijk"],
      ["Switzerland", "switzerland swiss schweiz schweizer suisse suiza svizzera zwitserland"],
      ["France", "france french frankreich francia frankrijk"],
      ["Spain", "spain spanish spanien espagne espana spagna spanje"],
      ["Italy", "italy italian italien italie italia"],
      ["Netherlands", "netherlands dutch holland niederlande olanda nederland"],
      ["Belgium", "belgium belgien belgique belgica belgio belgie"],
      ["United Kingdom", "uk britain british england grossbritannien angleterre inglaterra inghilterra engeland"],
      ["Ireland", "ireland irland irlande irlanda ierland"],
      ["Portugal", "portugal portogallo"],
      ["Sweden", "sweden schweden suede suecia svezia zweden"],
      ["Denmark", "denmark danemark dinamarca danimarca denemarken"],
      ["Norway", "norway norwegen norvege noruega norvegia noorwegen"],
      ["Finland", "finland finnland finlande finlandia"],
      ["Poland", "poland polen pologne polonia"],
      ["United States", "usa america amerika"],
      ["Canada", "canada kanada"],
    ] as const
  ).flatMap(([country, names]) => words(names).map((name) => [name, country])),
);

/** Two-word country names, matched before single words. */
export const COUNTRY_PHRASES: Readonly<Record<string, string>> = {
  "united kingdom": "United Kingdom",
  "great britain": "United Kingdom",
  "royaume uni": "United Kingdom",
  "reino unido": "United Kingdom",
  "regno unito": "United Kingdom",
  "verenigd koninkrijk": "United Kingdom",
  "pays bas": "Netherlands",
  "paises bajos": "Netherlands",
  "paesi bassi": "Netherlands",
  "united states": "United States",
  "vereinigte staaten": "United States",
  "etats unis": "United States",
  "estados unidos": "United States",
  "stati uniti": "United States",
  "verenigde staten": "United States",
};

/** The ISO code of each country above, for its name in the answer's language. */
export const COUNTRY_CODES: Readonly<Record<string, string>> = {
  Germany: "DE",
  Austria: "AT",
  Switzerland: "CH",
  France: "FR",
  Spain: "ES",
  Italy: "IT",
  Netherlands: "NL",
  Belgium: "BE",
  "United Kingdom": "GB",
  Ireland: "IE",
  Portugal: "PT",
  Sweden: "SE",
  Denmark: "DK",
  Norway: "NO",
  Finland: "FI",
  Poland: "PL",
  "United States": "US",
  Canada: "CA",
};
