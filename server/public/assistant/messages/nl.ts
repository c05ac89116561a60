import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "bijvoorbeeld LDL-cholesterol, bloeddruk, bloedsuiker, slaap, creatine of magnesium, of een lang en gezond leven";

export const nl: AssistantMessages = {
  disclaimer:
    "Deze assistent is geen arts. De antwoorden zijn algemene informatie, geen diagnose of behandelplan, en vervangen niet het " +
    "advies van een bevoegde zorgverlener. Overleg met je arts voordat je medicijnen, supplementen, voeding of training verandert. " +
    "Bel bij een noodgeval 112.",
  quote: (text) => `‘${text}’`,
  general: {
    summary:
      "Voor die vraag heb ik nog geen gecontroleerde uitleg, dus ik kan je hier geen betrouwbaar antwoord geven. Bij klachten of " +
      `uitslagen waar je je zorgen over maakt, is je huisarts de eerste stap. Ik help graag met veelvoorkomende bloedwaarden en gezondheidsdoelen, ${EXAMPLES}.`,
    insights: [
      "Neem je vragen en recente uitslagen mee naar je huisarts; die kan bepalen welke onderzoeken of specialisten zinvol zijn.",
      "Stel je vraag opnieuw met de naam van een bloedwaarde (zoals ApoB, HbA1c of ferritine) of een doel (zoals beter slapen of meer energie).",
    ],
    doctor: [
      "Praat met je huisarts",
      "Beschrijf je klachten of laat je uitslagen zien voor advies dat bij jou past.",
      "Huisarts",
    ],
  },
  offTopic:
    "Ik kan alleen helpen met vragen over gezondheid, bloedwaarden, gezond ouder worden en de aanbieders in deze gids. " +
    `Vraag bijvoorbeeld naar een bloedwaarde of een gezondheidsdoel, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Bekijk klinieken",
      "Vergelijk preventie- en longevityklinieken en de check-ups die ze aanbieden.",
      "Arts preventieve geneeskunde",
    ],
    labs: [
      "Vind een laboratorium",
      "Bekijk welke laboratoria de waarden testen die je interesseren, ook met thuistests.",
      "Klinisch laboratorium",
    ],
    wearables: [
      "Ontdek wearables",
      "Volg je slaap, hartslag, activiteit of glucose om je eigen trends te zien.",
      "Slaap- of sportgeneeskunde",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Voor deze vraag heb ik nog geen gecontroleerde uitleg, dus ik kan er geen gezondheidsadvies over geven. " +
      `Ik heb in de gids gezocht naar ${terms}; hieronder staat wat ik vond: ${kinds}. ` +
      "Elke pagina beschrijft wat de aanbieder biedt; voor advies over je eigen gezondheid praat je het best met je huisarts.",
    notInCountry: (country) => `Geen van de resultaten is in dat land gevestigd (${country}).`,
    insight:
      "Deze resultaten zijn gevonden door de woorden van je vraag te vergelijken met de namen, beschrijvingen, ingrediënten en " +
      "diensten in de gids; ze zijn geen medisch advies en geen persoonlijke aanbeveling.",
    kinds: {
      clinics: "klinieken",
      practitioners: "zorgverleners",
      labs: "laboratoria",
      supplements: "supplementen",
      foods: "voedingsmiddelen",
      wearables: "wearables",
      brands: "merken",
      apps: "apps",
    },
  },
  emergency: {
    summary: (n) =>
      `Wat je beschrijft, kan een medisch noodgeval zijn. Bel nu ${n} of ga naar de dichtstbijzijnde spoedeisende hulp. ` +
      "Wacht niet op een antwoord online; deze assistent kan je in een noodgeval niet helpen.",
    signs: {
      chest_pain: (n) =>
        `Pijn of druk op de borst — vooral als die uitstraalt naar de arm, kaak of rug, of samengaat met kortademigheid, zweten of misselijkheid — kan een hartaanval zijn. Bel ${n}, stop met wat je doet en rijd niet zelf naar het ziekenhuis.`,
      stroke: (n) =>
        `Een plotseling scheve mond of hangend gezicht, zwakte of gevoelloosheid aan één kant van het lichaam, of onduidelijke of verwarde spraak kan een beroerte zijn. Bel direct ${n} en onthoud hoe laat de klachten begonnen: elke minuut telt.`,
      suicidal: (n) =>
        `Als je eraan denkt om een einde aan je leven te maken of jezelf iets aan te doen: je staat er niet alleen voor en er is nu meteen hulp. Ben je in direct gevaar, bel dan ${n}.`,
      bleeding: (n) =>
        `Een hevige bloeding die niet stopt, of bloed overgeven of ophoesten, heeft spoedzorg nodig. Bel ${n}; druk bij een wond stevig met een schone doek op de wond terwijl je wacht.`,
      anaphylaxis: (n) =>
        `Zwelling van keel, tong of lippen, moeite met ademen of een plotselinge ernstige allergische reactie kan een anafylactische shock zijn. Bel ${n}. Heb je een adrenaline-auto-injector voorgeschreven gekregen, gebruik die dan zoals je is uitgelegd.`,
      headache: (n) =>
        `Plotselinge, zeer hevige hoofdpijn — de ergste van je leven — kan een teken zijn van een bloeding in de hersenen. Bel ${n} of ga nu naar de dichtstbijzijnde spoedeisende hulp.`,
    },
    call: (n) => [`Bel nu ${n}`, "Zeg waar je bent en beschrijf de klachten.", "Hulpdiensten"],
    about112: "112 is gratis te bellen vanaf elke telefoon in alle EU-landen en vele andere landen.",
    talk: {
      step: "Praat nu met iemand",
      withLine: (line) =>
        `Bel ${line}. Vertel als het kan iemand die je vertrouwt hoe je je voelt en vraag diegene bij je te blijven.`,
      generic:
        "Neem contact op met een crisislijn bij jou in de buurt of met je huisarts, of bel het alarmnummer. Vertel als het kan iemand die je vertrouwt hoe je je voelt en vraag diegene bij je te blijven.",
      expert: "Crisislijn of hulpdiensten",
    },
    notAlone: [
      "Blijf niet alleen",
      "Vraag iemand in de buurt bij je te blijven tot er hulp is.",
      "Iemand die je vertrouwt",
    ],
    free: "gratis",
    allDay: "dag en nacht",
    callOrText: (n) => `bel of sms ${n}`,
  },
};
